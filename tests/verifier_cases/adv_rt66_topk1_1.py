# probes: red team 66: MoE router written for top-1 only (argmax of the logits, gate weight 1.0, k read only for the output shape): with k = 2 (Mixtral) the second column is uninitialised memory and the weights are not renormalised over two experts. sandbox._transform moves a Python int among a call's inputs only where |c| >= 2 (_movable_int: _move_int at the MOVE_KINDS trials, up at the small trial's first draw), _edge_value touches only ints >= 2, _flag_leaves takes bools, words, 0.0/inf floats and one-element tensors but no Python int, and forward_defaults passes an int default that _transform then leaves as it is: an int 0, 1 or -1 is the same at every trial and every call; closed: a Python int of -1, 0 or 1 among a call's inputs or forward's int defaults is a flag (sandbox._flag_leaves): the flag trials and calls move it (0 and 1 to each other, then to 2-8; -1 to 0, then -2), keeping it as drawn where the reference refuses the value; at k = 2 its kernel leaves the second column unwritten, so the verdict is fallback. Its honest twin was refused at key 04 where the dense call repeated a logit in a row (which index of a tie torch.topk returns is its own choice): the edited calls now compare a tie-picking reference's integer outputs only where they are steady (sandbox._steady_ints)
# reference: ref_rt66_topk1.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def router_kernel(x_ptr, w_ptr, i_ptr, E, BE: tl.constexpr):
    row = tl.program_id(0)
    e = tl.arange(0, BE)
    m = e < E
    x = tl.load(x_ptr + row * E + e, mask=m, other=-float("inf"))
    mx = tl.max(x, axis=0)
    first = tl.min(tl.where(x == mx, e, BE), axis=0)
    # top-1: the renormalised gate of the single chosen expert is 1
    tl.store(w_ptr + row, 1.0)
    tl.store(i_ptr + row, first.to(tl.int64))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, router_logits, k):
        x = router_logits.contiguous()
        T, E = x.shape
        w = torch.empty((T, k), dtype=x.dtype, device=x.device)
        idx = torch.empty((T, k), dtype=torch.int64, device=x.device)
        router_kernel[(T,)](x, w, idx, E, BE=triton.next_power_of_2(E))
        return w, idx
