# Reference: masked mean pooling over tokens with a HuggingFace-style int64 attention_mask
# (1 = token, 0 = padding), as sentence-embedding models pool (e.g. sentence-transformers).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, hidden, attention_mask):
        m = attention_mask.unsqueeze(-1).to(hidden.dtype)
        return (hidden * m).sum(1) / m.sum(1).clamp(min=1e-9)


def get_inputs():
    return [torch.randn(8, 64, 128), torch.ones(8, 64, dtype=torch.long)]


def get_init_inputs():
    return []
