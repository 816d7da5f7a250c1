# Reference (red team 73): int8 requantisation of int32 GEMM accumulators (gemmlowp / TFLite style):
# bias add, fixed-point multiply by a per-channel int32 multiplier, rounding right shift, output zero
# point, saturation to int8
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, channels, shift, out_zp):
        super().__init__()
        self.shift = shift
        self.out_zp = out_zp
        self.register_buffer("mult", torch.randint(1 << 14, 1 << 15, (channels,), dtype=torch.int32))
        self.register_buffer("bias", torch.randint(-2000, 2000, (channels,), dtype=torch.int32))

    def forward(self, acc):
        a = (acc + self.bias).to(torch.int64) * self.mult.to(torch.int64)
        r = (a + (1 << (self.shift - 1))) >> self.shift
        return (r + self.out_zp).clamp(-128, 127).to(torch.int8)


def get_inputs():
    return [torch.randint(-60000, 60000, (128, 256), dtype=torch.int32)]


def get_init_inputs():
    return [256, 22, -3]
