# Reference (rt22b): masked mean pooling over the sequence (sentence embeddings), with a
# padding mask input (get_inputs: no padding, as a batch of full-length sequences has).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, mask):
        m = mask.to(x.dtype).unsqueeze(-1)
        return (x * m).sum(dim=1) / m.sum(dim=1).clamp(min=1.0)


def get_inputs():
    return [torch.randn(8, 16, 32), torch.ones(8, 16, dtype=torch.bool)]


def get_init_inputs():
    return []
