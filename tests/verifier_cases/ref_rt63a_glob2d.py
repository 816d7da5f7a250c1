# Reference (red team 63a): completion-only LM loss (TRL/HF style): per-token negative log-likelihood averaged over the tokens a (batch, seq) loss mask keeps, the count clamped at 1 so a micro-batch with no kept token (only prompt tokens left after truncation) gives 0, not NaN.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, token_logp, loss_mask):
        m = loss_mask.to(token_logp.dtype)
        return -(token_logp * m).sum() / m.sum().clamp(min=1.0)


def get_inputs():
    return [torch.randn(8, 64), torch.rand(8, 64) < 0.7]


def get_init_inputs():
    return []
