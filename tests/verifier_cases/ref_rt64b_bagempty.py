# Reference (red team 64b): a DLRM / fastText-style pooled sparse feature: nn.EmbeddingBag(mode="mean")
# over a flat id list cut into per-sample bags by sorted offsets (a user with no history for this
# feature is an empty bag, a repeated offset, which torch pools to 0). get_inputs cuts the id list at
# distinct random points (every bag non-empty in the test draw).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_embeddings, dim):
        super().__init__()
        self.bag = nn.EmbeddingBag(num_embeddings, dim, mode="mean")

    def forward(self, ids, offsets):
        return self.bag(ids, offsets)


def get_inputs():
    n, b = 96, 16
    ids = torch.randint(0, 50, (n,))
    cuts = torch.sort(torch.randperm(n - 1)[:b - 1] + 1).values
    offsets = torch.cat([torch.zeros(1, dtype=torch.long), cuts])
    return [ids, offsets]


def get_init_inputs():
    return [50, 16]
