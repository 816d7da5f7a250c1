# Reference (red team 63a): a fastText/DLRM-style bag of embeddings: nn.EmbeddingBag(mode="mean", padding_idx=0) over a flat id list cut into bags by sorted offsets (offsets[0] = 0; a repeated offset is an empty bag).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_embeddings, dim):
        super().__init__()
        self.bag = nn.EmbeddingBag(num_embeddings, dim, mode="mean", padding_idx=0)

    def forward(self, ids, offsets):
        return self.bag(ids, offsets)


def get_inputs():
    n, b = 96, 16
    ids = torch.randint(0, 50, (n,))
    cuts = torch.sort(torch.randint(1, n, (b - 1,))).values
    offsets = torch.cat([torch.zeros(1, dtype=torch.long), cuts])
    return [ids, offsets]


def get_init_inputs():
    return [50, 16]
