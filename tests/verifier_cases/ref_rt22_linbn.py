# Reference (rt22b): linear -> batch norm with running statistics (inference; synth.py's
# batch_norm op) -> relu.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.fc = nn.Linear(d_in, d_out)
        self.bn = nn.BatchNorm1d(d_out)

    def forward(self, x):
        x = self.fc(x)
        x = F.batch_norm(x, self.bn.running_mean, self.bn.running_var, self.bn.weight,
                         self.bn.bias, training=False, eps=1e-5)
        return torch.relu(x)


def get_inputs():
    return [torch.randn(16, 64)]


def get_init_inputs():
    return [64, 32]
