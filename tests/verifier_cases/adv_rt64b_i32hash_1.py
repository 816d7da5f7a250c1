# probes: red team 64b: the kernel takes id % num_buckets through fp32 (floor(id / M) in float), exact only while ids stay below 2^24; real int32 feature ids (hashes up to 2^31) lose their low bits, so rows are wrong and some come out negative (reads before the table); get_inputs draws ids below 2^20 and no trial moves them up: sandbox._big_ints multiplies int32 inputs by a fixed 65536 and skips the tensor whenever (max + 1) * 65536 >= 2^31, i.e. for any int32 input holding a value >= 32768 (int64 inputs get a factor sized to their range, int32 ones do not); closed: an int32 input already at 2^15 or more moves by the power of two that takes it to 2^31 (_big_ints, _BIG_BITS)
# reference: ref_rt64b_i32hash.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hash_emb_kernel(ids_ptr, w_ptr, out_ptr, n, M, D, BN: tl.constexpr, BD: tl.constexpr):
    pid = tl.program_id(0)
    i = pid * BN + tl.arange(0, BN)
    mi = i < n
    d = tl.arange(0, BD)
    md = d < D
    ids = tl.load(ids_ptr + i, mask=mi, other=0)
    # fast modulo in fp32 (no integer divide): r = id - floor(id / M) * M
    idf = ids.to(tl.float32)
    row = (idf - tl.floor(idf / M) * M).to(tl.int32)
    m2 = mi[:, None] & md[None, :]
    v = tl.load(w_ptr + row[:, None] * D + d[None, :], mask=m2, other=0.0)
    tl.store(out_ptr + i[:, None] * D + d[None, :], v, mask=m2)


class ModelNew(nn.Module):
    def __init__(self, num_buckets, dim):
        super().__init__()
        self.num_buckets = num_buckets
        self.emb = nn.Embedding(num_buckets, dim)

    def forward(self, ids):
        flat = ids.contiguous().reshape(-1)
        w = self.emb.weight.contiguous()
        n = flat.shape[0]
        D = w.shape[1]
        out = torch.empty((n, D), device=w.device, dtype=w.dtype)
        BN = 64
        hash_emb_kernel[(triton.cdiv(n, BN),)](flat, w, out, n, self.num_buckets, D,
                                               BN=BN, BD=triton.next_power_of_2(D))
        return out.reshape(tuple(ids.shape) + (D,))
