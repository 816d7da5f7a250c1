# probes: (red team 39) tl.sum straight on fp16 loads of a 4,096-wide row: the interpreter's np.sum added in fp32, a GPU adds in fp16 (passed at 5 of 5 keys); the interpreter's fp16 sum now adds as a block of 128 threads would, in fp16
# reference: ref_rt39_h16rowsum.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowsum_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0)
    s = tl.sum(x, axis=0)
    tl.store(y_ptr + row, s)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty((M,), dtype=torch.float16, device=x.device)
        rowsum_kernel[(M,)](x, y, N, BLOCK=triton.next_power_of_2(N))
        return y
