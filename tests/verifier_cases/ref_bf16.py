# Reference (red team 9): a float32 -> bfloat16 cast (rounding to nearest even), e.g. the
# output stage of a mixed-precision layer.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return x.to(torch.bfloat16)


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return []
