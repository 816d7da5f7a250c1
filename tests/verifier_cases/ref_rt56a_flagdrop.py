# Reference (red team 56a): dropout then GELU, the dropout probability (0.0) and a bool choosing GELU's tanh form (False: the erf form) passed per call, as F.scaled_dot_product_attention's dropout_p=0.0 sits beside its flags
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    """F.gelu(F.dropout(x + y, p=dropout_p), approximate="tanh" if tanh_approx else "none")."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y, dropout_p, tanh_approx):
        return F.gelu(F.dropout(x + y, p=dropout_p), approximate="tanh" if tanh_approx else "none")

def get_inputs():
    return [torch.randn(64, 256), torch.randn(64, 256), 0.0, False]

def get_init_inputs():
    return []
