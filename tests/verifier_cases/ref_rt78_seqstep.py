# Reference: SGD whose rate is a linear warmup over W steps, then a step decay (x0.1 every S
# steps): torch's SequentialLR of LinearLR and StepLR, both held by the module.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, W, S):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.SGD([self.weight], lr=lr)
        warm = torch.optim.lr_scheduler.LinearLR(self.opt, start_factor=0.1, total_iters=W)
        decay = torch.optim.lr_scheduler.StepLR(self.opt, step_size=S, gamma=0.1)
        self.sched = torch.optim.lr_scheduler.SequentialLR(self.opt, [warm, decay], milestones=[W])

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        self.sched.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 3, 30]
