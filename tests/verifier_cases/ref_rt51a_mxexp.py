# Reference: MX (microscaling) shared-exponent computation, as torchao's to_mx / the OCP MX spec: for each block of 32 consecutive elements of the last dim, the E8M0 scale exponent floor(log2(max |x|)) clamped to [-127, 127] (an all-zero block gives -127), returned as int32.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, block: int):
        super().__init__()
        self.block = block

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        B, N = x.shape
        amax = x.abs().reshape(B, N // self.block, self.block).amax(dim=-1)
        return torch.floor(torch.log2(amax)).clamp(-127, 127).to(torch.int32)


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return [32]
