# Reference (red team 17a): a running sum scaled by sqrt(w - 0.6), w a parameter initialised to
# ones. The verifier's keyed perturbation of w (U[0.5, 1.5]) makes some sqrt NaN on every draw,
# so the reference child runs all trials again unperturbed -- on the same model object, whose
# buffer already holds the first pass's inputs.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(32))
        self.register_buffer("total", torch.zeros(16, 32))

    def forward(self, x):
        self.total.add_(x)
        return self.total * torch.sqrt(self.w - 0.6)


def get_inputs():
    return [torch.randn(16, 32)]


def get_init_inputs():
    return []
