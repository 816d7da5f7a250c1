"""
Chapter 3: a rule-based PyTorch-to-Triton compiler (the teacher).

DRTriton warms its policy up on ~2k PyTorch->Triton pairs written by other LLMs. We need no LLM:
every synthetic program is a DAG of operators from `synth.OPS`, so it can be lowered to Triton
by rule. The teacher's solutions are (1) the SFT targets of `train.py`, (2) the oracle that shows
the verifier accepts good kernels at scale, and (3) a rule-based baseline policy.

`LOWERING[op]` is each operator's one lowering, of three kinds (`Fused`, `Launch`, `View`), and
`lower(graph)` walks the graph once, with one function per kind:

  * elementwise operators (activations, math with Python numbers, clamps, triu/tril,
    broadcasting binary ops, a bool mask, a learned bias, batch norm with running statistics,
    dropout, clone)
    are *fused*: a chain of them becomes one generated kernel that loads each operand once (with
    broadcast strides) and stores the chain's result once. This is where real speed-ups over
    eager PyTorch come from, and what a model should learn;
  * every other operator calls a fixed, commented kernel: reductions (one dim, a tuple of dims,
    or all; L1/L2 norms), softmax-like ops and scans along a dim, layer/RMS/group/instance norm
    and batch norm with batch statistics, moving its running statistics as nn.BatchNorm does
    in training mode (one norm kernel), matmul/bmm/linear with `tl.dot`,
    direct convolutions and transposed convolutions, pooling, cat, flip (a gather: PyTorch has
    no negative strides, so a flip is a copy);
  * transpose, flatten, reshape, narrow and select are views (no kernel): the fused and cat
    kernels read a view through its strides; the other launchers call `.contiguous()` first (a
    PyTorch copy).

Every kernel works natively on a GPU and in Triton's CPU interpreter (TRITON_INTERPRET=1): no
autotune (fixed block sizes), no bf16 `tl.dot`, `tanh` written with `tl.exp`, no libdevice.
`tl.dot` uses `input_precision="ieee"`: TF32 would miss the verifier's 1e-4 tolerance on GPU.

A param of a converted real program can be a run-time number (synth.Scalar: a constructor
argument of the program, such as `self.scaling_factor`): the solution's constructor takes it, and
a fused kernel takes it as an argument instead of a literal.

Two styles, the same kernels: `style="tutorial"` (comments, descriptive names: for readers) and
`style="compact"` (no comments, short names: the SFT target a small model learns to write).

Deliberate departures / simplifications:
  1. Convolutions (1-3-D, any stride, padding, dilation, groups) are one direct kernel (one
     output element per lane, looping over C_in / groups x prod(kernel) taps), not
     implicit GEMM: correct everywhere, not the fastest on a GPU.
  2. Reductions walk the reduced dim in blocks of 64 to 256 elements (reduce, along: tiles of
     4,096, longer along the reduced dim when there are few columns) or 256 (norm), each program
     owning a block of output columns: no split-reduction across programs.
  3. Shapes are read at run time from the tensors, but block sizes are fixed per device type
     (the CPU interpreter's matmul tiles follow M, N and K, up to 128 x 128 x 64: a 512 x 128 x
     128 product in 0.2 s of CPU instead of 1.3 s with 32 x 32 x 32 tiles).

Run it:
    python synth.py --level 2 --n 4 --out runs/problems    # 4 problem files
    python teacher.py runs/problems                        # ... and a *_solution.py beside each
    python teacher.py runs/problems/L2_00000.py            # print the solution of one problem
    python reward.py runs/problems/L2_00000.py runs/problems/L2_00000_solution.py
"""
import argparse
import ast
import os
import re
import sys
from dataclasses import dataclass

import synth

# -----------------------------------------------------------------------------
# The lowering table: one entry per operator of synth.OPS, of one of three kinds.


@dataclass
class Fused:
    """An elementwise operator: one line of a fused kernel. expr(x, ys, p) is its Triton
    expression on the running value x and the extra operand values ys (fp32 tiles), with the
    node's params p baked in as literals; operands(node, m, shapes) are the tensors it reads
    besides x (default: the node's other arguments); needs: the jit helpers it calls."""
    expr: object
    operands: object = None
    needs: tuple = ()
    index: bool = False      # the expression reads the element's coordinates (i3, i4: the last
                             # two dims of the chain's output), as triu/tril do


@dataclass
class Launch:
    """A call of a launcher of the kernel library: call(x, a, p, m) is the call in forward()
    given the backbone x, the other operand names a, the params p and the module attribute m."""
    library: str
    call: object


@dataclass
class View:
    """No kernel: expr(x, p) is a PyTorch view of x (the fused and cat kernels read it through
    its strides; the other launchers make it contiguous first)."""
    expr: object


def batch_norm_operands(node, m, shapes):
    # (running_mean, running_var, weight, bias), each (C, 1, ...) so it broadcasts along dim 1
    view = ", ".join(map(str, (node.params["num_features"],) + (1,) * (len(shapes[node.args[0]]) - 2)))
    return [f"{m}.{w}.view({view})" for w in ("running_mean", "running_var", "weight", "bias")]


def call(fmt):
    """A Launch call written as a format string of x, a (the other operands), p and m."""
    return lambda x, a, p, m: fmt.format(x=x, a=a, p=p, m=m)


def clamp(x, lo, hi):
    """torch.clamp with both bounds or one (None: no bound)."""
    x = x if lo is None else f"tl.maximum({x}, {lo})"
    return x if hi is None else f"tl.minimum({x}, {hi})"


SELU_ALPHA, SELU_SCALE = 1.6732632423543772, 1.0507009873554805
LOWERING = {
    "relu": Fused(lambda x, y, p: f"tl.maximum({x}, 0.0)"),
    "leaky_relu": Fused(lambda x, y, p: f"tl.where({x} >= 0, {x}, {x} * {p['slope']})"),
    "gelu": Fused(lambda x, y, p: f"0.5 * {x} * (1.0 + tl.erf({x} * 0.7071067811865476))"),
    "sigmoid": Fused(lambda x, y, p: f"tl.sigmoid({x})"),
    "tanh": Fused(lambda x, y, p: f"tanh({x})", needs=("tanh",)),
    "mish": Fused(lambda x, y, p: f"{x} * tanh(softplus({x}))", needs=("tanh", "softplus")),
    "silu": Fused(lambda x, y, p: f"{x} * tl.sigmoid({x})"),
    "hardswish": Fused(lambda x, y, p: f"{x} * tl.minimum(tl.maximum({x} + 3.0, 0.0), 6.0) / 6.0"),
    "hardtanh": Fused(lambda x, y, p: f"tl.minimum(tl.maximum({x}, {p['lo']}), {p['hi']})"),
    "softplus": Fused(lambda x, y, p: f"softplus({x})", needs=("softplus",)),
    "elu": Fused(lambda x, y, p: f"tl.where({x} > 0, {x}, {p['alpha']} * expm1({x}))",
                 needs=("expm1",)),
    "selu": Fused(lambda x, y, p: (f"{SELU_SCALE} * tl.where({x} > 0, {x}, "
                                   f"{SELU_ALPHA} * expm1({x}))"), needs=("expm1",)),
    "hardsigmoid": Fused(lambda x, y, p: f"tl.minimum(tl.maximum({x} / 6.0 + 0.5, 0.0), 1.0)"),
    "softsign": Fused(lambda x, y, p: f"{x} / (1.0 + tl.abs({x}))"),
    "exp": Fused(lambda x, y, p: f"tl.exp({x})"),
    "log": Fused(lambda x, y, p: f"tl.log({x})"),
    "abs": Fused(lambda x, y, p: f"tl.abs({x})"),
    "sqrt": Fused(lambda x, y, p: f"tl.sqrt({x})"),
    "clamp": Fused(lambda x, y, p: clamp(x, p["lo"], p["hi"])),
    "scale": Fused(lambda x, y, p: f"{x} * {p['c']}"),
    "shift": Fused(lambda x, y, p: f"{x} + {p['c']}"),
    "rsub": Fused(lambda x, y, p: f"{p['c']} - {x}"),
    "pow": Fused(lambda x, y, p: " * ".join([x] * p["n"])),     # x * x (* x): as PyTorch does
    "triu": Fused(lambda x, y, p: f"tl.where(i4 - i3 >= {p['diagonal']}, {x}, 0.0)", index=True),
    "tril": Fused(lambda x, y, p: f"tl.where(i4 - i3 <= {p['diagonal']}, {x}, 0.0)", index=True),
    "dropout": Fused(lambda x, y, p: f"{x}"),          # eval mode: the identity
    "add": Fused(lambda x, y, p: f"{x} + {y[0]}"),
    "sub": Fused(lambda x, y, p: f"{x} - {y[0]}"),
    "mul": Fused(lambda x, y, p: f"{x} * {y[0]}"),
    "div": Fused(lambda x, y, p: f"{x} / {y[0]}"),
    "maximum": Fused(lambda x, y, p: f"tl.maximum({x}, {y[0]})"),
    "minimum": Fused(lambda x, y, p: f"tl.minimum({x}, {y[0]})"),
    "bias_add": Fused(lambda x, y, p: f"{x} + {y[0]}", operands=lambda node, m, shapes: [m]),
    "batch_norm": Fused(lambda x, y, p: f"({x} - {y[0]}) / tl.sqrt({y[1]} + {p['eps']}) * {y[2]} + {y[3]}",
                        operands=batch_norm_operands),
    "sum": Launch("reduce", call("reduce({x}, {p[dim]}, {p[keepdim]}, SUM)")),
    "mean": Launch("reduce", call("reduce({x}, {p[dim]}, {p[keepdim]}, MEAN)")),
    "amax": Launch("reduce", call("reduce({x}, {p[dim]}, {p[keepdim]}, AMAX)")),
    "amin": Launch("reduce", call("reduce({x}, {p[dim]}, {p[keepdim]}, AMIN)")),
    "logsumexp": Launch("reduce", call("reduce({x}, {p[dim]}, {p[keepdim]}, LOGSUMEXP)")),
    "norm": Launch("reduce", call("reduce({x}, {p[dim]}, {p[keepdim]}, NORM{p[ord]})")),
    "argmax": Launch("reduce", call("reduce({x}, {p[dim]}, {p[keepdim]}, ARGMAX)")),
    "argmin": Launch("reduce", call("reduce({x}, {p[dim]}, {p[keepdim]}, ARGMIN)")),
    "global_avg_pool": Launch("pool", call("global_avg_pool({x})")),
    "softmax": Launch("along", call("along({x}, {p[dim]}, SOFTMAX)")),
    "log_softmax": Launch("along", call("along({x}, {p[dim]}, LOG_SOFTMAX)")),
    "cumsum": Launch("along", call("along({x}, {p[dim]}, CUMSUM)")),
    "cumprod": Launch("along", call("along({x}, {p[dim]}, CUMPROD)")),
    "matmul": Launch("matmul", call("matmul({x}, {a[0]})")),
    "bmm": Launch("matmul", call("bmm({x}, {a[0]})")),
    "linear": Launch("matmul", call("linear({x}, {m}.weight, {m}.bias)")),
    "layer_norm": Launch("norm", call("layer_norm({x}, {p[normalized_shape]}, {m}.weight, {m}.bias, "
                                      "{p[eps]})")),
    "rms_norm": Launch("norm", call("rms_norm({x}, {p[normalized_shape]}, {m}.weight, {p[eps]})")),
    "group_norm": Launch("norm", call("group_norm({x}, {p[num_groups]}, {m}.weight, {m}.bias, "
                                      "{p[eps]})")),
    "instance_norm": Launch("norm", call("instance_norm({x}, {p[eps]})")),
    "batch_norm_train": Launch("norm", lambda x, a, p, m: (
        f"batch_norm({x}, {m}.weight, {m}.bias, {p['eps']}, {m}.running_mean, "
        f"{m}.running_var, {p.get('momentum', 0.1)})")),
    "l2_normalize": Launch("along", call("along({x}, {p[dim]}, L2_NORMALIZE, {p[eps]})")),
    **{op: Launch("conv", call("conv({x}, {m}.weight, {m}.bias, {p[stride]}, {p[padding]}, "
                               "{p[dilation]}, {p[groups]}, False)"))
       for op in ("conv1d", "conv2d", "conv3d")},
    **{op: Launch("conv", call("conv({x}, {m}.weight, {m}.bias, {p[stride]}, {p[padding]}, "
                               "{p[dilation]}, {p[groups]}, True, {p[output_padding]})"))
       for op in ("conv_transpose1d", "conv_transpose2d", "conv_transpose3d")},
    "max_pool": Launch("pool", call("pool({x}, {p[kernel_size]}, {p[stride]}, {p[padding]}, "
                                    "{p[dilation]}, True)")),
    "avg_pool": Launch("pool", call("pool({x}, {p[kernel_size]}, {p[stride]}, {p[padding]}, 1, "
                                    "False)")),
    "transpose": View(lambda x, p: f"{x}.transpose({p['dim0']}, {p['dim1']})"),
    "flatten": View(lambda x, p: f"{x}.flatten({p['start_dim']})"),
    "reshape": View(lambda x, p: f"{x}.reshape{synth.shape_str(p['shape'])}"),
    "clone": Fused(lambda x, y, p: f"{x}"),            # a copy: the kernel stores its input
    "cat": Launch("cat", call("cat({x}, {a[0]}, {p[dim]})")),
    "mul_scalar": Launch("scalar", call("mul_scalar({x}, {a[0]})")),
    "mse_loss": Launch("loss", call("pair_loss({x}, {a[0]}, SQUARED, '{p[reduction]}')")),
    "l1_loss": Launch("loss", call("pair_loss({x}, {a[0]}, ABSOLUTE, '{p[reduction]}')")),
    "smooth_l1_loss": Launch("loss", call("pair_loss({x}, {a[0]}, SMOOTH_L1, '{p[reduction]}', "
                                          "{p[beta]})")),
    "kl_div": Launch("loss", call("pair_loss({x}, {a[0]}, KL, '{p[reduction]}')")),
    "cross_entropy": Launch("loss", call("cross_entropy({x}, {a[0]}, '{p[reduction]}')")),
    "triplet_margin_loss": Launch("loss", call("triplet_margin_loss({x}, {a[0]}, {a[1]}, "
                                               "{p[margin]}, {p[p]}, {p[eps]}, '{p[reduction]}')")),
    "scaled_dot_product_attention": Launch("attention", call("attention({x}, {a[0]}, {a[1]}, "
                                                             "{p[scale]})")),
    "flip": Launch("flip", call("flip({x}, {p[dims]})")),
    "narrow": View(lambda x, p: f"{x}.narrow({p['dim']}, {p['start']}, {p['length']})"),
    "select": View(lambda x, p: f"{x}.select({p['dim']}, {p['index']})"),
    # the mask is loaded as Triton's int1; converted, x * 0.0 keeps PyTorch's NaN for inf * False
    "mul_mask": Fused(lambda x, y, p: f"{x} * {y[0]}.to(tl.float32)"),
}
assert set(LOWERING) == set(synth.OPS), "every operator has exactly one lowering"
ELEMENTWISE = {op for op, rule in LOWERING.items() if isinstance(rule, Fused)}

# -----------------------------------------------------------------------------
# The fixed kernel library. Each entry is source text; `lower` includes the entries a program
# needs (and their dependencies), in this order.

LIBRARY = {}
DEPENDS = {}


def library(name, depends=()):
    def register(src):
        LIBRARY[name] = src.strip("\n") + "\n"
        DEPENDS[name] = tuple(depends)
    return register


library("helpers")('''
def block_for(x):
    """Elements per program: big blocks amortise the interpreter's per-op cost on a CPU (4,096:
    a --size cpu tensor in one program)."""
    return 256 if x.is_cuda else 4096


def broadcast_shape(*shapes):
    """The broadcast of the operands' shapes (right-aligned, as PyTorch does)."""
    rank = max(len(s) for s in shapes)
    out = []
    for i in range(rank):
        dims = {s[len(s) - rank + i] for s in shapes if len(s) - rank + i >= 0} - {1}
        out.append(dims.pop() if dims else 1)
    return tuple(out)


def strides5(t, shape):
    """t's strides when broadcast to `shape`, left-padded to 5 dims (0 along broadcast dims)."""
    pad = len(shape) - t.dim()
    st = [0] * pad + [s if n != 1 else 0 for s, n in zip(t.stride(), t.shape)]
    return [0] * (5 - len(shape)) + st


def shape5(shape):
    return [1] * (5 - len(shape)) + list(shape)
''')

library("tanh")('''
@triton.jit
def tanh(x):
    # tanh is not in tl and libdevice fails in the interpreter: tanh(x) = sign(x)(1-e)/(1+e),
    # e = exp(-2|x|) <= 1, which never overflows. 1 - e cancels for small |x| (tanh(1e-8) was
    # 0), so below 0.2 the series to x^9 (its next term is 1e-9 relative there).
    a = tl.abs(x)
    e = tl.exp(-2.0 * a)
    t = (1.0 - e) / (1.0 + e)
    s = x * x
    p = x * (1.0 + s * (-0.33333333 + s * (0.13333333 + s * (-0.053968254 + s * 0.021869489))))
    return tl.where(a < 0.2, p, tl.where(x >= 0, t, -t))
''')

library("expm1")('''
@triton.jit
def expm1(x):
    # exp(x) - 1 cancels near 0 (elu(-1e-5) kept two digits, and a cube of it failed the
    # verifier's relative comparison): below |x| = 0.2 its series to x^7 (next term 4e-10).
    q = 0.0083333338 + x * (0.0013888889 + x * 0.00019841270)
    p = x * (1.0 + x * (0.5 + x * (0.16666667 + x * (0.041666668 + x * q))))
    return tl.where(tl.abs(x) < 0.2, p, tl.exp(x) - 1.0)
''')

library("softplus")('''
@triton.jit
def softplus(x):
    # PyTorch's softplus (beta=1, threshold=20): linear above the threshold, else log1p(exp(x)).
    # log(1 + u) would lose u < 6e-8 entirely (x < -16.6: 0 where PyTorch has exp(x));
    # log(w) * u / (w - 1) with w = 1 + u cancels w's rounding, so it is exact to float32.
    u = tl.exp(tl.minimum(x, 20.0))
    w = 1.0 + u
    return tl.where(x > 20.0, x, tl.where(w == 1.0, u, tl.log(w) * u / (w - 1.0)))
''')

library("unravel")('''
@triton.jit
def unravel5(offs, D1, D2, D3, D4):
    # The 5-D coordinates (i0, i1, i2, i3, i4) of flat row-major offsets into a tensor of shape
    # (D0, D1, D2, D3, D4); D0 is implied by the offsets.
    i4 = offs % D4
    r = offs // D4
    i3 = r % D3
    r = r // D3
    i2 = r % D2
    r = r // D2
    return r // D1, r % D1, i2, i3, i4
''')

library("reduce", ["helpers"])('''
@triton.jit
def reduce_kernel(x_ptr, out_ptr, R, I, COLS,
                  KIND: tl.constexpr, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    # x is contiguous and viewed as (O, R, I): reduce over R. A "column" c is one (o, i) pair,
    # c = o * I + i, and is also the output's flat index. Each program owns BLOCK_C columns and
    # walks R in blocks of BLOCK_R. KIND: 0 sum, 1 mean, 2 amax, 3 amin, 4 logsumexp, 5 argmax,
    # 6 argmin, 7 L1 norm (sum of |x|), 8 L2 norm (sqrt of the sum of squares).
    c = tl.program_id(0) * BLOCK_C + tl.arange(0, BLOCK_C)             # (BLOCK_C,)
    c_mask = c < COLS
    base = (c // I) * R * I + c % I                                    # x[o, 0, i]
    if KIND == 3 or KIND == 6:
        acc = tl.full([BLOCK_C], float("inf"), tl.float32)
    elif KIND >= 2 and KIND <= 6:
        acc = tl.full([BLOCK_C], float("-inf"), tl.float32)
    else:
        acc = tl.zeros([BLOCK_C], tl.float32)
    total = tl.zeros([BLOCK_C], tl.float32)                            # logsumexp's running sum
    best = tl.zeros([BLOCK_C], tl.int64)                               # argmax/argmin's index
    for r0 in range(0, R, BLOCK_R):
        r = r0 + tl.arange(0, BLOCK_R)                                 # (BLOCK_R,)
        mask = (r[:, None] < R) & c_mask[None, :]                      # (BLOCK_R, BLOCK_C)
        ptrs = x_ptr + base[None, :] + r[:, None] * I
        if KIND <= 1 or KIND >= 7:
            x = tl.load(ptrs, mask=mask, other=0.0)
            if KIND == 7:
                x = tl.abs(x)
            if KIND == 8:
                x = x * x
            acc += tl.sum(x, axis=0)
        elif KIND == 3:
            acc = tl.minimum(acc, tl.min(tl.load(ptrs, mask=mask, other=float("inf")), axis=0))
        elif KIND == 6:        # strictly smaller: the first minimum wins, as in torch.argmin
            x = tl.load(ptrs, mask=mask, other=float("inf"))
            block_min = tl.min(x, axis=0)
            idx = r0 + tl.argmin(x, axis=0)
            best = tl.where(block_min < acc, idx.to(tl.int64), best)
            acc = tl.minimum(acc, block_min)
        else:
            x = tl.load(ptrs, mask=mask, other=float("-inf"))
            block_max = tl.max(x, axis=0)
            if KIND == 4:      # online logsumexp: rescale the running sum to the new max
                new = tl.maximum(acc, block_max)
                safe = tl.where(new == float("-inf"), 0.0, new)
                total = total * tl.exp(acc - safe) + tl.sum(tl.exp(x - safe[None, :]), axis=0)
                acc = new
            elif KIND == 5:    # strictly greater: the first maximum wins, as in torch.argmax
                idx = r0 + tl.argmax(x, axis=0)
                best = tl.where(block_max > acc, idx.to(tl.int64), best)
                acc = tl.maximum(acc, block_max)
            else:
                acc = tl.maximum(acc, block_max)
    if KIND == 1:
        acc = acc / R
    if KIND == 4:
        acc = acc + tl.log(total)
    if KIND == 8:
        acc = tl.sqrt(acc)
    if KIND == 5 or KIND == 6:
        tl.store(out_ptr + c, best, mask=c_mask)
    else:
        tl.store(out_ptr + c, acc, mask=c_mask)


SUM, MEAN, AMAX, AMIN, LOGSUMEXP, ARGMAX, ARGMIN, NORM1, NORM2 = 0, 1, 2, 3, 4, 5, 6, 7, 8


def reduce(x, dim, keepdim, kind):
    """sum/mean/amax/amin/logsumexp/argmax/argmin/L1 or L2 norm of x along dim: one dim, a tuple of dims, or
    None (every dim), as one launch. Adjacent dims are one (O, R, I) view; other tuples move
    the reduced dims last first (a PyTorch copy)."""
    dims = list(range(x.dim())) if dim is None else \
        sorted(d % x.dim() for d in (dim if isinstance(dim, (tuple, list)) else (dim,)))
    shape = [1 if i in dims else n for i, n in enumerate(x.shape)]
    if not keepdim:
        shape = [n for i, n in enumerate(shape) if i not in dims]
    if dims != list(range(dims[0], dims[-1] + 1)):
        x = x.permute([i for i in range(x.dim()) if i not in dims] + dims)
        dims = list(range(x.dim() - len(dims), x.dim()))
    x = x.contiguous()
    R, I = 1, 1
    for n in x.shape[dims[0]:dims[-1] + 1]:
        R *= n
    for n in x.shape[dims[-1] + 1:]:
        I *= n
    cols = x.numel() // R
    out = torch.empty(shape, device=x.device, dtype=torch.int64 if kind in (ARGMAX, ARGMIN)
                      else torch.float32)
    BLOCK_C = max(16, min(triton.next_power_of_2(cols), 64))     # few columns: longer blocks of R
    BLOCK_R = min(triton.next_power_of_2(R), 4096 // BLOCK_C)
    reduce_kernel[(triton.cdiv(cols, BLOCK_C),)](x, out, R, I, cols,
                                                 KIND=kind, BLOCK_R=BLOCK_R, BLOCK_C=BLOCK_C)
    return out
''')

library("along", ["helpers"])('''
@triton.jit
def along_kernel(x_ptr, out_ptr, R, I, COLS, eps,
                 KIND: tl.constexpr, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    # Same (O, R, I) view and columns as reduce_kernel, but the output has x's shape.
    # KIND: 0 softmax, 1 log_softmax, 2 cumsum, 3 l2_normalize, 4 cumprod. Passes over R: a statistic
    # (max, or sum of squares), the softmax denominator, then the output.
    c = tl.program_id(0) * BLOCK_C + tl.arange(0, BLOCK_C)
    c_mask = c < COLS
    base = (c // I) * R * I + c % I
    stat = tl.full([BLOCK_C], float("-inf"), tl.float32) if KIND <= 1 else tl.zeros([BLOCK_C], tl.float32)
    if KIND != 2 and KIND != 4:
        for r0 in range(0, R, BLOCK_R):
            r = r0 + tl.arange(0, BLOCK_R)
            mask = (r[:, None] < R) & c_mask[None, :]
            x = tl.load(x_ptr + base[None, :] + r[:, None] * I, mask=mask, other=0.0)
            if KIND <= 1:
                stat = tl.maximum(stat, tl.max(tl.where(mask, x, float("-inf")), axis=0))
            else:
                stat += tl.sum(x * x, axis=0)
    denom = tl.zeros([BLOCK_C], tl.float32)
    if KIND <= 1:
        for r0 in range(0, R, BLOCK_R):
            r = r0 + tl.arange(0, BLOCK_R)
            mask = (r[:, None] < R) & c_mask[None, :]
            x = tl.load(x_ptr + base[None, :] + r[:, None] * I, mask=mask, other=float("-inf"))
            denom += tl.sum(tl.exp(x - stat[None, :]), axis=0)
    carry = tl.zeros([BLOCK_C], tl.float32) if KIND != 4 else tl.full([BLOCK_C], 1.0, tl.float32)
    # ^ cumsum's running total, cumprod's running product
    for r0 in range(0, R, BLOCK_R):
        r = r0 + tl.arange(0, BLOCK_R)
        mask = (r[:, None] < R) & c_mask[None, :]
        offs = base[None, :] + r[:, None] * I
        if KIND == 4:          # padding 1: the block's last cumulative product is its product
            x = tl.load(x_ptr + offs, mask=mask, other=1.0)
        else:
            x = tl.load(x_ptr + offs, mask=mask, other=0.0)
        if KIND == 0:
            y = tl.exp(x - stat[None, :]) / denom[None, :]
        elif KIND == 1:
            y = x - stat[None, :] - tl.log(denom)[None, :]
        elif KIND == 2:
            y = tl.cumsum(x, axis=0) + carry[None, :]
            carry += tl.sum(x, axis=0)
        elif KIND == 4:
            y = tl.cumprod(x, axis=0) * carry[None, :]
            carry = tl.sum(tl.where(r[:, None] == r0 + BLOCK_R - 1, y, 0.0), axis=0)
        else:   # F.normalize: x / max(||x||, eps)
            y = x / tl.maximum(tl.sqrt(stat), eps)[None, :]
        tl.store(out_ptr + offs, y, mask=mask)


SOFTMAX, LOG_SOFTMAX, CUMSUM, L2_NORMALIZE, CUMPROD = 0, 1, 2, 3, 4


def along(x, dim, kind, eps=0.0):
    """softmax/log_softmax/cumsum/l2-normalize/cumprod of x along dim."""
    x = x.contiguous()
    R = x.shape[dim]
    I = 1
    for n in x.shape[dim + 1:]:
        I *= n
    cols = x.numel() // R
    out = torch.empty_like(x)
    BLOCK_C = max(16, min(triton.next_power_of_2(cols), 64))     # few columns: longer blocks of R
    BLOCK_R = min(triton.next_power_of_2(R), 4096 // BLOCK_C)
    along_kernel[(triton.cdiv(cols, BLOCK_C),)](x, out, R, I, cols, eps,
                                                KIND=kind, BLOCK_R=BLOCK_R, BLOCK_C=BLOCK_C)
    return out
''')

library("norm", ["helpers"])('''
@triton.jit
def norm_kernel(x_ptr, w_ptr, b_ptr, out_ptr, rm_ptr, rv_ptr, R, ROWS, INNER, OUTER, eps,
                P_ROWS, P_STRIDE, P_DIV, momentum,
                RMS: tl.constexpr, AFFINE: tl.constexpr, HAS_BIAS: tl.constexpr,
                RUNNING: tl.constexpr, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    # x is viewed as ROWS rows of R elements, each normalised on its own:
    # y = (x - mean) / sqrt(var + eps) (RMS: y = x / sqrt(mean(x^2) + eps)), then * w + b where
    # element (row, r) uses parameter (row % P_ROWS) * P_STRIDE + r // P_DIV:
    #   layer/RMS norm: P_ROWS=1, P_DIV=1 -> w[r];  group norm: P_ROWS=G, P_STRIDE=C/G,
    #   P_DIV=spatial size -> w[channel];  batch norm: a row is a channel, P_DIV=R -> w[row].
    # Element r of a row sits at (r // INNER) * OUTER + row * INNER + r % INNER: contiguous
    # rows have INNER = R; a batch-norm channel is N runs of INNER = spatial size elements,
    # OUTER = C * spatial apart. Two passes: the statistics, then the output. RUNNING (batch
    # norm in training mode): each row's running mean and variance move toward the batch's,
    # r = (1 - momentum) r + momentum s, with the unbiased variance, as nn.BatchNorm does.
    row = tl.program_id(0) * BLOCK_C + tl.arange(0, BLOCK_C)            # (BLOCK_C,) rows
    row_mask = row < ROWS
    s1 = tl.zeros([BLOCK_C], tl.float32)
    for r0 in range(0, R, BLOCK_R):
        r = r0 + tl.arange(0, BLOCK_R)
        mask = (r[:, None] < R) & row_mask[None, :]
        offs = (r[:, None] // INNER) * OUTER + row[None, :] * INNER + r[:, None] % INNER
        x = tl.load(x_ptr + offs, mask=mask, other=0.0)
        s1 += tl.sum(x * x if RMS else x, axis=0)
    mean = s1 / R
    if RMS:
        rstd = 1.0 / tl.sqrt(mean + eps)
        mean = tl.zeros([BLOCK_C], tl.float32)      # (not mean * 0: inf * 0 is NaN where the
                                                    # squares overflow, and torch answers x * 0)
    else:   # the variance from a second pass around the mean: no cancellation
        s2 = tl.zeros([BLOCK_C], tl.float32)
        for r0 in range(0, R, BLOCK_R):
            r = r0 + tl.arange(0, BLOCK_R)
            mask = (r[:, None] < R) & row_mask[None, :]
            offs = (r[:, None] // INNER) * OUTER + row[None, :] * INNER + r[:, None] % INNER
            x = tl.load(x_ptr + offs, mask=mask, other=0.0)
            d = tl.where(mask, x - mean[None, :], 0.0)
            s2 += tl.sum(d * d, axis=0)
        rstd = 1.0 / tl.sqrt(s2 / R + eps)
        if RUNNING:
            rm = tl.load(rm_ptr + row, mask=row_mask, other=0.0)
            rv = tl.load(rv_ptr + row, mask=row_mask, other=0.0)
            tl.store(rm_ptr + row, (1.0 - momentum) * rm + momentum * mean, mask=row_mask)
            tl.store(rv_ptr + row, (1.0 - momentum) * rv + momentum * (s2 / (R - 1)),
                     mask=row_mask)
    for r0 in range(0, R, BLOCK_R):
        r = r0 + tl.arange(0, BLOCK_R)
        mask = (r[:, None] < R) & row_mask[None, :]
        offs = (r[:, None] // INNER) * OUTER + row[None, :] * INNER + r[:, None] % INNER
        y = (tl.load(x_ptr + offs, mask=mask, other=0.0) - mean[None, :]) * rstd[None, :]
        if AFFINE:
            p = (row[None, :] % P_ROWS) * P_STRIDE + r[:, None] // P_DIV
            y = y * tl.load(w_ptr + p, mask=mask, other=0.0)
            if HAS_BIAS:
                y = y + tl.load(b_ptr + p, mask=mask, other=0.0)
        tl.store(out_ptr + offs, y, mask=mask)


def norm(x, rows, weight, bias, eps, rms=False, p_rows=1, p_stride=0, p_div=1, inner=None,
         outer=0, running=None, momentum=0.1):
    x = x.contiguous()
    out = torch.empty_like(x)
    R = x.numel() // rows
    BLOCK_R = min(triton.next_power_of_2(R), 256)
    BLOCK_C = max(16, min(triton.next_power_of_2(rows), 4096 // BLOCK_R))
    rm, rv = running if running is not None else (x, x)
    norm_kernel[(triton.cdiv(rows, BLOCK_C),)](
        x, x if weight is None else weight, x if bias is None else bias, out, rm, rv, R, rows,
        R if inner is None else inner, outer, eps, p_rows, p_stride, p_div,
        momentum if running is not None else 0.0, RMS=rms,
        AFFINE=weight is not None, HAS_BIAS=bias is not None, RUNNING=running is not None,
        BLOCK_R=BLOCK_R, BLOCK_C=BLOCK_C)
    return out


def last_rows(x, shape):
    """Rows of x when normalised over its last dims, of sizes `shape` (an int or a tuple)."""
    rows = x.numel()
    for n in (shape if isinstance(shape, (tuple, list)) else (shape,)):
        rows //= n
    return rows


def layer_norm(x, shape, weight, bias, eps):   # over the last dims: shape, an int or a tuple
    return norm(x, last_rows(x, shape), weight, bias, eps)


def rms_norm(x, shape, weight, eps):            # over the last dims: shape, an int or a tuple
    return norm(x, last_rows(x, shape), weight, None, eps, rms=True)


def group_norm(x, groups, weight, bias, eps):   # x: (N, C, *spatial)
    C = x.shape[1]
    spatial = x.numel() // (x.shape[0] * C)
    return norm(x, x.shape[0] * groups, weight, bias, eps,
                p_rows=groups, p_stride=C // groups, p_div=spatial)


def instance_norm(x, eps):                      # x: (N, C, *spatial), no affine
    return norm(x, x.shape[0] * x.shape[1], None, None, eps)


def batch_norm(x, weight, bias, eps, running_mean=None, running_var=None, momentum=0.1):
    # x: (N, C, *spatial), batch statistics; the running ones (a module in training mode)
    # updated in place, as nn.BatchNorm's forward does
    C = x.shape[1]
    spatial = x.numel() // (x.shape[0] * C)
    running = None if running_mean is None or running_var is None or momentum is None or \
        x.numel() // C < 2 else (running_mean, running_var)
    return norm(x, C, weight, bias, eps, p_rows=C, p_stride=1, p_div=x.numel() // C,
                inner=spatial, outer=C * spatial, running=running, momentum=momentum)
''')

library("matmul", ["helpers"])('''
@triton.jit
def matmul_kernel(a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K,
                  sab, sam, sak, sbb, sbk, sbn,
                  HAS_BIAS: tl.constexpr,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # C[z] = A[z] @ B[z] (+ bias) for batch z = program_id(2); A (M, K) and B (K, N) are read
    # through strides (a batch stride 0 shares one matrix; linear passes W (N, K) as B with its
    # strides swapped, so no transpose is materialised). C is contiguous (Z, M, N).
    pid_m, pid_n, z = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros([BLOCK_M, BLOCK_N], tl.float32)
    for k0 in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + z * sab + rm[:, None] * sam + (k0 + rk)[None, :] * sak,
                    mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + z * sbb + (k0 + rk)[:, None] * sbk + rn[None, :] * sbn,
                    mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision="ieee")   # full fp32: TF32 misses 1e-4
    if HAS_BIAS:
        acc += tl.load(bias_ptr + rn, mask=rn < N, other=0.0)[None, :]
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(c_ptr + z * M * N + rm[:, None] * N + rn[None, :], acc, mask=mask)


def launch_matmul(a, b, bias, out, Z, M, N, K, a_strides, b_strides):
    if a.is_cuda:            # GPU: tiles that fit in registers and shared memory
        BLOCK_M, BLOCK_N, BLOCK_K = 64, 64, 32
    else:   # CPU interpreter: few, large tiles (each tile op is one NumPy call), A's and B's
        # tiles of at most 8192 elements each (128 x 64; 16 x 512 when M and N are small)
        BLOCK_M = max(16, min(triton.next_power_of_2(M), 128))
        BLOCK_N = max(16, min(triton.next_power_of_2(N), 128))
        BLOCK_K = max(16, min(triton.next_power_of_2(K), 8192 // max(BLOCK_M, BLOCK_N)))
    grid = (triton.cdiv(M, BLOCK_M), triton.cdiv(N, BLOCK_N), Z)
    matmul_kernel[grid](a, b, a if bias is None else bias, out, M, N, K, *a_strides, *b_strides,
                        HAS_BIAS=bias is not None,
                        BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N, BLOCK_K=BLOCK_K)
    return out


def matmul(x, y):                               # (..., M, K) @ (K, N)
    x, y = x.contiguous(), y.contiguous()
    K, N = y.shape
    M = x.numel() // K
    out = torch.empty(*x.shape[:-1], N, device=x.device, dtype=torch.float32)
    return launch_matmul(x, y, None, out, 1, M, N, K, (0, K, 1), (0, N, 1))


def bmm(x, y):                                  # (Z, M, K) @ (Z, K, N)
    x, y = x.contiguous(), y.contiguous()
    Z, M, K = x.shape
    N = y.shape[2]
    out = torch.empty(Z, M, N, device=x.device, dtype=torch.float32)
    return launch_matmul(x, y, None, out, Z, M, N, K, (M * K, K, 1), (K * N, N, 1))


def linear(x, weight, bias):                    # x (..., K) @ W.T + b, W (N, K)
    x = x.contiguous()
    N, K = weight.shape
    M = x.numel() // K
    out = torch.empty(*x.shape[:-1], N, device=x.device, dtype=torch.float32)
    return launch_matmul(x, weight, bias, out, 1, M, N, K, (0, K, 1),
                         (0, weight.stride(1), weight.stride(0)))
''')

library("conv", ["helpers", "unravel"])('''
@triton.jit
def conv_kernel(x_ptr, w_ptr, b_ptr, out_ptr, TOTAL,
                C_in, D, H, W, C_out, OD, OH, OW, GROUPS,
                KD, KH, KW, SD, SH, SW, PD, PH, PW, LD, LH, LW,
                TRANSPOSED: tl.constexpr, HAS_BIAS: tl.constexpr,
                BLOCK: tl.constexpr, BLOCK_T: tl.constexpr):
    # Direct 3-D convolution (2-D: D = KD = 1; 1-D: also H = KH = 1) as an on-the-fly im2col: a
    # tile with one row per output element (n, co, od, oh, ow) and one column per tap (cg, kd,
    # kh, kw), multiplied by the matching weights and summed along the taps, BLOCK_T at a time.
    # Groups: output channel co reads only the C_in / GROUPS input channels of its group,
    # ci = group * C_in / GROUPS + cg. Per dim: stride S, padding P, dilation L.
    #   conv:        out[od] += x[od*S - P + k*L] * w[co, cg, k]
    #   transposed:  out[od] += x[id] * w[ci, co % (C_out / GROUPS), k] for the taps where
    #                od = id*S - P + k*L, i.e. where (od + P - k*L) is a non-negative multiple of S.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)              # (BLOCK,) outputs
    mask = offs < TOTAL
    n, co, od, oh, ow = unravel5(offs, C_out, OD, OH, OW)
    CIN_G = C_in // GROUPS
    COUT_G = C_out // GROUPS
    group = co // COUT_G                                               # (BLOCK,)
    TAPS = CIN_G * KD * KH * KW
    acc = tl.zeros([BLOCK], tl.float32)
    for t0 in range(0, TAPS, BLOCK_T):
        t = t0 + tl.arange(0, BLOCK_T)                                  # (BLOCK_T,) taps
        kw = t % KW
        r = t // KW
        kh = r % KH
        r = r // KH
        kd = r % KD
        cg = r // KD
        ci = group[:, None] * CIN_G + cg[None, :]                       # (BLOCK, BLOCK_T)
        live = mask[:, None] & (t < TAPS)[None, :]
        if TRANSPOSED:
            td = od[:, None] + PD - kd[None, :] * LD
            th = oh[:, None] + PH - kh[None, :] * LH
            tw = ow[:, None] + PW - kw[None, :] * LW
            i_d, i_h, i_w = td // SD, th // SH, tw // SW
            ok = (td >= 0) & (th >= 0) & (tw >= 0) & (td % SD == 0) & (th % SH == 0) \\
                & (tw % SW == 0) & (i_d < D) & (i_h < H) & (i_w < W)
            w_off = (((ci * COUT_G + (co % COUT_G)[:, None]) * KD + kd[None, :]) * KH
                     + kh[None, :]) * KW + kw[None, :]
        else:
            i_d = od[:, None] * SD - PD + kd[None, :] * LD
            i_h = oh[:, None] * SH - PH + kh[None, :] * LH
            i_w = ow[:, None] * SW - PW + kw[None, :] * LW
            ok = (i_d >= 0) & (i_d < D) & (i_h >= 0) & (i_h < H) & (i_w >= 0) & (i_w < W)
            w_off = (co[:, None] * CIN_G + cg[None, :]) * KD * KH * KW \\
                + (kd[None, :] * KH + kh[None, :]) * KW + kw[None, :]
        x_off = (((n[:, None] * C_in + ci) * D + i_d) * H + i_h) * W + i_w
        xv = tl.load(x_ptr + x_off, mask=live & ok, other=0.0)
        wv = tl.load(w_ptr + w_off, mask=live, other=0.0)
        acc += tl.sum(xv * wv, axis=1)
    if HAS_BIAS:
        acc += tl.load(b_ptr + co, mask=mask, other=0.0)
    tl.store(out_ptr + offs, acc, mask=mask)


def conv(x, weight, bias, stride, padding, dilation, groups, transposed, output_padding=0):
    \"\"\"nn.ConvNd / nn.ConvTransposeNd (N = 1, 2, 3) as PyTorch computes them: stride, padding,
    dilation and output_padding per spatial dim (an int: the same for every dim), groups, and
    bias None or a tensor.\"\"\"
    x = x.contiguous()
    nd = x.dim() - 2
    k = list(weight.shape[2:])
    s, p, dl, op = [list(v) if isinstance(v, (tuple, list)) else [v] * nd
                    for v in (stride, padding, dilation, output_padding)]
    size = list(x.shape[2:])
    if transposed:
        out_size = [(h - 1) * s[i] - 2 * p[i] + dl[i] * (k[i] - 1) + op[i] + 1
                    for i, h in enumerate(size)]
        C_out = weight.shape[1] * groups
    else:
        out_size = [(h + 2 * p[i] - dl[i] * (k[i] - 1) - 1) // s[i] + 1 for i, h in enumerate(size)]
        C_out = weight.shape[0]
    out = torch.empty(x.shape[0], C_out, *out_size, device=x.device, dtype=torch.float32)
    # a 2-D problem is a 3-D one with depth 1, a 1-D one also has height 1
    pad3 = lambda v, fill: [fill] * (3 - nd) + v  # noqa: E731
    taps = x.shape[1] // groups                # taps per output: C_in / groups * prod(k)
    for n in k:
        taps *= n
    taps = triton.next_power_of_2(taps)
    # GPU: small tiles that fit in registers; CPU interpreter: few, large tiles
    BLOCK, BLOCK_T = (128, min(taps, 32)) if x.is_cuda else (1024, min(taps, 128))
    conv_kernel[(triton.cdiv(out.numel(), BLOCK),)](
        x, weight, x if bias is None else bias, out, out.numel(), x.shape[1],
        *pad3(size, 1), C_out, *pad3(out_size, 1), groups,
        *pad3(k, 1), *pad3(s, 1), *pad3(p, 0), *pad3(dl, 1),
        TRANSPOSED=transposed, HAS_BIAS=bias is not None, BLOCK=BLOCK, BLOCK_T=BLOCK_T)
    return out
''')

library("pool", ["helpers"])('''
@triton.jit
def pool_kernel(x_ptr, out_ptr, TOTAL, D, H, W, OD, OH, OW,
                KD, KH, KW, SD, SH, SW, PD, PH, PW, LD, LH, LW,
                IS_MAX: tl.constexpr, BLOCK: tl.constexpr, BLOCK_T: tl.constexpr):
    # Max or average pooling over a KD x KH x KW window (2-D: D = KD = 1; 1-D: also H = KH = 1)
    # with stride S, padding P and dilation L per dim: a tile with one row per output element
    # of the (N*C, OD, OH, OW) output and one column per window tap. Padding is -inf for max;
    # average pooling counts the padded zeros (PyTorch's count_include_pad=True), so it always
    # divides by the window size.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)              # (BLOCK,)
    mask = offs < TOTAL
    ow = offs % OW
    r = offs // OW
    oh = r % OH
    r = r // OH
    od = r % OD
    nc = r // OD
    t = tl.arange(0, BLOCK_T)                                          # (BLOCK_T,) taps
    kw = t % KW
    kh = (t // KW) % KH
    kd = t // (KW * KH)
    i_d = od[:, None] * SD - PD + kd[None, :] * LD                     # (BLOCK, BLOCK_T)
    i_h = oh[:, None] * SH - PH + kh[None, :] * LH
    i_w = ow[:, None] * SW - PW + kw[None, :] * LW
    ok = mask[:, None] & (t < KD * KH * KW)[None, :] & (i_d >= 0) & (i_d < D) \\
        & (i_h >= 0) & (i_h < H) & (i_w >= 0) & (i_w < W)
    ptrs = x_ptr + ((nc[:, None] * D + i_d) * H + i_h) * W + i_w
    if IS_MAX:
        acc = tl.max(tl.load(ptrs, mask=ok, other=float("-inf")), axis=1)
    else:
        acc = tl.sum(tl.load(ptrs, mask=ok, other=0.0), axis=1) / (KD * KH * KW)
    tl.store(out_ptr + offs, acc, mask=mask)


def pool(x, kernel_size, stride, padding, dilation, is_max):
    \"\"\"max_pool / avg_pool (1-, 2- or 3-D) with a square window.\"\"\"
    x = x.contiguous()
    nd = x.dim() - 2
    size = list(x.shape[2:])
    out_size = [(h + 2 * padding - dilation * (kernel_size - 1) - 1) // stride + 1 for h in size]
    out = torch.empty(*x.shape[:2], *out_size, device=x.device, dtype=torch.float32)
    pad3 = lambda v, fill: [fill] * (3 - nd) + v  # noqa: E731  (a 1-D or 2-D pool is 3-D)
    BLOCK = block_for(x)
    pool_kernel[(triton.cdiv(out.numel(), BLOCK),)](
        x, out, out.numel(), *pad3(size, 1), *pad3(out_size, 1), *pad3([kernel_size] * nd, 1),
        *pad3([stride] * nd, 1), *pad3([padding] * nd, 0), *pad3([dilation] * nd, 1),
        IS_MAX=is_max, BLOCK=BLOCK, BLOCK_T=triton.next_power_of_2(kernel_size ** nd))
    return out


def global_avg_pool(x):                         # (N, C, *spatial) -> (N, C, 1, ...)
    out = reduce(x.reshape(x.shape[0] * x.shape[1], -1), 1, False, MEAN)
    return out.reshape(*x.shape[:2], *([1] * (x.dim() - 2)))
''')
DEPENDS["pool"] = ("helpers", "reduce")

library("cat", ["helpers", "unravel"])('''
@triton.jit
def copy_kernel(src_ptr, dst_ptr, TOTAL, dst_offset, D1, D2, D3, D4,
                s0, s1, s2, s3, s4, t0, t1, t2, t3, t4, BLOCK: tl.constexpr):
    # dst[dst_offset + idx . t] = src[idx . s] for every 5-D index idx of src's (padded) shape.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < TOTAL
    i0, i1, i2, i3, i4 = unravel5(offs, D1, D2, D3, D4)
    v = tl.load(src_ptr + i0 * s0 + i1 * s1 + i2 * s2 + i3 * s3 + i4 * s4, mask=mask)
    tl.store(dst_ptr + dst_offset + i0 * t0 + i1 * t1 + i2 * t2 + i3 * t3 + i4 * t4, v, mask=mask)


def cat(x, y, dim):
    """torch.cat([x, y], dim): two strided copies into one new tensor."""
    shape = list(x.shape)
    shape[dim] += y.shape[dim]
    out = torch.empty(shape, device=x.device, dtype=torch.float32)
    offset = 0
    for src in (x, y):
        BLOCK = block_for(src)
        dst_strides = [0] * (5 - out.dim()) + list(out.stride())
        copy_kernel[(triton.cdiv(src.numel(), BLOCK),)](
            src, out, src.numel(), offset, *shape5(src.shape)[1:],
            *strides5(src, src.shape), *dst_strides, BLOCK=BLOCK)
        offset += src.shape[dim] * out.stride(dim)
    return out
''')

library("flip", ["helpers", "unravel"])('''
@triton.jit
def flip_kernel(x_ptr, out_ptr, TOTAL, start, D1, D2, D3, D4, s0, s1, s2, s3, s4,
                BLOCK: tl.constexpr):
    # out[idx] = x[start + idx . s] for every 5-D index idx of the (contiguous) output. The
    # launcher negates x's strides along the flipped dims and starts at their last element, so
    # the same gather mirrors one dim or several.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < TOTAL
    i0, i1, i2, i3, i4 = unravel5(offs, D1, D2, D3, D4)
    v = tl.load(x_ptr + start + i0 * s0 + i1 * s1 + i2 * s2 + i3 * s3 + i4 * s4, mask=mask)
    tl.store(out_ptr + offs, v, mask=mask)


def flip(x, dims):
    """torch.flip(x, dims): a copy that reads x backwards along dims (PyTorch has no negative
    strides, so flip is no view)."""
    out = torch.empty(x.shape, device=x.device, dtype=x.dtype)
    strides, start = list(x.stride()), 0
    for d in dims:
        start += (x.shape[d] - 1) * strides[d]
        strides[d] = -strides[d]
    BLOCK = block_for(out)
    flip_kernel[(triton.cdiv(out.numel(), BLOCK),)](
        x, out, out.numel(), start, *shape5(x.shape)[1:], *([0] * (5 - x.dim()) + strides),
        BLOCK=BLOCK)
    return out
''')

library("scalar", ["helpers"])('''
@triton.jit
def mul_scalar_kernel(x_ptr, out_ptr, s, TOTAL, BLOCK: tl.constexpr):
    # out = x * s, with s a Python number passed by value (a forward argument, not a tensor).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < TOTAL
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * s, mask=mask)


def mul_scalar(x, s):
    x = x.contiguous()
    out = torch.empty_like(x)
    BLOCK = block_for(x)
    mul_scalar_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, out, s, x.numel(), BLOCK=BLOCK)
    return out
''')

library("loss", ["helpers", "reduce"])('''
@triton.jit
def pair_loss_kernel(x_ptr, y_ptr, out_ptr, TOTAL, beta, scale,
                     KIND: tl.constexpr, BLOCK: tl.constexpr):
    # One loss term per element of two same-shape tensors, times scale (1 / batch for KL's
    # "batchmean", else 1). KIND: 0 squared error, 1 absolute error, 2 smooth L1 with beta,
    # 3 KL divergence (x log-probabilities, y probabilities: y (log y - x), 0 where y is 0).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < TOTAL
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    d = x - y
    if KIND == 0:
        t = d * d
    elif KIND == 1:
        t = tl.abs(d)
    elif KIND == 2:
        t = tl.where(tl.abs(d) < beta, 0.5 * d * d / beta, tl.abs(d) - 0.5 * beta)
    else:
        t = tl.where(y > 0, y * (tl.log(tl.where(y > 0, y, 1.0)) - x), 0.0)
    tl.store(out_ptr + offs, t * scale, mask=mask)


SQUARED, ABSOLUTE, SMOOTH_L1, KL = 0, 1, 2, 3


def finish_loss(terms, reduction):
    \"\"\"The per-element terms, or their mean / sum as one number (the reduce kernel over every
    dim; KL's "batchmean" terms are already divided by the batch).\"\"\"
    if reduction == "none":
        return terms
    return reduce(terms, None, False, MEAN if reduction == "mean" else SUM)


def pair_loss(x, y, kind, reduction, beta=1.0):
    \"\"\"mse_loss / l1_loss / smooth_l1_loss / kl_div of x and y (same shape).\"\"\"
    x, y = x.contiguous(), y.contiguous()
    terms = torch.empty_like(x)
    scale = 1.0 / x.shape[0] if reduction == "batchmean" else 1.0
    BLOCK = block_for(x)
    pair_loss_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, y, terms, x.numel(), beta, scale,
                                                       KIND=kind, BLOCK=BLOCK)
    return finish_loss(terms, "sum" if reduction == "batchmean" else reduction)


@triton.jit
def nll_kernel(x_ptr, lse_ptr, t_ptr, out_ptr, keep_ptr, N, C, BLOCK: tl.constexpr):
    # Cross entropy of row i: logsumexp(x[i, :]) - x[i, target[i]] (lse computed before);
    # 0 where target[i] is -100, F.cross_entropy's ignore_index (padding labels), and keep[i]
    # says which rows count in the mean.
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = i < N
    t = tl.load(t_ptr + i, mask=mask, other=0)                         # int64 class index
    keep = mask & (t != -100)
    x_t = tl.load(x_ptr + i * C + t, mask=keep, other=0.0)
    term = tl.where(keep, tl.load(lse_ptr + i, mask=mask, other=0.0) - x_t, 0.0)
    tl.store(out_ptr + i, term, mask=mask)
    tl.store(keep_ptr + i, keep.to(tl.float32), mask=mask)


@triton.jit
def kept_mean_kernel(x_ptr, keep_ptr, out_ptr, N, BLOCK: tl.constexpr):
    # sum(x) / sum(keep) in one program: the mean over the rows not ignored (0 / 0 = NaN where
    # every row is, as torch's)
    acc = tl.zeros([BLOCK], tl.float32)
    cnt = tl.zeros([BLOCK], tl.float32)
    for s in range(0, N, BLOCK):
        i = s + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + i, mask=i < N, other=0.0)
        cnt += tl.load(keep_ptr + i, mask=i < N, other=0.0)
    tl.store(out_ptr, tl.sum(acc, axis=0) / tl.sum(cnt, axis=0))


def cross_entropy(x, target, reduction):
    \"\"\"F.cross_entropy of logits x (N, C) and class indices target (N,), targets of -100
    (ignore_index's default) ignored.\"\"\"
    x = x.contiguous()
    N, C = x.shape
    lse = reduce(x, 1, False, LOGSUMEXP)
    terms = torch.empty(N, device=x.device, dtype=torch.float32)
    keep = torch.empty(N, device=x.device, dtype=torch.float32)
    BLOCK = block_for(x)
    nll_kernel[(triton.cdiv(N, BLOCK),)](x, lse, target.contiguous(), terms, keep, N, C,
                                         BLOCK=BLOCK)
    if reduction != "mean":
        return finish_loss(terms, reduction)
    out = torch.empty((), device=x.device, dtype=torch.float32)
    kept_mean_kernel[(1,)](terms, keep, out, N, BLOCK=1024)
    return out


@triton.jit
def triplet_kernel(a_ptr, p_ptr, n_ptr, out_ptr, N, D, margin, eps,
                   P: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr):
    # Row i: max(d(a_i, p_i) - d(a_i, n_i) + margin, 0), d(u, v) = ||u - v + eps||_P (P = 1, 2),
    # as F.pairwise_distance. Each program owns BLOCK_N rows and walks D in blocks.
    rows = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    row_mask = rows < N
    acc_p = tl.zeros([BLOCK_N], tl.float32)
    acc_n = tl.zeros([BLOCK_N], tl.float32)
    for d0 in range(0, D, BLOCK_D):
        cols = d0 + tl.arange(0, BLOCK_D)
        mask = row_mask[:, None] & (cols[None, :] < D)
        offs = rows[:, None] * D + cols[None, :]
        a = tl.load(a_ptr + offs, mask=mask, other=0.0)
        dp = tl.where(mask, a - tl.load(p_ptr + offs, mask=mask, other=0.0) + eps, 0.0)
        dn = tl.where(mask, a - tl.load(n_ptr + offs, mask=mask, other=0.0) + eps, 0.0)
        if P == 1:
            acc_p += tl.sum(tl.abs(dp), axis=1)
            acc_n += tl.sum(tl.abs(dn), axis=1)
        else:
            acc_p += tl.sum(dp * dp, axis=1)
            acc_n += tl.sum(dn * dn, axis=1)
    if P == 2:
        acc_p = tl.sqrt(acc_p)
        acc_n = tl.sqrt(acc_n)
    tl.store(out_ptr + rows, tl.maximum(acc_p - acc_n + margin, 0.0), mask=row_mask)


def triplet_margin_loss(a, p, n, margin, norm_p, eps, reduction):
    \"\"\"F.triplet_margin_loss of (N, D) anchors, positives and negatives.\"\"\"
    a, p, n = a.contiguous(), p.contiguous(), n.contiguous()
    N, D = a.shape
    terms = torch.empty(N, device=a.device, dtype=torch.float32)
    BLOCK_D = min(triton.next_power_of_2(D), 256)
    BLOCK_N = max(16, min(triton.next_power_of_2(N), 4096 // BLOCK_D))
    triplet_kernel[(triton.cdiv(N, BLOCK_N),)](a, p, n, terms, N, D, margin, eps,
                                               P=norm_p, BLOCK_N=BLOCK_N, BLOCK_D=BLOCK_D)
    return finish_loss(terms, reduction)
''')

library("attention", ["matmul", "along", "scalar"])('''
def attention(q, k, v, scale):
    \"\"\"F.scaled_dot_product_attention(q, k, v, scale=scale) without mask or dropout:
    softmax(q @ k^T * scale) @ v over the last two dims (scale None: 1/sqrt(E)), as the
    library's kernels: a batched product reading K through swapped strides (no transpose is
    materialised), the scale, a softmax along the last dim, and a second product.\"\"\"
    *lead, L, E = q.shape
    S, Ev = v.shape[-2], v.shape[-1]
    Z = q.numel() // (L * E)
    q, k, v = q.contiguous(), k.contiguous(), v.contiguous()
    scores = torch.empty(Z, L, S, device=q.device, dtype=torch.float32)
    launch_matmul(q, k, None, scores, Z, L, S, E, (L * E, E, 1), (S * E, 1, E))
    scores = mul_scalar(scores, E ** -0.5 if scale is None else scale)
    probs = along(scores, 2, SOFTMAX)
    out = torch.empty(*lead, L, Ev, device=q.device, dtype=torch.float32)
    return launch_matmul(probs, v, None, out, Z, L, Ev, S, (L * S, S, 1), (S * Ev, Ev, 1))
''')

# -----------------------------------------------------------------------------
# Lowering: walk the nodes, fuse elementwise chains, call the library for the rest.


def uses_of(graph):
    uses = {}
    for n in graph.nodes:
        for a in n.args:
            uses[a] = uses.get(a, 0) + 1
    for o in graph.outputs:
        uses[o] = uses.get(o, 0) + 1
    return uses


def chain_scalars(nodes):
    """The names of the run-time numbers (synth.Scalar params) the nodes read, in order."""
    return list(dict.fromkeys(v.name for n in nodes for v in n.params.values()
                              if isinstance(v, synth.Scalar)))


def fused_kernel_src(index, nodes, leaves, operands):
    """Source of one fused elementwise kernel and its launcher.

    nodes: the chain (Node list); leaves: the distinct tensor names the chain reads, in order;
    operands: for each node, the leaf indices of its extra operands."""
    name = "fused_" + "_".join(dict.fromkeys(n.op for n in nodes)) + f"_{index}"
    ptrs = ", ".join(f"in{j}_ptr" for j in range(len(leaves)))
    strides = ", ".join(f"in{j}_s0, in{j}_s1, in{j}_s2, in{j}_s3, in{j}_s4"
                        for j in range(len(leaves)))
    dense = [f"        in{j} = tl.load(in{j}_ptr + offs, mask=mask)" for j in range(len(leaves))]
    strided = [f"        in{j} = tl.load(in{j}_ptr + i0 * in{j}_s0 + i1 * in{j}_s1 + i2 * in{j}_s2"
               f" + i3 * in{j}_s3 + i4 * in{j}_s4, mask=mask)" for j in range(len(leaves))]
    if any(LOWERING[n.op].index for n in nodes):     # coordinates for every lane, then the loads
        loads = ["    # the 5-D coordinates of each output element in the (padded) output shape",
                 "    i0, i1, i2, i3, i4 = unravel5(offs, D1, D2, D3, D4)", "    if DENSE:", *dense,
                 "    else:", *strided]
    else:
        loads = ["    if DENSE:", *dense, "    else:   # the 5-D coordinates of each output element "
                 "in the (padded) output shape", "        i0, i1, i2, i3, i4 = unravel5(offs, D1, D2, "
                 "D3, D4)", *strided]
    body = []
    value = "in0"
    for i, (node, extra) in enumerate(zip(nodes, operands)):
        # a run-time number (synth.Scalar) is a kernel argument of its own name
        p = {k: v.name if isinstance(v, synth.Scalar) else v for k, v in node.params.items()}
        expr = LOWERING[node.op].expr(value, [f"in{j}" for j in extra], p)
        body.append(f"    v{i} = {expr}  # {node.op}")
        value = f"v{i}"
    args = ", ".join(f"in{j}" for j in range(len(leaves)))
    stride_args = ", ".join(f"*strides5(in{j}, shape)" for j in range(len(leaves)))
    scalars = "".join(f"{s}, " for s in chain_scalars(nodes))
    chain = " -> ".join(n.op for n in nodes)
    return name, f'''
@triton.jit
def {name}_kernel(out_ptr, {ptrs}, TOTAL, D1, D2, D3, D4,
{" " * (len(name) + 12)}{strides},
{" " * (len(name) + 12)}{scalars}DENSE: tl.constexpr, BLOCK: tl.constexpr):
    # Fused elementwise chain: {chain}. Each lane computes one output element; operands are
    # read through their broadcast strides (DENSE: all contiguous, same shape: read at offs).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < TOTAL
{chr(10).join(loads)}
{chr(10).join(body)}
    tl.store(out_ptr + offs, {value}, mask=mask)


def {name}({args}{", " + scalars[:-2] if scalars else ""}):
    shape = broadcast_shape({", ".join(f"in{j}.shape" for j in range(len(leaves)))})
    out = torch.empty(shape, device=in0.device, dtype=torch.float32)
    dense = all(t.is_contiguous() and tuple(t.shape) == shape for t in ({args},))
    BLOCK = block_for(out)
    {name}_kernel[(triton.cdiv(out.numel(), BLOCK),)](
        out, {args}, out.numel(), *shape5(shape)[1:], {stride_args},
        {scalars}DENSE=dense, BLOCK=BLOCK)
    return out
'''


class Forward:
    """ModelNew.forward under construction: its lines, the library entries and fused kernels it
    needs, and the open elementwise chain (the nodes, the distinct tensors they read, `leaves`,
    and for each node the leaf indices of its extra operands)."""

    def __init__(self, graph):
        self.graph = graph
        self.shapes = {t.name: t.shape for t in graph.inputs} | {n.name: n.shape for n in graph.nodes}
        self.uses = uses_of(graph)
        self.need, self.fused, self.lines = ["helpers"], [], []
        self.produced = set()          # values written by one of our kernels
        self.chain, self.leaves, self.operands = [], [], []

    def leaf(self, expr):
        if expr not in self.leaves:
            self.leaves.append(expr)
        return self.leaves.index(expr)

    def extend(self, node, extra):
        """Append node to the chain (starting one at its first operand if it does not continue
        the open chain); extra: the expressions of its other operands."""
        if not (self.chain and self.chain[-1].name == node.args[0]) or \
                any(LOWERING[n.op].index for n in self.chain) and node.shape != self.chain[-1].shape:
            self.flush()           # (coordinates are the output's: no broadcast after triu/tril)
            self.leaf(node.args[0])
        self.chain.append(node)
        self.operands.append([self.leaf(e) for e in extra])

    def flush(self):
        """Close the open chain: one fused kernel, one line of forward()."""
        if not self.chain:
            return
        name, src = fused_kernel_src(len(self.fused), self.chain, self.leaves, self.operands)
        self.fused.append(src)
        self.need.append("unravel")
        for n in self.chain:
            self.need.extend(LOWERING[n.op].needs)
        out = self.chain[-1]
        args = self.leaves + [f"self.{s}" for s in chain_scalars(self.chain)]
        self.lines.append(f"{out.name} = {name}({', '.join(args)})  # "
                          f"{synth.shape_str(out.shape)}")
        self.produced.add(out.name)
        self.chain, self.leaves, self.operands = [], [], []


def lower_fused(f, n, rule):
    m = f"self.{n.name}"
    extra = rule.operands(n, m, f.shapes) if rule.operands else n.args[1:]
    f.extend(n, extra)
    if f.uses.get(n.name, 0) != 1 or n.name in f.graph.outputs:
        f.flush()              # read elsewhere too: the value must be stored


def lower_launch(f, n, rule):
    f.flush()
    f.need.append(rule.library)
    call = rule.call(n.args[0], n.args[1:], n.params, f"self.{n.name}")
    f.lines.append(f"{n.name} = {call}  # {synth.shape_str(n.shape)}")
    f.produced.add(n.name)


def lower_view(f, n, rule):
    f.flush()
    f.lines.append(f"{n.name} = {rule.expr(n.args[0], n.params)}  # {synth.shape_str(n.shape)} view")


LOWER = {Fused: lower_fused, Launch: lower_launch, View: lower_view}


def lower(graph, style="tutorial", prune=True):
    """A KernelBench `ModelNew` source for the graph: Triton kernels only, fused where possible.
    The compact style drops the library functions the answer never reaches (`reachable`)
    unless `prune` is False (the tiny tokenizer's corpus: drtriton.tokenizer_corpus)."""
    if style not in ("tutorial", "compact"):
        raise ValueError(f"style must be 'tutorial' or 'compact', got {style!r}")
    for n in graph.nodes:
        if n.op not in LOWERING:
            raise ValueError(f"no lowering for operator {n.op!r}")
    f = Forward(graph)
    for n in graph.nodes:
        rule = LOWERING[n.op]
        LOWER[type(rule)](f, n, rule)
    f.flush()
    out = graph.outputs[0]
    if out not in f.produced:          # the result is a view: an identity kernel materialises it
        lower_fused(f, synth.Node(out + "_copy", "dropout", [out], {}, f.shapes[out]),
                    LOWERING["dropout"])
        out = out + "_copy"
    return assemble(graph, f.shapes, f.need, f.fused, f.lines, out, style, prune)


def assemble(graph, shapes, need, fused, lines, out, style, prune=True):
    """Imports, the library entries in order, the fused kernels, and ModelNew."""
    todo, order = list(need), []
    while todo:
        k = todo.pop()
        if k not in order:
            order.append(k)
            todo.extend(DEPENDS[k])
    parts = ["import torch\nimport torch.nn as nn\nimport triton\nimport triton.language as tl\n"]
    parts += [LIBRARY[k] for k in LIBRARY if k in order]
    parts += [src.strip("\n") + "\n" for src in fused]
    scalars = chain_scalars(graph.nodes)       # run-time numbers: constructor arguments
    init = [f"        self.{s} = {s}" for s in scalars]
    for n in graph.nodes:
        src = synth.module_src(n, len(shapes[n.args[0]]))
        if src:
            init.append(f"        self.{n.name} = {src}")
    args = ", ".join(t.name for t in graph.inputs)
    cls = ['class ModelNew(nn.Module):',
           '    """The program lowered to Triton: same weights (same modules, same order),',
           '    read by the kernels; the modules themselves are never called."""', '',
           f'    def __init__({", ".join(["self"] + scalars)}):', '        super().__init__()', *init, '',
           f'    def forward(self, {args}):', *[f"        {ln}" for ln in lines],
           f'        return {out}']
    src = "\n\n".join(parts) + "\n\n" + "\n".join(cls) + "\n"
    if style != "compact":
        return src
    return reachable(compact(src)) if prune else compact(src)


def reachable(src):
    """src without the top-level functions and constants nothing reaches: a library entry is
    a group of kernels (the losses share one), and an answer that uses one of them need not
    carry the rest. Reached is what the module's other statements (imports, ModelNew) name,
    and what those name in turn. The compact answer is what a model learns to write and is
    capped in tokens (train.py's answer caps): a level-1 L1 loss carried the whole loss
    library, its answer the longest of its level by far."""
    tree = ast.parse(src)
    defs = {}                      # {name: indices of the top-level statements binding it}
    for i, node in enumerate(tree.body):
        if isinstance(node, ast.FunctionDef):
            defs.setdefault(node.name, []).append(i)
        elif isinstance(node, ast.Assign):
            for n in (n for t in node.targets for n in ast.walk(t)):
                if isinstance(n, ast.Name):
                    defs.setdefault(n.id, []).append(i)
    names = [{n.id for n in ast.walk(node) if isinstance(n, ast.Name)} for node in tree.body]
    keep = {i for i, node in enumerate(tree.body)
            if not isinstance(node, (ast.FunctionDef, ast.Assign))}
    todo = list(keep)
    while todo:
        for j in (j for name in names[todo.pop()] for j in defs.get(name, ())):
            if j not in keep:
                keep.add(j)
                todo.append(j)
    lines = src.split("\n")
    drop = set()
    for i, node in enumerate(tree.body):
        if i not in keep:
            first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
            drop.update(range(first - 1, node.end_lineno))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(ln for k, ln in enumerate(lines) if k not in drop))

# -----------------------------------------------------------------------------
# The compact style: the same code without comments or docstrings, with short names.

SHORT = {"BLOCK_R": "BR", "BLOCK_C": "BC", "BLOCK_M": "BM", "BLOCK_N": "BN", "BLOCK_K": "BK",
         "BLOCK": "B", "TOTAL": "T", "offs": "o", "mask": "m", "c_mask": "cm", "row_mask": "rm_",
         "out_ptr": "O", "x_ptr": "X", "w_ptr": "Wp", "b_ptr": "Bp", "broadcast_shape": "bshape",
         "block_for": "blk", "strides5": "st5", "shape5": "sh5", "weight": "w"}


TRITON_KEYWORDS = {"mask"}


def compact(src):
    out, in_doc = [], False
    for line in src.split("\n"):
        s = line.strip()
        if s.startswith('"""') or s.endswith('"""'):
            one_line = s.count('"""') == 2
            if not one_line:
                in_doc = not in_doc
            continue
        if in_doc or s.startswith("#"):
            continue
        line = re.sub(r"\s+#.*$", "", line)
        out.append(line)
    src = re.sub(r"\n{3,}", "\n\n", "\n".join(out))
    for long, short in SHORT.items():
        # attributes (self.n0.weight) keep their names, and so do Triton's keywords (mask=...)
        keyword = r"(?!=[^=])" if long in TRITON_KEYWORDS else ""
        src = re.sub(rf"(?<![.\w]){long}\b{keyword}", short, src)
    src = re.sub(r"\bfused_\w+?_(\d+)(_kernel)?\b", lambda m: f"f{m[1]}" + ("k" if m[2] else ""), src)
    return src


def solution(program, style="tutorial", prune=True):
    """The teacher's ModelNew source for a synth.Program."""
    return lower(program.graph, style, prune)


def solution_path(problem_path):
    root, ext = os.path.splitext(problem_path)
    return root + "_solution" + ext


def program_of_file(path):
    """The synth.Program a file written by `synth.py --out` holds, or a one-line ValueError."""
    m = re.search(r"L(\d+)_(\d+)\.py$", path)
    if not os.path.isfile(path) or not m:
        raise ValueError(f"{path}: not a problem file written by synth.py (L<level>_<seed>.py)")
    with open(path) as f:
        text = f.read()
    size = re.search(r"size (cpu|gpu)\)", text)
    program = synth.sample_program(int(m.group(1)), int(m.group(2)), size.group(1) if size else "cpu")
    if program.source != text:
        raise ValueError(f"{path}: does not match synth.py's program for its level and seed")
    return program


def write_solutions(folder, style):
    """FOLDER/L*_*_solution.py beside every problem file synth.py wrote into FOLDER."""
    paths = sorted(os.path.join(folder, f) for f in os.listdir(folder)
                   if re.fullmatch(r"L\d+_\d+\.py", f))
    if not paths:
        raise ValueError(f"{folder}: no problem files (L<level>_<seed>.py) in it")
    for path in paths:
        program = program_of_file(path)
        with open(solution_path(path), "w") as f:
            f.write(solution(program, style))
        print(f"{solution_path(path)}: {' -> '.join(program.ops)}")


def main(argv=None):
    ap = argparse.ArgumentParser(description="The teacher's Triton solution of synthetic problems: "
                                 "print one (a problem file, or --level/--seed), or write one "
                                 "beside every problem of a folder written by synth.py --out.")
    ap.add_argument("problem", nargs="?", help="a file or folder written by `synth.py --out`")
    ap.add_argument("--level", type=int, help="sample the problem instead: its level")
    ap.add_argument("--seed", type=int, default=0, help="...and seed")
    ap.add_argument("--size", default="cpu", help="...and size (cpu or gpu)")
    ap.add_argument("--style", default="tutorial", choices=["tutorial", "compact"])
    args = ap.parse_args(argv)
    try:
        if args.level is not None:
            program = synth.sample_program(args.level, args.seed, args.size)
        elif not args.problem:
            ap.error("give a problem file, a folder of them, or --level")
        elif os.path.isdir(args.problem):
            return write_solutions(args.problem, args.style)
        else:
            program = program_of_file(args.problem)
    except ValueError as e:
        ap.error(str(e))
    except OSError as e:
        ap.error(f"{args.problem}: {e.strerror}")
    print(solution(program, args.style), end="")


if __name__ == "__main__":
    main()
