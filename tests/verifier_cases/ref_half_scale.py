# Reference (red team 10's follow-up): fp16 activations times fp16 weights drawn in fp32 and
# rounded in __init__, as `nn.Linear(...).half()` or `torch.randn(n).half()` make them.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(256).half())

    def forward(self, x):
        return x * self.w


def get_inputs():
    return [torch.randn(16, 256).half()]


def get_init_inputs():
    return []
