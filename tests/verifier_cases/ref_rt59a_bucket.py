# Reference: the hashing trick's bucket assignment: int64 feature ids (a 64-bit feature hash) to bucket ids, id mod num_buckets (torch's remainder: non-negative for a positive divisor)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_buckets):
        super().__init__()
        self.num_buckets = num_buckets

    def forward(self, ids):
        return torch.remainder(ids, self.num_buckets)


def get_inputs():
    return [torch.randint(0, 1 << 20, (64, 32), dtype=torch.int64)]


def get_init_inputs():
    return [1009]
