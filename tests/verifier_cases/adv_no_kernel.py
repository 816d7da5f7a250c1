# probes: plain PyTorch, no @triton.jit kernel at all (gate 1)
# reference: ref_relu.py
# expect: static
# runtime: fallback
import torch
import torch.nn as nn


class ModelNew(nn.Module):
    def forward(self, x):
        return torch.relu(x)
