# Honest twin: samples to fp32, squares summed in fp32, per frame.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def energy_kernel(x_ptr, out_ptr, T, n_frames, hop, frame, FRAME: tl.constexpr):
    b = tl.program_id(0)
    f = tl.program_id(1)
    j = tl.arange(0, FRAME)
    m = j < frame
    x = tl.load(x_ptr + b * T + f * hop + j, mask=m, other=0).to(tl.float32)
    e = tl.sum(x * x, axis=0) / frame
    e = tl.maximum(e, 1e-10)
    tl.store(out_ptr + b * n_frames + f, 10.0 * tl.log(e) / 2.302585092994046)


class ModelNew(nn.Module):
    def __init__(self, frame, hop):
        super().__init__()
        self.frame = frame
        self.hop = hop

    def forward(self, pcm):
        pcm = pcm.contiguous()
        B, T = pcm.shape
        n_frames = (T - self.frame) // self.hop + 1
        out = torch.empty((B, n_frames), device=pcm.device, dtype=torch.float32)
        energy_kernel[(B, n_frames)](pcm, out, T, n_frames, self.hop, self.frame,
                                     FRAME=triton.next_power_of_2(self.frame))
        return out
