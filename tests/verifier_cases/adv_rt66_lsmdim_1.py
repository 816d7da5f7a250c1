# probes: red team 66: log-softmax whose kernel always normalises along the last dim and never reads forward's dim argument (default -1): a caller passing dim=0 (CLIP's text->image direction of the same square similarity matrix) silently gets the row-wise answer. sandbox._transform moves a Python int among a call's inputs only where |c| >= 2 (_movable_int: _move_int at the MOVE_KINDS trials, up at the small trial's first draw), _edge_value touches only ints >= 2, _flag_leaves takes bools, words, 0.0/inf floats and one-element tensors but no Python int, and forward_defaults passes an int default that _transform then leaves as it is: an int 0, 1 or -1 is the same at every trial and every call (forward_defaults passes the -1); closed: a Python int of -1, 0 or 1 among a call's inputs or forward's int defaults is a flag (sandbox._flag_leaves): the flag trials and calls move it (0 and 1 to each other, then to 2-8; -1 to 0, then -2), keeping it as drawn where the reference refuses the value
# reference: ref_rt66_lsmdim.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def log_softmax_kernel(x_ptr, o_ptr, N, BN: tl.constexpr):
    row = tl.program_id(0)
    j = tl.arange(0, BN)
    m = j < N
    x = tl.load(x_ptr + row * N + j, mask=m, other=-float("inf"))
    z = x - tl.max(x, axis=0)
    e = tl.where(m, tl.exp(z), 0.0)
    tl.store(o_ptr + row * N + j, z - tl.log(tl.sum(e, axis=0)), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, sim, dim=-1):
        sim = sim.contiguous()
        R, C = sim.shape
        out = torch.empty_like(sim)
        log_softmax_kernel[(R,)](sim, out, C, BN=triton.next_power_of_2(C))
        return out
