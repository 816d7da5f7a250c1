import torch
import torch.nn as nn


class Model(nn.Module):
    """A batch passed as a dict (HF-style): relu of its features."""

    def __init__(self):
        super().__init__()

    def forward(self, batch):
        return torch.relu(batch["x"])


def get_inputs():
    return [{"x": torch.randn(16, 256)}]


def get_init_inputs():
    return []
