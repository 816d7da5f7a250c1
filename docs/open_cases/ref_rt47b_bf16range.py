# Reference: a copy of tests/verifier_cases/ref_rt37_bf16mm.py (red team 47b). a bfloat16 linear layer without bias (x @ W^T), as in a bf16 model's projection.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.proj = nn.Linear(d_in, d_out, bias=False).to(torch.bfloat16)

    def forward(self, x):
        return self.proj(x)


def get_inputs():
    return [torch.randn(64, 128, dtype=torch.bfloat16)]


def get_init_inputs():
    return [128, 96]
