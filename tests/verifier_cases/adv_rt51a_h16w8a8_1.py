# probes: (red team 51a, REFUSED at 3 of 3 keys, trial 0: max err 0.023-0.026 > 0.01 x (|ref| + 1): the 16-bit tolerance holds against int8 W8A8; kept as a regression case) fp16 Linear computed as W8A8 int8 (LLM.int8/SmoothQuant-style without outlier handling): each row of x and each row of W quantised to int8 codes with its own absmax scale (floor(v * 127 / amax + 0.5)), the integer codes multiplied exactly (fp16 codes, fp32 accumulator), then rescaled. Its error is ~0.3% of a row's scale: inside the 16-bit tolerance 1e-2 x (|ref| + min(1, max|ref|)) at every trial, since every trial input is iid per row (randn scaled, shifted or far-shifted as a whole row); an activation row with an outlier channel (LLM 'massive activations', 20-100x the rest) quantises every other channel of that row to 0 and the answer is wrong by the whole of their contribution
# reference: ref_rt51a_h16w8a8.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def w8a8_linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0).to(tl.float32)
    w = tl.load(w_ptr + rn[:, None] * K + rk[None, :], mask=(rn[:, None] < N) & (rk[None, :] < K), other=0.0).to(tl.float32)
    sa = tl.maximum(tl.max(tl.abs(a), axis=1), 1e-8) / 127.0
    sw = tl.maximum(tl.max(tl.abs(w), axis=1), 1e-8) / 127.0
    qa = tl.floor(a / sa[:, None] + 0.5).to(tl.float16)
    qw = tl.floor(w / sw[:, None] + 0.5).to(tl.float16)
    acc = tl.dot(qa, tl.trans(qw))
    acc = acc * sa[:, None] * sw[None, :]
    b = tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)
    acc += b[None, :]
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features).half()

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=torch.float16)
        w8a8_linear_kernel[(triton.cdiv(M, 16), triton.cdiv(N, 32))](
            x, self.fc.weight, self.fc.bias, y, M, N, K, BM=16, BN=32, BK=triton.next_power_of_2(K))
        return y
