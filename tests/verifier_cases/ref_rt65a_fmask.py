# Reference: PPO clipped policy loss for RLHF-style token-level training, averaged over the
# response tokens of a padded batch: the loss mask is a float 0/1 tensor (as rollout buffers
# store it, multiplied into the loss), and the mean divides by mask.sum() + 1e-8, so a
# micro-batch whose responses are all padding (gradient accumulation over uneven splits, an
# empty response after truncation) contributes a loss of 0, not NaN.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, clip_eps=0.2):
        super().__init__()
        self.clip_eps = clip_eps

    def forward(self, logp, old_logp, adv, mask):
        ratio = torch.exp(logp - old_logp)
        pg1 = -adv * ratio
        pg2 = -adv * torch.clamp(ratio, 1.0 - self.clip_eps, 1.0 + self.clip_eps)
        loss = torch.maximum(pg1, pg2)
        return (loss * mask).sum() / (mask.sum() + 1e-8)


def get_inputs():
    B, T = 8, 64
    old = -torch.rand(B, T) * 3.0
    logp = old + 0.1 * torch.randn(B, T)
    adv = torch.randn(B, T)
    mask = (torch.rand(B, T) < 0.8).float()
    return [logp, old, adv, mask]


def get_init_inputs():
    return [0.2]
