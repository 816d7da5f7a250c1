# Reference (red team 14): pure data movement with mixed float dtypes: fp32 activations concatenated
# with fp16 features upcast to fp32 (exact widening), then transposed.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        return torch.cat([x, y.float()], dim=1).t().contiguous()


def get_inputs():
    return [torch.randn(16, 512), torch.randn(16, 256).half()]


def get_init_inputs():
    return []
