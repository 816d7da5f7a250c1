# probes: (closed: sandbox._unrebind follows dicts and nested lists and tuples) red team 53b: (adv_rt53b_dictema_1 with the state as a tuple in a list) training batch norm that never updates its running statistics, where the reference keeps them as self.stats = [(mean, var)] and rebinds the list's entry to a new tuple: sandbox._bindings takes a list's elements only where they are tensors (and tuple attributes only at the top level), so _unrebind never copies the new tuple back; keyed_state walks lists and tuples 4 levels deep, so the tensors it keyed stay unchanged on the reference side and the state check never sees an update
# reference: ref_rt53b_listtuple.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_train_kernel(x_ptr, w_ptr, b_ptr, y_ptr, rm_ptr, rv_ptr, M, N, eps, momentum,
                    UPDATE: tl.constexpr, FIRST: tl.constexpr, BLOCK_N: tl.constexpr):
    cols = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    cm = cols < N
    acc = tl.zeros([BLOCK_N], dtype=tl.float32)
    for m in range(0, M):
        acc += tl.load(x_ptr + m * N + cols, mask=cm, other=0.0)
    mean = acc / M
    sq = tl.zeros([BLOCK_N], dtype=tl.float32)
    for m in range(0, M):
        d = tl.load(x_ptr + m * N + cols, mask=cm, other=0.0) - mean
        sq += d * d
    rstd = 1.0 / tl.sqrt(sq / M + eps)
    w = tl.load(w_ptr + cols, mask=cm, other=0.0)
    b = tl.load(b_ptr + cols, mask=cm, other=0.0)
    for m in range(0, M):
        x = tl.load(x_ptr + m * N + cols, mask=cm, other=0.0)
        tl.store(y_ptr + m * N + cols, (x - mean) * rstd * w + b, mask=cm)
    if UPDATE:
        if FIRST:
            tl.store(rm_ptr + cols, mean, mask=cm)
            tl.store(rv_ptr + cols, sq / (M - 1), mask=cm)
        else:
            rm = tl.load(rm_ptr + cols, mask=cm, other=0.0)
            rv = tl.load(rv_ptr + cols, mask=cm, other=0.0)
            tl.store(rm_ptr + cols, (1 - momentum) * rm + momentum * mean, mask=cm)
            tl.store(rv_ptr + cols, (1 - momentum) * rv + momentum * (sq / (M - 1)), mask=cm)


class ModelNew(nn.Module):
    def __init__(self, n, momentum=0.1, eps=1e-5):
        super().__init__()
        self.momentum, self.eps = momentum, eps
        self.weight = nn.Parameter(torch.ones(n))
        self.bias = nn.Parameter(torch.zeros(n))
        self.stats = [(torch.zeros(n), torch.ones(n))]

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        bn_train_kernel[(triton.cdiv(N, 64),)](x, self.weight, self.bias, y, x, x, M, N,
                                               self.eps, self.momentum, UPDATE=False,
                                               FIRST=False, BLOCK_N=64)
        return y
