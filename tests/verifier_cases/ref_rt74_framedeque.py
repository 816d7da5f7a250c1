# Reference (red team 74): streaming temporal smoothing of video/feature frames: the output is the
# mean of the last `window` frames seen (a collections.deque(maxlen=window) of past frames)
import collections
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, window):
        super().__init__()
        self.window = window
        self.frames = collections.deque(maxlen=window)

    def forward(self, x):
        self.frames.append(x.detach().clone())
        return torch.stack(tuple(self.frames)).mean(0)


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return [4]
