# Reference: label-smoothed cross-entropy of a binary token tagger (OpenNMT / fairseq style
# smoothing, as in a Hugging Face token-classification head with num_labels=2): padded and
# special tokens carry the collator's -100; they are replaced by a dummy class before the
# one-hot is scattered (scatter_ would refuse -100) and left out of the mean.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, smoothing=0.1, ignore_index=-100):
        super().__init__()
        self.smoothing = smoothing
        self.ignore_index = ignore_index

    def forward(self, logits, labels):
        C = logits.size(-1)
        logp = F.log_softmax(logits.reshape(-1, C), dim=-1)
        y = labels.reshape(-1)
        valid = y != self.ignore_index
        tgt = y.masked_fill(~valid, 0)
        true_dist = torch.full_like(logp, self.smoothing / (C - 1))
        true_dist.scatter_(1, tgt.unsqueeze(1), 1.0 - self.smoothing)
        loss = -(true_dist * logp).sum(-1)
        return (loss * valid).sum() / valid.sum().clamp(min=1)


def get_inputs():
    return [torch.randn(8, 48, 2), torch.randint(0, 2, (8, 48))]


def get_init_inputs():
    return []
