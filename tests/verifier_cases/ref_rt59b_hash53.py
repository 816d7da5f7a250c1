# Reference: a hashed embedding (the hashing trick): int64 feature ids modulo num_buckets, then an embedding lookup
import torch
import torch.nn as nn


class Model(nn.Module):
    """Hashed embedding (the hashing trick): 64-bit feature ids folded into num_buckets rows."""
    def __init__(self, num_buckets, dim):
        super().__init__()
        self.num_buckets = num_buckets
        self.emb = nn.Embedding(num_buckets, dim)

    def forward(self, ids):
        return self.emb(torch.remainder(ids, self.num_buckets))


def get_inputs():
    return [torch.randint(0, 1 << 32, (16, 32), dtype=torch.int64)]


def get_init_inputs():
    return [1000, 64]
