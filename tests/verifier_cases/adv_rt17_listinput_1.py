# probes: red team 17 (listinput): a data-movement task whose tensors come in one list argument (torch.cat(feats, 1)) had nothing for the movement test to code, so it was called computing and PyTorch did the cat (accepted before; the test now codes tensors inside lists, tuples and dicts)
# reference: ref_rt17_catlist.py
# expect: fallback

# A pure data-movement task (torch.cat of a list of tensors) whose inputs arrive as ONE list
# argument. The movement test codes only top-level float tensors of get_inputs(), so it finds
# no float data and calls the task "computing": PyTorch does the whole concatenation and the
# kernel is an identity copy.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, feats):
        z = torch.cat(feats, dim=1)          # the task, done by PyTorch
        out = torch.empty_like(z)
        n = z.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](z, out, n, BLOCK=1024)
        return out
