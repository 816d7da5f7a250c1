# Reference (rt10a): transpose of an int32 tensor (data movement without float inputs).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return x.t().contiguous() + 0


def get_inputs():
    return [torch.randint(-1000, 1000, (64, 48), dtype=torch.int32)]


def get_init_inputs():
    return []
