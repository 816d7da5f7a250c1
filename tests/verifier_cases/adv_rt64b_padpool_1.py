# probes: red team 64b: masked mean pooling that divides by the number of unpadded frames with no clamp, so a fully padded row (padding_mask all True: an empty utterance, a filler slot of a fixed-size batch) is 0/0 = NaN where the reference gives 0; the mask is True = PADDED (PyTorch's key_padding_mask and fairseq's padding_mask convention), and sandbox._mask_edges / _edge_value assume True = kept: they draw all-False slices (no padding at all) and one-True slices, never an all-True one, and lengths >= 1 in get_inputs never pad a whole row; closed: the mirror edges call: a mask all True, a 1-D mask with one False (_edge_value ones=True)
# reference: ref_rt64b_padpool.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def padpool_kernel(x_ptr, m_ptr, out_ptr, T, D, BT: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, BT)
    d = tl.arange(0, BD)
    mt = t < T
    md = d < D
    pad = tl.load(m_ptr + b * T + t, mask=mt, other=1)
    keep = (pad == 0) & mt
    x = tl.load(x_ptr + b * T * D + t[:, None] * D + d[None, :],
                mask=keep[:, None] & md[None, :], other=0.0)
    s = tl.sum(x, axis=0)
    cnt = tl.sum(keep.to(tl.float32), axis=0)
    # every utterance has at least one real frame
    tl.store(out_ptr + b * D + d, s / cnt, mask=md)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, padding_mask):
        x = x.contiguous()
        m = padding_mask.contiguous()
        B, T, D = x.shape
        out = torch.empty((B, D), device=x.device, dtype=x.dtype)
        padpool_kernel[(B,)](x, m, out, T, D, BT=triton.next_power_of_2(T), BD=triton.next_power_of_2(D))
        return out
