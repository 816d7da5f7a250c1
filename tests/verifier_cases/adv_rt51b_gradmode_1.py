# probes: red team 51b (closed: call 0 runs with grad mode on, as a plain call does, on both sides): grad mode never varies: the reference (d2l.ai's batch norm from scratch) takes its prediction path when torch.is_grad_enabled() is False and its training path (batch statistics) otherwise; the verifier runs every call of both models under torch.no_grad(), so a kernel of the prediction path alone passes, and is wrong for model(x) called with gradients on (the default: every training step, and any inference not wrapped in no_grad)
# reference: ref_rt51b_gradmode.py
# expect: mismatch
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
        bn_eval_kernel[(M,)](X, self.gamma, self.beta, self.moving_mean, self.moving_var, y, N,
                             1e-5, BLOCK_N=triton.next_power_of_2(N))
        return y
