# Reference: sentence-transformers' mean pooling (the `mean_pooling` of every SBERT model card):
# token embeddings averaged over the attention mask, the count clamped at 1e-9 so a fully
# padded slot pools to zeros. get_inputs() passes the tokenizer's attention_mask for a batch
# of full-length sequences: int64 ones, as a Hugging Face tokenizer returns it without padding.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, token_embeddings, attention_mask):
        m = attention_mask.unsqueeze(-1).expand(token_embeddings.size()).float()
        return torch.sum(token_embeddings * m, 1) / torch.clamp(m.sum(1), min=1e-9)


def get_inputs():
    return [torch.randn(8, 16, 32), torch.ones(8, 16, dtype=torch.long)]


def get_init_inputs():
    return []
