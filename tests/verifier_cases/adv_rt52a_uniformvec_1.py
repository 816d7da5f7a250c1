# probes: red team 52a (closed: a float input every draw holds at one constant gets values per element at the move trials, sandbox._flat_leaves): layer norm whose kernel reads weight[0] and bias[0] and applies them to every feature. A float tensor input that get_inputs draws as one constant (ones, zeros) stays one constant at every trial: sandbox._transform only multiplies and shifts a tensor as a whole (a 1-D tensor takes one factor at the scaled trial, the far offset is one number for a 1-D tensor, the zero sets zero a 1-D tensor whole), and nothing like _constant_bool / _move_ints gives a constant float input varied values; so per-feature gains and biases a real caller passes are applied as their first element
# reference: ref_rt52a_uniformvec.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ln_kernel(x_ptr, w_ptr, b_ptr, out_ptr, D, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < D
    x = tl.load(x_ptr + row * D + cols, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / D
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / D
    w = tl.load(w_ptr)
    b = tl.load(b_ptr)
    tl.store(out_ptr + row * D + cols, d * tl.rsqrt(var + eps) * w + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, weight, bias):
        x = x.contiguous()
        D = x.shape[-1]
        out = torch.empty_like(x)
        ln_kernel[(x.numel() // D,)](x, weight, bias, out, D, 1e-5,
                                      BLOCK=triton.next_power_of_2(D))
        return out
