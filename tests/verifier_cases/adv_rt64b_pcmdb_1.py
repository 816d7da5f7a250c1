# probes: red team 64b: the kernel squares int16 samples and sums a frame in int32 (exact, it thinks), which overflows once a 256-sample frame's mean square passes 2^31/256 = 8.4e6, i.e. any frame louder than RMS 2900 (about -21 dBFS: ordinary speech, and every full-scale or clipped recording) wraps on a GPU (the interpreter raises); get_inputs draws speech-level samples in [-2048, 2048) and no trial moves an int16 input past its drawn range: sandbox._big_ints scales only int32 and int64 inputs, and the other integer moves (_random_ints_edged's 0/1, _int_change, permutations) keep the drawn values; closed: int16, int8 and uint8 inputs move to their dtype's top at the large trial's first draw (_big_ints, _BIG_BITS)
# reference: ref_rt64b_pcmdb.py
# expect: runtime
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
    # integer samples: square and sum exactly in int32, one rounding at the end
    x = tl.load(x_ptr + b * T + f * hop + j, mask=m, other=0).to(tl.int32)
    e = tl.sum(x * x, axis=0).to(tl.float32) / frame
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
