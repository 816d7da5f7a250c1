# probes: red team 22 (GPU gaps): inline PTX in a kernel (a relu's max.f32 here; on a GPU inline assembly can address or do anything, and Triton's interpreter cannot run it): refused in the kernel's Triton IR (tt.elementwise_inline_asm), on a CPU at the lowering and on a GPU at the first launch
# reference: ref_relu.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m)
    r = tl.inline_asm_elementwise("max.f32 $0, $1, 0f00000000;", "=r,r", [v], dtype=tl.float32, is_pure=True, pack=1)
    tl.store(y_ptr + offs, r, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
