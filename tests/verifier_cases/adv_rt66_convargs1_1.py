# probes: red team 66: functional conv1d whose kernel is a dense 'same' convolution (stride 1, padding (K-1)//2, dilation 1, groups 1) and never reads the per-call stride, padding, dilation or groups: right for get_inputs' 1, 1, 1, 1, wrong (or out of shape) for a dilated TCN layer, a strided downsampler or a depthwise conv. sandbox._transform moves a Python int among a call's inputs only where |c| >= 2 (_movable_int: _move_int at the MOVE_KINDS trials, up at the small trial's first draw), _edge_value touches only ints >= 2, _flag_leaves takes bools, words, 0.0/inf floats and one-element tensors but no Python int, and forward_defaults passes an int default that _transform then leaves as it is: an int 0, 1 or -1 is the same at every trial and every call (round 47b's convargs_1 was the constructor-int face; this is the per-call face); closed: a Python int of -1, 0 or 1 among a call's inputs or forward's int defaults is a flag (sandbox._flag_leaves): the flag trials and calls move it (0 and 1 to each other, then to 2-8; -1 to 0, then -2), keeping it as drawn where the reference refuses the value
# reference: ref_rt66_convargs1.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def conv1d_kernel(x_ptr, w_ptr, b_ptr, o_ptr, C_in, L, C_out, K: tl.constexpr,
                  BL: tl.constexpr):
    # 'same' convolution: stride 1, padding (K - 1) // 2, dense channels
    pid_nc = tl.program_id(0)        # over N * C_out
    pid_l = tl.program_id(1)
    n = pid_nc // C_out
    co = pid_nc % C_out
    lo = pid_l * BL + tl.arange(0, BL)
    lm = lo < L
    acc = tl.zeros((BL,), dtype=tl.float32)
    for c in range(C_in):
        for k in range(K):
            pos = lo - (K - 1) // 2 + k
            ok = lm & (pos >= 0) & (pos < L)
            xv = tl.load(x_ptr + (n * C_in + c) * L + pos, mask=ok, other=0.0)
            wv = tl.load(w_ptr + (co * C_in + c) * K + k)
            acc += xv * wv
    acc += tl.load(b_ptr + co)
    tl.store(o_ptr + (n * C_out + co) * L + lo, acc, mask=lm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, weight, bias, stride, padding, dilation, groups):
        x = x.contiguous()
        weight = weight.contiguous()
        N, C_in, L = x.shape
        C_out, cin_g, K = weight.shape
        out = torch.empty((N, C_out, L), dtype=x.dtype, device=x.device)
        BL = 32
        grid = (N * C_out, triton.cdiv(L, BL))
        conv1d_kernel[grid](x, weight, bias, out, C_in, L, C_out, K=K, BL=BL)
        return out
