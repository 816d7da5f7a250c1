# Reference: nn.Embedding with a max-norm constraint (max_norm=1.0: the looked-up rows are
# renormalised in place to norm <= max_norm when they exceed it, as StarSpace-style and
# metric-learning recommenders, and torch's own docs, use it).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_embeddings, embedding_dim, max_norm):
        super().__init__()
        self.emb = nn.Embedding(num_embeddings, embedding_dim, max_norm=max_norm)

    def forward(self, idx):
        return self.emb(idx)


def get_inputs():
    return [torch.randint(0, 512, (8, 32))]


def get_init_inputs():
    return [512, 256, 1.0]
