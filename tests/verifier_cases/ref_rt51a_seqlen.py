# Reference: lengths of zero-padded sequences: a token counts where its feature vector is not all zero; x (B, T, D) float, returns int64 (B,) (the lengths a packed-sequence or varlen-attention kernel is given).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x.abs().amax(dim=-1) > 0).sum(dim=-1)


def get_inputs():
    return [torch.randn(16, 128, 64)]


def get_init_inputs():
    return []
