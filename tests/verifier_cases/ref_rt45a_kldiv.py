# Reference: KernelBench level 1 #98 KLDivLoss (batchmean) on softmax-normalised inputs (sizes shrunk; a copy of ref_rt41_kldiv.py). torch computes xlogy(t, t): a zero target contributes 0.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, predictions, targets):
        return torch.nn.functional.kl_div(torch.log(predictions), targets, reduction="batchmean")


def get_inputs():
    return [torch.randn(64, 512).softmax(dim=-1), torch.randn(64, 512).softmax(dim=-1)]


def get_init_inputs():
    return []
