# Reference (red team 73): an SGD step under a linear warmup-then-linear-decay schedule whose
# warmup length is a fraction of the run (transformers' warmup_ratio: int(ratio * total_steps))
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, warmup_ratio, total_steps):
        super().__init__()
        self.lr = lr
        self.warmup_ratio = warmup_ratio
        self.total_steps = total_steps
        self.step = 0

    def forward(self, param, grad):
        self.step += 1
        warm = max(1, int(self.warmup_ratio * self.total_steps))
        if self.step < warm:
            f = self.step / warm
        else:
            f = max(0.0, (self.total_steps - self.step) / max(1, self.total_steps - warm))
        return param - (self.lr * f) * grad


def get_inputs():
    return [torch.randn(64, 128), torch.randn(64, 128)]


def get_init_inputs():
    return [1e-4, 0.06, 10000]
