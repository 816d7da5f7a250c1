# Reference: an MoE router: softmax gate probabilities, and a running int64 count of tokens routed to each expert (expert_load, the state a load-balancing loss or capacity planner reads)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d_model, n_experts):
        super().__init__()
        self.router = nn.Linear(d_model, n_experts, bias=False)
        self.register_buffer("expert_load", torch.zeros(n_experts, dtype=torch.int64))

    def forward(self, x):
        probs = torch.softmax(self.router(x), dim=-1)
        self.expert_load += torch.bincount(probs.argmax(dim=-1), minlength=self.expert_load.numel())
        return probs


def get_inputs():
    return [torch.randn(64, 64)]


def get_init_inputs():
    return [64, 16]
