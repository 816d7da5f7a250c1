# Reference (vocab 40: a 1,600-entry table, past MAX_PY_NUMBERS): bigram language model head (makemore / nanoGPT's BigramLanguageModel): the
# next-token distribution is a softmax over a learned (vocab x vocab) table's row of each token.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, vocab):
        super().__init__()
        self.table = nn.Embedding(vocab, vocab)

    def forward(self, idx):
        return torch.softmax(self.table(idx), dim=-1)


def get_inputs():
    return [torch.randint(0, 40, (8, 16))]


def get_init_inputs():
    return [40]
