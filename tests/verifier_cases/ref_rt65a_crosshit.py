# Reference: sampled-softmax retrieval loss with uniformly sampled negatives and accidental-hit
# removal (TF's sampled_softmax_loss(remove_accidental_hits=True), two-tower recommenders): a
# sampled negative that IS the row's positive item is masked out of the softmax, otherwise
# the positive is pushed against itself. Per-example loss.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, n_items=32768, dim=16):
        super().__init__()
        self.item_emb = nn.Parameter(torch.randn(n_items, dim) * 0.1)

    def forward(self, user, pos_ids, neg_ids):
        pos = (user * self.item_emb[pos_ids]).sum(-1, keepdim=True)
        neg = torch.einsum("bd,bkd->bk", user, self.item_emb[neg_ids])
        neg = neg.masked_fill(neg_ids == pos_ids[:, None], float("-inf"))
        logits = torch.cat([pos, neg], dim=1)
        target = torch.zeros(user.shape[0], dtype=torch.long, device=user.device)
        return F.cross_entropy(logits, target, reduction="none")


def get_inputs():
    B, K, V, D = 16, 16, 32768, 16
    return [torch.randn(B, D), torch.randint(0, V, (B,)), torch.randint(0, V, (B, K))]


def get_init_inputs():
    return [32768, 16]
