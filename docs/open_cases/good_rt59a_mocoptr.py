# probes: OPEN: red team 59a: (FALSE REFUSAL) an honest MoCo queue kernel that reads the module's queue_ptr, writes the keys there and advances it. The reference's own failure (queue_ptr keyed past the queue's end raised at trial 0: 'reference failed') is closed: a call that raises under the keyed values sends the evaluation to its next attempt, and counters now start as constructed and jump at a keyed call; open: the static gate refuses the attribute name .queue (a standard-library module's name), and the candidate cannot draw the reference's queue alike in __init__ (F.normalize of a random draw is a PyTorch op there)
# reference: ref_rt59a_mocoptr.py
# expect: ok
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl


@triton.jit
def logits_kernel(q_ptr, k_ptr, queue_ptr, out_ptr, D, K, inv_t,
                  BD: tl.constexpr, BK: tl.constexpr):
    row = tl.program_id(0)
    ds = tl.arange(0, BD)
    ks = tl.arange(0, BK)
    dm = ds < D
    km = ks < K
    q = tl.load(q_ptr + row * D + ds, mask=dm, other=0.0)
    k = tl.load(k_ptr + row * D + ds, mask=dm, other=0.0)
    pos = tl.sum(q * k, axis=0)
    qu = tl.load(queue_ptr + ks[:, None] * D + ds[None, :], mask=km[:, None] & dm[None, :], other=0.0)
    neg = tl.sum(qu * q[None, :], axis=1)
    tl.store(out_ptr + row * (K + 1), pos * inv_t)
    tl.store(out_ptr + row * (K + 1) + 1 + ks, neg * inv_t, mask=km)


@triton.jit
def enqueue_kernel(k_ptr, queue_ptr, ptr_ptr, start, B, D, K, BB: tl.constexpr, BD: tl.constexpr,
                   FROM_BUFFER: tl.constexpr):
    bs = tl.arange(0, BB)
    ds = tl.arange(0, BD)
    m = (bs[:, None] < B) & (ds[None, :] < D)
    if FROM_BUFFER:
        p = tl.load(ptr_ptr)
    else:
        p = start
    k = tl.load(k_ptr + bs[:, None] * D + ds[None, :], mask=m, other=0.0)
    tl.store(queue_ptr + (p + bs[:, None]) * D + ds[None, :], k, mask=m)
    tl.store(ptr_ptr, ((p + B) % K).to(tl.int64))


class ModelNew(nn.Module):
    def __init__(self, dim, queue_len, temperature):
        super().__init__()
        self.queue_len = queue_len
        self.temperature = temperature
        self.register_buffer("queue", F.normalize(torch.randn(queue_len, dim), dim=1))
        self.register_buffer("queue_ptr", torch.zeros(1, dtype=torch.long))
        self.next_slot = 0

    def forward(self, q, k):
        q = q.contiguous()
        k = k.contiguous()
        B, D = q.shape
        K = self.queue_len
        out = torch.empty(B, K + 1, dtype=q.dtype, device=q.device)
        logits_kernel[(B,)](q, k, self.queue, out, D, K, 1.0 / self.temperature,
                            BD=triton.next_power_of_2(D), BK=triton.next_power_of_2(K))
        enqueue_kernel[(1,)](k, self.queue, self.queue_ptr, self.next_slot, B, D, K,
                             BB=triton.next_power_of_2(B), BD=triton.next_power_of_2(D),
                             FROM_BUFFER=True)
        return out
