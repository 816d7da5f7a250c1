# Stands for: bf16x2 storage of fp32 weights (init std 0.02) with an error-compensation half, packed as one (2, ...) tensor (hi, lo) the way a bf16x3 emulated-fp32 GEMM's operand loader reads it: x ~ hi + lo, both bf16
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        hi = x.to(torch.bfloat16)
        lo = (x - hi.float()).to(torch.bfloat16)
        return torch.stack((hi, lo))


def get_inputs():
    return [torch.randn(128, 256) * 0.02]


def get_init_inputs():
    return []
