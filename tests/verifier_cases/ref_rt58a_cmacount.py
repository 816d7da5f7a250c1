# Reference (red team 58a): a running-mean feature centring layer (observation normaliser,
# cumulative moving average, as RL code and "precise" statistics recalibration keep it): the
# mean of every batch seen so far, weighted 1 / count, with the count an int64 buffer saved in
# the state dict beside the mean
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.register_buffer("mean", torch.zeros(dim))
        self.register_buffer("count", torch.zeros((), dtype=torch.long))

    def forward(self, x):
        with torch.no_grad():
            self.count += 1
            self.mean += (x.mean(dim=0) - self.mean) / self.count.to(x.dtype)
        return x - self.mean


def get_inputs():
    return [torch.randn(32, 64)]


def get_init_inputs():
    return [64]
