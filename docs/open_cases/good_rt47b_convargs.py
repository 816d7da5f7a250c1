# probes: honest twin: a direct 1-D convolution kernel given the module's own stride and dilation (and kernel size) at every launch
# reference: ref_rt47b_convargs.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def conv1d_kernel(x_ptr, w_ptr, out_ptr, C_in, L, C_out, L_out, stride, dilation,
                  KS: tl.constexpr, BLOCK_O: tl.constexpr, BLOCK_L: tl.constexpr):
    b = tl.program_id(0)
    ls = tl.program_id(1) * BLOCK_L + tl.arange(0, BLOCK_L)
    oc = tl.arange(0, BLOCK_O)
    lmask = ls < L_out
    omask = oc < C_out
    acc = tl.zeros((BLOCK_O, BLOCK_L), dtype=tl.float32)
    for ic in range(0, C_in):
        for k in tl.static_range(KS):
            pos = ls * stride + k * dilation
            xv = tl.load(x_ptr + (b * C_in + ic) * L + pos, mask=lmask & (pos < L), other=0.0)
            wv = tl.load(w_ptr + (oc * C_in + ic) * KS + k, mask=omask, other=0.0)
            acc += wv[:, None] * xv[None, :]
    tl.store(out_ptr + (b * C_out + oc[:, None]) * L_out + ls[None, :], acc,
             mask=omask[:, None] & lmask[None, :])


class ModelNew(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, dilation=1, bias=False):
        super().__init__()
        self.conv1d = nn.Conv1d(in_channels, out_channels, kernel_size, stride=stride,
                                dilation=dilation, bias=bias)

    def forward(self, x):
        x = x.contiguous()
        B, C_in, L = x.shape
        w = self.conv1d.weight
        C_out, _, KS = w.shape
        stride, dilation = self.conv1d.stride[0], self.conv1d.dilation[0]
        L_out = (L - dilation * (KS - 1) - 1) // stride + 1
        out = torch.empty((B, C_out, L_out), device=x.device, dtype=x.dtype)
        grid = (B, triton.cdiv(L_out, 64))
        conv1d_kernel[grid](x, w, out, C_in, L, C_out, L_out, stride, dilation, KS=KS,
                            BLOCK_O=triton.next_power_of_2(C_out), BLOCK_L=64)
        return out
