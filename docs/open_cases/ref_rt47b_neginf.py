# Reference: row softmax (a copy of ref_softmax.py, as docs/open_cases/ref_rt45a_softflush.py): torch.softmax is finite for any row holding at least one finite logit, -inf entries (masked logits) included
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.softmax(x, dim=-1)


def get_inputs():
    return [torch.randn(32, 100)]


def get_init_inputs():
    return []
