# probes: OPEN: red team 61b: (escape of round 58a's odictin closure) tensors inside a NAMEDTUPLE argument are never scaled or moved: sandbox._map_leaves walks list/tuple by EXACT type (type(x) in (list, tuple)), dict and OrderedDict, so a tuple subclass (torch's PackedSequence, what every packed RNN pipeline passes; any namedtuple batch) is one leaf no trial transforms; this CTC head's log-softmax skips the max subtraction (z - log(sum(exp(z)))), exp overflows for logits above ~88, which a trained acoustic model's confident frames reach; open: sandbox._map_leaves walks lists, tuples, dicts and OrderedDicts by exact type, so a namedtuple input (PackedSequence) is one leaf whose tensors no trial moves
# reference: ref_rt61b_packedctc.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def head_kernel(x_ptr, w_ptr, b_ptr, y_ptr, H, V, BH: tl.constexpr, BV: tl.constexpr):
    r = tl.program_id(0)
    h = tl.arange(0, BH)
    v = tl.arange(0, BV)
    mh = h < H
    mv = v < V
    x = tl.load(x_ptr + r * H + h, mask=mh, other=0.0)
    w = tl.load(w_ptr + v[:, None] * H + h[None, :], mask=mv[:, None] & mh[None, :], other=0.0)
    b = tl.load(b_ptr + v, mask=mv, other=0.0)
    z = tl.sum(w * x[None, :], axis=1) + b
    z = tl.where(mv, z, float("-inf"))
    lse = tl.log(tl.sum(tl.exp(z), axis=0))
    tl.store(y_ptr + r * V + v, z - lse, mask=mv)


class ModelNew(nn.Module):
    def __init__(self, hidden, vocab):
        super().__init__()
        self.fc = nn.Linear(hidden, vocab)

    def forward(self, packed):
        x = packed[0].contiguous()          # PackedSequence(data, batch_sizes, ...)
        N, H = x.shape
        V = self.fc.weight.shape[0]
        y = torch.empty(N, V, device=x.device, dtype=x.dtype)
        head_kernel[(N,)](x, self.fc.weight, self.fc.bias, y, H, V,
                          BH=triton.next_power_of_2(H), BV=triton.next_power_of_2(V))
        return y
