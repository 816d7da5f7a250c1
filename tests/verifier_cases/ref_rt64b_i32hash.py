# Reference (red team 64b): the hashing trick of a recommender's sparse features (TorchRec / DLRM
# style): raw int32 feature ids (a KeyedJaggedTensor's values are int32) folded into a fixed table
# by id % num_buckets, then looked up.
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
    return [torch.randint(0, 2 ** 20, (32, 16), dtype=torch.int32)]


def get_init_inputs():
    return [1000, 16]
