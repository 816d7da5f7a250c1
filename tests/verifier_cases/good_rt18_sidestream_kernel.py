# reference: ref_rt18_scale_tile.py
# Control for adv_rt18b_sidestream_1: the same side stream, but the tiled transpose is a Triton
# kernel launched there. The launch wrapper records the stream in mon.streams and
# _time_candidate makes the timing stream wait for it before end.record(): timed (held).
# Accepted (it is honest), and on a GPU its time includes the side stream's work.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scale_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m, other=0.0) * 2.0, mask=m)


@triton.jit
def tile_t_kernel(y_ptr, out_ptr, M, N, total, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < total
    r = offs // (4 * M)          # out is (4N, 4M): out[r, c] = y[c % M, r % N]
    c = offs % (4 * M)
    v = tl.load(y_ptr + (c % M) * N + (r % N), mask=m, other=0.0)
    tl.store(out_ptr + offs, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.side = torch.cuda.Stream() if torch.cuda.is_available() else None

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        scale_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        out = torch.empty((4 * N, 4 * M), device=x.device, dtype=x.dtype)
        total = out.numel()
        if self.side is None:
            tile_t_kernel[(triton.cdiv(total, 1024),)](y, out, M, N, total, BLOCK=1024)
            return out
        self.side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(self.side):
            tile_t_kernel[(triton.cdiv(total, 1024),)](y, out, M, N, total, BLOCK=1024)
        return out
