# Reference (red team 56a): a row softmax whose output dtype is passed per call (torch.float32 for float16 logits, the usual upcast; torch.float16 or torch.float64 are what other callers pass)
import torch
import torch.nn as nn

class Model(nn.Module):
    """torch.softmax(x, dim=-1, dtype=dtype)."""
    def __init__(self):
        super().__init__()

    def forward(self, x, dtype):
        return torch.softmax(x, dim=-1, dtype=dtype)

def get_inputs():
    return [torch.randn(32, 256, dtype=torch.float16), torch.float32]

def get_init_inputs():
    return []
