# Reference: a hashed-feature token tagger (the hashing trick of fastText-style / CTR models:
# raw int64 feature ids folded into num_buckets rows by ids % num_buckets, an nn.Embedding
# lookup, a linear classifier), trained with token cross-entropy whose padded labels carry
# the collator's -100 (cross_entropy's default ignore_index). Ids are hashes, never negative.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, num_buckets=1000, dim=32, num_labels=5):
        super().__init__()
        self.num_buckets = num_buckets
        self.emb = nn.Embedding(num_buckets, dim)
        self.cls = nn.Linear(dim, num_labels)

    def forward(self, ids, labels):              # (B, T) int64 hashes, (B, T) int64 labels
        h = self.emb(ids % self.num_buckets)
        logits = self.cls(h)
        return F.cross_entropy(logits.reshape(-1, logits.size(-1)), labels.reshape(-1))


def get_inputs():
    return [torch.randint(0, 1_000_000, (8, 24)), torch.randint(0, 5, (8, 24))]


def get_init_inputs():
    return []
