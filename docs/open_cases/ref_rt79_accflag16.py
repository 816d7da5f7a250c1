# Reference: SGD with gradient accumulation over `accum` micro-batches; the optimiser step
# (a float buffer) counts the updates, and the rate warms up linearly over `warmup` updates.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, accum, warmup):
        super().__init__()
        self.lr = lr
        self.accum = accum
        self.warmup = warmup
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.register_buffer("acc", torch.zeros(64, 128))
        self.register_buffer("step", torch.zeros((), dtype=torch.long))
        self.micro = 0

    def forward(self, grad):
        with torch.no_grad():
            self.acc += grad
            self.micro += 1
            if self.micro % self.accum == 0:
                self.step += 1
                rate = self.lr * torch.clamp(self.step / self.warmup, max=1.0)
                self.weight -= rate * self.acc / self.accum
                self.acc.zero_()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 16, 4000]
