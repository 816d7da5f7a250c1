# Reference (red team 52a): a periodic (circular) position table: x + table[pos % period].
#   torch's % on integers is Python's (the result takes the divisor's sign), so every integer
#   position, negative ones too (relative positions i - j, offsets before a prompt), maps to a
#   row of the table.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, period, dim):
        super().__init__()
        self.period = period
        self.table = nn.Parameter(torch.randn(period, dim))

    def forward(self, x, pos):
        return x + self.table[pos % self.period]


def get_inputs():
    return [torch.randn(4, 128, 64), torch.randint(0, 4096, (4, 128))]


def get_init_inputs():
    return [48, 64]
