# Reference: one fused AdamW update of a flat parameter shard (a functional optimizer step as
# FSDP / ZeRO shards call it): the moments updated, bias-corrected with the step count passed
# per call (1 at the first step, then 2, 3, ...), decoupled weight decay.
import math
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, weight_decay=0.01):
        super().__init__()
        self.lr, self.beta1, self.beta2 = lr, beta1, beta2
        self.eps, self.weight_decay = eps, weight_decay

    def forward(self, param, grad, exp_avg, exp_avg_sq, step):
        exp_avg = self.beta1 * exp_avg + (1 - self.beta1) * grad
        exp_avg_sq = self.beta2 * exp_avg_sq + (1 - self.beta2) * grad * grad
        bc1 = 1 - self.beta1 ** step
        bc2 = 1 - self.beta2 ** step
        denom = (exp_avg_sq / bc2).sqrt() + self.eps
        new_param = param * (1 - self.lr * self.weight_decay) - self.lr * (exp_avg / bc1) / denom
        return new_param, exp_avg, exp_avg_sq


def get_inputs():
    n = 8192
    return [torch.randn(n), torch.randn(n), torch.randn(n) * 0.1, torch.rand(n) * 0.01, 1]


def get_init_inputs():
    return []
