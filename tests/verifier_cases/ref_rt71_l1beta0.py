# Stands for: Detectron2's box-regression loss (fvcore smooth_l1_loss), whose default config
# has SMOOTH_L1_BETA = 0.0, meaning plain L1; the loss summed and divided by the number of
# boxes
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, beta=0.0):
        super().__init__()
        self.beta = beta

    def forward(self, pred, target):
        if self.beta < 1e-5:
            loss = torch.abs(pred - target)
        else:
            n = torch.abs(pred - target)
            loss = torch.where(n < self.beta, 0.5 * n ** 2 / self.beta, n - 0.5 * self.beta)
        return loss.sum() / pred.shape[0]


def get_inputs():
    return [torch.randn(1024, 4), torch.randn(1024, 4)]


def get_init_inputs():
    return [0.0]
