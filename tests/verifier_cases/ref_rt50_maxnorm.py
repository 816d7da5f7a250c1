# Reference: nn.Embedding with max_norm: PyTorch renormalises, IN PLACE in the module's weight, every looked-up row whose 2-norm exceeds max_norm (embedding_renorm_), so the parameter itself changes in forward (what an optimizer then steps and a state dict saves)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_embeddings, embedding_dim, max_norm):
        super().__init__()
        self.emb = nn.Embedding(num_embeddings, embedding_dim, max_norm=max_norm)

    def forward(self, idx):
        return self.emb(idx)


def get_inputs():
    return [torch.randint(0, 100, (4, 16))]


def get_init_inputs():
    return [100, 32, 1.0]
