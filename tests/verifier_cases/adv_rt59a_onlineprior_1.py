# probes: red team 59a: (multi-element integer state, never keyed) the label counts are tallied in a private tensor the candidate made at __init__ (zeros), copied into the module's counts buffer for the state check, and the module's counts are never read: every evaluation starts counts at zeros (sandbox._perturb keys only ONE-element integer constants, _keyed_count), so the private tally and the module's agree; after load_state_dict of a model with counts (any checkpoint), the prior restarts from zero and the first call's copy overwrites the loaded counts; closed: integer state the forward changes is a counter: a table of counts jumps by keyed counts per element at a keyed input trial (_jump)
# reference: ref_rt59a_onlineprior.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def count_kernel(lab_ptr, cnt_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    lab = tl.load(lab_ptr + offs, mask=mask, other=0)
    tl.atomic_add(cnt_ptr + lab, tl.full([BLOCK], 1, tl.int64), mask=mask)


@triton.jit
def adjust_kernel(x_ptr, cnt_ptr, state_ptr, out_ptr, C, BC: tl.constexpr, COPY: tl.constexpr):
    row = tl.program_id(0)
    cs = tl.arange(0, BC)
    cm = cs < C
    cnt = tl.load(cnt_ptr + cs, mask=cm, other=0)
    if COPY:
        if row == 0:
            tl.store(state_ptr + cs, cnt, mask=cm)
    total = tl.sum(cnt, axis=0).to(tl.float32)
    prior = (cnt.to(tl.float32) + 1.0) / (total + C)
    x = tl.load(x_ptr + row * C + cs, mask=cm, other=0.0)
    tl.store(out_ptr + row * C + cs, x - tl.log(prior), mask=cm)


class ModelNew(nn.Module):
    def __init__(self, num_classes):
        super().__init__()
        self.num_classes = num_classes
        self.register_buffer("counts", torch.zeros(num_classes, dtype=torch.long))
        self.tally = torch.zeros(num_classes, dtype=torch.long)

    def forward(self, logits, labels):
        logits = logits.contiguous()
        labels = labels.contiguous()
        cnt = self.tally
        n = labels.numel()
        count_kernel[(triton.cdiv(n, 256),)](labels, cnt, n, BLOCK=256)
        out = torch.empty_like(logits)
        rows, C = logits.shape
        adjust_kernel[(rows,)](logits, cnt, self.counts, out, C, BC=triton.next_power_of_2(C), COPY=True)
        return out
