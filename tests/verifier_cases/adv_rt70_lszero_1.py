# probes: cross entropy with label_smoothing ignored (the kernel computes the plain NLL term only, as if label_smoothing were always 0.0): sandbox._moved_init moves only non-integral constructor floats (movable: x != round(x)), so a 0.0 default or argument is never moved, both models are always built with 0.0, and the smoothing term is never exercised; a user who sets label_smoothing=0.1 gets the unsmoothed loss [closed: a 0.0 constructor float moves to U[0.05, 0.3] now, and a move that makes the answer random (a dropout's p) is refused and the 0 stays; refused at 7 of 7 keys] [since round 71 the 0.0 moves at a keyed half of the evaluations only (a kernel wrong exactly at 0.0, capzero, l1beta0, passed while every 0.0 moved): refused at 3 of 7 keys (02, 04, 06), open at the rest] [closed: an evaluation whose constructor holds a 0.0 makes a second, untimed pass with the 0.0 the other way (reward.evaluate, sandbox._moved_init's flip): refused at 7 of 7 keys]
# reference: ref_rt70_lszero.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ce_rows(x_ptr, t_ptr, loss_ptr, valid_ptr, C, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < C
    x = tl.load(x_ptr + row * C + cols, mask=m, other=-float("inf"))
    mx = tl.max(x, axis=0)
    e = tl.where(m, tl.exp(x - mx), 0.0)
    lse = mx + tl.log(tl.sum(e, axis=0))
    t = tl.load(t_ptr + row)
    ok = t != -100
    tt = tl.where(ok, t, 0)
    xt = tl.sum(tl.where(cols == tt, x, 0.0), axis=0)
    nll = lse - xt
    loss = nll
    tl.store(loss_ptr + row, tl.where(ok, loss, 0.0))
    tl.store(valid_ptr + row, tl.where(ok, 1.0, 0.0))


@triton.jit
def mean_valid(loss_ptr, valid_ptr, out_ptr, N, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    m = r < N
    s = tl.sum(tl.load(loss_ptr + r, mask=m, other=0.0), axis=0)
    n = tl.sum(tl.load(valid_ptr + r, mask=m, other=0.0), axis=0)
    tl.store(out_ptr, s / n)


class ModelNew(nn.Module):
    def __init__(self, num_classes=512, label_smoothing=0.0):
        super().__init__()
        self.num_classes = num_classes
        self.label_smoothing = label_smoothing

    def forward(self, logits, target):
        logits = logits.contiguous()
        target = target.contiguous()
        n, c = logits.shape
        loss = torch.empty(n, dtype=torch.float32, device=logits.device)
        valid = torch.empty(n, dtype=torch.float32, device=logits.device)
        ce_rows[(n,)](logits, target, loss, valid, c, self.label_smoothing, BLOCK=triton.next_power_of_2(c))
        out = torch.empty((), dtype=torch.float32, device=logits.device)
        mean_valid[(1,)](loss, valid, out, n, BLOCK=triton.next_power_of_2(n))
        return out
