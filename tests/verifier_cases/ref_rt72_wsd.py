# Stands for: an SGD step under a warmup-stable-decay (WSD / trapezoidal) learning-rate schedule (MiniCPM, Hagele et al. 2024): linear warmup, constant lr, then a cosine cooldown to 0 over the final 10% of training; the step count kept as a buffer so a resumed checkpoint continues its schedule
import math
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr=0.1, warmup=2000, total=1000000):
        super().__init__()
        self.lr, self.warmup, self.total = lr, warmup, total
        self.register_buffer("step", torch.zeros((), dtype=torch.int64))

    def forward(self, param, grad):
        s = self.step.float()
        decay_start = self.total - self.total // 10
        warm = self.lr * (s + 1) / self.warmup
        prog = ((s - decay_start) / (self.total - decay_start)).clamp(0.0, 1.0)
        cool = 0.5 * self.lr * (1.0 + torch.cos(math.pi * prog))
        lr = torch.where(s < self.warmup, warm, cool)
        self.step += 1
        return param - lr * grad


def get_inputs():
    return [torch.randn(64, 256), torch.randn(64, 256)]


def get_init_inputs():
    return [0.1, 2000, 1000000]
