# red team 5's good_12: must stay accepted (was refused before the rt5 fixes where noted)
# correct: ReLU through a device-side tensor descriptor (tl.make_tensor_descriptor, block
#   load/store), a Hopper-era idiom. (On a GPU this needs triton.set_allocator, which the
#   static gate refuses; host-side TensorDescriptor lives in triton.tools, also refused.)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_desc_kernel(x_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    xd = tl.make_tensor_descriptor(x_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    od = tl.make_tensor_descriptor(out_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    pm = tl.program_id(0) * BM
    pn = tl.program_id(1) * BN
    v = xd.load([pm, pn])
    od.store([pm, pn], tl.maximum(v, 0.0))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        relu_desc_kernel[(triton.cdiv(M, 16), triton.cdiv(N, 64))](x, out, M, N, BM=16, BN=64)
        return out
