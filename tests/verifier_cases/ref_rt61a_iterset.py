# Reference (red team 61a): a fixed-point refinement y <- tanh(y + x) repeated n_iter times, the count an int64 buffer setting (3)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("n_iter", torch.tensor(3, dtype=torch.long))

    def forward(self, x):
        y = x
        for _ in range(int(self.n_iter)):
            y = torch.tanh(y + x)
        return y


def get_inputs():
    return [torch.randn(16, 64)]


def get_init_inputs():
    return []
