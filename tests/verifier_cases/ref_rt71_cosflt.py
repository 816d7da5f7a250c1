# Stands for: an SGD step (returning the new parameters and the learning rate it used, for logging) with the usual linear-warmup + cosine-decay learning-rate schedule (HF get_cosine_schedule_with_warmup / nanoGPT's get_lr), the step count kept as a buffer so a resumed checkpoint continues its schedule; the schedule lengths kept as floats (float(warmup), float(total)), as many schedulers do for the divisions
import math
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr=6e-4, min_lr=6e-5, warmup=2000, total=100000):
        super().__init__()
        self.lr, self.min_lr, self.warmup, self.total = lr, min_lr, float(warmup), float(total)
        self.register_buffer("step", torch.zeros((), dtype=torch.int64))

    def forward(self, param, grad):
        s = self.step.float()
        warm_lr = self.lr * (s + 1) / self.warmup
        prog = ((s - self.warmup) / (self.total - self.warmup)).clamp(0.0, 1.0)
        cos_lr = self.min_lr + 0.5 * (self.lr - self.min_lr) * (1.0 + torch.cos(math.pi * prog))
        lr = torch.where(s < self.warmup, warm_lr, cos_lr)
        self.step += 1
        return param - lr * grad, lr


def get_inputs():
    return [torch.randn(64, 256), torch.randn(64, 256)]


def get_init_inputs():
    return [6e-4, 6e-5, 2000, 100000]
