"""The verifier's sandbox: the processes, the lock-down and the op monitor behind reward.evaluate.

reward.py (chapter 2) decides verdicts; this module runs the code the verdicts are about. It is
the machinery half of the chapter, split out so that reward.py stays readable.

Three kinds of process (read top to bottom):

    parent (reward.evaluate)          fork server (one per worker)        job child (one per job)
      holds a secret, the reference     `python sandbox.py --serve FD`:     forked by the server;
      outputs, every verdict            imported torch + triton, ran NO      talks to the PARENT
      sends a job + two pipe fds  --->  torch op; forks a child per job,     directly through the
      over a unix socket                passes the pipe fds on, enforces     two pipes: asks for
      answers the child's requests <-------------------------------------   the inputs of each
      (inputs of call k) on the pipes   the deadline, kills the child's      call when it starts,
                                        process group, reports how it        sends observations
                                        ended and a 4 KiB output tail        (outputs, launches,
                                                                             monitor flags, store
                                                                             coverage)

  * The server never sees a job's inputs or outputs: they travel on pipes between the parent
    and the child (the fds go to the server over SCM_RIGHTS and are closed there after the
    fork). So a later child, which is a copy of the server's memory, inherits nothing of an
    earlier job's data.
  * A child locks itself down before candidate code runs (`_lock_down`): a private process
    group; death with the server (PR_SET_PDEATHSIG); an address-space limit on a CPU; NumPy,
    BLAS and torch pinned to one thread; it drops to user `nobody` (so it cannot read the
    parent's or the server's memory through /proc/PID/mem: those are root's, and a non-dumpable
    flag would not stop root); a seccomp filter (clone/fork/vfork/exec, ptrace,
    process_vm_readv/writev, pidfd_*, kill/tgkill of anything but itself, sockets, namespaces:
    threads and processes cannot exist during a trial, whatever Python attribute is patched;
    on a GPU clone/fork/exec stay allowed for the CUDA runtime's threads and Triton's ptxas,
    and Triton's one-time set-up runs in a warm-up launch before any of this, _warm_gpu);
    and a PEP 578 audit hook that, once the candidate's import starts, refuses process,
    ctypes, socket, gc, frame, marshal/pickle and code-object events, file writes, any file
    opened by candidate code, imports outside the allowed modules, and attribute writes on
    classes from candidate code.
  * The op monitor (gate 2) runs in the child, around the candidate: a TorchDispatchMode sees
    every aten op (only data movement, DATA_OPS, and what `allow_torch_ops` names may run while
    forward runs; a value read into Python, `_local_scalar_dense`, is a fallback); a
    TorchFunctionMode flags raw-memory escapes (.numpy(), data_ptr(), __dlpack__, ...);
    Triton's launch entry points are wrapped: each launch checks that every argument is a
    plain tensor/number/constexpr (objects that only look like tensors are refused), that its
    tensors are memory a visible op, an input or a parameter created and still hold the bytes
    last recorded; under the interpreter every load and store address must lie inside the
    launch's tensor arguments (integers cast to pointers, pointer arithmetic out of bounds and
    views over unknown memory all fail here, before the access happens), and after the launch
    the bytes of its tensors must equal the bytes before with the logged stores applied (no
    other writer ran during a launch). The interpreter runs a launch's programs in a keyed
    random order, and refuses a program's plain load of bytes another program of the launch
    stored (a GPU orders them in no way); its tl.dot computes TF32 and bf16 operands and an
    fp16 accumulator, and its tl.sum an fp16 sum, as a GPU does.
    Grid callables and launch hooks run inside the launch,
    under the same modes and the same byte check. Only the defs the static gate read as
    kernels may be launched (their code objects, taken from the compiled module before it
    runs), a kernel is given only tensors, scalars, dtypes and such kernels, and the
    interpreter's rewrite of a kernel runs in a filtered copy of its module's globals (Triton
    itself would write its own globals into the candidate's module). Under the interpreter
    each kernel specialization is lowered to Triton IR at its first launch (Triton's front
    end, a fixed CUDA target, no GPU): a jit body that is Python does not lower and is flagged
    (LOWERING_FLAG; the parent's stage is `compile`). Memory from an earlier
    call is not known (a call reads its inputs, __init__'s tensors and what it allocates;
    __init__'s tensors are put back before every timed call to their bytes when timing
    began), and
    when the reference only moves data (`_moves_only`), PyTorch copies in forward are refused.
  * The monitor's tools are captured before candidate code runs and verified unchanged: the
    dictionaries of torch, torch.Tensor, nn.Module, torch.nn.functional, triton.language,
    Triton's JIT and interpreter classes, builtins, numpy and this module are fingerprinted
    (name -> object id) after the hooks are installed and re-checked at every launch and after
    every call; the dispatch and function modes must still be on the stack (and the Python
    dispatch key not excluded) at every launch and at the end of every call.
  * What goes back is observations, never a verdict: the parent (reward.py) decides.

Run: the server is started by reward.py (`_Server`); `python sandbox.py --serve FD` is its
entry point and is not meant to be run by hand.
"""
import bisect
import cmath
import collections
import contextlib
import functools
import hashlib
from contextlib import nullcontext as _nullcontext
import errno
import inspect
import io
import linecache
import math
import random
import os
import pickle
import re
import secrets
import select
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time

# The server process is told its device by the parent and must not call
# torch.cuda.is_available() itself: that initialises the CUDA driver, after which forking is
# unsafe. Everyone else decides here, before any @triton.jit function can be defined.
_SERVER_DEVICE = os.environ.get("REWARD_SERVER_DEVICE")
import torch  # noqa: E402

if _SERVER_DEVICE is None and not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")

CPU_MEM_LIMIT_GB = 6           # RLIMIT_AS headroom for a child on a CPU (GPU: CUDA reserves VA)
OUTPUT_TAIL = 4096             # bytes of the candidate's stdout/stderr kept
GRACE_S = 5.0                  # a child gets timeout_s + this before it is killed
BENCH_REPS, BENCH_WARMUP = 50, 5   # GPU timing: timed calls (median) and untimed warm-up calls
CHECKED_TIMED_CALLS = 4        # GPU: timed calls whose outputs the parent compares, at random
NOBODY = 65534                 # the uid/gid a child runs candidate code as
CANDIDATE_FILE = "/reward-candidate/candidate.py"   # the name the candidate's code carries

# aten ops that move data but compute nothing; PyTorch may run them in ModelNew.forward
# (the interpreter's launcher itself uses copy_, set_, new_empty, detach).
DATA_OPS = frozenset("""
empty empty_like empty_strided new_empty new_empty_strided zeros zeros_like new_zeros ones
ones_like new_ones full full_like new_full scalar_tensor fill_ zero_ resize_
view _unsafe_view reshape as_strided t transpose permute expand expand_as squeeze unsqueeze
slice select unbind split split_with_sizes narrow alias detach detach_ unfold view_as flatten
unflatten movedim chunk tensor_split unsafe_chunk unsafe_split reshape_as swapaxes swapdims
moveaxis ravel pad clone copy_ _to_copy contiguous to lift_fresh lift_fresh_copy set_ _copy_from
_copy_from_and_resize cat stack constant_pad_nd repeat is_same_size sym_size sym_stride sym_numel
sym_storage_offset record_stream _has_compatible_shallow_copy_type view_as_real view_as_complex
""".split())
# (with grad mode on, call 0's mode, PyTorch's composite ops reach the monitor under their own
# names rather than as the ops they are made of: F.pad as pad, not constant_pad_nd, x.chunk
# as chunk, not split; and torch.tensor(0.0) runs detach_, autograd metadata only:
# KernelBench level 2 #93's honest solution and red teams 12, 18 and 19's were refused)
# How those ops touch memory (for the provenance bookkeeping in _track).
VIEW_OPS = frozenset("""
view _unsafe_view reshape as_strided t transpose permute expand expand_as squeeze unsqueeze
slice select unbind split split_with_sizes narrow alias detach detach_ unfold view_as flatten
unflatten movedim chunk tensor_split unsafe_chunk unsafe_split reshape_as swapaxes swapdims
moveaxis ravel set_ is_same_size sym_size sym_stride sym_numel sym_storage_offset
record_stream _has_compatible_shallow_copy_type view_as_real view_as_complex
""".split())
ALLOC_OPS = frozenset("""
empty empty_like empty_strided new_empty new_empty_strided zeros zeros_like new_zeros ones
ones_like new_ones full full_like new_full scalar_tensor lift_fresh lift_fresh_copy
""".split())
COPY_OPS = frozenset("""
clone copy_ _to_copy contiguous to _copy_from _copy_from_and_resize cat stack constant_pad_nd
repeat pad
""".split())
OVERWRITE_OPS = frozenset("fill_ zero_ copy_ _copy_from resize_".split())
UNINIT_OPS = frozenset("empty empty_like empty_strided new_empty new_empty_strided".split())
# ... plus, while the candidate is imported and constructed, weight initialisation (and reading
# a value into Python, e.g. a size computed from a tensor: nothing is precomputed from inputs).
INIT_OPS = DATA_OPS | frozenset("""
uniform_ normal_ random_ bernoulli_ exponential_ randn rand randint randperm normal
randn_like rand_like randint_like log_normal_ cauchy_ geometric_
_local_scalar_dense
""".split())
# Tensor methods that hand out raw memory or values, so numpy/ctypes can compute behind the
# dispatcher. The first group is refused at any depth, the second outside a launch only
# (Triton's launcher itself asks for data_ptr and the storage).
ESCAPE_ALWAYS = frozenset("numpy __array__ __array_wrap__ __dlpack__ __dlpack_device__ tolist "
                          "apply_ map_ map2_ share_memory_ __reduce_ex__ __reduce__ __setstate__ "
                          "__repr__ __str__ __format__".split())   # str(t), f"{t}": values as text
ESCAPE_OUTSIDE = frozenset("data_ptr untyped_storage storage _storage".split())
# Tensor constructors that read their data in C++, below the dispatcher (see EscapeMode).
CONSTRUCTORS = frozenset("tensor as_tensor asarray new_tensor new".split())
# Composite ops whose C++ reads an integer tensor's values to choose sizes or offsets, below
# the dispatcher, and then only views or copies: their results' shapes carry the values into
# Python with no `_local_scalar_dense` seen (red team 28: `big.tensor_split(codes)` of a
# 2^33-long expand made each slice's length a logit's bit pattern, and a loss was computed in
# Python, adv_rt28_tsplit_1/_2). Found by listing native_functions.yaml's
# CompositeImplicitAutograd entries that take a Tensor besides self and keeping those whose
# decomposition only views or copies; the rest decompose into ops the dispatch mode refuses.
VALUE_READERS = frozenset("tensor_split _reshape_from_tensor _pad_packed_sequence".split())
# Argument types a launch may be given (anything else may only look like a tensor).
_ARG_TYPES = (torch.Tensor, torch.nn.Parameter, int, float, bool, type(None), str, torch.dtype)


# ----------------------------------------------------------------------------------------
# moving tensors between processes: raw bytes + dtype + shape (numpy has no bfloat16)

def pack(obj):
    """Tensors -> ("__tensor__", dtype, shape, bytes); containers recursively; the rest as is."""
    if isinstance(obj, torch.Tensor):
        # unbound: an instance attribute (out.detach = lambda: ...) must not run here
        t = torch.Tensor.detach(obj).to("cpu").contiguous()
        raw = t.reshape(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b""
        return ("__tensor__", str(t.dtype).split(".")[-1], tuple(t.shape), raw)
    if isinstance(obj, tuple):   # plain tuples: torch.Size and namedtuples unpickle as data
        return tuple(pack(o) for o in obj)
    if isinstance(obj, list):
        return [pack(o) for o in obj]
    if isinstance(obj, dict):
        return {k: pack(v) for k, v in obj.items()}
    return obj


def unpack(obj, device="cpu"):
    """The inverse of pack, with tensors placed on `device`. Raises ValueError on a packed
    tensor whose bytes do not fit its dtype and shape (a forged frame)."""
    if isinstance(obj, tuple) and len(obj) == 4 and obj[0] == "__tensor__":
        _, dtype, shape, raw = obj
        dtype = getattr(torch, dtype, None) if isinstance(dtype, str) else None
        if not isinstance(dtype, torch.dtype) or not isinstance(raw, bytes) or \
                not all(isinstance(s, int) and s >= 0 for s in shape):
            raise ValueError("malformed tensor in a frame")
        n = 1
        for s in shape:
            n *= s
        if n * dtype.itemsize != len(raw):
            raise ValueError("tensor bytes do not match its shape")
        if not raw:
            return torch.empty(shape, dtype=dtype, device=device)
        t = torch.frombuffer(bytearray(raw), dtype=torch.uint8).view(dtype).reshape(shape)
        return t.to(device)
    if isinstance(obj, tuple):
        return tuple(unpack(o, device) for o in obj)
    if isinstance(obj, list):
        return [unpack(o, device) for o in obj]
    if isinstance(obj, dict):
        return {k: unpack(v, device) for k, v in obj.items()}
    return obj


def flatten_out(out):
    """A forward's result as a list (KernelBench returns a tensor or a tuple)."""
    return list(out) if isinstance(out, (list, tuple)) else [out]


# ----------------------------------------------------------------------------------------
# frames: 8-byte length + pickle of plain data, read with a size limit

def write_frame(fd, data):
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


def read_frame(fd, limit=1 << 40):
    (n,) = struct.unpack("<Q", _read_exact(fd, 8))
    if n > limit:
        raise ValueError(f"frame of {n} bytes exceeds the limit of {limit}")
    return _read_exact(fd, n)


MAX_KEY_DEPTH = 8    # tuples nested deeper than this may not be a dict key or a set element


def _shallow_keys(keys):
    """Raise unless every key is a tuple nested at most MAX_KEY_DEPTH deep (walked without
    recursion). Hashing a tuple recurses in C with no depth guard: a forged frame holding a
    500,000-deep tuple as a dict key crashed the parent with SIGSEGV inside the unpickler."""
    todo = [(k, 0) for k in keys]
    while todo:
        x, d = todo.pop()
        if isinstance(x, tuple):
            if d >= MAX_KEY_DEPTH:
                raise pickle.UnpicklingError("a dict key or set element nested too deep")
            todo.extend((y, d + 1) for y in x)


def _checked(make):
    def build(items=()):
        items = list(items)
        _shallow_keys(items)
        return make(items)
    return build


class _SafeUnpickler(pickle._Unpickler):
    """Frames from a child that ran candidate code: unpickle plain data only (dicts, lists,
    tuples, str, bytes, numbers) and torch dtypes, never arbitrary classes or calls, so a
    forged frame cannot run code in the parent. The Python unpickler, not the C one: every
    opcode that hashes (dict keys, set elements) first checks that what it hashes is shallow.
    (A frame holds few objects, tensors as one bytes object each, so this costs little.)"""
    dispatch = dict(pickle._Unpickler.dispatch)

    def _keys_then(op, keys):
        orig = pickle._Unpickler.dispatch[op[0]]

        def load(self):
            _shallow_keys(keys(self.stack))
            return orig(self)
        return load

    dispatch[pickle.SETITEM[0]] = _keys_then(pickle.SETITEM, lambda st: st[-2:-1])
    for _op in (pickle.SETITEMS, pickle.DICT):              # (key, value) pairs since the mark
        dispatch[_op[0]] = _keys_then(_op, lambda st: st[0::2])
    for _op in (pickle.ADDITEMS, pickle.FROZENSET):         # elements since the mark
        dispatch[_op[0]] = _keys_then(_op, lambda st: st)
    del _op, _keys_then

    def find_class(self, module, name):
        if module == "torch" and isinstance(getattr(torch, name, None), torch.dtype):
            return getattr(torch, name)
        if module == "builtins" and name in ("complex", "slice", "range"):
            return getattr(__import__("builtins"), name)
        if module == "builtins" and name in ("set", "frozenset"):
            return _checked(set if name == "set" else frozenset)
        raise pickle.UnpicklingError(f"refusing to unpickle {module}.{name}")


def safe_loads(data):
    return _SafeUnpickler(io.BytesIO(data)).load()


def dumps(obj):
    return pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)


class _Link:
    """The child's end of its two pipes to the parent: ask for data, send observations."""

    def __init__(self, cmd_fd, msg_fd):
        self.cmd_fd, self.msg_fd = cmd_fd, msg_fd

    def ask(self, what, **kw):
        write_frame(self.msg_fd, dumps(dict(kind="need", what=what, **kw)))
        # (from the parent: trusted; through the unpickler whose find_class knows the few
        # classes a frame holds, since the C one's find_class raises the audit event the
        # child refuses once candidate code runs: a Python complex in get_inputs() was
        # refused as "pickle.find_class is not allowed", red team 53's false refusal)
        return safe_loads(read_frame(self.cmd_fd))

    def send(self, kind, **kw):
        write_frame(self.msg_fd, dumps(dict(kind=kind, **kw)))


# ----------------------------------------------------------------------------------------
# the child's lock-down (runs before any candidate code)

def _libc():
    import ctypes
    return ctypes, ctypes.CDLL(None, use_errno=True)


def _seccomp(allow_threads=False, allow_exec=False):
    """A seccomp filter (x86_64): no new threads or processes, no exec, no ptrace or
    cross-process memory access, no pidfd tricks, no signals to other processes, no sockets,
    no namespace changes. Returns None or the reason it could not be installed."""
    import platform
    if platform.machine() != "x86_64":
        return f"seccomp filter not available on {platform.machine()}"
    ctypes, libc = _libc()

    def ins(code, jt, jf, k):
        return struct.pack("<HBBI", code, jt, jf, k)
    LD, JEQ, JGE, RET = 0x20, 0x15, 0x35, 0x06
    ALLOW, KILL = 0x7FFF0000, 0x80000000
    deny = 0x00050000 | errno.EPERM
    prog = [ins(LD, 0, 0, 4), ins(JEQ, 1, 0, 0xC000003E), ins(RET, 0, 0, KILL),   # arch
            ins(LD, 0, 0, 0), ins(JGE, 0, 1, 0x40000000), ins(RET, 0, 0, deny)]    # x32 ABI
    blocked = [101, 310, 311, 41, 53, 272, 308, 165, 166, 112, 109,
               424, 434, 438, 298, 321, 323, 425]
    if not allow_exec:           # (on a GPU, Triton's compiler runs ptxas: see _lock_down)
        blocked += [57, 58, 59, 322]
    # fork vfork execve execveat ptrace process_vm_readv/writev socket socketpair unshare setns
    # mount umount2 setsid setpgid pidfd_send_signal pidfd_open pidfd_getfd perf_event_open
    # bpf userfaultfd io_uring_setup
    if not allow_threads:
        blocked.append(56)                       # clone (threads included)
    prog.append(ins(JEQ, 0, 1, 435))             # clone3: ENOSYS, so libc falls back to clone
    prog.append(ins(RET, 0, 0, 0x00050000 | errno.ENOSYS))
    for nr in blocked:
        prog += [ins(JEQ, 0, 1, nr), ins(RET, 0, 0, deny)]
    me = os.getpid()
    for nr in (62, 200, 234):                    # kill, tkill, tgkill: only to itself
        prog += [ins(JEQ, 0, 4, nr), ins(LD, 0, 0, 16), ins(JEQ, 0, 1, me),
                 ins(RET, 0, 0, ALLOW), ins(RET, 0, 0, deny)]
    prog.append(ins(RET, 0, 0, ALLOW))
    buf = ctypes.create_string_buffer(b"".join(prog))

    class FProg(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]
    fp = FProg(len(prog), ctypes.addressof(buf))
    if libc.prctl(38, 1, 0, 0, 0) != 0:          # PR_SET_NO_NEW_PRIVS
        return "prctl(PR_SET_NO_NEW_PRIVS) failed"
    if libc.prctl(22, 2, ctypes.byref(fp), 0, 0) != 0:   # PR_SET_SECCOMP, FILTER
        return f"seccomp failed: errno {ctypes.get_errno()}"
    return None


def _drop_privileges(writable=()):
    """Become `nobody` (only as root): the parent's and the server's memory (/proc/PID/mem,
    ptrace) and files are then out of reach."""
    if os.geteuid() != 0:
        return
    for d in writable:
        os.chown(d, NOBODY, NOBODY)
    os.setgroups([])
    os.setresgid(NOBODY, NOBODY, NOBODY)
    os.setresuid(NOBODY, NOBODY, NOBODY)


_AUDIT_DENY = ("os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork", "os.forkpty",
               "os.kill", "os.killpg", "subprocess.Popen", "pty.spawn", "sys.addaudithook",
               "sys.setprofile", "sys.settrace", "sys._current_frames", "sys._current_exceptions",
               "gc.get_objects", "gc.get_referrers", "gc.get_referents", "code.__new__",
               "function.__new__", "marshal.load", "marshal.loads", "marshal.dumps",
               "pickle.find_class", "socket.", "ctypes.", "mmap.__new__", "os.remove",
               "os.rename", "os.mkdir", "os.rmdir", "os.symlink", "os.link", "os.truncate",
               "os.putenv", "os.unsetenv", "os.chmod", "os.chown", "shutil.", "builtins.input",
               "builtins.breakpoint", "cpython.", "sys.monitoring", "os.startfile",
               "_posixsubprocess")
_AUDIT_FROM_CANDIDATE = ("sys._getframe", "object.__getattr__", "object.__setattr__",
                         "object.__delattr__", "exec", "compile", "open", "import", "os.listdir",
                         "os.scandir", "glob.glob", "os.walk")


# Who may run code made from text once the candidate is loaded (the "exec" audit event, which
# eval and exec raise; compiling alone runs nothing: typing.ForwardRef compiles an annotation's
# string only to check it, red team 15's good_rt15b_fwdref, and a code object cannot be made a
# function, function.__new__ being denied): the import machinery (a module's body), this file
# (the candidate's module, Triton's rewritten kernels), Triton's binder for a @jit signature,
# and namedtuple (Triton's lowering makes some; it evals a template around names it checks are
# identifiers). Any other caller runs
# a string the candidate may have chosen: tl.str_to_ty's eval of a descriptor's layout ran
# code with the real builtins (red team 14, adv_rt14_strty_1). By (file, function), files by
# their real path.
def _code_makers():
    import collections
    import triton.runtime.jit as jit
    return {(os.path.realpath(jit.__file__), "create_function_from_signature"),
            (os.path.realpath(__file__), None),
            (os.path.realpath(collections.__file__), "namedtuple")}   # identifiers only


# File events of Triton's GPU compile (its cache manager makes folders and renames finished
# files into place; the ptxas step removes its temporary files), allowed in the child's own
# folder only: event -> (indices of path arguments, indices of dir_fd arguments, all unset).
_CACHE_EVENTS = {"os.mkdir": ((0,), (2,)), "os.remove": ((0,), (1,)), "os.rmdir": ((0,), (1,)),
                 "os.rename": ((0, 1), (2, 3)), "shutil.rmtree": ((0,), (1,))}
# (a temporary folder's cleanup, shutil.rmtree, removes its entries relative to a descriptor
# of the folder: such a path is resolved through /proc/self/fd)


# How Python starts a program: the Popen event, then (Python 3.12 with close_fds=False, as
# Triton calls ptxas) posix_spawn or the fork-exec helper. The second GPU run was refused at
# os.posix_spawn after Popen had been let through.
_SPAWN_EVENTS = ("subprocess.Popen", "os.posix_spawn", "_posixsubprocess.fork_exec")


def _launcher_builder():
    """(real path, function) of the constructor of Triton's CUDA launcher."""
    try:
        import triton.backends.nvidia.driver as driver
    except Exception:  # noqa: BLE001 -- a Triton without the CUDA backend builds nothing here
        return None
    return os.path.realpath(driver.__file__), "__init__"


def _spawns_ptxas(args):
    """Is the program an audit event starts (its first argument: a path, or a list of
    candidate paths) NVIDIA's ptxas?"""
    first = args[0] if args else None
    paths = list(first) if isinstance(first, (list, tuple)) else [first]
    return bool(paths) and all(isinstance(p, (str, bytes)) and
                               os.path.basename(os.fsdecode(p)).startswith("ptxas") for p in paths)


def _inside(path, folder):
    """Is path (resolved: links, '..') folder itself or inside it? folder: a real path."""
    real = os.path.realpath(path)
    return real == folder or real.startswith(folder.rstrip(os.sep) + os.sep)


def _in_dir(args, where, folder):
    """Are the path arguments of an audit event inside folder (a real path)? A path relative
    to a directory descriptor is joined to where that descriptor points; any other relative
    path is refused."""
    paths, fds = where
    args = list(args) + [None] * 4
    base = None
    for i in fds:
        if args[i] not in (None, -1):             # (CPython reports "no dir_fd" as -1)
            if not isinstance(args[i], int) or base is not None:
                return False
            try:
                base = os.readlink(f"/proc/self/fd/{args[i]}")
            except OSError:
                return False
    for i in paths:
        p = args[i]
        if not isinstance(p, (str, bytes)):
            return False
        p = os.fsdecode(p)
        if base is not None:
            p = os.path.join(base, p)
        if not os.path.isabs(p) or not _inside(p, folder):
            return False
    return True


def _install_audit_hook(state, allowed_imports, write_dir):
    """PEP 578 hook, permanent for the child's life. Active once state["on"] is set (the
    candidate's import). Events of _AUDIT_DENY are refused from anyone (the verifier's own
    code needs none of them after this point); events of _AUDIT_FROM_CANDIDATE only when the
    nearest frame that is not the import machinery is candidate code, or code compiled from a
    string (`<string>`: whoever wrote the text, it runs on the candidate's behalf); "exec"
    only from the callers of _code_makers; file writes only in write_dir (the GPU compile
    cache)."""
    getframe = sys._getframe
    busy = []
    makers = _code_makers()
    real = {}
    write_dir = os.path.realpath(write_dir) if write_dir else None   # (/tmp may be a link)
    launcher = _launcher_builder()

    def realname(f):
        """The real path of a frame's file (cached; '<string>' and the like as they are)."""
        name = f.f_code.co_filename
        if name not in real:
            real[name] = os.path.realpath(name) if name.startswith("/") else name
        return real[name]

    def builds_launcher():
        """Is Triton's launcher builder on the stack? Triton before 3.7 compiles a C launcher
        per kernel signature with the system's C compiler at the kernel's first launch (the
        third GPU run was refused there); its source is Triton's, made from the signature."""
        f = getframe(2)
        for _ in range(64):
            if f is None:
                return False
            if (realname(f), f.f_code.co_name) == launcher:
                return True
            f = f.f_back
        return False

    def maker(f):
        if f is None:
            return False
        if f.f_code.co_filename.startswith("<frozen importlib"):
            return True
        return (realname(f), None) in makers or (realname(f), f.f_code.co_name) in makers

    def from_candidate(levels=0):
        """Is the nearest frame outside the import machinery candidate code (or, levels > 0,
        one of that many callers above it: inspect.currentframe() called by a candidate)?"""
        f = getframe(2)
        while f is not None and f.f_code.co_filename.startswith("<frozen importlib"):
            f = f.f_back
        for _ in range(levels + 1):
            if f is None:
                return False
            if f.f_code.co_filename in (CANDIDATE_FILE, "<string>"):
                return True
            f = f.f_back
        return False

    def hook(event, args):
        if not state["on"] or busy:
            return
        busy.append(1)
        try:
            if event in _SPAWN_EVENTS and write_dir and not from_candidate(levels=3) and \
                    (_spawns_ptxas(args) or builds_launcher()):
                return                     # Triton's compiler on a GPU (see _lock_down)
            if event in _CACHE_EVENTS and write_dir and not from_candidate(levels=3) and \
                    _in_dir(args, _CACHE_EVENTS[event], write_dir):
                return                     # Triton's compile cache and ptxas' files (GPU)
            if event.startswith(_AUDIT_DENY):
                what = f"{event} {os.fsdecode(args[0])[-80:]}" if event == "ctypes.dlopen" and \
                    isinstance(args[0], (str, bytes)) else event   # (which library: GPU runs)
                state["denied"].append(what)
                raise PermissionError(f"{event} is not allowed in a candidate")
            caller = getframe(1) if event == "exec" else None
            if event == "exec" and not maker(caller):
                where = f"{os.path.basename(caller.f_code.co_filename)}:{caller.f_code.co_name}" \
                    if caller else "?"
                state["denied"].append(f"{event} by {where} (code made from text outside Triton)")
                raise PermissionError(f"{event} of code made from text is not allowed in a candidate")
            if event == "open":
                path, mode, flags = (list(args) + [None, None, None])[:3]
                write = (isinstance(mode, str) and any(c in mode for c in "wax+")) or \
                    (isinstance(flags, int) and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT
                                                         | os.O_APPEND | os.O_TRUNC))
                if not isinstance(path, (str, bytes)):
                    state["denied"].append("open(fd)")
                    raise PermissionError("opening a file descriptor is not allowed")
                p = os.fsdecode(path)
                if write and not (write_dir and _inside(p, write_dir)):
                    state["denied"].append(f"open for writing ({p[-60:]})")
                    raise PermissionError(f"writing {p} is not allowed in a candidate")
            if event == "sys._getframe" and from_candidate(levels=2):
                state["denied"].append(event)
                raise PermissionError("frames are not available to a candidate")
            if event.startswith(_AUDIT_FROM_CANDIDATE) and from_candidate():
                if event == "import" and str(args[0]).split(".")[0] in allowed_imports:
                    return
                state["denied"].append(event)
                raise PermissionError(f"{event} is not allowed in a candidate")
        finally:
            busy.pop()

    sys.addaudithook(hook)


def _warm_gpu(shared_cache):
    """One tiny Triton launch, before the audit hook and the seccomp filter exist. Triton's
    first launch in a process does one-time work the lock-down forbids a candidate: it builds
    (gcc) and loads its CUDA helper module, asks ldconfig where libcuda is, and loads shared
    libraries (the first GPU run refused every candidate: `ctypes.dlopen`). Done here it runs
    on the verifier's behalf, as root, into the server's compile cache (so the helper module
    is built once per server, not once per child); the candidate's own kernels still compile
    into the child's private cache."""
    import triton
    import triton.language as tl

    @triton.jit
    def warm(p):
        tl.store(p, tl.load(p) + 1)
    own = os.environ.get("TRITON_CACHE_DIR")
    if shared_cache:
        os.environ["TRITON_CACHE_DIR"] = shared_cache
    try:
        x = torch.zeros(1, dtype=torch.int32, device="cuda")
        warm[(1,)](x)
        torch.cuda.synchronize()
    finally:
        if own is None:
            os.environ.pop("TRITON_CACHE_DIR", None)
        else:
            os.environ["TRITON_CACHE_DIR"] = own


def _lock_down(job, writable=()):
    """Everything a child does before it runs any code of the job (see the module docstring).
    Returns a list of notes (layers that could not be set up, e.g. not root)."""
    notes = []
    try:
        os.setpgid(0, 0)  # its own process group: the server kills the whole group
    except OSError:
        pass
    try:
        _, libc = _libc()
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG: die with the server
    except Exception:
        notes.append("no PR_SET_PDEATHSIG")
    import resource
    if job["device"] == "cpu":
        lim = _vm_bytes() + CPU_MEM_LIMIT_GB * 2**30
        resource.setrlimit(resource.RLIMIT_AS, (lim, lim))
        resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))   # no file grows on a CPU
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    try:   # when memory runs out (a GPU child has no RLIMIT_AS), the kernel kills a child first,
        with open("/proc/self/oom_score_adj", "w") as f:      # not the trainer or a server
            f.write("1000")
    except OSError:
        notes.append("no oom_score_adj")
    torch.set_num_threads(1)  # workers share the cores; one thread each
    if job["device"] == "cuda":
        try:       # before the first allocation: _scrub_free_memory needs plain segments
            torch.cuda.memory._set_allocator_settings("expandable_segments:False")
        except Exception:  # noqa: BLE001 -- an older PyTorch: plain segments are its only kind
            pass
        torch.cuda.init()
        _warm_gpu(job.get("warm_cache"))
    try:
        _drop_privileges(writable)
    except OSError as e:
        notes.append(f"could not drop privileges: {e}")
    # On a GPU the CUDA runtime starts threads and a kernel's first launch runs ptxas (and
    # before Triton 3.7 a C compiler for its launcher) in a subprocess: clone/fork/exec stay
    # allowed there, and the audit hook lets only Triton's compile steps (not candidate code)
    # start them, in the child's own folder.
    gpu = job["device"] == "cuda"
    why = _seccomp(allow_threads=gpu, allow_exec=gpu)
    if why:
        notes.append(why)
    return notes


def _vm_bytes():
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return 4 * 2**30


def _load_module(src, name, filename, restricted=None, kernels=None, found=None):
    """Import source text as a module without a file (the child may not read files any more):
    the lines go into linecache, where inspect (and so Triton's JIT) finds them. With
    restricted = (builtin names, module names) the module gets only those builtins and an
    __import__ that imports only those modules. With kernels = {(name, first line), ...}
    (the defs the static gate read as kernels), the code objects of those defs are added to
    the set `found` after compiling and before any of the module's code runs."""
    import types
    # The compiler's lines, not str.splitlines' (which also breaks at \x1c, \u2028, ...):
    # inspect, and so Triton, re-reads kernels from linecache and must find what was checked.
    src = src.replace("\r\n", "\n").replace("\r", "\n")
    lines = [line + "\n" for line in src.split("\n")]
    if lines[-1] == "\n":
        lines.pop()
    linecache.cache[filename] = (len(src), None, lines, filename)
    module = types.ModuleType(name)
    module.__file__ = filename
    if restricted:
        module.__dict__["__builtins__"] = _restricted_builtins(*restricted)
    sys.modules[name] = module      # dataclasses and triton's jit look the module up here
    code = compile(src, filename, "exec")
    if kernels is not None:
        todo = [code]
        while todo:
            c = todo.pop()
            todo += [k for k in c.co_consts if isinstance(k, types.CodeType)]
            if c.co_filename == filename and (c.co_name, c.co_firstlineno) in kernels:
                found.add(c)
    exec(code, module.__dict__)
    return module


API_ROOTS = ("torch", "triton", "math", "typing")


def api_object(obj):
    """Is obj part of an allowed module's own API: a plain number, string or None; or a class,
    function or instance defined in torch, triton, math or typing? A module's namespace also
    holds what it imported and the leftovers of its import-time loops: triton.language.extra
    kept `modules` (sys.modules, `from sys import modules`), `module_from_spec` and the
    `spec` of its loop over backends, and red team 10 read the real builtins and the
    monitor's closure through sys.modules["builtins"] (adv_rt10_sysmodules_1). None of that
    is API: a dict, an importlib function, a `functools.wraps`, `DType = int`."""
    if obj is None or type(obj) in (int, float, bool, str, complex):
        return True
    if isinstance(obj, (dict, list, set, tuple, frozenset)):
        return False
    owner = obj.__module__ if isinstance(obj, type) or callable(obj) else type(obj).__module__
    return isinstance(owner, str) and owner.split(".")[0] in API_ROOTS


def _restricted_builtins(names, modules, denied):
    """The candidate module's builtins: the allowed ones, and an __import__ that knows the
    allowed modules (a name built from a string cannot reach anything else: no getattr)."""
    import builtins
    import types
    real_import = builtins.__import__
    modules = frozenset(modules)

    def guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
        if name == "__future__" and not level and tuple(fromlist or ()) == ("annotations",):
            return real_import(name, globals, locals, fromlist, level)   # a directive (gate)
        if level or name not in modules:
            denied.append(f"import of {name}")
            raise ImportError(f"import of {name} is not allowed in a candidate")
        mod = real_import(name, globals, locals, fromlist, level)
        for f in fromlist or ():
            sub = getattr(sys.modules.get(name), f, None)
            if f.startswith("_") or (f"{name}.{f}" not in modules if isinstance(sub, types.ModuleType)
                                     else not api_object(sub)):
                denied.append(f"import of {name}.{f}")
                raise ImportError(f"{name}.{f} is not allowed in a candidate")
        return mod

    allowed = {k: getattr(builtins, k) for k in names if hasattr(builtins, k)}
    allowed["__build_class__"] = builtins.__build_class__   # class statements
    allowed["__import__"] = guarded_import
    allowed["__name__"] = "builtins"
    return allowed


def short_exc(e):
    """'RuntimeError: message' from the last line; the reader wants the reason, not a stack."""
    msg = str(e).strip().splitlines()
    line = msg[-1] if msg else ""
    return f"{type(e).__name__}: {line}"[:500]


def _sync(device):
    if device == "cuda":
        torch.cuda.synchronize()


# ----------------------------------------------------------------------------------------
# the reference child: builds Model, draws each trial's inputs from the seeds the parent sends
# (keyed by the parent's secret), computes the outputs (and times them on a GPU)

def _two_draws(get_inputs):
    """The leaves of get_inputs() (in _input_leaves order) under two fixed seeds: what every
    draw holds alike shows between them (_fixed_int_leaves, _fixed_zeros)."""
    draws = []
    for seed in (0x5EED, 0xD15C):
        torch.manual_seed(seed)
        draws.append(_input_leaves(list(get_inputs())))
    return draws


def _fixed_zeros(draws):
    """{leaf index: bool mask} of the float tensors that both draws (_two_draws) hold at zero at
    the same positions, some but not all: a task's structure (red team 45: KernelBench level
    1's upper-triangular matmul, whose honest kernel skips the zero triangle, was refused when
    the far and shifted draws filled it). The trials keep them zero."""
    out = {}
    for j, (a, b) in enumerate(zip(*draws)):
        if _is_float_data(a) and _is_float_data(b) and a.numel() > 1 and a.shape == b.shape:
            z = (a == 0) & (b == 0)
            if bool(z.any()) and not bool(z.all()):
                out[j] = z
    return out


def _symmetric_leaves(draws):
    """Which leaves are float tensors of two or more dims that both draws (_two_draws) hold
    symmetric in their last two dims: a task's structure (red team 47: KernelBench level 1
    #13 multiplies symmetric matrices, and its honest kernel that reads B as B^T was refused
    when the scaled rows and the zero sets broke the symmetry). The trials keep them so."""
    # (drawn at random: two draws that differ, with more distinct values than rows; a
    # constant or an identity is symmetric by no draw, red team 49's all-ones adjacency read
    # transposed passed)
    return frozenset(j for j, (a, b) in enumerate(zip(*draws))
                     if all(_is_float_data(x) and x.dim() >= 2 and x.shape[-1] == x.shape[-2] > 1
                            and torch.equal(x, x.transpose(-1, -2)) for x in (a, b))
                     and a.shape == b.shape and not torch.equal(a, b)
                     and torch.unique(a).numel() > a.shape[-1])


def _flat_leaves(draws):
    """Which leaves are float tensors of two or more elements that both draws (_two_draws)
    hold at one and the same constant (ones, zeros: a gain or a bias passed per call)."""
    return frozenset(j for j, (a, b) in enumerate(zip(*draws))
                     if all(_is_float_data(x) and not x.is_complex() and x.numel() > 1 and
                            bool((x == x.reshape(-1)[0]).all()) for x in (a, b))
                     and a.shape == b.shape and torch.equal(a, b))


def _unit_leaves(draws):
    """{leaf: signed} of the float tensors that both draws (_two_draws) hold within [0, 1]
    (signed False), or spread over [-1, 1] (True: below -0.9 and above 0.9 in each), drawn at
    random (two draws that differ): probabilities, a torch.rand input; normalised
    coordinates. The small trial's zero-set draw gives them a set of exact ones as well, of
    either sign for the second kind (_transform): a BCE's log(1 - p) at p = 1, a saturated
    sigmoid's output, met no trial (red team 51: torch clamps that log at -100, and a kernel
    that clamped only log(p) passed), nor a grid_sample's border at +-1 (red team 65a)."""
    out = {}
    for j, (a, b) in enumerate(zip(*draws)):
        if not all(_is_float_data(x) and not x.is_complex() and x.numel() > 1 for x in (a, b)) \
                or a.shape != b.shape or torch.equal(a, b):
            continue
        if all(bool(((x >= 0) & (x <= 1)).all()) for x in (a, b)):
            out[j] = False
        elif all(bool(((x >= -1) & (x <= 1)).all()) and float(x.min()) < -0.9 and
                 float(x.max()) > 0.9 for x in (a, b)):
            out[j] = True
    return out


def _sorted_leaves(draws):
    """{leaf: descending} of the float and integer tensors that both draws (_two_draws) hold
    sorted along their last dim (3 or more entries, not all equal): bucket boundaries, a time
    grid, a bag's offsets. The trials keep them sorted (red team 55: scaled by a negative
    factor or shifted apart, a torch.bucketize's boundaries came unsorted, where the
    reference's answer is an artefact of its search order, and an honest count-of-edges-below
    kernel was refused; red team 63a: an EmbeddingBag's offsets with a padding id written in,
    or edited out of order, ran bags together, and its honest kernel was refused). Where only
    some rows of a tensor are sorted in both draws, rows of 8 or more entries (sorted by
    chance once in 8! per draw), {leaf: (descending, rows)}: those rows are kept sorted, a
    bool tensor of the leading dims saying which (red team 64b: a graph's edge_index [2, E]
    sorted by destination, its source row not, came out of order and refused an honest
    kernel that relies on the order)."""
    out = {}
    for j, (a, b) in enumerate(zip(*draws)):
        if not all(isinstance(x, torch.Tensor) and not x.is_complex() and
                   x.dtype != torch.bool and x.dim() >= 1 and x.shape[-1] >= 3
                   for x in (a, b)) or a.shape != b.shape:
            continue
        for desc in (False, True):
            rows = [((x.diff(dim=-1) <= 0) if desc else (x.diff(dim=-1) >= 0)).all(-1) &
                    ~(x.diff(dim=-1) == 0).all(-1) for x in (a, b)]      # (leading dims)
            both = rows[0] & rows[1]
            if all(bool((x.diff(dim=-1) <= 0).all() if desc else (x.diff(dim=-1) >= 0).all())
                   and not bool((x.diff(dim=-1) == 0).all()) for x in (a, b)):
                out[j] = desc
                break
            if a.dim() >= 2 and a.shape[-1] >= 8 and bool(both.any()):
                out[j] = (desc, both)
                break
    return out


def _fixed_int_leaves(draws):
    """Which leaves are integer (or bool) tensors that both draws (_two_draws) hold alike:
    position ids, an index table, lengths. The trials re-seed get_inputs(), which cannot move
    them, so a kernel could ignore them (red team 23: x + Embedding(arange(seq)) passed with
    row t used for token t, adv_rt23_posids_1)."""
    def ints(x):
        return isinstance(x, torch.Tensor) and x.numel() >= 1 and not (
            x.is_floating_point() or x.is_complex())
    return frozenset(j for j, (a, b) in enumerate(zip(*draws))
                     if ints(a) and ints(b) and a.shape == b.shape and
                     a.dtype == b.dtype and torch.equal(a, b))


def _move_ints(t, variant=0):
    """New values for an integer tensor every seed draws alike, keeping what makes such inputs
    valid (red team 24: shuffled offsets made nn.EmbeddingBag raise, the trial fell back to
    the inputs as written, and a kernel assuming equal bags passed; a shuffled all-ones
    attention mask is the same mask):
      - one value c throughout (a mask of ones, token types of zeros, full lengths): random
        values in [0, 1] for c <= 1, in [1, c] above (a length stays non-zero); c < 0 stays;
      - rows sorted along the last dimension (offsets, cu_seqlens, position ids): new sorted
        values between each row's first and last, which stay (offsets[0] is still 0);
      - anything else: its values permuted (indices stay in range).
    Red team 25: lengths that must add up to the rows they split made the reference raise at
    [1, c], and a causal mask, a fixed bool input that is not constant, was never moved; a
    0-d count (num_items_in_batch) neither. So variant 1 (tried when variant 0 makes the
    reference raise) splits a constant's total afresh; a fixed bool mask has a tenth flipped,
    no row left without a True or a False it had (variant 0), or gains random True entries
    (variant 1); one number c >= 2 becomes one in [c // 2, c - 1]."""
    if t.dtype == torch.bool:
        if variant == 1:
            return t | (torch.rand(tuple(t.shape)) < 0.25)
        # a tenth flipped, both ways (red team 55: OR only added True entries, and a kernel
        # that let the causal part through unread passed), every row that held a True (a
        # False) still holding one: an attention row with no key allowed is NaN
        out = t ^ (torch.rand(tuple(t.shape)) < 0.1)
        if t.dim() >= 1 and t.numel() > 1:
            a, b = t.reshape(-1, t.shape[-1]), out.reshape(-1, t.shape[-1]).clone()
            lost = a.any(-1) & ~b.any(-1) | (~a).any(-1) & b.all(-1)
            b[lost] = a[lost]
            out = b.reshape(t.shape)
        return out
    lo, hi = int(t.min()), int(t.max())
    if t.numel() == 1:
        # (never c itself: [c // 2, c] drew c again at 1 key in 65, and red team 25's kernel
        # that ignores num_items_in_batch passed there)
        return t if lo < 2 else torch.randint(max(1, lo // 2), lo, tuple(t.shape), dtype=t.dtype)
    if lo == hi:
        if lo < 0:
            return t
        if variant == 1 and lo > 1:        # the same total in positive parts: lengths of splits
            total, n = lo * t.numel(), t.numel()
            cuts = (torch.randperm(total - 1)[:n - 1] + 1).sort().values
            edges = torch.cat([torch.zeros(1, dtype=torch.long), cuts, torch.tensor([total])])
            return (edges[1:] - edges[:-1]).reshape(t.shape).to(t.dtype)
        a, b = (0, 1) if lo <= 1 else (1, lo)
        return torch.randint(a, b + 1, tuple(t.shape), dtype=t.dtype)
    rows = t.reshape(-1, t.shape[-1]).long()
    step = rows[:, 1:] - rows[:, :-1]
    up, down = bool((step >= 0).all()), bool((step <= 0).all())
    if rows.shape[1] > 2 and (up or down):
        first, last = rows[:, :1], rows[:, -1:]
        a, b = torch.minimum(first, last), torch.maximum(first, last)
        mid = a + (torch.rand(rows.shape[0], rows.shape[1] - 2, dtype=torch.float64)
                   * (b - a + 1)).floor().long()
        mid = torch.minimum(mid, b).sort(dim=1, descending=down and not up).values
        return torch.cat([first, mid, last], dim=1).reshape(t.shape).to(t.dtype)
    return t.reshape(-1)[torch.randperm(t.numel())].reshape(t.shape)


def _move_ints_up(t, far=False):
    """An integer tensor of non-negative values up to c >= 2, moved up: a 0-d one to a number
    in [c + 1, 2c], one that holds c throughout to values in [1, 2c] per element, one of
    several values in [min, 2c] (red team 54: an exponent passed as torch.tensor(3), or as a
    column of threes, met only values up to 3 as _move_ints moves them, and a kernel that
    unrolled the power to the cube passed; red team 55: exponents 1-4); with `far` up to 8c
    (the small trial's "far" try, as _move_int's). None for any other tensor."""
    if t.dtype == torch.bool or t.is_floating_point() or t.is_complex() or not t.numel():
        return None
    lo, hi = int(t.min()), int(t.max())
    if lo < 0 or hi < 2:
        return None
    top = 8 if far else 2
    if t.numel() == 1:
        return torch.randint((2 if far else 1) * lo + 1, top * lo + 1, tuple(t.shape),
                             dtype=t.dtype)
    if lo != hi:
        # several values (exponents 1-4, red team 55): each element in [lo, 2 hi] (an index
        # table pushed out of range makes the reference raise: the next variant)
        return torch.randint(lo, top * hi + 1, tuple(t.shape), dtype=t.dtype)
    return torch.randint(1, top * lo + 1, tuple(t.shape), dtype=t.dtype)


def _edge_value(t, whole=True, ints=True, ones=False, zero=False):
    """A leaf at the edges call (plan role "edges", spec kind "edges": red team 63a's glob2d
    and nvalid, 62a's bvar1): a random mask (bool, or integer 0s and 1s) of two or more dims
    all False where `whole` (a micro-batch with no kept token at all; the small trial's
    edged draw empties one slice along each dim, never the whole mask), a 1-D one with
    exactly one True entry (a batch of one valid sample: the edged draw's 1-D mask is all
    False); a Python int >= 2 becomes 1 where `ints` (a count of one valid frame: the range
    trials move it to |c| // 2 or more). Anything else as it is. Where the reference's
    answer is not finite there (an unclamped mean over nothing), the call is skipped. With
    `ones`, the mirror: all True, a 1-D mask with exactly one False (a padding mask, True
    where padded: red team 64b's wav2vec2-style pooling divided by a count of unpadded
    frames never 0, the all-False draws leaving every frame valid); counts stay as drawn
    there; a call whose answer is empty there is skipped too. With `zero` (a third call,
    where there are counts), the counts are 0 and the masks as drawn: an empty chunk, which
    a mean guarded with max(n, 1) pools to zeros (red team 64a's nzero divided by n)."""
    if type(t) is int:
        return (0 if zero else 1) if ints and t >= 2 and not ones else t
    if _count(t):
        # (a count held in a one-element integer tensor, torch.tensor(20): red team 64a)
        return (torch.zeros_like(t) if zero else torch.ones_like(t)) if ints and not ones \
            else t
    if zero or not _is_mask(t):
        return t
    if t.dim() >= 2:
        return (torch.ones_like(t) if ones else torch.zeros_like(t)) if whole else t
    out = torch.ones_like(t) if ones else torch.zeros_like(t)
    out[int(torch.randint(0, t.numel(), ()))] = 0 if ones else 1
    return out


def _edge_leaves(leaves, fixed, second=None):
    """The leaves the edges call changes (_edge_value), as (masks of two or more dims,
    1-D masks, counts, distinct integers): masks (random or `fixed`), Python ints >= 2 and
    one-element integer tensors >= 2 (_count) among get_inputs()' leaves, and the random
    integer tensors of 3 or more elements that both draws (`leaves`, `second`) hold all
    distinct (_with_repeat)."""
    multi, one, ints, dups = set(), set(), set(), set()
    for j, x in enumerate(leaves):
        # (masks and counts every draw holds alike too: red team 64a's attention mask of
        # ones, a sentence-embedding pool without its clamp, and a count in torch.tensor(20))
        if type(x) is int and x >= 2 or _count(x):
            ints.add(j)
        elif _is_mask(x) and (j not in fixed or _one_value(x)):
            (multi if x.dim() >= 2 else one).add(j)
        elif j in fixed:
            continue
        elif _int_data(x) and x.numel() >= 3 and second is not None and all(
                _int_data(y) and y.shape == x.shape and torch.unique(y).numel() == y.numel()
                for y in (x, second[j])):
            dups.add(j)
    return multi, one, ints, dups


def _gap_leaves(leaves, fixed, second=None):
    """The random integer inputs that hold a value more than once in both draws (`leaves`,
    `second`) and are no masks: indices into something smaller, whose every value the draw
    covers (red team 62b's 1,024 random edges over 64 nodes, where a node without an edge
    comes up at about 1 draw in 10^5). The small trial's first draw takes one value out of
    them (_without_value, _transform)."""
    out = set()
    for j, x in enumerate(leaves):
        if j in fixed or not _int_data(x) or x.numel() < 3 or _is_mask(x) or second is None:
            continue
        if all(_int_data(y) and y.shape == x.shape and
               1 < torch.unique(y).numel() < y.numel() for y in (x, second[j])):
            out.add(j)
    return out


def _without_value(t):
    """Integer tensor t with one of its values gone: every element holding it set to the
    next value it holds (the one below; above, for its least), so the values stay in the
    draw's range and a sorted input stays sorted. A segment, a node, a class or a bucket
    the draw covered is now empty: a mean over it must be guarded (red team 62b's GraphSAGE
    mean divided by an in-degree never 0). At the small trial's first draw, before its other
    edges (_random_ints_edged)."""
    vals = torch.unique(t)                        # (sorted)
    if vals.numel() < 2:
        return t
    i = int(torch.randint(0, vals.numel(), ()))
    return torch.where(t == vals[i], vals[i - 1] if i else vals[1], t)


def _with_repeat(t, ordered=None, spare=()):
    """Integer tensor t (all distinct) with one value repeated, at the edges call: a sorted
    one (`ordered`: descending or not) has an entry copied onto its successor in a row, so
    it stays sorted (an EmbeddingBag's offsets: an empty bag); another has one value copied
    to another place (item ids of an in-batch softmax: an accidental hit). Red team 64b:
    a bag mean without its guard for an empty bag and a two-tower loss that never masked
    a candidate sharing the row's item passed, every draw holding distinct values."""
    out = t.clone()
    if ordered is not None and t.shape[-1] >= 2:
        rows = out.reshape(-1, t.shape[-1])
        r = int(torch.randint(0, rows.shape[0], ()))
        if isinstance(ordered, tuple):           # (one of the rows kept sorted)
            sorted_rows = ordered[1].reshape(-1).nonzero().reshape(-1)
            if sorted_rows.numel() and ordered[1].numel() == rows.shape[0]:
                r = int(sorted_rows[int(torch.randint(0, sorted_rows.numel(), ()))])
        i = 1 + int(torch.randint(0, t.shape[-1] - 1, ()))
        rows[r, i] = rows[r, i - 1]
        return out
    flat = out.reshape(-1)
    # (not onto a value in `spare`: the 0 or 1 the small trial's edged draw wrote, a
    # sentinel; red team 61b's length of 0 was overwritten by the repeat at one key)
    free = torch.ones(flat.numel(), dtype=torch.bool)
    for v in spare:
        free &= (flat != v).cpu()
    places = free.nonzero().reshape(-1)
    if places.numel() < 2:
        return t
    a, b = places[torch.randperm(places.numel())[:2]].tolist()
    flat[b] = flat[a]
    return out


def _one_value(t):
    """A tensor holding one value throughout (a mask of ones: no padding in this batch)."""
    return isinstance(t, torch.Tensor) and t.numel() > 0 and bool((t == t.reshape(-1)[0]).all())


def _count(t):
    """A one-element integer tensor holding 2 or more: a count (torch.tensor(20))."""
    return _int_data(t) and t.numel() == 1 and int(t.reshape(-1)[0]) >= 2


def _is_mask(t):
    """A bool tensor, or an integer or float one of 0s and 1s, of two or more elements (red
    team 65a: a PPO loss mask held as floats, (rand < 0.8).float(), was never emptied)."""
    return isinstance(t, torch.Tensor) and t.numel() >= 2 and not t.is_complex() and (
        t.dtype == torch.bool or bool(((t == 0) | (t == 1)).all()))


def _movable_int(x):
    """A Python int among the inputs that a MOVE_KINDS trial changes: |x| >= 2 (bools are
    flags, and so are -1, 0 and 1: dims, offsets, strides, which _flag_leaves move)."""
    return type(x) is int and abs(x) >= 2


def _move_int(x, up=False, far=False):
    """Another Python int of x's sign, |x| // 2 to |x| - 1, from the trial's seed (red team
    36: `torch.pow(x, p)` with p = 3 passed per call, and a kernel that cubed its input passed
    at every key, since an int among the inputs is the same at every trial; as _move_ints does
    for a 0-d integer tensor); up: |x| + 1 to 2 |x| (red team 42: a kernel that capped the
    exponent at the one get_inputs passes met only smaller ones; the small trial tries this
    first); far: 2 |x| + 1 to 8 |x|, log-uniform (red team 67: a moving average whose
    window loop was capped at twice the window get_inputs passes; the small trial tries this
    before `up`). Where the new number leaves the reference's domain (a size that must match a
    tensor's), the reference raises and the trial is redrawn without it."""
    if far:
        lo, hi = 2 * abs(x) + 1, 8 * abs(x)
        n = min(hi, int(lo * (hi / lo) ** float(torch.rand(()))))
    elif up:
        n = int(torch.randint(abs(x) + 1, 2 * abs(x) + 1, ()))
    else:
        n = int(torch.randint(max(1, abs(x) // 2), abs(x), ()))
    return n if x > 0 else -n


def _zero_sets(t, whole=False, rows=None):
    """t with one index of dim 0, one of dim 1 and one of the last dim set to zero (a tensor of
    two or more dims; t itself otherwise): whatever dims a norm or a reduction pools, unless it
    pools all of them, one of its sets is all zeros, where only the eps of a norm
    (F.normalize's max(norm, 1e-12), cosine_similarity's 1e-8) keeps the answer finite (red
    team 36: F.normalize without its clamp passed at every key, adv_rt36_l2norm_1). The small
    trial tries this draw first; where the reference is not finite with it (a norm without
    eps), the same for one float input at a time (red team 45: a KL divergence without its
    zero-target guard passed, since a zero prediction made the reference infinite wherever
    its target was zeroed with it), then its plain draw. A 1-D tensor is zeroed whole
    (whole=True: red team 45's 1-D F.normalize without its clamp met no zero vector).
    `rows` ({size of dim 0: index}, one per draw) gives the float inputs whose dim 0 has
    one size the same zeroed row: two inputs zero at one place together (red team 62b's IoU
    loss without its union eps, 0/0 only where a predicted and a target box are both
    degenerate; apart, their zeroed rows met at 1 draw in 256)."""
    def signed(z):
        # (about half of the zeros -0.0: red team 59b's atan2 picked its quadrant by im >= 0,
        # off by 2 pi at im = -0.0, which a negative FFT bin or x * 0 holds; no draw had one)
        if z.is_floating_point() and not z.is_complex():
            z.masked_fill_((torch.rand(tuple(z.shape)) < 0.5).to(z.device), -0.0)
        return z
    if t.dim() == 1 and whole and t.numel():
        return signed(torch.zeros_like(t))
    if t.dim() < 2 or not t.numel():
        return t
    t = t.clone()
    for d in sorted({0, 1, t.dim() - 1}):
        i = int(torch.randint(0, t.shape[d], ()))
        if d == 0 and rows is not None:
            i = rows.setdefault(t.shape[0], i)
        signed(t.select(d, i).zero_())
    return t


def _constant_bool(t):
    """A bool tensor that is all True or all False: a MOVE_KINDS trial makes it a random mask."""
    return isinstance(t, torch.Tensor) and t.dtype == torch.bool and t.numel() > 1 and \
        bool((t == t.reshape(-1)[0]).all())


def _moves_something(get_inputs, seed, fixed):
    """Does a MOVE_KINDS trial move anything in get_inputs() drawn under `seed`: an integer
    leaf every seed draws alike, or a constant bool tensor (as move() in _transform decides)?"""
    if fixed:
        return True
    torch.manual_seed(seed)
    return any(_constant_bool(t) or _movable_int(t) for t in _input_leaves(list(get_inputs())))


# the trials that move fixed integer and bool inputs: the scaled one, and its fallback
# "moved" (floats as drawn) where the scaled answer is only compared for finiteness
MOVE_KINDS = ("scaled", "moved")


# A float16 input's far draws go ten times as far (and are not scaled after: 1000 deviations
# times 1000 is past float16's 65504). Float16 keeps 11 bits, so 1000 deviations off zero it
# still holds a spread of a few steps, where a one-pass variance in float32 registers has lost
# ~3 digits (red team 33: a float16 LayerNorm was never met far from zero, and E[x^2] - E[x]^2
# passed, adv_rt33_halfln_1). Not bfloat16: its 8 bits hold almost nothing there
FP16_FAR = 10.0

# A float64 input's far draws go a hundred times as far (7,000-25,000 deviations off zero).
# Float64 is compared at 1e-9, and a one-pass variance loses 2 log10(|mean| / std) of its 16
# digits: at float32's 70-250 deviations it loses ~5 and fits (red team 68: a float64 RevIN,
# instance normalisation over time, with E[x^2] - E[x]^2 passed, adv_rt68_revin64_1; real
# float64 series sit that far from zero: timestamps, coordinates, prices), at 7,000 it loses
# ~8 and is refused. Float64 holds the honest kernel's answer there to ~1e-12
FP64_FAR = 100.0


def _balanced_signs(n):
    """n signs, +1 and -1 in equal numbers (one more +1 when n is odd), in a random order drawn
    from the trial's seed: a trial that gives rows their own signs always holds both."""
    s = torch.ones(n, dtype=torch.float64)
    s[torch.randperm(n)[:n // 2]] = -1.0
    return s


def _rows(t):
    """The shape that broadcasts one number per row of t (all dims but the last; a tensor of
    fewer than two dims is one row)."""
    return tuple(t.shape[:-1]) + (1,) if t.dim() >= 2 else (1,) * t.dim()


def _apart(t, across):
    """The shape that broadcasts one number per index of the dim the far draw with rows apart
    moves t along; nothing for fewer than two dims (None): dim 1 (channels, tokens, or a 2-D
    tensor's columns) `across` "channels", dim 0 (samples, or a 2-D tensor's rows) `across`
    "samples", the other where that one has a single entry. One dim, so that every set a
    normalisation pools is moved as one and the sets lie apart. Across channels: a batch or
    instance norm's channels (red team 34: a batch norm's one-pass variance about the whole
    tensor's mean passed the draw that gave each row its own sign, since every channel pooled
    rows of both signs; red team 36: a BatchNorm1d's columns, when a 2-D tensor moved its rows
    apart), a LayerNorm's rows of a 3+-dim tensor. Across samples: a 2-D tensor's rows, a
    group norm's channel groups, a LayerNorm over the last two dims, any norm over all of a
    sample (red team 35: each pooled channels or tokens of both signs across channels). No
    single draw serves both: a batch norm pools samples. Not a channels-last batch norm's
    last dim (docs/open_cases)."""
    if across not in ("channels", "samples"):
        raise ValueError(f"across must be 'channels' or 'samples', got {across!r}")
    if t.dim() < 2:
        return None
    d = 1 if across == "channels" else 0
    if t.shape[d] < 2:
        d = 1 - d
    return tuple(n if k == d else 1 for k, n in enumerate(t.shape))


def _far_offsets(leaves, far, across=None):
    """The offset the far draw adds to each float leaf, by its position (bfloat16 and empty
    leaves have none). One offset for
    all leaves of one shape and dtype, `far` times the largest of their standard deviations:
    tensors that meet element by element (a prediction and its target) stay close to each
    other far from zero (red team 33: each shifted by its own deviations, randn predictions and
    rand targets landed 70 apart, and an MSE expanded to mean(p^2) - 2 mean(pt) + mean(t^2)
    never cancelled, adv_rt33_mseexp_1). With `across`, each index of one dim of a tensor
    (_apart: rows, dim 1's channels or dim 0's samples) is shifted by that offset times its own sign, half up
    and half down (the same signs for a shape's leaves): rows far apart, so that no single
    pivot sits near them all (red team 33: a one-pass variance about the whole tensor's mean,
    accurate wherever the tensor moves as one, adv_rt33_lnpivot_1)."""
    groups = {}
    for j, t in enumerate(leaves):
        if _is_float_data(t) and t.dtype != torch.bfloat16 and t.numel():
            groups.setdefault((tuple(t.shape), t.dtype), []).append(j)
    offsets = {}
    for (shape, dtype), js in groups.items():
        sds = [float(leaves[j].double().std()) if leaves[j].numel() > 1 else 0.0 for j in js]
        sds = [sd for sd in sds if sd > 0 and math.isfinite(sd)]
        off = far * (max(sds) if sds else 1.0) * {torch.float16: FP16_FAR,
                                                   torch.float64: FP64_FAR}.get(dtype, 1.0)
        shape1 = _apart(leaves[js[0]], across) if across else None
        if shape1 is not None:
            off = (off * _balanced_signs(math.prod(shape1))).reshape(shape1)
        for j in js:
            offsets[j] = off
    return offsets


# a str among the inputs that names a mode (act="relu", reduction="mean")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_-]{0,31}")


def _words(src):
    """The word-like string constants of a reference's source, sorted: the values a str
    passed to forward may take (the branches its forward tests: `if act == "gelu"`), among
    which the small trial's first draw picks another (_transform). () where it cannot parse."""
    import ast
    try:
        tree = ast.parse(src)
    except (SyntaxError, ValueError):
        return ()
    return tuple(sorted({n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
                         and type(n.value) is str and _WORD.fullmatch(n.value)}))


# torch's own mode words, by family: a str passed to forward that the reference hands
# straight to torch (F.mse_loss(reduction=r), F.gelu(approximate=a)) has no other word in the
# reference's source (red team 55: reduction="mean" never met "sum"); its family's others
# are tried where the source names none (one the reference refuses falls back)
MODE_FAMILIES = (("mean", "sum", "none", "batchmean"), ("none", "tanh"),
                 ("sum", "mean", "max"), ("sum", "prod", "mean", "amax", "amin"),
                 ("linear", "lower", "higher", "midpoint", "nearest"),
                 ("zeros", "border", "reflection"), ("fro", "nuc"),
                 ("nearest", "linear", "bilinear", "bicubic", "trilinear", "area",
                  "nearest-exact"),
                 ("zeros", "reflect", "replicate", "circular", "constant"),
                 ("relu", "gelu", "silu", "tanh", "sigmoid", "identity", "elu", "leaky_relu",
                  "softplus", "mish", "hardswish", "selu"),
                 ("floor", "trunc"), ("backward", "forward", "ortho"))


def _alternatives(word, words):
    """The other values a mode word passed to forward may take: the reference's own words
    (_words) and the words of every torch family that holds it (MODE_FAMILIES), sorted
    (red team 56: the reference's own unrelated words hid the family); for an einsum
    equation, its operands' and its output's letters reordered (_equation_moves)."""
    if _EQUATION.fullmatch(word):
        return _equation_moves(word)
    return sorted((set(words) | {w for fam in MODE_FAMILIES if word in fam for w in fam})
                  - {word})


# an einsum equation passed to forward ("ij,jk->ik"): red team 56a's kernel computed a @ b
# whatever the equation said, since no trial moved a str that is not word-like
_EQUATION = re.compile(r"[A-Za-z]{1,12}(,[A-Za-z]{1,12}){0,3}->[A-Za-z]{0,12}")


def _equation_moves(eq):
    """Other equations over the same operands: the output's last two letters swapped (the
    answer transposed), then each operand's (a transposed operand). Those the reference
    refuses for the operands' shapes fall back, as any flag move does."""
    def swap(w):
        return w[:-2] + w[-1] + w[-2] if len(w) > 1 and w[-1] != w[-2] else w
    ins, out = eq.split("->")
    ops = ins.split(",")
    moves = [ins + "->" + swap(out)]
    for i, o in enumerate(ops):
        moves.append(",".join(ops[:i] + [swap(o)] + ops[i + 1:]) + "->" + out)
    return [m for m in dict.fromkeys(moves) if m != eq]


def _flag_leaves(draws):
    """The leaves of get_inputs() that are a call's flags and modes, held alike by both
    draws (_two_draws): a Python bool, a Python int of -1, 0 or 1, a word-like str or an
    einsum equation, a float 0.0 or +-inf (an "off" sentinel; a one-element float tensor
    too), a float dtype (softmax's dtype=), a bool tensor of up to 8 switches, a one-element
    integer tensor holding 0 or 1 (a start position, a selector). Red teams 54 and 55: a
    kernel that took the branch get_inputs() asks for, whatever the flag said, passed while
    no trial changed them."""
    def flag(a, b):
        if type(a) is not type(b):
            return False
        if type(a) is bool or type(a) is str and (_WORD.fullmatch(a) or _EQUATION.fullmatch(a)):
            return a == b
        if type(a) is int:
            # (a Python int of -1, 0 or 1: a dim, an offset, a step, a stride, a zero point, a
            # k; _move_int moves those of 2 or more. Red team 66: rotary embeddings that never
            # added start_pos=0, a log-softmax that ignored dim=-1, AdamW at step=1 only, a
            # symmetric fake-quantiser for zero_point=0, a top-1 router for k=1 and a conv1d
            # for stride = padding = dilation = groups = 1 passed at every key)
            return a == b and a in (-1, 0, 1)
        if type(a) is float:
            return a == b and (a == 0.0 or math.isinf(a))
        if type(a) is torch.dtype:
            return a == b and a in _FLOAT_DTYPES
        if not isinstance(a, torch.Tensor) or a.shape != b.shape or a.dtype != b.dtype or \
                a.is_complex() or not torch.equal(a, b):
            return False
        if a.dtype == torch.bool:
            return 1 <= a.numel() <= 8          # (a few switches; a mask moves as a mask)
        if a.numel() != 1:
            return False
        v = float(a.reshape(-1)[0])
        # (a one-element float at 0 or +-inf: an "off" bound, red team 56)
        return v in (0.0, 1.0) if not a.is_floating_point() else v == 0.0 or math.isinf(v)
    return frozenset(j for j, (a, b) in enumerate(zip(*draws)) if flag(a, b))


_FLOAT_DTYPES = (torch.float16, torch.bfloat16, torch.float32, torch.float64)


def _dtype_moves(t):
    """The other float dtypes a dtype flag takes: not float64 unless it is float64 (an answer
    computed in float32 and cast to float64 carries float32's rounding, which float64's
    tolerance would call wrong: red team 57a's honest GELU with out_dtype)."""
    return [d for d in _FLOAT_DTYPES if d != t and (d != torch.float64 or t == torch.float64)]


def _flag_move(t, k, words):
    """Another value for a flag or mode leaf (_flag_leaves), its k-th move: a bool flipped, a
    mode word the k-th of its alternatives (_alternatives), 0.0 one in [0.25, 1), +-inf one
    of its sign in [0.5, 2) (a bound that engages at the inputs' scale; a one-element float
    tensor alike), a float dtype another, a bool tensor a random nonempty set of its entries
    flipped, a one-element integer 0 or 1 at even k the other, at odd k one in [2, 9), a
    Python int 0 or 1 alike and -1 at even k 0, at odd k -2 (a dim: the first, the one before
    the last). Where the reference refuses the value (a stride of 0, a dim past the input's),
    the trial keeps the flag as drawn."""
    if type(t) is bool:
        return not t
    if type(t) is int:
        if t == -1:
            return 0 if k % 2 == 0 else -2
        return 1 - t if k % 2 == 0 else int(torch.randint(2, 9, ()))
    if type(t) is str:
        alts = _alternatives(t, words)
        return alts[k % len(alts)] if alts else t
    if type(t) is torch.dtype:
        alts = _dtype_moves(t)
        return alts[k % len(alts)]
    if type(t) is float:
        if t == 0.0:
            return 0.25 + 0.75 * float(torch.rand(()))
        return math.copysign(0.5 + 1.5 * float(torch.rand(())), t) if math.isinf(t) else t
    if isinstance(t, torch.Tensor) and t.dtype == torch.bool:
        if t.numel() == 1:
            return ~t
        # (several switches: a random nonempty set of them flipped, red team 56's [True,
        # False] kept-or-dropped pair)
        flips = torch.rand(tuple(t.shape)) < 0.5
        flips.view(-1)[int(torch.randint(0, t.numel(), ()))] = True
        return t ^ flips
    if isinstance(t, torch.Tensor) and t.is_floating_point():     # (a 0-d bound: as a float)
        return torch.full_like(t, _flag_move(float(t.reshape(-1)[0]), k, words))
    if isinstance(t, torch.Tensor):
        # 0 <-> 1 first (a selector among two, an on/off int), then a value in [2, 9)
        return 1 - t if k % 2 == 0 else torch.randint(2, 9, tuple(t.shape), dtype=t.dtype)
    return t


def _keyed_seed(key, *parts):
    """A 62-bit seed from the parent's key (asked["param_key"], secret) and parts."""
    return random.Random("/".join(map(str, (key,) + parts))).getrandbits(62)


def _keyed_gen(key, *parts):
    """A torch.Generator seeded by _keyed_seed(key, *parts)."""
    return torch.Generator().manual_seed(_keyed_seed(key, *parts))


def _flag_span(x, words):
    """How many other values a flag leaf takes in turn (_flag_move's k): a mode word's
    alternatives, a float dtype's others (_dtype_moves), a 0/1 integer's two moves, else one."""
    if type(x) is str:
        return max(1, len(_alternatives(x, words)))
    if type(x) is torch.dtype:
        return len(_dtype_moves(x))
    if type(x) is int or \
            isinstance(x, torch.Tensor) and not x.is_floating_point() and x.dtype != torch.bool:
        return 2
    return 1


def _flag_calls(flags, leaves, words):
    """How many extra calls at get_inputs()' own scale move the flags (_reference_job's
    "flags" role): one per value a flag leaf can take, up to 3."""
    if not flags:
        return 0
    return min(3, max(_flag_span(leaves[j], words) for j in flags))


def _flag_trials(flags, n_in, key):
    """{leaf: {input trial: ordinal}}: each flag leaf moves at a keyed half (rounded up) of
    the input trials after trial 0, its k-th move at the k-th of them (a mode word's
    alternatives in turn, from a keyed start), so the branch get_inputs() asks for meets the
    range trials too, and the other branches meet trials of every scale (red team 55: moved
    only at the small trial, ReLU6 read as ReLU and a clamp at 0.0 as no clamp passed)."""
    out = {}
    for j in sorted(flags):
        rng = random.Random(key * 1_000_003 + 7 * j + 1)
        ts = sorted(rng.sample(range(1, n_in), n_in // 2)) if n_in > 1 else []
        start = rng.randrange(1 << 16)
        out[j] = {t: start + k for k, t in enumerate(ts)}
    return out


def _transform(inputs, spec, fixed=frozenset(), variant=0, zeros=None, sym=frozenset(),
               keep=frozenset(), unit=frozenset(), flat=frozenset(), words=(), flip=None,
               ordered=None, sentinels=None, labels=frozenset(),
               float_sentinels=None, dups=frozenset(), gaps=frozenset()):
    """A trial's distribution: get_inputs() as drawn (normal), scaled (a tensor of two or more
    dims row by row, 0.1x to 100x, half the rows negative; one with a single row, 10x to 100x,
    negative), scaled and shifted, or (spec[3], the far draws of the large trial and the
    shifted one) shifted by spec[3] standard deviations, then scaled: the tensors of one shape
    by one offset, and with spec[4] (the shifted trials' far draws: "channels" or "samples")
    the indices of one dim up or down by it, half each way (_far_offsets, _apart);
    floating-point and complex tensors only. A Python float among the inputs (`forward(A, s)` with
    `s = 3.14`, or inside a tuple or list argument) is the same number at every normal draw, so a candidate could write it into its
    kernel as a constant: at the other trials it is multiplied by |scale| ** p, p in [1/16,
    3/16] per number (x1.33-3.65 at a large trial, x0.27-0.75 at a small one, x0.65-1.54
    otherwise; never shifted, never sign flipped, since such a number is often a probability,
    a bound or an exponent), and by x4-16 at the small trial's first try (spec[5] "far", with
    Python ints to 2|c| + 1 .. 8|c|, integer tensors held at c up to 8c; "up" is the next try,
    ints to |c| + 1 .. 2|c|). A Python int
    c with |c| >= 2 moves at the MOVE_KINDS trials (_move_int). With spec[4] "zeros" (the
    small trial's first draw) each float tensor of two or more dims gets an all-zero set
    along dims 0, 1 and -1 after its scaling (_zero_sets). Integer and bool tensors stay as
    written (sizes, dims, flags), except a bool tensor that is all True or all
    False: at the "scaled" trial it becomes a random mask, 3 in 4 True (red team 22: a masked
    mean whose get_inputs() gave an all-True mask passed with the mask ignored,
    adv_rt22_maskpool_1), and an integer tensor every seed draws alike (the leaves in `fixed`,
    _fixed_int_leaves) gets new values there that keep its structure (_move_ints). With
    spec[4] "zeros", a leaf in `unit` (drawn within [0, 1], _unit_leaves) also gets one index
    of its last dim set to exactly 1 (a probability at its top); at the MOVE_KINDS trials a
    leaf in `flat` (a float tensor every draw holds at one constant, _flat_leaves) gets values
    per element. The small trial's first draw (spec[5] "up") moves an integer tensor every
    draw holds at one value c >= 2 (a 0-d exponent) above c (_move_ints_up). The leaves in
    `flip` ({leaf: ordinal}, _flag_leaves: the flags and modes of a call) take their other
    values (_flag_move), at any kind of trial, "normal" too; those in `ordered` ({leaf:
    descending}, _sorted_leaves) are sorted again after their move. With spec[4] "zeros",
    random bool and integer inputs (drawn anew by each seed) get their edge cases
    (_random_ints_edged: an empty mask row, the reference's padding_idx or ignore_index);
    with spec[4] "nans", float inputs a few NaNs (_with_nans; only leaf spec[6] where it
    names one), a nonnegative input keeping its sign (one_sign). Kind "edges" (the edges
    call) leaves floats as drawn and puts masks, counts and distinct integers at their edges
    (_edge_value, _with_repeat: spec[4] "all", "some", "masks", "nodups", "ones",
    "ones-some"); labels (`labels`, integer inputs an op takes as indices) are never taken
    for masks; `sentinels` ({leaf: values}) are each integer input's own (_leaf_sentinels),
    and `float_sentinels` ({leaf: numbers}) are written
    into float inputs where integer sentinels are (_with_float_sentinels). The leaves in `keep` stay as drawn (an input the reference accepts only in its domain, while the
    others move). Drawn from the trial's seed (set before get_inputs)."""
    flip = flip or {}
    kind, scale, shift = spec[:3]
    far = spec[3] if len(spec) > 3 else 0.0
    if kind == "normal" and not flip:
        return inputs
    leaf = iter(range(1 << 62))
    # far from zero (at ~100 deviations E[x^2] - E[x]^2 in float32 has lost ~4 digits). Not
    # bfloat16 data: 100 deviations off zero a bf16 input keeps two or three bits of its
    # spread, ties everywhere, and an honest softmax computed in fp32 registers broke them
    # otherwise than the reference's bf16 product (good_rt18_attn_softmax refused at 3 keys in
    # 80)
    across = spec[4] if len(spec) > 4 else None
    # (the small trial's first tries: "far" moves Python numbers far up, then "up" near)
    up = len(spec) > 5 and spec[5] in ("up", "far")
    far_up = len(spec) > 5 and spec[5] == "far"
    offsets = _far_offsets(_input_leaves(list(inputs)), far, across) if far else {}
    zero_rows = {}          # (the "zeros" draw's row of dim 0 per size, shared: _zero_sets)

    def move(t):
        j = next(leaf)
        # (an input's own sentinels, those its forward takes: _leaf_sentinels)
        own = (sentinels or {}).get(j, ())
        if j in flip:
            return _flag_move(t, flip[j], words)
        if j in keep or kind == "normal":
            return t
        # (class ids held in a float input, cast for an op's index or target, are ids, not
        # values: not scaled, which would put them out of range or all at 0; red team 64a)
        out = t if j in labels and _is_float_data(t) else move_one(t, j)
        if type(t) is float and type(out) is float and out != t:
            moved_floats[t] = out
        if across == "zeros" and j not in fixed and isinstance(out, torch.Tensor) and \
                out is t and (out.dtype == torch.bool or not out.is_floating_point()):
            if j in gaps and up:
                # (integer indices with one value taken out, at the first try only: an
                # empty segment, an isolated node; where the reference refuses that, the
                # next try edges them as before)
                out = _without_value(out)
            out = _random_ints_edged(out, own, labels=j in labels,
                                     lines=up)
            if j in dups:
                # (and one value of an all-distinct input repeated, as at the edges call,
                # here where the floats are small: red team 64b's in-batch softmax without its
                # accidental-hit mask, whose one repeat at get_inputs()' scale sat far below
                # each row's max logit and changed nothing the tolerance sees)
                out = _with_repeat(out, (ordered or {}).get(j), spare={0, 1, *own})
        if across == "bigints" and j not in fixed and isinstance(out, torch.Tensor) and \
                out is t:
            out = _big_ints(out, shift=j in (ordered or {}))
        if kind == "scaled" and own and j not in fixed and \
                isinstance(out, torch.Tensor) and out is t and \
                (j in labels or not bool(((t == 0) | (t == 1)).all())):
            out = _with_sentinels(out, own)
        if (across == "zeros" or kind == "scaled") and j in (float_sentinels or {}) and \
                isinstance(out, torch.Tensor):
            out = _with_float_sentinels(out, float_sentinels[j])
        if across == "zeros" and j in unit and isinstance(out, torch.Tensor) and \
                out.shape == t.shape and out.dim() >= 1 and out.shape[-1] > 0:
            # (before the structure below: a triangular input's zeros stay zeros, a
            # symmetric one is mirrored with its ones)
            out = out.clone()
            line = out.select(-1, int(torch.randint(0, out.shape[-1], ())))
            if unit[j] if isinstance(unit, dict) else False:
                # (a leaf within [-1, 1] of both signs: +-1 each, a grid_sample's border;
                # red team 65a's far corner as ceil(ix) was 0 on every pixel centre)
                line.copy_(torch.where(torch.rand(tuple(line.shape)) < 0.5, -1.0, 1.0))
            else:
                line.fill_(1.0)
        return _keep_structure(out, j, getattr(t, "shape", None), zeros, sym, ordered)

    def one_sign(t):
        # (a NaN draw keeps a nonnegative input's sign: red team 63b's log1p of amounts with
        # a NaN fill never met a finite answer, the negative rows leaving log1p's domain)
        return across in NAN_DRAWS and not t.is_complex() and bool((t >= 0).all())

    def move_one(t, j):
        if kind == "edges" and across in ("zero", "zero-ints", "zero-floats"):
            # (counts and Python floats at 0; the rest as drawn)
            if type(t) is float:
                return 0.0 if across in ("zero", "zero-floats") else t
            if across == "zero-floats" or j in labels or j in fixed and not _count(t):
                return t
            return _edge_value(t, zero=True)
        if kind == "edges" and j in dups:     # (a distinct integer input: one value repeated)
            return _with_repeat(t, (ordered or {}).get(j)) if across in ("all", "some") else t
        if kind == "edges":   # (the edges calls: "all", "some", "masks", "nodups"; "ones",
            # "ones-some", which leave counts as drawn; "zero", counts alone, to 0)
            # (a fixed mask only where constant: a causal tril is the task's structure)
            return t if j in labels or j in fixed and not (
                _is_mask(t) and _one_value(t) or _count(t)) else \
                _edge_value(t, across not in ("some", "ones-some"), across != "masks",
                            across in ("ones", "ones-some"))
        if j in flat and kind in MOVE_KINDS and _is_float_data(t) and not t.is_complex():
            # a float tensor every draw holds at one constant (a LayerNorm's weight and bias
            # passed as ones and zeros) gets values per element, as a constant parameter's
            # keyed ones (red team 52: a kernel that read weight[0] and bias[0] for every
            # feature passed, one factor scaling the whole tensor at every trial)
            c = float(t.reshape(-1)[0]) if t.numel() else 0.0
            u = torch.rand(t.shape, dtype=torch.float64)
            v = (u - 0.5) if c == 0 else c * (0.5 + u)
            return v.to(t.dtype)
        if _is_float_data(t):
            if j in offsets:
                off = offsets[j]
                if isinstance(off, torch.Tensor):
                    off = off.to(t.real.dtype if t.is_complex() else t.dtype)
                # (float16 is not scaled after its shift: see FP16_FAR)
                return (t + off) * (math.copysign(1.0, scale) if t.dtype == torch.float16
                                    else scale)
            if far and t.dtype == torch.bfloat16:
                return t * scale
            if kind == "scaled" and t.numel() > 0 and t.dim() >= 1 and t[..., :1].numel() == 1:
                # a tensor with no rows to scale apart (1-D, or a single row) takes one factor,
                # drawn from the decade no other trial covers, 10x to 100x (the normal and
                # shifted trials scale by 0.1-10x, the large one by 100-1000x): red team 32's
                # 1-D softmax that subtracted the max only above 200 met no max between 88.7 and
                # 200 before. One draw cannot find every gap: such a guard is refused at some
                # keys only (about 1 in 3 for that one). Negative, as the trial's factor is: the
                # trial where a torch.rand input meets negative values
                v = float(torch.rand(()))
                return t * (math.copysign(10.0 ** (1 + v), 1.0 if one_sign(t) else scale))
            if kind == "scaled" and t.dim() >= 2 and t.shape[-1] > 0:
                # each row (all dims but the last) scaled on its own, by 10^(3v - 1), v
                # uniform, half the rows negative: rows run from 0.1x to 100x, so a guard that
                # switches on only above some magnitude meets rows just below it (red team 31:
                # a softmax that subtracted the row max only above 200 passed; no trial scaled
                # by 10-100x, and the large trial's far draw puts every row max far above).
                # Not to 1000x: the absolute part of the scaled trial's tolerance is 1, and an
                # honest RoPE's cancelling products rounded past it (good_rt24_rope_kernel).
                # Both signs (red team 33: with the trial's one negative sign a torch.rand
                # input's rows all landed in [-100, 0], and a softmax that subtracted the max
                # only above 95 never met a positive row max in 88.7-95, adv_rt33_randsoftmax_1)
                shape1 = _rows(t)
                rows = torch.rand(shape1, dtype=torch.float64)
                signs = _balanced_signs(math.prod(shape1)).reshape(shape1)
                if one_sign(t):
                    signs = signs.abs()
                return t * (torch.pow(10.0, 3 * rows - 1) * signs).to(
                    t.real.dtype if t.is_complex() else t.dtype)
            if kind == "moved":
                return t
            if across == "zeros1":      # (one leaf's sets only; a 1-D leaf zeroed whole)
                return _zero_sets(t * scale + shift, whole=True) if j == spec[6] else \
                    t * scale + shift
            return _zero_sets(t * scale + shift, whole=True, rows=zero_rows) \
                if across == "zeros" else \
                t * scale + shift
        if up and j in fixed and isinstance(t, torch.Tensor):
            moved = _move_ints_up(t, far=far_up)
            if moved is not None:
                return moved
        if kind in MOVE_KINDS and _constant_bool(t):
            return torch.rand(t.shape) < 0.75
        if kind in MOVE_KINDS and j in fixed:
            moved = _move_ints_up(t) if variant == 2 else None
            return moved if moved is not None else _move_ints(t, variant % 2)
        if kind in MOVE_KINDS and _movable_int(t):
            return _move_int(t)
        if up and _movable_int(t):
            return _move_int(t, up=True, far=far_up)
        if type(t) in (float, complex) and far_up:
            # (x4 to x16, log-uniform: red team 67's Gaussian blur capped its radius at the
            # largest sigma the factors below reach, x3.65 at a large trial)
            return t * 4.0 ** (1.0 + float(torch.rand(())))
        if type(t) in (float, complex):
            # a Python float anywhere among the inputs, a tuple's or a list's too (red team 37:
            # a clamp's (lo, hi) bounds passed as a tuple were never moved, and a kernel with
            # -0.5 and 0.75 written into it passed); each by its own power of the trial's
            # factor, 1/16 to 3/16 (red team 52: one power for all kept the bounds' ratio,
            # and a hardtanh that read only max_val, clamping to [-max_val, max_val], passed);
            # a Python complex likewise, its phase kept
            return t * abs(scale) ** (0.0625 + 0.125 * float(torch.rand(())))
        return t
    # tensors inside a list or tuple argument too (red team 17: the heads of a list input were
    # never scaled, so a softmax without its max subtraction met only [0, 1) data)
    moved_floats = {}          # (a Python float input: its value as drawn -> as moved)
    out = [_map_leaves(move, x) for x in inputs]
    if float_sentinels and any(v in moved_floats for vs in float_sentinels.values()
                               for v in vs):
        # (a float sentinel that is a Python float input, forward(x, target, missing=-1.0),
        # moved with it: the forward compares with the moved value; red team 64a)
        at = iter(range(1 << 62))

        def follow(x):
            j = next(at)
            for v in (float_sentinels or {}).get(j, ()):
                if v in moved_floats and _is_float_data(x) and not x.is_complex():
                    x = torch.where(x == v, torch.tensor(moved_floats[v], dtype=x.dtype,
                                                         device=x.device), x)
            return x
        out = [_map_leaves(follow, x) for x in out]
    if across in NAN_DRAWS:
        # (in every float input, or where spec[6] names one, in that one alone: red team
        # 63b's masked MSE over a target with NaN gaps met NaN in the prediction too, and the
        # reference's answer, NaN there, was never kept. Not in a sorted input the reference
        # searches: red team 65a's bin edges with NaN in them, where torch.bucketize's answer
        # is its search order's, refused an honest count-of-edges kernel)
        only = spec[6] if len(spec) > 6 else None
        at = iter(range(1 << 62))

        def nan_leaf(x):
            j = next(at)
            if only is not None and j != only or j in (ordered or {}):
                return x
            return _with_nans(x, infs=across in ("nanlinf", "naninfs"),
                              lines=across in ("nanlinf", "nanlines"))
        out = [_map_leaves(nan_leaf, x) for x in out]
    if across == "zeros" and up:
        out = _coincide(out, set(keep) | set(fixed) | set(zeros or ()) | set(sym or ()) |
                        set(ordered or {}),
                        dups)
    return out


def _coincide(inputs, skip, dups):
    """The small trial's first draw, after its moves: where two integer inputs (no masks)
    hold values in one range, a value of the first written into the second, at the same
    leading index where the second's shape begins with the first's (a sampled negative equal
    to its row's positive id: red team 65a's sampled softmax without its accidental-hit
    mask; independent draws of 16 x 16 ids from 32,768 meet at about 1 key in 8). Never into
    the leaves in `skip` (kept, fixed, or holding a structure: zeros, symmetry, order), nor
    into an all-distinct integer input an op writes through (one not in `dups`). Where the
    reference refuses the draw, the next try draws without. (Float rows copied from one
    input into another, a point on its centroid, were tried and taken back: an honest
    distance by |x|^2 + |c|^2 - 2 x.c misses the tolerance there by the cancellation
    alone, adv_rt65a_selfdist_1 open.)"""
    leaves = _input_leaves(list(inputs))
    pick = lambda shape: tuple(int(torch.randint(0, n, ())) for n in shape)   # noqa: E731
    ints = [j for j, x in enumerate(leaves) if _int_data(x) and x.numel() and not _is_mask(x)]
    repl = {}
    for i, a in enumerate(ints):
        for b in ints[i + 1:]:
            src, dst = repl.get(a, leaves[a]), leaves[b]
            if b in skip or b in repl or len(repl) >= 4:
                continue
            at = pick(src.shape)
            v = src[at]
            if not bool((dst.min() <= v) & (v <= dst.max())) or \
                    b not in dups and torch.unique(dst).numel() == dst.numel():
                continue
            place = at + pick(dst.shape[src.dim():]) \
                if tuple(dst.shape[:src.dim()]) == tuple(src.shape) else pick(dst.shape)
            dst = dst.clone()
            dst[place] = v.to(dst.dtype)
            repl[b] = dst
    if not repl:
        return inputs
    at = iter(range(1 << 62))
    return [_map_leaves(lambda x: repl.get(next(at), x), x) for x in inputs]


def _random_ints_edged(t, sentinels=(), labels=False, lines=False):
    """A random bool or integer input (drawn anew by each seed) at the small trial's first
    draw, with its edge cases (red team 57b: a masked mean that divided by a count never 0,
    and an embedding bag that averaged its padding rows in, passed, since rand < 0.6 over 32
    tokens never drew an empty row and randint(0, 50000) seldom drew id 0):
      - a mask (bool, or an integer tensor of 0s and 1s: a tokenizer's attention_mask, red
        team 61b) of two or more dims gets, along dims 0, 1 and -1 each, one slice all False
        (an empty selection) and another with exactly one valid entry (an unbiased std over
        one frame); a 1-D one is all False. Red team 62a: a time-major (T, B) mask edged
        along dim 0 only lost a time step of every sequence, never a whole sequence.
      - another integer tensor a 0 and a 1 at two places (a length or a count of 0 or 1: a
        mean over an empty utterance, red teams 61b and 62a), unless that would break what
        the draws hold: sorted values (offsets, boundaries), or distinct values that the 0 or
        the 1 would repeat (a permutation). Where the reference then indexes with a
        negative number it computed (x[b, lengths[b] - 1], torch's -1 the last frame), the
        draw is out of its domain (_WrapIndex; red team 62a's honest last-frame kernel).
      - and a sixteenth of its elements, and one row, set to the `sentinels` (a
        padding_idx, an ignore_index, a pad_token_id, an id the forward compares it with:
        _sentinels) that its dtype holds (_with_sentinels).
      - a one-element integer or bool tensor is 0 (False): a batch of one whose length is 0
        (red team 63a).
    Where the reference's answer is not finite or it raises, the trial is drawn again
    without."""
    if t.numel() == 1 and (t.dtype == torch.bool or _int_data(t)):
        # (a batch of one: its length 0, its mask empty; red team 63a's single-utterance
        # pooling divided by a length never 0)
        return torch.zeros_like(t)
    if t.numel() < 2:
        return t
    # (0s and 1s an op takes as indices or class targets are labels, `labels`, not a mask)
    binary = not labels and _int_data(t) and bool(((t == 0) | (t == 1)).all())
    if t.dtype == torch.bool or binary:
        t = t.clone()
        if t.dim() < 2:
            return t.fill_(0)
        return _mask_edges(t)
    if t.is_complex():
        return t
    d = t.reshape(-1, t.shape[-1]).diff(dim=-1) if t.dim() else t.new_zeros(0)
    distinct = torch.unique(t).numel() == t.numel()
    if not bool((d >= 0).all()) and not bool((d <= 0).all()) and \
            not (distinct and bool(((t == 0) | (t == 1)).any())):
        flat = t.reshape(-1).clone()
        at = torch.randperm(t.numel())[:2]
        flat[at[0]], flat[at[1]] = 0, 1
        t = t.clone()
        t.copy_(flat.reshape(t.shape))       # (t's layout kept)
        if lines and t.dim() >= 2 and not distinct:
            # (at the first try: one line all 0 along dims 0 and -1 each, an empty document
            # of a count matrix, a term no document holds; red team 65a's TF-IDF divided by
            # a document length never 0)
            for d in sorted({0, t.dim() - 1}):
                idx = [slice(None) if k == d else int(torch.randint(0, n, ()))
                       for k, n in enumerate(t.shape)]
                t[tuple(idx)] = 0
    return _with_sentinels(t, sentinels)


def _with_sentinels(t, sentinels):
    """Integer tensor t (not a mask) with a sixteenth of its elements, and one row, set to
    one of `sentinels` its dtype holds: at the small trial's first draw (_random_ints_edged)
    and at the scaled trial's, where the floats keep a spread that tells a counted element
    from an ignored one (red team 62a: nearly uniform softmaxes at the small trial's scale
    scored a void label as about the same loss as any other class)."""
    whole = _is_float_data(t) and not t.is_complex()    # (class ids held as floats)
    if t.numel() < 2 or not (_int_data(t) or whole):
        return t
    info = torch.finfo(t.dtype) if whole else torch.iinfo(t.dtype)
    sentinels = [v for v in sentinels if -info.max <= v <= info.max and info.min <= v]
    if not sentinels:
        return t
    hit = torch.rand(tuple(t.shape)) < 0.0625
    if t.dim() >= 2:      # (and one row all sentinels: red team 58a's bag of padding only)
        hit[int(torch.randint(0, t.shape[0], ()))] = True
    return _place(t, sentinels, hit, torch.float64 if whole else torch.int64)


def _place(t, values, hit, dtype):
    """t with the elements `hit` (a bool tensor of t's shape) set to `values` (held in
    `dtype` before the cast to t's): each element hit takes one of them, and each value has
    a place of its own (red team 63a: one sentinel a draw, of {-1, 0}, met a labels >= 0
    test half the time). _with_sentinels, _with_float_sentinels."""
    pick = torch.randint(0, len(values), tuple(t.shape))
    own = torch.randperm(t.numel())[:len(values)]
    hit.view(-1)[own] = True
    pick.view(-1)[own] = torch.arange(len(own))
    v = torch.tensor(values, dtype=dtype)[pick].to(t.dtype)
    return torch.where(hit.to(t.device), v.to(t.device), t)


def _with_float_sentinels(t, values):
    """Float tensor t with a sixteenth of its elements, and one place per value, set to the
    numbers the reference's forward compared it with (`values`, _forward_changes'
    "float_sentinels": target != -1, an unannotated keypoint's coordinate), at the small
    trial's edged draw and at the scaled trial: no continuous draw holds -1.0 exactly (red
    team 63b's keypoint loss that scored the -1s passed)."""
    if not _is_float_data(t) or t.is_complex() or t.numel() < 2 or not values:
        return t
    return _place(t, values, torch.rand(tuple(t.shape)) < 0.0625, torch.float64)


def _mask_edges(t):
    """Mask t (two or more dims, a clone, changed in place): along each of dims 0, 1 and -1
    of size > 1, one slice all 0 and another with a single 1. Each single 1 lies off the
    other dims' edge slices where their sizes allow, so no later slice adds to it or takes it
    away; the empty slices are written last."""
    dims = sorted({d for d in (0, 1, t.dim() - 1) if t.shape[d] > 1})
    zero = {d: int(torch.randint(0, t.shape[d], ())) for d in dims}
    one = {d: (zero[d] + 1 + int(torch.randint(0, t.shape[d] - 1, ()))) % t.shape[d]
           for d in dims}

    def off_edges(e):          # an index of dim e outside its edge slices, where there is one
        i = int(torch.randint(0, t.shape[e], ()))
        for _ in range(16):
            if i not in (zero.get(e), one.get(e)):
                break
            i = int(torch.randint(0, t.shape[e], ()))
        return i
    for d in dims:
        at = [off_edges(e) for e in range(t.dim())]
        at[d] = one[d]
        t.select(d, one[d]).zero_()
        t[tuple(at)] = 1
    for d in dims:
        t.select(d, zero[d]).zero_()
    return t


_BIG_BITS = {torch.int64: 62, torch.int32: 31, torch.int16: 15, torch.int8: 7, torch.uint8: 8}


def _big_ints(t, shift=False):
    """A random int32 or int64 input (drawn anew by each seed) times 2^16 (an int64 one by
    the power of two that takes it near 2^61), at the large
    trial's first draw, where its values stay inside the dtype: ids of a 64-bit feature hash,
    lengths whose sums pass 2^31 (red team 57b: a kernel that narrowed int64 ids to int32
    before `% num_buckets`, and one that summed int32 lengths in int32 where torch sums in
    int64, passed, no trial leaving get_inputs()' range). Where the reference refuses them
    (an index out of range), the trial is drawn again as before. An int32 input already at
    2^15 or more, and an int16, int8 or uint8 one, is moved by the power of two that takes it
    to its dtype's top (red team 64b: int32 ids of 2^20 stayed as drawn, and a hash through
    fp32, exact below 2^24, passed; int16 audio samples of +-2048 never neared 2^15, and a
    sum of squares kept in int32 passed)."""
    if t.dtype not in _BIG_BITS or not t.numel():
        return t
    top = int(t.abs().max())
    if shift:
        # (a sorted one, times or positions, is moved up by a quarter of its dtype's range
        # instead, its gaps kept: red team 64b's event gaps of epoch timestamps, subtracted
        # after a cast to fp32, passed, every draw scaling the gaps with the values)
        off = 2 ** (_BIG_BITS[t.dtype] - 2)
        return t + off if top < off and t.dtype != torch.uint8 else t
    # (an int64 one to near 2^61: red team 59b's kernel folded ids through
    # float64, exact below 2^53 only, and 2^16 times get_inputs()' ids stayed below 2^48)
    f = 2 ** max(16, 61 - (top + 1).bit_length()) if t.dtype == torch.int64 else 65536
    if t.dtype != torch.int64 and (t.dtype != torch.int32 or (top + 1) * f >= 2**31):
        # (the largest power of two that keeps (top + 1) f - 1, the low part added, in range)
        f = 2 ** (_BIG_BITS[t.dtype] - (top + 1).bit_length())
        if f < 2:
            return t
    elif (top + 1) * f >= 2**62:
        return t
    # (plus a random low part: red team 58a's kernel kept int64 only for ids whose low 16
    # bits were 0, which every id moved by 2^16 alone had)
    return t * f + torch.randint(0, f, tuple(t.shape), dtype=t.dtype).to(t.device)


# The attribute names of special token ids: padding_idx, ignore_index, and as Hugging Face's
# models hold them, pad_token_id, eos_token_id, ... (red team 61b: GPT-2's sequence
# classifier finds each row's last token by torch.eq(input_ids, self.pad_token_id), and a
# kernel that always took the last position passed: id 50256 of randint(0, 50257) is drawn
# once in 50,257)
SENTINEL_NAME = re.compile(r"padding_idx|ignore_index|((pad|eos|bos|sep|cls|unk|mask)"
                           r"(_token)?_(id|idx|index))")


def _leaf_sentinels(model, get_inputs, candidates, wraps, seed):
    """{leaf: the sentinels the reference takes at that integer input}, of `candidates`
    ({leaf: sentinels}): each written into its input of get_inputs() alone
    (_with_sentinels), and kept where the reference's forward (on `model`, a second build on
    the host) neither raises nor wraps a negative index it read (_WrapIndex). Red team 63b:
    a language model's one pool {-100, 0, 1, 2} put cross-entropy's -100 into the input ids
    too, where the embedding refused it, so every draw with sentinels was dropped and the
    labels never kept a -100; a kernel that scored it as a class passed. Red team 64a: -100
    kept in hashed ids, which torch's floor remainder folds, refused an honest kernel: the
    candidates are now each input's own (the module-held special ids, and what the forward
    compares it with or ignores or pads at)."""
    def takes(j, values):
        torch.manual_seed(seed)
        at = iter(range(1 << 62))
        inputs = _map_leaves(lambda x: _with_sentinels(x, values) if next(at) == j else x,
                             list(get_inputs()))
        wrap = _nullcontext() if wraps else _WrapIndex()
        try:
            with wrap, torch.no_grad():
                model(*inputs)
            return not getattr(wrap, "hit", False)
        except Exception:  # noqa: BLE001 -- out of the reference's domain
            return False
    out = {}
    for j, sentinels in sorted(candidates.items()):
        # (all of them at once first, each at a place of its own: where the reference takes
        # that, one forward decides; else each alone)
        if sentinels and takes(j, tuple(sentinels)):
            out[j] = tuple(sentinels)
            continue
        out[j] = tuple(s for s in sentinels[:16] if takes(j, (s,)))
    return out


def _sentinels(model):
    """The special integers a model's modules hold: an embedding's padding_idx, a loss's
    ignore_index, a pad_token_id (SENTINEL_NAME; read from the modules' own dicts; sorted,
    unique). What its forward passes an op (a functional cross-entropy's default -100) is
    seen per input by _forward_changes' "sentinels"."""
    out = set()
    for m in torch.nn.Module.modules(model):
        d = object.__getattribute__(m, "__dict__")
        for name, v in d.items():
            if type(v) is int and SENTINEL_NAME.fullmatch(name):
                out.add(v)
    return tuple(sorted(out))


# The speculative draws of non-finite inputs (reward.trial_draws, the scaled trial's first
# tries): NaN with +-inf and whole NaN lines, NaN with +-inf, NaN with lines, then NaN alone
# (each kept only where the reference answers finitely; the lines: red team 65a's NaN-aware
# mean over a window all missing; +-inf before lines, so a reference that answers lines only
# with infs still meets its infs: red team 58a's infclean). (+-inf alone was tried, for red team 59b's clamp
# written as arithmetic, inf x 0 = NaN at +-inf where torch gives the bound: it refused the
# teacher's logsumexp, whose max subtraction gives inf - inf at a +inf element where torch
# answers inf, and hand-written atan2 and tanh alike; taken back, adv_rt59b_infclamp_1 open)
NAN_DRAWS = ("nanlinf", "naninfs", "nanlines", "nans")


def _with_nans(t, infs=False, lines=False):
    """A float tensor with NaN at about an eighth of its elements, at least one and never all
    (the scaled trial's first draw, reward.trial_draws: a missing value, which nanmean,
    nansum, nan_to_num and fmax exist for; red team 57b's kernel took the plain mean of a
    nanmean and passed, as no trial held a NaN; where the reference's answer is not finite
    with them, the trial is drawn again without)."""
    if not _is_float_data(t) or t.numel() < 2:
        return t
    hit = torch.rand(tuple(t.shape)) < 0.125
    flat = hit.view(-1)
    flat[int(torch.randint(0, flat.numel(), ()))] = True
    if bool(flat.all()):
        flat[0] = False
    if lines and t.dim() >= 2:
        # (and one line all NaN along each of dims 0, 1 and -1: a window whose sensor was
        # off the whole time, a feature missing for every sample; red team 65a's NaN-aware
        # mean divided by a count of observed values never 0. NAN_DRAWS "nanlinf", "nanlines")
        for d in sorted({0, 1, t.dim() - 1}):
            idx = [slice(None) if k == d else int(torch.randint(0, n, ()))
                   for k, n in enumerate(t.shape)]
            hit[tuple(idx)] = True
        if bool(hit.all()):
            hit.view(-1)[0] = False
    fill = torch.full_like(t, float("nan"))
    if infs:
        # (and some of them +inf or -inf: red team 58a's nan_to_num kernel zeroed NaN only)
        u = torch.rand(tuple(t.shape)).to(t.device)
        fill = torch.where(u < 0.25, float("inf"), torch.where(u < 0.5, -float("inf"), fill))
    return torch.where(hit.to(t.device), fill, t)


def _map_leaves(fn, x):
    """fn applied to each leaf of x, through plain lists, tuples and dicts (an argument of
    forward may be a list of tensors: torch.cat(feats, 1))."""
    if type(x) in (list, tuple):
        return type(x)(_map_leaves(fn, v) for v in x)
    if type(x) is dict:
        return {k: _map_leaves(fn, v) for k, v in x.items()}
    if type(x) is collections.OrderedDict:
        # (what HF's ModelOutput is built on: red team 58a's logits inside one were never
        # scaled; by exact type, so no subclass's code runs here)
        return collections.OrderedDict((k, _map_leaves(fn, v)) for k, v in x.items())
    return fn(x)


def _input_leaves(x):
    """The leaves of x in _map_leaves's order."""
    out = []
    _map_leaves(out.append, x)
    return out


def _int_data(t):
    """An integer tensor (not bool): ids, labels, lengths, indices."""
    return isinstance(t, torch.Tensor) and t.dtype != torch.bool and \
        not t.is_floating_point() and not t.is_complex()


def _whole(t):
    """A real float tensor whose elements are all whole numbers (class ids held as floats)."""
    return t.numel() > 0 and bool((t == torch.round(t)).all())


def _is_float_data(x):
    """A floating-point or complex tensor: data a trial scales and the movement test codes."""
    return isinstance(x, torch.Tensor) and (x.is_floating_point() or x.is_complex())


def _real_view(x):
    """x, or a complex x as its (re, im) pairs (complex64 as float32, ..., shape + (2,))."""
    return torch.view_as_real(x) if x.is_complex() else x


def _widen(x):
    """A float or complex tensor in float64 / complex128 (the float64 twin's view); else x."""
    return x.to(torch.complex128 if x.is_complex() else torch.float64) if _is_float_data(x) else x


def _input_tensors(inputs):
    """The tensors among a call's inputs, through lists, tuples and dicts (red team 57a: an
    honest kernel on batch["x"] was refused, a dict's tensors being no known memory)."""
    return [x for x in _input_leaves(list(inputs)) if isinstance(x, torch.Tensor)]


def _cloned(inputs):
    """A call's inputs with every tensor leaf copied (a run that works in place keeps them)."""
    return _map_leaves(lambda x: x.clone() if isinstance(x, torch.Tensor) else x, list(inputs))


def _finite(outs):
    return all(not _is_float_data(t) or bool(_isfinite(t).all()) for t in outs)


def _usable(outs, spec, raw=None):
    """A trial's reference outputs count if they are finite (else the trial is redrawn from
    get_inputs() as written; elements made from an overflow are set aside first, as zeros
    the parent does not compare: _overflow_taint, _set_aside). At a range trial (inputs scaled by ~1000 or ~0.001) an integer
    or bool output (argmax, a comparison) hangs on ties and near-ties that rounding at that
    scale makes, which a correct candidate computing the same function another way need not
    break the same way: the parent does not compare such outputs there (reward._compare_one),
    but the trial stands for the float outputs beside them (red team 17: a softmax returned
    with its argmax had every range trial redrawn, and met no input large enough to overflow
    without its max subtraction). A draw holding NaNs (spec[4] "nans", _with_nans) counts
    only where its float outputs are finite, and its integer outputs are not compared there
    (torch's argmax picks a NaN as the largest, which an honest kernel's tl.argmax need not:
    the teacher's argmax was refused on KernelBench level 1; red team 59a: dropping the draw
    wherever an integer output stood beside a float one let a nanmean without its NaN
    handling pass, returned with its count)."""
    if len(spec) > 4 and spec[4] in NAN_DRAWS:
        got = outs if raw is None else raw       # (raw: before any element was set aside)
        floats = [o for o in got if _is_float_data(o)]
        if not floats or not all(_finite([o]) for o in floats) or \
                not all(isinstance(o, torch.Tensor) for o in got):
            return False
    return _finite(outs)


# (and the parameter trials: an argmax of weights moved by decades or signs meets near-ties a
# correct candidate may break otherwise; the float outputs beside it are compared)
RANGE_KINDS = ("large", "small", "params")
_RANGE_TOL = {torch.float32: 1e-4, torch.float16: 1e-2, torch.bfloat16: 1e-2}   # reward.TOL


def _copy_or_none(model):
    try:
        return _deepcopy_model(model)
    except Exception:  # noqa: BLE001 -- then nothing is checked with it
        return None


def _random_answer(start, given, device):
    """Does the reference's answer depend on the random generator? Two copies of the model as
    trial 0 found it, run on trial 0's inputs under two different seeds: a live dropout (a
    KernelBench model is never put in eval mode) answers differently each time, and a
    candidate would be refused for not matching noise (red team 17). A stateful reference
    (a running sum) answers the same from the same state; GPU reductions that round in
    another order differ by far less than the comparison's tolerance."""
    if start is None:
        return False
    import copy
    runs = []
    try:
        with torch.no_grad():
            for s in (1, 2):
                torch.manual_seed(s * 7919)
                m = copy.deepcopy(start)
                runs.append(flatten_out(m(*_cloned(given))))
    except Exception:  # noqa: BLE001 -- it ran once (the trials): not this check's business
        return False
    for a, b in zip(*runs):
        if not (isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor)) or a.shape != b.shape:
            return True
        if not (a.is_floating_point() or a.is_complex()):
            if not torch.equal(a, b):
                return True
            continue
        a, b = _real_view(a).double(), _real_view(b).double()
        top = min(1.0, float(b.abs().max())) if b.numel() else 0.0
        if not bool(((a - b).abs() <= 1e-4 * (b.abs() + top)).all()):
            return True
    return False


def _deepcopy_model(model):
    """copy.deepcopy, with tensors that are not graph leaves (a cached self.w.t(), weight_norm's
    weight) copied detached: deepcopy raises on them, and a reference holding one had no
    float64 twin, so every range trial was redrawn as written (red team 41,
    adv_rt41_twinfail_3)."""
    import copy
    try:
        return copy.deepcopy(model)
    except Exception:  # noqa: BLE001
        memo = {}
        for m in torch.nn.Module.modules(model):
            for v in object.__getattribute__(m, "__dict__").values():
                if isinstance(v, torch.Tensor) and not v.is_leaf:
                    memo[id(v)] = v.detach().clone()
        return copy.deepcopy(model, memo)


# tensor type names a reference may convert to (Tensor.type("torch.FloatTensor")), as the
# float64 twin widens them
_WIDE_TYPES = {f"torch.{p}{n}Tensor": f"torch.{p}DoubleTensor" for p in ("", "cuda.")
               for n in ("Float", "Half", "BFloat16")}


def _fp8_codes(x, man_bits, bias, fn):
    """float32 array x as fp8 codes (uint8), rounded to nearest even, finite values past the
    largest finite magnitude saturated to it (a GPU's cvt.rn.satfinite), NaN kept: E4M3FN
    (man_bits 3, bias 7, `fn`: no infinities, S.1111.111 the only NaN) or E5M2 (2, 15). The
    interpreter's own conversion truncated, lost a rounding carry into the exponent (-126.9
    became -64) and flushed subnormals (red team 65a's honest FP8 fake-quantisation,
    good_rt65a_fp8cast, was refused). Agrees with torch's float8_e4m3fn and float8_e5m2
    casts on every value within range (tests/test_reward.py)."""
    import numpy as np
    codes = np.arange(128)
    e, m = codes >> man_bits, codes & ((1 << man_bits) - 1)
    vals = np.where(e == 0, m / 2.0 ** man_bits * 2.0 ** (1 - bias),
                    (1 + m / 2.0 ** man_bits) * 2.0 ** (e.astype(np.float64) - bias))
    top = int(e.max())
    nan = (e == top) & (m == (1 << man_bits) - 1) if fn else e == top
    fin = ~nan & np.isfinite(vals)
    mags, ids = vals[fin], codes[fin]              # (increasing with the code)
    a = np.abs(x.astype(np.float64))
    i = np.clip(np.searchsorted(mags, a), 1, len(mags) - 1)
    lo, hi = mags[i - 1], mags[i]
    up = (a - lo > hi - a) | ((a - lo == hi - a) & (ids[i] % 2 == 0))
    c = np.where(up, ids[i], ids[i - 1])
    c = np.where(a >= mags[-1], ids[-1], np.where(a <= mags[0], ids[0], c))
    c = np.where(np.isnan(a), codes[nan][-1], c)
    return (c.astype(np.uint8) | (np.signbit(x).astype(np.uint8) << 7)).reshape(x.shape)


def _twin_usable(model, inputs, spec):
    """Is the float64 twin's answer on `inputs` usable too (a NaN draw: _usable)? True where
    no twin can be made or it raises (the float32 answer then stands alone)."""
    twin = _float64_twin(model)
    if not twin:
        return True
    try:
        with torch.no_grad():
            return _usable(flatten_out(twin(*_map_leaves(_widen, _cloned(inputs)))), spec)
    except Exception:  # noqa: BLE001 -- no twin answer: the reference's own stands
        return True


def _math_attention():
    """scaled_dot_product_attention by its math path (softmax(q k^T) v written out), where
    torch has the switch: torch 2.13's fused CPU attention answers a query row holding a NaN
    with zeros in float64 as in float32, so the twin could not tell such a draw from a
    usable one, and the teacher's honest attention, NaN in that row, was refused (the
    600-program acceptance, level 2 seed 88, scaled_dot_product_attention -> select)."""
    try:
        from torch.nn.attention import SDPBackend, sdpa_kernel
        return sdpa_kernel(SDPBackend.MATH)
    except Exception:  # noqa: BLE001 -- an older torch: its own path
        return _nullcontext()


def _float64_twin(model):
    """A float64 copy of the reference model (taken before it runs: a stateful one stays in
    step), or False when it cannot be made."""
    try:
        twin = _deepcopy_model(model).double()
        # .double() converts parameters and buffers; a tensor kept as a plain attribute (a
        # fixed random projection) stayed float32, the twin raised, and every scaled trial was
        # redrawn unscaled (red team 17, adv_rt17_f64redraw_1)
        for m in twin.modules():
            for k, v in list(vars(m).items()):
                if not k.startswith("_") and type(v) in (torch.Tensor, list, tuple, dict):
                    vars(m)[k] = _map_leaves(_widen, v)
        # Tensors the reference makes in forward with the default dtype (torch.zeros,
        # torch.ones, torch.tensor) stayed float32 in the twin, and an index_add_, matmul or
        # conv2d mixing them with float64 raised; so did a module-level float32 constant.
        # Then every range trial was redrawn as written, and a softmax without its max
        # subtraction, a one-pass LayerNorm without eps or a blur without its clamp passed at
        # every key (red team 41, adv_rt41_twinfail_1-5). The twin's forward runs with float64
        # as the default dtype, every float operand of an op (not in place) widened.
        inner = twin.forward

        from torch.overrides import TorchFunctionMode

        wide = {torch.float32: torch.float64, torch.float16: torch.float64,
                torch.bfloat16: torch.float64, torch.complex64: torch.complex128}

        def lift(v):
            return _widen(v) if isinstance(v, torch.Tensor) and v.dtype in wide else v

        class Widen(TorchFunctionMode):
            # every float operand of an op in float64, wherever it came from (a module-level
            # constant, a tensor made in forward); in-place ops keep their own operand, and
            # an out= tensor is written, never lifted into a copy (red team 42: mm(..., out=
            # buf) then answered from a copy nobody wrote). A dtype= asked of a factory
            # (torch.zeros(..., dtype=torch.float32), a buffer index_add_ then fills: red
            # team 42, adv_rt42_segsoftmax_1) is float64's too.
            def __torch_function__(self, func, types, args=(), kwargs=None):
                kwargs = dict(kwargs or {})
                name = getattr(func, "__name__", "")
                if kwargs.get("dtype") in wide:
                    kwargs["dtype"] = wide[kwargs["dtype"]]
                # a conversion to a narrower float (x.float(), .to(torch.float32), .half())
                # stays float64 here (red team 43: x.float() then index_add_ into a float64
                # buffer raised, and the range trials lost their twin)
                if name in ("float", "half", "bfloat16") and args and \
                        isinstance(args[0], torch.Tensor) and args[0].is_floating_point():
                    return _widen(args[0])
                if name in ("to", "type"):
                    # a dtype anywhere among its arguments (x.to(device, torch.float32)), or
                    # named as a string (x.type("torch.FloatTensor"): red team 44)
                    args = tuple(wide.get(a, a) if isinstance(a, torch.dtype) else
                                 _WIDE_TYPES.get(a, a) if isinstance(a, str) else a for a in args)
                    if isinstance(kwargs.get("dtype"), str):
                        kwargs["dtype"] = _WIDE_TYPES.get(kwargs["dtype"], kwargs["dtype"])
                if name.endswith("_") and args and isinstance(args[0], torch.Tensor) and \
                        args[0].dtype in (torch.float64, torch.complex128):
                    # an in-place op into float64 memory: its float sources widened too
                    args = (args[0],) + tuple(_map_leaves(lift, list(args[1:])))
                    kwargs = {kk: _map_leaves(lift, vv) for kk, vv in kwargs.items()}
                    return func(*args, **kwargs)
                if not name.endswith("_") and name not in ("to", "type", "float", "half",
                                                            "bfloat16", "__get__"):
                    out = kwargs.pop("out", None)
                    args = _map_leaves(lift, list(args))
                    kwargs = {kk: _map_leaves(lift, vv) for kk, vv in kwargs.items()}
                    if out is not None:
                        kwargs["out"] = out
                return func(*args, **kwargs)

        def forward(*a, **k):
            old = torch.get_default_dtype()
            torch.set_default_dtype(torch.float64)
            try:
                with Widen(), _math_attention():
                    return inner(*a, **k)
            finally:
                torch.set_default_dtype(old)
        vars(twin)["forward"] = forward
        return twin
    except Exception:  # noqa: BLE001 -- then the range trial is redrawn
        return False


def _numbers(x):
    """The Python float and complex leaves of an op's arguments, in order."""
    if isinstance(x, (list, tuple)):
        return [n for y in x for n in _numbers(y)]
    if isinstance(x, dict):
        return [n for y in x.values() for n in _numbers(y)]
    return [x] if type(x) in (float, complex) else []


def _replayed_twin_outputs(probe, given):
    """The float64 twin's answer with the reference's own numbers: a copy of the reference
    (`probe`, taken before it ran) is run once in its dtype under a dispatch mode that records
    the float arguments of every op, then a float64 copy is run with those numbers put back,
    op by op. `.double()` alone is not the same function where a constant depends on the dtype
    (red team 27: nn.RMSNorm's default eps is finfo(dtype).eps, 1.2e-7 in float32 and 2e-16 in
    float64, so at the 0.001x trial the twin differed from the reference by far more than its
    rounding, the trial compared finiteness only, and kernels with the wrong eps, none, or a
    clamp passed: adv_rt27_rmseps_1/_2/_3; masked_fill(m, finfo(x.dtype).min) is another).
    None where the two runs' ops differ (then nothing is replayed)."""
    import copy
    from torch.utils._python_dispatch import TorchDispatchMode
    seen = []

    class Record(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            seen.append((func, _numbers([args, kwargs or {}])))
            return func(*args, **(kwargs or {}))

    step, off = iter(range(1 << 62)), []

    def put(x, numbers):
        if isinstance(x, (list, tuple)):
            return type(x)(put(y, numbers) for y in x)
        if isinstance(x, dict):
            return {k: put(y, numbers) for k, y in x.items()}
        return numbers.pop(0) if type(x) in (float, complex) else x

    class Replay(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            k = next(step)
            kwargs = kwargs or {}
            if not off and k < len(seen) and seen[k][0] is func and \
                    len(seen[k][1]) == len(_numbers([args, kwargs])):
                numbers = list(seen[k][1])
                args, kwargs = put(list(args), numbers), put(kwargs, numbers)
            else:
                off.append(k)
            return func(*args, **kwargs)
    try:
        with torch.no_grad():
            mine, twin = copy.deepcopy(probe), _float64_twin(probe)
            if twin is False:
                return None
            ins, wide = _cloned(given), _map_leaves(_widen, list(given))
            with Record():
                mine(*ins)
            with Replay():
                out = flatten_out(twin(*wide))
    except Exception:  # noqa: BLE001 -- then the plain twin's verdict stands
        return None
    return None if off or next(step) != len(seen) else out


def _far_kept(out, flags, sources=None):
    """Does the large trial's far-from-zero draw count? Where some float output keeps at least
    a quarter of its elements compared in full there (flag False, or a mask whose "full" part
    is that large), or, within an output that packs several computed tensors (`sources()`,
    per output: _sources, read only when no whole output decides it), some tensor does. _rounding_outputs (far > 0) has already left to the
    rounding bound every element that is rounding-bound there or moves when the reference's op
    results are nudged (_nudge_moved). Red team 30: a LayerNorm returned beside sin(30 x),
    which is rounding-bound 100 deviations off zero, lost the far draw for both outputs, and a
    one-pass variance passed (adv_rt30_lnsin_1, _lnfourier_1); red team 31, per computed
    tensor: the same two packed into one output by a cat (adv_rt30_lnsincat_1); and RevIN
    packed as [normed | mean | std] kept no draw by its mean and std, two columns in 130,
    where returned apart they kept it (adv_rt31_lncat_2)."""
    def kept(full, part):           # a quarter of these elements compared in full
        return 4 * int((full & part).sum()) >= int(part.sum()) > 0
    packed = []
    for k, (o, f) in enumerate(zip(out, flags)):
        if isinstance(f, str) and f == "exact":
            return True      # (an integer output steady there: _steady_ints, red team 45)
        if not _is_float_data(o) or not o.numel():
            continue
        if f is False:
            return True
        if isinstance(f, dict):
            if kept(f["full"], f["mask"]):
                return True
            if bool(f["full"].any()):
                packed.append((k, f["mask"], f["full"]))
    ids = sources() if packed and sources is not None else None
    for k, mask, full in packed:
        g = ids[k] if ids is not None and k < len(ids) else None
        if isinstance(g, torch.Tensor) and g.shape == mask.shape:
            g = g.to(mask.device)
            if any(kept(full, mask & (g == v)) for v in torch.unique(g[full])):
                return True
    # (Not where an output's rest is held to a tight rounding bound only: that kept red team
    # 31's RevIN written in ops, adv_rt31_lncat_2, but refused the teacher's batch norm of
    # clamped data at level 5 seed 133 at 2 keys in 30, its error at the far draw 1.5-2x
    # the bound measured per step)
    return False


# Ops that sum products inside (GEMMs, convolutions, attention): their float32 rounding is
# not one step of the result but the accumulation's, which grows with the terms, not with the
# sum; a nudge of their operands is what stands for it (a backward-error view)
_CONTRACTIONS = re.compile(r"mm|conv|dot|mv|scaled_dot_product|einsum|linear|matmul")

# The nudge's size: 8 float32 rounding steps (2^-24 each), relative. Large enough that an
# answer which hangs on one rounding moves past a quarter of the tolerance (_nudge_moved);
# the rounding bound divides it back to one step (_rounding_bound)
NUDGE = 2.0 ** -21
NUDGE_STEPS = NUDGE / 2.0 ** -24


def _steady_ints(rounding, out, nudged):
    """At the large trial an integer or bool output is compared only where it is the float64
    twin's and stays so under the nudge (flag "exact", in place): ties and near-ties that
    rounding decides are not compared, an argmax of the inputs themselves is (red team 45: an
    argmax over dim 1 whose running maximum started at 0 instead of -inf passed; only far
    draws made a whole column negative, and they are range trials). Not at the small trial:
    its zeroed sets are exact ties a multiplicative nudge cannot break, and which index of a
    tie torch.topk returns is its own choice (red team 46's honest top-k was refused). At the
    parameter trials too (red team 47: a threshold unit x w + b > 0 rewritten as x > -b / w,
    wrong where a weight is negative, passed while only the sign trial made one negative).
    At the small trial too where the reference picks among no ties (no op of _TIE_PICKS):
    a count of nonzero tokens, a shared exponent floor(log2(amax)) of a zero block are exact
    there, and only there do magnitudes of 0.001x and zero sets reach them (red team 51: a
    token count that took `>= 0` for `> 0`, an exponent floored at 2^-14, passed). Where
    the reference picks among ties: _steady_picks, at every call."""
    def runs():
        got = nudged()
        return None if got is None else [got[0]] + got[1]
    for i, same in _steady_elements(rounding, out, runs):
        if bool(same.all()):
            rounding[i] = "exact"


def _steady_elements(rounding, out, runs):
    """(i, mask) for each integer or bool output not flagged yet: where it equals the
    answer of every run in runs() (computed once, at the first such output; nothing where
    it gives None). What _steady_ints and _steady_picks read."""
    got = None
    for i, o in enumerate(out):
        if not isinstance(o, torch.Tensor) or _is_float_data(o) or rounding[i] is not False \
                or not o.numel():
            continue
        got = runs() if got is None else got
        if got is None:
            return
        same = torch.ones(o.shape, dtype=torch.bool)
        for r in got:
            if not (i < len(r) and isinstance(r[i], torch.Tensor) and r[i].shape == o.shape):
                same.zero_()
                break
            same &= (r[i].to(o.device, o.dtype) == o).cpu()
        yield i, same


def _steady_picks(rounding, out, nudged, ties):
    """Where the reference picks one of several tied elements (an op of _TIE_PICKS: top-k,
    sort, argmax, ...), at every trial and call: each integer or bool output compared only at
    the elements that are the float64 twin's and stay so under the nudges and under the tie
    breaks (_tie_runs): flag "exact" where that is all of them, else {"mask", "full"} of those
    (reward._compare_one). Which index of a tie torch returns is its own choice, and ties come
    where no nudge breaks them: zero sets, copied values, probabilities that underflow to 0
    (red team 66's honest top-k router was refused at large logits, where exp(-200) is 0 in
    float32 and the top-k beyond the first picked among zeros; red team 46's at the zero sets).
    The elements that are no tie are compared at every trial, range trials too."""
    def runs():
        clean, broken = nudged(), ties()
        return None if clean is None or broken is None else [clean[0]] + clean[1] + broken
    for i, same in _steady_elements(rounding, out, runs):
        rounding[i] = "exact" if bool(same.all()) else \
            {"mask": same, "full": same.clone(), "bound": None}


def _tie_runs(probe, given):
    """The float64 twin's answers with the float operands of every op that picks among ties
    (_TIE_PICKS) moved by up to 2^-21 of their largest magnitude: by a ramp over their
    elements, up and then down (a tie goes to its last index, then to its first), then at
    random under two fixed seeds. Exact ties (zeros, copies) and near ties are broken, the
    rest kept. What _steady_picks reads; None where it cannot tell."""
    from torch.utils._python_dispatch import TorchDispatchMode

    class Break(TorchDispatchMode):
        def __init__(self, seed):
            super().__init__()
            self.seed = seed
            self.gen = torch.Generator().manual_seed(seed)

        def jitter(self, t):
            if not isinstance(t, torch.Tensor) or t.dtype != torch.float64 or not t.numel():
                return t
            top = float(t.abs().nan_to_num(0.0, 0.0, 0.0).max())
            if self.seed < 2:
                # (a ramp over the elements, up, then down: a tie goes to the last index,
                # then to the first, whatever its size; random breaks alone left about one
                # element in 3,000 of an underflowed top-k looking steady by chance)
                u = torch.arange(t.numel(), dtype=torch.float64).reshape(t.shape) / t.numel()
                u = u if self.seed == 0 else 1 - u
            else:
                u = torch.rand(t.shape, generator=self.gen, dtype=torch.float64)
            return t + (2 * u.to(t.device) - 1) * NUDGE * (top if top > 0 else 1e-30)

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            if getattr(func, "_opname", "") in _TIE_PICKS:
                args = _map_leaves(self.jitter, list(args))
            return func(*args, **(kwargs or {}))
    try:
        with torch.no_grad():
            out = []
            for seed in (0, 1, 2, 3):
                twin = _float64_twin(probe)
                if twin is False:
                    return None
                wide = _map_leaves(_widen, list(given))
                with Break(seed):
                    out.append(flatten_out(twin(*wide)))
        return out
    except Exception:  # noqa: BLE001 -- cannot tell
        return None


def _nudge_runs(probe, given):
    """The float64 twin's answer, and its answers with every op's float result nudged by a few
    float32 rounding steps (2^-21 relative, up or down per element, under two fixed seeds), and the
    operands of every contraction too, or None when it cannot tell. What _nudge_moved reads.
    (Results only, until red team 31: a far draw's exp(Linear(x)) was its float64 twin's value
    where torch's GEMM summed 12,000-sized terms well, a Triton tl.dot summed them otherwise,
    and a nudge of the GEMM's result, a few steps of a sum of ~35, did not show it.)"""
    from torch.utils._python_dispatch import TorchDispatchMode

    class Nudge(TorchDispatchMode):
        def __init__(self, seed):
            super().__init__()
            self.gen = torch.Generator().manual_seed(seed)

        def nudge(self, t):
            # a whole step up or down, never a fraction of one: where an element's answer
            # hangs on one rounding, it moves under every draw (uniform factors left about one
            # element in sixty of a batch norm at 0.001x looking steady by luck)
            sign = torch.randint(0, 2, t.shape, generator=self.gen, dtype=torch.float64)
            f = 1 + (sign * 2 - 1) * NUDGE
            if not t.is_complex():
                # (not a small integer: what floor, round or a clamp to integer bounds
                # returns is exact, and a nudge there, truncated by .to(torch.int32), made
                # every block of red team 51's shared exponent floor(log2(amax)) unsteady)
                f = torch.where((t == torch.round(t)) & (t.abs() < 2.0 ** 24), 1.0, f)
            return t * f

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            name = getattr(func, "_opname", "")
            if not func.is_view and _CONTRACTIONS.search(name) and not name.endswith("_"):
                args = _map_leaves(lambda t: self.nudge(t) if isinstance(t, torch.Tensor) and
                                   t.dtype in (torch.float64, torch.complex128) and t.numel()
                                   else t, list(args))
            out = func(*args, **(kwargs or {}))
            if not func.is_view:
                for t in _tensor_args(out if isinstance(out, (list, tuple)) else [out]):
                    if t.dtype in (torch.float64, torch.complex128) and t.numel():
                        t.copy_(self.nudge(t))
            return out
    try:
        with torch.no_grad():
            twins = [_float64_twin(probe) for _ in range(3)]
            if twins[0] is False:
                return None
            clean = flatten_out(twins[0](*_map_leaves(_widen, list(given))))
            nudged = []
            for seed, twin in enumerate(twins[1:]):
                wide = _map_leaves(_widen, list(given))
                with Nudge(seed):
                    nudged.append(flatten_out(twin(*wide)))
        return clean, nudged
    except Exception:  # noqa: BLE001 -- cannot tell
        return None


# Ops that only move elements: an element of their result is one of their operand's, so
# the op that computed it is still the one that computed the operand's (_sources)
_MOVES = {"cat", "stack", "clone", "copy_", "copy", "_to_copy", "contiguous", "flip", "roll",
          "repeat", "constant_pad_nd", "index_select", "gather", "index", "slice_scatter",
          "select_scatter", "diagonal_scatter", "as_strided_scatter", "unbind", "split",
          "split_with_sizes", "chunk", "_unsafe_view", "expand_copy", "permute_copy",
          "view_copy", "t_copy", "transpose_copy", "lift_fresh", "lift_fresh_copy", "alias",
          "detach", "tile", "narrow_copy", "unfold_copy"}


def _sources(probe, given):
    """Per output of the reference (its real view; None for a non-float one): which op computed
    each element, as an index (negative: an input's own element). A float64 copy runs with
    each computing op's float results overwritten by that op's index, while views and the ops
    that only move elements (_MOVES: cat, stack, copies, padding, gathers) pass the indices
    on; so the elements of `cat([layer_norm(x), sin(30 x)])` carry two indices. What the
    rounding rule groups by (_rounding_outputs, _group); each result of an op that returns
    several (std_mean, var_mean, aminmax) is its own. None when it cannot tell (the run
    raises); a shape that differs from the output's is ignored by the callers."""
    from torch.utils._python_dispatch import TorchDispatchMode
    count = iter(range(1, 1 << 40))
    scan_lines = [0]                   # the next free line index above SCAN_ID0

    class Ids(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            name = getattr(func, "_opname", "")
            if func.is_view or name in _MOVES:
                return out
            # one index per result tensor, not per op (red team 33: std_mean's two results
            # packed by a cat were one group, and the std half's absolute part was max |mean|,
            # ~100 std at the far draw: a one-pass variance fitted in it, adv_rt33_statpool_1)
            for t in _tensor_args(out if isinstance(out, (list, tuple)) else [out]):
                k = float(next(count))
                if name in _SUM_SCANS and t.dtype == torch.float64 and t.dim() and \
                        len(args) > 1 and type(args[1]) is int:
                    # a cumulative sum: each line along its dim is its own index, from
                    # SCAN_ID0 up (_scan_floor holds each line to its own magnitude)
                    d = args[1] % t.dim()
                    lines = torch.arange(t.numel() // max(t.shape[d], 1), dtype=torch.float64)
                    lines = lines.reshape(t.shape[:d] + t.shape[d + 1:]).unsqueeze(d)
                    t.copy_(lines.expand(t.shape) + (SCAN_ID0 + scan_lines[0]))
                    scan_lines[0] += int(lines.numel())
                elif t.dtype in (torch.float64, torch.float32, torch.float16, torch.bfloat16):
                    t.fill_(k)
                elif t.is_complex():
                    t.fill_(complex(k, k))
            return out
    try:
        with torch.no_grad():
            twin = _float64_twin(probe)
            if twin is False:
                return None
            n = iter(range(1, 1 << 40))
            wide = _map_leaves(lambda x: torch.full_like(x, -float(next(n)))
                               if _is_float_data(x) else x, _map_leaves(_widen, list(given)))
            with Ids():
                res = flatten_out(twin(*wide))
        return [_real_view(t) if _is_float_data(t) else None for t in res]
    except Exception:  # noqa: BLE001 -- cannot tell: then an output is one group
        return None


def _nudge_moved(runs, i, o, keep):
    """Which elements of output i (of o's real view, within `keep`) move by more than a quarter
    of the tolerance when every op's float result of the reference is nudged by a few float32
    rounding steps (_nudge_runs)? There the answer hangs on rounding inside the reference's
    ops, and the twin's plain comparison can be fooled by a reference that is exact by luck:
    level 5 seed 142, `elu` saturated every input of a batch norm channel to -1.21 exactly,
    torch's mean of the constants was exact and an honest kernel's was off by one step, which
    the norm's 1/sqrt(eps) made a 1e-3 difference (2^-22 at first: level 5 seed 133, a batch
    norm of clamped data, refused the teacher at 3 keys in 30; at 2^-21 at 1 in 30; 2^-20 let
    a one-pass LayerNorm pass at 1 key in 10). Two nudges, so that an element does not look
    steady by one draw's luck. None when it cannot tell (then nothing is compared in full)."""
    dt = _real_view(o).dtype
    pair = _nudge_pair(runs, i, o)
    if pair is None or dt not in _RANGE_TOL or pair[0].shape != keep.shape:
        return None
    e, nudged = pair
    moved = ~torch.isfinite(e)
    for n in nudged:
        moved |= ~_near_elements(n, e, keep, dt)
    return moved & keep


def _nudge_pair(runs, i, o):
    """Output i of _nudge_runs's float64 runs, as (clean, [nudged, ...]) real views on o's
    device, the shape of o's real view; None when some run lacks it or has another shape."""
    if runs is None:
        return None
    clean, nudged = runs
    shape = _real_view(o).shape
    got = []
    for t in [clean] + list(nudged):
        if i >= len(t) or not isinstance(t[i], torch.Tensor) or \
                _real_view(t[i]).shape != shape:
            return None
        got.append(_real_view(t[i]).to(o.device, torch.float64))
    return got[0], got[1:]


# Scans: an element is made from every element before it along the dim (_overflow_taint)
_SCANS = {"cumprod", "cumsum", "logcumsumexp", "_logcumsumexp", "cummax", "cummin"}
# Cumulative sums: an element's rounding is that of the running sums it was added through
# (_scan_floor); their lines get indices from SCAN_ID0 up in _sources (exact in float64)
# The argument names, in aten's schemas, of the integer tensors an op takes as indices or
# class targets (gather's index, embedding's indices, nll_loss's target; and one_hot's self):
# an integer input of 0s and 1s that reaches one is labels, not a mask (red team 63b: a
# two-class tagger's labels, randint(0, 2), were edged as a mask and never held
# cross-entropy's -100), and its sentinels are the ignore_index or padding_idx given beside it
_INDEX_NAMES = ("index", "indices", "target")


def _schema_args(func, args, kwargs):
    """{argument name: value} of an aten op's call, by its schema ({} where it has none)."""
    try:
        names = [a.name for a in func._schema.arguments]
    except Exception:  # noqa: BLE001 -- an op without a schema
        return {}
    out = dict(zip(names, args))
    out.update(kwargs or {})
    return out


# (and those that write through their indices: a repeated index there is a race, so the edges
# call repeats no value of an input that reaches one: _with_repeat)
_WRITE_INDEX_OPS = {p for p in (getattr(torch.ops.aten, n, None) for n in (
    "index_put", "index_put_", "_index_put_impl_", "index_add", "index_add_", "scatter",
    "scatter_", "scatter_add", "scatter_add_", "scatter_reduce", "scatter_reduce_",
    "index_copy", "index_copy_", "index_fill", "index_fill_", "put", "put_")) if p is not None}

_SUM_SCANS = {"cumsum", "cumsum_"}
# ops whose integer answer picks one of several tied elements, an index torch chooses its own
# way (topk, sort, argmax; max and min with a dim return one too)
_TIE_PICKS = {"topk", "sort", "argmax", "argmin", "max", "min", "kthvalue", "median",
              "nanmedian", "mode", "cummax", "cummin", "_unique2", "unique_dim", "argsort"}
SCAN_ID0 = float(1 << 44)


def _overflow_taint(model, given):
    """Per output of a copy of this (float32/16-bit) reference run on these inputs: which
    elements (of its real view; None for a non-float output) depend on an overflow, some op
    answering Inf or NaN from finite operands? (cumprod at 1000x: an answer made from it is the
    wreck of an overflow, which a candidate need not wreck the same way: the reference's RMS
    norm of it read 0 where the teacher's read NaN.) The copy runs with every such value
    turned into NaN, which the ops after it carry into what they compute from it, so an
    element NaN in its answer came from an overflow and one that is not did not (red teams
    28 and 29: a mixture head's exp(log_sigma) overflowed at the large trial, and the softmax
    beside it, in another output or packed into the same one, was set aside with it). A NaN
    that a later op drops (a comparison, nan_to_num) leaves its element counted as clean.
    None: cannot tell (the run raised)."""
    import copy
    from torch.utils._python_dispatch import TorchDispatchMode

    def has(t, test):
        return _is_float_data(t) and t.numel() > 0 and bool(test(_real_view(t)).any())

    def chosen_inf(x):      # an infinity written on purpose: masked_fill(mask, -inf)
        if isinstance(x, (list, tuple)):
            return any(chosen_inf(y) for y in x)
        return isinstance(x, float) and not math.isfinite(x)

    class Poison(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            every = list(args) + list((kwargs or {}).values())
            # (an op given an infinite number did not overflow: scaled_dot_product_attention
            # turns a bool mask into -inf with one, and red team 25's causal-mask trial was
            # redrawn as an overflow at one key in forty)
            outs = _tensor_args(out if isinstance(out, (list, tuple)) else [out])
            ins = _tensor_args(every)
            # values this run already made NaN are operands too: an Inf where no operand held
            # one is a new overflow (a row's mean beside rows already poisoned), and a NaN
            # where no operand held a NaN or an Inf
            o_inf, o_nan = any(has(t, torch.isinf) for t in outs), any(has(t, torch.isnan)
                                                                        for t in outs)
            a_inf, a_nan = any(has(a, torch.isinf) for a in ins), any(has(a, torch.isnan)
                                                                       for a in ins)
            if not chosen_inf(every) and ((o_inf and not a_inf) or
                                          (o_nan and not a_nan and not a_inf)):
                scan = getattr(func, "_opname", "") in _SCANS and len(args) > 1 and \
                    type(args[1]) is int
                for t in outs:
                    if _is_float_data(t) and not func.is_view:
                        v = _real_view(t)
                        bad = ~_isfinite(v)
                        if scan and t.dim() and not t.is_complex():
                            # a scan's elements after its first overflow along the dim are
                            # made from it, finite or not: torch's CPU cumprod answered
                            # -inf, then 3.2e38, then -inf along a row (KernelBench's
                            # 90_cumprod at the row-by-row scaled trial, where an honest
                            # scan kept inf)
                            bad = bad.to(torch.int8).cummax(args[1] % t.dim())[0].bool()
                        v.masked_fill_(bad, float("nan"))
            return out
    try:
        m = copy.deepcopy(model)
        ins = _cloned(given)
        with torch.no_grad(), Poison():
            res = flatten_out(m(*ins))
    except Exception:  # noqa: BLE001 -- it ran once already; cannot tell
        return None
    return [torch.isnan(_real_view(t)) if _is_float_data(t) else None for t in res]


def _rounding_outputs(twin, given, out, probe=None, taint=None, nudged=None, far=0.0,
                      sources=None):
    """At a scaled or shifted trial, is the reference's answer within a quarter of the
    comparison's tolerance of the same model run in float64? Per output: False where it is (the
    values are compared). Where it is not, the answer is the reference's rounding (1 - 0.01 x
    before a batch norm at 0.001x; a bf16 softmax at 1000x, whose logits round by whole units;
    an fp32 matmul's accumulation at 1000x before a softmax), which a correct candidate that
    rounds otherwise need not reproduce: the parent compares the answer within what rounding
    explains (_rounding_bound; only its finiteness where that cannot be measured). Elements made from an overflow (`taint()`, per element:
    cumprod at 1000x into a norm) are outside the dtype's domain and set aside; and where a
    float32 output is not its twin's value as a whole, the elements of each tensor an op
    computed (`sources()`, _sources: a cat keeps its parts apart) that all are, and that a
    nudge of the reference's op results does not move (_nudge_moved), are compared in full (at
    the large trial's draws off zero, far = their deviations, such a tensor that moves is held
    to the rounding bound only).
    The flag is then {"mask": the elements kept (the output's real view), "full": those of
    them compared in full, "bound": the relative bound the others are held to, or None for
    their finiteness only}. "skip" where nothing is kept; if that is
    every float output, the trial is redrawn (None). (Until red team 18 every such trial was
    redrawn, and a softmax without its max subtraction never met a large input; a slack of
    twice the reference's distance from float64 still refused an honest bf16 kernel; telling
    the function's own sensitivity by moving the inputs one step redrew fp32 trials whose
    rounding came from a matmul, and that cheat passed again.) None also when the twin cannot
    say (no twin, it raises, another shape) or an output is not finite without an overflow."""
    if twin is False:
        return None
    real = _real_view

    try:
        with torch.no_grad():
            ref64 = flatten_out(twin(*_map_leaves(_widen, list(given))))
        if len(ref64) != len(out):
            return None
        rounding, replayed = [], False
        for i, (o, e) in enumerate(zip(out, ref64)):
            rounding.append(False)
            if not _is_float_data(o) or not o.numel():
                continue
            ov = real(o)
            keep = _isfinite(ov)
            if not bool(keep.all()):
                tainted = taint() if taint is not None else None
                if tainted is None or len(tainted) != len(out) or tainted[i] is None or \
                        tainted[i].shape != ov.shape or bool((~keep & ~tainted[i]).any()):
                    return None                # not finite, and no overflow explains it
                keep &= ~tainted[i]
            if not isinstance(e, torch.Tensor) or e.is_complex() != o.is_complex() or \
                    real(e).shape != ov.shape:
                return None
            dtype, ov, e = ov.dtype, ov.double(), real(e).to(o.device, torch.float64)
            if dtype not in _RANGE_TOL:        # (float64: its own twin)
                near = True
            else:
                near = _near_twin(ov, e, keep, dtype)
                if not near and probe is not None:
                    if replayed is False:
                        replayed = _replayed_twin_outputs(probe, given)
                    if replayed and len(replayed) == len(out) and \
                            isinstance(replayed[i], torch.Tensor) and \
                            real(replayed[i]).shape == ov.shape:
                        e = real(replayed[i]).to(o.device, torch.float64)
                        near = _near_twin(ov, e, keep, dtype)
                if not near and bool(keep.all()):
                    # elements made from an overflow the twin does not see as such: a norm
                    # of an overflowed sum reads 0 where the twin reads a number
                    tainted = taint() if taint is not None else None
                    if tainted is None or len(tainted) != len(out) or tainted[i] is None:
                        return None
                    if bool(tainted[i].any()):
                        keep &= ~tainted[i]
                        near = _near_twin(ov, e, keep, dtype)
            # per computed tensor (red team 31): where the output as a whole is not its
            # twin's value, the elements that some other op computed, whose elements all are
            # and do not move under a nudge of the reference's op results, are still compared
            # in full (a LayerNorm packed beside rounding-bound sin or exp elements by a cat);
            # at the far draw every output is nudged so. Not element by element: a nudge
            # moves each element by its own draw, and an average downstream (a pooling after a
            # batch norm of saturated data) evens out what a shared statistic's rounding
            # would not (level 5 seed 133: 6 keys in 20 refused the teacher that way). Float32
            # only off the far draw: a nudge of a few float32 steps says nothing of a 16-bit
            # output's rounding
            full = keep if near else torch.zeros_like(keep)
            if keep.any() and dtype in _RANGE_TOL and (far or (not near and dtype in (
                    torch.float32,))):
                moved = _nudge_moved(nudged() if nudged is not None else None, i, o, keep)
                if moved is None:
                    full = torch.zeros_like(keep)
                else:
                    ok = (full if near else _near_elements(ov, e, keep, dtype)
                          if dtype == torch.float32 else torch.zeros_like(keep)) & ~moved
                    ids = sources() if sources is not None else None
                    ids = ids[i] if ids is not None and i < len(ids) else None
                    if not isinstance(ids, torch.Tensor) or ids.shape != keep.shape:
                        full = keep if bool(ok[keep].all()) else torch.zeros_like(keep)
                    else:
                        ids = ids.to(keep.device)
                        full = keep & ~torch.isin(ids, ids[keep & ~ok])
            if not bool(keep.any()):
                rounding[-1] = "skip"
            elif bool(keep.all()) and bool(full.all()):
                rounding[-1] = False
            else:
                # the rest is compared within what rounding can explain, not for finiteness
                # alone (red team 31: exp(min(z, 50)) passed where the large trial's z
                # carried the reference's GEMM rounding, wrong by e^38 where 50 < z < 88)
                rest = keep & ~full
                bound = None if not bool(rest.any()) or dtype not in _RANGE_TOL else \
                    _rounding_bound(ov, e, rest, keep, nudged() if nudged is not None and
                                    (far or dtype == torch.float32) else None, i,
                                    NUDGE_STEPS if far >= FAR_STEP_DRAW else 1)
                rounding[-1] = {"mask": keep, "full": full, "bound": bound}
        floats = [f for f, o in zip(rounding, out) if _is_float_data(o) and o.numel()]
        if floats and all(f == "skip" for f in floats):
            return None                        # nothing left to compare: redrawn
        return rounding
    except Exception:  # noqa: BLE001 -- the reference does not run in float64: redrawn
        return None


# How far past the rounding it measured a correct candidate may be (_rounding_bound): 16
# float32 steps an op, since a candidate rounds in its own order, through its own
# accumulations, on top of the reference's own error (of the accepted cases in
# tests/verifier_cases, the most any needed was an eighth of it: a bf16 attention softmax)
ROUNDING_SLACK = 16


# From how many deviations off zero a draw's rounding bound takes the nudge per float32 step
# (_rounding_bound): the far draw's 70-110, not the near draw's 20-35
FAR_STEP_DRAW = 50


def _rounding_bound(o, e, rest, keep, runs, i, steps=1):
    """A relative bound on how far a correct candidate's elements in `rest` may be from the
    reference's, where the reference is not its float64 twin's value: ROUNDING_SLACK times
    the larger of the reference's own distance from the twin and the distance a nudge of its
    op results moves the twin (_nudge_runs), divided by `steps` (NUDGE_STEPS at the far
    draw: the move per float32 step; else 1, the whole nudge), each relative to |e| + min(1,
    max |o| over keep), at the worst element of `rest`: the absolute part the parent applies
    the bound with (reward._compare_one), the reference's own magnitude and never the large
    trial's max. One number per output: a nudge moves each element by its own draw, an
    average evens that out, and a shared statistic's rounding would not. None (finiteness
    only) when it cannot tell. Per step at the far draw only (red team 32: the whole
    nudge's 8 steps times ROUNDING_SLACK was 128 steps of slack there, and a one-pass
    variance beside a mean output, or a one-pass covariance, fitted in it, adv_rt32_revin2_1,
    adv_rt32_gstats_1): 100 deviations off zero the rounding that matters is one step of a
    large shared value (x - mean), which the nudge of the mean is. Elsewhere a reduction's
    accumulation rounds by more steps than the one the nudge gives its result, and per step
    refused the teacher's batch norm of clamped data at level 5 seed 133 at 2 keys in 30
    (near and shifted draws)."""
    o = o.detach()
    ek, ok = e[keep], o[keep]
    if not bool(torch.isfinite(ek).all()):
        return None
    s = min(1.0, float(ok.abs().max())) if ok.numel() else 0.0
    den = (e.abs() + s)[rest]
    if not bool((den > 0).all()):
        return None
    worst = float(((o - e).abs()[rest] / den).max())
    pair = _nudge_pair(runs, i, o)
    if pair is not None:
        c, nudged = pair
        for n in nudged:
            worst = max(worst, float(((n - c).abs()[rest] / den).max()) / steps)
    worst *= ROUNDING_SLACK
    return worst if math.isfinite(worst) else None


def _near_elements(o, e, keep, dtype):
    """Which of o's elements in `keep` are within a quarter of dtype's tolerance of e's
    (float64, finite), the absolute part min(1, max |e| over keep)? The test for "the
    reference is its float64 twin's value" at a moved trial (_rounding_outputs) and for "a
    nudge does not move the answer" (_nudge_moved). False outside keep."""
    ek = e[keep]
    s = min(1.0, float(ek.abs().max())) if ek.numel() and bool(torch.isfinite(ek).all()) \
        else 0.0
    return keep & torch.isfinite(e) & ((o - e).abs() <= _RANGE_TOL[dtype] / 4 * (e.abs() + s))


def _near_twin(o, e, keep, dtype):
    """_near_elements, for all of `keep` at once (and e finite there)."""
    return bool(_near_elements(o, e, keep, dtype)[keep].all())


# the ops that put tensors several ops computed into one (_group; at a normal call, only
# where the reference runs one of them, as the census of its first call says)
_PACKS = {"cat", "stack", "copy_", "slice_scatter", "select_scatter", "diagonal_scatter",
          "as_strided_scatter"}


def _group(rounding, out, ids):
    """At the large trial, where the comparison's absolute part is an output's largest
    magnitude, and at the normal calls of a reference that packs (_PACKS): the outputs that
    pack tensors several ops computed (a cat) get, in place in their flags, which of those
    computed each element ("groups": 0..G-1 of the real view), and the parent takes the
    absolute part per group. Red team 31: cat([layer_norm(x), x]) at the far draw gave the
    normalised half an absolute slack of 1e-4 x max |x|, 1-18 where it should have been
    1e-4, and a one-pass variance passed (adv_rt31_lncat_1, _2). Red team 72: at a normal
    call a float-float split packed as stack((hi, lo)) held lo (~6e-8 |x|) to 1e-4 x min(1,
    max |hi|), and lo = 0 passed (dfpack; bfpack in bf16): each packed tensor is now held to
    what it would be held to returned on its own, min(1, its own largest magnitude)."""
    if ids is None or len(ids) != len(out):
        return
    for i, (o, f, g) in enumerate(zip(out, rounding, ids)):
        if not _is_float_data(o) or not isinstance(g, torch.Tensor) or \
                g.shape != _real_view(o).shape or not (f is False or isinstance(f, dict)):
            continue
        uniq, inv = torch.unique(g.to(o.device), return_inverse=True)
        if len(uniq) < 2:
            continue
        if f is False:
            keep = torch.ones(g.shape, dtype=torch.bool, device=o.device)
            f = rounding[i] = {"mask": keep, "full": keep.clone(), "bound": None}
        f["groups"] = inv.to(torch.int32)


def _OpNames():
    """A dispatch mode that only notes the names of the ops run under it (.names): the
    reference's first run, to know whether to look for cumulative sums (_scan_floor)."""
    from torch.utils._python_dispatch import TorchDispatchMode

    class OpNames(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.names = set()

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            self.names.add(getattr(func, "_opname", ""))
            return func(*args, **(kwargs or {}))
    return OpNames()


def _WrapIndex():
    """A dispatch mode that notes (.hit) an index the reference computed from data and torch
    wrapped: a negative index tensor given to an indexing op, or, once an integer has been
    read out of a tensor (.item(), int(t)), a negative select index or slice bound (Python
    arithmetic on it, int(lengths[b]) - 1, is out of sight). torch counts it from the end,
    where a kernel reads out of bounds, so a draw or a setting that makes one is out of the
    reference's domain, as one it raises on (red team 62a: with a length of 0, an honest
    last-frame gather x[b, lengths[b] - 1] was refused where torch took the last frame; red
    team 63a: the same through int(); red team 61: an adapter index moved to -1 refused an
    honest LoRA kernel). A reference that wraps so on get_inputs() as drawn (x[:, -1] after
    an .item()) is not checked: _forward_changes' "wraps"."""
    from torch.utils._python_dispatch import TorchDispatchMode
    aten = torch.ops.aten
    # (op: the positions of its index arguments, a tensor or a list of them)
    tensors = {aten.index.Tensor: (1,), aten.index_put.default: (1,),
               aten.index_put_.default: (1,), aten._index_put_impl_.default: (1,),
               aten.index_select.default: (2,), aten.gather.default: (2,),
               aten.take.default: (1,), aten.scatter.src: (2,), aten.scatter.value: (2,),
               aten.scatter_.src: (2,), aten.scatter_.value: (2,), aten.scatter_add.default: (2,),
               aten.scatter_add_.default: (2,), aten.scatter_reduce.two: (2,),
               aten.scatter_reduce_.two: (2,), aten.index_add.default: (2,),
               aten.index_add_.default: (2,), aten.index_copy.default: (2,),
               aten.index_copy_.default: (2,), aten.index_fill.int_Scalar: (2,),
               aten.index_fill_.int_Scalar: (2,)}
    # (op: the positions of its integer index or bounds)
    ints = {aten.select.int: (2,), aten.slice.Tensor: (2, 3), aten.narrow.default: (2,)}

    class WrapIndex(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.hit, self.read = False, False

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            if func is aten._local_scalar_dense.default:
                self.read |= type(out) is int
            elif func in ints:
                self.hit |= self.read and any(i < len(args) and type(args[i]) is int and
                                              args[i] < 0 for i in ints[func])
            elif func in tensors:
                for i in tensors[func]:
                    got = args[i] if i < len(args) else None
                    for t in (got if isinstance(got, (list, tuple)) else [got]):
                        if isinstance(t, torch.Tensor) and t.numel() and \
                                t.dtype not in (torch.bool, torch.uint8) and \
                                not t.is_floating_point() and bool((t < 0).any()):
                            self.hit = True
            return out
    return WrapIndex()


def _scan_floor(rounding, out, ids):
    """Where an output's elements are a cumulative sum's (ids from _sources at or above
    SCAN_ID0: one per line along the scan's dim), the flag gets "scan": per element, the
    largest |answer| of its line (0 elsewhere), which the parent takes as the absolute part of
    the tolerance where it is larger than the output's. A cumsum's element is what is left of
    running sums that may have been far larger: an honest fp32 scan in blocks (red team 37:
    4,096 elements, each row in one program, a carry between blocks) rounds each addition at
    the running sum's magnitude, up to ~1e-6 of the line's largest value, while torch's CPU
    cumsum adds in double; where a row returned near zero that was past 1e-4 x (|ref| + 1) at
    about 5 keys in 15 (mostly at the row-by-row scaled trial, rows up to 100x). Held to its
    line, not to the whole output: a row at 0.1x beside one at 100x keeps its own scale."""
    if ids is None or len(ids) != len(out):
        return
    for i, (o, f, g) in enumerate(zip(out, rounding, ids)):
        if not _is_float_data(o) or not isinstance(g, torch.Tensor) or \
                g.shape != _real_view(o).shape or not (f is False or isinstance(f, dict)):
            continue
        g = g.to(o.device)
        line = g >= SCAN_ID0
        if not bool(line.any()):
            continue
        v = _real_view(o).to(torch.float64).abs()
        uniq, inv = torch.unique(g[line], return_inverse=True)
        tops = torch.zeros(len(uniq), dtype=torch.float64, device=o.device)
        tops = tops.scatter_reduce(0, inv, v[line], "amax")
        floor = torch.zeros(v.shape, dtype=torch.float32, device=o.device)
        floor[line] = tops[inv].to(torch.float32)
        if f is False:
            keep = torch.ones(g.shape, dtype=torch.bool, device=o.device)
            f = rounding[i] = {"mask": keep, "full": keep.clone(), "bound": None}
        f["scan"] = floor


def _finite_only(flag):
    """Does this output flag (_rounding_outputs) leave some element compared less than in full
    (not an overflow's, which is not compared at all)?"""
    return flag is True or isinstance(flag, dict) and not bool(flag["full"][flag["mask"]].all())


_HALF = (torch.float16, torch.bfloat16)


def _holds16(model, inputs):
    """Does a model hold, or a call pass it, a 16-bit float tensor?"""
    return any(t.dtype in _HALF for t in list(model.parameters()) + list(model.buffers())) or \
        any(isinstance(x, torch.Tensor) and x.dtype in _HALF for x in _input_leaves(list(inputs)))


def _alt_answers(twin, given, out, rounding):
    """The rounding flags of a normal call, with {"alt": the float64 twin's answer, as
    float32} for each 16-bit float output compared in full (flag False) where the twin
    answers finitely with its shape. The parent accepts an element of such an output within
    the tolerance of the reference's OR of this answer (reward._compare_one). Red team 68:
    torch's bf16 log-softmax, logits - logsumexp(logits), rounds the logsumexp to bf16 before
    the subtraction and is 0.125 off near 0, where an honest fused kernel that rounds once at
    its store is right; the tolerance of the reference's own answer refused it at every key.
    Element by element, each against one of two answers held to the same tolerance: an answer
    the exact math gives, never a bound measured on the reference's worst element (round 69
    passed a chunked logsumexp 2 nats off through such a bound)."""
    try:
        with torch.no_grad():
            alt = flatten_out(twin(*_map_leaves(_widen, _cloned(given))))
    except Exception:  # noqa: BLE001 -- no twin answer: the reference's own stands
        return rounding
    if len(alt) != len(out):
        return rounding
    flags = list(rounding)
    for i, (o, a) in enumerate(zip(out, alt)):
        f = flags[i]
        # (compared in full: False, or packed tensors' groups with every element kept in full)
        groups = f.get("groups") if isinstance(f, dict) and set(f) == {
            "mask", "full", "bound", "groups"} and bool(f["full"].all()) else None
        if (f is False or groups is not None) and isinstance(o, torch.Tensor) and \
                o.dtype in _HALF and isinstance(a, torch.Tensor) and \
                a.dtype == torch.float64 and a.shape == o.shape and a.numel() and \
                bool(torch.isfinite(a).all()):
            # only where the reference's answer is a rounding of the twin's at the output's
            # scale (within 1/16 of its largest magnitude everywhere): where the answer IS a
            # 16-bit rounding error, as Kahan summation's compensation is, the twin answers
            # 0 and a kernel that kept the sum in float32 matched it (red team 71, kahanbf);
            # in each packed tensor at its own scale (red team 72's bfpack: a bf16 split's
            # low word, 0 at the twin, packed beside the high word)
            ref64, a = o.detach().double().cpu(), a.detach().cpu()
            g = groups.long().cpu() if groups is not None and groups.shape == a.shape else \
                torch.zeros(a.shape, dtype=torch.long)
            n = int(g.max()) + 1
            far = torch.zeros(n, dtype=torch.float64).scatter_reduce(
                0, g.reshape(-1), (ref64 - a).abs().reshape(-1), "amax")
            top = torch.zeros(n, dtype=torch.float64).scatter_reduce(
                0, g.reshape(-1), a.abs().reshape(-1), "amax")
            if bool((far <= top / 16).all()):
                flags[i] = {"alt": [a.float()]}
    return flags


# The grid ops whose near-ties a summation order may flip (_grid_alts), how far their operands
# move for the other answers (ulps of the operand's dtype), and at most how far (one grid
# step is 1: the other answers are one step away, never more)
_GRID_OPS = {"round", "round_", "floor", "floor_", "ceil", "ceil_", "trunc", "trunc_"}
GRID_ULPS = 128
GRID_MOST = 1 / 16


def _grid_alts(probe, given, out, rounding):
    """The rounding flags, with the reference's answers with the float operand of every
    round, floor, ceil and trunc (_GRID_OPS) moved up, then down, by GRID_ULPS steps of its
    own dtype at its largest magnitude (at most GRID_MOST), except where it is exactly on the grid's edge (round's
    exact halves, floor's whole numbers): for each float output compared in full (flag
    False) that either run changes, {"alt": [those answers]}; the parent accepts an element
    within the tolerance of the reference's answer or of one of these (reward._compare_one).
    Red team 68: a Linear followed by per-row int8 fake quantisation, round(y / s) * s, was
    refused at 5 of 7 keys, a tiled GEMM's summation order moving y by ~1e-7 and flipping
    round at near-halves, a whole step (~0.015) off; red team 69: BT.601 luma from uint8
    pixels in float32 and float64, one ulp off at near-halves. Exact halves stay compared:
    round half up where torch rounds half to even passed a version of this that moved them
    (round 69: a uint8 image's 2x2 mean and an integer requantisation, whose halves every
    honest order computes exactly). The run is the reference itself (its own dtypes), not
    the float64 twin: a float64 reference's near-ties are float64's."""
    from torch.utils._python_dispatch import TorchDispatchMode

    class Move(TorchDispatchMode):
        def __init__(self, sign):
            super().__init__()
            self.sign = sign

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            name = getattr(func, "_opname", "")
            kwargs = kwargs or {}
            if name in _GRID_OPS and args and isinstance(args[0], torch.Tensor) and \
                    args[0].is_floating_point() and args[0].numel() and \
                    not kwargs.get("decimals") and len(args) == 1:
                t = args[0]
                a = t.abs()
                edge = (a - a.floor() == 0.5) if name.startswith("round") else (t == t.trunc())
                # (steps of the operand's largest finite magnitude: a sum's rounding is
                # absolute, set by the size of its terms, so an element near 0 of a
                # quantised row moves as much as its largest one)
                big = float(torch.where(torch.isfinite(t), a, torch.zeros_like(a)).max())
                step = min(max(big * torch.finfo(t.dtype).eps * GRID_ULPS,
                               torch.finfo(t.dtype).tiny), GRID_MOST)
                moved = torch.where(edge | ~torch.isfinite(t), t, t + self.sign * step)
                if name.endswith("_"):
                    t.copy_(moved)
                else:
                    args = (moved,)
            return func(*args, **kwargs)
    runs = []
    try:
        with torch.no_grad():
            for sign in (1.0, -1.0):
                copy = _copy_or_none(probe)
                if copy is None:
                    return rounding
                with Move(sign):
                    runs.append(flatten_out(copy(*_cloned(given))))
    except Exception:  # noqa: BLE001 -- no other answers: the reference's own stands
        return rounding
    flags = list(rounding)
    for i, o in enumerate(out):
        if not (isinstance(o, torch.Tensor) and o.is_floating_point() and o.numel()) or \
                not (flags[i] is False or isinstance(flags[i], dict) and set(flags[i]) == {"alt"}):
            continue
        alts = [r[i].detach().cpu() for r in runs if i < len(r) and isinstance(r[i], torch.Tensor)
                and r[i].shape == o.shape and r[i].dtype == o.dtype and
                bool(torch.isfinite(r[i]).all()) and not torch.equal(r[i].cpu(), o.cpu())]
        if alts:
            flags[i] = {"alt": (flags[i]["alt"] if flags[i] is not False else []) + alts}
    return flags


def _set_aside(out, rounding):
    """Zeros where an output's elements are set aside for not being finite (a mask or "skip"
    flag, _rounding_outputs), in place: the outputs sent are finite; the flags say what is
    compared."""
    for o, f in zip(out, rounding):
        if isinstance(f, dict) or f == "skip":
            v = _real_view(o)
            v.copy_(torch.where(_isfinite(v), v, torch.zeros_like(v)))


# ----------------------------------------------------------------------------------------
# constant-initialised parameters (red team 4: LayerNorm's ones and zeros): the reference's
# are perturbed with keyed values, and the candidate's that pair with them get the same values

_MODULE_OWN = frozenset(vars(torch.nn.Module()))   # nn.Module's own dicts (_parameters, hooks)


def keyed_state(model, kinds=None):
    """The tensors whose constant initial values get keyed ones (perturbation): the model's
    parameters, then its buffers, then tensors its modules hold as plain attributes, each
    once, in that order on both sides (kinds, a list, gets "param", "buffer" or "plain" for
    each, a complex tensor's two views their owner's). Buffers too: BatchNorm's running statistics start as
    zeros and ones, and a kernel that ignored them passed every trial (red team 22's
    adv_rt22_bnstats_1, the eval-mode batch norm synth.py writes); plain attributes too, so a
    candidate may keep as a plain tensor what the reference registers (a running sum).
    nn.Module's own methods and the modules' own dicts: no candidate method runs."""
    out = []
    mods = list(torch.nn.Module.modules(model))
    plain = [v for m in mods for v in object.__getattribute__(m, "__dict__").values()
             if isinstance(v, torch.Tensor)]
    # then tensors in the plain lists, tuples and dicts a module holds (red team 44: a running
    # maximum kept as self.stats = [torch.zeros(n)] paired with nothing, and a kernel that
    # never updated it passed), up to 4 levels deep, in their order
    held = []

    def walk(x, d):
        if isinstance(x, torch.Tensor):
            held.append(x)
        elif d and isinstance(x, (list, tuple, dict)) and len(held) < 10_000:
            # (their subclasses too: a NamedTuple, an OrderedDict, red team 56)
            for y in list(dict.values(x) if isinstance(x, dict) else x)[:10_000]:
                walk(y, d - 1)
        elif d and not isinstance(x, (type, torch.nn.Module)) and len(held) < 10_000 and \
                (type(x).__module__ in ("candidate", "reference") or
                 type(x).__module__.startswith("torch.distributions")):
            # an object of the task's own classes (red team 55: running statistics kept in
            # a plain RunningMeanStd helper were never keyed, paired or compared): its
            # attributes, read from its own dict (no method of its class runs)
            try:
                own = object.__getattribute__(x, "__dict__")
            except AttributeError:
                return
            if type(own) is dict:
                for y in list(own.values())[:10_000]:
                    walk(y, d - 1)
    for m in mods:
        for name, v in object.__getattribute__(m, "__dict__").items():
            if name not in _MODULE_OWN and not isinstance(v, torch.Tensor):
                walk(v, 4)
    own = list(torch.nn.Module.parameters(model))
    bufs = list(torch.nn.Module.buffers(model))
    # (not torch's batch-norm counter, num_batches_tracked: integer state is compared, and
    # this one only matters with momentum=None, where the running statistics it weights are
    # compared; an honest batch norm need not keep it)
    seen = {id(object.__getattribute__(m, "__dict__")["_buffers"].get("num_batches_tracked"))
            for m in mods if isinstance(m, torch.nn.modules.batchnorm._NormBase)} - {id(None)}
    for kind, group in (("param", own), ("buffer", bufs), ("plain", plain + held)):
        for t in group:
            if id(t) in seen:
                continue
            seen.add(id(t))
            d = torch.Tensor.detach(t)
            if d.is_complex() and not d.is_conj():
                # a complex tensor as its real and imaginary parts, two real views of its
                # memory (red team 45: a complex gain initialised to 1 + 0j was never keyed;
                # red team 46: keyed as interleaved (re, im) pairs, an honest kernel holding
                # the gain as two real tensors, ones and zeros, paired with nothing)
                pairs = torch.view_as_real(d)
                out += [pairs[..., 0], pairs[..., 1]]
                if kinds is not None:
                    kinds += [kind, kind]
            else:
                out.append(t)
                if kinds is not None:
                    kinds.append(kind)
    return out


# the float8 dtypes this torch has (e4m3 and e5m2 weights of FP8 inference stacks): most
# torch ops have no float8 kernel on a CPU, so the verifier reads them through float32
FLOAT8 = frozenset(getattr(torch, n) for n in dir(torch) if n.startswith("float8_") and
                   isinstance(getattr(torch, n), torch.dtype))


def _isfinite(t):
    """torch.isfinite, a float8 tensor read through float32 (no float8 kernel on a CPU)."""
    return torch.isfinite(t.float() if isinstance(t, torch.Tensor) and t.dtype in FLOAT8 else t)


def param_signature(params):
    """Per parameter: (shape, dtype name, the value every element holds, or "sha:" and a
    digest of its values, or None). Only plain real floating-point tensors with at least one
    element have either; the checks call torch functions on a detached alias (no method of the
    candidate's object runs). The digest names a tensor whose values are not one constant
    (nn.init.eye_, an arange: red team 23's kernel ignored an identity weight; random weights
    since red team 45), with a sketch of its values (_sketch) after it; the reference keeps it
    for parameters and random buffers, not for fixed buffers (a cos table a kernel may compute
    on the fly) or plain attributes. A tensor holding -inf, inf or NaN among finite values
    has one too (red team 48: a learnable bias with a causal -inf mask folded in was never
    keyed): its finite elements are keyed, the others stay (perturbation)."""
    sig = []
    for p in params:
        d, const = torch.Tensor.detach(p), None
        if type(p) in (torch.Tensor, torch.nn.Parameter) and d.is_floating_point() and d.numel():
            lo, hi = torch.aminmax(d.reshape(-1).double())
            # (float8 read through float32: most torch ops have no float8 kernel on a CPU)
            w = d.float() if d.dtype in FLOAT8 else d
            if bool(lo == hi):
                # (an infinite constant too: a running maximum starts at -inf, and red team
                # 44's kernel that never updated one paired with nothing; its keyed values
                # stay infinite, but it pairs, and the state check watches it)
                const = float(lo)
            elif bool((fin := torch.isfinite(w)).any()):
                raw = d.contiguous().reshape(-1).view(torch.uint8).cpu().numpy().tobytes()
                const = "sha:" + hashlib.sha256(raw).hexdigest()[:24] + ":" + _sketch(
                    torch.where(fin, w, torch.zeros_like(w)))
        elif type(p) in (torch.Tensor, torch.nn.Parameter) and _is_int_state(d) and d.numel():
            # an integer or bool tensor (a count, an index the forward keeps: red team 50's
            # router load counts) is paired, by its constant or its bytes, so the state check
            # can compare it; it is never moved (the movers), and keyed only where it is one
            # constant element, a counter or a flag (_perturb)
            lo, hi = torch.aminmax(d.reshape(-1).to(torch.int64 if d.dtype == torch.bool
                                                    else d.dtype))
            raw = d.contiguous().reshape(-1).view(torch.uint8).cpu().numpy().tobytes()
            const = float(lo) if bool(lo == hi) else \
                "sha:" + hashlib.sha256(raw).hexdigest()[:24] + ":"
        sig.append((tuple(int(s) for s in d.shape), str(d.dtype).split(".")[-1], const))
    return sig


def _is_int_state(d):
    """An integer or bool tensor whose changes the state check compares (bool too since red
    team 58b: a router's experts-seen mask never updated passed)."""
    return not d.is_floating_point() and not d.is_complex()


SKETCH_TOL = 1e-4     # relative to the values' root mean square


def _sketch(d):
    """Eight numbers that summarise float tensor d's values, flat and row-major: their mean,
    their root mean square, the mean of v_i i / n (where the values lie), and the means of the
    elements i = j mod 5 (j = 0..4), as text. The same values computed another way in
    __init__ (a weight norm's g by a kernel, not by torch.norm; a sinusoidal table built by a
    kernel, 3e-5 apart) give sketches within SKETCH_TOL of the root mean square (pair_params'
    third pass); two unrelated draws of 1,000 or more elements differ by about rms / sqrt(n / 5)
    in each mean."""
    v = torch.Tensor.detach(d).reshape(-1).double().cpu()
    n = v.numel()
    stats = [v.mean(), v.square().mean().sqrt(),
             (v * torch.arange(n, dtype=torch.float64)).mean() / n]
    stats += [v[j::5].mean() if j < n else v.new_zeros(()) for j in range(5)]
    return ",".join(f"{float(x):.9e}" for x in stats)


def _close_sketches(a, b):
    """Do two sketches (_sketch's text; None or malformed: no) agree within SKETCH_TOL?"""
    try:
        x, y = [float(t) for t in a.split(",")], [float(t) for t in b.split(",")]
    except (AttributeError, ValueError):
        return False
    if len(x) != 8 or len(y) != 8 or not all(map(math.isfinite, x + y)):
        return False
    tol = SKETCH_TOL * max(abs(x[1]), abs(y[1]))
    return all(abs(p - q) <= tol for p, q in zip(x, y))


def fixed_inits(params, twin):
    """Indices of the tensors two builds of a model under different seeds initialise alike
    (twin: keyed_state of the second build)."""
    return {k for k, (a, b) in enumerate(zip(params, twin))
            if a.shape == b.shape and a.dtype == b.dtype and
            torch.equal(torch.Tensor.detach(a).cpu(), torch.Tensor.detach(b).cpu())}


def pair_params(ref_sig, cand_sig, unread=(), unkeyed=()):
    """(candidate index, reference index) pairs of constant-initialised parameters, in two
    passes, each the k-th of a class with the k-th (the same order among equals; the rest of
    the lists may differ: extra parameters, buffers, fused weights):
      1. by (shape, dtype, constant);
      2. the parameters left unpaired, by (numel, dtype, constant): the same values in another
         shape (red team 6's good_2: LayerNorm's weight declared (1, N) for broadcasting where
         nn.LayerNorm's is (N,)); the values are the reference's, reshaped (perturbation draws
         them flat).
      3. a tensor with values (not one constant) left unpaired, by (numel, dtype) and a
         sketch of its values within SKETCH_TOL (_sketch): the same values computed another
         way (red team 41's honest weight norm computes g = ||v|| with a kernel in __init__,
         the reference's weight_g is torch's; red team 48's positional table built by a
         kernel), the first such reference tensor for each candidate tensor in order.
    Where the candidate holds fewer of a class than the reference, the reference's tensors no
    op of its forward reads (`unread`: a module it declares and never calls) come last in
    that class (red team 58b: an honest block that left out the reference's unused pre-norm
    LayerNorm got that one's keyed values, good_rt58b_deadnorm). The reference's tensors in
    `unkeyed` (ones its keyed values would take out of its domain) take their places in the
    classes and pair with nothing.
    Each reference parameter pairs with at most one of the candidate's and the other way round;
    the result depends only on the two signatures (deterministic). A pairing decides only which
    of the candidate's parameters receive which of the reference's keyed values: the reference
    runs perturbed whatever the candidate declares, so a wrong or ambiguous pairing can only make
    a candidate fail, never let one that ignores the weights pass."""
    pairs, used_ref, used_cand = [], set(), set()

    def part(c, j):     # a signature's constant or exact digest (j = 1), or its sketch
        # (j = 2, None for a constant); None if malformed
        if not isinstance(c, str):
            return c if j == 1 else None
        bits = c.split(":")
        return bits[j] if len(bits) == 3 and bits[0] == "sha" else None
    for key in (lambda shape: tuple(shape), lambda shape: math.prod(shape)):
        classes = collections.defaultdict(list)
        for k, (shape, dtype, const) in enumerate(ref_sig):
            if const is not None and part(const, 1) is not None and k not in used_ref:
                classes[(key(shape), dtype, part(const, 1))].append(k)
        held = collections.Counter(
            (key(shape), dtype, part(const, 1)) for i, (shape, dtype, const) in enumerate(cand_sig)
            if const is not None and part(const, 1) is not None and i not in used_cand)
        for c, ks in classes.items():
            if held[c] < len(ks):
                ks.sort(key=lambda k: k in unread)
        seen = collections.Counter()
        for i, (shape, dtype, const) in enumerate(cand_sig):
            if const is None or part(const, 1) is None or i in used_cand:
                continue
            c = (key(shape), dtype, part(const, 1))
            if seen[c] < len(classes.get(c, ())):
                k = classes[c][seen[c]]
                pairs.append((i, k))
                used_ref.add(k)
                used_cand.add(i)
            seen[c] += 1
    for i, (shape, dtype, const) in enumerate(cand_sig):
        if i in used_cand or part(const, 2) is None:
            continue
        k = next((k for k, (rs, rd, rc) in enumerate(ref_sig) if k not in used_ref and
                  rd == dtype and math.prod(rs) == math.prod(shape) and
                  part(rc, 2) is not None and _close_sketches(part(rc, 2), part(const, 2))), None)
        if k is not None:
            pairs.append((i, k))
            used_ref.add(k)
            used_cand.add(i)
    return sorted((i, k) for i, k in pairs if k not in unkeyed)


def perturbation(shape, dtype, const, key, k, values=None, zero=None):
    """The values that replace constant `const` in reference parameter k: elementwise
    const * U[0.5, 1.5] (the sign kept, never 0: a scale stays a scale; a constant below 0.1
    in magnitude is taken as +-1 first), or U[-0.5, 0.5] for 0; a tensor with values (a fixed
    or a random init, `const` a digest) each element times +-U[0.5, 1.5], about half the signs
    flipped, plus an offset of up to a quarter of the largest;
    drawn from `key` (a keyed hash of the parent's secret: not derivable from the weight seed).
    Drawn flat and reshaped: a parameter of another shape with as many elements gets the same
    values in the same (row-major) order. `zero`: the dead slices (_dead_slices) zeroed."""
    return _zeroed(_perturbation(shape, dtype, const, key, k, values), zero)


def _perturbation(shape, dtype, const, key, k, values=None):
    gen = torch.Generator().manual_seed((key + 1_000_003 * (k + 1)) % 2**63)
    u = torch.rand(math.prod(shape), generator=gen, dtype=torch.float64).reshape(tuple(shape))
    # a small constant becomes one of order 1: LayerScale's gamma starts at 1e-6, and a kernel
    # that skipped its whole branch stayed inside the tolerance at 1e-6 x U[0.5, 1.5] (red
    # team 22, adv_rt22_layerscale_1)
    if isinstance(const, str):
        # a fixed, non-constant init (values: the tensor, the same bytes on both sides): each
        # element scaled as a constant would be, plus an offset of up to a quarter of the
        # largest, so the zeros of an identity move too
        v0 = torch.Tensor.detach(values).double().cpu().reshape(tuple(shape))
        u2 = torch.rand(math.prod(shape), generator=gen, dtype=torch.float64).reshape(tuple(shape))
        # (and about half the elements' signs flipped: a random init of one sign, a gate
        # drawn by torch.rand, held a kernel's assumption that it stays so, red team 47's
        # adv_rt47a_randgate_1; a symmetric init keeps its distribution)
        u3 = torch.rand(math.prod(shape), generator=gen, dtype=torch.float64).reshape(tuple(shape))
        sign = torch.where(u3 < 0.5, -1.0, 1.0).double()
        # (non-finite elements, a -inf mask folded into a bias, stay as they are)
        fin = torch.isfinite(v0)
        v0f = torch.where(fin, v0, torch.zeros_like(v0))
        v = sign * v0f * (0.5 + u) + (u2 - 0.5) * 0.5 * (float(v0f.abs().max()) or 1.0)
        return torch.where(fin, v, v0).to(getattr(torch, dtype))
    big = const if abs(const) >= 0.1 else math.copysign(1.0, const)
    v = big * (0.5 + u) if const != 0 else u - 0.5
    return v.to(getattr(torch, dtype))


# The parameter trials (red team 42): keyed values const x U[0.5, 1.5] keep every weight near
# its constant, with its sign, so a kernel wrong only elsewhere passed every input trial: a
# softmax without its max subtraction behind a learnable logit scale (exp(2.66 x 1.5) stays
# far below overflow), a max pool taken before a per-channel scale (right only for scales >=
# 0), an eval batch norm without its eps (running_var ~1 hides 1e-5). After the input trials
# the reference runs with the same keyed values moved, one way per trial, and the candidate's
# paired tensors get the same moved values for that call.
PARAM_MOVES = ("up", "down", "signs")
# the calls after an input trial that move some elements of the weights: the edited call (a
# few of its inputs' elements edited too), the reweighed one (the last call's inputs again,
# exactly) and the dense one (a tenth to a half of the inputs' and weights' elements)
NUDGES = ("nudge", "reweigh", "dense")
EDITS = ("edit", "reweigh", "dense")      # (the plan's roles for those calls)

# The redrawn trial (red team 50): a candidate that packed the weight (W^T, contiguous) by a
# kernel on its first call into memory __init__ allocated, and read the pack ever after,
# passed: the keyed values are written after __init__ but before call 0, and random weights
# never moved after that (the parameter trials move constant-initialised tensors only). At
# one input trial, 1 + key % (trials - 1), every keyed random weight a forward does not
# change is drawn again ("redraw", for that call only), on both sides: what a call computes
# from an earlier call's copy of the weights is stale there, or at the call after it. (No
# extra call: the trial keeps its inputs' distribution; where the reference leaves its
# domain with the new weights on every draw, the trial runs with the weights as keyed.)


def _zeroed(v, zero):
    """Tensor v with the slices `zero` ((shape, [[dim, index], ...]) of the reference's tensor,
    in the reference's layout: a paired tensor of another shape has as many elements) set to
    0, or multiplied by a factor where a slice has one ([dim, index, factor]); v itself where
    there are none."""
    if not zero:
        return v
    shape = tuple(int(x) for x in zero[0])
    if math.prod(shape) != v.numel():
        return v
    w = v.reshape(shape).clone()
    for cut in zero[1]:
        d, i = int(cut[0]), int(cut[1])
        if 0 <= d < len(shape) and 0 <= i < shape[d]:
            if len(cut) > 2:
                w.select(d, i).mul_(float(cut[2]))
            else:
                w.select(d, i).zero_()
    return w.reshape(tuple(v.shape))


def _dead_slices(params, kinds, sig, drawn, key):
    """{k: (shape, [[dim, index, factor], ...])}: slices of the reference's keyed tensors made
    tiny in their keyed values, so at every call, as a user's weights hold them: a dead
    channel's running variance (one element of a constant-initialised buffer, along its first
    dim of size >= 2, x 1e-3 to 1e-8; a plain tensor attribute's alike); and one element of a parameter initialised to a nonzero constant with its sign flipped (a
    learned per-channel scale below 0). Red teams 55 and 56: a kernel that copied the weights
    at call 0 took its guard-free path (no eps, no norm clamp) at every later call whose
    weights equalled the copy; the parameter trials and the redraw, the only calls with a
    zero variance, a zero row or a negative scale, moved the weights for one call, where the
    copy differed and the guarded path ran, while a user's fixed weights met the guard-free
    one from call 1 on. (Tiny, never zero; and not a random weight's rows or filters: a
    near-zero row or filter makes a channel constant, and a batch norm after it normalises
    rounding noise an honest kernel need not share, red team 47; KernelBench level 2's Gemm,
    scale, BatchNorm and Conv2d, activation, BatchNorm were refused when they were.)"""
    out = {}
    for k, t in enumerate(params):
        if not torch.Tensor.is_floating_point(t) or t.is_complex() or t.numel() < 2 or \
                sig[k][2] is None:
            continue
        shape = list(t.shape)
        rng = random.Random(_keyed_seed(key, "dead", k))
        # (tiny, not zero: red team 58a's kernel added its eps only where a variance was
        # exactly 0, and subtracted a softmax's max only where a weight had an exactly zero
        # row and column, the verifier's mark; a user's dead channel holds 1e-9 as often)
        # (a plain tensor attribute too: red team 58a's frozen batch norm held its statistics
        # as plain attributes, and its eps-free kernel passed, affpool_2)
        if k not in drawn and kinds[k] in ("buffer", "plain") and not isinstance(sig[k][2], str):
            d = next(d for d, n in enumerate(shape) if n >= 2)
            cuts = [[d, rng.randrange(shape[d]), 10.0 ** -(3 + 5 * rng.random())]]
        elif k not in drawn and kinds[k] == "param" and not isinstance(sig[k][2], str) and \
                sig[k][2] != 0:
            # (red team 58a: a per-channel scale, ones at init, copied at call 0 by a kernel
            # that took a max pool before the scale, right for scales >= 0, while the copy
            # matched; a negative scale came only with the parameter trials' signs move)
            d = next(d for d, n in enumerate(shape) if n >= 2)
            cuts = [[d, rng.randrange(shape[d]), -(0.5 + rng.random())]]
        else:
            continue
        if cuts:
            out[k] = (shape, cuts)
    return out


def param_move(base, tag, key, k, level=0, zero=None):
    """Tensor `base` (the keyed values of reference tensor k, or the candidate's paired copy,
    any shape with as many elements) moved one way, drawn flat from `key` and k, so both sides
    get the same values in the same row-major order: "up" multiplies each element by
    10^U[1, 1.5] (an exp(scale) overflows where a guard was left out), "down" by 10^-U[2, 3]
    (a variance of 1e-3 where an eps of 1e-5 shows), "signs" flips the sign of about half of
    them and at least one (a scale that may be negative; a one-element tensor flips) and
    multiplies each by 10^U[0, 1.5] (red team 46: a softmax of s x taking its max as s max(x),
    right for s >= 0 and for small negative s, passed while the flipped scales stayed
    small). At level 1 (where level 0 left the reference's domain: exp(30 x a logit scale)
    overflows in the reference too) "up" is 10^U[0.5, 1], "down" 10^-U[1, 2] and "signs"
    10^U[0, 0.5]."""
    n = base.numel()
    gen = torch.Generator().manual_seed(
        (key + 1_000_003 * (k + 1) + 7_919 * (1 + (PARAM_MOVES + ("redraw",) + NUDGES).index(tag)))
        % 2**63)
    u = torch.rand(n, generator=gen, dtype=torch.float64)
    if tag in NUDGES:
        # a few elements (_edit_count) moved, the rest as they were: the calls after an input
        # trial (_edited), as a fine-tuned or partly reloaded weight differs from the last. A
        # float element x 2^+-U[0.5, 1] (its sign kept: a variance stays positive); an
        # integer or bool tensor's as _int_change moves them (a permutation stays one, an
        # index stays among the tensor's values)
        v = torch.Tensor.detach(base).cpu().reshape(-1).clone()
        if not v.is_floating_point() and n and bool((v == v[0]).all()):
            # (an integer or bool setting: at the dense call another of its moves, as a
            # request sets another adapter, window or group size, _setting; red team 61a's
            # window met below the sequence length at 2 moves of 9 with one move a key)
            return _setting(base, key, k, SETTING_VARIANTS, other=level == 0) \
                if tag == "dense" else torch.Tensor.detach(base).clone()
        if not v.is_floating_point():
            return _int_change(v, gen, 1 if tag == "reweigh" else
                               _edit_count(n, gen, tag == "dense")).reshape(tuple(base.shape))
        v = v.double()
        # (the reweighed call's: one element, so a weight fingerprint of a few elements
        # stays as it was, as a user's one-weight update leaves it)
        m = min(n, 1) if tag == "reweigh" else _edit_count(n, gen, tag == "dense")
        at = (int(torch.randint(n, (1,), generator=gen)) + torch.arange(m)) % n \
            if tag == "dense" else torch.randperm(n, generator=gen)[:m]
        v[at] = v[at] * torch.where(u[at] < 0.5, 2.0 ** (0.5 + u[at]), 2.0 ** -(u[at]))
        return v.reshape(tuple(base.shape)).to(base.dtype)
    if tag == "redraw":
        # a weight drawn at random, drawn again for one input trial (the redrawn trial,
        # above): each finite element x +-U[0.5, 1.5], about half the signs flipped, as its
        # keyed values were (perturbation), and the whole tensor x 10^U[0, 1] (trained
        # weights leave their init's scale; the parameter trials never move random ones);
        # non-finite elements stay; and the slices `zero` of the reference's tensor zeroed
        v = torch.Tensor.detach(base).double().cpu().reshape(-1)
        sign = torch.where(torch.rand(n, generator=gen, dtype=torch.float64) < 0.5, -1.0, 1.0)
        up = 10.0 ** float(torch.rand(1, generator=gen, dtype=torch.float64))
        fin = torch.isfinite(v)
        v = torch.where(fin, v * sign * (0.5 + u) * up, v)
        # (and the slices `zero` of the reference's tensor zeroed: _zeroed)
        return _zeroed(v, zero).reshape(tuple(base.shape)).to(base.dtype)
    if tag == "up":
        f = torch.pow(10.0, (1 if level == 0 else 0.5) + 0.5 * u)
    elif tag == "down":
        f = torch.pow(10.0, -((2 if level == 0 else 1) + u))
    else:
        f = torch.where(u < 0.5, -1.0, 1.0).double()
        if n and not bool((f < 0).any()):
            f[int(torch.argmin(u))] = -1.0
        mag = torch.rand(n, generator=gen, dtype=torch.float64)
        f = f * torch.pow(10.0, mag * (1.5 if level == 0 else 0.5))
    v = torch.Tensor.detach(base).double().cpu().reshape(-1) * f
    return v.reshape(tuple(base.shape)).to(base.dtype)


def _keep_structure(out, j, shape, zeros=None, sym=frozenset(), ordered=None):
    """Leaf j, moved (a trial's transform, the edited call), with the structure every draw of
    get_inputs() holds put back: its fixed zeros, its symmetry, its order (_fixed_zeros,
    _symmetric_leaves, _sorted_leaves)."""
    if not isinstance(out, torch.Tensor) or out.shape != shape:
        return out
    if zeros and j in zeros:
        # (zeros every draw of get_inputs() has stay zeros: the structure of the task, a
        # triangular matrix, not a value a kernel could copy)
        out = out.masked_fill(zeros[j].to(out.device), 0)
    if j in sym:
        # (and symmetric ones symmetric: the upper triangle mirrored; a row or column the
        # zero sets emptied empties row and column i both, red team 49: mirrored, a zero row
        # had its lower part back and a normalisation without its clamp met no zero row)
        gone = (out == 0).all(-1) | (out == 0).all(-2)                  # (..., N)
        out = torch.triu(out) + torch.triu(out, 1).transpose(-1, -2)
        out = out.masked_fill(gone[..., :, None] | gone[..., None, :], 0)
    if ordered and j in ordered and isinstance(ordered[j], tuple):
        # (the rows sorted in every draw sorted, the others as they are)
        desc, rows = ordered[j]
        if rows.shape == out.shape[:-1]:
            out = torch.where(rows.to(out.device)[..., None],
                              out.sort(dim=-1, descending=desc).values, out)
    elif ordered and j in ordered:
        # (sorted ones sorted, as drawn)
        out = out.sort(dim=-1, descending=ordered[j]).values
    return out


def _edit_count(n, gen, dense=False):
    """How many of n elements an edited call changes: one, three times in four (a
    fingerprint of a fraction q of the elements misses it with probability 1 - q), else
    log-uniform up to a tenth of them (so a kernel that tells the call by exactly one
    change is wrong a quarter of the time). The dense call's: U[0.1, 0.5] of them, one
    contiguous run from a keyed place, flat (red team 61a: a weight's norm and an input's
    mean and std, cached on a fingerprint of their first elements, moved within the
    tolerance when one element of 32,768 did; elements drawn all over would almost always
    have hit the fingerprint)."""
    u = torch.rand(2, generator=gen, dtype=torch.float64)
    if dense:
        return max(1, int(n * (0.1 + 0.4 * float(u[1]))))
    if n < 2 or float(u[0]) < 0.75:
        return min(n, 1)
    return max(1, int(n / 10 * 10.0 ** (-3 * float(u[1]))))


def _int_change(v, gen, count):
    """Flat integer or bool tensor v (on the host) with `count` of its elements moved, drawn
    from gen: where its values are all distinct (a permutation, a list of indices without
    repeats), max(2, count) of them rotated among their places, so it stays a permutation;
    else each of `count` elements given another of the values the tensor holds (a bool
    flipped, an int8 weight another level, an index another index in range), so the
    multiset moves (red team 60a: a mask's density counted once in __init__; int8 weights
    packed at the first call and never again)."""
    v, n = v.clone(), v.numel()
    if n < 2:
        return v
    if v.dtype == torch.bool:
        # (elements of one value only, a keyed one: a mask's density moves, where flips both
        # ways could cancel)
        side = bool(torch.rand(1, generator=gen) < 0.5)
        spots = (v == side).nonzero().reshape(-1)
        if not spots.numel():
            spots = (v != side).nonzero().reshape(-1)
        at = spots[torch.randperm(spots.numel(), generator=gen)[:count]]
        v[at] = ~v[at]
        return v
    vals = torch.unique(v)                         # (sorted)
    if vals.numel() < 2:
        return v
    if vals.numel() == n:
        at = torch.randperm(n, generator=gen)[:max(2, count)]
        v[at] = v[at.roll(1)]
        return v
    at = torch.randperm(n, generator=gen)[:count]
    own = torch.searchsorted(vals, v[at])          # (each value's place among vals)
    r = torch.randint(vals.numel() - 1, at.shape, generator=gen)
    v[at] = vals[r + (r >= own).long()]            # (any value but its own)
    return v


def _edited(given, leaves, key, zeros=None, sym=frozenset(), ordered=None, dense=False):
    """The inputs `given` (a call's, as it received them) again, with _edit_count elements of
    each random input replaced by the values of others of the same tensor (its domain kept:
    a probability stays one, an index stays in range), drawn from `key`: the leaves (in
    _input_leaves order, through lists, tuples and dicts) in `leaves` (random float and
    integer inputs; red team 60a: an edit of top-level tensors only, by leaf index, never
    met a cache fingerprinting a list's tensors), with each structure put back
    (_keep_structure: the first edited call broke a symmetric matrix an honest kernel read
    transposed, and a bucketize's sorted boundaries); an integer input of distinct values (a
    permutation) has its values rotated among the places instead. An edit never lands where
    the structure would undo it: not on a fixed zero, and of a symmetric matrix only on or
    above the diagonal, which the mirror copies (red team 60a: a lower-triangle edit was
    mirrored away, sympack). `dense`: the dense call's share of the elements, a contiguous
    run (_edit_count)."""
    out = _cloned(given)
    for j, x in enumerate(_input_leaves(out)):     # (the copies themselves: edited in place)
        if j not in leaves or not isinstance(x, torch.Tensor) or x.numel() < 2:
            continue
        gen = _keyed_gen(key, "dense" if dense else "edited", j)
        n = x.numel()
        free = torch.ones(x.shape, dtype=torch.bool)
        if zeros and j in zeros and zeros[j].shape == x.shape:
            free &= ~zeros[j].cpu()
        if j in sym and x.dim() >= 2:
            free &= torch.ones(x.shape[-2:], dtype=torch.bool).triu()
        spots = free.reshape(-1).nonzero().reshape(-1)
        if not spots.numel():
            continue
        m = _edit_count(spots.numel(), gen, dense)
        at = spots[(int(torch.randint(spots.numel(), (1,), generator=gen)) +
                    torch.arange(m)) % spots.numel()] if dense else \
            spots[torch.randperm(spots.numel(), generator=gen)[:m]]
        src = (at + 1 + torch.randint(n - 1, at.shape, generator=gen)) % n
        flat = x.reshape(-1).clone()
        if not _is_float_data(x) and torch.unique(flat).numel() == n and at.numel() >= 1:
            # (an integer input of distinct values, a permutation: its values rotated among
            # the places, so it stays one; red team 61's dense call gave a bf16 index_add
            # many repeated rows, whose honest atomics then summed in another order)
            at = torch.unique(torch.cat([at, src[:1]])) if at.numel() < 2 else at
            src = at.roll(1)
        flat[at.to(x.device)] = flat[src.to(x.device)]
        try:                           # (in place in the copy: its layout kept)
            x.copy_(_keep_structure(flat.reshape(x.shape), j, x.shape, zeros, sym, ordered))
        except RuntimeError:           # (an expanded view: left as it was)
            pass
    return out


def _move_params(movers, move, key):
    """Write each (tensor, reference index, its keyed values) of `movers`: moved by `move`
    ([tag, [reference indices], level], and for "redraw" [[index, shape, [[dim, i], ...]],
    ...], the slices of each tensor to zero) where its index is listed, as keyed otherwise."""
    tag, ks, level = (move[0], set(move[1]), move[2]) if move else (None, (), 0)
    zero = {int(z[0]): z[1:3] for z in move[3]} if move and len(move) > 3 else {}
    with torch.no_grad():
        for t, k, base in movers:
            v = param_move(base, tag, key, k, level, zero.get(k)) if k in ks else base
            d = torch.Tensor.detach(t)
            torch.Tensor.copy_(d, v.reshape(tuple(d.shape)).to(d.device))


def _storage_bytes(st):
    """A uint8 tensor over the whole of untyped storage st (to fill, clone or compare it)."""
    return torch.empty(0, dtype=torch.uint8, device=st.device).set_(st)


def _frozen_spans(keyed, pairs, watch):
    """[(storage, free), ...]: the storages of the candidate's tensors paired with the
    reference's (`pairs`, candidate index first) and not in `watch` (those the reference's
    forward changes), each with a bool mask over its bytes of what a watched tensor spans
    (free to change: a fused running_mean/running_var storage holds both), or None."""
    spans = collections.defaultdict(list)       # storage address -> [(start, end)] watched
    for i, t in enumerate(keyed):
        if i in watch and torch.Tensor.numel(t):
            st = torch.Tensor.untyped_storage(t)
            a = torch.Tensor.storage_offset(t) * t.element_size()
            # (the span of a strided view: its first to its last element, gaps included)
            last = sum((n - 1) * abs(s) for n, s in zip(t.shape, torch.Tensor.stride(t)))
            spans[st.data_ptr()].append((a, a + (last + 1) * t.element_size()))
    out, seen = [], set()
    for i, _ in pairs:
        if type(i) is not int or not 0 <= i < len(keyed) or i in watch:
            continue
        st = torch.Tensor.untyped_storage(keyed[i])
        if not st.nbytes() or st.data_ptr() in seen:
            continue
        seen.add(st.data_ptr())
        free = None
        if spans.get(st.data_ptr()):
            free = torch.zeros(st.nbytes(), dtype=torch.bool, device=st.device)
            for a, b in spans[st.data_ptr()]:
                free[a:b] = True
        out.append((st, free))
    return out


def _frozen_changed(held):
    """A reason if a call changed the memory of a weight the reference's forward leaves as it
    is (held: [(storage, free mask or None, its bytes before the call)]), else None."""
    for st, free, before in held:
        now = _storage_bytes(st)
        if now.numel() != before.numel():
            return "forward resized the memory of a weight"
        diff = now != before
        if free is not None:
            diff &= ~free
        if bool(diff.any()):
            return ("forward changed a weight the reference's forward leaves as it is (a "
                    "weight's memory, the bytes past its view included, is not scratch)")
    return None


def _same_bytes(t, before):
    """Does tensor t hold what `before` (its clone from before a call) held, byte for byte?"""
    d = torch.Tensor.detach(t)
    if d.shape != before.shape or d.dtype != before.dtype:
        return False
    if not d.numel():
        return True
    return torch.equal(d.contiguous().reshape(-1).view(torch.uint8),
                       before.contiguous().reshape(-1).view(torch.uint8))


def _domain_breakers(model, mod, params, use, sig, dead, key, seed, pristine, device,
                     counters=(), variants=None, wraps=False):
    """(bad, deadly): the reference tensors k among `use` whose keyed values, each alone,
    make the reference raise or answer non-finite on get_inputs() as drawn, and among the
    others those whose dead slices do (red team 59a: a Gaussian NLL's variance, ones at init,
    whose one element of the other sign made log(var) NaN, was left unkeyed, and a kernel
    that never read it passed: keyed without its dead slice it stays in the domain). An
    integer or bool setting (_setting) is bad only when every one of its SETTING_VARIANTS
    moves breaks it; the first that does not is written to `variants` (red team 61a: a group
    size of 32 of 64 features divides at 16 or 64, never at 31, 33, 34). A move that makes
    the reference index with a negative number read from data breaks it too, unless its
    forward does so already (`wraps`; _WrapIndex). The model is left as pristine() makes it."""
    variants = {} if variants is None else variants

    def breaks(k, kk, with_dead, variant=0):
        pristine()
        _perturb(params, [(k, kk)], sig, key, {kk: dead[kk]} if with_dead else None, counters,
                 {kk: variant})
        if kk in counters:                # (a counter as it jumps, the least: _jump)
            _jump(params[k], key, kk, JUMP_FLAG)
        try:
            torch.manual_seed(seed)
            wrap = _nullcontext() if wraps else _WrapIndex()
            with torch.no_grad(), wrap:
                out = flatten_out(model(*_map_leaves(
                    lambda x: x.to(device) if isinstance(x, torch.Tensor) else x,
                    list(mod.get_inputs()))))
            return not _finite(out) or getattr(wrap, "hit", False)
        except Exception:  # noqa: BLE001 -- the reference's domain, not an error
            return True
    bad, deadly = set(), set()
    for k, kk in use:
        setting = kk not in counters and not torch.Tensor.is_floating_point(params[k]) and \
            not isinstance(sig[k][2], str)
        if setting:
            fine = next((v for v in range(SETTING_VARIANTS) if not breaks(k, kk, False, v)), None)
            if fine is None:
                bad.add(k)
            else:
                variants[kk] = fine
        elif breaks(k, kk, kk in dead):
            if kk in dead and not breaks(k, kk, False):
                deadly.add(k)
            else:
                bad.add(k)
    pristine()
    return bad, deadly


def _key_counters(model, key):
    """The batch counters of the model's batch norms with momentum=None (a cumulative
    average, weighted 1 / num_batches_tracked) set to keyed counts in [1, 1000), the j-th such
    module's alike on both sides, as a loaded checkpoint's would be (red team 57b: a kernel
    that counted its own calls from 0 matched a counter that every evaluation started at 0,
    and overwrote a loaded model's running statistics with one batch's). nn.Module's own
    methods and the modules' own dicts: no candidate method runs."""
    j = 0
    with torch.no_grad():
        for m in torch.nn.Module.modules(model):
            if not isinstance(m, torch.nn.modules.batchnorm._NormBase):
                continue
            d = object.__getattribute__(m, "__dict__")
            c = (d.get("_buffers") or {}).get("num_batches_tracked")
            if d.get("momentum", 0.1) is None and type(c) is torch.Tensor and \
                    not c.is_floating_point() and c.numel() == 1:
                torch.Tensor.fill_(c, 1 + _keyed_seed(key, "counter", j) % 999)
                j += 1


def _perturb(params, pairs, sig, key, dead=None, counters=(), variants=None):
    """Each (i, k) of pairs: params[i] gets the keyed values of reference tensor k, with
    dead[k]'s slices zeroed (_dead_slices); not where k is in `counters` (state a fresh
    model starts at its constructor value: _jump moves it at a keyed call). An integer or
    bool setting takes its move variants[k] (_setting; 0 where not listed)."""
    variants = variants or {}
    dead = dead or {}
    with torch.no_grad():
        for i, k in pairs:
            d = torch.Tensor.detach(params[i])      # unbound: no method of the candidate's
            if k in counters:
                continue
            if torch.Tensor.is_floating_point(d):
                torch.Tensor.copy_(d, perturbation(*sig[i], key, k, values=d,
                                                   zero=dead.get(k)).to(d.device))
            elif torch.Tensor.numel(d) > 1 and isinstance(sig[i][2], str):
                # a random integer or bool tensor (a flow's permutation, int8 weights, a
                # pruning mask): its elements in a keyed order, as a loaded checkpoint holds
                # another draw of the same kind (red team 58b: kernels read copies made in
                # __init__, permflow, w8linear, prunemask); a permutation stays one, indices
                # stay in range; and where its values repeat, a keyed share of them another
                # of its values (red team 60a: a mask's density counted in __init__ held, as
                # long as only the order moved, maskcount)
                torch.Tensor.copy_(d, _keyed_order(d, key, k))
            elif sig[i][2] is not None and not isinstance(sig[i][2], str):
                # an integer or bool constant the forward leaves alone: a setting a
                # checkpoint or a request sets (zero points, an expert mask, an adapter
                # index: red team 60b, w8zp, routemask, lorasel, all read as constructed).
                # Moved a little (_setting): red team 59a's Sinkhorn iteration count, keyed
                # to 4-1002 at round 58, let a kernel iterating to convergence pass for 3
                torch.Tensor.copy_(d, _setting(d, key, k, variants.get(k, 0)))


def counter_state(params, sig, stateful):
    """The reference's counters: indices k of its keyed tensors that hold one constant, that
    its forward changes (stateful), and that are one element (a count, a flag: integer, bool
    or float) or integer or bool (a table of counts, a seen mask). Red team 58: a kernel
    counting its own calls matched counters that every evaluation started at the
    constructor's 0, and red team 59a: keyed as a loaded model holds them from call 0 on, an
    ActNorm's data-dependent init never ran, so a kernel without it passed. So both: a fresh
    model at call 0, a loaded one's jump at a keyed later call (_jump)."""
    return {k for k in stateful if k < len(sig) and isinstance(sig[k][2], float) and
            (torch.Tensor.numel(params[k]) == 1 or
             not torch.Tensor.is_floating_point(params[k]))}


# A counter's jump (_jump): at level l < JUMP_FLAG, each moved element plus (or minus) a keyed
# count, log-uniform in [top^(2/3), top) for top 2^31 - 1 (a wide integer or a float), uniform
# in [top / 8, top) for top a narrow integer's largest value, divided by 4^l and kept within
# the dtype, down where one more call counts it down; the reference tries the levels in turn
# until its forward stays in its domain (_jump_level: a KV cache's position past its buffer
# raises). At JUMP_FLAG, a 0 or 1 of a narrow integer or a float swapped, other values plus 1, a wide
# integer plus [1, 1000); a counter that holds only 0 and 1 and stays so under another call
# is a flag and jumps so. Red team 60: a warmup schedule (step / 2000 without its min) and
# KV caches read past 16 or 1024 positions passed while every jump stayed under 1000; red
# team 61a: a ramp over 4e6 steps, an int16 warmup of 8000 and a count-down unclamped below 0
# passed while jumps stayed under 10^6, under an eighth of int16's range, and went up.
JUMP_LEVELS = 16
JUMP_FLAG = JUMP_LEVELS


def _jump(t, key, k, level=0, extra=0, down=False, period=0):
    """Counter t (reference index k) moved in place as a loaded checkpoint would hold it,
    from its current value, the same on both sides, at `level` and in its direction
    (JUMP_LEVELS above; `down`: the way its forward moves it): a bool flipped (of several, a
    keyed half, at least one); a number plus or minus a keyed count (a wide integer's every
    element, else a keyed half); `extra` more on each count (the probe that leaves room for
    the calls after the jump, _jump_level). Counting up by more than `period` (the model's
    smallest integer setting, _aim_marks), a count lands one short of a multiple of it
    (_on_period)."""
    d = torch.Tensor.detach(t)
    gen = _keyed_gen(key, "jump", k)
    n = torch.Tensor.numel(d)
    v = torch.Tensor.reshape(d, (-1,)).cpu().clone()
    pick = torch.rand(n, generator=gen) < 0.5
    if n:
        pick[int(torch.randint(n, (1,), generator=gen))] = True
    small = 1 + torch.randint(999, (n,), generator=gen)
    wide = v.dtype in (torch.int32, torch.int64) or v.is_floating_point()
    top = 2 ** 31 - 1 if wide else torch.iinfo(v.dtype).max if v.dtype != torch.bool else 1
    if v.is_floating_point():
        # (a float counter counts by 1 only below 2^(mantissa bits + 1): float32's 2^24; past
        # it step += 1 changes nothing, and red team 71's honest schedule on a float32 step,
        # torch.optim's convention, was refused, its jumped value never reported)
        top = min(top, _exact_counts(v.dtype))
    u = torch.rand(n, generator=gen, dtype=torch.float64)
    count = torch.pow(float(top), (2 + u) / 3) if wide else top * (1 + 7 * u) / 8
    with torch.no_grad():
        if v.dtype == torch.bool:
            v = torch.where(pick, ~v, v)
        elif level < JUMP_FLAG:
            step = torch.clamp(count.long() >> (2 * level), min=1).double() + extra
            moved = v.double() + (-step if down else step)
            if period > 1 and not down:
                moved = torch.where(step > period, moved - torch.remainder(moved + 1, period),
                                    moved)
            if not v.is_floating_point():
                info = torch.iinfo(v.dtype)
                moved = moved.clamp(info.min, info.max)
            moved = moved.to(v.dtype)
            v = moved if v.dtype in (torch.int32, torch.int64) else torch.where(pick, moved, v)
        elif v.dtype in (torch.uint8, torch.int8, torch.int16) or v.is_floating_point():
            flag = (v == 0) | (v == 1)
            moved = torch.where(flag, 1 - v,
                                v + (1 if not v.is_floating_point() else small.to(v.dtype)))
            v = torch.where(pick, moved, v)
        else:
            v = v + small.to(v.dtype)
        torch.Tensor.copy_(d, v.reshape(tuple(d.shape)).to(d.device))


def _aim_numbers(model, py_names, init=()):
    """(name, value) of the Python numbers model's modules hold that are settings, not the
    counters (py_names): _module_numbers', and those in a list or tuple attribute of up to
    64 (red team 73: a MultiStepLR's milestones, [30000, 60000, 80000]); and the numbers the
    model was built with (init: _init_numbers; name ""), which a forward may read from a
    closure without keeping them (red team 77: a step decay written as a MultiplicativeLR
    whose lambda holds step_size, never aimed near)."""
    out = [(n, v) for _, n, v in _module_numbers(model, (int, float)) if n not in py_names]
    # (the constructor's ints only where the modules hold no integer setting of their own:
    # beside one, sizes and other arguments would dilute the aims at it; red team 70's loss
    # scaler, its growth_interval aimed at fewer keys beside its constructor's 65536.0)
    own_ints = any(type(v) is int and v >= 4 for _, v in out)
    out += [("", v) for v in init if type(v) is float and abs(v) < 1 or
            type(v) is int and not own_ints]
    # (and the numbers in tuples of a torch optimiser's settings: Adam's betas)
    for m in (torch.nn.Module.modules(model) if model is not None else ()):
        for v in list(object.__getattribute__(m, "__dict__").values()):
            if isinstance(v, torch.optim.Optimizer) and not isinstance(v, type):
                own = object.__getattribute__(v, "__dict__")
                for n, x in list((own.get("defaults") or {}).items())[:64]:
                    if type(n) is str and type(x) in (list, tuple) and len(x) <= 8:
                        out += [("optim:" + n, y) for y in x if type(y) in (int, float)]
    for m in (torch.nn.Module.modules(model) if model is not None else ()):
        for n, v in list(object.__getattribute__(m, "__dict__").items()):
            if type(v) in (list, tuple) and len(v) <= 64 and n not in _MODULE_OWN:
                out += [(n, x) for x in v if type(x) in (int, float)]
    return out


def _init_numbers(init, init_kw):
    """The plain Python ints and floats (not bools) among a model's constructor arguments,
    in lists, tuples and dicts two levels down (_aim_numbers)."""
    out = []

    def walk(x, depth):
        if type(x) in (int, float):
            out.append(x)
        elif depth and type(x) in (list, tuple):
            for y in x[:64]:
                walk(y, depth - 1)
        elif depth and type(x) is dict:
            for y in list(x.values())[:64]:
                walk(y, depth - 1)
    walk(list(init) + list(dict(init_kw or {}).values()), 3)
    return out


def _aim_marks(model, py_names, init=()):
    """The model's own integer settings a counter is aimed near (_aim_values): its modules'
    plain Python ints and whole-number floats of at least 4, not the counters themselves,
    and its constructor's; and the horizon 1 / (1 - b) of each decay b in [0.75, 1) among
    a torch optimiser's settings (its betas), the steps over which its averages forget (red
    team 77: an Adam kernel that dropped both bias corrections after step 100, wrong until
    ~7000, passed at 7 of 7 keys beside a reference with no integer setting, its counts never
    aimed: betas (0.9, 0.999) give 10 and 1000). Not of other floats: moved off their values
    (_moved_init) they would name arbitrary counts and dilute the aims."""
    nums = _aim_numbers(model, py_names, init)
    return sorted({int(v) for _, v in nums
                   if math.isfinite(v) and v == int(v) and 4 <= v < 2 ** 62} |
                  {round(1 / (1 - v)) for n, v in nums if n.startswith("optim:") and
                   type(v) is float and 0.75 <= v < 1 and 1 / (1 - v) < 2 ** 31})


def _aim_derived(model, py_names, marks, init=()):
    """Points a forward may compute from the settings: a fraction setting (a float in [0.01,
    0.99]: a warmup ratio, a cooldown's share, as moved) of each setting (red team 73: a warmup of
    int(0.05 x total_steps) computed in forward, never aimed within), those not already
    settings."""
    fracs = sorted({v for _, v in _aim_numbers(model, py_names, init)
                    if type(v) is float and 0.01 <= v <= 0.99})[:8]
    return sorted({int(f * m) for f in fracs for m in marks[-8:]} - set(marks) -
                  set(range(4)))


# How many calls of their own aim the counters beyond the three aimed input trials: the
# largest setting's last tenth, a multiple of the smallest, and within up to three points
# between smallest and largest (settings, and fractions of them: _aim_derived)
AIM_CALLS = 5


def _aim_values(model, params, jumpers, py_names, mode, key, init=(), flags=frozenset()):
    """Where a counter is set at an aimed trial (the far jump above never lands there), or
    None: ([[k, value], ...] for the tensor counters, integer or float, every element, [[name,
    value], ...] for the Python ones), each at a value near the model's own integer settings
    (its modules' plain Python ints and whole-number floats of at least 4: an interval, a
    warmup, a horizon; red team 71: a float step, float(warmup)): mode 0, one of them keyed,
    minus 1 (a counter the forward counts up reaches it at the next call); mode 1, a keyed
    point in [0.1, 0.9) of the largest; mode 2, in [0.5, 0.95) of the smallest (a warmup's
    later half, where its rate shows past the tolerance); at calls of their own (AIM_CALLS),
    mode 3, in [0.9, 1) of the largest (a schedule's end), mode 7, 1 to 4 times the smallest
    (a period's multiple), and modes 4 to 6, in [0.5, 0.95)
    of a keyed setting between or a fraction of one (_aim_derived; None where there is
    none). Red team 70: a loss scaler whose kernel never grew its scale after
    growth_interval=2000 clean steps, and a warmup-then-cosine schedule written as a linear
    decay, passed at 7 of 7 keys: the counters ran 0 to ~15, then jumped past 1.6e6."""
    marks = _aim_marks(model, py_names, init)
    if not marks:
        return None
    rng = random.Random(_keyed_seed(key, "aimval", mode))
    if mode == 0:
        target = rng.choice(marks) - 1
    elif mode == 7:
        # (a multiple of the smallest setting itself, 1 to 4 times it: a count tested before
        # it is moved, `if self.calls % self.every == 0`, takes its branch there; red team
        # 76's EMA folded every 16 calls, written to fold at call 0 only, passed at 4 of 7
        # keys while mode 0 set the count one short of 16)
        target = marks[0] * (1 + rng.randrange(4))
    elif mode >= 4:
        # (within a setting between the smallest and the largest, keyed: red team 72's
        # gradient-accumulation count of 8 was the smallest, and the warmup of 2000 beside it
        # never aimed within; or within a fraction of one, _aim_derived)
        mid = marks[1:-1] + _aim_derived(model, py_names, marks, init)
        random.Random(_keyed_seed(key, "aimmid")).shuffle(mid)
        if mode - 4 >= len(mid):
            return None
        target = int(mid[mode - 4] * (0.5 + 0.45 * rng.random()))
    else:
        # (within the largest setting, a schedule's middle; within the smallest, a warmup's:
        # red team 71's integer-division warmup, lr = 0 all through it, passed while only the
        # largest was aimed within; the largest's last tenth, a schedule's end, computed in
        # forward from it: red team 72's warmup-stable-decay cooldown)
        target = int(marks[-1] * (0.1 + 0.8 * rng.random()) if mode == 1 else
                     marks[0] * (0.5 + 0.45 * rng.random()) if mode == 2 else
                     marks[-1] * (0.9 + 0.1 * rng.random()))
    # (every element of a counter of several, a step per parameter as torch.optim keeps
    # them, stacked by a fused step: red team 72's rowstep, one-element counters only aimed)
    # (not a flag, a tensor of 0s and 1s at every forward: an ActNorm's `initialized` set to
    # 8 is neither state a run reaches nor a count; red team 59a's honest ActNorm was refused
    # once the constructor's numbers were settings to aim near)
    aimed = [k for k in jumpers if k not in flags and
             1 <= torch.Tensor.numel(params[k]) <= 1 << 16 and
             not torch.Tensor.is_complex(params[k]) and
             torch.Tensor.detach(params[k]).dtype != torch.bool]
    tensors = [[k, target] for k in aimed
               if 0 <= target <= _exact_counts(torch.Tensor.detach(params[k]).dtype)]
    pys = [[n, target] for n in py_names
           if _number_home(model, n) is not None and
           target <= _count_top(model, _number_home(model, n), n)]
    return (tensors, pys) if tensors or pys else None


def _set_aim(model, params, tensors, pys, keyed=None):
    """The counters set as _aim_values says (keyed: the candidate's tensors by pair index; a
    Python count in every home of its name, _set_number; a scheduler's rates follow its
    count only on the reference's side where they are its own code, keyed None)."""
    with torch.no_grad():
        for k, v in tensors:
            t = (keyed or params)[k]
            torch.Tensor.fill_(torch.Tensor.detach(t), int(v))
    for n, v in pys:
        _set_number(model, str(n), int(v), own_code=keyed is None)


def _exact_counts(dtype):
    """The largest count a float counter of dtype holds with += 1 still counting, 2^(mantissa
    bits + 1) - 1 (float32's 2^24 - 1), or an integer dtype's largest value."""
    return int(2 / torch.finfo(dtype).eps) - 1 if dtype.is_floating_point else \
        torch.iinfo(dtype).max


def _calls_after(mod, model, held, device, seed, setup, calls=1, read=None):
    """Forward called `calls` times on get_inputs() as drawn (under seed) after setup(), then
    the model put back as it was: (every answer finite and nothing raised, read() after the
    calls, or None where one raised). The jump's and the aims' probe of the reference's
    domain (a count past a buffer's length, a position past a cache's)."""
    back, bound = _restorer(held, device, model), _bindings(model)
    setup()
    try:
        torch.manual_seed(seed)
        fine = True
        for _ in range(calls):
            with torch.no_grad():
                fine = _finite(flatten_out(model(*_map_leaves(
                    lambda x: x.to(device) if isinstance(x, torch.Tensor) else x,
                    list(mod.get_inputs())))))
            if not fine:
                break
        after = read() if read else None
    except Exception:  # noqa: BLE001 -- out of the reference's domain
        fine, after = False, None
    _unrebind(bound)
    back()
    return fine, after


def _jump_level(jump_at, probe):
    """The first jump level at which the reference's forward stays in its domain: probe(f)
    runs it on get_inputs() as drawn after f(), here jump_at(level) (the counters jumped as
    _jump and _py_jump do, further on by the calls still to come), and says whether it
    raised or answered non-finite; the model is left as it found it. JUMP_FLAG where no
    count does."""
    for level in range(JUMP_LEVELS):
        if probe(lambda: jump_at(level)):
            return level
    return JUMP_FLAG


def _py_jump(v, key, name, level, down=False, extra=0, top=2 ** 31 - 1, period=0):
    """Python number v (a module's attribute `name`, a step count or a position the forward
    keeps in `self.step += 1`) jumped as _jump jumps a tensor counter, the same on both
    sides: at JUMP_FLAG a bool or a 0/1 flag swapped, else plus or minus a keyed count
    log-uniform in [top^(2/3), top) divided by 4^level (red team 61a: a warmup schedule on a
    Python-int step never met its saturation; top below 2^31 for a float32 count, whose
    += 1 stops counting past 2^24), landing one short of a multiple of `period` (_on_period)."""
    if level >= JUMP_FLAG:
        return (not v) if type(v) is bool else type(v)(1 - v) if v in (0, 1) else v + 1
    u = float(torch.rand(1, generator=_keyed_gen(key, "pyjump", name), dtype=torch.float64))
    step = max(1, int(top ** ((2 + u) / 3)) >> (2 * level)) + extra
    if period > 1 and not down and step > period:
        step -= int((v + step + 1) % period)
    return v + type(v)(-step if down else step)


# Where a count jumps up (_jump, _py_jump), it lands one short of a multiple of the model's
# smallest integer setting of at least 4 (_aim_marks): a count tested at multiples of a
# setting, `if self.calls % self.every == 0`, before or after it moves, takes that branch at
# the first or second call after the jump. Red team 76: an EMA folded every 16 calls, its
# fold written to stop after 4096 calls, passed at 5 of 7 keys: the jump (at least ~1.6e6)
# landed on a multiple of 16 at a checked call only where the keyed count happened to, and
# aims stay near the settings.
def _on_period(model, py_names, init=()):
    """The period counts land one short of a multiple of at a jump (the comment above): the
    least common multiple of the model's integer settings of at least 4, from the smallest
    up, each left out that would take it past 2^16 (red team 77: an EMA folded every 64 calls
    after the first 8, capped at 4096, passed where the jump landed on multiples of 8 only),
    or 0 where it has none."""
    period = 1
    for m in _aim_marks(model, py_names, init):
        if period * m // math.gcd(period, m) <= 1 << 16:
            period = period * m // math.gcd(period, m)
    return period if period > 1 else 0


def _jump_number(model, name, key, level, down=False, extra=0, keyed_by=None, top=2 ** 31 - 1,
                 own_code=False, period=0):
    """Every home of count `name` in model (_module_numbers: each module's that holds one,
    each parameter's state["step"] of an optimiser) jumped by the one keyed count of
    `keyed_by` (its lockstep group's, _lockstep; else its own name), a scheduler whose count
    moved given its rates there (_resync)."""
    owners, moved = {}, {}
    for d, n, v in _module_numbers(model, owners=owners):
        if n == name and v is not None:
            _num_write(d, n, _py_jump(v, key, keyed_by or name, level, down, extra, top,
                                      period))
            if id(d) in owners:
                moved[id(owners[id(d)])] = owners[id(d)]
    for sched in moved.values():
        _resync(sched, own_code)


# (the attributes every nn.Module holds itself: _parameters, _buffers, its hooks' dicts)
_MODULE_OWN = frozenset(torch.nn.Module().__dict__)


# the containers a model's state may be kept in, read without running a method of a
# candidate's class (exact types: a subclass could override items())
_PLAIN_DICTS = (dict, collections.OrderedDict, collections.defaultdict)


def _module_numbers(model, types=(int, float), owners=None):
    """[(a dict, name, value), ...]: the plain Python numbers of these exact types that
    model's modules hold (nn.Module.modules order; read from the dicts, so no method of a
    candidate's class runs): in a module's __dict__, and under a string key in a plain dict
    it holds, one or two levels down (red team 72: a step kept as self.state = {"step": 0},
    as torch.optim's state was, was never jumped or aimed, so a MultiStepLR without its last
    milestone passed; red team 73: torch.optim's own layout, a defaultdict of dicts keyed by
    parameter, state[p]["step"]). And in torch's optimisers and learning-rate schedulers a
    module holds (_torch_stateful): their settings, a scheduler's last_epoch, and a one-
    element tensor under a string key in an optimiser's per-parameter state (torch.optim's
    own step, a float32 tensor), its value read as a Python number (_num_read). Red team 75:
    a StepLR's last_epoch and an Adafactor's state["step"] were never jumped or aimed, so a
    kernel without the rate's drop at step 30, or without Adafactor's 1 / sqrt(t) branch,
    passed; a hand-written count beside Adam's own was jumped alone (a false refusal:
    _lockstep). `owners` (a dict) gets {id(a dict): the scheduler whose __dict__ it is}."""
    out, seen = [], set()

    def walk(d, depth, tensors=False, optimizer=False):
        if id(d) in seen:
            return
        seen.add(id(d))
        for k, x in list(d.items())[:256]:
            if optimizer and k == "state" and type(x) in _PLAIN_DICTS:
                walk(x, 1, tensors=True)      # (state[p]["step"])
            elif type(k) is str and (type(x) in types or tensors and _count_tensor(x)):
                out.append((d, k, _num_read(d, k)))
            elif depth and type(x) in _PLAIN_DICTS:
                walk(x, depth - 1, tensors)
            elif depth and _own_object(x):
                walk(object.__getattribute__(x, "__dict__"), depth - 1)
            elif _torch_stateful(x):
                enter(x)

    def enter(x, top=None):
        # (an optimiser: its defaults and, two levels down, its state[p]["step"]; a
        # scheduler: its numbers, the optimiser it drives, and the schedulers a SequentialLR
        # or ChainedScheduler holds in a list, each owned by the outermost: red team 78)
        try:
            own = object.__getattribute__(x, "__dict__")
        except AttributeError:
            return
        if type(own) is not dict or id(own) in seen:
            return
        if isinstance(x, torch.optim.Optimizer):
            walk(own, 1, optimizer=True)
        else:
            if owners is not None:
                owners[id(own)] = top or x
            walk(own, 1)
            for v in list(own.values())[:64]:
                if type(v) in (list, tuple):
                    for y in v[:16]:
                        if _torch_stateful(y) and not isinstance(y, torch.optim.Optimizer):
                            enter(y, top or x)
    for m in (torch.nn.Module.modules(model) if model is not None else ()):
        d = object.__getattribute__(m, "__dict__")
        for n, v in list(d.items()):
            if type(v) in types:
                out.append((d, n, v))
            elif type(v) in _PLAIN_DICTS and n not in _MODULE_OWN:
                walk(v, 1)
            elif _own_object(v):
                # (an object of the task's own class, its numbers in its __dict__: red team
                # 75's Noam schedule counting its steps in a helper, self.sched.step_num)
                walk(object.__getattribute__(v, "__dict__"), 1)
            elif _torch_stateful(v):
                enter(v)
    return out


def _torch_stateful(x):
    """Whether x is a torch optimiser (or a subclass's object) or learning-rate scheduler,
    not a class: state a reference keeps outside its modules' tensors."""
    t = type(x)
    return not isinstance(x, type) and issubclass(t, (torch.optim.Optimizer, _LR_SCHEDULER))


def _count_tensor(x):
    """Whether x is a plain one-element real tensor (torch.optim's state["step"])."""
    return type(x) is torch.Tensor and torch.Tensor.numel(x) == 1 and \
        torch.Tensor.detach(x).dtype != torch.bool and not torch.Tensor.is_complex(x)


def _num_read(home, name):
    """The count or setting home[name] as a Python number (a one-element tensor's value:
    _count_tensor), or None where it holds neither."""
    x = home.get(name) if type(home) in _PLAIN_DICTS else None
    if type(x) in (int, float):
        return x
    if _count_tensor(x):
        return torch.Tensor.item(torch.Tensor.detach(x))
    return None


def _num_write(home, name, v):
    """home[name] set to the number v: a Python number of its own type, or a one-element
    tensor filled in place (the optimiser holds that tensor)."""
    x = home.get(name)
    if _count_tensor(x):
        with torch.no_grad():
            torch.Tensor.fill_(torch.Tensor.detach(x), v)
    elif type(x) in (int, float):
        home[name] = type(x)(v)


def _count_top(model, home, name):
    """The largest count home[name] (a dict of model's, _module_numbers) holds exactly,
    below 2^31 (_exact_counts); a MultiplicativeLR's last_epoch, REPLAY_EPOCHS (its rate is
    replayed: _resync)."""
    x = home.get(name)
    owners = {}
    _module_numbers(model, owners=owners)
    top = REPLAY_EPOCHS if type(owners.get(id(home))) is _SCHED.MultiplicativeLR else 2 ** 31 - 1
    return min(top, _exact_counts(torch.Tensor.detach(x).dtype)) if _count_tensor(x) else top


def _set_number(model, name, v, own_code=False):
    """Every home of the count `name` in model (_module_numbers) set to v, and a learning-
    rate scheduler whose count moved given the rates of its new count (_resync)."""
    owners, moved = {}, {}
    for d, n, _ in _module_numbers(model, owners=owners):
        if n == name:
            _num_write(d, n, v)
            if id(d) in owners:
                moved[id(owners[id(d)])] = owners[id(d)]
    for sched in moved.values():       # (after every count is written: a composite's own)
        _resync(sched, own_code)


# The most epochs a schedule without a closed form is replayed over after a jump or an aim
# (_resync: a MultiplicativeLR's rate is the product of its factors); its count jumps within it
# (_count_top)
REPLAY_EPOCHS = 1 << 20
_SCHED = torch.optim.lr_scheduler


def _resync(sched, own_code=False):
    """A learning-rate scheduler whose last_epoch was moved (a jump, an aim) gives its
    optimiser the rates of that epoch, as a run loaded at that step holds them (_rates):
    torch's chainable schedules (StepLR multiplies the rate by gamma at each multiple of
    step_size) read the rate they last set, so after a jump they would go on from the rate of
    step 0. The reference's side only (own_code): its lambdas are its code; a candidate keeps
    its count as a Python number and computes the rate from it (CANDIDATE_RULES). Where no
    rate is known the scheduler is left as it is (a false refusal where a kernel computes that
    rate from the jumped count)."""
    if not own_code:
        return
    d = object.__getattribute__(sched, "__dict__")
    try:
        groups = object.__getattribute__(d["optimizer"], "__dict__")["param_groups"]
        lrs = _rates(sched)
        if lrs is None or not all(type(x) in (int, float) for x in lrs) or \
                len(lrs) != len(groups):
            return
        for g, lr in zip(groups, lrs):
            if type(g) is dict and type(g.get("lr")) in (int, float):
                g["lr"] = float(lr)
        d["_last_lr"] = [float(x) for x in lrs]
    except Exception:  # noqa: BLE001 -- its rate stays as the scheduler left it
        pass


def _rates(sched):
    """The rates torch's scheduler sched gives at its last_epoch, or None: where the class
    has a closed form (_get_closed_form_lr: StepLR, MultiStepLR, ExponentialLR,
    CosineAnnealingLR, LinearLR, ConstantLR, PolynomialLR), that; where its get_lr reads
    last_epoch alone (LambdaLR, OneCycleLR, CyclicLR), that; CosineAnnealingWarmRestarts's
    place in its cycle from last_epoch as its step(epoch) sets it; a MultiplicativeLR's
    factors multiplied over every epoch, up to REPLAY_EPOCHS; a SequentialLR's scheduler of
    the phase its count is in, counted from the phase's start; a ChainedScheduler's, each
    one's factor of the base rate multiplied. Red teams 77 and 78: each of these after a jump
    (an honest warmup-then-cosine kernel beside SequentialLR was refused)."""
    t = type(sched)
    d = object.__getattribute__(sched, "__dict__")
    if t.__module__ != "torch.optim.lr_scheduler":
        return None
    if t is _SCHED.ChainedScheduler:
        subs = [y for y in d.get("_schedulers") or [] if _torch_stateful(y)]
        rates = None
        for sub in subs:
            r = _rates(sub)
            base = object.__getattribute__(sub, "__dict__").get("base_lrs")
            if r is None or type(base) is not list or len(base) != len(r) or 0 in base:
                return None
            rates = [f / b for f, b in zip(r, base)] if rates is None else \
                [x * f / b for x, f, b in zip(rates, r, base)]
        base = object.__getattribute__(subs[0], "__dict__")["base_lrs"] if subs else None
        return [b * x for b, x in zip(base, rates)] if rates is not None else None
    e = d.get("last_epoch")
    if type(e) is not int or e < 0:
        return None
    if t is _SCHED.SequentialLR:
        marks, subs = d.get("_milestones") or [], d.get("_schedulers") or []
        idx = bisect.bisect_right(marks, e)
        if idx >= len(subs) or not _torch_stateful(subs[idx]):
            return None
        object.__getattribute__(subs[idx], "__dict__")["last_epoch"] = \
            e - marks[idx - 1] if idx else e
        return _rates(subs[idx])
    within = d.get("_get_lr_called_within_step")
    try:
        d["_get_lr_called_within_step"] = True      # (get_lr's warning: it is step's)
        if t is _SCHED.CosineAnnealingWarmRestarts:
            t0, mult = d["T_0"], d["T_mult"]
            if e >= t0 and mult == 1:
                d["T_cur"], d["T_i"] = e % t0, t0
            elif e >= t0:
                n = int(math.log(e / t0 * (mult - 1) + 1, mult))
                d["T_cur"] = e - t0 * (mult ** n - 1) / (mult - 1)
                d["T_i"] = t0 * mult ** n
            else:
                d["T_cur"], d["T_i"] = e, t0
            return t.get_lr(sched)
        if "_get_closed_form_lr" in vars(t):
            return t._get_closed_form_lr(sched)
        if t in (_SCHED.LambdaLR, _SCHED.OneCycleLR, _SCHED.CyclicLR):
            return t.get_lr(sched)
        if t is _SCHED.MultiplicativeLR and e <= REPLAY_EPOCHS:
            lrs = list(d["base_lrs"])
            for f_i, f in enumerate(d["lr_lambdas"]):
                for k in range(1, e + 1):
                    lrs[f_i] *= f(k)
            return lrs
        return None
    finally:
        d["_get_lr_called_within_step"] = within


def _own_object(x):
    """Whether x is an object (not a module, not a class) of a class the reference or the
    candidate defines, with a __dict__ to read (_module_numbers, _containers)."""
    t = type(x)
    if t.__module__ not in ("reference", "candidate") or isinstance(x, type) or \
            issubclass(t, torch.nn.Module):
        return False
    try:
        return type(object.__getattribute__(x, "__dict__")) is dict
    except AttributeError:
        return False


# torch's own optimisers, whose state a reference may hold (exact classes: no method of a
# candidate's subclass runs when their __dict__ is read)
_OPTIMIZERS = frozenset(c for c in vars(torch.optim).values()
                        if isinstance(c, type) and issubclass(c, torch.optim.Optimizer))


def _enters(x):
    """Whether _containers walks the __dict__ of object x (read with object.__getattribute__,
    so no method of its class runs): torch's optimisers, their subclasses and its learning-
    rate schedulers, and objects of a class the reference defines (red team 75: a Lion
    written as a torch.optim.Optimizer subclass, a LambdaLR warmup beside Adam, a
    RunningMeanStd helper object and a Noam schedule counting in one, each moved by the
    reference's discarded attempts). Not modules (walked as modules) nor classes."""
    t = type(x)
    if t in _OPTIMIZERS:
        return True
    if isinstance(x, type) or issubclass(t, torch.nn.Module):
        return False
    return issubclass(t, (torch.optim.Optimizer, _LR_SCHEDULER)) or t.__module__ == "reference"


_LR_SCHEDULER = getattr(torch.optim.lr_scheduler, "LRScheduler",
                        getattr(torch.optim.lr_scheduler, "_LRScheduler", object))


def _containers(model, depth=4):
    """[(container, its items as they are now)] of every module's __dict__ (less nn.Module's
    own entries), its registered parameters and buffers, and the plain dicts, lists and
    deques it holds and torch's optimisers' __dict__s, `depth` levels down: what a forward
    may add to, rebind or drop besides tensor bytes (a state dict's lazily made step,
    torch.optim's; a running mean that is None until the first call, red team 73's lazyema,
    whose discarded attempts left it made and moved; red team 74: the same as a buffer
    registered as None, a deque of past frames, a torch.optim.Adam's lazily made moments)."""
    out, seen = [], set()

    def walk(c, depth, own=frozenset()):
        if id(c) in seen or len(out) > 4096:
            return
        seen.add(id(c))
        if _enters(c):
            try:
                walk(object.__getattribute__(c, "__dict__"), depth)
            except AttributeError:       # (a class with __slots__ only: no dict to walk)
                pass
            return
        if type(c) in _PLAIN_DICTS:
            items = list(c.items())
            if any(type(k) not in _PLAIN_KEYS for k, _ in items):
                return           # (a key whose hash or == could be a candidate's method)
            items = [(k, v) for k, v in items if k not in own]
            out.append((c, items))
            values = [v for _, v in items]
        else:
            values = list(c)
            out.append((c, values))
        if depth:
            for v in values[:1024]:
                if type(v) in _PLAIN_DICTS or type(v) in (list, collections.deque) or \
                        _enters(v):
                    walk(v, depth - 1)
    for m in (torch.nn.Module.modules(model) if model is not None else ()):
        d = object.__getattribute__(m, "__dict__")
        walk(d, depth, _MODULE_OWN)
        for own in ("_parameters", "_buffers"):
            if type(d.get(own)) in _PLAIN_DICTS:
                walk(d[own], 0)
    return out


# the key types whose hash and == are torch's or Python's own (a parameter keys torch.optim's
# state; exact types, so no candidate's method runs when they are looked up)
_PLAIN_KEYS = (str, int, bool, float, torch.nn.Parameter, torch.Tensor)


def _put_back(containers):
    """Each container of _containers holds again what it held (keys a forward added are
    dropped; a module's own nn.Module entries are left alone)."""
    for c, items in containers:
        if type(c) is list:
            c[:] = items
        elif type(c) is collections.deque:
            c.clear()
            c.extend(items)
        else:
            keep = {k for k, _ in items}
            for k in [k for k in list(c) if k not in keep and k not in _MODULE_OWN]:
                del c[k]
            for k, v in items:
                c[k] = v


def _number_home(model, name):
    """The __dict__ of model's first module holding a plain Python int or float `name`, or
    None (_module_numbers)."""
    return next((d for d, n, _ in _module_numbers(model) if n == name), None)


def _keyed_order(d, key, k):
    """Integer or bool tensor d's elements, flat, in an order drawn from `key` and reference
    index k (the same on both sides: paired tensors hold the same bytes), in d's shape; where
    its values repeat, between 1 and half of them, log-uniform, then given another of its
    values (_int_change)."""
    gen = _keyed_gen(key, "order", k)
    flat = torch.Tensor.reshape(torch.Tensor.detach(d), (-1,)).cpu()
    flat = flat[torch.randperm(flat.numel(), generator=gen)]
    count = max(1, int(flat.numel() / 2 * 10.0 ** (-3 * float(torch.rand(1, generator=gen)))))
    if torch.unique(flat).numel() < flat.numel():
        flat = _int_change(flat, gen, count)
    return flat.reshape(tuple(d.shape)).to(d.device)


SETTING_VARIANTS = 4      # (the keyed moves of a setting tried before it stays as constructed)


def _setting(d, key, k, variant=0, other=False):
    """Integer or bool constant d (reference index k), moved as a checkpoint or a request
    would set it, the same on both sides: a bool's keyed half flipped (at least one element);
    an integer c's elements each a keyed one of c +- 1, c +- 2, c // 2, c // 4, c // 8, 2c,
    4c and -c, those the dtype holds. An adapter index stays near its table, an iteration
    count near its value, and a window or a group size also moves by a factor (red team
    61a: a window of 64 over 32 positions and a group of 32 of 64 features never met their
    other side at c + 1, c + 2). Both signs (red teams 61a and 62a: a shift of 0 never went
    negative, and a window of -1, "off", never turned on): with `other` (the dense call,
    which moves the settings the parameter trials keyed) only the moves across zero from c,
    the positive ones for c < 0 and the negative ones for c > 0, where there are any. A
    move the reference wraps as an index (an adapter index of -1, which refused an honest
    LoRA kernel where torch took the last adapter: _WrapIndex), or that it raises on, is out
    of its domain. `variant` draws another of these: where one takes the reference out of
    its domain, the next is tried (_domain_breakers); the dense call then moves it on its own
    side (`other` False)."""
    gen = _keyed_gen(key, "setting", k, variant)
    v = torch.Tensor.reshape(torch.Tensor.detach(d), (-1,)).cpu().clone()
    n = v.numel()
    pick = torch.rand(n, generator=gen) < 0.5
    if n:
        pick[int(torch.randint(n, (1,), generator=gen))] = True
    if v.dtype == torch.bool:
        v = torch.where(pick, ~v, v)
    elif n:
        c, info = int(v[0]), torch.iinfo(v.dtype)
        moves = sorted({m for m in (c + 1, c + 2, c - 1, c - 2, c // 2, c // 4, c // 8, 2 * c,
                                    4 * c, -c)
                        if m != c and info.min <= m <= info.max})
        across = [m for m in moves if (m > 0 if c < 0 else m < 0)]
        if other and c != 0 and across:
            moves = across
        if moves:
            v = torch.tensor(moves, dtype=torch.int64)[
                torch.randint(len(moves), (n,), generator=gen)].to(v.dtype)
    return v.reshape(tuple(d.shape)).to(d.device)


def _bindings(model):
    """(container, key, what it holds) of every parameter, buffer and tensor attribute of every
    module of model, read from the modules' own dicts (no method of a candidate's class runs),
    and of the tensors in a plain list attribute (key: the index) or a tuple attribute (what it
    holds: the tuple, red team 52's `self.stats[0] = new` and `self.hc = (h, c)`)."""
    out = []

    def walk(where, depth):
        # each tensor in a dict or list (and each tuple of tensors) with the container and
        # key that hold it, into nested dicts, lists and tuples as keyed_state walks them
        # (red team 53: running statistics in a dict, or a tuple in a list, rebound)
        items = list(where.items()) if type(where) in (dict, collections.OrderedDict) else \
            list(enumerate(where)) if type(where) is list else []
        for n, v in items[:1024]:
            if type(v) in (torch.Tensor, torch.nn.Parameter):
                out.append((where, n, v))
            elif type(v) is tuple and 0 < len(v) <= 1024 and \
                    all(type(t) in (torch.Tensor, torch.nn.Parameter) for t in v):
                out.append((where, n, v))
            elif depth and type(v) in (dict, collections.OrderedDict, list) and \
                    n not in _MODULE_OWN:
                walk(v, depth - 1)
            elif depth and _own_object(v) and type(v).__module__ == "reference":
                # (an object of the reference's own class holding state: red team 75's
                # RunningMeanStd, whose mean a forward rebinds)
                walk(object.__getattribute__(v, "__dict__"), depth - 1)
    for m in torch.nn.Module.modules(model):
        d = object.__getattribute__(m, "__dict__")
        for where in (d.get("_parameters"), d.get("_buffers")):
            if type(where) in (dict, collections.OrderedDict):
                walk(where, 0)
        walk(d, 4)
    return out


def _unrebind(bindings):
    """After a forward, a parameter, buffer or tensor attribute it rebound to a new tensor
    (`self.running_mean = (1 - m) * self.running_mean + m * mean`, d2l's batch norm) gets the
    new values copied into the tensor it held before and holds that one again, as if updated
    in place: the state checks, the keyed values and the undo of a redrawn attempt follow
    tensors, and a rebinding left the old ones unchanged (red team 51: a kernel that never
    updated its running statistics passed against such a reference, and an honest EMA was
    refused where a redrawn attempt had moved the reference's rebound copy). A new tensor of
    another shape or dtype, or not a plain tensor, is left as it is. On both sides."""
    def same_kind(a, b):
        return type(b) in (torch.Tensor, torch.nn.Parameter) and a.shape == b.shape and \
            a.dtype == b.dtype and a.device == b.device
    with torch.no_grad():
        for where, n, old in bindings:
            if type(where) is list:
                now = where[n] if n < len(where) else None
            else:
                now = where.get(n)
            if now is old:
                continue
            if type(old) is tuple:       # a tuple of tensors rebound to a like tuple
                if type(now) is tuple and len(now) == len(old) and \
                        all(same_kind(a, b) for a, b in zip(old, now)):
                    for a, b in zip(old, now):
                        if a is not b:
                            torch.Tensor.copy_(torch.Tensor.detach(a), torch.Tensor.detach(b))
                    where[n] = old
                continue
            if type(now) in (torch.Tensor, torch.nn.Parameter) and same_kind(old, now):
                torch.Tensor.copy_(torch.Tensor.detach(old), torch.Tensor.detach(now))
                where[n] = old


# The autograd modes a call runs in (red team 51: d2l's batch norm takes its training path
# only with grad on, and a kernel with only the other path passed; red team 52: serving code
# calls under torch.inference_mode, and a softmax that dropped its max subtraction there
# passed, as did a training path without its eps checked only at call 0): call 0 is a plain
# call (grad on), every other checked call a keyed one of the three, the same on both sides;
# timed calls run under no_grad, as KernelBench's harness runs them.
CALL_MODES = ("no_grad", "grad", "inference")
# (the calls on a throwaway build that look for counters, where a model counts its calls:
# enough for a count that moves once in a gradient accumulation of up to 8; _forward_changes)
SLOW_CALLS = 17


def call_mode(mode):
    """The context manager of an autograd mode of CALL_MODES (no_grad for any other)."""
    return torch.enable_grad() if mode == "grad" else torch.inference_mode() \
        if mode == "inference" else torch.no_grad()


def _forward_changes(model, state, get_inputs, reads=None):
    """Indices of `state` (keyed_state of model, a throwaway build) that one forward on
    get_inputs() changes; none if it fails. `reads` (a dict) gets, where every forward ran
    under the read tracker, "unread": the indices no op of the forwards took as an argument
    (a module the forward never calls: pair_params), and "derived": the changed ones among
    them, tensors the forward rebinds to a value computed from others without reading their
    own, as nn.utils.weight_norm's pre-hook rebinds a Linear's `weight` to g v / ||v|| at
    every call. That is a function of the parameters, not state: red team 58b's honest DINO
    head that never materialised W was refused for not holding it
    (good_rt58b_dinohead_nomirror). And "searched": the input leaves (_input_leaves order)
    whose storage reached a bucketize's boundaries or a searchsorted's sorted sequence, the
    inputs the reference needs sorted (_sorted_leaves). And "numbers": the names of the plain
    Python ints and floats its modules hold that the forwards change (a step count kept in
    self.step: _py_jump). And "compared": the integers an integer tensor is compared with,
    each as the value across the test's boundary (target != self.ignore_label: 255, input_ids
    == self.config.pad_token_id, labels >= 0: -1, target.long() != 255 on a copy), and the
    test values of a torch.isin (a sentinel held under any name, on a config object, in a
    buffer of special ids; red teams 62a, 63a and 63b); and per integer input leaf, as
    "sentinels", those values with the ignore_index or padding_idx an op is given beside it
    (cross-entropy's -100 beside its target), following integer copies and casts back to the
    input they were made from (_reference_job's sentinels, _leaf_sentinels). And "indexed":
    the integer leaves an op takes as indices or class targets (_INDEX_NAMES, labels rather
    than masks), "written": those an op writes or sums through (_WRITE_INDEX_OPS), and
    "float_sentinels": {float leaf: the numbers it is compared with}. And "wraps": whether
    the forwards already index with a negative index read from data (_WrapIndex), where a
    draw that makes one cannot be told from them."""
    from torch.utils._python_dispatch import TorchDispatchMode
    read, searched, compared = set(), set(), set()
    aten = torch.ops.aten
    sorted_arg = {aten.bucketize.Tensor: 1, aten.bucketize.Scalar: 1,
                  aten.searchsorted.Tensor: 0, aten.searchsorted.Scalar: 0}
    # (a comparison of an integer tensor with a number c: the value across its boundary,
    # c itself for == != > <, c - 1 for >= and c + 1 for <=; and isin's test values)
    across = {aten.eq.Scalar: 0, aten.ne.Scalar: 0, aten.eq.Tensor: 0, aten.ne.Tensor: 0,
              aten.gt.Scalar: 0, aten.lt.Scalar: 0, aten.gt.Tensor: 0, aten.lt.Tensor: 0,
              aten.ge.Scalar: -1, aten.ge.Tensor: -1, aten.le.Scalar: 1, aten.le.Tensor: 1}
    isin = {aten.isin.Tensor_Tensor, aten.isin.Tensor_Scalar}
    indexed = set()         # (the storages of integer tensors an op takes as indices)
    written = set()         # (and of those an op writes or sums through)
    fcompared = {}          # {storage: the numbers a float tensor is compared with}
    special = {}            # {storage: the integers it is compared with, or ignored or
    #                          padded at: an ignore_index, a padding_idx}
    origin = {}             # {storage: the storage an integer copy of it was made from}
    float_leaves = set()    # (the storages of this forward's float inputs holding whole numbers)

    def root(t):
        p = t.untyped_storage().data_ptr()
        return origin.get(p, p)

    class Reads(TorchDispatchMode):    # the storages every op's tensor arguments live in
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            if func in sorted_arg and len(args) > sorted_arg[func] and \
                    isinstance(args[sorted_arg[func]], torch.Tensor):
                searched.add(args[sorted_arg[func]].untyped_storage().data_ptr())
            if (func in across or func in isin) and len(args) >= 2 and \
                    isinstance(args[0], torch.Tensor) and _int_data(args[0]):
                c = args[1]
                if isinstance(c, torch.Tensor) and _int_data(c) and \
                        (c.dim() == 0 or func in isin and c.numel() <= 64):
                    c = [int(v) for v in c.reshape(-1).tolist()]
                elif type(c) is int:
                    c = [c]
                else:
                    c = []
                compared.update(v + across.get(func, 0) for v in c)
                special.setdefault(root(args[0]), set()).update(
                    v + across.get(func, 0) for v in c)
            # (by the schema's argument names: the indices and targets an op takes, and the
            # ignore_index / padding_idx it is given for them; red team 64a: the gather
            # source beside its index was taken for labels, and an in-place scatter_ was not
            # seen at all)
            named = _schema_args(func, args, kwargs)
            index_args = [a for k in _INDEX_NAMES for a in
                          torch.utils._pytree.tree_leaves(named.get(k)) if _int_data(a)]
            if func.overloadpacket is torch.ops.aten.one_hot and _int_data(named.get("self")):
                index_args.append(named["self"])
            for a in index_args:
                indexed.add(root(a))
                if func.overloadpacket in _WRITE_INDEX_OPS:
                    written.add(root(a))
            for k, on, least in (("ignore_index", "target", None),
                                 ("padding_idx", "indices", 0)):
                v, t = named.get(k), named.get(on)
                if type(v) is int and (least is None or v >= least) and _int_data(t):
                    special.setdefault(root(t), set()).add(v)
            if func in across and len(args) >= 2 and _is_float_data(args[0]) and \
                    not args[0].is_complex():
                # (a float tensor compared with a number: target != -1, a keypoint not
                # annotated; red team 63b's kernel scored the -1s, no draw holding one)
                c = args[1]
                if isinstance(c, torch.Tensor) and c.dim() == 0 and not c.is_complex():
                    c = c.item()
                if type(c) in (int, float) and math.isfinite(c):
                    fcompared.setdefault(args[0].untyped_storage().data_ptr(),
                                         set()).add(float(c))
            if func.overloadpacket is aten.histc and _is_float_data(named.get("self")):
                # (a histogram's edges compare its input with min and max: its last bin is
                # closed, so a value exactly at max counts; red team 66's kernel kept x < max
                # for every bin, and no continuous draw held 255.0)
                lo, hi = named.get("min", 0), named.get("max", 0)
                if type(lo) in (int, float) and type(hi) in (int, float) and lo < hi and \
                        math.isfinite(lo) and math.isfinite(hi):
                    fcompared.setdefault(named["self"].untyped_storage().data_ptr(),
                                         set()).update((float(lo), float(hi)))
            given = [a for a in torch.utils._pytree.tree_leaves([args, kwargs or {}])
                     if isinstance(a, torch.Tensor)]
            for a in given:
                try:
                    read.add(a.untyped_storage().data_ptr())
                except Exception:  # noqa: BLE001 -- a tensor without storage reads none
                    pass
            out = func(*args, **(kwargs or {}))
            # (an integer result made from one integer tensor alone, of its size: a copy, a
            # cast, labels.masked_fill(pad, -100), ids % buckets; it counts as that tensor.
            # Any other result is its own, its storage's earlier owner forgotten)
            try:
                ints = [a for a in given if _int_data(a)]
                floats = [a for a in given if _is_float_data(a) and not a.is_complex()]
                mine = {a.untyped_storage().data_ptr() for a in given}
                for o in torch.utils._pytree.tree_leaves(out):
                    if not isinstance(o, torch.Tensor):
                        continue
                    p = o.untyped_storage().data_ptr()
                    if p in mine:
                        continue
                    if len(ints) == 1 and _int_data(o) and o.numel() == ints[0].numel():
                        origin[p] = root(ints[0])
                    elif not ints and len(floats) == 1 and \
                            o.numel() == floats[0].numel() and \
                            root(floats[0]) in float_leaves and _whole(floats[0]) and \
                            (_int_data(o) or _is_float_data(o) and _whole(o)):
                        # (class ids held in a float input: labels.long(), a float copy
                        # of them; red team 64a's float labels cast for cross-entropy)
                        origin[p] = root(floats[0])
                    else:
                        origin.pop(p, None)
            except Exception:  # noqa: BLE001 -- a tensor without storage has no origin
                pass
            return out
    def numbers():
        return {(id(d), n): v for d, n, v in _module_numbers(model)}
    try:
        before = [torch.Tensor.detach(t).clone() for t in state]
        numbers_before = numbers()
        snaps = [numbers_before]         # (the numbers after each forward: _lockstep)
        unflags = set()                  # (the state tensors not 0/1 after some forward)
        tracked = reads is not None
        leaf_ptrs = set()            # (the input leaves whose storage a search took sorted)
        index_leaves = set()         # (and those an op took as indices or class targets)
        write_leaves = set()         # (and those an op wrote or summed through)
        float_sent = {}              # (float leaves: the numbers the forward compared them with)
        int_sent = {}                # (integer leaves: their sentinels, `special`)
        wraps = False                # (does it index with a negative index read from data?)
        numbers_first = {}
        for mode in CALL_MODES:         # (the trials run forward in each of them)
            if mode == CALL_MODES[1]:
                numbers_first = numbers()        # (after the first: what it made, below)
            torch.manual_seed(0)
            # (storages are matched per forward: a freed one's address is reused by the next)
            searched.clear()
            indexed.clear()
            written.clear()
            fcompared.clear()
            special.clear()
            origin.clear()
            bound = _bindings(model)
            try:
                inputs = get_inputs()
                ptrs = [x.untyped_storage().data_ptr() if isinstance(x, torch.Tensor) else None
                        for x in _input_leaves(list(inputs))]
                float_leaves.clear()
                float_leaves.update(x.untyped_storage().data_ptr()
                                    for x in _input_leaves(list(inputs))
                                    if _is_float_data(x) and not x.is_complex() and _whole(x))
                wrap = _WrapIndex() if tracked else _nullcontext()
                # (the wrap check outside the read tracker, so its own tests are not read
                # as the forward's comparisons)
                with call_mode(mode), wrap, (Reads() if tracked else _nullcontext()):
                    model(*inputs)
                wraps |= bool(getattr(wrap, "hit", False))
                leaf_ptrs |= {j for j, p in enumerate(ptrs) if p is not None and p in searched}
                index_leaves |= {j for j, p in enumerate(ptrs) if p is not None and p in indexed}
                write_leaves |= {j for j, p in enumerate(ptrs) if p is not None and p in written}
                for j, p in enumerate(ptrs):
                    if p is not None and p in fcompared:
                        float_sent.setdefault(j, set()).update(fcompared[p])
                    if p is not None and p in special:
                        int_sent.setdefault(j, set()).update(special[p])
            except Exception:  # noqa: BLE001 -- run it again untracked below
                if not tracked:
                    raise
                tracked = False
                _unrebind(bound)
                torch.manual_seed(0)
                bound = _bindings(model)
                with call_mode(mode):
                    model(*get_inputs())
            _unrebind(bound)
            if reads is not None:
                snaps.append(numbers())
                # (a small tensor that holds only 0s and 1s after every forward is a flag,
                # an ActNorm's `initialized`: never aimed at a count, _aim_values)
                for k, t in enumerate(state):
                    d = torch.Tensor.detach(t)
                    if k not in unflags and (d.numel() > 1 << 16 or d.is_complex() or
                                             not bool(((d == 0) | (d == 1)).all())):
                        unflags.add(k)
        changed = {k for k, (t, b) in enumerate(zip(state, before))
                   if not torch.equal(torch.Tensor.detach(t), b)}
        if tracked:
            reads["unread"] = {k for k, t in enumerate(state)
                               if torch.Tensor.untyped_storage(t).data_ptr() not in read}
            reads["derived"] = changed & reads["unread"]
            reads["searched"] = leaf_ptrs
            reads["compared"] = compared
            reads["indexed"] = index_leaves
            reads["written"] = write_leaves
            reads["float_sentinels"] = {j: tuple(sorted(v)[:8]) for j, v in float_sent.items()}
            reads["sentinels"] = {j: tuple(sorted(v)[:64]) for j, v in int_sent.items()}
            reads["wraps"] = wraps
        if reads is not None:
            now = numbers()
            if now != numbers_before and any(
                    type(v) is int for key, v in numbers_before.items() if now.get(key) == v):
                # A model that counts calls may count something slower beside it: an
                # optimiser step once every `accum` micro-batches (red team 73's accumstep: its
                # warmup's step moved once in four calls, was never seen to change in the
                # three forwards above, so never jumped or aimed, and a warmup without its
                # min(1, .) passed). More calls on this throwaway build, up to SLOW_CALLS in
                # all, where some int has not moved yet
                try:
                    for _ in range(SLOW_CALLS - len(CALL_MODES)):
                        bound = _bindings(model)
                        torch.manual_seed(0)
                        with call_mode(CALL_MODES[0]):
                            model(*get_inputs())
                        _unrebind(bound)
                        later = numbers()
                        snaps.append(later)
                        if all(later.get(key) != v for key, v in numbers_before.items()
                               if type(v) is int):
                            break
                except Exception:  # noqa: BLE001 -- what the calls before it saw stands
                    pass
                now = numbers()
            # (and those the first forward made, in a dict it made or keyed anew, that the
            # later ones change: torch.optim's state["step"], made at the first step; red
            # team 73's lazystep was never jumped or aimed)
            reads["numbers"] = sorted({n for (i, n), v in numbers_before.items()
                                       if now.get((i, n), v) != v} |
                                      {n for (i, n), v in numbers_first.items()
                                       if (i, n) not in numbers_before and
                                       now.get((i, n), v) != v})
            reads["lockstep"] = _lockstep(snaps, reads["numbers"])
            reads["flags"] = set(range(len(state))) - unflags
            # State a forward changes only from some count on (an EMA that starts folding
            # after update_after_step calls, or every update_every) is state, not a weight:
            # calls with the counts set one short of and at each of the model's settings
            # (_aim_marks), and the tensors any of these calls changed join the changed ones
            # (red team 77: an EMA folded from call 8 on was keyed as a weight, put back as
            # keyed at every call on the candidate's side and only after some on the
            # reference's, and an honest kernel was refused)
            for m in _aim_marks(model, reads["numbers"])[:8]:
                for target in (m - 1, m):
                    try:
                        for n in reads["numbers"]:
                            _set_number(model, n, target, own_code=True)
                        bound = _bindings(model)
                        torch.manual_seed(0)
                        with call_mode(CALL_MODES[0]):
                            model(*get_inputs())
                        _unrebind(bound)
                    except Exception:  # noqa: BLE001 -- out of its domain there
                        pass
            changed |= {k for k, (t, b) in enumerate(zip(state, before))
                        if torch.Tensor.detach(t).shape == b.shape and
                        not torch.equal(torch.Tensor.detach(t), b)}
        return changed
    except Exception:  # noqa: BLE001 -- the reference's own trials will say what is wrong
        return set()


def _lockstep(snaps, names):
    """{name: the name its jump is keyed by} for the counters (names) that moved together
    at every forward (snaps: {(id(a dict), name): value} after each), each keyed by the
    first name of its group: they jump by one keyed count, and a candidate holding one count
    under any of their names is jumped alike. Red team 75: a hand-written warmup count k and
    Adam's own state["step"] beside it were jumped by two keyed counts, and an honest kernel
    taking both from its one k was refused (adamwarmk)."""
    def deltas(n):
        home = next((h for s in snaps for h in s if h[1] == n), None)
        seq = [s.get(home) for s in snaps]
        return [None if a is None or b is None else b - a for a, b in zip(seq, seq[1:])]
    steps = {n: deltas(n) for n in sorted(set(names))}

    def together(a, b):
        both = [(x, y) for x, y in zip(steps[a], steps[b]) if x is not None and y is not None]
        return len(both) >= 2 and all(x == y for x, y in both) and any(x for x, _ in both)
    out = {}
    for n in steps:
        out[n] = next((out[m] for m in out if together(m, n)), n)
    return out


def _py_number(x):
    """A NumPy scalar as the Python number it holds (np.float64(2.0) -> 2.0); else x. Red team
    70: a reference whose get_init_inputs() gave np.power(24, 0.25), a numpy.float64, never
    ran (the safe unpickler refuses NumPy objects), and as no Python float it never moved."""
    if type(x).__module__ == "numpy" and hasattr(x, "item") and getattr(x, "ndim", None) == 0:
        v = x.item()
        return v if type(v) in (bool, int, float, complex) else x
    return x


# The scales of the calls after get_inputs() that a far-moved constructor float must keep
# finite (the small and the large trials' factors), on one model, in this order
FAR_INIT_SCALES = (1e-3, 1e3)


def _moved_init(mod, seed, key, device, flip=False, found=None):
    """get_init_inputs() with every Python float in it (a scale, an eps, a slope, a decay; in
    lists and tuples too; not an integral one) moved by its own keyed draw, the same for the
    whole evaluation: the candidate is built with the same numbers. Red team 45: a kernel with
    the scaling factor get_init_inputs passes written into it passed, since the constructor's
    arguments were the same at every trial (a forward's floats move per trial: _transform).
    Red team 47: a factor in [0.7, 1.4] keeps the decade, so an exponential moving average
    cut after 48 steps (0.7^48 is below the tolerance, 0.99^48 is not) passed. So, the first
    of these the reference accepts (builds, runs on get_inputs(), answers finite and not
    constant where the numbers as written give a varying answer: a clamp whose bounds met
    answers one number and would check nothing before it):
      0. at half the evaluations (a keyed coin), the far try: each float x8-16, all of them,
         else each on its own, the others as in 1 (red team 68, below);
      1. each float's magnitude moved, its sign kept: below 0.1 (an eps) down 1-3 decades
         three times in four (red team 49: an eps floored at 0.05 passed when moved toward
         1); below 1 (a decay) toward 1 seven times in eight, 1 - (1 - |x|) 10^-U[0.5, 1.5];
         else by 10^U[-1, 1]; and each float tensor's elements x +-U[0.5, 1.5];
         where that move hides the term of a float that the numbers as written show (with
         it x 0.75 the answer no longer moves past the tolerance: red team 66's AdamW
         learning rate, moved down as an eps is), that float moved as in 2, the rest as in 1;
      2. each float x [0.7, 0.9] or [1.1, 1.4] (round 45's), a tensor's elements x U[0.7, 1.4];
      3. each moved as in 1 on its own, kept where the reference accepts it;
      4. where it accepts none, the Python floats moved with their sum kept (below);
      5. as written.
    Signs stay: a decay, a momentum, a probability or an eps has a sign its honest kernel may
    rely on (red team 41's EMA takes log2 of its decay in __init__), so a kernel right only
    for one sign of a constructor float passes (docs/open_cases/adv_rt47b_scalesign_1: a max
    pool taken before a scale). Ints and bools stay (sizes, flags), and so do integral floats
    (a norm order p=2.0, an upsampling factor 2.0, an exponent 3.0 are discrete choices a
    kernel specialises on: red team 46's honest F.normalize(p=2.0) was refused when p
    moved).

    Returns (args, kwargs): the constructor's keyword defaults that get_init_inputs() leaves
    alone (an `eps=1e-5`, a `momentum=0.1` in Model's signature) are floats a caller may set
    as well, and move the same way, passed by name (`init_keywords`; red team 47: a kernel
    with eps=1e-5 written into it passed, since every trial built both models with the
    default), so ModelNew takes them under the same names.

    Keyed coins choose per evaluation (the model is built once per evaluation): whether each
    0.0 moves, and whether the far try (0.) is made. `flip` 1 turns them all, for the second
    pass an evaluation makes where a 0.0 is among these floats (found["zero"], how many;
    reward._reference), so each 0.0 is met as written and moved at every key; `flip` 2 and 3
    turn every other 0.0's coin (the first's, the second's), for a third and a fourth pass
    where there are several, so two of them meet each as written beside the other moved
    (red team 73's SGD: momentum 0.0 beside a weight decay moved)."""
    init = _map_leaves(_py_number, list(mod.get_init_inputs()))
    kw = init_keywords(mod.Model, len(init))

    # (a 0.0 moves where its keyed coin says and stays as written elsewhere: a kernel that
    # drops the term a 0.0 switches off passes where it stays, one wrong only at 0.0 itself,
    # a softcap's tanh(x / cap) or a Huber's 0/0 at beta = 0, where it moves; red teams 70
    # and 71. The evaluation's further passes turn the coins: the docstring, `flip`)
    zero_at = [p for p, x in enumerate(_input_leaves([init, kw]))     # (traversal places)
               if type(x) is float and x == 0]

    def zero_moves(p):   # (the coin of the 0.0 at traversal place p; flips 2, 3: every other)
        j = zero_at.index(p) if p in zero_at else 0
        return (random.Random(key + 4_000_047 + 7_919 * j).random() < 0.5) != (
            flip == 1 or flip == 2 and j % 2 == 0 or flip == 3 and j % 2 == 1)

    def movable(x, p):   # (a Python float that moves: finite, not integral, or 0 at its coin)
        return type(x) is float and math.isfinite(x) and (
            x != round(x) or x == 0 and zero_moves(p))
    # (a 0 among them: each answer is checked for randomness too, below)
    zeros = bool(zero_at)
    if found is not None:
        found["zero"], found["zero_moved"] = len(zero_at), zeros and zero_moves(zero_at[0])

    def moved(way, only=None, deltas=(), gentle=frozenset(), far=frozenset(), rise=frozenset()):
        # (only: the indices, among the leaves that move, of those moved this time; the
        # others as written, each leaf's draw the same either way; way 3: each Python float
        # plus its delta, in order; gentle: the places, in traversal order over all leaves
        # (spots, below), of Python floats moved as way 2 moves them; far: those moved up
        # 8-16x, the far try below)
        rng, hits = random.Random(key + 4_000_037), []
        floats = iter(deltas)
        place = [-1]

        def as_written():        # (the leaf just counted is not among `only`)
            return only is not None and len(hits) - 1 not in only

        def move(x):
            place[0] += 1
            if type(x) is complex and cmath.isfinite(x) and x != 0:
                # (a complex gain: its magnitude moved as a float's, its phase kept; red team 55)
                u = rng.random()
                hits.append(x)
                if as_written():
                    return x
                return x * (0.7 + 0.4 * u if u < 0.5 else 1.1 + 0.6 * (u - 0.5)) \
                    if way == 2 else x * 10 ** (2 * u - 1)
            if movable(x, place[0]):
                u, v = rng.random(), rng.random()
                hits.append(x)
                if as_written():
                    return x
                if way == 3:
                    return x + next(floats, 0.0)
                if x == 0:
                    # (a 0 switches a whole term off: a label smoothing, a weight decay, a
                    # margin, a negative slope; red team 70: label_smoothing=0.0 as written
                    # at every trial let a kernel without the smoothing term pass. Moved to a
                    # small positive number, as a forward's zeros are: U[0.05, 0.3], U[0.01,
                    # 0.05] the gentle way; a dropout whose p it was then answers at random,
                    # which accepts() refuses, and it stays 0)
                    return 0.01 + 0.04 * u if way == 2 or place[0] in gentle else 0.05 + 0.25 * u
                if way == 2 or place[0] in gentle:
                    return x * (0.7 + 0.4 * u if u < 0.5 else 1.1 + 0.6 * (u - 0.5))
                if place[0] in far:
                    return x * 8 * 2 ** u                      # 8-16x, log-uniform
                if place[0] in rise:
                    m = abs(x) * 10 ** (0.5 + u)               # faint as written: up 3-30x
                elif abs(x) < 0.1 and v < 0.75:
                    m = abs(x) * 10 ** -(1 + 2 * u)            # an eps: down 1-3 decades
                elif abs(x) < 1 and v < 0.875:
                    m = 1 - (1 - abs(x)) * 10 ** -(0.5 + u)    # a decay: toward 1
                else:
                    m = abs(x) * 10 ** (2 * u - 1)
                return math.copysign(m, x)
            if isinstance(x, torch.Tensor) and _is_float_data(x) and x.numel():
                # a tensor given to the constructor (a normalisation's mean and std, a gain):
                # each element x +-U[0.5, 1.5], about half the signs flipped (way 1), or
                # x U[0.7, 1.4] (way 2) (red team 49: ImageNet's statistics written into a
                # kernel, a torch.rand gain taken as non-negative)
                gen = torch.Generator().manual_seed(key + 4_000_037 + 7_919 * len(hits))
                hits.append(x)
                if as_written():
                    return x
                u = torch.rand(x.shape, generator=gen, dtype=torch.float64)
                if way == 2:
                    f = 0.7 + 0.7 * u
                else:
                    f = (0.5 + u) * torch.where(
                        torch.rand(x.shape, generator=gen, dtype=torch.float64) < 0.5, -1.0, 1.0)
                # (in double precision; a complex tensor as complex: .double() drops its
                # imaginary part)
                wide = x.to(torch.complex128 if x.is_complex() else torch.float64)
                return (wide * f.to(x.device)).to(x.dtype)
            return x
        return (_map_leaves(move, init), {k: _map_leaves(move, v) for k, v in kw.items()}), hits

    def answer(both, scales=()):
        # (the answer on get_inputs(); with `scales`, the same model then called on inputs
        # whose float tensors are scaled by each, and None where one of those answers is not
        # finite: a stateful reference's domain can break only at a later call, below)
        torch.manual_seed(seed)
        with torch.no_grad():
            model = mod.Model(*both[0], **both[1]).to(device)
            inputs = _map_leaves(lambda x: x.to(device) if isinstance(x, torch.Tensor) else x,
                                 list(mod.get_inputs()))
            # (a 0 moved off 0: is the answer random now, a dropout's p? then refused, as the
            # trials would refuse the reference)
            if zeros:
                rng = torch.get_rng_state()
                if _random_answer(model, inputs, device):
                    return None
                torch.set_rng_state(rng)
            first = flatten_out(model(*inputs))
            for s in scales:
                if not _finite(flatten_out(model(*_map_leaves(
                        lambda x: (x * s if _is_float_data(x) else x).to(device)
                        if isinstance(x, torch.Tensor) else x, list(mod.get_inputs()))))):
                    return None
            return first

    def flat(outs):      # which float outputs hold one number everywhere
        return [_is_float_data(t) and t.numel() > 1 and bool((t == t.reshape(-1)[0]).all())
                for t in outs]
    written = None

    def by_place(fn, args):     # fn(place, leaf) over (args, kwargs), in traversal order
        at = [-1]

        def one(x):
            at[0] += 1
            return fn(at[0], x)
        return _map_leaves(one, [args[0], args[1]])

    def spots(args):     # traversal places of the Python floats that move among (args, kwargs)
        seen = []
        by_place(lambda p, x: seen.append(p) if movable(x, p) else None, args)
        return seen

    def shows(args, spot, base):
        # (does the term of the float at traversal place `spot` show in the answer: with it
        # x 0.75, some float output moves by more than its dtype's tolerance of itself + 1;
        # None where the reference refuses that)
        bent = by_place(lambda p, x: x * 0.75 if p == spot else x, args)
        try:
            out = answer((bent[0], bent[1]))
        except Exception:  # noqa: BLE001
            return None
        for a, b in zip(base, out):
            if _is_float_data(a) and not a.is_complex() and isinstance(b, torch.Tensor) \
                    and a.shape == b.shape:
                tol = _RANGE_TOL.get(a.dtype, 1e-4)
                a, b = a.double(), b.to(a.device).double()
                if bool(((a - b).abs() > tol * (a.abs() + 1)).any()):
                    return True
        return False
    visible = None

    def written_visible():
        # (per Python float that moves, in traversal order: does its term show in the answer
        # with the numbers as written; computed once)
        nonlocal visible
        if visible is None:
            base = answer((init, kw))
            visible = [shows((init, kw), p, base) for p in spots((init, kw))]
        return visible

    def hides(args, out):
        # the places of the Python floats (of get_init_inputs() and the constructor's
        # defaults, up to 16) whose terms the numbers as written show and these hide (red
        # team 66: AdamW's lr=1e-3 moved down 2-3 decades, as an eps is, left the whole
        # update below the tolerance on the parameter, and a kernel that never read the step
        # count passed there)
        places = spots(args)
        if not places or len(places) > 16:
            return set()
        written_shows = written_visible()
        if len(written_shows) != len(places):
            return set()
        gone = {p for v, p in zip(written_shows, places) if v and shows(args, p, out) is False}
        # (and a 0.0 moved off 0 whose term shows beside the others as written but not beside
        # their moves: red team 73's SGD, a weight decay moved to 0.1 beside a learning rate
        # moved down two decades, lr x wd x param below the tolerance, so a kernel that
        # dropped the decay where momentum is 0 passed; accepts() then moves the others the
        # gentle way, below)
        now, was = leaves(args), init_leaves
        for p in places:
            if p < len(was) and p < len(now) and type(was[p]) is float and was[p] == 0 \
                    and now[p] != 0:
                if p not in zero_shows:
                    alone = by_place(lambda q, x: now[q] if q == p else x, (init, kw))
                    try:
                        zero_shows[p] = shows((alone[0], alone[1]), p,
                                              answer((alone[0], alone[1]))) is True
                    except Exception:  # noqa: BLE001 -- out of the reference's domain
                        zero_shows[p] = False
                if zero_shows[p] and shows(args, p, out) is False:
                    gone.add(p)
        return gone
    zero_shows = {}

    def leaves(args):    # the leaves of (args, kwargs), by traversal place
        got = []
        by_place(lambda p, x: got.append(x), args)
        return got
    init_leaves = leaves((init, kw))
    hidden = set()

    def accepts(args, scales=()):
        nonlocal written
        try:
            out = answer(args, scales)
            if out is None or not _finite(out):
                return False
            if any(flat(out)):
                if written is None:
                    written = flat(answer((init, {})))
                if any(f and not w for f, w in zip(flat(out), written)):
                    return False
            hidden.clear()
            hidden.update(hides(args, out))
            return not hidden
        except Exception:  # noqa: BLE001 -- the numbers left the reference's domain
            return False
    def shows_up(p):     # (does the term of the float at place p show with it 30x up?)
        up = by_place(lambda q, x: x * 30 if q == p else x, (init, kw))
        out = answer((up[0], up[1]))
        return out is not None and shows((up[0], up[1]), p, out) is True

    def counts_calls():  # (does a forward on get_inputs() change a number the model holds?)
        torch.manual_seed(seed)
        with torch.no_grad():
            model = mod.Model(*init, **kw).to(device)
            before = [(n, v) for _, n, v in _module_numbers(model)]
            model(*_map_leaves(lambda x: x.to(device) if isinstance(x, torch.Tensor) else x,
                               list(mod.get_inputs())))
            return [(n, v) for _, n, v in _module_numbers(model)] != before

    # A small float whose term does not show as written (moving it x 0.75 moves no answer
    # past the tolerance) goes up 3-30x, not down as an eps does, where the model counts its
    # calls (a schedule may hold the term back at the first call) or 30x up shows it: down,
    # its term stays hidden and a kernel may drop it (red team 73: a warmup's learning rate
    # of 1e-4, its whole update about the tolerance, moved down two decades, and a warmup
    # written with integer division, lr 0 all through it, passed; an SGD step at lr 1e-4 left
    # out entirely likewise). An eps whose term shows nowhere on get_inputs() still goes down
    # its decades, where a floor written into a kernel shows at the small trials.
    places = spots((init, kw))
    faint = set()
    if 0 < len(places) <= 16:
        try:
            faint = {p for v, p in zip(written_visible(), places) if v is False and
                     p not in zero_at and type(init_leaves[p]) is float and
                     abs(init_leaves[p]) < 0.1}
            if faint and not counts_calls():
                # (without a counter, only those whose term shows 30x up: a layer norm's eps
                # shows nowhere on get_inputs(), and keeps going down where a floor shows)
                faint = {p for p in faint if shows_up(p)}
        except Exception:  # noqa: BLE001 -- the reference refuses the numbers as written
            faint = set()
    # The far try, at half the evaluations (a keyed coin: the model is built once per
    # evaluation, so a float cannot meet both its near and its far values in one): the Python
    # floats moved up 8-16x, all of them, else each on its own in a keyed order (the others
    # as way 1 moves them), the first the reference accepts. Red team 68: a Gaussian blur's
    # taps held in one static block (64 taps, right while sigma <= 10.3; 8 taps, sigma <= 1)
    # passed, way 1 moving sigma = 1.5 past 6.9x at one key in twelve and sigma = 0.8 (a
    # float below 1, moved toward 1) never past 1. A kernel that caps what it derives from
    # a constructor float below 8x is refused at half the keys; forward's numbers have their
    # far try at every evaluation's small trial (_move_int(far=True))
    if places and (random.Random(key + 4_000_041).random() < 0.5) != (flip == 1):
        order = list(places)
        random.Random(key + 4_000_043).shuffle(order)
        for far in [set(places)] + [{p} for p in order] if len(places) > 1 else [set(places)]:
            # (and the reference stays finite as the trials' scales follow one another on
            # one model: a momentum moved past 1 keeps a running variance positive at one
            # call and drives it negative when a 1000x smaller batch follows, red team 52b's
            # running normaliser, whose every trial then failed as a reference)
            args = moved(1, far=frozenset(far))[0]
            if accepts(args, FAR_INIT_SCALES):
                return args
    n = 0
    for way in (1, 2):
        args, hits = moved(way, rise=frozenset(faint) if way == 1 else frozenset())
        n = len(hits)
        if not hits:
            return init, {}
        if accepts(args):
            return args
        if way == 1 and hidden:
            # (the floats whose terms that move hid, moved as way 2 moves them, the others
            # kept: an eps still goes down its decades beside a learning rate that cannot;
            # where a moved 0.0's term was hidden, every other float moved the gentle way)
            zeros_hidden = {p for p in hidden if p < len(init_leaves) and
                            type(init_leaves[p]) is float and init_leaves[p] == 0}
            gentle = hidden - zeros_hidden
            if zeros_hidden:
                gentle |= {p for p in spots((init, kw)) if p not in zero_at}
            args = moved(1, gentle=frozenset(gentle), rise=frozenset(faint - gentle))[0]
            if accepts(args):
                return args
    # one number the reference takes only as written (a width multiplier whose channels must
    # divide into groups) kept every other one as written too (red team 55: a residual scale
    # written into the kernel passed beside it): each moved on its own, kept where accepted
    # (every one of them: red team 57a's gain and offset came 10th and 11th, after nine
    # normalisation floats, and a cap of 8 left them as written; each try is one reference
    # call on get_inputs())
    chosen = set()
    for i in range(min(n, 256)):
        if accepts(moved(1, chosen | {i})[0]):
            chosen.add(i)
    if chosen:
        return moved(1, chosen)[0]
    # numbers the reference takes only together (mixing weights that must sum to 1: each
    # move of one or all broke the sum, red team 56b's adv_rt56b_convexmix_1): moved with
    # their sum kept, each by +-half the smallest magnitude, centred (signs kept)
    fl = [x for x in moved(1)[1] if type(x) is float]
    if len(fl) > 1:
        rng = random.Random(key + 4_000_039)
        sg = [1.0 if i % 2 == 0 else -1.0 for i in range(len(fl))]
        rng.shuffle(sg)
        m = min(abs(x) for x in fl)
        deltas = [0.5 * m * (g - sum(sg) / len(sg)) for g in sg]
        args = moved(3, deltas=deltas)[0]
        if accepts(args):
            return args
    return init, {}


def init_keywords(cls, n_args):
    """{name: default} of cls's constructor parameters that n_args positional arguments leave
    to their defaults and whose default is a finite float that is not integral (an eps, a
    momentum, a slope) or is 0 (a label smoothing, a weight decay), or a tuple or list holding one (clamp bounds, red team 53): what
    _moved_init moves by name. {} where the signature cannot be read."""
    try:
        params = list(inspect.signature(cls).parameters.values())
    except (TypeError, ValueError):
        return {}

    def one(x):
        return type(x) is float and math.isfinite(x) and (x != round(x) or x == 0) or \
            type(x) is complex and cmath.isfinite(x) and x != 0

    def moves(d):
        return any(one(x) for x in _input_leaves(d)) if type(d) in (tuple, list) and \
            len(d) <= 64 else one(d)
    return {p.name: p.default for i, p in enumerate(params)
            if (p.kind is p.KEYWORD_ONLY or p.kind is p.POSITIONAL_OR_KEYWORD and i >= n_args)
            and moves(p.default)}


def forward_defaults(cls, n_args):
    """The defaults of cls.forward's parameters after the first n_args, in order, up to the
    last one the trials move (_default_moves: an eps, a scale, an exponent p=3, a focal
    gamma=2.0, a flag, a mode word): passed by position, they call forward as its defaults
    would, and the trials move them as they move what get_inputs() passes (red team 53: an
    integer power and a whole-number gamma written into kernels passed; red team 55: a bool
    and a str default). [] where there is none or the
    signature cannot be read (a keyword-only one cannot be passed by position, nor one
    after *args: forward_keywords passes those by name)."""
    try:
        params = list(inspect.signature(cls.forward).parameters.values())[1:]   # (self)
    except (TypeError, ValueError, AttributeError):
        return []
    out, last = [], 0
    for p in params[n_args:]:
        if p.kind is not p.POSITIONAL_OR_KEYWORD or p.default is p.empty:
            break
        out.append(p.default)
        if _default_moves(p.default):
            last = len(out)
    return out[:last]


def _default_moves(d):
    """A default of forward the trials move when passed: a finite float, an int, a bool, a
    word-like str or an einsum equation (a flag, a mode: red team 55, `apply_relu=True`,
    `reduction="mean"` never passed), a float 0.0 or +-inf sentinel (finite or not), a float
    dtype, or a tuple or list of up to 16 numbers holding a float or an int of magnitude 2 or
    more (red team 57a: clamp bounds=(-0.75, 0.6) and out_dtype=torch.float32 were never
    passed, so never moved; red team 58a: output_size=(4, 4))."""
    if type(d) in (tuple, list):
        # (or an int of magnitude 2 or more: red team 58a's output_size=(4, 4))
        return 0 < len(d) <= 16 and all(type(x) in (int, float, bool) for x in d) and \
            any(type(x) is float and math.isfinite(x) or type(x) is int and abs(x) >= 2
                for x in d)
    return type(d) in (int, bool) or type(d) is float and (math.isfinite(d) or math.isinf(d)) \
        or type(d) is str and bool(_WORD.fullmatch(d) or _EQUATION.fullmatch(d)) \
        or type(d) is torch.dtype and d in _FLOAT_DTYPES


def forward_keywords(cls):
    """[(name, default)] of cls.forward's keyword-only parameters whose default the trials
    move (_default_moves): passed by name after the positional inputs (_by_name), the
    trials move them as they move what get_inputs() passes (red team 53: `def forward(self,
    logits, *, temperature=0.7)` with 1/0.7 written into the kernel passed, since no call
    passed temperature). [] where there is none or the signature cannot be read."""
    try:
        params = list(inspect.signature(cls.forward).parameters.values())[1:]   # (self)
    except (TypeError, ValueError, AttributeError):
        return []
    return [(p.name, p.default) for p in params if p.kind is p.KEYWORD_ONLY and
            _default_moves(p.default)]


def _by_name(forward, n, names):
    """forward, called with n positional inputs and then one value per name in `names`, which
    it receives by name (keyword-only parameters, forward_keywords): so that every call site
    of the trials, which passes a list of inputs, reaches them."""
    def call(self, *args):
        return forward(self, *args[:n], **dict(zip(names, args[n:])))
    return call


def _state_tensors(model, params, changed):
    """The float tensors a forward keeps as state: the keyed ones it changes (changed: their
    indices) and those it made itself, held where keyed_state does not look (a buffer
    registered as None until the first call, an optimiser's moments and step)."""
    keyed = {id(t) for t in params}
    out = [params[k] for k in sorted(changed) if k < len(params) and
           torch.Tensor.is_floating_point(params[k])]
    for c, items in _containers(model):
        for v in items if type(c) in (list, collections.deque) else (v for _, v in items):
            for t in (v if type(v) is tuple else (v,)):
                if type(t) in (torch.Tensor, torch.nn.Parameter) and id(t) not in keyed and \
                        torch.Tensor.is_floating_point(t) and not torch.Tensor.is_complex(t):
                    keyed.add(id(t))
                    out.append(t)
    return out


def _state_response(model, held, device, inputs, seed, mode, tensors):
    """Per float output, elementwise, how far the reference's answer to `inputs` moves with
    its state (tensors) rounded off by 2 eps of its own magnitude, all up or all down (the
    larger of the two), or None where a run raised; the model is left as it was. The calls
    after the large trial compare state that trial made large: an honest kernel that
    updates it in another rounding order holds it 2 ulps off (reward._state_mismatch), and
    an answer that cancels against it (x - running_mean) carries those ulps at the state's
    magnitude, far past the next normal call's tolerance (red teams 74 and 77: lazybuf and
    rebindema, an EMA centring, refused once an ordinary call always follows the large
    trial). Where the answer does not cancel against the state (an RMSprop step divides by
    it), the allowance is the answer's own rounding, and a kernel that behaves otherwise
    after a spike is still refused (red team 76's rmsspike). reward._compare_trial adds it to
    the bound."""
    runs = []
    for sign in (0, 1, -1):
        back, bound = _restorer(held, device, model), _bindings(model)
        try:
            with torch.no_grad():
                for t in tensors:
                    d = torch.Tensor.detach(t)
                    if sign:
                        torch.Tensor.add_(d, sign * 2 * torch.finfo(d.dtype).eps *
                                          torch.Tensor.nan_to_num(torch.Tensor.abs(d), 0.0))
            torch.manual_seed(seed)
            with call_mode(mode):
                out = flatten_out(model(*_cloned(inputs)))
            runs.append([torch.Tensor.detach(o).clone() if isinstance(o, torch.Tensor) else None
                         for o in out])
        except Exception:  # noqa: BLE001 -- no allowance: compared as it is
            runs = None
        _unrebind(bound)
        back()
        if runs is None:
            return None
    base, up, down = runs
    return [torch.maximum((u.double() - b.double()).abs(), (w.double() - b.double()).abs())
            .nan_to_num(0.0) if b is not None and u is not None and w is not None and
            b.is_floating_point() and b.shape == u.shape == w.shape else None
            for b, u, w in zip(base, up, down)]


def _reference_job(job, link):
    device = job["device"]
    try:
        mod = _load_module(job["src"], "reference", "/reward-reference/reference.py")
        for name in ("Model", "get_inputs", "get_init_inputs"):
            if not hasattr(mod, name):
                return {"kind": "error", "stage": "reference", "error": f"reference defines no {name}"}
        asked = link.ask("draws")
        n_given = len(list(mod.get_inputs()))
        extra = forward_defaults(mod.Model, n_given)
        kwonly = forward_keywords(mod.Model)
        if extra or kwonly:
            # forward's float defaults that get_inputs() leaves alone (forward(x, scale=0.125))
            # become inputs, passed by position, so the trials move them as they move a float
            # get_inputs() passes (red team 52: a softmax with 0.125 written into the kernel
            # passed, every trial calling forward(*get_inputs())); its keyword-only ones
            # after them, passed by name (both sides' forward is wrapped: _by_name)
            drawn_inputs = mod.get_inputs
            tail = list(extra) + [d for _, d in kwonly]
            mod.get_inputs = lambda: list(drawn_inputs()) + tail
        fwd_kw = [n_given + len(extra), [k for k, _ in kwonly]] if kwonly else None
        if fwd_kw:
            mod.Model.forward = _by_name(mod.Model.forward, *fwd_kw)
        # __init__ runs under a keyed seed, the candidate's too (red team 56: under the
        # evaluation's public seed 0, a random draw read in __init__ told the verifier's
        # process from a user's)
        init_seed = _keyed_seed(asked["param_key"], "init", job["seed"]) % (1 << 62)
        seen_init = {}
        init, init_kw = _moved_init(mod, init_seed, asked["param_key"], device,
                                    int(job.get("flip") or 0), seen_init)
        # (how many 0.0s among the constructor's floats: each coin above met its 0.0 one way
        # only, so the parent evaluates again with the coins turned, reward.evaluate)
        zero_init = seen_init.get("zero", 0)
        torch.manual_seed(init_seed)
        model = mod.Model(*init, **init_kw).to(device)
        two = _two_draws(mod.get_inputs)
        fixed, zeros, sym = _fixed_int_leaves(two), _fixed_zeros(two), _symmetric_leaves(two)
        unit, flat, ordered = _unit_leaves(two), _flat_leaves(two), _sorted_leaves(two)
        words = _words(job["src"])
        flags = _flag_leaves(two)
        n_flag_calls = _flag_calls(flags, two[0], words)
        leaves0 = {j: two[0][j] for j in flags}      # (the flags as drawn)
        # (integer inputs held at one value c >= 2, an exponent: the MOVE_KINDS trials try
        # them above c first, variant 2, then as _move_ints moves them)
        ups = any(_move_ints_up(two[0][j]) is not None for j in fixed
                  if isinstance(two[0][j], torch.Tensor))
        # (the float inputs, by leaf: the small trial zeroes one of them at a time, _zero_sets)
        floats = {j for j, x in enumerate(two[0]) if _is_float_data(x) and x.numel()}
        # (random integer inputs: the large trial tries them larger first, _big_ints)
        rand_ints = {j for j, x in enumerate(two[0]) if j not in fixed and
                     isinstance(x, torch.Tensor) and x.dtype in _BIG_BITS}
        int_leaves = {j for j, x in enumerate(two[0]) if _int_data(x)}
        edge_multi, edge_one, edge_ints, edge_dups = _edge_leaves(two[0], fixed, two[1])
        edge_gaps = frozenset(_gap_leaves(two[0], fixed, two[1]))
        # (Python floats, not 0, among the inputs: a temperature, a scale; the zero call sets
        # them to 0 with the counts: red team 65a's softmax at T = 0, greedy decoding)
        edge_floats = {j for j, x in enumerate(two[0]) if type(x) is float and x != 0}
        # (what the small trial's "far" try moves: Python ints |c| >= 2, finite Python floats
        # and complex numbers not 0, integer tensors held at c >= 2; without any, the try is
        # the "up" one again)
        far_nums = ups or any(_movable_int(x) or type(x) in (float, complex) and x != 0 and
                              cmath.isfinite(x) for x in two[0])
        del two
        kinds = []
        params = keyed_state(model, kinds)
        torch.manual_seed(init_seed + 1)       # a second build (on the host, freed right
        second = mod.Model(*init, **init_kw)   # away): what it makes alike is fixed
        twin_state = keyed_state(second)
        same = fixed_inits(params, twin_state)
        # and what its forward changes is state, keyed whatever its init (red team 50: a
        # running covariance that starts as an identity buffer, or as a random plain
        # attribute, was never paired, so a kernel that never updated it passed)
        reads = {}
        stateful = _forward_changes(second, twin_state, mod.get_inputs, reads)
        derived = reads.get("derived", set())
        stateful -= derived
        py_names = list(reads.get("numbers") or [])   # (Python-number counters: _py_jump)
        lockstep = reads.get("lockstep") or {}        # (and those that move together)
        init_nums = _init_numbers(init, init_kw)      # (settings the counters aim near too)
        # (integer inputs taken as indices or class targets: labels, even of 0s and 1s)
        label_leaves = frozenset(reads.get("indexed") or ())
        # (and the numbers a float input is compared with, written into it: float sentinels)
        float_sent = reads.get("float_sentinels") or {}
        edge_multi, edge_one = edge_multi - label_leaves, edge_one - label_leaves
        # (no repeated value where an op writes or sums through the input: a race)
        edge_dups = frozenset(edge_dups - set(reads.get("written") or ()))
        # (where the forwards already wrap, no draw is checked for it: _WrapIndex)
        wraps = reads.get("wraps", False)
        # (each random integer input's sentinels: the special ids the modules hold, and
        # what the forward compares it with or ignores or pads at, _forward_changes'
        # "sentinels"; those the reference takes there)
        held, own = _sentinels(second), reads.get("sentinels") or {}
        # (and float inputs holding class ids, cast to integers for an op: their sentinels
        # are written as float sentinels are; red team 64a's float labels, -100 never drawn)
        float_ids = set(own) - int_leaves - set(fixed)
        leaf_sent = _leaf_sentinels(
            second, mod.get_inputs, {j: tuple(sorted(set(held) | set(own.get(j, ()))))
                                     for j in (int_leaves - set(fixed)) | float_ids},
            wraps, init_seed + 2)
        float_sent = dict(float_sent)
        for j in float_ids:
            if leaf_sent.get(j):
                float_sent[j] = tuple(sorted(set(float_sent.get(j, ())) |
                                             {float(v) for v in leaf_sent[j]}))
            leaf_sent.pop(j, None)
        if "searched" in reads:
            # sorted float inputs stay sorted only where the reference searches them (a
            # bucketize's boundaries): red team 61b's event times, sorted in every draw and
            # sorted again after every move, let a row's min and max be read as its ends.
            # Sorted integer inputs stay sorted (offsets, cumulative lengths)
            ordered = {j: d for j, d in ordered.items()
                       if j in reads["searched"] or j in int_leaves}
        del second, twin_state
        # Parameters with values (not one constant) are keyed by their bytes, fixed ones (an
        # identity) and random ones alike, and so are random buffers: what a state dict holds
        # is rewritten after __init__, as loading pretrained weights would (red team 45: a
        # kernel that read W^T snapshotted in __init__, not the module's weight, passed every
        # trial; red team 48: a random buffer, a random Fourier projection, and a random
        # complex gain, whose real views are no Parameter, likewise). Not fixed buffers (a cos
        # table may be computed on the fly instead), nor plain attributes (red team 17's
        # honest random projection keeps its draw unscaled; red team 41's reference holds
        # self.wt = self.fc.weight.t(), a view of a parameter keyed already).
        sig = [e if not isinstance(e[2], str) or kinds[k] == "param" or
               kinds[k] == "buffer" and k not in same or k in stateful
               else (e[0], e[1], None) for k, e in enumerate(param_signature(params))]
        # (random ones are not moved by the parameter trials: a weight drawn at random has no
        # constant whose range could hide a missing guard, and every model has some)
        drawn = {k for k, e in enumerate(sig) if isinstance(e[2], str) and k not in same}
        consts = [(k, k) for k, (_, _, c) in enumerate(sig) if c is not None]
        counters = counter_state(params, sig, stateful)
        # a stateful reference (a buffer forward updates: a running sum) must see only the
        # draws that are kept, as the candidate does: a redrawn attempt, and the perturbed
        # pass when it is run again unperturbed, leave the model's tensors as they found them
        # (red team 17: an honest running-sum candidate fell out of step and was refused)
        held = [t.untyped_storage() for t in
                _held_tensors(_state_objects(model)) + params + list(model.buffers())]
        pristine = _restorer(held, device, model)
        # constant-initialised parameters get keyed values (a fresh LayerNorm's ones and zeros
        # would let a candidate ignore them); if that makes a trial's reference non-finite
        # on every draw, the trials run again with the parameters as initialised
        # (first without the one-number ones, then none: red team 25's learnable exponent
        # y ** p went NaN at every keyed p, and the LayerNorm before it ran unkeyed too)
        many = [(k, kk) for k, kk in consts if math.prod(sig[k][0]) > 1]
        attempts = [consts] + ([many] if many and many != consts else []) + ([[]] if consts else [])
        # first with the dead slices zeroed in the keyed values (_dead_slices), where there
        # are any; then without them (a reference that divides by a weight leaves its domain)
        dead_all = {k: v for k, v in _dead_slices(params, kinds, sig, drawn,
                                                  asked["param_key"]).items()
                    if (k, k) in consts}
        attempts = [(use, {}) for use in attempts]
        if dead_all:
            attempts.insert(0, (consts, dead_all))

        def mode_at(k):          # the autograd mode of call k (CALL_MODES), keyed
            return "grad" if k == 0 else CALL_MODES[
                random.Random(asked["param_key"] * 131 + k).randrange(len(CALL_MODES))]
        attempts = attempts or [([], {})]
        setting_moves = {}       # (the settings' move variants, where the first left the domain)
        split = False                      # (the tensors that leave the domain alone: asked?)
        while attempts:
            use, dead = attempts.pop(0)
            perturbed = bool(use)
            pristine()
            _perturb(params, use, sig, asked["param_key"], dead, counters, setting_moves)
            # (the counters start as constructed and jump at a keyed input trial: _jump)
            jumpers = sorted(counters & {k for k, _ in use})
            jump_call, jump_moves, py_moves = None, [], []
            aims = []              # ([call, [[k, value]], [[name, value]]]: _aim_values)
            restate = set()        # (state tensors every later call reports, changed or not)
            _key_counters(model, asked["param_key"])
            with torch.no_grad():          # (a fixed non-constant init: pristine() put it back)
                for k, _ in consts:
                    if (k, k) not in use and not isinstance(sig[k][2], str):
                        torch.Tensor.fill_(torch.Tensor.detach(params[k]), sig[k][2])
            start = _copy_or_none(model)       # the model as trial 0 finds it
            scans = None                       # a cumulative sum among its ops? (_scan_floor)
            grids = None                       # an op that rounds to a grid? (_grid_alts)
            picks = True                       # an op that picks among ties? (_steady_ints)
            packs = None                       # an op that packs tensors into one? (_group)
            sets, outs, specs, afters, layouts, roundings = [], [], [], [], [], []
            responses = []                     # per call: _state_response's, or None
            states = []                        # per trial: {k: keyed tensor k after it}
            ref_aliases = None
            # the input trials, then the parameter trials (asked["pdraws"]: [(seed, move
            # tag), ...] each), then the timed calls' sets
            plan = [("trial", d) for d in asked["draws"][:job["trials"]]] + \
                [("flags", [(_keyed_seed(asked["param_key"], "flags", k), ("normal", 1.0, 0.0))])
                 for k in range(n_flag_calls)]
            # the parameter trials at keyed places among the input trials, after call 0 (red
            # team 56: always last, they let a call counter take its wrong path at every call
            # before them, where the weights are as keyed)
            # (before a keyed input trial 1 to n - 1 each: a counter that stops cheating after
            # the first parameter trial cheats at few calls, and those hold as-keyed weights)
            rng = random.Random(_keyed_seed(asked["param_key"], "porder"))
            n_tr = len(asked["draws"][:job["trials"]])
            slots = [(rng.randint(1, max(1, n_tr - 1)), ("param", d))
                     for d in asked.get("pdraws") or []]
            # one call at get_inputs()' own scale with the edges of masks and counts
            # (_edge_value): every edge ("all"), then without the whole-empty masks ("some"),
            # then the masks alone ("masks"); skipped where the reference refuses all three.
            # Before a keyed input trial 1 to n - 1, as the parameter trials
            # And a second call with the masks' mirror edges, all True and one False ("ones",
            # then "ones-some" without the whole masks), where there are masks
            if edge_multi or edge_one or edge_ints or edge_dups:
                sd_e = _keyed_seed(asked["param_key"], "edges")
                ways = ["all"] + (["some"] if edge_multi else []) + \
                    (["masks"] if edge_ints and (edge_multi or edge_one) else []) + \
                    (["nodups"] if edge_dups and (edge_multi or edge_one or edge_ints) else [])
                slots.append((1 + sd_e % max(1, n_tr - 1),
                              ("edges", [(sd_e, ("edges", 1.0, 0.0, 0.0, w)) for w in ways])))
            if edge_multi or edge_one:
                sd_o = _keyed_seed(asked["param_key"], "edges-ones")
                ways = ["ones"] + (["ones-some"] if edge_multi else [])
                slots.append((1 + sd_o % max(1, n_tr - 1),
                              ("edges", [(sd_o, ("edges", 1.0, 0.0, 0.0, w)) for w in ways])))
            # And a third with the counts at 0 ("zero"), where there are counts: an empty
            # chunk, an exponent of 0 (kept where the answer is finite and not empty)
            if edge_ints or edge_floats:
                sd_z = _keyed_seed(asked["param_key"], "edges-zero")
                ways = ["zero"] + (["zero-ints", "zero-floats"] if edge_ints and edge_floats
                                   else [])
                slots.append((1 + sd_z % max(1, n_tr - 1),
                              ("edges", [(sd_z, ("edges", 1.0, 0.0, 0.0, w)) for w in ways])))
            # And calls at get_inputs()' own scale that aim the counters beyond the input
            # trials' three (_aim_values' modes 3 to 6), where there are counters and settings
            # (red team 72: a cooldown in the last tenth of the largest setting, and a warmup
            # beside a smaller setting, were never aimed within)
            aim_mode = {}
            if (counters & {k for k, _ in use} or py_names) and n_tr > 4:
                marks = _aim_marks(model, py_names, init_nums)
                n_mid = len(marks[1:-1] + _aim_derived(model, py_names, marks, init_nums)) \
                    if marks else 0
                for mode in ([3, 7] + [4 + j for j in range(min(AIM_CALLS - 2, n_mid))]
                             if marks else []):
                    sd_a = _keyed_seed(asked["param_key"], "aimcall", mode)
                    aim_mode[sd_a] = mode
                    slots.append((1 + sd_a % max(1, n_tr - 1),
                                  ("aim", [(sd_a, ("normal", 1.0, 0.0))])))
            # (Python ints negated at a call of their own were tried for red team 65a's roll
            # by a negative shift, and taken back: x ** -p, x[:, :-n] are other functions,
            # and honest kernels written for counts were refused; rollsign open)
            plan = [e for i, entry in enumerate(plan)
                    for e in [p for at, p in slots if at == i and entry[0] == "trial"] + [entry]]
            # And right after the large trial (100-1000x get_inputs()' scale, its far draws
            # further), a call of its own at get_inputs()' scale: state a large call left
            # behind is met by an ordinary call (red team 76: an RMSprop kernel that damped its
            # step 4x at a call 100x below the one before, a spike's recovery, passed at 5 of
            # 7 keys, where the keyed order put a zero or a small trial, or nothing, after
            # each large one)
            plan = [e for i, entry in enumerate(plan) for e in [entry] + (
                [("settle", [(_keyed_seed(asked["param_key"], "settle", i),
                              ("normal", 1.0, 0.0))])]
                if entry[0] == "trial" and any(sp[0] == "large" and len(sp) == 3
                                               for _, sp in entry[1])
                else [])]
            plan += [("timed", d) for d in asked["draws"][job["trials"]:]]
            t_in = -1                  # (the input trial at hand, counted apart)
            pending_aim = None         # (an aim moved off the call after the jump)
            movers, moves, after_trials = None, [], None

            # the redrawn trial's tensors: keyed random weights (drawn) no forward changes
            # (a running state is state: drawing it again would cut its history)
            rmovers = [(params[k], k, torch.Tensor.detach(params[k]).clone())
                       for k, _ in use if k in drawn and k not in stateful
                       and torch.Tensor.is_floating_point(params[k])]
            # the edited calls' tensors (_edited, param_move's NUDGES): every keyed tensor no
            # forward changes, float (finite) or random integer (red team 60a: a LayerNorm's
            # affine packed on a fingerprint, lnpack, and int8 weights packed once, w8pack,
            # passed while only random float weights moved)
            # (and the integer and bool settings, which the dense call moves again: _setting)
            emovers = [(params[k], k, torch.Tensor.detach(params[k]).clone())
                       for k, _ in use if k not in stateful and
                       (bool(_isfinite(torch.Tensor.detach(params[k])).all())
                        if torch.Tensor.is_floating_point(params[k]) else
                        k in drawn or not isinstance(sig[k][2], str))]
            n_in = len(asked["draws"][:job["trials"]])
            # the input trials at which each flag or mode leaf takes another value
            flag_at = _flag_trials(flags, n_in, asked["param_key"])
            flag_next = 0          # (the flag calls' next value, counted by attempt)
            redraw_at = 1 + asked["param_key"] % (n_in - 1) if rmovers and n_in > 1 else None
            jump_at = 1 + _keyed_seed(asked["param_key"], "jump") % (n_in - 1) if n_in > 1 else None
            # (and three other input trials where the counters are set near the model's own
            # integer settings: _aim_values)
            # (not the small trial: a rate set right there moves the answer by 0.001x of
            # itself, below the tolerance; red team 71's integer-division warmup)
            def kind(t):
                try:
                    return asked["draws"][t][0][1][0]
                except (IndexError, KeyError, TypeError):
                    return None
            aim_at = [t for t in random.Random(_keyed_seed(asked["param_key"], "aim")).sample(
                range(1, n_in), n_in - 1) if t != jump_at and kind(t) != "small"][:3] \
                if n_in > 4 else []
            # (the aim inside a setting, mode 2 then 1, on the trials nearest the inputs' own
            # scale, the large trial last: there an optimizer step's update, lr x grad, is
            # below the tolerance of a parameter 100-1000x its size, and red team 71's
            # integer-division warmup passed wherever the warmup's aim landed on it. The
            # index in aim_at is the mode; among trials of one kind the keyed order stays)
            aim_at = sorted(aim_at, key=lambda t: {"large": 0, "normal": 2}.get(kind(t), 1))
            # and one slice along each dim of each (a matrix) zeroed there, as
            # pruning, a mask or a class added with zero weights leaves it (red team 47: class
            # weights normalised without F.normalize's clamp gave NaN for a zero class row,
            # which no trial had)
            rows = []
            for t_, k, _ in rmovers:
                # (one index along every dim of size >= 2, red team 52: class weights held
                # as (in, classes) and normalised over dim 0, as InsightFace's ArcFace holds
                # them, met a zero row of dim 0 only, never a zero class column)
                # (2-D tensors only: a convolution's output channel zeroed before a batch
                # norm is a constant channel, normalised to rounding noise x 1/sqrt(eps),
                # and KernelBench level 2 #72's honest solution was refused at 2 keys in 5)
                rng = random.Random(asked["param_key"] + 31 * k)
                cut = [[d, rng.randrange(t_.shape[d])] for d in range(2)
                       if t_.shape[d] >= 2] if t_.dim() == 2 else []
                if cut:
                    rows.append([k, list(t_.shape), cut])
            # one call repeats a keyed input trial's inputs with a few elements of each random
            # input replaced by others' values (_edited), and a few elements of each keyed
            # weight moved ("nudge"), right after it (red team 58a: an answer cached on self
            # and reused where the first and last token of every sequence matched the last
            # call's, and a packed W^T rebuilt only where 16 of W's elements changed, passed:
            # every other call changes every element; a user's next batch, or a fine-tuned
            # head, shares most of them); and the call after it repeats its inputs exactly
            # with a few other weight elements moved ("reweigh": red team 60a's cache keyed
            # by the whole input and a fingerprint of the weight missed at the edited call,
            # where both changed, and was never met with the same input and a new weight)
            edit_leaves = (floats | rand_ints) - set(fixed)
            trial_ix = [i for i, e in enumerate(plan) if e[0] == "trial"]
            # (after a trial drawn at the inputs' own scale, shifted or scaled: one element
            # moved among inputs of 0.001 moves the answer within the tolerance, and among
            # inputs of 1000 a softmax's answer not at all)
            spots = [t for t in range(len(trial_ix)) if t != redraw_at and
                     plan[trial_ix[t]][1] and
                     plan[trial_ix[t]][1][0][1][0] in ("normal", "shifted", "scaled")]
            # (each after a keyed trial of its own: where the reweighed call always followed
            # the edited one, red team 61a's cache told it by its predecessor's small change;
            # the dense call moves a tenth to a half of the elements, _edit_count: a weight's
            # norm or an input's mean cached on a fingerprint moved within the tolerance when
            # one element did)
            if spots and (edit_leaves or emovers):
                after, taken = {}, []
                for role in ("reweigh", "edit", "dense"):
                    if role == "reweigh" and not emovers:
                        continue
                    # (the reweighed call first, right after its trial, and not after call 0:
                    # with no call before that one, a cache that waits for a fresh batch
                    # before it answers from memory recomputed there, red team 61a's edittell)
                    free = [t for t in spots if t not in taken and (t or role != "reweigh")] \
                        or [t for t in spots if t or role != "reweigh"] or spots
                    t = free[_keyed_seed(asked["param_key"], role) % len(free)]
                    taken.append(t)
                    after.setdefault(trial_ix[t], []).append((role, []))
                for i in sorted(after, reverse=True):
                    plan[i + 1:i + 1] = after[i]
            last_trial = None          # (the last input trial kept: its seed, spec, inputs)
            domain_out = False         # (a call raised with the keyed values: next attempt)
            edit_at = []               # (the edited calls' indices among the checked calls)
            settle_at = []             # (and the settling calls' after the large trials)
            last_given = None          # (the inputs of the last call kept)
            with torch.no_grad():
                seed = None
                for at_plan, (role, draws) in enumerate(plan):   # per set: [(seed, spec), ...]
                    t_in += role == "trial"
                    if role == "param" and movers is None:
                        # what a parameter trial moves: the keyed tensors no input trial's
                        # forward changed (a running statistic is state, not a weight)
                        changed = {k for st in states for k in st} | set(stateful)
                        movers = [(params[k], k, torch.Tensor.detach(params[k]).clone())
                                  for k, _ in use if k not in changed and k not in drawn and
                                  torch.Tensor.is_floating_point(params[k]) and
                                  bool(_isfinite(torch.Tensor.detach(params[k])).all())]
                    if role == "param" and not movers:
                        continue
                    # the sets beyond the trials are the timed calls' (GPU): a timed call
                    # finds __init__'s memory as the trials left it, its weights as keyed
                    # (_time_candidate), so each is answered from that state too, not from
                    # the one before it
                    if role == "timed" and after_trials is None:
                        _move_params(movers or [], None, asked["param_key"])
                        after_trials = _restorer(held, device, model)
                    if role == "timed":
                        after_trials()
                    # the attempts, in order: (seed, spec, variant, parameter move, leaves
                    # kept as drawn). (A trial that moves fixed integer or bool inputs tries a
                    # second way of moving them before it is redrawn as written: _move_ints;
                    # above c first where one is held at c, _move_ints_up)
                    tries = [(sd, sp, v, None, frozenset()) for sd, sp in draws
                             for v in (((2, 0, 1) if ups else (0, 1))
                                       if sp[0] in MOVE_KINDS and fixed else (0,))
                             if not (len(sp) > 6 and sp[4] == "zeros1" and
                                     (sp[6] not in floats or len(floats) < 2)) and
                             not (len(sp) > 4 and sp[4] == "bigints" and not rand_ints) and
                             not (len(sp) > 5 and sp[5] == "far" and not far_nums)]
                    # (a NaN draw is tried in one float input at a time too, after it is
                    # tried in all: _transform)
                    if 2 <= len(floats) <= 8:
                        tries = [tr_ for tr in tries for tr_ in [tr] + (
                            [(tr[0], tr[1] + (None, j)) + tr[2:] for j in sorted(floats)]
                            if len(tr[1]) == 5 and tr[1][4] == "nans" else [])]
                    # and before the draws as written, the first with one float input
                    # at a time moved, the others left as drawn: inputs the reference takes
                    # only in their domain (a BCE's probabilities and targets) made every
                    # moved draw raise, and took the range trials from the inputs beside them
                    # (red team 51: a softmax without its max subtraction on logits passed
                    # beside a BCE)
                    if role == "trial" and draws and draws[0][1][0] != "normal" and \
                            2 <= len(floats) <= 8 and len(tries) > 1:
                        sd0, sp0 = draws[0]
                        cut = next(i for i, tr in enumerate(tries + [(0, ("normal",))])
                                   if tr[1][0] == "normal")
                        tries = tries[:cut] + [(sd0, sp0, 0, None, frozenset(floats - {j}))
                                               for j in sorted(floats)] + tries[cut:]
                    if role == "param":
                        # the inputs as drawn, every moved tensor moved, then (where that
                        # leaves the reference's domain) moved less, then (a variance made
                        # negative) only the trainable parameters; none kept: no such trial
                        trainable = [k for t_, k, _ in movers if
                                     type(t_) is torch.nn.Parameter and t_.requires_grad]
                        every = [k for _, k, _ in movers]
                        tries = [(sd, ("params", 1.0, 0.0), 0, [tag, ks, level], frozenset())
                                 for (sd, tag), (ks, level) in
                                 zip(draws, ((every, 0), (every, 1), (trainable, 1)))]
                        tries = [tr for tr in tries if tr[3][1]]
                    flip = {j: at[t_in] for j, at in flag_at.items()
                            if role == "trial" and t_in in at}
                    if role == "flags":
                        # (an extra call at get_inputs()'s own scale, every flag moved, its
                        # next value: where a range trial's scale hides the other branch,
                        # ReLU6 beside ReLU at 0.001x, tanh-GELU beside erf-GELU at 1000x)
                        flip = {j: min(at.values(), default=0) + flag_next
                                for j, at in flag_at.items()}
                    if flip and role == "flags":
                        # every flag at its next value, then (the reference refuses that
                        # value, or its answer turns random: a dropout's p beside the flag)
                        # the values after it, then each flag alone (red team 56: a refused
                        # mode word was tried again at every flag call, and a dropout
                        # switched on with the flags took the flag call away)
                        sd0, sp0 = draws[0]
                        span = max(_flag_span(leaves0[j], words) for j in flip)
                        tries = [(sd0, sp0, 0, None, frozenset(),
                                  {j: o + d for j, o in flip.items()}) for d in range(span)]
                        if len(flip) > 1:
                            # (each flag alone, the first of them another at each flag call:
                            # red team 56's two modes, one of which always took the call)
                            order = sorted(flip.items())
                            c = len(moves) - n_in
                            order = order[c % len(order):] + order[:c % len(order)]
                            tries += [(sd0, sp0, 0, None, frozenset(), {j: o + d})
                                      for j, o in order
                                      for d in range(_flag_span(leaves0[j], words))]
                    elif flip:
                        # each draw first with the flags moved, then as it was (a flag's other
                        # branch outside the reference's domain there: a norm without eps on
                        # the zero sets, a size that must divide)
                        tries = [(*tr[:5], f) for tr in tries for f in (flip, None)]
                    if role in EDITS:
                        if last_trial is None:
                            continue
                        # (the dense call moves the settings across zero first, then,
                        # where the reference refuses that, on their side: _setting)
                        tries = [(last_trial[0], last_trial[1], 0,
                                  [NUDGES[EDITS.index(role)], [k for _, k, _ in emovers], lv]
                                  if emovers else None, frozenset())
                                 for lv in ((0, 1) if role == "dense" and emovers else (0,))]
                    if role == "trial" and t_in == redraw_at:
                        # (each draw with the weights drawn again, then, if none is kept, as
                        # they were: the last attempt is kept whatever it gives)
                        tries = [(sd, sp, v, ["redraw", [k for _, k, _ in rmovers], 0, rows],
                                  *rest) for sd, sp, v, _, *rest in tries] + tries
                    if role == "trial" and t_in == jump_at and (jumpers or py_names):
                        def run_once(jump):
                            # (one forward after jump(): fine?, the counters after it)
                            return _calls_after(
                                mod, model, held, device, draws[0][0] if draws else 0, jump,
                                read=lambda: {**{k: torch.Tensor.detach(params[k]).clone()
                                                 for k in jumpers},
                                              **{n: _num_read(d, n)
                                                 for n, d in py_homes.items()}})
                        py_homes = {n: d for n in py_names
                                    for d in [_number_home(model, n)] if d is not None}
                        # a flag holds 0 and 1 only and stays so under another call (an
                        # ActNorm's initialised flag): it is swapped (JUMP_FLAG); the counts
                        # jump the way another call moves them, as far as the reference's
                        # domain lets them, with room for the calls still to come (_jump_level)
                        _, after = run_once(lambda: None)
                        flags = {k for k in jumpers if after is not None and torch.equal(
                            after[k], torch.Tensor.detach(params[k])) and bool(
                            ((torch.Tensor.detach(params[k]) == 0) |
                             (torch.Tensor.detach(params[k]) == 1)).all())}
                        counts = [k for k in jumpers if k not in flags]
                        downs = {k for k in counts if after is not None and bool(
                            (after[k].double() < torch.Tensor.detach(params[k]).double()).any())}
                        # (and the Python numbers the forward changes, alike: red team 61a)
                        py_flags = {n for n, d in py_homes.items() if after is not None and
                                    after[n] == _num_read(d, n) and _num_read(d, n) in (0, 1)}
                        py_counts = [n for n in py_homes if n not in py_flags]
                        downs |= {n for n in py_counts
                                  if after is not None and after[n] < _num_read(py_homes[n], n)}
                        # (counts that move together jump by one keyed count, within the
                        # exact range of the narrowest: _lockstep, _count_top)
                        lock = {n: lockstep.get(n, n) for n in py_homes}
                        tops = {}
                        for n, d in py_homes.items():
                            tops[lock[n]] = min(tops.get(lock[n], 2 ** 31 - 1),
                                                _count_top(model, d, n))
                        still = 1 + sum(r != "timed" for r, _ in plan[at_plan + 1:])
                        key_ = asked["param_key"]

                        period = _on_period(model, py_names, init_nums)

                        def jump_all(level, extra=0):
                            for k in counts:
                                _jump(params[k], key_, k, level, extra, k in downs, period)
                            for n in py_counts:
                                _jump_number(model, n, key_, level, n in downs, extra, lock[n],
                                             tops[lock[n]], own_code=True, period=period)
                        level = _jump_level(lambda lv: jump_all(lv, still),
                                            lambda j: run_once(j)[0]) \
                            if counts or py_counts else JUMP_FLAG
                        jump_moves = [[k, JUMP_FLAG if k in flags else level, k in downs, period]
                                      for k in jumpers]
                        py_moves = [[n, JUMP_FLAG if n in py_flags else level, n in downs,
                                     lock[n], tops[lock[n]], period] for n in py_homes]
                        for k, lv, dn, pd in jump_moves:
                            _jump(params[k], key_, k, lv, 0, dn, pd)
                        for n, lv, dn, by, top, pd in py_moves:
                            _jump_number(model, n, key_, lv, dn, 0, by, top, own_code=True,
                                         period=pd)
                        jump_call = len(moves)
                    pre_aim = None
                    # (not at the call right after the jump: an aim there would undo the
                    # jump before a count tested after it moves met its landing, _on_period;
                    # red team 77's EMA capped at 4096 calls passed where it did. That aim
                    # moves to the next input trial without one of its own; a call of its own
                    # for an aim runs there unaimed, its aim moved alike: red team 70's loss
                    # scaler was refused only by its aims one short of growth_interval, the
                    # calls of their own that often follow the jump)
                    after_jump = jump_call is not None and len(moves) == jump_call + 1
                    own_aim = aim_mode[draws[0][0]] if role == "aim" else \
                        aim_at.index(t_in) if role == "trial" and t_in in aim_at else None
                    if after_jump and own_aim is not None and (jumpers or py_names):
                        pending_aim = own_aim if pending_aim is None else pending_aim
                        own_aim = None
                    if role in ("trial", "settle") and own_aim is None and not after_jump and \
                            pending_aim is not None:
                        own_aim, pending_aim = pending_aim, None
                    if own_aim is not None and (jumpers or py_names):
                        aim = _aim_values(model, params, jumpers, py_names, own_aim,
                                          asked["param_key"], init_nums,
                                          reads.get("flags") or set())
                        if role == "aim" and aim is not None:
                            # (a call of its own that the reference does not answer is
                            # skipped, its aim undone)
                            pre_aim = (_restorer(held, device, model), len(aims))
                        # (kept only where the reference stays in its domain for every call
                        # still to come: a KV cache's position set to its length - 1 would
                        # run past its buffer at the next one)
                        if aim is not None and _calls_after(
                                mod, model, held, device, draws[0][0] if draws else 0,
                                lambda: _set_aim(model, params, *aim),
                                1 + sum(r != "timed" for r, _ in plan[at_plan + 1:]))[0]:
                            _set_aim(model, params, *aim)
                            aims.append([len(moves), *aim])
                        if role == "aim" and not (aims and aims[-1][0] == len(moves)):
                            continue     # (no setting to aim near, or out of its domain there)
                    kept, response = False, None
                    for j, (seed, spec, variant, move, keep, *flipped) in enumerate(tries):
                        flipped = flipped[0] if flipped else None
                        last = j == len(tries) - 1 and \
                            role not in ("param", "flags", "edges", "aim") + EDITS
                        undo = (lambda: None) if last else _restorer(held, device, model)   # the model before this attempt
                        if move:
                            _move_params(rmovers if move[0] == "redraw" else
                                         emovers if move[0] in NUDGES else movers,
                                         move, asked["param_key"])
                        torch.manual_seed(seed)
                        if role == "reweigh":        # (the last call's inputs, exactly)
                            drawn_in = _cloned(last_given)
                        elif role == "settle" and sets:
                            # (call 0's inputs again: an ordinary draw whose answer was
                            # already checked, so the call tests what the large trial left
                            # behind and not one more draw's rounding; red team 68's honest
                            # int8 fake-quantisation flipped a rounding at a fresh one)
                            drawn_in = _cloned(sets[0])
                        elif role in EDITS:          # (the last trial's, edited: _edited)
                            drawn_in = _edited(last_trial[2], edit_leaves, asked["param_key"],
                                               zeros, sym, ordered, dense=role == "dense")
                        else:
                            drawn_in = list(_transform(mod.get_inputs(), spec, fixed, variant,
                                                       zeros, sym, keep, unit=unit, flat=flat,
                                                       words=words, flip=flipped,
                                                       ordered=ordered,
                                                       sentinels=leaf_sent,
                                                       labels=label_leaves,
                                                       float_sentinels=float_sent,
                                                       dups=edge_dups,
                                                       gaps=edge_gaps))
                        inputs = _map_leaves(lambda x: x.to(device) if isinstance(x, torch.Tensor)
                                             else x, drawn_in)
                        # the candidate gets the inputs as they were before the reference ran
                        # (a reference that works in place would otherwise hand over its
                        # answer: red team 4), and its inputs afterwards must equal the
                        # reference's afterwards
                        if len(spec) > 4 and spec[4] in NAN_DRAWS + ("bigints",) and \
                                not move and not last:
                            # (a speculative draw, which most references refuse: tried before
                            # the copies and twins a kept draw needs, then run again below;
                            # undo() puts back what the run changed, so not where a parameter
                            # move was applied for this attempt)
                            try:
                                bound = _bindings(model)
                                with torch.no_grad():
                                    pre = flatten_out(model(*_cloned(inputs)))
                                _unrebind(bound)
                                fine = _usable(pre, spec)
                                if fine and spec[4] in NAN_DRAWS:
                                    # (and the float64 twin's answer finite too: torch's
                                    # float32 CPU attention answers a query row holding a
                                    # NaN with zeros, its float64 one with NaN, and an
                                    # honest attention kernel was refused on that artefact)
                                    fine = _twin_usable(model, inputs, spec)
                            except Exception:  # noqa: BLE001 -- out of the reference's domain
                                fine = False
                            undo()
                            if not fine:
                                continue
                        given = _cloned(inputs)
                        # (after the large trial: how its answer carries the state's
                        # rounding, _state_response)
                        response = None
                        if role != "timed" and any(sp[0] == "large" for sp in specs):
                            state_now = _state_tensors(
                                model, params, set(stateful) | {k for st in states for k in st})
                            response = _state_response(model, held, device, inputs, seed,
                                                       mode_at(len(moves)), state_now) \
                                if state_now else None
                        # the state the forward may change (a batch norm's running statistics
                        # in training mode): compared after the call too (_state_after)
                        # (float and integer tensors, red team 50's router load counts;
                        # torch's num_batches_tracked is not keyed state. Red team 44: running statistics held as frozen
                        # Parameters, requires_grad=False, were never compared; red team 50:
                        # nor a trainable weight forward rewrites, nn.Embedding(max_norm=)'s
                        # rows renormalised in place)
                        state_before = {k: torch.Tensor.detach(t).clone()
                                        for k, t in enumerate(params)
                                        if torch.Tensor.is_floating_point(t) or
                                        _is_int_state(torch.Tensor.detach(t))}
                        twin = _float64_twin(model) if spec[0] != "normal" else None
                        # (a normal call of a model with 16-bit floats: its float64 twin too,
                        # each 16-bit output's other answer, _alt_answers)
                        alt_twin = _float64_twin(model) if spec[0] == "normal" and \
                            _holds16(model, inputs) else None
                        probe = _copy_or_none(model) if spec[0] != "normal" or \
                            scans is not False or grids or packs else None
                        # (the model before a call with flags moved: is its answer random?)
                        before_flip = (probe or _copy_or_none(model)) if flipped else None
                        # each trial's outputs are its own (a reference that returns a view of
                        # a parameter or buffer it updates would alias them across trials)
                        try:
                            census = _OpNames() if scans is None else _nullcontext()
                            # (a keyed setting or an edged draw that makes the reference
                            # index with a negative number it read from data is out of its
                            # domain: _WrapIndex)
                            wrap = _WrapIndex() if not wraps and role != "timed" and (
                                perturbed or role in ("param", "edges") + EDITS or
                                spec[0] == "scaled" or
                                len(spec) > 4 and spec[4] == "zeros") else _nullcontext()
                            bound = _bindings(model)
                            # (in the call's autograd mode, CALL_MODES; no_grad for inference
                            # where _WrapIndex looks: a dispatch mode sees no op of a forward
                            # under inference_mode, and the values are the same)
                            call_as = mode_at(len(moves)) if role != "timed" else "no_grad"
                            if call_as == "inference" and not isinstance(wrap, _nullcontext):
                                call_as = "no_grad"
                            with wrap, census, call_mode(call_as):
                                raw = flatten_out(model(*inputs))
                            _unrebind(bound)
                            if getattr(wrap, "hit", False):
                                raise ValueError("a negative index read from data, wrapped")
                            if spec[0] == "edges" and any(isinstance(o, torch.Tensor) and
                                                          not o.numel() for o in raw):
                                raise ValueError("an empty answer at the edges")
                            if len(spec) > 4 and spec[4] in NAN_DRAWS and \
                                    not _usable(raw, spec):
                                # (NaN inputs the reference does not answer finitely: the
                                # usual case, before any check on the answer's rounding)
                                raise ValueError("not finite with NaN inputs")
                            if scans is None:       # (the first run: does it add cumulatively?
                                scans = bool(census.names & _SUM_SCANS)   # pick among ties?)
                                picks = bool(census.names & _TIE_PICKS)
                                grids = bool(census.names & _GRID_OPS)
                                packs = bool(census.names & _PACKS)
                            if flipped and _random_answer(before_flip, given, device):
                                # (a flipped flag turned on a dropout: noise no candidate
                                # matches; the trial's next draw leaves the flags as written)
                                raise ValueError("random with the flags moved")
                        except Exception:
                            # what the trial moved (above) may leave the reference's domain
                            # (a Python float: a dropout probability past 1; permuted integers,
                            # a random mask): redraw as written
                            if spec[0] == "normal" and not flipped and role not in EDITS and \
                                    role != "aim":
                                if perturbed:
                                    # (the keyed values take it out of its domain: the next
                                    # attempt, as for a non-finite answer; red team 59a's
                                    # MoCo queue pointer keyed past the queue's end raised)
                                    domain_out = True
                                    break
                                raise
                            undo()
                            continue
                        # each output's strides as returned (clone() makes a non-dense view
                        # dense): in a task that only moves data, a candidate's output must be
                        # laid out in its logical order, or as the reference's is
                        lay = [[int(s) for s in t.stride()] if isinstance(t, torch.Tensor)
                               else None for t in raw]
                        if ref_aliases is None and all(isinstance(t, torch.Tensor) for t in raw):
                            # what a correct candidate may alias too: the reference's own
                            # answer is its input, updated in place, or a buffer it updates
                            ref_aliases = _aliases(inputs, list(model.parameters()) +
                                                   list(model.buffers()), raw, held)
                        out = [t.clone() if isinstance(t, torch.Tensor) else t for t in raw]
                        taint = functools.lru_cache(1)(
                            lambda p=probe, g=given: None if p is None else _overflow_taint(p, g))
                        nudged = functools.lru_cache(1)(
                            lambda p=probe, g=given: None if p is None else _nudge_runs(p, g))
                        ties = functools.lru_cache(1)(
                            lambda p=probe, g=given: None if p is None else _tie_runs(p, g))
                        sources = functools.lru_cache(1)(
                            lambda p=probe, g=given: None if p is None else _sources(p, g))
                        rounding = [False] * len(out) if twin is None else \
                            _rounding_outputs(twin, given, out, probe, taint, nudged,
                                              far=abs(spec[3]) if len(spec) > 3 else 0.0,
                                              sources=sources)
                        if rounding is not None:
                            # elements made from an overflow are set aside (zeros sent, a mask
                            # says what is compared) and the trial stands for the rest
                            _set_aside(out, rounding)
                            if spec[0] == "large" or spec[0] == "normal" and packs:
                                _group(rounding, out, sources())
                            if scans:
                                _scan_floor(rounding, out, sources())
                            if picks and not (len(spec) > 4 and spec[4] in NAN_DRAWS):
                                # (not at a NaN draw, where no integer output is compared)
                                _steady_picks(rounding, out, nudged, ties)
                            elif spec[0] in ("large", "params", "small"):
                                _steady_ints(rounding, out, nudged)
                        # (the scaled trial carries the moves of fixed integer and bool
                        # inputs: where its answer would be compared less than in full, the
                        # moves are tried with the floats as drawn, red team 25's causal mask
                        # passed at 3 keys in 60 where q and k scaled by ~9 made attention
                        # rounding-bound)
                        if _usable(out, spec, raw) and rounding is not None and \
                                not (spec[0] == "scaled" and any(map(_finite_only, rounding))
                                     and _moves_something(mod.get_inputs, seed, fixed)) and \
                                (len(spec) <= 3 or not spec[3] or _far_kept(out, rounding, sources)):
                            kept = True
                            break                  # else this trial is redrawn
                        # (a far-shifted draw counts only where the reference is accurate
                        # there: it tests a candidate's cancellation, not its rounding)
                        undo()
                    if domain_out:
                        break
                    if role == "flags":
                        # (the next flag call starts past the values this one tried)
                        flag_next += j + 1 if kept and j < span else 1
                    if role == "aim" and not kept:
                        if pre_aim is not None:
                            pre_aim[0]()
                            del aims[pre_aim[1]:]
                        continue
                    if role in ("param", "flags", "edges") + EDITS and not kept:
                        continue
                    if role != "timed":
                        moves.append(move)
                    sets.append(given)
                    states.append({k: pack([torch.Tensor.detach(params[k]).clone()])
                                   for k, b in state_before.items()
                                   if k not in derived and (not _same_bytes(params[k], b) or
                                                            k in restate)})
                    afters.append(None if all(not isinstance(a, torch.Tensor) or _same_bytes(b, a)
                                              for a, b in zip(_input_leaves(given),
                                                              _input_leaves(list(inputs))))
                                  else list(inputs))
                    outs.append(out)
                    responses.append(response if role != "timed" else None)
                    rounding = rounding if rounding is not None else [False] * len(out)
                    if alt_twin:
                        rounding = _alt_answers(alt_twin, given, out, rounding)
                    if grids and probe is not None:
                        rounding = _grid_alts(probe, given, out, rounding)
                    roundings.append(rounding)
                    specs.append(spec)
                    layouts.append(lay)
                    if role == "trial":
                        last_trial = (seed, spec, given)
                    if role in EDITS:
                        edit_at.append(len(moves) - 1)
                    if role == "settle":
                        settle_at.append(len(moves) - 1)
                    last_given = given
                    if move and move[0] == "redraw":
                        _move_params(rmovers, None, asked["param_key"])   # (as keyed again)
                    if move and move[0] in NUDGES:
                        _move_params(emovers, None, asked["param_key"])   # (as keyed again)
                    if role == "param" or role in ("trial", "aim", "settle") and aims and \
                            aims[-1][0] == len(moves) - 1:
                        # (and after an aimed call: what the counters' settings made the
                        # forward change among the weights, a loss scaler's grown scale, is
                        # put back as keyed, as the candidate's side keys its weights at
                        # every call)
                        # (every tensor some call moves, as the candidate's side puts each
                        # back before a call that does not move it)
                        every = {m[1]: m for m in (movers or []) + (emovers or []) +
                                 (rmovers or [])}
                        _move_params(movers or [] if role == "param" else list(every.values()),
                                     None, asked["param_key"])
                        if role in ("trial", "aim", "settle"):
                            # (their values after every later call said again: the parent
                            # carries each state tensor's last value forward, and the moves
                            # of the parameter and edit calls move them too)
                            restate |= set(every)
                _move_params(movers or [], None, asked["param_key"])    # (as keyed again)
            if not perturbed or not domain_out and all(_finite(o) for o in outs):
                break
            if not split and use:
                # the tensors whose keyed values alone take the reference out of its domain
                # (red team 58b: log(prior) of a torch.rand prior whose keyed signs flip): the
                # next attempt keys every other one, dead slices and all, rather than the
                # ladder's fewer or none (where one such weight left every weight of the
                # model unkeyed, unmoved and unchecked)
                # (and a setting whose first move left the domain takes the first move that
                # does not, _setting's variants: a lone one too, red team 61a's group size)
                split = True
                moves_before = dict(setting_moves)
                bad, deadly = _domain_breakers(model, mod, params, use, sig, dead_all,
                                               asked["param_key"], init_seed, pristine, device,
                                               counters, setting_moves, wraps)
                if (bad or deadly or setting_moves != moves_before) and len(bad) < len(use):
                    attempts.insert(0, ([(k, kk) for k, kk in use if k not in bad],
                                        {k: v for k, v in dead_all.items()
                                         if k not in bad and k not in deadly}))
        # what the parent pairs the candidate's parameters with: only what was keyed here
        # (the others stay in the signature, so a candidate's tensor still pairs by its place
        # among those like it, and pairs with nothing: red team 59a's honest LayerNorm and
        # Gaussian NLL, whose variance, unkeyed, left the candidate's variance, declared
        # first, paired with the norm's weight and its negative dead element)
        keyed_now = {k for k, _ in use}
        unkeyed = sorted(k for k, e in enumerate(sig) if e[2] is not None and k not in keyed_now)
        _sync(device)
    except Exception as e:  # the reference's own bug: report it, never blame the candidate
        return {"kind": "error", "stage": "reference", "error": "reference failed: " + short_exc(e)}
    for o in outs:
        for t in o:
            if not isinstance(t, torch.Tensor):
                return {"kind": "error", "stage": "reference",
                        "error": f"reference returns {type(t).__name__}, not tensors"}
        if not _finite(o):
            return {"kind": "error", "stage": "reference", "error": "reference output has NaN/Inf"}
    if _random_answer(start, sets[0], device):
        return {"kind": "error", "stage": "reference",
                "error": "reference is random: two runs on the same inputs differ (a dropout in "
                         "training mode?), so no candidate can match it"}
    res = {"kind": "result", "init": pack(list(init)), "init_kw": pack(dict(init_kw)),
           "fwd_kw": fwd_kw, "init_seed": init_seed, "zero_init": zero_init,
           "zero_moved": seen_init.get("zero_moved", False),
           "modes": [mode_at(k) for k in range(len(moves))],
           "inputs": [pack(s) for s in sets],
           "outputs": [pack(o) for o in outs],
           "responses": [pack(r) if r is not None else None for r in responses], "specs": specs, "t_ref_ms": None, "rounding": pack(roundings),
           "params": sig, "perturbed": perturbed, "layouts": layouts,
           "unread": sorted(reads.get("unread", ())), "unkeyed": unkeyed,
           "counters": jumpers, "jump": jump_call, "jump_moves": jump_moves,
           "py_jump": py_moves, "aims": aims,
           "settings": [[k, v] for k, v in sorted(setting_moves.items()) if k in keyed_now],
           "dead": [[k, v[0], v[1]] for k, v in sorted(dead.items())],
           "checked": len(moves), "moves": moves, "edit_at": edit_at, "settle_at": settle_at,
           "aliases": ref_aliases or [],
           "t_compile_ms": None, "moves_only": _moves_only(model, mod.get_inputs, device, seed),
           "inputs_after": [a if a is None else pack(a) for a in afters],
           "state_after": states}
    if job["timed"]:
        with torch.no_grad():
            res["t_ref_ms"] = _bench(model, sets[:job["trials"]], device)[0]
            if job["timed"] == "compile":
                try:
                    compiled = torch.compile(model)
                    res["t_compile_ms"] = _bench(compiled, sets[:job["trials"]], device)[0]
                except Exception as e:  # torch.compile missing a backend is not fatal
                    res["compile_error"] = short_exc(e)
    return res


def _code_capacity(dtypes, r):
    """How many distinct codes in [-r, r) _distinct_codes can give for these dtypes: with a
    16-bit dtype among them, its own finite nonzero values in range that every other dtype holds
    exactly; otherwise cells of a grid, distinct in float32 below ~2^21 (2^20 kept)."""
    every = _shared_values(frozenset(dtypes), r)
    return 1 << 20 if every is None else int(every.numel())


@functools.lru_cache(maxsize=16)
def _shared_values(dtypes, r):
    """The values of the narrowest dtype of `dtypes` (a set) if it has 16 bits or fewer, kept
    where every dtype holds them exactly (fp16 with bf16: their intersection; with fp32: all of
    fp16's), sorted float64; None when every dtype is wider (a grid serves). Red team 14: fp32
    and fp16 inputs together got grid codes, which collide in fp16, so a cat + transpose was
    called a task that computes and PyTorch moved its data."""
    small = [dt for dt in dtypes if torch.finfo(dt).bits <= 16]
    if not small:
        return None
    every = _every_value(min(small, key=lambda dt: (torch.finfo(dt).bits, str(dt))), r)
    for dt in dtypes:
        every = every[every.to(dt).double() == every]
    return every


@functools.lru_cache(maxsize=16)
def _every_value(dt, r):
    """A 16-bit dtype's finite nonzero values in (-r, r), sorted (float64; not to be changed)."""
    every = torch.arange(-2**15, 2**15, dtype=torch.int32).to(torch.int16).view(dt).double()
    return every[torch.isfinite(every) & (every != 0) & (every.abs() < r)].unique()


def _distinct_codes(n, dtypes, r, gen):
    """n distinct values in [-r, r), in random order, exact in every dtype of `dtypes` (None if
    there are not that many). Distinct by construction, not by chance (red team 6: independent
    random float32 draws collide from a few thousand elements on, and a 128 x 192 transpose done
    in PyTorch was then called a task that computes): one value per cell of a grid of n cells,
    at a random point of its middle half, the cells shuffled. A 16-bit dtype has too few values
    for that grid: its codes are n of its own finite nonzero values in range (those every other
    input dtype holds exactly), drawn without replacement."""
    if not n or n > _code_capacity(dtypes, r):
        return None
    every = _shared_values(frozenset(dtypes), r)
    if every is not None:
        return every[torch.randperm(every.numel(), generator=gen)[:n]]
    cell = torch.randperm(n, generator=gen).double()
    u = torch.rand(n, generator=gen, dtype=torch.float64)
    return ((cell + 0.25 + 0.5 * u) / n * 2 - 1) * r        # cells 2r/n wide: distinct in
    #                                                          float32 below ~2^21 elements


def _moves_only(model, get_inputs, device, seed, codings=3):
    """True iff the reference's answer is a fixed, value-independent rearrangement of its
    inputs' elements and of constants: a pure data-movement task (transpose + contiguous,
    repeat, cat, pad, flip, tril, a gather with fixed indices ...), whose work IS the data
    movement. Each floating-point input element gets a code, `codings` times; the answer must
    hold at each position the code of the same input element in every coding, or the same
    constant. (relu, max, sort, x + 1 pick or make values that depend on the values: not data
    movement; the codings span three magnitudes, so an op that is the identity on small values,
    clamp(x, -3, 3), is not either.) When there are more elements than distinct codes (a 16-bit
    dtype, alone or beside wider ones, has ~17,000 in range, float32 2^20 here), an element's index is written in base B
    over several runs, one digit a run, each digit a code (red team 9: a 128 x 192 fp16
    transpose, or a 4096 x 4096 fp32 slice, was called a task that computes, so PyTorch could
    do the movement). Complex inputs are coded and outputs read as (re, im) pairs. False when
    it cannot tell: no floating-point or complex inputs, or the reference fails on the codes;
    and False when the answer is constants alone (nothing moved)."""
    runs = []        # per coding: (source index or -1, value) per output, over the digit runs
    try:
        with torch.no_grad():
            torch.manual_seed(seed)
            # complex inputs are coded through their (re, im) view: float data too (red team
            # 16: an fftshift of complex64 had no input to code, was called computing, and
            # PyTorch's slices and cat did it)
            # (tensors inside a list argument too: red team 17, torch.cat(feats, 1) of a list
            # had no input to code)
            floats = [_real_view(x) for x in _input_leaves(list(get_inputs()))
                      if _is_float_data(x) and x.numel()]
            n = sum(x.numel() for x in floats)
            dtypes = {x.dtype for x in floats}
            if not n:
                return False
            # a small answer can look like movement by chance: maximum(f(x), y) over two
            # elements picked y at both in each of three codings (level 5 seed 9, at a few
            # keys), so codings go on until the answer showed 64 elements, 32 codings at most
            c, shown = 0, 0
            while c < codings or (shown < 64 and c < 32):
                # codes in [-2, 2), [-1000, 1000), [-0.01, 0.01): an op that is the identity on
                # one range (clamp(x, -3, 3), red team 5's good_10) acts on another, so a task
                # that computes is never called movement
                r = (2.0, 1000.0, 0.01)[c % 3]
                base = min(n, _code_capacity(dtypes, r))
                if base < 2 and n > 1:
                    return False
                digits = 1
                while base ** digits < n:
                    digits += 1
                gen = torch.Generator().manual_seed((seed * 31 + c + 1) % 2**63)
                perm = torch.randperm(n, generator=gen)   # element j's number in this coding
                per_digit = []
                for d in range(digits):
                    book = _distinct_codes(base, dtypes, r, gen)
                    for dt in dtypes:                 # the values the inputs will hold
                        book = book.to(dt).double()
                    if book.unique().numel() != base:
                        return False
                    torch.manual_seed(seed)
                    inputs = get_inputs()
                    digit = (perm // base ** d) % base
                    left = [book[digit]]            # the codes not yet handed out

                    def code(x):
                        if _is_float_data(x) and x.numel():
                            rv = _real_view(x)       # x itself, or a complex x's (re, im)
                            v, left[0] = left[0][:rv.numel()].to(rv.dtype), left[0][rv.numel():]
                            v = v.reshape(rv.shape)
                            x = torch.view_as_complex(v) if x.is_complex() else v
                        return x.to(device) if isinstance(x, torch.Tensor) else x
                    coded = _map_leaves(code, list(inputs))
                    vals, order = book.sort()
                    found = []
                    for o in flatten_out(model(*coded)):
                        if not isinstance(o, torch.Tensor):
                            return False
                        o = o.detach().to("cpu")
                        o = (torch.view_as_real(o) if o.is_complex() else o).double().reshape(-1)
                        i = torch.searchsorted(vals, o).clamp(max=vals.numel() - 1)
                        found.append((torch.where(vals[i] == o, order[i], -1), o))
                    per_digit.append(found)
                inv = torch.empty_like(perm)
                inv[perm] = torch.arange(n)
                coding = []
                for outs in zip(*per_digit):          # one output over the digit runs
                    dig = torch.stack([s for s, _ in outs])
                    num = sum(dig[d].clamp(min=0) * base ** d for d in range(digits))
                    ok = (dig >= 0).all(0) & (num < n)
                    src = torch.where(ok, inv[num.clamp(max=n - 1)], -1)
                    coding.append((src, torch.stack([v for _, v in outs])))
                runs.append(coding)
                shown += sum(int(src.shape[-1]) for src, _ in coding)
                c += 1
    except Exception:  # noqa: BLE001 -- the reference fails on codes: cannot tell
        return False
    any_moved = False
    for outs in zip(*runs):           # one output across the codings
        src = torch.stack([s for s, _ in outs])
        val = torch.cat([v for _, v in outs])
        moved = (src >= 0).all(0) & (src == src[0]).all(0)
        # a constant is the same number in every coding and digit run, whether or not it is
        # also some input's code in one of them (a 16-bit dtype's codes are its own values, so
        # F.pad(x, value=1.0) drew 1.0 as a code and the task was called computing: red team
        # 15, adv_rt15_padone_1). A value that depends on the input varies somewhere.
        const = (val == val[0]).all(0)
        if not bool((moved | const).all()):
            return False
        any_moved = any_moved or bool(moved.any())
    # an answer of constants alone moves nothing: it is not a movement task (a synthetic
    # program whose bool mask drew False answers silu(0) = 0 everywhere, and the teacher's
    # honest kernels were refused the float copies a computing task may make)
    return any_moved


def _bench(fn, arg_sets, device, reps=BENCH_REPS, warmup=BENCH_WARMUP):
    """Median ms of fn(*args) over the input sets with CUDA events and an L2 flush before each
    rep (outside the timed region): the reference's timing."""
    flush = torch.empty(256 * 1024 * 1024, dtype=torch.int8, device=device)
    times = []
    for r in range(warmup + reps):
        args = arg_sets[r % len(arg_sets)]
        flush.zero_()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn(*args)
        end.record()
        torch.cuda.synchronize()
        if r >= warmup:
            times.append(start.elapsed_time(end))
    times.sort()
    return times[len(times) // 2], None


# ----------------------------------------------------------------------------------------
# the op monitor (gate 2), in the candidate child

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
        self.seed = 0                   # the job's seed (the interpreter's program order)
        self.calls = 0                  # forward calls begun (the CPU autotune turn)
        self.seen = []                  # aten op names, in first-seen order
        self.bad = []                   # reasons (the parent turns any into `fallback`)
        self.streams = set()            # streams kernels were launched on (GPU)
        self.ref_aliases = frozenset()  # aliases the reference's own outputs have (allowed)
        self.touched = {}               # storage data_ptr -> bytes snapshot after last write
        self.changed = set()            # storages a kernel wrote (or visible copies of them)
        self.launched = set()           # storages a launch of this call was given
        self.known = set()              # storages we saw created: inputs, weights, op outputs
        self.py_numbers = 0             # Python numbers put into tensors or passed to kernels
        self.launch_ints = 0            # integers launches were given (this call, or import
                                        # and __init__ together)
        self.benign = set()             # storages import/__init__ filled with random or
                                        # constant values (their dtype conversions round noise)
        self.consts = {}                # storage data_ptr -> [(dtype, number)] that forward's
                                        # allocations and fills wrote (torch.zeros, fill_(0.5))
        self.stores = []                # interpreter: (addresses, itemsize, value bytes or None)
        self.ranges = []                # interpreter: stack of (lo, hi) arrays per launch
        self.verify = None              # () -> reason or None: tools and modes unchanged
        self.kernels = None             # code objects of the kernels the static gate read
        self.moves_only = False         # the reference only moves data: PyTorch may not
        self.init_fn = 0                # inside torch.nn.init's own initialiser (_trust_init)

    @contextlib.contextmanager
    def quiet(self):
        """Our own bookkeeping (snapshots, comparisons) runs torch ops: the modes ignore them."""
        self.internal += 1
        try:
            yield
        finally:
            self.internal -= 1

    def python_numbers(self, n):
        """Count numbers and writes that Python chose and put into memory or kernels. A
        function of a 16-bit input has only 65,536 arguments: Python (math.exp in __init__)
        tabulated sigmoid over all of them and a kernel only gathered (red team 8). Past
        MAX_PY_NUMBERS, such a table is refused, whichever way it went in: a constructor's
        elements (integers too: bit patterns), allocations, fills and copies at the
        candidate's level (one each, whatever the value: where a 0 or 1 lands is a bit of a
        table), pieces of a cat, float arguments of launches."""
        self.py_numbers += n
        if self.py_numbers > MAX_PY_NUMBERS:
            self.flag(f"more than {MAX_PY_NUMBERS} numbers (16-bit units) or writes chosen in "
                      f"Python were put into tensors or kernel arguments (a table computed in "
                      f"Python, not in Triton)")
            raise RuntimeError("too many numbers made in Python (a table computed in Python)")

    def launch_integers(self, n):
        """Count every leaf of launches (arguments, constexprs, the grid): numbers, tensors,
        dtypes, None, and the characters of strings. They are sizes, strides, offsets, flags
        and buffers, a few per launch, but they can also carry a table: red team 10
        packed an fp16 sigmoid table into int64 launch arguments in __init__ and a kernel
        stored them (adv_rt10_inttable_1); red team 12 passed 65,536 one-element views whose
        addresses were the table (adv_rt12_ptrtable_1). Counted per call of forward
        (memory kept from an earlier call is NaN when the next starts, so a table made in
        one call serves that call only) and for import and __init__ together; a Python loop launching
        a kernel per row is what runs out (the grid is for that)."""
        self.launch_ints += n
        if self.launch_ints > MAX_PY_NUMBERS:
            self.flag(f"more than {MAX_PY_NUMBERS} launch arguments (numbers, tensors, dtypes, "
                      f"string characters) in one call (a table chosen in Python, or a Python "
                      f"loop of launches: use the grid)")
            raise RuntimeError("too many launch arguments (a table chosen in Python)")

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


def _fingerprint(namespaces):
    """For each namespace, its callables and modules: a replaced tool shows as another object.
    (itemgetter and map(operator.is_) keep the re-check in C - it runs at every launch - and
    need no id(), which would raise an audit event per call.)"""
    import operator
    import types
    out = []
    for ns in namespaces:
        d = vars(ns)
        keys = [k for k, v in list(d.items()) if callable(v) or
                isinstance(v, (types.ModuleType, property, staticmethod, classmethod))]
        getter = operator.itemgetter(*keys)
        out.append((ns, keys, getter, getter(d), operator.is_))
    return out


_BASE_PRINTS = None   # set by the server before it forks: the fingerprint of _stable_spaces()


def _stable_spaces():
    """Namespaces the monitor's checks rely on that no hook of ours changes."""
    import builtins
    import numpy as np
    import triton
    from triton.runtime import interpreter as interp
    spaces = [torch, torch.Tensor, torch._C.TensorBase, torch.nn.Module, torch.nn.functional,
              torch.nn.Parameter, triton, builtins, np, torch.overrides,
              torch.utils._python_dispatch]      # (not tl: the interpreter patches it itself)
    if os.environ.get("TRITON_INTERPRET") == "1":
        spaces += [interp.GridExecutor]    # (InterpreterBuilder: its create_dot is ours)
    return spaces


def _changed_tools(prints):
    for ns, keys, getter, then, is_ in prints:
        try:
            now = getter(vars(ns))
        except KeyError:
            now = ()
        if len(now) != len(then) or not all(map(is_, now, then)):
            d = vars(ns)
            k = next((k for k, v in zip(keys, then) if d.get(k) is not v), "?")
            return f"{getattr(ns, '__name__', ns)}.{k} was replaced"
    return None


def _check_kernel_memory(mon, tensors):
    """Before a launch: a kernel may only read memory holding what visible ops and kernels put
    there. Returns each storage's snapshot before the launch."""
    if mon.device == "cuda":
        torch.cuda.synchronize()   # work still running on a side stream is not a hidden write
    prev = {}
    for a in tensors:
        key = a.untyped_storage().data_ptr()
        if not a.untyped_storage().nbytes():
            continue
        if key not in mon.known:
            mon.flag("a kernel was given memory that no visible PyTorch op of this call (or __init__) "
                     "created")
        elif key in mon.touched and not torch.equal(mon.raw(a), mon.touched[key]):
            mon.flag("memory changed outside PyTorch and Triton before a kernel read it")
        if key not in mon.touched:
            mon.snapshot(a)
        prev[key] = mon.touched[key]
    return prev


def _after_launch(mon, tensors, prev, stream, new_stores, np):
    """After a launch: snapshot its memory and record which storages the kernel wrote. Under
    the interpreter the bytes must equal the bytes before with the logged stores applied."""
    with torch.cuda.stream(stream) if stream is not None else _nullcontext():
        for a in tensors:  # on the launch's stream: ordered after the kernel, even a side one
            key = a.untyped_storage().data_ptr()
            mon.launched.add(key)
            before = prev.get(key)
            mon.snapshot(a)
            if stream is not None and (before is None or not torch.equal(before, mon.touched[key])):
                mon.changed.add(key)
    if stream is not None:
        return
    done = set()
    for a in tensors:
        lo, hi = _storage_range(a)
        if lo in done or lo not in prev or hi == lo:
            continue
        done.add(lo)
        now, before = mon.touched[lo].numpy(), prev[lo].numpy()
        # replay the launch's stores in order: last writer wins; an atomic's result is not
        # replayed (free: any value); every other byte must equal the bytes before
        expect, free = before.copy(), np.zeros(hi - lo, dtype=bool)
        wrote = False
        for addr, size, vals in new_stores:
            sel = (addr >= lo) & (addr + np.uint64(size) <= hi)
            if not sel.any():
                continue
            wrote = True
            off = (addr[sel] - lo).astype(np.int64)
            for b in range(size):
                if vals is None:
                    free[off + b] = True
                else:
                    expect[off + b] = vals[sel, b]
                    free[off + b] = False
        if wrote:
            mon.changed.add(lo)
        if bool(((now != expect) & ~free).any()):
            mon.flag("memory changed during a launch to bytes the kernel did not store")


def _grid_of(mon, kernel, grid, args, kwargs):
    """A grid callable's grid: called like Triton does (a dict of the kernel's arguments by
    name, defaults included, tensors as tensors), before the launch, and checked to be what
    Triton accepts: a tuple or list of one to three non-negative ints."""
    import inspect
    import triton.language as tl
    fn = getattr(kernel, "fn", None)
    names = inspect.signature(fn).parameters if fn is not None else {}
    try:
        meta = inspect.getcallargs(fn, *args, **{k: v for k, v in kwargs.items() if k in names})
    except TypeError as e:
        raise RuntimeError(f"launch arguments do not fit the kernel: {e}") from None
    g = grid(dict(meta))
    if type(g) in (tuple, list):
        g = tuple(v.value if type(v) is tl.constexpr else v for v in g)
    if type(g) is not tuple or not 1 <= len(g) <= 3 or \
            not all(type(v) is int and v >= 0 for v in g):
        mon.flag(f"a grid callable returned {type(g).__name__}, not 1 to 3 ints")
        raise RuntimeError("a grid callable must return a tuple of 1 to 3 ints")
    return g


@functools.lru_cache(maxsize=1)
def _descriptor_type():
    try:
        from triton.tools.tensor_descriptor import TensorDescriptor
        return TensorDescriptor
    except ImportError:      # an older Triton: no descriptors at all
        return None


def _tensor_args(args):
    """The tensors a launch is given: plain, inside tuples, or as a TensorDescriptor's base
    (Triton's own class, by identity: reading `.base` of any object ran a candidate's property,
    and the bookkeeping that asked did so with the monitor quiet, red team 12)."""
    out = []
    for a in args:
        if isinstance(a, torch.Tensor):
            out.append(a)
        elif type(a) in (tuple, list):
            out += _tensor_args(a)
        elif _descriptor_type() is not None and type(a) is _descriptor_type() and \
                isinstance(a.base, torch.Tensor):
            out.append(a.base)
    return out


def _odd_args(args, kernels=None):
    """Launch arguments of a type a kernel has no business receiving (returns a type name).
    A kernel receives tensors, numbers, strings, dtypes, constexprs wrapping those, Triton's
    own TensorDescriptor (by identity, not by name) and checked @triton.jit functions: never a
    Python object whose methods the interpreter would run as the kernel's Python (red team 4:
    tl.constexpr(obj), a class named TensorDescriptor), nor a list, dict or set (red team 5:
    the interpreter hands the same object to the jit body, so it is a channel back to
    forward()); tuples (of these types) only."""
    import triton.language as tl
    from triton.runtime.jit import KernelInterface
    TensorDescriptor = _descriptor_type()
    for a in args:
        if isinstance(a, KernelInterface):    # a jit function passed as a constexpr
            if kernels is not None and _kernel_code(a) not in kernels:
                return "kernel (not a @triton.jit def of the candidate)"
            continue
        if type(a) is tl.constexpr:
            a = a.value
            if isinstance(a, torch.Tensor):     # no range, snapshot or provenance would see it
                return "constexpr of a tensor"  # (red team 13)
            if isinstance(a, KernelInterface) or type(a) is tl.constexpr:
                bad = _odd_args([a], kernels)
                if bad:
                    return bad
                continue
        if type(a) is tuple:      # immutable; Triton takes tuples of the types below
            bad = _odd_args(a, kernels)
            if bad:
                return bad
        elif isinstance(a, (list, dict, set, bytearray)) or type(a) is tuple:
            # a mutable container is shared by reference between the jit body and forward()
            # under the interpreter (red team 5: a kernel appended each input's bits to a list
            # and forward() computed the task in Python); a GPU launch refuses lists anyway
            return f"{type(a).__name__} (a mutable container; pass a tuple or a tensor)"
        elif TensorDescriptor and type(a) is TensorDescriptor:
            if type(a.base) not in (torch.Tensor, torch.nn.Parameter):
                return type(a.base).__name__
        elif type(a) not in _ARG_TYPES and not isinstance(a, tl.dtype):
            return type(a).__name__
        elif type(a) is int and not -(1 << 63) <= a < (1 << 64):
            # a GPU launch takes 64 bits; the interpreter folds a constexpr of any size, and
            # one 3,900-digit int carried 800 entries of a table (red team 14)
            return "int outside 64 bits"
        elif isinstance(a, torch.Tensor) and type(a) is not torch.Tensor and \
                type(a) is not torch.nn.Parameter:
            return type(a).__name__
    return None


JIT_BUILTINS = ("range len min max abs int float bool print isinstance tuple zip enumerate "
                "True False None").split()


def _is_tl_scalar(v):
    import triton.language as tl
    return isinstance(v, tl.dtype) or (type(v) is tl.constexpr and
                                       type(v.value) in (int, float, bool, str, type(None)))


def _jit_visible(v, kernels):
    """May a candidate's kernel body see the module-level value v (under the interpreter)?"""
    import types
    import triton.language as tl
    from triton.runtime.jit import KernelInterface
    if isinstance(v, KernelInterface):
        return kernels is not None and _kernel_code(v) in kernels
    if isinstance(v, types.ModuleType):
        return v.__name__.split(".")[0] == "triton"
    if type(v) in (int, float, bool, str, type(None)) or isinstance(v, tl.dtype):
        return True
    if isinstance(v, tl.constexpr):
        # what it wraps, too: tl.constexpr(Helper()) reached a kernel whose c.value.to(x)
        # ran the candidate's Python inside the launch, computing erf with math.erf (red
        # team 12): a constexpr holds a number, a string, None, a dtype or a kernel
        return type(v) is tl.constexpr and _jit_visible(v.value, kernels) and \
            not isinstance(v.value, types.ModuleType)
    if type(v) is tuple:
        return all(_jit_visible(x, kernels) for x in v)
    mod = getattr(v, "__module__", None) if callable(v) else None   # Triton's own functions:
    return isinstance(mod, str) and mod.split(".")[0] == "triton" and \
        getattr(sys.modules.get(mod), getattr(v, "__name__", "") or "", None) is v  # (really)


def _kernel_code(k):
    """The code object of the Python function a (possibly autotuned) kernel object wraps."""
    for _ in range(8):
        fn = getattr(k, "fn", None)
        if fn is None or fn is k:
            break
        k = fn
    return getattr(k, "__code__", None)


# ----------------------------------------------------------------------------------------
# lowering to Triton IR (interpreter only): the interpreter runs a jit body as Python, so
# Python arithmetic on loaded values, f-strings, lambdas or math.* there would run; Triton's
# own front end (the code generator a GPU compile starts with) refuses them. Each kernel
# specialization is lowered to TTIR at its first launch in a child, for a fixed CUDA target
# (no GPU needed: the front end only builds IR), and a kernel that does not lower is refused.

LOWERING_FLAG = "a kernel does not lower to Triton IR"
# The keywords @triton.jit may take (the static gate's rule, and what the lowering passes on):
# what to specialise, and debug/noinline. Not repr or launch_metadata, callables Triton runs
# while it compiles or launches the kernel (red team 11).
JIT_KEYWORDS = frozenset(("do_not_specialize", "do_not_specialize_on_alignment", "debug", "noinline"))
_LOWERING = {}      # target, backend and the mirror of triton.language (see _lowering_tools)


def _lowering_tools():
    """Triton's CUDA front end and a mirror of triton.language whose @jit library functions
    (tl.max, tl.sum, ... are the interpreter's objects under TRITON_INTERPRET=1, which the code
    generator cannot call) are JITFunctions. Built once, in the server before it forks."""
    if _LOWERING:
        return _LOWERING
    import types
    import triton.language as tl
    from triton.backends.compiler import GPUTarget
    from triton.backends.nvidia.compiler import CUDABackend
    from triton.runtime import interpreter as interp
    from triton.runtime.jit import JITFunction
    target = GPUTarget("cuda", 90, 32)
    jits, mods = {}, {}

    def conv(v, visible=None):
        if isinstance(v, interp.InterpretedFunction):
            return as_jit(v.fn, v.kwargs, visible)
        if isinstance(v, types.ModuleType) and (v.__name__ == "triton" or
                                                v.__name__.startswith("triton.language")):
            return as_mod(v)      # triton itself too: a body may write triton.language.max
        return v

    def as_mod(m):
        if m.__name__ not in mods:
            mods[m.__name__] = mirror = types.ModuleType(m.__name__)
            for k in dir(m):
                try:
                    setattr(mirror, k, conv(getattr(m, k)))
                except AttributeError:
                    pass
        return mods[m.__name__]

    def as_jit(fn, kw=None, visible=None):
        """A JITFunction of fn whose globals hold JITFunctions and mirrors; for the candidate's
        functions only what its kernel bodies may see (visible(v))."""
        if fn not in jits:
            jf = JITFunction(fn, **{k: v for k, v in (kw or {}).items() if k in JIT_KEYWORDS})
            jits[fn] = jf
            jf.__globals__ = {k: conv(v, visible) for k, v in fn.__globals__.items()
                              if visible is None or k == "__name__" or visible(v)}
        return jits[fn]

    as_mod(tl)
    as_mod(sys.modules["triton"])
    # The interpreter patches triton.language (module functions, tensor and dtype methods) for
    # each launch, and a @jit function called from a kernel patches it without restoring it
    # (Triton 3.7: InterpretedFunction.__call__), so after the first such launch the code
    # generator, which reads triton.language.core directly, would see the interpreter's
    # versions. The originals, taken here before any launch, are put back while a kernel
    # lowers (and the interpreter's state after it).
    spaces = [m for n, m in sorted(sys.modules.items()) if m is not None and
              (n == "triton.language" or n.startswith("triton.language."))]
    spaces += [v for m in list(spaces) for v in list(vars(m).values()) if isinstance(v, type)
               and str(getattr(v, "__module__", "")).startswith("triton.language")]
    originals = [(o, dict(vars(o))) for o in dict.fromkeys(spaces)]
    backend = CUDABackend(target)
    # one MLIR context with Triton's dialects loaded, made here and inherited by every child
    # (making it cost ~3 ms a child, about 3 % of a small evaluation): each child's kernels
    # lower into its own copy of it
    from triton._C.libtriton import ir
    ctx = ir.context()
    ir.load_dialects(ctx)
    backend.load_dialects(ctx)
    _LOWERING.update(target=target, backend=backend, as_jit=as_jit, originals=originals,
                     ctx=ctx)
    return _LOWERING


@contextlib.contextmanager
def _original_language(originals):
    """triton.language as it was before any launch, for the duration of the block."""
    changed = []
    try:
        for obj, was in originals:
            now = vars(obj)
            for name in [n for n in now if n not in was]:
                changed.append((obj, name, now[name]))
                delattr(obj, name)
            for name, val in was.items():
                cur = now.get(name, _MISSING)
                if cur is not val:
                    changed.append((obj, name, cur))
                    setattr(obj, name, val)
        yield
    finally:
        for obj, name, val in reversed(changed):
            if val is _MISSING:
                delattr(obj, name)
            else:
                setattr(obj, name, val)


_MISSING = object()


def _front_end_error(e):
    """The innermost reason of a front-end error (a CompilationError in a called helper wraps
    the helper's; its text is source lines and a caret, the reason last)."""
    for _ in range(8):
        if e.__cause__ is None:
            break
        e = e.__cause__
    lines = [ln.strip() for ln in str(e).splitlines() if ln.strip().strip("^")]
    return f"{type(e).__name__}: {lines[-1] if lines else ''}"[:300]


# A constant of a lowered kernel's IR (`arith.constant 1.5 : f32`, or a splat `dense<1.5>`).
_CONSTANT = re.compile(r"arith\.constant (?:dense<)?([^ :<>]+)>? : (\S+)")
CONST_FREE = 256     # distinct ones a run's kernels may carry before they count as numbers


# Triton IR ops a candidate's kernel may not contain: on a GPU no check sees what they touch
# (an integer made into a pointer addresses memory no argument names: red team 22 planned a
# cache whose address a kernel keeps as an integer in __init__'s memory; inline PTX can do
# anything). Under the interpreter the address check would refuse the first, but a kernel
# launched only on a GPU never runs there: the GPU launch checks the compiled IR as well.
IR_REFUSED = (("tt.int_to_ptr", "casts an integer to a pointer"),
              ("tt.elementwise_inline_asm", "runs inline assembly"))


def _ir_refusal(name, ir_text):
    """A reason if a kernel's Triton IR holds an op of IR_REFUSED, else None."""
    for op, what in IR_REFUSED:
        if op in ir_text:
            return f"kernel {name} {what} ({op}): no check could see what it touches on a GPU"
    # The value an atomic returns is what other programs of the launch left there. Programs
    # run here one after another, so a ticket (r = atomic_add(count, 1): the execution rank)
    # let each program take the carry of the one ranked before it, with no wait, whatever
    # order the programs ran in; on a GPU that read races (red team 41: a one-launch cummax,
    # adv_rt41_ticketcarry_1). Tickets, locks and work counters order programs in ways the
    # interpreter cannot check: a kernel may not use what an atomic returns (within its own
    # tt.func, where SSA names are unique).
    for func in ir_text.split("tt.func")[1:]:
        if _atomic_result_used(func):
            return (f"kernel {name} uses the value an atomic returned (what other programs of "
                    f"the launch left there: they run in no order and none waits for another)")
    return None


_IR_DEF = re.compile(r"^\s*(%[\w]+)(?::\d+)?\s*=\s*([\w.\"]+)(.*)$")
_IR_VALUE = re.compile(r"%[\w]+")
# ops with a result whose operands matter whether or not the result is used: control flow,
# calls, atomics
_IR_EFFECTS = ("scf.", "tt.call", "tt.atomic_", "\"tt.reduce\"", "\"tt.scan\"", "tt.print",
               "tt.assert")


def _atomic_result_used(func):
    """Does this tt.func's IR use what an atomic returned? A use is a value that reaches
    something with an effect (a store, a branch, a loop, a call, another atomic, a return or
    yield) through the ops that compute from it. Triton writes a float atomic_max as an int
    max and an int umin whose results a select combines (unused when the kernel discards the
    atomic's value): that select is dead, not a use (red team 38's honest row max)."""
    deps, live, atomics = {}, set(), []
    for line in func.splitlines():
        line = line.split(" loc(")[0]
        m = _IR_DEF.match(line)
        if m:
            name, op, rest = m.group(1), m.group(2), m.group(3)
            used = set(_IR_VALUE.findall(rest))    # (%x#0, a result of several: %x)
            deps[name] = used
            if op.startswith("tt.atomic_"):
                atomics.append(name)
            if op.startswith(_IR_EFFECTS):
                live |= used
        else:                                  # no result: a store, a yield, a return
            live |= set(_IR_VALUE.findall(line))
    todo = list(live)
    while todo:
        for u in deps.get(todo.pop(), ()):
            if u not in live:
                live.add(u)
                todo.append(u)
    return any(a in live for a in atomics)


def _make_lowerer(mon):
    """lower(kernel, args, kwargs) -> None, or why the launch's specialization does not lower
    (once per kernel and specialization in a child)."""
    from triton.compiler.compiler import ASTSource
    from triton.runtime.jit import create_function_from_signature
    tools = _lowering_tools()
    target, backend = tools["target"], tools["backend"]
    binders, done, consts = {}, {}, set()

    def lower(kern, args, kwargs):
        fn = kern.fn
        if getattr(getattr(fn, "__code__", None), "co_filename", None) != CANDIDATE_FILE:
            return None
        jf = tools["as_jit"](fn, kern.kwargs, lambda v: _jit_visible(v, mon.kernels))
        if fn not in binders:
            binders[fn] = create_function_from_signature(jf.signature, jf.params, backend)
        try:
            bound, spec, options = binders[fn](*args, **kwargs)
        except Exception as e:  # noqa: BLE001 -- arguments a GPU compile would not take
            # (red team 6: a str or torch.dtype given to a parameter that is not constexpr, or
            # a str default, made the binder raise; returning None then switched the lowering
            # off, and the interpreter ran the body as plain Python). A launch Triton's own
            # binder refuses is refused: on a GPU it would not run either.
            return f"{LOWERING_FLAG}: {fn.__name__}: its arguments do not bind: {_front_end_error(e)}"
        key = (fn, repr(spec), repr(sorted(options.items())))
        if key not in done:
            try:
                options, signature, constexprs, attrs = jf._pack_args(backend, dict(kwargs), bound,
                                                                      spec, options)
                with _original_language(tools["originals"]):
                    mod = ASTSource(jf, signature, constexprs, attrs).make_ir(
                        target, options, backend.get_codegen_implementation(options),
                        backend.get_module_map(), tools["ctx"])
                text = str(mod)
                done[key] = _ir_refusal(fn.__name__, text)
                # numbers the kernel's constexpr arithmetic made at compile time are numbers
                # chosen in Python too: static_range(1024) over constexpr bit patterns folded
                # 1 / (1 + E ** -x) into a 4,096-entry sigmoid table (red team 16). The run's
                # distinct scalar constants, past CONST_FREE, count against the budget.
                new = set(_CONSTANT.findall(text)) - consts
                consts.update(new)
                over = len(consts) - CONST_FREE
                if over > 0:
                    mon.python_numbers(min(over, len(new)))
            except Exception as e:  # noqa: BLE001 -- the front end's verdict on the kernel
                done[key] = f"{LOWERING_FLAG}: {fn.__name__}: {_front_end_error(e)}"
        return done[key]
    return lower


def _bf16_wide(bits):
    """bf16 values held as their uint16 bit patterns (as Triton's interpreter holds them), as
    float32: exact."""
    import numpy as np
    return (np.asarray(bits).astype(np.uint32) << np.uint32(16)).view(np.float32)


def _bf16_narrow(x):
    """float32 values rounded to bf16 (to nearest, ties to even; NaN stays NaN), as uint16 bit
    patterns."""
    import numpy as np
    x = np.ascontiguousarray(x, dtype=np.float32)
    u = x.view(np.uint32)
    r = ((u + np.uint32(0x7FFF) + ((u >> np.uint32(16)) & np.uint32(1))) >> np.uint32(16))
    return np.where(np.isnan(x), np.uint16(0x7FC0), r.astype(np.uint16))


def _install_hooks(mon, lower_kernels=True):
    """Wrap Triton's launch entry points and the interpreter's memory ops. The wrappers hold
    `mon` in closures: no module global a candidate could reset."""
    import numpy as np
    import triton.language as tl
    from triton.runtime.jit import JITFunction
    interp_on = os.environ.get("TRITON_INTERPRET") == "1"
    langs_patched = set()     # (the language modules patched in this launch: device_call)

    def wrap_run(orig):
        def run(self, *args, grid, warmup, **kwargs):
            if warmup:
                return orig(self, *args, grid=grid, warmup=warmup, **kwargs)
            if mon.kernels is not None and _kernel_code(self) not in mon.kernels:
                # only what the static gate read as a kernel may run as one: not triton.jit(f)
                # called at run time, exec'd code, a rebound .fn or a replaced __code__
                mon.flag("a kernel that is not a @triton.jit def of the candidate's source "
                         "was launched")
                raise RuntimeError("launch of an unchecked kernel")
            if mon.depth > 0:
                # only candidate code runs inside a launch (grid callables, hooks): a launch from
                # there would skip this launch's checks (red team 4: a Python object went in)
                mon.flag("a kernel was launched from inside another launch")
                raise RuntimeError("a launch inside a launch")
            if getattr(self, "_repr", None) is not None or getattr(self, "launch_metadata", None) is not None:
                # Triton calls these while it compiles (repr) or at every launch on a GPU
                # (launch_metadata), inside the launch (red team 11; the gate refuses them)
                mon.flag("a kernel with a repr or launch_metadata callable was launched")
                raise RuntimeError("triton.jit(repr=..., launch_metadata=...)")
            if kwargs.get("ir_override") is not None:
                # a GPU compile would load this file's IR instead of the checked kernel's
                # (triton.Config(..., ir_override=path) passes it here: red team 15)
                mon.flag("a kernel was launched with ir_override (IR not compiled from its source)")
                raise RuntimeError("ir_override")
            if getattr(self, "pre_run_hooks", None):
                # Triton runs these inside the launch, after our checks (add_pre_run_hook is
                # no idiom; the static gate refuses a kernel's attributes)
                mon.flag("a kernel was given a launch hook (add_pre_run_hook)")
                raise RuntimeError("a launch hook")
            if callable(grid):
                # Triton calls a grid callable inside the launch, after our bookkeeping, with
                # the dict it then launches from, and the interpreter does so while
                # triton.language's builtins are its NumPy builder: tl.load/tl.store ran
                # there on the pointers in `meta` and counted as the kernel's stores (red
                # team 7). Evaluate it here instead, as forward code the modes watch, on a
                # copy of the arguments, and launch with the grid it returned.
                grid = _grid_of(mon, self, grid, args, kwargs)
            mon.launches += 1
            # floats against the candidate's whole budget, in tuples and tl.constexpr too (red
            # team 9 passed 3,000 constexpr floats in one tuple); integers, bools and the grid
            # against a budget per call (launch_integers)
            given = list(args) + list(kwargs.values())
            mon.python_numbers(_leaves(given, (float,), tl.constexpr)[1])
            if not mon.timing:
                # every leaf counts: a string its characters (red team 11 wrote a table as the
                # lengths of constexpr strings), a tensor one, its address being a number Python
                # chose (red team 12 passed 65,536 one-element views, a table in their
                # offsets), and a dtype or a None one (red team 12: 4,096 dtypes, 12 kbit)
                mon.launch_integers(_leaves(
                    given + list(grid if type(grid) in (tuple, list) else ()), None, tl.constexpr)[1])
            if mon.phase != "forward":
                with mon.quiet():                      # what a kernel wrote is not noise
                    for t in _tensor_args(given):
                        mon.benign.discard(t.untyped_storage().data_ptr())
            stream = torch.cuda.current_stream() if mon.device == "cuda" else None
            if stream is not None:
                mon.streams.add(stream)
            # Bookkeeping only for the outermost launch, and none while timing (it would be
            # timed too). It runs "inside" the launch (depth 1): it is not the candidate's.
            book = mon.depth == 0 and not mon.timing
            tensors = _tensor_args(given)
            with mon.quiet():
                host = mon.device == "cuda" and any(a.device.type != "cuda" for a in tensors)
            if host and mon.depth == 0:
                # pinned host memory is addressable from a GPU kernel, and PyTorch's host
                # allocator hands freed blocks back unscrubbed (red team 22): checked calls and
                # timed ones alike (a set lookup's cost)
                mon.flag("a GPU kernel was given a tensor in host memory")
                raise RuntimeError("a host tensor")
            if mon.timing and mon.depth == 0 and not all(
                    a.untyped_storage().data_ptr() in mon.known for a in tensors):
                # while timing, only this check of memory runs (set lookups, no bytes read):
                # a kernel may not read what an earlier call left behind
                mon.flag("a kernel was given memory kept from an earlier call")
            prev, n_stores = {}, len(mon.stores)
            if book:
                with mon.quiet():
                    why = mon.verify() if mon.verify else None
                    if why:
                        mon.flag(why)
                    odd = _odd_args(given, mon.kernels)
                    if odd:
                        mon.flag(f"a kernel was given an argument of type {odd}")
                        raise RuntimeError(f"kernel argument of type {odd}")

                    prev = _check_kernel_memory(mon, tensors)
                    if interp_on:
                        rs = sorted({_storage_range(a) for a in tensors if a.untyped_storage().nbytes()})
                        mon.ranges.append((np.array([r[0] for r in rs], dtype=np.uint64),
                                           np.array([r[1] for r in rs], dtype=np.uint64)))
            mon.depth += 1   # only here: bookkeeping that raised above leaves the depth as it was
            try:
                if book and lower is not None and isinstance(self, interp.InterpretedFunction):
                    # inside the launch (depth 1): the front end reads data_ptr() for alignment
                    why = lower(self, args, kwargs)
                    if why:
                        mon.flag(why)
                        raise RuntimeError("a kernel that does not lower to Triton IR")
                langs_patched.clear()
                ret = orig(self, *args, grid=grid, warmup=warmup, **kwargs)
                if not interp_on and id(ret) not in compiled_ok:
                    # (a GPU launch returns the compiled kernel: its IR checked once)
                    try:
                        text = str(ret.asm["ttir"])     # (Triton's AsmDict)
                    except Exception:  # noqa: BLE001 -- no IR kept: nothing to read
                        text = ""
                    why = _ir_refusal(getattr(getattr(self, "fn", None), "__name__", "?"), text)
                    if why:
                        mon.flag(why)
                    compiled_ok[id(ret)] = ret     # (held: its id is not reused)
                return ret
            finally:
                if book:
                    with mon.quiet():
                        if interp_on:
                            mon.ranges.pop()
                        _after_launch(mon, tensors, prev, stream, mon.stores[n_stores:], np)
                        why = mon.verify() if mon.verify else None
                        if why:
                            mon.flag(why)
                mon.depth -= 1
        return run

    lower, compiled_ok = None, {}
    if interp_on:
        from triton.runtime import interpreter as interp
        lower = _make_lowerer(mon) if lower_kernels else None
    JITFunction.run = wrap_run(JITFunction.run)
    if interp_on:
        interp.InterpretedFunction.run = wrap_run(interp.InterpretedFunction.run)
        # Triton caches each kernel's rewritten Python function in a class-level dict that any
        # reference to the kernel reaches (kern.rewritten_fn[kern.fn] = f is an item write, no
        # audit event): keep the cache here, in a closure, so what runs is always the rewrite
        # of the checked source.
        rewritten = {}

        def rewrite(self):
            if self.fn not in rewritten:
                # The rewriter re-reads the source text and takes its LAST `def ` line (one
                # hidden in a string or comment would be the kernel that runs), and runs the
                # plain Python function when it finds no source: neither for candidate code.
                # (Triton's own @jit library functions live in files the child cannot read.)
                import inspect
                if getattr(getattr(self.fn, "__code__", None), "co_filename", None) == CANDIDATE_FILE:
                    with mon.quiet():
                        try:
                            lines = inspect.getsourcelines(self.fn)[0]
                        except (OSError, TypeError):
                            lines = []
                    if sum(line.strip().startswith("def ") for line in lines) != 1:
                        mon.flag(f"kernel {self.fn.__name__}: its source text does not hold "
                                 f"exactly one def line")
                        raise RuntimeError("a kernel's source is not the checked function")
                rewritten[self.fn] = self.rewriter.rewrite_ast()
            return rewritten[self.fn]
        interp.InterpretedFunction.rewrite = rewrite

        def device_call(self, *args, **kwargs):
            """A @jit function called from a kernel body (tl.sum, tl.max, a candidate's
            helper). Triton 3.7's version patches triton.language again at every such call in
            every program (_patch_lang: an inspect.getmembers walk of tl, tl.core, tl.tensor
            and tl.math, about a fifth of a softmax kernel's time under the interpreter), and
            every walk after a launch's first finds the same modules patched already (the
            launch restores them only at its end): here a launch patches each set once."""
            langs = frozenset(id(v) for v in self.fn.__globals__.values()
                              if v is tl or v is tl.core)
            if langs not in langs_patched:
                interp._patch_lang(self.fn)
                langs_patched.add(langs)
            fn = self.rewrite()
            try:
                return fn(*args, **kwargs)
            except Exception as e:
                raise interp.InterpreterError(repr(e)) from e
        interp.InterpretedFunction.__call__ = device_call

        def compile_and_exec(self, transformed_ast):
            """Triton's version copies the interpreter module's globals (inspect, np, the memory
            log, ...) INTO the kernel's module, i.e. the candidate's namespace (red team 4: the
            candidate then named `inspect` and read the monitor from a closure). Here the
            rewritten kernel runs in a copy of its module's globals plus the one helper the
            rewrite calls, and the candidate's module is left as it was."""
            code = compile(transformed_ast, filename=self.filename, mode="exec")
            env = dict(self.fn.__globals__)
            if getattr(self.fn, "__code__", None) is not None and \
                    self.fn.__code__.co_filename == CANDIDATE_FILE:
                # what a candidate's kernel body reaches at run time is what the jit-body rules
                # allow it to name: Triton, checked kernels, constants and a few builtins; not
                # plain Python functions, classes, math or torch (red team 3: a @triton.jit
                # name rebound to a plain def ran Python inside the launch)
                env = {k: v for k, v in env.items() if _jit_visible(v, mon.kernels)}
                env["__builtins__"] = jit_builtins
                defaults = list(self.fn.__defaults__ or ()) + list((self.fn.__kwdefaults__ or {}).values())
                odd = next((type(d).__name__ for d in defaults if type(d) not in
                            (int, float, bool, str, type(None)) and not _is_tl_scalar(d)), None)
                if odd:      # a default is an argument no launch check sees (red team 4: P=[])
                    mon.flag(f"kernel {self.fn.__name__} has a default of type {odd}")
                    raise RuntimeError("a kernel default that is not a scalar")
            env["interpreter_semantic"] = semantic      # ours, whatever the module binds
            ns = dict(self.kwargs)
            exec(code, env, ns)
            return ns[self.fn.__name__]
        semantic = interp.interpreter_semantic
        import builtins
        jit_builtins = {k: getattr(builtins, k) for k in JIT_BUILTINS}
        interp.FunctionRewriter._compile_and_exec = compile_and_exec
        real = interp._interpreter

        def inside(ptrs, size):
            """True iff every address (numpy uint64) lies in the launch's tensor arguments."""
            if ptrs.size == 0:
                return True
            if not mon.ranges:
                return False
            lo, hi = mon.ranges[-1]
            if lo.size == 0:
                return False
            p = ptrs.astype(np.uint64, copy=False)
            i = np.searchsorted(lo, p, side="right").astype(np.int64) - 1
            ok = (i >= 0) & (p + np.uint64(size) <= hi[np.maximum(i, 0)])
            return bool(ok.all())

        def refuse(what):
            mon.flag(f"a kernel {what} memory outside the tensors it was given")
            raise RuntimeError(f"out-of-bounds {what}")

        def lanes(ptrs, mask):
            """The lanes a mask enables, as a bool array of ptrs' shape. The interpreter hands
            over what the kernel computed: `(cols < N) & (row < M)` arrives as int32, and
            ptrs[int32 array] is NumPy's integer indexing (lanes 0 and 1, again and again),
            so one mask voided the bounds check and the store log (red team 11); the
            interpreter's C++ reads any nonzero as true."""
            return np.broadcast_to(np.asarray(mask) != 0, ptrs.shape)

        # Programs of one launch run one after another here, but in no defined
        # order on a GPU, and none waits for another: a program that reads what another
        # program of the same launch stored (a running total read back and re-stored, a
        # "last program" reading every program's partial sum, a scan's carry from the block
        # before) is right here and races there (red team 37: adv_rt37_rowsum_1,
        # _gmean_1, _cumsum_2). So per launch each storage that programs store into gets a
        # byte map of what the programs before the current one stored, and a plain load of
        # such a byte is refused. What atomics write counts as stored too (red team 41: a
        # carry read back by a plain load), while programs adding into one place with
        # atomics, and never reading it back in that launch, is how honest kernels combine
        # their results; a kernel whose answer hangs on the order of its atomics fails the
        # random program order below (red team 38), and one that uses an atomic's returned
        # value is refused where it lowers (_ir_refusal: tickets). The last-block reduction,
        # plain loads of partials after an acq_rel ticket, is refused
        # (docs/open_cases/good_rt38_lastblock.py). Lanes of one program: below.
        order = {"launch": None, "pid": None, "cur": [], "maps": {}, "mine": [], "loads": []}

        def byte_addresses(p, size):
            return (p.astype(np.uint64)[:, None] + np.arange(size, dtype=np.uint64)).reshape(-1)

        def program():
            """Called at each load and store: on a new program, what the last one stored
            goes into the maps (storage start -> (end, bool per byte))."""
            pid = interp.interpreter_builder.grid_idx
            if order["launch"] != mon.launches:
                order.update(launch=mon.launches, pid=pid, cur=[], maps={}, mine=[], loads=[])
            elif order["pid"] != pid:
                order["mine"], order["loads"] = [], []
                lo, hi = mon.ranges[-1]
                for b in order["cur"]:
                    i = np.searchsorted(lo, b, side="right").astype(np.int64) - 1
                    for k in np.unique(i).tolist():
                        start = int(lo[k])
                        if start not in order["maps"]:
                            order["maps"][start] = (int(hi[k]), np.zeros(int(hi[k]) - start, bool))
                        order["maps"][start][1][(b[i == k] - np.uint64(start)).astype(np.int64)] = True
                order.update(pid=pid, cur=[])

        def read_before(p, size):
            """Does any byte these lanes load hold a store of an earlier program?"""
            if not order["maps"] or not p.size:
                return False
            p = p.astype(np.uint64, copy=False)
            first, last = int(p.min()), int(p.max()) + size
            for start, (end, stored) in order["maps"].items():
                if first < end and last > start:        # (else another tensor: no search)
                    b = byte_addresses(p, size)
                    b = b[(b >= np.uint64(start)) & (b < np.uint64(end))]
                    if stored[(b - np.uint64(start)).astype(np.int64)].any():
                        return True
            return False

        def serial_rmw(op, ptrs, val, mask):
            """An atomic exchange, or a bf16 atomic add (bit patterns in uint16), which Triton
            3.7's interpreter does not support ('Unsupported data type': red team 38's honest
            bf16 scatter-add and fp32 atomic_xchg row max were refused), lane by lane as one
            thread does them; the add rounds each sum to bf16. Returns the old values."""
            ps = ptrs.ravel()
            vs = np.ascontiguousarray(np.broadcast_to(val, ptrs.shape)).ravel()
            live = np.broadcast_to(mask, ptrs.shape).ravel()
            old = np.zeros_like(vs)
            one = np.ones(1, bool)
            for i in np.flatnonzero(live).tolist():
                cur = real.load(ps[i:i + 1], one, np.zeros(1, vs.dtype), vs.dtype)
                old[i] = cur[0]
                new = vs[i:i + 1] if op == real.RMW_OP.XCHG else \
                    _bf16_narrow(_bf16_wide(cur) + _bf16_wide(vs[i:i + 1]))
                real.store(ps[i:i + 1], new, one)
            return old.reshape(ptrs.shape)

        # Lanes of one program: its threads run in no order either, and a store by one is
        # seen by another only after a barrier. A program that stored its row to scratch and
        # loaded it back shifted, with no tl.debug_barrier() between, read other lanes'
        # stores, which the interpreter (a whole block at a time) always has and a GPU need
        # not (red team 37, adv_rt37_rollscale_1). Each program's stores since its last
        # barrier are kept with the lane (flat index in its block) that made them; a load of
        # such a byte by another lane is refused. (A lane reading back its own store, the
        # same block shape and index, is what honest multi-pass kernels do.)
        def lane_bytes(ptrs, live, size, store=False):
            p = ptrs[live].ravel()
            # (a scalar load is every thread's: -1, another lane for every lane, itself
            # included; red team 46: a scalar load of a row's first element that lane 0 then
            # overwrote in place, and a store read back by a scalar load, both raced on a
            # GPU. A scalar store or atomic is one thread's, -2: a GPU predicates it on thread
            # 0, so every other thread's scalar load of it races (red team 47: a row max stored
            # as a scalar and loaded back as one, sm_90 PTX: st.global on thread 0, ld.global
            # on all, no bar.sync), while two scalar stores are ordered)
            # (the interpreter hands a scalar over as a one-element array)
            lane = np.flatnonzero(live.ravel()) if np.size(ptrs) > 1 else \
                np.full(p.size, -2 if store else -1)
            return byte_addresses(p, size), np.repeat(lane, size)

        def other_lane(b, lane, plain_only=False):
            """Does any of these bytes hold a store of another lane of this program, made
            since its last barrier? (newest store first: a byte's last writer counts; an
            atomic's byte that several lanes hit counts as another lane's for every lane;
            plain_only: atomics' bytes do not count, as for another atomic)"""
            left = np.ones(b.shape, bool)
            lo, hi = int(b.min()), int(b.max())
            for rec in reversed(order["mine"]):
                if not left.any():
                    break
                if lo > rec[3] or hi < rec[2] or (plain_only and rec[5]):
                    continue                    # (another tensor, or elsewhere in it)
                if not rec[4]:                  # sorted once, when a load first overlaps it
                    first = np.argsort(rec[0], kind="stable")
                    rec[0], rec[1], rec[4] = rec[0][first], rec[1][first], True
                sb, sl = rec[0], rec[1]
                k = np.searchsorted(sb, b)
                hit = left & (k < sb.size)
                hit[hit] = sb[k[hit]] == b[hit]
                # (a byte several lanes wrote, -1, is another lane's for every access, a
                # scalar load included: red team 47's atomic adds of all lanes to one address,
                # read back by a scalar load)
                if ((sl[k[hit]] != lane[hit]) | (sl[k[hit]] == -1)).any():
                    return True
                left &= ~hit
            return False

        real_barrier = interp.InterpreterBuilder.create_barrier

        def create_barrier(self):
            order["mine"], order["loads"] = [], []
            return real_barrier(self)

        def lane_record(b, lane, atomic=False):
            """A record of bytes and the lane that wrote (or, for loads, read) each, for
            other_lane and overwritten_read: bytes several lanes touched get lane -1, which is
            another lane for every lane (an atomic histogram's bucket: every lane that reads
            it back reads the others' adds; a byte several lanes loaded is another lane's
            read for any lane that overwrites it)."""
            first = np.argsort(b, kind="stable")
            b, lane = b[first], lane[first]
            same = np.flatnonzero(b[1:] == b[:-1])
            if same.size:
                # (a byte's run of duplicates: -1 where two lanes of the run differ)
                differ = np.zeros(b.size, bool)
                differ[same + 1] = lane[same] != lane[same + 1]
                keep = np.ones(b.size, bool)
                keep[same + 1] = False
                run = np.cumsum(keep) - 1
                mixed = np.zeros(int(keep.sum()), bool)
                np.logical_or.at(mixed, run, differ)
                b, lane = b[keep], np.where(mixed, -1, lane[keep])
            return [b, lane, int(b.min()), int(b.max()), True, atomic]

        # Write after read, across lanes: a lane that overwrites what another lane of its
        # program loaded since the last barrier races with that load on a GPU (warps do not
        # wait for each other; red team 45: an in-place difference, lane c loading x[c + 1]
        # that lane c + 1 overwrote; the interpreter runs a block's load for every lane before
        # its store). Loads are kept as they come (addresses, mask) and expanded to bytes only
        # where a store of the program falls in their range; writing the bytes already there
        # is no race.
        def overwritten_read(b, lane, new, old=None):
            lo, hi = int(b.min()), int(b.max())
            for rec in order["loads"]:
                if rec[3] < lo or rec[2] > hi:
                    continue
                if rec[4] is None:
                    lb, ll = lane_bytes(rec[0], rec[1], rec[5])
                    rec[4] = lane_record(lb, ll)
                sb, sl = rec[4][0], rec[4][1]
                k = np.searchsorted(sb, b)
                hit = k < sb.size
                hit[hit] = sb[k[hit]] == b[hit]
                # (a scalar store over a scalar load is one program's read-modify-write of a
                # number, a running statistic's `rm = (1 - m) rm + m mean`: the storing thread
                # read it first, and the others' copies feed no store of theirs that counts;
                # good_rt34_bnpivot. A scalar store read back by a scalar load is refused in
                # other_lane)
                hit[hit] = (sl[k[hit]] != lane[hit]) & ~((sl[k[hit]] == -1) & (lane[hit] == -2))
                if hit.any():
                    n = int(hit.sum())
                    was = real.load(b[hit], np.ones(n, bool), np.zeros(n, np.uint8),
                                    np.dtype(np.uint8)) if old is None else old[hit]
                    if (was != new[hit]).any():
                        return True
            return False
        interp.InterpreterBuilder.create_barrier = create_barrier

        def collide(p, v):
            """Do lanes writing values v (flat) to addresses p (flat) write different values
            to one address? (The same value from several lanes is benign.)"""
            if p.size < 2:
                return False
            first = np.argsort(p, kind="stable")
            ps, vs = p[first], v.view(np.uint8).reshape(p.size, -1)[first]
            dup = ps[1:] == ps[:-1]
            return bool(dup.any()) and bool((vs[1:][dup] != vs[:-1][dup]).any())

        def atomic_lanes(ptrs, live, size, run, vals=None):
            """An atomic's bytes are its lanes' stores too (red team 45: lanes read back with
            plain loads what other lanes of their program had added, no barrier between): an
            atomic on a byte another lane stored plainly races; atomics with atomics do not.
            And, as for a plain store (red team 47: the same races written as atomic_xchg),
            an atomic that changes bytes another lane of its program loaded races with that
            load, and lanes of one exchange (vals: their values) writing different values to
            one address leave a winner a GPU does not define. run() does the atomic."""
            b, lane = lane_bytes(ptrs, live, size, store=True)
            if not b.size:
                return run()
            if order["mine"] and other_lane(b, lane, plain_only=True):
                mon.flag("a kernel lane's atomic hit what another lane of its program stored, "
                         "with no tl.debug_barrier() between")
                raise RuntimeError("an atomic over another lane's store")
            if vals is not None and collide(
                    ptrs[live].ravel(),
                    np.ascontiguousarray(np.broadcast_to(vals, ptrs.shape)[live]).ravel()):
                mon.flag("lanes of one atomic exchange wrote different values to one "
                         "address: which lands last is not defined on a GPU")
                raise RuntimeError("an exchange collision between lanes")
            one = np.ones(b.size, bool)
            was = real.load(b, one, np.zeros(b.size, np.uint8), np.dtype(np.uint8)) \
                if order["loads"] else None
            out = run()
            if was is not None:
                now = real.load(b, one, np.zeros(b.size, np.uint8), np.dtype(np.uint8))
                if overwritten_read(b, lane, now, old=was):
                    mon.flag("a kernel lane's atomic changed what another lane of its program "
                             "loaded, with no tl.debug_barrier() between: on a GPU the atomic "
                             "may land before that load")
                    raise RuntimeError("a write-after-read race between lanes")
            order["mine"].append(lane_record(b, lane, atomic=True))
            return out

        class _MemLog:
            """Proxy for the interpreter's C++ memory ops: every address a kernel loads or
            stores is checked against its tensor arguments before the access; stores logged."""
            def __getattr__(self, name):
                return getattr(real, name)

            def load(self, ptrs, mask, other, dtype):
                live = lanes(ptrs, mask)
                p = ptrs[live]
                size = np.dtype(dtype).itemsize
                if not inside(p, size):
                    refuse("loaded")
                program()
                if order["mine"] and p.size and other_lane(*lane_bytes(ptrs, live, size)):
                    mon.flag("a kernel lane loaded what another lane of its program stored, "
                             "with no tl.debug_barrier() between: a program's threads run in "
                             "no order on a GPU")
                    raise RuntimeError("a read across lanes of one program")
                if read_before(p.ravel(), size):
                    mon.flag("a kernel program loaded what another program of the same launch "
                             "stored: programs run in no order on a GPU and none waits for "
                             "another (pass results between programs through a second launch)")
                    raise RuntimeError("a read across programs of one launch")
                if p.size:       # (for overwritten_read: expanded only where a store falls)
                    order["loads"].append([ptrs, live, int(p.min()), int(p.max()) + size,
                                           None, size])
                return real.load(ptrs, mask, other, dtype)

            def store(self, ptrs, value, mask):
                mask = lanes(ptrs, mask)
                p = ptrs[mask].ravel()
                if not inside(p, value.dtype.itemsize):
                    refuse("stored")
                # the values too: after the launch each stored byte must hold its last store
                v = np.ascontiguousarray(np.broadcast_to(value, ptrs.shape)[mask]).ravel()
                # lanes of one store writing one address with different values: here the
                # highest lane wins, on a GPU any of them (red team 41: "the last positive of a
                # row" as every lane's masked store to one address, adv_rt41_lanecollide_1)
                if collide(p, v):
                    mon.flag("lanes of one store wrote different values to one address: "
                             "they race on a GPU, where which lane wins is not defined")
                    raise RuntimeError("a write-write collision between lanes")
                mon.stores.append((p.astype("uint64"), value.dtype.itemsize,
                                   v.view(np.uint8).reshape(-1, value.dtype.itemsize)))
                program()
                b, lane = lane_bytes(ptrs, mask, value.dtype.itemsize, store=True)
                order["cur"].append(b)
                if b.size and order["mine"] and other_lane(b, lane):
                    # two stores of one program, from different lanes, to one address with no
                    # barrier between: warps reach them in no order on a GPU (red team 43: a
                    # row shifted by writing zeros at i and then x[i] at i + 1,
                    # adv_rt43_storeorder_1)
                    mon.flag("lanes of a program stored to one address in two stores with no "
                             "tl.debug_barrier() between: which lands last is not defined on "
                             "a GPU")
                    raise RuntimeError("a write-write race between lanes")
                if b.size and order["loads"] and overwritten_read(
                        b, lane, v.view(np.uint8).reshape(-1)):
                    mon.flag("a kernel lane overwrote what another lane of its program loaded, "
                             "with no tl.debug_barrier() between: on a GPU the store may land "
                             "before that load")
                    raise RuntimeError("a write-after-read race between lanes")
                if b.size:
                    order["mine"].append([b, lane, int(b.min()), int(b.max()), False, False])
                return real.store(ptrs, value, mask)

            def atomic_rmw(self, op, ptrs, val, mask, sem):
                p = ptrs[lanes(ptrs, mask)].ravel()
                if not inside(p, val.dtype.itemsize):
                    refuse("stored")
                mon.stores.append((p.astype("uint64"), val.dtype.itemsize, None))
                # what an atomic wrote is this program's store too: another program's plain
                # load of it reads across programs (red team 41: a rank and a carry read back
                # by plain loads, adv_rt41_ticketcarry_2)
                program()
                order["cur"].append(byte_addresses(p, val.dtype.itemsize))
                if op == real.RMW_OP.XCHG or (op == real.RMW_OP.FADD and
                                               val.dtype == np.uint16):
                    run = lambda: serial_rmw(op, ptrs, val, mask)     # noqa: E731
                else:
                    run = lambda: real.atomic_rmw(op, ptrs, val, mask, sem)   # noqa: E731
                return atomic_lanes(ptrs, lanes(ptrs, mask), val.dtype.itemsize, run,
                                    vals=val if op == real.RMW_OP.XCHG else None)

            def atomic_cas(self, ptrs, cmp, val, sem):
                p = ptrs.ravel()
                if not inside(p, val.dtype.itemsize):
                    refuse("stored")
                mon.stores.append((p.astype("uint64"), val.dtype.itemsize, None))
                program()
                order["cur"].append(byte_addresses(p, val.dtype.itemsize))
                return atomic_lanes(ptrs, np.ones(ptrs.shape, bool), val.dtype.itemsize,
                                    lambda: real.atomic_cas(ptrs, cmp, val, sem), vals=val)

        interp._interpreter = _MemLog()

        # tl.dot as a GPU computes it. Triton 3.7's interpreter multiplies the operands as
        # NumPy holds them: a bf16 operand is its uint16 bit pattern there, so a bf16 dot was
        # an integer product (garbage: an honest bf16 GEMM was refused), and an fp32 dot ran in
        # full fp32 whatever its input_precision, where a GPU's default for fp32 operands is
        # TF32 (10 fraction bits: ~5e-4 relative, past fp32's 1e-4; red team 37's
        # `input_precision="tf32"` GEMM passed here and would be refused on a GPU). bf16
        # operands are widened exactly; fp32 operands of a TF32 dot keep 10 fraction bits,
        # truncated, as an H200 does (hawkeye.py: TF32_CONVERSION, `probe --fmt tf32`). TF32x3
        # (three TF32 products, about fp32's accuracy) and IEEE run in fp32 as before.
        real_dot = interp.InterpreterBuilder.create_dot
        from triton._C.libtriton import ir as tir
        tf32 = tir.INPUT_PRECISION.TF32

        def operand(h, precision):
            if h.dtype == tl.bfloat16 and h.data.dtype == np.uint16:
                wide = (h.data.astype(np.uint32) << np.uint32(16)).view(np.float32)
                return interp.TensorHandle(wide, tl.float32)
            if precision == tf32 and h.data.dtype == np.float32:
                cut = (h.data.view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32)
                return interp.TensorHandle(cut, h.dtype)
            return h

        def create_dot(self, a, b, d, input_precision, max_num_imprecise_acc):
            a, b = operand(a, input_precision), operand(b, input_precision)
            if d.data.dtype == np.float16 and a.data.ndim >= 2 and a.data.shape[-1] > 16:
                # an fp16 accumulator (out_dtype=tl.float16): a GPU's tensor cores round it
                # to fp16 after every step of 16 products, where np.matmul adds a whole K in
                # fp32 and rounds once (red team 39: a K = 1024 fp16 GEMM accumulating in
                # fp16 passed here and misses 1e-2 there); so here too, 16 at a time
                acc = d
                for k in range(0, a.data.shape[-1], 16):
                    acc = real_dot(self, interp.TensorHandle(a.data[..., k:k + 16], a.dtype),
                                   interp.TensorHandle(b.data[..., k:k + 16, :], b.dtype),
                                   acc, input_precision, max_num_imprecise_acc)
                return acc
            return real_dot(self, a, b, d, input_precision, max_num_imprecise_acc)
        interp.InterpreterBuilder.create_dot = create_dot

        # bf16 arithmetic as a GPU does it. Triton 3.7's interpreter holds bf16 values as their
        # uint16 bit patterns and ran NumPy's ops on those: x + x added bit patterns as
        # integers, a comparison ordered negatives backwards, and a bf16 constant (x * 2.0,
        # a `-x`) raised, having no get_bf16 (red team 38: honest bf16 kernels refused,
        # good_rt38_bf16add, _bf16scale, _bf16scatter). Here each bf16 operand is widened
        # exactly to fp32, the op runs there, and a float result is rounded to bf16 to nearest
        # even, as a GPU's bf16 arithmetic rounds each result.
        def wide(h):
            return _bf16_wide(h.data)

        narrow = _bf16_narrow

        def is_bf16(*hs):
            return all(h.dtype.scalar == tl.bfloat16 and h.data.dtype == np.uint16 for h in hs)

        def bf16_result(out):
            if out.dtype == np.float32:
                return interp.TensorHandle(narrow(out), tl.bfloat16)
            return interp.TensorHandle(out, tl.bfloat16)     # (a comparison's bools)

        real_binary, real_ternary = interp.InterpreterBuilder.binary_op, \
            interp.InterpreterBuilder.ternary_op
        real_unary, real_fma = interp.InterpreterBuilder.unary_op, \
            interp.InterpreterBuilder.create_fma

        def binary_op(self, lhs, rhs, op):
            if is_bf16(lhs, rhs):
                return bf16_result(op(wide(lhs), wide(rhs)))
            return real_binary(self, lhs, rhs, op)

        def ternary_op(self, a, b, c, op):       # clampf (select passes bit patterns as they are)
            if op is np.clip and is_bf16(a, b, c):
                return bf16_result(op(wide(a), wide(b), wide(c)))
            return real_ternary(self, a, b, c, op)

        def unary_op(self, arg, op):
            if is_bf16(arg):
                return bf16_result(op(wide(arg)))
            return real_unary(self, arg, op)

        def create_fma(self, x, y, z):
            if is_bf16(x, y, z):
                return bf16_result(wide(x) * wide(y) + wide(z))
            return real_fma(self, x, y, z)

        def get_bf16(self, value):
            return interp.TensorHandle(narrow(np.array([value], dtype=np.float32)), tl.bfloat16)
        interp.InterpreterBuilder.binary_op = binary_op
        interp.InterpreterBuilder.ternary_op = ternary_op
        interp.InterpreterBuilder.unary_op = unary_op
        interp.InterpreterBuilder.create_fma = create_fma
        interp.InterpreterBuilder.get_bf16 = get_bf16

        # An integer cast to bf16, or bf16 to an integer, through fp32: Triton 3.7's
        # interpreter took the integer for the bf16 bit pattern (2 -> 3.6e35), and an honest
        # W8A16 dequantisation, int8 codes cast straight to bf16, was refused (red team 65a,
        # good_rt65a_int2bf16)
        real_cast = interp.InterpreterBuilder.cast_impl

        # And a float cast to bf16 (x.to(tl.bfloat16), a store into bf16 memory), rounded to
        # nearest even as a GPU's cvt.rn.bf16 and torch round it: the interpreter truncated
        # fp32 (1.999 -> 1.9921875) and took fp16 and fp64 values for bit patterns; bf16 to
        # fp16 or fp64 likewise (red team 70: an honest hi/lo split x - bf16(x) and a bf16
        # running mean that repeats torch's op order were refused, good_rt70_bfsplit, _bfema2)
        def cast_impl(self, src, dst_type):
            a, b = src.dtype.scalar, dst_type.scalar
            if b == tl.bfloat16 and a.is_int() and a.primitive_bitwidth > 1:
                return interp.TensorHandle(narrow(src.data.astype(np.float32)), tl.bfloat16)
            if b == tl.bfloat16 and a in (tl.float32, tl.float16, tl.float64) and \
                    src.data.dtype != np.uint16:
                return interp.TensorHandle(narrow(src.data.astype(np.float32)), tl.bfloat16)
            if a == tl.bfloat16 and b in (tl.float32, tl.float16, tl.float64) and \
                    src.data.dtype == np.uint16:
                return interp.TensorHandle(wide(src).astype(interp._get_np_dtype(dst_type)), b)
            if a == tl.bfloat16 and b.is_int() and b.primitive_bitwidth > 1 and \
                    src.data.dtype == np.uint16:
                return interp.TensorHandle(
                    wide(src).astype(interp._get_np_dtype(dst_type)), b)
            return real_cast(self, src, dst_type)
        interp.InterpreterBuilder.cast_impl = cast_impl

        # A float cast to fp8 (E4M3FN, E5M2), rounded to nearest even as a GPU rounds it
        # (_fp8_codes); the interpreter truncated
        real_fp_to_fp = interp.InterpreterBuilder.create_fp_to_fp
        fp8 = {tl.float8e4nv: (3, 7, True), tl.float8e5: (2, 15, False)}

        def create_fp_to_fp(self, src, dst_type, rounding_mode):
            a, b = src.dtype.scalar, dst_type.scalar
            if b == tl.bfloat16 and a in (tl.float32, tl.float16, tl.float64) and \
                    src.data.dtype != np.uint16 and "rtz" not in str(rounding_mode).lower():
                return interp.TensorHandle(narrow(src.data.astype(np.float32)), tl.bfloat16)
            if b in fp8 and a in (tl.float32, tl.float16, tl.bfloat16) and \
                    "rtz" not in str(rounding_mode).lower():
                x = wide(src) if a == tl.bfloat16 else src.data.astype(np.float32)
                return interp.TensorHandle(_fp8_codes(x, *fp8[b]), b)
            return real_fp_to_fp(self, src, dst_type, rounding_mode)
        interp.InterpreterBuilder.create_fp_to_fp = create_fp_to_fp

        # tl.sum of fp16 values adds in fp16 on a GPU (Triton widens only integers: each
        # thread adds its elements in turn, then a tree across threads), where np.sum adds
        # fp16 in fp32 and rounds once (red team 39: a 4,096-wide fp16 row sum without .to(
        # tl.float32) passed here and misses 1e-2 there). Here: the row in 128 slices (a
        # block of 4 warps), each added in turn in fp16, then a pairwise fp16 tree.
        real_sum = interp.ReduceOps.sum

        def fp16_sum(self, input):
            x = input.handle.data
            if x.dtype != np.float16 or x.ndim == 0:
                return real_sum(self, input)
            shape = x.shape
            # (axis None: tl.sum over the whole block, one row of all its elements)
            x = x.reshape(-1) if self.axis is None else np.moveaxis(x, self.axis, -1)
            n = x.shape[-1]
            per = max(1, -(-n // 128))
            x = np.concatenate([x, np.zeros(x.shape[:-1] + (-n % per,), np.float16)], -1)
            parts = x.reshape(x.shape[:-1] + (x.shape[-1] // per, per))
            acc = parts[..., 0]
            for k in range(1, per):
                acc = (acc.astype(np.float32) + parts[..., k]).astype(np.float16)
            while acc.shape[-1] > 1:
                if acc.shape[-1] % 2:
                    acc = np.concatenate([acc, np.zeros(acc.shape[:-1] + (1,), np.float16)], -1)
                acc = (acc[..., 0::2].astype(np.float32) + acc[..., 1::2]).astype(np.float16)
            out = acc[..., 0]
            if self.keep_dims:
                out = out.reshape((1,) * len(shape)) if self.axis is None else \
                    np.expand_dims(out, self.axis)
            return self.to_tensor(out, input.dtype)
        interp.ReduceOps.sum = fp16_sum

        # tl.reduce and tl.associative_scan with the candidate's combine function: a GPU
        # combines across lanes and warps in a tree; Triton 3.7's interpreter folded strictly
        # left to right, one element at a time, so a combine that is not associative ((p, x)
        # -> 0.9 p + x: an EMA, a discounted sum) computed a recurrence here that a GPU gets
        # wrong (red team 41: adv_rt41_nonassocscan_1, _2), and an honest (value, index)
        # argmax over 256 x 2,048 ran past the time limit (good_rt41_tuplereducebig). Here
        # the combine runs on whole arrays in a tree: adjacent pairs for a reduction,
        # Hillis-Steele steps for a scan; an associative combine gives the same answer.
        def combine(self, left, right, dtypes):
            out = self.combine_fn.fn(*[self.to_tensor(a, d) for a, d in zip(left, dtypes)],
                                     *[self.to_tensor(b, d) for b, d in zip(right, dtypes)])
            out = out if isinstance(out, tuple) else (out,)
            return [np.broadcast_to(np.asarray(r.handle.data if isinstance(r, tl.core.tensor)
                                               else r), left[0].shape).astype(left[j].dtype)
                    for j, r in enumerate(out)]

        def tree_reduce(self, input):
            axis_given = self.axis
            input, axis = self.unravel(input, self.axis)
            dtypes = [a.dtype for a in input]
            shape = input[0].handle.data.shape
            datas = [np.moveaxis(a.handle.data, axis, -1) for a in input]
            while datas[0].shape[-1] > 1:
                n = datas[0].shape[-1]
                h = n // 2
                new = combine(self, [d[..., 0:2 * h:2] for d in datas],
                              [d[..., 1:2 * h:2] for d in datas], dtypes)
                if n % 2:
                    new = [np.concatenate([x, d[..., -1:]], -1) for x, d in zip(new, datas)]
                datas = new
            out = []
            for d, dt in zip(datas, dtypes):
                d = d[..., 0]
                if self.keep_dims:
                    if axis_given is not None:
                        d = np.expand_dims(d, axis)
                    else:
                        d = d.reshape((1,) * len(shape))
                elif axis_given is None:
                    d = d.item()
                out.append(self.to_tensor(d, dt))
            return out

        def tree_scan(self, input):
            dtypes = [a.dtype for a in input]
            datas = [np.moveaxis(a.handle.data, self.axis, -1) for a in input]
            n, k = datas[0].shape[-1], 1
            while k < n:
                # lane i combines lane i - k's partial with its own; lanes below k keep theirs
                new = combine(self, [np.concatenate([d[..., :k], d[..., :n - k]], -1)
                                     for d in datas], datas, dtypes)
                datas = [np.concatenate([d[..., :k], x[..., k:]], -1) for d, x in zip(datas, new)]
                k *= 2
            return [self.to_tensor(np.moveaxis(d, -1, self.axis), dt)
                    for d, dt in zip(datas, dtypes)]
        interp.ReduceOps.generic_reduce = tree_reduce
        interp.ScanOps.generic_scan = tree_scan

        # tl.view and tl.reshape(can_reorder=True) promise the elements, not their order: a
        # GPU keeps each register where it is and relabels it in the layout it prefers (an
        # 8 x 128 view of a 1,024-long row put x[e] in row e % 8 on sm_90); the interpreter
        # reshaped in row-major order, and per-chunk sums of such a view passed (red team 41,
        # adv_rt41_viewreorder_1). Here the order is a keyed permutation, the same for the same
        # shapes within a launch (values and pointers viewed alike stay paired).
        def keyed_order(n, *shapes):
            """A permutation of n elements keyed by the parent's order key, the call, the launch and
            the shapes involved (the same for the same shapes within a launch)."""
            return np.random.default_rng([mon.seed, mon.calls, mon.launches, n,
                                          *shapes]).permutation(n)

        def create_reshape(self, arg, shape, allow_reorder):
            data = arg.data.reshape(shape)
            if allow_reorder and data.size > 1:
                data = data.reshape(-1)[keyed_order(data.size, *arg.data.shape, *data.shape)]
                data = data.reshape(shape)
            return interp.TensorHandle(data, arg.dtype.scalar)
        interp.InterpreterBuilder.create_reshape = create_reshape

        # tl.cat(a, b, can_reorder=True) (the only form that reaches create_cat: without it
        # tl.cat is a join, a permute and a reshape) promises the elements too, not their order:
        # on sm_90 each thread's registers of a and b are joined, and element 4t + k of a
        # 1,024-long result is a[t + 128 k] (red team 45: a SiLU of cat([x, y]) stored in
        # order passed, adv_rt45b_catorder_1). The same keyed permutation as a view's.
        def create_cat(self, lhs, rhs):
            data = np.concatenate([lhs.data, rhs.data])
            if data.size > 1:
                data = data[keyed_order(data.size, *lhs.data.shape, *rhs.data.shape, 7)]
            return interp.TensorHandle(data, lhs.dtype.scalar)
        interp.InterpreterBuilder.create_cat = create_cat

        # Compiler hints are claims about values that a GPU build acts on and the interpreter
        # ignores (TensorHandle.set_attr stores them): tl.max_constancy(offs < n, 4) let sm_90
        # load 4-vectors under one predicate and add x[n..n+2] past the end, and
        # tl.max_contiguous on gathered indices made it load x[idx[4k] + j] (red team 45,
        # adv_rt45b_hint_1/_2). Each claim is checked against the values, per dim d, in
        # aligned groups of values[d] along d: constancy, equal values; contiguity, steps of
        # one element or back to 0 (`rm % M` wrapping in PyTorch Inductor's and Triton's own
        # GEMM templates: the wrapped rows are masked at the store, and the hint falls on a
        # dim no load vectorises there); divisibility, the first value of each run (its
        # contiguity as claimed, else as the values have it) a multiple of values[d] (for
        # pointers, of bytes).
        real_set_attr = interp.TensorHandle.set_attr

        def groups(x, c):
            """x's last axis in aligned groups of c (shape (..., n // c, c)), or None where c
            does not divide it."""
            n = x.shape[-1]
            return None if n % c else x.reshape(*x.shape[:-1], n // c, c)

        def runs(x, step, c):
            """Do aligned groups of c along the last axis go up by `step` (or back to 0)?"""
            if c <= 1:
                return True
            g = groups(x, c)
            if g is None:
                return False
            g = g.astype(np.int64)
            return bool(((np.diff(g, axis=-1) == step) | (g[..., 1:] == 0)).all())

        def hint_holds(handle, key, values):
            data = np.asarray(handle.data)
            if not isinstance(values, (list, tuple)) or data.ndim == 0:
                return True               # (a scalar's hint: nothing to vectorise over)
            # (a pointer's values are byte addresses: one element is its size in bytes)
            elem = getattr(getattr(handle.dtype, "element_ty", None), "primitive_bitwidth", 0)
            step = max(1, elem // 8)
            for dim, c in enumerate(values[:data.ndim]):
                c = int(c)
                if c <= 1:
                    continue
                x = np.moveaxis(data, dim, -1)
                if key == "tt.constancy":
                    g = groups(x, c)
                    if g is None or not bool((g == g[..., :1]).all()):
                        return False
                elif key == "tt.contiguity":
                    if not runs(x, step, c):
                        return False
                elif key == "tt.divisibility":
                    cont = handle.attr.get("tt.contiguity")
                    k = int(cont[dim]) if isinstance(cont, list) and dim < len(cont) else 1
                    k, n = max(1, k), x.shape[-1]
                    while k * 2 <= n and runs(x, step, k * 2):
                        k *= 2
                    if not runs(x, step, k):
                        k = 1
                    starts = x[..., ::k].astype(np.int64)
                    if not bool((starts % c == 0).all()):
                        return False
            return True

        def set_attr(self, key, value):
            if key in ("tt.constancy", "tt.contiguity", "tt.divisibility") and \
                    not hint_holds(self, key, value):
                what = {"tt.constancy": "max_constancy", "tt.contiguity": "max_contiguous",
                        "tt.divisibility": "multiple_of"}[key]
                mon.flag(f"a kernel's tl.{what}({list(value)}) hint is false for its values: "
                         f"a GPU build acts on it (vector loads and stores, one predicate per "
                         f"vector) and computes something else")
                raise RuntimeError("a false compiler hint")
            return real_set_attr(self, key, value)
        interp.TensorHandle.set_attr = set_attr

        # The programs of a launch in a random order (keyed by the parent's order key, the call and the
        # launch), not 0, 1, 2, ...: a GPU runs them in no defined order, so a kernel whose
        # answer depends on the order (a carry passed from program to program, through
        # atomics too; the last program to store winning; a program reading a neighbour's
        # input before the neighbour overwrites it in place) is right here only by the
        # interpreter's order (red team 38: adv_rt38_atomcarry_1/_2, _atomlast_1,
        # _lastwriter_1, _warrace_1). An honest kernel gives the same answer in any order
        # (up to rounding where atomics add floats). The interpreter's grid loop calls
        # set_grid_dim once and then set_grid_idx per program in row-major order; the k-th
        # call is given the k-th program of the permutation.
        real_dim, real_idx = interp.InterpreterBuilder.set_grid_dim, \
            interp.InterpreterBuilder.set_grid_idx
        shuffle = {"dims": (1, 1, 1), "order": None, "k": 0}

        def set_grid_dim(self, nx, ny, nz):
            n = nx * ny * nz
            rng = np.random.default_rng([mon.seed, mon.calls, mon.launches])
            shuffle.update(dims=(nx, ny, nz), order=rng.permutation(n) if n > 1 else None, k=0)
            return real_dim(self, nx, ny, nz)

        def set_grid_idx(self, x, y, z):
            order = shuffle["order"]
            if order is not None and shuffle["k"] < order.size:
                _, ny, nz = shuffle["dims"]
                j = int(order[shuffle["k"]])
                shuffle["k"] += 1
                x, y, z = j // (ny * nz), (j // nz) % ny, j % nz
            return real_idx(self, x, y, z)
        interp.InterpreterBuilder.set_grid_dim = set_grid_dim
        interp.InterpreterBuilder.set_grid_idx = set_grid_idx

        # Several @triton.autotune configs: Triton's Autotuner benchmarks them through the GPU
        # driver, which the interpreter does not have ("0 active drivers": red team 6's good_8,
        # a correct kernel refused). Under the interpreter each config runs in turn instead:
        # in the n-th call of forward every launch of an autotuned kernel takes its n-th
        # config (mod their number, after the candidate's own pruning; __init__ takes the
        # first): deterministic, one launch per launch as with one config, and every config's
        # answer is compared with the reference's in some trial (up to `trials` configs), as a
        # GPU may pick any of them as the fastest. The turn is the call's, not the launch's:
        # turned per launch, a forward that launched the kernel twice, for the answer and then
        # for a scratch tensor, sent a no-op second config to the scratch launch every time
        # and it was never compared (red team 9, adv_rt9_autotune_1). Nothing is timed
        # (there is no speed to tune for on a CPU). The candidate's callables run where
        # Triton's own run would call them, inside forward and the monitor: early_config_prune
        # and perf_model (prune_configs), a config's pre_hook before its launch, and the
        # autotuner's pre_hook (reset_to_zero / restore_value, or the candidate's) once with
        # reset_only=True for a new key, the net effect Triton's benchmarking leaves on the
        # arguments; post_hook and do_bench only ever ran around benchmark launches, which
        # do not happen here.
        from triton.runtime.autotuner import Autotuner
        keys = set()

        def tuned_run(self, *args, **kwargs):
            self.nargs = dict(zip(self.arg_names, args))
            configs = self.configs
            if len(configs) > 1:
                given = {**self.nargs, **kwargs}
                given = {k: v for k, v in given.items() if k in self.arg_names}
                key = [given[k] for k in self.keys if k in given]
                key += [str(v.dtype) for v in given.values() if isinstance(v, torch.Tensor)]
                configs = self.prune_configs(kwargs)
            config = configs[max(0, mon.calls - 1) % len(configs)]
            full = {**self.nargs, **kwargs, **config.all_kwargs()}
            if len(self.configs) > 1 and (self, tuple(key)) not in keys:
                keys.add((self, tuple(key)))
                self.pre_hook(full, reset_only=True)
            self.best_config = config
            if config.pre_hook is not None:
                config.pre_hook(full)
            try:
                return self.fn.run(*args, **kwargs, **config.all_kwargs())
            finally:
                self.nargs = None
        Autotuner.run = tuned_run


def _make_modes(mon):
    """The dispatch mode (which aten ops ran) and function mode (escape hatches)."""
    from torch.overrides import TorchFunctionMode
    from torch.utils._python_dispatch import TorchDispatchMode

    def exact(name, args, out):
        with mon.quiet():                       # its value check is the verifier's, not theirs
            return _exact_conversion(name, args, out)

    def noise(name, args, kwargs):
        with mon.quiet():                       # (untyped_storage: the verifier's, not theirs)
            return _shapes_noise(mon, name, args, kwargs)

    class OpMode(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            name = func.overloadpacket.__name__
            # the storages an op's tensor operands hold before and after it (not for views,
            # which keep their base's status anyway, nor for the verifier's own ops)
            track = not mon.internal and name not in VIEW_OPS
            operands = _tensor_args(list(args) + list(kwargs.values())) if track else []
            with mon.quiet():     # (the function mode refuses untyped_storage() to candidates)
                before = {t.untyped_storage().data_ptr() for t in operands}
                sizes = [t.untyped_storage().nbytes() for t in operands] if name == "resize_" else []
            out = func(*args, **kwargs)
            if mon.internal:
                return out
            if mon.phase == "forward" and mon.depth == 0 and not mon.timing and \
                    (name in UNINIT_OPS or name == "resize_"):
                # Memory an allocation hands out uninitialised holds what was freed there last:
                # malloc gives a same-sized torch.empty the block an earlier call freed, bytes
                # intact, and red team 22 found its marked buffers again in the next call
                # (adv_rt22_mallocstale_1, _2). Filled with 0xFF (NaN) here, in the checked
                # calls; between timed calls _scrub_free_memory fills the GPU's free blocks.
                with mon.quiet():
                    new = out if name in UNINIT_OPS else operands[0] if operands else None
                    if isinstance(new, torch.Tensor):
                        st = new.untyped_storage()
                        start = sizes[0] if sizes else 0
                        if st.nbytes() > start:
                            torch.empty(0, dtype=torch.uint8, device=new.device).set_(st)[start:] \
                                .fill_(0xFF)
            if mon.depth == 0 and not mon.timing:
                mon.python_numbers(_python_writes(name, args, out))
            if mon.timing and mon.device == "cuda" and name not in VIEW_OPS:
                # the timed region ends after every stream work ran on, PyTorch's copies
                # included (red team 18: a 16x repeat under torch.cuda.stream(side) finished
                # after the end event, and only the kernels' streams were waited for)
                mon.streams.add(torch.cuda.current_stream())
            if track:
                # A view shares its base's storage, and its base's status: a view of memory
                # kept from an earlier call is not memory this call made (red team 9 passed
                # self.kept[-1].view(-1), the last call's answer, to a kernel). So does any op
                # whose result is an operand's memory (in place, out=, resize_; set_ is a view: red team
                # 19 made kept memory "new" with a no-op p.resize_(p.shape)): only storage no
                # operand held, before or after the op, is memory this call made.
                with mon.quiet():
                    after = {t.untyped_storage().data_ptr() for t in operands}
                    # (lift_fresh's operand is the tensor torch.tensor(numbers) just built below
                    # the dispatcher: new memory, whose numbers the function mode counted)
                    held = set() if name in ("lift_fresh", "lift_fresh_copy") else before | after
                    for o in _tensor_args(out if isinstance(out, (list, tuple)) else [out]):
                        if o.untyped_storage().data_ptr() not in held:
                            mon.known.add(o.untyped_storage().data_ptr())
                if name == "resize_" and after - before and mon.phase == "forward" and \
                        mon.depth == 0:
                    # a growing resize_ moves the storage and frees the old block, whose address
                    # the monitor still trusts as __init__'s: a cache allocated into it next was
                    # read as __init__'s memory (red team 20, adv_rt20_resizemove_1)
                    mon.flag("Tensor.resize_ moved memory in forward (allocate a new tensor "
                             "instead)")
            ns = getattr(func, "namespace", "aten")
            full = f"{ns}.{name}"
            if mon.depth == 0 and full not in mon.seen:
                mon.seen.append(full)
            if mon.init_fn:
                pass                # (inside torch.nn.init's initialiser: _trust_init)
            elif name not in mon.allowed and full not in mon.allowed and not (
                    mon.phase == "__init__" and mon.depth == 0 and noise(name, args, kwargs)):
                mon.flag(f"PyTorch op {full}")
            elif mon.depth > 0 and name in COPY_OPS | OVERWRITE_OPS and name not in mon.extra \
                    and not _moves_nothing(name, args):
                # inside a launch only candidate code (grid callables, hooks) runs PyTorch: a
                # write there lands in the launch's memory before its programs run, and bytes
                # an atomic then touches would count as the kernel's (red team 4)
                mon.flag(f"PyTorch op {full} wrote memory inside a launch")
            elif mon.depth == 0 and _bitcast(name, args):
                # x.view(dtype) reinterprets bits: the high halves of fp32 viewed as bf16 are a
                # truncation, bytes viewed as bool then copied to float compute != 0, e8m0
                # viewed and widened computes exp2 (red team 9); none of it is data movement.
                # So does set_(source, offset, size, stride) onto a tensor of another dtype
                # (red team 10), and in __init__ too, where every fp16 bit pattern viewed as
                # fp16 and converted made a table (adv_rt10_initconv_*). A kernel bitcasts its
                # own values (.to(tl.int16, bitcast=True)).
                mon.flag(f"a bitcast (aten.{name} of a {_bitcast(name, args)}; reinterpreting "
                         f"bits is arithmetic: bitcast inside a kernel)")
            elif _copies(name, args) and mon.phase == "forward" and mon.depth == 0 and any(
                    t.untyped_storage().data_ptr() not in mon.known for t in _copy_sources(name, args)):
                # a copy carries its source's provenance: a clone of what an earlier call left
                # behind is that memory still (red team 9, adv_rt9_keptclone_1)
                mon.flag(f"PyTorch op {full} copied memory kept from an earlier call")
            elif _copies(name, args) and name not in mon.extra and mon.phase == "forward" and \
                    not exact(name, args, out):
                mon.flag(f"PyTorch op {full} converted a dtype with rounding (arithmetic, not "
                         f"data movement)")
            elif mon.moves_only and _copies(name, args) and name not in mon.extra and \
                    mon.phase == "forward" and not _moves_nothing(name, args) and \
                    any(_is_float_data(t) or (not mon.timing and
                                              t.untyped_storage().data_ptr() in mon.changed)
                        for t in _copy_sources(name, args)):
                # the task's data is its float (or complex) inputs, the movement test's codes;
                # copying indices or masks (idx.to(torch.int32) for a gather kernel, red team
                # 16) moves none of it. A float reaches an integer tensor in PyTorch only
                # through a conversion (refused above unless exact) or a bitcast (refused), but
                # a kernel may bitcast: then PyTorch transposed the int32 bit patterns and a
                # second kernel cast them back (red team 17, adv_rt17_bitcastmove_1). So what
                # a kernel wrote is the task's data too, whatever its dtype.
                mon.flag(f"PyTorch op {full} moved data, and moving data is the whole task (the "
                         f"reference only rearranges its inputs: the kernels must)")
            elif mon.phase in ("import", "__init__") and mon.depth == 0 and _copies(name, args) \
                    and not exact(name, args, out) and not all(
                        t.untyped_storage().data_ptr() in mon.benign for t in _copy_sources(name, args)):
                # a rounding conversion computes: of random weights (nn.Linear(...).half()) or
                # of constants it rounds noise, but of data Python or a kernel laid out (every
                # fp16 code, then .to(int32)) it tabulates a function (red team 10)
                mon.flag(f"PyTorch op {full} converted a dtype with rounding (of data neither "
                         f"random nor constant: a table computed by PyTorch)")
            elif mon.phase == "forward" and mon.depth == 0 and not mon.timing:
                with mon.quiet():
                    _track(mon, name, args, out, kwargs)
            if mon.phase in ("import", "__init__") and mon.depth == 0 and name not in VIEW_OPS \
                    and not mon.init_fn:
                with mon.quiet():
                    _mark_benign(mon, name, args, out, kwargs)
            return out

    class EscapeMode(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            name = getattr(func, "__name__", "")
            if not mon.internal and (name in ESCAPE_ALWAYS or
                                     (mon.depth == 0 and name in ESCAPE_OUTSIDE)):
                mon.flag(f"Tensor.{name}() (raw memory or values outside a kernel)")
                raise RuntimeError(f"Tensor.{name}() is not allowed in a candidate")
            if not mon.internal and name in VALUE_READERS and mon.phase == "forward" and any(
                    isinstance(a, torch.Tensor) and a.dim() > 0 and not _is_float_data(a)
                    for a in _tensor_args(list(args[1:]) + list((kwargs or {}).values()))):
                mon.flag(f"torch.{name}() of an integer tensor (reads its values in C++, below "
                         f"the dispatcher: a value read into Python in forward)")
                raise RuntimeError(f"torch.{name}() of a tensor of indices is not allowed")
            if not mon.internal and name in CONSTRUCTORS:
                data = list(args[1:] if name in ("new_tensor", "new") else args[:1])
                tensors, numbers = _leaves(data + list((kwargs or {}).values()),
                                           (int, float, bool, complex))
                if tensors:
                    # torch.tensor([x[0], x[1], ...]) reads each element in C++, below the
                    # dispatcher, converting dtypes on the way: the dispatch mode saw only a
                    # fresh allocation (lift_fresh), so a movement task's data was moved, and
                    # fp32 rounded to fp16, unseen (red team 8). In __init__ too: a list of
                    # 0-d views of kernel-made fp32 codes rounded to fp16 there was a table,
                    # and one 0-d tensor in the data turned the element count off (red team
                    # 13). A tensor is built from Python numbers only; tensors are copied with
                    # ops the monitor sees.
                    mon.flag(f"torch.{name}() of tensors (a copy the monitor cannot see: use "
                             f"clone/copy_/to/stack)")
                    raise RuntimeError(f"torch.{name}() of tensors is not allowed")
                if not _plain_data(data + [v for k, v in (kwargs or {}).items()
                                           if k in ("data", "obj")]):
                    # C++ reads any sequence through its __getitem__: an nn.ParameterList of
                    # 0-d views of the input was no list or tuple to the walk above, so
                    # torch.tensor(plist, dtype=torch.float16) rounded the task's data below
                    # the dispatcher, unseen (red team 27, adv_rt27_plist_1/_3). An allow-list:
                    # Python numbers in lists and tuples (and a range, a torch.Size)
                    mon.flag(f"torch.{name}() of data other than Python numbers in lists and "
                             f"tuples (an object C++ reads below the dispatcher)")
                    raise RuntimeError(f"torch.{name}() takes Python numbers in lists and tuples")
                out = func(*args, **(kwargs or {}))
                if isinstance(out, torch.Tensor):
                    # every element is Python's, whatever held it: a range or a string in the
                    # data is no list the walk counts (red team 11's torch.tensor([range(v,
                    # v + 1), ...]) put a table in uncounted); in 16-bit units, as launch
                    # arguments are (_width): one complex128 element carries eight fp16
                    # values, and 512 of them held a 4,096-entry fp16 sigmoid table under the
                    # budget (red team 33, adv_rt33b_cplxpack_2)
                    numbers = max(numbers, out.numel() * _units(out))
                mon.python_numbers(numbers)
                return out
            return func(*args, **(kwargs or {}))

    return OpMode, EscapeMode


def _copies(name, args):
    """Does this op copy tensor data? The copy ops, and a fill whose value is a tensor
    (x.fill_(t), aten fill_.Tensor: t's value into every element; red team 7 moved a task's
    data with it, and truncated floats by filling int16 elements)."""
    return name in COPY_OPS or (name == "fill_" and len(args) > 1 and
                                isinstance(args[1], torch.Tensor))


def _same_values(a, b):
    """Does viewing dtype a as dtype b keep every value? The same dtype, or a complex dtype and
    its real parts' (complex64 as float32 pairs, as view_as_real: how a kernel gets complex
    data, Triton having no complex type)."""
    pairs = {torch.complex64: torch.float32, torch.complex128: torch.float64,
             torch.complex32: torch.float16}
    return a == b or pairs.get(a) == b or pairs.get(b) == a


# Where a copy op's source is among its arguments: copy_(self=dst, src) and fill_(self=dst,
# value) write their first argument; aten._copy_from(self=src, dst) and _copy_from_and_resize
# (the copies of backends that dispatch them) read their first and write the second.
COPY_SOURCES = {"copy_": slice(1, None), "fill_": slice(1, None),
                "_copy_from": slice(0, 1), "_copy_from_and_resize": slice(0, 1)}


def _copy_sources(name, args):
    """The tensors an op reads: for a copy or fill, its source (COPY_SOURCES); else every
    tensor argument."""
    return _tensor_args(args[COPY_SOURCES.get(name, slice(None))])


MAX_CONSTS = 256     # numbers remembered per storage as what its allocation or a fill wrote
MAX_PY_NUMBERS = 1024   # numbers made in Python a candidate may put into tensors and launches


# Ops at the candidate's level whose every call is a write Python decides: what an allocation
# or fill writes and where, which pieces a cat joins, where a copy lands. (Not empty*: its
# contents are nobody's choice; not lift_fresh: a constructor's elements are counted one by
# one in EscapeMode; not views: a view writes nothing.)
PYTHON_WRITES = (ALLOC_OPS | OVERWRITE_OPS | COPY_OPS | INIT_OPS - DATA_OPS) - frozenset(
    "empty empty_like empty_strided new_empty new_empty_strided lift_fresh lift_fresh_copy "
    "resize_ _local_scalar_dense".split())


def _python_writes(name, args, out=None):
    """How many writes chosen in Python this op call makes, for MAX_PY_NUMBERS: 1 a call (a
    cat or stack: 1 a piece; a write that is not a copy, an allocation or a fill: the written
    dtype's 16-bit units, _units). A fill with 0 or 1 computes nothing, but which elements it
    touches is Python's choice: sixteen planes of 0/1 runs wrote a 16-bit table of a task's
    answers with no number counted (adv_rt9_bitplanes_1); so calls count, not only numbers.
    And a number's width: 512 fill_ calls of complex128 values, one element each, wrote a
    4,096-entry fp16 table (red team 33, adv_rt33b_cplxpack_3)."""
    if name not in PYTHON_WRITES:
        return 0
    if name in ("cat", "stack") and args and isinstance(args[0], (list, tuple)):
        return max(1, len(args[0]))
    written = _tensor_args(out if isinstance(out, (list, tuple)) else [out])
    if written and not _copies(name, args):
        return _units(written[0])
    return 1


def _units(t):
    """A tensor element's width in 16-bit units, at least 1 (fp16, bf16, int16: 1; fp32: 2;
    fp64, int64, complex64: 4; complex128: 8): how much a Python number written into it can
    carry, the unit of MAX_PY_NUMBERS."""
    return max(1, t.element_size() // 2)


# (red team 40: randn_like and the other samplers an honest __init__ uses were refused; a
# *_like op's tensor argument is a template, its shape and dtype only)
RANDOM_INIT_OPS = frozenset("uniform_ normal_ random_ bernoulli_ exponential_ randn rand normal "
                            "randint randn_like rand_like randint_like log_normal_ cauchy_ "
                            "geometric_".split())


# Scaling random draws: an op that multiplies, divides, shifts, negates, takes the absolute
# value of or clamps memory that random initialisation or a constant fill wrote whole (benign),
# by Python numbers only, in __init__: KernelBench level 2's nn.Parameter(torch.randn(shape) *
# 0.02), refused as PyTorch math until red team 40. Its result is benign too. Nothing more:
# comparisons, where, pow and log on noise let red team 42 tabulate sigmoid over every fp16
# code drawn by randint (adv_rt42_noisetable_1-3). torch.nn.init's own initialisers
# (trunc_normal_'s rejection sampling, orthogonal_'s QR, eye_) run whole instead (_trust_init).
NOISE_OPS = frozenset("mul add sub div neg abs clamp clamp_min clamp_max".split())
# and a comparison with a Python number (red team 58b: a pruning mask drawn as
# torch.rand(out, in) < density, the reference's own line, was refused; one comparison of one
# draw is a step function of it, one bit per element, no table of anything)
NOISE_COMPARES = frozenset("lt le gt ge".split())


def _shapes_noise(mon, name, args, kwargs):
    """Is this op (in __init__) one of NOISE_OPS (or its in-place form) or NOISE_COMPARES on
    one benign tensor, with Python numbers (or None) for the rest?"""
    if name.rstrip("_") not in NOISE_OPS and name not in NOISE_COMPARES:
        return False
    every = list(args) + list((kwargs or {}).values())
    ts = _tensor_args(every)
    if len(ts) != 1 or ts[0] is not every[0] or \
            ts[0].untyped_storage().data_ptr() not in mon.benign:
        return False
    # the whole of its memory: one element at a time, add_ of a Python number wrote a 65,536-
    # entry table no number count saw (red team 44, adv_rt44_noiseadd_1, _2)
    if not _whole_storage(ts[0]):
        return False
    return all(a is None or type(a) in (int, float, bool) for a in every[1:])


def _whole_storage(t):
    """Does tensor t cover its whole storage, in order (a write to it writes all of it)?"""
    return t.is_contiguous() and t.numel() * t.element_size() == t.untyped_storage().nbytes()


# torch.nn.init's initialisers, run whole in a candidate's __init__ as the random (or fixed:
# eye_, dirac_) initialisation they are: each writes the tensor it is given from the random
# generator and its own arguments, never from the tensor's values, whatever ops it uses inside
# (red team 40: trunc_normal_'s rejection sampling; red team 42: orthogonal_'s QR, eye_,
# sparse_ were refused as PyTorch ops in __init__: a candidate that must hold the reference's
# weights has no other way to draw them alike).
INIT_FUNCTIONS = ("uniform_", "normal_", "trunc_normal_", "constant_", "ones_", "zeros_",
                  "eye_", "dirac_", "xavier_uniform_", "xavier_normal_", "kaiming_uniform_",
                  "kaiming_normal_", "orthogonal_", "sparse_")


def _trust_init(mon):
    """Wrap torch.nn.init's initialisers (captured here, before any candidate code): inside
    one, in __init__, the op monitor lets PyTorch run (mon.init_fn); after it the tensor it
    wrote is benign where it was written whole."""
    import torch.nn.init as tinit

    def wrap(fn):
        @functools.wraps(fn)
        def run(tensor, *args, **kwargs):
            # (red team 43: kaiming_uniform_(w, mode=obj) called obj.lower(), the candidate's
            # own method, with the monitor silenced: trusted only with plain arguments)
            if mon.phase != "__init__" or mon.depth or type(tensor) not in (
                    torch.Tensor, torch.nn.Parameter) or not all(
                    a is None or type(a) in (int, float, bool, str, torch.Generator)
                    for a in list(args) + list(kwargs.values())):
                return fn(tensor, *args, **kwargs)
            mon.init_fn += 1
            try:
                out = fn(tensor, *args, **kwargs)
            finally:
                mon.init_fn -= 1
            with mon.quiet():
                d = torch.Tensor.detach(tensor)
                if _whole_storage(d):
                    mon.benign.add(d.untyped_storage().data_ptr())
            return out
        return run
    for name in INIT_FUNCTIONS:
        if hasattr(tinit, name):
            setattr(tinit, name, wrap(getattr(tinit, name)))


def _mark_benign(mon, name, args, out, kwargs=None):
    """Import and __init__: a storage that random initialisation (with scalar parameters:
    torch.normal(table, 0.0) is a copy of table, red team 11) or a constant fill wrote whole
    (nn.Linear's kaiming_uniform_, LayerNorm's ones) is benign, its conversions round noise;
    so is a whole copy of benign memory. Such a write to part of a storage leaves its
    status as it was (a uniform_ on one element does not make a table benign); any other
    write makes it ordinary."""
    outs = _tensor_args(out if isinstance(out, (list, tuple)) else [out])
    random = name in RANDOM_INIT_OPS and not _tensor_args(
        args[1:] if name.endswith("_") or name.endswith("_like") else args)
    ok = random or _constant(name, args) is not None or (
        mon.phase == "__init__" and _shapes_noise(mon, name, args, kwargs)) or (
        _copies(name, args) and all(t.untyped_storage().data_ptr() in mon.benign
                                    for t in _copy_sources(name, args)))
    for o in outs:
        key = o.untyped_storage().data_ptr()
        if not ok:
            mon.benign.discard(key)
        elif _whole_storage(o):
            mon.benign.add(key)


def _bitcast(name, args):
    """'dtype -> dtype' if the op reinterprets a tensor's bits as another dtype (view(dtype);
    set_ onto a tensor of another dtype), else ''. Complex to its real pairs keeps values."""
    if name == "view" and len(args) > 1 and isinstance(args[1], torch.dtype) and \
            isinstance(args[0], torch.Tensor) and not _same_values(args[0].dtype, args[1]):
        return f"{args[0].dtype} as {args[1]}"
    if name == "set_" and len(args) > 1 and isinstance(args[0], torch.Tensor):
        src = args[1]   # a tensor, or a storage (Tensor.set_(t, offset, size, stride) passes
        if not isinstance(src, torch.Tensor):         # t's untyped storage: bytes, no dtype)
            return f"{type(src).__name__} as {args[0].dtype}"
        if not _same_values(src.dtype, args[0].dtype):
            return f"{src.dtype} as {args[0].dtype}"
    return ""


def _constant(name, args):
    """The Python number an allocation or fill writes into every element it makes or touches
    (torch.zeros -> 0, torch.full(size, 0.5) -> 0.5, x.fill_(2) -> 2), else None. A value
    that comes from a tensor (fill_.Tensor) is not a constant but a copy: see _copies."""
    if name in ("zeros", "zeros_like", "new_zeros", "zero_"):
        return 0
    if name in ("ones", "ones_like", "new_ones"):
        return 1
    pos = {"full": 1, "full_like": 1, "fill_": 1, "new_full": 2, "scalar_tensor": 0}.get(name)
    v = args[pos] if pos is not None and len(args) > pos else None
    return v if type(v) in (int, float, bool) else None


def _width(v):
    """How many numbers one launch leaf counts as: an int (or bool) one per 16 bits of its
    value, at least one (an fp16 table entry is 16 bits: 64-bit ints carried four each, red team
    14), a float four (64 bits: a constexpr float keeps them all; red team 17 found it counted
    one, half an int32's price), a string one per two bytes of its UTF-8 (red team 11 wrote a
    table as the lengths of constexpr strings), anything else (a tensor, dtype, None) one."""
    if type(v) in (int, bool):
        return max(1, -(-int(v).bit_length() // 16))
    if type(v) is float:
        return 4
    if type(v) is str:
        return max(1, -(-len(v.encode("utf-8", "surrogatepass")) // 2))
    return 1


def _leaves(data, counted, unwrap=None, limit=1 << 16):
    """(holds a tensor, how many leaves of a type in `counted`, or of any type by its width
    (_width) with counted=None) for nested lists and tuples,
    walked without recursion, a leaf of type `unwrap` (tl.constexpr) read as its .value. A
    constructor's data counts every number, integers and bools too: a table of a function's
    results can be written as the integer bit patterns of its floats (and viewed back as
    floats) or, for a comparison, as bools; a launch counts its floats against the whole
    budget and every leaf against the per-call one (launch_integers). Data too large to walk
    counts as holding a tensor (refused, never slow) and as `limit` leaves (over
    MAX_PY_NUMBERS)."""
    todo, seen, n, tensors = list(data), 0, 0, False
    while todo:
        v = todo.pop()
        seen += 1
        if seen > limit:
            return True, limit
        if unwrap is not None and type(v) is unwrap:
            v = v.value
        if type(v) in (list, tuple):
            todo.extend(v)
        elif counted is None:             # every leaf, by its width in 16-bit units
            tensors = tensors or isinstance(v, torch.Tensor)
            n += _width(v)
        elif isinstance(v, torch.Tensor):
            tensors = True
        elif type(v) in counted:
            n += 1
    return tensors, n


def _plain_data(data, limit=1 << 16):
    """Is a constructor's data Python numbers (int, float, bool, complex: the exact types) in
    lists, tuples and torch.Size, or a range? Anything else C++ would read through its own
    protocol (a sequence's __getitem__, __array__, a buffer), which no check sees."""
    todo, seen = list(data), 0
    while todo:
        v = todo.pop()
        seen += 1
        if seen > limit:
            return False
        if type(v) in (list, tuple, torch.Size):
            todo.extend(v)
        elif type(v) not in (int, float, bool, complex, range):
            return False
    return True


def _exact_conversion(name, args, out):
    """True unless a copy converts some source dtype to one that cannot hold all its values
    (fp32 -> fp16, float -> int, x.to(bool), int32 -> fp32: each computes; red team 4 made
    trunc and != 0 out of .to(int32) and .to(bool)). Widening (fp16 -> fp32, bool -> any,
    int8 -> fp32) is exact: data movement. So is a narrowing that keeps every value it was
    given, element for element (int64 indices .to(torch.int32) for a kernel: red team 16's
    good_rt16a_gather_i32, a false refusal): it cannot compute, whatever the dtypes."""
    srcs = _copy_sources(name, args)
    outs = _tensor_args(out if isinstance(out, (list, tuple)) else [out])
    if all(_widens(s.dtype, o.dtype) for s in srcs for o in outs):
        return True
    if len(srcs) != 1 or len(outs) != 1 or srcs[0].shape != outs[0].shape or \
            srcs[0].is_complex() != outs[0].is_complex() or srcs[0].device != outs[0].device:
        return False
    s, o = srcs[0], outs[0]
    with torch.no_grad():
        back = o.to(s.dtype)
        return bool(torch.equal(back, s)) and bool(torch.equal(back.to(o.dtype), o))


def _widens(a, b):
    if a == b or a == torch.bool:
        return True
    if a.is_complex or b.is_complex:
        return b.is_complex and torch.promote_types(a, b) == b and \
            (a.is_complex or _widens(a, torch.float32 if b == torch.complex64 else torch.float64))
    if b.is_floating_point:
        if a.is_floating_point:
            return torch.finfo(b).bits > torch.finfo(a).bits and \
                (a, b) != (torch.float16, torch.bfloat16) and \
                (a, b) != (torch.bfloat16, torch.float16)
        mantissa = {torch.float16: 11, torch.bfloat16: 8, torch.float32: 24, torch.float64: 53}
        return torch.iinfo(a).bits <= mantissa.get(b, 0)      # every integer exactly
    if a.is_floating_point or b == torch.bool:
        return False
    ia, ib = torch.iinfo(a), torch.iinfo(b)
    return ib.min <= ia.min and ib.max >= ia.max


def _moves_nothing(name, args):
    """A copy of a tensor onto itself (the interpreter writes each argument's storage back
    onto itself after a launch): no data moves."""
    if name not in ("copy_", "_copy_from") or len(args) < 2:
        return False
    a, b = args[0], args[1]
    return isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor) and \
        a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr() and \
        a.storage_offset() == b.storage_offset() and a.shape == b.shape and \
        a.stride() == b.stride() and a.dtype == b.dtype


def _modes_active(op_mode, fn_mode):
    """None while both modes are on their stacks and the Python dispatch key is live."""
    from torch.overrides import _get_current_function_mode_stack
    from torch.utils._python_dispatch import _get_current_dispatch_mode_stack
    if op_mode not in _get_current_dispatch_mode_stack():
        return "the dispatch mode was removed"
    if fn_mode not in _get_current_function_mode_stack() or not torch._C._is_torch_function_enabled():
        return "the torch-function mode was removed or disabled"
    if torch._C._dispatch_tls_is_dispatch_key_excluded(torch._C.DispatchKey.Python):
        return "the Python dispatch key was excluded"
    return None


def _track(mon, name, args, out, kwargs=None):
    """Memory bookkeeping after a visible op in forward (gate 2, the answer is the kernels'):
      - every storage an op wrote gets a fresh snapshot, so a later hidden write shows;
      - the bytes an op wrote leave the store log (a kernel stored there before, PyTorch
        now): an op writing into a storage it was given (fill_, copy_, or any op's out=,
        torch.cat(..., out=buf) of red team 12) is an overwrite, and memory freed and
        allocated again at the same address starts with no stored bytes and no constants;
      - a copy of kernel-written memory in the same dtype (or exactly widened) is
        kernel-written, and so is the output of an op the caller allowed (allow_torch_ops); a
        fresh allocation is not, even at a recycled address; a rounding conversion is
        arithmetic, not data movement;
      - PyTorch overwriting memory a kernel wrote (fill_, zero_, copy_ from elsewhere) is a
        fallback: the answer would be PyTorch's; a fill from a tensor is a copy from it;
      - the numbers allocations and fills wrote (torch.zeros, fill_(0.5)) are remembered per
        storage: an element no kernel stored may still hold one (padding, index_add into
        zeros);
      - under the interpreter, allowed ops' and copies' outputs join the store log."""
    if name in VIEW_OPS:
        return
    outs = _tensor_args(out if isinstance(out, (list, tuple)) else [out])
    copies = _copies(name, args)
    srcs = [] if name in ("zero_", "resize_") or (name == "fill_" and not copies) else \
        _copy_sources(name, args)
    from_kernel = bool(srcs) and all(s.untyped_storage().data_ptr() in mon.changed for s in srcs)
    same_dtype = all(_widens(s.dtype, o.dtype) for s in srcs for o in outs)   # or exactly widened
    allowed = name in mon.extra and name not in DATA_OPS
    const = _constant(name, args)
    given = {t.untyped_storage().data_ptr()
             for t in _tensor_args(list(args) + list((kwargs or {}).values()))}
    interp = os.environ.get("TRITON_INTERPRET") == "1"
    for o in outs:
        key = o.untyped_storage().data_ptr()
        overwrite = name in OVERWRITE_OPS or key in given    # else a fresh storage
        if overwrite and key in mon.changed and not (from_kernel and same_dtype):
            mon.flag(f"PyTorch ({name}) overwrote memory a kernel wrote")
        if not overwrite:
            mon.consts[key] = []          # a fresh storage (perhaps at a recycled address)
        if const is not None and len(mon.consts.setdefault(key, [])) < MAX_CONSTS:
            mon.consts[key].append((o.dtype, const))
        kept = allowed or (copies and from_kernel and same_dtype)
        logged = None if not (kept and interp) else \
            _addresses(o) if allowed else _copied_addresses(mon, name, args, srcs, o)
        if interp:
            _unlog(mon, o)                # what the op wrote is no kernel's store (yet)
        if name in ALLOC_OPS:
            mon.changed.discard(key)
        elif kept:
            mon.changed.add(key)
            if logged is not None:
                mon.stores.append((logged, 1, None))
            if not allowed:   # an element the copy left unstored may hold a source's number
                if name == "constant_pad_nd":     # the padding holds the pad value
                    pad = args[2] if len(args) > 2 else 0
                    if type(pad) in (int, float, bool):
                        mon.consts[key].append((o.dtype, pad))
                for s in srcs:
                    room = MAX_CONSTS - len(mon.consts.setdefault(key, []))
                    mon.consts[key] += mon.consts.get(s.untyped_storage().data_ptr(), [])[:max(0, room)]
        elif name in COPY_OPS or name in OVERWRITE_OPS:
            mon.changed.discard(key)
        mon.snapshot(o)


def _unlog(mon, o):
    """Drop from the store log every element with a byte among o's: PyTorch wrote them last."""
    import numpy as np
    if not mon.stores or not o.numel():
        return
    lo, hi = _storage_range(o)
    dead = None
    for i, (a, s, v) in enumerate(mon.stores):
        if not a.size or not ((a < hi) & (a + s > lo)).any():
            continue
        if dead is None:
            dead = np.unique(_addresses(o))
        hit = np.zeros(a.shape, bool)
        for b in range(s):
            hit |= np.isin(a + np.uint64(b), dead)
        if hit.any():
            mon.stores[i] = (a[~hit], s, None if v is None else v[~hit])


def _stored_mask(t, stores):
    """Per element of t, in logical order: was each of its bytes stored (by the store log
    `stores`, mon.stores)? A bool tensor of t's shape. One byte map over t's storage, marked
    store by store: linear in the log and the storage (sorting every stored byte address, as
    np.unique and np.isin did, cost about a millisecond a call on a small softmax)."""
    import numpy as np
    lo, hi = _storage_range(t)
    stored = np.zeros(hi - lo, bool)
    base, end = np.uint64(lo), np.uint64(hi)
    for a, size, _ in stores:
        a = a[(a >= base) & (a < end)]
        if a.size:
            at = (a - base).astype(np.int64)
            for k in range(size):
                stored[at + k] = True
    if not t.numel():
        return torch.zeros(t.shape, dtype=torch.bool)
    addr = (_addresses(t) - base).astype(np.int64).reshape(-1, t.element_size())
    return torch.from_numpy(stored[addr].all(axis=1)).reshape(t.shape)


def _copied_addresses(mon, name, args, srcs, o):
    """The byte addresses of o that a copy of kernel-written memory filled from stored
    elements: the op replayed on the sources' stored-element masks. Logging the whole copy
    let one stored element make a PyTorch transpose the kernel's (red team 10,
    adv_rt10_launder_1: x.t().contiguous(), one element re-stored by a kernel, then a clone).
    Ops it cannot replay count as stored only if every source element was."""
    masks = [_stored_mask(s, mon.stores) for s in srcs]
    try:
        if name in ("cat", "stack"):
            dim = args[1] if len(args) > 1 and type(args[1]) is int else 0
            m = (torch.cat if name == "cat" else torch.stack)(masks, dim)
        elif name == "repeat":
            m = masks[0].repeat(args[1])
        elif name == "constant_pad_nd":       # the padding is no kernel's: not stored
            m = torch.constant_pad_nd(masks[0].to(torch.uint8), args[1], 0) > 0
        elif len(masks) == 1:                 # clone, contiguous, to, copy_, fill_ (broadcast)
            m = masks[0].expand(o.shape)
        else:
            raise ValueError(name)
        m = m.reshape(-1)
        if m.numel() != o.numel():
            raise ValueError(name)
    except Exception:  # noqa: BLE001 -- an op we cannot replay: all or nothing
        m = torch.full((o.numel(),), all(bool(k.all()) for k in masks))
    return _addresses(o).reshape(-1, o.element_size())[m.numpy()].reshape(-1)


def _addresses(t):
    """Byte addresses of each element of t (numpy uint64), whatever its strides; each element's
    every byte is listed (so the store log can say `this byte was written`)."""
    import numpy as np
    idx = torch.arange(t.numel(), dtype=torch.int64) if t.is_contiguous() else \
        torch.as_strided(torch.arange(t.untyped_storage().nbytes() // t.element_size() + 1,
                                      dtype=torch.int64), t.shape, t.stride(), 0).reshape(-1)
    base = t.data_ptr()
    el = (base + idx.numpy().astype(np.int64) * t.element_size())
    return (el[:, None] + np.arange(t.element_size())[None, :]).reshape(-1).astype(np.uint64)


def _storage_range(t):
    s = t.untyped_storage()
    return s.data_ptr(), s.data_ptr() + s.nbytes()


def _holds_consts(o, consts):
    """Per element of o (flat, logical order): does it hold one of the numbers [(dtype,
    number)] that allocations and fills of its storage wrote (NaN matching NaN)?"""
    flat = o.detach().reshape(-1)
    held = torch.zeros(flat.shape, dtype=torch.bool, device=flat.device)
    for dtype, c in consts:
        if dtype == o.dtype:
            want = torch.full((), c, dtype=dtype)
            held |= torch.isnan(flat) if bool(torch.isnan(want)) else flat == want
    return held.cpu()


def _output_facts(mon, o, np):
    """What the parent needs to decide whether output o came from the kernels (gate 2)."""
    facts = {"tensor": type(o) is torch.Tensor}
    if not facts["tensor"]:
        facts["type"] = type(o).__name__
        return facts
    key = o.untyped_storage().data_ptr()
    facts.update(device=o.device.type, numel=o.numel(), known=key in mon.known,
                 kernel=key in mon.changed, unstored=0, size=o.numel(),
                 strides=[int(s) for s in o.stride()])   # the layout (a task that moves data)
    if not facts["kernel"] and key in mon.launched and o.numel() and mon.consts.get(key):
        # a launch was given it and stored nothing, every element still holding its
        # allocation's number: the kernels chose not to store (red team 47: a ReLU that stores
        # only the positive elements into torch.zeros_like, at a trial drawing no positive one)
        facts["kernel"] = bool(_holds_consts(o, mon.consts[key]).all())
    facts["unchanged"] = key in mon.touched and bool(torch.equal(mon.raw(o), mon.touched[key]))
    if os.environ.get("TRITON_INTERPRET") == "1" and o.numel():
        miss = ~_stored_mask(o, mon.stores).reshape(-1).numpy()   # in logical order
        if miss.any() and mon.consts.get(key):
            # an element no kernel stored still holding its allocation's or a fill's number
            # is the kernel's choice not to store it (padding, index_add into zeros)
            miss &= ~_holds_consts(o, mon.consts[key]).numpy()
        facts["unstored"] = int(miss.sum())
    return facts


# ----------------------------------------------------------------------------------------
# the candidate child

def _candidate_job(job, link):
    """Import the candidate, build ModelNew, run each call the parent asks for under the
    monitor; send observations. Never decides a verdict."""
    import numpy as np
    import builtins
    import triton
    import triton.language as tl
    from triton.runtime import jit as tjit
    device = job["device"]
    extra = set(job["allow"])
    mon = _Monitor(device, INIT_OPS | extra, frozenset(extra))
    mon.ref_aliases = frozenset(str(a) for a in job.get("ref_aliases", ()))
    mon.moves_only = bool(job.get("moves_only"))
    mon.seed = int(job.get("order_key", job.get("seed", 0)))  # (the parent's keyed number)
    _install_hooks(mon, job.get("lower", True))
    _trust_init(mon)
    OpMode, EscapeMode = _make_modes(mon)
    op_mode, fn_mode = OpMode(), EscapeMode()
    # the namespaces our hooks patched are fingerprinted now; the rest were in the server
    patched = [tjit, tjit.JITFunction, sys.modules[__name__], torch.nn.init]
    if os.environ.get("TRITON_INTERPRET") == "1":
        from triton.runtime import interpreter as interp
        from triton.runtime.autotuner import Autotuner
        patched += [interp, interp.InterpretedFunction, interp.FunctionRewriter, Autotuner,
                    interp.InterpreterBuilder, interp.ReduceOps, interp.ScanOps]
    prints = (_BASE_PRINTS or _fingerprint(_stable_spaces())) + _fingerprint(patched)

    def verify(modes=True):
        """The tools unchanged (and, inside the monitored region, the modes still on)."""
        return _changed_tools(prints) or (_modes_active(op_mode, fn_mode) if modes else None)
    mon.verify = verify

    @contextlib.contextmanager
    def monitored():
        with fn_mode, op_mode:
            yield
            why = _modes_active(op_mode, fn_mode)
            if why:
                mon.flag(why)

    data = link.ask("init")
    init = unpack(data["init"])
    init_kw = unpack(data.get("init_kw") or {})     # (the parent's: names and floats)
    state = job["audit"]
    state["on"] = True          # from here on, the audit hook refuses what candidates may not do
    try:
        with monitored():
            mon.kernels = set()
            mod = _load_module(job["src"], "candidate", CANDIDATE_FILE,
                               (job["builtins"], job["imports"], state["denied"]),
                               {tuple(k) for k in job.get("kernels", ())}, mon.kernels)
            mon.kernels = frozenset(mon.kernels)
        cls = getattr(mod, "ModelNew", None)
        if cls is None:
            return {"kind": "error", "stage": "compile", "error": "ModelNew not defined after import"}
        fwd_kw = data.get("fwd_kw")
        own = inspect.getattr_static(cls, "forward", None) if fwd_kw else None
        if inspect.isfunction(own):
            # (the reference's keyword-only forward defaults: passed by name, as there; read
            # without descriptors, no candidate code runs here)
            cls.forward = _by_name(own, int(fwd_kw[0]), [str(k) for k in fwd_kw[1]])
        mon.phase = "__init__"
        torch.manual_seed(int(data.get("init_seed", job["seed"])))    # (the reference's)
        with monitored():
            model = cls(*init, **init_kw)
            model = model.to(device)
    except BaseException as e:  # noqa: BLE001 -- SystemExit in __init__ is a compile failure too
        if mon.bad or state["denied"]:
            return {"kind": "observations", "flags": mon.bad + [f"refused: {d}" for d in state["denied"]],
                    "ops": mon.seen, "launches": mon.launches, "calls": []}
        return {"kind": "error", "stage": "compile", "error": short_exc(e)}
    init_flags = list(mon.bad) + [f"refused: {d}" for d in state["denied"]]
    why = verify(modes=False) or _module_shadowing(model)
    if why:
        init_flags.append(why)
    if init_flags:
        return {"kind": "observations", "flags": init_flags, "ops": mon.seen,
                "launches": mon.launches, "calls": []}
    # the reference's constant-initialised parameters carry keyed values: the candidate's
    # parameters that pair with them (same shape, dtype and constant, in the same order among
    # equals) get the same values, so a kernel that ignores them (LayerNorm's weight and bias
    # read as 1 and 0) fails; the parent decides the pairs
    # (nn.Module's own methods: _module_shadowing above made sure no module replaces them)
    own = list(torch.nn.Module.parameters(model))
    bufs = list(torch.nn.Module.buffers(model))
    odd = [type(t).__name__ for t in own + bufs if type(t) not in (torch.Tensor, torch.nn.Parameter)]
    if odd:       # what the bookkeeping below calls Tensor methods on must be a plain tensor
        return {"kind": "observations", "flags": [f"a parameter or buffer of type {odd[0]}"],
                "ops": mon.seen, "launches": mon.launches, "calls": []}
    keyed = keyed_state(model)
    sig = param_signature(keyed)
    got = link.ask("params", sig=sig)
    # (with the dead slices of the reference's keyed values: _dead_slices)
    dead = {int(k): (shape, cuts) for k, shape, cuts in got.get("dead") or []}
    _perturb(keyed, got["pairs"], sig, got["key"], dead, set(got.get("counters") or ()),
             {int(k): int(v) for k, v in got.get("settings") or []})
    _key_counters(model, got["key"])
    # the tensors reported after each call: those paired with state the reference's forward
    # changes (the parent compares them, reward._state_mismatch)
    watch = [keyed[i] for i in got.get("watch", []) if type(i) is int and 0 <= i < len(keyed)]
    # and those the parameter trials move, each with its keyed values (_move_params)
    movers = [(keyed[i], k, torch.Tensor.detach(keyed[i]).clone()) for i, k in got.get("moves", [])]
    params = own + bufs
    # Memory a call may read besides its inputs and what it creates: what __init__ built and
    # the model (or the module) still holds. Held here, so no later allocation reuses an
    # address. Memory a forward kept from an earlier call is not on the list: each call is a
    # function of its inputs and the weights (a cache of earlier inputs or answers, keyed by
    # content or by call count, has nothing a kernel may read): each call fills what the model
    # keeps with NaN bytes first (scratch() below), and memory kept elsewhere stays unknown.
    # (the candidate's classes too: a workspace made at import as a class attribute is
    # __init__'s memory as a module-level one is: red team 20, good_rt20a_classws)
    kept = _held_tensors(_state_objects(model, mod)) + params   # after .to(device)
    init_storages = [t.untyped_storage() for t in kept]
    init_known = frozenset(st.data_ptr() for st in init_storages)
    # init_known is a list of addresses: it names __init__'s memory only while that memory
    # stays where it was. An op that resizes a storage in place frees its old block (a
    # growing resize_, and out= ops that resize inside the op, torch.cat(..., out=t): red team
    # 21's adv_rt21_outresize_1), and set_ re-points a parameter at other memory (red team
    # 21's adv_rt21_staleparam_1): memory allocated there later would count as __init__'s.
    # Checked after every call, checked or timed.
    init_addrs = [(st, st.data_ptr()) for st in init_storages]
    param_addrs = [(p, p.untyped_storage().data_ptr()) for p in params]

    def moved():
        """A reason if memory __init__ built moved, or a parameter or buffer was re-pointed."""
        with mon.quiet():
            if any(st.data_ptr() != a for st, a in init_addrs):
                return ("forward moved memory __init__ built (an op resized it in place; "
                        "allocate a new tensor instead)")
            if any(torch.Tensor.untyped_storage(p).data_ptr() != a for p, a in param_addrs):
                return "forward re-pointed a parameter or buffer at other memory (set_)"
        return None

    # The weights the reference's forward leaves as they are (paired, not watched): a call
    # may not change a byte of their storages, outside what a watched tensor spans (red team
    # 56b: a kernel that set the lowest mantissa bit of a paired running_var, 1 ulp inside
    # every tolerance, or kept a copy in its storage's tail past the paired view, knew at the
    # next call whether the verifier had moved the weights since; a user's weights are
    # written by the user, never by the model's forward)
    frozen = _frozen_spans(keyed, got["pairs"], set(got.get("watch", [])))

    def scratch(fill=True):
        """Memory an earlier call kept on the model (a workspace allocated on the first call,
        keyed by shape: red team 20's good_rt20a_lazyws was refused): known memory, which
        kernels may use. Only memory reachable from the model, its classes and the
        candidate's module, as __init__'s memory is; memory kept anywhere else stays unknown,
        and a kernel given it is refused. With `fill` (the timed calls, _time_candidate) it
        is filled with 0xFF bytes (NaN in every float format, -1 in every integer one), so
        nothing an earlier call left there survives into the next: an answer cache keyed by
        the timed inputs finds nothing. The checked calls leave it as the last call left it,
        as a user's process does (red team 56: a kernel that found its own marker there
        still in place knew that the verifier had not filled it, and took a guard-free path
        in every call a user makes; nothing a checked call could reuse is there, since no
        two checked calls share their inputs). Returns the storages, which an output may not
        alias."""
        out, seen = [], set(init_known)
        with mon.quiet():
            for t in _held_tensors(_state_objects(model, mod)):
                if type(t) not in (torch.Tensor, torch.nn.Parameter):
                    continue     # (a subclass's methods are candidate code; it stays unknown)
                st = torch.Tensor.untyped_storage(t)
                if st.nbytes() and st.data_ptr() not in seen:
                    seen.add(st.data_ptr())
                    if fill:
                        _storage_bytes(st).fill_(0xFF)
                    out.append(st)
        return out
    mon.phase, mon.allowed = "forward", DATA_OPS | extra
    mon.seen = []

    def one_call(inputs, mode="no_grad"):
        """One forward under the monitor, in the autograd mode the parent says (CALL_MODES):
        (observation dict, output list or None)."""
        mon.calls += 1
        mon.launch_ints = 0
        mon.touched.clear()
        mon.changed.clear()
        mon.launched.clear()
        mon.consts.clear()     # (an init buffer's numbers are not remembered: it may have changed)
        mon.stores = []
        kept_now = scratch(fill=False)
        # (the parameters' memory is known by the addresses __init__ left them at, in
        # init_known: moved() refuses a call after which one points elsewhere)
        mon.known = set(init_known) | {st.data_ptr() for st in kept_now} | \
            {x.untyped_storage().data_ptr() for x in _input_tensors(inputs)}
        for x in _input_tensors(inputs) + params:   # memory that existed before: re-checked
            mon.snapshot(x)
        with mon.quiet():     # (the weights' memory as this call finds it)
            held = [(st, free, _storage_bytes(st).clone()) for st, free in frozen]
        # the inputs as given (new tensor objects on the same memory): what the checks read
        # afterwards, whatever forward does to the objects it got (red team 4: x.set_(copy)
        # re-pointed an input after a kernel wrote the answer into its memory)
        with mon.quiet():
            given = _map_leaves(lambda x: torch.Tensor.detach(x) if isinstance(x, torch.Tensor)
                                else x, list(inputs))
        before = mon.launches
        obs = {"launches": 0, "flags": [], "error": None}
        bound = _bindings(model)
        try:
            with call_mode(mode), monitored():
                out = model(*inputs)
            _sync(device)
        except BaseException as e:  # noqa: BLE001 -- SystemExit, KeyboardInterrupt too
            obs["error"] = "forward raised " + short_exc(e)
            out = None
        mon.phase = "report"
        with mon.quiet():
            _unrebind(bound)    # (state the forward rebound: into the tensors it held before)
            why = verify(modes=False)
            gone = moved() or _frozen_changed(held)
            del held
            obs["flags"] = list(mon.bad) + [f"refused: {d}" for d in state["denied"]] + \
                ([why] if why else []) + ([gone] if gone else [])
            obs["kept"] = len(kept_now)
            obs["launches"] = mon.launches - before
            outs = flatten_out(out) if obs["error"] is None else []
            shadow = _shadowed(outs, given, params)
            if shadow:   # the facts below call tensor methods: not the candidate's versions
                obs["flags"].append(shadow)
                outs = []
            obs["outputs_facts"] = [_output_facts(mon, o, np) for o in outs]
            if all(f["tensor"] for f in obs["outputs_facts"]):
                obs["aliases"] = _aliases(given, params, outs, init_storages, kept_now)
                obs["outputs"] = pack(outs)
                obs["inputs_after"] = pack(given)
            obs["state"] = pack([torch.Tensor.detach(t).clone() for t in watch])
        mon.phase = "forward"
        return obs, outs

    calls, wrong = [], False
    while True:
        req = link.ask("call")
        if req.get("stop"):        # (all calls made, or the last one was wrong: the parent's)
            wrong = bool(req.get("wrong"))
            break
        _move_params(movers, req.get("move"), got["key"])   # (a parameter trial's weights)
        for i, k, level, down, *pd in req.get("jump") or []:   # (the counters' jump: _jump)
            if type(i) is int and 0 <= i < len(keyed):
                pd = pd[0] if pd and type(pd[0]) is int and 0 <= pd[0] < 2 ** 31 else 0
                _jump(keyed[i], got["key"], k, int(level), 0, bool(down), pd)
        for name, level, down, *more in req.get("py_jump") or []:  # (the Python ones, by name)
            by, top, pd = (more + [None, None, None])[:3]
            _jump_number(model, str(name), got["key"], int(level), bool(down), 0,
                         by if type(by) is str else None,
                         top if type(top) is int and 1 <= top < 2 ** 31 else 2 ** 31 - 1,
                         period=pd if type(pd) is int and 0 <= pd < 2 ** 31 else 0)
        if req.get("aim"):            # (the counters set near the model's settings: _aim_values)
            aim = req["aim"]
            _set_aim(model, None, [[i, v] for i, v in aim[0] if type(i) is int and
                                   0 <= i < len(keyed) and type(v) is int],
                     [[n, v] for n, v in aim[1] if type(n) is str and type(v) is int], keyed)
        obs, _ = one_call(unpack(req["inputs"], device), mode=req.get("mode"))
        calls.append(obs)
        link.send("call", obs=obs)
        if obs["error"] or obs["flags"]:
            break
    res = {"kind": "observations", "flags": [], "ops": mon.seen, "launches": mon.launches,
           "calls": len(calls)}
    if job["timed"] and calls and not wrong and not any(c["error"] or c["flags"] for c in calls):
        _move_params(movers, None, got["key"])      # the timed calls' weights: as keyed
        try:
            res.update(_time_candidate(job, mon, model, link, device, (fn_mode, op_mode),
                                       init_known, init_storages, params, scratch, moved))
        except Exception as e:
            res["timing_error"] = "failed while timing: " + short_exc(e)
    return res


MODULE_API = frozenset(n for n in dir(torch.nn.Module) if not n.startswith("_"))


def _module_shadowing(model, limit=4096):
    """A reason if a module of the model replaces a method of nn.Module, else None. After
    __init__ the verifier calls nn.Module's own methods (parameters, buffers, modules, to),
    outside the monitor: an instance attribute `self.named_parameters = f` made them run the
    candidate's f there, unmonitored, and torch.sigmoid tabulated an fp16 task's every answer
    into a buffer a kernel only gathered from (red team 9, adv_rt9_unmon_1). Walked through the
    modules' own dicts, never their methods (which are what is in question). An instance
    attribute named like a method may hold a value, not a callable; a candidate class may
    define forward and extra_repr only (the static gate says the same)."""
    todo, seen = [model], set()
    while todo:
        m = todo.pop()
        if id(m) in seen:
            continue
        seen.add(id(m))
        if len(seen) > limit:
            return f"more than {limit} modules"
        own = object.__getattribute__(m, "__dict__")
        bad = sorted(k for k, v in own.items() if k in MODULE_API and callable(v))
        if bad:       # (a number named like a method, self.half = 0.5, runs nothing)
            return f"{type(m).__name__}.{bad[0]} set on an instance (it replaces nn.Module.{bad[0]})"
        for cls in type(m).__mro__:
            if cls.__module__.split(".")[0] in ("torch", "builtins"):
                continue          # PyTorch's own classes (nn.Linear defines its forward...)
            bad = sorted(k for k in vars(cls) if k in MODULE_API and k not in ("forward", "extra_repr"))
            if bad:
                return f"{cls.__name__}.{bad[0]} replaces nn.Module.{bad[0]}"
        subs = own.get("_modules")
        if type(subs) is dict:
            todo.extend(v for v in subs.values() if isinstance(v, torch.nn.Module))
    return None


def _state_objects(model, mod=None):
    """Where a model keeps state: the model, its modules, the classes the task's source
    defined (their class attributes: those among the modules' types, and for a candidate
    every class its module defines) and, for a candidate, its module (its globals)."""
    mods = list(model.modules())
    classes = []
    for m in mods:
        for cls in type(m).__mro__:
            if cls.__module__.split(".")[0] not in ("torch", "builtins") and cls not in classes:
                classes.append(cls)
    if mod is not None:   # (a plain helper class's attributes: red team 21, helper_classconst)
        classes += [v for v in vars(mod).values() if isinstance(v, type) and
                    v.__module__ == mod.__name__ and v not in classes]
    return [model] + mods + classes + ([mod] if mod is not None else [])


def _held_tensors(objs, depth=8, budget=100_000):
    """Tensors the objects hold in their attributes, and in the lists, tuples and dicts there
    and the attributes of modules and of objects of the task's own classes there (red team
    21 hid a tensor in a plain helper object, where neither __init__'s memory nor the scratch
    fill looked), up to 8 levels deep (red team 22's constant at self.cfg["scales"][0][0] was
    a level too deep for 3) and 100,000 containers and objects in all (a candidate's deeper
    or larger structure is not walked: its tensors stay unknown, and a kernel given one is
    refused)."""
    out, seen = [], set()

    def walk(x, d):
        if isinstance(x, torch.Tensor):
            out.append(x)
        elif d <= 0 or id(x) in seen or len(seen) >= budget:
            return
        elif isinstance(x, (list, tuple, dict)):
            seen.add(id(x))
            for y in (x.values() if isinstance(x, dict) else x):
                walk(y, d - 1)
        elif not isinstance(x, type) and (isinstance(x, torch.nn.Module) or
                                          type(x).__module__ in ("candidate", "reference")):
            seen.add(id(x))
            try:
                own = object.__getattribute__(x, "__dict__")
            except AttributeError:
                return
            if type(own) is dict:
                walk(dict(own), d - 1)
    for o in objs:
        walk(dict(vars(o)), depth)
    return out


def _shadowed(outs, inputs, params):
    """A reason if a tensor the verifier is about to inspect carries instance attributes
    (`out.numel = lambda: 0`, `x.detach = ...` would run candidate code, unmonitored, in place
    of the method the check calls), else None."""
    for what, ts in (("output", outs), ("input", inputs), ("parameter", params)):
        for j, t in enumerate(ts):
            if type(t) in (torch.Tensor, torch.nn.Parameter) and vars(t):   # subclasses: facts
                # (PyTorch's own marks: nn.Buffer(t) sets the bools _is_buffer and persistent,
                # red team 42's honest buffer was refused)
                own = {k: v for k, v in vars(t).items()
                       if not (k in ("_is_buffer", "persistent") and type(v) is bool)}
                if own:
                    return f"{what} {j} carries instance attributes ({', '.join(sorted(own))[:80]})"
    return None


def _aliases(inputs, params, outs, init_storages=(), scratch=()):
    """An output must own its memory (not an input's, a weight's, another output's, any
    memory __init__ built, nor scratch an earlier call kept: red team 5's cheat_defer_1
    returned views of slots in an __init__-built ring buffer and filled them in a later
    call). The labels are what the reference's aliases are compared by, so they say what the
    memory is, not how it was declared: a parameter, a registered buffer and a plain tensor
    attribute are all "the model's state" (red team 20: a running sum kept in a plain
    attribute was refused where the reference's was a buffer)."""
    # (by leaf, through lists, tuples and dicts: red team 57a's kernel wrote its answer into
    # feats[0] of a list argument and returned it, an alias no check saw)
    rng_in = [(_storage_range(x), f"input {j}") for j, x in enumerate(_input_leaves(list(inputs)))
              if isinstance(x, torch.Tensor)]
    rng_p = [(_storage_range(p), "the model's state") for p in params]
    own = {p.untyped_storage().data_ptr() for p in params}     # (named once)
    rng_p += [((st.data_ptr(), st.data_ptr() + st.nbytes()), "the model's state")
              for st in init_storages if st.nbytes() and st.data_ptr() not in own]
    rng_p += [((st.data_ptr(), st.data_ptr() + st.nbytes()), "memory kept from an earlier call")
              for st in scratch if st.nbytes()]
    al = []
    for i, o in enumerate(outs):
        lo, hi = _storage_range(o)
        for (a, b), what in rng_in + rng_p:
            if lo < b and a < hi and o.numel() > 0:
                al.append(f"output {i} aliases {what}")
        # two outputs may share one allocation where their elements do not overlap (a fused
        # kernel writing out[0] and out[1]: red team 9's good_rt9a_two_out was refused)
        for j, x in enumerate(outs[:i]):
            (a, b), (c, d) = _extent(o), _extent(x)
            if o.untyped_storage().data_ptr() == x.untyped_storage().data_ptr() and \
                    a < d and c < b and o.numel() > 0 and x.numel() > 0 and _share_elements(o, x):
                al.append(f"output {i} aliases output {j}")
    return al


def _share_elements(a, b, limit=1 << 24):
    """Do two views of one storage whose extents overlap hold a common element? The halves
    of torch.chunk(y, 2, -1) interleave row by row and share none (red team 18 was refused).
    Views of different element sizes, or too large to list, are taken to share."""
    if a.element_size() != b.element_size() or a.numel() + b.numel() > limit:
        return True

    def offsets(t):
        idx = torch.tensor(t.storage_offset(), dtype=torch.int64)
        for size, stride in zip(t.shape, t.stride()):
            idx = idx.unsqueeze(-1) + torch.arange(size, dtype=torch.int64) * stride
        return idx.reshape(-1)
    return bool(torch.isin(offsets(a), offsets(b)).any())


def _extent(t):
    """[first byte, past the last byte) that t's elements span in its storage."""
    lo = hi = t.storage_offset()
    for size, stride in zip(t.shape, t.stride()):
        if size > 1:
            if stride < 0:
                lo += (size - 1) * stride
            else:
                hi += (size - 1) * stride
    return lo * t.element_size(), (hi + 1) * t.element_size()


def _after_timed_call(mon, out, inputs, init_storages, params=(), scratch=()):
    """Bookkeeping of one timed call, right after its end event (outside the timed region,
    before the next call starts): its outputs packed (copied to the host) now, so a later call
    cannot change them (red team 5's cheat_defer_1 returned unwritten slots and filled them in
    the last call), and a reason if they may not be kept (instance attributes, or memory that
    is an input's, a weight's or what __init__ built). Returns (packed outputs, reason, each
    output's strides)."""
    with mon.quiet():
        outs = flatten_out(out)
        why = _shadowed(outs, inputs, [])
        if why:
            return [], why, []
        if not all(type(o) in (torch.Tensor, torch.nn.Parameter) for o in outs):
            return [], "a timed call returned something other than tensors", []
        # (named as in the checked calls, which the reference's aliases are compared with)
        al = [a for a in _aliases([x for x in inputs if isinstance(x, torch.Tensor)],
                                  list(params), outs, init_storages, scratch)
              if a not in mon.ref_aliases]
        if al:
            return [], "in a timed call: " + "; ".join(al), []
        return pack(outs), None, [[int(s) for s in o.stride()] for o in outs]


def _restorer(storages, device, model=None):
    """A function that puts these storages' bytes back to what they hold now (raises if one
    was resized since), and what model's modules and the plain dicts and lists they hold
    hold (_containers): an int position counter, self.pos += 1 (red team 60b's honest
    KV-cache step was refused, the reference's counter running ahead by one at every attempt
    a trial discarded), a step in a state dict, made on the first call too (red teams 72,
    73), a tensor attribute None until the first call (red team 73's lazyema)."""
    saved = {}
    for st in storages:
        if st.nbytes() and st.data_ptr() not in saved:
            raw = torch.empty(0, dtype=torch.uint8, device=device).set_(st)
            saved[st.data_ptr()] = (st, raw, raw.clone())
    held = _containers(model)
    # (and the bytes of the tensors they hold now, made after __init__ too: a lazily made
    # running mean that a discarded attempt's NaN draw moved in place, via _unrebind)
    for c, items in held:
        for v in items if type(c) in (list, collections.deque) else (v for _, v in items):
            for t in (v if type(v) is tuple else (v,)):
                if type(t) in (torch.Tensor, torch.nn.Parameter):
                    st = torch.Tensor.untyped_storage(t)
                    if st.nbytes() and st.data_ptr() not in saved:
                        raw = torch.empty(0, dtype=torch.uint8, device=t.device).set_(st)
                        saved[st.data_ptr()] = (st, raw, raw.clone())

    def restore():
        for st, raw, copy in saved.values():
            if st.nbytes() != copy.numel():
                raise RuntimeError("forward resized memory __init__ built")
            raw.copy_(copy)
        _put_back(held)
    return restore


def _scrub_free_memory(device):
    """Fill every block PyTorch's CUDA caching allocator holds free with 0xFF bytes (NaN in
    every float format). The allocator hands a freed block back to the next allocation of its
    size with its bytes intact, so memory a call allocates could hold what an earlier call left
    in it: red team 18 kept (input, answer) pairs in a scratch tensor and found them again in
    the next timed call's scratch (adv_rt18_allocstale_1, _2). Called between
    timed calls, outside the timed region: what a call allocates then holds nothing of an
    earlier call, and __init__'s memory is restored, so no call can remember another.
    Segments that grow in place (expandable_segments) may have unmapped holes: the child
    turns that setting off (_lock_down)."""
    index = torch.device(device).index
    index = torch.cuda.current_device() if index is None else index
    dev = torch.device("cuda", index)   # (a storage on "cuda" may not back a tensor on "cuda:0")
    torch.cuda.synchronize(dev)
    for seg in torch.cuda.memory_snapshot():
        if seg.get("device") != index or seg.get("is_expandable"):
            continue
        addr = seg["address"]
        for b in seg["blocks"]:
            if b["state"] == "inactive" and b["size"] > 0:
                st = torch._C._construct_storage_from_data_pointer(b.get("address", addr), dev,
                                                                   b["size"])
                torch.empty(0, dtype=torch.uint8, device=dev).set_(st).fill_(0xFF)
            addr += b["size"]
    torch.cuda.synchronize(dev)


def _time_candidate(job, mon, model, link, device, modes, init_known, init_storages=(),
                    params=(), scratch=lambda: [], moved=lambda: None):
    """GPU timing (departure 2 of reward.py): every timed call's inputs come from the parent
    when the call starts, drawn at random from input sets whose answers the parent knows, so a
    checked call cannot be told from a timed one. Each call's outputs are packed to the host
    right after its end event (outside the timed region, before the next call starts: a later
    call cannot fill them in) and may not alias inputs or memory __init__ built
    (_after_timed_call); afterwards the parent names CHECKED_TIMED_CALLS calls at random whose
    outputs it compares. The current stream waits for every stream a kernel was launched on
    before the end event, so side-stream work is inside the measurement (and reported). The
    dispatch and function modes stay on while timing (a PyTorch compute op is still a
    fallback, whenever it runs), but no snapshots or byte checks run there: they would be
    timed too. What __init__ built is put back before every timed call (outside the timed
    region) to its bytes when timing began, and the parent draws the timed inputs only from
    sets the checked calls never showed: an answer cache that kernels keep there, keyed by the
    inputs' content (red team 5's cheat_cache_1), meets no input it has seen, in a checked call
    or an earlier timed one. Memory a call allocates starts as 0xFF bytes, not as what an
    earlier call left there (_scrub_free_memory between calls), and so does memory an earlier
    call kept on the model (scratch(), as in the checked calls)."""
    flush = torch.empty(256 * 1024 * 1024, dtype=torch.int8, device=device)
    with mon.quiet():
        restore = _restorer(init_storages, device)
    cur = torch.cuda.current_stream()
    times, kept, layouts, idle = [], [], [], 0
    mon.streams, mon.timing = set(), True
    mon.bad = []
    with torch.no_grad(), modes[0], modes[1]:
        for r in range(BENCH_WARMUP + BENCH_REPS):
            req = link.ask("timed")
            inputs = unpack(req["inputs"], device)
            with mon.quiet():                 # (outside the timed region)
                restore()
                kept_now = scratch()
            mon.known = set(init_known) | {st.data_ptr() for st in kept_now} | \
                {x.untyped_storage().data_ptr() for x in _input_tensors(inputs)}
            flush.zero_()
            torch.cuda.synchronize()
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            before = mon.launches
            start.record()
            out = model(*inputs)
            for s in [s for s in mon.streams if s != cur]:
                cur.wait_stream(s)
            end.record()
            torch.cuda.synchronize()
            if mon.launches == before:
                idle += 1
            if r >= BENCH_WARMUP:
                times.append(start.elapsed_time(end))
            packed, why, lay = _after_timed_call(mon, out, inputs, init_storages, params,
                                                 kept_now)
            why = why or moved()
            if why:
                mon.bad.append(why)
            kept.append(packed)
            layouts.append(lay)
            del out, inputs
            with mon.quiet():                 # (outside the timed region)
                _scrub_free_memory(device)
    mon.timing = False
    times.sort()
    req = link.ask("which")
    checked = {i: kept[i] for i in req["calls"] if 0 <= i < len(kept)}
    return {"t_new_ms": times[len(times) // 2], "idle_calls": idle, "flags": list(mon.bad),
            "side_stream": any(s != cur for s in mon.streams), "timed_outputs": checked,
            "timed_layouts": {i: layouts[i] for i in checked}}


def _child_main(job, cmd_fd, msg_fd):
    """Entry of a forked child: lock down, run the job, send its last message."""
    link = _Link(cmd_fd, msg_fd)
    try:
        job["audit"] = {"on": False, "denied": []}
        import numpy as np  # noqa: F401 -- before the lock-down (it may read files)
        notes = _lock_down(job, writable=job.get("writable", ()))
        allowed = {m.split(".")[0] for m in job.get("imports", ())}
        _install_audit_hook(job["audit"], allowed, job.get("write_dir"))
        res = (_reference_job if job["role"] == "reference" else _candidate_job)(job, link)
        res["notes"] = notes
    except MemoryError:
        res = {"kind": "error", "stage": "runtime", "error": "out of memory"}
    except BaseException as e:  # noqa: BLE001 -- the child must report, whatever happened
        res = {"kind": "error", "stage": "runtime", "error": "verifier child: " + short_exc(e)}
    try:
        job["audit"]["on"] = False
        link.send("done", result=res)
    except BaseException:  # noqa: BLE001 -- the parent reports the missing frame
        pass
    os._exit(0)


# ----------------------------------------------------------------------------------------
# the fork server: a clean process that imported torch+triton and forks one child per job

def _remove_stale_dirs():
    """Server folders (reward_server_<pid>_*) whose owner process is gone: removed. Only
    those, so several verifiers can share a machine."""
    base = tempfile.gettempdir()
    for name in os.listdir(base):
        if not name.startswith("reward_server_"):
            continue
        try:
            pid = int(name.split("_")[2])
        except (IndexError, ValueError):
            continue
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            shutil.rmtree(os.path.join(base, name), ignore_errors=True)
        except PermissionError:
            pass


def _cache_triton_sources():
    """Put the source of Triton's language library (tl.sort, tl.cumsum, ... are @jit functions
    there) into linecache with no mtime, as _load_module does for the candidate: a child runs
    as nobody and cannot stat or read files under the server's (root's) Python, so inspect
    found no lines, the interpreter ran those functions without its rewrite, and tl.sort failed
    (red team 5's good_3). checkcache skips entries without an mtime."""
    import triton.language
    root = os.path.dirname(os.path.abspath(triton.language.__file__))
    for folder, _, files in os.walk(root):
        for f in files:
            if f.endswith(".py"):
                path = os.path.join(folder, f)
                lines = linecache.getlines(path)
                if lines:
                    linecache.cache[path] = (sum(map(len, lines)), None, lines, path)


def serve(sock_fd):
    """Server loop: a job (and its two pipe fds) on the socket, run in a fresh child, reply
    with how the child ended."""
    sock = socket.socket(fileno=sock_fd)
    os.dup2(2, 1)        # stray prints of the server (or its imports) go to stderr
    import numpy  # noqa: F401  -- everything a child needs, imported once, before any fork
    import numpy.ma  # noqa: F401  -- imported lazily by np.isin
    import triton  # noqa: F401
    import triton.language  # noqa: F401
    from triton.runtime import interpreter  # noqa: F401
    if os.environ.get("TRITON_INTERPRET") == "1":
        _lowering_tools()     # Triton's front end and the mirror of triton.language, once
    try:  # imported lazily by the first launch's argument specialisation (~0.1 s per child)
        import triton.experimental.gluon  # noqa: F401
    except ImportError:
        pass
    import torch.overrides  # noqa: F401
    import torch.utils._python_dispatch  # noqa: F401
    import torch._dynamo  # noqa: F401  -- a TorchFunctionMode imports it lazily: ~3 s per child
    import importlib.util  # noqa: F401
    import resource  # noqa: F401
    import platform  # noqa: F401
    import ctypes  # noqa: F401
    import types  # noqa: F401
    if torch.cuda.is_initialized():  # an import touched CUDA: every forked child would fail
        raise RuntimeError("reward server: CUDA was initialised before forking")
    _cache_triton_sources()
    _remove_stale_dirs()
    global _BASE_PRINTS
    _BASE_PRINTS = _fingerprint(_stable_spaces())
    workdir = tempfile.mkdtemp(prefix=f"reward_server_{os.getpid()}_")
    os.chmod(workdir, 0o711)
    # Parent gone (even SIGKILLed): the socket reads EOF, the loop ends, the folder goes. (Not
    # PR_SET_PDEATHSIG: it fires when the parent *thread* that started us ends.)
    signal.signal(signal.SIGTERM, lambda *a: sys.exit(0))
    os.environ["TRITON_CACHE_DIR"] = os.path.join(workdir, "triton")
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(workdir, "inductor")
    sock.sendall(struct.pack("<Q", 6 + len(workdir)) + b"ready " + workdir.encode())
    try:
        while True:
            try:
                job, fds = _recv_job(sock)
            except (EOFError, ConnectionError, OSError):
                break
            reply = _run_child(job, fds, workdir, sock)
            sock.sendall(struct.pack("<Q", len(d := dumps(reply))) + d)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _recv_job(sock):
    head, fds, _, _ = socket.recv_fds(sock, 8, 2)
    if not head:
        raise EOFError
    while len(head) < 8:
        more = sock.recv(8 - len(head))
        if not more:
            raise EOFError
        head += more
    (n,) = struct.unpack("<Q", head)
    buf = bytearray()
    while len(buf) < n:
        more = sock.recv(min(n - len(buf), 1 << 20))
        if not more:
            raise EOFError
        buf += more
    return pickle.loads(bytes(buf)), fds     # from the parent: trusted


def _run_child(job, fds, workdir, sock):
    """Fork, keep a bounded output tail, enforce the deadline, kill the child's process group,
    reap it, remove its folder. The job's data never passes here: only how it ended."""
    cmd_fd, msg_fd = fds
    jobdir = tempfile.mkdtemp(dir=workdir)
    if job["device"] == "cuda":   # the GPU compile cache: the only place a child may write
        job["write_dir"] = jobdir
        job["writable"] = (jobdir,)
        job["env_cache"] = os.path.join(jobdir, "triton")
        job["warm_cache"] = os.path.join(workdir, "triton")
    out_r, out_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        try:
            os.close(out_r)
            sock.close()                     # never talk to the server
            devnull = os.open(os.devnull, os.O_RDONLY)
            os.dup2(devnull, 0)
            os.dup2(out_w, 1)
            os.dup2(out_w, 2)
            os.close(out_w)
            sys.dont_write_bytecode = True
            if job.get("env_cache"):
                os.environ["TRITON_CACHE_DIR"] = job["env_cache"]
                os.environ["TMPDIR"] = jobdir           # ptxas' temporary files go here
                tempfile.tempdir = jobdir
            _child_main(job, cmd_fd, msg_fd)
        finally:
            os._exit(70)
    os.close(out_w)
    os.close(cmd_fd)
    os.close(msg_fd)
    deadline = time.monotonic() + job["timeout_s"] + GRACE_S
    tail, timed_out, status = bytearray(), False, None
    try:
        exited = os.pidfd_open(pid)      # readable the moment the child exits
    except (AttributeError, OSError):
        exited = None
    open_fds = {out_r}
    while status is None:
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = True
            break
        watch = list(open_fds) + [sock] + ([exited] if exited is not None else [])
        ready, _, _ = select.select(watch, [], [], min(left, 1.0 if exited is not None else 0.05))
        if sock in ready:       # the parent gave up on the job (or is gone): stop it
            break
        for fd in ready:
            if fd in open_fds:
                chunk = os.read(fd, 1 << 20)
                if not chunk:
                    open_fds.discard(fd)
                else:
                    tail = (tail + chunk)[-OUTPUT_TAIL:]
        got, st = os.waitpid(pid, os.WNOHANG)
        if got:
            status = st
    if exited is not None:
        os.close(exited)
    try:
        os.killpg(pid, signal.SIGKILL)  # the child and anything it started in its group
    except OSError:
        pass
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass
    if status is None:
        _, status = os.waitpid(pid, 0)
    os.set_blocking(out_r, False)
    try:
        while chunk := os.read(out_r, 1 << 20):
            tail = (tail + chunk)[-OUTPUT_TAIL:]
    except (BlockingIOError, OSError):
        pass
    os.close(out_r)
    shutil.rmtree(jobdir, ignore_errors=True)
    if timed_out:
        how = f"timed out after {job['timeout_s']:.0f}s"
    elif os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        name = signal.Signals(sig).name if sig in signal.Signals._value2member_map_ else str(sig)
        how = f"crashed with {name}" + (" (killed: out of memory?)" if sig == signal.SIGKILL else "")
    else:
        how = f"exited with status {os.WEXITSTATUS(status)}"
    return {"timed_out": timed_out, "how": how, "tail": tail.decode("utf-8", "replace")}


# ----------------------------------------------------------------------------------------
# the parent's side: a handle on a server, and one job's conversation with its child

class _Conversation:
    """The parent's end of one job's two pipes: frames in (size-limited, plain data), answers
    out (non-blocking: a child that stops reading cannot block the parent)."""

    def __init__(self, cmd_w, msg_r, answer, max_frame, max_msgs=1 << 30, max_needs=1 << 30):
        self.cmd_w, self.msg_r, self.answer, self.max_frame = cmd_w, msg_r, answer, max_frame
        # what one job may send in all (red team 4: 300 well-formed 1 MB frames grew the parent
        # by 291 MB, and only the deadline bounded it): max_msgs reports (kept until the child
        # ends, so at most max_msgs * max_frame bytes held) and max_needs requests (answered
        # and dropped); one more of either is a flood
        self.left = {"msgs": max_msgs, "needs": max_needs}
        os.set_blocking(cmd_w, False)
        self.inbuf, self.outbuf, self.msgs, self.problem = bytearray(), bytearray(), [], None
        if isinstance(getattr(answer, "seen", None), list):
            self.msgs = answer.seen     # (the parent reads the reports as they come: a list
            #                             of its own, emptied by the job before each attempt)
        self.reading = self.writing = True

    def stop(self, problem):
        """A bad frame: stop listening and close our ends, so the child's next write or read
        fails and it ends."""
        self.problem = self.problem or problem
        self.reading = self.writing = False
        self.outbuf = bytearray()
        self.close()

    def read(self, block=True):
        try:
            chunk = os.read(self.msg_r, 1 << 20)
        except (BlockingIOError, OSError):
            return False
        if not chunk:
            self.reading = False
            return False
        self.inbuf += chunk
        self.parse()
        return True

    def parse(self):
        while self.problem is None and len(self.inbuf) >= 8:
            (n,) = struct.unpack("<Q", bytes(self.inbuf[:8]))
            if n > self.max_frame:
                return self.stop(f"oversized frame ({n} bytes, limit {self.max_frame})")
            if len(self.inbuf) < 8 + n:
                return
            frame, self.inbuf = bytes(self.inbuf[8:8 + n]), self.inbuf[8 + n:]
            try:
                msg = safe_loads(frame)
            except Exception as e:  # noqa: BLE001 -- a forged or corrupt frame
                return self.stop("malformed frame: " + short_exc(e))
            if not isinstance(msg, dict):
                return self.stop("malformed frame: not a dict")
            which = "needs" if msg.get("kind") == "need" else "msgs"
            self.left[which] -= 1
            if self.left[which] < 0:
                return self.stop(f"too many frames ({'requests' if which == 'needs' else 'reports'}"
                                 f" beyond what the job makes)")
            if msg.get("kind") == "need":
                if not self.writing:
                    continue
                if self.outbuf:   # the child asks, then waits: a second request before it has
                    # read the answer is a flood (replies would queue here without bound)
                    return self.stop("a request before the previous answer was read")
                reply = self.answer(msg)
                if reply is None:
                    return self.stop(f"unexpected request {str(msg.get('what'))[:40]!r}")
                d = dumps(reply)
                self.outbuf += struct.pack("<Q", len(d)) + d
            else:
                self.msgs.append(msg)

    def write(self):
        try:
            n = os.write(self.cmd_w, self.outbuf)
            del self.outbuf[:n]
        except (BlockingIOError, InterruptedError):
            pass
        except OSError:      # the child is gone
            self.writing = False
            self.outbuf = bytearray()

    def drain(self):
        """After the child ended: whatever it wrote before."""
        if not self.reading or self.msg_r < 0:
            return
        os.set_blocking(self.msg_r, False)
        while self.reading and self.problem is None and self.read():
            pass
        if self.inbuf and self.problem is None:
            self.problem = "truncated frame"

    def close(self):
        for name in ("cmd_w", "msg_r"):
            fd = getattr(self, name)
            if fd >= 0:
                try:
                    os.close(fd)
                except OSError:
                    pass
                setattr(self, name, -1)


_SECRET_NAME = re.compile(r"SECRET|TOKEN|PASSW|CREDENTIAL|API_?KEY|PRIVATE", re.I)


class Server:
    """The parent's handle on one fork server process."""

    def __init__(self, device):
        # the server and its children never see a secret: REWARD_SECRET keys the trial seeds
        # (a child holding it could regenerate every trial's inputs), and nothing else that
        # looks like a credential is theirs to read either
        env = {k: v for k, v in os.environ.items() if not _SECRET_NAME.search(k)}
        env.update(REWARD_SERVER_DEVICE=device, PYTORCH_NVML_BASED_CUDA_CHECK="1",
                   OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1")
        if device == "cpu":
            env["TRITON_INTERPRET"] = "1"
        else:
            env.pop("TRITON_INTERPRET", None)
        self.device = device
        self.sock, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        self.proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--serve",
                                      str(theirs.fileno())], pass_fds=(theirs.fileno(),),
                                     stdin=subprocess.DEVNULL, env=env, start_new_session=True)
        theirs.close()
        try:
            hello = self._read(120)
        except (EOFError, TimeoutError, OSError):
            hello = b""
        if not hello.startswith(b"ready "):
            self.proc.kill()
            self.proc.wait()
            raise RuntimeError("reward server failed to start (its error is on stderr)")
        self.workdir = hello[6:].decode()    # removed by the server when it ends

    def _read(self, wait_s):
        fd = self.sock.fileno()
        ready, _, _ = select.select([fd], [], [], wait_s)
        if not ready:
            raise TimeoutError("the verifier's fork server did not answer")
        return read_frame(fd, limit=1 << 24)

    def run(self, job, answer, wait_s, max_frame):
        """Run one job: hand the server the job and the child's pipe ends, then answer the
        child's requests (answer(request) -> reply object) until it ends. Returns
        (messages from the child, the server's account of how the child ended, with
        "problem" set when the child's frames were malformed or oversized). Raises
        EOFError/OSError when the server itself is gone, TimeoutError when it hangs."""
        cmd_r, cmd_w = os.pipe()
        msg_r, msg_w = os.pipe()
        try:
            data = dumps(job)
            socket.send_fds(self.sock, [struct.pack("<Q", len(data))], [cmd_r, msg_w])
            self.sock.sendall(data)
        except BaseException:
            os.close(cmd_w)        # (a dead server: our ends too, or they leak per retry)
            os.close(msg_r)
            raise
        finally:
            os.close(cmd_r)
            os.close(msg_w)
        # a child reports each call and its result once; it asks for the init data, the
        # parameter pairs, each call (and one more) (a reference child: the draws), and when
        # timed each timed call and which were checked
        trials = job.get("trials", 1)
        timed = BENCH_WARMUP + BENCH_REPS + 1 if job.get("timed") else 0
        conv = _Conversation(cmd_w, msg_r, answer, max_frame, max_msgs=trials + 1,
                             max_needs=trials + 3 + timed)
        try:
            deadline = time.monotonic() + wait_s
            sfd = self.sock.fileno()
            while True:
                left = deadline - time.monotonic()
                if left <= 0:
                    self.proc.kill()
                    self.proc.wait()
                    raise TimeoutError("the verifier's fork server did not answer")
                rd = [sfd] + ([msg_r] if conv.reading else [])
                wr = [cmd_w] if conv.outbuf and conv.writing else []
                r, w, _ = select.select(rd, wr, [], min(left, 1.0))
                if msg_r in r:
                    conv.read()
                if w:
                    conv.write()
                if sfd in r:
                    ended = safe_loads(read_frame(sfd, limit=1 << 24))
                    conv.drain()
                    break
            if conv.problem:
                ended = dict(ended, problem=conv.problem)
            return conv.msgs, ended
        finally:
            conv.close()

    def close(self):
        try:
            self.sock.close()
            self.proc.wait(timeout=10)
        except Exception:  # a hung server is killed: it must not outlive us
            self.proc.kill()
            self.proc.wait()


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--serve":
        serve(int(sys.argv[2]))
    else:
        print("sandbox.py is started by reward.py (python sandbox.py --serve FD)", file=sys.stderr)
        sys.exit(2)
