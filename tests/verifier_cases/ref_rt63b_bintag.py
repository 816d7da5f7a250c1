# Reference: the loss of a binary token tagger (keyword / toxic-span / boundary detection, a
# Hugging Face token-classification head with num_labels=2): cross-entropy over each token's two
# logits, padded and special tokens labelled -100 (the collator's convention, cross_entropy's
# default ignore_index).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, labels):
        return F.cross_entropy(logits.view(-1, logits.size(-1)), labels.view(-1))


def get_inputs():
    return [torch.randn(8, 48, 2), torch.randint(0, 2, (8, 48))]


def get_init_inputs():
    return []
