# Reference: SGD whose rate is a linear warmup over W steps followed by a cosine decay over T
# steps (torch's SequentialLR of LinearLR and CosineAnnealingLR), both held by the module.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, W, T):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.SGD([self.weight], lr=lr)
        warm = torch.optim.lr_scheduler.LinearLR(self.opt, start_factor=0.1, total_iters=W)
        cos = torch.optim.lr_scheduler.CosineAnnealingLR(self.opt, T_max=T, eta_min=0.0)
        self.sched = torch.optim.lr_scheduler.SequentialLR(self.opt, [warm, cos], milestones=[W])

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        self.sched.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 5, 100]
