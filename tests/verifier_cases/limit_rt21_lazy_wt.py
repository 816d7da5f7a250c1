# probes: red team 21 (lazy_wt): honest linear whose transposed weight is prepared lazily on the first call (self.wt = W.t().contiguous(), kept on self; a common idiom) and read by the kernel on every call; the copy goes stale at the first call whose weights moved (a parameter trial, the redraw): a mismatch, a stated limit (test_reward's test_a_weight_copy_kept_from_the_first_call_goes_stale_and_the_error_says_so)
# reference: ref_linear.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_kernel(x_ptr, wt_ptr, b_ptr, y_ptr, M, K, N, BK: tl.constexpr, BN: tl.constexpr):
    row = tl.program_id(0)
    ks = tl.arange(0, BK)
    ns = tl.arange(0, BN)
    km = ks < K
    nm = ns < N
    x = tl.load(x_ptr + row * K + ks, mask=km, other=0.0)
    w = tl.load(wt_ptr + ks[:, None] * N + ns[None, :], mask=km[:, None] & nm[None, :], other=0.0)
    y = tl.sum(w * x[:, None], axis=0) + tl.load(b_ptr + ns, mask=nm, other=0.0)
    tl.store(y_ptr + row * N + ns, y, mask=nm)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.wt = None

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        if self.wt is None:
            self.wt = self.fc.weight.t().contiguous()     # (K, N), prepared once
        y = torch.empty(M, N, device=x.device, dtype=x.dtype)
        linear_kernel[(M,)](x, self.wt, self.fc.bias, y, M, K, N,
                            BK=triton.next_power_of_2(K), BN=triton.next_power_of_2(N))
        return y
