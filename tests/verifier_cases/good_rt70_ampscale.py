# probes: honest twin: one program unscales the gradients block by block (x * (1 / scale)), counts non-finite elements, then updates the scale and growth tracker as GradScaler does (backoff on overflow, growth when the tracker reaches growth_interval)
# reference: ref_rt70_ampscale.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def unscale_update(x_ptr, g_ptr, scale_ptr, tracker_ptr, found_ptr, N, growth, backoff, interval,
                   BLOCK: tl.constexpr):
    scale = tl.load(scale_ptr)
    inv = 1.0 / scale
    bad = tl.zeros([BLOCK], dtype=tl.int32)
    for start in range(0, N, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        m = offs < N
        g = tl.load(x_ptr + offs, mask=m, other=0.0) * inv
        tl.store(g_ptr + offs, g, mask=m)
        fin = (g == g) & (tl.abs(g) < float("inf"))
        bad += tl.where(m & (fin == 0), 1, 0)
    found = tl.sum(bad, axis=0) > 0
    successful = tl.load(tracker_ptr) + 1
    grow = (found == 0) & (successful == interval)
    new_scale = tl.where(found, scale * backoff, tl.where(grow, scale * growth, scale))
    new_tracker = tl.where(found | grow, 0, successful)
    tl.store(scale_ptr, new_scale)
    tl.store(tracker_ptr, new_tracker)
    tl.store(found_ptr, found)


class ModelNew(nn.Module):
    def __init__(self, init_scale=65536.0, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000):
        super().__init__()
        self.register_buffer("scale", torch.full((1,), init_scale))
        self.register_buffer("growth_tracker", torch.zeros(1, dtype=torch.int32))
        self.growth_factor = growth_factor
        self.backoff_factor = backoff_factor
        self.growth_interval = growth_interval

    def forward(self, grads):
        x = grads.contiguous()
        g = torch.empty_like(x)
        found = torch.empty((), dtype=torch.bool, device=x.device)
        unscale_update[(1,)](x, g, self.scale, self.growth_tracker, found, x.numel(),
                             self.growth_factor, self.backoff_factor, self.growth_interval, BLOCK=1024)
        return g, found
