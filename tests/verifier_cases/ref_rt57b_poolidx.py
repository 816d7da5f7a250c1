# Reference: 2-D max pooling that also returns the argmax positions (for a later MaxUnpool2d,
# as SegNet-style decoders use): kernel 3, stride 2, padding 1; returns (values, indices).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, kernel_size, stride, padding):
        super().__init__()
        self.pool = nn.MaxPool2d(kernel_size, stride=stride, padding=padding, return_indices=True)

    def forward(self, x):
        return self.pool(x)


def get_inputs():
    return [torch.randn(4, 8, 18, 18)]


def get_init_inputs():
    return [3, 2, 1]
