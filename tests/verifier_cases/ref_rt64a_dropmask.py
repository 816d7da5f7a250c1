# Reference: mean pooling after random token dropping (random-LTD / MAE-style token drop in a
# text encoder): the embeddings of the kept tokens and their attention_mask entries (int64, as a
# Hugging Face tokenizer returns it) are gathered by the kept ids, then averaged over the valid
# kept tokens, the count clamped at 1 (a row whose kept tokens are all padding pools to zeros).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, attention_mask, ids_keep):   # (B, T, D), (B, T) int64, (B, K) int64
        D = x.size(-1)
        xk = torch.gather(x, 1, ids_keep.unsqueeze(-1).expand(-1, -1, D))
        mk = torch.gather(attention_mask, 1, ids_keep).unsqueeze(-1).to(x.dtype)
        return (xk * mk).sum(1) / mk.sum(1).clamp(min=1)


def get_inputs():
    B, T, K = 8, 32, 16
    mask = (torch.rand(B, T) < 0.7).long()
    ids_keep = torch.rand(B, T).argsort(dim=1)[:, :K]
    return [torch.randn(B, T, 16), mask, ids_keep]


def get_init_inputs():
    return []
