# Reference (red team 58a): ref_rt57b_bagpad written functionally: the table a Parameter, the
# padding id passed to F.embedding_bag (padding entries skipped in the sum and the count)
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.table = nn.Parameter(torch.randn(vocab, dim))
        self.pad_id = 0

    def forward(self, ids):
        return F.embedding_bag(ids, self.table, mode="mean", padding_idx=self.pad_id)


def get_inputs():
    return [torch.randint(0, 50000, (32, 20))]


def get_init_inputs():
    return [50000, 64]
