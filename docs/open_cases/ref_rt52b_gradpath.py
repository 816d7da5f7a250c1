# Reference: (copy of tests/verifier_cases/ref_rt51b_gradmode.py) d2l.ai batch norm from scratch: the training path (batch statistics) when grad mode is on, the prediction path (moving statistics) under no_grad
import torch
import torch.nn as nn


def batch_norm(X, gamma, beta, moving_mean, moving_var, eps, momentum):
    # d2l.ai's batch norm from scratch (chapter "Batch Normalization"): the prediction path
    # when gradients are off, the training path (batch statistics, moving averages updated)
    # when they are on
    if not torch.is_grad_enabled():
        X_hat = (X - moving_mean) / torch.sqrt(moving_var + eps)
    else:
        mean = X.mean(dim=0)
        var = ((X - mean) ** 2).mean(dim=0)
        X_hat = (X - mean) / torch.sqrt(var + eps)
        moving_mean = (1.0 - momentum) * moving_mean + momentum * mean
        moving_var = (1.0 - momentum) * moving_var + momentum * var
    Y = gamma * X_hat + beta
    return Y, moving_mean.data, moving_var.data


class Model(nn.Module):
    def __init__(self, num_features):
        super().__init__()
        self.gamma = nn.Parameter(torch.ones(num_features))
        self.beta = nn.Parameter(torch.zeros(num_features))
        self.moving_mean = torch.zeros(num_features)
        self.moving_var = torch.ones(num_features)

    def forward(self, X):
        Y, self.moving_mean, self.moving_var = batch_norm(
            X, self.gamma, self.beta, self.moving_mean, self.moving_var, eps=1e-5, momentum=0.1)
        return Y


def get_inputs():
    return [torch.randn(128, 256)]


def get_init_inputs():
    return [256]
