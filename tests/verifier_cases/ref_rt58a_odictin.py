# Reference (red team 58a): a row softmax over logits passed in an OrderedDict batch (the
# container HF ModelOutput / torchvision feature dicts are built on)
import collections
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, batch):
        return torch.softmax(batch["logits"], dim=-1)


def get_inputs():
    return [collections.OrderedDict(logits=torch.randn(16, 128))]


def get_init_inputs():
    return []
