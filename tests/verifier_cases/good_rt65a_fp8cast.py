# probes: correct (red team 65a, a false refusal closed at the root; it was: mismatch at trial 0 (get_inputs() as written) at every key tried (01, 02, 5e5e...: 'output 0 differs: max abs err 3.2 > tol 0.0001 x (|ref| + 1)'). Triton 3.7.1's interpreter converts fp32 -> tl.float8e4nv wrongly, and sandbox.py does not patch it (as it patches bf16 arithmetic, TF32 and fp16 accumulation): a rounding that carries into the exponent loses the carry (-126.9 -> -64 where E4M3 RNE gives -128; 31.37 -> 16 for 32; 7.84 -> 4 for 8: 384 of 16,384 elements here, off by half), ties round away from even (1.0625 -> 1.125, 17 -> 18, 100 -> 104 where torch and a GPU's cvt.rn.satfinite.e4m3x2.f32 give 1.0, 16, 96), and subnormals flush to 0 (0.001 -> 0, torch 1.95e-3). On an sm_90 GPU this kernel's cast is RNE with saturation, matching torch.float8_e4m3fn on the clamped values, so every honest FP8 (E4M3) quantisation/GEMM-prologue kernel is refused on a CPU.)
# honest FP8 E4M3 fake quantisation: clamp x / scale to +-448, cast to tl.float8e4nv (a GPU rounds to nearest even), back to fp32 times scale
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fp8_fq_kernel(x_ptr, s_ptr, out_ptr, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    s = tl.load(s_ptr)
    v = tl.minimum(tl.maximum(x / s, -448.0), 448.0)
    q = v.to(tl.float8e4nv)
    tl.store(out_ptr + offs, q.to(tl.float32) * s, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, scale):
        x = x.contiguous()
        out = torch.empty_like(x)
        N = x.numel()
        fp8_fq_kernel[(triton.cdiv(N, 1024),)](x, scale, out, N, BLOCK=1024)
        return out
