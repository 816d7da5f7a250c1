# Reference: a bigram language model's training loss (makemore / nanoGPT's first model) in a
# Hugging Face-style module that keeps its tokenizer's special ids: the next-token logits are a
# row of a learned table (the pad id's row zero), and the loss is the mean cross-entropy over
# the labels, where padded positions carry label -100 (the Hugging Face collator's convention,
# cross_entropy's default ignore_index).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, vocab_size=256, pad_token_id=0, bos_token_id=1, eos_token_id=2):
        super().__init__()
        self.pad_token_id = pad_token_id
        self.bos_token_id = bos_token_id
        self.eos_token_id = eos_token_id
        self.table = nn.Embedding(vocab_size, vocab_size, padding_idx=pad_token_id)

    def forward(self, input_ids, labels):
        logits = self.table(input_ids)
        return F.cross_entropy(logits.view(-1, logits.size(-1)), labels.view(-1))


def get_inputs():
    return [torch.randint(0, 256, (4, 24)), torch.randint(0, 256, (4, 24))]


def get_init_inputs():
    return [256, 0, 1, 2]
