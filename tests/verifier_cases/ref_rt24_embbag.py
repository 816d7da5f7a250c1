# Reference: a bag-of-words encoder (nn.EmbeddingBag, mean mode) over a flat index list with
# per-bag offsets, as in a recommender's sparse features or fastText.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.bag = nn.EmbeddingBag(vocab, dim, mode="mean")

    def forward(self, idx, offsets):
        return self.bag(idx, offsets)


def get_inputs():
    return [torch.randint(0, 1000, (16 * 12,)), torch.arange(0, 16 * 12, 12)]


def get_init_inputs():
    return [1000, 64]
