# Reference: offsets of variable-length records from their int32 byte lengths (a ragged
# batch's cu_seqlens / a file index): torch.cumsum of int32 promotes to int64.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, lengths):
        return torch.cumsum(lengths, dim=1)


def get_inputs():
    return [torch.randint(1, 4096, (8, 512), dtype=torch.int32)]


def get_init_inputs():
    return []
