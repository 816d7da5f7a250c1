# Reference (red team 64b): masked mean pooling over time with a PyTorch/fairseq-convention padding
# mask (True = padded frame, as nn.MultiheadAttention's key_padding_mask and fairseq's wav2vec2 /
# HuBERT padding_mask): the utterance-level embedding of a speech or text classifier head. The
# count is clamped at 1, so a fully padded slot (an empty utterance, a filler row of a fixed-size
# batch) pools to 0.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, padding_mask):
        keep = (~padding_mask).unsqueeze(-1).to(x.dtype)
        return (x * keep).sum(1) / keep.sum(1).clamp(min=1.0)


def get_inputs():
    b, t, d = 8, 32, 16
    lengths = torch.randint(1, t + 1, (b,))
    padding_mask = torch.arange(t)[None, :] >= lengths[:, None]
    return [torch.randn(b, t, d), padding_mask]


def get_init_inputs():
    return []
