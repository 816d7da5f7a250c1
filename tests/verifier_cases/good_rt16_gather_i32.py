# probes: (was a false refusal) a gather whose int64 indices are narrowed to int32 in PyTorch first
# reference: ref_gather_rows.py
# expect: ok
# idea: red team 16. idx.to(torch.int32) narrows a dtype, but keeps every value it is given (a
#   copy exact on its values is data movement), and copying indices moves none of a movement
#   task's float data.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_kernel(x_ptr, idx_ptr, out_ptr, N, K, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < K
    j = tl.load(idx_ptr + row * K + cols, mask=m, other=0)
    v = tl.load(x_ptr + row * N + j, mask=m)
    tl.store(out_ptr + row * K + cols, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, idx):
        x = x.contiguous()
        idx = idx.to(torch.int32).contiguous()
        m, n = x.shape
        k = idx.shape[1]
        out = torch.empty((m, k), dtype=x.dtype, device=x.device)
        gather_kernel[(m,)](x, idx, out, n, k, BLOCK=triton.next_power_of_2(k))
        return out
