# Reference (red team 17a): a stateful model whose answer is a bool: a running sum of the inputs,
# thresholded. The buffer carries state from call to call (as ref_running_sum's does).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("total", torch.zeros(16, 32))

    def forward(self, x):
        self.total.add_(x)
        return self.total > 0.5


def get_inputs():
    return [torch.randn(16, 32)]


def get_init_inputs():
    return []
