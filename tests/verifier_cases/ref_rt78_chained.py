# Reference: SGD whose rate is halved for the first 4 steps and dropped x0.1 every S steps:
# torch's ChainedScheduler of ConstantLR and StepLR, both held by the module.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, S):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.SGD([self.weight], lr=lr)
        warm = torch.optim.lr_scheduler.ConstantLR(self.opt, factor=0.5, total_iters=4)
        decay = torch.optim.lr_scheduler.StepLR(self.opt, step_size=S, gamma=0.1)
        self.sched = torch.optim.lr_scheduler.ChainedScheduler([warm, decay], optimizer=self.opt)

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        self.sched.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 30]
