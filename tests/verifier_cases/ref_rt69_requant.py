# Stands for: integer-only W8A8 inference (gemmlowp / TFLite / SmoothQuant-int8 style): an int32 GEMM
# accumulator requantised to int8 by a power-of-two right shift with rounding (torch.round,
# half to even), saturated to int8, and dequantised per output channel for the next float op
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, shift=4):
        super().__init__()
        self.shift = shift

    def forward(self, acc, out_scale):
        # acc: int32 [tokens, channels] GEMM accumulators; out_scale: float [channels]
        q = torch.round(acc.float() / (2 ** self.shift)).clamp(-128, 127)
        return q * out_scale


def get_inputs():
    acc = torch.randint(-2048, 2048, (64, 256), dtype=torch.int32)
    out_scale = torch.rand(256) * 0.02 + 0.005
    return [acc, out_scale]


def get_init_inputs():
    return [4]
