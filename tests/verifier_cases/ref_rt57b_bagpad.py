# Reference: bag-of-words / multi-hot feature pooling with fixed-length, padded bags: each row
# of ids is one bag, padded with id 0 (padding_idx): nn.EmbeddingBag(mode='mean') skips the
# padding entries, in the sum and in the count.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.bag = nn.EmbeddingBag(vocab, dim, mode="mean", padding_idx=0)

    def forward(self, ids):
        return self.bag(ids)


def get_inputs():
    return [torch.randint(0, 50000, (32, 20))]


def get_init_inputs():
    return [50000, 64]
