# probes: (a false refusal, closed: the child reads the parent's frames with an unpickler that knows complex) (a false refusal: a Python complex in get_inputs() cannot cross the child's frame) FALSE REFUSAL (red team 53a): refused 'runtime: verifier child: PermissionError: pickle.find_class is not allowed in a candidate' at 2 of 2 keys, as is every candidate for a reference with a Python complex among get_inputs (the child's audit hook refuses unpickling builtins.complex when the call's inputs arrive). Correct: the per-call complex gain read at every call, its real and imaginary parts passed to the kernel
# reference: ref_rt53a_cplxscalar.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cgain_kernel(zr_ptr, out_ptr, n, cr, ci, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    re = tl.load(zr_ptr + 2 * offs, mask=m, other=0.0)
    im = tl.load(zr_ptr + 2 * offs + 1, mask=m, other=0.0)
    tl.store(out_ptr + 2 * offs, re * cr - im * ci, mask=m)
    tl.store(out_ptr + 2 * offs + 1, re * ci + im * cr, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, z, c):
        zr = torch.view_as_real(z.contiguous())
        out = torch.empty(z.shape, device=z.device, dtype=z.dtype)
        outr = torch.view_as_real(out)
        n = z.numel()
        BLOCK = 1024
        cgain_kernel[(triton.cdiv(n, BLOCK),)](zr, outr, n, c.real, c.imag, BLOCK=BLOCK)
        return out
