# Stands for: an SGD step under a MultiStepLR schedule (lr x gamma at each milestone, ResNet-style) in a hand-written fused optimizer whose step count lives in its state dict as a plain Python int, as torch.optim kept state['step'] before 1.12
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr=0.1, gamma=0.1, milestones=(30000, 60000, 80000)):
        super().__init__()
        self.lr, self.gamma, self.milestones = lr, gamma, milestones
        self.state = {"step": 0}

    def forward(self, param, grad):
        s = self.state["step"]
        n = sum(1 for m in self.milestones if s >= m)
        lr = self.lr * self.gamma ** n
        self.state["step"] = s + 1
        return param - lr * grad


def get_inputs():
    return [torch.randn(64, 256), torch.randn(64, 256)]


def get_init_inputs():
    return [0.1, 0.1, (30000, 60000, 80000)]
