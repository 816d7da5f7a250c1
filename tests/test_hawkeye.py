"""Tests for hawkeye.py, each against an oracle: the GPU records (a 200-per-batch sample in
tests/hawkeye_sample, the full set where ../shared/hawkeye_records exists), an independent
exact reference written here with Python integers (also a stand-in tensor core whose choices
differ from the model one at a time, which probe and verify must tell apart), Fractions for
the epilogue, and torch's own format conversions. CPU only except the tests marked gpu."""
import math
import os
import zlib
from fractions import Fraction

import numpy as np
import pytest
import torch

import hawkeye as hk

RECORDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "hawkeye_records")
SAMPLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hawkeye_sample")   # 200 per batch
NO_RECORDS = ("GPU records not found at ../shared/hawkeye_records; the public records come from "
              "github.com/north-numerical-computing/MATLAB-tensor-core, folder model_validation/")


def bits32(x):
    return np.asarray(x, np.float32).view(np.uint32)


# ----------------------------------------------------------------------------------------------
# The slow exact reference: one dot product at a time, Python ints only (every value is an
# integer count of 2^-Q), written from the model in hawkeye.py's docstring without looking at the vectorised code.

FMT = {"fp16": (10, -14), "bf16": (7, -126), "tf32": (10, -126), "e4m3": (3, -6), "e5m2": (2, -14)}
Q = 300          # products of two inputs are multiples of 2^-266 at least, fp32 values of 2^-149


def ival(x):
    """A finite Python float -> the exact integer x * 2^Q."""
    return int(math.ldexp(x, Q))


def log2_floor(v):
    """floor(log2|v|) of a nonzero integer count v of 2^-Q."""
    return abs(v).bit_length() - 1 - Q


def round_to(v, lsb, mode="truncate"):
    """v (count of 2^-Q) cut to a multiple of 2^lsb: toward zero, or nearest with ties to even."""
    s = lsb + Q
    if s <= 0:
        return v
    n, r = divmod(abs(v), 1 << s)
    if mode == "nearest-even" and (2 * r > 1 << s or (2 * r == 1 << s and n % 2 == 1)):
        n += 1
    return (n << s) if v >= 0 else -(n << s)


def to_fp32(v, bits, mode="truncate", overflow="inf", flush=False):
    """Exact v -> a float32 value with `bits` significant bits (subnormals on the 2^-149 grid).
    overflow: "inf", or "max-finite" (what IEEE round-toward-zero gives); flush: subnormal
    results become 0."""
    if v == 0:
        return 0.0
    r = round_to(v, max(log2_floor(v) - (bits - 1), -149), mode)
    if abs(r) >= 1 << (128 + Q):
        big = math.inf if overflow == "inf" or mode == "nearest-even" else (2 - 2.0 ** (1 - bits)) * 2.0 ** 127
        return math.copysign(big, r)
    if flush and abs(r) < 1 << (Q - 126):
        return 0.0
    return math.ldexp(r, -Q)                     # r has <= 25 significant bits: exact


def to_fp16_rne(v):
    if v == 0:
        return 0.0
    r = round_to(v, max(log2_floor(v) - 10, -24), "nearest-even")
    return math.copysign(math.inf, r) if abs(r) >= ival(65520.0) else math.ldexp(r, -Q)


def to_fp32_rne(q):
    """An exact Fraction (a multiple of 2^-Q) -> the nearest fp32 value, ties to even; a
    negative value that rounds to zero gives -0, as in IEEE."""
    v = q * 2 ** Q
    assert v.denominator == 1, "not a multiple of 2^-Q"
    r = to_fp32(int(v), 24, "nearest-even")
    return math.copysign(0.0, q) if r == 0 else r


# The hardware choices that the built-in profiles fix and a stand-in may vary (the probes must
# tell each one apart). Defaults: the model of hawkeye.py's docstring.
HW = dict(align="truncate",        # alignment cut: "truncate" or "nearest-even"
          final="truncate",        # group result to fp32: "truncate" or "nearest-even"
          sub_in="kept",           # subnormal inputs: "kept" or "flushed" (to 0)
          sub_acc="kept",          # subnormal fp32 accumulator: "kept" or "flushed"
          sub_out="kept",          # subnormal group results: "kept" or "flushed"
          sub_exp="emin",          # exponent of a subnormal input: "emin" or "normalised"
          overflow="inf",          # group result >= 2^128: "inf" or "max-finite"
          zeros="+0")              # zero results: always "+0", or signed as in IEEE ("ieee")


def ref_group(acc, pairs, F, floor, out_bits, fmt, out, hw=HW):
    """One group: acc (float) and the (a, b) pairs of its products -> the new accumulator."""
    emin = FMT[fmt][1]
    acc_emin = -14 if out == "fp16" else -126
    if hw["sub_in"] == "flushed":
        pairs = [tuple(math.copysign(0.0, x) if abs(x) < 2.0 ** emin else x for x in p) for p in pairs]
    if hw["sub_acc"] == "flushed" and out == "fp32" and abs(acc) < 2.0 ** -126:
        acc = math.copysign(0.0, acc)
    normalised = hw["sub_exp"] == "normalised"
    exp_of = lambda x: math.frexp(x)[1] - 1 if normalised else max(math.frexp(x)[1] - 1, emin)
    vals = [acc] + [x * y if not (math.isinf(x) or math.isinf(y)) or (x != 0 and y != 0) else math.nan
                    for x, y in pairs]
    if any(math.isnan(v) for v in vals) or any(math.isnan(x) or math.isnan(y) for x, y in pairs):
        return math.nan
    infs = {math.copysign(1, v) for v in vals if math.isinf(v)}
    if infs:
        return math.nan if len(infs) == 2 else math.copysign(math.inf, infs.pop())
    # finite terms: (exact value as a count of 2^-Q, exponent with the convention of §5)
    terms = []
    if acc != 0:
        terms.append((ival(acc), max(math.frexp(acc)[1] - 1, acc_emin)))
    for x, y in pairs:
        if x != 0 and y != 0:
            terms.append(((ival(x) * ival(y)) >> Q, exp_of(x) + exp_of(y)))   # exact
    s = 0
    if terms:
        E = max(e for _, e in terms)
        if floor is not None:
            E = max(E, floor)
        s = sum(round_to(v, E - F, hw["align"]) for v, _ in terms)
    if out == "fp16":
        r = to_fp16_rne(s)
    else:
        r = to_fp32(s, out_bits, hw["final"], hw["overflow"], hw["sub_out"] == "flushed")
    if r == 0:                                           # zero results: +0, or IEEE's sign
        exact = sum(v for v, _ in terms)
        negative = exact < 0 or (exact == 0 and all(v == 0 and math.copysign(1, v) < 0 for v in vals))
        r = -0.0 if hw["zeros"] == "ieee" and negative else 0.0
    return r


def ref_add(x, y, out):
    """x + y, one IEEE add rounded to nearest even in the output format (c_enters='after')."""
    if math.isnan(x) or math.isnan(y) or (math.isinf(x) and math.isinf(y) and x != y):
        return math.nan
    if math.isinf(x) or math.isinf(y):
        return x if math.isinf(x) else y
    s = ival(x) + ival(y)
    return (to_fp16_rne(s) if out == "fp16" else to_fp32(s, 24, "nearest-even")) + 0.0


def ref_dot(a, b, c, group, F, floor, out_bits, fmt, out="fp32", c_enters="first", order=(), hw=None):
    """a, b: lists of Python floats (values of fmt, maybe inf/NaN), c: float. Returns a float.
    One instruction after another (len(order) or group positions each); its groups take the
    positions in `order`; c_enters='after': they sum from 0 and c is added last (ref_add).
    hw: changes to HW (a stand-in for other hardware)."""
    hw = dict(HW, **hw) if hw else HW
    if out == "fp16":
        with np.errstate(over="ignore"):
            c = float(np.float16(c))
    acc, n = c, len(order) or group
    for i0 in range(0, len(a), n):
        ks = [i0 + k for k in (order or range(n)) if i0 + k < len(a)]
        part = acc if c_enters == "first" else 0.0
        for g0 in range(0, len(ks), group):
            part = ref_group(part, [(a[k], b[k]) for k in ks[g0:g0 + group]], F, floor, out_bits, fmt, out, hw)
        acc = part if c_enters == "first" else ref_add(acc, part, out)
    return acc


def ref_matmul(A, B, C, group, F, floor, out_bits, fmt, hw=None, tf32="exact", out="fp32"):
    """A stand-in tensor core, one ref_dot per output: (M, K) @ (K, N) + C -> (M, N) float32.
    hw: changes to HW, and c_enters ("first group" or "after products") and order (ref_dot's).
    tf32: how float32 operands are converted for tf32 inputs: "exact" (they must be tf32
    values: ValueError otherwise), "truncate" or "nearest-even" (to 10 fraction bits)."""
    A, B = np.asarray(A, np.float32), np.asarray(B, np.float32)
    if fmt == "tf32" and tf32 != "exact":
        A, B = (np.array([[to_fp32(ival(float(x)), 11, tf32) if np.isfinite(x) and x != 0 else x
                           for x in row] for row in M], np.float32) for M in (A, B))
    elif fmt == "tf32":
        for M in (A, B):
            if (M.view(np.uint32) & 0x1fff).any():
                raise ValueError("not exactly representable in tf32")
    Bt = B.T.tolist()
    hw = dict(hw or {})
    c_enters = "after" if hw.pop("c_enters", "first group") == "after products" else "first"
    order = hw.pop("order", ())
    return np.array([[ref_dot(row, col, float(C[i, j]), group, F, floor, out_bits, fmt, out, c_enters, order, hw)
                      for j, col in enumerate(Bt)] for i, row in enumerate(A.tolist())],
                     np.float16 if out == "fp16" else np.float32)


def random_inputs(rng, n, K, fmt, tame=False):
    """A mix that reaches every path: ordinary values (cancellation), random bit patterns (all
    exponents, subnormals, extremes), zeros, and a sprinkle of inf/NaN. tame: only moderate
    exponents, zeros and subnormals of fmt, finite c, which is what the float32 fast form of
    the cut takes (the wild mix sends every block through the float64 form)."""
    nbits = {"fp16": 16, "bf16": 16, "tf32": 19, "e4m3": 8, "e5m2": 8}[fmt]
    if tame:
        f = hk.FORMATS[fmt]
        lo, hi = max(f.emin, -50), min(int(math.log2(f.max)), 40)
        out = []
        for _ in range(2):
            x = hk.random_values(rng, (n, K), fmt, lo, hi)
            sub = rng.integers(0, 1 << f.mant, (n, K)) * 2.0 ** (f.emin - f.mant)   # zeros, subnormals
            out.append(np.where(rng.random((n, K)) < 0.1, sub, x).astype(np.float32))
        return out[0], out[1], (rng.standard_normal(n) * 2.0 ** rng.integers(-20, 20, n)).astype(np.float32)
    out = []
    for _ in range(2):
        x = hk.random_values(rng, (n, K), fmt, -4, 2)
        raw = hk.from_bits(rng.integers(0, 1 << nbits, (n, K)), fmt)
        pick = rng.random((n, K))
        x = np.where(pick < 0.3, raw, x)
        x = np.where((pick > 0.95) & np.isfinite(raw), 0, x)
        x = np.where(np.isfinite(x), x, 1)
        specials = [np.nan] if fmt == "e4m3" else [np.inf, -np.inf, np.nan]   # E4M3 has no inf
        x = np.where(rng.random((n, K)) < 0.005, rng.choice(specials, (n, K)), x)
        out.append(x.astype(np.float32))
    c = rng.standard_normal(n).astype(np.float32)
    craw = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32).view(np.float32)
    c = np.where(rng.random(n) < 0.2, craw, c)
    c = np.where(rng.random(n) < 0.1, np.float32(2.0 ** -140), c)     # subnormal accumulators
    c[:3] = np.inf, -np.inf, np.nan                      # special accumulators, whatever the format
    return out[0], out[1], c.astype(np.float32)


CASES = [(a, f, o) for (a, f) in hk.PROFILES for o in ("fp32", "fp16")
         if o == "fp32" or (f in ("fp16", "e4m3", "e5m2") and (a, f, o) not in hk.UNMODELLED)]


def ref_profile(a, b, c, prof, fmt, out):
    """ref_dot for every row of a, b, c with the profile's parameters (prof.fp16 for fp16 output)."""
    prof = prof.fp16 if out == "fp16" and prof.fp16 else prof
    return np.array([ref_dot([float(x) for x in a[i]], [float(x) for x in b[i]], float(c[i]),
                             prof.group, prof.frac, prof.floor, prof.out_bits, fmt, out,
                             prof.c_enters, prof.order) for i in range(len(c))], np.float32)


@pytest.mark.parametrize("tame", [False, True], ids=["wild", "tame"])
@pytest.mark.parametrize("arch,fmt,out", CASES)
def test_replay_equals_exact_reference(arch, fmt, out, tame):
    prof = hk.PROFILES[(arch, fmt)]
    prof = prof.fp16 if out == "fp16" and prof.fp16 else prof
    rng = np.random.default_rng(zlib.crc32(f"{arch} {fmt} {out} {tame}".encode()))   # same every run
    K = 2 * (len(prof.order) or prof.group) + 3          # two full instructions and a short one
    a, b, c = random_inputs(rng, 120, K, fmt, tame)
    got = hk.dot(a, b, c, arch=arch, fmt=fmt, out=out).astype(np.float32)
    want = ref_profile(a, b, c, hk.PROFILES[(arch, fmt)], fmt, out)
    if not tame:                                                  # the specials were exercised
        assert np.isnan(want).any() and np.isinf(want).any()
    same = (bits32(got) == bits32(want)) | (np.isnan(got) & np.isnan(want))
    assert same.all(), f"first mismatch at {np.argmin(same)}: got {got[~same][:3]}, want {want[~same][:3]}"
    if out == "fp32":                                             # canonical NaN 0x7fffffff
        assert np.all(bits32(got)[np.isnan(got)] == 0x7fffffff)


def test_matmul_equals_dot_per_element():
    rng = np.random.default_rng(1)
    a, b, _ = random_inputs(rng, 24, 40, "bf16")
    A, B = a[:12], b[12:].T.copy()                       # (12, 40) @ (40, 12)
    C = rng.standard_normal((12, 12)).astype(np.float32)
    assert not np.isfinite(A).all() and not np.isfinite(B).all()   # the inf/NaN path too
    D = hk.matmul(A, B, C, arch="h100", fmt="bf16")
    for i in range(12):
        row = hk.dot(np.repeat(A[i:i + 1], 12, 0), B.T, C[i], arch="hopper", fmt="bf16")
        assert np.array_equal(bits32(D[i]), bits32(row))


@pytest.mark.parametrize("arch,fmt", [("hopper", "bf16"), ("ampere", "fp16"), ("volta", "fp16")])
def test_matmul_on_two_threads_equals_reference(monkeypatch, arch, fmt):
    """Row blocks of 7 (a short last one) on two threads, a short last group (K = 35), tame and
    wild rows: every output equals the exact reference."""
    p = hk.PROFILES[(arch, fmt)]
    monkeypatch.setattr(hk, "_block_rows", lambda group, N: 7)
    A, B, C = _gemm_inputs(fmt, 30, 64, 35, zlib.crc32(f"threads {arch} {fmt}".encode()))
    got = hk.matmul(A, B, C, arch=arch, fmt=fmt, workers=2)
    want = ref_matmul(A, B, C, p.group, p.frac, p.floor, p.out_bits, fmt)
    same = (bits32(got) == bits32(want)) | (np.isnan(got) & np.isnan(want))
    assert same.all(), f"{(~same).sum()} mismatches"
    with pytest.raises(ValueError, match="workers"):
        hk.matmul(A, B, C, arch=arch, fmt=fmt, workers=0)


FAST = [(a, f) for (a, f), p in hk.PROFILES.items() if hk._fast_ok(p, hk.FP32)]


def _fast_mix(rng, M, N, K, fmt, group):
    """Inputs for matmul's fast form and its edges: rows of A and columns of B at scales far
    apart, and one row (7) ~110 binary orders below the others where the format allows (its
    outputs are deep: every product far below the block's largest), all-zero groups,
    subnormals; C with zeros, ordinary, tiny (2^-100: below the fast form's accumulator bound)
    and subnormal values."""
    f = hk.FORMATS[fmt]
    lo, hi = f.emin, int(math.log2(f.max))
    scales = [0, 0, 0, 20, -20, 10, -10] if hi > 100 else [0, 0, 0, lo, hi - 2, lo // 2, hi // 2]
    rs = rng.choice(scales, M)
    if hi > 100:
        rs[7] = -110
    A = np.stack([hk.random_values(rng, K, fmt, max(lo, s - 2), min(hi, s + 2)) for s in rs])
    B = np.stack([hk.random_values(rng, K, fmt, max(lo, s - 2), min(hi, s + 2)) for s in rng.choice(scales, N)], 1)
    sub = rng.integers(1, 1 << f.mant, (M, K)) * 2.0 ** (f.emin - f.mant)
    A = np.where(rng.random((M, K)) < 0.05, sub, A).astype(np.float32)
    A[:, :group][rng.random(M) < 0.3] = 0                # all-zero groups (with zero C below)
    B[rng.random((K, N)) < 0.1] = 0
    C = (rng.standard_normal((M, N)) * 2.0 ** rng.integers(-20, 20, (M, N))).astype(np.float32)
    pick = rng.random((M, N))
    C[pick < 0.4] = 0
    C[(pick > 0.85) & (pick < 0.92)] = 2.0 ** -100
    C[pick > 0.92] = 2.0 ** -140
    return A, B.astype(np.float32), C


@pytest.mark.parametrize("arch,fmt", FAST)
def test_fast_form_equals_reference(monkeypatch, arch, fmt):
    """matmul's fast form (E from a BLAS product of powers of two, products in float32 and int32)
    and its hand-offs to `_group` (deep outputs, tiny accumulators, E out of its range) against
    the exact reference, on small blocks (5 rows) with a short last group: both paths run."""
    p = hk.PROFILES[(arch, fmt)]
    taken = {"fast": 0, "general": 0}
    group_fast = hk._group_fast

    def counted(*args):
        res = group_fast(*args)
        taken["general" if res is None else "fast"] += 1
        return res
    monkeypatch.setattr(hk, "_group_fast", counted)
    monkeypatch.setattr(hk, "_block_rows", lambda group, N: 5)
    rng = np.random.default_rng(zlib.crc32(f"fast {arch} {fmt}".encode()))
    A, B, C = _fast_mix(rng, 15, 21, 3 * p.group + 5, fmt, p.group)
    got = hk.matmul(A, B, C, arch=arch, fmt=fmt)
    want = ref_matmul(A, B, C, p.group, p.frac, p.floor, p.out_bits, fmt)
    same = (bits32(got) == bits32(want)) | (np.isnan(got) & np.isnan(want))
    assert same.all(), f"{(~same).sum()} mismatches, first at {np.argwhere(~same)[0]}"
    assert taken["fast"] > 0 and taken["general"] > 0, taken


@pytest.mark.parametrize("arch,fmt", [("hopper", "bf16"), ("ada", "e4m3")])
def test_fast_form_float32_exponent_sums_and_retry(monkeypatch, arch, fmt):
    """E's BLAS product is tried in float32 (differences clamped at -H32); a block with an output
    deep for that clamp retakes it in float64. Blocks of rows of one scale take the first, blocks
    of rows far below the largest (2^-30 for bf16, the smallest normals for e4m3) the second;
    every output equals the exact reference."""
    p = hk.PROFILES[(arch, fmt)]
    tables = {True: 0, False: 0}
    e_table = hk._e_table

    def counted(prof, off, acc_ok, f32=False):
        tables[f32] += 1
        return e_table(prof, off, acc_ok, f32)
    monkeypatch.setattr(hk, "_e_table", counted)
    monkeypatch.setattr(hk, "_block_rows", lambda group, N: 4)
    rng = np.random.default_rng(zlib.crc32(f"f32 {arch} {fmt}".encode()))
    f, K = hk.FORMATS[fmt], 4 * p.group
    top = min(int(math.log2(f.max)), 8)
    A = np.concatenate([hk.random_values(rng, (8, K), fmt, top - 4, top),      # blocks 0, 1: one scale
                        hk.random_values(rng, (8, K), fmt, max(f.emin, -30), max(f.emin, -30) + 3)])
    A[9, :p.group] = 0                                   # an all-zero group in a wide block
    B = hk.random_values(rng, (K, 12), fmt)
    C = rng.standard_normal((16, 12)).astype(np.float32)
    got = hk.matmul(A, B, C, arch=arch, fmt=fmt)
    want = ref_matmul(A, B, C, p.group, p.frac, p.floor, p.out_bits, fmt)
    same = (bits32(got) == bits32(want)) | (np.isnan(got) & np.isnan(want))
    assert same.all(), f"{(~same).sum()} mismatches"
    assert tables[True] > tables[False] > 0, tables


def test_fast_form_deep_outputs_and_boundaries():
    """Hopper bf16, one group: a row 2^120 below the other (its outputs are deep: M <= -H, sent
    to `_group`), E = F - 125 (the lowest E the fast form takes: a 2^-127 product cut to 0),
    E = F - 126 (not taken), and products near 2^121 (the largest E it takes)."""
    A = np.zeros((5, 16), np.float32)
    B = np.ones((16, 3), np.float32)
    A[0], A[1] = 2.0 ** 60, 2.0 ** -60                   # row 1: products 2^120 below row 0
    A[2, :2], B[:2, 1] = (2.0 ** -50, 2.0 ** -63), (2.0 ** -50, 2.0 ** -64)   # E = -100; 2^-127
    A[3, 0], B[0, 2] = 2.0 ** -101, 1.0                  # E = -101 in column 2
    A[4, :3], B[:3, 0] = 1.5 * 2.0 ** 60, 1.5 * 2.0 ** 60   # near 2^121
    for C in (np.zeros((5, 3), np.float32), np.full((5, 3), 2.0 ** -60, np.float32)):
        got = hk.matmul(A, B, C, arch="hopper", fmt="bf16")
        want = ref_matmul(A, B, C, 16, 25, -133, 24, "bf16")
        assert np.array_equal(bits32(got), bits32(want))


@pytest.mark.parametrize("fmt", list(hk.FORMATS))
def test_check_representable_every_bit_pattern_and_one_bad(fmt):
    """Every value of the format (subnormals, extremes, inf, NaN) passes; one value with a bit
    too many, or one just above the largest, is named by its index (the integer screen plus
    the exact check on what it lets through)."""
    nbits = {"fp16": 16, "bf16": 16, "tf32": 19, "e4m3": 8, "e5m2": 8}[fmt]
    x = hk.from_bits(np.arange(1 << nbits), fmt).reshape(-1, 8)
    hk.check_representable(x, fmt)
    f = hk.FORMATS[fmt]
    above = f.max + 2.0 ** (math.floor(math.log2(f.max)) - f.mant)   # one step above max (bf16, tf32: none
    above = np.float32(above) if above < 2.0 ** 128 else np.nextafter(np.float32(f.max), np.float32(np.inf))
    for bad in (np.float32(1 + 2.0 ** -(f.mant + 1)), above, np.float32(2.0 ** (f.emin - f.mant - 1))):
        y = x.copy()
        y[5, 3] = bad
        with pytest.raises(ValueError, match=r"A\[5, 3\]"):
            hk.check_representable(y, fmt)


def test_sum0_halving():
    for n in range(1, 34):
        x = np.arange(n * 6, dtype=np.int32).reshape(n, 2, 3)
        want = x.sum(0)
        assert np.array_equal(hk._sum0(x.copy()), want)


def test_float32_form_boundary():
    """The float32 form of the cut is taken only while E > F - 126: at E = F - 125 a product
    too small for float32 (3 * 2^-128, a float32 subnormal) must still cut to 0, and at the
    boundary itself the float64 form takes over. Both agree with the exact reference."""
    for e in (-49, -50, -51):                             # E = 2e: -98, -100 (float32), -102
        a = np.array([[2.0 ** e, 1.5 * 2.0 ** -64, 2.0 ** e]], np.float32)
        b = np.array([[2.0 ** e, 2.0 ** -63, -(2.0 ** (e - 20))]], np.float32)
        got = hk.dot(a, b, np.zeros(1, np.float32), arch="hopper", fmt="bf16")
        want = ref_dot([float(x) for x in a[0]], [float(x) for x in b[0]], 0.0, 16, 25, -133, 24, "bf16")
        assert bits32(got)[0] == bits32(np.float32(want))


def test_empty_shapes():
    z = np.zeros
    assert hk.dot(z((0, 4), np.float32), z((0, 4), np.float32), z(0, np.float32), arch="a100", fmt="fp16").shape == (0,)
    assert hk.matmul(z((0, 4), np.float32), z((4, 3), np.float32), arch="a100", fmt="fp16").shape == (0, 3)
    C = np.ones((2, 3), np.float32)
    assert np.array_equal(hk.matmul(z((2, 0), np.float32), z((0, 3), np.float32), C, arch="a100", fmt="fp16"), C)


def test_canonical_nan_and_overflow():
    A = np.array([[np.inf, 1.0], [2.0 ** 100, 2.0 ** 100]], np.float32)
    B = np.array([[0.0, 1.0], [2.0 ** 100, 1.0]], np.float32)
    D = hk.matmul(A, B, arch="ampere", fmt="bf16")
    assert bits32(D)[0, 0] == 0x7fffffff                 # inf * 0
    assert np.isinf(D[1, 0]) and D[1, 0] > 0             # 2^200 + 2^200 overflows fp32: inf
    assert D[1, 1] == np.float32(2.0 ** 100 + 2.0 ** 100)


def test_overflow_in_the_float32_form_stays_inf():
    """A group result past 2^128 from the float32 form of the cut (products below 2^126) is inf,
    and the next group cannot bring it back: 1.75 2^127 + 1.5 2^125, then - 1.5 2^125."""
    A = np.zeros((1, 17), np.float32)
    B = np.zeros((17, 1), np.float32)
    A[0, 0], A[0, 16], B[0, 0], B[16, 0] = 1.5 * 2.0 ** 62, -1.5 * 2.0 ** 62, 2.0 ** 63, 2.0 ** 63
    C = np.full((1, 1), 1.75 * 2.0 ** 127, np.float32)
    want = ref_dot(A[0].tolist(), B[:, 0].tolist(), float(C[0, 0]), 16, 25, -133, 24, "bf16")
    assert want == math.inf and hk.matmul(A, B, C, arch="hopper", fmt="bf16")[0, 0] == np.inf


@pytest.mark.parametrize("a,b,c", [(-(2.0 ** -80), 2.0 ** -80, -0.0),     # float64 form: -2^-160 cut
                                   (-0.0, 1.0, -0.0), (1.0, 1.0, -1.0)])   # all -0; 1 - 1
def test_zero_results_are_plus_zero(a, b, c):
    """Departure 4: every zero result is +0, in both forms of the cut (as the reference), also
    where every term is -0 or cut to -0 (0 * -0 in the second slot)."""
    A = np.array([[a, 0.0]], np.float32)
    B = np.array([[b], [-0.0]], np.float32)
    got = hk.matmul(A, B, np.full((1, 1), c, np.float32), arch="hopper", fmt="bf16")[0, 0]
    want = ref_dot(A[0].tolist(), B[:, 0].tolist(), c, 16, 25, -133, 24, "bf16")
    assert bits32(got) == bits32(np.float32(want))


# ----------------------------------------------------------------------------------------------
# The two edge cases where the peer simulators go wrong


def test_hopper_group_sum_of_2_pow_minus_158_is_zero():
    A = np.zeros((2, 32), np.float32)
    B = np.zeros((32, 1), np.float32)
    A[:, 0], B[0, 0] = 2.0 ** -79, 2.0 ** -79            # one product of exactly 2^-158
    A[1, 0] = -(2.0 ** -79)
    A[:, 16], B[16, 0] = 2.0 ** -70, 2.0 ** -70          # next group: 2^-140
    D = hk.matmul(A[:, :16], B[:16], arch="hopper", fmt="bf16")
    assert D[0, 0] == 0 and D[1, 0] == 0                 # not FLT_MIN (the C++ simulator)
    D = hk.matmul(A, B, arch="hopper", fmt="bf16")       # and nothing carries into group 2
    assert D[0, 0] == np.float32(2.0 ** -140) and D[1, 0] == np.float32(2.0 ** -140)


def test_exponent_floor_changes_subnormal_output_by_one_ulp():
    # 2^-140 - 2^-157: on Hopper (floor -133, F = 25) the grid is 2^-158, the small term stays,
    # and the truncation to fp32 gives 2^-140 - 2^-149; on Ampere (floor -132, F = 24) the grid
    # is 2^-156, the small term is cut: 2^-140. A floor of -126 (MMA-Sim) would cut it too.
    A = np.array([[2.0 ** -70, -(2.0 ** -80)]], np.float32)
    B = np.array([[2.0 ** -70], [2.0 ** -77]], np.float32)
    assert hk.matmul(A, B, arch="hopper", fmt="bf16")[0, 0] == np.float32(2.0 ** -140 - 2.0 ** -149)
    assert hk.matmul(A, B, arch="ampere", fmt="bf16")[0, 0] == np.float32(2.0 ** -140)
    mma_sim = hk.Profile(16, 25, -126, 24)
    assert hk.matmul(A, B, arch="hopper", fmt="bf16", profile=mma_sim)[0, 0] == np.float32(2.0 ** -140)


# ----------------------------------------------------------------------------------------------
# Schedules


def _parts(A, B, C, cuts, **kw):
    return [hk.matmul(A[:, k0:k1], B[k0:k1], C if i == 0 else None, **kw) for i, (k0, k1) in enumerate(cuts)]


def test_split_k_is_fp32_sum_of_chained_partials():
    rng = np.random.default_rng(2)
    A, B = hk.random_values(rng, (8, 96), "bf16"), hk.random_values(rng, (96, 8), "bf16")
    C = rng.standard_normal((8, 8)).astype(np.float32)
    kw = dict(arch="hopper", fmt="bf16")
    p = _parts(A, B, C, [(0, 32), (32, 64), (64, 96)], **kw)
    want = (p[0] + p[1]) + p[2]                          # NumPy float32 adds, left to right
    got = hk.matmul(A, B, C, schedule=hk.Schedule(split_k=3), **kw)
    assert np.array_equal(bits32(got), bits32(want))
    assert not np.array_equal(got, hk.matmul(A, B, C, **kw))   # the schedule matters here


def test_fp8_promotion_adds_partials_into_fp32():
    rng = np.random.default_rng(3)
    A, B = hk.random_values(rng, (8, 128), "e4m3"), hk.random_values(rng, (128, 8), "e4m3")
    C = rng.standard_normal((8, 8)).astype(np.float32)
    kw = dict(arch="hopper", fmt="e4m3")
    want = C.copy()
    for k0 in range(0, 128, 64):
        want = want + hk.matmul(A[:, k0:k0 + 64], B[k0:k0 + 64], **kw)
    got = hk.matmul(A, B, C, schedule=hk.Schedule(promote_every=64), **kw)
    assert np.array_equal(bits32(got), bits32(want))
    assert not np.array_equal(got, hk.matmul(A, B, C, **kw))


def test_epilogue_alpha_beta_and_bf16_cast():
    rng = np.random.default_rng(4)
    A, B = hk.random_values(rng, (8, 64), "fp16"), hk.random_values(rng, (64, 8), "fp16")
    C = rng.standard_normal((8, 8)).astype(np.float32)
    kw = dict(arch="ampere", fmt="fp16")
    acc = hk.matmul(A, B, **kw)
    d32 = np.float32(0.5) * acc + np.float32(-2.0) * C
    want = torch.from_numpy(d32).to(torch.bfloat16).float().numpy()      # torch's RNE cast
    got = hk.matmul(A, B, C, schedule=hk.Schedule(epilogue=True, alpha=0.5, beta=-2.0, cast="bf16"), **kw)
    assert np.array_equal(bits32(got), bits32(want))
    got16 = hk.matmul(A, B, C, schedule=hk.Schedule(epilogue=True, alpha=0.5, beta=-2.0, cast="fp16"), **kw)
    assert np.array_equal(got16, d32.astype(np.float16))


def ref_epilogue(alpha, acc, beta, c, fma):
    """alpha*acc + beta*C in fp32 from exact Fractions: beta*C rounded, then one rounding (fma)
    or alpha*acc rounded first and the sum rounded (two)."""
    alpha, acc, beta, c = (Fraction(float(v)) for v in (alpha, acc, beta, c))
    if beta == 0:
        return to_fp32_rne(alpha * acc)
    bc = to_fp32_rne(beta * c)
    p = alpha * acc
    return to_fp32_rne((p if fma else Fraction(to_fp32_rne(p))) + Fraction(bc))


def test_epilogue_fma_and_two_roundings_against_fractions():
    """Both epilogue modes equal the exact reference bit for bit, on data built so that they
    differ (alpha*acc nearly cancels beta*C, so alpha*acc's own rounding shows), and the
    default is the FMA."""
    rng = np.random.default_rng(12)
    A, B = hk.random_values(rng, (24, 32), "bf16"), hk.random_values(rng, (32, 24), "bf16")
    kw = dict(arch="hopper", fmt="bf16")
    acc = hk.matmul(A, B, **kw)
    alpha, beta = 0.7, -1.3                               # not powers of two: products round
    C = (np.float32(alpha) * acc / np.float32(beta)).astype(np.float32)   # beta*C ~ -alpha*acc
    C = np.where(rng.random(C.shape) < 0.5, C, rng.standard_normal(C.shape).astype(np.float32))
    assert hk.Schedule().fma
    for fma in (True, False):
        got = hk.matmul(A, B, C, schedule=hk.Schedule(epilogue=True, alpha=alpha, beta=beta, fma=fma), **kw)
        want = np.array([[ref_epilogue(np.float32(alpha), float(acc[i, j]), np.float32(beta), float(C[i, j]), fma)
                          for j in range(24)] for i in range(24)], np.float32)
        assert np.array_equal(bits32(got), bits32(want)), fma
    one = hk.matmul(A, B, C, schedule=hk.Schedule(epilogue=True, alpha=alpha, beta=beta), **kw)
    two = hk.matmul(A, B, C, schedule=hk.Schedule(epilogue=True, alpha=alpha, beta=beta, fma=False), **kw)
    assert not np.array_equal(one, two)                  # the data tells the modes apart


def test_fma32_extremes_against_fractions():
    """_fma32 rounds once also where float64 alone would round twice: sums whose float64 value
    sits on an fp32 tie, subnormal fp32 results and overflow."""
    rng = np.random.default_rng(13)
    x = np.float32(1 + 2.0 ** -23)
    y = (rng.standard_normal(2000) * 2.0 ** rng.integers(-140, 120, 2000)).astype(np.float32)
    z = (-x * y.astype(np.float64) * (1 + rng.choice([0, 2.0 ** -24, -(2.0 ** -24), 2.0 ** -47], 2000))).astype(np.float32)
    z[:5] = np.float32(2.0 ** -149), np.float32(3e38), -np.float32(2.0 ** -126), 0, np.float32(1e-45)
    y[1] = np.float32(3e38)                                 # x*y + z overflows: inf
    got = hk._fma32(x, y, z)
    want = np.array([to_fp32_rne(Fraction(float(x)) * Fraction(float(v)) + Fraction(float(w))) for v, w in zip(y, z)], np.float32)
    assert np.array_equal(bits32(got), bits32(want)) and np.isinf(got[1])
    # (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24 is an fp32 tie; +-2^-70 decides it, which float64 loses
    x, y = np.float32(1 + 2.0 ** -12), np.full(2, 1 + 2.0 ** -12, np.float32)
    z = np.array([2.0 ** -70, -(2.0 ** -70)], np.float32)
    want = np.array([1 + 2.0 ** -11 + 2.0 ** -23, 1 + 2.0 ** -11], np.float32)
    assert np.array_equal(hk._fma32(x, y, z), want)
    assert not np.array_equal((np.float64(x) * y.astype(np.float64) + z).astype(np.float32), want)


def test_epilogue_beta_zero_does_not_read_c():
    rng = np.random.default_rng(14)
    A, B = hk.random_values(rng, (4, 16), "fp16"), hk.random_values(rng, (16, 4), "fp16")
    C = np.full((4, 4), np.nan, np.float32)
    got = hk.matmul(A, B, C, arch="ampere", fmt="fp16", schedule=hk.Schedule(epilogue=True, alpha=2.0, beta=0.0))
    assert np.array_equal(got, np.float32(2.0) * hk.matmul(A, B, arch="ampere", fmt="fp16"))


def test_tf32_matmul_restores_the_flag():
    flag = torch.backends.cuda.matmul
    before = flag.allow_tf32
    try:
        for start in (False, True):
            flag.allow_tf32 = start
            with hk.tf32_matmul():
                assert flag.allow_tf32
            assert flag.allow_tf32 == start
        flag.allow_tf32 = False
        with pytest.raises(ZeroDivisionError):
            with hk.tf32_matmul():
                1 / 0
        assert flag.allow_tf32 is False
    finally:
        flag.allow_tf32 = before


def test_arch_of_capability():
    """Compute capability -> architecture: 10.0 (B200) is Blackwell; 12.x (RTX 50, GB10) and
    Turing 7.5 have no profile (never aliased to Blackwell or Volta); names likewise."""
    want = {(7, 0): "volta", (7, 5): None, (8, 0): "ampere", (8, 6): "ampere", (8, 9): "ada",
            (9, 0): "hopper", (10, 0): "blackwell", (12, 0): None, (12, 1): None, (6, 1): None}
    assert {cap: hk.arch_of_capability(cap) for cap in want} == want
    assert all(hk.ARCH_NAMES[n] == "blackwell" for n in ("b200", "b100", "gb200"))
    assert not any(n in hk.ARCH_NAMES for n in ("rtx5090", "gb10", "turing", "t4", "rtx2080"))
    assert {f for a, f in hk.PROFILES if a == "blackwell"} == {"fp16", "bf16", "tf32", "e4m3", "e5m2"}


def test_parse_schedule():
    s = hk.parse_schedule("split_k=4,promote_every=128,epilogue=true,alpha=0.5,cast=bf16")
    assert s == hk.Schedule(split_k=4, promote_every=128, epilogue=True, alpha=0.5, cast="bf16")
    with pytest.raises(ValueError, match="unknown schedule field"):
        hk.parse_schedule("splitk=4")


# ----------------------------------------------------------------------------------------------
# Inputs and bad input


@pytest.mark.parametrize("fmt,dtype", [("fp16", torch.float16), ("bf16", torch.bfloat16),
                                       ("e4m3", torch.float8_e4m3fn), ("e5m2", torch.float8_e5m2)])
def test_from_bits_matches_torch(fmt, dtype):
    n = 256 if dtype.itemsize == 1 else 65536
    words = np.arange(n, dtype=np.uint32)
    raw = torch.from_numpy(words.astype(np.uint8) if n == 256 else words.astype(np.uint16).view(np.int16))
    want = raw.view(dtype).float().numpy()
    got = hk.from_bits(words, fmt)
    assert np.array_equal(got, want, equal_nan=True)


def test_torch_tensors_are_taken_without_rounding():
    rng = np.random.default_rng(5)
    A, B = hk.random_values(rng, (4, 16), "bf16"), hk.random_values(rng, (16, 4), "bf16")
    want = hk.matmul(A, B, arch="h100", fmt="bf16")
    got = hk.matmul(torch.from_numpy(A).bfloat16(), torch.from_numpy(B).bfloat16(), arch="h100", fmt="bf16")
    assert np.array_equal(got, want)


@pytest.mark.parametrize("kwargs,message", [
    (dict(A=np.ones((2, 3)), B=np.ones((4, 2))), "shape mismatch"),
    (dict(C=np.ones((3, 3))), "shape mismatch"),
    (dict(A=np.array([[1.0, 0.1]], np.float32)), r"A\[0, 1\] = 0.1.*not exactly representable in bf16"),
    (dict(A=np.array([[1.0, 1e-300]])), r"A\[0, 1\].*not a float32 value"),
    (dict(arch="pascal"), "unknown arch 'pascal'"),
    (dict(fmt="fp4"), "unknown fmt 'fp4'"),
    (dict(arch="volta"), "volta has no bf16"),
    (dict(out="fp16"), "fp16 or FP8 inputs"),
    (dict(arch="rtx5090"), "unknown arch 'rtx5090'"),              # sm_120: not datacenter Blackwell
    (dict(arch="turing"), "unknown arch 'turing'"),                # not Volta
    (dict(fmt="e4m3", A=np.array([[500.0, 1.0]], np.float32)), r"A\[0, 0\] = 500.0"),
    (dict(schedule=hk.Schedule(cast="fp8")), "bad schedule"),
    (dict(schedule=hk.Schedule(split_k=0)), "bad schedule"),
])
def test_bad_input_gives_clear_error(kwargs, message):
    args = dict(A=np.ones((1, 2), np.float32), B=np.ones((2, 1), np.float32), C=None, arch="hopper", fmt="bf16")
    args.update(kwargs)
    A, B, C = args.pop("A"), args.pop("B"), args.pop("C")
    with pytest.raises(ValueError, match=message):
        hk.matmul(A, B, C, **args)


def test_cli_user_mistakes_are_one_line(capsys):
    for argv in (["validate", "/no/such/folder"], ["bench", "--arch", "pascal"],
                 ["probe", "--cpu", "volta", "--fmt", "bf16"], ["bench", "--schedule", "splitk=2"],
                 ["fit", "/no/such/folder"], ["pins", "/no/such/folder"]):
        assert hk.main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err and "error" in err
    if not torch.cuda.is_available():
        assert hk.main(["verify"]) == 2
        assert "needs a CUDA GPU" in capsys.readouterr().err


# ----------------------------------------------------------------------------------------------
# The GPU records


@pytest.mark.skipif(not os.path.isdir(RECORDS), reason=NO_RECORDS)
def test_validate_records_zero_mismatches(capsys):
    """The full record set (5,000 per batch), where ../shared/hawkeye_records exists."""
    total, bad = hk.validate(RECORDS)
    lines = capsys.readouterr().out.splitlines()
    assert total >= 140000 and bad == 0
    assert lines[-1] == f"records={total} mismatches=0"
    for batch in ("B200     blackwell e4m3   fp32", "B200     blackwell e4m3   fp16", "B200     blackwell tf32",
                  "H100     hopper    e4m3   fp16", "H100     hopper    e5m2   fp16"):
        assert any(l.startswith(batch) and l.split()[-1] == "0" for l in lines), batch
    assert not any("not modelled" in l for l in lines)


FP8_MMA_SYNC_BATCHES = [("B200", "E4M3", "fp32"), ("B200", "E4M3", "fp16"), ("H100", "E4M3", "fp16"), ("H100", "E5M2", "fp16")]


@pytest.mark.skipif(not os.path.isdir(RECORDS), reason=NO_RECORDS)
@pytest.mark.parametrize("gpu,fmt,out", FP8_MMA_SYNC_BATCHES)
def test_fp8_mma_sync_records_pin_split_and_c_after(gpu, fmt, out):
    """The FP8 mma.sync batches: the built-in profile replays every record, and each of its
    structural choices is needed on the fp16 outputs: the k-pair split (natural halves miss),
    c added after the products (c in the first group misses)."""
    rec = hk.read_records(os.path.join(RECORDS, gpu, fmt))
    f = fmt.lower()
    want = rec["d16"] if out == "fp16" else rec["d32"]
    prof = hk.PROFILES[(hk.ARCH_NAMES[gpu.lower()], f)]
    assert hk._mismatches(hk.dot(rec["a"], rec["b"], rec["c"], arch=gpu, fmt=f, out=out).astype(np.float32), want) == 0
    emu = prof.fp16 or prof
    assert emu == hk.FP8_MMA_SYNC
    if out == "fp16":
        halves = emu._replace(order=tuple(range(32)))
        c_first = emu._replace(c_enters="first")
        for wrong in (halves, c_first):
            assert hk._mismatches(hk._dot(rec["a"], rec["b"], rec["c"], wrong, f, out).astype(np.float32), want) > 500
    else:                                   # fp32 output: Hopper's one-group truncating model misses
        one_group = hk.Profile(32, 25, -133, 24)
        assert hk._mismatches(hk._dot(rec["a"], rec["b"], rec["c"], one_group, f, out), want) > 1000


@pytest.mark.skipif(not os.path.isdir(RECORDS), reason=NO_RECORDS)
def test_fit_finds_the_fp8_mma_sync_family_on_b200():
    """`fit` on the first 1,000 B200 E4M3 records (a copy): the built-in profile is among the
    hypotheses that explain both outputs, and every fp16-consistent one has its split and c."""
    import shutil
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        dst = os.path.join(tmp, "B200", "E4M3")
        os.makedirs(dst)
        src = os.path.join(RECORDS, "B200", "E4M3")
        for name in os.listdir(src):
            with open(os.path.join(src, name)) as fh:
                open(os.path.join(dst, name), "w").write("".join(fh.readlines()[:1000]))
        found = hk.fit(dst, fracs=range(20, 27), log=lambda *_: None)
    assert ("2x16 pairs", "after", "trunc", 25) in found["both"]
    assert found["fp16"] and all(h[:2] == ("2x16 pairs", "after") and h[3] == "fp16" for h in found["fp16"])
    assert ("1x32", "first", "trunc", "trunc24", 25) not in found["fp32"]          # B200TC.m's parameters


@pytest.mark.skipif(not os.path.isdir(RECORDS), reason=NO_RECORDS)
def test_pins_on_h100_bf16_and_b200_fp8(tmp_path):
    """pins on the first 1,000 records of two batches (copies): on H100 bf16, F and out_bits are
    pinned both ways, the floor and a doubled group change nothing; on B200 E4M3 the fp16
    outputs pin the pair order and c after, the fp32 outputs do not pin the order."""
    for gpu, fmt in (("H100", "bf16"), ("B200", "E4M3")):
        (tmp_path / gpu / fmt).mkdir(parents=True)
        for f in os.listdir(os.path.join(RECORDS, gpu, fmt)):
            lines = open(os.path.join(RECORDS, gpu, fmt, f)).readlines()[:1000]
            (tmp_path / gpu / fmt / f).write_text("".join(lines))
    t = hk.pins(str(tmp_path), log=lambda *_: None)
    h = t[("H100", "bf16", "fp32")]
    assert min(h[("frac", 24)], h[("frac", 26)], h[("out_bits", 23)], h[("out_bits", 25)], h[("group", 8)]) > 0
    assert h[("floor", -134)] == h[("floor", -132)] == h[("floor", None)] == h[("group", 32)] == 0
    b16, b32 = t[("B200", "e4m3", "fp16")], t[("B200", "e4m3", "fp32")]
    assert b16[("order", "natural")] > 0 and b16[("c_enters", "first")] > 0 and b32[("c_enters", "first")] > 0
    assert b32[("order", "natural")] == 0


def test_fit_hypothesis_equals_replay_on_random_fp8():
    """The fit's own evaluator and the replay agree where a hypothesis is a Profile (the built-in
    FP8 mma.sync one and Hopper's wgmma one), on random E4M3 dot products of K = 32."""
    rng = np.random.default_rng(11)
    a, b = hk.random_values(rng, (400, 32), "e4m3", -6, 3), hk.random_values(rng, (400, 32), "e4m3", -6, 3)
    c = (rng.standard_normal(400) * 4).astype(np.float32)
    P = a.astype(np.float64) * b
    EP = np.where(P == 0, hk.ZERO_EXP, hk._exponent(a.astype(np.float64), -6) + hk._exponent(b.astype(np.float64), -6))
    pairs = hk.fit_splits(32)["2x16 pairs"]
    for out in ("fp32", "fp16"):
        cc = c.astype(np.float16 if out == "fp16" else np.float32).astype(np.float64)
        got = hk.fit_hypothesis(P, EP, cc, pairs, 25, "trunc", "after", "fp16" if out == "fp16" else "trunc24", out)
        assert hk._mismatches(got.astype(np.float32), hk._dot(a, b, c, hk.FP8_MMA_SYNC, "e4m3", out).astype(np.float32)) == 0
    got = hk.fit_hypothesis(P, EP, c.astype(np.float64), [list(range(32))], 13, "trunc", "first", "trunc14", "fp32")
    assert hk._mismatches(got.astype(np.float32), hk._dot(a, b, c, hk.Profile(32, 13, -139, 14), "e4m3", "fp32")) == 0


def test_validate_record_sample_zero_mismatches(capsys):
    """The GPU oracle in every clone: 200 records of each of the 22 batches (28 with their fp16
    outputs), V100 to B200, shipped in tests/hawkeye_sample."""
    total, bad = hk.validate(SAMPLE)
    lines = capsys.readouterr().out.splitlines()
    assert (total, bad) == (200 * 28, 0)
    assert lines[-1] == f"records={total} mismatches=0" and sum(" 200 " in l for l in lines) == 28


def test_validate_other_gpu_folders_by_name(tmp_path, capsys):
    """Records of another GPU in the same layout (here H100's, renamed H200) replay unchanged;
    a folder naming no known GPU is reported and skipped."""
    for gpu, fmt in (("H200", "bf16"), ("L40S", "fp16"), ("Pascal", "fp16")):
        src_gpu = {"H200": "H100", "L40S": "Ada", "Pascal": "V100"}[gpu]
        (tmp_path / gpu / fmt).mkdir(parents=True)
        for f in os.listdir(os.path.join(SAMPLE, src_gpu, fmt)):
            lines = open(os.path.join(SAMPLE, src_gpu, fmt, f)).readlines()
            (tmp_path / gpu / fmt / f.replace(src_gpu, gpu)).write_text("".join(lines))
    total, bad = hk.validate(str(tmp_path))
    out = capsys.readouterr().out
    assert (total, bad) == (600, 0)                       # H200 fp32; L40S fp32 and fp16
    assert "Pascal" in out and "skipped: unknown arch" in out


def test_validate_missing_folder_names_the_public_source():
    with pytest.raises(FileNotFoundError, match="MATLAB-tensor-core"):
        hk.validate("/no/such/folder")


# ----------------------------------------------------------------------------------------------
# Probe tests. The hardware is a stand-in: ref_dot above (Python ints, its own parameters), which
# may differ from every built-in profile in one choice at a time; `probe` must name each one.


def standin(fmt, group, F, floor, out_bits, tf32="exact", **hw):
    """run_tile(A, B, C) -> D of a stand-in tensor core with these parameters (ref_matmul)."""
    return lambda A, B, C: ref_matmul(A, B, C, group, F, floor, out_bits, fmt, dict(hw), tf32)


def answers(fmt, group, F, floor, out_bits, tf32="exact", **hw):
    """What `probe` must report for the stand-in with these parameters, written from the
    parameters (not from hawkeye.expected_probe). Formats without 8 exponent bits cannot reach
    the floor, fp32 subnormal outputs or overflow; three terms show at most F + 2 bits."""
    order, c_enters = hw.pop("order", ()), hw.pop("c_enters", "first group")
    hw = dict(HW, **hw)
    wide = fmt in ("bf16", "tf32")
    first = sorted(order[:group]) if order else list(range(min(group, 64)))
    slots = f"{first[0]}-{first[-1]}" if first == list(range(first[0], first[-1] + 1)) else ",".join(map(str, first))
    seen = out_bits <= F + 1
    smallest = FMT[fmt][1] - FMT[fmt][0]          # smallest subnormal 2^smallest; 2^-F must be a product
    neg = "-0" if hw["zeros"] == "ieee" else "+0"
    return {"frac": F, "group": min(group, 64), "group_slots": slots, "align_rounding": hw["align"], "c_enters": c_enters,
            "out_bits": out_bits if seen else None, "final_rounding": hw["final"] if seen else None,
            "subnormal_inputs": hw["sub_in"], "subnormal_acc": hw["sub_acc"],
            "subnormal_outputs": hw["sub_out"] if wide else "n/a",
            "subnormal_exponent": hw["sub_exp"] if hw["sub_in"] == "kept" and -F >= 2 * smallest else "n/a",
            "floor": floor if wide and hw["sub_out"] == "kept" else None,   # flushed: not seen
            "overflow": hw["overflow"] if wide else "n/a",
            "zero_signs": f"{neg} +0 " + (neg if wide else "n/a"),
            "tf32_conversion": ("exact inputs only" if tf32 == "exact" else tf32) if fmt == "tf32" else "n/a"}


HOPPER16, HOPPER8 = (16, 25, -133, 24), (32, 13, -139, 14)
# Two fp16 groups per k32 instruction over k pairs (k = 0,1 mod 4, then 2,3 mod 4), c added after
FP8_PAIRS = dict(order=tuple(k for k in range(32) if k % 4 < 2) + tuple(k for k in range(32) if k % 4 > 1),
                 c_enters="after products")
VARIANTS = [  # (fmt, (group, F, floor, out_bits), choices that differ from the model)
    ("bf16", HOPPER16, {}), ("fp16", HOPPER16, {}), ("e4m3", HOPPER8, {}), ("tf32", (8, 25, -133, 24), {}),
    ("bf16", HOPPER16, dict(align="nearest-even")), ("bf16", HOPPER16, dict(final="nearest-even")),
    ("fp16", HOPPER16, dict(align="nearest-even", final="nearest-even")),
    ("bf16", HOPPER16, dict(sub_in="flushed")), ("fp16", HOPPER16, dict(sub_in="flushed")),
    ("bf16", HOPPER16, dict(sub_acc="flushed")), ("bf16", HOPPER16, dict(sub_out="flushed")),
    ("bf16", HOPPER16, dict(sub_exp="normalised")), ("bf16", HOPPER16, dict(overflow="max-finite")),
    ("bf16", HOPPER16, dict(c_enters="after products")), ("e4m3", HOPPER8, dict(c_enters="after products")),
    ("bf16", HOPPER16, dict(zeros="ieee")), ("fp16", HOPPER16, dict(zeros="ieee")),
    ("bf16", (8, 25, -133, 24), {}), ("bf16", (32, 25, -133, 24), {}), ("fp16", (4, 23, None, 24), {}),
    ("bf16", (16, 24, -133, 24), {}), ("bf16", (16, 25, -126, 24), {}), ("bf16", (16, 25, None, 24), {}),
    ("e4m3", (16, 13, -139, 14), {}), ("e4m3", (32, 25, -139, 24), {}), ("e5m2", (32, 20, -139, 18), {}),
    ("tf32", (8, 25, -133, 24), dict(tf32="truncate")), ("tf32", (8, 25, -133, 24), dict(tf32="nearest-even")),
    ("e4m3", HOPPER16, FP8_PAIRS), ("e5m2", HOPPER16, FP8_PAIRS), ("e4m3", (16, 20, -139, 18), FP8_PAIRS),
    ("bf16", (16, 25, -133, 24), dict(order=tuple(range(0, 32, 2)) + tuple(range(1, 32, 2)))),
]


@pytest.mark.parametrize("fmt,params,hw", VARIANTS,
                         ids=[f"{f}-{p}-{','.join(f'{k}={str(v)[:12]}' for k, v in h.items())}" for f, p, h in VARIANTS])
def test_probe_names_what_the_standin_does(fmt, params, hw):
    assert hk.probe(standin(fmt, *params, **hw), fmt) == answers(fmt, *params, **hw)


@pytest.mark.parametrize("arch,fmt", list(hk.PROFILES))
def test_expected_probe_is_what_the_model_hardware_answers(arch, fmt):
    """For every built-in profile, the stand-in with its parameters answers `expected_probe`
    (the `probe` command's 'built-in' column), and so does the replay itself."""
    p = hk.PROFILES[(arch, fmt)]
    want = hk.expected_probe(p, fmt)
    hw = dict(order=p.order, c_enters="after products" if p.c_enters == "after" else "first group")
    assert want == answers(fmt, p.group, p.frac, p.floor, p.out_bits, **hw)
    assert hk.probe(hk.cpu_run_tile(arch, fmt), fmt) == want


def test_triton_tile_kernel_runs_in_interpreter():
    """The GPU kernel's plumbing (pointers, masks, the K loop) under TRITON_INTERPRET=1: values
    agree with float64 to fp32 accuracy; bit-exactness is the GPU's job (test_gpu_*)."""
    if torch.cuda.is_available():
        pytest.skip("covered by the gpu tests")
    rng = np.random.default_rng(6)
    A, B = hk.random_values(rng, (20, 40), "fp16"), hk.random_values(rng, (40, 18), "fp16")
    C = rng.standard_normal((20, 18)).astype(np.float32)
    d = hk.triton_gemm(A, B, C, fmt="fp16", block_k=16, block_mn=16)
    assert np.allclose(d, A.astype(np.float64) @ B + C, rtol=1e-5, atol=1e-5)
    t = hk.gpu_run_tile("fp16")(A[:16, :16], B[:16, :16], C[:16, :16])     # padded to 64 x 64
    assert t.shape == (16, 16)
    assert np.allclose(t, A[:16, :16].astype(np.float64) @ B[:16, :16] + C[:16, :16], rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("arch,fmt", [("hopper", "bf16"), ("hopper", "fp16"), ("hopper", "tf32"),
                                      ("hopper", "e4m3"), ("ada", "e5m2")])
def test_verify_tiles_are_valid_inputs(arch, fmt):
    """`verify`'s discriminating tiles (built on the CPU) are exact in fmt and hit their case."""
    tiles = hk._discriminating_tiles(fmt, np.random.default_rng(8))
    for name, (A, B, C) in tiles.items():
        D = hk.matmul(A, B, C, arch=arch, fmt=fmt)
        assert D.shape == (16, 16)
        if name == "overflow":
            assert np.isinf(D[:, 0]).all()
        if name == "FLT_MAX accumulator":                 # truncation never rounds up to inf
            assert np.isfinite(D).all() and (D > 3.4e38).all()   # (FP8: FLT_MAX cut to 14 bits)
        if name == "zeros next to tiny products":
            assert (np.abs(A[A != 0]) < 2.0 ** hk.FORMATS[fmt].emin).any()


def _standin_gpu(monkeypatch, params, hw):
    """Replace verify's GPU calls by the stand-in tensor core (ref_matmul with these
    parameters): the tile, the Triton GEMM (the chain over all of K) and torch.matmul (a
    cuBLAS stand-in: K in two halves, each chained from 0, one fp32 add, RNE cast to fmt by
    torch)."""
    ref = lambda A, B, C, fmt, out="fp32": ref_matmul(A, B, C, *params, fmt, hw, out=out)

    def cublas(A, B, fmt):
        h = A.shape[1] // 2
        zero = np.zeros((A.shape[0], B.shape[1]), np.float32)
        d = ref(A[:, :h], B[:h], zero, fmt) + ref(A[:, h:], B[h:], zero, fmt)      # float32 add
        return torch.from_numpy(d).to(getattr(torch, hk.TORCH_DTYPES[fmt])).float().numpy(), fmt

    monkeypatch.setattr(hk, "gpu_arch", lambda: ("hopper", "stand-in"))
    monkeypatch.setattr(hk, "gpu_run_tile", lambda fmt, out="fp32": (lambda A, B, C: ref(A, B, C, fmt, out)))
    monkeypatch.setattr(hk, "triton_gemm", lambda A, B, C, fmt, block_k: ref(A, B, C, fmt))
    monkeypatch.setattr(hk, "torch_matmul", cublas)


def _verify_rows(fmt):
    lines = []
    hk.verify(fmt, (16, 32, 64), log=lines.append)
    rows = {}
    for l in lines[2:]:                   # "case  shape  model  matched/total"; GEMM rows by BLOCK_K
        got, n = map(int, l.split()[-1].split("/"))
        rows[l[:34].strip() + " | " + l[49:75].strip()] = (got, n)
    return rows


@pytest.mark.parametrize("fmt", ["bf16", "fp16"])
def test_verify_full_match_on_hardware_that_is_the_model(monkeypatch, fmt):
    """The stand-in GPU has Hopper's parameters (an independent model of them): every tile and
    Triton GEMM row reads a full match, and torch.matmul's split_k=2 line (after the 16-bit
    cast, other splits rarely differ at this size)."""
    _standin_gpu(monkeypatch, HOPPER16, {})
    rows = _verify_rows(fmt)
    cublas = {k: v for k, v in rows.items() if "split_k" in k}
    others = {k: v for k, v in rows.items() if "split_k" not in k}
    assert len(others) == 5 + 3 and len(cublas) == 5     # bf16: 4 special tiles, fp16: 3 + fp16 out
    assert all(got == n for got, n in others.values()), others
    assert cublas[" | split_k=2, cast " + fmt] == (512, 512), cublas      # the stand-in's order


@pytest.mark.parametrize("params,hw", [(HOPPER16, dict(final="nearest-even")), ((16, 24, -133, 24), {}),
                                       ((8, 25, -133, 24), {}), (HOPPER16, dict(align="nearest-even"))],
                         ids=["final-rne", "F24", "group8", "align-rne"])
def test_verify_reports_mismatches_on_other_hardware(monkeypatch, params, hw):
    """A stand-in GPU that differs from Hopper's profile in one choice: verify's random tiles
    and Triton GEMMs (the lines that do not depend on special values) show mismatches."""
    _standin_gpu(monkeypatch, params, hw)
    rows = _verify_rows("bf16")
    for case in ("tile random (20 tiles) | chain", "triton gemm BLOCK_K=64 | chain"):
        got, n = rows[case]
        assert got < n, (case, rows)


# ----------------------------------------------------------------------------------------------
# Triton kernels under the interpreter, tl.dot replaced by the replay (hawkeye.interpret)


def _gemm_inputs(fmt, M, N, K, seed):
    """A GEMM's A (M, K), B (K, N), C (M, N): random_inputs' tame mix (moderate exponents,
    subnormals, zeros) with its wild mix (random bit patterns: every exponent, inf, NaN) in
    the first two rows of A and columns of B, so that most outputs stay finite."""
    rng = np.random.default_rng(seed)
    a, b, _ = random_inputs(rng, max(M, N), K, fmt, tame=True)
    wa, wb, _ = random_inputs(rng, 3, K, fmt)
    a[:2], b[:2] = wa[:2], wb[:2]
    a[0, 7], b[1, 9] = np.nan, (np.nan if fmt == "e4m3" else np.inf)      # at least one of each
    C = (rng.standard_normal((M, N)) * 2.0 ** rng.integers(-30, 30, (M, N))).astype(np.float32)
    return a[:M], b[:N].T.copy(), C


@pytest.mark.parametrize("arch,fmt,params", [("hopper", "bf16", HOPPER16), ("hopper", "fp16", HOPPER16),
                                             ("ampere", "bf16", (8, 24, -132, 24)), ("ampere", "fp16", (8, 24, -132, 24))])
def test_interpret_triton_gemm_equals_reference_chain(arch, fmt, params):
    """A K-blocked Triton GEMM (3 x BLOCK_K = 32 and a masked tail, masked M and N edges) run by
    the interpreter under hawkeye.interpret equals the exact reference's chain over all of K,
    bit for bit; without the hook the interpreter's float32 np.matmul does not (bf16: garbage,
    it multiplies the uint16 bit patterns)."""
    if torch.cuda.is_available():
        pytest.skip("the interpreter runs on a CPU host; the gpu test compares it with the GPU")
    A, B, C = _gemm_inputs(fmt, 20, 24, 100, zlib.crc32(f"{arch}{fmt}".encode()))
    want = ref_matmul(A, B, C, *params, fmt)
    assert np.isnan(want).any() and np.isfinite(want).mean() > 0.5          # specials and numbers
    with hk.interpret(arch=arch) as run:
        got = hk.triton_gemm(A, B, C, fmt=fmt, block_k=32, block_mn=16)
    assert run.dots == 2 * 2 * 4 and run.zero_acc == 0            # grid 2 x 2, 4 K steps each
    same = (bits32(got) == bits32(want)) | (np.isnan(got) & np.isnan(want))
    assert same.all(), f"{(~same).sum()} mismatches"
    with np.errstate(invalid="ignore"):                           # the hook is gone again
        plain = hk.triton_gemm(A, B, C, fmt=fmt, block_k=32, block_mn=16)
    assert not ((bits32(plain) == bits32(want)) | (np.isnan(plain) & np.isnan(want))).all()


@pytest.mark.parametrize("fmt,out,params", [("fp16", "fp16", HOPPER16), ("tf32", "fp32", (8, 25, -133, 24)),
                                            ("e4m3", "fp32", HOPPER8)])
def test_interpret_other_dot_paths(fmt, out, params):
    """out_dtype=tl.float16 (the fp16-accumulate instruction), input_precision="tf32" on exact
    tf32 values, and FP8 operands, against the reference (fp16 output: each group rounded to
    fp16 with RNE, the accumulator fp16)."""
    if torch.cuda.is_available():
        pytest.skip("the interpreter runs on a CPU host")
    rng = np.random.default_rng(11)
    A, B = hk.random_values(rng, (16, 64), fmt, -4, 2), hk.random_values(rng, (64, 16), fmt, -4, 2)
    C = rng.standard_normal((16, 16)).astype(np.float16 if out == "fp16" else np.float32).astype(np.float32)
    with hk.interpret(arch="hopper"):
        got = hk.triton_gemm(A, B, C, fmt=fmt, block_k=32, block_mn=16, out=out)
    want = ref_matmul(A, B, C, *params, fmt, out=out)
    assert got.dtype == want.dtype and np.array_equal(got.view(np.uint16 if out == "fp16" else np.uint32),
                                                      want.view(np.uint16 if out == "fp16" else np.uint32))


def test_interpret_guards(monkeypatch):
    from triton.runtime import interpreter as ti
    with pytest.raises(ValueError, match="unknown arch"):
        hk.interpret(arch="pascal")
    original = ti.InterpreterBuilder.create_dot
    with hk.interpret(arch="ada"):
        assert ti.InterpreterBuilder.create_dot is not original
    assert ti.InterpreterBuilder.create_dot is original
    monkeypatch.setattr(ti.InterpreterBuilder, "create_dot", lambda self, a, b, d, precision: None)
    with pytest.raises(RuntimeError, match="update the hook"):       # the private API changed
        hk.interpret(arch="hopper").__enter__()
    monkeypatch.setattr(ti.InterpreterBuilder, "create_dot", original)
    monkeypatch.setenv("TRITON_INTERPRET", "0")
    with pytest.raises(RuntimeError, match="TRITON_INTERPRET=1"):
        hk.interpret(arch="hopper").__enter__()


INTERPRET_CHILD = """
import os, sys, numpy as np
os.environ["TRITON_INTERPRET"] = "1"
import hawkeye as hk
z = np.load(sys.argv[1])
with hk.interpret(arch=sys.argv[3]):
    d = hk.triton_gemm(z["A"], z["B"], z["C"], fmt=sys.argv[4], block_k=64, block_mn=int(sys.argv[5]))
np.save(sys.argv[2], d)
"""


@pytest.mark.gpu
@pytest.mark.parametrize("block_mn,path", [(64, "wgmma on sm_90"), (16, "mma.sync")])
@pytest.mark.parametrize("fmt", ["bf16", "fp16"])
def test_gpu_triton_gemm_equals_interpreter_under_interpret(tmp_path, fmt, block_mn, path):
    """The same Triton GEMM on the GPU and, in a child process, in the interpreter under
    hawkeye.interpret(arch=this GPU's): the same bits (BLOCK_M = BLOCK_N = 64 takes wgmma on
    Hopper, 16 the mma.sync path)."""
    import subprocess
    import sys
    arch, name = hk.gpu_arch()
    if (arch, fmt) not in hk.PROFILES:
        pytest.skip(f"{name}: no {fmt} profile")
    A, B, C = _gemm_inputs(fmt, 128, 128, 256, 12)
    A, B = (np.where(np.isfinite(x), x, 0).astype(np.float32) for x in (A, B))
    got = hk.triton_gemm(A, B, C, fmt=fmt, block_k=64, block_mn=block_mn)
    np.savez(tmp_path / "in.npz", A=A, B=B, C=C)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    r = subprocess.run([sys.executable, "-c", INTERPRET_CHILD, str(tmp_path / "in.npz"), str(tmp_path / "out.npy"),
                        arch, fmt, str(block_mn)], cwd=root, capture_output=True, text=True, timeout=900,
                       env=dict(os.environ, CUDA_VISIBLE_DEVICES=""))
    assert r.returncode == 0, r.stderr[-2000:]
    want = np.load(tmp_path / "out.npy")
    m = int((bits32(got) != bits32(want)).sum())
    print(f"{name} {fmt} {path}: {got.size - m}/{got.size} outputs equal")
    assert m == 0


AOT = """
import sys, triton
from triton.backends.compiler import GPUTarget
import hawkeye as hk
for fmt, ptr, cap, out16, want in [("bf16", "*bf16", 90, 0, "wgmma"), ("e4m3", "*fp8e4nv", 90, 0, "wgmma"),
                                   ("fp16", "*fp16", 90, 1, "wgmma"), ("tf32", "*fp32", 80, 0, "mma.sync"),
                                   ("bf16", "*bf16", 100, 0, "tcgen05.mma.cta_group::1.kind::f16"),
                                   ("e4m3", "*fp8e4nv", 100, 0, "tcgen05.mma.cta_group::1.kind::f8f6f4")]:
    acc = "*fp16" if out16 else "*fp32"
    sig = dict(a_ptr=ptr, b_ptr=ptr, c_ptr=acc, d_ptr=acc, M="i32", N="i32", K="i32", BM="constexpr",
               BN="constexpr", BK="constexpr", TF32="constexpr", OUT16="constexpr")
    k = 32 if fmt == "e4m3" else 16
    src = triton.compiler.ASTSource(fn=hk._gemm_kernel(), signature=sig, constexprs=dict(
        BM=64, BN=64, BK=k, TF32=fmt == "tf32", OUT16=bool(out16)))
    ptx = triton.compile(src, target=GPUTarget("cuda", cap, 32)).asm["ptx"]
    assert want in ptx, (fmt, cap, want)
print("compiled")
"""


def test_triton_kernel_compiles_for_hopper_ampere_and_blackwell():
    """The GPU path without a GPU: the tile/GEMM kernel compiles ahead of time (PTX, and a cubin
    with the ptxas that ships in the triton wheel) for sm_90 (wgmma), sm_80 (mma.sync) and
    sm_100 (tcgen05.mma: kind::f16, and kind::f8f6f4 for FP8, which is not the mma.sync the
    B200 FP8 records come from). In a child process: here TRITON_INTERPRET=1 is set."""
    import subprocess
    import sys
    import triton
    if not os.path.exists(os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "ptxas")):
        pytest.skip("this triton has no bundled ptxas")
    env = dict(os.environ, TRITON_INTERPRET="0")          # compile, do not interpret
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    r = subprocess.run([sys.executable, "-c", AOT], cwd=root, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and "compiled" in r.stdout, r.stderr[-2000:]


# ----------------------------------------------------------------------------------------------
# On a GPU


@pytest.mark.gpu
@pytest.mark.parametrize("fmt", ["fp16", "bf16", "tf32", "e4m3"])
def test_gpu_probe_matches_profile(fmt):
    arch, _ = hk.gpu_arch()
    if (arch, fmt) not in hk.PROFILES:
        pytest.skip(f"{arch} has no {fmt}")
    prof = hk.PROFILES[(arch, fmt)]
    got, want = hk.probe(hk.gpu_run_tile(fmt), fmt), hk.expected_probe(prof, fmt)
    # the replay takes exact tf32 only; what the GPU does with other float32 operands is
    # measured (an H200 truncates: the first GPU run found "truncate" where this compared
    # the replay's "exact inputs only")
    conversion = got.pop("tf32_conversion")
    want.pop("tf32_conversion")
    assert got == want
    if fmt == "tf32" and arch in hk.TF32_CONVERSION:
        assert conversion == hk.TF32_CONVERSION[arch]


@pytest.mark.gpu
@pytest.mark.parametrize("fmt", ["fp16", "bf16", "e4m3"])
def test_gpu_triton_gemm_is_the_chain(fmt):
    arch, _ = hk.gpu_arch()
    if (arch, fmt) not in hk.PROFILES:
        pytest.skip(f"{arch} has no {fmt}")
    rng = np.random.default_rng(7)
    A, B = hk.random_values(rng, (64, 256), fmt), hk.random_values(rng, (256, 64), fmt)
    C = rng.standard_normal((64, 64)).astype(np.float32)
    got = hk.triton_gemm(A, B, C, fmt=fmt, block_k=64)
    want = hk.matmul(A, B, C, arch=arch, fmt=fmt)
    alt = hk.matmul(A, B, C, arch=arch, fmt=fmt, schedule=hk.Schedule(promote_every=64))
    assert np.array_equal(got, want) or (fmt == "e4m3" and np.array_equal(got, alt))


def test_hopper_wgmma_fp8_with_fp16_output_is_the_h200s():
    # An H200's Triton tl.dot on a 64-row tile (wgmma) with e4m3/e5m2 inputs and fp16 output,
    # measured 2026-12-04 (6 tiles per format and K; C = 0 in the first): FP8_WGMMA_F16 gives
    # every element bit for bit, the records' mma.sync emulation does not.
    data = np.load(os.path.join(SAMPLE, "h200_wgmma_fp8_fp16out.npz"))
    bits = lambda x: np.asarray(x, np.float32).astype(np.float16).view(np.uint16)
    for fmt in ("e4m3", "e5m2"):
        for K in (32, 64):
            A, B, C, D = (data[f"{fmt}_{K}_{p}"].astype(np.float32) for p in "ABCD")
            sync = 0
            for i in range(len(A)):
                got = hk.matmul(A[i], B[i], C[i], arch="hopper", fmt=fmt, out="fp16",
                                profile=hk.FP8_WGMMA_F16)
                assert (bits(got) == bits(D[i])).all(), (fmt, K, i)
                old = hk.matmul(A[i], B[i], C[i], arch="hopper", fmt=fmt, out="fp16")
                sync += int((bits(old) == bits(D[i])).sum())
            assert sync < 0.9 * D.size, (fmt, K, sync)     # the instructions differ


@pytest.mark.parametrize("block_mn", [16, 64])
def test_interpret_hopper_fp8_fp16_output_follows_the_instruction(block_mn):
    # Triton on sm_90: a 64-row block runs wgmma (FP8_WGMMA_F16), a 16-row one mma.sync (the
    # records' FP8_MMA_SYNC); interpret replays whichever the block size selects
    if torch.cuda.is_available():
        pytest.skip("the interpreter runs on a CPU host")
    rng = np.random.default_rng(5)
    A, B = hk.random_values(rng, (64, 64), "e4m3"), hk.random_values(rng, (64, 64), "e4m3")
    C = rng.standard_normal((64, 64)).astype(np.float16).astype(np.float32)
    with hk.interpret(arch="hopper"):
        got = hk.triton_gemm(A, B, C, fmt="e4m3", block_k=32, block_mn=block_mn, out="fp16")
    prof = hk.FP8_WGMMA_F16 if block_mn == 64 else None
    want = hk.matmul(A, B, C, arch="hopper", fmt="e4m3", out="fp16", profile=prof)
    other = hk.matmul(A, B, C, arch="hopper", fmt="e4m3", out="fp16",
                      profile=None if prof else hk.FP8_WGMMA_F16)
    assert np.array_equal(got.view(np.uint16), want.view(np.uint16))
    assert not np.array_equal(got.view(np.uint16), other.view(np.uint16))
