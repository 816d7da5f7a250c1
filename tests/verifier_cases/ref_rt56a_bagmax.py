# Reference (red team 56a): an embedding bag whose pooling mode is passed per call and handed straight to torch ("sum" in get_inputs; "mean" and "max" are the other modes F.embedding_bag takes)
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    """F.embedding_bag(idx, self.weight, offsets, mode=mode)."""
    def __init__(self, num, dim):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(num, dim))

    def forward(self, idx, offsets, mode):
        return F.embedding_bag(idx, self.weight, offsets, mode=mode)

def get_inputs():
    return [torch.randint(0, 100, (64,)), torch.arange(0, 64, 8), "sum"]

def get_init_inputs():
    return [100, 32]
