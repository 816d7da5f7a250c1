# Reference: FP8 (e4m3) weight-only quantised Linear, as FP8 inference stacks store weights
# (vLLM / TensorRT-LLM style W8A16): an e4m3 weight with one fp32 scale per output channel,
# dequantised and applied to fp32 activations.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        # (a checkpoint's e4m3 codes and per-channel scales; random stand-ins here)
        self.register_buffer("weight_fp8", (torch.randn(out_features, in_features) * 64.0).to(torch.float8_e4m3fn))
        self.register_buffer("scale", torch.rand(out_features) * 1e-3)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x):
        w = self.weight_fp8.to(torch.float32) * self.scale[:, None]
        return x @ w.t() + self.bias


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return [256, 128]
