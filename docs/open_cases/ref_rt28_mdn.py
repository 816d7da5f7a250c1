import torch
import torch.nn as nn


class Model(nn.Module):
    """Mixture density network head: mixture weights, means and scales of K Gaussians."""
    def __init__(self, in_features, n_components, out_dim):
        super().__init__()
        self.k, self.d = n_components, out_dim
        self.pi = nn.Linear(in_features, n_components)
        self.mu = nn.Linear(in_features, n_components * out_dim)
        self.log_sigma = nn.Linear(in_features, n_components * out_dim)

    def forward(self, x):
        pi = torch.softmax(self.pi(x), dim=-1)
        mu = self.mu(x)
        sigma = torch.exp(self.log_sigma(x))
        return pi, mu, sigma


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [128, 16, 4]
