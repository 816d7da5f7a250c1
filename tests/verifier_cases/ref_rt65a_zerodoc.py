# Reference: TF-IDF featurisation of bag-of-words count vectors (a text classifier's / a
# retrieval index's input layer): term frequencies are the counts over the document's length,
# clamped at 1 so an empty document (every token a stop word or out of vocabulary, an empty
# field) gets an all-zero feature row, not NaN, then weighted by learned IDF weights.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, vocab=512):
        super().__init__()
        self.idf = nn.Parameter(torch.rand(vocab) * 4.0 + 0.5)

    def forward(self, counts):
        length = counts.sum(dim=-1, keepdim=True).clamp(min=1)
        tf = counts.to(torch.float32) / length
        return tf * self.idf


def get_inputs():
    return [torch.randint(0, 3, (32, 512), dtype=torch.int32)]


def get_init_inputs():
    return [512]
