# Reference: FP8 (E4M3) fake quantisation of activations with a per-tensor scale, as FP8
# training/serving recipes (Transformer Engine, torchao float8) simulate it: x / scale clamped to
# E4M3's finite range (+-448), cast to float8_e4m3fn (round to nearest even), and back.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, scale):
        q = (x / scale).clamp(-448.0, 448.0).to(torch.float8_e4m3fn)
        return q.to(torch.float32) * scale


def get_inputs():
    x = torch.randn(64, 256) * 3.0
    scale = torch.tensor(0.05)
    return [x, scale]


def get_init_inputs():
    return []
