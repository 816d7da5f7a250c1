# Reference (red team 56a): a residual add of one of two rows picked per call by a one-element integer index (torch.tensor(0) in get_inputs; 1 picks the other row: a two-way branch or segment id held as a device tensor)
import torch
import torch.nn as nn

class Model(nn.Module):
    """x + table[which], table (2, D), which a 0-d int64 tensor (0 or 1)."""
    def __init__(self):
        super().__init__()

    def forward(self, x, table, which):
        return x + table[which]

def get_inputs():
    return [torch.randn(64, 256), torch.randn(2, 256), torch.tensor(0)]

def get_init_inputs():
    return []
