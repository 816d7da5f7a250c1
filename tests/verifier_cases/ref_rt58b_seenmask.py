# Reference: an MoE router: softmax gate probabilities, and a running bool mask of the experts that have received a token (expert_seen: what a dead-expert monitor or an expert re-initialiser reads, kept in the state_dict)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d_model, n_experts):
        super().__init__()
        self.router = nn.Linear(d_model, n_experts, bias=False)
        self.register_buffer("expert_seen", torch.zeros(n_experts, dtype=torch.bool))

    def forward(self, x):
        probs = torch.softmax(self.router(x), dim=-1)
        hits = torch.bincount(probs.argmax(dim=-1), minlength=self.expert_seen.numel()) > 0
        self.expert_seen |= hits
        return probs


def get_inputs():
    return [torch.randn(64, 64)]


def get_init_inputs():
    return [64, 16]
