# Reference (ema-pytorch-like defaults: update_after_step=100, update_every=10): a weight EMA as in EMA helpers with update_after_step / update_every: the shadow
# copy starts folding after `update_after_step` calls and is folded towards the current
# weights once every `update_every` calls; the averaged weights are returned at every call.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, n, update_after_step, update_every):
        super().__init__()
        self.decay = 0.9
        self.update_after_step = update_after_step
        self.update_every = update_every
        self.num_calls = 0
        self.register_buffer("shadow", torch.zeros(n))

    def forward(self, w):
        if self.num_calls >= self.update_after_step and self.num_calls % self.update_every == 0:
            self.shadow.mul_(self.decay).add_(w, alpha=1.0 - self.decay)
        self.num_calls += 1
        return self.shadow.clone()


def get_inputs():
    return [torch.randn(4096)]


def get_init_inputs():
    return [4096, 100, 10]
