# Reference (red team 61b): sentence-transformers' mean pooling, verbatim: token embeddings
# averaged under the tokenizer's int64 attention_mask, the count clamped at 1e-9.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, token_embeddings, attention_mask):
        input_mask_expanded = attention_mask.unsqueeze(-1).expand(token_embeddings.size()).float()
        sum_embeddings = torch.sum(token_embeddings * input_mask_expanded, 1)
        sum_mask = torch.clamp(input_mask_expanded.sum(1), min=1e-9)
        return sum_embeddings / sum_mask


def get_inputs():
    return [torch.randn(8, 32, 64), torch.randint(0, 2, (8, 32))]


def get_init_inputs():
    return []
