# Reference: hashed-feature embedding (the "hashing trick" of recommender models): raw int64
# feature ids (64-bit hashes in production, here drawn up to 10^6) are folded into
# num_buckets rows by ids % num_buckets and looked up in an nn.Embedding table.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_buckets, dim):
        super().__init__()
        self.num_buckets = num_buckets
        self.emb = nn.Embedding(num_buckets, dim)

    def forward(self, ids):
        return self.emb(ids % self.num_buckets)


def get_inputs():
    return [torch.randint(0, 1_000_000, (16, 24))]


def get_init_inputs():
    return [1000, 64]
