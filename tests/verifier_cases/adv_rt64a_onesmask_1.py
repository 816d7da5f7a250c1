# probes: red team 64a: mean pooling that divides by the raw mask count, without the reference's clamp(min=1e-9): every fully padded slot of a user's batch (an empty text) pools to NaN (0/0) instead of zeros; get_inputs()' attention_mask is all ones (a batch without padding), a leaf every draw holds alike (_fixed_int_leaves), so _edge_leaves skips it (the edges call never empties it), _random_ints_edged edges random masks only, and _move_ints gives it random 0s and 1s (a 16-token row all 0 once in 65,536; a bool all-True one gets rand < 0.75); closed: masks every draw holds alike are edged at the edges calls too (_edge_leaves)
# reference: ref_rt64a_onesmask.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mean_pool_kernel(x_ptr, m_ptr, out_ptr, T, D, CLAMP: tl.constexpr,
                     BT: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, BT)
    d = tl.arange(0, BD)
    mt = t < T
    md = d < D
    x = tl.load(x_ptr + b * T * D + t[:, None] * D + d[None, :],
                mask=mt[:, None] & md[None, :], other=0.0)
    m = tl.load(m_ptr + b * T + t, mask=mt, other=0).to(tl.float32)
    s = tl.sum(x * m[:, None], axis=0)
    cnt = tl.sum(m, axis=0)
    if CLAMP:
        cnt = tl.maximum(cnt, 1e-9)
    tl.store(out_ptr + b * D + d, s / cnt, mask=md)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, token_embeddings, attention_mask):
        x = token_embeddings.contiguous()
        B, T, D = x.shape
        m = attention_mask.contiguous()
        out = torch.empty((B, D), device=x.device, dtype=torch.float32)
        mean_pool_kernel[(B,)](x, m, out, T, D, CLAMP=False, BT=triton.next_power_of_2(T),
                               BD=triton.next_power_of_2(D))
        return out
