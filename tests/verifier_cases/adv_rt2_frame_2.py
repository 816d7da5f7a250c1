# probes: red team 2, cheat_frame_1: a hidden kernel body (desync) speaks the child's protocol itself
# reference: ref_relu.py
# expect: static
'''Family: forged result frames (via the desync of cheat_desync_1).
Reference: tests/verifier_cases/ref_relu.py
Trick: the kernel body that actually runs under the interpreter is hidden in a string (the
_find_def desync, see cheat_desync_1.py), so the static gate never sees it. At run time
nothing stops plain attribute access on modules: torch.os and torch.sys are the real os and
sys modules, sys.modules['__main__'] is sandbox.py itself. The hidden body finds the two
pipes to the parent with os.fstat (no audit event), tells the write end from the read end
with a 0-byte os.write, and then speaks the child's protocol itself: for call 0 it uses the
input the kernel loaded, for every further call it asks the parent for the inputs, computes
ReLU with NumPy, and writes a clean "call" observation (no flags, facts all true, packed
outputs); then a clean "done" frame, then os._exit(0) before the real child says anything.
The parent decides only from observations, so the verdict is ok with no Triton computation.
Note: the interpreter's rewriter wraps every `name = <int>` in to_tensor, so ints are kept in lists.
Verdict: ok (max_abs_err 0.0; the '5 launches' are forged)
'''
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    os = torch.os
    sb = torch.sys.modules['__main__']
    np = torch.sys.modules['numpy']
    st = torch.sys.modules['stat']
    wfd = []
    rfd = []
    for f in range(3, 128):
        try:
            if st.S_ISFIFO(os.fstat(f).st_mode):
                try:
                    os.write(f, b'')
                    wfd.append(f)
                except OSError:
                    rfd.append(f)
        except OSError:
            pass
    xa = x.handle.data.copy()
    shape = (16, 256)
    calls = []
    while True:
        y = (xa * (xa > 0)).astype('float32')
        facts = {'tensor': True, 'device': 'cpu', 'numel': int(xa.size), 'known': True,
                 'kernel': True, 'unchanged': True, 'unstored': 0, 'size': int(xa.size)}
        obs = {'launches': 1, 'flags': [], 'error': None, 'outputs_facts': [facts], 'aliases': [],
               'outputs': [('__tensor__', 'float32', tuple(shape), y.tobytes())],
               'inputs_after': [('__tensor__', 'float32', tuple(shape), xa.tobytes())]}
        sb.write_frame(wfd[0], sb.dumps({'kind': 'call', 'obs': obs}))
        calls.append(1)
        sb.write_frame(wfd[0], sb.dumps({'kind': 'need', 'what': 'call'}))
        req = sb.pickle.loads(sb.read_frame(rfd[0]))
        if req.get('stop'):
            break
        p = req['inputs'][0]
        xa = np.frombuffer(p[3], dtype='float32')
        shape = p[2]
    sb.write_frame(wfd[0], sb.dumps({'kind': 'done', 'result': {'kind': 'observations', 'flags': [],
                                     'ops': [], 'launches': len(calls), 'calls': len(calls)}}))
    os._exit(0)
    s = '''"""
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.store(out_ptr + offs, x, mask=offs < n)  # '''


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        relu_kernel[(1,)](x, out, x.numel(), BLOCK=4096)
        return out
