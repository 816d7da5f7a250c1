# probes: red team 62a: (escape of round 61b's lasttok closure) sandbox._sentinels reads ints named like pad_token_id from the modules' OWN dicts only; Hugging Face models hold them on a config object (self.config.pad_token_id), which it never walks, so no trial's input_ids hold a pad (randint(0, 50257) hits 50256 once in 50,257) and this kernel, scoring the LAST position of every row, passes; wrong for every right-padded sequence; closed: the integers a forward tests an integer input equal or unequal to (input_ids == self.config.pad_token_id) are sentinels (_forward_changes' 'compared'), written at the small and the scaled trials
# reference: ref_rt62a_cfgpad.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def lasttok_kernel(h_ptr, ids_ptr, w_ptr, y_ptr, L, H, NL, pad,
                   BL: tl.constexpr, BH: tl.constexpr, BN: tl.constexpr):
    b = tl.program_id(0)
    j = tl.arange(0, BL)
    mj = j < L
    ids = tl.load(ids_ptr + b * L + j, mask=mj, other=0)
    first = tl.min(tl.where(mj & (ids == pad), j, L), axis=0)
    first = tl.where(first == L, 0, first)
    idx = L - 1 + first * 0
    k = tl.arange(0, BH)
    mk = k < H
    h = tl.load(h_ptr + b * L * H + idx * H + k, mask=mk, other=0.0)
    n = tl.arange(0, BN)
    mn = n < NL
    w = tl.load(w_ptr + n[:, None] * H + k[None, :], mask=mn[:, None] & mk[None, :], other=0.0)
    tl.store(y_ptr + b * NL + n, tl.sum(w * h[None, :], axis=1), mask=mn)


class ModelNew(nn.Module):
    def __init__(self, hidden, num_labels, pad_token_id):
        super().__init__()
        self.score = nn.Linear(hidden, num_labels, bias=False)
        self.pad_token_id = pad_token_id

    def forward(self, hidden_states, input_ids):
        h = hidden_states.contiguous()
        B, L, H = h.shape
        NL = self.score.weight.shape[0]
        y = torch.empty(B, NL, device=h.device, dtype=h.dtype)
        lasttok_kernel[(B,)](h, input_ids.contiguous(), self.score.weight, y, L, H, NL,
                             self.pad_token_id, BL=triton.next_power_of_2(L),
                             BH=triton.next_power_of_2(H), BN=triton.next_power_of_2(NL))
        return y
