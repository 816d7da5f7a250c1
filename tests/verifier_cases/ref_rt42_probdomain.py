import torch
import torch.nn as nn


class Model(nn.Module):
    """Distillation-style loss: the teacher's softmax over logits against the student's
    predicted probabilities p, as a per-row binary cross-entropy."""
    def __init__(self):
        super().__init__()

    def forward(self, logits, p):
        q = torch.softmax(logits, dim=1)
        return -(q * torch.log(p) + (1 - q) * torch.log(1 - p)).sum(dim=1)


def get_inputs():
    return [torch.randn(64, 512), torch.rand(64, 512) * 0.98 + 0.01]


def get_init_inputs():
    return []
