"""Tests for reward.py, the verifier (CPU: Triton's interpreter; GPU tests marked `gpu`).

The oracle is the reference program itself: each correct hand-written candidate must be
accepted, and each adversarial candidate under tests/verifier_cases/ must be rejected with
the stage written in its header (`# expect: STAGE`, `# reference: REF.py`, `# probes: HOLE`;
`# runtime: STAGE[|STAGE]`: the stage without the static gate and the lowering to Triton IR,
`# lowered: STAGE`: without the static gate only).
"""
import glob
import json
import math
import os
import subprocess
import sys
import time
import types

import pytest
import torch

import case_pool  # tests/case_pool.py (this folder is on pytest's path)
import reward
import sandbox

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "verifier_cases")
ROOT = os.path.dirname(HERE)


def read(name):
    with open(os.path.join(CASES, name)) as f:
        return f.read()


def header(path):
    """{'expect': ..., 'reference': ..., 'probes': ...} from a case file's comment lines."""
    meta = {}
    with open(path) as f:
        for line in f:
            if not line.startswith("#"):
                break
            key, _, val = line[1:].partition(":")
            meta[key.strip()] = val.strip()
    return meta


GOOD = {"relu": "relu", "softmax": "softmax", "fused": "fused", "linear": "linear",
        "layernorm": "layernorm", "two_kernels": "linear_relu", "small": "small",
        "idioms": "relu", "repeat_t": "repeat_t", "argmax_widen": "argmax"}   # good -> ref
TRIALS = reward.evaluate.__kwdefaults__["trials"]     # the default: six
LAUNCHES = {"two_kernels": 2, "idioms": 4}
ADVERSARIAL = sorted(os.path.basename(p) for p in glob.glob(os.path.join(CASES, "adv_*.py")))
TIMEOUT_S = {"adv_infinite_loop.py": 3.0}   # keep the hang case short
GOOD.update({"linear64": "linear64"})   # red team 4: float64 computed in float64
# constant-initialised weights perturbed (own parameters, reordered, next to buffers); a
# reference that works in place; one whose outputs alias a buffer it updates
GOOD.update({"layernorm_plain": "layernorm_plain", "persistent_buf": "layernorm_plain",
             "inplace_ref": "inplace_input", "running_sum": "running_sum"})
# red team 5: tl.sort (Triton's library kernels rewritten in the child too), view_as_real of a
# kernel's output, an in-place clamp(-3, 3) on x.clone() (a task that computes), and idioms
GOOD.update({"rt5_sort": "sort", "rt5_view_as_real": "complex_rot", "rt5_clamp": "clamp3",
             "rt5_idioms": "relu", "rt5_two_kernels": "relu", "rt5_descriptor": "relu"})
LAUNCHES.update({"rt5_idioms": 2, "rt5_two_kernels": 2})
# red team 6: Triton's matmul tutorial as written (min() of two values in the jit body)
GOOD.update({"rt6_matmul_tutorial": "linear_leaky"})
# red team 6, open findings closed: an honest transpose (a movement task's output must be laid
# out in its logical order: a contiguous one is)
GOOD.update({"rt6_transpose": "transpose_big"})
# ... LayerNorm's constant weight and bias declared (1, N) where the reference's are (N,)
GOOD.update({"rt6_layernorm_1n": "layernorm_plain"})
# ... and @triton.autotune with several configs (run in turn under the interpreter)
GOOD.update({"rt6_autotune2": "relu"})
# a Python float input of forward (KernelBench's matrix-scalar problem) passed to the kernel
GOOD.update({"scalar_mul": "scalar_mul"})
# red team 7: elements no kernel stores that keep the number torch.zeros wrote (padding, and
# index_add by atomics into zeros: rows no index names)
GOOD.update({"rt7_pad": "cat_pad", "rt7_index_add": "index_add"})
LAUNCHES.update({"rt7_pad": 2})
# red team 8's correct kernels: block pointers, tl.reduce with a custom combine, autotuned tl.dot
GOOD.update({"rt8_blockptr_linear": "linear", "rt8_argmax_reduce": "argmax",
             "rt8_linear_autotune": "linear"})
# red team 9: two outputs in disjoint halves of one allocation; autotune over heuristics over an
# `if EVEN:` constexpr branch; jit helpers returning tuples, a tl.constexpr module constant
GOOD.update({"rt9_two_out": "two_out", "rt9_heur": "relu", "rt9_fused_idioms": "fused"})
# red team 10: autotune with a helper, a constexpr constant and a print; fp16 weights rounded
# from randn in __init__ (a rounding conversion of random data)
GOOD.update({"rt10_relu_autotune": "relu", "rt10_half_scale": "half_scale",
             "rt10_index_add_clone": "index_add"})
# red team 11: the 2-D mask (cols < N) & (row < M), which the memory hooks misread as int32
GOOD.update({"rt11_erf_staticrange": "erf", "rt11_init_table": "cos_table",
             "rt11_linear_half": "linear_half"})
# red team 12: a -inf module constant; F.pad after a kernel (the padding holds the pad value)
GOOD.update({"rt12_softmax_neg_inf": "softmax", "rt12_relu_then_pad": "relu_pad"})
# red team 14: a movement task over fp32 and fp16 inputs (cat, exact upcast, transpose); typing
# annotations with a tuple-returning helper and print; heuristics with keyword launch
# arguments; an autotuned fp16 kernel with a grid lambda
GOOD.update({"rt14_cat_mixed": "cat_mixed", "rt14_softmax_typing": "softmax",
             "rt14_erf_heuristics": "erf", "rt14_sigmoid_half_autotune": "sigmoid_half"})
# red team 15: an fp16 row copy with a ones column (a movement task whose constant is a code)
GOOD.update({"rt15_padone": "pad_one_half"})
# ... and string forward references in annotations (typing compiles them, never runs them),
# `from __future__ import annotations`, split-K with atomics, reset_to_zero and a pre_hook,
# tl.reduce with a combine function under autotune
GOOD.update({"rt15_fwdref": "relu", "rt15_future": "relu", "rt15_linear_splitk": "linear",
             "rt15_softmax_reduce": "softmax"})
# red team 16: a complex movement task (fftshift) done by the kernel's addressing; a gather
# with int64 indices narrowed to int32 in PyTorch (exact on its values; not the task's data)
GOOD.update({"rt16_fftshift": "fftshift_c", "rt16_gather_i32": "gather_rows"})
# ... and module tl.constexpr polynomial coefficients (erf), an activation chosen by a constexpr
# in a helper with a static_range K loop under autotune: constants a kernel honestly carries
GOOD.update({"rt16_erf_poly": "erf", "rt16_leaky_act": "linear_leaky"})
# red team 17: bf16 GELU, int8 x int32 dequantise-and-matmul, a bool-masked softmax, torch.max's
# (values, int64 indices), a float64 RMSNorm, an embedding gather (a movement task with int64
# indices: PyTorch may still copy the indices), a cat over a list input done by the kernel
GOOD.update({f"rt17_{g}": f"rt17_{g}" for g in ("gelu_bf16", "dequant", "masked_softmax", "maxdim",
                                                 "rmsnorm64", "embed_rows", "catlist", "randproj")})
LAUNCHES.update({"rt17_catlist": 3, "rt17_layernorm_rows": 3,   # one launch per list element
                 "rt17_two_kernels": 3})                         # three launches a call
# ... and its process half's: autotune with a grid lambda and print, two kernels, an in-place
# update, heuristics; and stateful references (a running sum in a buffer) whose redrawn trials
# and unperturbed second pass had moved the reference's state out of the candidate's step
GOOD.update({"rt17_autotune_softmax": "softmax", "rt17_inplace": "inplace_input",
             "rt17_layernorm_rows": "layernorm_plain", "rt17_two_kernels": "two_out"})
GOOD.update({f"rt17_stateful_{g}": f"rt17_stateful_{g}" for g in ("retry", "bool", "float")})
# red team 18: autotuned block pointers with exp2, a jit helper returning a tuple under
# heuristics, tl.math.erf, a fused linear + relu + softmax with tl.advance; a tiled copy
# kernel launched on a side stream
GOOD.update({"rt18_softmax_blockptr": "softmax", "rt18_layernorm_helper": "layernorm",
             "rt18_erf_poly": "erf", "rt18_linear_relu_softmax": "linear_relu",
             "rt18_sidestream_kernel": "rt18_scale_tile"})
LAUNCHES.update({"rt18_sidestream_kernel": 2})          # two kernels a call
# ... and the monitor half's: a bf16 scaled softmax (its large trial kept: only finiteness is
# compared where the reference is its own rounding), y.chunk(2, -1) and torch.chunk of a
# SwiGLU (the gate refused .chunk as a module's name, and the run time called the interleaved
# halves aliases), a roll by index arithmetic
GOOD.update({"rt18_attn_softmax": "rt18_attn_bf16", "rt18_silu_chunk": "rt18_swiglu_chunk",
             "rt18_silu_chunk_2": "rt18_swiglu_chunk", "rt18_roll": "rt18_roll"})


# red team 19: a reference that returns its input updated in place, or a buffer it updates:
# an honest kernel doing the same returns the same alias (it was refused as aliasing)
GOOD.update({"rt19_inplace": "inplace_input", "rt19_runsum": "running_sum",
             "rt19_scalar_tensor": "relu"})
# red team 20: a workspace allocated on the first call and kept on self, one made at import
# as a class attribute, a running sum kept in a plain tensor attribute; red team 21: a constant
# held as a class attribute of a plain helper class
GOOD.update({"rt20_lazyws": "softmax", "rt20_classws": "softmax", "rt20_runsum_attr": "running_sum",
             "rt21_helper_classconst": "relu", "rt20_tview": "rt20_tview",
             "rt22_deepconst": "relu",    # red team 22: a constant four levels deep in __init__'s dicts
             "rt22_linbn": "rt22_linbn",   # ... and a linear + eval batch norm reading its statistics
             # red team 23: an identity-initialised linear (built with zero_ and a strided
             # fill_), a positional embedding gathered by position ids
             "rt23_eyelinear2": "rt23_eyelinear", "rt23_posids": "rt23_posids",
             # red team 24: a masked mean over an int64 attention mask, an EmbeddingBag with
             # offsets, causal attention (mask from indices), RoPE computed in the kernel (its
             # cross-entropy, blind to ignore_index -100, is adv_rt24_xent_1 since round 62)
             "rt24_maskedmean": "rt24_maskedmean", "rt24_embbag": "rt24_embbag",
             "rt24_causal": "rt24_causal",
             "rt24_rope_kernel": "rt24_rope"})
# red team 25: a segment mean over ragged rows given their lengths, attention under a causal
# bool mask passed as an input, a summed loss divided by a 0-d num_items_in_batch
GOOD.update({"rt25_jagged": "rt25_jagged", "rt25_tril": "rt25_tril",
             "rt25_numitems": "rt25_numitems"})
# red team 26: static_range, constexpr arithmetic, a helper returning a tuple, tl.where
# chains, a config dict, annotations, an f-string print, autotune with warps and stages
GOOD.update({"rt26_idioms": "relu"})
# red team 27: nn.RMSNorm's default eps is finfo(dtype).eps, which the kernel is given
GOOD.update({"rt27_rmsnorm_eps": "rt27_rmsnorm"})
# red team 28: a mixture head whose exp(log_sigma) overflows at the large trial (set aside)
GOOD.update({"rt28_mdn": "rt28_mdn"})
LAUNCHES.update({"rt28_mdn": 4})
# red team 29: the same head packed into one output, and a LayerNorm packed beside an exp
GOOD.update({"rt29_mdncat": "rt29_mdncat", "rt29_lnexp": "rt29_lnexp"})
LAUNCHES.update({"rt29_mdncat": 4})
# red team 30: a LayerNorm returned beside a sine that is rounding-bound at the far draw
GOOD.update({"rt30_lnsin": "rt30_lnsin", "rt30_lnfourier": "rt30_lnfourier"})
# red team 31: per element, a two-pass LayerNorm packed with rounding-bound sines in one output,
# and a GEMM before a two-pass batch norm (the honest twins of the two cases it closed)
GOOD.update({"rt31_lnsincat": "rt30_lnsincat", "rt31_linbn": "rt28_linbn"})
LAUNCHES.update({"rt31_linbn": 2})
# ... and a LayerNorm packed beside x in one output, RevIN's [normed | mean | std], and a softmax
# that subtracts the max only where exp could overflow (|row max| > 30: correct everywhere)
GOOD.update({"rt31_lncat": "rt31_lncat", "rt31_revin": "rt31_revin", "rt31_scalegap": "softmax"})
LAUNCHES.update({"rt20_lazyws": 2, "rt20_classws": 2})   # two kernels a call
# red team 32: RevIN returning (normed, mean) and (normed, mean, std), and a batch's mean and
# covariance, each two-pass (the honest twins of the one-pass cases it found under the far
# draw's rounding bound)
GOOD.update({"rt32_revin2": "rt32_revin2", "rt32_revin3": "rt32_revin3",
             "rt32_gstats": "rt32_gstats"})
LAUNCHES.update({"rt32_gstats": 2})
# red team 33: a bigram head (embedding row, softmax) computed in one kernel
GOOD.update({"rt33b_bigram": "rt33b_bigram"})
# red team 33, the trials: two-pass LayerNorms (float32 rows far apart; float16 far from zero),
# an MSE formed from (p - t), and statistics pooling's mean and std, two-pass
GOOD.update({"rt33_lnpivot": "rt33_lnpivot", "rt33_halfln": "rt33_halfln",
             "rt33_mseexp": "rt33_mseexp", "rt33_statpool": "rt33_statpool"})
# red team 34: batch norm with batch statistics, two-pass per channel (channels apart)
GOOD.update({"rt34_bnpivot": "rt34_bnpivot"})
LAUNCHES.update({"rt34_bnpivot": 2})
# red team 35: a group norm and a LayerNorm over the last two dims, two-pass (samples apart)
GOOD.update({"rt35_gnpivot": "rt35_gnpivot", "rt35_ln2pivot": "rt35_ln2pivot"})
# red team 36: a power whose int exponent is an input, and F.normalize with its eps clamp
GOOD.update({"rt36_intpow": "rt36_intpow", "rt36_l2norm": "rt36_l2norm"})
# red team 37: clamp bounds from a tuple argument, IEEE and fp16 GEMMs beside their TF32 and
# bf16 cheats, a bf16 GEMM (Triton's interpreter multiplied bf16 bit patterns as integers), a
# row sum with atomics and a centring in two launches (the twins of its races across programs)
GOOD.update({"rt37_nestedfloat": "rt37_nestedfloat", "rt37_tf32": "rt37_tf32",
             "rt37_bf16dot": "rt37_bf16dot", "rt37_bf16mm": "rt37_bf16mm",
             "rt37_rowsum": "rt37_rowsum", "rt37_gmean": "rt37_gmean"})
LAUNCHES.update({"rt37_gmean": 2})
# red team 38: the honest twins of its races across programs (a carry kept in one program,
# partials combined with atomic_add, a pair sum out of place), and a float atomic_max
GOOD.update({"rt38_atomcarry": "rt38_atomcarry", "rt38_atomlast": "rt38_atomlast",
             "rt38_warrace": "rt38_pairsum", "rt38_atomicmax": "rt38_rowmax"})
# red team 39: an fp16 GEMM with an fp32 accumulator, an fp16 row sum widened first, and an
# fp32 IEEE GEMM (the twins of its fp16 accumulations, which the interpreter did in fp32)
GOOD.update({"rt39_h16gemm": "rt39_h16gemm", "rt39_h16rowsum": "rt39_h16rowsum",
             "rt39_f32gemm": "rt39_f32gemm", "rt39_h16total": "rt39_h16total"})
# red team 40: random initialisation in __init__ by rand_like, randn_like, randint_like,
# log_normal_, cauchy_ and geometric_ (refused as PyTorch ops until then)
GOOD.update({"rt40_randinit": "rt40_relu"})
# red team 37's honest blocked cumsum (refused at 5 keys in 15 until a cumsum's elements were
# held to their line's magnitude, sandbox._scan_floor; adv_rt37_scanh16_* stay refused)
GOOD.update({"rt37_cumsum": "rt37_cumsum"})
# red team 40's nn.init.trunc_normal_ and randn(shape) * 0.02 in __init__ (refused as PyTorch
# math until ops on random or constant memory alone were noise, sandbox.NOISE_OPS)
GOOD.update({"rt40_truncinit": "rt40_relu", "rt40_truncpos": "rt40_truncpos",
             "rt40_biasscale": "rt40_biasscale"})
# red team 38's bf16 arithmetic, bf16 constants, bf16 atomic adds and fp32 atomic_xchg, which
# Triton 3.7's interpreter gets wrong or does not support (the hooks do them as a GPU does)
GOOD.update({"rt38_bf16add": "rt38_bf16scale", "rt38_bf16scale": "rt38_bf16scale",
             "rt38_bf16scatter": "rt38_bf16scatter", "rt38_bf16atomic": "rt38_bf16scatter",
             "rt38_xchg": "rt38_rowmax"})
LAUNCHES.update({"rt38_xchg": 2})
# red team 37's row shift: out of place, and through scratch with a barrier (the twins of its
# lane race, adv_rt37_rollscale_1)
GOOD.update({"rt37_rollscale": "rt37_rollscale", "rt37_rollbarrier": "rt37_rollscale"})
# red team 41: the honest twins of its interpreter-vs-GPU gaps (a carry in a second launch, the
# last positive by tl.max, associative scans of pairs, tl.reshape, tl.view summed whole, a
# tuple argmax at KernelBench size: it timed out under the interpreter's one-element-at-a-time
# tl.reduce) and of references without a float64 twin until then (a buffer made in forward,
# a cached transposed weight, a module-level filter), and honest kernels beside its refused
# numerical shortcuts
GOOD.update({f"rt41_{g}": f"rt41_{r}" for g, r in (
    ("ticketcarry", "cummax"), ("lanecollide", "lastpos"), ("nonassocscan", "ema"),
    ("nonassocscan_2", "emalast"), ("viewreorder", "chunksum"), ("viewsum", "rowsum"),
    ("relu", "relu"), ("tuplereduce", "rowmax"), ("tuplereducebig", "rowmaxbig"),
    ("blurclamp", "blurclamp"), ("blurglobal", "blurglobal"), ("bntrain", "bntrain"),
    ("cachedwt", "cachedwt"), ("cumprod", "cumprod"), ("kldiv", "kldiv"),
    ("loopacc", "loopacc"), ("loopln", "loopln"), ("prod", "prod"), ("sdpa", "sdpa"),
    ("segsoftmax", "segsoftmax"), ("wnsoftmax", "wnsoftmax"))})
LAUNCHES.update({"rt41_ticketcarry": 2, "rt41_segsoftmax": 2, "rt41_wnsoftmax": 2})
# red team 42: a float atomic_max whose value is discarded (Triton writes it as two int atomics
# and a select: not a use), nn.Buffer, nn.init.eye_ and orthogonal_ in __init__, an in-kernel
# tensor descriptor, and the honest sigmoids beside its tables drawn in __init__
GOOD.update({f"rt42_{g}": f"rt42_{r}" for g, r in (
    ("colmax_atomic", "colmax"), ("devdesc", "scale2d"), ("eyelinear", "eyelinear"),
    ("f32sigmoid", "f32sigmoid"), ("h16sigmoid", "h16sigmoid"), ("nnbuffer", "bufscale"),
    ("orthlinear", "orthlinear"), ("regbuffer", "bufscale"))})
# red team 42's trials half: the honest twins of its cheats (a segment sum into an explicit fp32
# buffer, a scatter-add LayerNorm, mm(out=...), a CLIP logit scale, a scale after a max pool,
# an eval batch norm, an int exponent, a probability input) and honest scans (its
# cross-entropy, which scores ignore_index -100 as a class, is adv_rt42_ce_1 since round 62)
GOOD.update({f"rt42_{g}": f"rt42_{g}" for g in (
    "bneval", "cliplogits", "cumsumdot", "gnnln", "gnnln0", "intpow", "maskcumsum",
    "outbuf", "probdomain", "scalemax", "segsoftmax")})
GOOD.update({"rt42_cumsumdot": "rt42_cumsum"})
LAUNCHES.update({"rt42_cliplogits": 3, "rt42_gnnln": 2, "rt42_gnnln0": 2,
                 "rt42_segsoftmax": 2})
# red team 43: the honest twins of its cheats through the rules rounds 41-42 added (a GELU in
# the kernel, a softmax with its max subtraction, a batch norm that moves its running
# statistics without affine parameters, a row shift in one store) and a bf16 -> fp16 cast
GOOD.update({f"rt43_{g}": f"rt43_{r}" for g, r in (
    ("h16gelu", "h16gelu"), ("addsoftmax", "addsoftmax"), ("bnnoaffine", "bnnoaffine"),
    ("shiftrow", "shiftrow"), ("bf16tohalf", "bf16tohalf"))})
# red team 44: an EMA centring that updates a randomly initialised buffer (refused while every
# changed state had to pair), and the honest twins of its table and twin cheats
GOOD.update({f"rt44_{g}": f"rt44_{g}" for g in ("emacenter", "halfsig", "softhist")})
# and the honest twins of its open state cases: a running abs-max that starts at -inf, and one
# kept in a list attribute (both now pair, so the state check watches them)
GOOD.update({f"rt44_{g}": f"rt44_{g}" for g in ("amaxobs", "amaxlist")})
LAUNCHES.update({"rt44_amaxobs": 2, "rt44_amaxlist": 2})
# red team 45: the honest twins of its cheats on where the interpreter is not a GPU (compiler
# hints, tl.cat's order, lanes overwriting what others loaded, atomics read back) and of a
# complex gain; a bf16 row max; and the GEMM templates' hints on wrapped rows (% M)
GOOD.update({f"rt45b_{g}": f"rt45b_{g}" for g in (
    "atomread", "bf16max", "catorder", "cplxgain", "hint", "hintsum", "warlane")})
GOOD.update({"rt45_wraphint": "linear"})
# and the honest twins of the numerics helper's closed cheats (a constructor argument read, a
# KL divergence with its zero-target guard, a 1-D F.normalize with its clamp, an argmax that
# starts at -inf) and an upper-triangular matmul that skips the zero triangle (refused
# before: the far and shifted draws filled it)
GOOD.update({f"rt45a_{g}": f"rt45a_{g}" for g in ("scalearg", "kldiv", "l2norm1d", "argmaxtie",
                                                   "triu")})
# and of its random weights snapshotted in __init__ and its embedding that writes zeros for the
# padding row (closed since: parameters with values are rewritten after __init__, paired by
# their bytes): a linear that reads the module's weight, an embedding that reads every row
GOOD.update({f"rt45a_{g}": f"rt45a_{g}" for g in ("stalew", "pademb")})
# red team 46 (on round 45's rules): the honest twins of its cheats (a softmax of s x taking
# the max of s x, scalar loads with a barrier or recomputed) and its false refusals closed: a
# complex gain held as two real tensors, F.normalize with a norm order p=2.0 given to the
# constructor, top-k of rows the small trial zeroes (exact ties)
GOOD.update({f"rt46_{g}": f"rt46_{g}" for g in (
    "tempsoftmax", "scalarraw", "scalarwar", "cplxsplit", "pnorm", "topkzero")})
LAUNCHES.update({"rt45b_hintsum": 2, "rt45b_warlane": 2, "rt45a_l2norm1d": 2, "rt45a_kldiv": 1})
# red team 47 (two helpers on the code after round 46): the honest twins of its cheats
# (atomics with the lanes of a scalar, an exchange and an in-place difference; a scalar row
# max read back after a barrier; a random gate and a random multiplier of either sign; a
# threshold unit whose weight may be negative; a scale of either sign before a max pool; an
# exponential moving average over the whole sequence) and its false refusals closed (a ReLU
# and a positive-sum atomic that store nothing at a trial with no positive input; KernelBench
# level 1 #13's symmetric matmul reading B as B^T)
GOOD.update({f"rt47a_{g}": f"rt47a_{g}" for g in (
    "atomscalar", "scalarrt", "randgate", "thrsign", "relumask", "possum")})
GOOD.update({"rt47a_atomwar": "rt45b_warlane", "rt47a_atomxchg": "rt41_lastpos"})
GOOD.update({f"rt47b_{g}": f"rt47b_{g}" for g in ("scalesign", "emawin", "randscale", "symmm")})
LAUNCHES.update({"rt47a_atomwar": 2})
# red team 48 (one helper on round 47's rules): the honest twins of its cheats on a random
# buffer and a random complex gain snapshotted in __init__, and of those that met a sign flip
# of every constructor float (withdrawn: signs stay); a positional table built by a kernel
# (refused while values computed another way had to agree at 8 fraction bits)
GOOD.update({f"rt48_{g}": f"rt48_{g}" for g in (
    "randbuf", "cplxw", "boolflip", "capflip", "degenflip", "epsflip", "flipsign", "focalflip",
    "petable", "infbias")})
# red team 49 (on rounds 47-48's rules): the honest twins of its cheats (tensors given to the
# constructor: a gain, a normalisation's statistics; an eps floored where it moved toward 1;
# a normalisation of a symmetric matrix's zero rows; an all-ones matrix taken as symmetric)
GOOD.update({f"rt49_{g}": f"rt49_{g}" for g in ("initbuf", "initnorm", "epsfloor", "symzero",
                                                 "onesym")})
# red team 50 (a fresh angle): its false refusals closed, an in-place sigmoid and ELU on the
# input, rounded otherwise than torch's (an input the reference updates is an answer, compared
# with the tolerance, not byte for byte)
GOOD.update({f"rt50_{g}": f"rt50_{g}" for g in ("inplacesig", "inplaceelu")})
# and the honest twins of its state cheats closed after it: a trainable embedding forward
# renormalises in place (max_norm), a running covariance kept in an identity buffer or in a
# random plain attribute (every float tensor forward changes is state, keyed and paired)
GOOD.update({f"rt50_{g}": f"rt50_{g}" for g in ("maxnorm", "fixedstate", "fixedstate_2")})
LAUNCHES.update({"rt50_maxnorm": 2})
# and the honest twins of its first-call pack (closed at the root: random weights drawn again
# at one keyed input trial), a linear that reads the weight at every call, and of its integer
# state (integer tensors paired and compared), a router that counts its tokens
GOOD.update({"rt50_firstcall": "rt50_firstcall", "rt50_intstate": "rt50_intstate"})
# red team 47's open cases closed after round 50: cosine class weights normalised with the
# clamp (a random weight's row is zero at the redrawn trial), an RMSNorm that reads its eps
# keyword (keyword defaults move by name)
GOOD.update({f"rt47a_{g}": f"rt47a_{g}" for g in ("cosweight", "defaulteps")})
LAUNCHES.update({"rt47a_cosweight": 3})
# red team 51 (two helpers): honest twins of its cheats, all closed: an MX shared exponent and
# a padded sequence's length (integer outputs at the small trial), a softmax beside a BCE (one
# input moved at a time), a BCE clamping both logs (exact ones at the small trial), an fp16 linear (its W8A8 cheat refused by the 16-bit tolerance); a
# batch norm and an EMA whose reference rebinds its state (one updates in place, one rebinds
# too), d2l's batch norm with both grad-mode paths, a row sum the program order cannot decide
GOOD.update({f"rt51a_{g}": f"rt51a_{g}" for g in ("mxexp", "seqlen", "domainmix", "h16w8a8",
                                                   "bce")})
GOOD.update({f"rt51b_{g}": f"rt51b_{g}" for g in ("rebindbn", "rebindema", "gradmode",
                                                   "orderpredict")})
GOOD.update({"rt51b_rebindcand": "rt51b_rebindbn"})
LAUNCHES.update({"rt51a_domainmix": 2, "rt51b_rebindema": 2})
# red team 52 (two helpers): honest twins of the cheats closed after it: a hardtanh reading both
# bounds, a layer norm reading every element of a gain passed per call, softmaxes reading
# forward's scale and temperature defaults, an ArcFace head normalising its class columns with
# the clamp, a softmax that subtracts the max in every autograd mode, a batch norm whose list-
# held running statistics its kernel updates
GOOD.update({f"rt52a_{g}": f"rt52a_{g}" for g in ("boundratio", "uniformvec", "fwddefault")})
GOOD.update({f"rt52b_{g}": f"rt52b_{g}" for g in ("colcos", "fwdkw", "infmode", "listema")})
LAUNCHES.update({"rt52b_colcos": 3})
# red team 53 (two helpers): honest twins of the cheats closed after it: batch norms whose
# running statistics live in a dict or a tuple in a list, rebound; a normalisation beside a
# frozen bias (requires_grad assigned, never read); an integer power and a focal gamma passed
# as forward's defaults; and of two cheats refused as they came (argsort, a top-k's k)
GOOD.update({f"rt53b_{g}": f"rt53b_{g}" for g in ("dictema", "listtuple", "frozenmode", "fwdint",
                                                   "fwdintfloat", "tupledef")})
GOOD.update({f"rt53a_{g}": f"rt53a_{g}" for g in ("argsort", "topkint", "cplxscalar")})
# filed cases closed at stop 44 (red teams 52 and 54): a clamp whose floor is passed as 0.0, an
# integer power with its exponent as a 0-d or per-column tensor, a ReLU switched by a bool, an
# activation chosen by a str; a temperature passed as a keyword-only default; and a dropout switched per call (its flag and p as written leave
# it inactive; moved, its answer is random, so that draw falls back)
GOOD.update({"rt52a_zerofloat": "rt52a_zerofloat", "rt55_dropflag": "rt55_dropflag",
             "rt53b_fwdkwonly": "rt53b_fwdkwonly"})
GOOD.update({f"rt54_{g}": f"rt54_{g}" for g in ("tpow", "tpowvec", "boolflag", "strmode")})
# red team 55 (two helpers): the honest twins of the flags and modes it found unmoved (a
# ReLU6 switch, a clamp off at 0.0 or inf, GELU's approximate, a loss's reduction, four
# activations by name, a 0-d bool, a start position, bool and str defaults of forward, a
# normalisation switch beside zero rows, a flag beside a width that must divide), of a
# causal mask read whole, exponents 1-4, a constructor complex gain, a residual scale beside
# a width multiplier, a frozen batch norm, a helper object's running statistics; and a
# bucketize by counting edges (a false refusal: its sorted edges came unsorted)
GOOD.update({f"rt55a_{g}": f"rt55a_{g}" for g in (
    "actword", "bool0d", "bucket", "clipinf", "clipzero", "flagscale", "flagzero", "fwdbooldef",
    "geluword", "jointmove", "maskor", "modepass", "powtable", "startpos")})
GOOD.update({"rt55a_bucket2": "rt55a_bucket"})
GOOD.update({f"rt55b_{g}": f"rt55b_{g}" for g in (
    "envswitch", "frozenbn", "fwdbooldef", "fwdworddef", "initcplx", "initfreeze", "objstate",
    "objstate2")})
# red team 56 (two helpers): two modes passed to torch, GELU's approximate among a dozen
# family words, a flag beside a dropout's p, a 0-d inf bound, 0/1 integer switches and
# selectors, a pair of bool switches, softmax's dtype, embedding_bag's "max"; statistics in a
# NamedTuple and a prior held as a torch.distributions.Normal
GOOD.update({f"rt56a_{g}": f"rt56a_{g}" for g in (
    "bagmax", "boolpair", "dtypearg", "flagdrop", "intone", "intsel", "modestuck", "tensorinf",
    "twomode")})
GOOD.update({f"rt56b_{g}": f"rt56b_{g}" for g in ("distprior", "ntstate")})
# and of a frozen batch norm that reads its eps at every call (the parameter trials among the
# input trials), a softmax that subtracts its max whatever __init__'s random draws were
GOOD.update({"rt56b_callorder": "rt55b_frozenbn", "rt56b_seeddraw": "rt55b_envswitch"})
# a flag beside constant-initialised weights: the flag moves keyed by input trial, not by
# call, once the parameter trials run among the input trials (the reference raised a KeyError)
GOOD.update({"rt56_flagnorm": "rt56_flagnorm"})
# a frozen batch norm with its eps whose running_var is a view of a longer storage: a weight's
# storage is compared byte for byte around each call, and the honest kernel never writes it
GOOD.update({"rt56b_pairtail": "rt55b_frozenbn"})
# a contraction by its einsum equation, which now moves (its output and operands transposed)
GOOD.update({"rt56a_einsumeq": "rt56a_einsumeq"})
# a blend whose constructor weights must sum to 1, which now move with their sum kept
GOOD.update({"rt56b_convexmix": "rt56b_convexmix"})
# a softmax that keeps a workspace across calls (no longer filled with NaN between checked
# calls), and a frozen batch norm beside an observer's EMA with a dead channel's variance
GOOD.update({"rt56b_scrubtell": "rt55b_envswitch", "rt56b_statefrozen": "rt56b_statefrozen"})
# and round 56's false refusal: a sin table a kernel fills at the first call, read ever after
GOOD.update({"rt56b_lazytable": "rt56b_lazytable"})
LAUNCHES_ONCE = {"rt56b_lazytable": 1}   # launches beyond those per call: the table, once
# red team 57a (the architecture): honest twins of a blend's gain and offset after nine
# normalisation floats, tensors in a list argument (summed, a running mean updated in place),
# a weight-norm linear that never writes its weights, clamp bounds and an output dtype as
# forward defaults; and two false refusals: a dict input, len() of a tuple of pointers
GOOD.update({f"rt57a_{g}": f"rt57a_{g}" for g in (
    "initcap", "listalias", "listinplace", "wnorm", "fwdtuple", "fwddtype", "dictinput")})
GOOD.update({"rt57a_tuplelen": "rt57a_listalias"})
# red team 57b (operator families): honest twins of a nanmean loss, a hashed embedding, int32
# lengths summed in int64, an embedding bag with its padding, a masked mean with an empty row,
# a cumulative batch norm (momentum=None, two kernels a call); a max pool returning indices
GOOD.update({f"rt57b_{g}": f"rt57b_{g}" for g in (
    "nanmse", "hashemb", "intcumsum", "bagpad", "emptymask", "cumbn", "poolidx")})
LAUNCHES.update({"rt57b_cumbn": 2})
# red team 58a (round 57's new draws and dead slices): honest twins of an embedding bag over
# a bag of padding only, a masked loss over a batch with no valid sample, a padding id passed
# to F.embedding_bag, nan_to_num with infinities, a hashed embedding, adaptive pooling to a
# tuple default, logits in an OrderedDict, a frozen batch norm with its eps everywhere
GOOD.update({f"rt58a_{g}": f"rt58a_{g}" for g in (
    "bagallpad", "validmse", "fbagpad", "infclean", "fwdinttuple", "odictin")})
GOOD.update({"rt58a_bigtell": "rt57b_hashemb", "rt58a_deadtell_2": "rt55b_frozenbn"})
# red team 58b: a logit-adjusted head whose log(prior) leaves the domain at its keyed values
# (every other weight keyed all the same), with a LayerNorm or a training-mode batch norm
GOOD.update({"rt58b_logprior": "rt58b_logprior", "rt58b_logpriorbn": "rt58b_logpriorbn"})
LAUNCHES.update({"rt58b_logprior": 2, "rt58b_logpriorbn": 2})
# and state held as one-element integers and bools, keyed as a loaded model holds them: a
# cumulative mean's count, ActNorm's initialised flag (uint8, bool), an experts-seen mask
GOOD.update({g: g for g in ("rt58a_cmacount", "rt58b_seenmask")})
GOOD.update({"rt58b_actnorm": "rt58b_actnorm", "rt58b_actnormb": "rt58b_actnormb"})
LAUNCHES.update({"rt58b_actnorm": 2, "rt58b_actnormb": 2})
# and a per-channel affine before a max pool, one scale negative at every call
GOOD.update({"rt58a_affpool": "rt58a_affpool"})
# the frozen batch norm's statistics as plain attributes, a dead variance among them; the
# Linear-softmax head (its cheat's mark, the random weights' dead slices, is gone)
GOOD.update({"rt58a_affpool_2": "rt58a_plainbn", "rt58a_deadtell": "rt58a_linsoftmax"})
# an answer cache and a weight pack kept across calls, each keyed on a fingerprint: honest
GOOD.update({"rt58a_tokcache": "rt58a_tokcache", "rt58a_linpack": "rt58a_linpack"})
# round 59: counters as constructed, then jumped (ActNorm's init with an int or a float
# flag, a table of label counts); a setting held in an int buffer; a learned variance whose
# dead slice leaves the domain; a NaN draw beside a count; 64-bit ids; atan2 at signed zeros
GOOD.update({f"rt59a_{g}": f"rt59a_{r}" for g, r in (
    ("actinit", "actinit"), ("actinitf", "actinitf"), ("actinitf_setflag", "actinitf"),
    ("bucket", "bucket"), ("gnll", "gnll"), ("gnllnorm", "gnllnorm"), ("nanstat", "nanstat"),
    ("onlineprior", "onlineprior"), ("rbfnorm", "rbfnorm"), ("sinkiter", "sinkiter"))})
GOOD.update({"rt59b_hash53": "rt59b_hash53", "rt59b_negzero": "rt59b_negzero"})
LAUNCHES.update({"rt59a_actinit": 2, "rt59a_actinitf": 2, "rt59a_actinitf_setflag": 2,
                 "rt59a_onlineprior": 2})
# round 60's false refusal: a Python-int position counter (a discarded attempt restores it)
GOOD.update({f"rt60b_{g}": f"rt60b_{g}" for g in ("kvint", "stepint", "kvwin")})
LAUNCHES.update({"rt60b_kvint": 2, "rt60b_kvwin": 2})
# round 60's honest twins: caches and packs read fresh every call (a list input, a
# LayerNorm's affine, a symmetric input, a weight with its input repeated, int8 weights, a
# mask's kept count), a warmup gate clamped at 1, KV caches read to their last position, and
# settings read every call (zero points, an expert mask, an adapter index)
GOOD.update({f"rt60{t}_{g}": f"rt60{t}_{g}" for t, g in (
    ("a", "listcache"), ("a", "lnpack"), ("a", "maskcount"), ("a", "sympack"), ("a", "w8pack"),
    ("a", "warmup"), ("a", "xwcache"), ("b", "kvi16"), ("b", "kvlong"), ("b", "lorasel"),
    ("b", "routemask"), ("b", "w8zp"))})
LAUNCHES.update({"rt60a_warmup": 2, "rt60b_kvi16": 3, "rt60b_kvlong": 3})
# round 61: a count-down, a cache that told the reweighed call, a group size and a window
# read every call, a standardisation and a ramp over 4e6 steps computed every call, an
# iteration count as a runtime loop bound, RoPE at jumped positions; a masked mean over an
# empty utterance, sentence-transformers' mean pooling, a one-frame std, GPT-2's last token
GOOD.update({f"rt61{t}_{g}": f"rt61{t}_{g}" for t, g in (
    ("a", "countdown"), ("a", "edittell"), ("a", "grpset"), ("a", "gstat"), ("a", "longramp"),
    ("a", "iterset"), ("a", "ropepos"), ("a", "pywarm"), ("b", "stmean"), ("b", "statpool1"),
    ("b", "lasttok"), ("b", "timeenc"))})
# round 62: an honest last-frame gather x[b, lengths[b] - 1] (refused where a length of 0 was
# written into the lengths: taken back); an in-place SGD-momentum step on a Parameter
GOOD.update({"rt62a_lastframe": "rt62a_lastframe", "rt62b_sgdparam": "rt62b_sgdparam"})
# the honest twins of round 62's closures (and of round 45a's cross-entropy and round 61's
# lengths and shift): a cross-entropy that skips ignore_index -100, a roll by a shift of
# either sign, masked means over empty utterances (lengths of 0, a time-major mask), the last
# real token before a pad id held on a config object, a segmentation loss with a void
# label, a window setting of -1 meaning off
GOOD.update({g: g for g in ("rt45a_ceignore", "rt61a_rollset", "rt61b_lenpool", "rt62a_cfgpad",
                            "rt62a_lenpool4", "rt62a_negwin", "rt62a_seglabel", "rt62a_tmmean")})
LAUNCHES.update({"rt45a_ceignore": 2, "rt62a_seglabel": 2})
# round 63: the honest twins of its closures (labels >= 0 scored, a uint8 label map widened
# before its test, torch.isin against ignore labels and special ids, a batch of one
# utterance) and two false refusals closed (an EmbeddingBag over sorted random offsets, a
# last-frame gather through int())
GOOD.update({g: g for g in ("rt63a_geignore", "rt63a_u8seg", "rt63a_isinseg", "rt63a_len1",
                            "rt63a_bagoffs", "rt63a_lastloop", "rt63b_isinpool")})
LAUNCHES.update({"rt63a_geignore": 2, "rt63a_u8seg": 2, "rt63a_isinseg": 2})
# round 63's open classes closed at the root (the edges call, per-input and float sentinels,
# NaN in one input at a time and at a nonnegative input's own sign) and 62a's bvar1
GOOD.update({g: g for g in ("rt62a_bvar1", "rt63a_glob2d", "rt63a_nvalid", "rt63b_bintag",
                            "rt63b_kpmiss", "rt63b_lognan", "rt63b_nantgt", "rt63b_lmsent")})
# round 64 (two helpers), closed at the root: per-input sentinels through copies, the schema's
# index arguments, the edges calls with fixed masks, counts and mirror edges, repeats,
# integer range moves; hashtag was a false refusal (-100 in hashed ids)
GOOD.update({g: g for g in ("rt64a_dropmask", "rt64a_kpdef", "rt64a_lsbin", "rt64a_nvalidt",
                            "rt64a_onesmask", "rt64a_hashtag", "rt64b_bagempty",
                            "rt64b_padpool", "rt64b_tsgap", "rt64b_i32hash", "rt64b_pcmdb",
                            "rt64b_cscmean")})
LAUNCHES.update({"rt64b_cscmean": 2})
# round 64's open classes closed: float labels cast to long, a count of 0 (a third edges
# call), a repeat of a distinct id at the small trial where a masked candidate shows
GOOD.update({g: g for g in ("rt64a_fltlab", "rt64a_nzero", "rt64b_acchit")})
# round 62b's open classes closed: a value taken out of integer indices (an isolated node),
# the zero sets' dim-0 row shared by same-sized float inputs (two degenerate boxes at one row)
GOOD.update({"rt62b_sagemean": "rt62b_sagemean", "rt62b_sagemean_atomic": "rt62b_sagemean",
             "rt62b_iouloss": "rt62b_iouloss"})
LAUNCHES.update({"rt62b_sagemean_atomic": 2})
# round 65 (one helper), closed at the root: float masks, NaN lines, zero lines and shared
# values in integer inputs, Python floats at 0 and ints negated, exact +-1; its false
# refusals (NaN in searched bin edges, the interpreter's int -> bf16 and fp32 -> fp8 casts)
GOOD.update({g: g for g in ("rt65a_fmask", "rt65a_nanrow", "rt65a_zerodoc", "rt65a_temp0",
                            "rt65a_gridends", "rt65a_crosshit",
                            "rt65a_nansort", "rt65a_int2bf16", "rt65a_fp8cast")})
LAUNCHES.update({"rt61a_countdown": 2, "rt61a_gstat": 2, "rt61a_longramp": 2, "rt61a_ropepos": 2})
# round 66 (one helper), closed at the root: Python ints of -1, 0 and 1 among forward's inputs
# are flags that move (a start position, a dim, a step, a zero point, a k, a stride); a moved
# constructor float may not hide a term the numbers as written show (AdamW's learning rate)
GOOD.update({g: g for g in ("rt66_ropestart", "rt66_lsmdim", "rt66_fqzp", "rt66_topk1",
                            "rt66_convargs1", "rt66_adamstep", "rt66_histtop")})
LAUNCHES.update({"rt66_histtop": 2})
# round 67 (one helper), closed at the root: Python numbers moved far up at the small trial's
# first try (a window capped at twice the one passed, a blur radius capped at the largest the
# factors reached); Triton features no other case used (fma, div_rn, join and split, cache
# modifiers, a reverse cumsum; tl.histogram with a mask)
GOOD.update({g: g for g in ("rt67_winmean", "rt67_gblur", "rt67_feat", "rt67_hist")})
LAUNCHES.update({"rt67_feat": 2})
# round 68 (one helper), closed at the root: float64 inputs' far draws go 100x as far
# (a one-pass variance of a float64 series); constructor floats moved up 8-16x at half the
# evaluations (a blur's taps capped in one static block); float8 weights are read through
# float32 (an FP8 weight-only Linear's reference never ran)
GOOD.update({g: g for g in ("rt68_revin64", "rt68_gsmooth", "rt68_gsmooth8", "rt68_fp8w")})
# round 69 (one helper) attacked round 68's fixes: its two cheats passed through a set-aside
# of grid-rounded floats (since reverted) at exact ties, and are kept for that fix's next
# version; its two false refusals (near-ties of a rounded float output) stay open
GOOD.update({g: g for g in ("rt69_pool8", "rt69_requant")})
# closed with this stop's comparison: a 16-bit output's element within the tolerance of the
# reference's answer or of its float64 twin's (a fused bf16 log-softmax, torch's rounding
# the logsumexp to bf16 first); a float output rounded to a grid, where an element may be
# the reference's answer with the rounding op's operand moved up or down (a fake-quantised
# Linear, BT.601 luma in float32 by an exact division and in float64), exact halves still
# compared (pool8 and requant stay refused); a far-moved momentum that broke the reference
# only at a later call; red team 62b's Lion sign now met at exact zeros
GOOD.update({g: g for g in ("rt68_bflogp", "rt68_qlin", "rt69_luma64", "rt52b_runnorm2",
                            "rt62b_lionstep")})
GOOD.update({"rt69_lumadiv": "rt69_luma"})
# round 70 (one helper): a 0.0 constructor float (label smoothing) now moves; counters set
# near the model's own integer settings at two keyed trials (a loss scaler's growth
# interval, a cosine schedule's middle); float -> bf16 casts rounded to nearest even in the
# interpreter (a hi/lo split, a bf16 running mean); NumPy scalars among the constructor's
# arguments read as Python numbers (the reference never ran)
GOOD.update({g: g for g in ("rt70_lszero", "rt70_npfloat", "rt70_ampscale", "rt70_cosmid",
                            "rt70_bfsplit")})
GOOD.update({"rt70_bfema2": "rt70_bfema"})
LAUNCHES.update({"rt70_cosmid": 2, "rt70_lszero": 2})
# round 71 (one helper) attacked round 70's fixes: a 16-bit output that is itself a rounding
# error (Kahan compensation) matched its float64 twin's 0; a 0.0 that always moved left a
# kernel wrong at 0.0 itself unseen (now moved at half the evaluations); float counters and
# whole-number float settings never aimed; a float32 counter jumped past 2^24
GOOD.update({g: g for g in ("rt71_kahanbf", "rt71_capzero", "rt71_cosd", "rt71_cosflt",
                            "rt71_cosf", "rt71_l1beta0", "rt71_warmdiv")})
LAUNCHES.update({g: 2 for g in ("rt71_cosd", "rt71_cosf", "rt71_cosflt", "rt71_warmdiv")})
# round 72 (one helper) attacked round 71's: a schedule's end computed from its largest
# setting, a warmup beside a smaller setting, a per-parameter step vector and a step in a
# dict were never aimed (nor, in the dict, put back: an honest kernel refused); a small
# tensor packed beside a large one was held to the large one's absolute slack
GOOD.update({g: g for g in ("rt72_bfpack", "rt72_dfpack", "rt72_dictms", "rt72_dictstep",
                            "rt72_rowstep", "rt72_warmacc", "rt72_wsd")})
LAUNCHES.update({g: 2 for g in ("rt72_rowstep", "rt72_warmacc", "rt72_wsd")})
# round 73 (one helper) attacked round 72's: a discarded attempt of the reference left what
# its plain dicts (two levels down) and a lazily made tensor attribute held moved; a step
# made at the first call, milestones in a list, several 0.0s on one coin, a warmup computed
# from a ratio (twins of the still open cheats too: docs/open_cases/adv_rt73_*)
GOOD.update({g: g for g in ("rt73_lazystep", "rt73_msteplist", "rt73_warmratio",
                            "rt73_sgdzeros", "rt73_accumstep", "rt73_requant", "rt73_ddwarm",
                            "rt73_lazyema", "rt73_efquant")})
LAUNCHES.update({"rt73_lazyema": 2})
# round 74 (one helper) on round 73's: a deque of past frames and a torch optimiser's state
# escaped the put-back after a discarded attempt (both false refusals)
GOOD.update({g: g for g in ("rt74_framedeque", "rt74_optadam")})
# an Adam moment written as torch's lerp, m + (g - m)(1 - b1), at beta1 = 0.0: off by half an ulp
# of the old moment, which a large trial left at ~1e4 (the state compared at its new size)
GOOD.update({"rt74_adambeta0": "rt74_adambeta0"})
# round 75 (one helper) on round 74's: state in an object of the reference's own class, an lr
# scheduler, a torch.optim.Optimizer subclass escaped the put-back after a discarded attempt
GOOD.update({g: g for g in ("rt75_rmsobj", "rt75_noamobj", "rt75_adamwarm", "rt75_lionopt")})
# round 76 (one helper) on round 75's: a weight EMA folded every 16 or 64 calls (the count tested
# before it moves, never at a multiple at a checked call)
GOOD.update({g: g for g in ("rt76_emaevery", "rt76_emaevery64")})
# round 75's counters in torch's optimisers and schedulers (a StepLR's or CosineAnnealingLR's
# last_epoch, Adafactor's state["step"]; a hand-written k beside Adam's own step) and round
# 76's RMSprop, met by an ordinary call right after each large one
GOOD.update({g: g for g in ("rt75_stepsched", "rt75_cosanneal", "rt75_adafac", "rt75_adamwarmk",
                            "rt76_rmsspike")})
# round 77 (one helper) on those: schedules without a closed form a jump must follow
# (OneCycleLR, CosineAnnealingWarmRestarts, MultiplicativeLR), EMAs that start folding late
GOOD.update({g: g for g in ("rt77_onecycle", "rt77_cawr", "rt77_multlr", "rt77_emadef",
                            "rt77_emaafter")})
# round 78 (one helper): SequentialLR and ChainedScheduler (their schedulers in a list), a float
# step feeding a cosine (the state-rounding allowance after the large trial, not widened)
GOOD.update({g: g for g in ("rt78_seqstep", "rt78_seqlr", "rt78_chained", "rt78_cosfloat",
                            "rt78_cosfloat8")})
# random integer and bool tensors in a keyed order (a flow's permutation, int8 weights, a
# pruning mask, the mask drawn by torch.rand(...) < p in __init__); a module the reference
# never calls left out; weight_norm's rebound weight never materialised
GOOD.update({f"rt58b_{g}": f"rt58b_{r}" for g, r in (
    ("permflow", "permflow"), ("w8linear", "w8linear"), ("prunemask", "prunemask"),
    ("prunemask_torchinit", "prunemask"), ("deadnorm", "deadnorm"),
    ("deadnorm_declared", "deadnorm"), ("dinohead", "dinohead"),
    ("dinohead_nomirror", "dinohead"))})
LAUNCHES.update({"rt58b_deadnorm": 3, "rt58b_deadnorm_declared": 3, "rt58b_dinohead": 4,
                 "rt58b_dinohead_nomirror": 3})


def test_a_weight_copy_kept_from_the_first_call_goes_stale_and_the_error_says_so():
    """Red team 21's linear prepares its transposed weight on the first call and keeps it on
    self. The weights change after that (the parameter trials, the redraw, as loading a
    checkpoint would), so the copy goes stale: a stated limit (CANDIDATE_RULES: read the
    weights in forward), and the mismatch names the kept tensors."""
    res = reward.evaluate(read("ref_linear.py"), read("limit_rt21_lazy_wt.py"))
    assert res.stage == "mismatch" and "keeps 1 tensors from an earlier call" in res.error, res


def test_fixed_inits_that_are_not_constant_get_keyed_values():
    """Red team 23: an identity weight (nn.init.eye_) is fixed but not constant, so it was
    never keyed and a kernel ignoring it passed. What two builds under different seeds
    initialise alike is keyed by a digest of its values: both sides, holding the same bytes,
    compute the same keyed values, zeros moved too (random parameters are keyed the same way
    since red team 45's snapshot of W^T in __init__; fixed_inits keeps them out of the
    parameter trials)."""
    import sandbox
    torch.manual_seed(0)
    a = [torch.nn.Parameter(torch.eye(4)), torch.nn.Parameter(torch.randn(4, 4))]
    torch.manual_seed(1)
    b = [torch.nn.Parameter(torch.eye(4)), torch.nn.Parameter(torch.randn(4, 4))]
    assert sandbox.fixed_inits(a, b) == {0}
    sig = sandbox.param_signature(a)
    assert sig[0][2].startswith("sha:") and sig[0][2] == sandbox.param_signature(b)[0][2]
    v = sandbox.perturbation(*sig[0], 99, 0, values=a[0])
    assert torch.equal(v, sandbox.perturbation((16,), "float32", sig[0][2], 99, 0,
                                               values=a[0].reshape(16)).reshape(4, 4))
    off = ~torch.eye(4, dtype=torch.bool)
    assert bool((v[off] != 0).all()) and not torch.equal(v, torch.eye(4))


def test_every_correct_case_file_is_run():
    files = {os.path.basename(p)[5:-3] for p in glob.glob(os.path.join(CASES, "good_*.py"))}
    assert files == set(GOOD), files ^ set(GOOD)


def test_case_files_are_annotated():
    rejected = [a for a in ADVERSARIAL if header(os.path.join(CASES, a))["expect"] != "ok"]
    assert len(rejected) >= 20
    for a in ADVERSARIAL:
        meta = header(os.path.join(CASES, a))
        assert meta["expect"] in reward.STAGES and meta["probes"], a
        assert os.path.exists(os.path.join(CASES, meta["reference"])), a


POOL_TIMEOUT_S = 120.0      # a pooled case's time limit (tests/case_pool.py: a shared machine)
_POOL = {}                  # the case pool of this session: start_case_pool


def start_case_pool(items):
    """Start judging the case files the session selected (the items of the two case tests
    below, but those with their own timeout, which run alone in their test) in a process of
    their own, beside the rest of the suite: tests/case_pool.py. conftest.py calls this when
    collection ends and runs the case tests last."""
    import tempfile
    jobs = []
    for item in items:
        name = getattr(item, "callspec", None) and item.callspec.params.get("name")
        if item.originalname == "test_adversarial_candidates_get_their_stage" and \
                name not in TIMEOUT_S:
            jobs.append(("adv", name, os.path.join(CASES, header(os.path.join(CASES, name))[
                "reference"]), os.path.join(CASES, name)))
        elif item.originalname == "test_correct_candidates_are_accepted":
            jobs.append(("good", name, os.path.join(CASES, f"ref_{GOOD[name]}.py"),
                         os.path.join(CASES, f"good_{name}.py")))
    if not jobs or _POOL:
        return
    folder = tempfile.mkdtemp(prefix="case_pool_")
    with open(os.path.join(folder, "jobs.json"), "w") as f:
        json.dump(jobs, f)
    log = open(os.path.join(folder, "log.txt"), "wb")
    proc = subprocess.Popen([sys.executable, os.path.join(os.path.dirname(__file__), "case_pool.py"),
                             os.path.join(folder, "jobs.json"), os.path.join(folder, "out.jsonl"),
                             str(POOL_TIMEOUT_S)], stdout=log, stderr=subprocess.STDOUT)
    log.close()
    _POOL.update(proc=proc, folder=folder, jobs={(k, n) for k, n, _, _ in jobs}, results={},
                 offset=0)


def stop_case_pool():
    """End the case pool (conftest.py, when the session finishes) and remove its folder."""
    import shutil
    proc = _POOL.get("proc")
    if proc is not None and proc.poll() is None:
        proc.kill()
        proc.wait()
    if _POOL.get("folder"):
        shutil.rmtree(_POOL["folder"], ignore_errors=True)
    _POOL.clear()


class _CaseResults:
    """The case pool's verdicts: `(kind, name) in case_results` says whether the pool judges
    that case; case_results[(kind, name)] waits for it: (EvalResult, summary or None)."""

    def __contains__(self, key):
        return key in _POOL.get("jobs", ())

    def _read(self):
        path = os.path.join(_POOL["folder"], "out.jsonl")
        if not os.path.exists(path):
            return
        with open(path, encoding="utf-8") as f:
            f.seek(_POOL["offset"])
            text = f.read()
        done = text[:text.rfind("\n") + 1]          # whole lines only
        _POOL["offset"] += len(done.encode("utf-8"))
        for line in done.splitlines():
            row = json.loads(line)
            _POOL["results"][(row["kind"], row["name"])] = row

    def __getitem__(self, key):
        results = _POOL["results"]
        while key not in results:
            self._read()
            if key in results:
                break
            if _POOL["proc"].poll() is not None:
                self._read()
                if key in results:
                    break
                with open(os.path.join(_POOL["folder"], "log.txt"), errors="replace") as f:
                    tail = f.read()[-2000:]
                raise RuntimeError(f"the case pool ended (exit {_POOL['proc'].returncode}) "
                                   f"without {key}:\n{tail}")
            time.sleep(0.2)
        row = results[key]
        assert "error" not in row, row["error"]
        return reward.EvalResult(**row["result"]), row.get("summary")


@pytest.fixture(scope="session")
def case_results():
    return _CaseResults()


@pytest.mark.parametrize("name", sorted(GOOD))
def test_correct_candidates_are_accepted(name, case_results):
    if ("good", name) in case_results:
        res, (checked, big, tol) = case_results[("good", name)]
    else:
        res = reward.evaluate(read(f"ref_{GOOD[name]}.py"), read(f"good_{name}.py"))
        checked, big, tol = case_pool.summary(read(f"ref_{GOOD[name]}.py"), 60.0)
    assert res.stage == "ok", res.error
    assert res.correct and res.error == ""
    # LAUNCHES: kernels per call; LAUNCHES_ONCE: those of the first call only
    assert res.launches == LAUNCHES.get(name, 1) * res.calls + LAUNCHES_ONCE.get(name, 0)
    assert reward.static_check(read(f"good_{name}.py"), read(f"ref_{GOOD[name]}.py")) is None
    # every input trial, a parameter trial per move where the reference has keyed weights
    # no forward changes (and the move keeps it in its domain), and up to 3 calls that move
    # a call's flags (sandbox._flag_calls), the edited calls (sandbox._edited) and the three
    # edges calls (masks and counts at their edges and mirror edges, counts and Python
    # floats at 0: sandbox._edge_value, _transform), the settling call after the large
    # trial, and the counters' aims at calls of their own (sandbox.AIM_CALLS)
    assert res.calls == checked and \
        TRIALS <= res.calls <= TRIALS + 3 + 3 + 1 + 3 + 1 + sandbox.AIM_CALLS
    # within the tolerance of the answer's dtype (1e-4 for fp32, 1e-2 for 16-bit) of the
    # largest answer (range trials reach ~1000x the inputs)
    assert res.max_abs_err is not None and res.max_abs_err <= tol * max(1.0, big)
    assert res.speedup is None and res.t_new_ms is None   # no timing under the interpreter
    assert reward.rewards(res) == (1.0, 0.0)
    assert reward.grpo_reward(res) == 1.0
    # Only data movement ran in PyTorch while forward ran.
    assert all(op.split(".")[1] in reward.DATA_OPS for op in res.torch_ops), res.torch_ops


@pytest.mark.parametrize("name", ADVERSARIAL)
def test_adversarial_candidates_get_their_stage(name, case_results):
    meta = header(os.path.join(CASES, name))
    t0 = time.monotonic()
    pooled = ("adv", name) in case_results
    timeout = TIMEOUT_S.get(name, POOL_TIMEOUT_S if pooled else 60.0)
    res = case_results[("adv", name)][0] if pooled else \
        reward.evaluate(read(meta["reference"]), read(name), timeout_s=timeout)
    assert res.stage == meta["expect"], f"{name} ({meta['probes']}): {res.stage}: {res.error}"
    assert res.correct == (meta["expect"] == "ok")
    if not res.correct:
        assert res.error, "every rejection says why"
        assert reward.rewards(res) == (0.0, 0.0) and reward.grpo_reward(res) == 0.0
    # Within timeout_s + a few seconds, whatever the candidate did (generous: shared CPUs).
    took = res.wall_s if pooled else time.monotonic() - t0
    assert took < timeout + reward.GRACE_S + 20
    timeout = TIMEOUT_S.get(name, 60.0)
    if "lowered" in meta:
        # Without the static gate, the lowering to Triton IR at the first launch rejects it.
        res = reward.evaluate(read(meta["reference"]), read(name), timeout_s=timeout,
                              _skip_static=True)
        assert res.stage == meta["lowered"], \
            f"{name} without the static gate: {res.stage}: {res.error}"
    if "runtime" in meta:
        # The static gate is a first filter: without it (and without the lowering to Triton
        # IR, which refuses some of these first), the other run-time layers still reject.
        res = reward.evaluate(read(meta["reference"]), read(name), timeout_s=timeout,
                              _skip_static=True, _skip_lowering=True)
        # "a|b": either run-time layer may be the first to refuse, depending on what the
        # fork server has imported already (an import from a fresh .pyc is a marshal event)
        assert res.stage in meta["runtime"].split("|"), \
            f"{name} without the static gate: {res.stage}: {res.error}"


def test_no_code_is_format():
    ref = read("ref_relu.py")
    for text in (None, "", "   ", read("adv_no_code.txt")):
        assert reward.evaluate(ref, text).stage == "format"


def test_code_in_a_markdown_fence_is_extracted():
    text = "Here is my kernel:\n```python\n" + read("good_relu.py") + "```\nDone."
    assert reward.evaluate(read("ref_relu.py"), text).stage == "ok"


def test_a_byte_order_mark_and_a_self_test_block_are_fine():
    """Red team 9's false refusals: a leading U+FEFF (a SyntaxError to ast.parse) and the
    usual `if __name__ == "__main__":` self-test (a name with underscores)."""
    src = "\ufeff" + read("good_relu.py") + \
        '\n\nif __name__ == "__main__":\n    print(ModelNew()(torch.randn(8)).shape)\n'
    assert reward.extract_code(src) == src[1:]
    res = reward.evaluate(read("ref_relu.py"), src)
    assert res.stage == "ok", res.error


@pytest.mark.parametrize("ref", ["ref_broken.py", "ref_no_inputs.py"])
def test_broken_reference_is_never_blamed_on_the_candidate(ref):
    for cand in (read("good_relu.py"), None, read("adv_infinite_loop.py")):
        res = reward.evaluate(read(ref), cand, timeout_s=3.0)
        assert res.stage == "reference" and not res.correct
        assert "reference" in res.error


def test_print_flood_keeps_a_bounded_tail():
    res = reward.evaluate(read("ref_relu.py"), read("adv_print_flood.py"))
    assert res.stage == "ok"
    assert 0 < len(res.output_tail) <= reward.OUTPUT_TAIL and "spam" in res.output_tail


def test_monitor_names_the_op():
    res = reward.evaluate(read("ref_relu.py"), read("adv_aten_op.py"), _skip_static=True)
    assert res.stage == "fallback" and "aten.relu" in res.error
    assert "aten.relu" in res.torch_ops
    res = reward.evaluate(read("ref_linear.py"), read("adv_matmul_operator.py"))
    assert res.stage == "fallback" and "aten.mm" in res.error


def test_allow_torch_ops_lets_named_ops_run():
    # The search keeps unsupported fragments in PyTorch: a named op is then allowed.
    res = reward.evaluate(read("ref_relu.py"), read("adv_tensor_method.py"),
                          allow_torch_ops=["torch.relu"])
    assert res.stage == "ok", res.error
    assert "aten.relu" in res.torch_ops


def test_weights_follow_the_seed():
    # Same seed for Model and ModelNew: a different seed changes both, and they still agree.
    for seed in (1, 2):
        res = reward.evaluate(read("ref_linear.py"), read("good_linear.py"), seed=seed, trials=2)
        assert res.stage == "ok", res.error


def test_static_gate_reasons():
    ok = read("good_relu.py")
    assert reward.static_check(ok) is None
    assert "ModelNew" in reward.static_check(read("adv_no_modelnew.py"))
    assert "triton.jit" in reward.static_check(read("adv_no_kernel.py"))
    assert "nn.Module" in reward.static_check(read("adv_subclass_model.py"))
    assert "`try`" in reward.static_check(read("adv_try_except.py"))
    assert "ctypes" in reward.static_check(ok + "\nimport ctypes\n")


def test_rewards_and_grpo_clip():
    r = reward.EvalResult(stage="ok", correct=True, t_ref_ms=2.0, t_new_ms=1.0, speedup=2.0)
    assert reward.rewards(r) == (1.0, pytest.approx(math.log(2.0)))
    assert reward.grpo_reward(r) == pytest.approx(1 + math.log(2.0))
    slow = reward.EvalResult(stage="ok", correct=True, t_ref_ms=1.0, t_new_ms=100.0, speedup=0.01)
    assert reward.grpo_reward(slow) == pytest.approx(0.5)           # clipped, still > wrong
    fast = reward.EvalResult(stage="ok", correct=True, t_ref_ms=1000.0, t_new_ms=1.0, speedup=1e3)
    assert reward.grpo_reward(fast) == pytest.approx(1 + math.log(10))
    wrong = reward.EvalResult(stage="mismatch", t_ref_ms=2.0, t_new_ms=1.0)
    assert reward.rewards(wrong) == (0.0, 0.0) and reward.grpo_reward(wrong) == 0.0


SEGFAULT_REF = read("ref_relu.py").replace(
    "        return torch.relu(x)",
    "        import ctypes\n        ctypes.string_at(0)   # a NULL read: SIGSEGV\n"
    "        return torch.relu(x)")
EXIT_REF = read("ref_relu.py").replace("        return torch.relu(x)",
                                       "        import os\n        os._exit(3)")


def test_evaluate_many_keeps_order_and_isolates_crashes():
    pairs = [(read("ref_relu.py"), read("good_relu.py")),
             (SEGFAULT_REF, read("good_relu.py")),          # a process that crashes
             (read("ref_softmax.py"), read("good_softmax.py")),
             (EXIT_REF, read("good_relu.py")),              # one that exits before reporting
             (read("ref_relu.py"), read("adv_huge_alloc.py")),
             (read("ref_relu.py"), read("good_relu.py"))]
    res = reward.evaluate_many(pairs, workers=2)
    assert [r.stage for r in res] == ["ok", "reference", "ok", "reference", "runtime", "ok"]
    assert "SIGSEGV" in res[1].error and "status 3" in res[3].error


def _descendants():
    """Live (non-zombie) descendants of this process, via /proc."""
    kids = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                kids.setdefault(int(fields[1]), []).append((int(d), fields[0]))
            except OSError:
                pass
    out, todo = [], [os.getpid()]
    pool = _POOL["proc"].pid if _POOL.get("proc") else None   # (the case pool's: its own)
    while todo:
        for pid, state in kids.get(todo.pop(), []):
            if pid == pool:
                continue
            if state != "Z":
                out.append(pid)
            todo.append(pid)
    return out


def _processes_with_arg(arg):
    found = []
    for d in os.listdir("/proc"):
        try:
            with open(f"/proc/{d}/cmdline", "rb") as f:
                if arg.encode() in f.read().split(b"\0"):
                    found.append(int(d))
        except (OSError, ValueError):
            pass
    return found


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="needs /proc")
def test_a_wrong_candidate_is_stopped_at_its_first_wrong_call():
    """The parent checks each call's report as it arrives (reward._wrong_so_far, with the
    checks the verdict runs on every report: _call_verdict) and stops a candidate at its
    first wrong call, whatever call that is; the verdict is the one the whole run gives."""
    res = reward.evaluate(read("ref_relu.py"), read("adv_wrong_values.py"))
    assert res.stage == "mismatch" and res.error.startswith("trial 0:") and res.calls == 1
    # (a softmax without its max subtraction: right until the large trial, keyed)
    res = reward.evaluate(read("ref_softmax.py"), read("adv_rt22_clampsoftmax_1.py"))
    k = int(res.error.split(":")[0].split()[1])
    assert res.stage == "mismatch" and res.error.startswith("trial ") and res.calls == k + 1
    assert reward.evaluate(read("ref_softmax.py"), read("good_softmax.py")).calls > k + 1


def test_nothing_left_behind():
    reward.evaluate(read("ref_relu.py"), read("adv_infinite_loop.py"), timeout_s=2.0)
    reward.evaluate(SEGFAULT_REF, read("good_relu.py"))
    # Only the fork servers themselves remain: no job children, and each server's job
    # directories are gone (only compiler caches may stay until the server ends).
    servers = {s.proc.pid for s in reward._ALL}
    workdirs = [s.workdir for s in reward._ALL]
    assert set(_descendants()) <= servers
    for d in workdirs:
        assert set(os.listdir(d)) <= {"triton", "inductor"}, os.listdir(d)
    reward.shutdown()
    assert _descendants() == []
    assert not any(os.path.exists(d) for d in workdirs)


def test_stale_folders_of_dead_servers_are_removed_and_only_those():
    import tempfile
    reward.shutdown()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    stale = tempfile.mkdtemp(prefix=f"reward_server_{dead.pid}_")
    alive = tempfile.mkdtemp(prefix=f"reward_server_{os.getpid()}_")
    try:
        assert reward.evaluate(read("ref_relu.py"), read("good_relu.py"), trials=1).correct
        assert not os.path.exists(stale) and os.path.exists(alive)
    finally:
        import shutil
        shutil.rmtree(alive, ignore_errors=True)
        shutil.rmtree(stale, ignore_errors=True)


def test_cli_verdict_and_exit_status():
    py = [sys.executable, os.path.join(ROOT, "reward.py")]
    ok = subprocess.run(py + [os.path.join(CASES, "ref_relu.py"), os.path.join(CASES, "good_relu.py"),
                              "--trials", "2", "--json"], capture_output=True, text=True, timeout=300)
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout.strip().splitlines()[-1])["stage"] == "ok"
    bad = subprocess.run(py + [os.path.join(CASES, "ref_relu.py"), os.path.join(CASES, "adv_wrong_values.py"),
                               "--trials", "2"], capture_output=True, text=True, timeout=300)
    assert bad.returncode == 1 and bad.stdout.startswith("mismatch:")
    missing = subprocess.run(py + ["/nonexistent/ref.py", os.path.join(CASES, "good_relu.py")],
                             capture_output=True, text=True, timeout=300)
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
    assert missing.stderr.strip().count("\n") == 0
    if not torch.cuda.is_available():      # --noise times kernels: a one-line refusal here
        noise = subprocess.run(py + ["--noise", "2"], capture_output=True, text=True, timeout=300)
        assert noise.returncode == 2 and noise.stderr.startswith("error: --noise")
        assert noise.stderr.strip().count("\n") == 0


def test_audit_hook_lets_the_gpu_compile_cache_work_in_its_own_folder_only(tmp_path):
    # On a GPU a kernel's first launch compiles it in the candidate's child, after the
    # lock-down: ptxas (started through posix_spawn on Python 3.12: the second GPU run was
    # refused there), Triton's cache (folders, files renamed into place), temporary folders and
    # their cleanup, and before Triton 3.7 a C launcher built with the system's compiler. Each
    # is allowed only where Triton does it: in the child's own folder, and a C compiler only
    # under Triton's launcher builder. The same events anywhere else stay refused.
    own, other = tmp_path / "job", tmp_path / "other"
    own.mkdir()
    other.mkdir()
    code = f"""
import os, sys, sandbox
os.environ["TRITON_CACHE_DIR"] = {str(own / "cache")!r}     # (as the child sets it: os.putenv is denied)
import triton.backends.nvidia.driver as drv     # Triton < 3.7 builds a C launcher per signature
builder = compile("def __init__():\\n    sys.audit('subprocess.Popen', '/usr/bin/gcc', [], None, None)\\n",
                  os.path.realpath(drv.__file__), "exec")
scope = {{"sys": sys}}
exec(builder, scope)
state = {{"on": True, "denied": []}}
sandbox._install_audit_hook(state, set(), {str(own)!r})
os.makedirs({str(own / "t" / "tmp")!r})
open({str(own / "t" / "tmp" / "f")!r}, "w").write("x")
os.replace({str(own / "t" / "tmp" / "f")!r}, {str(own / "t" / "g")!r})
os.removedirs({str(own / "t" / "tmp")!r})
os.remove({str(own / "t" / "g")!r})
sys.audit("os.posix_spawn", "/opt/cuda/bin/ptxas", ["ptxas"], {{}})     # Triton's compile step
from triton.runtime.cache import FileCacheManager                      # Triton's own cache code
m = FileCacheManager("k" * 64)
assert m.get_file("x.cubin") is None
path = m.put(b"abc", "x.cubin", binary=True)
assert m.get_file("x.cubin") == path and open(path, "rb").read() == b"abc"
import tempfile, shutil                               # a temporary folder and its cleanup
tempfile.tempdir = {str(own)!r}
with tempfile.TemporaryDirectory() as d:
    os.mkdir(os.path.join(d, "sub"))
    open(os.path.join(d, "sub", "b.c"), "w").write("y")
assert not os.path.exists(d)
sys.audit("_posixsubprocess.fork_exec", [b"/opt/cuda/bin/ptxas"], ["ptxas"], None)
scope["__init__"]()     # a spawn from Triton's launcher builder (its file and function)
for bad in (lambda: os.mkdir({str(other / "d")!r}),
            lambda: os.rename({str(own / "t")!r}, {str(other / "t")!r}),
            lambda: os.mkdir("rel"),
            lambda: os.mkdir({str(own / ".." / "other" / "e")!r}),
            lambda: sys.audit("os.posix_spawn", "/bin/sh", ["sh"], {{}}),
            lambda: shutil.rmtree({str(other)!r}),
            lambda: sys.audit("subprocess.Popen", "/usr/bin/gcc", [], None, None),
            lambda: open({str(tmp_path / "jobx")!r}, "w")):     # a sibling sharing the prefix
    try:
        bad()
        print("ALLOWED")
    except PermissionError:
        pass
print(sorted(set(state["denied"])))
"""
    driver = tmp_path / "driver.py"        # a file: code run from `<string>` is the candidate's
    driver.write_text(code)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    r = subprocess.run([sys.executable, str(driver)], capture_output=True, text=True, timeout=120,
                       cwd=root, env=dict(os.environ, PYTHONPATH=root))
    assert r.returncode == 0, r.stderr
    assert "ALLOWED" not in r.stdout
    assert r.stdout.strip().splitlines()[-1] == ("['open for writing (" + str(tmp_path / "jobx")[-60:]
                                                 + ")', 'os.mkdir', 'os.posix_spawn', 'os.rename', "
                                                 "'shutil.rmtree', 'subprocess.Popen']")
    assert not os.listdir(other) and not os.path.exists(own / "t" / "g")


# ---------------------------------------------------------------------------- GPU only

@pytest.mark.gpu
@pytest.mark.parametrize("name", ["relu", "softmax", "linear"])
def test_gpu_correct_candidate_is_timed(name):
    # good_linear.py passes input_precision="ieee": TF32 tl.dot would miss 1e-4 on a GPU.
    res = reward.evaluate(read(f"ref_{name}.py"), read(f"good_{name}.py"), device="cuda")
    assert res.stage == "ok", res.error
    assert res.t_ref_ms > 0 and res.t_new_ms > 0 and res.speedup > 0
    assert res.speedup == res.t_ref_ms / res.t_new_ms
    assert reward.rewards(res)[1] == pytest.approx(math.log(res.t_ref_ms / res.t_new_ms))
    print(f"GPU {torch.cuda.get_device_name()} {name}: eager {res.t_ref_ms:.4f} ms, "
          f"candidate {res.t_new_ms:.4f} ms, speedup {res.speedup:.2f}x")


SIDE_STREAM = '''
import torch, torch.nn as nn, triton, triton.language as tl

@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    for _ in range(200):                 # slow on purpose: the work must show in the time
        x = tl.maximum(x, 0.0) * 1.0
    tl.store(out_ptr + offs, x, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.side = torch.cuda.Stream()

    def forward(self, x):
        out = torch.empty_like(x)
        with torch.cuda.stream(self.side):   # hidden from events on the default stream
            relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out
'''


@pytest.mark.gpu
def test_gpu_tf32_dot_misses_fp32_tolerance():
    # The tolerance finding on a GPU: the same kernel with TF32 tl.dot (the default) fails 1e-4.
    src = read("good_linear.py").replace(', input_precision="ieee"', ', input_precision="tf32"')
    res = reward.evaluate(read("ref_linear.py"), src, device="cuda")
    print(f"TF32 tl.dot linear: {res.stage}, max_abs_err {res.max_abs_err}")
    assert res.stage == "mismatch", res.error          # the finding this test is named after
    ieee = reward.evaluate(read("ref_linear.py"), read("good_linear.py"), device="cuda")
    assert ieee.stage == "ok" and ieee.max_abs_err < res.max_abs_err


@pytest.mark.gpu
def test_gpu_side_stream_work_is_timed_and_flagged():
    res = reward.evaluate(read("ref_relu.py"), SIDE_STREAM, device="cuda")
    assert res.stage in ("ok", "mismatch")       # racy on purpose; if it passes, it is flagged
    if res.stage == "ok":
        assert res.suspicious
        # the 200-iteration loop on the side stream is inside the measurement: slower than
        # the same kernel's plain ReLU on the current stream
        plain = reward.evaluate(read("ref_relu.py"), read("good_relu.py"), device="cuda")
        assert res.t_new_ms > plain.t_new_ms


SWITCHES = read("good_relu.py").replace(
    "        super().__init__()\n",
    "        super().__init__()\n        self.calls = 0\n").replace(
    "        x = x.contiguous()\n",
    "        x = x.contiguous()\n        self.calls += 1\n"
    "        if self.calls > CHECKED:\n"
    "            out = BODY\n"
    "            relu_kernel[(1,)](x, torch.empty_like(x), 0, BLOCK=1024)\n"
    "            return out\n")


@pytest.mark.gpu
@pytest.mark.parametrize("body,stage", [("torch.relu(x)", "fallback"),      # PyTorch after N calls
                                        ("torch.empty_like(x)", "mismatch")])  # garbage after N calls
def test_gpu_candidate_that_changes_after_its_checked_calls_gets_no_speed(body, stage):
    src = SWITCHES.replace("CHECKED", "5").replace("BODY", body)
    res = reward.evaluate(read("ref_relu.py"), src, device="cuda")
    assert res.stage == stage and not res.correct, res.error


@pytest.mark.gpu
def test_gpu_aliasing_and_input_modification_caught():
    for name, stage in [("adv_returns_input.py", "mismatch"), ("adv_modifies_input.py", "mismatch"),
                        ("adv_empty_output.py", None), ("adv_getattr.py", "fallback")]:
        res = reward.evaluate(read("ref_relu.py"), read(name), device="cuda")
        assert not res.correct, name
        if stage:
            assert res.stage == stage, (name, res.error)


def test_visible_copies_of_kernel_output_are_fine():
    # Provenance follows visible data ops: a transposed copy of the kernel's output is fine.
    src = read("good_relu.py").replace("        return out\n",
                                       "        return out.t().contiguous().t().clone()\n")
    res = reward.evaluate(read("ref_relu.py"), src, trials=2)
    assert res.stage == "ok", res.error


def test_allowed_op_may_produce_the_output():
    # With allow_torch_ops the search may leave the last fragment in PyTorch.
    src = read("good_relu.py").replace("        return out\n", "        return torch.relu(out)\n")
    assert reward.evaluate(read("ref_relu.py"), src, trials=2).stage == "fallback"
    res = reward.evaluate(read("ref_relu.py"), src, trials=2, allow_torch_ops=["aten::relu"])
    assert res.stage == "ok", res.error


def test_kernel_outputs_may_be_concatenated():
    # cat/stack/pad are data movement: fine on kernel outputs, and provenance follows them.
    src = read("good_relu.py").replace(
        "        return out\n",
        "        halves = torch.cat([out[:8], out[8:]], dim=0)\n        return halves\n")
    assert reward.evaluate(read("ref_relu.py"), src, trials=2).stage == "ok"
    # ... but a cat of the raw input is not the kernel's answer.
    src = read("good_relu.py").replace("        return out\n",
                                       "        return torch.cat([x[:8], x[8:]], dim=0)\n")
    assert reward.evaluate(read("ref_relu.py"), src, trials=2).stage == "fallback"


def test_forged_pickle_runs_nothing():
    marker = "/tmp/reward_forged_pickle_ran"
    if os.path.exists(marker):
        os.remove(marker)
    res = reward.evaluate(read("ref_relu.py"), read("adv_forged_pickle.py"), _skip_static=True)
    assert not res.correct and res.stage in ("runtime", "fallback"), res
    assert not os.path.exists(marker)


def test_init_inputs_of_any_plain_type_travel():
    # get_init_inputs may hold ints, floats, tuples and torch.Size: they reach ModelNew intact.
    ref = read("ref_relu.py").replace("return []\n", "return [torch.Size([2, 3]), 0.5, (1, 2)]\n") \
        .replace("    def __init__(self):\n", "    def __init__(self, *args):\n")
    cand = read("good_relu.py").replace(
        "    def __init__(self):\n        super().__init__()\n",
        "    def __init__(self, size, scale, pair):\n        super().__init__()\n"
        "        assert tuple(size) == (2, 3) and tuple(pair) == (1, 2)\n"
        "        assert 0.5 < scale < 1 or 0.05 <= scale <= 8\n")
    res = reward.evaluate(ref, cand, trials=1)
    assert res.stage == "ok", res.error


def test_init_floats_move_once_per_evaluation_alike_for_both_models():
    """Red team 45: a kernel with the scaling factor get_init_inputs passes written into it
    passed, as the constructor's arguments never moved; red team 47: a factor in [0.7, 1.4]
    kept the decade (a moving average cut after 48 steps of a 0.7 decay passed). A float among
    them moves by a keyed draw, its sign kept: toward 1 (7 times in 8) when below 1 in
    magnitude, else by 10^U[-1, 1]; where the reference cannot run with that (or answers a
    constant where it varied) by a factor in [0.7, 0.9] or [1.1, 1.4]; else as written. Ints,
    bools and integral floats stay; the same on both sides and for the whole evaluation. Red
    team 68: at half the evaluations (a keyed coin) every float first moves up 8-16x (a
    blur's taps capped in a static block passed). Red team 70: a 0.0 moves to U[0.05, 0.3]
    (a label smoothing of 0.0 as written let a kernel without the term pass), since red team
    71 at half the evaluations (a kernel wrong only at 0.0 passed while every 0.0 moved),
    and such an evaluation makes a second pass with the coins turned."""
    import random
    import sandbox

    class Mod:
        Model = staticmethod(lambda *a: torch.nn.Identity())
        get_inputs = staticmethod(lambda: [torch.randn(3)])
        get_init_inputs = staticmethod(lambda: [4, 0.5, (2.5, True, 0.0, 2.0)])
    far = [key for key in range(80) if random.Random(key + 4_000_041).random() < 0.5]
    got = [sandbox._moved_init(Mod, 0, key, "cpu")[0] for key in range(80)]
    # (an integral float stays: a norm order p=2.0, red team 46; a 0.0 moves off 0 at the
    # keys of a keyed coin, half of them, and stays at the others: red teams 70 and 71)
    zero_moves = {key for key in range(80) if random.Random(key + 4_000_047).random() < 0.5}
    assert 25 <= len(zero_moves) <= 55
    assert all(g[0] == 4 and g[2][1] is True and g[2][3] == 2.0 and
               (0.05 <= g[2][2] <= 0.3 if key in zero_moves else g[2][2] == 0.0)
               for key, g in enumerate(got))
    # (the second pass an evaluation makes where a 0.0 is among them turns both coins, so
    # each key meets the 0.0 as written and moved, the far try made and not: found says so)
    for key in range(12):
        found, other = {}, {}
        flipped = sandbox._moved_init(Mod, 0, key, "cpu", True, other)[0]
        assert sandbox._moved_init(Mod, 0, key, "cpu", False, found)[0] == got[key]
        assert found["zero"] and other["zero"] and found["zero_moved"] != other["zero_moved"]
        assert (flipped[2][2] == 0.0) == (key in zero_moves)
        assert (8 <= flipped[1] / 0.5 <= 16) == (key not in far)
    assert 25 <= len(far) <= 55
    for key in far:              # the far try: every float x8-16, the reference taking it
        assert 8 <= got[key][1] / 0.5 <= 16 and 8 <= got[key][2][0] / 2.5 <= 16
    drawn, got = got, [g for key, g in enumerate(got) if key not in far][:40]
    assert len(got) >= 25
    half, big = [g[1] for g in got], [g[2][0] for g in got]
    assert all(h > 0 and b > 0 for h, b in zip(half, big))                        # signs kept
    assert all(0.5 < h < 1 or 0.05 <= h <= 5 for h in half)
    assert sum(0.84 < h < 0.99 for h in half) >= 0.6 * len(half)   # mostly toward 1: 1 - 0.5 x 10^-U[0.5, 1.5]
    assert all(0.25 <= b <= 25 for b in big) and min(big) < 1 and max(big) > 10   # decades
    assert sandbox._moved_init(Mod, 0, 7, "cpu")[0] == sandbox._moved_init(Mod, 0, 7, "cpu")[0]
    assert len({round(v, 9) for v in half + big}) > len(half)         # keyed per float
    # a reference that rejects the wide move (a probability past 1): round 45's factors
    # (a wide move that lands inside its range, 1 in 8 x ~15 %, is taken as it is)
    Mod.Model = staticmethod(lambda n, s, t: (_ for _ in ()).throw(ValueError)
                             if not 0.35 <= s <= 0.7 else torch.nn.Identity())
    narrow = [sandbox._moved_init(Mod, 0, key, "cpu")[0][1] / 0.5 for key in range(20)]
    assert all(0.7 <= r <= 1.4 for r in narrow)
    assert sum(0.7 <= r <= 0.9 or 1.1 <= r <= 1.4 for r in narrow) >= 17
    # one float the reference takes only as written: the others still move, each on its own
    # (red team 55: a width multiplier kept a residual scale beside it as written)
    Mod.Model = staticmethod(lambda n, s, t: (_ for _ in ()).throw(ValueError) if s != 0.5
                             else torch.nn.Identity())
    near = next(key for key in range(80) if key not in far)
    args, kw = sandbox._moved_init(Mod, 0, near, "cpu")
    assert kw == {} and args[:2] == [4, 0.5] and args[2][1] is True and args[2][3] == 2.0
    # (the 0.0: moved on its own, taken, at the keys its coin moves it)
    assert 0.05 <= args[2][2] <= 0.3 if near in zero_moves else args[2][2] == 0.0
    assert args[2][0] == drawn[near][2][0] != 2.5             # (the draw the joint move gave it)
    # and where it takes none of those two moved: both as written (the 0.0, which it takes
    # moved, moved on its own)
    Mod.Model = staticmethod(lambda n, s, t: (_ for _ in ()).throw(ValueError)
                             if (s, t[0]) != (0.5, 2.5) else torch.nn.Identity())
    (args, kw) = sandbox._moved_init(Mod, 0, 1, "cpu")
    assert kw == {} and args[:2] == [4, 0.5] and args[2][:2] == (2.5, True) and \
        args[2][3] == 2.0 and (0.05 <= args[2][2] <= 0.3 if 1 in zero_moves else args[2][2] == 0)
    # and a 0 the reference takes only as written (a dropout's p in training mode: moved, its
    # answer is random) stays 0
    Mod.Model = staticmethod(lambda n, s, t: torch.nn.Dropout(t[2]))
    Mod.get_inputs = staticmethod(lambda: [torch.randn(1000)])
    assert all(sandbox._moved_init(Mod, 0, key, "cpu")[0][2][2] == 0.0
               for key in sorted(zero_moves)[:8])


def test_init_tensors_move_elementwise_complex_ones_whole():
    """Tensors given to the constructor move too (red team 49: a normalisation's statistics
    written into a kernel): each element x +-U[0.5, 1.5], a complex one keeping its imaginary
    part; keyed, so the same key moves them alike."""
    import sandbox

    class Mod:
        Model = staticmethod(lambda *a: torch.nn.Identity())
        get_inputs = staticmethod(lambda: [torch.randn(3)])
        get_init_inputs = staticmethod(lambda: [torch.tensor([1 + 2j, 3 - 1j]),
                                                torch.tensor([0.5, 2.0, -1.0, 4.0])])
    (c, r), _ = sandbox._moved_init(Mod, 0, 3, "cpu")
    ratio = (r / torch.tensor([0.5, 2.0, -1.0, 4.0])).abs()
    assert bool(((ratio >= 0.5) & (ratio <= 1.5)).all()) and not torch.equal(ratio, torch.ones(4))
    assert c.dtype == torch.complex64 and bool((c.imag != 0).all())
    assert torch.allclose(c / torch.tensor([1 + 2j, 3 - 1j]), (c / torch.tensor([1 + 2j, 3 - 1j])).real.to(c.dtype))
    assert torch.equal(sandbox._moved_init(Mod, 0, 3, "cpu")[0][1], r)


def test_init_floats_are_not_moved_where_the_answer_turns_constant():
    """A clamp whose bounds meet answers one number everywhere: a move that makes the
    reference's varying answer constant would check nothing before it, so it is not taken."""
    import sandbox

    class Clamp(torch.nn.Module):
        def __init__(self, lo, hi):
            super().__init__()
            self.lo, self.hi = lo, hi

        def forward(self, x):
            return torch.clamp(x, self.lo, self.hi)

    class Mod:
        Model = Clamp
        get_inputs = staticmethod(lambda: [torch.randn(64)])
        get_init_inputs = staticmethod(lambda: [-0.5, 0.4])
    for key in range(20):
        (lo, hi), _ = sandbox._moved_init(Mod, 0, key, "cpu")
        assert lo < hi, (key, lo, hi)


def test_a_redraw_moves_every_finite_weight_and_zeroes_one_row():
    """The redrawn trial's move (red team 50's first-call pack, red team 47's class row, red
    team 52's class column): each finite element x +-U[0.5, 1.5] times one factor 10^U[0, 1]
    for the tensor, about half the signs flipped, the given slice of the reference's tensor
    zeroed, non-finite elements kept; keyed and flat, so a tensor of another shape with the
    same elements moves alike."""
    import sandbox
    w = torch.randn(6, 5, dtype=torch.float64) + 3.0
    w[0, 0] = float("-inf")
    v = sandbox.param_move(w, "redraw", 11, 2, zero=((6, 5), [[0, 2]]))
    assert bool((v[2] == 0).all()) and v[0, 0] == float("-inf")
    rest = [i for i in range(30) if not 10 <= i < 15 and i != 0]
    r = (v.reshape(-1)[rest] / w.reshape(-1)[rest])
    assert 8 <= int((r < 0).sum()) <= 17                                  # about half flipped
    up = r.abs().max() / 1.5
    assert bool((r.abs() >= 0.5 * up * 0.999).all()) and bool((r.abs() <= 1.5 * up * 1.001).all())
    assert torch.equal(sandbox.param_move(w.reshape(30), "redraw", 11, 2, zero=((6, 5), [[0, 2]])),
                       v.reshape(30))                                      # flat, keyed
    assert not torch.equal(sandbox.param_move(w, "redraw", 12, 2, zero=((6, 5), [[0, 2]])), v)
    # a slice along another dim (a class column), in the reference's layout
    c = sandbox.param_move(w.reshape(30), "redraw", 11, 2, zero=((6, 5), [[1, 3]])).reshape(6, 5)
    assert bool((c[:, 3] == 0).all()) and int((c == 0).sum()) == 6


def test_counters_are_aimed_within_every_setting_and_near_the_largest_end():
    """Red team 70-72: a schedule's counter ran 0 to ~15 and then jumped far past its end, so
    the inside of its phases was never met. _aim_values sets it near the model's own integer
    settings (plain ints and whole-number floats >= 4, in dicts it holds too): mode 0 a
    setting - 1, 1 inside the largest, 2 inside the smallest, and at calls of their own 3 the
    largest's last tenth (a cooldown computed from it in forward) and 4, 5 inside the settings
    between (a warmup beside a smaller accumulation count)."""
    import sandbox

    class Sched(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.accum, self.cfg = 8, {"warmup": 2000.0, "total": 100000, "name": "wsd"}
            self.register_buffer("step", torch.zeros((), dtype=torch.int64))
    m = Sched()
    params = [m.step]
    # (numbers one level down in a plain dict are the model's too: restored, jumped, marks)
    assert ("warmup", 2000.0) in [(n, v) for _, n, v in sandbox._module_numbers(m)]
    assert sandbox._aim_marks(m, []) == [8, 2000, 100000]
    for key in range(20):
        got = {mode: sandbox._aim_values(m, params, [0], [], mode, key)[0][0][1]
               for mode in range(5)}
        assert got[0] + 1 in (8, 2000, 100000)
        assert 10000 <= got[1] < 90000 and 4 <= got[2] < 8
        assert 90000 <= got[3] < 100000 and 1000 <= got[4] < 1900
        assert sandbox._aim_values(m, params, [0], [], 5, key) is None   # (one setting between)
    # settings in a list attribute (a MultiStepLR's milestones) are settings too, and a
    # fraction setting of each is a point to aim within (a warmup ratio; red team 73)
    m.milestones, m.ratio = [30000, 60000], 0.05
    assert sandbox._aim_marks(m, []) == [8, 2000, 30000, 60000, 100000]
    assert 5000 in sandbox._aim_derived(m, [], sandbox._aim_marks(m, []))
    del m.milestones, m.ratio
    # a Python counter in a dict is set in its dict
    m.state = {"step": 3}
    tensors, pys = sandbox._aim_values(m, [], [], ["step"], 3, 0)
    sandbox._set_aim(m, [], tensors, pys)
    assert tensors == [] and 90000 <= m.state["step"] < 100000


def test_a_discarded_attempt_leaves_the_model_as_it_found_it():
    """The reference's discarded attempts (a redrawn trial, a domain probe) are undone: tensor
    bytes, and what its modules and their plain dicts and lists hold (_restorer). Red team
    72-73: a step in a dict (torch.optim's defaultdict of dicts, two levels down), a key the
    first call makes, a running mean that is None until the first call ran ahead of the
    candidate's after each discarded attempt, and honest kernels were refused."""
    import collections
    import sandbox

    class Lazy(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.mean, self.hist = None, [1]
            self.state = collections.defaultdict(dict)

        def forward(self, x):
            self.mean = x.mean() if self.mean is None else self.mean.mul_(0.5)
            st = self.state["p"]
            st["step"] = st.get("step", 0) + 1
            self.hist.append(2)
            return x
    m = Lazy()
    m(torch.ones(3))
    before = (m.mean.clone(), dict(m.state["p"]), list(m.hist))
    undo = sandbox._restorer([], "cpu", m)
    m(torch.full((3,), 4.0))
    m.extra = 5
    undo()
    assert torch.equal(m.mean, before[0]) and m.state["p"] == before[1] and m.hist == before[2]
    assert "extra" not in m.__dict__
    # from the build: the lazily made things are gone again
    fresh = Lazy()
    undo = sandbox._restorer([], "cpu", fresh)
    fresh(torch.ones(3))
    undo()
    assert fresh.mean is None and dict(fresh.state) == {} and fresh.hist == [1]
    # and the step two levels down is a number the counters see
    assert ("step", 1) in [(n, v) for _, n, v in sandbox._module_numbers(m)]
    # red team 74: a deque of past frames, a buffer registered as None and made at the first
    # call, a torch optimiser's lazily made moments

    class Held(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.w = torch.nn.Parameter(torch.ones(3))
            self.frames = collections.deque(maxlen=2)
            self.register_buffer("mean", None)
            self.opt = torch.optim.Adam([self.w], lr=0.1)

        def forward(self, x):
            self.frames.append(x)
            self.mean = x.clone() if self.mean is None else self.mean.mul_(0.5)
            self.w.grad = x.clone()
            self.opt.step()
            return self.w.detach() + sum(self.frames)
    h = Held()
    undo = sandbox._restorer([torch.Tensor.untyped_storage(h.w)], "cpu", h)
    h(torch.ones(3))
    undo()
    assert len(h.frames) == 0 and h.mean is None and len(h.opt.state) == 0
    assert torch.equal(h.w.detach(), torch.ones(3))
    h(torch.ones(3))
    before = (h.w.detach().clone(), h.mean.clone(), {k: v.clone() for k, v in
                                                     h.opt.state[h.w].items()})
    undo = sandbox._restorer([torch.Tensor.untyped_storage(h.w)], "cpu", h)
    h(torch.full((3,), float("nan")))
    undo()
    assert torch.equal(h.w.detach(), before[0]) and torch.equal(h.mean, before[1])
    assert all(torch.equal(h.opt.state[h.w][k], v) for k, v in before[2].items())
    assert len(h.frames) == 1 and torch.equal(h.frames[0], torch.ones(3))


def test_several_constructor_zeros_meet_each_other_both_ways():
    """Red team 73: an SGD's momentum and weight decay, both 0.0, moved on one coin, so a
    momentum-free path that forgot the weight decay never met momentum 0 beside a weight
    decay. Each 0.0 has its own coin; the evaluation's passes (flip 0-3) turn all of them,
    then every other one from the first, then from the second: the four combinations of two
    0.0s, at every key."""
    import sandbox

    class Mod:
        Model = staticmethod(lambda lr, m, wd: torch.nn.Identity())
        get_inputs = staticmethod(lambda: [torch.randn(3)])
        get_init_inputs = staticmethod(lambda: [0.05, 0.0, 0.0])
    for key in range(12):
        combos = set()
        for flip in range(4):
            found = {}
            args = sandbox._moved_init(Mod, 0, key, "cpu", flip, found)[0]
            assert found["zero"] == 2
            combos.add((args[1] != 0.0, args[2] != 0.0))
        assert combos == {(False, False), (False, True), (True, False), (True, True)}


def test_packed_outputs_hold_each_tensor_to_its_own_scale():
    """Red team 72: a float-float split packed as stack((hi, lo)) held lo (~6e-8 |x|) to the
    absolute part min(1, max |hi|) at a normal call, and lo = 0 passed (dfpack; bfpack in
    bf16, where the float64 twin's answer, lo = 0, was offered too). With groups (which
    computed tensor each element is, sandbox._group) each is held to min(1, its own largest
    magnitude), as returned alone; and the twin's answer only where every group of the
    reference is within 1/16 of the twin's at its own scale."""
    import sandbox
    x = torch.randn(64, dtype=torch.float64)
    hi = x.float()
    lo = (x - hi.double()).float()
    ref = torch.stack((hi, lo))
    cheat = torch.stack((hi, torch.zeros_like(lo)))
    flags = [False]
    sandbox._group(flags, [ref], [torch.stack((torch.full((64,), 1.0), torch.full((64,), 2.0)))])
    assert isinstance(flags[0], dict) and flags[0]["groups"].tolist()[0][0] != \
        flags[0]["groups"].tolist()[1][0]
    # (as the parent reads the flags the reference child sends)
    packed = reward._rounding_flags({"rounding": [[{
        k: sandbox.pack(v) if isinstance(v, torch.Tensor) else v
        for k, v in flags[0].items()}]]}, 0, 1)
    assert reward._compare_one([ref], [ref.clone()], None, rounding=packed)[0] is None
    assert reward._compare_one([ref], [cheat], None, rounding=packed)[0] is not None
    assert reward._compare_one([ref], [cheat], None, rounding=[False])[0] is None  # (before)
    # the bf16 face: the twin (casts are no-ops there) answers lo = 0, refused as an alt
    hb = x.to(torch.bfloat16)
    lb = (x - hb.double()).to(torch.bfloat16)
    refb, twin = torch.stack((hb, lb)), torch.stack((x, torch.zeros_like(x)))

    class Twin(torch.nn.Module):
        def forward(self, given):
            return twin
    groups = {"mask": torch.ones(2, 64, dtype=torch.bool),
              "full": torch.ones(2, 64, dtype=torch.bool), "bound": None,
              "groups": torch.stack((torch.zeros(64), torch.ones(64))).to(torch.int32)}
    assert sandbox._alt_answers(Twin(), [x], [refb], [dict(groups)])[0].keys() == groups.keys()
    assert "alt" in sandbox._alt_answers(Twin(), [x], [refb], [False])[0]   # (one group: as before)


def test_keyword_defaults_move_by_name_as_init_floats_do():
    """Red team 47: an RMSNorm whose eps keyword default (never in get_init_inputs) was
    written into the kernel passed, since every trial built both models with the default.
    The constructor's non-integral float defaults that the positional arguments leave alone
    move as get_init_inputs()'s floats do and are passed by name (a norm order p=2.0 and an
    int stay; one given positionally is get_init_inputs()'s); the reference is built with
    them (an eps below 0.1 moves down 1-3 decades three times in four)."""
    import sandbox

    class Norm(torch.nn.Module):
        def __init__(self, n, scale=0.5, eps=1e-5, *, p=2.0, k=3, slope=0.01):
            super().__init__()
            self.n, self.scale, self.eps, self.p, self.k, self.slope = n, scale, eps, p, k, slope

        def forward(self, x):
            return x * self.scale / (x.norm() + self.eps) + self.slope

    assert sandbox.init_keywords(Norm, 2) == {"eps": 1e-5, "slope": 0.01}
    assert sandbox.init_keywords(Norm, 1) == {"scale": 0.5, "eps": 1e-5, "slope": 0.01}

    class Clamp(torch.nn.Module):      # (red team 53: bounds=(-0.75, 0.6) written into a kernel)
        def __init__(self, n, bounds=(-0.75, 0.6), dims=(1, 2), scale=(2.0,)):
            super().__init__()

    assert sandbox.init_keywords(Clamp, 1) == {"bounds": (-0.75, 0.6)}

    class Mod:
        Model = Norm
        get_inputs = staticmethod(lambda: [torch.randn(8)])
        get_init_inputs = staticmethod(lambda: [8, 0.25])
    got = [sandbox._moved_init(Mod, 0, key, "cpu") for key in range(40)]
    assert all(set(kw) == {"eps", "slope"} and args[0] == 8 for args, kw in got)
    # (at half the keys the far try moves every float up 8-16x first: _moved_init)
    import random
    far = {key for key in range(40) if random.Random(key + 4_000_041).random() < 0.5}
    assert all(8 <= got[key][1]["eps"] / 1e-5 <= 16 for key in far)
    eps = [kw["eps"] for key, (_, kw) in enumerate(got) if key not in far]
    assert len(eps) >= 12 and all(e > 0 for e in eps) and \
        sum(e < 1e-6 for e in eps) >= len(eps) // 2                         # down by decades
    assert len({round(kw["slope"], 12) for _, kw in got}) == 40              # keyed
    assert sandbox._moved_init(Mod, 0, 5, "cpu") == got[5]                     # reproducible


# ---------------------------------------------------------------- the sandbox's layers, one by one

def _in_child(fn):
    """Run fn() in a forked child; return what it wrote (its verdict on the layer)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        try:
            out = fn()
        except BaseException as e:  # noqa: BLE001
            out = f"raised {type(e).__name__}: {e}"
        os.write(w, out.encode())
        os._exit(0)
    os.close(w)
    data = b""
    while chunk := os.read(r, 4096):
        data += chunk
    os.waitpid(pid, 0)
    return data.decode()


@pytest.mark.skipif(sys.platform != "linux", reason="seccomp is Linux's")
def test_seccomp_forbids_threads_processes_and_signals_to_others():
    import threading
    import sandbox

    def trial():
        why = sandbox._seccomp()
        if why:
            return "no seccomp: " + why
        got = []
        for name, act in [("thread", lambda: threading.Thread(target=print).start()),
                          ("fork", os.fork),
                          ("kill parent", lambda: os.kill(os.getppid(), 0))]:
            try:
                act()
                got.append(f"{name} allowed")
            except (OSError, RuntimeError):
                got.append(f"{name} refused")
        os.kill(os.getpid(), 0)     # signals to itself stay allowed (abort, raise)
        return ", ".join(got)
    assert _in_child(trial) == "thread refused, fork refused, kill parent refused"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root")
def test_children_cannot_read_the_parents_memory():
    import sandbox
    parent = os.getpid()

    def trial():
        sandbox._drop_privileges()
        try:
            with open(f"/proc/{parent}/mem", "rb") as f:
                f.read(1)
            return "read"
        except OSError as e:
            return f"refused {e.errno}"
    assert _in_child(trial).startswith("refused")


def test_forged_and_garbage_frames_are_runtime_failures():
    # Without the static gate, a candidate reaches os through torch.os and writes its own
    # frames on every descriptor it can guess: a forged "ok" never becomes a verdict.
    forge = read("good_relu.py").replace("class ModelNew", '''
def forge():
    import torch
    good = torch.sys.modules["pickle"].dumps({"kind": "done", "result": {"kind": "observations",
                                              "flags": [], "ops": [], "calls": 5}})
    for fd in range(3, 40):
        for data in (len(good).to_bytes(8, "little") + good, b"\\xff" * 64):
            try:
                torch.os.write(fd, data)
            except OSError:
                pass


forge()


class ModelNew''')
    res = reward.evaluate(read("ref_relu.py"), forge, _skip_static=True, trials=2)
    assert res.stage in ("runtime", "fallback") and not res.correct, res
    assert reward.static_check(forge) is not None


def test_a_candidate_that_seeds_its_own_weights_is_refused_at_every_seed():
    # issue 15: the verifier seeds Model and ModelNew alike; a candidate that reseeds builds
    # other weights. Both are built under a seed keyed by the secret (red team 56: under the
    # evaluation's public seed a draw in __init__ told the verifier's process), so no seed a
    # candidate chooses is the verifier's, not even the evaluation's own.
    own = read("good_linear.py").replace(
        "        self.fc = nn.Linear(in_features, out_features)",
        "        torch.manual_seed(1234)\n        self.fc = nn.Linear(in_features, out_features)")
    assert reward.evaluate(read("ref_linear.py"), read("good_linear.py"), seed=1234,
                           trials=2).stage == "ok"
    for seed in (1234, 7):
        res = reward.evaluate(read("ref_linear.py"), own, seed=seed, trials=2)
        assert res.stage == "mismatch", res.error


LOG_REF = '''
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return torch.log(x)


def get_inputs():
    return [torch.rand(64) + 0.5]


def get_init_inputs():
    return []
'''


def test_python_ints_of_minus_one_zero_and_one_are_flags_that_move():
    """Red team 66: a Python int of -1, 0 or 1 among forward's inputs (a dim, a start
    position, a step, a zero point, a k, a stride) never changed, so kernels written for that
    one value passed (tests/verifier_cases/adv_rt66_*). Now such an int is a flag leaf
    (sandbox._flag_leaves): 0 and 1 move to each other first, then to 2-8; -1 to 0, then
    -2. Bools stay bools, ints of 2 or more move as before (_move_int), and an int the two
    draws do not hold alike is data, not a flag."""
    two = ([1, 0, -1, 2, True, 1, 0], [1, 0, -1, 2, True, 1, 1])
    assert sandbox._flag_leaves(two) == {0, 1, 2, 4, 5}
    assert [sandbox._flag_move(x, 0, ()) for x in (0, 1, -1)] == [1, 0, 0]
    assert sandbox._flag_move(-1, 1, ()) == -2
    for x in (0, 1):
        odd = sandbox._flag_move(x, 1, ())
        assert type(odd) is int and 2 <= odd < 9
    assert sandbox._flag_move(True, 0, ()) is False
    assert [sandbox._flag_span(x, ()) for x in (0, 1, -1, True)] == [2, 2, 2, 1]
    assert not sandbox._movable_int(1) and sandbox._movable_int(-2)


def test_a_reference_that_picks_among_ties_is_compared_where_no_tie_decides():
    """Red team 66: an honest top-k router was refused where large logits made most
    probabilities underflow to exact zeros in float32, and torch.topk picked its own index
    among them. sandbox._steady_picks compares such a reference's integer outputs only at the
    elements that are the float64 twin's and stay so under the nudges and the tie breaks
    (_tie_runs): here each row's first pick, never the tied zeros after it; and reward
    compares the candidate there only."""
    class Router(torch.nn.Module):
        def forward(self, x, k):
            return torch.topk(torch.softmax(x, dim=-1), k, dim=-1)[1]

    x = torch.randn(16, 8) * 300.0          # (one expert takes ~all the mass in most rows)
    x[0] = 0.0                              # (and one row of exact ties)
    probe, given = Router(), [x, 3]
    out = [probe(*given)]
    rounding = [False]
    sandbox._steady_picks(rounding, out, lambda: sandbox._nudge_runs(probe, given),
                          lambda: sandbox._tie_runs(probe, given))
    flag = rounding[0]
    assert isinstance(flag, dict)
    mask = flag["mask"]
    assert not bool(mask[0].any())                        # the all-tied row: nothing compared
    p = torch.softmax(x.double(), dim=-1)
    firsts = p[1:].max(dim=-1).values > p[1:].topk(2, dim=-1).values[:, 1] * 1.01
    assert bool(mask[1:, 0][firsts].all())                # a clear winner: compared
    tied = torch.softmax(x, -1).topk(3, -1).values[:, 1:] == 0
    assert not bool(mask[:, 1:][tied].any())              # picks among zeros: not compared
    # the parent: a candidate that breaks the ties its own way passes, a wrong winner fails
    parsed = reward._rounding_flags({"rounding": [sandbox.pack([flag])]}, 0, 1)
    mine = torch.where(mask, out[0], out[0].flip(-1))     # (its own order among the ties)
    mine[0] = torch.arange(3)
    assert not torch.equal(mine, out[0])
    assert reward._compare_one(out, [mine], None, rounding=parsed)[0] is None
    wrong = out[0].clone()
    row = int(firsts.nonzero()[0]) + 1
    wrong[row, 0] = (wrong[row, 0] + 1) % 8
    assert "differs" in reward._compare_one(out, [wrong], None, rounding=parsed)[0]


def test_trial_inputs_are_keyed_scaled_shifted_and_redrawn_when_not_finite():
    key, seed = "some reference", 0
    draws = reward.trial_draws(key, seed, 6)
    assert draws == reward.trial_draws(key, seed, 6)                 # reproducible here
    # first of all, under seeds of their own: the large trial with its random integer inputs
    # 2^16 times larger, the scaled trial with NaNs in its float inputs (set apart here)
    first = {k: [sp for _, sp in d if len(sp) > 4 and sp[4] in ("bigints",) + sandbox.NAN_DRAWS]
             for k, d in enumerate(draws)}
    first = {k: v for k, v in first.items() if v}
    draws = [d[len(first[k]):] if k in first else d for k, d in enumerate(draws)]

    def plain(d):               # a trial's own draw: the first that is not a far one
        return next(sp for _, sp in d if len(sp) <= 3)
    kinds = [plain(d)[0] for d in draws]
    assert sorted(kinds[k] for k in first) == ["large", "scaled"]
    assert all(sps == ([plain(draws[k]) + (0.0, "bigints")] if kinds[k] == "large" else
                       [plain(draws[k]) + (0.0, a) for a in sandbox.NAN_DRAWS])
               for k, sps in first.items())
    assert kinds[0] == "normal" and \
        sorted(kinds[1:6]) == ["large", "scaled", "shifted", "shifted", "small"]
    # kinds 1-5 in a keyed order: some reference has another (a call count tells nothing)
    assert any([plain(d)[0] for d in reward.trial_draws(f"ref {i}", seed, 6)] != kinds
               for i in range(8))
    at = {k: kinds.index(k) for k in ("large", "small", "scaled")}
    down, up = sorted((k for k in range(6) if kinds[k] == "shifted"),
                      key=lambda k: plain(draws[k])[2])      # trial kinds 2 and 5
    bounds = {"normal": (1, 1), "large": (100, 1000), "small": (0.001, 0.01),
              "scaled": (0.1, 10), "shifted": (0.1, 10)}
    assert all(bounds[s[0]][0] <= abs(s[1]) <= bounds[s[0]][1] for s in (plain(d) for d in draws))
    # the redraws; the large trial first tries its inputs far from zero (70-110 standard
    # deviations, then 20-35, signs keyed), then the plain large draw; the shifted trials
    # first try the same with one dim apart (a fifth field: channels at the downward one,
    # samples at the upward one), as large trials
    big = draws[at["large"]]
    assert big[0][1][:3] == big[1][1][:3] == big[2][1] and 70 <= abs(big[0][1][3]) <= 110 \
        and 20 <= abs(big[1][1][3]) <= 35 and len(big[0][1]) == len(big[1][1]) == 4
    for d, across in ((draws[down], "channels"), (draws[up], "samples")):
        assert [len(a[1]) for a in d[:4]] == [5, 5, 5, 3] and \
            d[0][1][4] == d[1][1][4] == d[2][1][4] == across
        assert all(a[1][0] == "large" and 100 <= a[1][1] <= 1000 for a in d[:3])
        assert 150 <= abs(d[0][1][3]) <= 250 and 60 <= abs(d[1][1][3]) <= 90 and \
            20 <= abs(d[2][1][3]) <= 35
    moved = draws[at["scaled"]]
    assert moved[1][1] == ("moved", 1.0, 0.0)       # its moves with the floats as drawn
    small = draws[at["small"]]   # numbers moved far up, then near up, with a set of each
    assert small[0][1] == small[2][1] + ("far",)      # dim zeroed, then not up, then as drawn
    assert small[1][1] == small[2][1] + ("up",)
    assert small[2][1] == small[-3][1] + (0.0, "zeros")
    # then each of the first four inputs' sets alone (red team 45's KL divergence)
    assert [a[1] for a in small[3:7]] == [small[2][1][:4] + ("zeros1", None, j) for j in range(4)]
    fars = {at["large"]: 2, down: 3, up: 3, at["small"]: 7}
    assert all(a[1] == ("normal", 1.0, 0.0) for k, d in enumerate(draws)
               for a in d[1 + fars.get(k, 0) + (d is moved):])
    assert draws[at["scaled"]][0][1][1] < 0 and plain(draws[down])[2] < 0 < \
        plain(draws[up])[2]                                              # both signs
    # fewer than six trials: kinds 1-4 only, in the same keyed order (kind 5 left out)
    five = [plain(d)[0] for d in reward.trial_draws(key, seed, 5)]
    assert five[0] == "normal" and sorted(five[1:]) == ["large", "scaled", "shifted", "small"]
    old = reward._SECRET
    try:
        reward._SECRET = b"another secret"
        assert reward.trial_draws(key, seed, 6) != draws           # unknowable without it
    finally:
        reward._SECRET = old
    # log(x) of shifted inputs is NaN where the shift goes below 0: those trials are redrawn
    ref = reward._reference(LOG_REF, seed, 6, "cpu", None, 60.0)
    assert ref["stage"] == "done"
    assert all(torch.isfinite(o[0]).all() for o in ref["outputs_t"])
    draws = reward.trial_draws(reward.hashlib.sha256(LOG_REF.encode()).hexdigest(), seed, 6)
    drawn = [plain(d) for d in draws]
    # (the edited call repeats a trial's draw: sandbox._edited)
    got = [tuple(s) for k, s in enumerate(ref["specs"])
           if k not in ref["edit_at"] + ref["settle_at"]]
    # each trial is one of its draws, or the redraw as written where no draw's reference was
    # finite: always the scaled trial (log of inputs scaled by a negative factor), the
    # downward-shifted one when its shift passes 0.5 x its scale (keyed: either way)
    at = {k: [d[0] for d in drawn].index(k) for k in ("large", "small", "scaled", "shifted")}
    assert all(g in [tuple(a[1]) for a in d] for d, g in zip(draws, got)), (draws, got)
    # (the scaled trial falls back to its moves with the floats as drawn: here, nothing moved)
    assert drawn[at["scaled"]][1] < 0 and got[at["scaled"]][0] == "moved"
    # log stays finite at the large trial, and at the shifted one's draws with rows apart
    # (one row here: the tensor moves as one); far from zero only where a shift is upward
    for k in (at["large"], at["shifted"]):
        fars = [tuple(a[1]) for a in draws[k] if len(a[1]) > 3]      # farthest first
        upward = [f for f in fars if f[3] > 0]
        if upward:
            assert got[k] == upward[0], (k, got[k])
        elif k == at["large"]:
            assert got[k] == tuple(draws[k][len(fars)][1]), (k, got[k])
        else:                           # the shifted draw, or its redraw as written
            assert got[k][0] in ("shifted", "normal"), (k, got[k])
    # (the small trial's first draws zero the 1-D input whole, where log is -inf, and its
    # one-input-at-a-time draws are left out with one float input: the plain one)
    assert got[at["small"]] == tuple(drawn[at["small"]])


def test_range_trials_skip_integer_outputs_not_the_trial():
    # argmax at inputs x 1000 or x 0.001 hangs on ties that rounding at that scale makes: at
    # those two trials integer outputs are not compared, but the trials stand (red team 17's
    # adv_rt17_intredraw_1: a softmax returned beside its argmax had every range trial redrawn,
    # so a softmax without its max subtraction met no large input)
    ref = reward._reference(read("ref_argmax.py"), 0, 6, "cpu", None, 60.0)
    assert ref["stage"] == "done"
    draws = reward.trial_draws(
        reward.hashlib.sha256(read("ref_argmax.py").encode()).hexdigest(), 0, 6)
    drawn = [next(tuple(sp) for _, sp in d if len(sp) <= 3) for d in draws]
    # (the trials' specs: the edited call repeats one, sandbox._edited; call(k): trial k's call)
    # (and the settling call after each large one)
    got = [tuple(s) for k, s in enumerate(ref["specs"])
           if k not in ref["edit_at"] + ref["settle_at"]]

    def call(k):
        return [c for c in range(len(ref["specs"]))
                if c not in ref["edit_at"] + ref["settle_at"]][k]
    rng = [k for k, d in enumerate(drawn) if d[0] in ("large", "small")]
    # (the large trial's far-from-zero draws or its plain one: none is redrawn as written)
    assert len(rng) == 2 and all(got[k] in (drawn[k], tuple(draws[k][0][1]),
                                            tuple(draws[k][1][1])) for k in rng)
    assert [reward._kind(ref, call(k)) for k in rng] == [drawn[k][0] for k in rng]
    out = ref["outputs_t"][call(rng[0])]
    wrong = [o + 1 for o in out]                     # every index off by one
    assert reward._compare_one(out, wrong, None, exact=False)[0] is None
    assert "exact" in reward._compare_one(out, wrong, None)[0]
    floats = [torch.ones(3), torch.tensor([1, 2])]
    assert reward._compare_one(floats, [torch.zeros(3), torch.tensor([1, 2])], None,
                               exact=False)[0] is not None   # float outputs still compared
    # a float answer keeps its range trials (softmax: the case a missing max subtraction fails)
    ref = reward._reference(read("ref_softmax.py"), 0, 5, "cpu", None, 60.0)
    # (the shifted trial too, as a large one with rows apart: softmax is accurate there)
    specs = [s for k, s in enumerate(ref["specs"])
             if k not in ref["edit_at"] + ref["settle_at"]]
    assert sorted(s[0] for s in specs) == ["large", "large", "normal", "scaled", "small"]
    assert sorted(len(s) for s in specs if s[0] == "large") == [4, 5]


def test_a_random_reference_is_the_reference_s_failure():
    """A live dropout (the model never put in eval mode) answers differently on every run: no
    candidate can match it, so it is the reference's failure, not the candidate's mismatch
    (red team 17). A stateful reference, whose answer changes from call to call but not with
    the random generator, is still a task (good_running_sum passes)."""
    res = reward.evaluate(read("ref_rt17_dropout.py"), read("good_relu.py"), trials=2)
    assert res.stage == "reference" and "random" in res.error, res
    res = reward.evaluate(read("ref_running_sum.py"), read("good_running_sum.py"), trials=3)
    assert res.stage == "ok", res


ILL_REF = '''
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(8)

    def forward(self, x):
        return self.bn(1 - 0.01 * x)


def get_inputs():
    return [torch.randn(16, 8)]


def get_init_inputs():
    return []
'''


def test_trials_whose_answer_is_rounding_compare_finiteness_only():
    # at 0.001-0.01x, 1 - 0.01 x is 1 up to ~1e-4 and the batch norm magnifies its rounding
    # (~6e-8) to ~6e-4 of the answer: the float32 reference is not the function there, so the
    # small trial compares only that the answer is finite (until red team 18 it was redrawn
    # unscaled); at 100-1000x the reference is well-conditioned and its values are compared
    ref = reward._reference(ILL_REF, 0, 5, "cpu", None, 60.0)
    assert ref["stage"] == "done"
    got = [s[0] for s in ref["specs"]]
    # (each trial's own kind; the shifted one may count as large where a far draw is kept)
    drawn = [next(sp for _, sp in d if len(sp) <= 3)[0] for d in reward.trial_draws(
        reward.hashlib.sha256(ILL_REF.encode()).hexdigest(), 0, 5)]
    trial_got = [g for k, g in enumerate(got)      # (sandbox._edited; the settling calls)
                 if k not in ref["edit_at"] + ref["settle_at"]]
    assert all(g == d or (g, d) == ("large", "shifted") for g, d in zip(trial_got, drawn)), \
        (got, drawn)
    small, large = got.index("small"), got.index("large")
    assert reward._rounding(ref, large, 1) == [False]
    (keep, full, bound, _, _), = reward._rounding(ref, small, 1)
    # compared within what rounding explains there: ROUNDING_SLACK x the larger of the
    # reference's distance from its float64 twin and a nudge's move (here ~2e-4 of the answer)
    assert keep.all() and not full.any() and 1e-4 < bound < 0.1
    r = ref["outputs_t"][small]
    assert reward._compare_one(r, [r[0] + 1.0], None, rounding=[True])[0] is None
    assert reward._compare_one(r, [r[0] + 1.0], None)[0] is not None
    assert "NaN" in reward._compare_one(r, [r[0] * float("nan")], None, rounding=[True])[0]
    flags = reward._rounding(ref, small, 1)
    assert reward._compare_one(r, [r[0] + 1e-4], None, rounding=flags)[0] is None
    assert "rounding" in reward._compare_one(r, [r[0] + 1.0], None, rounding=flags)[0]
    assert sandbox._rounding_outputs(False, [], []) is None     # no float64 twin: redrawn


OVERFLOW_REF = """
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        y = x * 1e17
        return y * torch.rsqrt((y * y).mean(-1, keepdim=True) + 1e-6)


def get_inputs():
    return [torch.randn(4, 16)]


def get_init_inputs():
    return []
"""


def test_a_trial_where_the_reference_overflows_sets_its_wrecks_aside():
    # at 100-1000x, y * y overflows float32 in most rows, rsqrt(inf) = 0 and the reference
    # answers zeros there: finite, far from float64, and the wreck of an overflow a candidate
    # need not wreck the same way (level 5 seed 98: cumprod -> rms_norm, the teacher's answer
    # NaN). Those elements are set aside (a row whose squares stayed finite is compared), or,
    # where every row overflowed, the trial is redrawn. The oracle: float64, where no row
    # overflows, and the rows' own sums of squares in float32
    for seed in range(3):
        ref = reward._reference(OVERFLOW_REF, seed, 5, "cpu", None, 60.0)
        got = [s[0] for s in ref["specs"]]
        assert "small" in got, got
        if "large" not in got:
            continue
        k = got.index("large")
        y = ref["inputs_t"][k][0] * 1e17
        wrecked = ~torch.isfinite((y * y).sum(-1, keepdim=True)).expand_as(y)
        flag = reward._rounding(ref, k, 1)[0]
        assert isinstance(flag, tuple) and torch.equal(flag[0], ~wrecked), flag


HALF_SOFTMAX = """
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return torch.softmax(x / 8.0, dim=-1)


def get_inputs():
    return [torch.randn(16, 64).half()]


def get_init_inputs():
    return []
"""


def test_a_half_reference_keeps_its_large_trial():
    """Red team 18 (adv_rt18_f16redraw_1): an fp16 softmax at 1000x is far from float64 (its
    logits round by up to 0.5), and the large trial was redrawn, so a softmax without its max
    subtraction never overflowed; now it is kept (only finiteness compared there) and that
    candidate is refused."""
    for src in (HALF_SOFTMAX, read("ref_rt18_attn_bf16.py")):
        ref = reward._reference(src, 0, 5, "cpu", None, 60.0)
        assert "large" in [s[0] for s in ref["specs"]], ref["specs"]


def test_values_computed_another_way_in_init_pair_by_a_sketch():
    """Red team 41's honest weight norm computes g = ||v|| with a kernel in __init__, rounding
    apart from the reference's torch.norm: since random parameters are keyed, g must pair with
    weight_g to get its keyed values. It does in the third pass (numel, dtype, a sketch of eight
    numbers of its values agreeing within 1e-4 of their rms); values 0.1 % off do not."""
    torch.manual_seed(0)
    v = torch.randn(16, 8)
    g_ref = torch.nn.Parameter(v.norm(dim=1, keepdim=True))                  # (16, 1), torch's
    g_new = torch.nn.Parameter(v.double().pow(2).sum(1).sqrt().float())     # (16,), another way
    assert not torch.equal(g_ref.detach().reshape(-1), g_new.detach())      # bytes differ
    ref = sandbox.param_signature([g_ref])
    cand = sandbox.param_signature([torch.nn.Parameter(g_new.detach() * 1.001), g_new])
    assert sandbox.pair_params(ref, cand) == [(1, 0)]
    assert sandbox.pair_params(ref, cand[:1]) == []
    # a malformed digest from the child pairs with nothing (and does not raise)
    assert sandbox.pair_params(ref, [((16,), "float32", "sha:x")]) == []


def test_constant_parameters_pair_by_shape_then_numel_dtype_and_constant_in_order():
    ref = [((4,), "float32", 1.0), ((4,), "float32", 0.0), ((4, 4), "float32", None),
           ((4,), "float32", 1.0)]
    # the same list: each pairs with itself
    assert sandbox.pair_params(ref, ref) == [(0, 0), (1, 1), (3, 3)]
    # reordered (bias first), an extra parameter in between, another dtype: by class, in order
    cand = [((4,), "float32", 0.0), ((1,), "float32", 2.0), ((4,), "float32", 1.0),
            ((4,), "float16", 1.0), ((4,), "float32", 1.0), ((4,), "float32", 1.0)]
    assert sandbox.pair_params(ref, cand) == [(0, 1), (2, 0), (4, 3)]
    assert sandbox.pair_params(ref, []) == [] and sandbox.pair_params([], cand) == []
    # red team 6's good_2: the same constants declared in another shape with as many elements
    # ((1, N) for nn.LayerNorm's (N,)) pair in a second pass, by (numel, dtype, constant) in
    # order, after every exact-shape pair (which keep the pairs they had)
    ln = [((96,), "float32", 1.0), ((96,), "float32", 0.0)]
    assert sandbox.pair_params(ln, [((1, 96), "float32", 1.0), ((1, 96), "float32", 0.0)]) == \
        [(0, 0), (1, 1)]
    assert sandbox.pair_params(ln, [((1, 95), "float32", 1.0), ((96,), "float64", 0.0)]) == []
    sq = [((2, 3), "float32", 1.0), ((3, 2), "float32", 1.0)]
    assert sandbox.pair_params(sq, sq[::-1]) == [(0, 1), (1, 0)]          # shape first
    assert sandbox.pair_params([((6,), "float32", 1.0)] + sq[:1],
                               [sq[0], ((1, 6), "float32", 1.0), ((6, 1), "float32", 1.0)]) == \
        [(0, 1), (1, 0)]                                                 # one each, in order
    # red team 58b: a candidate that holds fewer of a class than the reference pairs with the
    # ones the reference's forward reads first (unread: a LayerNorm declared, never called);
    # with as many as the reference, in order as before
    two = ln + ln                                  # pre-norm (unread), then post-norm
    assert sandbox.pair_params(two, ln, unread={0, 1}) == [(0, 2), (1, 3)]
    assert sandbox.pair_params(two, ln) == [(0, 0), (1, 1)]
    assert sandbox.pair_params(two, two, unread={0, 1}) == [(0, 0), (1, 1), (2, 2), (3, 3)]
    # the values are the reference's, in the candidate's shape
    assert torch.equal(sandbox.perturbation((1, 96), "float32", 1.0, 7, 0),
                       sandbox.perturbation((96,), "float32", 1.0, 7, 0).reshape(1, 96))
    # the parent takes the child's word only when it is well-formed
    good = {"perturbed": True, "params": ref}
    assert reward._param_pairs(good, ref) == [(0, 0), (1, 1), (3, 3)]
    assert reward._param_pairs(dict(good, perturbed=False), ref) == []
    for bad in (None, "x", [("4", "float32", 1.0)], [((4,), "float32", 1)], [((-1,), "f", None)],
                [((4,), "float32", 1.0, 0)], [[(4,), "float32", 1.0]]):
        assert reward._param_pairs(good, bad) == []
    # the values: keyed, the sign kept, never the constant's own value everywhere
    v = sandbox.perturbation((1000,), "float32", 1.0, 12345, 0)
    assert v.dtype == torch.float32 and 0.5 <= float(v.min()) < float(v.max()) <= 1.5
    assert torch.equal(v, sandbox.perturbation((1000,), "float32", 1.0, 12345, 0))
    assert not torch.equal(v, sandbox.perturbation((1000,), "float32", 1.0, 12346, 0))
    assert not torch.equal(v, sandbox.perturbation((1000,), "float32", 1.0, 12345, 1))
    z = sandbox.perturbation((1000,), "float64", 0.0, 12345, 1)
    assert -0.5 <= float(z.min()) < 0 < float(z.max()) <= 0.5
    n = sandbox.perturbation((1000,), "float32", -2.0, 12345, 2)
    assert -3.0 <= float(n.min()) < float(n.max()) <= -1.0


def test_dead_slices_are_the_same_in_the_reference_layout_on_both_sides():
    """The keyed values' dead slices (sandbox._dead_slices): a constant-initialised buffer has
    one element made tiny along its first dim of size >= 2; a parameter initialised to a
    nonzero constant one element of the other sign; a random matrix none.
    The candidate's paired tensor, of another shape with as many elements, gets the same
    values at the same row-major places."""
    bn = torch.nn.BatchNorm1d(8)
    lin = torch.nn.Linear(6, 4)
    model = torch.nn.Sequential(lin, bn)
    kinds = []
    params = sandbox.keyed_state(model, kinds)
    sig = sandbox.param_signature(params)
    names = [n for n, _ in model.named_parameters()] + [n for n, _ in model.named_buffers()]
    drawn = {names.index("0.weight"), names.index("0.bias")}
    dead = sandbox._dead_slices(params, kinds, sig, drawn, 99)
    # (and the norm's weight, ones at init: one element's sign flipped; its bias, zeros,
    # takes both signs anyway)
    assert set(dead) == {names.index("1.weight"), names.index("1.running_mean"),
                         names.index("1.running_var")}, (dead, names)
    g = names.index("1.weight")
    assert len(dead[g][1]) == 1 and -1.5 <= dead[g][1][0][2] <= -0.5
    v = sandbox.perturbation(*sig[g], 99, g, zero=dead[g])
    assert int((v < 0).sum()) == 1
    k = names.index("1.running_var")
    shape, cuts = dead[k]
    # one element tiny (1e-3 to 1e-8 of its keyed value), none exactly 0 (a mark a kernel
    # could test for)
    assert shape == [8] and len(cuts) == 1 and cuts[0][0] == 0 and 1e-8 <= cuts[0][2] <= 1e-3
    v = sandbox.perturbation(*sig[k], 99, k, zero=dead[k])
    plain = sandbox.perturbation(*sig[k], 99, k)
    assert int((v == 0).sum()) == 0
    assert float(v[cuts[0][1]]) == pytest.approx(cuts[0][2] * float(plain[cuts[0][1]]))
    # (a random matrix has none: a near-zero row before a batch norm is a constant column,
    # whose normalised rounding an honest kernel need not share)
    assert names.index("0.weight") not in dead
    # the candidate's copy of another shape (8,) -> (2, 4) gets the same values in row-major
    flat = sandbox.perturbation((2, 4), sig[g][1], sig[g][2], 99, g, zero=dead[g])
    assert torch.equal(flat.reshape(8), sandbox.perturbation(*sig[g], 99, g, zero=dead[g]))


SQRT_REF = '''
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(64))

    def forward(self, x):
        return x + torch.sqrt(self.w - 1.0)


def get_inputs():
    return [torch.randn(8, 64)]


def get_init_inputs():
    return []
'''


def test_constant_parameters_are_perturbed_by_the_secret_and_kept_where_that_breaks_the_reference():
    src = read("ref_layernorm_plain.py")

    def affine():
        """The reference's weight and bias, recovered from trial 0 (out = ln(x) * w + b)."""
        ref = reward._reference(src, 0, 2, "cpu", None, 60.0)
        assert ref["perturbed"] and [p[2] for p in ref["params"]] == [1.0, 0.0]
        ln = torch.nn.functional.layer_norm(ref["inputs_t"][0][0].double(), (96,))
        out = ref["outputs_t"][0][0].double()
        lc, oc = ln - ln.mean(0), out - out.mean(0)      # least squares per column, 24 rows
        w = (lc * oc).sum(0) / (lc * lc).sum(0)
        return w, out.mean(0) - ln.mean(0) * w

    w, b = affine()
    # not ones: in [0.5, 1.5], but for one element of the other sign (the dead slices,
    # sandbox._dead_slices: a learned scale below 0)
    neg = w < 0
    assert int(neg.sum()) == 1 and -1.5 * 1.5 <= float(w.min()) <= -0.5 * 0.5
    assert 0.5 <= float(w[~neg].min()) < 0.9 and 1.1 < float(w.max()) <= 1.5
    assert -0.5 <= float(b.min()) < -0.1 and 0.1 < float(b.max()) <= 0.5    # not zeros
    old = reward._SECRET
    try:
        reward._SECRET = b"another secret"       # the same seed: other weights
        reward._REF_CACHE.clear()
        w2, b2 = affine()
        assert (w2 - w).abs().max() > 0.1 and (b2 - b).abs().max() > 0.1
    finally:
        reward._SECRET = old
        reward._REF_CACHE.clear()
    # sqrt(w - 1) is NaN for perturbed w < 1: the trials run with w as initialised, and then
    # a candidate that ignores w (x + 0) is right: documented, not covered
    ref = reward._reference(SQRT_REF, 0, 2, "cpu", None, 60.0)
    assert ref["stage"] == "done" and not ref["perturbed"]
    assert torch.equal(ref["outputs_t"][0][0], ref["inputs_t"][0][0])


TUNED = '''
import torch
import torch.nn as nn
import triton
import triton.language as tl

SCALE = tl.constexpr(1.0)


@triton.jit
def helper(v):
    return tl.where(v > 0, v, 0.0) * SCALE


@triton.autotune(configs=[triton.Config({"BLOCK": 256})], key=["n"])
@triton.heuristics({"EVEN": lambda args: args["n"] % 256 == 0})
@triton.jit
def tuned(x_ptr, out_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    y = helper(x) + tl.math.exp2(x * 0.0) - 1.0 + triton.language.sum(x, axis=0) * 0.0
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for i in tl.static_range(2):
        acc += y * 0.5
    if EVEN:
        tl.store(out_ptr + offs, acc, mask=offs < n)
    else:
        tl.store(out_ptr + offs, acc + 0.0, mask=offs < n)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        tuned[lambda meta: (triton.cdiv(n, meta["BLOCK"]),)](x, out, n)
        tuned[lambda meta: (triton.cdiv(n, meta["BLOCK"]),)](x, out, n)
        return out
'''


def test_idiomatic_kernels_lower_to_triton_ir():
    # autotune + heuristics, a @jit helper, a constexpr global, tl.math, triton.language.sum
    # written out, static_range, launched twice (the second launch is the lowering's cache);
    # and a kernel lowered after a launch that called a @jit function (Triton 3.7 leaves
    # triton.language patched then: good_two_kernels failed to lower before it was restored)
    res = reward.evaluate(read("ref_relu.py"), TUNED, trials=2)
    # (two launches a call: the two trials and the edited calls, sandbox._edited, the
    # reweighed one only where there are weights, and the settling call after the large trial
    # where the keyed order makes it one of the two)
    assert res.stage == "ok" and res.launches == 2 * res.calls and res.calls in (4, 5), \
        res.error
    res = reward.evaluate(read("ref_linear_relu.py"), read("good_two_kernels.py"), trials=2)
    assert res.stage == "ok", res.error
    # the same kernel with a Python int() on a loaded value does not lower (static gate off)
    bad = TUNED.replace("acc += y * 0.5", "acc += y * 0.5 + int(tl.load(x_ptr)) * 0.0")
    res = reward.evaluate(read("ref_relu.py"), bad, trials=2, _skip_static=True)
    assert res.stage == "compile" and "does not lower to Triton IR: tuned" in res.error, res.error
    assert reward.static_check(bad) and not reward.static_check(TUNED)


def test_forged_frames_of_exponential_size_are_refused_quickly():
    b = []
    for _ in range(40):
        b = [b, b]                        # 40 levels of shared references: 2**40 as a tree
    t0 = time.monotonic()
    res = reward._verdict({"t_ref_ms": None, "t_compile_ms": None}, [{"kind": "call", "obs": b}],
                          {"how": "exited", "tail": ""}, 1, None, "cpu", {"timed": []},
                          lambda stage, error="", **kw: (stage, error))
    assert res[0] == "runtime" and time.monotonic() - t0 < 5


def test_the_tolerance_scales_with_small_answers():
    r = [torch.full((4,), 1e-5)]
    assert reward._compare_one(r, [r[0] * 1.00005], None)[0] is None
    assert reward._compare_one(r, [r[0] * 1.001], None)[0] is not None  # 10x the fp32 tol
    assert reward._compare_one(r, [r[0] * 1.5], None)[0] is not None   # wrong by a factor
    big = [torch.full((4,), 100.0)]
    assert reward._compare_one(big, [big[0] + 5e-3], None)[0] is None   # rtol 1e-4 of 100
    # red team 2: answers of size 1e-9 had a fixed absolute slack of 1e-7 (s floored at 1e-3)
    micro = [torch.relu(torch.randn(64, generator=torch.Generator().manual_seed(0))) * 1e-9]
    junk = torch.arange(64, dtype=torch.float32) * 1e-16
    assert reward._compare_one(micro, [junk], None)[0] is not None
    assert reward._compare_one(micro, [micro[0] * (1 + 3e-5)], None)[0] is None
    zero = [torch.zeros(4)]
    assert reward._compare_one(zero, [torch.tensor([0.0, 0, 0, 1e-30])], None)[0] is not None
    # a constant answer: refused where the reference varies, accepted where it varies by less
    # than one step of the dtype (tanh(tanh(x)) saturated: KernelBench level 2's problem 25)
    sat = torch.tanh(torch.tanh(torch.tensor([-9.0, -9.1, -20.0, -30.0])))
    assert float(sat.max() - sat.min()) > 0
    assert reward._compare_one([sat], [torch.full((4,), float(sat[-1]))], None)[0] is None
    ramp = [torch.linspace(1e-6, 2e-6, 8)]
    why = reward._compare_one(ramp, [torch.full((8,), 1.5e-6)], 0.4)[0]
    assert why and "is constant" in why
    # rounding of a few steps is constant (the key-dependent refusal of problem 25 varied by
    # two); and so is a constant within t x |ref| of every element, right by the relative part
    # of the tolerance alone (level 5 seed 138: a saturated group norm's rounding, dozens of
    # steps, around logsumexp's log(n)); one that passes only by the absolute part is not
    one = torch.tensor(0.7615942)
    steps = lambda n: [torch.stack([one, one + n * 2 ** -24, one, one])]   # n ulps at 0.76
    assert reward._compare_one(steps(2), [one.expand(4).clone()], None)[0] is None
    assert reward._compare_one(steps(60), [one.expand(4).clone()], None)[0] is None
    tiny = [torch.stack([one, one + 60 * 2 ** -24, one, one]) * 1e-6]      # the same, x 1e-6
    why = reward._compare_one(tiny, [torch.zeros(4)], 0.6)[0]
    assert why and "is constant" in why


def test_integer_and_complex_outputs_are_compared_in_their_domain():
    i = [torch.tensor([65536, -3, 7], dtype=torch.int32)]
    assert reward._compare_one(i, [i[0].clone()], None)[0] is None
    assert reward._compare_one(i, [i[0] + torch.tensor([4, 0, 0], dtype=torch.int32)], None)[0] \
        is not None                        # the fp32 rule allowed ~6 units of slack here
    b = [torch.tensor([True, False])]
    assert reward._compare_one(b, [torch.tensor([True, True])], None)[0] is not None
    raw = torch.tensor([7, 0], dtype=torch.uint8).view(torch.bool)   # x's raw bytes, not x != 0
    assert bool(torch.equal(raw, b[0])) and reward._compare_one(b, [raw], None)[0] is not None
    c = [torch.tensor([1j, 2j, -1j], dtype=torch.complex64)]
    assert reward._compare_one(c, [c[0].clone()], None)[0] is None
    assert reward._compare_one(c, [torch.zeros(3, dtype=torch.complex64)], None)[0] is not None


def test_parser_failures_and_huge_texts_never_raise_or_hang():
    ref = read("ref_relu.py")
    deep = read("good_relu.py") + "\n_ = a" + ".b" * 200_000 + "\n"
    minus = read("good_relu.py") + "\n_ = " + "-" * 100_000 + "1\n"
    spaces = "Here is my answer, not code.\n" + "\n" * 150_000
    for text in (deep, minus, "x = 1\0\n", "class ModelNew:\n  pass\n\udcff", spaces,
                 "(" * 10_000, b"bytes".decode() + "\x00" * 10):
        t0 = time.monotonic()
        res = reward.evaluate(ref, text, trials=1)
        assert not res.correct and res.stage in ("format", "static", "compile"), res
        assert time.monotonic() - t0 < 30


def test_candidate_rules_are_exported():
    assert "underscore" in reward.CANDIDATE_RULES and "getattr" in reward.CANDIDATE_RULES
    out = subprocess.run([sys.executable, os.path.join(ROOT, "reward.py"), "--rules"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout == reward.CANDIDATE_RULES


DEEP = {   # snippet run in forward, without the static gate -> the layer that must stop it
    "thread (seccomp)": ("torch.threading.Thread(target=print).start()", "runtime"),
    "posix_spawn (audit)": ("torch.os.posix_spawn('/bin/true', ['true'], {})", "fallback"),
    "kill the server (audit)": ("torch.os.kill(torch.os.getppid(), 9)", "fallback"),
    "read /proc/PPID/mem (audit)": ("torch.os.open(f'/proc/{torch.os.getppid()}/mem', 0)", "fallback"),
    "write a file (audit)": ("torch.os.open('/tmp/reward_rt_x.py', 65)", "fallback"),
    "frames (audit)": ("torch.inspect.currentframe()", "fallback"),
    "ctypes (audit)": ("torch.ctypes.CDLL(None)", "fallback"),
    "gc (audit)": ("torch.sys.modules['gc'].get_objects()", "fallback"),
    "numpy in a grid callable (function mode)":
        ("relu_kernel[lambda m: (x.numpy().size // 1024,)](x, torch.empty_like(x), x.numel(), BLOCK=1024)",
         "fallback"),
    "patch a checked tool (fingerprint)": ("torch.equal = print", "fallback"),
    "a value read into Python (dispatch; no text check sees it)": ("n = int(x.sum() > 0)", "fallback"),
    "a value read as text (function mode; no text check sees it)": ("s = str(x)", "fallback"),
    "a value formatted (function mode; no text check sees it)": ("s = f'{x[0]}'", "fallback"),
    "a kernel made at run time (launch check)":
        ("triton.jit(lambda x_ptr, n: 0)[(1,)](x, 1)", "fallback"),
}


@pytest.mark.parametrize("what", sorted(DEEP))
def test_run_time_layers_hold_without_the_static_gate(what):
    snippet, stage = DEEP[what]
    src = read("good_relu.py").replace("        x = x.contiguous()\n",
                                       f"        x = x.contiguous()\n        {snippet}\n")
    if "no text check" not in what:
        assert reward.static_check(src) is not None          # the gate alone would refuse it
    res = reward.evaluate(read("ref_relu.py"), src, trials=1, _skip_static=True)
    assert res.stage == stage and not res.correct, (what, res.stage, res.error)
    assert not os.path.exists("/tmp/reward_rt_x.py")


def test_the_server_environment_holds_no_secret(monkeypatch):
    """Red team 2 (cheat_predict_1): REWARD_SECRET keys the trial seeds; a child that could read
    it could regenerate every trial's inputs. Neither the server nor its children inherit it."""
    import sandbox
    monkeypatch.setenv("REWARD_SECRET", "ab" * 16)
    monkeypatch.setenv("SOME_API_TOKEN", "x")
    srv = sandbox.Server("cpu")
    try:
        with open(f"/proc/{srv.proc.pid}/environ", "rb") as f:
            env = f.read().split(b"\0")
    finally:
        srv.close()
    names = {e.split(b"=", 1)[0] for e in env if e}
    assert b"REWARD_SECRET" not in names and b"SOME_API_TOKEN" not in names
    assert b"PATH" in names        # the rest of the environment is still there


def test_fence_scan_is_linear_and_matches_the_regex_it_replaced():
    """Red team 2 (cheat_redos_1): a fence followed by 200k spaces took 198 s in the regex."""
    import re
    t0 = time.monotonic()
    assert reward.extract_code("```" + " " * 199_990) is None
    assert reward.extract_code("`" * 100_000 + " " * 99_990) is None
    assert time.monotonic() - t0 < 5
    pat = r"```[ \t]*(?:python|py)?[ \t]*\n(.*?)```"
    for text in ["```python\nA\n```", "x ```py \nB``` y ```\nC\n```", "`` ```\nD", "```\n```",
                 "```python  \nModelNew\n```\n```\nlonger block\n```", "``` ``` python\nE```"]:
        assert reward._fenced(text)[0] == re.findall(pat, text, re.S), text


# -----------------------------------------------------------------------------
# The reward functions for other trainers: TRL's and verl's signatures, no library needed

def test_trl_and_verl_reward_functions_score_as_evaluate_does():
    """The answers as TRL hands them over (text, or a conversational list of messages), each
    scored against the program in its row's 'reference' column: a correct kernel gets
    grpo_reward 1 (untimed on a CPU), a wrong one and an answer without code 0. verl's batch
    and one-answer functions give the same scores with r_c and r_s beside them."""
    ref, good, wrong = read("ref_relu.py"), read("good_relu.py"), read("adv_returns_input.py")
    completions = [f"Here it is:\n```python\n{good}```",
                   [{"role": "assistant", "content": f"```python\n{good}```"}],
                   f"```python\n{wrong}```", "I cannot do this."]
    kw = dict(prompts=["p"] * 4, completions=completions, reference=[ref] * 4,
              completion_ids=[[1]] * 4, trainer_state=None)
    assert reward.trl_reward(**kw) == [1.0, 1.0, 0.0, 0.0]
    with pytest.raises(ValueError, match="reference"):
        reward.trl_reward(prompts=["p"], completions=["x", "y"], reference=[ref])
    texts = [reward.completion_text(c) for c in completions]
    rows = reward.verl_score_batch(["kb"] * 4, texts, [ref] * 4, [{}] * 4)
    assert [r["score"] for r in rows] == [1.0, 1.0, 0.0, 0.0]
    assert [r["correct"] for r in rows] == [1.0, 1.0, 0.0, 0.0] and {r["r_s"] for r in rows} == {0.0}
    assert reward.verl_score("kb", texts[2], ref) == rows[2]


@pytest.mark.parametrize("forward,moves", [
    ("x.t().repeat(2, 3)", True), ("torch.tril(x)", True), ("torch.cat([x, x.flip(0)], 0)", True),
    ("torch.nn.functional.pad(x, (1, 2))", True), ("x * 1.0", True),
    ("torch.relu(x)", False), ("x.abs()", False), ("x * 2", False), ("x.sort(1)[0]", False),
    ("x.argmax(1)", False), ("x + 1", False), ("x.t().repeat(2, 3) + 1", False),
    # constants alone move nothing (a synthetic program whose bool mask drew False answered
    # silu(0) = 0 everywhere and honest kernels were refused a computing task's copies)
    ("torch.zeros_like(x)", False), ("x * 0", False), ("torch.nn.functional.silu(x * False)", False)])
def test_a_task_that_only_moves_data_is_recognised(forward, moves):
    """Round 3's open class 1: the reference child tells the parent whether the answer is a fixed
    rearrangement of the inputs' elements (then the kernels must do the moving)."""
    import sandbox

    class M(torch.nn.Module):
        def forward(self, x):
            return eval(forward)
    assert sandbox._moves_only(M(), lambda: [torch.randn(6, 8)], "cpu", 123) == moves


def test_a_small_answer_is_not_called_movement_by_chance():
    """Level 5 seed 9 ends in maximum(normalize(x0[:, 0]) ** 3, x1) over two elements: at 2
    of 200 keys every coding picked x1 at both, the task was called data movement and the
    teacher's honest copies were refused. Codings now go on until the answer showed 64
    elements; a two-element flip is still movement."""
    import sandbox

    class Max(torch.nn.Module):
        def forward(self, x0, x1):
            return torch.maximum(torch.nn.functional.normalize(x0.select(1, 0), dim=0) ** 3, x1)

    class Flip(torch.nn.Module):
        def forward(self, x0, x1):
            return x1.flip(0)
    inputs = lambda: [torch.randn(2, 5), torch.randn(2)]
    assert not any(sandbox._moves_only(Max(), inputs, "cpu", s) for s in range(200))
    assert all(sandbox._moves_only(Flip(), inputs, "cpu", s) for s in range(5))


@pytest.mark.parametrize("forward,moves", [
    ("torch.nn.functional.pad(x, (0, 1), value=1.0)", True),
    ("torch.cat([x.t(), torch.full_like(x.t()[:1], -1.0)], 0)", True),
    ("torch.relu(x)", False), ("x.clamp(-3, 3)", False), ("torch.where(x > 0, x, 1.0)", False),
    ("torch.nn.functional.pad(x, (0, 1), value=1.0) * 2", False)])
def test_a_constant_that_is_also_a_code_is_a_constant(forward, moves):
    """Red team 15 (adv_rt15_padone_1): a 16-bit dtype's codes are its own values, so the pad
    value 1.0 was drawn as an input's code in some digit run and the pad was called a task that
    computes (then PyTorch may move the data). A value equal in every coding is a constant."""
    import sandbox

    class M(torch.nn.Module):
        def forward(self, x):
            return eval(forward)
    for seed in (1, 2):
        assert sandbox._moves_only(M(), lambda: [torch.randn(64, 511).half()], "cpu", seed) == moves


def test_complex_inputs_are_data_and_exact_narrowing_is_movement():
    """Red team 16: complex inputs were never coded by the movement test nor scaled by the
    trials (an fftshift 'computed', so PyTorch did it; a softmax of |x| without its max
    subtraction never met a large trial); and int64 indices .to(torch.int32), exact on their
    values, were refused as a rounding conversion."""
    import sandbox
    z = lambda: [torch.randn(8, 6, dtype=torch.complex64)]

    class Shift(torch.nn.Module):
        def forward(self, x):
            return torch.fft.fftshift(x)

    class Scale(torch.nn.Module):
        def forward(self, x):
            return x * 2
    assert sandbox._moves_only(Shift(), z, "cpu", 5) is True
    assert sandbox._moves_only(Scale(), z, "cpu", 5) is False
    big = sandbox._transform(z(), ("large", 1000.0, 0.0))[0]
    assert big.is_complex() and float(big.abs().max()) > 100
    idx = torch.randint(0, 50, (4, 3))
    assert sandbox._exact_conversion("_to_copy", (idx,), idx.to(torch.int32))
    assert not sandbox._exact_conversion("_to_copy", (idx * 2**40,), (idx * 2**40).to(torch.int32))
    x = torch.randn(5)
    assert not sandbox._exact_conversion("_to_copy", (x,), x.half())
    assert sandbox._exact_conversion("_to_copy", (x.half(),), x.half().float())


def test_a_movement_task_output_must_be_laid_out_in_its_logical_order():
    """Red team 6's cheat_moves_3: in a task that only moves data, an output that is a strided
    view of memory the kernels wrote in another order (y.t() of an in-order copy, a stride-0
    expand) is refused; a contiguous output, the reference's own layout, and any layout in a
    task that computes are not."""
    x = torch.zeros(16, 24)
    ref = {"moves_only": True, "outputs_t": [[x.t().contiguous()]], "layouts": [[[16, 1]]]}
    assert reward._moved_why(ref, 0, 0, [16, 1]) is None                    # contiguous
    assert reward._moved_why(ref, 0, 0, [1, 24])[0] == "fallback"           # y.t()
    assert reward._moved_why(ref, 0, 0, None)[0] == "runtime"               # a forged frame
    assert reward._moved_why(dict(ref, moves_only=False), 0, 0, [1, 24]) is None
    assert reward._moved_why(dict(ref, layouts=[[[1, 24]]]), 0, 0, [1, 24]) is None
    assert reward._row_major((3, 1, 4), (4, 99, 1)) and not reward._row_major((3, 4), (0, 1))
    assert reward._row_major((1, 5), (1, 1)) and not reward._row_major((3, 16, 24), (0, 24, 1))


def test_exact_widening_is_data_movement_and_rounding_is_not():
    import sandbox
    w = sandbox._widens
    assert w(torch.float16, torch.float32) and w(torch.int32, torch.int64) and w(torch.bool, torch.float32)
    assert w(torch.int8, torch.float32) and w(torch.int32, torch.float64)
    assert not w(torch.float32, torch.float16) and not w(torch.float32, torch.int32)
    assert not w(torch.int32, torch.float32) and not w(torch.float32, torch.bool)
    assert not w(torch.float16, torch.bfloat16) and not w(torch.int64, torch.int32)


def test_timed_calls_meet_no_input_a_cache_has_seen():
    """Red team 5's cheat_cache_1 (an answer cache that kernels keep in memory __init__ built)
    on a GPU: the timed calls draw only the input sets beyond the trials, which no checked call
    showed, and __init__'s memory is put back before each timed call to its bytes when timing
    began (sandbox._restorer; what _time_candidate runs, here on a CPU)."""
    import sandbox
    buf = torch.arange(6.0)
    alias = buf[2:4]                                     # the same storage, named twice
    restore = sandbox._restorer([buf.untyped_storage(), alias.untyped_storage()], "cpu")
    buf.mul_(7)
    restore()
    assert torch.equal(buf, torch.arange(6.0))
    buf.untyped_storage().resize_(8)
    with pytest.raises(RuntimeError, match="resized"):
        restore()
    # the parent's draws for timed calls (trials 3, two more sets): only sets 3 and 4
    ref = {"inputs": [[f"set {k}"] for k in range(5)], "bytes": 0}
    seen = []
    msgs = {"what": "timed"}

    def spy(job, answer, max_frame, reset=None):
        reset()
        for _ in range(40):
            got = answer(msgs)["inputs"]
            seen.append(next(k for k, s in enumerate(ref["inputs"]) if s is got))
        raise LookupError("spied")
    orig = reward._run_job
    reward._run_job = spy
    try:
        with pytest.raises(LookupError, match="spied"):
            reward._evaluate_candidate(ref, "x = 1", 3, 0, "cpu", True, 60.0, (), None,
                                       lambda stage, error="", **kw: stage, [])
    finally:
        reward._run_job = orig
    assert set(seen) == {3, 4}, seen


def test_a_retry_after_a_server_death_starts_the_conversation_again(monkeypatch):
    """Red team 17: when the fork server died mid-job, _run_job retried on a fresh one with the
    call counter where the dead child had left it, so the new child's first call got trial 2's
    inputs and an honest candidate was told it had modified its input."""
    firsts = []

    class Dying:
        runs = 0

        def __init__(self, device):
            pass

        def run(self, job, answer, wait_s, max_frame):
            Dying.runs += 1
            firsts.append(answer({"what": "call"})["inputs"])
            answer({"what": "call"})
            if Dying.runs == 1:
                raise EOFError("server gone")
            raise LookupError("second attempt seen")

        def close(self):
            pass
    monkeypatch.setattr(reward.sandbox, "Server", Dying)
    monkeypatch.setattr(reward, "_POOL", reward.collections.defaultdict(list))
    ref = {"inputs": [[f"set {k}"] for k in range(3)], "bytes": 0}
    with pytest.raises(LookupError, match="second attempt"):
        reward._evaluate_candidate(ref, "x = 1", 3, 0, "cpu", False, 60.0, (), None,
                                   lambda stage, error="", **kw: stage, [])
    assert firsts == [["set 0"], ["set 0"]], firsts


def test_a_stateful_reference_answers_the_timed_sets_from_the_trials_end_state():
    """The sets beyond the trials are the timed calls' (GPU). A timed call finds __init__'s
    memory as the checked trials left it (put back before each), so the reference answers
    each extra set from that state too: a running sum's extra answers are the trials' total
    plus that set alone, not plus the set before it (red team 17: honest stateful candidates
    would have failed their timed checks)."""
    import sandbox
    src = read("ref_running_sum.py")
    draws = reward.trial_draws(reward.hashlib.sha256(src.encode()).hexdigest(), 0, 5)
    job = {"role": "reference", "src": src, "seed": 0, "trials": 3, "device": "cpu",
           "timed": False, "timeout_s": 60}
    msgs, _ = reward._run_job(job, lambda req: {"draws": draws, "param_key": 1}
                              if req.get("what") == "draws" else None, 1 << 30)
    res = [m for m in msgs if m.get("kind") == "done"][-1]["result"]
    ins = [sandbox.unpack(x)[0] for x in res["inputs"]]
    outs = [sandbox.unpack(o)[0] for o in res["outputs"]]
    # the sum starts from keyed values, not zeros (a constant-initialised buffer is perturbed,
    # with its dead slices: one element 0, another tiny)
    assert res["perturbed"]
    dead = {k: (shape, cuts) for k, shape, cuts in res["dead"]}
    assert list(dead) == [0]
    start = sandbox.perturbation((16, 32), "float32", 0.0, 1, 0, zero=dead[0])
    c = res["checked"]          # (the trials and the edited calls, sandbox._edited)
    total = start + sum(ins[:c])
    assert torch.allclose(outs[c - 1], total)
    assert torch.allclose(outs[c], total + ins[c])
    assert torch.allclose(outs[c + 1], total + ins[c + 1])


@pytest.mark.gpu
def test_gpu_compiled_kernels_are_checked_for_pointer_casts_and_inline_assembly():
    # red team 22: a kernel launched only on a GPU is never lowered by the CPU's check, and on
    # a GPU no address check sees what an integer made into a pointer, or inline PTX, touches:
    # the compiled kernel's IR is read at its first launch. Here the cast runs on CUDA only.
    src = read("adv_rt22_inttoptr_1.py")
    gpu_only = src.replace("    base = x_ptr.to(tl.int64)\n    p = base.to(x_ptr.dtype)\n",
                           "    p = x_ptr\n    if CAST:\n        p = x_ptr.to(tl.int64).to(x_ptr.dtype)\n") \
        .replace("n, BLOCK: tl.constexpr):", "n, CAST: tl.constexpr, BLOCK: tl.constexpr):", 1) \
        .replace("(x, y, n, BLOCK=1024)", "(x, y, n, CAST=x.is_cuda, BLOCK=1024)")
    assert gpu_only != src and reward.static_check(gpu_only) is None
    cpu = reward.evaluate(read("ref_relu.py"), gpu_only)           # the cast never lowers here
    assert cpu.stage == "ok", cpu
    for cand in (gpu_only, read("adv_rt22_inlineasm_1.py")):
        res = reward.evaluate(read("ref_relu.py"), cand, device="cuda")
        assert res.stage == "fallback" and "tt." in res.error, res


@pytest.mark.gpu
def test_gpu_pytorch_work_on_a_side_stream_is_timed():
    # red team 18: a PyTorch copy under torch.cuda.stream(side) ended after the end event
    honest = reward.evaluate(read("ref_rt18_scale_tile.py"), read("good_rt18_sidestream_kernel.py"),
                             device="cuda")
    side = reward.evaluate(read("ref_rt18_scale_tile.py"), read("adv_rt18_sidestream_1.py"),
                           device="cuda")
    assert honest.stage == side.stage == "ok", (honest, side)
    assert side.suspicious and side.speedup < 1.5 * honest.speedup, (honest.speedup, side.speedup)


@pytest.mark.gpu
def test_gpu_an_answer_cache_is_refused():
    honest = reward.evaluate(read("ref_linear.py"), read("good_linear.py"), device="cuda")
    cache = reward.evaluate(read("ref_linear.py"), read("adv_rt5_cache_1.py"), device="cuda")
    # (refused since round 60's reweighed call: the same inputs, a weight moved, the cached
    # answer stale)
    assert honest.stage == "ok" and cache.stage == "mismatch", (honest, cache)


@pytest.mark.gpu
def test_gpu_timing_noise_is_measured_on_correct_bench_cases():
    rows = reward.noise(3)
    assert len(rows) == len(reward._bench_cases())
    for row in rows:
        assert "error" not in row, row
        assert row["r_s_sd"] is not None and 0 <= row["r_s_sd"] <= row["r_s_range"] + 1e-9


@pytest.mark.gpu
def test_gpu_scrub_leaves_nothing_of_an_earlier_allocation():
    # the caching allocator hands a freed block back to the next allocation of its size:
    # after _scrub_free_memory that block holds 0xFF bytes (NaN), not the 7.0s written there
    for n in (100, 1 << 20, 3 << 20):        # the small pool (< 1 MB) and the large one
        x = torch.full((n,), 7.0, device="cuda")
        ptr = x.data_ptr()
        del x
        sandbox._scrub_free_memory("cuda")
        y = torch.empty((n,), device="cuda")
        assert y.data_ptr() == ptr, "the allocator did not hand the block back: no test"
        assert torch.isnan(y).all(), n


@pytest.mark.gpu
def test_gpu_memory_a_call_allocates_holds_nothing_of_an_earlier_call():
    # red team 18: an answer cache in a scratch tensor each call allocates; _2 answers wrong on
    # a hit, so a hit in any of the checked timed calls would be a mismatch
    honest = reward.evaluate(read("ref_linear.py"), read("good_linear.py"), device="cuda")
    cache = reward.evaluate(read("ref_linear.py"), read("adv_rt18_allocstale_1.py"), device="cuda")
    detector = reward.evaluate(read("ref_linear.py"), read("adv_rt18_allocstale_2.py"), device="cuda")
    assert honest.stage == cache.stage == detector.stage == "ok", (honest, cache, detector)
    assert cache.speedup < 1.5 * honest.speedup, (honest.speedup, cache.speedup)


@pytest.mark.gpu
def test_gpu_a_cache_kept_across_calls_is_refused_while_timing_too():
    # Timed calls draw their inputs from the checked trials; nothing kept from an earlier call
    # may be given to a kernel (checked at every launch, timed ones included).
    res = reward.evaluate(read("ref_relu.py"), read("adv_rt3_cache_1.py"), device="cuda")
    assert res.stage == "fallback" and ("earlier call" in res.error or "this call" in res.error), res

def test_forged_deep_and_flooding_frames_are_bounded():
    # red team 4 #6 and #20 (cheat_forge_6, cheat_flood_21: frames written on the child's pipe
    # through an os the candidate reached): the parent never raises, crashes or grows.
    import pickle
    import sandbox
    deep_key = b"\x80\x04}" + b")" + b"\x85" * 500_000 + b"K\x01s."   # {500,000-deep tuple: 1}
    assert _in_child(lambda: repr(sandbox.safe_loads(deep_key))).startswith("raised Unpickling")
    assert _in_child(lambda: repr(sandbox.safe_loads(
        b"\x80\x04\x8f(" + b")" + b"\x85" * 500_000 + b"\x90."))).startswith("raised Unpickling")
    deep = b"\x80\x04" + b"]" * 50_000 + b"a" * 49_999 + b"."          # a 50,000-deep list
    obs = {"launches": 1, "flags": [], "error": None, "outputs": [0], "inputs_after": [],
           "outputs_facts": [{"tensor": True, "numel": 0, "device": "cpu"}],
           "aliases": [sandbox.safe_loads(deep)]}
    res = reward._verdict({"t_ref_ms": None, "t_compile_ms": None}, [{"kind": "call", "obs": obs}],
                          {"how": "exited", "tail": ""}, 1, None, "cpu", {"timed": []},
                          lambda stage, error="", **kw: (stage, error))
    assert res == ("runtime", "result frame: too many objects or nested too deep"), res
    obs["aliases"] = [["output 0 aliases input 0"]]                     # typed: a list of str
    assert reward._bad_obs(obs) == "field aliases"
    # 300 well-formed 1 MB frames: the parent keeps at most max_msgs of them, then stops
    (r, w), (cr, cw) = os.pipe(), os.pipe()
    conv = sandbox._Conversation(cw, r, lambda req: None, 2 << 20, max_msgs=3)
    frame = sandbox.dumps({"kind": "pad", "blob": "A" * 1_000_000})
    data = memoryview((len(frame).to_bytes(8, "little") + frame) * 300)
    os.set_blocking(w, False)
    os.set_blocking(r, False)
    while data and conv.reading:
        try:
            data = data[os.write(w, data[:1 << 16]):]
        except BlockingIOError:
            pass
        except OSError:                                      # the parent closed its end
            break
        while conv.reading and conv.read():
            pass
    for fd in (w, cr):
        os.close(fd)
    assert conv.problem.startswith("too many frames") and len(conv.msgs) == 3, conv.problem
    # end to end, without the static gate: every descriptor flooded and forged
    flood = read("good_relu.py").replace("class ModelNew", '''
def flood():
    import torch
    pad = torch.sys.modules["pickle"].dumps({"kind": "pad", "blob": "A" * 1000000})
    for fd in range(3, 40):
        for i in range(40):
            try:
                torch.os.write(fd, len(pad).to_bytes(8, "little") + pad)
            except OSError:
                break


class ModelNew''').replace("        return out", "        flood()\n        return out")
    t0 = time.monotonic()
    res = reward.evaluate(read("ref_relu.py"), flood, _skip_static=True, trials=2)
    assert res.stage in ("runtime", "fallback") and not res.correct, res
    assert time.monotonic() - t0 < 60


def test_timed_call_outputs_are_packed_when_the_call_ends():
    """Red team 5's cheat_defer_1 (GPU timing): timed calls returned views of an __init__-built
    ring buffer and the last call filled every slot, so outputs packed after the loop were all
    right. Each timed call's outputs are now packed right after its end event, and may not
    alias what __init__ built (the bookkeeping of _time_candidate, driven here on a CPU)."""
    import sandbox
    mon = sandbox._Monitor("cpu", sandbox.DATA_OPS)
    ring = torch.zeros(4, 8)                     # what __init__ built
    x = torch.randn(8)
    out = torch.empty(8)
    out.copy_(x)
    packed, why, _ = sandbox._after_timed_call(mon, out, [x], [ring.untyped_storage()])
    assert why is None
    out.zero_()                                  # a later call changes the memory
    assert torch.equal(sandbox.unpack(packed)[0], x)
    _, why, _ = sandbox._after_timed_call(mon, ring[1], [x], [ring.untyped_storage()])
    assert why and "the model's state" in why
    _, why, _ = sandbox._after_timed_call(mon, x.view(2, 4), [x], [])
    assert why and "input 0" in why


def test_pytorch_writes_leave_the_store_log(monkeypatch):
    """The store log is kept by address for a whole call. Bytes PyTorch writes are no kernel's:
    a storage allocated again at an address a kernel stored to starts with nothing stored (the
    stale log made a PyTorch copy there the kernel's once one element was re-stored), and
    torch.cat(..., out=buf) over a kernel's buffer is an overwrite, as copy_ is (round 14's
    adv_rt14_catout_1 passed an int transpose done by PyTorch). Driven on the bookkeeping."""
    import sandbox
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    mon = sandbox._Monitor("cpu", sandbox.DATA_OPS)
    buf = torch.zeros(6, 4, dtype=torch.int32)
    mon.stores.append((sandbox._addresses(buf)[::4].copy(), 4, None))   # a kernel stored all
    mon.changed.add(buf.untyped_storage().data_ptr())
    assert bool(sandbox._stored_mask(buf, mon.stores).all())
    sandbox._track(mon, "empty", ((6, 4),), buf)          # the same address, allocated again
    assert not sandbox._stored_mask(buf, mon.stores).any()
    assert buf.untyped_storage().data_ptr() not in mon.changed and not mon.bad
    # a kernel stores all of it again; then PyTorch cats a transpose into it
    mon.stores.append((sandbox._addresses(buf)[::4].copy(), 4, None))
    mon.changed.add(buf.untyped_storage().data_ptr())
    x = torch.arange(24, dtype=torch.int32).reshape(4, 6)
    torch.cat([x.t()], out=buf)
    sandbox._track(mon, "cat", ([x.t()],), buf, {"out": buf})
    assert mon.bad and "overwrote memory a kernel wrote" in mon.bad[0]
    assert not sandbox._stored_mask(buf, mon.stores).any()
    # a copy of kernel-written memory stays the kernel's (and so does what it copied)
    mon.bad.clear()
    k = torch.ones(8, dtype=torch.int32)
    mon.stores.append((sandbox._addresses(k)[::4].copy(), 4, None))
    mon.changed.add(k.untyped_storage().data_ptr())
    c = k.clone()
    sandbox._track(mon, "clone", (k,), c)
    assert not mon.bad and bool(sandbox._stored_mask(c, mon.stores).all())
    assert bool(sandbox._stored_mask(k, mon.stores).all())
    # elements count as stored only where every byte was: half of one, and a 2-byte store
    h = torch.ones(8, dtype=torch.int32)
    mon.stores.append((sandbox._addresses(h)[::4][:4].copy(), 4, None))
    mon.stores.append((sandbox._addresses(h)[::4][5:6].copy(), 2, None))
    assert sandbox._stored_mask(h, mon.stores).tolist() == [True] * 4 + [False] * 4


def test_launch_leaves_count_by_width():
    """A launch's leaves count against the per-call budget by the bits they carry, 16 to a
    number: 64-bit integers carried four table entries each, and a constexpr int of 3,900
    digits carried 800 (red team 14, adv_rt14_bigconst_1, refused as an int outside 64 bits)."""
    import sandbox
    import triton.language as tl
    assert sandbox._leaves([1, 65535, True, None, 2.5, torch.float16], None)[1] == 5 + 4   # a float: 64 bits
    assert sandbox._leaves([65536, (1 << 48) - 1, -(1 << 63)], None)[1] == 2 + 3 + 4
    assert sandbox._leaves([tl.constexpr(1 << 100), "abcd", "é"], None, tl.constexpr)[1] == 7 + 2 + 1
    assert sandbox._leaves([(1 << 4000,)], (float,))[1] == 0       # floats only: none here
    assert sandbox._odd_args([3, (1 << 64) - 1, -(1 << 63), tl.constexpr(7)]) is None
    assert sandbox._odd_args([1 << 64]) == "int outside 64 bits"
    assert sandbox._odd_args([(0, tl.constexpr(-(1 << 63) - 1))]) == "int outside 64 bits"
    # ... and a lowered kernel's constants (red team 16 folded a sigmoid table into them)
    ir = "%c = arith.constant 1.5 : f32\n%d = arith.constant dense<-2.0> : tensor<4xf32>\n" \
         "%e = arith.constant true : i1\n%f = arith.constant 0x7F800000 : f32"
    assert sandbox._CONSTANT.findall(ir) == [("1.5", "f32"), ("-2.0", "tensor<4xf32>"),
                                             ("true", "i1"), ("0x7F800000", "f32")]


def test_movement_codes_hold_in_every_input_dtype():
    """Mixed float inputs get codes every dtype holds exactly (red team 14: fp32 grid codes
    collided in fp16, and a cat + upcast + transpose was called a task that computes)."""
    import sandbox
    for dtypes in ({torch.float32, torch.float16}, {torch.float16, torch.bfloat16},
                   {torch.bfloat16, torch.float64}):
        gen = torch.Generator().manual_seed(0)
        n = sandbox._code_capacity(dtypes, 2.0)
        assert 1000 < n < 70000, (dtypes, n)
        book = sandbox._distinct_codes(n, dtypes, 2.0, gen)
        for dt in dtypes:
            assert book.to(dt).double().unique().numel() == n, (dtypes, dt)
    assert sandbox._code_capacity({torch.float32, torch.float64}, 2.0) == 1 << 20


def test_reference_locks_do_not_accumulate():
    """One lock per reference key lives only while a caller holds it (a long run sees a new
    reference every step: a lock kept per key would grow without bound)."""
    import gc
    for seed in (11, 12, 13):
        ref = reward._reference(read("ref_tiny.py"), seed, 1, "cpu", None, 60.0)
        assert ref["stage"] == "done"
    gc.collect()
    assert len(reward._REF_LOCKS) == 0


def test_grid_callable_gets_the_arguments_and_must_return_ints():
    """The verifier evaluates a grid callable itself, before the launch: it sees the kernel's
    arguments by name (defaults and autotune/launch constexprs included) and must return one
    to three ints; a grid of floats is refused like a candidate error, a right one accepted."""
    ref = read("ref_relu.py")
    src = TUNED_GRID.replace("GRID", "lambda meta: (triton.cdiv(meta['n'], meta['BLOCK']),)")
    res = reward.evaluate(ref, src)
    assert res.stage == "ok", res.error
    res = reward.evaluate(ref, TUNED_GRID.replace("GRID", "lambda meta: (meta['n'] / meta['BLOCK'],)"))
    assert res.stage != "ok" and "grid" in res.error, (res.stage, res.error)


TUNED_GRID = """
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        relu_kernel[GRID](x, out, x.numel(), BLOCK=1024)
        return out
"""


def test_copy_sources_follow_each_copy_ops_schema():
    """The source of a copy is where aten's schema puts it: copy_ and fill_ write `self` and
    read the rest; _copy_from and _copy_from_and_resize read `self` and write `dst` (their
    provenance was read from the destination before)."""
    a, b = torch.zeros(3), torch.ones(3)
    for name in ("copy_", "fill_", "_copy_from", "_copy_from_and_resize"):
        schema = getattr(torch.ops.aten, name).overloads()
        schema = getattr(getattr(torch.ops.aten, name), "default" if "default" in schema
                         else "Tensor")._schema
        names = [x.name for x in schema.arguments][:2]
        written = 0 if (schema.arguments[0].alias_info is not None and
                        schema.arguments[0].alias_info.is_write) else names.index("dst")
        src = sandbox._copy_sources(name, (a, b))
        assert len(src) == 1 and src[0] is (a, b)[1 - written], name
    assert sandbox._copy_sources("add", (a, b)) == [a, b]        # not a copy: every tensor read


def test_a_kernel_sees_a_constexpr_only_of_a_plain_value():
    """Red team 12: tl.constexpr(Helper()) reached a kernel and its methods ran as the
    kernel's Python. At run time a kernel body sees a constexpr only if it wraps a number, a
    string, None or a dtype (sandbox._jit_visible), whatever the static gate let through."""
    import triton.language as tl

    class Helper:
        def to(self, x):
            return x
    assert sandbox._jit_visible(tl.constexpr(2), None)
    assert sandbox._jit_visible(tl.constexpr("relu"), None)
    assert sandbox._jit_visible(tl.constexpr(tl.float16), None)
    assert not sandbox._jit_visible(tl.constexpr(Helper()), None)
    assert not sandbox._jit_visible(tl.constexpr(tl.constexpr(Helper())), None)
    assert not sandbox._jit_visible(Helper(), None)


def test_a_far_draw_is_kept_only_where_the_answer_does_not_hang_on_rounding():
    """The large trial's far-from-zero draw (inputs 70-110 standard deviations off zero) is
    what tells a one-pass variance; it counts only where nudging every op's result by a few
    float32 steps moves the answer by less than a quarter of the tolerance. Level 5 seed 142
    (rsub, elu, a training batch norm, ...): elu saturates a whole channel to -1.21, the norm
    divides rounding by sqrt(eps), and the teacher's honest kernel was refused at 2 keys of 6
    (the reference was exact by luck, so it matched its float64 twin). nn.LayerNorm on the
    same kind of inputs is kept (the exact oracle: the twin itself, nudged and not)."""
    import sandbox
    import synth
    ns = {}
    exec(synth.sample_program(5, 142).source, ns)
    torch.manual_seed(0)
    bn = ns["Model"]()
    far = ("large", 200.0, 0.0, 90.0)
    torch.manual_seed(1)
    x = sandbox._transform(ns["get_inputs"](), far)
    out = bn(*x)
    keep = torch.ones_like(out, dtype=torch.bool)
    moved = sandbox._nudge_moved(sandbox._nudge_runs(bn, x), 0, out, keep)
    assert moved.any()                  # the saturated channel moves
    flags = sandbox._rounding_outputs(sandbox._float64_twin(bn), x, [out], bn,
                                      lambda: sandbox._overflow_taint(bn, x),
                                      lambda: sandbox._nudge_runs(bn, x), far=90.0)
    # what moves is checked for finiteness only there
    assert flags[0] is True or isinstance(flags[0], dict) and not flags[0]["full"][moved].any()
    ln = torch.nn.LayerNorm(96)
    torch.manual_seed(2)
    x = sandbox._transform([torch.randn(24, 96) * 3 + 1], far)
    assert float(x[0].mean()) / float(x[0].std()) > 50          # far from zero indeed
    out = ln(*x)
    keep = torch.ones_like(out, dtype=torch.bool)
    assert not sandbox._nudge_moved(sandbox._nudge_runs(ln, x), 0, out, keep).any()
    assert sandbox._rounding_outputs(sandbox._float64_twin(ln), x, [out], ln,
                                     lambda: sandbox._overflow_taint(ln, x),
                                     lambda: sandbox._nudge_runs(ln, x), far=90.0) == [False]


def test_elements_made_from_an_overflow_are_set_aside_and_the_rest_compared():
    """Red teams 28 and 29: a softmax beside exp(z) that overflows at the large trial, in one
    output or two. Only the elements the reference made from the overflow are set aside (a
    mask the parent compares through); the softmax is compared, so one without its max
    subtraction (NaN there) is refused. The oracle: the reference itself and its float64 twin."""
    import sandbox

    class Packed(torch.nn.Module):
        def forward(self, x):
            return torch.cat([torch.softmax(x, -1), torch.exp(x)], -1)
    model = Packed()
    x = [torch.randn(4, 8) * 300]
    out = [model(*x)]
    flags = sandbox._rounding_outputs(sandbox._float64_twin(model), x, out, model,
                                      lambda: sandbox._overflow_taint(model, x))
    mask = flags[0]["mask"]
    assert flags[0]["full"].equal(mask) and mask[:, :8].all()          # the softmax: compared
    assert not mask[:, 8:][~torch.isfinite(out[0][:, 8:])].any()         # Inf: set aside
    sandbox._set_aside(out, flags)
    assert torch.isfinite(out[0]).all()
    ref = [out[0]]
    no_max = torch.cat([torch.exp(x[0]) / torch.exp(x[0]).sum(-1, keepdim=True),
                        torch.exp(x[0])], -1)
    assert "NaN" in reward._compare_one(ref, [no_max], None, True, False, [(mask, mask, None, None, None)])[0]
    honest = model(*x)
    assert reward._compare_one(ref, [honest], None, True, False, [(mask, mask, None, None, None)])[0] is None


def test_the_rounding_rule_judges_each_tensor_an_op_computed():
    """Red team 31: one output packing a LayerNorm and sin(30 x) by a cat. 100 deviations off
    zero the sines are their float32 rounding and the LayerNorm is not, so the LayerNorm half
    is compared in full there and the sine half for finiteness only (the oracle: which op
    computed each element, read from the cat itself). Within one computed tensor the rule
    stays whole: a nudge moves elements by their own draws, and an average after a batch norm
    would hide a shared statistic's rounding (level 5 seed 133)."""
    import sandbox
    ns = {}
    exec(read("ref_rt30_lnsincat.py"), ns)
    model = ns["Model"](*ns["get_init_inputs"]())
    torch.manual_seed(3)
    x = sandbox._transform(ns["get_inputs"](), ("large", 200.0, 0.0, 90.0))
    with torch.no_grad():
        out = [model(*x)]
    ids = sandbox._sources(model, x)[0]
    assert ids.shape == out[0].shape and len(torch.unique(ids[:, :96])) == 1
    assert len(torch.unique(ids[:, 96:])) == 1 and not ids[:, :96].equal(ids[:, 96:])
    flags = sandbox._rounding_outputs(sandbox._float64_twin(model), x, out, model,
                                      lambda: sandbox._overflow_taint(model, x),
                                      lambda: sandbox._nudge_runs(model, x), far=90.0,
                                      sources=lambda: sandbox._sources(model, x))
    assert isinstance(flags[0], dict) and flags[0]["mask"].all()
    assert flags[0]["full"][:, :96].all() and not flags[0]["full"][:, 96:].any()
    assert sandbox._far_kept(out, flags)            # half the elements: the far draw counts
    # the same output, not split: one tensor, one verdict
    flags = sandbox._rounding_outputs(sandbox._float64_twin(model), x, out, model,
                                      lambda: sandbox._overflow_taint(model, x),
                                      lambda: sandbox._nudge_runs(model, x), far=90.0)
    assert not flags[0]["full"].any() and flags[0]["bound"] is not None


def test_the_far_draw_counts_where_one_packed_tensor_is_compared_in_full():
    """Red team 31's RevIN packed as [normed | mean | std]: 100 deviations off zero the
    normalised part moves under a nudge of the mean and is held to the rounding bound, while
    the mean and std columns are compared in full: 2 columns in 130, under the quarter that
    keeps a far draw for an output, so no draw off zero counted and a one-pass variance
    passed (adv_rt31_lncat_2). Returned as separate outputs they keep it; packed, each
    computed tensor counts as an output would (the oracle: the same flags split by hand)."""
    import sandbox
    out = [torch.zeros(4, 130)]
    mask = torch.ones(4, 130, dtype=torch.bool)
    full = torch.zeros(4, 130, dtype=torch.bool)
    full[:, 128:] = True
    flags = [{"mask": mask, "full": full, "bound": 1e-5}]
    ids = torch.ones(4, 130)
    ids[:, 128] = 2.0
    ids[:, 129] = 3.0
    assert not sandbox._far_kept(out, flags)                  # one tensor: one verdict
    assert sandbox._far_kept(out, flags, lambda: [ids])       # per computed tensor
    split = [torch.zeros(4, 128), torch.zeros(4, 1), torch.zeros(4, 1)]
    assert sandbox._far_kept(split, [{"mask": mask[:, :128], "full": full[:, :128],
                                      "bound": 1e-5}, False, False])
    # a tensor held to the bound for most of its elements does not count
    full[:, 128:] = False
    full[:, :20] = True
    assert not sandbox._far_kept(out, flags, lambda: [ids])


def test_the_large_trial_s_absolute_part_is_each_packed_tensor_s_own():
    """Red team 31: cat([layer_norm(x), x]) at the large trial. The absolute part of the
    tolerance there is an output's largest magnitude (rounding grows with the inputs); taken
    over the whole packed output it was max |x|, and a normalised half wrong by 1e-2 passed.
    Per computed tensor (sandbox._group), each half is held to its own magnitude."""
    import sandbox
    torch.manual_seed(0)
    x = torch.randn(8, 16) * 3e4
    y = torch.nn.functional.layer_norm(x, (16,))
    ref = [torch.cat([y, x], -1)]
    off = [torch.cat([y + 1e-2, x], -1)]
    assert reward._compare_one(ref, off, None, large=True)[0] is None     # one magnitude: slack
    flags = [False]
    sandbox._group(flags, ref, [torch.cat([torch.ones(8, 16), -torch.ones(8, 16)], -1)])
    assert isinstance(flags[0], dict) and flags[0]["full"].all()
    keep, groups = flags[0]["mask"], flags[0]["groups"]
    why = reward._compare_one(ref, off, None, True, True, [(keep, keep, None, groups, None)])[0]
    assert why and "differs" in why
    assert reward._compare_one(ref, [ref[0].clone()], None, True, True,
                               [(keep, keep, None, groups, None)])[0] is None


def test_the_rounding_bound_is_one_nudge_step_times_the_slack():
    """Red team 32: the rounding bound took the whole nudge's move (8 float32 steps) times
    ROUNDING_SLACK, and a one-pass variance beside a mean output fitted in it at the far draw.
    The oracle, written out: ROUNDING_SLACK x the larger of the reference's distance from its
    twin and the nudge's move over NUDGE_STEPS (at the far draw), relative to |e| + min(1, max |ref|), at the
    worst element of `rest`."""
    import sandbox
    e = torch.tensor([[0.5, -2.0, 3.0, 0.25]], dtype=torch.float64)
    o = e + torch.tensor([[1e-7, 0.0, -3e-7, 0.0]], dtype=torch.float64)
    keep = torch.ones_like(e, dtype=torch.bool)
    rest = torch.tensor([[True, True, True, False]])
    move = torch.tensor([[4e-5, -8e-6, 2e-5, 1.0]], dtype=torch.float64)   # (not in rest: 1.0)
    runs = ([e.clone()], [[e + move], [e - move / 2]])
    den = e.abs() + 1.0                      # max |ref| over keep is 3: min(1, 3) = 1
    twin = float(((o - e).abs() / den)[rest].max())
    nudge = float((move.abs() / den)[rest].max()) / sandbox.NUDGE_STEPS
    want = sandbox.ROUNDING_SLACK * max(twin, nudge)
    assert sandbox.NUDGE_STEPS == 8 and nudge > twin
    assert math.isclose(sandbox._rounding_bound(o, e, rest, keep, runs, 0, sandbox.NUDGE_STEPS),
                        want, rel_tol=1e-12)
    # off the far draw: the whole nudge's move (a reduction's accumulation rounds by more
    # steps than the one its result is nudged by)
    whole = sandbox.ROUNDING_SLACK * max(twin, nudge * sandbox.NUDGE_STEPS)
    assert math.isclose(sandbox._rounding_bound(o, e, rest, keep, runs, 0), whole, rel_tol=1e-12)
    # without the runs: the twin distance alone
    assert math.isclose(sandbox._rounding_bound(o, e, rest, keep, None, 0),
                        sandbox.ROUNDING_SLACK * twin, rel_tol=1e-12)


def test_the_rounding_bound_is_applied_with_the_absolute_part_it_was_measured_with():
    """Red team 32: the bound was measured against |e| + min(1, max |e|) but applied against
    |ref| + the large trial's absolute part (the output's max), and a one-pass covariance with
    entries ~1e4 fitted in the difference. Where the bound holds, the large trial's absolute
    part does not: an error of (tol + bound) x (|ref| + min(1, max |ref|)) passes and one a
    little past it does not; an element compared in full keeps the large trial's."""
    ref = torch.tensor([[0.0, 1.0, 1e4]], dtype=torch.float64)
    keep = torch.ones_like(ref, dtype=torch.bool)
    full = torch.tensor([[False, False, True]])
    bound, t = 1e-3, 1e-4
    edge = (t + bound) * (0.0 + 1.0)                   # element 0: |ref| = 0
    for err, ok in ((0.99 * edge, True), (1.01 * edge, False)):
        off = ref.clone()
        off[0, 0] += err
        why = reward._compare_one([ref], [off], t, True, True, [(keep, full, bound, None, None)])[0]
        assert (why is None) == ok, (err, why)
        assert ok or "rounding" in why
    full_edge = t * (1e4 + 1e4)                        # element 2, in full: |ref| + max |ref|
    for err, ok in ((0.99 * full_edge, True), (1.01 * full_edge, False)):
        off = ref.clone()
        off[0, 2] += err
        why = reward._compare_one([ref], [off], t, True, True, [(keep, full, bound, None, None)])[0]
        assert (why is None) == ok, (err, why)


def test_python_made_data_counts_in_16_bit_units():
    """Red team 33: MAX_PY_NUMBERS counted a constructor's elements and a fill's calls one
    each, whatever their width, so 512 complex128 numbers carried a 4,096-entry fp16 table.
    Counted now in 16-bit units, as launch arguments are (the oracle: each dtype's size)."""
    import sandbox
    for dt, units in ((torch.float16, 1), (torch.bfloat16, 1), (torch.bool, 1), (torch.int8, 1),
                      (torch.float32, 2), (torch.int32, 2), (torch.float64, 4),
                      (torch.int64, 4), (torch.complex64, 4), (torch.complex128, 8)):
        t = torch.zeros(3, dtype=dt)
        assert sandbox._units(t) == units == max(1, t.element_size() // 2), dt
        assert sandbox._python_writes("fill_", [t, 1], t) == units
    z = torch.zeros(2, dtype=torch.complex128)
    assert sandbox._python_writes("copy_", [z, z.clone()], z) == 1       # a copy: where it lands
    assert sandbox._python_writes("cat", [[z, z, z]], z) == 3            # a piece each
    assert sandbox._python_writes("add", [z, z], z) == 0                 # not a Python write


def test_the_scaled_trial_scales_each_row_on_its_own():
    """Red team 31: no trial scaled inputs between 10x and 100x, so a softmax that subtracted
    the row max only above 200 passed. The scaled trial scales each row of a tensor of two or
    more dims (all dims but the last) by its own factor, 0.1x to 100x, half the rows
    negative (red team 33: with the trial's one sign, torch.rand rows never met a positive
    max in 10-100); red team 32: a 1-D tensor, or one with a single row, takes one factor from
    10x to 100x (the decade no other trial covers) with the trial's sign; Python floats keep
    the trial's factor. The oracle: the same draw of get_inputs() unscaled."""
    import sandbox

    def draw():
        torch.manual_seed(7)
        return [torch.randn(64, 16), torch.randn(5), torch.randn(1, 8), 2.0]
    x, v, w, f = sandbox._transform(draw(), ("scaled", -3.0, 0.0))
    x0, v0, w0, f0 = draw()
    ratio = x / x0
    assert torch.allclose(ratio, ratio[:, :1].expand_as(ratio), rtol=1e-5)   # one per row
    r = ratio[:, 0]
    assert (r.abs() >= 0.1 * (1 - 1e-5)).all() and (r.abs() <= 100 * (1 + 1e-5)).all()
    assert int((r < 0).sum()) == int((r > 0).sum()) == 32       # half the rows each sign
    for half in (r[r > 0], -r[r < 0]):                          # each half spans the range
        assert float(half.min()) < 1 and float(half.max()) > 10
    for t, t0 in ((v, v0), (w, w0)):
        k = t / t0
        assert torch.allclose(k, k.reshape(-1)[:1].expand_as(k), rtol=1e-5)   # one factor
        assert -100 * (1 + 1e-5) <= float(k.reshape(-1)[0]) <= -10 * (1 - 1e-5)
    # a Python float: by its own power of the trial's |factor| (3.0 here), 1/16 to 3/16
    assert 3.0 ** 0.0625 <= f / f0 <= 3.0 ** 0.1875


def test_the_small_trial_zeroes_a_set_of_every_dim_and_python_numbers_move():
    """Red team 36: no trial drew an all-zero row, so F.normalize without its eps clamp passed,
    and a Python int among the inputs (an exponent) was the same at every trial. The small
    trial first tries its draw with one index of dims 0, 1 and -1 zeroed (then as drawn); the
    scaled trial moves an int c with |c| >= 2 to |c| // 2 .. |c| - 1, keeping its sign; 0, 1
    and bools stay (dims, flags). The oracle: the same draw of get_inputs() untransformed."""
    import sandbox

    def draw():
        torch.manual_seed(3)
        return [torch.randn(6, 5, 4), torch.randn(7), 3, -9, 1, True, (-0.5, [0.75])]
    x0, v0 = draw()[:2]
    for seed in range(20):
        torch.manual_seed(seed)
        x, v, p, q, one, flag, (lo, (hi,)) = sandbox._transform(
            draw(), ("small", 0.005, 0.0, 0.0, "zeros"))
        # floats inside a tuple or list move as a top-level one does (red team 37's clamp bounds)
        # (each by its own power of the factor, 1/16 to 3/16: red team 52's bounds' ratio)
        assert 0.005 ** 0.1875 <= lo / -0.5 <= 0.005 ** 0.0625
        assert 0.005 ** 0.1875 <= hi / 0.75 <= 0.005 ** 0.0625 and lo / -0.5 != hi / 0.75
        zero = x == 0
        # one index of each of dims 0, 1 and 2 is all zeros, and nothing else changed
        for d in range(3):
            assert sum(bool(zero.select(d, i).all()) for i in range(x.shape[d])) >= 1, (seed, d)
        assert torch.allclose(x[~zero], x0[~zero] * 0.005)
        assert int(zero.sum()) <= 5 * 4 + 6 * 4 + 6 * 5
        assert bool((v == 0).all())              # a 1-D tensor: zeroed whole (red team 45)
        assert (p, q, one, flag) == (3, -9, 1, True)      # ints move at the scaled trial only
        for kind in ("scaled", "moved"):
            torch.manual_seed(seed)
            p, q, one, flag = sandbox._transform(draw(), (kind, -2.0, 0.0))[2:6]
            assert p in (1, 2) and -8 <= q <= -4 and (one, flag) == (1, True), (kind, p, q)
    # the small trial's draws: numbers moved far up (red team 67), then ints near up (red
    # team 42), with the zeroed sets, the zeroed sets alone, then as drawn
    for seed in range(4):
        for d in reward.trial_draws("zero-sets", seed, 6):
            if d[0][1][0] == "small":
                assert d[0][1][2:] == (0.0, 0.0, "zeros", "far") and \
                    d[1][1][2:] == (0.0, 0.0, "zeros", "up") and d[2][1] == d[0][1][:5] \
                    and d[7][1] == d[0][1][:3]
    # the small trial's first draw moves a Python int far up, to 2 |c| + 1 .. 8 |c|, and a
    # Python float by x4 to x16; its second the int near up, |c| + 1 .. 2 |c|, sign kept
    highs = []
    for seed in range(8):
        torch.manual_seed(seed)
        got = sandbox._transform([torch.randn(3), 3, -5, 1.5],
                                 ("small", 0.01, 0.0, 0.0, "zeros", "far"))
        assert 7 <= got[1] <= 24 and -40 <= got[2] <= -11 and 6.0 <= got[3] <= 24.0, got[1:]
        highs.append(got[1])
        torch.manual_seed(seed)
        got = sandbox._transform([torch.randn(3), 3, -5], ("small", 0.01, 0.0, 0.0, "zeros", "up"))
        assert 4 <= got[1] <= 6 and -10 <= got[2] <= -6, got[1:]
        torch.manual_seed(seed)
        assert sandbox._transform([torch.randn(3), 3], ("small", 0.01, 0.0, 0.0, "zeros"))[1] == 3
    assert max(highs) >= 13         # (log-uniform: past 4 |c| at some seed)


def test_reading_the_autograd_mode_is_allowed_only_where_the_reference_reads_it():
    """Red team 52: a softmax that dropped its max subtraction under torch.inference_mode
    passed where no range trial ran in that mode. A candidate may read the autograd mode
    (MODE_QUERIES, as an attribute, a name or an import; not a keyword argument such as
    requires_grad=False) only where its reference reads it too (d2l's batch norm does)."""
    good = read("good_rt52b_infmode.py")
    sneak = good.replace("def forward(self, x):", "def forward(self, x):\n        fast = torch.is_inference_mode_enabled()", 1)
    assert sneak != good
    assert "is_inference_mode_enabled" in reward.static_check(sneak, read("ref_rt52b_infmode.py"))
    assert reward.static_check(sneak, sneak) is None         # a reference that reads it
    frozen = good.replace("super().__init__()", "super().__init__()\n        self.g = nn.Parameter(torch.ones(1), requires_grad=False)", 1)
    assert frozen != good and reward.static_check(frozen, read("ref_rt52b_infmode.py")) is None
    assert reward.static_check(read("good_rt51b_gradmode.py"), read("ref_rt51b_gradmode.py")) is None
    assert "is_grad_enabled" in reward.static_check(read("good_rt51b_gradmode.py"),
                                                   read("ref_rt52b_infmode.py"))


def test_inputs_drawn_in_the_unit_interval_meet_exact_ones_at_the_small_trial():
    """Red team 51: a BCE whose log(1 - p) was unclamped passed, as no trial held p = 1 (a
    saturated sigmoid). An input both draws hold within [0, 1] (and only such an input) gets
    one index of its last dim set to exactly 1 at the small trial's zero-set draw, after its
    zero sets; not at the other draws."""
    import sandbox
    get = lambda: [torch.rand(6, 5), torch.randn(6, 5), torch.randint(0, 2, (6, 5)).float()]
    two = sandbox._two_draws(get)
    unit = sandbox._unit_leaves(two)
    assert unit == {0: False, 2: False}
    torch.manual_seed(3)
    p, x, t = sandbox._transform(get(), ("small", 0.01, 0.0, 0.0, "zeros"), unit=unit)
    for v in (p, t):
        assert bool((v == 1.0).all(0).any()) and float(v.max()) == 1.0
    assert float(x.abs().max()) < 0.1 and not bool((x == 1.0).any())
    torch.manual_seed(3)
    p2 = sandbox._transform(get(), ("small", 0.01, 0.0), unit=unit)[0]
    assert float(p2.max()) <= 0.01


def test_round65_draws_meet_empty_and_coinciding_values():
    """Red team 65a's classes, each a draw that met none before: a float 0/1 mask is a mask
    (the edges call empties it); NaN whole lines (a window all missing); a zero row and
    column in counts (an empty document); exact +-1 in inputs spread over [-1, 1] (a
    grid_sample border); a value shared by two integer inputs at one row (a sampled negative
    equal to the positive); Python floats at 0 at the zero edges call; no NaN in a
    sorted input the reference searches."""
    torch.manual_seed(0)
    assert sandbox._is_mask(torch.tensor([0., 1., 1.])) and \
        not sandbox._is_mask(torch.tensor([0., 0.5]))
    t = sandbox._with_nans(torch.randn(4, 6, 8), lines=True)
    nan = torch.isnan(t)
    assert bool(nan.all(-1).any()) and bool(nan.all(0).any()) and bool(nan.all(1).any())
    assert not bool(nan.all())
    c = sandbox._random_ints_edged(torch.randint(1, 3, (8, 16)), lines=True)
    assert bool((c == 0).all(-1).any()) and bool((c == 0).all(0).any())
    two = sandbox._two_draws(lambda: [torch.rand(64, 2) * 2 - 1, torch.randn(64, 2) * 0.1])
    assert sandbox._unit_leaves(two) == {0: True}
    g = sandbox._transform([torch.rand(64, 2) * 2 - 1], ("small", 0.01, 0.0, 0.0, "zeros"),
                           unit={0: True})[0]
    assert bool((g.abs() == 1.0).all(0).any())
    x, cen = torch.randn(8, 4), torch.randn(3, 4)
    pos, neg = torch.randint(0, 100, (4,)), torch.randint(0, 100, (4, 5))
    x2, cen2, pos2, neg2 = sandbox._coincide([x, cen, pos, neg], set(), frozenset())
    assert x2 is x and cen2 is cen and torch.equal(pos2, pos)              # (floats as drawn)
    assert bool((neg2 == pos[:, None]).any())
    assert sandbox._coincide([pos, neg], {1}, frozenset())[1] is neg       # (skipped leaf)
    edge = lambda w, ins: sandbox._transform(ins, ("edges", 1.0, 0.0, 0.0, w))   # noqa: E731
    assert edge("zero", [x, 2.5, 7])[1:] == [0.0, 0]
    assert edge("zero-floats", [x, 2.5, 7])[1:] == [0.0, 7]
    edges = torch.linspace(-1, 1, 9)
    got = sandbox._transform([edges, torch.randn(32)], ("scaled", 1.0, 0.0, 0.0, "nans"),
                             ordered={0: False})
    assert not bool(torch.isnan(got[0]).any()) and bool(torch.isnan(got[1]).any())


def test_fp8_casts_round_to_nearest_even_as_torch_does():
    """The interpreter's fp32 -> fp8 cast is replaced (sandbox._fp8_codes: red team 65a's
    honest FP8 fake-quantisation was refused for the interpreter's truncation). Oracle:
    torch's float8_e4m3fn and float8_e5m2 casts, on values within each format's range (a GPU
    saturates beyond it, as _fp8_codes does; torch gives NaN or inf there)."""
    import numpy as np
    torch.manual_seed(0)
    for (man, bias, fn), dtype, top in (((3, 7, True), torch.float8_e4m3fn, 448.0),
                                        ((2, 15, False), torch.float8_e5m2, 57344.0)):
        x = torch.cat([torch.randn(20000) * 50, torch.randn(5000) * 1e-3,
                       torch.tensor([0.0, -0.0, -126.9, 1.0625, 2.0 ** -10, top])])
        x = x.clamp(-top, top)
        got = torch.from_numpy(sandbox._fp8_codes(x.numpy(), man, bias, fn))
        assert torch.equal(got, x.to(dtype).view(torch.uint8))
    assert sandbox._fp8_codes(np.array([1e6, -1e6], np.float32), 3, 7, True).tolist() == \
        [0x7e, 0xfe]                                          # (saturated at +-448)


def test_the_far_draws_shift_one_shape_together_rows_apart_and_float16_further():
    """Red team 33: each input shifted by its own deviations left a prediction and its target
    70 apart (an expanded MSE never cancelled); every far draw moved a tensor as one (a
    one-pass variance about the whole tensor's mean passed); float16 was never shifted.
    The oracle: the same draw of get_inputs() unshifted."""
    import sandbox

    def draw():
        torch.manual_seed(11)
        return [torch.randn(6, 32), torch.rand(6, 32) * 0.1, torch.randn(9),
                torch.randn(4, 16).half(), torch.randn(4, 16).bfloat16()]
    p, t, v, h, b = sandbox._transform(draw(), ("large", 200.0, 0.0, 80.0))
    p0, t0, v0, h0, b0 = draw()
    off_p, off_t = p / 200.0 - p0, t / 200.0 - t0
    sd = max(float(p0.double().std()), float(t0.double().std()))
    for off in (off_p, off_t):          # one offset for the shape: 80 x the larger deviation
        assert torch.allclose(off, torch.full_like(off, 80.0 * sd), rtol=1e-5)
    assert torch.allclose(v / 200.0 - v0, torch.full_like(v0, 80.0 * float(v0.double().std())),
                          rtol=1e-5)
    # float16: 10 x as far, not scaled (1000 deviations x 200 is past 65504); bf16: scaled only
    assert torch.allclose(h.double() - h0.double(), torch.full((4, 16), 800.0 *
                          float(h0.double().std()), dtype=torch.float64), rtol=2e-3)
    assert torch.equal(b, b0 * 200.0)
    # rows apart (across samples): each row up or down by the offset, half each way, the
    # same for one shape
    p, t, v, h, _ = sandbox._transform(draw(), ("large", 200.0, 0.0, 80.0, "samples"))
    off_p, off_t = p / 200.0 - p0, t / 200.0 - t0
    rows = off_p[:, 0] / (80.0 * sd)
    assert torch.allclose(off_p, off_p[:, :1].expand_as(off_p), rtol=1e-4)      # per row
    assert torch.allclose(rows.abs(), torch.ones(6), rtol=1e-4) and float(rows.sum().abs()) < 1e-3
    assert torch.allclose(off_t, off_p, rtol=1e-4)
    # columns apart (across channels; red team 36: a BatchNorm1d's columns)
    p = sandbox._transform(draw(), ("large", 200.0, 0.0, 80.0, "channels"))[0]
    off_p = p / 200.0 - p0
    cols = off_p[0, :] / (80.0 * sd)
    assert torch.allclose(off_p, off_p[:1, :].expand_as(off_p), rtol=1e-4)      # per column
    assert torch.allclose(cols.abs(), torch.ones(32), rtol=1e-4) and float(cols.sum().abs()) < 1e-3
    # a tensor of three or more dims moves apart along dim 1 (channels, tokens), each index
    # as one: a batch norm's channels lie apart, and so do a LayerNorm's rows
    torch.manual_seed(5)
    c0 = torch.randn(4, 6, 3, 5)
    torch.manual_seed(5)
    c = sandbox._transform([torch.randn(4, 6, 3, 5)], ("large", 100.0, 0.0, 70.0, "channels"))[0]
    sign = (c / 100.0 - c0) / (70.0 * float(c0.double().std()))
    assert torch.allclose(sign, sign[:1, :, :1, :1].expand_as(sign), rtol=1e-3, atol=1e-3)
    assert sorted(sign[0, :, 0, 0].round().tolist()) == [-1.0] * 3 + [1.0] * 3
    # across samples (red team 35: a group norm's groups, a LayerNorm over the last two dims):
    # each index of dim 0 as one; where dim 0 has one entry, dim 1 instead
    for shape, dim in (((4, 6, 3, 5), 0), ((1, 6, 3, 5), 1)):
        torch.manual_seed(5)
        c0 = torch.randn(*shape)
        torch.manual_seed(5)
        c = sandbox._transform([torch.randn(*shape)], ("large", 100.0, 0.0, 70.0, "samples"))[0]
        sign = (c / 100.0 - c0) / (70.0 * float(c0.double().std()))
        one = tuple(n if k == dim else 1 for k, n in enumerate(shape))
        first = sign[tuple(slice(None) if k == dim else slice(0, 1) for k in range(4))]
        assert first.shape == one and torch.allclose(sign, first.expand_as(sign), rtol=1e-3,
                                                     atol=1e-3)
        assert sorted(first.flatten().round().tolist()) == \
            [-1.0] * (shape[dim] // 2) + [1.0] * (shape[dim] - shape[dim] // 2)
    with pytest.raises(ValueError, match="across"):
        sandbox._apart(c0, True)
    # a 1-D tensor is one row: it moves as one
    off_v = v / 200.0 - v0
    assert torch.allclose(off_v.abs(), torch.full_like(v0, 80.0 * float(v0.double().std())),
                          rtol=1e-5) and bool((off_v > 0).all() or (off_v < 0).all())


def test_each_result_of_an_op_is_its_own_source():
    """Red team 33: std_mean's two results packed by a cat carried one source index, so the
    std half's absolute part at the large trial was max |mean|. The oracle: the two halves
    of the output, which two tensors fill."""
    import sandbox

    class M(torch.nn.Module):
        def forward(self, x):
            s, m = torch.std_mean(x, dim=-1)
            return torch.cat([m, s], dim=-1)
    ids = sandbox._sources(M(), [torch.randn(3, 4, 10)])[0]
    assert ids.shape == (3, 8)
    a, b = ids[:, :4], ids[:, 4:]
    assert bool((a == a[0, 0]).all()) and bool((b == b[0, 0]).all()) and float(a[0, 0]) != float(b[0, 0])


def test_bf16_as_the_interpreter_hooks_round_it_equals_torch():
    """The interpreter hooks hold bf16 as uint16 bit patterns, widen them exactly to fp32 and
    round results to nearest even (sandbox._bf16_wide, _bf16_narrow). The oracle: torch's own
    float32 -> bfloat16 conversion, on random values, ties, subnormals, infinities and NaN."""
    import numpy as np
    import sandbox
    x = torch.cat([torch.randn(10000) * 10.0 ** torch.randint(-40, 39, (10000,)).float(),
                   torch.tensor([1.0 + 2 ** -8, 1.0 + 3 * 2 ** -8, -(1.0 + 2 ** -8), 1e-40, -1e-42,
                                 3.4e38, float("inf"), -float("inf"), 0.0, -0.0])])
    want = x.to(torch.bfloat16).view(torch.int16).numpy().view(np.uint16)
    got = sandbox._bf16_narrow(x.numpy())
    assert np.array_equal(got, want)
    assert np.isnan(sandbox._bf16_wide(sandbox._bf16_narrow(np.array([float("nan")], np.float32)))).all()
    back = sandbox._bf16_wide(want)
    assert np.array_equal(back, x.to(torch.bfloat16).float().numpy())


def test_an_atomic_s_returned_value_counts_as_used_only_where_it_reaches_an_effect():
    """Red team 41's ticket (r = atomic_add(count, 1), the execution rank) is refused where a
    kernel lowers: its value reaches a load's address. Triton writes a float atomic_max as an
    int max and an int umin combined by a select that nothing reads: not a use (red team 38's
    honest row max stays accepted). The oracle: the def-use chains of these IR snippets."""
    import sandbox
    ticket = """
    %0 = tt.atomic_rmw add, acq_rel, gpu, %cnt, %c1, %true : (!tt.ptr<i32>, i32, i1) -> i32 loc(#loc1)
    %1 = arith.subi %0, %c1 : i32 loc(#loc2)
    %2 = tt.addptr %carry, %1 : !tt.ptr<f32>, i32 loc(#loc3)
    %3 = tt.load %2 : !tt.ptr<f32> loc(#loc4)
    tt.store %out, %3 : !tt.ptr<f32> loc(#loc5)
    tt.return loc(#loc6)"""
    fmax = """
    %11 = tt.atomic_rmw max, acq_rel, gpu, %3, %2, %10 : (!tt.ptr<i32>, i32, i1) -> i32 loc(#loc13)
    %13 = tt.atomic_rmw umin, acq_rel, gpu, %5, %4, %12 : (!tt.ptr<i32>, i32, i1) -> i32 loc(#loc13)
    %14 = arith.bitcast %11 : i32 to i32 loc(#loc13)
    %15 = arith.select %9, %14, %13 : i32 loc(#loc13)
    %16 = tt.bitcast %15 : i32 -> f32 loc(#loc13)
    tt.return loc(#loc14)"""
    looped = """
    %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %z) -> (f32) : i32 {
      %a = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v, %true : (!tt.ptr<f32>, f32, i1) -> f32
      %b = arith.addf %acc, %a : f32
      scf.yield %b : f32
    }"""
    assert sandbox._atomic_result_used(ticket)
    assert not sandbox._atomic_result_used(fmax)
    assert sandbox._atomic_result_used(looped)
    assert sandbox._ir_refusal("k", "tt.func @k(" + ticket) and \
        sandbox._ir_refusal("k", "tt.func @k(" + fmax) is None


def test_a_cumsum_s_elements_are_held_to_their_line_s_magnitude():
    """Red team 37's honest blocked fp32 cumsum was refused where a row's running sum returned
    near zero: its rounding is that of the running sums, up to the line's largest value. The
    oracle: a reversed cumsum (flip, cumsum, flip) packed beside x * 2 by a cat, rows at
    different scales; each element of the scan part gets its own row's max |answer| as its
    absolute part, the x * 2 part none; then a scan off by 1e-5 of its row's magnitude where
    the row is near zero passes, and one off by 1e-3 of it does not."""
    import sandbox

    class M(torch.nn.Module):
        def forward(self, x):
            return torch.cat([x.flip(1).cumsum(1).flip(1), x * 2], dim=1)
    x = torch.tensor([[1.0, -1.0, 2.0, -2.0], [100.0, -100.0, 300.0, -300.0]])
    out = [M()(x)]
    rounding = [False]
    sandbox._scan_floor(rounding, out, sandbox._sources(M(), [x]))
    floor = rounding[0]["scan"]
    assert floor[:, 4:].eq(0).all()
    assert floor[0, :4].eq(2.0).all() and floor[1, :4].eq(300.0).all()
    flags = [(rounding[0]["mask"], rounding[0]["full"], None, None, floor)]
    near = out[0].clone()
    near[1, 0] += 1e-5 * 300          # element (1, 0) is 0: within 1e-4 of its row's 300
    assert reward._compare_one(out, [near], None, False, True, flags)[0] is None
    assert reward._compare_one(out, [near], None, False, True, [False])[0] is not None
    far = out[0].clone()
    far[1, 0] += 1e-3 * 300
    assert reward._compare_one(out, [far], None, False, True, flags)[0] is not None
    other = out[0].clone()
    other[1, 4] += 0.04               # the x * 2 part keeps its own: 1e-4 x (200 + 1), not (200 + 300)
    assert reward._compare_one(out, [other], None, False, True, flags)[0] is not None


def test_a_scan_s_elements_after_its_first_overflow_are_set_aside():
    """KernelBench's 90_cumprod at the row-by-row scaled trial: torch's CPU cumprod, once a
    row overflows, answered -inf, then 3.2e38, then -inf along it, and an honest scan that
    kept inf was refused. Every element of a scan after its first overflow along the dim is
    made from it (the oracle: a running product that has overflowed stays infinite)."""
    import sandbox

    class Scan(torch.nn.Module):
        def forward(self, x):
            return torch.cumprod(x, dim=1)
    x = torch.tensor([[1e20, 1e20, 1e-30, 2.0, 3.0], [1.0, 2.0, 3.0, 4.0, 5.0]])
    # (1e20 * 1e20 overflows at element 1; torch 2.13 answers 1e10 at element 2)
    taint = sandbox._overflow_taint(Scan(), [x])[0]
    assert taint[0, 1:].all() and not taint[0, :1].any()   # from the overflow on, all of it
    assert not taint[1].any()                                # a row that never overflows


def test_random_integer_and_bool_tensors_are_keyed_in_a_keyed_order():
    """Red team 58b: kernels read copies of a flow's permutation, int8 weights and a pruning
    mask made in __init__, which never went stale since integer and bool tensors kept their
    constructor values. Now the paired tensors hold their elements in a keyed order, the same
    on both sides: a permutation stays one, another key another order; and (red team 60a's
    density counted in __init__) a mask's keyed share of one value flipped, so its density
    moves."""
    torch.manual_seed(0)
    perm, mask = torch.randperm(64), torch.rand(8, 16) < 0.3
    sig = sandbox.param_signature([perm, mask])
    assert all(isinstance(e[2], str) for e in sig)
    a, b = perm.clone(), mask.clone()
    sandbox._perturb([a, b], [(0, 0), (1, 1)], sig, key=5)
    assert torch.equal(a.sort().values, torch.arange(64)) and not torch.equal(a, perm)
    assert int(b.sum()) != int(mask.sum()) and b.dtype == torch.bool
    a2 = perm.clone()                                  # the candidate's copy: the same order
    sandbox._perturb([a2], [(0, 0)], sig[:1], key=5)
    assert torch.equal(a, a2)
    a3 = perm.clone()
    sandbox._perturb([a3], [(0, 0)], sig[:1], key=6)
    assert not torch.equal(a, a3)


def test_the_read_tracker_finds_modules_never_called_and_weights_rebound_from_others():
    """sandbox._forward_changes with `reads`: "unread" lists the tensors no op of the forwards
    took (a LayerNorm declared, never called: pair_params' order), "derived" the changed ones
    among them (weight_norm's pre-hook rebinds a Linear's weight to g v / ||v|| without
    reading it: not state). A running mean updated in place is read: state."""
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.pre, self.post = torch.nn.LayerNorm(8), torch.nn.LayerNorm(8)
            self.fc = torch.nn.utils.weight_norm(torch.nn.Linear(8, 8, bias=False))
            self.fc.weight_g.data.fill_(1)       # (as DINO does: W at init is stale)
            self.register_buffer("run", torch.zeros(8))

        def forward(self, x):
            self.run.mul_(0.9).add_(0.1 * x.mean(0))
            return self.fc(self.post(x))
    torch.manual_seed(0)
    m = M()
    names = [n for n, _ in m.named_parameters()] + [n for n, _ in m.named_buffers()]
    state = sandbox.keyed_state(m)
    reads = {}
    changed = sandbox._forward_changes(m, state, lambda: [torch.randn(4, 8)], reads)
    at = {n: k for k, n in enumerate(names)}
    assert {at["pre.weight"], at["pre.bias"]} <= reads["unread"]
    assert at["post.weight"] not in reads["unread"] and at["run"] in changed
    assert at["run"] not in reads["derived"]
    # the Linear's plain `weight` attribute (after the parameters and buffers) is rebound
    assert len(reads["derived"]) == 1 and reads["derived"] <= changed
    assert not any(k < len(names) for k in reads["derived"])


def test_the_edited_call_changes_a_few_elements_to_values_the_input_held():
    """sandbox._edited (the call after a keyed input trial: red team 58a's caches keyed by a
    fingerprint of part of the inputs or weights): a copy of the call's inputs with a few
    elements of each random input replaced by others' values (one element three times in
    four, else up to a tenth), the same for the same key; param_move's "nudge" moves a few
    elements of a keyed weight, each x 2^+-U[0.5, 1] (its sign kept), alike on both sides,
    "reweigh" one (red team 60a: a cache on the whole input and a fingerprint of the weight)
    and "dense" a tenth to a half (61a: a norm cached on a fingerprint). Round 60: leaves
    are indexed through lists, as the trials index them (a list input was never edited),
    and a symmetric input's edit lands on or above the diagonal (one below it was mirrored
    away)."""
    torch.manual_seed(0)
    x, ids = torch.randn(8, 16, 32), torch.randint(0, 50, (4, 10))
    given = [x, ids, 3]
    counts = []
    for key in range(40):
        a = sandbox._edited(given, {0, 1}, key)
        assert a[2] == 3 and a[0] is not x                    # the inputs are copied
        for new, old in ((a[0], x), (a[1], ids)):
            changed = new != old
            assert int(changed.sum()) <= old.numel() // 10 + 1
            assert set(new[changed].tolist()) <= set(old.reshape(-1).tolist())
        counts.append(int((a[0] != x).sum()))
        assert torch.equal(a[0], sandbox._edited(given, {0, 1}, key)[0])
    assert counts.count(1) >= 20 and max(counts) > 1 and min(counts) >= 1
    assert torch.equal(sandbox._edited(given, {1}, 5)[0], x)          # leaves not listed stay
    # structured inputs keep their structure: symmetric, sorted, zero at fixed places
    a = torch.randn(6, 6)
    sym, srt, tri = a + a.T, torch.randn(3, 9).sort(-1).values, torch.triu(torch.randn(6, 6))
    moved = [0, 0, 0]
    for key in range(20):
        e = sandbox._edited([sym, srt, tri], {0, 1, 2}, key, zeros={2: tri == 0}, sym={0},
                            ordered={1: False})
        assert torch.equal(e[0], e[0].T) and bool((e[1].diff(dim=-1) >= 0).all())
        assert bool((e[2][tri == 0] == 0).all())
        moved = [m + int(not torch.equal(n, o)) for m, n, o in zip(moved, e, (sym, srt, tri))]
    assert min(moved) == 20                          # (every key: none mirrored away)
    # a list input's tensors are leaves 0 and 1 (_input_leaves order), a tensor after it leaf 2
    pair, y = [torch.randn(4, 8), torch.randn(4, 8)], torch.randn(5)
    for key in range(5):
        e = sandbox._edited([pair, y], {0, 1}, key)
        assert not torch.equal(e[0][0], pair[0]) and not torch.equal(e[0][1], pair[1])
        assert torch.equal(e[1], y)
    w = torch.randn(64, 64)
    for key in range(20):
        v = sandbox.param_move(w, "nudge", key, 3)
        d = v != w
        r = (v[d] / w[d]).double()
        assert 1 <= int(d.sum()) <= w.numel() // 10
        up, down = (r >= 2 ** 0.5 - 1e-6) & (r <= 2), (r >= 0.5) & (r <= 2 ** -0.5 + 1e-6)
        assert bool((up | down).all())
        assert torch.equal(v, sandbox.param_move(w.clone(), "nudge", key, 3))
        # the reweighed call: one element moved; the dense one: a tenth to a half, in a run
        assert int((sandbox.param_move(w, "reweigh", key, 3) != w).sum()) == 1
        dn = int((sandbox.param_move(w, "dense", key, 3) != w).sum())
        assert w.numel() // 10 - 1 <= dn <= w.numel() // 2


def test_integer_weights_move_keep_their_domain_and_settings_move_a_little():
    """Red team 60a/b: int8 weights packed once and a mask's density counted in __init__
    passed while random integer tensors only took a keyed order; zero points, an expert mask
    and an adapter index passed while integer and bool constants kept their values.
    sandbox._int_change: a permutation stays one (its elements rotated), a tensor with repeats
    gets other values it holds (the multiset moves); _keyed_order does that to between one
    and half of the elements; _setting moves a constant a little (bool: a keyed half flipped;
    int c: c +- 1, c +- 2, c // 2, c // 4, c // 8, 2c or 4c, what its dtype holds, of either
    sign; red teams 61a and 62a: window, group size and shift), each move variant another
    draw, alike on both sides."""
    perm = torch.randperm(50)
    q = torch.randint(-128, 128, (32, 16), dtype=torch.int8)
    mask = torch.rand(200) < 0.3
    for key in range(10):
        p = sandbox.param_move(perm, "nudge", key, 0)
        assert torch.equal(p.sort().values, torch.arange(50)) and not torch.equal(p, perm)
        v = sandbox.param_move(q, "nudge", key, 1)
        d = v != q
        assert v.dtype == torch.int8 and int(d.sum()) >= 1
        assert set(v[d].tolist()) <= set(q.reshape(-1).tolist())
        m = sandbox._keyed_order(mask, key, 2)
        assert m.dtype == torch.bool and int(m.sum()) != int(mask.sum())
        assert torch.equal(m, sandbox._keyed_order(mask.clone(), key, 2))
        o = sandbox._keyed_order(perm, key, 0)                   # a permutation: order only
        assert torch.equal(o.sort().values, torch.arange(50))
        z = sandbox._setting(torch.zeros(8, dtype=torch.int8), key, 3)
        assert set(z.tolist()) <= {1, 2, -1, -2} and z.dtype == torch.int8   # (either sign)
        u = sandbox._setting(torch.zeros(8, dtype=torch.uint8), key, 3)
        assert set(u.tolist()) <= {1, 2}                               # (what uint8 holds)
        g = [int(sandbox._setting(torch.tensor(32), key, 3, v)) for v in range(4)]
        assert set(g) <= {33, 34, 31, 30, 16, 8, 4, 64, 128, -32} and len(set(g)) > 1
        across = [int(sandbox._setting(torch.tensor(c), key, 3, 4, other=True)) for c in (-1, 2)]
        assert across[0] > 0 and across[1] < 0               # (the dense call: across zero)
        on = sandbox._setting(torch.ones(8, dtype=torch.bool), key, 4)
        assert 1 <= int((~on).sum()) <= 8
        assert torch.equal(on, sandbox._setting(torch.ones(8, dtype=torch.bool), key, 4))


def test_edge_draws_empty_every_mask_dim_zero_lengths_and_compared_sentinels():
    """Red teams 62a and 63: a time-major (T, B) mask never lost a whole sequence, a batch of
    distinct lengths (or of one) never held 0, and an ignore label (255, or labels >= 0, or
    a torch.isin set) or a pad id on a config object was never drawn. The small trial's edged draw (sandbox._random_ints_edged): along dims 0,
    1 and -1 of a mask, a slice all False and one with a single True; a 0 and a 1 in an
    unsorted integer tensor unless they would repeat a distinct value; ids the forward tests
    equal (_forward_changes' "compared") are sentinels. A draw that makes the reference
    index with a negative number it read from data is out of its domain (_WrapIndex)."""
    torch.manual_seed(0)
    for shape in [(32, 4), (4, 32), (3, 5, 7), (2, 2)]:
        for _ in range(20):
            m = sandbox._random_ints_edged(torch.rand(shape) < 0.6)
            for d in sorted({0, 1, len(shape) - 1}):
                per = m.movedim(d, 0).reshape(shape[d], -1).sum(1)           # (shape[d],)
                assert int((per == 0).sum()) >= 1, (shape, d)                # an empty slice
                if min(shape) > 2:
                    assert int((per == 1).sum()) >= 1, (shape, d)            # a single entry
    lengths = torch.tensor([7, 3, 9, 5])                        # distinct, unsorted
    got = sandbox._random_ints_edged(lengths)
    assert sorted(got.tolist())[:2] == [0, 1]
    for keep in (torch.randperm(6), torch.tensor([2, 4, 8, 9])):  # a permutation; sorted
        assert torch.equal(sandbox._random_ints_edged(keep), keep)
    ids = torch.randint(0, 10, (4, 6), dtype=torch.uint8)
    got = sandbox._random_ints_edged(ids, (255, -100))            # (uint8 holds no -100)
    assert got.dtype == torch.uint8 and bool((got == 255).all(1).any())     # (a row of them)
    got = sandbox._with_sentinels(torch.randint(0, 9, (64,)), (-1, 0, 255))
    assert {-1, 0, 255} <= set(got.tolist())          # (each sentinel a place of its own)
    assert sandbox._random_ints_edged(torch.tensor([7])).tolist() == [0]    # (a batch of one)

    x = torch.randn(4, 5, 3)
    for fn, hit in [(lambda: x[torch.arange(4), torch.tensor([1, 0, 2, 3]) - 1], True),
                    (lambda: x[:, -1], False), (lambda: x[int(torch.tensor(-1))], True),
                    (lambda: x[torch.arange(4), torch.tensor([1, 1, 2, 3]) - 1], False),
                    (lambda: x[int(torch.tensor(0)) - 1], True),          # (through int())
                    (lambda: torch.roll(x, int(torch.tensor(-1)), 1), False)]:
        wrap = sandbox._WrapIndex()
        with wrap:
            fn()
        assert wrap.hit == hit

    class Seg(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.config = types.SimpleNamespace(pad_token_id=50256)
            self.ignore_label = 255

        def forward(self, x, target, ids):
            special = torch.tensor([101, 102])
            return (x * (target != self.ignore_label)).sum() + (ids == self.config.pad_token_id).sum() \
                + (target.long() >= 0).sum() + torch.isin(ids, special).sum()
    reads = {}
    sandbox._forward_changes(Seg(), [], lambda: [torch.randn(3), torch.randint(0, 9, (3,)),
                                                 torch.randint(0, 9, (3,))], reads)
    assert {255, 50256, -1, 101, 102} <= reads["compared"] and reads["wraps"] is False


def test_edges_call_labels_and_float_sentinels():
    """Red teams 62a and 63: a whole 2-D mask never empty, a 1-D mask never with one entry,
    a Python count never 1 (sandbox._edge_value, the edges call); 0/1 labels taken for a
    mask (_forward_changes' "indexed"); -100 put into the ids as well as the labels, where
    the embedding refuses it (_leaf_sentinels); a float target compared with -1 never
    holding -1 ("float_sentinels", _with_float_sentinels)."""
    torch.manual_seed(0)
    m2 = torch.rand(4, 6) < 0.7
    assert not bool(sandbox._edge_value(m2).any())                         # (whole, empty)
    assert torch.equal(sandbox._edge_value(m2, whole=False), m2)
    for m1 in (torch.rand(9) < 0.7, torch.randint(0, 2, (9,))):
        got = sandbox._edge_value(m1)
        assert got.dtype == m1.dtype and int(got.sum()) == 1               # (one valid entry)
    assert sandbox._edge_value(20) == 1 and sandbox._edge_value(20, ints=False) == 20
    assert sandbox._edge_value(True) is True and sandbox._edge_value(-3) == -3
    ids = torch.randint(0, 50, (5,))
    assert sandbox._edge_value(ids) is ids                                  # (not a mask)
    assert sandbox._edge_leaves([m2, m1, 7, ids, 1.5, 1, torch.tensor(20)], frozenset({1})) == \
        ({0}, set(), {2, 6}, set())     # (a count in a tensor; a fixed mask only if constant)
    assert sandbox._edge_leaves([torch.ones(9, dtype=torch.long)], frozenset({0}))[1] == {0}
    assert bool(sandbox._edge_value(m2, ones=True).all()) and sandbox._edge_value(9, ones=True) == 9
    assert int(sandbox._edge_value(torch.tensor(20))) == 1
    # (the third call: counts at 0, masks as drawn)
    assert sandbox._edge_value(20, zero=True) == 0
    assert int(sandbox._edge_value(torch.tensor(20), zero=True)) == 0
    assert torch.equal(sandbox._edge_value(m2, zero=True), m2)
    assert int(sandbox._edge_value(torch.rand(9) < 0.5, ones=True).sum()) == 8   # (one False)
    perm = torch.randperm(50)
    assert sandbox._edge_leaves([perm], frozenset(), [torch.randperm(50)])[3] == {0}
    assert torch.unique(sandbox._with_repeat(perm)).numel() == 49           # (one repeat)
    offs = torch.tensor([0, 3, 7, 12, 20])
    got = sandbox._with_repeat(offs, False)
    assert bool((got.diff() >= 0).all()) and torch.unique(got).numel() == 4  # (still sorted)
    # (the gaps call: a value taken out of integer indices that repeat values, red team 62b's
    # isolated node; not masks, not distinct ones, not fixed ones)
    edges = torch.randint(0, 8, (2, 64))
    assert sandbox._gap_leaves([edges, perm, m2, torch.randint(0, 2, (9,)), edges],
                               frozenset({4}),
                               [torch.randint(0, 8, (2, 64)), torch.randperm(50), m2,
                                torch.randint(0, 2, (9,)), edges]) == {0}
    for t in (edges, torch.randint(0, 6, (40,)).sort().values):
        got = sandbox._without_value(t)
        vals, left = set(t.unique().tolist()), set(got.unique().tolist())
        assert left < vals and len(vals - left) == 1 and left <= vals       # (one value out)
    assert bool((got.diff() >= 0).all())                                    # (sorted stays)

    class LM(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.emb = torch.nn.Embedding(10, 2)

        def forward(self, ids, labels, mask, target):
            logits = self.emb(ids).reshape(-1, 2)
            valid = target != -1.0
            return torch.nn.functional.cross_entropy(logits, labels.view(-1)) + \
                (logits.sum(1) * mask.view(-1)).sum() + (target * valid).sum()

    def inputs():
        return [torch.randint(0, 10, (2, 3)), torch.randint(0, 2, (2, 3)),
                torch.randint(0, 2, (2, 3)), torch.randn(4)]
    reads, model = {}, LM()
    sandbox._forward_changes(model, [], inputs, reads)
    # (labels reach the loss's target, ids the embedding: indices; the mask only multiplies)
    assert reads["indexed"] == {0, 1} and reads["float_sentinels"] == {3: (-1.0,)}
    assert reads["sentinels"] == {1: (-100,)}                  # (cross-entropy's default)
    got = sandbox._leaf_sentinels(model, inputs, {j: (-100, 0) for j in (0, 1, 2)}, False, 0)
    assert got == {0: (0,), 1: (-100, 0), 2: (-100, 0)}     # (-100 is no embedding id)
    t = sandbox._with_float_sentinels(torch.randn(64), (-1.0, 0.5))
    assert {-1.0, 0.5} <= set(t.tolist())

    # (class ids held in a float input and cast for the loss are labels too, round 64a)
    class FloatLabels(torch.nn.Module):
        def forward(self, logits, labels):
            return torch.nn.functional.cross_entropy(logits, labels.reshape(-1).long())
    reads = {}
    sandbox._forward_changes(FloatLabels(), [], lambda: [torch.randn(6, 3),
                                                         torch.randint(0, 3, (6,)).float()],
                             reads)
    assert reads["indexed"] == {1} and reads["sentinels"] == {1: (-100,)}
    t = sandbox._with_sentinels(torch.randint(0, 3, (64,)).float(), (-100,))
    assert t.dtype == torch.float32 and -100.0 in t.tolist()

    # (a graph's edge_index sorted by destination only: that row stays sorted, red team 64b)
    def edges():
        return torch.stack([torch.randint(0, 50, (40,)), torch.randint(0, 50, (40,)).sort().values])
    order = sandbox._sorted_leaves([[edges()], [edges()]])
    assert order[0][0] is False and order[0][1].tolist() == [False, True]
    x = edges()
    x[1] = x[1][torch.randperm(40)]
    y = sandbox._keep_structure(x, 0, x.shape, ordered=order)
    assert bool((y[1].diff() >= 0).all()) and torch.equal(y[0], x[0])
    assert sandbox._sorted_leaves([[torch.randn(50, 3)], [torch.randn(50, 3)]]) == {}


def test_counters_start_as_constructed_and_jump_as_a_loaded_model_s():
    """Red teams 58 and 59a: a kernel counting its own calls matched counters that started
    at 0, and with counters keyed as loaded from call 0 an ActNorm's data-dependent init
    never ran. sandbox.counter_state: the one-element and the integer constants a forward
    changes; _jump moves them from their current values, alike on both sides: at its last
    level (JUMP_FLAG) a flag flipped (bool, 8/16-bit, float 0/1), a count plus a keyed
    [1, 1000) per element; at level l a count plus (or minus) [sqrt(2^31), 2^31) / 4^l (red
    team 60: a warmup schedule and KV caches read past 1,000 positions; 61a: a ramp over 4e6
    steps, a count-down), the first level at which the reference stays in its domain
    (_jump_level)."""
    flag, count, table = torch.zeros(1, dtype=torch.uint8), torch.tensor(7), torch.zeros(5, dtype=torch.long)
    fflag, setting, mask = torch.ones(1), torch.tensor(3), torch.zeros(6, dtype=torch.bool)
    params = [flag, count, table, fflag, setting, mask, torch.zeros(4)]
    sig = sandbox.param_signature(params)
    # (the forward changes all but the setting; a float buffer of 4 is a running statistic)
    assert sandbox.counter_state(params, sig, {0, 1, 2, 3, 5, 6}) == {0, 1, 2, 3, 5}
    flag_level = sandbox.JUMP_FLAG
    for k in (0, 1, 2, 3, 5):
        sandbox._jump(params[k], 11, k, flag_level)
    assert int(flag) == 1 and float(fflag) == 0.0 and 8 <= int(count) <= 1006
    assert bool((table >= 1).all()) and bool((table < 1000).all()) and 1 <= int(mask.sum()) <= 6
    again = torch.zeros(5, dtype=torch.long)
    sandbox._jump(again, 11, 2, flag_level)
    assert torch.equal(again, table)                      # the candidate's copy: the same jump
    sandbox._jump(flag, 11, 0, flag_level)
    assert int(flag) == 0                                  # and back: the init runs again
    # level 0: far; each level a quarter of the last; the first level the probe accepts
    steps = torch.zeros(5, dtype=torch.long)
    sandbox._jump(steps, 11, 2)
    assert bool((steps >= 2 ** 20).all()) and bool((steps < 2 ** 31).all())
    down = torch.full((5,), 1000, dtype=torch.long)
    sandbox._jump(down, 11, 2, 0, 0, True)
    assert torch.equal(down, 1000 - steps)                 # (the same count, the other way)
    narrow = torch.zeros(3, dtype=torch.int16)
    sandbox._jump(narrow, 11, 2, 0)
    assert int(narrow.max()) >= 4095 and int(narrow.min()) >= 0        # (within int16)
    quarter = torch.zeros(5, dtype=torch.long)
    sandbox._jump(quarter, 11, 2, 1)
    assert torch.equal(quarter, steps >> 2)
    pos = [torch.zeros(1, dtype=torch.long)]

    def probe(jump):                  # (a KV cache of 2,048 positions: past it, it raises)
        jump()
        fine = int(pos[0]) < 2048
        pos[0].zero_()                # (the model as the probe found it)
        return fine
    level = sandbox._jump_level(lambda lv: sandbox._jump(pos[0], 11, 0, lv, 10), probe)
    sandbox._jump(pos[0], 11, 0, level)
    assert level < sandbox.JUMP_FLAG and 0 < int(pos[0]) and int(pos[0]) + 10 < 2048
    # a Python-number counter jumps alike, by attribute name (red team 61a's self.step += 1)
    assert sandbox._py_jump(5, 11, "step", 0) - 5 >= 2 ** 20
    assert sandbox._py_jump(5, 11, "step", 0) == sandbox._py_jump(5, 11, "step", 0)
    assert sandbox._py_jump(True, 11, "ready", sandbox.JUMP_FLAG) is False
    assert sandbox._py_jump(1000.0, 11, "left", 3, down=True) < 1000.0
    # nothing is keyed at the start for a counter; a setting moves a little (_setting)
    c = [torch.zeros(1, dtype=torch.uint8), torch.tensor(3)]
    sandbox._perturb(c, [(0, 0), (1, 1)], sandbox.param_signature(c), 5, counters={0})
    assert int(c[0]) == 0 and int(c[1]) in (0, 1, 2, 4, 5, 6, 12)


def test_a_state_after_a_large_one_gets_two_ulps_of_it_and_no_more():
    """Red team 74: an honest update rounds at the scale of the values it was built from.
    A state compared after call k may be off by two ulps of what it held before the call
    (reward._state_mismatch); an error past that, or where the state was not large, is
    refused."""
    eps = torch.finfo(torch.float32).eps
    big = torch.full((8,), 1e5)          # a state a large trial left
    new = torch.full((8,), 1e-3)         # what the next call makes of it
    ref = {"state_after_t": [{0: big}, {0: new}]}
    # (after call 0 the state is held to 1e-2 x (|ref| + min(1, max|ref|)), 2e-5 here)
    off = new + 1.5 * eps * 1e5          # within two ulps of the old state: 0.018
    assert reward._state_mismatch(ref, 1, [(0, 0)], [off], 1e-4) is None
    far = new + 4 * eps * 1e5            # past them
    assert reward._state_mismatch(ref, 1, [(0, 0)], [far], 1e-4) is not None
    # where it was not large before the call: the tolerance alone
    ref_small = {"state_after_t": [{0: new}, {0: new}]}
    assert reward._state_mismatch(ref_small, 1, [(0, 0)], [off], 1e-4) is not None
