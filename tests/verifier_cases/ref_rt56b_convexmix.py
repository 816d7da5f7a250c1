# Reference (red team 56b): convex blend of two activations with validated mixing weights (config check: they must sum to 1)
import math
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, w_gelu, w_silu):
        super().__init__()
        if not math.isclose(w_gelu + w_silu, 1.0, rel_tol=1e-9):
            raise ValueError("mixing weights must sum to 1")
        self.w_gelu = w_gelu
        self.w_silu = w_silu

    def forward(self, x):
        return self.w_gelu * torch.nn.functional.gelu(x) + self.w_silu * torch.nn.functional.silu(x)


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return [0.35, 0.65]
