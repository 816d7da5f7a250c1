# Reference (red team 73): an SGD step with a linear learning-rate warmup, its step count created
# lazily in a plain state dict at the first call (as torch.optim creates state["step"])
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, warmup):
        super().__init__()
        self.lr = lr
        self.warmup = warmup
        self.state = {}

    def forward(self, param, grad):
        self.state["step"] = self.state.get("step", 0) + 1
        lr = self.lr * min(1.0, self.state["step"] / self.warmup)
        return param - lr * grad


def get_inputs():
    return [torch.randn(64, 128), torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 500]
