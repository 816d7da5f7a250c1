# Reference (red team 9): the shipped ref_transpose_big's task in float16 (128 x 192).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return x.t().contiguous()


def get_inputs():
    return [torch.randn(128, 192).to(torch.float16)]


def get_init_inputs():
    return []
