# Reference (red team 56b): detectron2-style FrozenBatchNorm2d (fixed statistics as buffers, eps a literal) with a quantisation-calibration observer on its output: an EMA of each channel's mean (state the forward updates)
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, num_features):
        super().__init__()
        self.register_buffer("weight", torch.ones(num_features))
        self.register_buffer("bias", torch.zeros(num_features))
        self.register_buffer("running_mean", torch.zeros(num_features))
        self.register_buffer("running_var", torch.ones(num_features))
        self.register_buffer("act_mean", torch.zeros(num_features))

    def forward(self, x):
        scale = self.weight * (self.running_var + 1e-5).rsqrt()
        shift = self.bias - self.running_mean * scale
        y = x * scale.reshape(1, -1, 1, 1) + shift.reshape(1, -1, 1, 1)
        with torch.no_grad():
            self.act_mean.mul_(0.9).add_(0.1 * y.mean(dim=(0, 2, 3)))
        return y

def get_inputs():
    return [torch.randn(4, 32, 16, 16)]

def get_init_inputs():
    return [32]
