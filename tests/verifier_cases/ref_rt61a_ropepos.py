# Reference (red team 61a): rotary position embedding of one decoding step, the position an int64 counter buffer the forward advances (a KV-cache decoder's step)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.register_buffer("pos", torch.zeros((), dtype=torch.long))
        self.register_buffer("inv_freq", 1.0 / (10000 ** (torch.arange(0, d, 2).float() / d)))

    def forward(self, x):
        ang = self.pos.float() * self.inv_freq
        c, s = torch.cos(ang), torch.sin(ang)
        x1, x2 = x[..., 0::2], x[..., 1::2]
        out = torch.stack((x1 * c - x2 * s, x1 * s + x2 * c), dim=-1).flatten(-2)
        self.pos += 1
        return out


def get_inputs():
    return [torch.randn(4, 8, 64)]


def get_init_inputs():
    return [64]
