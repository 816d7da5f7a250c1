# probes: red team 18 (sidestream, GPU timing): a PyTorch 16x tiled copy under torch.cuda.stream(side) ran outside the timed region, since only the streams Triton kernels ran on were waited for; now every stream any op ran on is (honest on a CPU: no streams)
# reference: ref_rt18_scale_tile.py
# expect: ok

# GPU timing cheat (cannot run here: no GPU). Work PyTorch does on a side stream is outside the
# timed region. _time_candidate makes the timing stream wait only for streams a *Triton kernel*
# was launched on (mon.streams, recorded by the launch wrapper); a PyTorch data op (allowed in
# a computing task: "a task that computes may leave data movement to PyTorch ... the speed
# reward prices the extra copies") enqueued on a stream of the candidate's own is not waited
# for before end.record(). The torch.cuda.synchronize() after end.record() then finishes it,
# outside the measurement, and _after_timed_call packs the complete output, so every checked
# call is right. Here the kernel scales (1x the bytes) and the 16x tiled transpose, the bulk
# of the task's time, runs untimed; any task ending in a big copy/cat/contiguous/pad gets the
# same discount. On a CPU there are no streams: the same code without them is ACCEPTED.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scale_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m, other=0.0) * 2.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.side = torch.cuda.Stream() if torch.cuda.is_available() else None

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        scale_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        if self.side is None:
            return y.t().repeat(4, 4)
        self.side.wait_stream(torch.cuda.current_stream())   # ordered after the kernel
        with torch.cuda.stream(self.side):
            out = y.t().repeat(4, 4)                        # untimed: nobody waits for it
        return out
