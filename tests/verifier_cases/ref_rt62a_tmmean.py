# Reference (red team 62a): time-major (seq-first, T x B, the RNN / fairseq layout) masked
# mean over time: features averaged under an int64 0/1 mask of shape (T, B), count clamped at 1.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, mask):
        m = mask.unsqueeze(-1).to(x.dtype)
        return (x * m).sum(0) / m.sum(0).clamp(min=1.0)


def get_inputs():
    return [torch.randn(32, 8, 64), torch.randint(0, 2, (32, 8))]


def get_init_inputs():
    return []
