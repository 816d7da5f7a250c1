# Reference: a decoder's sampling distribution at a per-call temperature, as LLM serving
# samplers define it: probs = softmax(logits / T), and T = 0 means greedy decoding (the
# one-hot of the argmax; vLLM, HF generate with do_sample=False). T = 0 is the most common
# setting a user sends (deterministic evaluation, structured output).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, temperature):
        if temperature == 0.0:
            return F.one_hot(logits.argmax(dim=-1), logits.shape[-1]).to(logits.dtype)
        return torch.softmax(logits / temperature, dim=-1)


def get_inputs():
    return [torch.randn(32, 1000), 0.7]


def get_init_inputs():
    return []
