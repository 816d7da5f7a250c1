# Reference: jagged (ragged) segment mean pooling, torchrec style: values of shape
# (sum(lengths), D) and per-bag lengths (B,); get_inputs() draws every bag full (L rows).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, values, lengths):
        B = lengths.shape[0]
        seg = torch.repeat_interleave(torch.arange(B, device=values.device), lengths)
        out = torch.zeros(B, values.shape[1], dtype=values.dtype, device=values.device)
        out.index_add_(0, seg, values)
        return out / lengths.clamp(min=1).unsqueeze(1).to(values.dtype)


B, L, D = 16, 24, 64


def get_inputs():
    return [torch.randn(B * L, D), torch.full((B,), L, dtype=torch.long)]


def get_init_inputs():
    return []
