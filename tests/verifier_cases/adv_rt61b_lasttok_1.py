# probes: red team 61b: (escape of round 58a's bagpad closure) the sentinel draw (sandbox._random_ints_edged) writes only the ids sandbox._sentinels finds: attributes NAMED padding_idx or ignore_index, and ids passed to functional calls as such; HF's sequence-classification heads hold `self.pad_token_id` and compare with torch.eq, so no trial's input_ids hold a pad (randint(0, 50257) hits 50256 once in 50,257 draws); this kernel scores the LAST position of every row and never looks for padding, wrong for every right-padded sequence of a user's batch; closed: module attributes named like special token ids (pad_token_id, eos_token_id, ...) are sentinels too (sandbox.SENTINEL_NAME)
# reference: ref_rt61b_lasttok.py
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
    idx = L - 1                           # the classification token is the last one
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
