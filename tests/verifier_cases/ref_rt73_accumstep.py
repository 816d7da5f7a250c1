# Reference (red team 73): an SGD update under gradient accumulation, its learning-rate warmup
# counted in optimizer steps (one per `accum` micro-batches, as transformers' Trainer steps its
# scheduler), the micro-batch and optimizer-step counts kept as Python ints
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, warmup, accum):
        super().__init__()
        self.lr = lr
        self.warmup = warmup
        self.accum = accum
        self.micro = 0
        self.step = 0

    def forward(self, param, grad):
        self.micro += 1
        if self.micro % self.accum == 0:
            self.step += 1
        lr = self.lr * min(1.0, (self.step + 1) / self.warmup)
        return param - (lr / self.accum) * grad


def get_inputs():
    return [torch.randn(64, 128), torch.randn(64, 128)]


def get_init_inputs():
    return [0.5, 100, 4]
