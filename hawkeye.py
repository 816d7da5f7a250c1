"""hawkeye.py: replay NVIDIA tensor-core matrix multiplication on a CPU, bit for bit.

The idea. A tensor core does not compute a dot product the way IEEE arithmetic would. For each
output element it takes a *group* of products plus the running fp32 accumulator, finds the
largest exponent E among them, cuts every term off (toward zero) a fixed number F of bits below
2^E, adds the cut terms exactly, and truncates the sum back to fp32. The group size, F, the
rounding of each step and a lower bound ("floor") on E differ per GPU generation. Once these few
parameters are known, a CPU reproduces every bit of a GPU matmul, which is what you need to
debug a numerical difference, to check a kernel against the exact hardware result, or to study
error accumulation without a GPU.

Paper: Hawkeye (Badash, Boneh, Komargodski, Srivastava, arXiv 2603.20421). It finds the
parameters with a sequence of probing tests on one instruction-sized tile and replays the
arithmetic in a C++ simulator. This file implements:
  - `matmul`: the replay, pure NumPy, vectorised over all outputs, one loop over K groups
    (the arithmetic model and parameter table below);
  - schedules above one instruction: the increasing chain (`tl.dot(a, b, acc)`), split-K,
    FP8 promotion every N elements, and an epilogue (alpha, beta, cast);
  - `validate`: replay of the public GPU records (V100, A100, Ada, H100, B200; 5,000 per batch);
  - `fit`: a hypothesis search on one batch of records (how the FP8 mma.sync model was found),
    and `pins`: which profile parameters the records pin (each moved to its neighbours);
  - `probe`: the paper's discovery sequence, run against any `run_tile(A, B, C) -> D` callable
    (the replayer itself on a CPU, a one-program Triton kernel on a GPU), with one probe for
    every parameter the records leave open: the group layout of a chain of instructions,
    where c enters, the floor, overflow, subnormals, signs of zero, TF32 operand conversion;
  - `verify`: random and discriminating inputs through Triton tiles, Triton GEMMs and
    torch.matmul on a GPU, each compared with the replay;
  - `interpret`: a context manager under which every `tl.dot` of a Triton kernel run by
    Triton's CPU interpreter returns the tensor cores' bits (a Triton GEMM replayed on a laptop).

Deliberate departures from the paper (numbered, so the README can cite them):
  1. Pure NumPy instead of C++: exact float64 arithmetic (every product of two <=11-bit
     significands and every cut sum of <=33 terms fits in 53 bits), blocked over rows (work
     arrays reused, blocks on `workers` threads). matmul's usual case takes a fast form of the
     same steps: E of every output at once from one BLAS product of powers of two per group
     (a max-plus product read from a sum's exponent), then one K position at a time in
     float32/int32 (`_group_fast`); every block it cannot take exactly (inf/NaN, exponents
     out of its range, outputs whose products all lie ~100 binary orders below the block's
     largest) goes through the general form, `_group`.
  2. More than the official simulator covers: an fp32 accumulator input C, fp16 output, TF32,
     Ada, Volta, NaN/inf/overflow, split-K and epilogue schedules.
  3. A group whose cut sum is smaller than the fp32 subnormal step gives 0 (the C++ simulator
     shifts by 32 there, which is undefined behaviour in C++, and returns FLT_MIN).
  4. Every zero result of the tensor-core steps is +0 (also -0 + -0, negative sums truncated
     to zero, and the c_enters="after" add, where IEEE would give -0 for -0 + -0): the records
     hold no case that settles the sign of zero (an open point for a GPU). The epilogue
     (alpha, beta) is ordinary IEEE fp32 arithmetic and keeps signed zeros.
  5. fp16 output rounds each group's result to fp16 (RNE) before the next group. The Ada FP8
     records (two groups per record) confirm it there, the FP8 mma.sync records between two
     fp16 instructions (departure 6); the 16-bit records hold one group per record, so inside
     one 16-bit instruction with several groups (Volta, Ampere m16n8k16) it is untested.
  6. FP8 mma.sync on Hopper and Blackwell (B200) is not an FP8 unit: m16n8k32 is an Ada
     instruction, which sm_90 runs by converting FP8 to fp16 for fp16 tensor-core instructions
     (NVIDIA, cutlass issue 1986; B200's records show the same). `fit` finds exactly that on the
     records: of 1,890 hypotheses per batch (5 ways to split the 32 products into groups, c
     first or after, 3 alignment roundings, 3 group roundings, F = 10..30) the only ones that
     explain every fp16-output record (H100 E4M3: 42, H100 E5M2: 39, B200 E4M3: 42) are: two
     groups of 16, the first taking k = 0,1 mod 4 and the second k = 2,3 mod 4 (as if each
     thread's 4-byte register became two f16x2 halves), summed from 0, each rounded to fp16, c
     added last with one fp16 add; any alignment rounding, F >= 17 (E5M2: >= 18). Excluded: one
     group of 32, natural halves, even/odd, 4 x 8, c inside the first group. Profile
     FP8_MMA_SYNC takes the fp16 instruction's own F = 25 (pinned by the 16-bit records);
     B200's fp32-output records (321 hypotheses fit, 33 of them fit both outputs: the pair
     split with c after, F >= 20) agree. Hopper's fp32-output FP8 records come from wgmma (c
     = 0): no hypothesis explains both H100 outputs, so Hopper's e4m3/e5m2 profiles carry the
     mma.sync one in Profile.fp16. Before: best candidate 78.6% / 84.2% of H100's records.
     Hopper's wgmma with FP8 inputs and fp16 output, never in the records, is not that
     emulation: an H200 gave the fp32-output datapath rounded to fp16 per instruction
     (FP8_WGMMA_F16; 12,288 of 12,288 elements; the mma.sync model 7,632).
  7. The probes find the group layout first (pairs +2^hi, -2^hi that cancel, over a chain of
     64 products), then put up to 4 terms into the first group's first 4 K positions: they
     assume groups of at least 4 products (true of every NVIDIA tensor core so far). Groups
     interleaved inside one instruction are told apart only when the group holding the lowest
     free K position runs first (true of the FP8 k-pair layout); otherwise two read as one.
     The floor shows only with bf16/tf32 inputs (other formats cannot make terms that small:
     None) and, under a round-to-nearest output, only through a tie; overflow only with
     8-bit exponents ("n/a" otherwise).
  8. Blackwell's FP8 profile is the mma.sync emulation the B200 records hold, not tcgen05:
     Triton's tl.dot on sm_100 emits tcgen05.mma kind::f8f6f4 (checked by the compile test),
     whose FP8 arithmetic no record shows yet (a B200 probe settles it). Khattak and Mikaitis's
     B200TC.m parameters (one group of 32, F = 25, c inside, truncation) miss 1,793 of the
     5,000 B200 E4M3 fp32 records in this replay (B200TCRN.m, the same with round to nearest:
     246); a one-group model needs F >= 30 with round to nearest, and fits no fp16 record.
     The 16-bit and tf32 records (wmma) on B200 are bit for bit Hopper's. Capability 10.x maps
     to Blackwell (B300's 10.3 assumed the same, no records); 12.x (RTX 50, GB10: mma.sync
     tensor cores) and Turing (7.5, not Volta) have no profile.
  9. Overflow: a group result of 2^128 or more after truncation becomes inf and stays inf (an
     IEEE round-toward-zero would give FLT_MAX instead); no record overflows. `probe` tells
     them apart (2^127 + 2^127 in bf16/tf32), as does verify's "overflow" tile.
 10. The epilogue alpha*acc + beta*C is one FMA by default, fma(alpha, acc, beta*C), as
     CUTLASS's LinearCombination; Schedule(fma=False) rounds alpha*acc first. beta = 0 reads
     no C (BLAS: NaN in C does not propagate). Which one cuBLAS uses is for a GPU to say.
 11. `interpret` replays `acc = tl.dot(a, b, acc)` as one chain from acc. A kernel written
     `acc += tl.dot(a, b)` is folded into that chain by the compiler on a GPU, but the
     interpreter runs a dot from 0 and an fp32 add: not the GPU's bits (`zero_acc` counts such
     dots). fp32 operands of a tf32 dot are cut to tf32 by truncation (or `tf32=
     "nearest-even"`): an H200 truncates (`probe --fmt tf32`, TF32_CONVERSION); other GPUs
     are open.

What the records pin (`python hawkeye.py pins`: each parameter moved to its neighbours; R: both
neighbours change some record, R>= / R<=: only the smaller / larger one does, U: neither, the
value is from the papers or the fp16 instruction; n/a: not used; the README has the long form):
  arch       inputs -> out          group   F         floor  out_bits  c_enters   order
  volta      fp16 -> fp32            4 R>=  23 R      - U    24 R      first R    -
  ampere/ada fp16, bf16 -> fp32      8 R>=  24 R   -132 U    24 R      first R    -
  ampere/ada tf32 -> fp32            4 R>=  24 R   -132 U    24 R      first R    -
  ada        e4m3, e5m2 -> fp32     16 R    13 R   -139 U    14 R      first R    -
  ada        e4m3, e5m2 -> fp16     16 R    13 R   -139 U    n/a       first R    -
  hopper     fp16, bf16 -> fp32     16 R>=  25 R   -133 U    24 R      first R    -
  hopper     tf32 -> fp32            8 U    25 R   -133 U    24 R      first R    -
  hopper     e4m3, e5m2 -> fp32     32 R>=  13 R   -139 U    14 R      first U    -  (wgmma, c = 0)
  hopper     e4m3, e5m2 -> fp16     16 R    25 >=17 -133 U   n/a       after R    pairs R (mma.sync)
  blackwell  fp16, bf16, tf32       as hopper (the same R / U on B200's records)
  blackwell  e4m3 -> fp32           16 U    25 >=20 -133 U   24 U      after R    pairs U (mma.sync)
  blackwell  e4m3 -> fp16           16 R    25 >=17 -133 U   n/a       after R    pairs R (mma.sync)
  fp16 output of 16-bit inputs: F is R>= or U (one group per record), out_bits n/a. Not Profile
  fields, the same everywhere: alignment by truncation (R: `fit` leaves one hypothesis on every
  fp32-output batch and on Ada's FP8; free on fp16-output batches of 16-bit inputs and on the
  FP8 mma.sync ones), subnormals kept, overflow to inf (U, departure 9). Blackwell e5m2: no
  records here (held back); the e4m3 model by construction (the same emulation).

Run it:
  CPU:  python hawkeye.py validate ../shared/hawkeye_records     # 0 mismatches expected
        python hawkeye.py fit ../shared/hawkeye_records/B200/E4M3  # models that fit a batch
        python hawkeye.py pins ../shared/hawkeye_records         # what the records pin
        OPENBLAS_NUM_THREADS=1 python hawkeye.py bench --big 4096  # speed vs float64 matmul
        python hawkeye.py probe --cpu blackwell --fmt e4m3       # probe the replayer itself
        with hawkeye.interpret(arch="hopper"): kernel[grid](...)  # TRITON_INTERPRET=1
        python -m pytest tests/test_hawkeye.py -q
  GPU:  python hawkeye.py probe --fmt bf16                       # parameters of this GPU
        python hawkeye.py verify --fmt bf16 --shape 256 256 256  # tiles, GEMMs, torch.matmul
"""
import argparse
import contextlib
import math
import os
import statistics
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

# ----------------------------------------------------------------------------------------------
# Number formats and the per-architecture parameter table


class Fmt(NamedTuple):
    mant: int        # stored fraction bits
    emin: int        # exponent of the smallest normal number; subnormals also use this exponent
    max: float       # largest finite value
    has_inf: bool    # E4M3 has NaN but no infinity


FORMATS = {
    "fp16": Fmt(10, -14, 65504.0, True),
    "bf16": Fmt(7, -126, float.fromhex("0x1.fep127"), True),
    "tf32": Fmt(10, -126, float.fromhex("0x1.ffcp127"), True),
    "e4m3": Fmt(3, -6, 448.0, False),
    "e5m2": Fmt(2, -14, 57344.0, True),
}
FP32 = Fmt(23, -126, float.fromhex("0x1.fffffep127"), True)
FP16 = FORMATS["fp16"]


class Profile(NamedTuple):
    group: int       # products per group (one group = one exact, truncated sum)
    frac: int        # F: fraction bits kept below 2^E when a term is aligned
    floor: "int | None"   # lowest value E can take (None: no floor)
    out_bits: int    # significant bits of each group's fp32 result (truncated)
    c_enters: str = "first"   # "first": the accumulator is a term of the first group of each
                              # instruction; "after": each instruction sums its products from 0
                              # and adds the accumulator last, one IEEE add (round to nearest even)
    order: tuple = ()         # the instruction's K positions in the order its groups take them
                              # (len = the instruction's K; () = natural order, K = group)
    fp16: "Profile | None" = None   # the fp16-output instruction's profile where it differs


_P16 = {"volta": Profile(4, 23, None, 24), "ampere": Profile(8, 24, -132, 24),
        "hopper": Profile(16, 25, -133, 24)}
# FP8 mma.sync (m16n8k32, an Ada instruction) on Hopper and Blackwell datacenter GPUs: no FP8
# unit behind it, FP8 is converted to fp16 and two fp16 m16n8k16 instructions (Hopper's fp16
# profile) run from 0, the first on k = 0,1 mod 4, the second on k = 2,3 mod 4 (each thread's
# 4-byte register of k = 4t..4t+3 as two f16x2 halves); C comes last, one IEEE add. Found by
# `fit` on the records (departure 6).
PAIRS32 = tuple(k for k in range(32) if k % 4 < 2) + tuple(k for k in range(32) if k % 4 >= 2)
FP8_MMA_SYNC = Profile(16, 25, -133, 24, c_enters="after", order=PAIRS32)
# Hopper's other FP8 instruction with fp16 output, wgmma (a 64-row tile: what Triton's tl.dot
# emits on sm_90, and what `verify` runs): the fp32-output wgmma datapath (one group of 32, F =
# 13, c a term of the group) with each instruction's result rounded to fp16 (RNE) before the
# next. Measured on an H200 (2026-12-04): 12,288 of 12,288 elements of 48 e4m3/e5m2 tiles at
# K = 32 and 64 (tests/hawkeye_sample/h200_wgmma_fp8_fp16out.npz), where FP8_MMA_SYNC matched
# 7,632. The records (mma.sync) keep FP8_MMA_SYNC in the Hopper profiles' fp16 field.
FP8_WGMMA_F16 = Profile(32, 13, -139, 14)


def triton_tile_profile(arch, fmt, out, rows):
    """The profile of the instruction Triton emits for a tl.dot on a block of `rows` rows, where
    it is not the built-in one: on sm_90 a block of 64 rows or more runs wgmma (mma.sync below),
    and for FP8 with fp16 output the two differ (FP8_WGMMA_F16). None: the built-in profile."""
    if arch == "hopper" and fmt in ("e4m3", "e5m2") and out == "fp16" and rows >= 64:
        return FP8_WGMMA_F16
    return None
PROFILES = {
    ("volta", "fp16"): _P16["volta"],
    ("ampere", "fp16"): _P16["ampere"], ("ampere", "bf16"): _P16["ampere"],
    ("ampere", "tf32"): Profile(4, 24, -132, 24),
    ("ada", "fp16"): _P16["ampere"], ("ada", "bf16"): _P16["ampere"],
    ("ada", "tf32"): Profile(4, 24, -132, 24),
    ("ada", "e4m3"): Profile(16, 13, -139, 14), ("ada", "e5m2"): Profile(16, 13, -139, 14),
    ("hopper", "fp16"): _P16["hopper"], ("hopper", "bf16"): _P16["hopper"],
    ("hopper", "tf32"): Profile(8, 25, -133, 24),
    # fp32 output: wgmma; fp16 output: only mma.sync is recorded (wgmma's .f16 form is not)
    ("hopper", "e4m3"): Profile(32, 13, -139, 14, fp16=FP8_MMA_SYNC),
    ("hopper", "e5m2"): Profile(32, 13, -139, 14, fp16=FP8_MMA_SYNC),
    # Blackwell (B200): the records' 16-bit and tf32 arithmetic is Hopper's; its FP8 records
    # (mma.sync, both outputs) are the fp16 emulation above; tcgen05's FP8 is not recorded
    ("blackwell", "fp16"): _P16["hopper"], ("blackwell", "bf16"): _P16["hopper"],
    ("blackwell", "tf32"): Profile(8, 25, -133, 24),
    ("blackwell", "e4m3"): FP8_MMA_SYNC, ("blackwell", "e5m2"): FP8_MMA_SYNC,
}
ARCH_NAMES = {  # GPU (or record folder) name -> architecture
    "volta": "volta", "v100": "volta",
    "ampere": "ampere", "a100": "ampere", "a2": "ampere", "a10": "ampere", "a30": "ampere",
    "a40": "ampere", "rtx3090": "ampere",
    "ada": "ada", "rtx4090": "ada", "l40s": "ada", "l40": "ada", "l4": "ada", "rtx-1000": "ada",
    "hopper": "hopper", "h100": "hopper", "h200": "hopper", "gh200": "hopper", "h800": "hopper",
    # datacenter Blackwell, compute capability 10.0 (tcgen05). Not the RTX 50 series or GB10
    # (capability 12.x, mma.sync-based tensor cores, no records): they have no profile.
    "blackwell": "blackwell", "b200": "blackwell", "b100": "blackwell", "gb200": "blackwell",
}
FMT_ALIASES = {"fp16": "fp16", "bf16": "bf16", "tf32": "tf32", "e4m3": "e4m3", "e5m2": "e5m2",
               "fp8e4m3": "e4m3", "fp8e5m2": "e5m2", "float16": "fp16", "bfloat16": "bf16"}
TILE_K = {"fp16": 16, "bf16": 16, "tf32": 8, "e4m3": 32, "e5m2": 32}   # K of one probe/verify tile
UNMODELLED = set()   # (arch, fmt, out) with no model: none since departure 6 was resolved
ZERO_EXP = -16000   # exponent given to zero operands: the sum of two stays in int16 and below all


def resolve(arch, fmt):
    """('H100', 'BF16') -> ('hopper', 'bf16', Profile); ValueError with the choices otherwise."""
    a = ARCH_NAMES.get(str(arch).lower())
    if a is None:
        raise ValueError(f"unknown arch {arch!r}; known: {', '.join(sorted(ARCH_NAMES))}")
    f = FMT_ALIASES.get(str(fmt).lower())
    if f is None:
        raise ValueError(f"unknown fmt {fmt!r}; known: {', '.join(FORMATS)}")
    if (a, f) not in PROFILES:
        have = [k[1] for k in PROFILES if k[0] == a]
        raise ValueError(f"{a} has no {f} tensor-core instruction; it has: {', '.join(have)}")
    return a, f, PROFILES[(a, f)]


# ----------------------------------------------------------------------------------------------
# Inputs: float32 values exactly representable in the format, raw bit patterns, torch tensors


def from_bits(bits, fmt):
    """Raw bit patterns -> float32 values. fp16/bf16: 16-bit words; e4m3/e5m2: bytes;
    tf32: 19-bit words (sign, 8 exponent bits, 10 fraction bits)."""
    bits = np.asarray(bits).astype(np.uint32)
    if fmt == "fp16":
        return bits.astype(np.uint16).view(np.float16).astype(np.float32)
    if fmt in ("bf16", "tf32"):
        return (bits << (16 if fmt == "bf16" else 13)).view(np.float32)
    mant, bias = (3, 7) if fmt == "e4m3" else (2, 15)
    s, e, m = bits >> 7 & 1, bits >> mant & (0x7f >> mant), bits & ((1 << mant) - 1)
    v = np.where(e == 0, m * 2.0 ** (1 - bias - mant), (1 + m / 2 ** mant) * 2.0 ** (e.astype(int) - bias))
    top = 0x7f >> mant
    if fmt == "e4m3":                        # E4M3 ("fn"): S.1111.111 is NaN, no infinities
        v = np.where((e == top) & (m == 7), np.nan, v)
    else:                                    # E5M2: IEEE-like
        v = np.where(e == top, np.where(m == 0, np.inf, np.nan), v)
    return np.where(s == 1, -v, v).astype(np.float32)


def _exponent(v, emin):
    """Exponent of each value in the tensor-core sense: floor(log2|v|), but at least emin (a
    subnormal keeps its significand without hidden bit at the minimum exponent); ZERO_EXP for 0.
    v: float64 array of finite fp32 values (all normal numbers in float64). Returns int32."""
    e = (v.view(np.uint64) >> np.uint64(52) & np.uint64(0x7ff)).astype(np.int32) - 1023
    return np.where(v == 0, ZERO_EXP, np.maximum(e, emin))


def _pow2(e):
    """2.0**e for an int array e in [-1022, 1023], built from its float64 bit pattern."""
    return ((e + 1023).astype(np.uint64) << np.uint64(52)).view(np.float64)


def _to_array(x, name):
    """numpy / list / torch tensor -> float32 array, never rounding."""
    if hasattr(x, "detach"):                  # torch tensor: bf16/fp16/fp8 -> fp32 is exact
        x = x.detach().cpu().float().numpy()
    arr = np.asarray(x)
    if arr.dtype == np.float32:
        return arr
    out = arr.astype(np.float32)
    if arr.dtype.kind in "fiu" and not np.array_equal(out.astype(arr.dtype), arr, equal_nan=arr.dtype.kind == "f"):
        i = tuple(int(j) for j in np.argwhere(out.astype(arr.dtype) != arr)[0])
        raise ValueError(f"{name}{list(i)} = {arr[i].item()!r} is not a float32 value")
    return out


def check_representable(x, fmt, name="A"):
    """Raise ValueError naming the first element of float32 array x not exact in fmt."""
    f = FORMATS[fmt]
    # The usual case in a few integer passes: 0, or a magnitude in [2^emin, max] with no bit
    # below the format's last fraction bit, is exact; only the rest (subnormals of fmt, inf,
    # NaN, and the bad ones) goes through the exact check below.
    u = np.ascontiguousarray(x).view(np.uint32).ravel() & np.uint32(0x7FFFFFFF)
    lo, hi = np.float32(2.0 ** f.emin).view(np.uint32), np.float32(f.max).view(np.uint32)
    maybe = np.flatnonzero(((u & np.uint32((1 << (23 - f.mant)) - 1)) != 0) | (u > hi) | ((u < lo) & (u != 0)))
    if maybe.size:
        _check_exact(np.ascontiguousarray(x).ravel()[maybe], maybe, x.shape, fmt, name)


def _check_exact(x, where, shape, fmt, name):
    """check_representable's exact check on a few values x (1-D), at flat indices `where`."""
    f = FORMATS[fmt]
    with np.errstate(invalid="ignore"):                 # signalling NaNs convert quietly
        v = x.astype(np.float64)
    fin = np.isfinite(v)
    vf = np.where(fin, v, 0.0)
    step = np.ldexp(1.0, np.maximum(_exponent(vf, f.emin), f.emin) - f.mant)   # last fraction bit
    bad = fin & ((np.abs(vf) > f.max) | (vf / step != np.trunc(vf / step)))
    if not f.has_inf:
        bad |= np.isinf(v)
    if bad.any():
        j = int(np.argmax(bad))
        i = [int(k) for k in np.unravel_index(where[j], shape)]
        bits = int(x[j:j + 1].view(np.uint32)[0])
        raise ValueError(f"{name}{i} = {float(x[j])!r} (0x{bits:08x}) is not exactly representable in {fmt}")


# ----------------------------------------------------------------------------------------------
# One MMA group, for every output element at once: the arithmetic model


def _round_fp32_trunc(v, bits, subnormal=True, overflow=True):
    """Exact float64 values -> fp32 values with `bits` significant bits, truncated toward zero
    (subnormals too, on the 2^-149 grid); results of 2^128 or more become inf (step 5, 6).
    subnormal/overflow=False: the caller knows no value needs that step."""
    keep = np.uint64((0xFFFFFFFFFFFFFFFF << (53 - bits)) & 0xFFFFFFFFFFFFFFFF)
    r = v.view(np.uint64)
    r &= keep                                           # sign-magnitude: masking = toward zero
    r = r.view(np.float64)
    if not (subnormal or overflow):
        return r
    mag = np.abs(r)
    if subnormal and (mag < 2.0 ** -126).any():         # fp32 subnormals: also the 2^-149 grid
        r = np.where(mag < 2.0 ** -126, np.trunc(r * 2.0 ** 149) * 2.0 ** -149, r)
    if overflow and (mag >= 2.0 ** 128).any():
        r = np.where(mag >= 2.0 ** 128, np.copysign(np.inf, r), r)
    return r


_WORK = threading.local()


def _scratch(name, shape, dtype):
    """A work array reused from call to call (one set per thread and shape): (g, rows, N)
    temporaries of a few hundred kB, allocated fresh for every group, cost more than the
    arithmetic on them."""
    arrs = _WORK.__dict__.setdefault("arrays", {})
    key = (name, shape, dtype)
    if key not in arrs:
        if len(arrs) > 24:                             # many shapes (dot, tiles): start over
            arrs.clear()
        arrs[key] = np.empty(shape, dtype)
    return arrs[key]


def _group(acc, a, b, ea, eb, prof, acc_fmt, special=None):
    """One group step. acc: (...) float64, the running accumulator (fp32 or fp16 values, may be
    inf/NaN); a, b: (g, ...) float64 operand values broadcasting to (g, ...), zero where the
    input is inf/NaN; ea, eb: their int16 exponents (ZERO_EXP for zeros); special: None, or the
    raw (a, b) blocks when inputs hold inf/NaN. Returns the new accumulator, (...) float64."""
    F = prof.frac
    fin = np.isfinite(acc)
    if special is not None or not fin.all():
        with np.errstate(invalid="ignore", over="ignore"):
            ieee = acc + ((special[0] * special[1]).sum(0) if special is not None else 0.0)
        acc = np.where(fin, acc, 0.0)
    # Step 2: E = largest exponent of the nonzero terms (product exponent = e_a + e_b, its
    # significand in [1, 4) is not renormalised), at least the floor.
    shape = np.broadcast_shapes(a.shape, b.shape)                # (g, ...)
    T = np.add(ea, eb, out=_scratch("T", shape, np.int16))
    E_prod = np.maximum.reduce(T, axis=0)                        # (...) int16
    E = np.maximum(E_prod, _acc_exponent(acc, acc_fmt.emin))     # (...) int32
    if prof.floor is not None:                                   # E >= floor: never all-zero E
        np.maximum(E, prof.floor, out=E)
    else:
        E = np.where(E <= ZERO_EXP // 2, 0, E)                   # all terms zero: any E will do
    lo, hi = (int(E.min()), int(E.max())) if E.size else (0, 0)
    # Steps 1 and 3: the exact products (float64 holds any product of two <= 11-bit
    # significands), each cut toward zero to F fraction bits below 2^E, i.e. to an integer in
    # units of 2^(E-F). Scaling by a power of two is exact.
    scale = _pow2(F - E)                                         # (...) float64
    fast = E.size and len(a) * ((1 << (F + 2)) - 1) < 2 ** 31 and E_prod.max() <= 125 and lo > F - 126
    if fast:
        # The same cut in float32 and int32, half the memory traffic (the usual case). Exact
        # here: every product (<= 22 significant bits, below 2^127) is a float32; a product
        # too small for float32 scales to below 1/2, where the cut gives 0 anyway; each cut
        # term is below 2^(F+2), so g of them sum within int32; the cast to int32 truncates.
        # The (g, ...) arrays are reused work arrays: fresh ones cost a page fault per 4 kB.
        P = np.multiply(a.astype(np.float32), b.astype(np.float32), out=_scratch("P", shape, np.float32))
        P *= scale.astype(np.float32)                            # (g, ...) products in cut units
        cut = _scratch("I", shape, np.int32)
        np.copyto(cut, P, casting="unsafe")                      # truncation toward zero
        cut_sum = _sum0(cut)
    else:                                                        # any exponents: float64
        P = a * b                                                # (g, ...) exact products
        P *= scale
        cut_sum = np.trunc(P, out=P).sum(0)
    # Step 4: exact sum (integers below 2^33) of the cut products and the cut accumulator.
    v = np.multiply(acc, scale)
    np.trunc(v, out=v)
    v += cut_sum                                                 # S, exact
    v /= scale                                                   # the exact group sum
    # Step 5: back to the accumulator format (the result is the next group's accumulator).
    if acc_fmt is FP16:          # fp16 output mode: one round-to-nearest-even, overflow -> inf
        with np.errstate(over="ignore"):
            r = v.astype(np.float16).astype(np.float64)
    elif fast:                   # |v| < (g + 1) 2^(E+2) < 2^(E+8); v is a multiple of 2^(E-F)
        # >= 2^-149, so a subnormal v keeps its bits; S is never -0 (int + float): no -0 fix
        r = _round_fp32_trunc(v, prof.out_bits, subnormal=False, overflow=hi + 8 > 127)
    else:
        r = _round_fp32_trunc(v, prof.out_bits)
    if not fast or acc_fmt is FP16:
        r += 0.0                                                 # departure 4: -0 -> +0
    if special is not None or not fin.all():                     # step 6: inf and NaN win
        r = np.where(np.isfinite(ieee), r, ieee)
    return r


def _acc_exponent(acc, emin):
    """_exponent for the accumulator (finite float64), in fewer passes: frexp, then the
    minimum exponent, then ZERO_EXP for zeros. Returns int32."""
    e = np.frexp(acc, _scratch("m", acc.shape, np.float64), _scratch("e", acc.shape, np.int32))[1]
    e -= 1                                                       # |acc| = m 2^(e+1), 1/2 <= m < 1
    np.maximum(e, emin, out=e)
    if not acc.all():
        e[acc == 0] = ZERO_EXP
    return e


def _sum0(x):
    """x.sum(0) for a work array x (overwritten), by halving with in-place adds: NumPy's
    add.reduce over the first axis of an int32 array is several times slower."""
    n = len(x)
    while n > 1:
        h = n // 2                            # fold the top h rows onto the first h (n odd:
        np.add(x[:h], x[n - h:n], out=x[:h])  # the middle row stays for the next round)
        n -= h
    return x[0]


# ----------------------------------------------------------------------------------------------
# The fast form of a matmul group (the usual case): E from a BLAS product of powers of two, the
# products as (rows, N) float32 slices, one K position at a time. The same steps, the same bits:
# every block it cannot take exactly goes to `_group` instead.
#
# E without a (g, rows, N) pass. E_prod[i, j] = max_k (ea[k, i] + eb[k, j]) is a max-plus
# product; with X[i, k] = 2^(c (ea[k, i] - oA)) and Y[k, j] = 2^(c (eb[k, j] - oB)) (0 for
# zero operands), S = X @ Y (float64 BLAS) holds g terms 2^(c m) whose largest is 2^(c M),
# M = E_prod - oA - oB, so 2^(c M) <= S < 2^(c (M + 1)) when 2^c > g: M = floor(log2(S) / c), read
# from S's exponent bits through a table. Exponent differences are clamped at -H (every term
# then stays a normal float64, so S = 0 only when every product is zero); an output whose
# products all lie H or more binary orders below oA + oB ("deep") cannot be read, and is sent
# to `_group` unless E_prod <= floor makes it irrelevant.


def _fast_ok(prof, acc_fmt):
    """Profiles the fast form takes: one plain group per step with a floor, fp32 accumulation,
    and g cut products (each below 2^(F+2)) summing within int32."""
    return (prof.floor is not None and not prof.order and prof.c_enters == "first" and acc_fmt is FP32
            and prof.group * ((1 << (prof.frac + 2)) - 1) < 2 ** 31)


def _e_params(g):
    """(c, H, emax) for groups of g: 2^c > g; clamp H with 2^(-2cH) a normal float64; the
    largest E with no overflow: |result| < 2^(E+1) (2g + 1) <= 2^128."""
    c = g.bit_length()
    return c, 1022 // (2 * c), 127 - (2 * g + 1).bit_length()


_E_TABLES = {}


def _e_table(prof, off, acc_ok, f32=False):
    """S's biased exponent (0..2047) -> the float32 bits of 2^(F - max(floor, M + off)), the scale
    of the cut, where off = oA + oB. Markers ("send to _group"): 2^127 where E <= F - 126
    (float32 products could lose bits; a larger E_acc may still make the output exact), 0 for
    deep outputs where E_prod could matter (whatever the accumulator). Exponent 0 (no
    nonzero product): 2^(125 - F), harmless for an all-zero output and never below the scale of
    a nonzero accumulator if acc_ok (see _acc_ok); a marker otherwise. f32: S is a float32
    (0..255) from terms clamped at -H32 (_to32)."""
    key = (prof.frac, prof.floor, prof.group, off, acc_ok, f32)
    t = _E_TABLES.get(key)
    if t is None:
        F, floor = prof.frac, prof.floor
        c, H, _ = _e_params(prof.group)
        H = 126 // (2 * c) if f32 else H
        bias = 127 if f32 else 1023
        idx = np.arange(2 * bias + 2)
        E = np.maximum(floor, (idx - bias) // c + off)
        t = (np.clip(F - E, -126, 127) + 127).astype(np.uint32) << np.uint32(23)
        if off - H > floor:          # deep: 0 < S < 2^(-c (H - 1)); 0, which the min with the
            t[(idx >= 1) & (idx < bias - c * (H - 1))] = 0   # accumulator's scale keeps
        t[0] = (125 - F + 127) << 23 if acc_ok else 254 << 23
        _E_TABLES[key] = t
    return t


def _acc_ok(acc, F):
    """None if the fp32 accumulator holds inf/NaN; else whether every nonzero |acc| >= 2^(2F-125)
    (E_acc >= 2F - 125: its scale 2^(F - E_acc) is at most the table's 2^(125 - F), and no
    subnormal). The fast form keeps it: its results are multiples of u >= 2^(2F-125) when the
    largest scale is at most 2^(125 - F)."""
    m = np.abs(acc)
    if not np.isfinite(m).all():
        return None
    return not ((m < 2.0 ** (2 * F - 125)) & (m > 0)).any()


def _group_fast(acc, a, b, X, Y, oA, oB, prof, acc_ok, X32=None, Y32=None):
    """One group step in the fast form. acc: (r, N) float32, finite, overwritten with the result;
    a: (g, r) float32, b: (g, N) float32 operands; X: (g, r), Y: (g, N) float64, 2^(c (ea - oA))
    and 2^(c (eb - oB)) from _exp_sums; acc_ok: as _acc_ok. Returns None (acc untouched) when
    the block needs `_group`, else _acc_ok of the result. X32, Y32: X and Y clamped at -H32 in
    float32 (_to32): S then comes first from a float32 BLAS product, about three times faster;
    if that leaves a deep output (H32 - 1 or more binary orders below oA + oB: rare on data
    of one scale) the float64 S is taken instead."""
    F = prof.frac
    shape = acc.shape                                            # (r, N)
    c, H, emax = _e_params(prof.group)
    off = max(oA + oB, prof.floor)                 # off <= floor: E_prod never above the floor
    if off > emax:
        return None
    S = _scratch("S", shape, np.float64)
    if X32 is not None:
        S32 = np.matmul(X32.T, Y32, out=_scratch("S32", shape, np.float32))
        idx = np.right_shift(S32.view(np.int32), 23, out=S32.view(np.int32))
        s = np.take(_e_table(prof, off, acc_ok, True), idx, out=_scratch("s", shape, np.uint32), mode="clip")
        if not s.all():                                          # a deep output: float64 S
            X32 = None
    if X32 is None:
        np.matmul(X.T, Y, out=S)                                 # (r, N) sums of 2^(c m)
        idx = np.right_shift(S.view(np.int64), 52, out=S.view(np.int64))   # S >= 0: its exponent
        s = np.take(_e_table(prof, off, acc_ok), idx, out=_scratch("s", shape, np.uint32), mode="clip")
    # E = max(E_prod, E_acc): the smaller scale; 2^(F - E_acc) from the accumulator's exponent
    # bits (a zero accumulator gives more than any table value, so the table's scale stays)
    t = np.bitwise_and(acc.view(np.uint32), np.uint32(0x7F800000), out=_scratch("t", shape, np.uint32))
    np.subtract(np.uint32((254 + F) << 23), t, out=t)
    np.minimum(s, t, out=s)
    top = int(s.max())
    if top >= 254 << 23 or s.min() < (F - emax + 127) << 23:    # a marker, or E > emax
        return None
    s = s.view(np.float32)                                       # (r, N) 2^(F - E), exact
    # Steps 1, 3, 4: each product (exact in float32), scaled to units of 2^(E - F) (exact), cut
    # toward zero by the cast to int32 and summed there (g terms below 2^(F+2) each).
    cut = _scratch("I", shape, np.int32)
    P = _scratch("P", shape, np.float32)
    for k in range(len(a)):
        np.multiply(a[k, :, None], b[k], out=P)                  # (r, 1) x (N,) -> (r, N)
        np.multiply(P, s, out=P)
        if k == 0:
            np.copyto(cut, P, casting="unsafe")
        else:
            np.add(cut, P, out=cut, dtype=np.int32, casting="unsafe")
    np.multiply(acc, s, out=P)                                   # the accumulator's cut
    np.trunc(P, out=P)                                           # (< 2^(F+1), 24 bits: exact)
    v = np.add(cut, P, out=S.view(np.float64), dtype=np.float64)  # the exact sum, units 2^(E-F)
    # Step 5: truncate to out_bits (sign-magnitude mask), scale back (exact: every nonzero
    # result is a normal fp32 number, |v| 2^(E-F) >= 2^(E-F) > 2^-126, and below 2^128).
    keep = np.uint64((0xFFFFFFFFFFFFFFFF << (53 - prof.out_bits)) & 0xFFFFFFFFFFFFFFFF)
    np.bitwise_and(v.view(np.uint64), keep, out=v.view(np.uint64))
    np.divide(v, s, out=acc, casting="same_kind")                # +0 for a zero sum
    return top <= (125 - F + 127) << 23


def _to32(X, g):
    """X (from _exp_sums) in float32, its differences clamped at -H32 = -(126 // (2 c)) instead
    of -H: every product of two terms stays a normal float32 (2^(-2 c H32) >= 2^-126)."""
    c = _e_params(g)[0]
    return np.where(X > 0, np.maximum(X, 2.0 ** (-c * (126 // (2 * c)))), 0.0).astype(np.float32)


def _exp_sums(B, eb, g):
    """Y (K, N) float64 = 2^(c (eb - oB)) per group of g rows of B (0 where B is 0, differences
    clamped at -H), and oB, the largest exponent of each group (ZERO_EXP if all zero); for A,
    B = A.T (K, M) gives X and oA."""
    c, H, _ = _e_params(g)
    Y = np.empty(B.shape, np.float64)
    oB = []
    for g0 in range(0, len(B), g):
        e = eb[g0:g0 + g].astype(np.int32)
        oB.append(int(e.max()))
        Y[g0:g0 + g] = _pow2(c * np.maximum(e - oB[-1], -H))
    Y[B == 0] = 0.0
    return Y, oB


def _walk_fast(acc, a32, b32, X, Y, oA, oB, blk, prof, k0, k1, X32, Y32):
    """_walk for a matmul row block with finite operands: each group in the fast form where it
    applies, else `_group`. acc: (r, N) float64 (fp32 values); a32: (K, r), b32: (K, N) float32;
    X, oA, Y, oB: from _exp_sums; blk: the (a, b, ea, eb) views `_walk` takes."""
    g = prof.group
    acc = acc.astype(np.float32)                                 # fp32 values: exact
    ok = _acc_ok(acc, prof.frac)
    for g0 in range(k0, k1, g):
        g1 = min(g0 + g, k1)
        res = None
        if ok is not None and g0 % g == 0:                       # Y's groups start at 0
            res = _group_fast(acc, a32[g0:g1], b32[g0:g1], X[g0:g1], Y[g0:g1], oA[g0 // g], oB[g0 // g], prof, ok,
                              X32[g0:g1], Y32[g0:g1])
        if res is None:
            acc = _group(acc.astype(np.float64), *(x[g0:g1] for x in blk), prof, FP32).astype(np.float32)
            ok = _acc_ok(acc, prof.frac)
        else:
            ok = res
    return acc.astype(np.float64)


def _walk(acc, a, b, ea, eb, prof, acc_fmt, k0, k1, raw=None):
    """The increasing chain over K positions [k0, k1): one `_group` per `prof.group` products.
    a, b, ea, eb: (K, ...) operands already shaped to broadcast against acc (...)."""
    if prof.order or prof.c_enters != "first":
        return _walk_instructions(acc, a, b, ea, eb, prof, acc_fmt, k0, k1, raw)
    for g0 in range(k0, k1, prof.group):
        g1 = min(g0 + prof.group, k1)       # a short last group = zero padding (zeros never
        sp = None if raw is None else (raw[0][g0:g1], raw[1][g0:g1])   # raise E)
        acc = _group(acc, a[g0:g1], b[g0:g1], ea[g0:g1], eb[g0:g1], prof, acc_fmt, sp)
    return acc


def _walk_instructions(acc, a, b, ea, eb, prof, acc_fmt, k0, k1, raw=None):
    """The chain for profiles whose instruction is more than one plain group: per instruction
    of n = len(prof.order) positions, its groups take the positions in prof.order; with
    c_enters="after" they sum from 0 and the accumulator is added last with one IEEE add."""
    n = len(prof.order) or prof.group
    for i0 in range(k0, k1, n):
        ks = np.array([i0 + k for k in (prof.order or range(n)) if i0 + k < k1], dtype=np.intp)
        part = acc if prof.c_enters == "first" else np.zeros_like(acc)
        for g0 in range(0, len(ks), prof.group):
            sel = ks[g0:g0 + prof.group]                     # this group's K positions
            sp = None if raw is None else (raw[0][sel], raw[1][sel])
            part = _group(part, a[sel], b[sel], ea[sel], eb[sel], prof, acc_fmt, sp)
        acc = part if prof.c_enters == "first" else _add_rne(acc, part, acc_fmt)
    return acc


def _add_rne(x, y, acc_fmt):
    """x + y for two accumulator values (fp32, or fp16 in fp16 mode), one IEEE add with round to
    nearest even: the float64 sum rounded to the format is rounded once in effect (53 >= 2*24+2
    bits, so the double rounding is innocuous); overflow gives inf, NaN/inf follow IEEE."""
    with np.errstate(over="ignore", invalid="ignore"):
        r = (x + y).astype(np.float16 if acc_fmt is FP16 else np.float32).astype(np.float64)
    return r + 0.0                                               # departure 4: -0 -> +0


def _operand(x, fmt):
    """float32 array (checked) -> (finite values float64, int16 exponents, raw float64 or None)."""
    with np.errstate(invalid="ignore"):
        raw = x.astype(np.float64)
    fin = np.isfinite(raw)
    v = np.where(fin, raw, 0.0)
    e = _exponent(v, FORMATS[fmt].emin).astype(np.int16)
    return v, e, (None if fin.all() else raw)


def _to_output(acc, acc_fmt):
    """float64 accumulator -> float32 (or float16) array; NaN becomes canonical 0x7fffffff."""
    if acc_fmt is FP16:
        out = acc.astype(np.float16)
        out.view(np.uint16)[np.isnan(out)] = 0x7fff
        return out
    out = acc.astype(np.float32)
    out.view(np.uint32)[np.isnan(out)] = 0x7fffffff
    return out


# ----------------------------------------------------------------------------------------------
# Schedules above one instruction, and the public replay


@dataclass
class Schedule:
    """How K is walked above one instruction (a plain record; defaults = the increasing chain)."""
    split_k: int = 1          # K cut into this many contiguous parts, each its own chain from 0
    promote_every: int = 0    # FP8 promotion: every N elements, the chain's partial sum is added
                              # into a separate fp32 accumulator (0 = never)
    epilogue: bool = False    # D = cast(alpha*acc + beta*C): accumulation starts from 0
    alpha: float = 1.0
    beta: float = 1.0         # 0: C is not read (BLAS), so NaN/inf in C do not propagate
    cast: str = "fp32"        # epilogue output: fp32, fp16 or bf16 (round to nearest even)
    fma: bool = True          # alpha*acc + beta*C rounded once, fma(alpha, acc, beta*C), as
                              # CUTLASS's LinearCombination; False: alpha*acc rounded first


def parse_schedule(text):
    """'split_k=4,promote_every=128' -> Schedule (for the command line)."""
    s = Schedule()
    for item in filter(None, (text or "").split(",")):
        key, _, val = item.partition("=")
        if key not in Schedule.__dataclass_fields__:
            raise ValueError(f"unknown schedule field {key!r}")
        typ = type(getattr(s, key))                # bool, int, float or str, from the defaults
        setattr(s, key, val.lower() in ("1", "true", "yes") if typ is bool else typ(val))
    return s


def _cast_rne(x32, fmt):
    """float32 array -> values of fmt (fp16 or bf16), round to nearest even; returned as float32
    (bf16) or float16 (fp16)."""
    if fmt == "fp16":
        with np.errstate(over="ignore"):
            return x32.astype(np.float16)
    if fmt == "bf16":                          # add half an ulp (ties to even), drop 16 bits
        u = x32.view(np.uint32).astype(np.uint64)
        r = ((u + 0x7fff + (u >> 16 & 1)) >> 16 << 16).astype(np.uint32).view(np.float32)
        return np.where(np.isnan(x32), x32, r)
    return x32


def matmul(A, B, C=None, *, arch, fmt, out="fp32", schedule=None, profile=None, workers=1):
    """D = A @ B + C as the tensor cores of `arch` compute it with `fmt` inputs, bit for bit.

    A: (M, K), B: (K, N): float32 values exact in fmt (or torch tensors); C: (M, N) fp32
    accumulator input (default 0). out: "fp32", or "fp16" (the instruction accumulates in and
    returns fp16; C is rounded to fp16 first). schedule: a Schedule (default: the increasing
    chain). profile: a Profile used instead of the table's (e.g. one `probe` found on a new
    GPU). workers: threads, each taking blocks of rows (2 on a 2-core machine: ~2x faster).
    Returns float32 (M, N); float16 for out="fp16".
    """
    arch, fmt, prof = resolve(arch, fmt)
    prof = profile or prof
    if int(workers) < 1:
        raise ValueError(f"workers must be >= 1, not {workers!r}")
    A, B = _to_array(A, "A"), _to_array(B, "B")
    if A.ndim != 2 or B.ndim != 2 or A.shape[1] != B.shape[0]:
        raise ValueError(f"shape mismatch: A {A.shape} @ B {B.shape} (need (M, K) @ (K, N))")
    M, K = A.shape
    N = B.shape[1]
    C = np.zeros((M, N), np.float32) if C is None else _to_array(C, "C")
    if C.shape != (M, N):
        raise ValueError(f"shape mismatch: C {C.shape}, need {(M, N)}")
    s = schedule or Schedule()
    _check_out(arch, fmt, out)
    prof = _for_out(prof, out)
    if out == "fp16" and s != Schedule():
        raise ValueError("out='fp16' (the fp16-accumulate instruction) takes the default schedule only")
    if s.cast not in ("fp32", "fp16", "bf16") or s.split_k < 1 or s.promote_every < 0:
        raise ValueError(f"bad schedule {s}: cast fp32/fp16/bf16, split_k >= 1, promote_every >= 0")
    acc_fmt = FP16 if out == "fp16" else FP32
    check_representable(A, fmt, "A")
    check_representable(B, fmt, "B")
    a, ea, ra = _operand(A.T, fmt)                                 # (K, M)
    b, eb, rb = _operand(B, fmt)                                   # (K, N)
    with np.errstate(over="ignore", invalid="ignore"):  # fp16 mode: C is rounded to fp16 first
        c = C.astype(np.float16 if out == "fp16" else np.float32).astype(np.float64)

    rows = _block_rows(prof.group, N)
    parts = _split(K, s.split_k, len(prof.order) or prof.group)   # whole instructions
    step = s.promote_every or K
    D = np.empty((M, N), np.float64)
    fast = _fast_ok(prof, acc_fmt) and rb is None and min(M, N, K) > 0   # B finite: fast form
    if fast:
        a32 = np.ascontiguousarray(A.T)                            # (K, M) float32
        X, oA = _exp_sums(a32, ea, prof.group)                     # (K, M) float64, per group
        Y, oB = _exp_sums(B, eb, prof.group)                       # (K, N) float64, per group
        X32, Y32 = _to32(X, prof.group), _to32(Y, prof.group)      # the same, float32
        finite_rows = None if ra is None else np.isfinite(ra).all(0)   # (M,)

    def block(r0):                    # rows r0 .. r0 + rows of D: independent of the others
        r = slice(r0, min(r0 + rows, M))
        blk = (a[:, r, None], b[:, None, :], ea[:, r, None], eb[:, None, :])
        raw = None if ra is None and rb is None else (
            (a if ra is None else ra)[:, r, None], (b if rb is None else rb)[:, None, :])
        if fast and (finite_rows is None or finite_rows[r].all()):
            walk = lambda acc, k0, k1: _walk_fast(acc, a32[:, r], B, X[:, r], Y, oA, oB, blk, prof, k0, k1,
                                                      X32[:, r], Y32)
        else:
            walk = lambda acc, k0, k1: _walk(acc, *blk, prof, acc_fmt, k0, k1, raw)
        total = None
        for i, (k0, k1) in enumerate(parts):
            # Each part is a chain from 0 (split-K) or from C (part 0, no epilogue); with
            # promotion, every `step` elements the chain's partial is added to an fp32 total.
            start = c[r] if (i == 0 and not s.epilogue) else np.zeros_like(c[r])
            if s.promote_every:
                part = start.astype(np.float32)
                for p0 in range(k0, k1, step):
                    chunk = walk(np.zeros_like(c[r]), p0, min(p0 + step, k1))
                    part = part + chunk.astype(np.float32)       # ordinary fp32 add (RNE)
                part = part.astype(np.float64)
            else:
                part = walk(start, k0, k1)
            # Split-K: partials combined left to right with ordinary fp32 adds.
            if total is not None:
                part = (total.astype(np.float32) + part.astype(np.float32)).astype(np.float64)
            total = part
        D[r] = total

    starts = range(0, M, rows)
    if workers > 1 and len(starts) > 1:   # row blocks on threads: NumPy's loops release the GIL
        with ThreadPoolExecutor(workers) as pool:
            list(pool.map(block, starts))
    else:
        for r0 in starts:
            block(r0)
    if not s.epilogue:
        return _to_output(D, acc_fmt)
    return _cast_rne(_epilogue(_to_output(D, FP32), C, s), s.cast)


def _epilogue(acc, C, s):
    """alpha*acc + beta*C in fp32 (IEEE, round to nearest even; signed zeros as IEEE gives them).
    beta*C is one fp32 multiply; s.fma: then one FMA, fma(alpha, acc, beta*C), as CUTLASS's
    LinearCombination; else alpha*acc is rounded before the add. beta = 0 reads no C (BLAS)."""
    alpha = np.float32(s.alpha)
    with np.errstate(over="ignore", invalid="ignore"):
        if s.beta == 0:
            return alpha * acc
        bc = np.float32(s.beta) * C
        return _fma32(alpha, acc, bc) if s.fma else alpha * acc + bc


def _fma32(x, y, z):
    """x*y + z rounded once to fp32 (float32 inputs). x*y is exact in float64 (24 x 24 bits);
    the float64 sum is made round-to-odd (TwoSum gives its exact error; an inexact sum with an
    even last bit moves one ulp toward the true value), and rounding that to fp32 is then the
    correctly rounded result (Boldo and Melquiond 2008, since 53 >= 24 + 2)."""
    p = np.float64(x) * np.asarray(y, np.float64)
    z = np.asarray(z, np.float64)
    with np.errstate(over="ignore", invalid="ignore"):
        t = p + z
        bp = t - z
        err = (p - bp) + (z - (t - bp))                        # p + z = t + err, exactly
        even = (t.view(np.uint64) & np.uint64(1)) == 0
        nudge = np.isfinite(t) & (err != 0) & even
        t = np.where(nudge, np.nextafter(t, np.where(err > 0, np.inf, -np.inf)), t)
        return t.astype(np.float32)


def _for_out(prof, out):
    """The profile of the instruction that produces `out` (prof.fp16 for fp16 output, if set)."""
    return prof.fp16 if out == "fp16" and prof.fp16 is not None else prof


def _block_rows(group, N):
    """Rows per block, so that one block holds ~2^16 outputs: the fast form's (rows, N) work
    arrays (24 bytes an output) stay near the 1 MB L2 cache, and its NumPy calls are long enough
    to cost little beyond their arithmetic; `_group`'s (group, rows, N) arrays take group times
    that (4 MB in float32 for groups of 16), the same per thread whatever M and K."""
    return max(1, (1 << 16) // max(1, N))


def _check_out(arch, fmt, out):
    if out not in ("fp32", "fp16"):
        raise ValueError(f"out must be fp32 or fp16, not {out!r}")
    if out == "fp16" and fmt not in ("fp16", "e4m3", "e5m2"):
        raise ValueError(f"out='fp16' is the fp16-accumulate instruction: fp16 or FP8 inputs, not {fmt}")
    if (arch, fmt, out) in UNMODELLED:
        raise ValueError(f"{arch} {fmt} with fp16 output has no model yet (departure 6)")


def _split(K, parts, group):
    """K positions -> `parts` contiguous ranges, each a multiple of `group` (the products of one
    instruction; the last range takes the rest)."""
    size = -(-K // parts)                               # ceil(K / parts) ...
    size = max(group, -(-size // group) * group)        # ... rounded up to whole groups
    return [(k, min(k + size, K)) for k in range(0, K, size)] or [(0, 0)]


def dot(a, b, c, *, arch, fmt, out="fp32"):
    """Many independent dot products (the records' layout): a, b: (n, K) float32 values exact in
    fmt, c: (n,) fp32 accumulators. Returns (n,) float32 (float16 for out="fp16")."""
    arch, fmt, prof = resolve(arch, fmt)
    _check_out(arch, fmt, out)
    a, b = _to_array(a, "a"), _to_array(b, "b")
    if a.ndim != 2 or a.shape != b.shape:
        raise ValueError(f"shape mismatch: a {a.shape}, b {b.shape} (need both (n, K))")
    check_representable(a, fmt, "a")
    check_representable(b, fmt, "b")
    return _dot(a, b, _to_array(c, "c"), prof, fmt, out)


def _dot(a, b, c, prof, fmt, out):
    """dot() without the checks: (n, K), (n, K), (n,) float32 -> (n,) float32 / float16."""
    prof = _for_out(prof, out)
    acc_fmt = FP16 if out == "fp16" else FP32
    va, ea, ra = _operand(a.T, fmt)                                # (K, n)
    vb, eb, rb = _operand(b.T, fmt)
    with np.errstate(over="ignore", invalid="ignore"):  # fp16 mode: C is rounded to fp16 first
        c = c.astype(np.float16 if out == "fp16" else np.float32).astype(np.float64)
    raw = None if ra is None and rb is None else (va if ra is None else ra, vb if rb is None else rb)
    return _to_output(_walk(c, va, vb, ea, eb, prof, acc_fmt, 0, va.shape[0], raw), acc_fmt)


# ----------------------------------------------------------------------------------------------
# Validation against the GPU records (layout: ROOT/GPU/FORMAT/{a,b}_GPU_FORMAT.txt hex words,
# {c,d}_GPU_fp32.txt and d_GPU_fp16.txt as 32 binary digits; see ../shared/hawkeye_records)


def read_records(folder):
    """One batch folder -> dict with a, b: (n, K) float32; c, d32: (n,) float32; d16 or None."""
    gpu, fmt = os.path.basename(os.path.dirname(folder.rstrip("/"))), os.path.basename(folder.rstrip("/"))

    def words(name, base):
        with open(os.path.join(folder, name)) as fh:
            rows = [[int(w, base) for w in line.split()] for line in fh if line.strip()]
        return np.array(rows, dtype=np.uint32).view(np.float32)

    rec = {"a": words(f"a_{gpu}_{fmt}.txt", 16), "b": words(f"b_{gpu}_{fmt}.txt", 16),
           "c": words(f"c_{gpu}_fp32.txt", 2)[:, 0], "d32": words(f"d_{gpu}_fp32.txt", 2)[:, 0]}
    f16 = os.path.join(folder, f"d_{gpu}_fp16.txt")
    rec["d16"] = words(f"d_{gpu}_fp16.txt", 2)[:, 0] if os.path.exists(f16) else None
    return rec


def _mismatches(got, want):
    """Bitwise comparison of float32 arrays (every NaN counts as equal to every NaN)."""
    g, w = got.astype(np.float32), want.astype(np.float32)
    same = (g.view(np.uint32) == w.view(np.uint32)) | (np.isnan(g) & np.isnan(w))
    return int((~same).sum())


def _replay_records(rec, arch, fmt, out, prof=None):
    """The records' dot products through the replay, following the records README: H100's FP8
    fp32-output records come from wgmma with a zero accumulator, whatever c_H100_fp32.txt says
    (its fp16-output records, from mma.sync, do read c: the fit finds c in every one of them);
    in fp16 mode c is rounded to fp16 first."""
    c = rec["c"]
    if arch == "hopper" and fmt in ("e4m3", "e5m2") and out == "fp32":
        c = np.zeros_like(c)
    if prof is not None:                                   # a profile other than the table's
        return _dot(rec["a"], rec["b"], c, prof, fmt, out)
    return dot(rec["a"], rec["b"], c, arch=arch, fmt=fmt, out=out)


def validate(root, log=print):
    """Replay every batch under root; one line per (GPU, format, output). Returns
    (records, mismatches) over the modelled cases (UNMODELLED ones reported apart, not counted)."""
    if not os.path.isdir(root):
        raise FileNotFoundError(f"no records folder {root!r} (public records: "
                                "github.com/north-numerical-computing/MATLAB-tensor-core, model_validation/)")
    total = bad = 0
    log(f"{'gpu':<8} {'arch':<9} {'format':<6} {'output':<6} {'records':>8} {'mismatches':>10}")
    for gpu in sorted(os.listdir(root)):
        for fname in sorted(os.listdir(os.path.join(root, gpu)) if os.path.isdir(os.path.join(root, gpu)) else []):
            folder = os.path.join(root, gpu, fname)
            if not os.path.isdir(folder):
                continue
            try:
                arch, fmt, _ = resolve(gpu, fname)
            except ValueError as err:
                log(f"{gpu:<8} {'?':<9} {fname:<6} skipped: {err}")
                continue
            rec = read_records(folder)
            for out, want in (("fp32", rec["d32"]), ("fp16", rec["d16"])):
                if want is None:
                    continue
                n = len(want)
                if (arch, fmt, out) in UNMODELLED:
                    log(f"{gpu:<8} {arch:<9} {fmt:<6} {out:<6} {n:>8} {'-':>10}  not modelled (not counted)")
                    continue
                m = _mismatches(_replay_records(rec, arch, fmt, out).astype(np.float32), want)
                total, bad = total + n, bad + m
                log(f"{gpu:<8} {arch:<9} {fmt:<6} {out:<6} {n:>8} {m:>10}")
    log(f"records={total} mismatches={bad}")
    return total, bad


def _neighbours(prof):
    """The profile's parameters, each moved to its nearest other values: [(name, value, Profile)]."""
    out = []
    if prof.group > 1:
        out.append(("group", prof.group // 2, prof._replace(group=prof.group // 2)))
    out.append(("group", prof.group * 2, prof._replace(group=prof.group * 2)))
    out += [("frac", prof.frac + d, prof._replace(frac=prof.frac + d)) for d in (-1, 1)]
    if prof.floor is None:
        out.append(("floor", -126, prof._replace(floor=-126)))
    else:
        out += [("floor", prof.floor + d, prof._replace(floor=prof.floor + d)) for d in (-1, 1)]
        out.append(("floor", None, prof._replace(floor=None)))
    out += [("out_bits", prof.out_bits + d, prof._replace(out_bits=prof.out_bits + d)) for d in (-1, 1)]
    other = "after" if prof.c_enters == "first" else "first"
    out.append(("c_enters", other, prof._replace(c_enters=other)))
    if prof.order:
        out.append(("order", "natural", prof._replace(order=tuple(range(len(prof.order))))))
    return out


def pins(root, log=print):
    """What the records pin: for every batch and output, each parameter of the profile replayed
    moved to its neighbours (group halved and doubled, F, floor and out_bits +-1, the floor
    dropped, c_enters flipped, order made natural); a neighbour that changes no record's
    result is not excluded by the records. Returns {(gpu, fmt, out): {(param, value): mismatches}}."""
    table = {}
    log(f"{'gpu':<6} {'fmt':<5} {'out':<5} {'parameter':<9} {'value':>6}  neighbours: mismatches (0 = not excluded)")
    for gpu in sorted(os.listdir(root)):
        for fname in sorted(os.listdir(os.path.join(root, gpu)) if os.path.isdir(os.path.join(root, gpu)) else []):
            if not os.path.isdir(os.path.join(root, gpu, fname)):
                continue
            try:
                arch, fmt, prof = resolve(gpu, fname)
            except ValueError:
                continue
            rec = read_records(os.path.join(root, gpu, fname))
            for out, want in (("fp32", rec["d32"]), ("fp16", rec["d16"])):
                if want is None or (arch, fmt, out) in UNMODELLED:
                    continue
                base = _for_out(prof, out)
                row = table[(gpu, fmt, out)] = {}
                for name, value, p in _neighbours(base):
                    row[(name, value)] = _mismatches(_replay_records(rec, arch, fmt, out, p).astype(np.float32), want)
                for name in dict.fromkeys(n for n, _ in row):
                    cells = ", ".join(f"{v}: {m}" for (n, v), m in row.items() if n == name)
                    shown = "natural" if name == "order" and not base.order else str(getattr(base, name))[:6] if name != "order" else "pairs"
                    log(f"{gpu:<6} {fmt:<5} {out:<5} {name:<9} {shown:>6}  {cells}")
    return table


# ----------------------------------------------------------------------------------------------
# Fitting: which models of one family explain every record of a batch. This is how the FP8
# mma.sync model (departure 6) was found; `python hawkeye.py fit FOLDER` reproduces it.

FIT_ALIGN = {"trunc": np.trunc, "floor": np.floor, "nearest": np.round}   # np.round: ties to even
FIT_ROUNDINGS = {"fp32": ("trunc24", "nearest24", "trunc14"), "fp16": ("fp16", "trunc24", "nearest24")}


def fit_splits(K):
    """How one K-product instruction may form its groups: name -> list of K-position lists."""
    ks = list(range(K))
    h, q = K // 2, K // 4
    return {f"1x{K}": [ks], f"2x{h} halves": [ks[:h], ks[h:]],
            f"2x{h} pairs": [[k for k in ks if k % 4 < 2], [k for k in ks if k % 4 >= 2]],
            f"2x{h} even/odd": [ks[0::2], ks[1::2]], f"4x{q}": [ks[i:i + q] for i in range(0, K, q)]}


def _round_bits(v, bits, mode, lsb_min):
    """Exact float64 values -> `bits` significant bits, on a grid no finer than 2^lsb_min
    (subnormals); mode "trunc" (toward zero) or "nearest" (ties to even). No overflow here."""
    e = np.maximum(_exponent(v, -1022) - (bits - 1), lsb_min)   # exponent of the last kept bit
    x = v * _pow2(-e)
    return (np.trunc(x) if mode == "trunc" else np.round(x)) * _pow2(e)


def fit_hypothesis(P, EP, c, groups, F, align, c_enters, rounding, out):
    """One hypothesis, on all records at once. P: (n, K) exact products, EP: (n, K) their
    exponents (ZERO_EXP for zeros), c: (n,) accumulators (fp16 values for fp16 output). Per
    group (K positions in `groups`): E = the largest exponent of its nonzero terms (c among them
    in the first group if c_enters="first"), each term cut to a multiple of 2^(E-F) by `align`,
    the exact sum rounded by `rounding`: "trunc24"/"nearest24"/"trunc14" (an fp32 result with
    that many bits) or "fp16" (to fp16, nearest even). fp16 output of an fp32 rounding: one
    more rounding to fp16 at the end. c_enters="after": c added last, one IEEE add."""
    acc_fmt = FP16 if out == "fp16" else FP32
    acc = c if c_enters == "first" else np.zeros_like(c)
    for idx in groups:
        terms = np.concatenate([acc[:, None], P[:, idx]], 1)                   # (n, 1 + g)
        E = np.maximum(np.where(acc == 0, ZERO_EXP, _exponent(acc, acc_fmt.emin)), EP[:, idx].max(1))
        E = np.where(E <= ZERO_EXP // 2, 0, E)
        S = FIT_ALIGN[align](terms * _pow2(F - E)[:, None]).sum(1)   # exact: < 2^40 for F <= 30
        v = S * _pow2(E - F)
        acc = (_round_bits(v, 11, "nearest", -24) if rounding == "fp16" else
               _round_bits(v, int(rounding[-2:]), rounding[:-2], -149))
    if out == "fp16" and rounding != "fp16":
        acc = _round_bits(acc, 11, "nearest", -24)
    return _add_rne(c, acc, acc_fmt) if c_enters == "after" else acc


def _ranges(xs):
    """[17, 18, 19, 25] -> '17-19,25'."""
    out, start = [], xs[0]
    for prev, x in zip(xs, xs[1:] + [None]):
        if x != prev + 1:
            out.append(f"{start}" if start == prev else f"{start}-{prev}")
            start = x
    return ",".join(out)


def fit(folder, fracs=range(10, 31), log=print):
    """Enumerate the family (split x where c enters x alignment rounding x group rounding x F)
    on one batch of records, for each output it holds; print the hypotheses that explain every
    record, and those that explain both outputs. Returns {output: [(split, c_enters, align,
    rounding, F), ...]} and, under "both", [(split, c_enters, align, F), ...]."""
    gpu, fname = os.path.basename(os.path.dirname(folder.rstrip("/"))), os.path.basename(folder.rstrip("/"))
    arch, fmt, _ = resolve(gpu, fname)
    rec = read_records(folder)
    a, b = rec["a"].astype(np.float64), rec["b"].astype(np.float64)           # (n, K)
    P = a * b                                                                   # exact products
    emin = FORMATS[fmt].emin
    EP = np.where(P == 0, ZERO_EXP, _exponent(a, emin) + _exponent(b, emin))
    splits = fit_splits(a.shape[1])
    log(f"fit: {gpu}/{fname} ({arch} {fmt}), {len(P)} records of K = {a.shape[1]}; per output "
        f"{len(splits)} splits x c first/after x {len(FIT_ALIGN)} alignment roundings x 3 group roundings x F {fracs[0]}-{fracs[-1]}")
    found = {}
    for out, want in (("fp32", rec["d32"]), ("fp16", rec["d16"])):
        if want is None:
            continue
        c = rec["c"].astype(np.float16 if out == "fp16" else np.float32).astype(np.float64)
        if arch == "hopper" and fmt in ("e4m3", "e5m2") and out == "fp32":
            c = np.zeros_like(c)                     # wgmma with a zero accumulator (records README)
        ok = [(sn, ce, al, rd, F) for sn, groups in splits.items() for ce in ("first", "after")
              for al in FIT_ALIGN for rd in FIT_ROUNDINGS[out] for F in fracs
              if _mismatches(fit_hypothesis(P, EP, c, groups, F, al, ce, rd, out).astype(np.float32), want) == 0]
        found[out] = ok
        total = len(splits) * 2 * len(FIT_ALIGN) * len(FIT_ROUNDINGS[out]) * len(fracs)
        log(f"output {out}: {len(ok)} of {total} hypotheses explain all {len(want)} records")
        _log_fits(ok, log, rounding=True)
    if len(found) == 2:                       # one instruction structure for both outputs
        both = sorted({h[:3] + h[4:] for h in found["fp32"]} & {h[:3] + h[4:] for h in found["fp16"]})
        found["both"] = both
        log(f"both outputs (the same split, c, alignment and F): {len(both)}")
        _log_fits([h[:3] + ("",) + h[3:] for h in both], log, rounding=False)
    return found


def _log_fits(hyps, log, rounding):
    keys = sorted({h[:4] for h in hyps})
    if keys:
        log(f"  {'split':<16} {'c':<6} {'align':<8} {'rounding' if rounding else '':<10} F")
    for key in keys:
        log(f"  {key[0]:<16} {key[1]:<6} {key[2]:<8} {key[3]:<10} {_ranges([h[4] for h in hyps if h[:4] == key])}")


# ----------------------------------------------------------------------------------------------
# Probe tests (the paper's method). Each query is one dot product: {slot: product value} plus an
# accumulator c. Queries are packed 16 to a tile (query i in row i of A and column i of B, read
# back from D[i, i]) and run through run_tile(A (16, K), B (K, 16), C (16, 16)) -> D.


def _factor(p, fmt):
    """A product value p (sign * {1, 1.5} * 2^x) -> (a, b), both exact in fmt, a*b = p.
    Prefers two normal numbers of balanced size: a subnormal factor would count with the
    minimum exponent and raise E (the subnormal probes pass their operands explicitly)."""
    if isinstance(p, tuple):
        return np.float32(p[0]), np.float32(p[1])
    emin = FORMATS[fmt].emin
    x = math.frexp(p)[1] - 1                               # p = m 2^x, 1 <= |m| < 2
    fallback = None
    for xb in sorted(range(-149, 128), key=lambda xb: abs(2 * xb - x)):   # b = 2^xb, a = p/b
        a, b = p / 2.0 ** xb, 2.0 ** xb
        if _exact(a, fmt) and _exact(b, fmt):
            if x - xb >= emin and xb >= emin:
                return np.float32(a), np.float32(b)
            fallback = fallback or (np.float32(a), np.float32(b))
    if fallback is None:
        raise ValueError(f"{p!r} is not a product of two {fmt} numbers")
    return fallback


def _exact(v, fmt):
    """Is the Python float v (nonzero) exactly representable in fmt? (scalar twin of
    check_representable, for building probe inputs)"""
    f = FORMATS[fmt]
    if v == 0 or not math.isfinite(v) or abs(v) > f.max or abs(v) < 2.0 ** (f.emin - f.mant):
        return False
    step = 2.0 ** (max(math.frexp(v)[1] - 1, f.emin) - f.mant)
    return (v / step).is_integer()


def _expressible(p, fmt):
    try:
        _factor(p, fmt)
        return True
    except ValueError:
        return False


def _ask(run_tile, queries, fmt, K):
    """queries: list of (terms {slot: product or (a, b), "rest": value of the unused slots of
    the row (default 0)}, c) -> list of results, one per query."""
    out = []
    for q0 in range(0, len(queries), 16):
        A, B, C = np.zeros((16, K), np.float32), np.zeros((K, 16), np.float32), np.zeros((16, 16), np.float32)
        for i, (terms, c) in enumerate(queries[q0:q0 + 16]):
            A[i] = terms.get("rest", 0.0)                    # the unused slots (-0: -0 products)
            for slot, p in terms.items():
                if slot == "rest":
                    continue
                A[i, slot], B[slot, i] = _factor(p, fmt)
            C[i, i] = c
        D = np.asarray(run_tile(A, B, C), dtype=np.float64)
        out += [float(D[i, i]) for i in range(len(queries[q0:q0 + 16]))]
    return out


def _rounding(up_pos, up_neg, up_tie):
    """Name a rounding from three observations: was the magnitude rounded up for +1.5 units,
    for -1.5 units, and for the tie +0.5 units (units of the last kept bit)?"""
    names = {(False, False, False): "truncate", (False, True, False): "floor",
             (True, True, False): "nearest-even", (True, True, True): "nearest-away"}
    return names.get((up_pos, up_neg, up_tie), "unknown")


CHAIN_K = 64          # K of the group-structure probe: several instructions chained (bf16: 4 x k16)
SCALE = {"e4m3": 8, "e5m2": 8}   # FP8 probes work around 2^8: products reach 2^-18 .. 2^16 (E4M3)
NOT_MODELLED = ("tf32_conversion",)   # found by `probe`, but the replay takes exact inputs only
# How a GPU cuts float32 operands of a tf32 dot to tf32 (what `interpret`'s tf32= argument
# chooses): measured by `python hawkeye.py probe --fmt tf32` on an NVIDIA H200, 2026-12-04.
TF32_CONVERSION = {"hopper": "truncate"}


def _group_layout(ask, fmt, Kc):
    """The groups of a chain of Kc products, each a sorted list of K positions: each group is
    found by pairing its first free slot with every other free slot (Kc - 1 queries for the
    first group, fewer for each next one; 156 in all for groups of 16 in 64). The pairs of
    the most survivors are the first slot's group. Limit: a pair that cancels also cuts the
    witnesses summed before it (the running sum is a term), so groups interleaved inside one
    instruction are told apart only when the group holding the lowest free slot runs first
    (true of the FP8 k-pair layout, k = 0,1 mod 4 first); otherwise two such groups read as
    one."""
    f = FORMATS[fmt]
    lo = max(2 * f.emin, -30)                            # normal products, far above any floor
    top = int(math.floor(2 * math.log2(f.max)))
    hi = next((x for x in range(min(lo + 60, top), lo, -1) if _expressible(2.0 ** x, fmt)), None)
    if hi is None or hi - lo < 8:
        return None
    big, w = 2.0 ** hi, 2.0 ** lo

    def survivors(pairs):                               # witnesses left, per (i, j) pair
        qs = []
        for i, j in pairs:
            terms = {k: w for k in range(Kc)}
            terms[i], terms[j] = big, -big
            qs.append((terms, 0.0))
        return [r / w for r in ask(qs)]

    free, groups = list(range(Kc)), []
    while free:
        s = free[0]
        n = survivors([(s, j) for j in free[1:]]) if len(free) > 1 else []
        members = [s] + [j for j, x in zip(free[1:], n) if x == max(n)]
        groups.append(members)
        free = [j for j in free if j not in members]
    return groups


def _slots_text(slots):
    """[0, 1, ..., 15] -> '0-15'; other slot lists comma-separated."""
    if slots and slots == list(range(slots[0], slots[0] + len(slots))):
        return f"{slots[0]}-{slots[-1]}"
    return ",".join(map(str, slots))


def probe(run_tile, fmt="bf16", K=None):
    """Discover the arithmetic of one instruction-sized tile (K products per output; default
    the instruction's K: 16 for 16-bit formats, 32 for FP8, 8 for tf32) and of a chain of them
    (the group probe uses CHAIN_K = 64 products: one tl.dot of several instructions).
    Returns a dict of parameters; compare with `expected_probe(profile, fmt)`. The probes put
    up to 4 terms in slots 0-3, so they assume groups of at least 4 products (true of every
    NVIDIA tensor core so far); a parameter that cannot be found is None, one the format
    cannot reach is "n/a". Each probe is one paragraph below; its input pattern is the
    comment, the reading of the answer the code."""
    K = K or TILE_K[fmt]
    f = FORMATS[fmt]
    wide = fmt in ("bf16", "tf32")               # 8 exponent bits: the extremes are reachable
    res = {}
    # Group structure first, over a chain of CHAIN_K products (several instructions), since the
    # other probes must put their terms into one group. +2^hi in slot i, -2^hi in slot j, a
    # witness 2^lo (hi - lo > F + 1) in every other slot, c = 0. If i and j share a group the
    # pair cancels there and only that group's witnesses (and the running sum it takes in) are
    # cut, 2^hi dominating its E: the most survive. Otherwise 2^hi also cuts the witnesses of
    # the groups it passes through: fewer. This holds wherever c enters (no large running sum
    # is left over).
    Kc = max(CHAIN_K, K)
    groups = _group_layout(lambda qs: _ask(run_tile, qs, fmt, Kc), fmt, Kc)
    sizes = {len(g) for g in groups} if groups else set()
    res["group"] = sizes.pop() if len(sizes) == 1 else None
    first = groups[0] if groups else []
    res["group_slots"] = _slots_text(first)
    if res["group"] is None or len(first) < 4:
        return res
    # The remaining probes use "slots" 0-3: the first four K positions of the first group.
    slot = first[:4]
    Kq = max(K, slot[-1] + 1)

    def ask(qs, k=None):
        qs = [({(slot[s] if isinstance(s, int) else s): p for s, p in terms.items()}, c) for terms, c in qs]
        return _ask(run_tile, qs, fmt, max(k or Kq, Kq))

    def scale(need):      # 2^t for a pattern: the first t whose terms fmt can all express
        for t in (SCALE.get(fmt, 0), 0, 4, 8, 12, 16, -4, -8):
            if all(_expressible(v, fmt) for v in need(2.0 ** t)):
                return t, 2.0 ** t
        return None, None

    t, T = SCALE.get(fmt, 0), 2.0 ** SCALE.get(fmt, 0)     # probes are scaled by 2^t (FP8: small range)
    # Internal precision F: 2^t - 2^t + 2^(t-c) keeps the small term while c <= F (E = t).
    cs = [c for c in range(1, 60) if _expressible(2.0 ** (t - c), fmt)]
    got = ask([({0: T, 1: -T, 2: 2.0 ** (t - c)}, 0.0) for c in cs])
    kept = [c for c, r in zip(cs, got) if r == 2.0 ** (t - c)]
    F = res["frac"] = max(kept) if kept and kept == cs[:len(kept)] and max(kept) < cs[-1] else None
    if F is None:
        return res
    # Rounding of the alignment shift: after 2^t - 2^t cancels, +-0.75 and +0.5 units of
    # 2^(t-F) remain (the cut happens per term, before the sum: rounding up shows as one unit).
    ta, Ta = scale(lambda T: (T, 0.75 * T * 2.0 ** -F, 0.5 * T * 2.0 ** -F))
    if ta is not None:
        q = Ta * 2.0 ** -F
        r = ask([({0: Ta, 1: -Ta, 2: s * 0.75 * q}, 0.0) for s in (1, -1)] + [({0: Ta, 1: -Ta, 2: 0.5 * q}, 0.0)])
        res["align_rounding"] = _rounding(r[0] == q, r[1] == -q, r[2] == q)
    else:
        res["align_rounding"] = None
    # Where c enters: 2^t - 2^t with c = 2^(t-F-3). As a term of the group (aligned to E = t
    # with the products) c is cut away: 0. Added after the products' sum: c comes back.
    r = ask([({0: T, 1: -T}, 2.0 ** (t - F - 3))])[0]
    res["c_enters"] = {0.0: "first group", 2.0 ** (t - F - 3): "after products"}.get(r, "unknown")
    # Output precision: 2^t + 2^t + 2^(t+1-j) comes back exactly while j < out_bits.
    js = [j for j in range(1, F + 2) if _expressible(2.0 ** (t + 1 - j), fmt)]
    got = ask([({0: T, 1: T, 2: 2.0 ** (t + 1 - j)}, 0.0) for j in js])
    exact = [j for j, x in zip(js, got) if x == T * (2.0 + 2.0 ** (1 - j))]
    ob = res["out_bits"] = max(exact) + 1 if exact and max(exact) < js[-1] else None
    # Final rounding: 2 + 1.5 ulp, -(2 + 1.5 ulp), and the tie 2 + 0.5 ulp (ulp = 2^(2-ob)),
    # all times 2^t.
    res["final_rounding"] = None
    tf, Tf = scale(lambda T: (T, T * 2.0 ** (2 - ob), T * 2.0 ** (1 - ob))) if ob else (None, None)
    if tf is not None:
        u = 2.0 ** (2 - ob) * Tf
        r = ask([({0: s * Tf, 1: s * Tf, 2: s * u, 3: s * u / 2}, 0.0) for s in (1.0, -1.0)]
                + [({0: Tf, 1: Tf, 2: u / 2}, 0.0)])
        res["final_rounding"] = _rounding(r[0] == 2 * Tf + 2 * u, r[1] == -2 * Tf - 2 * u, r[2] == 2 * Tf + u)
    # Subnormals: an input (min subnormal times 2^k, the product a normal float32), the
    # accumulator (2^-130 next to a product 2^-126, so that the result is normal; 2^-130
    # alone where the format cannot make 2^-126), an output (2^-140 from normal inputs, where
    # the format reaches it), and the exponent a subnormal input counts with: s = 2^(emin-1)
    # is subnormal; s * 2^(1-emin) = 1 cancels -1 and leaves 2^-F only if that product's
    # exponent is taken as 0 (normalised), not 1 (emin convention).
    tiny = 2.0 ** (f.emin - f.mant)
    lift = 2.0 ** max(0, -100 - (f.emin - f.mant))          # tiny * lift = 2^-100 at least
    sub_out = _expressible(2.0 ** -140, fmt)
    acc_pair = _expressible(2.0 ** -126, fmt)
    s_pair = (2.0 ** (f.emin - 1), 2.0 ** (1 - f.emin))
    q0 = 2.0 ** -F
    sub_exp = _exact(s_pair[1], fmt) and _expressible(q0, fmt)
    r = ask([({0: (tiny, lift)}, 0.0), ({0: 2.0 ** -126} if acc_pair else {}, 2.0 ** -130),
             ({0: 2.0 ** -140} if sub_out else {}, 0.0), ({0: s_pair, 1: -1.0, 2: q0} if sub_exp else {}, 0.0)])
    res["subnormal_inputs"] = "kept" if r[0] == tiny * lift else "flushed"
    res["subnormal_acc"] = "kept" if r[1] == 2.0 ** -130 + (2.0 ** -126 if acc_pair else 0) else "flushed"
    res["subnormal_outputs"] = ("kept" if r[2] == 2.0 ** -140 else "flushed") if sub_out else "n/a"
    res["subnormal_exponent"] = ("emin" if r[3] == 0 else "normalised" if r[3] == q0 else "unknown") \
        if sub_exp and res["subnormal_inputs"] == "kept" else "n/a"
    # Exponent floor: scan e down from -100. With truncation to fp32, 2^e - 2^(e-F) comes back
    # below 2^e while E = e; once e drops under the floor, E = floor and the small term is cut
    # away: the result is 2^e exactly. With rounding to nearest a sub-ulp term shows only at a
    # tie: 2^e + half an ulp + 2^(e-F) rounds up while the last term is kept, to 2^e (even)
    # once it is cut.
    pattern = {"truncate": lambda e: {0: 2.0 ** e, 1: -2.0 ** (e - F)},
               "nearest-even": lambda e: {0: 2.0 ** e, 1: 2.0 ** (max(e - ob + 1, -149) - 1), 2: 2.0 ** (e - F)}
               }.get(res["final_rounding"])
    es = [e for e in range(-100, -150, -1) if pattern and all(_expressible(p, fmt) for p in pattern(e).values())]
    got = ask([(pattern(e), 0.0) for e in es])
    flat = [e for e, x in zip(es, got) if x == 2.0 ** e]
    res["floor"] = max(flat) + 1 if es and es[0] == -100 and es[-1] == -149 and flat else None
    # Overflow: 2^127 + 2^127 = 2^128 is past the largest float32. Truncation in IEEE terms
    # (round toward zero) would give the largest finite value; the model says inf. Only
    # 8-bit-exponent inputs make products that large.
    if wide:
        r = ask([({0: 2.0 ** 127, 1: 2.0 ** 127}, 0.0), ({0: -2.0 ** 127, 1: -2.0 ** 127}, 0.0)])
        res["overflow"] = ("inf" if r[0] == math.inf and r[1] == -math.inf else
                           "max-finite" if 2.0 ** 127 < r[0] < math.inf and -math.inf < r[1] < -2.0 ** 127 else "unknown")
    else:
        res["overflow"] = "n/a"
    # Signs of zero results (IEEE arithmetic would give -0, +0, -0): c = -0 with every product
    # -0 (the row of A all -0); 1 - 1; -2^-160 cut to zero (8-bit exponents only).
    sign = lambda x: "-0" if math.copysign(1.0, x) < 0 else "+0" if x == 0 else "nonzero"
    r = ask([({"rest": -0.0}, -0.0), ({0: 1.0, 1: -1.0}, 0.0), ({0: -2.0 ** -160} if wide else {}, 0.0)])
    res["zero_signs"] = " ".join(sign(x) for x in r[:2]) + " " + (sign(r[2]) if wide else "n/a")
    # TF32 operand conversion: float32 inputs 1 + 0.75 ulp, -(1 + 0.75 ulp) and the tie
    # 1 + 0.5 ulp (ulp = 2^-10) times 1. A replay that takes exact tf32 values only refuses.
    if fmt == "tf32":
        ulp = 2.0 ** -10
        try:
            r = ask([({0: (1 + 0.75 * ulp, 1.0)}, 0.0), ({0: (-1 - 0.75 * ulp, 1.0)}, 0.0),
                     ({0: (1 + 0.5 * ulp, 1.0)}, 0.0)])
            res["tf32_conversion"] = _rounding(r[0] > 1, r[1] < -1, r[2] > 1)
        except ValueError:
            res["tf32_conversion"] = "exact inputs only"
    else:
        res["tf32_conversion"] = "n/a"
    return res


def expected_probe(prof, fmt):
    """What `probe` must find on hardware with this profile, as the replay models it
    ("n/a": not observable with fmt; None: the model's profile cannot be seen by the probe)."""
    wide = fmt in ("bf16", "tf32")          # only 8-bit-exponent formats reach the floor
    seen = prof.out_bits <= prof.frac + 1   # a sum of 3 terms is F + 2 bits wide at most
    Kc = max(CHAIN_K, TILE_K[fmt])
    first = sorted(prof.order[:prof.group]) if prof.order else list(range(min(prof.group, Kc)))
    return {"group": min(prof.group, Kc), "group_slots": _slots_text(first), "frac": prof.frac,
            "align_rounding": "truncate",
            "c_enters": "after products" if prof.c_enters == "after" else "first group",
            "out_bits": prof.out_bits if seen else None, "final_rounding": "truncate" if seen else None,
            "subnormal_inputs": "kept",
            "subnormal_acc": "kept", "subnormal_outputs": "kept" if wide else "n/a",
            "subnormal_exponent": "emin" if _expressible(2.0 ** -prof.frac, fmt) else "n/a", "floor": prof.floor if wide else None,
            "overflow": "inf" if wide else "n/a",
            "zero_signs": "+0 +0 " + ("+0" if wide else "n/a"),
            "tf32_conversion": "exact inputs only" if fmt == "tf32" else "n/a"}


def cpu_run_tile(arch, fmt):
    """run_tile for the probes on a CPU: the replayer with a built-in profile."""
    return lambda A, B, C: matmul(A, B, C, arch=arch, fmt=fmt)


# ----------------------------------------------------------------------------------------------
# On a GPU: Triton tiles and GEMMs, torch.matmul, and the `probe` / `verify` commands. torch
# and triton are imported here only, so the replayer above stays pure NumPy.

_KERNEL = []
TORCH_DTYPES = {"fp16": "float16", "bf16": "bfloat16", "tf32": "float32",
                "e4m3": "float8_e4m3fn", "e5m2": "float8_e5m2"}


def _gemm_kernel():
    """Define the Triton GEMM on first use (without CUDA: in Triton's CPU interpreter, which
    must be switched on before the @triton.jit below runs)."""
    if _KERNEL:
        return _KERNEL[0]
    import torch
    if not torch.cuda.is_available():       # no GPU: Triton's CPU interpreter runs the kernel
        os.environ.setdefault("TRITON_INTERPRET", "1")
    global triton, tl                       # the kernel's globals: triton's JIT looks them up there
    import triton
    import triton.language as tl

    @triton.jit
    def gemm(a_ptr, b_ptr, c_ptr, d_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
             BK: tl.constexpr, TF32: tl.constexpr, OUT16: tl.constexpr):
        # D = A @ B + C, one (BM, BN) block of D per program; acc walks K upward, one
        # tl.dot(a, b, acc) per BK slice: the chain the replay models. Row-major A, B, C, D.
        rm = tl.program_id(0) * BM + tl.arange(0, BM)
        rn = tl.program_id(1) * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        cmask = (rm[:, None] < M) & (rn[None, :] < N)
        acc = tl.load(c_ptr + rm[:, None] * N + rn[None, :], mask=cmask, other=0.0)
        for k0 in range(0, K, BK):
            kk = k0 + rk
            a = tl.load(a_ptr + rm[:, None] * K + kk[None, :],              # (BM, BK), fmt
                        mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
            b = tl.load(b_ptr + kk[:, None] * N + rn[None, :],              # (BK, BN), fmt
                        mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
            if TF32:
                acc = tl.dot(a, b, acc, input_precision="tf32")
            elif OUT16:
                acc = tl.dot(a, b, acc, out_dtype=tl.float16)
            else:
                acc = tl.dot(a, b, acc)
        tl.store(d_ptr + rm[:, None] * N + rn[None, :], acc, mask=cmask)

    _KERNEL.append(gemm)
    return gemm


def triton_gemm(A, B, C, *, fmt, block_k, block_mn=64, out="fp32"):
    """A @ B + C with the Triton kernel above: float32 numpy inputs exact in fmt -> numpy."""
    import torch
    dev = "cuda" if torch.cuda.is_available() else "cpu"     # cpu = the Triton interpreter
    dt = getattr(torch, TORCH_DTYPES[fmt])
    a = torch.from_numpy(np.ascontiguousarray(A)).to(dev).to(dt)
    b = torch.from_numpy(np.ascontiguousarray(B)).to(dev).to(dt)
    c = torch.from_numpy(np.ascontiguousarray(C)).to(dev).to(torch.float16 if out == "fp16" else torch.float32)
    d = torch.empty_like(c)
    M, K = A.shape
    N = B.shape[1]
    grid = (-(-M // block_mn), -(-N // block_mn))
    _gemm_kernel()[grid](a, b, c, d, M, N, K, BM=block_mn, BN=block_mn, BK=block_k,
                         TF32=(fmt == "tf32"), OUT16=(out == "fp16"))
    return d.cpu().numpy()


def gpu_run_tile(fmt, out="fp32"):
    """run_tile for the probes on a GPU: one program, one tl.dot on a 64 x 64 x K block, the
    (16, K) x (K, 16) tile in its corner and zeros around it. 64 rows so that Hopper runs its
    own instruction (wgmma needs 64) rather than the Ampere-style mma; K padded to 16 with zero
    products for tf32 (Triton's minimum; zero products change nothing)."""
    def run_tile(A, B, C):
        k = max(16, A.shape[1])
        A64, B64, C64 = np.zeros((64, k), np.float32), np.zeros((k, 64), np.float32), np.zeros((64, 64), np.float32)
        A64[:A.shape[0], :A.shape[1]] = A
        B64[:B.shape[0], :B.shape[1]] = B
        C64[:C.shape[0], :C.shape[1]] = C
        return triton_gemm(A64, B64, C64, fmt=fmt, block_k=k, block_mn=64, out=out)[:C.shape[0], :C.shape[1]]
    return run_tile


def gpu_arch():
    """(architecture or None if unknown, device name) of the CUDA GPU; RuntimeError if none."""
    try:
        import torch
    except ImportError:
        raise RuntimeError("needs torch with CUDA (pip install torch), and a CUDA GPU")
    if not torch.cuda.is_available():
        raise RuntimeError("needs a CUDA GPU (torch.cuda.is_available() is False); "
                           "on a CPU try: python hawkeye.py probe --cpu hopper --fmt bf16")
    cap = torch.cuda.get_device_capability()
    return arch_of_capability(cap), f"{torch.cuda.get_device_name()} (sm_{cap[0]}{cap[1]})"


def arch_of_capability(cap):
    """CUDA compute capability (major, minor) -> architecture, or None where no profile applies.
    7.0/7.2 Volta; 7.5 is Turing, not Volta (other instructions, no records): None. 8.9 Ada,
    other 8.x Ampere; 9.x Hopper; 10.x datacenter Blackwell (B200/B100/GB200 are 10.0; B300's
    10.3 runs the same tcgen05 family, assumed the same arithmetic, no records). 12.x (RTX 50,
    GB10) uses mma.sync tensor cores of its own, unrecorded: None, never aliased."""
    major, minor = cap
    if major == 7:
        return "volta" if minor in (0, 2) else None
    return {8: "ada" if minor == 9 else "ampere", 9: "hopper", 10: "blackwell"}.get(major)


def random_values(rng, shape, fmt, lo=-3, hi=2):
    """Random values exact in fmt: random sign, exponent in [lo, hi], all fraction bits random."""
    f = FORMATS[fmt]
    frac = rng.integers(0, 1 << f.mant, shape) / (1 << f.mant)
    v = rng.choice([-1.0, 1.0], shape) * (1 + frac) * 2.0 ** rng.integers(lo, hi + 1, shape)
    return np.minimum(np.abs(v), f.max).astype(np.float32) * np.sign(v).astype(np.float32)


def _discriminating_tiles(fmt, rng):
    """Tiles that separate this model from nearby ones: name -> (A, B, C) of one instruction."""
    K, f = TILE_K[fmt], FORMATS[fmt]
    tiles = {}
    A, B = np.abs(random_values(rng, (16, K), fmt)), np.abs(random_values(rng, (K, 16), fmt))
    if fmt in ("bf16", "tf32"):                      # 4 products of 2^128: the sum overflows
        A[:, :4], B[:4, :] = 2.0 ** 64, 2.0 ** 64
        tiles["overflow"] = (A, B, np.ones((16, 16), np.float32))
    else:                                            # products too small to overflow; FLT_MAX
        tiles["FLT_MAX accumulator"] = (A, B, np.full((16, 16), np.float32(FP32.max)))   # stays: cut
    A, B = random_values(rng, (16, K), fmt), random_values(rng, (K, 16), fmt)
    C = rng.standard_normal((16, 16)).astype(np.float32)  # 24-bit accumulators, cut to F bits
    tiles["accumulator cut"] = (A, B, C)
    sub = rng.integers(1, 1 << f.mant, (16, K)) * 2.0 ** (f.emin - f.mant)   # subnormals of fmt
    A = np.where(rng.random((16, K)) < 0.5, sub, random_values(rng, (16, K), fmt, f.emin, f.emin + 2))
    A = (A * rng.choice([-1.0, 1.0], (16, K))).astype(np.float32)
    B = random_values(rng, (K, 16), fmt, -4, 0)
    A[:, ::3] = 0                                    # zeros next to tiny (subnormal) products
    tiles["zeros next to tiny products"] = (A, B, np.zeros((16, 16), np.float32))
    if fmt in ("bf16", "tf32"):                      # sums around the exponent floor
        A = random_values(rng, (16, K), fmt, -75, -60)
        B = random_values(rng, (K, 16), fmt, -75, -60)
        tiles["exponent floor"] = (A, B, np.zeros((16, 16), np.float32))
    return tiles


def _rate(got, want):
    n = want.size
    return f"{n - _mismatches(np.asarray(got, np.float32).ravel(), np.asarray(want, np.float32).ravel())}/{n}"


@contextlib.contextmanager
def tf32_matmul():
    """torch.matmul on fp32 tensors uses TF32 tensor cores inside; the caller's setting of
    torch.backends.cuda.matmul.allow_tf32 comes back afterwards, also on an error."""
    import torch
    before = torch.backends.cuda.matmul.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = True
    try:
        yield
    finally:
        torch.backends.cuda.matmul.allow_tf32 = before


def torch_matmul(A, B, fmt):
    """A @ B by torch on the GPU (cuBLAS; torch._scaled_mm for FP8). Returns (float32 numpy
    result, the cast its epilogue applies: fp16/bf16 output for 16-bit inputs, else fp32)."""
    import torch
    dev = torch.device("cuda")
    ta = torch.from_numpy(A).to(dev).to(getattr(torch, TORCH_DTYPES[fmt]))
    tb = torch.from_numpy(B).to(dev).to(getattr(torch, TORCH_DTYPES[fmt]))
    if fmt == "tf32":
        with tf32_matmul():
            return torch.matmul(ta, tb).cpu().numpy(), "fp32"
    if fmt in ("fp16", "bf16"):
        return torch.matmul(ta, tb).float().cpu().numpy(), fmt
    one = torch.ones((), device=dev)                 # unit scales; B must be column-major
    return torch._scaled_mm(ta, tb.t().contiguous().t(), scale_a=one, scale_b=one,
                            out_dtype=torch.float32).cpu().numpy(), "fp32"


def verify(fmt="bf16", shape=(256, 256, 256), seed=0, log=print):
    """On a GPU: (a) single tiles, (b) Triton GEMMs, (c) torch.matmul, each against the replay."""
    arch, name = gpu_arch()
    if arch is None:
        raise RuntimeError(f"{name} has no built-in profile; find its parameters with: python hawkeye.py probe")
    arch, fmt, prof = resolve(arch, fmt)
    rng = np.random.default_rng(seed)
    log(f"device: {name} ({arch}), format {fmt}, profile {dict(prof._asdict())}")
    log(f"{'case':<34} {'shape':<14} {'model':<26} {'match':>14}")
    replay = lambda A, B, C, **kw: matmul(A, B, C, arch=arch, fmt=fmt, **kw)
    # (a) single tiles: random ones, then the discriminating cases
    k, tile = TILE_K[fmt], f"16x16x{TILE_K[fmt]}"
    tiles = {f"tile random #{i}": (random_values(rng, (16, k), fmt), random_values(rng, (k, 16), fmt),
                                    rng.standard_normal((16, 16)).astype(np.float32)) for i in range(20)}
    tiles.update({f"tile {name}": v for name, v in _discriminating_tiles(fmt, rng).items()})
    run = gpu_run_tile(fmt)
    agg = [0, 0]
    for case, (A, B, C) in tiles.items():
        got, want = run(A, B, C), replay(A, B, C)
        m = _mismatches(got.ravel(), want.ravel())
        if case.startswith("tile random"):
            agg = [agg[0] + want.size - m, agg[1] + want.size]
            continue
        log(f"{case:<34} {tile:<14} {'chain':<26} {_rate(got, want):>14}")
    log(f"{'tile random (20 tiles)':<34} {tile:<14} {'chain':<26} {f'{agg[0]}/{agg[1]}':>14}")
    if (arch, fmt, "fp16") not in UNMODELLED and fmt in ("fp16", "e4m3", "e5m2"):
        A, B, C = tiles["tile random #0"]            # the fp16-accumulate instruction (departure 5)
        got = gpu_run_tile(fmt, out="fp16")(A, B, C)
        prof = triton_tile_profile(arch, fmt, "fp16", 64)   # gpu_run_tile's block: 64 rows
        want = replay(A, B, C, out="fp16", profile=prof)
        model = "wgmma, fp16 per instruction" if prof else "chain, fp16 groups"
        log(f"{'tile random, fp16 output':<34} {tile:<14} {model:<26} {_rate(got, want):>14}")
    # (b) Triton GEMMs: the chain. For FP8 also promotion every BLOCK_K: on sm_90 Triton's
    # default max_num_imprecise_acc is 2**30 (no promotion), but `acc += tl.dot(a, b)` or an
    # older Triton would promote; the better-matching line says which one ran.
    M, N, K = shape
    shp = f"{M}x{N}x{K}"
    A, B = random_values(rng, (M, K), fmt), random_values(rng, (K, N), fmt)
    C = rng.standard_normal((M, N)).astype(np.float32)
    for bk in (32, 64, 128):
        got = triton_gemm(A, B, C, fmt=fmt, block_k=bk)
        log(f"{f'triton gemm BLOCK_K={bk}':<34} {shp:<14} {'chain':<26} {_rate(got, replay(A, B, C)):>14}")
        if fmt in ("e4m3", "e5m2"):
            want = replay(A, B, C, schedule=Schedule(promote_every=bk))
            log(f"{'':<34} {'':<14} {f'promote every {bk}':<26} {_rate(got, want):>14}")
    # (c) torch.matmul (cuBLAS): 16-bit output (cast in the epilogue); split-K is tried as model
    try:
        got, cast = torch_matmul(A, B, fmt)
    except (RuntimeError, AttributeError, TypeError, NotImplementedError) as err:   # op missing
        log(f"{'torch.matmul':<34} {shp:<14} n/a: {type(err).__name__}: {str(err).splitlines()[0][:60]}")
        return
    zero = np.zeros((M, N), np.float32)
    for parts in (1, 2, 4, 8, 16):
        want = replay(A, B, zero, schedule=Schedule(split_k=parts, epilogue=True, beta=0.0, cast=cast))
        log(f"{'torch.matmul' if parts == 1 else '':<34} {shp:<14} "
            f"{f'split_k={parts}, cast {cast}':<26} {_rate(np.asarray(want, np.float32), got):>14}")


# ----------------------------------------------------------------------------------------------
# Triton's CPU interpreter: every tl.dot as the tensor cores of one architecture compute it.
# Under TRITON_INTERPRET=1 Triton runs a kernel's body in NumPy and computes tl.dot with a
# float32 np.matmul (wrong for bf16 operands, which it stores as uint16). `interpret` swaps
# that one builder method for the replay, so a 16-bit Triton GEMM gives the GPU's bits on a CPU.

TRITON_PINNED = "3.7.1"      # the version whose interpreter API the hook below was written for
_TL_FMT = {"fp16": "fp16", "bf16": "bf16", "fp8e4nv": "e4m3", "fp8e5": "e5m2"}   # tl dtype -> fmt


class interpret:
    """Context manager: `with hawkeye.interpret(arch="hopper"): kernel[grid](...)` makes every
    `tl.dot` of a kernel run under TRITON_INTERPRET=1 return what that architecture's tensor
    cores return for the instruction sequence Triton emits for it: one chain over the dot's K
    from its accumulator, `matmul(a, b, acc, arch=arch, fmt=...)` (fp16 accumulator for
    `out_dtype=tl.float16`, and for FP8 on Hopper a block of 64 rows or more as wgmma,
    FP8_WGMMA_F16; FP8 promotion every N elements for `max_num_imprecise_acc=N < K`).

    Scope and limits (README "Triton kernels on a CPU"):
      - `acc = tl.dot(a, b, acc)`. A kernel that writes `acc += tl.dot(a, b)` gets, on a GPU, the
        add folded into the instruction (the same chain); the interpreter sees a dot from 0 and
        then an fp32 add, and no hook can tell. Write `acc = tl.dot(a, b, acc)`; `zero_acc`
        counts the dots that started from an all-zero accumulator, to spot the pattern.
      - fp32 operands with input_precision="tf32" (Triton's default) are converted to tf32 by
        `tf32` ("truncate": drop 13 bits; "nearest-even"); which one the GPU does is an open
        parameter (`probe --fmt tf32` reports it). "ieee", "tf32x3", int8 and fp64 dots are
        not tensor-core chains of one kind: they fall back to Triton's own np.matmul.
    It replaces `triton.runtime.interpreter.InterpreterBuilder.create_dot(self, a, b, d,
    input_precision, max_num_imprecise_acc)` for the time of the block (written against
    triton 3.7.1; a triton whose interpreter lacks it fails with a message naming it)."""

    def __init__(self, arch="hopper", tf32="truncate"):
        if tf32 not in ("truncate", "nearest-even"):
            raise ValueError(f"tf32 must be 'truncate' or 'nearest-even', not {tf32!r}")
        self.arch = ARCH_NAMES.get(str(arch).lower())
        if self.arch is None:
            raise ValueError(f"unknown arch {arch!r}; known: {', '.join(sorted(ARCH_NAMES))}")
        self.tf32, self.dots, self.zero_acc = tf32, 0, 0

    def __enter__(self):
        self._builder, self._original = _interpreter_api()
        hook = self

        def create_dot(builder, a, b, d, input_precision, max_num_imprecise_acc):
            out = hook._dot(a, b, d, str(input_precision).rsplit(".", 1)[-1].lower(), max_num_imprecise_acc)
            if out is None:                                   # not a tensor-core chain we model
                return hook._original(builder, a, b, d, input_precision, max_num_imprecise_acc)
            return type(d)(out, d.dtype.scalar)

        self._builder.create_dot = create_dot
        return self

    def __exit__(self, *exc):
        self._builder.create_dot = self._original
        return False

    def _dot(self, a, b, d, precision, imprecise):
        """One tl.dot: TensorHandles a (.., M, K), b (.., K, N), accumulator d (.., M, N)."""
        ta, tb = str(a.dtype.scalar), str(b.dtype.scalar)
        if ta in _TL_FMT and ta == tb:
            fmt = _TL_FMT[ta]
            if fmt == "bf16":                                 # stored as uint16 bit patterns
                A, B = ((x.data.astype(np.uint32) << 16).view(np.float32) for x in (a, b))
            elif fmt == "fp16":
                A, B = a.data.astype(np.float32), b.data.astype(np.float32)
            else:                                             # FP8: stored as uint8 bit patterns
                A, B = from_bits(a.data, fmt), from_bits(b.data, fmt)
        elif ta == tb == "fp32" and precision == "tf32":
            fmt = "tf32"
            A, B = (_to_tf32(x.data, self.tf32) for x in (a, b))
        else:
            return None
        arch, fmt, _ = resolve(self.arch, fmt)
        out = "fp16" if d.data.dtype == np.float16 else "fp32"
        K = A.shape[-1]
        sched = Schedule(promote_every=imprecise) if fmt in ("e4m3", "e5m2") and 0 < imprecise < K else None
        C = d.data.astype(np.float32)
        self.dots += 1
        self.zero_acc += int(not C.any())
        prof = triton_tile_profile(arch, fmt, out, A.shape[-2])
        if A.ndim == 2:
            return matmul(A, B, C, arch=arch, fmt=fmt, out=out, schedule=sched, profile=prof)
        return np.stack([matmul(A[i], B[i], C[i], arch=arch, fmt=fmt, out=out, schedule=sched,
                                profile=prof) for i in range(A.shape[0])])


def _interpreter_api():
    """(InterpreterBuilder class, its create_dot) after checking the private API the hook uses."""
    want = ["self", "a", "b", "d", "input_precision", "max_num_imprecise_acc"]
    try:
        import inspect
        import triton
        from triton.runtime import interpreter as ti
        cls, fn = ti.InterpreterBuilder, ti.InterpreterBuilder.create_dot
        got = list(inspect.signature(fn).parameters)
        ok = got == want and hasattr(ti, "TensorHandle") and ti._get_np_dtype(triton.language.bfloat16) == np.uint16
    except (ImportError, AttributeError) as err:
        raise RuntimeError(f"hawkeye.interpret needs triton's interpreter (triton {TRITON_PINNED}): {err}")
    if not ok:
        raise RuntimeError(f"hawkeye.interpret hooks triton.runtime.interpreter.InterpreterBuilder.create_dot"
                           f"({', '.join(want)}) with bf16 stored as uint16, as in triton {TRITON_PINNED}; "
                           f"triton {triton.__version__} has create_dot({', '.join(got)}): update the hook")
    if os.environ.get("TRITON_INTERPRET") != "1":
        raise RuntimeError("hawkeye.interpret acts on Triton's CPU interpreter: set TRITON_INTERPRET=1 "
                           "before any @triton.jit function is defined")
    return cls, fn


def _to_tf32(x, mode):
    """float32 array -> tf32 values (10 fraction bits) by truncation or round-to-nearest-even;
    inf and NaN pass through."""
    u = np.ascontiguousarray(x, np.float32).view(np.uint32)
    if mode == "nearest-even":
        r = (u.astype(np.uint64) + 0xfff + (u >> 13 & 1)).astype(np.uint32)
        u = np.where(np.isfinite(x), r, u)
    return (u & np.uint32(0xffffe000)).view(np.float32)


# ----------------------------------------------------------------------------------------------
# Speed, and the command line


def bench(sizes=(256, 512), arch="hopper", fmt="bf16", schedule=None, repeat=3, workers=1, big=(),
          big_workers=2, log=print):
    """Replay time against a NumPy float64 matmul of the same shape, each as CPU seconds (process
    time, all threads: what the machine's other jobs inflate least) and wall-clock seconds, the
    median and the best of `repeat` runs (the two interleaved, so both see the same load); then
    one replay of each `big`
    size on `big_workers` threads, whose CPU time / threads is its wall time on free cores. For
    one-thread ratios run with OPENBLAS_NUM_THREADS=1 (NumPy's matmul uses every core otherwise)."""
    def seconds(fn):
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        return time.process_time() - c0, time.perf_counter() - t0

    rng = np.random.default_rng(0)
    load = " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    blas = os.environ.get("OPENBLAS_NUM_THREADS") or os.environ.get("OMP_NUM_THREADS") or "all cores"
    log(f"{arch} {fmt}, {'chain' if schedule in (None, Schedule()) else schedule}: replay vs NumPy float64 matmul, same shape; {os.cpu_count()} CPUs, "
        f"load average {load}; {repeat} runs interleaved with the float64 matmul's (each its best of 10)")
    log(f"replay on {workers} thread(s); float64 matmul on BLAS threads: {blas}"
        + ("" if blas == "1" else " (OPENBLAS_NUM_THREADS=1 for a one-thread ratio)"))
    inputs = lambda n: (random_values(rng, (n, n), fmt), random_values(rng, (n, n), fmt),
                        rng.standard_normal((n, n)).astype(np.float32))
    for n in sizes:
        A, B, C = inputs(n)
        a64, b64 = A.astype(np.float64), B.astype(np.float64)
        reps, refs = [], []
        for _ in range(repeat):          # interleaved: both see the same load
            reps.append(seconds(lambda: matmul(A, B, C, arch=arch, fmt=fmt, schedule=schedule, workers=workers)))
            refs.append(tuple(map(min, *[seconds(lambda: a64 @ b64) for _ in range(10)])))   # best of 10
        for what, pick in (("median", statistics.median), ("best", min)):
            rep = tuple(pick(x[i] for x in reps) for i in (0, 1))
            ref = tuple(pick(x[i] for x in refs) for i in (0, 1))
            log(f"{n}^3 {what} of {repeat}: replay {rep[0]:.3f} s CPU, {rep[1]:.3f} s wall on {workers} thread(s); "
                f"float64 matmul {ref[0]:.4f} s CPU, {ref[1]:.4f} s wall; ratio {rep[0] / max(ref[0], 1e-9):.0f}x "
                f"by CPU time, {rep[1] / ref[1]:.0f}x by wall clock")
    for n in big:
        A, B, C = inputs(n)
        t = seconds(lambda: matmul(A, B, C, arch=arch, fmt=fmt, schedule=schedule, workers=big_workers))
        a64, b64 = A.astype(np.float64), B.astype(np.float64)
        r = seconds(lambda: a64 @ b64)
        log(f"{n}^3: replay {t[1]:.1f} s wall, {t[0]:.1f} s CPU on {big_workers} threads (CPU / {big_workers} = "
            f"{t[0] / big_workers:.1f} s: its wall time on {big_workers} free cores); float64 matmul {r[0]:.2f} s CPU, "
            f"{r[1]:.2f} s wall; ratio {t[0] / max(r[0], 1e-9):.0f}x by CPU time, {t[1] / r[1]:.0f}x by wall clock; one run")


def main(argv=None):
    ap = argparse.ArgumentParser(description="Bit-exact CPU replay of NVIDIA tensor-core matmul (Hawkeye).")
    sub = ap.add_subparsers(dest="cmd", required=True)
    v = sub.add_parser("validate", help="replay GPU records: ROOT/GPU/FORMAT/{a,b,c,d}_*.txt")
    v.add_argument("root", help="records folder, e.g. ../shared/hawkeye_records")
    p = sub.add_parser("probe", help="discover tensor-core parameters (GPU; --cpu ARCH probes the replayer)")
    p.add_argument("--fmt", default="bf16", help="input format: fp16, bf16, tf32, e4m3, e5m2")
    p.add_argument("--cpu", metavar="ARCH", help="probe the replayer's ARCH profile instead of a GPU")
    g = sub.add_parser("verify", help="GPU tiles, Triton GEMMs and torch.matmul against the replay")
    g.add_argument("--fmt", default="bf16", help="input format: fp16, bf16, tf32, e4m3, e5m2")
    g.add_argument("--shape", type=int, nargs=3, default=(256, 256, 256), metavar=("M", "N", "K"),
                   help="GEMM shape for the Triton and torch.matmul cases")
    g.add_argument("--seed", type=int, default=0, help="random seed for the inputs")
    q = sub.add_parser("pins", help="which profile parameters the records pin (each moved to its neighbours)")
    q.add_argument("root", help="records folder, e.g. ../shared/hawkeye_records")
    f = sub.add_parser("fit", help="which models of a hypothesis family explain every record of one batch")
    f.add_argument("folder", help="one batch, e.g. ../shared/hawkeye_records/B200/E4M3")
    f.add_argument("--frac", type=int, nargs=2, default=(10, 30), metavar=("LO", "HI"), help="range of F to try")
    b = sub.add_parser("bench", help="replay time vs NumPy float64 matmul (bf16, Hopper)")
    b.add_argument("--sizes", type=int, nargs="+", default=(256, 512), help="square sizes n (n x n x n)")
    b.add_argument("--arch", default="hopper", help="architecture or GPU name")
    b.add_argument("--fmt", default="bf16", help="input format")
    b.add_argument("--schedule", default="", help="e.g. split_k=4 or promote_every=128 (default: chain)")
    b.add_argument("--repeat", type=int, default=3, help="replay runs per size; the best is shown")
    b.add_argument("--workers", type=int, default=1, help="replay threads for --sizes")
    b.add_argument("--big", type=int, nargs="*", default=(), help="sizes replayed once on --big-workers threads")
    b.add_argument("--big-workers", type=int, default=2, help="replay threads for --big (2: both cores here)")
    args = ap.parse_args(argv)
    try:
        if args.cmd == "validate":
            _, bad = validate(args.root)
            return 1 if bad else 0
        if args.cmd == "pins":
            if not os.path.isdir(args.root):
                raise ValueError(f"no records folder {args.root!r}")
            pins(args.root)
            return 0
        if args.cmd == "fit":
            if not os.path.isdir(args.folder):
                raise ValueError(f"no records folder {args.folder!r} (one batch: ROOT/GPU/FORMAT)")
            fit(args.folder, range(args.frac[0], args.frac[1] + 1))
            return 0
        if args.cmd == "bench":
            resolve(args.arch, args.fmt)
            if min([args.workers, args.big_workers]) < 1:
                raise ValueError("--workers and --big-workers must be >= 1")
            bench(args.sizes, args.arch, args.fmt, parse_schedule(args.schedule), max(1, args.repeat),
                  args.workers, args.big, args.big_workers)
            return 0
        if args.cmd == "probe":
            if args.cpu:
                arch, fmt, prof = resolve(args.cpu, args.fmt)
                where, run = f"CPU replay of the {arch} profile", cpu_run_tile(arch, fmt)
            else:
                fmt = resolve("hopper", args.fmt)[1]            # any arch: just check the name
                arch, name = gpu_arch()
                prof = PROFILES.get((arch, fmt))                # None on a GPU with no profile yet
                if arch is not None and prof is None:
                    resolve(arch, fmt)                          # the one-line "has no fmt" error
                where, run = f"{name}, {arch or 'unknown architecture'}, one Triton tl.dot tile", gpu_run_tile(fmt)
            k = TILE_K[fmt]
            found = probe(run, fmt)
            want = expected_probe(prof, fmt) if prof else {key: "-" for key in found}
            print(f"probe: {where}, format {fmt}, K = {k} (group structure: a chain of K = {max(CHAIN_K, k)})")
            print(f"{'parameter':<20} {'found':>18} {'built-in':>18}  match")
            for key in want:
                same = "(not modelled)" if key in NOT_MODELLED else found.get(key) == want[key]
                print(f"{key:<20} {str(found.get(key)):>18} {str(want[key]):>18}  {same}")
            if all(found.get(key) is not None for key in ("group", "frac", "out_bits")):
                after = ', c_enters="after"' if found.get("c_enters") == "after products" else ""
                print(f"replay with: profile=Profile(group={found['group']}, frac={found['frac']}, "
                      f"floor={found.get('floor')}, out_bits={found['out_bits']}{after})")
                if "-" not in found.get("group_slots", "-"):
                    print(f"  and order= the instruction's K positions group by group; the first group "
                          f"takes {found['group_slots']}")
            ok = prof is not None and all(found.get(key) == want[key] for key in want if key not in NOT_MODELLED)
            print(f"all modelled parameters match the built-in profile: {ok}")
            return 0 if ok else 1
        if args.cmd == "verify":
            verify(args.fmt, tuple(args.shape), args.seed)
            return 0
    except (ValueError, RuntimeError, OSError) as err:         # user mistakes: one line, no traceback
        print(f"hawkeye {args.cmd}: error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
