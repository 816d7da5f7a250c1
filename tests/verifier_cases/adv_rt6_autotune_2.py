# probes: red team 6 (good_8's fix): autotune hooks run candidate code; a config pre_hook that computes the answer in PyTorch must stay inside the monitor
# reference: ref_relu.py
# expect: fallback

# idea: with several configs the verifier now runs Triton's autotuner path without the driver;
#   hooks the candidate hands to it (a Config's pre_hook, the autotuner's pre_hook,
#   prune_configs_by) must run where forward's code runs, under the op monitor. Here each
#   config's pre_hook computes relu(x) in PyTorch into a scratch buffer, and the kernel only
#   copies the scratch buffer into the output.
import torch
import torch.nn as nn
import triton
import triton.language as tl


def fill(nargs):
    nargs["tmp_ptr"].copy_(torch.relu(nargs["x_ptr"]))


@triton.autotune(configs=[triton.Config({"BLOCK": 128}, pre_hook=fill),
                          triton.Config({"BLOCK": 256}, pre_hook=fill)], key=["n"])
@triton.jit
def copy_kernel(x_ptr, tmp_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(tmp_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        tmp = torch.empty_like(x)
        out = torch.empty_like(x)
        n = x.numel()
        grid = lambda meta: (triton.cdiv(n, meta["BLOCK"]),)
        copy_kernel[grid](x, tmp, out, n)
        return out
