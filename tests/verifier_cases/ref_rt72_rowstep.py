# Stands for: a fused multi-tensor SGD step over P parameter tensors (flattened rows) with linear warmup + cosine decay, each parameter keeping its own step count as torch.optim keeps a per-parameter state['step'] tensor (stacked into one buffer by the fused implementation)
import math
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, n_params=8, lr=0.1, min_lr=1e-3, warmup=2000, total=1000000):
        super().__init__()
        self.lr, self.min_lr, self.warmup, self.total = lr, min_lr, warmup, total
        self.register_buffer("steps", torch.zeros(n_params, dtype=torch.int64))

    def forward(self, params, grads):
        s = self.steps.float()[:, None]
        warm_lr = self.lr * (s + 1) / self.warmup
        prog = ((s - self.warmup) / (self.total - self.warmup)).clamp(0.0, 1.0)
        cos_lr = self.min_lr + 0.5 * (self.lr - self.min_lr) * (1.0 + torch.cos(math.pi * prog))
        lr = torch.where(s < self.warmup, warm_lr, cos_lr)
        self.steps += 1
        return params - lr * grads


def get_inputs():
    return [torch.randn(8, 2048), torch.randn(8, 2048)]


def get_init_inputs():
    return [8, 0.1, 1e-3, 2000, 1000000]
