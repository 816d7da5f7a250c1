# Reference (red team 62a): causal local averaging (a parameter-free token mixer) whose window
# is an int64 buffer a checkpoint or a server sets; -1 (as constructed) means no window (the
# whole causal prefix), w > 0 keeps the last w positions.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("window", torch.tensor(-1, dtype=torch.int64))

    def forward(self, x):                      # x: (B, T, D)
        T = x.shape[1]
        i = torch.arange(T, device=x.device)[:, None]
        j = torch.arange(T, device=x.device)[None, :]
        allowed = (j <= i) & ((self.window <= 0) | (i - j < self.window))
        w = allowed.to(x.dtype)
        w = w / w.sum(1, keepdim=True)
        return torch.einsum("ij,bjd->bid", w, x)


def get_inputs():
    return [torch.randn(4, 32, 64)]


def get_init_inputs():
    return []
