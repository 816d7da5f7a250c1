# Reference: a training-mode decorrelating (whitening-style) layer's statistics: it centres each batch and keeps running estimates of the mean (zeros) and of the feature covariance (initialised to the IDENTITY, as IterNorm / decorrelated batch norm keep running_wm), updated by an exponential moving average with momentum 0.1
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_features):
        super().__init__()
        self.momentum = 0.1
        self.register_buffer("running_mean", torch.zeros(num_features))
        self.register_buffer("running_cov", torch.eye(num_features))

    def forward(self, x):
        n = x.shape[0]
        mean = x.mean(0)
        xc = x - mean
        cov = xc.t() @ xc / (n - 1)
        self.running_mean.lerp_(mean, self.momentum)
        self.running_cov.lerp_(cov, self.momentum)
        return xc


def get_inputs():
    return [torch.randn(64, 16)]


def get_init_inputs():
    return [16]
