# Reference: token embedding with a padding index (nn.Embedding(V, D, padding_idx=0)): forward returns weight[ids] for every id, the padding id's row included (padding_idx only zeroes that row at init and its gradient; a loaded or trained table may hold anything there).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim, padding_idx=0)

    def forward(self, ids):
        return self.emb(ids)


def get_inputs():
    return [torch.randint(0, 64, (16, 32))]


def get_init_inputs():
    return [64, 128]
