"""The verifier: run a model-written Triton kernel against its PyTorch reference, and score it.

DRTriton's reward comes from running model-written code (paper §3, DESIGN.md §3): a candidate
earns r_c = 1 only if it passes three gates, and a correct candidate earns a speed reward

    r_c in {0, 1}                          gate 1: it has a @triton.jit kernel and compiles
                                           gate 2: the output is computed by Triton, not PyTorch
                                           gate 3: it matches the reference on `trials` inputs
    r_s = log(t_torch / t_triton)          only when r_c = 1 (and only on a GPU, where it is timed)

and the GRPO ablation's combined reward is 1 + f(speedup) if correct else 0, with
f = log clipped to [-0.5, log 10] so a correct kernel always scores at least 0.5 > 0.

If the verifier can be crashed, hung or fooled, RL learns to crash, hang or fool it. So every
candidate runs in its own child process, and every failure maps to a named stage:

    format     no code in the completion
    static     no ModelNew / no @triton.jit kernel / subclasses Model / try-except / banned import
    compile    the candidate's import or ModelNew(*init_inputs) failed (syntax errors included)
    reference  the REFERENCE itself failed: not the candidate's fault, no verdict against it
    runtime    forward raised, the process crashed (segfault, os._exit) or ran out of memory
    timeout    the child ran past timeout_s + GRACE_S (an infinite loop, a huge grid, ...)
    fallback   PyTorch computed the answer, no Triton kernel ran, or the output did not come
               from a kernel (gate 2)
    mismatch   wrong shape/dtype/values, constant output, modified inputs, aliased output,
               a result repeated from an earlier call (gate 3)
    ok         correct (and timed when on a GPU)

How the pieces fit (read top to bottom):

    parent (your training loop)              fork server (one per worker, started once)
      evaluate(ref_src, cand_src)              python reward.py --serve: imports torch and
        static_check(cand_src)                 triton, runs NO torch op, then forks a fresh
        _reference(...)  --- job ---------->   child per job:
          (cached per reference+seed)            reference child: builds Model, draws inputs,
        _run_job(candidate) --- job ------>      computes outputs (and times them on a GPU)
        _compare(ref, cand) in the parent        candidate child: imports the candidate from a
                                                 temp .py file, runs ModelNew.forward under the
                                                 op monitor, sends outputs back

The reference runs in a different process than the candidate, so the candidate can neither
see its outputs (no "torch.empty returns the freed reference result") nor patch the
comparison: outputs, and the inputs after the call, travel back to the parent, which compares
them. Forking a server that imported torch but ran nothing costs milliseconds, not the
seconds of an import; forking after torch ran ops or touched CUDA is unsafe, hence a separate
clean server rather than forking the caller.

The op monitor (gate 2), inside the candidate child:
  * a TorchDispatchMode sees every aten op while ModelNew.forward runs: `x @ w`, `x.relu()`,
    `getattr(torch, "rel" + "u")` and `torch.ops.aten.relu` all arrive as aten ops. Allowed:
    allocation, views, copies, reshapes (DATA_OPS) and whatever `allow_torch_ops` names. The
    interpreter's own launcher moves data with torch ops (copy_, set_, new_empty): those are
    data ops, so no special case is needed. During the candidate's import and ModelNew.__init__
    the same monitor also allows random weight initialisation (so nothing is precomputed).
  * a TorchFunctionMode flags the escape hatches that bypass the dispatcher outside kernel
    launches: .numpy(), __array__, data_ptr(), untyped_storage(), __dlpack__, tolist().
    (So a candidate must not call x.data_ptr() itself; Triton's launcher may.)
  * threads and fork are blocked (a thread's ops are invisible to the thread-local modes).
  * every call must launch >= 1 Triton kernel (JITFunction.run / InterpretedFunction.run hooked).
  * the answer must come from the kernels, checked on a record of memory: every storage the
    inputs, the weights or a visible op created is known, with a snapshot of its bytes after
    its last visible write (an op, or a kernel launch). Then
      - a kernel may only be given known memory whose bytes still match the snapshot (a
        hidden op's result, or a hidden write into a buffer, shows up here);
      - each output must have been written by a kernel (or be a visible copy of such memory,
        or an allowed op's result), must still match its snapshot, and under the interpreter
        every output element must have been stored by a kernel's tl.store / atomic (exact: the
        interpreter's store is wrapped and logs addresses; on a GPU, "written" means a launch
        changed the storage's bytes).
  The hooks and modes hold the monitor in closures, not in a global a candidate could reset.

Correctness (gate 3, KernelBench's protocol, DESIGN.md §4): torch.manual_seed(seed) before
Model(*init) and before ModelNew(*init), so the weights match; `trials` fresh inputs from
get_inputs() under seeds derived from `seed`; same structure, shape and dtype; allclose with
atol = rtol = 1e-4 for float32 and 1e-2 for 16-bit types. 1e-4 is what the interpreter's fp32
tl.dot meets with room to spare (measured: max |err| vs torch 1.2e-4 on outputs of magnitude
~200 for K = 4096, passing allclose; 1e-5 for K = 64). On a GPU, tl.dot on fp32 uses TF32 by
default (10 mantissa bits, ~1e-3 relative per product), which should miss 1e-4: kernels pass
input_precision="ieee" (or the caller passes tol=). Not yet measured on a GPU: the gpu test
test_gpu_tf32_dot_misses_fp32_tolerance records it. Also rejected: a constant output where the reference varies (a zero output
passes an absolute tolerance when the answer is tiny), modified inputs, an output aliasing an
input, a parameter or another output, and an output equal to the previous call's output when
the reference's differ (a cached result).

Timing (GPU only): CUDA-event medians with a warm-up and an L2 flush before every rep, like
triton.testing.do_bench, for eager (and optionally torch.compile) and the candidate; speedup
above 10x is `suspicious` and correctness is re-checked on fresh inputs after timing.

Deliberate departures (numbered, so the README can cite them):
  1. The paper patches torch ops; we use dispatch/function modes plus provenance checks,
     which also catch ops reached through getattr, operators and torch.ops.aten.
  2. Our own timing loop instead of triton.testing.do_bench: between reps it refills the input
     buffers in place with other trials' values (outside the timed region), so a result cached
     per input address is stale and caught, and it makes the current stream wait for every
     stream a kernel was launched on, so work on a side stream counts.
  3. No timing on a CPU: the interpreter's speed says nothing about a GPU. speedup = None and
     r_s = 0 there.
  4. Inputs are drawn under seeds derived from `seed` (reproducible verdicts) rather than
     fresh entropy; the candidate cannot see the reference source to replay them, and any
     compute in its import or constructor is flagged.
  5. The reference runs first (and is cached per reference+seed for a GRPO group), so a broken
     reference is reported as `reference` whatever the candidate is.

What is covered, and what is not: this is NOT a security sandbox. It stops crashes, hangs,
output floods (only a 4 KiB tail is kept), big allocations (RLIMIT_AS on a CPU; on a GPU a CUDA
OOM is an exception), leftover processes (the child is its own process group, killed at the
end, background processes included) and temp files (removed by the server), and the known
ways a policy fools KernelBench-style checks (tests/verifier_cases/adv_*.py, one file per
hole, each with the stage it must get). Results from a child are unpickled as plain data
only, so a forged frame cannot run code in the server or the parent. A determined attacker
with Python can still win: forge a plain-data result frame with outputs it computed itself,
find the originals behind our hooks and call them, hide a computation inside a kernel launch
(under the interpreter a jit function's body is plain Python: NumPy code in it is not
inspected), reuse the address of a freed known buffer, or escape the
process group (setsid). The candidate can read and write files and use the network like any
Python code. Run untrusted code from outside RL in a container.

Reading order: rewards -> static gate -> tensor packing -> child side (reference job, the
monitor, candidate job, GPU timing) -> fork server -> parent (evaluate, compare) ->
evaluate_many -> CLI.

Run it:
    python reward.py REFERENCE.py CANDIDATE.py [--trials 5] [--json]   # exit 0 iff correct
    python reward.py --bench                                           # evaluations / second
    python -m pytest tests/test_reward.py -q                           # CPU: the interpreter
On a machine without CUDA every entry point sets TRITON_INTERPRET=1 before any kernel exists.
"""
import argparse
import ast
import collections
import contextlib
from contextlib import nullcontext as _nullcontext
import hashlib
import json
import math
import os
import pickle
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import asdict, dataclass, field

# The server process is told its device by the parent and must not call
# torch.cuda.is_available() itself: that initialises the CUDA driver, after which forking is
# unsafe. Everyone else decides here, before any @triton.jit function can be defined.
_SERVER_DEVICE = os.environ.get("REWARD_SERVER_DEVICE")
import torch  # noqa: E402

if _SERVER_DEVICE is None and not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")

STAGES = ("format", "static", "compile", "reference", "runtime", "timeout", "fallback",
          "mismatch", "ok")
TOL = {torch.float32: 1e-4, torch.float16: 1e-2, torch.bfloat16: 1e-2, torch.float64: 1e-6}
SUSPICIOUS_SPEEDUP = 10.0      # above this, re-check correctness on fresh inputs and flag
CPU_MEM_LIMIT_GB = 6           # RLIMIT_AS headroom for a child on a CPU (GPU: CUDA reserves VA)
OUTPUT_TAIL = 4096             # bytes of the candidate's stdout/stderr kept
GRACE_S = 5.0                  # a child gets timeout_s + this before it is killed
BENCH_REPS, BENCH_WARMUP = 50, 5   # GPU timing: timed calls (median) and untimed warm-up calls

# aten ops that move data but compute nothing; PyTorch may run them in ModelNew.forward
# (the interpreter's launcher itself uses copy_, set_, new_empty, detach).
DATA_OPS = frozenset("""
empty empty_like empty_strided new_empty new_empty_strided zeros zeros_like new_zeros ones
ones_like new_ones full full_like new_full scalar_tensor fill_ zero_ resize_
view _unsafe_view reshape as_strided t transpose permute expand expand_as squeeze unsqueeze
slice select unbind split split_with_sizes narrow alias detach unfold view_as flatten unflatten
movedim clone copy_ _to_copy contiguous to lift_fresh lift_fresh_copy set_ _copy_from
_copy_from_and_resize cat stack constant_pad_nd repeat _local_scalar_dense is_same_size sym_size sym_stride sym_numel
sym_storage_offset record_stream _has_compatible_shallow_copy_type
""".split())
# How those ops touch memory (for the provenance bookkeeping in _track).
VIEW_OPS = frozenset("""
view _unsafe_view reshape as_strided t transpose permute expand expand_as squeeze unsqueeze
slice select unbind split split_with_sizes narrow alias detach unfold view_as flatten unflatten
movedim set_ _local_scalar_dense is_same_size sym_size sym_stride sym_numel sym_storage_offset
record_stream _has_compatible_shallow_copy_type
""".split())
ALLOC_OPS = frozenset("""
empty empty_like empty_strided new_empty new_empty_strided zeros zeros_like new_zeros ones
ones_like new_ones full full_like new_full scalar_tensor lift_fresh lift_fresh_copy
""".split())
COPY_OPS = frozenset("""
clone copy_ _to_copy contiguous to _copy_from _copy_from_and_resize cat stack constant_pad_nd
repeat
""".split())
# ... plus, while the candidate is imported and constructed, weight initialisation.
INIT_OPS = DATA_OPS | frozenset("""
uniform_ normal_ random_ bernoulli_ exponential_ randn rand randint randperm normal
""".split())
# Tensor methods that hand out raw memory, so numpy/ctypes can compute behind the dispatcher.
ESCAPE_FUNCS = frozenset("""
numpy __array__ __array_wrap__ __dlpack__ __dlpack_device__ data_ptr untyped_storage storage
_storage tolist share_memory_
""".split())
# Static gate (defense in depth; the run-time monitor is what actually decides gate 2).
BANNED_MODULES = frozenset("""
ctypes cffi threading _thread multiprocessing concurrent subprocess gc signal socket mmap
pickle marshal numba cupy pycuda jax
""".split())
BANNED_NAMES = frozenset("""
eval exec compile __import__ globals _getframe __subclasses__ __globals__ __builtins__
_python_dispatch _disable_current_modes TorchDispatchMode TorchFunctionMode
_DisableTorchDispatch DisableTorchFunction DisableTorchFunctionSubclass _no_torch_function_mode
_pop_mode _pop_torch_function_stack __dlpack__ setsid fork
""".split())


@dataclass
class EvalResult:
    stage: str                          # one of STAGES
    correct: bool = False
    error: str = ""                     # a short human-readable reason ("" when ok)
    t_ref_ms: float | None = None       # eager reference median (GPU timing only)
    t_compile_ms: float | None = None   # torch.compile reference median, when measured
    t_new_ms: float | None = None       # candidate median
    speedup: float | None = None        # t_ref_ms / t_new_ms; None when not timed
    max_abs_err: float | None = None    # over all trials and outputs
    suspicious: bool = False            # speedup > SUSPICIOUS_SPEEDUP or side-stream work
    torch_ops: list = field(default_factory=list)   # aten ops seen while forward ran
    launches: int = 0                   # Triton kernel launches over all forward calls
    output_tail: str = ""               # the last bytes the candidate printed
    wall_s: float = 0.0


# ----------------------------------------------------------------------------------------
# rewards (paper §3: r_c, r_s; the GRPO ablation's 1 + f(speedup))

def rewards(result):
    """(r_correct, r_speed): r_c in {0, 1}; r_s = log(t_ref / t_new) if correct and timed."""
    r_c = 1.0 if result.correct else 0.0
    r_s = 0.0
    if result.correct and result.t_ref_ms and result.t_new_ms:
        r_s = math.log(result.t_ref_ms / result.t_new_ms)
    return r_c, r_s


def grpo_reward(result, lo=-0.5, hi=math.log(SUSPICIOUS_SPEEDUP)):
    """1 + f(speedup) if correct else 0, f = log clipped to [lo, hi]: with lo > -1 a correct
    kernel (>= 0.5) always outscores a wrong one (0); hi caps what a timing fluke can earn."""
    if not result.correct:
        return 0.0
    _, r_s = rewards(result)
    return 1.0 + min(max(r_s, lo), hi)


# ----------------------------------------------------------------------------------------
# gate 1, static part: runs in the parent on the source text

def extract_code(text):
    """The candidate's Python source, or None when the text holds no code (stage `format`).
    A fenced ```python block wins (the one mentioning ModelNew, else the longest)."""
    if text is None or not str(text).strip():
        return None
    text = str(text)
    blocks = re.findall(r"```[ \t]*(?:python|py)?[ \t]*\n(.*?)```", text, re.S)
    if blocks:
        with_model = [b for b in blocks if "ModelNew" in b]
        return max(with_model or blocks, key=len)
    # an opening fence that is never closed (the answer ended, or hit the token limit, inside
    # the block): the code is everything after the fence line, not the prose before it
    unclosed = re.search(r"```[ \t]*(?:python|py)?[ \t]*\n(.*)\Z", text, re.S)
    if unclosed and unclosed.group(1).strip():
        return unclosed.group(1)
    try:
        ast.parse(text)
        return text
    except SyntaxError:
        pass
    # Unparsable: code with a typo (compile reports it) or prose (format).
    if re.search(r"^\s*(import|from|def|class|@)\b", text, re.M):
        return text
    return None


def _dotted(node):
    """'triton.jit' for an Attribute chain, 'jit' for a Name; '' otherwise."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return ""


def static_check(code):
    """None if the source passes the static gate, else the reason. Raises SyntaxError."""
    tree = ast.parse(code)
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    if "ModelNew" not in classes:
        return "no class ModelNew defined at module level"
    kernels = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for dec in node.decorator_list:
                name = _dotted(dec.func if isinstance(dec, ast.Call) else dec)
                if name.split(".")[-1] == "jit" and "torch" not in name:
                    kernels.append(node.name)
    if not kernels:
        return "no @triton.jit kernel defined"
    for base in classes["ModelNew"].bases:
        name = _dotted(base)
        if name.split(".")[-1] != "Module":
            return f"ModelNew must subclass nn.Module directly, not {name or 'an expression'}"
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and node.handlers:
            return f"try/except at line {node.lineno}: a fallback path could hide a PyTorch answer"
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            mods = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for m in mods:
                if m.split(".")[0] in BANNED_MODULES:
                    return f"import of {m} is not allowed (line {node.lineno})"
        name = node.id if isinstance(node, ast.Name) else \
            node.attr if isinstance(node, ast.Attribute) else None
        # Anything that touches the dispatcher's or torch-function machinery can hide ops.
        if name and (name in BANNED_NAMES or re.search(r"dispatch|torch_?function", name, re.I)):
            return f"use of {name} is not allowed (line {node.lineno})"
        if isinstance(node, ast.Attribute) and node.attr == "suppress":
            return f"contextlib.suppress at line {node.lineno}: a hidden fallback path"
    return None


# ----------------------------------------------------------------------------------------
# moving tensors between processes: raw bytes + dtype + shape (numpy has no bfloat16)

def _pack(obj):
    """Tensors -> ("__tensor__", dtype, shape, bytes); containers recursively; the rest as is."""
    if isinstance(obj, torch.Tensor):
        t = obj.detach().to("cpu").contiguous()
        raw = t.reshape(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b""
        return ("__tensor__", str(t.dtype).split(".")[-1], tuple(t.shape), raw)
    if isinstance(obj, tuple):   # plain tuples: torch.Size and namedtuples unpickle as data
        return tuple(_pack(o) for o in obj)
    if isinstance(obj, list):
        return [_pack(o) for o in obj]
    if isinstance(obj, dict):
        return {k: _pack(v) for k, v in obj.items()}
    return obj


def _unpack(obj, device="cpu"):
    """The inverse of _pack, with tensors placed on `device`."""
    if isinstance(obj, tuple) and len(obj) == 4 and obj[0] == "__tensor__":
        _, dtype, shape, raw = obj
        dtype = getattr(torch, dtype)
        if not raw:
            return torch.empty(shape, dtype=dtype, device=device)
        t = torch.frombuffer(bytearray(raw), dtype=torch.uint8).view(dtype).reshape(shape)
        return t.to(device)
    if isinstance(obj, tuple):
        return tuple(_unpack(o, device) for o in obj)
    if isinstance(obj, list):
        return [_unpack(o, device) for o in obj]
    if isinstance(obj, dict):
        return {k: _unpack(v, device) for k, v in obj.items()}
    return obj


def _flatten_out(out):
    """A forward's result as a list of tensors (KernelBench returns a tensor or a tuple)."""
    return list(out) if isinstance(out, (list, tuple)) else [out]


# ----------------------------------------------------------------------------------------
# the child side: everything below runs in a forked child of the server

def _trial_seed(seed, trial):
    # Distinct, reproducible streams per trial; kept apart from the weight seed itself.
    return (seed * 1_000_003 + 7919 * (trial + 1)) % (2**63)


def _import_file(path, name):
    import importlib.util
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module      # dataclasses and triton's jit look the module up here
    spec.loader.exec_module(module)
    return module


def _short_exc(e):
    """'RuntimeError: message' from the last frame; the reader wants the reason, not a stack."""
    msg = str(e).strip().splitlines()
    line = msg[-1] if msg else ""
    return f"{type(e).__name__}: {line}"[:500]


def _sync(device):
    if device == "cuda":
        torch.cuda.synchronize()


def _bench(fn, arg_sets, device, side_streams=None, reps=50, warmup=5):
    """Median ms of fn(*args) with CUDA events (departure 2). Before each rep, outside the
    timed region: the fixed input buffers are refilled in place with the next trial's values
    and the L2 cache is flushed; after fn, the current stream waits for every stream a
    kernel was launched on, so side-stream work is inside the measurement."""
    bufs = [a.clone() if isinstance(a, torch.Tensor) else a for a in arg_sets[0]]
    flush = torch.empty(256 * 1024 * 1024, dtype=torch.int8, device=device)
    cur = torch.cuda.current_stream()
    start = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    end = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    last = None
    for r in range(warmup + reps):
        src = arg_sets[r % len(arg_sets)]
        for b, s in zip(bufs, src):
            if isinstance(b, torch.Tensor):
                b.copy_(s)
        flush.zero_()
        i = r - warmup
        if i >= 0:
            start[i].record()
        last = fn(*bufs)
        for s in (side_streams() if side_streams else ()):
            cur.wait_stream(s)
        if i >= 0:
            end[i].record()
    torch.cuda.synchronize()
    times = sorted(s.elapsed_time(e) for s, e in zip(start, end))
    # The last rep used arg_sets[(warmup+reps-1) % len]: its output is checked by the caller.
    return times[len(times) // 2], last, (warmup + reps - 1) % len(arg_sets)


def _reference_job(job):
    """Build Model, draw the inputs, compute the outputs (and time them on a GPU)."""
    device, seed = job["device"], job["seed"]
    try:
        mod = _import_file(job["path"], "reference")
        for name in ("Model", "get_inputs", "get_init_inputs"):
            if not hasattr(mod, name):
                return {"stage": "reference", "error": f"reference defines no {name}"}
        init = mod.get_init_inputs()
        torch.manual_seed(seed)
        model = mod.Model(*init).to(device)
        sets = []
        n_sets = job["trials"] + job["extra"]
        for t in range(n_sets):
            torch.manual_seed(_trial_seed(seed, t))
            inputs = [x.to(device) if isinstance(x, torch.Tensor) else x for x in mod.get_inputs()]
            sets.append(inputs)
        outs = []
        with torch.no_grad():
            for inputs in sets:
                outs.append(_flatten_out(model(*inputs)))
        _sync(device)
    except Exception as e:  # the reference's own bug: report it, never blame the candidate
        return {"stage": "reference", "error": "reference failed: " + _short_exc(e)}
    for o in outs:
        for t in o:
            if not isinstance(t, torch.Tensor):
                return {"stage": "reference", "error": f"reference returns {type(t).__name__}, not tensors"}
            if t.is_floating_point() and not torch.isfinite(t).all():
                return {"stage": "reference", "error": "reference output has NaN/Inf"}
    res = {"stage": "done", "init": _pack(list(init)), "inputs": [_pack(s) for s in sets],
           "outputs": [_pack(o) for o in outs], "t_ref_ms": None, "t_compile_ms": None}
    if job["timed"]:
        with torch.no_grad():
            res["t_ref_ms"] = _bench(model, sets[:job["trials"]], device, reps=BENCH_REPS,
                                     warmup=BENCH_WARMUP)[0]
            if job["timed"] == "compile":
                try:
                    compiled = torch.compile(model)
                    res["t_compile_ms"] = _bench(compiled, sets[:job["trials"]], device,
                                                 reps=BENCH_REPS, warmup=BENCH_WARMUP)[0]
                except Exception as e:  # torch.compile missing a backend is not fatal
                    res["compile_error"] = _short_exc(e)
    return res


class _Monitor:
    """Per-child state of gate 2: ops seen, launches, memory the kernels touched."""

    def __init__(self, device, allowed, extra=frozenset()):
        self.device = device
        self.allowed = allowed          # op names allowed in the current phase
        self.extra = extra              # allow_torch_ops (overload packet names)
        self.phase = "import"
        self.depth = 0                  # > 0 while inside a Triton kernel launch
        self.timing = False             # True while the GPU timing loop runs
        self.internal = 0               # > 0 while the verifier's own bookkeeping runs
        self.launches = 0
        self.seen = []                  # aten op names, in first-seen order
        self.bad = []                   # (phase, reason)
        self.streams = set()            # streams kernels were launched on (GPU)
        self.touched = {}               # storage data_ptr -> bytes snapshot after last write
        self.changed = set()            # storages a kernel wrote (or visible copies of them)
        self.known = set()              # storages we saw created: inputs, weights, op outputs
        self.stores = []                # interpreter: arrays of addresses kernels stored to

    @contextlib.contextmanager
    def quiet(self):
        """Our own bookkeeping (snapshots, comparisons) runs torch ops: the modes ignore them."""
        self.internal += 1
        try:
            yield
        finally:
            self.internal -= 1

    def flag(self, reason):
        msg = f"{reason} in {self.phase}"
        if len(self.bad) < 4 and msg not in self.bad:
            self.bad.append(msg)

    @staticmethod
    def raw(t):
        """The bytes of t's whole storage, as a uint8 tensor sharing its memory."""
        return torch.empty(0, dtype=torch.uint8, device=t.device).set_(t.untyped_storage())

    def snapshot(self, t):
        """Remember a tensor's whole storage as given to a kernel, with its bytes right now."""
        if t.untyped_storage().nbytes():
            self.touched[t.untyped_storage().data_ptr()] = self.raw(t).clone()


def _check_kernel_memory(mon, tensors):
    """Before a launch: a kernel may only read memory holding what visible ops and kernels put
    there. Returns each storage's last snapshot (to see, after the launch, what it changed)."""
    if mon.device == "cuda":
        torch.cuda.synchronize()   # work still running on a side stream is not a hidden write
    prev = {}
    for a in tensors:
        key = a.untyped_storage().data_ptr()
        if not a.untyped_storage().nbytes():
            continue
        if key not in mon.known:
            mon.flag("a kernel was given memory that no visible PyTorch op created")
        elif key in mon.touched and not torch.equal(mon.raw(a), mon.touched[key]):
            mon.flag("memory changed outside PyTorch and Triton before a kernel read it")
        prev[key] = mon.touched.get(key)
    return prev


def _after_launch(mon, tensors, prev, stream, new_stores, np):
    """After a launch: snapshot its memory and record which storages the kernel wrote (the
    interpreter's store log says exactly; on a GPU, a storage whose bytes changed)."""
    with torch.cuda.stream(stream) if stream is not None else _nullcontext():
        for a in tensors:  # on the launch's stream: ordered after the kernel, even a side one
            key = a.untyped_storage().data_ptr()
            mon.snapshot(a)
            if stream is not None and (prev.get(key) is None or not torch.equal(prev[key], mon.touched[key])):
                mon.changed.add(key)
    if new_stores:
        new = np.concatenate(new_stores)
        for a in tensors:
            lo, hi = _storage_range(a)
            if ((new >= lo) & (new < hi)).any():
                mon.changed.add(lo)


def _install_hooks(mon):
    """Wrap Triton's launch entry points, the interpreter's stores, and thread creation.
    The wrappers hold `mon` in closures: no module global a candidate could reset."""
    import _thread
    import numpy as np
    from triton.runtime.jit import JITFunction

    def wrap_run(orig):
        def run(self, *args, grid, warmup, **kwargs):
            if warmup:
                return orig(self, *args, grid=grid, warmup=warmup, **kwargs)
            mon.launches += 1
            stream = torch.cuda.current_stream() if mon.device == "cuda" else None
            if stream is not None:
                mon.streams.add(stream)
            # Bookkeeping only for the outermost launch, and none while timing (it would be
            # timed too). It runs "inside" the launch (depth 1): it is not the candidate's.
            book = mon.depth == 0 and not mon.timing
            mon.depth += 1
            tensors = _tensor_args(list(args) + list(kwargs.values()))
            if book:
                with mon.quiet():
                    prev = _check_kernel_memory(mon, tensors)
            n_stores = len(mon.stores)
            try:
                return orig(self, *args, grid=grid, warmup=warmup, **kwargs)
            finally:
                if book:
                    with mon.quiet():
                        _after_launch(mon, tensors, prev, stream, mon.stores[n_stores:], np)
                mon.depth -= 1
        return run

    JITFunction.run = wrap_run(JITFunction.run)
    if os.environ.get("TRITON_INTERPRET") == "1":
        from triton.runtime import interpreter as interp
        interp.InterpretedFunction.run = wrap_run(interp.InterpretedFunction.run)
        real = interp._interpreter

        class _StoreLog:
            """Proxy for the interpreter's C++ memory ops: logs every stored address."""
            def __getattr__(self, name):
                return getattr(real, name)

            def store(self, ptrs, value, mask):
                mon.stores.append(ptrs[mask].ravel().astype("uint64"))
                return real.store(ptrs, value, mask)

            def atomic_rmw(self, op, ptrs, val, mask, sem):
                mon.stores.append(ptrs[mask].ravel().astype("uint64"))
                return real.atomic_rmw(op, ptrs, val, mask, sem)

            def atomic_cas(self, ptrs, cmp, val, sem):
                mon.stores.append(ptrs.ravel().astype("uint64"))
                return real.atomic_cas(ptrs, cmp, val, sem)

        interp._interpreter = _StoreLog()

    # A thread's torch ops are invisible to the (thread-local) modes: block threads, and fork.
    orig_start = threading.Thread.start

    def blocked_start(self, *a, **k):
        if mon.depth == 0:
            mon.flag("started a thread (its torch ops would be invisible)")
            raise RuntimeError("threads are not allowed in a candidate")
        return orig_start(self, *a, **k)

    def blocked(*a, **k):
        mon.flag("started a thread or process")
        raise RuntimeError("threads and processes are not allowed in a candidate")

    threading.Thread.start = blocked_start
    _thread.start_new_thread = blocked
    if hasattr(_thread, "start_joinable_thread"):
        _thread.start_joinable_thread = blocked
    os.fork = blocked


def _tensor_args(args):
    """The tensors a launch is given: plain, inside tuples, or as a TensorDescriptor's base."""
    out = []
    for a in args:
        if isinstance(a, torch.Tensor):
            out.append(a)
        elif isinstance(a, (tuple, list)):
            out += _tensor_args(a)
        elif isinstance(getattr(a, "base", None), torch.Tensor):
            out.append(a.base)
    return out


def _make_modes(mon):
    """The dispatch mode (which aten ops ran) and function mode (escape hatches)."""
    from torch.overrides import TorchFunctionMode
    from torch.utils._python_dispatch import TorchDispatchMode

    class OpMode(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            if mon.internal:
                return out
            for o in _tensor_args(out if isinstance(out, (list, tuple)) else [out]):
                mon.known.add(o.untyped_storage().data_ptr())
            name = func.overloadpacket.__name__
            ns = getattr(func, "namespace", "aten")
            full = f"{ns}.{name}"
            if mon.depth == 0 and full not in mon.seen:
                mon.seen.append(full)
            if name not in mon.allowed and full not in mon.allowed:
                mon.flag(f"PyTorch op {full}")
            elif mon.phase == "forward" and mon.depth == 0:
                with mon.quiet():
                    _track(mon, name, args, out)
            return out

    class EscapeMode(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            if mon.depth == 0 and not mon.internal and getattr(func, "__name__", "") in ESCAPE_FUNCS:
                mon.flag(f"Tensor.{func.__name__}() (raw memory outside a kernel)")
            return func(*args, **(kwargs or {}))

    return OpMode, EscapeMode


def _track(mon, name, args, out):
    """Memory bookkeeping after a visible op in forward (gate 2, the answer is the kernels'):
      - every storage an op wrote gets a fresh snapshot, so a later hidden write shows;
      - a copy of kernel-written memory is kernel-written, and so is the output of an op the
        caller allowed (allow_torch_ops); a fresh allocation is not, even at a recycled address;
      - under the interpreter, data ops' outputs join the store log (they are allowed writes)."""
    if name in VIEW_OPS:
        return
    outs = _tensor_args(out if isinstance(out, (list, tuple)) else [out])
    srcs = _tensor_args(args[1:] if name == "copy_" else args)   # copy_(dst, src)
    from_kernel = any(s.untyped_storage().data_ptr() in mon.changed for s in srcs)
    allowed = name in mon.extra and name not in DATA_OPS
    for o in outs:
        key = o.untyped_storage().data_ptr()
        if name in ALLOC_OPS:
            mon.changed.discard(key)
        elif allowed or (name in COPY_OPS and from_kernel):
            mon.changed.add(key)
        if (allowed or name in COPY_OPS) and os.environ.get("TRITON_INTERPRET") == "1":
            mon.stores.append(_addresses(o))
        mon.snapshot(o)


def _addresses(t):
    """Byte addresses of each element of t (numpy uint64), whatever its strides."""
    import numpy as np
    idx = torch.arange(t.numel(), dtype=torch.int64) if t.is_contiguous() else \
        torch.as_strided(torch.arange(t.untyped_storage().nbytes() // t.element_size() + 1,
                                      dtype=torch.int64), t.shape, t.stride(), 0).reshape(-1)
    base = t.data_ptr()
    return (base + idx.numpy().astype(np.int64) * t.element_size()).astype(np.uint64)


def _storage_range(t):
    s = t.untyped_storage()
    return s.data_ptr(), s.data_ptr() + s.nbytes()


def _candidate_job(job):
    """Import the candidate, build ModelNew, run forward on every trial under the monitor."""
    import numpy as np
    device = job["device"]
    extra = set(job["allow"])
    mon = _Monitor(device, INIT_OPS | extra, frozenset(extra))
    _install_hooks(mon)
    OpMode, EscapeMode = _make_modes(mon)

    def monitored(fn, *a):
        with EscapeMode(), OpMode():
            return fn(*a)

    # Import and construct (stage compile); compute here would precompute the answer.
    try:
        mod = monitored(_import_file, job["path"], "candidate")
        cls = getattr(mod, "ModelNew", None)
        if cls is None:
            return {"stage": "compile", "error": "ModelNew not defined after import"}
        init = _unpack(job["init"])
        mon.phase = "__init__"
        torch.manual_seed(job["seed"])
        model = monitored(cls, *init)
        model = model.to(device)
    except BaseException as e:  # noqa: BLE001 -- SystemExit in __init__ is a compile failure too
        return {"stage": "compile", "error": _short_exc(e)}
    if mon.bad:
        return {"stage": "fallback", "error": "; ".join(mon.bad), "ops": mon.seen}

    params = [p for p in list(model.parameters()) + list(model.buffers())]
    mon.known.update(p.untyped_storage().data_ptr() for p in params)   # after .to(device)
    mon.phase, mon.allowed = "forward", DATA_OPS | extra
    mon.seen = []
    outputs, inputs_after, aliases = [], [], []
    sets = [_unpack(s, device) for s in job["inputs"]]

    def run_trial(inputs):
        """One forward under the monitor; returns (outputs list, error result or None)."""
        mon.touched.clear()
        mon.changed.clear()
        mon.stores = []
        for x in _tensor_args(inputs) + params:   # the starting point of the memory record
            mon.known.add(x.untyped_storage().data_ptr())
            mon.snapshot(x)
        before = mon.launches
        try:
            with torch.no_grad():
                out = monitored(model, *inputs)
            _sync(device)
        except BaseException as e:  # noqa: BLE001 -- SystemExit, KeyboardInterrupt too
            if mon.bad:
                return None, {"stage": "fallback", "error": "; ".join(mon.bad)}
            return None, {"stage": "runtime", "error": "forward raised " + _short_exc(e)}
        if mon.bad:
            return None, {"stage": "fallback", "error": "; ".join(mon.bad)}
        if mon.launches == before:
            return None, {"stage": "fallback", "error": "no Triton kernel was launched"}
        outs = _flatten_out(out)
        for i, o in enumerate(outs):
            if not isinstance(o, torch.Tensor):
                return None, {"stage": "mismatch", "error": f"output {i} is {type(o).__name__}, not a tensor"}
            if o.device.type != device:
                return None, {"stage": "mismatch", "error": f"output {i} is on {o.device.type}, not {device}"}
            err = _provenance(mon, o, i, np)
            if err:
                return None, {"stage": "fallback", "error": err}
        return outs, None

    for k, inputs in enumerate(sets[:job["trials"]]):
        outs, err = run_trial(inputs)
        if err:
            err["ops"] = mon.seen
            err["launches"] = mon.launches
            return err
        # Aliasing: an output must own its memory (not an input's, a weight's, another output's).
        rng_in = [(_storage_range(x), f"input {j}") for j, x in enumerate(inputs) if isinstance(x, torch.Tensor)]
        rng_p = [(_storage_range(p), "a parameter or buffer") for p in params]
        al = []
        for i, o in enumerate(outs):
            lo, hi = _storage_range(o)
            others = [(_storage_range(x), f"output {j}") for j, x in enumerate(outs) if j != i]
            for (a, b), what in rng_in + rng_p + others:
                if lo < b and a < hi and o.numel() > 0:
                    al.append(f"output {i} aliases {what}")
        aliases.append(al)
        outputs.append(_pack(outs))
        inputs_after.append(_pack(list(inputs)))

    res = {"stage": "done", "outputs": outputs, "inputs_after": inputs_after, "aliases": aliases,
           "ops": mon.seen, "launches": mon.launches, "t_new_ms": None, "suspicious": False}
    if job["timed"]:
        try:
            err = _time_candidate(job, mon, model, sets, res)
        except Exception as e:
            err = {"stage": "runtime", "error": "failed while timing: " + _short_exc(e)}
        if err:
            return dict(err, ops=mon.seen, launches=mon.launches)
    return res


def _provenance(mon, o, i, np):
    """None if output i came from the kernels, else why not (gate 2, 'the answer is Triton's')."""
    if o.numel() == 0:
        return None
    key = o.untyped_storage().data_ptr()
    if key not in mon.known:
        return f"output {i} is memory that no visible PyTorch op created (a hidden computation)"
    if key not in mon.changed:
        return f"output {i} was not written by a Triton kernel"
    if not torch.equal(mon.raw(o), mon.touched[key]):
        return f"output {i} changed after its last visible write, outside Triton and PyTorch"
    if os.environ.get("TRITON_INTERPRET") == "1":
        written = np.unique(np.concatenate(mon.stores)) if mon.stores else np.empty(0, np.uint64)
        addr = _addresses(o)
        missing = ~np.isin(addr, written, assume_unique=False)
        if missing.any():
            return (f"output {i}: {int(missing.sum())} of {addr.size} elements were never "
                    f"stored by a Triton kernel")
    return None


def _time_candidate(job, mon, model, sets, res):
    """GPU timing of the candidate (into res), then its outputs on inputs it has not seen yet,
    for the parent to re-check. Returns an error result, or None."""
    trials = job["trials"]

    def side_streams():
        cur = torch.cuda.current_stream()
        return [s for s in mon.streams if s != cur]

    idle_calls = []

    def call(*args):  # every timed call must launch (a cache that skips kernels looks fast)
        before = mon.launches
        out = model(*args)
        if mon.launches == before:
            idle_calls.append(1)
        return out

    mon.streams, mon.timing = set(), True
    with torch.no_grad():
        ms, last, k = _bench(call, sets[:trials], job["device"], side_streams, reps=BENCH_REPS,
                             warmup=BENCH_WARMUP)
    mon.timing = False
    if idle_calls:
        return {"stage": "fallback", "error": f"{len(idle_calls)} timed calls launched no Triton kernel"}
    res["t_new_ms"] = ms
    res["side_stream"] = bool(side_streams())
    res["timed_output"] = (k, _pack(_flatten_out(last)))   # output of a timed call, checked
    # Re-check after timing on inputs the candidate has not seen (the parent compares them).
    rechecks = []
    for inputs in sets[trials:]:
        with torch.no_grad():
            rechecks.append(_pack(_flatten_out(model(*inputs))))
    res["rechecks"] = rechecks
    return None


def _child_main(job, res_fd):
    """Entry of a forked child: limits, then the job, then one pickled frame on res_fd."""
    try:
        os.setpgid(0, 0)  # its own process group: the server kills the whole group
    except OSError:
        pass
    try:
        import ctypes  # die with the server (Linux): no orphans if the server is killed
        ctypes.CDLL("libc.so.6").prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except Exception:
        pass
    if job["device"] == "cpu":
        import resource
        vm = _vm_bytes()
        lim = vm + CPU_MEM_LIMIT_GB * 2**30
        resource.setrlimit(resource.RLIMIT_AS, (lim, lim))
    torch.set_num_threads(1)  # workers share the cores; one thread each
    if job["device"] == "cuda":
        torch.cuda.init()
    try:
        res = (_reference_job if job["role"] == "reference" else _candidate_job)(job)
    except MemoryError:
        res = {"stage": "runtime", "error": "out of memory"}
    except BaseException as e:  # noqa: BLE001 -- the child must report, whatever happened
        res = {"stage": "runtime", "error": "verifier child: " + _short_exc(e)}
    data = pickle.dumps(res, protocol=pickle.HIGHEST_PROTOCOL)
    _write_frame(res_fd, data)
    os._exit(0)


def _vm_bytes():
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return 4 * 2**30


# ----------------------------------------------------------------------------------------
# the fork server: a clean process that imported torch+triton and forks one child per job

def _write_frame(fd, data):
    view = memoryview(struct.pack("<Q", len(data)) + data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


def _read_exact(fd, n):
    chunks, got = [], 0
    while got < n:
        b = os.read(fd, min(n - got, 1 << 20))
        if not b:
            raise EOFError
        chunks.append(b)
        got += len(b)
    return b"".join(chunks)


def _read_frame(fd):
    (n,) = struct.unpack("<Q", _read_exact(fd, 8))
    return _read_exact(fd, n)


class _SafeUnpickler(pickle.Unpickler):
    """Results come from a child that ran candidate code: unpickle plain data only (dicts,
    lists, tuples, str, bytes, numbers) and torch dtypes, never arbitrary classes or calls, so
    a forged frame cannot run code in the server or the parent."""

    def find_class(self, module, name):
        if module == "torch" and isinstance(getattr(torch, name, None), torch.dtype):
            return getattr(torch, name)
        if module == "builtins" and name in ("complex", "slice", "set", "frozenset", "range"):
            return getattr(__import__("builtins"), name)
        raise pickle.UnpicklingError(f"refusing to unpickle {module}.{name}")


def _safe_loads(data):
    import io
    return _SafeUnpickler(io.BytesIO(data)).load()


def _serve():
    """Server loop: read a job frame on stdin, run it in a fresh child, reply on the saved fd."""
    reply_fd = os.dup(1)
    os.dup2(2, 1)        # stray prints of the server (or its imports) must not corrupt replies
    import numpy  # noqa: F401  -- everything a child needs, imported once, before any fork
    import triton  # noqa: F401
    import triton.language  # noqa: F401
    from triton.runtime import interpreter  # noqa: F401
    try:  # imported lazily by the first launch's argument specialisation (~0.1 s per child)
        import triton.experimental.gluon  # noqa: F401
    except ImportError:
        pass
    import torch.overrides  # noqa: F401
    import torch.utils._python_dispatch  # noqa: F401
    import torch._dynamo  # noqa: F401  -- a TorchFunctionMode imports it lazily: ~3 s per child
    import importlib.util  # noqa: F401
    if torch.cuda.is_initialized():  # an import touched CUDA: every forked child would fail
        raise RuntimeError("reward server: CUDA was initialised before forking")
    workdir = tempfile.mkdtemp(prefix="reward_server_")
    # Compilers write caches: keep them in our temp dir, removed when the server ends.
    os.environ["TRITON_CACHE_DIR"] = os.path.join(workdir, "triton")
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(workdir, "inductor")
    _write_frame(reply_fd, b"ready " + workdir.encode())
    try:
        while True:
            try:
                job = pickle.loads(_read_frame(0))
            except EOFError:
                break
            reply = _run_child(job, workdir, reply_fd)
            _write_frame(reply_fd, pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _run_child(job, workdir, reply_fd):
    """Fork, collect the result frame and a bounded output tail, enforce the deadline,
    kill the child's process group, reap it, remove its files. Returns a plain dict."""
    jobdir = tempfile.mkdtemp(dir=workdir)
    path = os.path.join(jobdir, f"{job['role']}.py")
    with open(path, "w") as f:
        f.write(job.pop("src"))
    job["path"] = path
    res_r, res_w = os.pipe()
    out_r, out_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        try:
            os.close(res_r)
            os.close(out_r)
            os.close(reply_fd)               # never write into the parent's reply pipe
            devnull = os.open(os.devnull, os.O_RDONLY)
            os.dup2(devnull, 0)              # never read the server's job pipe
            os.dup2(out_w, 1)
            os.dup2(out_w, 2)
            os.close(out_w)
            sys.dont_write_bytecode = True
            _child_main(job, res_w)
        finally:
            os._exit(70)
    os.close(res_w)
    os.close(out_w)
    deadline = time.monotonic() + job["timeout_s"] + GRACE_S
    buf, tail, got, timed_out = bytearray(), bytearray(), None, False
    open_fds = {res_r, out_r}
    while res_r in open_fds:
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = True
            break
        ready, _, _ = select.select(list(open_fds), [], [], min(left, 1.0))
        for fd in ready:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                open_fds.discard(fd)
            elif fd == res_r:
                buf += chunk
            else:
                tail = (tail + chunk)[-OUTPUT_TAIL:]
    try:
        os.killpg(pid, signal.SIGKILL)  # the child and anything it started in its group
    except OSError:
        pass
    _, status = os.waitpid(pid, 0)
    if out_r in open_fds:  # whatever is already in the pipe, without waiting for writers
        os.set_blocking(out_r, False)
        try:
            while chunk := os.read(out_r, 1 << 20):
                tail = (tail + chunk)[-OUTPUT_TAIL:]
        except (BlockingIOError, OSError):
            pass
    os.close(res_r)
    os.close(out_r)
    shutil.rmtree(jobdir, ignore_errors=True)
    if len(buf) >= 8:
        (n,) = struct.unpack("<Q", bytes(buf[:8]))
        if len(buf) - 8 == n:
            try:
                got = _safe_loads(bytes(buf[8:]))
            except Exception as e:  # noqa: BLE001 -- a forged or corrupt frame from the child
                got = {"stage": "runtime", "error": "unreadable result from the child: " + _short_exc(e)}
    if got is None:
        if timed_out:
            why = f"timed out after {job['timeout_s']:.0f}s"
        elif os.WIFSIGNALED(status):
            sig = os.WTERMSIG(status)
            name = signal.Signals(sig).name if sig in signal.Signals._value2member_map_ else str(sig)
            why = f"crashed with {name}" + (" (killed: out of memory?)" if sig == signal.SIGKILL else "")
        else:
            why = f"exited with status {os.WEXITSTATUS(status)} before reporting"
        got = {"stage": "timeout" if timed_out else "runtime", "error": why}
    got["tail"] = tail.decode("utf-8", "replace")
    return got


class _Server:
    """The parent's handle on one fork server process."""

    def __init__(self, device):
        env = dict(os.environ, REWARD_SERVER_DEVICE=device, PYTORCH_NVML_BASED_CUDA_CHECK="1")
        if device == "cpu":
            env["TRITON_INTERPRET"] = "1"
        else:
            env.pop("TRITON_INTERPRET", None)
        self.device = device
        self.proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--serve"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                                     start_new_session=True)
        try:
            hello = _read_frame(self.proc.stdout.fileno())
        except EOFError:
            hello = b""
        if not hello.startswith(b"ready "):
            self.proc.kill()
            raise RuntimeError("reward server failed to start (its error is on stderr)")
        self.workdir = hello[6:].decode()    # removed by the server when it ends

    def run(self, job, wait_s):
        """Send a job, wait at most wait_s for the reply (the server enforces the child's
        deadline itself; this only guards against the server hanging)."""
        data = pickle.dumps(job, protocol=pickle.HIGHEST_PROTOCOL)
        fd = self.proc.stdout.fileno()
        _write_frame(self.proc.stdin.fileno(), data)
        ready, _, _ = select.select([fd], [], [], wait_s)
        if not ready:
            self.proc.kill()
            self.proc.wait()
            raise TimeoutError("the verifier's fork server did not answer")
        return _safe_loads(_read_frame(fd))

    def close(self):
        try:
            self.proc.stdin.close()
            self.proc.wait(timeout=10)
        except Exception:  # a hung server is killed: it must not outlive us
            self.proc.kill()
            self.proc.wait()


_POOL = collections.defaultdict(list)   # device -> idle servers
_ALL = []
_POOL_LOCK = threading.Lock()
_POOL_PID = os.getpid()   # a fork of the parent (a DataLoader worker) must not share servers


_TIMING_LOCK = threading.Lock()   # one timed job at a time on the GPU


def _run_job(job):
    """Run a job on an idle server (starting one if none); a dead server is replaced once."""
    if job.get("timed"):
        with _TIMING_LOCK:
            return _run_job_untimed(job)
    return _run_job_untimed(job)


def _run_job_untimed(job):
    global _POOL_PID
    device = job["device"]
    wait_s = job["timeout_s"] * (4 if job.get("timed") else 1) + GRACE_S + 60
    with _POOL_LOCK:
        if os.getpid() != _POOL_PID:   # we are a fork: the servers belong to our parent
            _POOL.clear()
            _ALL[:] = []
            _POOL_PID = os.getpid()
    for attempt in range(2):
        with _POOL_LOCK:
            server = _POOL[device].pop() if _POOL[device] else None
        if server is None:
            server = _Server(device)
            with _POOL_LOCK:
                _ALL.append(server)
        try:
            reply = server.run(dict(job), wait_s)
        except TimeoutError as e:
            return {"stage": "timeout", "error": str(e)}
        except (EOFError, BrokenPipeError, OSError):
            server.close()
            if attempt:
                raise
            continue
        with _POOL_LOCK:
            _POOL[device].append(server)
        return reply


def shutdown():
    """Stop every fork server (also registered with atexit)."""
    with _POOL_LOCK:
        servers, _ALL[:] = list(_ALL), []
        _POOL.clear()
    for s in servers:
        s.close()


import atexit  # noqa: E402
atexit.register(shutdown)


# ----------------------------------------------------------------------------------------
# the parent: evaluate = reference (cached) + candidate child + comparison

_REF_CACHE = collections.OrderedDict()
_REF_LOCKS = collections.defaultdict(threading.Lock)


def _resolve_device(device):
    if device == "auto":
        return "cuda" if torch.cuda.is_available() else "cpu"
    if device not in ("cpu", "cuda"):
        raise ValueError(f"device must be auto, cpu or cuda, not {device!r}")
    if device == "cuda" and not torch.cuda.is_available():
        raise ValueError("device='cuda' but CUDA is not available")
    return device


def _resolve_timing(timing, device):
    """None (no timing), "eager", or "compile" (eager + torch.compile)."""
    if timing in ("auto", True, "on"):
        return "eager" if device == "cuda" else None
    if timing == "compile":
        return "compile" if device == "cuda" else None
    if timing in (False, "off", None):
        return None
    raise ValueError(f"timing must be auto/on/off/compile, not {timing!r}")


def _reference(reference_src, seed, trials, device, timed, timeout_s):
    """The reference's inputs and outputs (and times), computed once per key in a child."""
    key = (hashlib.sha256(reference_src.encode()).hexdigest(), seed, trials, device, timed)
    with _REF_LOCKS[key]:
        if key in _REF_CACHE:
            _REF_CACHE.move_to_end(key)
            return _REF_CACHE[key]
        job = {"role": "reference", "src": reference_src, "seed": seed, "trials": trials,
               "extra": 2 if timed else 0, "device": device, "timed": timed,
               "timeout_s": timeout_s * (4 if timed else 1)}
        ref = _run_job(job)
        if ref["stage"] != "done":  # not cached: a timeout may be the machine's load
            err = ref.get("error", "failed")
            return dict(ref, stage="reference",
                        error=err if err.startswith("reference") else "reference " + err)
        ref["outputs_t"] = [_unpack(o) for o in ref["outputs"]]
        ref["inputs_t"] = [_unpack(s) for s in ref["inputs"]]
        _REF_CACHE[key] = ref
        while len(_REF_CACHE) > 8:   # inputs + outputs of a few problems: a GRPO group needs one
            _REF_CACHE.popitem(last=False)
        return ref


def evaluate(reference_src, candidate_src, *, trials=5, seed=0, timing="auto", timeout_s=60.0,
             device="auto", allow_torch_ops=(), tol=None):
    """Evaluate a candidate's source against a reference's source. Never raises for anything
    the candidate does; a broken reference gives stage `reference`."""
    t0 = time.monotonic()
    device = _resolve_device(device)
    timed = _resolve_timing(timing, device)
    if trials < 1:
        raise ValueError("trials must be >= 1")

    def done(stage, error="", **kw):
        return EvalResult(stage=stage, correct=stage == "ok", error=error,
                          wall_s=time.monotonic() - t0, **kw)

    ref = _reference(reference_src, seed, trials, device, timed, timeout_s)
    if ref["stage"] != "done":
        return done("reference", ref["error"])
    code = extract_code(candidate_src)
    if code is None:
        return done("format", "no code found in the candidate")
    try:
        reason = static_check(code)
    except SyntaxError as e:
        return done("compile", f"SyntaxError: {e.msg} (line {e.lineno})")
    if reason:
        return done("static", reason)
    job = {"role": "candidate", "src": code, "seed": seed, "trials": trials, "device": device,
           "timed": timed, "timeout_s": timeout_s, "init": ref["init"], "inputs": ref["inputs"],
           "allow": tuple(_norm_op(o) for o in allow_torch_ops)}
    got = _run_job(job)
    common = dict(torch_ops=got.get("ops", []), launches=got.get("launches", 0),
                  output_tail=got.get("tail", ""), t_ref_ms=ref["t_ref_ms"],
                  t_compile_ms=ref["t_compile_ms"])
    if got["stage"] != "done":
        return done(got["stage"], got.get("error", ""), **common)
    verdict, err, max_err = _compare(ref, got, trials, tol)
    if verdict != "ok":
        return done(verdict, err, max_abs_err=max_err, **common)
    t_new, speedup, suspicious = got.get("t_new_ms"), None, False
    if timed and t_new:
        speedup = ref["t_ref_ms"] / t_new
        suspicious = speedup > SUSPICIOUS_SPEEDUP or got.get("side_stream", False)
        # The outputs produced while timing and after it must also be right.
        k, out = got["timed_output"]
        bad, _ = _compare_one(ref["outputs_t"][k], _unpack(out), tol)
        for j, out in enumerate(got.get("rechecks", [])):
            bad = bad or _compare_one(ref["outputs_t"][trials + j], _unpack(out), tol)[0]
        if bad:
            return done("mismatch", "wrong after timing: " + bad, max_abs_err=max_err,
                        suspicious=True, t_new_ms=t_new, speedup=speedup, **common)
    return done("ok", max_abs_err=max_err, t_new_ms=t_new, speedup=speedup,
                suspicious=suspicious, **common)


def _norm_op(name):
    """'torch.relu', 'F.relu', 'aten::relu', 'aten.relu.default' -> 'relu' (an aten overload
    packet name: what the dispatcher sees, e.g. 'addmm' for a linear layer)."""
    name = name.replace("::", ".")
    skip = ("torch", "ops", "aten", "default", "Tensor", "nn", "functional", "F")
    parts = [p for p in name.split(".") if p not in skip]
    return parts[0] if parts else name


def _compare_one(ref_outs, outs, tol):
    """(None, max_abs_err) if outs matches ref_outs, else (reason, max_abs_err or None)."""
    if len(outs) != len(ref_outs):
        return f"returns {len(outs)} outputs, the reference {len(ref_outs)}", None
    worst = 0.0
    for i, (r, o) in enumerate(zip(ref_outs, outs)):
        if tuple(o.shape) != tuple(r.shape):
            return f"output {i} has shape {tuple(o.shape)}, expected {tuple(r.shape)}", None
        if o.dtype != r.dtype:
            return f"output {i} has dtype {o.dtype}, expected {r.dtype}", None
        if r.numel() == 0:
            continue
        t = tol if tol is not None else TOL.get(r.dtype, 1e-4)
        r64, o64 = r.double(), o.double()
        diff = (o64 - r64).abs()
        err = float(diff.nan_to_num(float("inf")).max())
        worst = max(worst, err)
        if not torch.isfinite(o64).all():
            return f"output {i} has NaN/Inf", err
        if not torch.allclose(o64, r64, atol=t, rtol=t):
            return f"output {i} differs: max abs err {err:.3g} > tol {t:g}", err
        # A zero/constant answer passes an absolute tolerance when the true answer is tiny.
        if o.numel() > 1 and bool((o64 == o64.reshape(-1)[0]).all()) and \
                not bool((r64 == r64.reshape(-1)[0]).all()):
            return f"output {i} is constant ({float(o64.reshape(-1)[0]):g}) where the reference varies", err
    return None, worst


def _compare(ref, got, trials, tol):
    """Gate 3 in the parent: (stage, error, max_abs_err) over all trials."""
    worst, prev = 0.0, None
    for k in range(trials):
        ref_outs, ref_in = ref["outputs_t"][k], ref["inputs_t"][k]
        outs = _unpack(got["outputs"][k])
        if got["aliases"][k]:
            return "mismatch", got["aliases"][k][0], None
        after = _unpack(got["inputs_after"][k])
        for j, (a, b) in enumerate(zip(ref_in, after)):
            if isinstance(a, torch.Tensor) and not _same([a], [b]):
                return "mismatch", f"the candidate modified input {j}", None
        bad, err = _compare_one(ref_outs, outs, tol)
        worst = max(worst, err or 0.0)
        if bad:
            if prev is not None and _same(outs, prev[1]) and not _same(ref_outs, prev[0]):
                return "mismatch", f"trial {k} repeats the previous call's output (a cached result)", worst
            return "mismatch", f"trial {k}: {bad}", err
        prev = (ref_outs, outs)
    return "ok", "", worst


def _same(a, b):
    """Bitwise equality of two lists of tensors (NaN equal to NaN)."""
    def raw(t):
        return t.contiguous().reshape(-1).view(torch.uint8) if t.numel() else t
    return len(a) == len(b) and all(x.shape == y.shape and x.dtype == y.dtype and
                                    torch.equal(raw(x), raw(y)) for x, y in zip(a, b))


def default_workers():
    """Verifier processes by default: one per core this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def evaluate_many(pairs, workers=None, **kw):
    """evaluate() over (reference_src, candidate_src) pairs, in input order; a job may carry
    a third item, its own allow_torch_ops. Correctness runs `workers` at a time (one fork
    server each); timing, when on, then runs one candidate at a time on the GPU for the
    correct ones, so no two timed kernels share the device."""
    from concurrent.futures import ThreadPoolExecutor
    jobs = [(p[0], p[1], dict(kw, allow_torch_ops=p[2]) if len(p) > 2 else kw) for p in pairs]
    if not jobs:
        return []
    workers = max(1, min(len(jobs), workers or default_workers()))
    device = _resolve_device(kw.get("device", "auto"))
    timed = _resolve_timing(kw.get("timing", "auto"), device)
    with ThreadPoolExecutor(workers) as pool:
        results = list(pool.map(lambda j: evaluate(j[0], j[1], **(dict(j[2], timing="off")
                                                                 if timed else j[2])), jobs))
    if timed:
        results = [evaluate(r_src, c_src, **jkw) if res.correct else res
                   for (r_src, c_src, jkw), res in zip(jobs, results)]
    return results


# ----------------------------------------------------------------------------------------
# CLI

def _bench_cases():
    """(reference, candidate) sources for the benchmark: the small ReLU and softmax cases."""
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tests", "verifier_cases")
    read = lambda n: open(os.path.join(here, n)).read()  # noqa: E731
    return [(read("ref_relu.py"), read("good_relu.py")),
            (read("ref_softmax.py"), read("good_softmax.py"))]


def bench(n=40, workers=None):
    """Evaluations per second through evaluate_many on small ReLU/softmax problems."""
    cases = _bench_cases()
    workers = workers or os.cpu_count() or 1
    # Warm-up: start the servers and fill the reference cache (a GRPO group shares its reference).
    evaluate_many(cases * workers, workers=workers)
    pairs = [cases[i % len(cases)] for i in range(n)]
    t0 = time.monotonic()
    res = evaluate_many(pairs, workers=workers)
    dt = time.monotonic() - t0
    ok = sum(r.correct for r in res)
    return {"evals": n, "workers": workers, "seconds": round(dt, 2),
            "evals_per_s": round(n / dt, 2), "correct": ok}


def main(argv=None):
    ap = argparse.ArgumentParser(description="Verify a Triton candidate against its reference.")
    ap.add_argument("reference", nargs="?", help="KernelBench-format reference .py (Model, get_inputs, get_init_inputs)")
    ap.add_argument("candidate", nargs="?", help="candidate .py defining ModelNew with @triton.jit kernels")
    ap.add_argument("--trials", type=int, default=5, help="random input sets checked (count)")
    ap.add_argument("--seed", type=int, default=0, help="seed for weights and inputs")
    ap.add_argument("--timeout", type=float, default=60.0, help="candidate time limit (seconds)")
    ap.add_argument("--device", default="auto", help="auto, cpu (interpreter) or cuda")
    ap.add_argument("--timing", default="auto", help="auto (GPU only), off, compile (also torch.compile)")
    ap.add_argument("--allow", default="", help="comma-separated torch ops allowed in forward")
    ap.add_argument("--json", action="store_true", help="print the EvalResult as JSON")
    ap.add_argument("--bench", action="store_true", help="print evaluations per second and exit")
    ap.add_argument("--bench-n", type=int, default=40, help="evaluations in --bench (count)")
    ap.add_argument("--workers", type=int, default=None, help="parallel fork servers (count)")
    ap.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.serve:
        _serve()
        return 0
    if args.bench:
        print(json.dumps(bench(args.bench_n, args.workers)))
        return 0
    if not args.reference or not args.candidate:
        print("error: need REFERENCE.py and CANDIDATE.py (or --bench)", file=sys.stderr)
        return 2
    try:
        ref_src = open(args.reference).read()
        cand_src = open(args.candidate).read()
    except OSError as e:
        print(f"error: cannot read {e.filename}: {e.strerror}", file=sys.stderr)
        return 2
    try:
        res = evaluate(ref_src, cand_src, trials=args.trials, seed=args.seed, timing=args.timing,
                       timeout_s=args.timeout, device=args.device,
                       allow_torch_ops=[a for a in args.allow.split(",") if a])
    except (ValueError, RuntimeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(asdict(res)))
    else:
        sp = f"{res.speedup:.2f}x" if res.speedup is not None else "untimed"
        print(f"{res.stage}: {res.error or 'correct'} | speedup {sp} | "
              f"max_abs_err {res.max_abs_err if res.max_abs_err is not None else '-'} | "
              f"{res.launches} launches | {res.wall_s:.1f}s")
    return 0 if res.correct else 1


if __name__ == "__main__":
    sys.exit(main())
