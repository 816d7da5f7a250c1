# Reference (red team 52a): functional layer norm with its affine weight and bias passed per
#   call (F.layer_norm(x, (D,), weight, bias): a hypernetwork's or a conditional norm's gains);
#   get_inputs passes the identity affine, ones and zeros.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, weight, bias):
        return F.layer_norm(x, (x.shape[-1],), weight, bias, 1e-5)


def get_inputs():
    return [torch.randn(32, 256), torch.ones(256), torch.zeros(256)]


def get_init_inputs():
    return []
