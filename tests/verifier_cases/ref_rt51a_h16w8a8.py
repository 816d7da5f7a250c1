# Reference: a float16 Linear (an LLM projection in half precision): y = x W^T + b, x (64, 512) fp16, W (256, 512) fp16.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features).half()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(x)


def get_inputs():
    return [torch.randn(64, 512, dtype=torch.float16)]


def get_init_inputs():
    return [512, 256]
