# Reference (red team 63a): ref_rt61b_lenpool at batch size 1 (single-utterance / streaming inference): masked mean pooling of the frames by the valid length, guarded for an empty utterance.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, lengths):                 # x: (B, T, C), lengths: (B,) int64
        T = x.shape[1]
        mask = (torch.arange(T, device=x.device)[None, :] < lengths[:, None]).to(x.dtype)
        summed = (x * mask.unsqueeze(-1)).sum(1)
        return summed / lengths.clamp(min=1).unsqueeze(-1).to(x.dtype)


def get_inputs():
    return [torch.randn(1, 40, 64), torch.randint(1, 41, (1,))]


def get_init_inputs():
    return []
