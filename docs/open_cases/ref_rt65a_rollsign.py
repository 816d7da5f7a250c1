# Reference: circular time shift of a batch of feature sequences by a per-call offset (random
# time-shift augmentation of audio/spectrogram frames, Swin-style cyclic shift and its reverse):
# torch.roll with a signed shift; the caller draws shifts in [-max_shift, max_shift] (and the
# reverse shift of a cyclic window attention is the negative of the forward one).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, shift):
        return torch.roll(x, shifts=shift, dims=-1)


def get_inputs():
    return [torch.randn(16, 8, 128), 5]


def get_init_inputs():
    return []
