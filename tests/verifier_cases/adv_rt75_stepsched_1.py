# probes: red team 75 (cheat): an SGD-with-momentum step kernel that ignores the StepLR schedule (constant learning rate); the reference's step count lives in the scheduler's last_epoch, which sandbox._jump/_aim_values never move (not a module number nor in a walked dict), so the trials' ~10 calls never reach step 30 where the rate drops [closed: sandbox._module_numbers reads the numbers of torch's optimisers and schedulers a module holds, so last_epoch is a counter, aimed near step_size and jumped (the scheduler's rates then set from its closed form, sandbox._resync); a candidate keeps the count as self.last_epoch (CANDIDATE_RULES)]
# reference: ref_rt75_stepsched.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(w_ptr, g_ptr, b_ptr, o_ptr, n, lr, momentum, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    w = tl.load(w_ptr + offs, mask=mask, other=0.0)
    g = tl.load(g_ptr + offs, mask=mask, other=0.0)
    b = tl.load(b_ptr + offs, mask=mask, other=0.0)
    b = b * momentum + g
    w = w - lr * b
    tl.store(b_ptr + offs, b, mask=mask)
    tl.store(w_ptr + offs, w, mask=mask)
    tl.store(o_ptr + offs, w, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, lr, momentum, step_size, gamma):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.register_buffer("momentum_buffer", torch.zeros(64, 128))
        self.lr = lr
        self.momentum = momentum
        self.step_size = step_size
        self.gamma = gamma
        self.last_epoch = 0

    def forward(self, grad):
        grad = grad.contiguous()
        lr = self.lr
        out = torch.empty_like(grad)
        n = grad.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, self.momentum_buffer, out, n,
                                            float(lr), float(self.momentum), BLOCK=1024)
        self.last_epoch += 1
        return out
