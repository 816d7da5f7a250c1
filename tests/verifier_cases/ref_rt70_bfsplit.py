# Stands for: the bf16 hi/lo split of fp32 operands used by bf16x3 emulated-fp32 GEMMs and by bf16 weight storage with an error-compensation half (x ~ hi + lo, both bf16)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        hi = x.to(torch.bfloat16)
        lo = (x - hi.float()).to(torch.bfloat16)
        return hi, lo


def get_inputs():
    return [torch.randn(128, 256)]


def get_init_inputs():
    return []
