# Reference: weight-only int8 dequantisation for a bf16 model (W8A16 serving): int8 codes times a
# per-output-channel bf16 scale give the bf16 weight a bf16 GEMM then uses.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, qweight, scale):
        return qweight.to(torch.bfloat16) * scale[:, None]


def get_inputs():
    q = torch.randint(-127, 128, (128, 256), dtype=torch.int8)
    scale = (torch.rand(128) * 0.02 + 0.001).to(torch.bfloat16)
    return [q, scale]


def get_init_inputs():
    return []
