# Reference: bilinear warping with a sampling grid (a spatial transformer, optical-flow
# warping, deformable augmentation): F.grid_sample, align_corners=True, zero padding. Grids in
# normalised [-1, 1] coordinates; with align_corners=True the range ends -1 and +1 are exactly
# the border pixels' centres, which every identity or integer-aligned grid (affine_grid of an
# identity transform, an STN at its identity initialisation, flow fields of whole pixels) hits.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, img, grid):
        return F.grid_sample(img, grid, mode="bilinear", padding_mode="zeros", align_corners=True)


def get_inputs():
    img = torch.randn(2, 3, 16, 16)
    grid = torch.rand(2, 12, 12, 2) * 2.0 - 1.0
    return [img, grid]


def get_init_inputs():
    return []
