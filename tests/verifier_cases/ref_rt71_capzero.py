# Stands for: Gemma-2 / flash-attn style logit soft-capping before a log-softmax (the LM head's
# log-probabilities), where softcap=0.0 means "no capping" (flash_attn_func(softcap=0.0),
# vLLM's logits_soft_cap); a Gemma-1 style config leaves it disabled
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, softcap=0.0):
        super().__init__()
        self.softcap = softcap

    def forward(self, logits):
        if self.softcap > 0:
            logits = self.softcap * torch.tanh(logits / self.softcap)
        return torch.log_softmax(logits, dim=-1)


def get_inputs():
    return [torch.randn(64, 512) * 4]


def get_init_inputs():
    return [0.0]
