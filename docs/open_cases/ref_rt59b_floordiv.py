# Reference: Voxel coordinates of points: floor division by the voxel size (torch's exact floor-divide).
import torch
import torch.nn as nn


class Model(nn.Module):
    """Voxel coordinates of points: floor division by the voxel size (torch's exact floor-divide)."""
    def __init__(self, voxel_size):
        super().__init__()
        self.voxel_size = voxel_size

    def forward(self, points):
        return torch.div(points, self.voxel_size, rounding_mode="floor")


def get_inputs():
    return [torch.randn(2048, 3) * 10.0]


def get_init_inputs():
    return [0.1]
