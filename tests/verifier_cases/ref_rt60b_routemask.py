# Reference: MoE router probabilities (softmax over enabled experts) with an expert-enabled mask buffer (experts a served checkpoint has pruned or disabled) (red team 60b)
import torch
import torch.nn as nn

T, D, E = 16, 32, 8


class Model(nn.Module):
    def __init__(self, d=D, e=E):
        super().__init__()
        self.router = nn.Linear(d, e, bias=False)
        self.register_buffer("enabled", torch.ones(e, dtype=torch.bool))

    def forward(self, x):
        logits = self.router(x).masked_fill(~self.enabled, float("-inf"))
        return torch.softmax(logits, dim=-1)


def get_inputs():
    return [torch.randn(T, D)]


def get_init_inputs():
    return [D, E]
