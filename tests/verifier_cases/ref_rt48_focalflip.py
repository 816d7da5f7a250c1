# Reference: multi-class focal loss (Lin et al.; ultralytics' default gamma = 1.5): mean over samples of -(1 - p_t)^gamma * log p_t, p_t from a log-softmax of the logits.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, gamma):
        super().__init__()
        self.gamma = gamma

    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=-1).gather(1, target[:, None]).squeeze(1)
        p = logp.exp()
        return (-(1.0 - p) ** self.gamma * logp).mean()


def get_inputs():
    return [torch.randn(128, 4), torch.randint(0, 4, (128,))]


def get_init_inputs():
    return [1.5]
