# Reference: a multi-LoRA Linear (served adapters; B starts at zero) whose active adapter is an int64 buffer a request/checkpoint sets (red team 60b)
import torch
import torch.nn as nn

M, K, N, R, NA = 8, 32, 32, 4, 4


class Model(nn.Module):
    def __init__(self, k=K, n=N, r=R, n_adapters=NA):
        super().__init__()
        self.base = nn.Linear(k, n)
        self.lora_A = nn.Parameter(torch.randn(n_adapters, r, k) / k ** 0.5)
        self.lora_B = nn.Parameter(torch.zeros(n_adapters, n, r))
        self.register_buffer("active", torch.zeros((), dtype=torch.long))

    def forward(self, x):
        a = int(self.active)
        return self.base(x) + (x @ self.lora_A[a].t()) @ self.lora_B[a].t()


def get_inputs():
    return [torch.randn(M, K)]


def get_init_inputs():
    return [K, N, R, NA]
