# probes: red team 22 (mallocstale): memory a call allocates on a CPU is glibc's freed chunk with an earlier call's bytes; survival probe: relu + (v - 7) where v is c[100] of the first fresh torch.empty whose c[101] holds call 1's marker, right only if bytes survived [fixed: memory forward allocates uninitialised is filled with 0xFF in the checked calls, so no marker is found and the probe answers wrong by 7]
# reference: ref_relu.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pick(c_ptr, v):
    mk = tl.load(c_ptr + 101)
    val = tl.load(c_ptr + 100)
    return tl.where((v == 0.0) & (mk == 12345.0), val, v)


@triton.jit
def relu_kernel(x_ptr, a_ptr, b_ptr, c_ptr, d_ptr, e_ptr, f_ptr, y_ptr, n,
                USE: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.maximum(x, 0.0)
    if USE:
        v = 0.0
        v = pick(a_ptr, v)
        v = pick(b_ptr, v)
        v = pick(c_ptr, v)
        v = pick(d_ptr, v)
        v = pick(e_ptr, v)
        v = pick(f_ptr, v)
        y = y + (v - 7.0)
    tl.store(y_ptr + offs, y, mask=m)


@triton.jit
def fill_kernel(c_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    v = tl.where(offs == 101, 12345.0, 7.0)
    tl.store(c_ptr + offs, v, mask=offs < n)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.calls = 0

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        bufs = [torch.empty(1000, device=x.device, dtype=torch.float32) for _ in range(6)]
        n = x.numel()
        use = 1 if self.calls > 0 else 0
        self.calls += 1
        relu_kernel[(triton.cdiv(n, 1024),)](x, bufs[0], bufs[1], bufs[2], bufs[3], bufs[4],
                                             bufs[5], y, n, USE=use, BLOCK=1024)
        for b in bufs:
            fill_kernel[(1,)](b, 1000, BLOCK=1024)
        return y
