# Reference: LLaMA-style rotary embedding applied to a chunk of queries at absolute positions
# start_pos .. start_pos + T - 1 (prefill at start_pos = 0, then chunked prefill / incremental
# decoding at start_pos > 0), reading a precomputed cos/sin table (llama's freqs_cis[start_pos:start_pos + T]).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, head_dim=32, max_seq_len=256, theta=10000.0):
        super().__init__()
        inv = 1.0 / (theta ** (torch.arange(0, head_dim, 2).float() / head_dim))
        freqs = torch.outer(torch.arange(max_seq_len).float(), inv)
        self.register_buffer("cos_cached", freqs.cos(), persistent=False)
        self.register_buffer("sin_cached", freqs.sin(), persistent=False)

    def forward(self, x, start_pos):
        # x: (B, T, H, D)
        T = x.shape[1]
        cos = self.cos_cached[start_pos:start_pos + T][None, :, None, :]
        sin = self.sin_cached[start_pos:start_pos + T][None, :, None, :]
        x1, x2 = x[..., 0::2], x[..., 1::2]
        out = torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1).flatten(-2)
        return out


def get_inputs():
    return [torch.randn(2, 16, 4, 32), 0]


def get_init_inputs():
    return []
