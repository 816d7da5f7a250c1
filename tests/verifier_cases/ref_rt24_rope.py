# Reference: rotary position embedding (LLaMA style, rotate_half) applied to q, with cos/sin
# caches registered as non-persistent buffers in __init__.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, head_dim, max_pos, base=10000.0):
        super().__init__()
        inv_freq = 1.0 / (base ** (torch.arange(0, head_dim, 2).float() / head_dim))
        t = torch.arange(max_pos).float()
        freqs = torch.outer(t, inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.register_buffer("cos_cached", emb.cos(), persistent=False)
        self.register_buffer("sin_cached", emb.sin(), persistent=False)

    def forward(self, q):
        T = q.shape[2]
        cos = self.cos_cached[:T]
        sin = self.sin_cached[:T]
        h = q.shape[-1] // 2
        rot = torch.cat((-q[..., h:], q[..., :h]), dim=-1)
        return q * cos + rot * sin


def get_inputs():
    return [torch.randn(2, 4, 32, 64)]


def get_init_inputs():
    return [64, 128]
