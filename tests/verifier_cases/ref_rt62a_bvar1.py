# Reference (red team 62a): masked batch variance (unbiased) over the VALID samples of a batch
# (a 1-D bool mask over the batch: dropped / padded samples, as a masked BatchNorm's statistics
# or a per-feature masked std take it); counts clamped at 1.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, valid):                 # x: (B, D), valid: (B,) bool
        m = valid.to(x.dtype)[:, None]
        n = m.sum(0)
        mean = (x * m).sum(0) / n.clamp(min=1)
        return ((x - mean) ** 2 * m).sum(0) / (n - 1).clamp(min=1)


def get_inputs():
    return [torch.randn(64, 32), torch.rand(64) < 0.7]


def get_init_inputs():
    return []
