# Reference (red team 55a): learned positional embedding added at positions start_pos .. start_pos + T - 1, start_pos a 0-d integer tensor (as a KV-cached decoder passes it, a tensor so that one captured graph serves every step); get_inputs passes torch.tensor(0), the prefill
import torch
import torch.nn as nn

class Model(nn.Module):
    """x + pos[start_pos + t] for t in 0..T-1."""
    def __init__(self, max_len, dim):
        super().__init__()
        self.pos = nn.Embedding(max_len, dim)

    def forward(self, x, start_pos):
        T = x.shape[1]
        idx = start_pos + torch.arange(T, device=x.device)
        return x + self.pos(idx)

def get_inputs():
    return [torch.randn(4, 32, 64), torch.tensor(0)]

def get_init_inputs():
    return [128, 64]
