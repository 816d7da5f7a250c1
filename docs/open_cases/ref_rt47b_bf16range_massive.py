# Reference (red team 47b, demo only): ref_rt47b_bf16range.py with one "massive activation" channel (7e4, as LLM residual streams hold) in the bf16 input
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.proj = nn.Linear(d_in, d_out, bias=False).to(torch.bfloat16)

    def forward(self, x):
        return self.proj(x)


def get_inputs():
    x = torch.randn(64, 128, dtype=torch.bfloat16)
    x[:, 7] = 7.0e4
    return [x]


def get_init_inputs():
    return [128, 96]
