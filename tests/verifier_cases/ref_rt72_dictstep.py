# Stands for: an SGD step with linear warmup + cosine decay whose step count lives in a per-parameter state dict as a plain Python int, the way torch.optim kept state['step'] before 1.12 and many hand-written optimizers still do
import math
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr=0.1, min_lr=1e-3, warmup=500, total=20000):
        super().__init__()
        self.lr, self.min_lr, self.warmup, self.total = lr, min_lr, warmup, total
        self.state = {"step": 0}

    def forward(self, param, grad):
        s = self.state["step"]
        if s < self.warmup:
            lr = self.lr * (s + 1) / self.warmup
        else:
            prog = min(1.0, (s - self.warmup) / (self.total - self.warmup))
            lr = self.min_lr + 0.5 * (self.lr - self.min_lr) * (1.0 + math.cos(math.pi * prog))
        self.state["step"] = s + 1
        return param - lr * grad


def get_inputs():
    return [torch.randn(64, 256), torch.randn(64, 256)]


def get_init_inputs():
    return [0.1, 1e-3, 500, 20000]
