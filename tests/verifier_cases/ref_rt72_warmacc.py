# Stands for: an SGD step after gradient accumulation (the summed micro-batch gradients averaged over accum_steps) with the usual linear-warmup + cosine-decay learning-rate schedule (HF get_cosine_schedule_with_warmup / nanoGPT's get_lr), the step count kept as a buffer so a resumed checkpoint continues its schedule
import math
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr=1e-2, min_lr=1e-4, warmup=10000, total=1000000, accum_steps=8):
        super().__init__()
        self.lr, self.min_lr, self.warmup, self.total = lr, min_lr, warmup, total
        self.accum_steps = accum_steps
        self.register_buffer("step", torch.zeros((), dtype=torch.int64))

    def forward(self, param, grad_sum):
        s = self.step.float()
        warm_lr = self.lr * (s + 1) / self.warmup
        prog = ((s - self.warmup) / (self.total - self.warmup)).clamp(0.0, 1.0)
        cos_lr = self.min_lr + 0.5 * (self.lr - self.min_lr) * (1.0 + torch.cos(math.pi * prog))
        lr = torch.where(s < self.warmup, warm_lr, cos_lr)
        self.step += 1
        return param - lr * (grad_sum / self.accum_steps)


def get_inputs():
    return [torch.randn(64, 256), torch.randn(64, 256)]


def get_init_inputs():
    return [1e-2, 1e-4, 10000, 1000000, 8]
