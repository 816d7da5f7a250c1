"""
Chapter 5: test-time search — apply a policy (or the teacher) to a real PyTorch program,
fragment by fragment, and keep the best verified plan (the `convert` and `bench` commands).

Test-time search (paper §3.3, the way a user applies a model to their own program): trace the
program's `Model` with torch.fx, map each node to the operator table of synth.py (the graph form
the teacher lowers), and cut the nodes into fragments of at most k = 5 mapped operators with one
output each; nodes outside the table form fragments that stay in PyTorch. Each fragment is a
KernelBench problem of its own (its inputs are what earlier fragments produce, the parent's
weights it reads are extra inputs), so the policy writes, and the verifier checks, one fragment
at a time. Neighbouring fragments are also tried merged into one. Among the verified pieces a
small dynamic program picks the plan, which is assembled into one ModelNew (it builds the
parent's own Model for the weights) and verified against the original program. A number the
constructor sets (`x * self.scaling_factor`, nn.LeakyReLU's slope, nn.BatchNorm's eps), which fx
bakes into the graph, is found by tracing the program a second time with its float arguments
moved; the fragment takes it as a constructor argument and the solution passes it from its
Model, so a solution is right for every constructor argument, not only get_init_inputs()'s.

    convert_source(source) -> Conversion                the search on one program
    bench_dir(args)                                     a folder: JSONL + the paper's table

Deliberate departures:
  1. Fragments are runs of consecutive nodes in program order with exactly one value leaving
     them (a skip connection cuts a run early), so each is a one-output problem the teacher can
     lower; the paper's fragmenting is not public. Merges are of neighbouring pairs only.
  2. The plan search is exact dynamic programming over the chain of fragments (alone or merged
     with the previous one). On a CPU nothing is timed, so "fastest" is "fewest kernel launches
     per call"; on a GPU it is the sum of the pieces' measured times. A fragment with no verified
     kernel stays in PyTorch, and plans with fewer of those always win.
  3. Only the chosen plan is verified as a whole (then, if it fails, the plan without merges),
     not every plan.
  4. `--model teacher` lowers each fragment with teacher.lower instead of sampling.
  5. `--shrink` (a CPU aid, not in the paper): sizes are divided by 32 (never below 4), by a
     gentler factor only when the program then fails to run, and by more (64, 128, ...) while
     its largest tensor still exceeds 2**16 elements, so the interpreter finishes in time.

Run it:
    python search.py convert PROBLEM.py --model teacher --out SOLUTION.py    # search, CPU or GPU
    python search.py convert PROBLEM.py --model runs/tiny-drpo/ckpt/policy --samples 8 --out S.py
    python search.py bench runs/problems --model teacher --out bench.jsonl  # the paper's table
    python search.py bench KernelBench/level1 --model teacher --search --shrink   # on a CPU
"""
import argparse
import ast
import collections
import functools
import io
import json
import math
import os
import re
import sys
import time
import tokenize
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")   # before reward/teacher define kernels

import reward    # noqa: E402
import sandbox   # noqa: E402
import synth     # noqa: E402
import teacher   # noqa: E402
from drtriton import PolicyLoadError, extract_code, generate, load_policy, render_prompt  # noqa: E402

# -----------------------------------------------------------------------------
# Test-time search (paper §3.3): decompose a program, verify a kernel per fragment, plan, assemble
#
#     trace_program(source)        torch.fx trace + one run that records every value and the
#                                  aten ops each node runs
#     map_node(...)                an fx node -> an operator of synth.OPS (with its params), or None
#     split_fragments(...)         runs of <= k mapped ops with one output; unmapped runs stay PyTorch
#     fragment problem / candidate each fragment as a KernelBench problem (weights become inputs)
#     search(...)                  candidates per fragment and per merged pair, verified; the plan
#                                  with the fewest PyTorch fallbacks, then the fewest kernels (CPU)
#                                  or the least time (GPU); assembled and verified against the
#                                  original program
#     bench_dir(...)               every problem of a folder -> JSONL + the paper's table

class ProblemError(ValueError):
    """A problem file that cannot be used (missing, not KernelBench format, untraceable)."""


PROBLEM_MODULE = "drtriton_problem"     # the module name a problem's source runs under


def load_problem(source, path="<problem>"):
    """Run a KernelBench-format source; its namespace (Model, get_inputs, get_init_inputs)."""
    ns = {"__name__": PROBLEM_MODULE}
    try:
        exec(compile(source, path, "exec"), ns)
    except Exception as e:   # the user's file: one line, no traceback
        raise ProblemError(f"{path}: cannot run it ({type(e).__name__}: {e})") from None
    missing = [k for k in ("Model", "get_inputs", "get_init_inputs") if not callable(ns.get(k))]
    if missing:
        raise ProblemError(f"{path}: not a KernelBench problem (it defines no {', '.join(missing)})")
    return ns


@dataclass(frozen=True)
class Weight:
    """A tensor of the parent Model (parameter or buffer), by its attribute path ("fc.weight")."""
    path: str


def weight_name(path):
    return path.replace(".", "_")


def weight_value(module, path):
    """The tensor at an attribute path of a module ("n0.running_mean")."""
    owner, _, attr = path.rpartition(".")
    return getattr(module.get_submodule(owner), attr).detach()


def attr_src(path, root="self.model"):
    """'layers.0.weight' -> 'self.model.layers[0].weight'."""
    return root + "".join(f"[{p}]" if p.isdigit() else f".{p}" for p in path.split("."))


@dataclass
class Traced:
    """A program traced by torch.fx and run once on get_inputs() (seed 0)."""
    source: str
    path: str
    gm: object                 # torch.fx.GraphModule of Model(*get_init_inputs())
    nodes: list                # fx nodes in order, without the output node
    output: object             # the output node
    values: dict               # node -> value it produced
    aten: dict                 # node -> aten ops it ran (names, DATA_OPS left out)
    kinds: dict                # node -> input | weight | meta | triton | torch | absorbed
    mapped: dict               # triton node -> (op, params, operands, weights {attr: Weight|None})
    constants: dict            # tensors torch.fx baked into the trace (torch.ones(...) in forward)
    scalars: dict = field(default_factory=dict)   # (node, param) -> its source in the model
                               # (`-self.model.subtract_value`), and (None, constant) -> the
                               # source of a 1-element constant's number: constructor_scalars


CONSTRUCTORS = (torch.tensor, torch.scalar_tensor, torch.zeros, torch.ones, torch.full)
LIKE = (torch.zeros_like, torch.ones_like, torch.full_like)   # read only their input's shape


def _constant(n):
    """Does fx node n make a constant tensor from Python values (torch.tensor(0.5,
    device=x.device), or torch.zeros_like(x): only x's shape is read)? It stays plain PyTorch,
    like shape arithmetic: no computation."""
    if n.op == "call_function" and n.target in LIKE:
        return bool(n.args) and n.all_input_nodes == [n.args[0]]   # full_like: a number fill
    return n.op == "call_function" and n.target in CONSTRUCTORS and not any(
        a.op not in ("call_function", "call_method") or a.target is not getattr
        for a in n.all_input_nodes)


def trace_program(source, path="<problem>", seed=0):
    """Trace Model with torch.fx, run it once, record values and aten ops, map nodes to OPS."""
    import torch.fx as fx
    from torch.utils._python_dispatch import TorchDispatchMode
    ns = load_problem(source, path)
    try:
        torch.manual_seed(seed)
        model = ns["Model"](*ns["get_init_inputs"]())
        torch.manual_seed(seed + 1)
        inputs = ns["get_inputs"]()
    except Exception as e:
        raise ProblemError(f"{path}: Model or get_inputs failed ({type(e).__name__}: {e})") from None
    attrs = set(dir(model))    # fx adds its baked constants (_tensor_constant0) to the root
    try:
        gm = fx.symbolic_trace(model)
    except Exception as e:   # data-dependent control flow, unsupported Python
        raise ProblemError(f"{path}: torch.fx cannot trace Model ({type(e).__name__}: "
                           f"{str(e).splitlines()[0][:160]})") from None
    values, aten, current = {}, {}, [None]

    class Ops(TorchDispatchMode):       # which aten ops each node runs (what the verifier sees)
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            name = func.overloadpacket.__name__
            if current[0] is not None and name not in reward.DATA_OPS:
                aten.setdefault(current[0], [])
                if name not in aten[current[0]]:
                    aten[current[0]].append(name)
            return func(*args, **(kwargs or {}))

    class Recorder(fx.Interpreter):
        def run_node(self, n):
            current[0] = n
            values[n] = super().run_node(n)
            return values[n]

    try:
        with torch.no_grad(), Ops():
            Recorder(gm).run(*inputs)
    except Exception as e:
        raise ProblemError(f"{path}: the traced program failed ({type(e).__name__}: {e})") from None
    nodes = [n for n in gm.graph.nodes if n.op != "output"]
    t = Traced(source, path, gm, nodes, next(n for n in gm.graph.nodes if n.op == "output"),
               values, aten, {}, {}, {})
    for n in nodes:
        v = values[n]
        has_tensor = isinstance(v, torch.Tensor) or (isinstance(v, (tuple, list)) and any(
            isinstance(x, torch.Tensor) for x in v))
        if n.op == "placeholder":
            t.kinds[n] = "input"
        elif n.op == "get_attr":
            t.kinds[n] = "weight"
            if "." not in n.target and n.target not in attrs:  # fx made it while tracing
                if v.numel() > 4096:
                    raise ProblemError(f"{path}: forward builds a constant tensor of {v.numel()} "
                                       "elements; torch.fx bakes it in and it is too big to "
                                       "write out") from None
                t.constants[n.target] = v
        elif not has_tensor or _constant(n):
            t.kinds[n] = "meta"          # shape arithmetic (x.size(0), ...): plain Python
        else:
            m = map_node(n, t)
            t.kinds[n] = "triton" if m else "torch"
            if m:
                t.mapped[n] = m
    for n in nodes:
        if t.kinds[n] == "torch" and absorbed(n, t):
            t.kinds[n] = "absorbed"      # torch.max(x, 1): its [0] is the operator
    t.scalars = constructor_scalars(ns, model, t, seed)
    return t


# Numbers that come from the constructor. fx bakes `x * self.multiplier` into the graph as
# `x * 1.5`, and an nn.LeakyReLU's slope or an nn.BatchNorm's eps is read from the module as a
# number too; a solution that wrote them into its kernels would be right only for the
# arguments get_init_inputs() happens to return (the verifier builds ModelNew with other
# ones). So the program is built and traced a second time with every float argument moved,
# and a param of the operator table that moved with them is found as an attribute of the model
# (itself or as fx_scale's 1 / s, fx_shift's -s): the lowered fragment takes it as a
# constructor argument (synth.Scalar) and the assembled ModelNew passes it from its Model.

def _float_attrs(model):
    """{path: value} of the float attributes of a module and its submodules (`multiplier`,
    `bn.eps`, `act.negative_slope`)."""
    return {f"{prefix}.{k}" if prefix else k: v for prefix, mod in model.named_modules()
            for k, v in vars(mod).items() if type(v) is float}


DERIVED = (("{}", lambda v: v), ("-{}", lambda v: -v), ("1.0 / {}", lambda v: 1.0 / v),
           ("-1.0 / {}", lambda v: -1.0 / v))   # how a mapped param reads an attribute


def constructor_scalars(ns, model, t, seed):
    """{(node, param): source} of the float params of t's mapped nodes that the constructor's
    float arguments set, each read from the model (see above); {} if there are none, or if the
    second build fails or traces to another graph."""
    import torch.fx as fx
    init = list(ns["get_init_inputs"]())
    where = [i for i, v in enumerate(init) if type(v) is float]
    # (and the keyword defaults the verifier moves by name: an eps=1e-5 in the signature)
    kw = sandbox.init_keywords(ns["Model"], len(init))
    if not (where or kw) or not t.mapped:
        return {}
    for moves in ((lambda v, i: v * (1.5 + 0.25 * i) + 0.125 * (i + 1)),
                  (lambda v, i: v * (1 + 0.01 * (i + 1)) + 1e-3 * (i + 1))):
        other = [moves(v, i) if i in where else v for i, v in enumerate(init)]
        other_kw = {k: sandbox._map_leaves(lambda x, j=j: moves(x, len(init) + j)
                                           if type(x) is float else x, v)
                    for j, (k, v) in enumerate(kw.items())}
        try:
            torch.manual_seed(seed)
            model_b = ns["Model"](*other, **other_kw)
            gm_b = fx.symbolic_trace(model_b)
            break
        except Exception:           # e.g. a probability moved past 1: try a smaller move
            continue
    else:
        return {}
    nodes_b = [n for n in gm_b.graph.nodes if n.op != "output"]
    if [(n.name, n.op) for n in nodes_b] != [(n.name, n.op) for n in t.nodes]:
        return {}
    twin = {a: b for a, b in zip(t.nodes, nodes_b)}
    t_b = Traced(t.source, t.path, gm_b, nodes_b, None, {twin[a]: v for a, v in t.values.items()
                                                          if a in twin}, {}, {}, {}, {})
    attrs_a, attrs_b = _float_attrs(model), _float_attrs(model_b)

    def source(v, w):             # the attribute (or 1 / it, -it) that is v in A and w in B
        # (a 0.0 too, read as itself or its negation: a clamp's min=0.0, which the verifier
        # moves off 0 at half its evaluations; 1 / it only where neither is 0)
        return next((fmt.format(attr_src(path)) for path, a in attrs_a.items()
                     for fmt, f in DERIVED if path in attrs_b and
                     (a and attrs_b[path] or "/" not in fmt)
                     and f(a) == v and f(attrs_b[path]) == w), None)

    pairs = []                    # (key, number in A, number in B)
    for n, (op, params, _, _) in t.mapped.items():
        try:
            m = map_node(twin[n], t_b)
        except Exception:
            m = None
        if m is not None and m[0] == op:
            pairs += [((n, key), v, m[1].get(key)) for key, v in params.items()]
    for p, v in t.constants.items():   # torch.tensor(self.constant_value) in forward
        w = getattr(gm_b, p, None)
        if v.numel() == 1 and v.is_floating_point() and isinstance(w, torch.Tensor) \
                and w.numel() == 1:
            pairs.append(((None, p), float(v), float(w)))
    found = {}
    for key, v, w in pairs:
        if type(v) is float and type(w) is float and v != w and (src := source(v, w)):
            found[key] = src
    return found

# -----------------------------------------------------------------------------
# Mapping an fx node to the operator table. A call is first *bound*: its positional and keyword
# arguments become a dict under PyTorch's parameter names, with PyTorch's defaults; a module
# call becomes the functional call it performs (weights as Weight paths). Then the rows of
# synth.OPS that declare that call (their `fx` forms) are asked in table order; the first whose
# `match` accepts the parameters gives synth's (op, params). Everything here is derived from
# those declarations: a new operator brings its own fx forms.

def _forms():
    """{PyTorch name: [(row, Fx)]}, {alias: name}, {signature of each name}, {nn class: (name, Fx)}."""
    forms, aliases, signatures, modules = {}, {}, {}, {}
    for spec in synth.OPS.values():
        for form in spec.fx:
            name = form.names[0]
            assert signatures.setdefault(name, form.signature) == form.signature, \
                f"two signatures declared for {name}"
            forms.setdefault(name, []).append((spec, form))
            aliases.update({alias: name for alias in form.names[1:]})
            for cls in form.modules:
                modules[getattr(torch.nn, cls)] = (name, form)
    return forms, aliases, signatures, modules


FORMS, ALIASES, SIGNATURES, MODULES = _forms()
REQUIRED = object()


@functools.lru_cache(maxsize=None)
def _params(name):
    """[(parameter, default or REQUIRED)] of SIGNATURES[name]."""
    out = []
    for part in SIGNATURES[name].split(", "):
        key, _, default = part.partition("=")
        out.append((key, ast.literal_eval(default) if default else REQUIRED))
    return out


def _bind(name, args, kwargs):
    """args/kwargs of a call of `name` as {parameter: value}, defaults filled; None if unknown.
    A last parameter `*shape` takes the remaining positional arguments (x.view(b, c, -1)), or
    the keyword of its name (x.flip(dims=(1, 2)))."""
    params = _params(name)
    if params[-1][0].startswith("*"):
        star, key = len(params) - 1, params[-1][0][1:]
        if len(args) > star or key not in kwargs:        # x.flip(dims=(1, 2)) names it instead
            args = args[:star] + [tuple(args[star:])]
        params = params[:-1] + [(key, ())]
    if len(args) > len(params) or set(kwargs) - {k for k, _ in params}:
        return None
    bound = dict(zip((k for k, _ in params), args))
    for k, default in params:
        if k not in bound:
            bound[k] = kwargs.get(k, default)
        if bound[k] is REQUIRED:
            return None
    return bound


def _canonical_function(fn):
    """The SIGNATURES name of a torch / F / operator function, or None."""
    import operator
    name = getattr(fn, "__name__", None)
    if not name:
        return None
    short = name.removeprefix("linalg_").removeprefix("special_")   # torch.linalg.vector_norm
    for namespace in (torch, F, operator, torch.special, torch.linalg):
        for n in (name, short):
            if getattr(namespace, n, None) is fn:
                n = ALIASES.get(n, n)
                return n if n in SIGNATURES else None
    return None


def _module_call(mod, args):
    """(name, bound args) of the functional call an nn module performs on its positional
    arguments (one input, or a loss's input and target), or None."""
    if type(mod) not in MODULES:
        return None
    name, form = MODULES[type(mod)]
    kw = {k: getattr(mod, k) for k in form.modules[type(mod).__name__] if hasattr(mod, k)}
    if form.module is not None:
        extra = form.module(mod)
        if extra is None:
            return None                  # e.g. batch norm in training mode: batch statistics
        kw.update(extra)
    kw.update({w: Weight(w) if getattr(mod, w, None) is not None else None for w in form.weights})
    if getattr(mod, "padding_mode", "zeros") != "zeros":
        return None
    if {k for k, _ in _params(name)[:len(args)]} & set(kw):
        return None                      # a positional argument where an attribute goes
    return name, _bind(name, list(args), kw)


def _ints(v, n):
    """An int or an n-tuple of equal ints -> that int; else None (square windows only)."""
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    if isinstance(v, (tuple, list)) and len(v) == n and len(set(v)) == 1 and isinstance(v[0], int):
        return v[0]
    return None


class Call:
    """A bound call of PyTorch function `name`, as the rows' fx `match` functions see it."""

    def __init__(self, name, a, t, out=None, reflected=False):
        self.name, self.a, self.t, self.out = name, a, t, out   # out: the value the call made
        self.reflected = reflected   # written with the number first: 1 - x (input, other swapped)
        self.x = a.get("input")
        self.rank = self.value(self.x).dim() if self.tensor(self.x) else None

    def value(self, v):              # the tensor an fx node or Weight holds in the traced run
        return self.t.values[v] if hasattr(v, "op") else weight_value(self.t.gm, v.path)

    def tensor(self, v):             # an fx node or Weight holding a float32 tensor of rank 1..5
        if not (hasattr(v, "op") or isinstance(v, Weight)):
            return False
        x = self.value(v)
        return isinstance(x, torch.Tensor) and x.dtype == torch.float32 and 1 <= x.dim() <= 5

    def operand(self, v):            # a second operand: a float32 tensor of rank 0..5 (0: a
        if not (hasattr(v, "op") or isinstance(v, Weight)):    # scalar parameter or constant)
            return False
        x = self.value(v)
        return isinstance(x, torch.Tensor) and x.dtype == torch.float32 and x.dim() <= 5

    def mask(self, v):               # an fx node or Weight holding a bool tensor of rank 0..5
        if not (hasattr(v, "op") or isinstance(v, Weight)):
            return False
        x = self.value(v)
        return isinstance(x, torch.Tensor) and x.dtype == torch.bool and x.dim() <= 5

    def weight(self, v):
        return isinstance(v, Weight)

    def size(self, v):               # an int written in the program, or computed from sizes
        v = self.t.values.get(v) if hasattr(v, "op") else v     # (x.size(1) - 1: a meta node)
        return v if isinstance(v, int) and not isinstance(v, bool) else None

    def dim(self, d):                # a dim of the input, made non-negative; None if not an int
        ok = isinstance(d, int) and not isinstance(d, bool) and self.rank and -self.rank <= d < self.rank
        return d % self.rank if ok else None

    @staticmethod
    def num(v):
        return isinstance(v, (int, float)) and not isinstance(v, bool)

    @staticmethod
    def ints(v, n):
        return _ints(v, n)

    @staticmethod
    def per_dim(v, n):               # an int or n ints -> an n-tuple of ints; else None
        if isinstance(v, int) and not isinstance(v, bool):
            return (v,) * n
        if isinstance(v, (tuple, list)) and len(v) == n \
                and all(isinstance(u, int) and not isinstance(u, bool) for u in v):
            return tuple(v)
        return None

    def one(self, **params):         # a row with one operand, the input, and no weights
        return params, [self.x], {}


# Selecting an element of a tuple result: torch.max(x, dim)[0], torch.max(x, dim).values.
PARTS = {"values": 0, "indices": 1}


def _part(n):
    """(the call node, element index) if fx node n selects an element of a call's tuple result."""
    import operator
    if n.op != "call_function" or len(n.args) != 2 or n.kwargs or not hasattr(n.args[0], "op"):
        return None
    src, key = n.args
    if n.target is operator.getitem and isinstance(key, int) and not isinstance(key, bool):
        return src, key
    if n.target is getattr and key in PARTS:
        return src, PARTS[key]
    return None


def _bound_call(n, t):
    """(name, bound args) of the PyTorch call fx node n makes, or None. `x.T` is transpose(x,
    0, 1) of a matrix."""
    if n.op == "call_module":
        if not n.args or n.kwargs:
            return None
        bound = _module_call(t.gm.get_submodule(n.target), n.args)
        if bound is None or bound[1] is None:
            return None
        name, a = bound
        return name, {k: (Weight(f"{n.target}.{v.path}") if isinstance(v, Weight) else v)
                      for k, v in a.items()}
    if n.op == "call_function" and n.target is getattr and n.args[1:] == ("T",) \
            and isinstance(t.values.get(n.args[0]), torch.Tensor) and t.values[n.args[0]].dim() == 2:
        name, args, kwargs = "transpose", [n.args[0], 0, 1], {}
    elif n.op in ("call_function", "call_method"):
        name = _canonical_function(n.target) if n.op == "call_function" else \
            ALIASES.get(n.target, n.target)
        args, kwargs = list(n.args), dict(n.kwargs)
    else:
        return None
    a = _bind(name, args, kwargs) if name in SIGNATURES else None
    if a is None:
        return None
    def weight(v):     # a get_attr operand is a weight of the parent (in a tuple too: einsum)
        if isinstance(v, (tuple, list)):
            return type(v)(map(weight, v))
        return Weight(v.target) if getattr(v, "op", None) == "get_attr" else v
    return name, {k: weight(v) for k, v in a.items()}


def map_node(n, t):
    """(op, params, operands, weights) of synth.OPS for fx node n of traced program t, or None.
    operands: fx nodes / Weights the op reads as tensors; weights: {attr: Weight or None} of
    the ops that hold weights (linear, conv, norms). A node that selects an element of a call's
    tuple result maps as that call with the forms that declare the element (`part`)."""
    out = t.values[n]
    if not isinstance(out, torch.Tensor) or not 0 <= out.dim() <= 5:
        return None
    part = _part(n)
    bound = _bound_call(part[0] if part else n, t)
    if bound is None:
        return None
    name, a = bound
    c = Call(name, a, t, out)
    number = Call.num(a.get("input")) or getattr(a.get("input"), "op", None) == "placeholder" \
        and Call.num(t.values.get(a["input"]))        # s * x, s a forward argument (a float)
    mask = name == "mul" and c.mask(a.get("input"))   # mask * x, mask a bool tensor
    if c.rank is None and "other" in a and c.operand(a["other"]) and (number or mask):
        c = Call(name, dict(a, input=a["other"], other=a["input"]), t, out, reflected=True)  # 1 - x
    if "input" in a and c.rank is None:
        return None      # every row but cat works on one input tensor
    if a.get("inplace") and len(c.x.users) > 1:
        return None      # an in-place op whose input another node reads: the write matters
    for spec, form in FORMS[name]:
        if out.dtype != (torch.int64 if spec.integer else torch.float32) \
                or form.part != (part[1] if part else None):
            continue
        m = form.match(c)
        if m is not None:
            return (spec.name, *m)
    return None


def absorbed(n, t):
    """Is n a call whose tuple result is only read through selections that map to the table
    (torch.max(x, 1) read as [0])? Then it is no fragment of its own: the selections are."""
    v = t.values[n]
    return isinstance(v, tuple) and bool(n.users) and all(
        _part(u) and _part(u)[0] is n and u in t.mapped for u in n.users)

# -----------------------------------------------------------------------------
# Fragments. Compute nodes (mapped or not) in program order are cut into runs: a run holds
# nodes of one kind, at most k mapped operators, and exactly one value that leaves it (its last
# node's), so each run is a one-output KernelBench problem and the teacher's lowering applies.
# A skip connection that leaves a run early cuts it there. Shape arithmetic (x.size(0)) and
# weights are not fragments: they are plain Python in the assembled forward.


@dataclass
class Fragment:
    name: str                 # "f0", "f1", ...; a merged pair is "f0_1"
    kind: str                 # "triton" (every node maps to the table) or "torch"
    nodes: list               # fx nodes, in program order
    inputs: list = field(default_factory=list)    # fx nodes from outside that it reads
    weights: list = field(default_factory=list)   # paths of the parent's tensors it reads
    ops: list = field(default_factory=list)       # synth ops (triton) or aten ops (torch)
    source: str = ""          # its KernelBench problem ("" if it cannot stand alone)
    graph: object = None      # synth.Graph (triton)
    attrs: dict = field(default_factory=dict)     # (node, attr) -> input name, for lowering
    scalars: list = field(default_factory=list)   # [(synth.Scalar, its source in the model)]:
                              # constructor arguments of the fragment's problem and solution

    @property
    def output(self):
        return self.nodes[-1]


def _leaving(run):
    """The nodes of a run whose value is read outside it (by a later node or the output)."""
    inside = set(run)
    return [n for n in run if any(u not in inside for u in n.users)]


def split_fragments(t, k=5):
    """Fragments of a traced program, in order (see above)."""
    compute = [n for n in t.nodes if t.kinds[n] in ("triton", "torch")]
    runs, i = [], 0
    while i < len(compute):
        kind, j = t.kinds[compute[i]], i + 1
        while j < len(compute) and t.kinds[compute[j]] == kind and (kind == "torch" or j - i < k):
            j += 1
        run = compute[i:j]
        while (out := _leaving(run)) and out != [run[-1]]:   # cut after the first leaver
            run = run[:run.index(out[0]) + 1]
        runs.append(run)
        i += len(run)
    return [make_fragment(f"f{i}", t.kinds[run[0]], run, t) for i, run in enumerate(runs)]


def merge_candidates(frags, t):
    """Neighbouring triton fragments a, b whose union still has one output: a's result is read
    by b alone. (Only pairs: the paper merges neighbours; longer merges are a departure we skip.)"""
    out = []
    for a, b in zip(frags, frags[1:]):
        if a.kind == b.kind == "triton" and all(u in b.nodes for u in a.output.users):
            out.append(make_fragment(f"{a.name}_{b.name[1:]}", "triton", a.nodes + b.nodes, t))
    return out


def make_fragment(name, kind, nodes, t):
    """A Fragment with its inputs, weights, operators and (when it can stand alone) problem."""
    f = Fragment(name, kind, list(nodes))
    inside = set(nodes)
    for n in nodes:
        reads = t.mapped[n][2] + [w for w in t.mapped[n][3].values() if w] if kind == "triton" \
            else n.all_input_nodes
        for v in reads:
            if isinstance(v, Weight) or v.op == "get_attr":
                path = v.path if isinstance(v, Weight) else v.target
                if path not in f.weights:
                    f.weights.append(path)
            elif v not in inside and v not in f.inputs:
                f.inputs.append(v)
    if kind == "triton":
        f.ops = [t.mapped[n][0] for n in nodes]
        f.graph, f.attrs, f.scalars = fragment_graph(f, t)
        f.source = triton_problem(f, t)
    else:
        f.ops = list(dict.fromkeys(op for n in nodes for op in t.aten.get(n, [])))
        f.source = torch_problem(f, t) or ""
    return f


def _dist(v):
    return "pos" if v.is_floating_point() and v.numel() and float(v.min()) >= 0 else "randn"


def _input(name, v):
    """A fragment input as a synth.Tensor: a tensor, or a Python number (dist "float")."""
    if Call.num(v):
        return synth.Tensor(name, (), "float", value=v)
    return synth.Tensor(name, tuple(v.shape), "bool" if v.dtype == torch.bool else _dist(v))


def fragment_graph(f, t):
    """The synth.Graph of a triton fragment and the map (node, weight attr) -> the input that
    holds that weight. Names are the fragment's own, as in synth's programs: inputs x0, x1, ...,
    nodes n0, n1, ..., weights n3_weight (or w0 when read as a plain operand), so they cannot
    clash with the teacher's library (an fx node may well be called `linear` or `cat`)."""
    local = {v: f"x{i}" for i, v in enumerate(f.inputs)} | {n: f"n{i}" for i, n in enumerate(f.nodes)}
    wlocal = {}
    for n in f.nodes:
        for attr, w in t.mapped[n][3].items():
            if w and w.path not in wlocal:
                wlocal[w.path] = f"{local[n]}_{attr}"
    for p in f.weights:
        wlocal.setdefault(p, f"w{len(wlocal)}")
    name = lambda v: wlocal[v.path] if isinstance(v, Weight) else local[v]  # noqa: E731
    inputs = [_input(local[v], t.values[v]) for v in f.inputs]
    inputs += [synth.Tensor(wlocal[p], tuple(weight_value(t.gm, p).shape),
                            _dist(weight_value(t.gm, p))) for p in f.weights]
    nodes, attrs, scalars = [], {}, {}
    for n in f.nodes:
        op, params, operands, weights = t.mapped[n]
        params = dict(params)
        for key in params:        # a number the constructor sets: a Scalar, one per source
            src = t.scalars.get((n, key))
            if src:
                if src not in scalars:
                    scalars[src] = synth.Scalar(f"sc{len(scalars)}", params[key])
                params[key] = scalars[src]
        nodes.append(synth.Node(local[n], op, [name(v) for v in operands], params,
                                tuple(t.values[n].shape)))
        for attr, w in weights.items():
            attrs[(local[n], attr)] = wlocal[w.path] if w else "None"
    return synth.Graph(inputs, nodes, [local[f.output]]), attrs, [(v, k) for k, v in scalars.items()]


# The table's weighted operators, written with their weights as arguments (a fragment's
# weights are inputs, so it can be verified without the parent's modules).
FUNCTIONAL = {
    "linear": "F.linear({x}, {weight}, {bias})",
    **{op: f"F.{op}({{x}}, {{weight}}, {{bias}}, stride={{stride}}, padding={{padding}}, "
           "dilation={dilation}, groups={groups})" for op in ("conv1d", "conv2d", "conv3d")},
    **{op: f"F.{op}({{x}}, {{weight}}, {{bias}}, stride={{stride}}, padding={{padding}}, "
           "output_padding={output_padding}, groups={groups}, dilation={dilation})"
       for op in ("conv_transpose1d", "conv_transpose2d", "conv_transpose3d")},
    "layer_norm": "F.layer_norm({x}, {shape}, {weight}, {bias}, eps={eps})",
    "rms_norm": "F.rms_norm({x}, {shape}, {weight}, eps={eps})",
    "group_norm": "F.group_norm({x}, {num_groups}, {weight}, {bias}, eps={eps})",
    "batch_norm": "F.batch_norm({x}, {running_mean}, {running_var}, {weight}, {bias}, "
                  "training=False, eps={eps})",
    "batch_norm_train": "F.batch_norm({x}, {running_mean}, {running_var}, {weight}, {bias}, "
                        "training=True, momentum={momentum}, eps={eps})",
}


def triton_problem(f, t):
    """A triton fragment as a KernelBench problem, in the operator table's own PyTorch."""
    g = f.graph
    shapes = {x.name: x.shape for x in g.inputs} | {n.name: n.shape for n in g.nodes}
    body = []
    for n in g.nodes:
        if n.op in FUNCTIONAL:
            w = {a: v for (node, a), v in f.attrs.items() if node == n.name}
            shape = n.params.get("normalized_shape")
            shape = synth.shape_str((shape,) if isinstance(shape, int) else shape or ())
            expr = FUNCTIONAL[n.op].format(x=n.args[0], shape=shape, **(n.params | w))  # w: bias
        else:
            expr = synth.OPS[n.op].expr(n.args, dict(n.params, _in=shapes[n.args[0]]), "")
        body.append(f"{n.name} = {expr}  # {synth.shape_str(n.shape)}")
    values = [t.values[v] for v in f.inputs] + [weight_value(t.gm, p) for p in f.weights]
    return problem_source(f"Fragment {f.name} of {os.path.basename(t.path)}: "
                          + " -> ".join(f.ops) + ".", [x.name for x in g.inputs], values,
                          body, g.outputs[0], init=[(s.name, s.value) for s, _ in f.scalars])


def draw_src(v):
    """get_inputs() source drawing a tensor like v: same shape and dtype, same sign, about
    the same spread (a weight of std 0.02 is drawn with std 0.02), positive if v is >= 0."""
    if Call.num(v):                                   # a Python number: as the program had it
        return repr(v)
    shape = ", ".join(map(str, v.shape)) or "()"      # a 0-d tensor: torch.randn(())
    if v.dtype == torch.bool:
        return f"torch.rand({shape}) < 0.5"
    if not v.is_floating_point():
        lo, hi = (int(v.min()), int(v.max())) if v.numel() else (0, 0)
        return f"torch.randint({lo}, {hi + 1}, {tuple(v.shape)}, dtype={v.dtype})"
    cast = "" if v.dtype == torch.float32 else f".to({v.dtype})"
    if _dist(v) == "pos":
        return f"(torch.rand({shape}) + 0.5){cast}"
    s = float(v.float().std()) if v.numel() > 1 else 1.0
    scale = f" * {s:.3g}" if math.isfinite(s) and s > 0 and abs(s - 1) > 0.05 else ""
    return f"(torch.randn({shape}){scale}){cast}" if cast else f"torch.randn({shape}){scale}"


def problem_source(doc, args, values, body, out, cls="Model", prelude="", ret=None, init=()):
    """KernelBench source: a class `cls` whose forward(args) runs body and returns out, and
    get_inputs() drawing tensors like `values`; init: [(name, number)], constructor arguments
    kept as self.<name> and returned by get_init_inputs()."""
    lines = ["import torch", "import torch.nn as nn", "import torch.nn.functional as F", "",
             "", *([prelude.strip("\n"), "", ""] if prelude else []),
             f"class {cls}(nn.Module):", f'    """{doc}"""', "",
             f"    def __init__({', '.join(['self'] + [k for k, _ in init])}):",
             "        super().__init__()", *[f"        self.{k} = {k}" for k, _ in init], "",
             f"    def forward(self, {', '.join(args)}):",
             *[f"        {ln}" for ln in body], f"        return {ret or out}", "", "",
             "def get_inputs():"]
    lines += [f"    {a} = {draw_src(v)}" for a, v in zip(args, values)]
    lines += [f"    return [{', '.join(args)}]", "", "", "def get_init_inputs():",
              f"    return [{', '.join(repr(v) for _, v in init)}]", ""]
    return "\n".join(lines)

# -----------------------------------------------------------------------------
# fx nodes as Python source: the assembled forward, and the problems of PyTorch fragments.

INFIX = {"add": "{} + {}", "sub": "{} - {}", "mul": "{} * {}", "truediv": "{} / {}",
         "floordiv": "{} // {}", "mod": "{} % {}", "pow": "{} ** {}", "matmul": "{} @ {}",
         "neg": "-{}", "pos": "+{}", "invert": "~{}", "getitem": "{}[{}]", "gt": "{} > {}",
         "lt": "{} < {}", "ge": "{} >= {}", "le": "{} <= {}", "eq": "{} == {}", "ne": "{} != {}",
         "and_": "{} & {}", "or_": "{} | {}", "xor": "{} ^ {}"}


def arg_src(a, names):
    """One fx argument as source; names maps an fx node to its expression."""
    if hasattr(a, "op"):
        return names[a]
    if isinstance(a, tuple) or isinstance(a, torch.Size):
        items = [arg_src(x, names) for x in a]
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    if isinstance(a, list):
        return "[" + ", ".join(arg_src(x, names) for x in a) + "]"
    if isinstance(a, dict):
        return "{" + ", ".join(f"{k!r}: {arg_src(v, names)}" for k, v in a.items()) + "}"
    if isinstance(a, float) and not math.isfinite(a):
        return f"float('{a}')"
    if isinstance(a, slice):
        return f"slice({arg_src(a.start, names)}, {arg_src(a.stop, names)}, {arg_src(a.step, names)})"
    if isinstance(a, (torch.dtype, torch.device)):
        return f"torch.{a}" if isinstance(a, torch.dtype) else f"torch.device({str(a)!r})"
    if a is Ellipsis:
        return "..."
    return repr(a)


def function_src(fn):
    """How the source names a function: F.relu, torch.sort, operator.itemgetter, a helper."""
    import builtins
    from torch.fx.node import _get_qualified_name
    name = getattr(fn, "__name__", "")
    for prefix, namespace in (("F.", F), ("torch.", torch), ("", builtins)):
        if getattr(namespace, name, None) is fn:
            return prefix + name
    q = _get_qualified_name(fn)
    return q.split(".", 1)[1] if q.startswith(PROBLEM_MODULE + ".") else q


def node_src(n, names):
    """The expression fx node n computes (call_module / get_attr through `self.model`)."""
    args = [arg_src(a, names) for a in n.args]
    kwargs = [f"{k}={arg_src(v, names)}" for k, v in n.kwargs.items()]
    if n.op == "get_attr":
        return attr_src(n.target)
    if n.op == "call_module":
        return f"{attr_src(n.target)}({', '.join(args + kwargs)})"
    if n.op == "call_method":
        return f"{args[0]}.{n.target}({', '.join(args[1:] + kwargs)})"
    if n.target is getattr and len(n.args) == 2 and isinstance(n.args[1], str) and not kwargs \
            and n.args[1].isidentifier():
        return f"{args[0]}.{n.args[1]}"          # x.shape (the static gate refuses getattr)
    if _infix(n):
        form = INFIX[n.target.__name__].format(*args)
        return form if n.target.__name__ == "getitem" else f"({form})"
    return f"{function_src(n.target)}({', '.join(args + kwargs)})"


def _infix(n):
    """Is n an operator-module call written as an operator (x + y, x[i])?"""
    import operator
    name = getattr(n.target, "__name__", "")
    return n.op == "call_function" and name in INFIX and getattr(operator, name, None) is n.target \
        and not n.kwargs


def _literal(v):
    """Is v a constant Python can write back (shape arithmetic a fragment may bake in)?"""
    if isinstance(v, (tuple, list, torch.Size)):
        return all(map(_literal, v))
    return v is None or isinstance(v, (bool, int, float, str, torch.dtype))


def _problem_helper(n):
    """Does fx node n call a function of the problem file itself (a torch.fx.wrap'ed helper)?"""
    from torch.fx.node import _get_qualified_name
    return n.op == "call_function" and \
        _get_qualified_name(n.target).startswith(PROBLEM_MODULE + ".")


def torch_problem(f, t, candidate=False):
    """A PyTorch fragment as a KernelBench problem, or None when it cannot stand alone (it
    calls one of the parent's modules, a helper of the problem file, or returns no tensor).
    Shape arithmetic it reads from outside becomes the constants it had. candidate=True: the
    same code as a ModelNew whose result a Triton kernel copies (the verifier wants a launch
    per call; the copy makes the PyTorch part checkable on its own, with allow_torch_ops)."""
    if not isinstance(t.values[f.output], torch.Tensor):
        return None
    names, args, values = {}, [], []
    for v in f.inputs:
        val = t.values[v]
        if isinstance(val, torch.Tensor):
            names[v] = v.name
            args.append(v.name)
            values.append(val)
        elif _literal(val):
            names[v] = arg_src(val, {})
        else:
            return None
    for p in f.weights:
        names.update({n: weight_name(p) for n in t.nodes if n.op == "get_attr" and n.target == p})
        args.append(weight_name(p))
        values.append(weight_value(t.gm, p))
    body = []
    for n in f.nodes:
        if n.op == "call_module" or _problem_helper(n):
            return None
        body.append(f"{n.name} = {node_src(n, names)}")
        names[n] = n.name
    doc = f"Fragment {f.name} of {os.path.basename(t.path)}, kept in PyTorch: " + \
        (", ".join(f.ops) or "data movement only") + "."
    if candidate:
        return problem_source(doc, args, values, body, f.output.name, cls="ModelNew",
                              prelude=COPY_KERNEL, ret=f"triton_copy({f.output.name})")
    return problem_source(doc, args, values, body, f.output.name)


COPY_KERNEL = '''
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


def triton_copy(x):
    x = x.contiguous()
    out = torch.empty_like(x)
    copy_kernel[(triton.cdiv(max(x.numel(), 1), 1024),)](x, out, x.numel(), BLOCK=1024)
    return out
'''

# -----------------------------------------------------------------------------
# Candidates for a triton fragment: the teacher's lowering, or samples from a policy.


def teacher_candidate(f, style="tutorial"):
    """teacher.lower of a triton fragment, reading its weights from forward's arguments. The
    lowering assumes weights live in modules (`self.n3.weight`, made in __init__); a fragment
    gets them as inputs, so the module lines go and `self.n3.weight` becomes the input's name."""
    head, cls = teacher.lower(f.graph, style).split("class ModelNew", 1)
    cls = re.sub(r"\n        self\.(\w+) = (?!\1\n)[^\n]*", "", cls)   # keeps self.sc0 = sc0
    cls = re.sub(r"self\.(\w+)\.(\w+)", lambda m: f.attrs[(m[1], m[2])], cls)
    return head + "class ModelNew" + cls


def policy_candidates(policy, sources, n, max_new_tokens=1024, temperature=1.0):
    """n sampled answers (their code) per problem source."""
    model, tok = policy
    device = next(model.parameters()).device
    dtype = torch.bfloat16 if device.type == "cuda" else torch.float32
    out = []
    for src in sources:   # one prompt at a time: n long answers already make a big batch
        ro = generate(model, tok, [render_prompt(tok, src)], n, max_new_tokens, temperature,
                      dtype=dtype)
        out.append([extract_code(text) or "" for text in ro.texts])
    return out


def kernel_cost(res):
    """What the plan search minimises: GPU time when timed, else kernel launches per call."""
    return res.t_new_ms if res.t_new_ms is not None else res.launches / max(res.calls, 1)

# -----------------------------------------------------------------------------
# Assembling a solution: the original program (its Model makes the weights), the kernels of
# every piece of the plan in one module, and a ModelNew whose forward runs the plan.


def _definitions(src):
    """(import lines, [(names defined, text, names read)]) of a module's top-level statements."""
    tree, lines = ast.parse(src), src.splitlines(keepends=True)
    imports, stmts = [], []
    for node in tree.body:
        start = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
        text = "".join(lines[start - 1:node.end_lineno]).rstrip() + "\n"
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            imports.append(text.strip())
            continue
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = [x.id for tg in targets for x in ast.walk(tg) if isinstance(x, ast.Name)]
        else:
            names = []
        stmts.append((names, text, {x.id for x in ast.walk(node) if isinstance(x, ast.Name)}))
    return imports, stmts


def _rename(src, renames):
    """src with its names renamed, except attributes (`x.name`) and keyword arguments (`f(name=1)`)."""
    toks = list(tokenize.generate_tokens(io.StringIO(src).readline))
    lines, edits, depth = src.splitlines(keepends=True), [], 0
    for i, tok in enumerate(toks):
        if tok.type == tokenize.OP:
            depth += (tok.string in ("(", "[", "{")) - (tok.string in (")", "]", "}"))
        if tok.type != tokenize.NAME or renames.get(tok.string, tok.string) == tok.string:
            continue
        if (i and toks[i - 1].string == ".") or (depth and toks[i + 1].string == "="):
            continue
        edits.append((tok.start, tok.end[1], renames[tok.string]))
    for (row, c0), c1, new in reversed(edits):
        lines[row - 1] = lines[row - 1][:c0] + new + lines[row - 1][c1:]
    return "".join(lines)


def combine_pieces(pieces, reserved):
    """Several pieces' sources [(label, src)] as one module: (imports, code, class per piece).
    A definition identical to one already emitted, and reading only such definitions, is shared
    (the teacher's kernel library appears once); any other name already taken gets the suffix
    `_<label>`; each piece's ModelNew becomes the class `Fragment_<label>`."""
    emitted, taken = {}, set(reserved)    # emitted: name -> (first text, its name in the output)
    imports, chunks, classes = [], [], []
    for label, src in pieces:
        imps, stmts = _definitions(src)
        imports += [i for i in imps if i not in imports]
        mine = {x for names, _, _ in stmts for x in names}
        shared = {i for i, (names, text, _) in enumerate(stmts)
                  if names and all(emitted.get(x, (None,))[0] == text for x in names)}
        while True:   # a definition is shared only if everything of ours it reads is shared
            ok = {x for i in shared for x in stmts[i][0]}
            drop = {i for i in shared if (stmts[i][2] & mine) - ok}
            if not drop:
                break
            shared -= drop
        renames = {}
        for i, (names, text, _) in enumerate(stmts):
            for x in names:
                renames[x] = emitted[x][1] if i in shared else f"Fragment_{label}" \
                    if x == "ModelNew" else f"{x}_{label}" if x in taken else x
        for i, (names, text, _) in enumerate(stmts):
            if i not in shared:
                chunks.append(_rename(text, renames))
                for x in names:
                    taken.add(renames[x])
                    emitted.setdefault(x, (text, renames[x]))
        classes.append(renames.get("ModelNew"))
    return imports, "\n\n".join(chunks), classes


RESERVED = {"torch", "nn", "F", "triton", "tl", "math", "Model", "ModelNew", "get_inputs",
            "get_init_inputs"}


def assemble(t, plan, title=""):
    """The solution source of a plan [(fragment, code or None for PyTorch)] of traced program t."""
    _, ref_stmts = _definitions(t.source)
    reserved = RESERVED | {x for names, _, _ in ref_stmts for x in names}
    pieces = [(f.name, code) for f, code in plan if code is not None]
    imports, kernels, classes = combine_pieces(pieces, reserved)
    cls = dict(zip((label for label, _ in pieces), classes))
    seg = {n: (f, code) for f, code in plan for n in f.nodes}
    names, params, body = {}, [], []
    for n in t.nodes:
        var = constant_name(n.name)     # fx's own names may start with _ (_tensor_constant0)
        if n.op == "placeholder":
            arg = n.target.lstrip("*")
            params.append(n.target + (f"={arg_src(n.args[0], {})}" if n.args else ""))
            if var != arg:
                body.append(f"{var} = {arg}")
        elif t.kinds[n] == "absorbed":                # computed by the selections that read it
            pass
        elif n not in seg:                            # a weight or shape arithmetic
            if n.op == "get_attr" and n.target in t.constants:
                body.append(f"{var} = {attr_src(constant_name(n.target))}")
            elif n.op != "get_attr" or any(u not in seg or seg[u][1] is None for u in n.users):
                body.append(f"{var} = {node_src(n, names)}")
        else:
            f, code = seg[n]
            if code is None:
                if n is f.nodes[0]:
                    body.append(f"# {f.name} in PyTorch: {', '.join(plan_ops(t, f)) or 'no compute'}")
                body.append(f"{var} = {node_src(n, names)}")
            elif n is f.output:
                args = [names[v] for v in f.inputs] + [
                    attr_src(constant_name(p) if p in t.constants else p) for p in f.weights]
                body.append(f"{var} = self.{f.name}({', '.join(args)})  "
                            f"# {f.name} in Triton: {' -> '.join(f.ops)}")
        names[n] = var
    body.append(f"return {arg_src(t.output.args[0], names)}")
    extra = sorted({function_src(n.target).split(".")[0] for n in t.nodes
                    if n.op == "call_function" and not _infix(n) and "." in function_src(n.target)}
                   - {"F", "torch"})      # e.g. `import math` for a math.sqrt in forward
    head = ["import torch", "import torch.nn as nn", "import torch.nn.functional as F",
            "import triton", "import triton.language as tl", *[f"import {m}" for m in extra]]
    head += [i for i in imports if i not in head]
    init = []
    for p, v in t.constants.items():     # forward's constants: read from the model where the
        num = t.scalars.get((None, p))    # constructor sets them, else as fx baked them
        val = f"torch.tensor({num}, dtype={v.dtype}).reshape({tuple(v.shape)})" if num else \
            f"torch.tensor({v.tolist()}, dtype={v.dtype})"
        init.append(f"        self.model.register_buffer({constant_name(p)!r}, {val})")
    scalars = {f.name: ", ".join(src for _, src in f.scalars) for f, code in plan if code}
    init += [f"        self.{label} = {cls[label]}({scalars[label]})" for label, _ in pieces]
    return "\n".join([
        f'"""{title}"""' if title else "", *head, "", "",
        "# " + "-" * 77, "# The original program. ModelNew builds its Model for the weights (the same",
        "# modules in the same order under the same seed); Model.forward is never called.", "",
        t.source.strip("\n"), "", "",
        "# " + "-" * 77, "# The kernels of the fragments lowered to Triton.", "",
        kernels.strip("\n"), "", "",
        "class ModelNew(nn.Module):",
        "    def __init__(self, *args, **kwargs):", "        super().__init__()",
        "        self.model = Model(*args, **kwargs)   # the parent's modules and weights",
        *init, "", f"    def forward(self, {', '.join(params)}):",
        *[f"        {line}" for line in body], ""]).lstrip("\n")


def constant_name(p):
    """The name a constant fx baked in (`_tensor_constant0`) takes in the solution, as a buffer
    and as a local: no leading underscore, which the verifier's static gate refuses in names."""
    return "fx" + p if p.startswith("_") else p


def plan_ops(t, f):
    """The aten ops a fragment runs when it stays in PyTorch."""
    return list(dict.fromkeys(op for n in f.nodes for op in t.aten.get(n, [])))


def allowed_ops(t, plan):
    """allow_torch_ops of a plan: exactly the aten ops of what stays in PyTorch (the fragments
    without code, and the shape arithmetic)."""
    ops = [op for f, code in plan if code is None for op in plan_ops(t, f)]
    ops += [op for n in t.nodes if t.kinds[n] == "meta" for op in t.aten.get(n, [])]
    return list(dict.fromkeys(ops))

# -----------------------------------------------------------------------------
# The search: verify every candidate of every fragment and merged pair, choose the plan, build
# it, verify it against the original program.


@dataclass
class Conversion:
    solution: str             # the assembled ModelNew source ("" when nothing could be built)
    result: object            # reward.EvalResult of the solution against the original program
    fragments: list           # per fragment/merge: name, kind, ops, candidates, correct, stage
    plan: list                # names of the plan's pieces; PyTorch ones end in "(torch)"
    allow: list               # aten ops the solution runs in PyTorch (its allow_torch_ops)
    seconds: float
    kept: list = field(default_factory=list)   # [(piece, its aten ops)] the plan runs in PyTorch


def choose_plan(frags, merges, best):
    """Dynamic programming over the chain of fragments: each fragment alone, or merged with
    the previous one; minimise (fragments left in PyTorch that should not be, cost). best:
    piece name -> (cost, code) of its best verified candidate."""
    merged = {m.name: m for m in merges}
    table = [(0, 0.0, [])]
    for j, f in enumerate(frags, 1):
        fall, cost, plan = table[j - 1]
        if f.kind == "torch":
            opts = [(fall, cost, plan + [(f, None)])]
        elif f.name in best:
            opts = [(fall, cost + best[f.name][0], plan + [(f, best[f.name][1])])]
        else:
            opts = [(fall + 1, cost, plan + [(f, None)])]    # no verified kernel: PyTorch
        m = f"{frags[j - 2].name}_{f.name[1:]}" if j >= 2 else None
        if m in best and m in merged:
            fall, cost, plan = table[j - 2]
            opts.append((fall, cost + best[m][0], plan + [(merged[m], best[m][1])]))
        table.append(min(opts, key=lambda o: (o[0], o[1], len(o[2]))))
    return table[-1][2]


def verify_pieces(t, frags, pieces, cands, **kw):
    """Verify every candidate of every triton piece (fragment or merged pair) against the
    piece's own problem, and every standalone PyTorch fragment (its code plus a Triton copy,
    allow_torch_ops naming exactly its aten ops). Returns (best, report): best maps a piece to
    (cost, code) of its cheapest correct candidate; report has one dict per piece."""
    alone = [f for f in frags if f.kind == "torch" and f.source]
    jobs = [(f.source, c, ()) for f, cs in zip(pieces, cands) for c in cs]
    jobs += [(f.source, torch_problem(f, t, candidate=True), f.ops) for f in alone]
    results = iter(reward.evaluate_many(jobs, **kw))
    best, report = {}, []
    for f, cs in zip(pieces, cands):
        res = [next(results) for _ in cs]
        ok = [(kernel_cost(r), c) for r, c in zip(res, cs) if r.correct]
        if ok:
            best[f.name] = min(ok, key=lambda o: o[0])
        top = best_result(res)
        report.append(dict(name=f.name, kind="triton", ops=f.ops, candidates=len(cs),
                           correct=len(ok), stage=top.stage, error=top.error,
                           near=None if ok or top.stage != "mismatch" else
                           (kernel_cost(top), cs[res.index(top)])))
    verdict = {f.name: next(results) for f in alone}
    for f in frags:
        if f.kind == "torch":
            r = verdict.get(f.name)
            report.append(dict(name=f.name, kind="torch", ops=f.ops, candidates=0, correct=0,
                               calls=[_call_name(n) for n in f.nodes],
                               stage=r.stage if r else "not alone",
                               error=r.error if r else "it calls the parent's modules"))
    report.sort(key=lambda r: [int(x) for x in r["name"][1:].split("_")])
    return best, report


def _call_name(n):
    return n.target if isinstance(n.target, str) else getattr(n.target, "__name__", str(n.target))


def report_line(r):
    """One line of convert's log: piece, kind, verdict, and what it computes."""
    what = " -> ".join(r["ops"]) if r["kind"] == "triton" else \
        f"{', '.join(r['calls'])} (aten: {', '.join(r['ops']) or 'data movement only'})"
    count = f"{r['correct']}/{r['candidates']}" if r["kind"] == "triton" else ""
    err = f"  [{r['error'][:100]}]" if r["stage"] != "ok" and r["error"] else ""
    return f"{r['name']:<6} {r['kind']:<6} {r['stage']:<9} {count:>5}  {what}{err}"


def convert_source(source, path="<problem>", model="teacher", policy=None, samples=4, k=5,
                   workers=None, timeout_s=60.0, seed=0, timing="auto", max_new_tokens=1024,
                   temperature=1.0, log=None):
    """Test-time search on one KernelBench program; returns a Conversion. Raises ProblemError
    when the program cannot be traced or no operator of it maps to the table."""
    t0 = time.monotonic()
    t = trace_program(source, path, seed)
    frags = split_fragments(t, k)
    merges = merge_candidates(frags, t)
    pieces = [f for f in frags if f.kind == "triton"] + merges
    if not pieces:
        raise ProblemError(f"{path}: no operator maps to the operator table; nothing to lower")
    if model == "teacher":      # no sampling: the rule-based lowering
        cands = [[teacher_candidate(f)] for f in pieces]
    else:
        cands = policy_candidates(policy, [f.source for f in pieces], samples, max_new_tokens,
                                  temperature)
    best, report = verify_pieces(t, frags, pieces, cands, workers=workers, timeout_s=timeout_s,
                                 seed=seed, timing=timing)
    for r in report:
        (log or (lambda line: None))(report_line(r))
    plans = [choose_plan(frags, merges, best)]
    if any(f in merges for f, _ in plans[0]):
        plans.append(choose_plan(frags, [], best))   # in case the merged plan fails as a whole
    # A fragment's own problem passes its weights as inputs, which the verifier's trials scale
    # and shift too: a group norm after a product whose weights were shifted by up to 10x their
    # spread is ill-conditioned there, not in the program. So the fragments whose best attempt
    # ran and only missed the tolerance on their own problem are tried in a last plan, which,
    # as every plan, is verified against the program itself.
    near = {r["name"]: r["near"] for r in report if r.get("near")}
    if any(f.name in near for f in frags):
        plans.append(choose_plan(frags, [], {**near, **best}))
    for plan in plans:
        allow = allowed_ops(t, plan)
        names = [f.name + ("" if code else " (torch)") for f, code in plan]
        kept = [(f.name, plan_ops(t, f)) for f, code in plan if code is None]
        title = (f"ModelNew for {os.path.basename(path)}, written by `python drtriton.py convert "
                 f"--model {model}`.\n\nPlan: {' | '.join(names)}.\nVerify: python reward.py "
                 f"{os.path.basename(path)} SOLUTION.py" + (f" --allow {','.join(allow)}" if allow
                                                            else "") + "\n")
        solution = assemble(t, plan, title)
        if not any(code for _, code in plan):    # nothing to launch: report the best attempt
            top = max(report, key=lambda r: reward.STAGES.index(r["stage"])
                      if r["kind"] == "triton" else -1)
            res = reward.EvalResult(top["stage"], error="no fragment has a verified kernel "
                                    f"(best attempt, {top['name']}: {top['error'][:200]})")
            continue
        res = reward.evaluate(source, solution, allow_torch_ops=allow, seed=seed,
                              timeout_s=timeout_s, timing=timing)
        if res.correct:
            break
    return Conversion(solution, res, report, names, allow, time.monotonic() - t0, kept)

# -----------------------------------------------------------------------------
# --shrink: KernelBench problems are GPU-sized (batch 128, 4096 features); the interpreter runs
# ~0.5 ms per program instance. Sizes are the integers >= 8 a problem writes at module level
# (`batch_size = 128`, `N = 2048 * 2`, `input_shape = (4096,)`) and inside get_inputs' calls
# (`torch.rand(batch_size, 3, 224, 224)`): each is divided by a factor, never below 4; smaller
# ones (kernel sizes, strides, dims) are kept. A size written in terms of other sizes
# (`features = batch_size * 4`, `groups = in_channels`) is left as written, so it follows them
# and the relation the program relies on still holds. The most aggressive factor whose
# program runs in PyTorch wins; at each factor the program is tried with get_inputs' literal
# sizes shrunk, then without them (for a Model that hard-codes the same size).

SHRINK_FACTORS = (32, 16, 8, 4, 2)
SHRINK_LEAST = (8, 16, 32, 64)     # the smallest int that counts as a size, raised if nothing runs
_SIZE_OPS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
             ast.Mult: lambda a, b: a * b, ast.FloorDiv: lambda a, b: a // b,
             ast.Div: lambda a, b: a / b, ast.Mod: lambda a, b: a % b,
             ast.Pow: lambda a, b: a ** b}


def size_value(e, env):
    """The value of a size expression: numbers, names of earlier module-level sizes (env),
    + - * // / % ** and unary minus, tuples and lists of those; None for anything else."""
    if isinstance(e, ast.Constant) and isinstance(e.value, (int, float)) \
            and not isinstance(e.value, bool):
        return e.value
    if isinstance(e, ast.Name):
        return env.get(e.id)
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, (ast.USub, ast.UAdd)):
        v = size_value(e.operand, env)
        return None if v is None else -v if isinstance(e.op, ast.USub) else v
    if isinstance(e, ast.BinOp) and type(e.op) in _SIZE_OPS:
        a, b = size_value(e.left, env), size_value(e.right, env)
        if not (isinstance(a, (int, float)) and isinstance(b, (int, float))) \
                or isinstance(e.op, ast.Pow) and abs(b) > 64:
            return None
        try:
            return _SIZE_OPS[type(e.op)](a, b)
        except ZeroDivisionError:
            return None
    if isinstance(e, (ast.Tuple, ast.List)):
        vals = [size_value(x, env) for x in e.elts]
        return None if None in vals else tuple(vals)
    return None


def _literal_size(e, least=8):
    """The int >= least that an expression without names gives (`4096`, `2048 * 2`), else None."""
    if any(isinstance(x, ast.Name) for x in ast.walk(e)):
        return None
    v = size_value(e, {})
    return v if type(v) is int and v >= least else None


def _assigned(node):
    """[(name, expression)] a module-level statement assigns: `n = e`, `h = w = e`,
    `D, H, W = 16, 32, 32`; [] for any other statement."""
    if not isinstance(node, ast.Assign):
        return []
    out, value = [], node.value
    for t in node.targets:
        if isinstance(t, ast.Name):
            out.append((t.id, value))
        elif isinstance(t, (ast.Tuple, ast.List)) and isinstance(value, (ast.Tuple, ast.List)) \
                and len(t.elts) == len(value.elts) and all(isinstance(x, ast.Name) for x in t.elts):
            out += [(x.id, e) for x, e in zip(t.elts, value.elts)]
        else:
            return []
    return out


def module_sizes(source):
    """{name: value} of the module-level assignments size_value can evaluate, in order."""
    env = {}
    for node in ast.parse(source).body:
        values = [(name, size_value(e, env)) for name, e in _assigned(node)]
        env.update((name, v) for name, v in values if v is not None)
    return env


def size_literals(source, inputs=True, least=8):
    """[(expression node, value, in_get_inputs)] of the sizes shrink_source divides, in order:
    literal sizes (ints >= least, expressions without names) assigned at module level and,
    with inputs=True, those in get_inputs' calls."""
    out = []
    for node in ast.parse(source).body:
        if _assigned(node):
            elts = node.value.elts if isinstance(node.value, (ast.Tuple, ast.List)) else [node.value]
            out += [(e, v, False) for e in elts if (v := _literal_size(e, least)) is not None]
        elif inputs and isinstance(node, ast.FunctionDef) and node.name == "get_inputs":
            for call in (c for c in ast.walk(node) if isinstance(c, ast.Call)):
                for a in list(call.args) + [k.value for k in call.keywords if k.arg == "size"]:
                    out += [(e, v, True) for e in (a.elts if isinstance(a, (ast.Tuple, ast.List))
                                                   else [a])
                            if (v := _literal_size(e, least)) is not None]
    return out


def shrink_source(source, factor, inputs=True, least=8, per=None):
    """(source with its sizes divided by factor, [(name, old, new)]): the sizes of
    size_literals (per: {index in that list: its own factor}); a module-level size derived
    from others is listed with the value it now has, a literal in get_inputs as "get_inputs"."""
    lines = source.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(row, col):                 # ast columns count UTF-8 bytes
        return starts[row - 1] + len(lines[row - 1].encode()[:col].decode())
    edits, inline = [], []
    for i, (e, v, in_inputs) in enumerate(size_literals(source, inputs, least)):
        new = max(min(v, 4), v // (per or {}).get(i, factor))
        edits.append((offset(e.lineno, e.col_offset), offset(e.end_lineno, e.end_col_offset),
                      str(new)))
        if in_inputs:
            inline.append(("get_inputs", v, new))
    new_source = source
    for c0, c1, text in sorted(edits, reverse=True):
        new_source = new_source[:c0] + text + new_source[c1:]
    before, after, changes = module_sizes(source), module_sizes(new_source), []
    for name, old in before.items():
        new = after.get(name)
        pairs = zip(old, new) if isinstance(old, tuple) and isinstance(new, tuple) \
            and len(old) == len(new) else [(old, new)]
        changes += [(name, o, n) for o, n in pairs if o != n]
    return new_source, changes + inline


def probe_run(source):
    """(the most elements of any tensor the program makes or reads: weights, inputs, every
    op's arguments and results; whether an output is flat) in one build-and-run; None if it
    fails or gives a non-finite output. (A shrunk program may fail: a view of a hard-coded size, a kernel larger than the
    shrunk image, groups that no longer divide the channels.)"""
    from torch.utils._python_dispatch import TorchDispatchMode
    from torch.utils._pytree import tree_leaves
    most = [0]

    def see(*trees):
        for x in tree_leaves(trees):
            if isinstance(x, torch.Tensor):
                most[0] = max(most[0], x.numel())

    class Sizes(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            see(args, kwargs, out)
            return out
    try:
        ns = load_problem(source)
        torch.manual_seed(0)
        model = ns["Model"](*ns["get_init_inputs"]())
        see(list(model.parameters()), list(model.buffers()))
        with torch.no_grad(), Sizes():
            out = model(*ns["get_inputs"]())
        outs = out if isinstance(out, (tuple, list)) else [out]
        floats = [o for o in outs if isinstance(o, torch.Tensor) and o.is_floating_point()]
        if not all(bool(torch.isfinite(o).all()) for o in floats):
            return None
        return most[0], any(flat(o) for o in floats)
    except Exception:   # noqa: BLE001 -- any failure means "this shrink does not work"
        return None


def flat(o):
    """Is a float output of more than one element constant up to rounding? The verifier turns
    down a constant answer where the reference varies, so a program that shrinking made flat
    (GroupNorm with as many groups as the 4 channels left, then a mean: zeros plus noise)
    cannot be solved; a gentler factor can."""
    o = o.detach().double().reshape(-1)
    return o.numel() > 1 and float((o - o[0]).abs().max()) <= 1e-5 * (1 + float(o.abs().max()))


def largest_tensor(source):
    """The most elements of any tensor the program makes or reads (None if it fails)."""
    return (probe_run(source) or (None,))[0]


def runs_in_pytorch(source):
    """Does the program build, run once and give finite outputs that are not flat?"""
    p = probe_run(source)
    return p is not None and not p[1]


# The interpreter's time grows with the elements its kernels walk. Measured on this 2-core CPU
# (one forward call of the teacher's solution, CPU seconds): KernelBench's large-K product
# (256 x 524288 @ 524288 x 256) at /32 is 8 x 16384 @ 16384 x 8, 2**17 elements, 1.2 s per
# call; at /64 (2**15) 0.6 s. The verifier makes ~6 calls, and with 6 agents on 2 cores its
# wall clock runs ~6x the CPU time: 2**16 keeps such a product near 20 s of the 60.
SHRINK_BUDGET = 2 ** 16


def shrink_problem(source, budget=SHRINK_BUDGET):
    """(shrunk source, changes): the first of these that runs in PyTorch, else None (skipped);
    (source, []) when there is nothing to shrink.
      1. Every size divided by 32; if that fails, by 16, 8, 4, 2 (at each factor with
         get_inputs' literal sizes shrunk, then kept). With a gentler factor, each size in turn
         is then divided by the strongest factor that still runs: only the sizes that need
         it stay gentle (two max pools need depth 8, the batch can still go to 4).
      2. While the largest tensor has more than `budget` elements, every factor doubles (64,
         128, ...) as long as the program still runs and gets smaller.
      3. If nothing runs, all of it again counting only ints >= 16, 32, 64 as sizes (a
         `kernel_size = 8` with `padding = 4` must stay 8).
    "Runs" means finite outputs that are not flat (see flat); a shrink that runs but is flat
    is kept only if nothing else runs."""
    if not shrink_source(source, 2)[1]:
        return source, []
    tried, fallback = set(), None

    def size(src):        # its largest tensor if it runs and is not flat, else None
        p = probe_run(src)
        return p[0] if p and not p[1] else None
    for least in SHRINK_LEAST:
        for factor in SHRINK_FACTORS:
            for inputs in (True, False):
                new, changes = shrink_source(source, factor, inputs, least)
                if new in tried or not changes:
                    continue
                tried.add(new)
                if (n := size(new)) is None:
                    if fallback is None and probe_run(new):
                        fallback = new, changes       # it runs, but flat: the last resort
                    continue
                fs = [factor] * len(size_literals(source, inputs, least))
                for i in range(len(fs) if factor < SHRINK_FACTORS[0] else 0):
                    for g in (g for g in SHRINK_FACTORS if g > factor):
                        trial = shrink_source(source, factor, inputs, least,
                                              dict(enumerate(fs[:i] + [g] + fs[i + 1:])))
                        if (n2 := size(trial[0])) is not None:
                            fs[i], (new, changes), n = g, trial, n2
                            break
                while n > budget and max(fs) < 2 ** 16:
                    fs = [2 * f for f in fs]
                    trial = shrink_source(source, factor, inputs, least, dict(enumerate(fs)))
                    n2 = size(trial[0])
                    if n2 is None or n2 >= n:
                        break
                    (new, changes), n = trial, n2
                return new, changes
    return fallback

# -----------------------------------------------------------------------------
# bench: every problem of a folder, one JSONL line each, and the paper's table.


def problem_files(folder):
    """The problem files of a folder: *.py except the *_solution.py files beside them."""
    return sorted(os.path.join(folder, f) for f in os.listdir(folder)
                  if f.endswith(".py") and not f.endswith("_solution.py"))


def best_result(results):
    """The best of several verdicts: correct and fastest, else the furthest stage."""
    return max(results, key=lambda r: (r.correct, r.speedup or 0.0, reward.STAGES.index(r.stage)))


def table_ops(source, path):
    """allow_torch_ops for scoring a given solution: the aten ops of the program's operators
    outside the table (a solution may keep exactly those in PyTorch)."""
    try:
        t = trace_program(source, path)
    except ProblemError:
        return []
    return list(dict.fromkeys(op for n in t.nodes if t.kinds[n] in ("torch", "meta")
                              for op in t.aten.get(n, [])))


def bench_one(path, source, a, policy, timing):
    """One problem's record (a dict) under bench's arguments a."""
    rec = dict(problem=os.path.basename(path), stage="", correct=False, speedup=None,
               t_ref_ms=None, t_new_ms=None, t_compile_ms=None, error="")
    kw = dict(timeout_s=a.timeout, timing=timing)
    try:
        if a.solutions:
            stem = os.path.splitext(os.path.basename(path))[0]
            found = [p for p in (os.path.join(a.solutions, stem + "_solution.py"),
                                 os.path.join(a.solutions, stem + ".py")) if os.path.isfile(p)]
            if not found:
                return dict(rec, stage="format", error="no solution file")
            with open(found[0]) as fh:
                res = reward.evaluate(source, fh.read(), allow_torch_ops=table_ops(source, path), **kw)
        elif a.search:
            conv = convert_source(source, path, a.model, policy, a.samples, a.k, a.workers,
                                  a.timeout, timing=timing, max_new_tokens=a.max_new_tokens,
                                  temperature=a.temperature)
            res = conv.result
            rec["plan"] = conv.plan
            rec["kept"] = conv.kept
        elif a.model == "teacher":   # no search: the whole program lowered in one go
            t = trace_program(source, path)
            outside = sorted({n.name for n in t.nodes if t.kinds[n] == "torch"})
            if outside:
                return dict(rec, stage="format", error="operators outside the table: "
                            + ", ".join(outside))
            plan = [(f, teacher_candidate(f)) for f in split_fragments(t, k=10 ** 6)]
            res = reward.evaluate(source, assemble(t, plan), **kw)
        else:                        # no search: n answers for the whole program, the best kept
            cands = policy_candidates(policy, [source], a.samples, a.max_new_tokens,
                                      a.temperature)[0]
            res = best_result(reward.evaluate_many([(source, c) for c in cands], a.workers, **kw))
    except ProblemError as e:
        return dict(rec, stage="format", error=str(e))
    return dict(rec, stage=res.stage, correct=res.correct, speedup=res.speedup,
                t_ref_ms=res.t_ref_ms, t_new_ms=res.t_new_ms, t_compile_ms=res.t_compile_ms,
                error=res.error[:300])


FORMAT_REASONS = (("outside the table", ("operators outside the table", "no operator maps")),
                  ("torch.fx cannot trace", ("torch.fx cannot trace", "constant tensor of")),
                  ("no solution file", ("no solution file",)),
                  ("no code", ("no code found",)))


def format_reason(error):
    """Why a `format` record stopped there, in a few words (the table's second failure line)."""
    return next((why for why, keys in FORMAT_REASONS if any(k in error for k in keys)), "other")


def bench_table(records):
    """The paper's table as text, and its numbers as a dict. Skipped problems (a shrink that
    never ran, a broken reference) are listed but not counted."""
    done = [r for r in records if r["stage"] not in ("skipped", "reference")]
    n = len(done)
    compiled = sum(r["stage"] in ("runtime", "timeout", "fallback", "mismatch", "ok") for r in done)
    correct = [r for r in done if r["correct"]]
    timed = [r for r in correct if r["speedup"]]
    fast_eager = sum(r["speedup"] > 1 for r in timed)
    fast_compile = sum(bool(r["t_compile_ms"]) and r["t_compile_ms"] > r["t_new_ms"] for r in timed)
    with_compile = any(r["t_compile_ms"] for r in done)
    geomean = math.exp(sum(math.log(r["speedup"]) for r in timed) / len(timed)) if timed else None
    fails = collections.Counter(r["stage"] for r in records if not r["correct"])
    pct = lambda k: f"{100 * k / n:5.1f} %  ({k}/{n})" if n else "n/a"  # noqa: E731
    any_timed = any(r["speedup"] for r in done)
    summary = dict(problems=len(records), evaluated=n, skipped=len(records) - n,
                   compiled=compiled / n if n else None, correct=len(correct) / n if n else None,
                   fast_1_eager=fast_eager / n if n and any_timed else None,
                   fast_1_compile=fast_compile / n if n and with_compile else None,
                   geomean_speedup=geomean, failures=dict(fails))
    kept = [ops for r in correct for _, ops in r.get("kept", [])]
    if kept:     # --search: what the verified solutions still run in PyTorch
        count = collections.Counter(op for ops in kept for op in ops)
        summary["kept"] = dict(pieces=len(kept), problems=sum(bool(r.get("kept")) for r in correct),
                               ops=dict(count.most_common()))
    lines = [f"problems          {len(records)}  (evaluated {n}, skipped {len(records) - n})",
             f"compiled          {pct(compiled)}", f"correct           {pct(len(correct))}",
             f"fast_1 eager      {pct(fast_eager) if any_timed else 'n/a (not timed: no GPU)'}",
             f"fast_1 compile    {pct(fast_compile) if with_compile else 'n/a (torch.compile is timed on a GPU only)'}",
             f"geomean speedup   {f'{geomean:.3f}x over {len(timed)} correct' if geomean else 'n/a'}",
             "failures          " + (", ".join(f"{k} {v}" for k, v in sorted(
                 fails.items(), key=lambda kv: reward.STAGES.index(kv[0])
                 if kv[0] in reward.STAGES else -1)) or "none")]
    reasons = collections.Counter(format_reason(r["error"]) for r in records
                                  if r["stage"] == "format")
    if reasons:
        summary["format_reasons"] = dict(reasons.most_common())
        lines.append("format reasons    " + ", ".join(f"{k} {v}" for k, v in reasons.most_common()))
    if kept:
        lines.append(f"in PyTorch        {len(kept)} pieces in {summary['kept']['problems']} of the "
                     f"{len(correct)} correct (aten: " + ", ".join(
                         f"{k} {v}" for k, v in count.most_common()) + ")")
    return "\n".join(lines), summary


def bench_dir(a, policy=None, log=print):
    """Evaluate every problem file of a.dir; write the JSONL (a.out) and print the table."""
    timing = "compile" if torch.cuda.is_available() else "off"
    records, partial = [], (a.out + ".partial") if a.out else None
    if partial:
        os.makedirs(os.path.dirname(os.path.abspath(partial)), exist_ok=True)
    sink = open(partial, "w") if partial else None   # line by line: a crash keeps what ran
    try:
        for path in problem_files(a.dir):
            t0 = time.monotonic()
            with open(path) as fh:
                source = fh.read()
            shrunk = shrink_problem(source) if a.shrink else (source, [])
            if shrunk is None:
                rec = dict(problem=os.path.basename(path), stage="skipped", correct=False,
                           speedup=None, t_ref_ms=None, t_new_ms=None, t_compile_ms=None,
                           error="skipped: no shrink factor gives a program that runs")
            else:
                source, changes = shrunk
                for attempt in (1, 2):   # a crash of the harness itself, not a verdict: retry once
                    try:
                        rec = bench_one(path, source, a, policy, timing)
                        break
                    except Exception as e:   # noqa: BLE001 -- one problem must not end the run
                        rec = dict(problem=os.path.basename(path), stage="crash", correct=False,
                                   speedup=None, t_ref_ms=None, t_new_ms=None, t_compile_ms=None,
                                   error=f"the bench itself failed ({type(e).__name__}: {e})"[:300])
            note = ", ".join(f"{k} {o}->{v}" for k, o, v in (shrunk or (0, []))[1])
            if a.shrink:
                rec["shrink"] = note
            rec["seconds"] = round(time.monotonic() - t0, 2)
            records.append(rec)
            if sink:
                sink.write(json.dumps(rec) + "\n")
                sink.flush()
            log(f"{rec['problem']:<28} {rec['stage']:<9} "
                + (f"speedup {rec['speedup']:.2f}x " if rec["speedup"] else "")
                + (f"[shrunk: {note}] " if note else "") + (rec["error"][:120] if rec["error"] else ""))
    finally:
        if sink:
            sink.close()
            os.replace(partial, a.out)
    text, summary = bench_table(records)
    log(text)
    return records, summary

# -----------------------------------------------------------------------------
# Command line


def _parser(description):
    ap = argparse.ArgumentParser(description=description)
    ap.error = lambda msg: sys.exit(f"error: {msg}")     # one line, no usage dump
    return ap


def _search_flags(ap, samples):
    ap.add_argument("--model", default="teacher",
                    help="teacher (teacher.lower, no sampling), a Hub name, a local dir, or tiny")
    ap.add_argument("--samples", type=int, default=samples, help="answers sampled per fragment")
    ap.add_argument("--k", type=int, default=5, help="mapped operators per fragment (at most)")
    ap.add_argument("--shrink", action="store_true",
                    help="divide module-level size constants so the CPU interpreter can run it")
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu",
                    help="where the policy runs")
    ap.add_argument("--max-new-tokens", type=int, default=1024, help="tokens per answer")
    ap.add_argument("--temperature", type=float, default=1.0, help="sampling temperature (0 = greedy)")
    ap.add_argument("--workers", type=int, default=None, help="verifier processes (default: cores)")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per verification")


def _check_flags(a):
    if a.samples < 1 or a.k < 1:
        sys.exit("error: --samples and --k must be >= 1")
    if a.workers is not None and a.workers < 1:
        sys.exit("error: --workers must be >= 1")


def _policy(a):
    """The policy of --model (None for the teacher), or exit with one line."""
    if a.model == "teacher":
        return None
    try:
        return load_policy(a.model, a.device)
    except PolicyLoadError as e:
        sys.exit(f"error: {e}")


def write_atomic(path, text):
    """Write a file so a crash never leaves half of it: a temp file, then a rename."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    tmp = f"{path}.tmp{os.getpid()}"
    with open(tmp, "w") as fh:
        fh.write(text)
    os.replace(tmp, path)


def convert_main(argv):
    ap = _parser("Test-time search: lower a KernelBench-format program to Triton fragment by "
                 "fragment and write one verified ModelNew.")
    ap.add_argument("problem", help="a KernelBench-format .py (Model, get_inputs, get_init_inputs)")
    ap.add_argument("--out", required=True, help="where to write the solution (.py)")
    _search_flags(ap, samples=4)
    a = ap.parse_args(argv)
    _check_flags(a)
    try:
        with open(a.problem) as fh:
            source = fh.read()
    except OSError as e:
        sys.exit(f"error: cannot read {a.problem}: {e.strerror}")
    if a.shrink:
        shrunk = shrink_problem(source)
        if shrunk is None:
            sys.exit(f"error: {a.problem}: no shrink factor gives a program that runs")
        source, changes = shrunk
        print("shrunk: " + (", ".join(f"{k} {o}->{v}" for k, o, v in changes) or "nothing to shrink"))
    policy = _policy(a)
    try:
        conv = convert_source(source, a.problem, a.model, policy, a.samples, a.k, a.workers,
                              a.timeout, max_new_tokens=a.max_new_tokens,
                              temperature=a.temperature, log=print)
    except ProblemError as e:
        sys.exit(f"error: {e}")
    finally:
        reward.shutdown()
    r = conv.result
    if r.correct:     # a failed search never overwrites an earlier, good solution
        write_atomic(a.out, conv.solution)
    kernels = r.launches / r.calls if r.calls else 0
    print(f"plan: {' | '.join(conv.plan)}")
    print(f"solution: {a.out if r.correct else 'not written (not verified)'}\nstage: {r.stage}\ncorrect: {r.correct}\n"
          f"kernels_per_call: {kernels:g}\nspeedup: "
          f"{f'{r.speedup:.3f}' if r.speedup else 'untimed'}\n"
          f"allow_torch_ops: {','.join(conv.allow) or '-'}\nseconds: {conv.seconds:.1f}"
          + (f"\nerror: {r.error[:300]}" if r.error else ""))
    return 0 if r.correct else 1


def bench_main(argv):
    ap = _parser("Evaluate every problem of a folder (KernelBench format) and print the table.")
    ap.add_argument("dir", help="folder of problem .py files (*_solution.py files are ignored)")
    ap.add_argument("--search", action="store_true", help="run convert's search per problem "
                    "(default: the whole program in one answer)")
    ap.add_argument("--solutions", help="score existing solutions instead: DIR2/<name>_solution.py "
                    "or DIR2/<name>.py per problem")
    ap.add_argument("--out", help="JSONL file, one line per problem")
    _search_flags(ap, samples=1)
    a = ap.parse_args(argv)
    _check_flags(a)
    for d in [a.dir] + ([a.solutions] if a.solutions else []):
        if not os.path.isdir(d):
            sys.exit(f"error: {d}: not a folder")
    if not problem_files(a.dir):
        sys.exit(f"error: {a.dir}: no problem files (*.py)")
    policy = None if a.solutions else _policy(a)
    try:
        records, summary = bench_dir(a, policy)
    finally:
        reward.shutdown()
    return 0


# -----------------------------------------------------------------------------

def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv or argv[0] not in ("convert", "bench"):
        sys.exit("usage: python search.py convert PROBLEM.py --out SOLUTION.py [...] | "
                 "python search.py bench DIR [...]   (--help after either for its flags)")
    return (convert_main if argv[0] == "convert" else bench_main)(argv[1:])


if __name__ == "__main__":
    sys.exit(main())
