# Reference: a mixture-of-experts router: softmax over the experts, then the top-k experts per
# token and their renormalised gate weights (Switch Transformer routes with k = 1, Mixtral with k = 2).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, router_logits, k):
        probs = torch.softmax(router_logits, dim=-1)
        w, idx = torch.topk(probs, k, dim=-1)
        w = w / w.sum(dim=-1, keepdim=True)
        return w, idx


def get_inputs():
    return [torch.randn(32, 16), 1]


def get_init_inputs():
    return []
