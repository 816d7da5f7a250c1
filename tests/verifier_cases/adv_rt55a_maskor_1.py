# probes: red team 55a: masked softmax that reads the mask only above the diagonal and lets every key j <= i through unread ('the causal part is always allowed': a padding or block mask that also removes past keys is ignored there): a fixed bool input that is not constant is moved by sandbox._move_ints variant 0, t | noise, which only ADDS True entries; the XOR of variant 1 runs only where variant 0 left the reference's domain, so no trial turns a True of the causal mask False (the same OR keeps a 0-d True flag True, adv_rt55a_bool0d_1); closed: a fixed bool mask's first move flips a tenth of it both ways, every row keeping a True and a False it had
# reference: ref_rt55a_maskor.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def masked_softmax_kernel(s_ptr, m_ptr, out_ptr, T, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    i = row % T
    j = tl.arange(0, BLOCK)
    inb = j < T
    s = tl.load(s_ptr + row * T + j, mask=inb, other=0.0)
    upper = tl.load(m_ptr + i * T + j, mask=inb & (j > i), other=0) != 0
    keep = inb & ((j <= i) | upper)
    s = tl.where(keep, s, float("-inf"))
    mx = tl.max(s, axis=0)
    e = tl.where(keep, tl.exp(s - mx), 0.0)
    tl.store(out_ptr + row * T + j, e / tl.sum(e, axis=0), mask=inb)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, scores, mask):
        scores = scores.contiguous()
        mask = mask.contiguous()
        T = scores.shape[-1]
        out = torch.empty_like(scores)
        rows = scores.numel() // T
        masked_softmax_kernel[(rows,)](scores, mask, out, T, BLOCK=triton.next_power_of_2(T))
        return out
