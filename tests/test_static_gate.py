"""The static gate (reward.static_check) against everything the project itself writes.

The oracle is the rest of the project: every teacher lowering (synth levels 1, 2, 5, tutorial
and compact, and one program per operator), every correct case under tests/verifier_cases/,
and the solutions `convert` assembles (the original program and its PyTorch fragments beside
the kernels) must be in the candidate subset; and the subset must refuse what it says it
refuses (reward.CANDIDATE_RULES)."""
import glob
import os
import re
import subprocess
import sys

import pytest

import reward
import search
import synth
import teacher

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "verifier_cases")


def refused(programs):
    return [(label, reason) for label, src in programs
            if (reason := reward.static_check(src)) is not None]


@pytest.mark.parametrize("level", [1, 2, 5])
def test_every_teacher_lowering_passes_the_static_gate(level, request):
    # 60 programs a level (every operator also has its own test below); 200 with --runslow
    n = 200 if request.config.getoption("--runslow") else 60
    sources = [(f"L{level} seed {s} {style}", teacher.solution(synth.sample_program(level, s), style))
               for s in range(n) for style in ("compact", "tutorial")]
    assert refused(sources) == []


def test_every_operator_lowering_passes_the_static_gate():
    sources = [(op, teacher.solution(synth.sample_program(1, 0, first_op=op))) for op in synth.OPS]
    assert refused(sources) == []


def test_every_correct_case_passes_the_static_gate():
    # (with its reference: a candidate may read the autograd mode where the reference does)
    def reference(src):
        m = re.search(r"^# reference: (\S+)", src, re.M)
        path = os.path.join(CASES, m.group(1)) if m else ""
        return open(path).read() if os.path.exists(path) else None
    sources = [(os.path.basename(p), open(p).read()) for p in glob.glob(os.path.join(CASES, "good_*.py"))]
    assert len(sources) >= 7
    assert [(label, why) for label, src in sources
            if (why := reward.static_check(src, reference(src))) is not None] == []


def convert_outputs():
    """Solutions as `convert` assembles them (teacher kernels for the Triton fragments, the rest
    in PyTorch), for the hand-written programs of test_convert and synthetic ones."""
    import test_convert as tc
    programs = [("sort_roll", tc.SORT_ROLL), ("pad_where", tc.PAD_WHERE), ("view_expr", tc.VIEW_EXPR)]
    programs += [(f"L{lvl}_{s}", synth.sample_program(lvl, s).source) for lvl in (5, 10) for s in range(3)]
    out = []
    for name, src in programs:
        t = search.trace_program(src, name)
        frags = search.split_fragments(t)
        plan = [(f, search.teacher_candidate(f) if f.kind == "triton" else None) for f in frags]
        out.append((name, search.assemble(t, plan, "convert output")))
        out.append((name + " (all torch)", search.assemble(t, [(f, None) for f in frags]) +
                    "\n\n@triton.jit\ndef unused(x_ptr):\n    pass\n"))
    return out


def test_every_convert_output_passes_the_static_gate():
    outs = convert_outputs()
    assert len(outs) >= 18 and refused(outs) == []


GOOD = open(os.path.join(CASES, "good_relu.py")).read()
KERNEL_BODY = "    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)\n"


@pytest.mark.parametrize("snippet,why", [
    ("import os", "import of os"),
    ("import numpy as np", "import of numpy"),
    ("from torch.utils import _python_dispatch", "not allowed"),
    ("x = getattr(torch, 're' + 'lu')", "builtin getattr"),
    ("x = torch.os", "torch.os"),
    ("t = torch", "may only be used"),
    ("x = torch.ops.aten.relu", "torch.ops"),
    ("x = (1).__class__", ".__class__"),
    ("x = open('f')", "builtin open"),
    ("x = torch.library", "torch.library"),
    ("x = torch.compile", ".compile"),
    ("m = nn.Linear(2, 2)\nm.compile()", ".compile"),                     # red team 14
    ("t = tl.str_to_ty('fp32', None)", ".str_to_ty"),
    ("torch.relu = print", "assigning to torch.relu"),
    ("t = torch.empty(1)\nt.numel = len", "assigning to t.numel"),          # red team 2
    ("# a comment\x1cdef hidden(): pass", "a line break only to some readers"),
    ("s = 'a\u2028b'", "a line break only to some readers"),
    ("for i in range(1):\n    try:\n        pass\n    finally:\n        break", "finally"),
    ("from torch import Tensor as Module\nclass Sneaky(Module):\n    pass", "must subclass nn.Module"),
    ("class Sneaky(nn.Module):\n    parameters = None", "may not override nn.Module.parameters"),
    ("f = lambda t: t.numpy()", ".numpy"),
    ("f = lambda t: t.data_ptr()", ".data_ptr"),
    ("f = lambda t: t.untyped_storage()", ".untyped_storage"),
    ("f = lambda m: m.register_forward_hook(print)", "register_forward_hook"),
    ("import typing\nf = typing.get_type_hints", "typing.get_type_hints"),
    ("class T(torch.Tensor):\n    pass", "must subclass nn.Module"),
    ("class H:\n    def __del__(self):\n        pass", "__del__"),
    ("def f():\n    global x", "`global`"),
    ("def f():\n    yield 1", "`yield`"),
    ("with open('f') as g:\n    pass", "with-statement"),
    ("import triton.runtime.jit", "import of triton.runtime.jit"),
    ("x = triton.runtime", "triton.runtime"),
    ("x = torch.cuda.memory", "torch.cuda.memory"),
    # round 3's open classes: names resolved as the compiler does, autograd, kernel aliases
    ("def f(open):\n    return open\ndef g():\n    return open('x')", "builtin open"),
    ("def f():\n    for getattr in range(2):\n        pass\n    return [getattr for getattr in ()]\n"
     "def g():\n    return getattr(torch, 'relu')", "builtin getattr"),
    ("getattr = len", "binding the name of the builtin getattr at module"),
    ("class K:\n    type = 1", "builtin type at class"),
    ("x = inspect", "not defined by the candidate"),        # red team 4: injected globals
    ("_x = 1", "the name _x"),
    ("f = lambda t: t.grad_fn", ".grad_fn"),
    ("f = lambda t: t.backward()", ".backward"),
    ("x = torch.set_grad_enabled", "set_grad_enabled"),
    ("k = relu_kernel", "may only be launched"),               # red team 4: kernel aliases
    ("ks = [relu_kernel]", "may only be launched"),
    ("class H:\n    def no_grad(self):\n        return 1\nh = H()\nwith h.no_grad():\n    pass",
     "with-statement"),                                        # red team 4: resolved, not by name
    ("BOX = []", None),                                         # fine outside kernels
    # red team 9: an instance attribute in place of an nn.Module method the verifier calls
    ("class S(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
     "        self.named_parameters = lambda recurse=True: iter(())", "may only hold a value"),
    ("class S(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
     "        def f():\n            return 0\n        self.modules = f", "may only hold a value"),
    ("class S(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
     "        self.to, self.b = divmod(1, 2)", "may only hold a value"),
    ("class S(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
     "        self.half = 0.5\n        self.a, self.b = 1, 2", None),   # values named like methods
    ("class S(nn.Module):\n    if True:\n        def named_buffers(self):\n            return iter(())",
     "may not override nn.Module.named_buffers"),             # bound inside a block of the class
    ("class S(nn.Module):\n    for to in [1]:\n        pass", "may not override nn.Module.to"),
    ("class S(nn.Module):\n    @triton.jit\n    def k(x_ptr):\n        pass", "at module level"),
    ("def f():\n    @triton.jit\n    def k(x_ptr):\n        pass\n    return 0", "at module level"),
    ("s = '{0.__init__.__globals__}'.format(len)", "use an f-string"),
    ("if __name__ == '__main__':\n    print(ModelNew()(torch.randn(4)))", None),   # a self-test
    ("if __name__ == '__main__':\n    x = getattr(torch, 'relu')", "builtin getattr"),
    ("n = __name__", "the name __name__"),
])
def test_the_subset_refuses_what_the_rules_say(snippet, why):
    reason = reward.static_check(GOOD + "\n" + snippet + "\n")
    if why is None:
        assert reason is None, reason
    else:
        assert reason is not None and why in reason, reason


@pytest.mark.parametrize("body,why", [
    ("    y = x.handle.data\n", ".handle"),
    ("    torch.relu(x)\n", "may not call torch.relu"),
    ("    helper(x)\n", "may not call helper"),
    # red team 4: under the interpreter a jit body is Python; these made it compute in Python
    ("    y = int(x)\n", "int() only on a literal"),
    ("    y = float(x)\n", "float() only on a literal"),
    ("    y = [v for v in range(2)]\n", "ListComp"),
    ("    y = f'{x}'\n", "JoinedStr"),
    ("    y = max(range(2), key=abs)\n", "keywords to max"),
    ("    y = (lambda v: v)(x)\n", "may not call"),
    ("    f = lambda v: v\n", "Lambda"),
    ("    y = 'ab'.strip()\n", "methods of literals"),
    ("    y = helper\n", "module-level helper"),
    # red team 5: Python values inside a launch (lists, tuples grown in Python, range objects,
    # methods of non-Triton values, a kernel parameter's attributes, builtins on values)
    ("    v = []\n", "list or tuple only"),
    ("    v = ()\n", "list or tuple only"),
    ("    v = (x, x) + (x,)\n", "list or tuple only"),
    ("    v = {}\n", "dict or set"),
    ("    r = range(n)\n", "range() only as a for loop"),
    ("    v = max(x)\n", "max() only on constexprs"),      # of one iterable: Python's max
    ("    v = min(*x)\n", "Starred"),
    ("    v = x.index(x)\n", ".index"),
    ("    v = n.arg_names\n", ".arg_names"),
    ("    v = x.item()\n", ".item"),
])
def test_jit_bodies_call_only_triton(body, why):
    src = GOOD.replace(KERNEL_BODY, body + KERNEL_BODY) + "\n\ndef helper(v):\n    return v\n"
    reason = reward.static_check(src)
    assert reason is not None and why in reason, reason


def test_idiomatic_triton_stays_in_the_subset():
    src = GOOD.replace("import triton.language as tl\n", '''import triton.language as tl
import math
from typing import Optional
from triton.language.extra import libdevice


@triton.jit
def helper(v):
    return tl.where(v > 0, v, 0.0)


@triton.autotune(configs=[triton.Config({"BLOCK": 256}), triton.Config({"BLOCK": 512})], key=["n"])
@triton.jit
def tuned(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    y = helper(x) + libdevice.exp(x) * 0.0 + tl.math.exp2(x) * 0.0
    g = min(tl.program_id(0) - 1, n)          # Triton's min of two values (tl.minimum)
    tl.atomic_add(out_ptr + offs, y, mask=offs < n)
    for i in tl.static_range(2):
        print("lane", i)


def grid_of(n: int, block: Optional[int] = None):
    return (triton.cdiv(n, block or 1024),)
''').replace("        return out\n", '''        tmp = out.view(-1)[: n // 2].view(2, -1).transpose(0, 1)
        scale = math.sqrt(2.0)
        with torch.no_grad():
            buf = torch.zeros_like(out)
        return out
''')
    assert reward.static_check(src) is None


PAIR = """

@triton.jit
def pair(v):
    return v, v.to(tl.float32)
"""


def test_jit_bodies_keep_shapes_tuples_and_tensor_methods():
    """What Triton itself allows stays: shape tuples and lists as call arguments, indices,
    tuple-returning helpers and unpacking, tensor methods and metadata, builtins on constexprs."""
    src = GOOD.replace(KERNEL_BODY, """    a, b = pair(x)
    a, b = b, a
    y = tl.reshape(x, (BLOCK // 2, 2)).to(tl.float32).T
    z = x[:, None] * x[None, :]
    w = tl.zeros([BLOCK], dtype=x.dtype) + min(BLOCK, 4) + len(y.shape)
    for i, j in zip(range(2), range(2)):
        pass
    for i in range(n // BLOCK):
        pass
""" + KERNEL_BODY) + PAIR
    assert reward.static_check(src) is None


def test_kernel_defaults_and_constants_are_scalars():
    """Red team 4: a mutable default (P=[]) or a module-level list literal was Python scratch
    memory inside the kernel."""
    src = GOOD.replace("def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):",
                       "def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, P=[]):")
    assert "defaults must be literal scalars" in reward.static_check(src)
    ok = GOOD.replace("def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):",
                      "def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, EPS=1e-5, K=-1):")
    assert reward.static_check(ok) is None
    src = "SCRATCH = []\n" + GOOD.replace(KERNEL_BODY, "    s = SCRATCH\n" + KERNEL_BODY)
    assert "module-level SCRATCH" in reward.static_check(src)
    src = "SCALE = 2.0\n" + GOOD.replace(KERNEL_BODY, "    x = x * SCALE\n" + KERNEL_BODY)
    assert reward.static_check(src) is None


def test_kernel_defs_are_what_the_child_lets_launch():
    assert reward.kernel_defs(GOOD) == [("relu_kernel", GOOD.split("\n").index("@triton.jit") + 1)]


def test_deep_scope_nesting_is_refused_before_the_slow_passes():
    """Red team 8: thousands of nested lambdas full of free names cost the name resolution
    depth x names in the trainer's own process (21 s for one 200 kB answer). The nesting is
    measured first, without recursion: refused in about a second, and a helper nested a few
    deep stays in the subset."""
    import time
    good = open(os.path.join(CASES, "good_relu.py")).read()
    nested = "f = " + "lambda: " * 1000 + "(" + "x," * 40000 + ")\n"
    t0 = time.monotonic()
    why = reward.static_check(good + "\n" + nested)
    assert why and "nested more than" in why
    assert time.monotonic() - t0 < 10          # (21 s before; generous on a shared CPU)
    ok = "def helper(a):\n    g = lambda b: [c for c in range(b)]\n    return g(a)\n"
    assert reward.static_check(good + "\n" + ok) is None


def test_a_lazy_submodule_is_refused_without_importing_it():
    """Red team 9: `torch.onnx` in a candidate made the parent import it (26 modules) to find
    out that it is a module. A name torch's module __getattr__ would make is refused unlooked."""
    code = ("import sys, reward\n"
            "src = open('tests/verifier_cases/good_relu.py').read() + '\\nX = torch.onnx\\n'\n"
            "print(reward.static_check(src), 'torch.onnx' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=os.path.dirname(HERE), timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().endswith("False") and "torch.onnx is not allowed" in out.stdout


def test_what_the_gate_lets_a_module_give_is_that_modules_api():
    """Red team 10: triton.language.extra kept `modules` (sys.modules) from its import-time
    `from sys import modules`, and `tle.modules["builtins"]` handed a candidate the real
    getattr and setattr. Every attribute the gate allows on an allowed module is now checked
    against the module as it is: a number, a string, or a class, function or instance that
    torch, triton, math or typing defines; never a container, an importlib function, a
    module the subset does not list."""
    import importlib
    import types
    import sandbox
    leaks = []
    for mod in sorted(reward.CANDIDATE_IMPORTS):
        m = importlib.import_module(mod)
        for attr in sorted(vars(m)):
            if not reward._module_attr_ok(mod, attr):
                continue
            obj = getattr(m, attr)
            if isinstance(obj, types.ModuleType):
                assert f"{mod}.{attr}" in reward.CANDIDATE_IMPORTS or \
                    f"{mod}.{attr}" in reward._SUBMODULES.get(mod, {}).values(), (mod, attr)
                continue
            if not sandbox.api_object(obj):
                leaks.append((mod, attr, type(obj).__name__))
    assert leaks == []
    base = open(os.path.join(CASES, "good_relu.py")).read()
    for line in ("import triton.language.extra as tle\nM = tle.modules\n",
                 "from triton.language.extra import modules\n",
                 "from triton.language.extra import module_from_spec\n",
                 "from triton.language.math import wraps\n"):
        assert "is not allowed" in (reward.static_check(base + line) or ""), line
    for line in ("import math\nP = math.pi\n", "import typing\nO = typing.Optional\n",
                 "D = torch.float16\n", "from triton.language.extra import libdevice\n"):
        assert reward.static_check(base + line) is None, line


def test_the_run_time_import_refuses_what_is_not_api():
    """The same rule where the static gate cannot look: the candidate module's __import__
    refuses `from M import name` whose object is not M's API (a name built at run time
    reaches __import__ too)."""
    import sandbox
    denied = []
    imp = sandbox._restricted_builtins(["len"], reward.CANDIDATE_IMPORTS, denied)["__import__"]
    with pytest.raises(ImportError):
        imp("triton.language.extra", fromlist=("modules",))
    assert imp("triton.language.extra", fromlist=("libdevice",)) is not None
    assert imp("math", fromlist=("pi", "sqrt")) is not None
    assert denied == ["import of triton.language.extra.modules"]


def test_an_attribute_named_like_a_module_is_refused_off_a_module_chain():
    """Red team 11: torch.get_device_module("cuda") returned torch.cuda, and `.os.sys.modules`
    on that call's result reached the real builtins: a call's value is no module chain the
    gate can check. No attribute may be named like a module (the standard library's, torch,
    triton, numpy) except as a checked step of an imported module's chain; Tensor.select and
    dict.copy, methods that share a module's name, stay."""
    base = open(os.path.join(CASES, "good_relu.py")).read()
    for line in ("def f(m):\n    return m.os\n",
                 "def f():\n    return torch.nn.functional.relu.torch\n",
                 "def f(x):\n    return x.sys.modules\n",
                 "G = torch.get_device_module\n",
                 "from torch import get_device_module\n",
                 "R = triton.reinterpret\n"):
        assert "not allowed" in (reward.static_check(base + line) or ""), line
    for line in ("def f(x):\n    return x.select(0, 1)\n", "def f(d):\n    return d.copy()\n",
                 "import triton.language.math\nE = 1\n",
                 "def f(x):\n    return torch.nn.functional.relu(x)\n"):
        assert reward.static_check(base + line) is None, line
    assert "os" in reward.MODULE_NAMED_ATTRIBUTES and "select" not in reward.MODULE_NAMED_ATTRIBUTES


def test_jit_keywords_and_legacy_constructors():
    """Red team 11: @triton.jit(repr=f) ran f inside the lowering, and torch.HalfTensor(list)
    read its data in C++ unseen. jit takes only JIT_KEYWORDS; torch.Tensor stays a type
    (annotations, isinstance) but is not called nor aliased (red team 13: T = torch.Tensor;
    T(list)), and the typed classes are refused."""
    base = open(os.path.join(CASES, "good_relu.py")).read()
    bad = ("@triton.jit(repr=lambda p: 'k')\ndef k2(x_ptr):\n    pass\n",
           "@triton.jit(launch_metadata=None)\ndef k2(x_ptr):\n    pass\n",
           "def f(xs):\n    return torch.Tensor(xs)\n",
           "from torch import Tensor\ndef f(xs):\n    return Tensor(xs)\n",
           "def f(xs):\n    return torch.HalfTensor(xs)\n",
           "T = torch.Tensor\n", "from torch import Tensor\nT = Tensor\n")
    for line in bad:
        assert "not allowed" in (reward.static_check(base + "\n" + line) or ""), line
    ok = ("@triton.jit(do_not_specialize=['n'], debug=False)\ndef k2(x_ptr, n):\n    pass\n",
          "def f(x: torch.Tensor) -> torch.Tensor:\n    return x if isinstance(x, torch.Tensor) else x\n",
          "from torch import Tensor\ndef g(x: Tensor) -> bool:\n    return isinstance(x, (Tensor, int))\n")
    for line in ok:
        assert reward.static_check(base + "\n" + line) is None, line
