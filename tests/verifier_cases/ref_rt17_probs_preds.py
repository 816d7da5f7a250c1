# Reference: a classifier head's output, probabilities and predicted class (common in
# inference code): softmax over the logits, and the argmax.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits):
        probs = torch.softmax(logits, dim=-1)
        return probs, probs.argmax(dim=-1)


def get_inputs():
    return [torch.randn(64, 1000)]


def get_init_inputs():
    return []
