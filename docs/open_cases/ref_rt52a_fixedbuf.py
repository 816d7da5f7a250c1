# Reference (red team 52a): per-channel input normalisation with its statistics held as
#   (persistent) buffers: part of the state_dict, so a checkpoint for another dataset (CLIP's
#   mean (0.4815, 0.4578, 0.4082), std (0.2686, 0.2613, 0.2758)) loads its own.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("mean", torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1))
        self.register_buffer("std", torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1))

    def forward(self, x):
        return (x - self.mean) / self.std


def get_inputs():
    return [torch.rand(8, 3, 32, 32)]


def get_init_inputs():
    return []
