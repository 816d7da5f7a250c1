"""
Chapter 1: synthetic PyTorch programs (the CSP-DAG sampler of DRTriton).

DRTriton (arXiv 2603.21465, Guo, Lin, Yang) does not train on scraped kernels: it trains on
*random* PyTorch programs, so it can make as many as it likes, of any difficulty, covering every
operator equally. A program is a DAG of operators. We grow it one compute node at a time:

    1. the structure: node i draws its operator *uniformly* from the operators that can take the
       previous node's output (the "backbone"), and wires any further operands to an existing
       tensor (a residual add, a skip connection) or to a fresh input / learned parameter;
    2. the shapes: every dimension and integer parameter (kernel size, stride, padding, dilation
       per spatial dim, number of groups) is a variable of a small finite-domain constraint
       problem (CSP). Operators add constraints (matmul inner dims equal, broadcast dims equal
       or 1, conv output size (H + 2p - d(k - 1) - 1) // s + 1, channels divisible by groups,
       every tensor within a size bound, the whole program within a FLOP bound) and a random
       feasible assignment is searched for;
    3. the filter: the emitted KernelBench-format source is executed; programs whose output has
       NaN/Inf, is constant, or whose float32 result drifts from float64 by more than 1e-5 (the
       verifier's comparison, ten times tighter) on get_inputs() or on the kinds of input the
       verifier also tries (scaled by +-s, scaled and shifted) are rejected and the *shapes and
       constants* are redrawn. A level-1 program's operator is drawn
       once and never redrawn, so an operator that fails its constraints more often does not end
       up rarer. From level 2 on, a new structure (operators too) is drawn after an infeasible
       solve or 12 filter rejections in a row (2 of 60 programs at level 2, 3 of 60 at level 5),
       so structures that are hard to satisfy are slightly rarer there.

Difficulty (the paper's "level") is the number of compute nodes. The paper's claim is full and
uniform coverage of the operator space; `python synth.py --stats --level 1 --n 2000` measures it
(a chi-square test against the uniform distribution).

The records the other files read (search, teacher, train) are `Tensor`, `Node`, `Graph` and
`Program`. `OPS[name]` is one row per operator (one PyTorch callable), declared by one `op(...)`
call: its category, arity, the ranks it accepts and what else it asks of its input, its shape
rule (parameters as CSP variables or drawn constants), positivity, FLOP count, the PyTorch
expression (and weight module) it emits, and how torch.fx shows it (`fx`, from which search.py's
mapping is built). teacher.LOWERING holds its one lowering; nothing else names an operator.

Deliberate departures from the paper:
  1. The backbone is a chain: node i's first operand is node i-1's output, so every node is used
     and a program has one output (KernelBench's shape); skip connections come from the extra
     operands. The paper's generator is not public; it may wire more freely.
  2. Weighted operators keep PyTorch's default initialisation (batch norm: running mean 0, var 1;
     affine norms: weight 1, bias 0), as KernelBench does, so a solution can recreate them from
     the seed alone.
  3. `argmax` and `argmin` (the integer-valued operators) and the losses (a single number, or
     one per element with reduction='none') may only be the last node.
  4. `log`, `sqrt` and the divisor of `div` need a positive input: the sampler tracks which tensors
     are positive (exp, sigmoid, softplus, softmax outputs, inputs drawn from U[0.5, 1.5)) and only
     offers these operators where their input is.
  5. Ill-conditioning is judged on two draws of get_inputs() and ten of the verifier's scaled
     and shifted kinds (TRIAL_KINDS); the verifier draws its own factors, so a program whose bad
     region is narrow (a positive divisor shifted to within 1e-3 of 0, then a mean) can still
     be hard. Filter decisions depend on floating-point results, so the same seed could in
     principle give a different program on a different torch build.
  6. Some forms come from the fx mapping only (search.py), never from the sampler: a reduction
     over every dim (`x.mean()`, a loss written out: one number; sampled reductions keep a dim of
     size > 1; the loss rows do give one number),
     `x.T` and an `einsum` that is a matrix product (read as transpose / matmul), a 0-d operand
     (a scalar parameter, `torch.tensor(0.5)`) of a binary operator, a mask on the left of `*`
     (`mask * x`). `torch.zeros_like(x)` (and ones_like, full_like) is no operator: it reads only
     x's shape, so search.py keeps it as a constant, like `torch.zeros(...)`. The teacher lowers
     them with the same kernels; tests/test_convert.py checks them on hand-written programs.

Run it (CPU or GPU, no model needed):
    python synth.py --level 2 --n 8 --seed 0 --out runs/problems   # L2_00000.py ... (teacher.py DIR: solutions)
    python synth.py --stats --level 1 --n 2000                     # coverage table + p-value
    python synth.py --bench                                        # programs per second per level
    python synth.py --bench --size gpu --n 20    # on a GPU: also eager PyTorch median ms per level
    python synth.py --level 5 --n 1 --size gpu --show              # print a GPU-sized program
"""
import argparse
import copy
import math
import os
import random
import re
import sys
import time
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F

# -----------------------------------------------------------------------------
# The shared records (read by search.py, teacher.py and train.py). Everything is float32 except
# argmax's and argmin's int64 output.


@dataclass
class Tensor:
    name: str
    shape: tuple
    dist: str = "randn"      # how get_inputs() draws it: "randn" = N(0, 1), "pos" = U[0.5, 1.5),
                             # "index" = int64 class indices in [0, high), "float" = a Python number,
                             # "bool" = a mask, True or False with probability 1/2
    high: int = None         # "index": the number of classes
    value: float = None      # "float": the number get_inputs() returns


@dataclass
class Node:
    name: str
    op: str                  # a key of OPS
    args: list               # names of graph inputs or earlier nodes
    params: dict             # the operator's constants (dim, kernel_size, slope, ...): numbers,
                             # or a Scalar where a converted program reads one from its module
    shape: tuple             # output shape


class Scalar:
    """A float param known only when the module is built: search.py's conversion of a real
    program, where `x * self.multiplier` or nn.LeakyReLU(slope) hold a constructor argument.
    The problem's and the solution's constructors take it as argument `name` and keep it as
    self.<name>, so it renders as `self.<name>` (the teacher passes it to kernels as an argument);
    `value` is the number the program was traced with. Synthetic programs never have one."""

    def __init__(self, name, value):
        self.name, self.value = name, value

    def __str__(self):
        return f"self.{self.name}"

    __repr__ = __str__

    def __format__(self, spec):
        return str(self)


@dataclass
class Graph:
    inputs: list             # [Tensor]
    nodes: list              # [Node], topological order
    outputs: list            # [str]


@dataclass
class Program:
    source: str              # KernelBench format: Model, get_inputs, get_init_inputs
    graph: Graph
    ops: list                # operator names in node order
    level: int               # number of compute nodes
    seed: int
    size: str                # "cpu" or "gpu"


SIZES = ("cpu", "gpu")
MAX_LEVEL = 20

# -----------------------------------------------------------------------------
# Size budgets. "cpu" keeps a whole program small enough for Triton's interpreter (every program
# instance costs ~0.5 ms there, measured); "gpu" gives tensors of 2^16..2^24 elements so that
# eager PyTorch is timed on real work. Domains are lists of values the solver picks from.

BUDGET = {
    "cpu": dict(max_numel=4096, max_flops=2 ** 22),
    "gpu": dict(max_numel=2 ** 24, min_input_numel=2 ** 16, max_flops=2 ** 33),
}
DOMAINS = {
    "cpu": dict(batch=[2, 3, 4], chan=[2, 3, 4, 5, 6, 8], spatial=[4, 5, 6, 7, 8, 10, 12],
                vol=[3, 4, 5, 6], feat=[4, 5, 6, 8, 12, 16, 24, 32],
                kernel=[1, 2, 3], tkernel=[2, 3, 4], pkernel=[2, 3], stride=[1, 2], pad=[0, 1, 2],
                dilation=[1, 2], out_pad=[0, 1], groups=[1, 2, 3, 4]),
    "gpu": dict(batch=[8, 16, 32, 64, 128], chan=[16, 32, 48, 64, 128],
                spatial=[16, 24, 32, 48, 64, 96, 128], vol=[8, 12, 16, 24, 32],
                feat=[128, 256, 512, 768, 1024, 2048, 4096],
                kernel=[1, 3, 5], tkernel=[2, 3, 4], pkernel=[2, 3], stride=[1, 2], pad=[0, 1, 2],
                dilation=[1, 2], out_pad=[0, 1], groups=[1, 2, 4, 8, 16]),
}

# -----------------------------------------------------------------------------
# The constraint solver. Variables are integers with a finite domain (a free dimension or an
# integer parameter) or a *derived* value, a function of other variables (a conv's output size,
# a flatten's product, a cat's sum). `unify(a, b)` states a == b (union-find; the domains
# intersect). `require(vars, fn)` adds any other constraint. `solve` does a randomised
# depth-first search with forward checking: each constraint is checked as soon as its last
# variable is assigned, and the search restarts with fresh random orders when it runs long.


class Dims:
    def __init__(self):
        self.domain = []          # var -> list of allowed values, or None for a derived var
        self.rule = []            # var -> (fn, arg vars, min value) for derived vars, else None
        self.parent = []          # union-find forest: var -> parent var
        self.constraints = []     # (vars, fn(*values) -> bool)
        self.one = self.var([1])  # the constant 1 (a broadcast or keepdim dimension)

    def var(self, domain):
        self.domain.append(list(domain))
        self.rule.append(None)
        self.parent.append(len(self.parent))
        return len(self.parent) - 1

    def derived(self, fn, args, min_value=2):
        v = self.var([])
        self.domain[v], self.rule[v] = None, (fn, tuple(args), min_value)
        return v

    def find(self, v):
        while self.parent[v] != v:
            self.parent[v] = self.parent[self.parent[v]]
            v = self.parent[v]
        return v

    def group_domain(self, root):
        doms = [self.domain[v] for v in range(len(self.parent))
                if self.find(v) == root and self.domain[v] is not None]
        if not doms:
            return None
        return [x for x in doms[0] if all(x in d for d in doms[1:])]

    def can_unify(self, a, b):
        """Could a == b hold? (Same group, or domains that intersect; derived values: maybe.)"""
        ra, rb = self.find(a), self.find(b)
        da, db = self.group_domain(ra), self.group_domain(rb)
        return ra == rb or da is None or db is None or bool(set(da) & set(db))

    def unify(self, a, b):
        """State a == b. Returns False (and changes nothing) if their domains cannot meet."""
        if not self.can_unify(a, b):
            return False
        ra, rb = self.find(a), self.find(b)
        self.parent[max(ra, rb)] = min(ra, rb)
        return True

    def is_one(self, v):
        return self.find(v) == self.find(self.one)

    def require(self, vars, fn):
        self.constraints.append((tuple(vars), fn))

    def _plan(self):
        """Order the groups so that a derived value is computed, not guessed, when it can be."""
        roots = sorted({self.find(v) for v in range(len(self.parent))})
        rules = {r: [] for r in roots}
        for v, rule in enumerate(self.rule):
            if rule is not None:
                rules[self.find(v)].append(rule)
        order, done = [], set()
        while len(order) < len(roots):
            todo = [r for r in roots if r not in done]
            ready = [r for r in todo if any(all(self.find(a) in done for a in args)
                                            for _, args, _ in rules[r])]
            free = [r for r in todo if self.group_domain(r) is not None]
            if not ready and not free:
                return None, None          # a derived value that depends on itself
            r = ready[0] if ready else free[0]
            order.append(r)
            done.add(r)
        return order, rules

    def solve(self, rng, restarts=8, budget=400):
        """A random assignment {var: value} satisfying every constraint, or None."""
        order, rules = self._plan()
        if order is None:
            return None
        pos = {r: i for i, r in enumerate(order)}
        checks = [[] for _ in order]         # constraints to test once order[i] is assigned
        for vars, fn in self.constraints:
            checks[max(pos[self.find(v)] for v in vars)].append((vars, fn))
        for v, rule in enumerate(self.rule):  # every derived member must equal its rule
            if rule is not None:
                fn, args, lo = rule
                check = (lambda fn, lo: lambda *xs: xs[-1] == fn(*xs[:-1]) and xs[-1] >= lo)(fn, lo)
                checks[max(pos[self.find(u)] for u in args + (v,))].append((args + (v,), check))
        doms = {r: self.group_domain(r) for r in order}
        value = {}

        def candidates(r):
            for fn, args, _ in rules[r]:
                if all(self.find(a) in value for a in args):
                    x = fn(*(value[self.find(a)] for a in args))
                    return [x] if doms[r] is None or x in doms[r] else []
            return rng.sample(doms[r], len(doms[r]))

        def search(i, steps):
            if i == len(order):
                return True
            r = order[i]
            for x in candidates(r):
                steps[0] += 1
                if steps[0] > budget:
                    return False
                value[r] = x
                if all(fn(*(value[self.find(v)] for v in vars)) for vars, fn in checks[i]) \
                        and search(i + 1, steps):
                    return True
            value.pop(r, None)
            return False

        for _ in range(restarts):
            value.clear()
            if search(0, [0]):
                return {v: value[self.find(v)] for v in range(len(self.parent))}
        return None

# -----------------------------------------------------------------------------
# A program under construction: symbolic tensors whose dims are CSP variables, and params that
# may hold a variable (`Ref`) or a float constant to draw (`Draw`) until the shapes are solved.


@dataclass(frozen=True)
class Ref:
    var: int                 # an integer parameter or size that the solver decides


@dataclass(frozen=True)
class Draw:
    lo: float                # a float constant drawn uniformly in [lo, hi], rounded to 2 places
    hi: float
    sign: bool = False       # also draw a random sign


@dataclass
class Sym:
    name: str
    dims: list               # CSP vars
    pos: bool = False        # known strictly positive (may feed log, sqrt, a divisor)
    dist: str = "randn"      # for inputs: how get_inputs() draws it
    integer: bool = False    # argmax's or argmin's output (or a class-index input)
    high: int = None         # dist "index": the CSP var of the number of classes
    value: object = None     # dist "float": the Draw of the Python number


@dataclass
class Draft:
    size: str
    rng: random.Random
    dims: Dims = field(default_factory=Dims)
    inputs: list = field(default_factory=list)     # [Sym]
    nodes: list = field(default_factory=list)      # [(name, op, [arg names], params, Sym)]
    tensors: dict = field(default_factory=dict)    # name -> Sym


def new_dim(d, role):
    return d.dims.var(DOMAINS[d.size][role])


def fresh_input(d, dims, pos=False):
    """A new program input (a get_inputs() tensor) with the given symbolic dims."""
    t = Sym(f"x{len(d.inputs)}", list(dims), pos=pos, dist="pos" if pos else "randn")
    d.inputs.append(t)
    d.tensors[t.name] = t
    return t


# Fresh backbone layouts by rank: channels-first for image-like ops, features-last otherwise.
LAYOUTS = {2: ("batch", "feat"), 3: ("batch", "spatial", "feat"),
           4: ("batch", "chan", "spatial", "spatial"), 5: ("batch", "chan", "vol", "vol", "vol")}
NC_LAYOUT3 = ("batch", "chan", "spatial")


def fresh_backbone(d, op):
    spec = OPS[op]
    rank = d.rng.choice(spec.fresh_ranks)
    roles = NC_LAYOUT3 if (rank == 3 and spec.channels_first) else LAYOUTS[rank]
    dims = [new_dim(d, r) for r in roles]
    if d.size == "gpu":          # a realistic workload: the data input has >= 2^16 elements
        lo = BUDGET["gpu"]["min_input_numel"]
        d.dims.require(dims, lambda *xs: math.prod(xs) >= lo)
    return fresh_input(d, dims, pos=spec.needs_pos)


def broadcastable(d, a, b):
    """Same rank, and each pair of dims can be equal or one of them is 1."""
    one = d.dims.is_one
    return len(a) == len(b) and all(one(u) or one(v) or d.dims.can_unify(u, v)
                                    for u, v in zip(a, b))


def unifiable(d, a, b):
    """Same rank, and each pair of dims can be made equal (a 1 only pairs with a 1)."""
    one = d.dims.is_one
    return len(a) == len(b) and all(one(u) == one(v) and d.dims.can_unify(u, v)
                                    for u, v in zip(a, b))


def unify_all(d, a, b):
    for u, v in zip(a, b):
        if not d.dims.unify(u, v):
            raise AssertionError("unify after a successful unifiable() check failed")


def pick_existing(d, x, ok, p=0.4):
    """With probability p, an existing tensor (not x) that satisfies ok(t), else None."""
    pool = [t for t in d.tensors.values() if t is not x and not t.integer and ok(t)
            and t.dist in ("randn", "pos")]
    if pool and d.rng.random() < p:
        return d.rng.choice(pool)
    return None


def nonunit_dims(d, x):
    return [i for i, v in enumerate(x.dims) if not d.dims.is_one(v)]

# -----------------------------------------------------------------------------
# Shape rules. Each takes the draft and the backbone tensor x and returns
# (extra operand tensors, params, output dims); it may add variables and constraints.


def shape_same(d, x):
    return [], {}, list(x.dims)


def shape_binary(d, x, needs_pos_y=False):
    y = pick_existing(d, x, lambda t: broadcastable(d, x.dims, t.dims) and (t.pos or not needs_pos_y))
    if y is None:                 # a fresh operand: same shape, or broadcast along some dims
        full = d.rng.random() < 0.5
        dims = [v if (full or d.rng.random() < 0.5) else d.dims.one for v in x.dims]
        y = fresh_input(d, dims, pos=needs_pos_y)
    out = []
    for u, v in zip(x.dims, y.dims):
        if d.dims.is_one(u):
            out.append(v)
        elif d.dims.is_one(v):
            out.append(u)
        else:
            unify_all(d, [u], [v])
            out.append(u)
    return [y], {}, out


def shape_bias(d, x):
    """A learned bias broadcast from the right: (C, 1, 1) on (N, C, H, W), (F,) on (N, F)."""
    axis = d.rng.choice([i for i in nonunit_dims(d, x) if i >= 1] or [len(x.dims) - 1])
    shape = [x.dims[axis]] + [d.dims.one] * (len(x.dims) - 1 - axis)
    return [], {"shape": tuple(Ref(v) for v in shape)}, list(x.dims)


def shape_reduce(d, x, lists=True):
    """One dim of size > 1, or (lists: half the time) a sorted tuple of them, always keeping
    one of size > 1 (no single numbers); keepdim or not."""
    dims = nonunit_dims(d, x)
    k = d.rng.randint(1, len(dims) - 1) if lists and d.rng.random() < 0.5 else 1
    dims = sorted(d.rng.sample(dims, k))
    keepdim = d.rng.random() < 0.5
    out = [d.dims.one if i in dims else v for i, v in enumerate(x.dims)]
    if not keepdim:
        out = [v for i, v in enumerate(out) if i not in dims]
    return [], {"dim": dims[0] if k == 1 else tuple(dims), "keepdim": keepdim}, out


def shape_along(d, x):
    """softmax, log_softmax, cumsum, l2_normalize: along one non-unit dim, shape unchanged."""
    return [], {"dim": d.rng.choice(nonunit_dims(d, x))}, list(x.dims)


def shape_global_pool(d, x):
    return [], {}, list(x.dims[:2]) + [d.dims.one] * (len(x.dims) - 2)


def shape_matmul(d, x):
    k = x.dims[-1]
    y = pick_existing(d, x, lambda t: len(t.dims) == 2 and unifiable(d, [k], t.dims[:1]))
    if y is None:
        y = fresh_input(d, [k, new_dim(d, "feat")])
    unify_all(d, [k], y.dims[:1])
    return [y], {}, list(x.dims[:-1]) + [y.dims[1]]


def shape_bmm(d, x):
    b, k = x.dims[0], x.dims[2]
    y = pick_existing(d, x, lambda t: len(t.dims) == 3 and unifiable(d, [b, k], t.dims[:2]))
    if y is None:
        y = fresh_input(d, [b, k, new_dim(d, "feat")])
    unify_all(d, [b, k], y.dims[:2])
    return [y], {}, [b, x.dims[1], y.dims[2]]


def shape_linear(d, x):
    n = new_dim(d, "feat")
    return [], {"in_features": Ref(x.dims[-1]), "out_features": Ref(n)}, list(x.dims[:-1]) + [n]


def shape_last_norm(d, x):
    """layer_norm / rms_norm over the last dim (or, half the time on rank >= 3, the last two
    or three: normalized_shape a tuple), with a learned weight of that shape."""
    k = d.rng.randint(2, min(3, len(x.dims) - 1)) if len(x.dims) >= 3 and d.rng.random() < 0.5 else 1
    shape = Ref(x.dims[-1]) if k == 1 else tuple(Ref(v) for v in x.dims[-k:])
    return [], {"normalized_shape": shape}, list(x.dims)


def shape_group_norm(d, x):
    c, spatial = x.dims[1], x.dims[2:]
    g = d.dims.var(DOMAINS[d.size]["groups"])
    # channels divisible by groups; >= 2 elements per group, or the group's variance is 0
    d.dims.require([c, g] + spatial, lambda c, g, *sp: c % g == 0 and c // g * math.prod(sp) >= 2)
    return [], {"num_groups": Ref(g), "num_channels": Ref(c)}, list(x.dims)


def shape_batch_norm(d, x):
    return [], {"num_features": Ref(x.dims[1])}, list(x.dims)


def conv_out(h, k, s, p, dl=1):
    return (h + 2 * p - dl * (k - 1) - 1) // s + 1


def conv_transpose_out(h, k, s, p, dl=1, op=0):
    return (h - 1) * s - 2 * p + dl * (k - 1) + op + 1


def shape_conv(d, x, transposed=False):
    """nn.ConvNd / nn.ConvTransposeNd over x's spatial dims. Per spatial dim a kernel size,
    stride, padding and dilation (so asymmetric kernels and strides occur), and for a transposed
    conv an output padding (< stride or dilation, PyTorch's rule); groups dividing both channel
    counts; a bias or not (a choice)."""
    dom = DOMAINS[d.size]
    cin, cout = x.dims[1], new_dim(d, "chan")
    g = d.dims.var(dom["groups"])
    d.dims.require([cin, cout, g], lambda a, b, g: a % g == 0 and b % g == 0)
    form = {"kernel_size": [], "stride": [], "padding": [], "dilation": [], "output_padding": []}
    spatial = []
    for h in x.dims[2:]:
        k = d.dims.var(dom["tkernel" if transposed else "kernel"])
        st, pd, dl = (d.dims.var(dom[r]) for r in ("stride", "pad", "dilation"))
        # padding within half the dilated window: PyTorch's rule for pools, sane for convs
        d.dims.require([k, pd, dl], lambda k, p, dl: p <= (dl * (k - 1) + 1) // 2)
        if transposed:
            op = d.dims.var(dom["out_pad"])
            d.dims.require([op, st, dl], lambda op, s, dl: op < max(s, dl))
            spatial.append(d.dims.derived(conv_transpose_out, [h, k, st, pd, dl, op]))
        else:
            op = d.dims.one
            spatial.append(d.dims.derived(conv_out, [h, k, st, pd, dl]))
        for key, v in zip(form, (k, st, pd, dl, op)):
            form[key].append(Ref(v))
    if not transposed:
        del form["output_padding"]
    params = {"in_channels": Ref(cin), "out_channels": Ref(cout), "groups": Ref(g),
              "bias": d.rng.random() < 0.75, **{k: tuple(v) for k, v in form.items()}}
    return [], params, [x.dims[0], cout] + spatial


def shape_pool(d, x, dilated=False):
    """A square window over x's spatial dims: kernel size, stride, padding and (max pooling)
    dilation variables."""
    dom = DOMAINS[d.size]
    k, s, p = (d.dims.var(dom[r]) for r in ("pkernel", "stride", "pad"))
    dl = d.dims.var(dom["dilation"]) if dilated else d.dims.one
    d.dims.require([k, p], lambda k, p: p <= k // 2)   # PyTorch's rule
    for h in x.dims[2:]:           # avg_pool3d also wants the unpadded input >= the window
        d.dims.require([h, k, dl], lambda h, k, dl: h >= dl * (k - 1) + 1)
    spatial = [d.dims.derived(conv_out, [h, k, s, p, dl]) for h in x.dims[2:]]
    params = {"kernel_size": Ref(k), "stride": Ref(s), "padding": Ref(p)}
    return [], params | ({"dilation": Ref(dl)} if dilated else {}), list(x.dims[:2]) + spatial


def shape_transpose(d, x):
    d0, d1 = sorted(d.rng.sample(range(len(x.dims)), 2))
    out = list(x.dims)
    out[d0], out[d1] = out[d1], out[d0]
    return [], {"dim0": d0, "dim1": d1}, out


def shape_flatten(d, x):
    rest = x.dims[1:]
    return [], {"start_dim": 1}, [x.dims[0], d.dims.derived(lambda *xs: math.prod(xs), rest)]


def shape_cat(d, x):
    dim = d.rng.randrange(len(x.dims))
    same = [i for i in range(len(x.dims)) if i != dim]
    y = pick_existing(d, x, lambda t: len(t.dims) == len(x.dims) and unifiable(
        d, [x.dims[i] for i in same], [t.dims[i] for i in same]))
    if y is None:
        y = fresh_input(d, list(x.dims))
    unify_all(d, [x.dims[i] for i in same], [y.dims[i] for i in same])
    out = list(x.dims)
    out[dim] = d.dims.derived(lambda a, b: a + b, [x.dims[dim], y.dims[dim]], min_value=2)
    return [y], {"dim": dim}, out

# -----------------------------------------------------------------------------
# FLOP counts, from concrete shapes (ins: list of input shapes, out: output shape, p: params).


def numel(shape):
    return math.prod(shape)


def flops_elementwise(c):
    return lambda ins, out, p: c * numel(out)


def flops_reduce(c):
    return lambda ins, out, p: c * numel(ins[0])


def flops_matmul(ins, out, p):
    return 2 * numel(out) * ins[0][-1]


def flops_linear(ins, out, p):
    return 2 * numel(out) * p["in_features"]


def flops_conv(ins, out, p):
    return 2 * numel(out) * p["in_channels"] // p["groups"] * numel(p["kernel_size"])


def flops_conv_transpose(ins, out, p):
    return 2 * numel(ins[0]) * p["out_channels"] // p["groups"] * numel(p["kernel_size"])


def flops_pool(ins, out, p):
    return numel(out) * p["kernel_size"] ** (len(out) - 2)

# -----------------------------------------------------------------------------
# The operator table: one row per operator (one PyTorch callable), everything about it in one
# place. `expr(a, p, m)` is the forward() expression given the operand names a, the params p and
# the node's module attribute m ("self.n3"); `module(p, rank)` is the constructor that
# Model.__init__ assigns to that attribute, for operators with weights; `fx` says how the
# operator looks in a torch.fx trace of someone else's program (search.py's mapping is built
# from it); teacher.LOWERING holds its one lowering.


@dataclass
class Fx:
    """One way a traced program calls an operator, for search.py's mapping.

    names: the PyTorch function / method names (torch.x, F.x, x.method, operator.x), the first
    the canonical one; signature: their parameters with PyTorch's defaults ("input" is `self`
    for methods); modules: nn classes that perform the same call, with the attributes passed as
    keyword arguments; weights: module attributes passed as weights; module(mod): extra keyword
    arguments of a module, or None to refuse it; match(c): (params, operands, weights) of this
    row, or None, given the bound call c (search.Call: c.name, c.a the bound arguments, c.x the
    input, c.rank, c.out the value the call made, c.reflected for `1 - x` (input and other
    swapped), c.tensor(v), c.operand(v) (rank 0 too), c.mask(v) (a bool tensor), c.weight(v),
    c.value(v), c.dim(d), c.num(v), c.size(v) (an int, or one computed from sizes: x.size(1) -
    1), c.ints(v, n), c.per_dim(v, n), c.one(**params) for a one-operand row); part:
    for a call that returns a tuple (torch.max(x, dim) -> values, indices), the element this
    row is (`[0]`, `.values`)."""
    names: tuple
    signature: str
    match: object
    modules: dict = field(default_factory=dict)
    weights: tuple = ()
    module: object = None
    part: int = None


def fx(names, signature, match=lambda c: c.one(), modules=None, weights=(), module=None,
       part=None):
    names = (names,) if isinstance(names, str) else tuple(names)
    return Fx(names, signature, match, dict(modules or {}), tuple(weights), module, part)


@dataclass
class OpSpec:
    name: str
    category: str
    arity: int               # tensor operands (weights are not operands)
    ranks: tuple             # backbone ranks it accepts
    fresh_ranks: tuple       # ranks of a fresh input when it is the first node
    shape: object            # shape rule: (draft, x) -> (extra operands, params, out dims)
    expr: object             # (a, p, m) -> PyTorch expression
    flops: object            # (input shapes, output shape, params) -> FLOPs
    params: dict = field(default_factory=dict)   # documented domains of its parameters
    module: object = None    # (p, rank) -> nn constructor, for operators with weights
    needs_pos: bool = False  # its (first) input must be positive
    accepts: object = None   # (draft, x) -> bool: what else the backbone tensor x must offer
    positive: str = ""       # "out": output > 0; "keep": > 0 if every operand is; "any": if one is
    integer: bool = False    # int64 output (argmax, argmin)
    channels_first: bool = False
    terminal: bool = False   # may only be the last node
    fx: tuple = ()           # [Fx]: how torch.fx shows it


OPS = {}


def op(name, category, expr, shape=shape_same, ranks=(1, 2, 3, 4, 5), fresh_ranks=(2, 3, 4),
       flops=flops_elementwise(1), arity=1, fx=(), **kw):
    OPS[name] = OpSpec(name, category, arity, ranks, fresh_ranks, shape, expr, flops,
                       fx=tuple(fx), **kw)


def fn1(call, extra=""):
    """Expression for a one-operand call, e.g. fn1('F.gelu') -> 'F.gelu(x)'."""
    return lambda a, p, m: f"{call}({a[0]}{extra.format(**p)})"


# What a row may ask of its backbone tensor x beyond its rank (dims of size > 1 to work along).
def some_dim(d, x):       # a dim of size > 1 to work along
    return bool(nonunit_dims(d, x))


def two_dims(d, x):       # reductions: one reduced, and one of size > 1 kept (no single numbers)
    return len(nonunit_dims(d, x)) >= 2


def last_dim(d, x):       # layer / RMS norm: the last dim
    return len(x.dims) - 1 in nonunit_dims(d, x)


def later_dim(d, x):      # flatten: something after the batch dim
    return any(i >= 1 for i in nonunit_dims(d, x))


def spatial_dim(d, x):    # instance norm: a spatial dim (else the variance is 0)
    return any(i >= 2 for i in nonunit_dims(d, x))


UNARY = "input, inplace=False"

# Elementwise activations and math (one operand, shape unchanged).
op("relu", "activation", fn1("F.relu"), fx=[fx("relu", UNARY, modules={"ReLU": ()})])
op("leaky_relu", "activation", fn1("F.leaky_relu", ", negative_slope={slope}"),
   params={"slope": Draw(0.01, 0.3)},
   fx=[fx("leaky_relu", "input, negative_slope=0.01, inplace=False",
          lambda c: c.one(slope=c.a["negative_slope"]) if c.num(c.a["negative_slope"]) else None,
          modules={"LeakyReLU": ("negative_slope",)})])
op("gelu", "activation", fn1("F.gelu"), flops=flops_elementwise(8),
   fx=[fx("gelu", "input, approximate='none'",
          lambda c: c.one() if c.a["approximate"] == "none" else None,
          modules={"GELU": ("approximate",)})])
op("sigmoid", "activation", fn1("torch.sigmoid"), flops=flops_elementwise(4), positive="out",
   fx=[fx("sigmoid", UNARY, modules={"Sigmoid": ()})])
op("tanh", "activation", fn1("torch.tanh"), flops=flops_elementwise(6),
   fx=[fx("tanh", UNARY, modules={"Tanh": ()})])
op("mish", "activation", fn1("F.mish"), flops=flops_elementwise(10),
   fx=[fx("mish", UNARY, modules={"Mish": ()})])
op("silu", "activation", fn1("F.silu"), flops=flops_elementwise(5),
   fx=[fx("silu", UNARY, modules={"SiLU": ()})])
op("hardswish", "activation", fn1("F.hardswish"), flops=flops_elementwise(4),
   fx=[fx("hardswish", UNARY, modules={"Hardswish": ()})])
op("hardtanh", "activation", fn1("F.hardtanh", ", min_val={lo}, max_val={hi}"),
   params={"lo": Draw(-2.0, -0.5), "hi": Draw(0.5, 2.0)}, flops=flops_elementwise(2),
   fx=[fx("hardtanh", "input, min_val=-1.0, max_val=1.0, inplace=False",
          lambda c: c.one(lo=c.a["min_val"], hi=c.a["max_val"])
          if c.num(c.a["min_val"]) and c.num(c.a["max_val"]) else None,
          modules={"Hardtanh": ("min_val", "max_val")})])
op("softplus", "activation", fn1("F.softplus"), flops=flops_elementwise(4), positive="out",
   fx=[fx("softplus", "input, beta=1.0, threshold=20.0",
          lambda c: c.one() if c.a["beta"] == 1 and c.a["threshold"] == 20 else None,
          modules={"Softplus": ("beta", "threshold")})])
op("elu", "activation", fn1("F.elu", ", alpha={alpha}"), params={"alpha": Draw(0.5, 2.0)},
   flops=flops_elementwise(4),
   fx=[fx("elu", "input, alpha=1.0, inplace=False",
          lambda c: c.one(alpha=c.a["alpha"]) if c.num(c.a["alpha"]) else None,
          modules={"ELU": ("alpha",)})])
op("selu", "activation", fn1("F.selu"), flops=flops_elementwise(4),
   fx=[fx("selu", UNARY, modules={"SELU": ()})])
op("hardsigmoid", "activation", fn1("F.hardsigmoid"), flops=flops_elementwise(3),
   fx=[fx("hardsigmoid", UNARY, modules={"Hardsigmoid": ()})])
op("softsign", "activation", fn1("F.softsign"), flops=flops_elementwise(3),
   fx=[fx("softsign", UNARY, modules={"Softsign": ()})])
op("exp", "math", fn1("torch.exp"), flops=flops_elementwise(2), positive="out",
   fx=[fx("exp", UNARY)])
op("log", "math", fn1("torch.log"), needs_pos=True, flops=flops_elementwise(2),
   fx=[fx("log", UNARY)])
op("abs", "math", fn1("torch.abs"), fx=[fx("abs", UNARY)])
op("sqrt", "math", fn1("torch.sqrt"), needs_pos=True, flops=flops_elementwise(2), positive="out",
   fx=[fx("sqrt", UNARY)])


def shape_clamp(d, x):
    """Both bounds, or only the lower or only the upper one (torch.clamp(x, min=0))."""
    form = d.rng.choice(["both", "min", "max"])
    return [], {"lo": None} if form == "max" else {"hi": None} if form == "min" else {}, list(x.dims)


def fx_clamp(c):
    lo, hi = c.a["min"], c.a["max"]
    ok = (lo is not None or hi is not None) and all(v is None or c.num(v) for v in (lo, hi))
    return c.one(lo=lo, hi=hi) if ok else None


op("clamp", "math", lambda a, p, m: f"torch.clamp({a[0]}"
   + "".join(f", {k}={p[v]}" for k, v in (("min", "lo"), ("max", "hi")) if p[v] is not None) + ")",
   shape=shape_clamp, params={"lo": Draw(-1.0, -0.1), "hi": Draw(0.1, 1.0)},
   flops=flops_elementwise(2), fx=[fx(("clamp", "clip"), "input, min=None, max=None", fx_clamp)])


def fx_scale(c):
    """x * c, x / c (a Python number) and -x are all `scale`."""
    y = c.a["other"]
    if c.a.get("rounding_mode") is not None or not c.num(y) or y == 0 \
            or c.reflected and c.name != "mul":      # c / x is no scale
        return None
    return c.one(c=y if c.name == "mul" else 1.0 / y)


op("scale", "math", lambda a, p, m: f"{a[0]} * {p['c']}", params={"c": Draw(0.5, 2.0, sign=True)},
   fx=[fx("neg", "input", lambda c: c.one(c=-1.0)),
       fx(("mul", "multiply"), "input, other", fx_scale),
       fx(("div", "truediv", "true_divide"), "input, other, rounding_mode=None", fx_scale)])


def fx_shift(c):
    """x + c, c + x and x - c (a Python number) are all `shift`; c - x is `rsub`."""
    y = c.a["other"]
    if c.a.get("alpha", 1) != 1 or not c.num(y) or c.reflected and c.name == "sub":
        return None
    return c.one(c=y if c.name == "add" else -y)


def fx_rsub(c):
    y = c.a["other"]
    ok = c.reflected and c.num(y) and c.a.get("alpha", 1) == 1
    return c.one(c=y) if ok else None


def fx_pow(c):
    n = c.a["exponent"]
    return c.one(n=int(n)) if c.num(n) and n in (2, 3) and not c.reflected else None


op("shift", "math", lambda a, p, m: f"{a[0]} + {p['c']}" if isinstance(p["c"], Scalar) else
   f"{a[0]} {'-' if p['c'] < 0 else '+'} {abs(p['c'])}",
   params={"c": Draw(0.1, 2.0, sign=True)},
   fx=[fx("add", "input, other, alpha=1", fx_shift),
       fx(("sub", "subtract"), "input, other, alpha=1", fx_shift)])
op("rsub", "math", lambda a, p, m: f"{p['c']} - {a[0]}", params={"c": Draw(0.5, 2.0, sign=True)},
   fx=[fx(("sub", "subtract"), "input, other, alpha=1", fx_rsub)])
op("pow", "math", lambda a, p, m: f"{a[0]} ** {p['n']}", positive="keep",
   shape=lambda d, x: ([], {"n": d.rng.choice([2, 3])}, list(x.dims)), params={"n": [2, 3]},
   flops=lambda ins, out, p: (p["n"] - 1) * numel(out),
   fx=[fx("pow", "input, exponent", fx_pow)])
op("dropout", "math", fn1("F.dropout", ", p={p}, training=False"), params={"p": Draw(0.1, 0.5)},
   flops=flops_elementwise(0), positive="keep",
   fx=[fx("dropout", "input, p=0.5, training=True, inplace=False",
          lambda c: c.one(p=c.a["p"]) if not c.a["training"] or c.a["p"] == 0 else None,
          modules={"Dropout": ("p", "training")})])


# Triangular masks of the last two dims (zero below / above a diagonal).
def last_two(d, x):       # triu / tril: the last two dims of size > 1
    return {len(x.dims) - 2, len(x.dims) - 1} <= set(nonunit_dims(d, x))


def fx_tri(c):
    k = c.a["diagonal"]
    return c.one(diagonal=k) if isinstance(k, int) and not isinstance(k, bool) and c.rank >= 2 \
        else None


for _name in ("triu", "tril"):
    op(_name, "math", fn1(f"torch.{_name}", ", diagonal={diagonal}"), ranks=(2, 3, 4, 5),
       fresh_ranks=(2, 3), accepts=last_two, flops=flops_elementwise(0),
       shape=lambda d, x: ([], {"diagonal": d.rng.choice([-1, 0, 1])}, list(x.dims)),
       params={"diagonal": [-1, 0, 1]}, fx=[fx(_name, "input, diagonal=0", fx_tri)])


# Binary elementwise, broadcasting (the second operand: an existing tensor, i.e. a residual or
# skip connection, or a fresh input), and a learned bias.
def fx_binary(c):
    y = c.a["other"]
    if c.a.get("alpha", 1) != 1 or c.a.get("rounding_mode") is not None or not c.operand(y):
        return None
    return {}, [c.x, y], {}


op("add", "binary", lambda a, p, m: f"{a[0]} + {a[1]}", shape=shape_binary, arity=2,
   positive="keep", fx=[fx("add", "input, other, alpha=1", fx_binary)])
op("sub", "binary", lambda a, p, m: f"{a[0]} - {a[1]}", shape=shape_binary, arity=2,
   fx=[fx(("sub", "subtract"), "input, other, alpha=1", fx_binary)])
op("mul", "binary", lambda a, p, m: f"{a[0]} * {a[1]}", shape=shape_binary, arity=2,
   positive="keep", fx=[fx(("mul", "multiply"), "input, other", fx_binary)])
op("div", "binary", lambda a, p, m: f"{a[0]} / {a[1]}", arity=2,
   shape=lambda d, x: shape_binary(d, x, needs_pos_y=True), positive="keep",
   fx=[fx(("div", "truediv", "true_divide"), "input, other, rounding_mode=None", fx_binary)])
def fx_max_other(c):
    """torch.max(x, y) / torch.min(x, y) with a tensor y (the binary form of max/min)."""
    y = c.a["dim"]                 # MAX_SIGNATURE names the second argument `dim`
    return ({}, [c.x, y], {}) if c.operand(y) and not c.a["keepdim"] else None


MAX_SIGNATURE = "input, dim=None, keepdim=False"   # torch.max(x), max(x, dim), max(x, other)
op("maximum", "binary", lambda a, p, m: f"torch.maximum({a[0]}, {a[1]})", shape=shape_binary,
   arity=2, positive="any", fx=[fx("maximum", "input, other", fx_binary),
                                fx("max", MAX_SIGNATURE, fx_max_other)])
op("minimum", "binary", lambda a, p, m: f"torch.minimum({a[0]}, {a[1]})", shape=shape_binary,
   arity=2, positive="keep", fx=[fx("minimum", "input, other", fx_binary),
                                 fx("min", MAX_SIGNATURE, fx_max_other)])
op("bias_add", "binary", lambda a, p, m: f"{a[0]} + {m}", shape=shape_bias,
   params={"shape": "a trailing-aligned slice of the input's shape, e.g. (C, 1, 1)"},
   module=lambda p, rank: f"nn.Parameter(torch.randn({', '.join(map(str, p['shape']))}))")


# Reductions along one dim or a tuple of dims (argmax and argmin: one dim; they return int64
# and may only end a program). A traced program may also reduce over every dim (`x.sum()`,
# dim=None: a single number); the rows take that form from the fx mapping, the sampler does not
# draw it.
def fx_reduce(c, lists=True):
    d, keepdim = c.a["dim"], c.a["keepdim"]
    if c.a.get("dtype") is not None or not isinstance(keepdim, bool):
        return None
    if d is None or isinstance(d, (tuple, list)) and len(d) == 0:
        return c.one(dim=None, keepdim=keepdim)         # every dim
    if isinstance(d, (tuple, list)) and len(d) == 1:
        d = d[0]
    if isinstance(d, (tuple, list)):
        dims = tuple(sorted({c.dim(x) for x in d})) if lists else (None,)
        ok = None not in dims and len(dims) == len(d)
        return c.one(dim=dims, keepdim=keepdim) if ok else None
    return c.one(dim=c.dim(d), keepdim=keepdim) if c.dim(d) is not None else None


REDUCE_SIGNATURE = "input, dim=None, keepdim=False, dtype=None"


def fx_max_values(c):
    """torch.max(x, dim)[0] / .values (amax, amin) or [1] / .indices (argmax, argmin)."""
    return fx_reduce(c, lists=False) if c.dim(c.a["dim"]) is not None else None


def fx_max_all(c):
    """torch.max(x): the largest element (amax over every dim)."""
    return c.one(dim=None, keepdim=False) if c.a["dim"] is None else None


_REDUCE_PARAMS = {"dim": "dims of size > 1 (one, or a tuple keeping one)", "keepdim": [False, True]}
for _name, _call, _c, _max in [("sum", "torch.sum", 1, None), ("mean", "torch.mean", 1, None),
                               ("amax", "torch.amax", 1, "max"), ("amin", "torch.amin", 1, "min"),
                               ("logsumexp", "torch.logsumexp", 4, None)]:
    op(_name, "reduction", fn1(_call, ", dim={dim}, keepdim={keepdim}"), shape=shape_reduce,
       ranks=(2, 3, 4, 5), fresh_ranks=(2, 3, 4) if _c == 1 else (2, 3), flops=flops_reduce(_c),
       params=_REDUCE_PARAMS, accepts=two_dims, positive="keep" if _name != "logsumexp" else "",
       fx=[fx(_name, REDUCE_SIGNATURE, fx_reduce)]
       + ([fx(_max, MAX_SIGNATURE, fx_max_values, part=0), fx(_max, MAX_SIGNATURE, fx_max_all)]
          if _max else []))


def fx_norm(c):
    """torch.norm(x, p, dim) / torch.linalg.vector_norm(x, ord, dim): p = 1, 2 or 'fro'."""
    p = c.a["p"] if "p" in c.a else c.a["ord"]
    ord_ = {1: 1, 2: 2, "fro": 2}.get(p) if c.num(p) or p == "fro" else None
    m = fx_reduce(c) if ord_ and c.a.get("out") is None else None
    return (dict(m[0], ord=ord_), *m[1:]) if m else None


# torch.norm, not torch.linalg.vector_norm: search's solutions embed the program, and the
# verifier's candidate subset has no torch.linalg.
op("norm", "reduction", lambda a, p, m: f"torch.norm({a[0]}, p={p['ord']}, dim={p['dim']}, "
   f"keepdim={p['keepdim']})",
   shape=lambda d, x: (lambda e, p, o: (e, dict(p, ord=d.rng.choice([1, 2])), o))(*shape_reduce(d, x)),
   ranks=(2, 3, 4, 5), fresh_ranks=(2, 3, 4), flops=flops_reduce(2), accepts=two_dims,
   positive="out", params=_REDUCE_PARAMS | {"ord": [1, 2]},
   fx=[fx("norm", "input, p='fro', dim=None, keepdim=False, out=None, dtype=None", fx_norm),
       fx("vector_norm", "input, ord=2, dim=None, keepdim=False, dtype=None", fx_norm)])
ARG_SIGNATURE = "input, dim=None, keepdim=False"


def fx_arg(c):
    return fx_reduce(c, lists=False)


op("argmax", "reduction", fn1("torch.argmax", ", dim={dim}, keepdim={keepdim}"),
   shape=lambda d, x: shape_reduce(d, x, lists=False), ranks=(2, 3, 4, 5), fresh_ranks=(2, 3),
   flops=flops_reduce(1), terminal=True, integer=True, accepts=two_dims,
   params={"dim": "a dim of size > 1", "keepdim": [False, True]},
   fx=[fx("argmax", ARG_SIGNATURE, fx_arg), fx("max", MAX_SIGNATURE, fx_max_values, part=1)])
op("argmin", "reduction", fn1("torch.argmin", ", dim={dim}, keepdim={keepdim}"),
   shape=lambda d, x: shape_reduce(d, x, lists=False), ranks=(2, 3, 4, 5), fresh_ranks=(2, 3),
   flops=flops_reduce(1), terminal=True, integer=True, accepts=two_dims,
   params={"dim": "a dim of size > 1", "keepdim": [False, True]},
   fx=[fx("argmin", ARG_SIGNATURE, fx_arg), fx("min", MAX_SIGNATURE, fx_max_values, part=1)])


def fx_global_avg_pool(c):
    nd = int(c.name[-2])
    return c.one() if c.rank == nd + 2 and c.ints(c.a["output_size"], nd) == 1 else None


op("global_avg_pool", "pooling",
   lambda a, p, m: f"F.adaptive_avg_pool{len(p['_in']) - 2}d({a[0]}, 1)",
   shape=shape_global_pool, ranks=(4, 5), fresh_ranks=(4, 5), flops=flops_reduce(1),
   positive="keep",
   fx=[fx(f"adaptive_avg_pool{nd}d", "input, output_size", fx_global_avg_pool,
          modules={f"AdaptiveAvgPool{nd}d": ("output_size",)}) for nd in (2, 3)])


# Softmax-like ops along one dim.
def fx_along(c):
    d = c.dim(c.a["dim"])
    return c.one(dim=d) if d is not None and c.a["dtype"] is None else None


def fx_normalize(c):
    a = c.a
    ok = a["p"] == 2 and c.dim(a["dim"]) is not None and c.num(a["eps"]) and a["out"] is None
    return c.one(dim=c.dim(a["dim"]), eps=a["eps"]) if ok else None


SOFTMAX_SIGNATURE = "input, dim=None, _stacklevel=3, dtype=None"
op("softmax", "softmax", fn1("F.softmax", ", dim={dim}"), shape=shape_along, accepts=some_dim,
   fresh_ranks=(2, 3), flops=flops_elementwise(5), params={"dim": "a dim of size > 1"},
   positive="out", fx=[fx("softmax", SOFTMAX_SIGNATURE, fx_along, modules={"Softmax": ("dim",)})])
op("log_softmax", "softmax", fn1("F.log_softmax", ", dim={dim}"), shape=shape_along,
   accepts=some_dim, fresh_ranks=(2, 3), flops=flops_elementwise(5),
   params={"dim": "a dim of size > 1"},
   fx=[fx("log_softmax", SOFTMAX_SIGNATURE, fx_along, modules={"LogSoftmax": ("dim",)})])
op("cumsum", "scan", fn1("torch.cumsum", ", dim={dim}"), shape=shape_along, accepts=some_dim,
   fresh_ranks=(2, 3), params={"dim": "a dim of size > 1"},
   fx=[fx("cumsum", "input, dim, dtype=None", fx_along)])
op("cumprod", "scan", fn1("torch.cumprod", ", dim={dim}"), shape=shape_along, accepts=some_dim,
   fresh_ranks=(2, 3), params={"dim": "a dim of size > 1"}, positive="keep",
   fx=[fx("cumprod", "input, dim, dtype=None", fx_along)])


# Matrix products.
def fx_matmul(c):
    y = c.a["other"]
    return ({}, [c.x, y], {}) if c.tensor(y) and c.value(y).dim() == 2 else None


def fx_einsum(c):
    """torch.einsum('bijl,lk->bijk', x, w): a product over x's last dim with a matrix."""
    ops = c.a["operands"]
    ops = tuple(ops[0]) if len(ops) == 1 and isinstance(ops[0], (tuple, list)) else ops
    m = re.fullmatch(r"(\w*)(\w),(\w)(\w)->(\w*)", str(c.a["equation"]).replace(" ", ""))
    if not m or len(ops) != 2 or not all(map(c.tensor, ops)):
        return None
    lead, k, k2, n, out = m.groups()
    ok = k == k2 and out == lead + n and len(set(lead + k + n)) == len(lead) + 2 \
        and c.value(ops[0]).dim() == len(lead) + 1 and c.value(ops[1]).dim() == 2
    return ({}, list(ops), {}) if ok else None


def fx_bmm(c):
    if c.name == "bmm":
        y = c.a["mat2"]
        return ({}, [c.x, y], {}) if c.tensor(y) and c.rank == 3 else None
    y = c.a["other"]        # torch.matmul of two 3-D tensors with the same batch
    ok = c.tensor(y) and c.rank == 3 and c.value(y).dim() == 3 \
        and c.value(c.x).shape[0] == c.value(y).shape[0]
    return ({}, [c.x, y], {}) if ok else None


def fx_linear(c):
    if not c.weight(c.a["weight"]):
        return None
    w = c.value(c.a["weight"])
    return {"in_features": w.shape[1], "out_features": w.shape[0]}, [c.x], \
        {"weight": c.a["weight"], "bias": c.a["bias"]}


op("matmul", "matmul", lambda a, p, m: f"torch.matmul({a[0]}, {a[1]})", shape=shape_matmul,
   arity=2, ranks=(2, 3), fresh_ranks=(2, 3), flops=flops_matmul,
   fx=[fx("matmul", "input, other", fx_matmul), fx("einsum", "equation, *operands", fx_einsum)])
op("bmm", "matmul", lambda a, p, m: f"torch.bmm({a[0]}, {a[1]})", shape=shape_bmm, arity=2,
   ranks=(3,), fresh_ranks=(3,), flops=flops_matmul,
   fx=[fx("bmm", "input, mat2", fx_bmm), fx("matmul", "input, other", fx_bmm)])
op("linear", "matmul", lambda a, p, m: f"{m}({a[0]})", shape=shape_linear, ranks=(2, 3, 4),
   fresh_ranks=(2, 3), flops=flops_linear, params={"out_features": "feat"},
   module=lambda p, rank: f"nn.Linear({p['in_features']}, {p['out_features']})",
   fx=[fx("linear", "input, weight, bias=None", fx_linear, modules={"Linear": ()},
          weights=("weight", "bias"))])


# Normalisations (eps: PyTorch's defaults, except RMSNorm whose default depends on the dtype).
def fx_last_norm(c):
    a = c.a
    shape = a["normalized_shape"]
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    eps = a["eps"] if a["eps"] is not None else torch.finfo(torch.float32).eps
    if not 1 <= len(shape) < c.rank or shape != tuple(c.value(c.x).shape[-len(shape):]) \
            or not c.num(eps):
        return None
    weights = {"weight": a["weight"]} | ({"bias": a["bias"]} if c.name == "layer_norm" else {})
    return {"normalized_shape": shape[0] if len(shape) == 1 else shape, "eps": eps}, [c.x], weights


def fx_group_norm(c):
    a = c.a
    if c.rank < 2 or not isinstance(a["num_groups"], int) or not c.num(a["eps"]):
        return None
    return {"num_groups": a["num_groups"], "num_channels": c.value(c.x).shape[1],
            "eps": a["eps"]}, [c.x], {"weight": a["weight"], "bias": a["bias"]}


def fx_batch_norm(c):
    ws = {k: c.a[k] for k in ("running_mean", "running_var", "weight", "bias")}
    if c.a["training"] or not all(map(c.weight, ws.values())) or c.rank < 2:
        return None
    return {"num_features": c.value(c.x).shape[1], "eps": c.a["eps"]}, [c.x], ws


def fx_batch_norm_train(c):
    # (the running statistics too: training mode moves them, in place)
    ws = {k: c.a[k] for k in ("weight", "bias", "running_mean", "running_var")}
    ok = c.a["training"] and c.rank >= 2 and c.num(c.a["eps"]) \
        and all(w is None or c.weight(w) for w in ws.values())
    params = {"num_features": c.value(c.x).shape[1], "eps": c.a["eps"],
              "momentum": c.a.get("momentum", 0.1)}   # (the running statistics move by it)
    return (params, [c.x], ws) if ok else None


def batch_norm_module(mod):
    """The F.batch_norm call an nn.BatchNormNd makes: batch statistics in training mode (a
    fresh module is in training mode) or without running statistics, else the running ones."""
    return {"training": mod.training or not mod.track_running_stats, "eps": mod.eps,
            "momentum": mod.momentum}


def batch_dims(d, x):     # batch norm with batch statistics: >= 2 values per channel
    return len(x.dims) >= 2 and any(i != 1 for i in nonunit_dims(d, x))


def fx_instance_norm(c):
    ok = c.rank >= 3 and c.a["use_input_stats"] and all(
        c.a[k] is None for k in ("running_mean", "running_var", "weight", "bias"))
    return c.one(eps=c.a["eps"]) if ok else None


op("layer_norm", "norm", lambda a, p, m: f"{m}({a[0]})", shape=shape_last_norm, accepts=last_dim,
   flops=flops_elementwise(8), params={"eps": 1e-5},
   module=lambda p, rank: f"nn.LayerNorm({p['normalized_shape']}, eps={p['eps']})",
   fx=[fx("layer_norm", "input, normalized_shape, weight=None, bias=None, eps=1e-05",
          fx_last_norm, modules={"LayerNorm": ("normalized_shape", "eps")},
          weights=("weight", "bias"))])
op("rms_norm", "norm", lambda a, p, m: f"{m}({a[0]})", shape=shape_last_norm, accepts=last_dim,
   fresh_ranks=(2, 3), flops=flops_elementwise(6), params={"eps": 1e-6},
   module=lambda p, rank: f"nn.RMSNorm({p['normalized_shape']}, eps={p['eps']})",
   fx=[fx("rms_norm", "input, normalized_shape, weight=None, eps=None", fx_last_norm,
          modules={"RMSNorm": ("normalized_shape", "eps")}, weights=("weight",))])
op("group_norm", "norm", lambda a, p, m: f"{m}({a[0]})", shape=shape_group_norm,
   ranks=(2, 3, 4, 5), fresh_ranks=(2, 3, 4, 5), channels_first=True, flops=flops_elementwise(8),
   params={"num_groups": "groups, dividing the channels", "eps": 1e-5},
   module=lambda p, rank: f"nn.GroupNorm({p['num_groups']}, {p['num_channels']}, eps={p['eps']})",
   fx=[fx("group_norm", "input, num_groups, weight=None, bias=None, eps=1e-05", fx_group_norm,
          modules={"GroupNorm": ("num_groups", "eps")}, weights=("weight", "bias"))])
op("batch_norm", "norm",
   lambda a, p, m: (f"F.batch_norm({a[0]}, {m}.running_mean, {m}.running_var, {m}.weight, "
                    f"{m}.bias, training=False, eps={p['eps']})"),
   shape=shape_batch_norm, ranks=(2, 3, 4, 5), fresh_ranks=(2, 3, 4, 5), channels_first=True,
   flops=flops_elementwise(4), params={"eps": 1e-5},
   module=lambda p, rank: f"nn.BatchNorm{max(rank - 2, 1)}d({p['num_features']}, eps={p['eps']})",
   # a module in training mode normalises with batch statistics: batch_norm_train
   fx=[fx("batch_norm", "input, running_mean, running_var, weight=None, bias=None, "
          "training=False, momentum=0.1, eps=1e-05", fx_batch_norm,
          modules={f"BatchNorm{nd}d": () for nd in (1, 2, 3)},
          weights=("running_mean", "running_var", "weight", "bias"), module=batch_norm_module)])
op("batch_norm_train", "norm", lambda a, p, m: f"{m}({a[0]})",   # a fresh module: training mode
   shape=shape_batch_norm, ranks=(2, 3, 4, 5), fresh_ranks=(2, 3, 4, 5), channels_first=True,
   flops=flops_elementwise(8), params={"eps": 1e-5}, accepts=batch_dims,
   module=lambda p, rank: f"nn.BatchNorm{max(rank - 2, 1)}d({p['num_features']}, eps={p['eps']}"
                          + (f", momentum={p['momentum']})" if p.get("momentum", 0.1) != 0.1
                             else ")"),
   fx=[fx("batch_norm", "input, running_mean, running_var, weight=None, bias=None, "
          "training=False, momentum=0.1, eps=1e-05", fx_batch_norm_train,
          modules={f"BatchNorm{nd}d": () for nd in (1, 2, 3)},
          weights=("running_mean", "running_var", "weight", "bias"), module=batch_norm_module)])
op("instance_norm", "norm", fn1("F.instance_norm", ", eps={eps}"), ranks=(3, 4, 5),
   fresh_ranks=(3, 4, 5), channels_first=True, flops=flops_elementwise(8), params={"eps": 1e-5},
   accepts=spatial_dim,
   fx=[fx("instance_norm", "input, running_mean=None, running_var=None, weight=None, bias=None, "
          "use_input_stats=True, momentum=0.1, eps=1e-05", fx_instance_norm,
          modules={f"InstanceNorm{nd}d": () for nd in (1, 2, 3)},
          module=lambda mod: None if mod.affine or mod.track_running_stats
          else {"eps": mod.eps})])
op("l2_normalize", "norm", fn1("F.normalize", ", p=2.0, dim={dim}, eps={eps}"), shape=shape_along,
   accepts=some_dim, fresh_ranks=(2, 3), flops=flops_elementwise(4),
   params={"dim": "a dim of size > 1", "eps": 1e-12},
   fx=[fx("normalize", "input, p=2.0, dim=1, eps=1e-12, out=None", fx_normalize)])


# Convolutions (1-, 2- and 3-D, plain and transposed, with every parameter form) and pooling.
def fx_conv(transposed):
    def match(c):
        a, nd = c.a, int(c.name[-2])
        if not c.weight(a["weight"]) or not (a["bias"] is None or c.weight(a["bias"])):
            return None
        w, g = c.value(a["weight"]), a["groups"]
        form = {k: c.per_dim(a[k], nd) for k in ("stride", "padding", "dilation")}
        if transposed:
            form["output_padding"] = c.per_dim(a["output_padding"], nd)
        if c.rank != nd + 2 or None in form.values() or not isinstance(g, int) or g < 1:
            return None      # e.g. padding="same"
        cin, cout = (w.shape[0], w.shape[1] * g) if transposed else (w.shape[1] * g, w.shape[0])
        return ({"in_channels": cin, "out_channels": cout, "groups": g, "bias": a["bias"] is not None,
                 "kernel_size": tuple(w.shape[2:]), **form}, [c.x],
                {"weight": a["weight"], "bias": a["bias"]})
    return match


def conv_module(cls, transposed):
    """nn.Conv*(...) with the row's params; an int where every dim agrees, defaults left out."""
    def one(v):
        return v[0] if len(set(v)) == 1 else v

    def module(p, rank):
        args = [f"{p['in_channels']}, {p['out_channels']}, kernel_size={one(p['kernel_size'])}",
                f"stride={one(p['stride'])}", f"padding={one(p['padding'])}"]
        if transposed and set(p["output_padding"]) != {0}:
            args.append(f"output_padding={one(p['output_padding'])}")
        if set(p["dilation"]) != {1}:
            args.append(f"dilation={one(p['dilation'])}")
        if p["groups"] != 1:
            args.append(f"groups={p['groups']}")
        if not p["bias"]:
            args.append("bias=False")
        return f"nn.{cls}({', '.join(args)})"
    return module


def fx_pool(is_max):
    def match(c):
        a, nd = c.a, int(c.name[-2])
        k = c.ints(a["kernel_size"], nd)
        s = k if a["stride"] in (None, [], ()) else c.ints(a["stride"], nd)
        p = c.ints(a["padding"], nd)
        dl = c.ints(a["dilation"], nd) if is_max else 1
        ok = c.rank == nd + 2 and None not in (k, s, p, dl) and not a["ceil_mode"] and (
            is_max and not a["return_indices"]
            or not is_max and a["count_include_pad"] and a["divisor_override"] is None)
        return c.one(kernel_size=k, stride=s, padding=p, **({"dilation": dl} if is_max else {})) \
            if ok else None
    return match


CONV_SIGNATURE = "input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1"
CONV_T_SIGNATURE = "input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, " \
    "dilation=1"
_conv_params = {"kernel_size": "kernel (per dim)", "stride": "stride (per dim)",
                "padding": "pad <= (dilation * (k - 1) + 1) // 2 (per dim)",
                "dilation": "dilation (per dim)", "groups": "groups, dividing both channel counts",
                "bias": [True, False], "out_channels": "chan"}
for _name, _rank, _t in [("conv1d", 3, False), ("conv2d", 4, False), ("conv3d", 5, False),
                         ("conv_transpose1d", 3, True), ("conv_transpose2d", 4, True),
                         ("conv_transpose3d", 5, True)]:
    _cls = ("ConvTranspose" if _t else "Conv") + f"{_rank - 2}d"
    op(_name, "conv", lambda a, p, m: f"{m}({a[0]})", ranks=(_rank,), fresh_ranks=(_rank,),
       shape=(lambda t: lambda d, x: shape_conv(d, x, transposed=t))(_t), channels_first=True,
       flops=flops_conv_transpose if _t else flops_conv,
       params=_conv_params | ({"output_padding": "out_pad < max(stride, dilation) (per dim)"}
                              if _t else {}),
       module=conv_module(_cls, _t),
       fx=[fx(_name, CONV_T_SIGNATURE if _t else CONV_SIGNATURE, fx_conv(_t),
              modules={_cls: ("stride", "padding", "output_padding", "groups", "dilation") if _t
                       else ("stride", "padding", "dilation", "groups")},
              weights=("weight", "bias"))])
POOL_ATTRS = {"max": ("kernel_size", "stride", "padding", "dilation", "ceil_mode", "return_indices"),
              "avg": ("kernel_size", "stride", "padding", "ceil_mode", "count_include_pad",
                      "divisor_override")}
POOL_SIGNATURES = {
    "max": "input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, "
           "return_indices=False",
    "avg": "input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, "
           "divisor_override=None"}
for _name, _call, _kind in [("max_pool", "F.max_pool", "max"), ("avg_pool", "F.avg_pool", "avg")]:
    op(_name, "pooling", (lambda call, kind: lambda a, p, m: (
        f"{call}{len(p['_in']) - 2}d({a[0]}, kernel_size={p['kernel_size']}, "
        f"stride={p['stride']}, padding={p['padding']}"
        + (f", dilation={p['dilation']})" if kind == "max" else ")")))(_call, _kind),
       shape=(lambda dilated: lambda d, x: shape_pool(d, x, dilated))(_kind == "max"),
       ranks=(3, 4, 5), fresh_ranks=(3, 4, 5), channels_first=True, flops=flops_pool,
       positive="keep", params={"kernel_size": "pkernel", "stride": "stride",
                                "padding": "pad <= k // 2"}
       | ({"dilation": "dilation"} if _kind == "max" else {}),
       fx=[fx(f"{_name}{nd}d", POOL_SIGNATURES[_kind], fx_pool(_kind == "max"),
              modules={f"{_kind.capitalize()}Pool{nd}d": POOL_ATTRS[_kind]}) for nd in (1, 2, 3)])


# Shape ops.
def fx_transpose(c):
    d0, d1 = c.dim(c.a["dim0"]), c.dim(c.a["dim1"])
    return c.one(dim0=min(d0, d1), dim1=max(d0, d1)) if None not in (d0, d1) and d0 != d1 else None


def fx_flatten(c):
    ok = c.dim(c.a["start_dim"]) is not None and c.dim(c.a["end_dim"]) == c.rank - 1
    return c.one(start_dim=c.dim(c.a["start_dim"])) if ok else None


def fx_cat(c):
    ts = c.a["tensors"]
    if not (isinstance(ts, (tuple, list)) and len(ts) == 2 and all(map(c.tensor, ts))):
        return None
    d = c.a["dim"] % c.value(ts[0]).dim() if isinstance(c.a["dim"], int) else None
    return ({"dim": d}, list(ts), {}) if d is not None else None


op("transpose", "shape", fn1("torch.transpose", ", {dim0}, {dim1}"), shape=shape_transpose,
   ranks=(2, 3, 4, 5), flops=flops_elementwise(0), positive="keep",
   fx=[fx("transpose", "input, dim0, dim1", fx_transpose)])
op("flatten", "shape", fn1("torch.flatten", ", {start_dim}"), shape=shape_flatten,
   ranks=(3, 4, 5), fresh_ranks=(3, 4), flops=flops_elementwise(0), accepts=later_dim,
   positive="keep",
   fx=[fx("flatten", "input, start_dim=0, end_dim=-1", fx_flatten,
          modules={"Flatten": ("start_dim", "end_dim")})])


def shape_reshape(d, x):
    """x.reshape(...) in one of four forms: a new unit dim (unsqueeze), a unit dim dropped
    (squeeze), two neighbouring dims merged, or a dim split into two factors."""
    rank, units = len(x.dims), [i for i, v in enumerate(x.dims) if d.dims.is_one(v)]
    forms = (["unsqueeze", "split"] if rank < 5 else []) + (["squeeze"] if units and rank > 1 else []) \
        + (["merge"] if rank > 1 else [])
    form, out = d.rng.choice(forms), list(x.dims)
    if form == "unsqueeze":
        out.insert(d.rng.randint(0, rank), d.dims.one)
    elif form == "squeeze":
        out.pop(d.rng.choice(units))
    elif form == "merge":
        i = d.rng.randrange(rank - 1)
        out[i:i + 2] = [d.dims.derived(lambda a, b: a * b, out[i:i + 2], min_value=1)]
    else:
        i = d.rng.choice(nonunit_dims(d, x) or range(rank))
        a = d.dims.var([2, 3, 4])
        d.dims.require([out[i], a], lambda n, a: n % a == 0)
        out[i:i + 1] = [a, d.dims.derived(lambda n, a: n // a, [out[i], a])]
    return [], {"shape": tuple(Ref(v) for v in out)}, out


def fx_reshape(c):
    """view / reshape / squeeze / unsqueeze: the shape the traced run produced."""
    return c.one(shape=tuple(c.out.shape)) if c.out.dim() >= 1 else None


op("reshape", "shape", lambda a, p, m: f"{a[0]}.reshape{shape_str(p['shape'])}", shape=shape_reshape,
   flops=flops_elementwise(0), positive="keep",
   params={"shape": "unsqueeze, squeeze, merge two dims, or split one"},
   fx=[fx(("reshape", "view"), "input, *shape", fx_reshape),
       fx("squeeze", "input, dim=None", fx_reshape), fx("unsqueeze", "input, dim", fx_reshape)])
op("clone", "shape", lambda a, p, m: f"{a[0]}.clone()", flops=flops_elementwise(0), positive="keep",
   fx=[fx("clone", "input, memory_format=None"), fx(("detach", "contiguous"), "input")])
op("cat", "shape", lambda a, p, m: f"torch.cat([{a[0]}, {a[1]}], dim={p['dim']})", shape=shape_cat,
   arity=2, flops=flops_elementwise(0), positive="keep",
   fx=[fx("cat", "tensors, dim=0", fx_cat)])



# A Python number as an input of forward (KernelBench's `A * s`, s = 3.14 in get_inputs): the
# sampler draws it as a constant that get_inputs() returns; the verifier passes it unchanged.
def shape_mul_scalar(d, x):
    s = Sym(f"x{len(d.inputs)}", [], dist="float", value=Draw(0.5, 2.0, sign=True))
    d.inputs.append(s)
    d.tensors[s.name] = s
    return [s], {}, list(x.dims)


def fx_mul_scalar(c):
    """x * s with s a forward argument holding a Python number (s * x too: map_node swaps)."""
    y = c.a["other"]
    ok = getattr(y, "op", None) == "placeholder" and c.num(c.t.values.get(y)) and c.tensor(c.x)
    return ({}, [c.x, y], {}) if ok else None


op("mul_scalar", "math", lambda a, p, m: f"{a[0]} * {a[1]}", shape=shape_mul_scalar, arity=2,
   fx=[fx(("mul", "multiply"), "input, other", fx_mul_scalar)])


# Losses: a prediction and a target of the same shape (cross entropy: class indices), one number
# (reduction "mean" or "sum") or one value per element ("none"), as F.*_loss and nn.*Loss
# compute them. They may only end a program (a single number feeds nothing in the sampler).
def shape_pair_loss(d, x, reductions=("mean", "sum", "none"), pos_y=False, extra=None):
    y = pick_existing(d, x, lambda t: unifiable(d, x.dims, t.dims) and (t.pos or not pos_y))
    if y is None:
        y = fresh_input(d, list(x.dims), pos=pos_y)
    unify_all(d, x.dims, y.dims)
    r = d.rng.choice(list(reductions))
    return [y], {"reduction": r, **(extra or {})}, list(x.dims) if r == "none" else []


def fx_pair_loss(reductions, add=None, **fixed):
    """F.mse_loss(x, y, reduction=...) and the like: same-shape float operands, no deprecated
    size_average/reduce; `fixed` params must have these values (huber_loss: delta 1 is
    smooth_l1_loss with beta 1; kl_div: log_target False)."""
    def match(c):
        y, r = c.a["target"], c.a["reduction"]
        ok = c.tensor(c.x) and c.tensor(y) and c.value(y).shape == c.value(c.x).shape \
            and c.a.get("size_average") is None and c.a.get("reduce") is None \
            and c.a.get("weight") is None \
            and r in reductions and all(c.a[k] == v for k, v in fixed.items())
        if not ok:
            return None
        params = {"reduction": r, **(add or {})}
        if "beta" in c.a:
            if not (c.num(c.a["beta"]) and c.a["beta"] > 0):
                return None
            params["beta"] = c.a["beta"]
        return params, [c.x, y], {}
    return match


def flops_loss(c):
    return lambda ins, out, p: c * numel(ins[0])


LOSS_SIGNATURE = "input, target, size_average=None, reduce=None, reduction='mean'"
_LOSS = {"reduction": ["mean", "sum", "none"]}
op("mse_loss", "loss",
   lambda a, p, m: f"F.mse_loss({a[0]}, {a[1]}, reduction='{p['reduction']}')",
   shape=shape_pair_loss, arity=2, flops=flops_loss(3), terminal=True,
   params=_LOSS,
   fx=[fx("mse_loss", LOSS_SIGNATURE + ", weight=None", fx_pair_loss(("mean", "sum", "none")),
          modules={"MSELoss": ("reduction",)})])
op("l1_loss", "loss",
   lambda a, p, m: f"F.l1_loss({a[0]}, {a[1]}, reduction='{p['reduction']}')",
   shape=shape_pair_loss, arity=2, flops=flops_loss(3), terminal=True,
   params=_LOSS,
   fx=[fx("l1_loss", LOSS_SIGNATURE + ", weight=None", fx_pair_loss(("mean", "sum", "none")),
          modules={"L1Loss": ("reduction",)})])
op("smooth_l1_loss", "loss",
   lambda a, p, m: f"F.smooth_l1_loss({a[0]}, {a[1]}, reduction='{p['reduction']}', "
   f"beta={p['beta']})",
   shape=lambda d, x: shape_pair_loss(d, x, extra={"beta": d.rng.choice([0.5, 1.0, 2.0])}),
   arity=2, flops=flops_loss(5), terminal=True,
   params=_LOSS | {"beta": [0.5, 1.0, 2.0]},
   fx=[fx("smooth_l1_loss", LOSS_SIGNATURE + ", beta=1.0", fx_pair_loss(("mean", "sum", "none")),
          modules={"SmoothL1Loss": ("reduction", "beta")}),
       fx("huber_loss", "input, target, reduction='mean', delta=1.0, weight=None",
          fx_pair_loss(("mean", "sum", "none"), add={"beta": 1.0}, delta=1.0),
          modules={"HuberLoss": ("reduction", "delta")})])
# kl_div(input, target): input log-probabilities, target probabilities (> 0 here); "batchmean"
# (the sum over the batch's first dim) is what real programs write, "mean" divides by every
# element (PyTorch warns) and maps, but is not drawn.
op("kl_div", "loss",
   lambda a, p, m: f"F.kl_div({a[0]}, {a[1]}, reduction='{p['reduction']}')",
   shape=lambda d, x: shape_pair_loss(d, x, ("batchmean", "sum", "none"), pos_y=True),
   arity=2, fresh_ranks=(2, 3), flops=flops_loss(4), terminal=True,
   params={"reduction": ["batchmean", "sum", "none"]},
   fx=[fx("kl_div", LOSS_SIGNATURE + ", log_target=False",
          fx_pair_loss(("batchmean", "mean", "sum", "none"), log_target=False),
          modules={"KLDivLoss": ("reduction", "log_target")})])


def shape_cross_entropy(d, x):
    """Logits (N, C) and an int64 target (N,) of class indices drawn in [0, C)."""
    t = Sym(f"x{len(d.inputs)}", [x.dims[0]], dist="index", integer=True, high=x.dims[1])
    d.inputs.append(t)
    d.tensors[t.name] = t
    r = d.rng.choice(["mean", "sum", "none"])
    return [t], {"reduction": r}, [x.dims[0]] if r == "none" else []


def fx_cross_entropy(c):
    y, a = c.a["target"], c.a
    if not (c.rank == 2 and hasattr(y, "op") and isinstance(c.value(y), torch.Tensor)):
        return None
    t, n_cls = c.value(y), c.value(c.x).shape[1]
    ok = t.dtype == torch.int64 and t.dim() == 1 and t.shape[0] == c.value(c.x).shape[0] \
        and a["weight"] is None and a["size_average"] is None and a["reduce"] is None \
        and a["label_smoothing"] == 0 and a["reduction"] in ("mean", "sum", "none") \
        and a["ignore_index"] < 0 and t.numel() and 0 <= int(t.min()) and int(t.max()) < n_cls
    return ({"reduction": a["reduction"]}, [c.x, y], {}) if ok else None


op("cross_entropy", "loss",
   lambda a, p, m: f"F.cross_entropy({a[0]}, {a[1]}, reduction='{p['reduction']}')",
   shape=shape_cross_entropy, arity=2, ranks=(2,), fresh_ranks=(2,), flops=flops_loss(5),
   terminal=True, accepts=lambda d, x: 1 in nonunit_dims(d, x), params=_LOSS,
   fx=[fx("cross_entropy", "input, target, weight=None, size_average=None, ignore_index=-100, "
          "reduce=None, reduction='mean', label_smoothing=0.0", fx_cross_entropy,
          modules={"CrossEntropyLoss": ("ignore_index", "reduction", "label_smoothing")},
          module=lambda mod: None if mod.weight is not None else {})])


def shape_triplet(d, x):
    """anchor (N, D), positive and negative of its shape; margin and p (1 or 2) drawn."""
    ys = []
    for _ in range(2):
        y = pick_existing(d, x, lambda t: t not in ys and unifiable(d, x.dims, t.dims))
        y = y or fresh_input(d, list(x.dims))
        unify_all(d, x.dims, y.dims)
        ys.append(y)
    r = d.rng.choice(["mean", "sum", "none"])
    params = {"margin": d.rng.choice([0.5, 1.0, 2.0]), "p": d.rng.choice([1, 2]), "eps": 1e-6,
              "reduction": r}
    return ys, params, [x.dims[0]] if r == "none" else []


def fx_triplet(c):
    a = c.a
    xs = [a["anchor"], a["positive"], a["negative"]]
    ok = all(map(c.tensor, xs)) and c.value(xs[0]).dim() == 2 \
        and all(c.value(v).shape == c.value(xs[0]).shape for v in xs) \
        and a["p"] in (1, 2) and c.num(a["margin"]) and c.num(a["eps"]) and not a["swap"] \
        and a["size_average"] is None and a["reduce"] is None \
        and a["reduction"] in ("mean", "sum", "none")
    return ({"margin": a["margin"], "p": int(a["p"]), "eps": a["eps"], "reduction": a["reduction"]},
            xs, {}) if ok else None


op("triplet_margin_loss", "loss",
   lambda a, p, m: f"F.triplet_margin_loss({a[0]}, {a[1]}, {a[2]}, margin={p['margin']}, "
   f"p={p['p']}, eps={p['eps']}, reduction='{p['reduction']}')",
   shape=shape_triplet, arity=3, ranks=(2,), fresh_ranks=(2,), flops=flops_loss(8),
   terminal=True, accepts=lambda d, x: 1 in nonunit_dims(d, x),
   params=_LOSS | {"margin": [0.5, 1.0, 2.0], "p": [1, 2], "eps": 1e-6},
   fx=[fx("triplet_margin_loss", "anchor, positive, negative, margin=1.0, p=2.0, eps=1e-06, "
          "swap=False, size_average=None, reduce=None, reduction='mean'", fx_triplet,
          modules={"TripletMarginLoss": ("margin", "p", "eps", "swap", "reduction")})])


# Attention: softmax(Q K^T * scale) V over the last two dims (Q (..., L, E), K (..., S, E),
# V (..., S, Ev)); no mask, no dropout, not causal; scale None is 1/sqrt(E).
def shape_attention(d, x):
    lead, e = x.dims[:-2], x.dims[-1]
    s = new_dim(d, "spatial")
    k = fresh_input(d, list(lead) + [s, e])
    v = fresh_input(d, list(lead) + [s, new_dim(d, "feat")])
    return [k, v], {"scale": d.rng.choice([None, 0.25, 0.5])}, list(x.dims[:-1]) + [v.dims[-1]]


def fx_attention(c):
    a = c.a
    q, k, v = a["query"], a["key"], a["value"]
    if not all(map(c.tensor, (q, k, v))):
        return None
    Q, K, V = (c.value(t) for t in (q, k, v))
    ok = Q.dim() in (3, 4) and K.dim() == V.dim() == Q.dim() \
        and Q.shape[:-2] == K.shape[:-2] == V.shape[:-2] and K.shape[-1] == Q.shape[-1] \
        and K.shape[-2] == V.shape[-2] and a["attn_mask"] is None and a["dropout_p"] == 0 \
        and not a["is_causal"] and not a["enable_gqa"] and (a["scale"] is None or c.num(a["scale"]))
    return ({"scale": a["scale"]}, [q, k, v], {}) if ok else None


def flops_attention(ins, out, p):
    lead = numel(ins[0][:-2])
    (L, E), (S, Ev) = ins[0][-2:], ins[2][-2:]
    return lead * (2 * L * S * E + 2 * L * S * Ev + 6 * L * S)


op("scaled_dot_product_attention", "matmul",
   lambda a, p, m: f"F.scaled_dot_product_attention({a[0]}, {a[1]}, {a[2]}"
   + (f", scale={p['scale']})" if p["scale"] is not None else ")"),
   shape=shape_attention, arity=3, ranks=(3, 4), fresh_ranks=(3, 4), flops=flops_attention,
   params={"scale": [None, 0.25, 0.5]},
   fx=[fx("scaled_dot_product_attention", "query, key, value, attn_mask=None, dropout_p=0.0, "
          "is_causal=False, scale=None, enable_gqa=False", fx_attention)])


# Data movement that real programs write around a scan (a reverse cumsum is
# `cumsum(x.flip(d)).flip(d)`, an exclusive one narrows, selects and cats), and multiplication
# by a boolean mask. flip copies (PyTorch has no negative strides); narrow and select are views.
def shape_flip(d, x):
    """One dim of size > 1, or (half the time, where there are several) a sorted tuple of them."""
    dims = nonunit_dims(d, x)
    k = d.rng.randint(2, len(dims)) if len(dims) >= 2 and d.rng.random() < 0.5 else 1
    return [], {"dims": tuple(sorted(d.rng.sample(dims, k)))}, list(x.dims)


def fx_flip(c):
    """torch.flip(x, [1, 2]), torch.flip(x, dims=(1,)), x.flip(1), x.flip(1, 2)."""
    ds = c.a["dims"]
    if isinstance(ds, tuple) and len(ds) == 1 and isinstance(ds[0], (tuple, list)):
        ds = ds[0]                       # flip(x, [1, 2]): the star took one list
    ds = ds if isinstance(ds, (tuple, list)) else (ds,)
    dims = [c.dim(v) for v in ds]
    ok = dims and None not in dims and len(set(dims)) == len(dims)
    return c.one(dims=tuple(sorted(dims))) if ok else None


op("flip", "shape", lambda a, p, m: f"torch.flip({a[0]}, {list(p['dims'])})", shape=shape_flip,
   accepts=some_dim, flops=flops_elementwise(0), positive="keep",
   params={"dims": "dims of size > 1 (one, or a tuple)"},
   fx=[fx("flip", "input, *dims", fx_flip),
       fx("fliplr", "input", lambda c: c.one(dims=(1,)) if c.rank >= 2 else None),
       fx("flipud", "input", lambda c: c.one(dims=(0,)))])


def shape_narrow(d, x):
    """x.narrow(dim, start, length): a dim of size > 1 loses `start` elements at its front and
    `end` at its back (one of them > 0), keeping >= 2."""
    i = d.rng.choice(nonunit_dims(d, x))
    start, end = d.dims.var([0, 1, 2]), d.dims.var([0, 1, 2])
    d.dims.require([start, end], lambda s, e: s + e >= 1)
    length = d.dims.derived(lambda n, s, e: n - s - e, [x.dims[i], start, end])
    out = list(x.dims)
    out[i] = length
    return [], {"dim": i, "start": Ref(start), "length": Ref(length)}, out


def fx_narrow(c):
    """x.narrow(dim, start, length) / torch.narrow; start may be shape arithmetic (a size
    minus one), and length is read from the traced result, as reshape's shape is."""
    d, start = c.dim(c.a["dim"]), c.size(c.a["start"])
    if d is None or start is None or c.out.shape[d] < 1:
        return None
    n = c.value(c.x).shape[d]
    return c.one(dim=d, start=start % n, length=c.out.shape[d]) if -n <= start < n else None


op("narrow", "shape", lambda a, p, m: f"{a[0]}.narrow({p['dim']}, {p['start']}, {p['length']})",
   shape=shape_narrow, accepts=some_dim, flops=flops_elementwise(0), positive="keep",
   params={"dim": "a dim of size > 1", "start": [0, 1, 2],
           "length": "the dim's size less start and 0-2 more, >= 2"},
   fx=[fx("narrow", "input, dim, start, length", fx_narrow)])


def shape_select(d, x):
    """x.select(dim, index): a dim of size > 1 is dropped, keeping the slice at `index`."""
    i = d.rng.choice(nonunit_dims(d, x))
    index = d.dims.var([0, 1, 2])
    d.dims.require([x.dims[i], index], lambda n, k: k < n)
    return [], {"dim": i, "index": Ref(index)}, [v for j, v in enumerate(x.dims) if j != i]


def fx_select(c):
    """x.select(dim, index) / torch.select (a negative index counts from the end); the
    output keeps a dim (rank >= 2 in)."""
    d, k = c.dim(c.a["dim"]), c.size(c.a["index"])
    if d is None or k is None or c.rank < 2:
        return None
    n = c.value(c.x).shape[d]
    return c.one(dim=d, index=k % n) if -n <= k < n else None


op("select", "shape", lambda a, p, m: f"{a[0]}.select({p['dim']}, {p['index']})",
   shape=shape_select, ranks=(2, 3, 4, 5), accepts=some_dim, flops=flops_elementwise(0),
   positive="keep", params={"dim": "a dim of size > 1", "index": [0, 1, 2]},
   fx=[fx("select", "input, dim, index", fx_select)])


def shape_mul_mask(d, x):
    """x * mask, mask a fresh bool input of x's shape or broadcast along some of its dims,
    drawn as KernelBench draws one: torch.randint(0, 2, shape).bool()."""
    full = d.rng.random() < 0.5
    dims = [v if (full or d.rng.random() < 0.5) else d.dims.one for v in x.dims]
    m = Sym(f"x{len(d.inputs)}", dims, dist="bool")
    d.inputs.append(m)
    d.tensors[m.name] = m
    return [m], {}, list(x.dims)


def fx_mul_mask(c):
    """x * mask (mask * x too: map_node swaps) with mask a bool tensor."""
    y = c.a["other"]
    return ({}, [c.x, y], {}) if c.mask(y) else None


op("mul_mask", "binary", lambda a, p, m: f"{a[0]} * {a[1]}", shape=shape_mul_mask, arity=2,
   fx=[fx(("mul", "multiply"), "input, other", fx_mul_mask)])

# -----------------------------------------------------------------------------
# Step 1: the structure. Node i's operator is uniform over the operators that accept its input.


def accepts(d, spec, x, last):
    """Can `spec` take the backbone tensor x as its first operand?"""
    if spec.terminal and not last:
        return False
    if x.integer or len(x.dims) not in spec.ranks or (spec.needs_pos and not x.pos):
        return False
    return spec.accepts is None or spec.accepts(d, x)


def positive(spec, operands):
    """Is the output of `spec` on these operands (Syms) known to be > 0?"""
    return spec.positive == "out" or spec.positive == "keep" and all(t.pos for t in operands) \
        or spec.positive == "any" and any(t.pos for t in operands)


def sample_structure(level, rng, size, first_op):
    d = Draft(size, rng)
    x = None
    for i in range(level):
        last = i == level - 1
        if x is None:
            names = [o for o in OPS if last or not OPS[o].terminal]
            name = first_op or rng.choice(names)
            x = fresh_backbone(d, name)
        else:
            names = [o for o in OPS if accepts(d, OPS[o], x, last)]
            name = rng.choice(names)
        spec = OPS[name]
        extra, params, out_dims = spec.shape(d, x)
        # constants of the table (eps) and float constants to draw; strings are documentation
        params = {**{k: v for k, v in spec.params.items() if not isinstance(v, (str, list))},
                  **params}
        out = Sym(f"n{i}", out_dims, pos=positive(spec, [x] + extra), integer=spec.integer)
        d.nodes.append((out.name, name, [x.name] + [t.name for t in extra], params, out))
        d.tensors[out.name] = out
        x = out
    add_size_constraints(d)
    return d


def add_size_constraints(d):
    """Every tensor within max_numel; the whole program within max_flops."""
    budget = BUDGET[d.size]
    for t in d.tensors.values():
        if t.dims:            # (a loss's single number, a Python-number input: nothing to bound)
            d.dims.require(t.dims, lambda *xs: math.prod(xs) <= budget["max_numel"])
    every = list(range(len(d.dims.parent)))

    def total_flops(*values):
        return program_flops(d, dict(zip(every, values))) <= budget["max_flops"]
    d.dims.require(every, total_flops)


def concrete(value, v):
    """Replace Refs by their solved values (recursively through tuples)."""
    if isinstance(v, Ref):
        return value[v.var]
    if isinstance(v, tuple):
        return tuple(concrete(value, u) for u in v)
    return v


def program_flops(d, value):
    shapes = {t.name: tuple(value[v] for v in t.dims) for t in d.tensors.values()}
    total = 0
    for name, opname, args, params, out in d.nodes:
        p = {k: concrete(value, v) for k, v in params.items()}
        total += OPS[opname].flops([shapes[a] for a in args], shapes[name], p)
    return total

# -----------------------------------------------------------------------------
# Step 2: concrete shapes and constants, and the KernelBench-format source.


def draw_constant(rng, c):
    x = round(rng.uniform(c.lo, c.hi), 2)
    return -x if c.sign and rng.random() < 0.5 else x


def concretize(d, value, rng):
    """The solved draft as a Graph (params concrete: Refs resolved, constants drawn)."""
    shape = {t.name: tuple(value[v] for v in t.dims) for t in d.tensors.values()}
    inputs = [Tensor(t.name, shape[t.name], t.dist) if t.dist in ("randn", "pos") else
              Tensor(t.name, shape[t.name], t.dist, high=value[t.high] if t.dist == "index" else None,
                     value=draw_constant(rng, t.value) if t.dist == "float" else None)
              for t in d.inputs]
    nodes = []
    for name, opname, args, params, out in d.nodes:
        p = {}
        for k, v in params.items():
            p[k] = draw_constant(rng, v) if isinstance(v, Draw) else concrete(value, v)
        nodes.append(Node(name, opname, list(args), p, shape[name]))
    return Graph(inputs, nodes, [nodes[-1].name])


def shape_str(shape):
    return "(" + ", ".join(map(str, shape)) + ("," if len(shape) == 1 else "") + ")"


def module_src(node, in_rank):
    """The constructor Model.__init__ assigns to self.<node>, or None (no weights)."""
    spec = OPS[node.op]
    return spec.module(node.params, in_rank) if spec.module else None


def node_expr(node, graph_shapes):
    p = dict(node.params, _in=graph_shapes[node.args[0]])
    return OPS[node.op].expr(node.args, p, f"self.{node.name}")


def emit_source(graph, level, seed, size):
    shapes = {t.name: t.shape for t in graph.inputs} | {n.name: n.shape for n in graph.nodes}
    ops = " -> ".join(n.op for n in graph.nodes)
    lines = ["import torch", "import torch.nn as nn", "import torch.nn.functional as F", "", "",
             "class Model(nn.Module):",
             f'    """Synthetic program (level {level}, seed {seed}, size {size}): {ops}."""', "",
             "    def __init__(self):", "        super().__init__()"]
    inits = [(n, module_src(n, len(shapes[n.args[0]]))) for n in graph.nodes]
    inits = [(n, src) for n, src in inits if src]
    lines += [f"        self.{n.name} = {src}" for n, src in inits]
    args = ", ".join(t.name for t in graph.inputs)
    lines += ["", f"    def forward(self, {args}):"]
    for n in graph.nodes:
        lines.append(f"        {n.name} = {node_expr(n, shapes)}  # {shape_str(n.shape)}")
    lines += [f"        return {graph.outputs[0]}", "", "", "def get_inputs():"]
    for t in graph.inputs:
        if t.dist == "float":           # a Python number (KernelBench: `A * s`, s a float)
            lines.append(f"    {t.name} = {t.value}")
            continue
        if t.dist == "index":           # class indices for a loss
            lines.append(f"    {t.name} = torch.randint(0, {t.high}, {shape_str(t.shape)})")
            continue
        if t.dist == "bool":            # a mask, written as KernelBench writes one
            lines.append(f"    {t.name} = torch.randint(0, 2, {shape_str(t.shape)}).bool()")
            continue
        draw = "torch.rand" if t.dist == "pos" else "torch.randn"
        tail = " + 0.5  # positive: feeds log, sqrt or a divisor" if t.dist == "pos" else ""
        lines.append(f"    {t.name} = {draw}({', '.join(map(str, t.shape))}){tail}")
    lines += [f"    return [{args}]", "", "", "def get_init_inputs():", "    return []", ""]
    return "\n".join(lines)

# -----------------------------------------------------------------------------
# Step 3: the execution filter. The program must run, be finite, depend on its inputs, and be
# well-conditioned on the kinds of input the verifier tries: float32 within 1e-5 of float64
# under the verifier's own comparison (reward.py: |out - ref| <= tol (|ref| + min(1, max|ref|)),
# tol = 1e-4), ten times tighter, so that a correct Triton kernel (another float32 summation
# order) passes.

FILTER_TOL = 1e-5
VARIES = 1e-3          # an output must vary by more than this (relative to its scale)


def load_source(source):
    """exec a KernelBench-format source; returns its namespace (Model, get_inputs, ...)."""
    ns = {"__name__": "synth_program"}
    exec(compile(source, "<synth program>", "exec"), ns)
    return ns


# The verifier's kinds of trial input (reward.trial_draws, which keys its factors by a secret of
# the verifying process, so they cannot be reproduced here): get_inputs() as written, its
# floating-point tensors scaled by +-s, and scaled by s and shifted by +-(1/4..1) s, with s
# log-uniform in [0.1, 10]. The filter tries each kind and sign on a few draws, stratified (s
# below and above 1; shifts below and above 5/8 of s) so that narrow bad regions are found: a sum
# shifted into gelu's far tail (values float32 cannot hold), a positive divisor shifted to ~0.
TRIAL_KINDS = (("scaled", -1.0, 0, 0), ("scaled", 1.0, 1, 0)) + tuple(
    ("shifted", sign, s, c) for s in (0, 1) for c in (0, 1) for sign in (-1.0, 1.0))


def trial_transform(kind, sign, s_half, c_half, rng):
    """(scale, shift) of one trial of `kind` ("scaled" or "shifted"), drawn as reward.trial_draws
    draws them, from the lower (0) or upper (1) half of the scale's range (log [0.1, 1) or
    [1, 10]) and of the shift's ([1/4, 5/8) or [5/8, 1] of the scale)."""
    scale = 10 ** (s_half + rng.random() - 1)
    if kind == "scaled":
        return sign * scale, 0.0
    return scale, sign * (0.25 + 0.375 * (c_half + rng.random())) * scale


def build_models(ns, seed, device="cpu"):
    """(Model(seed), its float64 copy), built once per program: every trial runs the same ones."""
    # Models are made on the CPU, so seeding the CPU generator is enough (and torch.manual_seed's
    # lazy seeding of every accelerator backend costs ~1 ms a call).
    torch.random.default_generator.manual_seed(seed)
    model = ns["Model"](*ns["get_init_inputs"]()).to(device)
    return model, copy.deepcopy(model).double()


def run_program(ns, models, input_seed, device="cpu", transform=(1.0, 0.0)):
    """(float32 output, float64 output) of the models on get_inputs() drawn with input_seed, its
    floating-point tensors mapped to x * scale + shift (transform = (scale, shift))."""
    torch.random.default_generator.manual_seed(input_seed)
    scale, shift = transform
    inputs = [(x * scale + shift if transform != (1.0, 0.0) and x.is_floating_point() else x)
              .to(device) if isinstance(x, torch.Tensor) else x for x in ns["get_inputs"]()]
    with torch.no_grad():
        return models[0](*inputs), models[1](*[x.double() if isinstance(x, torch.Tensor)
                                                and x.is_floating_point() else x
                                                for x in inputs])


def conditioning_reason(out32, out64):
    """None if float32 is within FILTER_TOL of float64 as the verifier compares, else why."""
    if out32.dtype == torch.int64:            # argmax/argmin: float64 must pick the same index
        return None if torch.equal(out32, out64) else "ill-conditioned (index differs in float64)"
    err = (out32.double() - out64).abs()
    slack = min(1.0, float(out64.abs().max())) if out64.numel() else 0.0
    if (err > FILTER_TOL * (out64.abs() + slack)).any():
        return f"ill-conditioned (float32 vs float64 max err {err.max().item():.2e})"
    return None


def filter_reason(source, seed, device="cpu"):
    """None if the program is fit to train on, else why it is not."""
    ns = load_source(source)
    rng = random.Random(f"drtriton-filter/{seed}")
    # On CUDA, cuDNN convolutions default to TF32 (10-bit mantissa): judge the program in full
    # fp32, as the verifier's reference is.
    tf32 = torch.backends.cudnn.allow_tf32, torch.backends.cuda.matmul.allow_tf32
    torch.backends.cudnn.allow_tf32 = torch.backends.cuda.matmul.allow_tf32 = False
    try:
        models = build_models(ns, seed, device)
        outs = [run_program(ns, models, seed + 1000 + k, device) for k in range(2)]
        for out32, out64 in outs:
            if out32.dtype != torch.int64:
                if not torch.isfinite(out32).all() or not torch.isfinite(out64).all():
                    return "non-finite output"
                # "constant" up to the verifier's tolerance: a range within 1e-3 of the output's
                # scale could be matched by a constant kernel (logsumexp of a log_softmax is 0 +
                # noise)
                if out32.numel() > 1 and \
                        out32.max() - out32.min() <= VARIES * (1 + out64.abs().max()):
                    return "constant output"
            why = conditioning_reason(out32, out64)
            if why:
                return why
        (a, _), (b, _) = outs
        if a.dtype == torch.int64:
            if torch.equal(a, b):
                return "output does not depend on the inputs"
        elif (a - b).abs().max() <= VARIES * (1 + a.abs().max()):
            return "output does not depend on the inputs"
        # the verifier's scaled and shifted trials: a trial whose float32 output is not finite
        # is redrawn there (as written), so it is skipped here too
        for k, (kind, sign, s_half, c_half) in enumerate(TRIAL_KINDS):
            out32, out64 = run_program(ns, models, seed + 1002 + k, device,
                                       trial_transform(kind, sign, s_half, c_half, rng))
            if out32.dtype != torch.int64 and not torch.isfinite(out32).all():
                continue
            if out32.dtype != torch.int64 and not torch.isfinite(out64).all():
                return f"non-finite output in float64 ({kind} inputs)"
            why = conditioning_reason(out32, out64)
            if why:
                return f"{why} ({kind} inputs)"
    finally:
        torch.backends.cudnn.allow_tf32, torch.backends.cuda.matmul.allow_tf32 = tf32
    return None

# -----------------------------------------------------------------------------
# The sampler: structure, then shapes (redrawn until the filter passes). A level-1 program's
# operator is drawn once; at level >= 2 an infeasible structure, or SHAPE_TRIES rejections in a
# row, draw a new structure.

SHAPE_TRIES = 12       # shape/constant redraws per structure
STRUCTURE_TRIES = 200  # structures per program (level 1: the same operator each time)


def sample_program(level, seed, size="cpu", *, first_op=None):
    """The program of (level, seed, size): deterministic. `first_op` pins the first operator."""
    if not isinstance(level, int) or not 1 <= level <= MAX_LEVEL:
        raise ValueError(f"level must be an integer in 1..{MAX_LEVEL}, got {level!r}")
    if size not in SIZES:
        raise ValueError(f"size must be one of {', '.join(SIZES)}, got {size!r}")
    if first_op is not None and first_op not in OPS:
        raise ValueError(f"unknown operator {first_op!r}")
    if first_op is not None and OPS[first_op].terminal and level > 1:
        raise ValueError(f"operator {first_op!r} may only end a program: use it at level 1")
    rng = random.Random(f"drtriton-synth/{level}/{seed}/{size}")
    device = "cuda" if size == "gpu" and torch.cuda.is_available() else "cpu"
    if level == 1 and first_op is None:
        first_op = rng.choice(list(OPS))   # drawn once: failures redraw shapes, not the operator
    for _ in range(STRUCTURE_TRIES):
        d = sample_structure(level, rng, size, first_op)
        for _ in range(SHAPE_TRIES):
            value = d.dims.solve(rng)
            if value is None:
                break                       # infeasible structure: draw another
            graph = concretize(d, value, rng)
            source = emit_source(graph, level, seed, size)
            if filter_reason(source, seed, device) is None:
                return Program(source, graph, [n.op for n in graph.nodes], level, seed, size)
    raise RuntimeError(f"no valid program for level={level} seed={seed} size={size}")


def problem_filename(level, seed):
    return f"L{level}_{seed:05d}.py"

# -----------------------------------------------------------------------------
# Command line: write problems, coverage statistics, benchmark.


def chi_square_uniform(counts):
    """(chi2, degrees of freedom, p-value) of counts against the uniform distribution."""
    total, k = sum(counts), len(counts)
    expected = total / k
    chi2 = sum((c - expected) ** 2 / expected for c in counts)
    # p = Q(df/2, chi2/2), the regularised upper incomplete gamma function
    p = torch.special.gammaincc(torch.tensor((k - 1) / 2, dtype=torch.float64),
                                torch.tensor(chi2 / 2, dtype=torch.float64)).item()
    return chi2, k - 1, p


def op_counts(level, seeds, size="cpu"):
    counts = {name: 0 for name in OPS}
    for seed in seeds:
        for name in sample_program(level, seed, size).ops:
            counts[name] += 1
    return counts


def print_stats(level, n, seed, size):
    t0 = time.time()
    counts = op_counts(level, range(seed, seed + n), size)
    chi2, df, p = chi_square_uniform(list(counts.values()))
    total = sum(counts.values())
    print(f"operator frequencies: level {level}, seeds {seed}..{seed + n - 1}, size {size} "
          f"({total} nodes, {time.time() - t0:.1f}s)")
    print(f"{'operator':<18} {'category':<11} {'count':>6} {'share':>7}")
    for name, c in sorted(counts.items(), key=lambda kv: -kv[1]):
        print(f"{name:<18} {OPS[name].category:<11} {c:>6} {c / total:>7.2%}")
    missing = [name for name, c in counts.items() if c == 0]
    print(f"operators: {len(OPS)}  missing: {', '.join(missing) or 'none'}")
    print(f"chi-square vs uniform: chi2={chi2:.1f} df={df} p={p:.4f}")


def eager_ms(program, reps=20):
    """Median CUDA-event time (ms) of the program's eager forward on the GPU, after warm-up."""
    ns = load_source(program.source)
    torch.random.default_generator.manual_seed(program.seed)
    model = ns["Model"](*ns["get_init_inputs"]()).cuda()
    inputs = [x.cuda() for x in ns["get_inputs"]()]
    times = []
    with torch.no_grad():
        for i in range(reps + 3):
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            model(*inputs)
            end.record()
            torch.cuda.synchronize()
            if i >= 3:                      # the first calls pay for cuDNN/cuBLAS set-up
                times.append(start.elapsed_time(end))
    return sorted(times)[len(times) // 2]


def bench(levels=(1, 2, 5, 10, 20), n=40, size="cpu"):
    """Programs per second per level (sampling + filter, one thread). With size=gpu on a CUDA
    machine, also the median eager-PyTorch time of those programs: the speed reward's baseline."""
    torch.set_num_threads(1)             # the target is per core
    timed = size == "gpu" and torch.cuda.is_available()
    print(f"{'level':>5} {'programs':>8} {'seconds':>8} {'programs/s':>10}"
          + (f" {'eager median ms':>15} {'min':>7} {'max':>7}" if timed else "")
          + f"  (size={size}, 1 thread)")
    for level in levels:
        t0 = time.perf_counter()
        programs = [sample_program(level, seed, size) for seed in range(n)]
        dt = time.perf_counter() - t0
        line = f"{level:>5} {n:>8} {dt:>8.2f} {n / dt:>10.1f}"
        if timed:
            ms = sorted(eager_ms(p) for p in programs)
            line += f" {ms[len(ms) // 2]:>15.3f} {ms[0]:>7.3f} {ms[-1]:>7.3f}"
        print(line)


def write_problems(out, level, n, seed, size):
    """DIR/L{level}_{seed}.py (the teacher's command line writes the solutions beside them)."""
    os.makedirs(out, exist_ok=True)
    for s in range(seed, seed + n):
        program = sample_program(level, s, size)
        path = os.path.join(out, problem_filename(level, s))
        with open(path, "w") as f:
            f.write(program.source)
        print(f"{path}: {' -> '.join(program.ops)}")


def main(argv=None):
    ap = argparse.ArgumentParser(description="Sample synthetic KernelBench-format programs.")
    ap.add_argument("--level", type=int, default=2, help=f"compute ops per program (1..{MAX_LEVEL})")
    ap.add_argument("--n", type=int, default=None,
                    help="programs (seeds seed..seed+n-1); default 8, --stats 2000, --bench 40 per level")
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    ap.add_argument("--size", default="cpu", help="cpu (interpreter-sized) or gpu (2^16..2^24 elements)")
    ap.add_argument("--out", help="write the programs to this folder as L{level}_{seed:05d}.py "
                    "(`python teacher.py DIR` then writes the solutions beside them)")
    ap.add_argument("--show", action="store_true", help="print the programs' source")
    ap.add_argument("--stats", action="store_true", help="print per-operator frequencies and a chi-square test")
    ap.add_argument("--bench", action="store_true",
                    help="print programs per second per level (and, --size gpu on CUDA, eager ms)")
    args = ap.parse_args(argv)
    if not 1 <= args.level <= MAX_LEVEL:
        ap.error(f"--level must be in 1..{MAX_LEVEL}, got {args.level}")
    if args.size not in SIZES:
        ap.error(f"--size must be one of {', '.join(SIZES)}, got {args.size!r}")
    if args.n is None:
        args.n = 40 if args.bench else 2000 if args.stats else 8
    if args.n < 1 or args.seed < 0:
        ap.error("--n must be >= 1 and --seed >= 0")
    if args.bench:
        bench(size=args.size, n=args.n)
    elif args.stats:
        print_stats(args.level, args.n, args.seed, args.size)
    elif args.out:
        try:
            write_problems(args.out, args.level, args.n, args.seed, args.size)
        except OSError as e:
            sys.exit(f"synth.py: cannot write to {args.out}: {e.strerror}")
    else:
        for s in range(args.seed, args.seed + args.n):
            program = sample_program(args.level, s, args.size)
            print(program.source if args.show else f"{problem_filename(args.level, s)}: "
                  + " -> ".join(program.ops))


if __name__ == "__main__":
    main()
