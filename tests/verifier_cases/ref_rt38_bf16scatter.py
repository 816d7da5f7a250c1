# Reference: scatter-add of bf16 rows into bins (index_add along dim 0, KernelBench-like)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, bins):
        super().__init__()
        self.bins = bins

    def forward(self, x, idx):
        out = torch.zeros(self.bins, x.shape[1], dtype=x.dtype, device=x.device)
        return out.index_add_(0, idx, x * 2.0)


def get_inputs():
    return [torch.randn(64, 128, dtype=torch.bfloat16), torch.randperm(64)]


def get_init_inputs():
    return [64]
