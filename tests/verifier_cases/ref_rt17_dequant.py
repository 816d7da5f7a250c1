# Reference: int8 weight-only quantisation, dequantised per output row with a scale and an
# integer zero point, then applied to activations.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, qw, scale, zp):
        w = (qw.to(torch.float32) - zp.to(torch.float32)[:, None]) * scale[:, None]
        return x @ w.t()


def get_inputs():
    return [torch.randn(16, 128), torch.randint(-128, 128, (64, 128), dtype=torch.int8),
            torch.rand(64) * 0.02 + 0.001, torch.randint(-8, 8, (64,), dtype=torch.int32)]


def get_init_inputs():
    return []
