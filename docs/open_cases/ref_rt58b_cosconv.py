# Reference: a cosine-similarity convolution block (each filter normalised to unit L2 norm with F.normalize, as in normalised/cosine CNNs and NormFace-style conv heads), then a per-channel learnable scale and a ReLU
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, padding=kernel_size // 2, bias=False)
        self.gain = nn.Parameter(torch.ones(out_channels))

    def forward(self, x):
        w = self.conv.weight
        wn = F.normalize(w.flatten(1), dim=1).view_as(w)
        y = F.conv2d(x, wn, padding=self.conv.padding)
        return F.relu(y * self.gain.view(1, -1, 1, 1))


def get_inputs():
    return [torch.randn(2, 4, 12, 12)]


def get_init_inputs():
    return [4, 8, 3]
