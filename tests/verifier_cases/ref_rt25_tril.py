# Reference: attention with an explicit boolean attention mask passed in (True = attend), as
# F.scaled_dot_product_attention takes it; get_inputs() passes the causal (lower-triangular) mask.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, q, k, v, attn_mask):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask)


B, H, T, D = 2, 2, 32, 16


def get_inputs():
    mask = torch.tril(torch.ones(T, T, dtype=torch.bool))
    return [torch.randn(B, H, T, D), torch.randn(B, H, T, D), torch.randn(B, H, T, D), mask]


def get_init_inputs():
    return []
