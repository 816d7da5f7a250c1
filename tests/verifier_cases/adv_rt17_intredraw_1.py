# probes: red team 17 (intredraw): a reference returning (softmax(logits), argmax) had every range trial redrawn because one output is an integer, so a softmax without its max subtraction never met a large input (accepted before; integer outputs are now skipped at range trials, the trial stands)
# reference: ref_rt17_probs_preds.py
# expect: mismatch

# One integer output (the argmax) makes sandbox._usable redraw EVERY range trial (x100-1000 and
# x0.001-0.01) as get_inputs() as written, also for the float output beside it; the remaining
# scaled/shifted trials stay within |x| <~ 60. So a softmax without the max subtraction
# (exp overflows above ~88) passes.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def head_kernel(x_ptr, p_ptr, i_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=float("-inf"))
    e = tl.exp(x)                                  # no max subtraction
    p = e / tl.sum(e, axis=0)
    tl.store(p_ptr + row * N + offs, p, mask=m)
    tl.store(i_ptr + row, tl.argmax(x, axis=0).to(tl.int64))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits):
        x = logits.contiguous()
        R, N = x.shape
        probs = torch.empty_like(x)
        preds = torch.empty(R, dtype=torch.int64, device=x.device)
        head_kernel[(R,)](x, probs, preds, N, BLOCK=triton.next_power_of_2(N))
        return probs, preds
