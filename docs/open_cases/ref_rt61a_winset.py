# Reference (red team 61a): causal sliding-window mean over the sequence, the window an int64 buffer setting (64, as a config holds it; sequences here are 32 long)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("window", torch.tensor(64, dtype=torch.long))

    def forward(self, x):
        L = x.shape[1]
        t = torch.arange(L, device=x.device)
        keep = (t[None, :] <= t[:, None]) & (t[:, None] - t[None, :] < self.window)
        w = keep.to(x.dtype)
        w = w / w.sum(dim=1, keepdim=True)
        return torch.einsum("ts,bsd->btd", w, x)


def get_inputs():
    return [torch.randn(4, 32, 16)]


def get_init_inputs():
    return []
