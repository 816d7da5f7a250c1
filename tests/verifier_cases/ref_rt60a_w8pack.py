# Reference (red team 60a; as ref_rt58b_w8linear): a weight-only int8 quantised Linear, int8 qweight and float scales as buffers, a float bias
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.register_buffer("qweight", torch.randint(-127, 128, (out_features, in_features), dtype=torch.int8))
        self.register_buffer("scales", torch.rand(out_features) * 0.02 + 0.001)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x):
        w = self.qweight.float() * self.scales[:, None]
        return x @ w.t() + self.bias


def get_inputs():
    return [torch.randn(32, 128)]


def get_init_inputs():
    return [128, 64]
