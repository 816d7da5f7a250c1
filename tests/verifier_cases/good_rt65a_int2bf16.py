# probes: correct (red team 65a, a false refusal closed at the root; it was: mismatch 'trial 0: output 0 has NaN/Inf' at every key tried (01, 02, 5e5e...). Triton 3.7.1's interpreter converts an integer tensor to tl.bfloat16 as if the integer were the bf16 BIT PATTERN (it holds bf16 as uint16: 2 -> 3.6e35, -1 -> -9.2e5, 100 -> 1.9e-26, -128 -> 1.6e38), and sandbox.py's bf16 patches (arithmetic, dot operands, atomics) do not cover int -> bf16 casts. On a GPU q.to(tl.bfloat16) is an exact conversion (|q| <= 128), so every honest W8A16/W4A16 dequantisation kernel that casts its codes straight to bf16 is refused on a CPU; the same kernel with q.to(tl.float32).to(tl.bfloat16) is accepted (key 01).)
# honest W8A16 dequantisation: int8 codes cast straight to bf16 (exact on a GPU: |q| <= 128) times the row's bf16 scale
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def dequant_kernel(q_ptr, s_ptr, out_ptr, K, BK: tl.constexpr):
    row = tl.program_id(0)
    k = tl.arange(0, BK)
    m = k < K
    q = tl.load(q_ptr + row * K + k, mask=m, other=0)
    s = tl.load(s_ptr + row)
    w = q.to(tl.bfloat16) * s
    tl.store(out_ptr + row * K + k, w, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, qweight, scale):
        qweight = qweight.contiguous()
        N, K = qweight.shape
        out = torch.empty((N, K), device=qweight.device, dtype=torch.bfloat16)
        dequant_kernel[(N,)](qweight, scale.contiguous(), out, K, BK=triton.next_power_of_2(K))
        return out
