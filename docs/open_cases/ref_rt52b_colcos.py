# Reference: an ArcFace/CosFace-style cosine classifier head whose class weights are held as (in_features, num_classes) and normalised over dim 0 (per class column), as InsightFace_Pytorch's Arcface kernel is
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_features, num_classes, scale):
        super().__init__()
        self.kernel = nn.Parameter(torch.randn(in_features, num_classes))
        self.scale = scale

    def forward(self, x):
        return self.scale * (F.normalize(x, dim=1) @ F.normalize(self.kernel, dim=0))


batch_size = 64
in_features = 128
num_classes = 48
scale = 16.0


def get_inputs():
    return [torch.randn(batch_size, in_features)]


def get_init_inputs():
    return [in_features, num_classes, scale]
