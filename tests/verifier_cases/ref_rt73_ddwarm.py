# Reference (red team 73): an SGD step with a linear learning-rate warmup, its step count kept
# in a torch.optim-style per-parameter state (collections.defaultdict(dict), state[name]["step"])
import collections
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, warmup):
        super().__init__()
        self.lr = lr
        self.warmup = warmup
        self.state = collections.defaultdict(dict)

    def forward(self, param, grad):
        st = self.state["param"]
        st["step"] = st.get("step", 0) + 1
        lr = self.lr * min(1.0, st["step"] / self.warmup)
        return param - lr * grad


def get_inputs():
    return [torch.randn(64, 128), torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 500]
