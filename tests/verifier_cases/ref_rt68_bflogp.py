# Reference: per-token log-probabilities of bfloat16 LM logits written as logits - logsumexp
# (how RLHF / DPO / PPO code turns a policy's bf16 logits into log-probs before the gather).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits):
        return logits - torch.logsumexp(logits, dim=-1, keepdim=True)


def get_inputs():
    return [torch.randn(32, 1000, dtype=torch.bfloat16) * 4]


def get_init_inputs():
    return []
