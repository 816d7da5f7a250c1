# Reference: SGD under torch's SWALR (stochastic weight averaging's schedule): the rate
# anneals linearly from lr to swa_lr over anneal_epochs steps, then stays at swa_lr.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, swa_lr, anneal_epochs):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.SGD([self.weight], lr=lr)
        self.sched = torch.optim.swa_utils.SWALR(self.opt, swa_lr=swa_lr,
                                                 anneal_epochs=anneal_epochs,
                                                 anneal_strategy="linear")

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        self.sched.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 0.01, 10]
