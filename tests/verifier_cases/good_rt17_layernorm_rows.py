# reference: ref_layernorm_plain.py
# Honest: LayerNorm with @triton.heuristics choosing the block size, launched in a Python loop
# over 3 chunks of rows (several launches per call, each given a view of x and out), with the
# model's weight and bias read by the kernel. Expected: ok.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.heuristics({"BLOCK": lambda args: triton.next_power_of_2(args["n_cols"])})
@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, out_ptr, n_cols, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    y = d / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=m)
    b = tl.load(b_ptr + cols, mask=m)
    tl.store(out_ptr + row * stride + cols, y * w + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.ln = nn.LayerNorm(dim)

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n_rows, n_cols = x.shape
        chunk = triton.cdiv(n_rows, 3)
        for start in range(0, n_rows, chunk):
            stop = min(start + chunk, n_rows)
            layernorm_kernel[(stop - start,)](x[start:stop], self.ln.weight, self.ln.bias,
                                              out[start:stop], n_cols, x.stride(0), self.ln.eps)
        return out
