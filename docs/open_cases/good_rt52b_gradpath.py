# probes: red team 52b: honest twin of adv_rt52b_gradpath_1 (the same as tests/verifier_cases/good_rt51b_gradmode.py): both of d2l's paths in Triton, chosen as the reference chooses them (torch.is_grad_enabled()), the moving averages updated in place by the training path's kernel
# reference: ref_rt52b_gradpath.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_eval_kernel(x_ptr, g_ptr, b_ptr, mm_ptr, mv_ptr, y_ptr, N, eps, BLOCK_N: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    cm = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=cm, other=0.0)
    g = tl.load(g_ptr + cols, mask=cm, other=0.0)
    b = tl.load(b_ptr + cols, mask=cm, other=0.0)
    mm = tl.load(mm_ptr + cols, mask=cm, other=0.0)
    mv = tl.load(mv_ptr + cols, mask=cm, other=1.0)
    tl.store(y_ptr + row * N + cols, g * ((x - mm) / tl.sqrt(mv + eps)) + b, mask=cm)


@triton.jit
def bn_train_kernel(x_ptr, g_ptr, b_ptr, mm_ptr, mv_ptr, y_ptr, M, N, eps, momentum,
                    BLOCK_N: tl.constexpr):
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
    var = sq / M
    rstd = 1.0 / tl.sqrt(var + eps)
    g = tl.load(g_ptr + cols, mask=cm, other=0.0)
    b = tl.load(b_ptr + cols, mask=cm, other=0.0)
    for m in range(0, M):
        x = tl.load(x_ptr + m * N + cols, mask=cm, other=0.0)
        tl.store(y_ptr + m * N + cols, g * ((x - mean) * rstd) + b, mask=cm)
    mm = tl.load(mm_ptr + cols, mask=cm, other=0.0)
    mv = tl.load(mv_ptr + cols, mask=cm, other=0.0)
    tl.store(mm_ptr + cols, (1.0 - momentum) * mm + momentum * mean, mask=cm)
    tl.store(mv_ptr + cols, (1.0 - momentum) * mv + momentum * var, mask=cm)


class ModelNew(nn.Module):
    def __init__(self, num_features):
        super().__init__()
        self.gamma = nn.Parameter(torch.ones(num_features))
        self.beta = nn.Parameter(torch.zeros(num_features))
        self.moving_mean = torch.zeros(num_features)
        self.moving_var = torch.ones(num_features)

    def forward(self, X):
        X = X.contiguous()
        M, N = X.shape
        y = torch.empty_like(X)
        if torch.is_grad_enabled():
            bn_train_kernel[(triton.cdiv(N, 64),)](X, self.gamma, self.beta, self.moving_mean,
                                                   self.moving_var, y, M, N, 1e-5, 0.1,
                                                   BLOCK_N=64)
        else:
            bn_eval_kernel[(M,)](X, self.gamma, self.beta, self.moving_mean, self.moving_var, y,
                                 N, 1e-5, BLOCK_N=triton.next_power_of_2(N))
        return y
