"""
Chapter 5: learning — SFT warm-up, then RL with hand-written GRPO and DRPO, on a curriculum.

DRTriton (arXiv 2603.21465, §3-4) teaches a coder LLM to write Triton by RL on
synthetic PyTorch programs. One run of this file is the whole recipe:

  0. test-set pass@1 at level 1 of the untouched policy (greedy decoding, one answer each);
  1. SFT warm-up: cross-entropy on the teacher's `compact` solutions (teacher.py) of level-1
     (then level-2) programs, on the answer tokens only;
  2. RL: each step samples P programs at the current curriculum level, G answers per program;
     the verifier (reward.py) runs every distinct answer; the loss is DRPO (default) or GRPO:

       GRPO   A_i = (r_i - mean_G r) / (std_G r + eps),   r = 1 + f(speedup) if correct else 0
              L = -sum_{i,t} min(rho_it A_i, clip(rho_it, 1-eps_c, 1+eps_c) A_i) / #tokens
                  [+ beta * k3 KL to a frozen reference]
       DRPO   per prompt q with both correct (S+) and incorrect (S-) answers:
              w(o) = exp(r_s(o)/lam) / sum_{S+} exp(r_s/lam),   s(o) = mean_t log pi(o_t)
              L(q) = -( sum_{S+} w(o) s(o) - tau * log sum_{S-} exp(s(o)/tau) )
              + a hinge penalty on the KL to the old (sampling) policy

  3. curriculum: levels 1 -> 2 -> 5; every --eval-every steps the pass@1 at the current level
     is measured on the promotion set, and the run moves up a level when it reaches --promote-at;
  4. level-1 pass@1 on the test set (--test-n unseen programs, used for nothing else) before
     SFT, after SFT and after RL, each with its standard error, and RL's gain over SFT with
     the standard error of the difference; a `key: value` summary, a plot.

Everything a step does is logged as one fixed-format line and as one JSON line in
OUT/metrics.jsonl. OUT/ckpt holds the policy (`save_pretrained`), the optimizer, the RNG
states, the step and the curriculum; `--resume OUT` continues where the run stopped.

Deliberate departures from the paper:
  1. No LLM-written SFT data: the teacher compiler writes the warm-up targets (compact style).
  2. Held-out pass@1 is measured with greedy decoding (one answer per program), not sampling.
  3. DRPO's KL penalty is Optimization-AI/DRPO's hinge max(beta (KL - delta), 0) * KL with the
     low-variance k3 estimator, computed per micro-batch; beta, delta defaults are ours.
  4. On a CPU nothing is timed (reward.py departure 3): r_s = 0, so DRPO's weights are uniform
     over the correct answers and GRPO's reward is 1 for correct, 0 otherwise.
  5. Answers that are byte-identical within a step are verified once (a peaked policy writes
     the same answer many times); answers with no code block are rejected (stage `format`)
     without calling the verifier.
  6. Default model on a GPU: Qwen/Qwen2.5-Coder-0.5B-Instruct (the paper: a 7B coder), an
     instruct coder model with a chat template, full fine-tuning with fp32 master weights.
     Whether a run fits is not claimed here but computed: the memory plan printed at start
     (weights, gradients, AdamW, activations with and without checkpointing, the log-prob
     chunk, generation's KV cache) picks gradient checkpointing and the micro-batches, or
     stops with a one-line error naming the flag. The README shows it for 24, 48 and 80 GB.
  7. DRPO's speed weights use the temperature max(lambda, 4 --speed-noise) and r_s clipped
     to [-0.5, log 10], so timing noise does not become the gradient (`drpo_weights`).
  8. Answer caps are per level and measured at start with the policy's own tokenizer on the
     teacher's answers (`--max-new-tokens auto`); an SFT target longer than its level's cap
     is dropped and counted, never cut.

Active by default: DRPO; one on-policy update per batch (--update-epochs 1: the ratio is 1,
so GRPO's clip and DRPO's KL hinge do nothing; with 2 or more they act); no reference model
(--grpo-beta 0); on a CPU nothing is timed, so r_s = 0 and DRPO's weights are uniform over the
correct answers; the fused log-prob path when the output layer is a plain projection; gradient
checkpointing only when the plan needs it; sampling and the loss at the same --temperature;
no dynamic sampling (--oversample K > 1: DAPO's, updating only on groups with mixed verdicts);
a new program for every RL group (--rl-pool N cycles through N instead: RL on programs it sees
again, to tell what it learns from what carries to unseen ones).

Run it:
    python train.py                                 # GPU: Qwen2.5-Coder-0.5B, bf16 autocast
    python train.py --model tiny                    # CPU, offline: ~4.5M-param model, ~20 min
    python train.py --model tiny-100m --device cuda --steps 5    # GPU check, no network
    python train.py --model tiny --loss grpo        # the ablation
    python train.py --resume runs/tiny              # continue an interrupted run
    python train.py --bench                         # GRPO step speed, log-prob and SFT memory
"""
import argparse
import copy
import hashlib
import json
import math
import os
import random
import shutil
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")   # before any @triton.jit exists

import drtriton   # noqa: E402
import reward     # noqa: E402
import synth      # noqa: E402
import teacher    # noqa: E402

# -----------------------------------------------------------------------------
# Configuration: one flat block. `None` defaults are filled per model size by resolve().

ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                             formatter_class=argparse.ArgumentDefaultsHelpFormatter)
# run
ap.add_argument("--model", default="Qwen/Qwen2.5-Coder-0.5B-Instruct",
                help="Hub name, local save_pretrained dir, 'tiny' (~4.5M params, built here, "
                "CPU-sized) or 'tiny-100m' (~90M, built here: a GPU run with no network)")
ap.add_argument("--out", default=None, help="output dir (default runs/<model>-<loss>)")
ap.add_argument("--resume", default=None, help="continue the run in this dir (its ckpt/)")
ap.add_argument("--device", default="auto", help="auto | cpu | cuda")
ap.add_argument("--dtype", default="auto", help="compute dtype: auto (bf16 on CUDA, fp32 on "
                "CPU) | bf16 | fp32; parameters stay fp32")
ap.add_argument("--seed", type=int, default=0, help="seed of the init, data and sampling")
ap.add_argument("--threads", type=int, default=0, help="torch CPU threads (0: torch's default). "
                "On a CPU shared with other jobs, 1 avoids OpenMP threads waiting on each other "
                "(measured: 20-40x slower generation with 2 threads under contention)")
ap.add_argument("--bench", action="store_true", help="time GRPO steps on the tiny model and "
                "measure the log-prob and SFT-loss memory, exit")
ap.add_argument("--memory-child", default=None, help=argparse.SUPPRESS)   # bench_memory's worker
# stage 1: SFT warm-up
ap.add_argument("--sft-steps", type=int, default=None, help="SFT optimizer steps (tiny 400, else 200)")
ap.add_argument("--sft-batch", type=int, default=None, help="SFT sequences per step (tiny 16, else 8)")
ap.add_argument("--sft-micro-batch", type=int, default=None,
                help="SFT sequences per forward/backward (gradients accumulate to --sft-batch; "
                "default: the largest that the memory plan fits, at most --sft-batch)")
ap.add_argument("--sft-lr", type=float, default=None, help="SFT peak learning rate (tiny 2e-3, else 1e-5)")
ap.add_argument("--sft-data", type=int, default=None, help="level-1 programs in the SFT set (tiny 1000, else 2000)")
ap.add_argument("--sft-level2-frac", type=float, default=None,
                help="last fraction of SFT steps that mix in level-2 programs (tiny 0, else 0.25)")
# stage 2: RL
ap.add_argument("--steps", type=int, default=None, help="RL steps (tiny 120, else 500)")
ap.add_argument("--loss", default="drpo", choices=["drpo", "grpo"], help="RL objective")
ap.add_argument("--prompts", type=int, default=None, help="programs per RL step, P (tiny 4, else 8)")
ap.add_argument("--group-size", type=int, default=8, help="answers per program, G")
ap.add_argument("--oversample", type=int, default=None,
                help="dynamic sampling (DAPO): sample K x P programs, update on at most P of "
                "those whose G answers are neither all correct nor all wrong (default 1: off)")
ap.add_argument("--rl-pool", type=int, default=0,
                help="draw RL programs from a fixed pool of this many (cycled, so each is seen "
                "again every pool/P steps; 0: a new program every time, the default)")
ap.add_argument("--max-new-tokens", default="auto",
                help="answer length cap in tokens: auto (per level: the longest of the teacher's "
                "answers measured at start, rounded up to 32), N (every level), or per level "
                "'1:224,2:320,5:448'")
ap.add_argument("--temperature", type=float, default=1.0, help="sampling temperature of RL rollouts")
ap.add_argument("--lr", type=float, default=None, help="RL learning rate (tiny 1e-4, else 1e-6)")
ap.add_argument("--update-epochs", type=int, default=1,
                help="passes over each batch of rollouts; >1 makes the ratio/clip/KL act")
ap.add_argument("--micro-batch", type=int, default=None,
                help="rows per forward/backward, rounded to whole groups (tiny 16, else 8)")
ap.add_argument("--grad-checkpointing", default="auto", choices=["auto", "on", "off"],
                help="recompute each decoder layer's activations in the backward (transformers' "
                "switch); auto: on when the memory plan does not fit without it")
ap.add_argument("--logprob-path", default="auto", choices=["auto", "fused", "plain"],
                help="log-probs of chosen tokens: fused (the output projection per chunk of "
                "positions, no (B, T, V) logits) or plain (the model's own logits); auto: fused "
                "when the output layer is a plain projection and a check on a small slice agrees")
ap.add_argument("--grad-clip", type=float, default=1.0, help="max gradient norm")
# GRPO
ap.add_argument("--clip-eps", type=float, default=0.2, help="PPO clip range of the ratio")
ap.add_argument("--grpo-beta", type=float, default=0.0, help="weight of the k3 KL to the frozen initial policy")
ap.add_argument("--grpo-norm", default="token", choices=["token", "sequence"],
                help="average the loss over all tokens of the batch, or per answer then over answers")
# DRPO
ap.add_argument("--drpo-lambda", type=float, default=0.1, help="temperature of the speed weights exp(r_s/lambda)")
ap.add_argument("--speed-noise", type=float, default=0.05,
                help="standard deviation of a kernel's measured log speedup r_s from run to run; "
                "DRPO's weights use temperature max(lambda, 4 x this). 0.05 is a stated default "
                "until a GPU measures it (the spread of one kernel timed repeatedly)")
ap.add_argument("--drpo-tau", type=float, default=10.0, help="temperature of the log-sum-exp over wrong answers")
ap.add_argument("--drpo-beta", type=float, default=1000.0, help="KL-to-old-policy hinge weight")
ap.add_argument("--drpo-delta", type=float, default=1e-3, help="KL-to-old-policy hinge threshold (nats/token)")
# curriculum and held-out evaluation
ap.add_argument("--levels", default="1,2,5", help="curriculum levels (ops per program), in order")
ap.add_argument("--promote-at", type=float, default=None,
                help="held-out pass@1 that moves the run up a level (tiny 0.8: its 30-minute run "
                "stays on level 1, which it has seen in SFT; else 0.5, the paper's)")
ap.add_argument("--eval-every", type=int, default=None, help="RL steps between held-out evals (tiny 20, else 50)")
ap.add_argument("--eval-n", type=int, default=None,
                help="promotion set: held-out programs per eval during RL, which decide the curriculum (tiny 32, else 64)")
ap.add_argument("--test-n", type=int, default=None,
                help="test set: unseen level-1 programs scored before SFT, after SFT and after RL "
                "only, never used to decide anything; pass@1 is reported with its standard error (tiny 128, else 256)")
ap.add_argument("--test-samples", type=int, default=0,
                help="also sample this many answers per test program at --temperature and report "
                "their mean pass rate and pass@k (0: greedy pass@1 only)")
ap.add_argument("--eval-only", action="store_true",
                help="score the policy (--model, or --resume DIR's checkpoint) on the test set and exit")
# verifier
ap.add_argument("--workers", type=int, default=None, help="verifier processes (default: CPU count)")
ap.add_argument("--trials", type=int, default=6, help="random inputs per correctness check")
ap.add_argument("--verify-timeout", type=float, default=60.0, help="seconds per candidate before stage timeout")
# output
ap.add_argument("--save-every", type=int, default=None, help="steps between checkpoints")
ap.add_argument("--plot", default=1, type=int, help="write OUT/reward.png if matplotlib is installed (1/0)")

TINY_DEFAULTS = dict(sft_steps=400, sft_batch=16, sft_lr=2e-3, sft_data=1000, sft_level2_frac=0.0,
                     steps=120, prompts=4, oversample=1, lr=1e-4, micro_batch=16,
                     eval_every=20, eval_n=32, test_n=128, save_every=50, promote_at=0.8)
HUB_DEFAULTS = dict(sft_steps=200, sft_batch=8, sft_lr=1e-5, sft_data=2000, sft_level2_frac=0.25,
                    steps=500, prompts=8, oversample=1, lr=1e-6, micro_batch=8,
                    eval_every=50, eval_n=64, test_n=256, save_every=50, promote_at=0.5)

# Seed ranges of the synthetic programs, disjoint so that no split sees another's programs
# (drtriton.TOKENIZER_SEED = 3_000_000 is the tiny tokenizer's corpus). HELDOUT: the promotion
# set, which decides the curriculum; TEST: the test set, which decides nothing.
HELDOUT_SEED, TEST_SEED, SFT_SEED, RL_SEED = 1_000_000, 2_000_000, 10_000_000, 50_000_000
COMPILED = ("runtime", "timeout", "fallback", "mismatch", "ok")   # stages past compilation
RL_KEYS = ("phase", "step", "level", "reward", "pass_rate", "compile_rate", "mean_speedup",
           "loss", "kl", "seconds", "t_gen", "t_verify", "t_update", "stages", "skipped_all_correct",
           "skipped_all_wrong", "clip_frac", "logp_gap", "answer_tokens", "unique_answers", "groups_kept",
           "peak_gb")   # peak_gb: the step's peak GPU memory (None on a CPU)


def resolve(args):
    """Fill the size-dependent defaults, the device, the dtype and the output dir."""
    defaults = TINY_DEFAULTS if args.model in drtriton.TINY_SIZES else HUB_DEFAULTS
    for k, v in defaults.items():
        if getattr(args, k) is None:
            setattr(args, k, v)
    if args.device == "auto":
        args.device = "cuda" if torch.cuda.is_available() else "cpu"
    if args.dtype == "auto":
        args.dtype = "bf16" if args.device.startswith("cuda") else "fp32"
    if args.out is None:
        args.out = os.path.join("runs", f"{os.path.basename(args.model.rstrip('/'))}-{args.loss}")
    args.workers = args.workers or os.cpu_count() or 1
    return args


def compute_dtype(args):
    return {"bf16": torch.bfloat16, "fp32": torch.float32, "fp16": torch.float16}[args.dtype]


# -----------------------------------------------------------------------------
# The losses. Each equation is one function; shapes in comments; no framework.

def group_advantages(r, eps=1e-4):
    """GRPO's group-normalised advantage, per prompt over its G answers (population std):

        A_i = (r_i - mean_j r_j) / (std_j r_j + eps)          r: (P, G) -> A: (P, G)

    A group whose answers all score the same gets A = 0: it teaches nothing."""
    return (r - r.mean(1, keepdim=True)) / (r.std(1, keepdim=True, unbiased=False) + eps)


def grpo_loss(logp, old_logp, adv, mask, clip_eps=0.2, ref_logp=None, beta=0.0, norm="token",
              denom=None):
    """GRPO's clipped token-level policy-gradient loss (DeepSeekMath eq. 3):

        rho_t = exp(logp_t - old_logp_t)
        pg_t  = -min(rho_t A, clip(rho_t, 1 - eps, 1 + eps) A)
        kl_t  = exp(ref_t - logp_t) - (ref_t - logp_t) - 1          (k3, to a frozen reference)
        L     = sum_{i,t} m_it (pg_it + beta kl_it) / sum_{i,t} m_it               norm="token"
              = mean_i [ sum_t m_it (pg_it + beta kl_it) / sum_t m_it ]        norm="sequence"

    logp, old_logp, ref_logp, mask: (N, T); adv: (N,). With one on-policy update per batch
    old_logp = logp.detach(): rho = 1 in value, the clip never acts and the gradient is
    -A grad(logp). `denom` (tokens, or answers for "sequence") lets micro-batches of a batch
    add up to the batch's loss. Returns (loss, {"clip_frac", "kl"})."""
    ratio = torch.exp(logp - old_logp)                                   # (N, T)
    a = adv[:, None]                                                     # (N, 1)
    pg = -torch.min(ratio * a, ratio.clamp(1 - clip_eps, 1 + clip_eps) * a)
    kl = torch.zeros_like(logp)
    if ref_logp is not None and beta > 0:
        d = ref_logp - logp
        kl = torch.exp(d) - d - 1
    per_tok = (pg + beta * kl) * mask                                   # (N, T)
    if norm == "token":
        loss = per_tok.sum() / (denom or mask.sum().clamp(min=1))
    else:
        loss = (per_tok.sum(1) / mask.sum(1).clamp(min=1)).sum() / (denom or logp.shape[0])
    with torch.no_grad():
        clipped = ((ratio - 1).abs() > clip_eps).float()
        n = mask.sum().clamp(min=1)
        info = {"clip_frac": float((clipped * mask).sum() / n), "kl": float((kl * mask).sum() / n)}
    return loss, info


def sequence_scores(logp, mask):
    """DRPO's score of an answer, the length-normalised sequence log-likelihood:

        s(o) = (1/|o|) sum_t log pi(o_t | q, o_<t)           logp, mask: (N, T) -> s: (N,)"""
    return (logp * mask).sum(1) / mask.sum(1).clamp(min=1)


def drpo_weights(r_s, correct, lam=0.1, noise=0.0, lo=-0.5, hi=math.log(reward.SUSPICIOUS_SPEEDUP)):
    """DRPO's weights over each prompt's correct answers S+ (0 on the incorrect ones), made
    robust to timing noise:

        w(o) = exp(r~(o)/lam') / sum_{o' in S+} exp(r~(o')/lam')     r_s, correct: (P, G) -> (P, G)
        r~   = clip(r_s, lo, hi),    lam' = max(lam, 4 noise)

    noise is the standard deviation of one answer's measured r_s (log speedup) when nothing
    about the kernel changes. Two equally fast answers then differ by ~sqrt(2) noise, and by
    2 sqrt(2) noise one time in twenty; lam' >= 4 noise keeps that pair's weight ratio below
    exp(2 sqrt(2) / 4) = 2, instead of handing the whole positive gradient to the luckier one
    (the paper's lam = 0.1 does that for a 5 % timing difference at noise 0.05: ratio 1.6, and
    e^6.9 = 1000 for a 2x one). The clip is GRPO's reward clip: a timing fluke above 10x earns
    no more than 10x. noise = 0 and r_s inside the clip give the paper's weights.
    A slow correct kernel still gets w > 0: correctness and speed are decoupled."""
    lam = max(lam, 4.0 * noise)
    z = (r_s.clamp(lo, hi) / lam).masked_fill(~correct, float("-inf"))
    w = torch.softmax(z, 1)
    return torch.nan_to_num(w, nan=0.0)           # a row with no correct answer: all 0


def drpo_loss(scores, correct, r_s, lam=0.1, tau=10.0, valid=None, n_prompts=None, noise=0.0):
    """DRPO's policy loss (DRTriton §3; the authors' group's Optimization-AI/DRPO,
    compute_policy_loss_drpo):

        L(q) = -( sum_{o in S+} w(o) s(o)  -  tau * log sum_{o in S-} exp(s(o)/tau) )
        L    = sum_{q kept} L(q) / n_prompts,   kept = S+ and S- both non-empty

    scores, correct, r_s, valid: (P, G). Correct answers are pushed up with the speed weights;
    incorrect ones are pushed down through a soft maximum of their scores (tau -> 0: only the
    likeliest wrong answer; tau large: all of them about equally). Groups that are all correct
    or all wrong carry no contrast and are skipped (and counted). Like the authors' code we
    divide by all prompts of the batch (`n_prompts`, default P), kept or not. The value holds
    tau * log|S-| (about +20 for 8 wrong answers): only its gradient is comparable.
    Returns (loss, n_all_correct, n_all_wrong)."""
    valid = torch.ones_like(correct) if valid is None else valid
    pos, neg = correct & valid, ~correct & valid                         # (P, G)
    n_pos, n_neg = pos.sum(1), neg.sum(1)                                # (P,)
    kept = (n_pos > 0) & (n_neg > 0)
    all_correct = int(((n_neg == 0) & (n_pos > 0)).sum())
    all_wrong = int(((n_pos == 0)).sum())
    w = drpo_weights(r_s, pos, lam, noise)                               # (P, G)
    up = (w * scores).sum(1)                                             # (P,)
    down = tau * torch.logsumexp((scores / tau).masked_fill(~neg, float("-inf")), 1)   # (P,)
    per_prompt = -(up - down)
    loss = torch.where(kept, per_prompt, torch.zeros_like(per_prompt)).sum()
    return loss / (n_prompts or scores.shape[0]), all_correct, all_wrong


def kl_old_penalty(logp, old_logp, mask, beta=1000.0, delta=1e-3):
    """DRPO's KL-to-old-policy hinge (instead of clipping), k3 estimator per token:

        KL = mean_t [ exp(logp_t - old_t) - (logp_t - old_t) - 1 ]
        penalty = max(beta (KL - delta), 0) * KL          (the max is a constant: no gradient)

    Zero, with zero gradient, on the first pass over a batch (logp = old); it acts from the
    second --update-epochs pass on. logp, old_logp, mask: (N, T). Returns (penalty, KL)."""
    d = logp - old_logp
    kl = ((torch.exp(d) - d - 1) * mask).sum() / mask.sum().clamp(min=1)
    return torch.clamp(beta * (kl - delta), min=0).detach() * kl, kl


# -----------------------------------------------------------------------------
# Data: synthetic programs, the teacher's answers, tokenised examples

def program(level, seed):
    """The synthetic program (level, seed); the next seeds if synth finds none (rare)."""
    for k in range(10):
        try:
            return synth.sample_program(level, seed + k * 7919)
        except RuntimeError:
            continue
    raise RuntimeError(f"no program at level {level} near seed {seed}")


def heldout(level, n, seed=HELDOUT_SEED):
    """The fixed held-out programs of a level (seeds seed + i): the promotion set by default,
    the test set with seed=TEST_SEED."""
    return [program(level, seed + i) for i in range(n)]


def prompt_ids(tok, p):
    return tok(drtriton.render_prompt(tok, p.source), add_special_tokens=False)["input_ids"]


def answer_ids(tok, p):
    """The SFT target of program p: the teacher's compact solution in a fence, then EOS. Its
    length is what an answer to p needs, so the caps are measured on it."""
    return tok(drtriton.format_answer(teacher.solution(p, "compact")),
               add_special_tokens=False)["input_ids"] + [tok.eos_token_id]


def sft_examples(tok, level, n, seed, cap=None):
    """n (prompt ids, answer ids) pairs of level-`level` programs, and how many were dropped:
    an answer longer than `cap` tokens is dropped, never cut (RL would score a cut answer
    wrong; SFT must not teach one)."""
    out, dropped = [], 0
    for i in range(n):
        p = program(level, SFT_SEED + seed * 1_000_000 + level * 100_000 + i)
        answer = answer_ids(tok, p)
        if cap is not None and len(answer) > cap:
            dropped += 1
            continue
        out.append((prompt_ids(tok, p), answer))
    return out, dropped


# -----------------------------------------------------------------------------
# Answer lengths: the cap per level, measured with the policy's own tokenizer at every start
# (lengths move when the operator table, the teacher or the prompt change)

LENGTH_SEED, LENGTH_N = 90_000_000, 40   # programs a level whose teacher answers are measured


def measure_lengths(tok, levels, n=LENGTH_N):
    """{level: (prompt token counts, answer token counts)} of n programs a level."""
    out = {}
    for level in levels:
        progs = [program(level, LENGTH_SEED + level * 100_000 + i) for i in range(n)]
        out[level] = ([len(prompt_ids(tok, p)) for p in progs],
                      [len(answer_ids(tok, p)) for p in progs])
    return out


def percentile(xs, q):
    """Nearest-rank percentile (q in [0, 1]) of a non-empty list."""
    v = sorted(xs)
    return v[max(0, math.ceil(q * len(v)) - 1)]


def answer_caps(spec, levels, lengths, round_to=32, positions=None):
    """{level: cap} from --max-new-tokens: 'auto' = the longest measured answer, rounded up
    to a multiple of round_to, but no more than the model's positions leave after the longest
    prompt (the length table then shows the share that fits and warns under 95 %, rather than
    the default refusing to start); 'N'; or '1:224,2:320,5:448' (every level named)."""
    spec = str(spec)
    if spec == "auto":
        room = positions - max(max(pl) for pl, _ in lengths.values()) if positions else None
        return {lv: min(-(-max(lengths[lv][1]) // round_to) * round_to,
                        room if room is not None else 1 << 62) for lv in levels}
    try:
        if ":" not in spec:
            return {lv: int(spec) for lv in levels}
        given = {int(k): int(v) for k, v in (kv.split(":") for kv in spec.split(","))}
    except ValueError:
        raise SystemExit(f"error: --max-new-tokens {spec!r}: expected auto, N or '1:224,2:320'")
    missing = [lv for lv in levels if lv not in given]
    if missing:
        raise SystemExit(f"error: --max-new-tokens {spec!r} names no cap for level(s) "
                         f"{','.join(map(str, missing))}")
    return {lv: given[lv] for lv in levels}


def length_report(lengths, caps, min_fit=0.95):
    """The start-up table (per level: prompt max, answer p50 / p95 / max, cap, share that
    fits) and one warning per level where less than min_fit of the answers fit."""
    lines = ["answer lengths in tokens (the teacher's compact answers to "
             f"{len(next(iter(lengths.values()))[1])} programs a level, this tokenizer):",
             "  level | prompt max | answer p50 | p95 | max | cap | fits"]
    warnings = []
    for lv, (pl, al) in sorted(lengths.items()):
        fit = sum(a <= caps[lv] for a in al) / len(al)
        lines.append(f"  {lv:5d} | {max(pl):10d} | {percentile(al, 0.5):10d} | "
                     f"{percentile(al, 0.95):3d} | {max(al):3d} | {caps[lv]:3d} | {fit:.0%}")
        if fit < min_fit:
            warnings.append(f"warning: at level {lv} only {fit:.0%} of the teacher's answers fit "
                            f"the {caps[lv]}-token cap (max {max(al)}): answers cut there score "
                            f"wrong; raise --max-new-tokens (e.g. auto)")
    return "\n".join(lines), warnings


def sft_batch(examples, pad_id, device):
    """Right-padded (ids, attention mask, loss mask) of prompt+answer rows: (B, L) each.
    The loss mask is 1 on the answer tokens only (the prompt is given, not learned)."""
    L = max(len(p) + len(a) for p, a in examples)
    ids = torch.full((len(examples), L), pad_id, dtype=torch.long)
    att = torch.zeros((len(examples), L), dtype=torch.long)
    lm = torch.zeros((len(examples), L))
    for i, (p, a) in enumerate(examples):
        ids[i, :len(p) + len(a)] = torch.tensor(p + a)
        att[i, :len(p) + len(a)] = 1
        lm[i, len(p):len(p) + len(a)] = 1
    return ids.to(device), att.to(device), lm.to(device)


def sft_loss(model, ids, att, lm, path="fused", temperature=1.0):
    """Cross-entropy of the answer tokens: -sum m_t log pi(x_t | x_<t) / sum m_t.
    ids, att, lm: (B, L). path "fused": the decoder's hidden states at the answer positions
    only, through drtriton.chosen_logprobs (one chunk of logits at a time); "plain": the
    model's own (B, L, V) logits."""
    m = lm[:, 1:]                                                       # (B, L-1)
    if path == "fused":
        h, _ = drtriton.decoder_hidden(model, ids, att)                 # (B, L, H)
        real = m.bool()
        logp = drtriton.chosen_logprobs(model, h[:, :-1][real], ids[:, 1:][real], temperature)
        return -logp.sum() / m.sum()
    logits = model(input_ids=ids, attention_mask=att).logits[:, :-1]    # (B, L-1, V)
    z = logits.float() if temperature == 1.0 else logits.float() / temperature
    logp = torch.log_softmax(z, -1).gather(-1, ids[:, 1:, None])[..., 0]
    return -(logp * m).sum() / m.sum()


# -----------------------------------------------------------------------------
# Memory: a plan printed at the start of every run, checked against measurements
#
# Bytes per token and decoder layer that autograd keeps for the backward, counted (saved-tensor
# hooks, float32, CPU) on Qwen2 layers of several shapes: 8 H + 4 I + 2 KV + 6 floats, with H
# the hidden size, I the MLP's, KV the key/value width (heads_kv x head_dim); the attention
# scores are not kept (SDPA). With gradient checkpointing a layer keeps 2 H floats per token and
# the backward recomputes one layer at a time. Outside the layers: 2 H + head_dim + 3 floats.
# Under bf16 autocast the matmul inputs are kept in bf16, so float32 bytes are an upper bound.

GB = 1e9


def model_shape(model):
    """The numbers the plan needs from a causal LM's config."""
    cfg = model.config.get_text_config() if hasattr(model.config, "get_text_config") else model.config
    heads = cfg.num_attention_heads
    head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // heads
    kv = (getattr(cfg, "num_key_value_heads", None) or heads) * head_dim
    return dict(params=sum(p.numel() for p in model.parameters()), hidden=cfg.hidden_size,
                layers=cfg.num_hidden_layers, intermediate=cfg.intermediate_size, kv=kv,
                head_dim=head_dim, vocab=model.get_output_embeddings().weight.shape[0])


def activation_bytes(s, tokens, checkpointing):
    """What autograd keeps for one forward of `tokens` tokens through the model (float32)."""
    layer = 8 * s["hidden"] + 4 * s["intermediate"] + 2 * s["kv"] + 6        # floats / token
    outside = 2 * s["hidden"] + s["head_dim"] + 3
    if checkpointing:
        return 4 * tokens * (s["layers"] * 2 * s["hidden"] + layer + outside)
    return 4 * tokens * (s["layers"] * layer + outside)


def attention_scores_bytes(s, rows, q, k, checkpointing):
    """CPU only: with a padding mask, PyTorch's CPU SDPA takes its math path, which keeps the
    (heads, q, k) float32 attention weights of every layer for the backward (under
    checkpointing: one layer's, about four such tensors alive in its backward, measured).
    CUDA's memory-efficient kernel keeps none."""
    heads = s["hidden"] // s["head_dim"]
    return 4 * rows * heads * q * k * (4 if checkpointing else s["layers"])


def memory_plan(s, *, prompt_len, answer_len, rows, micro_batch, group, sft_micro_batch,
                checkpointing, cuda_bf16, reference, fused=True, cpu=False):
    """Peak bytes of each stage and what they are made of. s: model_shape. The stages do not
    overlap: generation runs without gradients (they are freed after each optimizer step), the
    update and SFT with them. rows: the P x G rows of a generation step; micro_batch rows of
    answers share their prompts (micro_batch / group prompt forwards) unless checkpointing,
    which runs every row in full."""
    N, V, H, L = s["params"], s["vocab"], s["hidden"], s["layers"]
    c = dict(weights=4 * N, grads=4 * N, adamw=8 * N,
             reference=4 * N if reference else 0,
             autocast_copies=2 * N if cuda_bf16 else 0)     # bf16 casts of the weights, cached
    kv_bytes = 2 if cuda_bf16 else 4
    c["kv_cache"] = 2 * L * s["kv"] * rows * (prompt_len + answer_len) * kv_bytes
    c["sampling"] = 3 * 4 * rows * V                          # logits, softmax, cumsum of a step
    if checkpointing:
        tok = micro_batch * (prompt_len + answer_len)
        c["act_update"] = activation_bytes(s, tok, True)
    else:
        tok = micro_batch // group * prompt_len + micro_batch * answer_len
        c["act_update"] = (activation_bytes(s, tok, False)
                           + 2 * L * s["kv"] * micro_batch * prompt_len * 4)   # repeated cache
    c["act_update_no_ckpt"] = (activation_bytes(s, micro_batch // group * prompt_len
                                                + micro_batch * answer_len, False)
                               + 2 * L * s["kv"] * micro_batch * prompt_len * 4)
    c["act_update_ckpt"] = activation_bytes(s, micro_batch * (prompt_len + answer_len), True)
    c["act_sft"] = activation_bytes(s, sft_micro_batch * (prompt_len + answer_len), checkpointing)
    if cpu:
        L_full = prompt_len + answer_len
        shared = (attention_scores_bytes(s, micro_batch, answer_len, L_full, False)
                  + attention_scores_bytes(s, micro_batch // group, prompt_len, prompt_len, False))
        full = attention_scores_bytes(s, micro_batch, L_full, L_full, True)
        c["act_update"] += full if checkpointing else shared
        c["act_update_no_ckpt"] += shared
        c["act_update_ckpt"] += full
        c["act_sft"] += attention_scores_bytes(s, sft_micro_batch, L_full, L_full, checkpointing)
    if fused:   # one chunk's float32 logits and its gradient, W's gradient, the hidden states
        pos = min(drtriton.chunk_positions(V), max(micro_batch, sft_micro_batch) * answer_len)
        c["logprob_chunk"] = 2 * 4 * pos * V + 4 * V * H
    else:       # the plain path: logits, float32 copy, log_softmax, its gradient
        c["logprob_chunk"] = 4 * 4 * micro_batch * answer_len * V
    static = c["weights"] + c["adamw"] + c["reference"] + c["autocast_copies"]
    c["peak_generation"] = static + c["kv_cache"] + c["sampling"]
    c["peak_update"] = static + c["grads"] + c["act_update"] + c["logprob_chunk"]
    c["peak_sft"] = static + c["grads"] + c["act_sft"] + c["logprob_chunk"]
    c["total"] = max(c["peak_generation"], c["peak_update"], c["peak_sft"])
    return c


def device_memory(device):
    """Bytes of the device's memory: the GPU's, or the machine's RAM for a CPU run."""
    if str(device).startswith("cuda"):
        return torch.cuda.get_device_properties(torch.device(device)).total_memory
    return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")


FIT = 0.9   # the share of device memory a plan may use (the rest: CUDA context, fragmentation)


def plan_run(s, args, prompt_len, answer_len, device_bytes, explicit=()):
    """Choose checkpointing and micro-batches so that the plan fits FIT x device_bytes:
    checkpointing first (when --grad-checkpointing auto), then halving the micro-batches
    (when not given on the command line). Returns (plan, checkpointing, micro_batch,
    sft_micro_batch) or raises SystemExit with a one-line error naming the flag."""
    G = args.group_size
    budget = FIT * device_bytes

    def plan(ckpt, mb, smb):
        return memory_plan(s, prompt_len=prompt_len, answer_len=answer_len,
                           rows=args.oversample * args.prompts * G, micro_batch=mb, group=G, sft_micro_batch=smb,
                           checkpointing=ckpt, reference=args.loss == "grpo" and args.grpo_beta > 0,
                           cuda_bf16=args.device.startswith("cuda") and args.dtype != "fp32",
                           fused=args.logprob_path != "plain",
                           cpu=not args.device.startswith("cuda"))
    mb = max(1, args.micro_batch // G) * G
    smb = min(args.sft_micro_batch or args.sft_batch, args.sft_batch)
    ckpts = {"on": [True], "off": [False], "auto": [False, True]}[args.grad_checkpointing]
    for ckpt in ckpts:
        p = plan(ckpt, mb, smb)
        if p["total"] <= budget:
            return p, ckpt, mb, smb
    ckpt = ckpts[-1]
    while p["total"] > budget:
        if p["peak_update"] > budget and mb > G and "micro_batch" not in explicit:
            mb = max(G, mb // 2 // G * G)
        elif p["peak_sft"] > budget and smb > 1 and "sft_micro_batch" not in explicit:
            smb = max(1, smb // 2)
        else:
            break
        p = plan(ckpt, mb, smb)
    if p["total"] <= budget:
        return p, ckpt, mb, smb
    worst = max(("peak_generation", "peak_update", "peak_sft"), key=p.get)
    flag = {"peak_generation": "--prompts / --group-size / --max-new-tokens (the KV cache of "
                               f"{args.oversample * args.prompts * G} rows is "
                               f"{p['kv_cache'] / GB:.1f} GB)",
            "peak_update": ("--micro-batch" if mb > G else "--max-new-tokens or --group-size "
                            "(the micro-batch is one group)")
                           + ("" if ckpt else " or --grad-checkpointing on"),
            "peak_sft": "--sft-micro-batch" + ("" if ckpt else " or --grad-checkpointing on")}
    raise SystemExit(f"error: the memory plan needs {p['total'] / GB:.1f} GB ({worst[5:]}) of "
                     f"{FIT:.0%} x {device_bytes / GB:.1f} GB: change {flag[worst]}")


def plan_table(p, device_bytes, ckpt, mb, smb):
    """The plan as printed at start: one line per component, GB."""
    rows = [("weights (fp32)", "weights"), ("gradients", "grads"), ("AdamW states", "adamw"),
            ("reference model", "reference"), ("autocast bf16 weight copies", "autocast_copies"),
            (f"activations, update micro-batch {mb} rows, no checkpointing", "act_update_no_ckpt"),
            (f"activations, update micro-batch {mb} rows, checkpointing", "act_update_ckpt"),
            (f"activations, SFT micro-batch {smb} sequences", "act_sft"),
            ("log-prob chunk (+ output layer gradient)", "logprob_chunk"),
            ("generation KV cache, all rows at prompt + answer cap", "kv_cache"),
            ("peak: generation", "peak_generation"), ("peak: RL update", "peak_update"),
            ("peak: SFT", "peak_sft")]
    lines = [f"  {name:<58s} {p[k] / GB:8.2f} GB" for name, k in rows if p[k]]
    lines.append(f"  {'total (largest peak) vs device':<58s} {p['total'] / GB:8.2f} GB of "
                 f"{device_bytes / GB:.1f} GB ({p['total'] / device_bytes:.0%}); checkpointing "
                 f"{'on' if ckpt else 'off'}")
    return "\n".join(lines)


def rss_child(spec):
    """Run in a fresh process (`train.py --memory-child JSON`): build the model of `spec`,
    reset the high-water mark, run one forward + backward of the requested kind, and print
    the high-water RSS increase in bytes as JSON. Linux: /proc/self/clear_refs resets VmHWM."""
    torch.manual_seed(0)
    from transformers import Qwen2Config, Qwen2ForCausalLM
    cfg = Qwen2Config(**spec["config"])
    model = Qwen2ForCausalLM(cfg).train()
    if spec.get("checkpointing"):
        drtriton.enable_checkpointing(model)
    B, P, T, G = spec["rows"], spec["prompt"], spec["answer"], spec.get("group", spec["rows"])
    V = cfg.vocab_size
    p_ids = torch.randint(V, (B // G, P)).repeat_interleave(G, 0)
    p_mask = torch.ones(B, P, dtype=torch.long)
    ids, mask = torch.randint(V, (B, T)), torch.ones(B, T)

    def status(key):
        with open("/proc/self/status") as f:
            return next(int(line.split()[1]) * 1024 for line in f if line.startswith(key))
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")
    before = status("VmRSS:")
    if spec["kind"] == "token_logprobs":
        lp = drtriton.token_logprobs(model, p_ids, p_mask, ids, mask, n=G, path=spec["path"])
        (lp * mask).sum().backward()
    else:   # the SFT loss on prompt + answer rows
        full = torch.cat([p_ids, ids], 1)
        att = torch.ones_like(full)
        att[-1, -1] = 0                       # one row a token shorter: right padding, as in SFT
        lm = torch.cat([torch.zeros(B, P), mask], 1) * att
        sft_loss(model, full, att, lm, spec["path"]).backward()
    print(json.dumps({"peak_increase": status("VmHWM:") - before, "vocab": V}))


def measure_rss(spec):
    """rss_child's figure, from a fresh subprocess (bytes)."""
    import subprocess
    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "1"))
    r = subprocess.run([sys.executable, os.path.abspath(__file__), "--memory-child",
                        json.dumps(spec)], capture_output=True, text=True, env=env)
    if r.returncode != 0:
        raise RuntimeError(f"memory child failed: {r.stderr.strip().splitlines()[-1:]}")
    return json.loads(r.stdout.strip().splitlines()[-1])["peak_increase"]


# The configuration of the issue's memory figures: one Qwen2 layer, hidden 64, Qwen2.5's
# vocabulary, 8 answers x 256 tokens after a 32-token prompt.
BENCH_MEMORY = dict(config=dict(vocab_size=151_936, hidden_size=64, intermediate_size=256,
                                num_hidden_layers=1, num_attention_heads=4, num_key_value_heads=2,
                                tie_word_embeddings=True),
                    rows=8, prompt=32, answer=256, group=8)


def bench_memory(paths=("plain", "fused")):
    """High-water RSS increase of token_logprobs and of the SFT loss (forward + backward), each
    in a fresh process, as a multiple of one float32 (B, T, V) tensor (B x T = 8 x 256)."""
    unit = 4 * BENCH_MEMORY["rows"] * BENCH_MEMORY["answer"] * BENCH_MEMORY["config"]["vocab_size"]
    out = {}
    for kind in ("token_logprobs", "sft_loss"):
        for path in paths:
            out[f"{kind}_{path}_x"] = round(measure_rss(dict(BENCH_MEMORY, kind=kind,
                                                             path=path)) / unit, 3)
    return out


# -----------------------------------------------------------------------------
# Verification

def verify(programs, texts, G, args):
    """EvalResults of the P*G answers (row i*G + j answers program i). Identical answers to
    the same program are verified once; answers without code are `format` at once."""
    keys = [(i // G, drtriton.extract_code(t)) for i, t in enumerate(texts)]
    todo = sorted({k for k in keys if k[1] is not None}, key=lambda k: (k[0], k[1]))
    got = dict(zip(todo, reward.evaluate_many(
        [(programs[i].source, code) for i, code in todo], workers=args.workers,
        trials=args.trials, timeout_s=args.verify_timeout))) if todo else {}
    fmt = reward.EvalResult(stage="format", error="no code found in the answer")
    return [got.get(k, fmt) for k in keys], len(todo)


def stage_counts(results):
    return {s: sum(r.stage == s for r in results) for s in reward.STAGES}


@torch.no_grad()
def answers(model, tok, programs, args, n, temperature, batch=16):
    """n answers per program (row i*n + j answers program i) at the programs' answer cap,
    generated about `batch` rows at a time (temperature 0: greedy)."""
    texts, per = [], max(1, batch // n)
    for i in range(0, len(programs), per):
        prompts = [drtriton.render_prompt(tok, p.source) for p in programs[i:i + per]]
        texts += drtriton.generate(model, tok, prompts, n, args.caps[programs[0].level],
                                   temperature, dtype=compute_dtype(args)).texts
    return texts


def pass_at_1(model, tok, programs, args):
    """Held-out pass@1: one greedy answer per program, the share the verifier accepts.
    Returns (pass@1, stage counts)."""
    texts = answers(model, tok, programs, args, 1, 0.0)
    results, _ = verify(programs, texts, 1, args)
    return sum(r.correct for r in results) / max(1, len(results)), stage_counts(results)


def pass_at_k(n, c, k):
    """The unbiased pass@k of one program from n samples of which c are correct (Chen et al.
    2021, "Evaluating Large Language Models Trained on Code", eq. 1):

        pass@k = 1 - C(n - c, k) / C(n, k)"""
    return 1.0 if n - c < k else 1.0 - math.comb(n - c, k) / math.comb(n, k)


def sampled_pass(model, tok, programs, args, k):
    """k answers per program sampled at --temperature: (mean per-program pass rate, pass@k,
    its binomial standard error over programs, stage counts). The gap between pass@k and
    greedy pass@1 is what sharpening the policy's own sampling could reach at most: an RL
    gain beyond it must come from answers the policy never samples."""
    texts = answers(model, tok, programs, args, k, args.temperature)
    results, _ = verify(programs, texts, k, args)
    c = [sum(r.correct for r in results[j * k:(j + 1) * k]) for j in range(len(programs))]
    mean = statistics.mean(x / k for x in c)
    pk = statistics.mean(pass_at_k(k, x, k) for x in c)
    return mean, pk, math.sqrt(pk * (1 - pk) / len(programs)), stage_counts(results)


# -----------------------------------------------------------------------------
# Checkpoints: OUT/ckpt = policy/ (save_pretrained, with the tokenizer) + state.pt

def rng_state():
    return {"python": random.getstate(), "numpy": np.random.get_state(),
            "torch": torch.get_rng_state(),
            "cuda": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None}


def set_rng_state(s):
    random.setstate(s["python"])
    np.random.set_state(s["numpy"])
    torch.set_rng_state(s["torch"])
    if s["cuda"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(s["cuda"])


def find_checkpoint(out):
    """The newest complete checkpoint dir of a run: of OUT/ckpt, OUT/ckpt.tmp and OUT/ckpt.old
    (save_checkpoint's three names; an interruption between its renames leaves the newest
    in .tmp and the previous one in .old), those holding a COMPLETE marker, the one with the
    most (SFT, RL) steps; None if there is none."""
    found = []
    for name in ("ckpt", "ckpt.tmp", "ckpt.old"):
        marker = os.path.join(out, name, "COMPLETE")
        if os.path.exists(marker):
            with open(marker) as f:
                found.append((tuple(int(x) for x in f.read().split()), name))
    return os.path.join(out, max(found)[1]) if found else None


def save_checkpoint(out, model, tok, opt, state, args):
    """Write OUT/ckpt atomically (a new dir, marked COMPLETE last, then renames): an
    interruption at any point leaves a complete checkpoint that `find_checkpoint` finds."""
    tmp, final = os.path.join(out, "ckpt.tmp"), os.path.join(out, "ckpt")
    shutil.rmtree(tmp, ignore_errors=True)
    drtriton.save_policy(model, tok, os.path.join(tmp, "policy"))
    torch.save(dict(state, optimizer=opt.state_dict(), rng=rng_state()),
               os.path.join(tmp, "state.pt"))
    with open(os.path.join(tmp, "config.json"), "w") as f:
        json.dump({k: v for k, v in vars(args).items() if k != "caps"}, f, indent=1)
    with open(os.path.join(tmp, "COMPLETE"), "w") as f:      # written last: the dir is whole
        f.write(f"{state.get('sft_step', 0)} {state.get('rl_step', 0)}\n")
    old = final + ".old"
    shutil.rmtree(old, ignore_errors=True)
    if os.path.exists(final):
        os.replace(final, old)
    os.replace(tmp, final)
    shutil.rmtree(old, ignore_errors=True)


# -----------------------------------------------------------------------------
# Logging

class Log:
    """One fixed-format line per step on stdout, the same record as JSON in OUT/metrics.jsonl."""

    def __init__(self, path, keep_lines=None):
        self.path = path
        lines = open(path).read().splitlines() if os.path.exists(path) else []
        if keep_lines is not None:           # resume: drop what was logged after the checkpoint
            lines = lines[:keep_lines]
        with open(path, "w") as f:
            f.writelines(line + "\n" for line in lines)
        self.n = len(lines)
        self.records = [json.loads(line) for line in lines]

    def write(self, rec, line):
        print(line, flush=True)
        with open(self.path, "a") as f:
            f.write(json.dumps(rec) + "\n")
        self.records.append(rec)
        self.n += 1


def fmt(x, spec):
    return "-" if x is None or (isinstance(x, float) and math.isnan(x)) else format(x, spec)


def plot(records, path):
    """reward and pass rate vs RL step (and held-out evals) to a PNG, if matplotlib exists."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("plot: matplotlib is not installed, skipped")
        return None
    rl = [r for r in records if r["phase"] == "rl"]
    ev = [r for r in records if r["phase"] == "eval" and r.get("set") == "promotion"]
    test = [r for r in records if r["phase"] == "eval" and r.get("set") == "test"
            and r["step"] is not None]
    x, y = [r["step"] for r in rl], [r["reward"] for r in rl]
    avg = [statistics.mean(y[max(0, i - 9):i + 1]) for i in range(len(y))]   # 10-step mean
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot(x, y, alpha=0.3, label="rollout reward, per step")
    ax.plot(x, avg, label="rollout reward, 10-step mean")
    ax.plot([r["step"] for r in ev], [r["pass1"] for r in ev], "o-",
            label=f"promotion set pass@1 (L{ev[0]['level'] if ev else 1}, greedy)")
    ax.errorbar([r["step"] for r in test], [r["pass1"] for r in test], [r["se"] for r in test],
                fmt="s", capsize=3, label="test set pass@1 after SFT / RL (L1, +- 1 s.e.)")
    ax.set_xlabel("RL step")
    ax.set_title(os.path.basename(os.path.dirname(os.path.abspath(path))))
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    return path


# -----------------------------------------------------------------------------
# The run

def make_optimizer(model, lr):
    # fused=True: one kernel over all parameters instead of a loop over them (CPU and CUDA;
    # 28 -> 5 ms per step for the 4.5M-parameter tiny model on one CPU core).
    return torch.optim.AdamW(model.parameters(), lr=lr, betas=(0.9, 0.95), weight_decay=0.0,
                             fused=True)


def sft_lr(step, args):
    """Linear warm-up over 5% of the steps, then cosine decay to 10% of the peak."""
    warm = max(1, args.sft_steps // 20)
    if step < warm:
        return args.sft_lr * (step + 1) / warm
    t = (step - warm) / max(1, args.sft_steps - warm)
    return args.sft_lr * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * t)))


def run_sft(model, tok, opt, state, log, args, ckpt):
    """Stage 1: SFT on the teacher's compact answers, from state["sft_step"] on."""
    t0 = time.time()
    data1, drop1 = sft_examples(tok, 1, args.sft_data, args.seed, args.caps[1])
    n2 = int(args.sft_data * args.sft_level2_frac) if args.sft_level2_frac > 0 else 0
    data2, drop2 = sft_examples(tok, 2, n2, args.seed, args.caps[2]) if n2 else ([], 0)
    if not data1:
        raise SystemExit(f"error: every level-1 SFT answer is longer than the "
                         f"{args.caps[1]}-token cap: raise --max-new-tokens (e.g. auto)")
    print(f"sft data: {len(data1)} level-1 + {len(data2)} level-2 examples in "
          f"{time.time() - t0:.1f}s ({drop1} + {drop2} dropped: answer longer than the level's "
          f"cap); answer tokens mean {statistics.mean(len(a) for _, a in data1):.0f}; "
          f"micro-batch {args.sft_micro_batch} of {args.sft_batch}", flush=True)
    level2_from = args.sft_steps - int(args.sft_steps * args.sft_level2_frac)
    model.train()
    while state["sft_step"] < args.sft_steps:
        step, t0 = state["sft_step"], time.time()
        reset_peak(args)
        g = torch.Generator().manual_seed(args.seed * 1_000_003 + step)   # batch i is fixed
        rows = [data1[int(j)] for j in torch.randint(len(data1), (args.sft_batch,), generator=g)]
        if data2 and step >= level2_from:   # then level 2: half the batch
            half = args.sft_batch // 2
            rows[half:] = [data2[int(j)] for j in torch.randint(len(data2), (args.sft_batch - half,),
                                                                 generator=g)]
        for group in opt.param_groups:
            group["lr"] = sft_lr(step, args)
        # Micro-batches of --sft-micro-batch rows; each one's mean is weighted by its share of
        # the batch's answer tokens, so the gradients add up to the whole batch's loss.
        n_tok = sum(len(a) for _, a in rows)
        loss = 0.0
        for i in range(0, len(rows), args.sft_micro_batch):
            part = rows[i:i + args.sft_micro_batch]
            ids, att, lm = sft_batch(part, tok.pad_token_id, args.device)
            with drtriton.autocast(args.device, compute_dtype(args)):
                mb_loss = sft_loss(model, ids, att, lm, args.logprob_path) * (lm.sum() / n_tok)
            mb_loss.backward()
            loss += float(mb_loss.detach())
        torch.nn.utils.clip_grad_norm_(model.parameters(), args.grad_clip)
        opt.step()
        opt.zero_grad(set_to_none=True)
        state["sft_step"] = step + 1
        dt = time.time() - t0
        rec = {"phase": "sft", "step": step + 1, "level": 2 if data2 and step >= level2_from else 1,
               "loss": loss, "lr": opt.param_groups[0]["lr"], "tokens": n_tok, "seconds": dt,
               "peak_gb": peak_gb(args)}
        log.write(rec, f"sft step {step + 1:5d}/{args.sft_steps} | loss {loss:.4f} | "
                       f"lr {rec['lr']:.2e} | {rec['tokens']:5d} tok | {dt:5.2f}s"
                       + mem_text(rec))
        if state["sft_step"] % args.save_every == 0:
            ckpt(state)


# One RL step is four functions, in the order they run: `rollout` samples P x G answers;
# while the verifier judges them (in its own processes), `policy_logprobs` computes what needs
# no reward (the sampling policy's and the reference's log-probs, when used); `score` turns the
# verdicts into rewards and advantages; `update` runs the loss over micro-batches and steps
# the optimizer. `rl_step` strings them together and returns the step's record.

def rollout(model, tok, programs, args, level):
    """P x G sampled answers (row i*G + j answers program i), at the level's answer cap."""
    prompts = [drtriton.render_prompt(tok, p.source) for p in programs]
    return drtriton.generate(model, tok, prompts, args.group_size, args.caps[level],
                             args.temperature, dtype=compute_dtype(args))


def micro_batches(B, G, mb):
    """Row slices of mb rows (whole groups: DRPO's loss is per prompt, and the G answers of a
    prompt share its forward)."""
    mb = max(1, mb // G) * G
    return [slice(i, min(i + mb, B)) for i in range(0, B, mb)]


def logprobs(model, ro, sl, args):
    """token_logprobs of rows sl of the rollouts, at the sampling temperature: (mb, T)."""
    return drtriton.token_logprobs(model, ro.prompt_ids[sl], ro.prompt_mask[sl], ro.ids[sl],
                                   ro.mask[sl], n=ro.n, temperature=args.temperature,
                                   path=args.logprob_path)


@torch.no_grad()
def policy_logprobs(model, ref_model, ro, chunks, args):
    """(old, ref): the sampling policy's log-probs when the batch is used more than once
    (--update-epochs > 1: the ratio and the KL need them), the frozen reference's when GRPO
    has a KL term; None otherwise (on-policy: old = the current log-probs, detached)."""
    dtype = compute_dtype(args)
    old = ref = None
    with drtriton.autocast(args.device, dtype):
        if args.update_epochs > 1:
            old = torch.cat([logprobs(model, ro, sl, args) for sl in chunks])       # (B, T)
        if ref_model is not None:
            ref = torch.cat([logprobs(ref_model, ro, sl, args) for sl in chunks])   # (B, T)
    return old, ref


def score(results, P, G, device):
    """The verdicts as tensors (P, G): correct, valid (a `reference` failure is nobody's
    answer: left out), r_s (log speedup, 0 on a CPU), GRPO's reward and its advantage (B,)."""
    correct = torch.tensor([r.correct for r in results], device=device).view(P, G)
    valid = torch.tensor([r.stage != "reference" for r in results], device=device).view(P, G)
    r_s = torch.tensor([reward.rewards(r)[1] for r in results], dtype=torch.float32,
                       device=device).view(P, G)
    r_grpo = torch.tensor([reward.grpo_reward(r) for r in results], dtype=torch.float32,
                          device=device).view(P, G)
    adv = (group_advantages(r_grpo) * valid).view(-1)                   # (B,)
    return dict(correct=correct, valid=valid, r_s=r_s, r_grpo=r_grpo, adv=adv)


def micro_batch_loss(logp, old, ref, ro, sc, sl, args):
    """The loss of rows sl, scaled so that the micro-batches of a batch add up to its loss.
    Returns (loss, kl, clip_frac, all-correct groups, all-wrong groups)."""
    P, G = sc["correct"].shape
    m = ro.mask[sl]
    if args.loss == "grpo":
        denom = ro.mask.sum() if args.grpo_norm == "token" else P * G
        loss, info = grpo_loss(logp, old, sc["adv"][sl], m, args.clip_eps, ref, args.grpo_beta,
                               args.grpo_norm, denom)
        return loss, info["kl"], info["clip_frac"], 0, 0
    g = slice(sl.start // G, sl.stop // G)                              # the prompts of sl
    scores = sequence_scores(logp, m).view(-1, G)                       # (mb/G, G)
    loss, n_c, n_w = drpo_loss(scores, sc["correct"][g], sc["r_s"][g], args.drpo_lambda,
                               args.drpo_tau, sc["valid"][g], n_prompts=P,
                               noise=args.speed_noise)
    pen, kl = kl_old_penalty(logp, old, m, args.drpo_beta, args.drpo_delta)
    return loss + pen * (sl.stop - sl.start) / (P * G), float(kl.detach()), 0.0, n_c, n_w


def update(model, opt, ro, sc, chunks, old_logp, ref_logp, args, first_logp=None):
    """--update-epochs passes over the batch, each one optimizer step over all micro-batches.
    first_logp: the first micro-batch's log-probs, already computed (with grad) while the
    verifier ran. Returns the last pass's loss, kl and clip fraction, and the skipped groups."""
    B = ro.ids.shape[0]
    stats = {"loss": 0.0, "kl": 0.0, "clip_frac": 0.0, "skip_c": 0, "skip_w": 0, "gap": 0.0}
    for epoch in range(args.update_epochs):
        last = epoch == args.update_epochs - 1
        for sl in chunks:
            if first_logp is not None and sl is chunks[0]:
                logp, first_logp = first_logp, None
            else:
                with drtriton.autocast(args.device, compute_dtype(args)):
                    logp = logprobs(model, ro, sl, args)                # (mb, T)
            old = logp.detach() if old_logp is None else old_logp[sl]   # on-policy: ratio 1
            ref = None if ref_logp is None else ref_logp[sl]
            loss, kl, clip, n_c, n_w = micro_batch_loss(logp, old, ref, ro, sc, sl, args)
            loss.backward()
            frac = (sl.stop - sl.start) / B
            if epoch == 0:
                stats["skip_c"] += n_c
                stats["skip_w"] += n_w
                # the sampler's log-probs against the loss's, on the same policy: they differ
                # only by numerics (KV-cached vs full forward, autocast); a gap far above
                # rounding means the loss is not on-policy (another engine, or a bug)
                gap = (logp.detach() - ro.logprobs[sl]).abs() * ro.mask[sl]    # (mb, T)
                stats["gap"] += float(gap.sum() / ro.mask.sum().clamp(min=1))
            if last:
                stats["loss"] += float(loss.detach())   # micro-batch losses sum to the batch's
                stats["kl"] += kl * frac
                stats["clip_frac"] += clip * frac
        torch.nn.utils.clip_grad_norm_(model.parameters(), args.grad_clip)
        opt.step()
        opt.zero_grad(set_to_none=True)
    if args.loss == "grpo":      # GRPO's "skipped" groups: all answers rewarded alike (A = 0)
        r = sc["r_grpo"]
        same = (r == r[:, :1]).all(1)
        stats["skip_c"] = int((same & sc["correct"].all(1)).sum())
        stats["skip_w"] = int((same & ~sc["correct"].any(1)).sum())
    return stats


def mixed_groups(results, G, limit):
    """Dynamic sampling (DAPO, arXiv 2503.14476 §3.2): the indices of the first `limit`
    groups whose answers are neither all correct nor all wrong. Only those carry a gradient
    (DRPO skips the others; GRPO's advantages are 0 there), so updating on them alone spends
    the update on signal. A `reference` failure is nobody's answer and does not count."""
    keep = []
    for i in range(len(results) // G):
        rs = [r for r in results[i * G:(i + 1) * G] if r.stage != "reference"]
        if any(r.correct for r in rs) and not all(r.correct for r in rs) and len(keep) < limit:
            keep.append(i)
    return keep


def take_groups(ro, groups, G):
    """The rows of the given groups of a Rollouts (row i*G + j answers program i), with the
    answer columns cut to the longest kept answer."""
    rows = torch.tensor([i * G + j for i in groups for j in range(G)], dtype=torch.long,
                        device=ro.ids.device)
    T = max(1, int(ro.mask[rows].sum(1).max()))
    return drtriton.Rollouts(prompt_ids=ro.prompt_ids[rows], prompt_mask=ro.prompt_mask[rows],
                             ids=ro.ids[rows, :T], mask=ro.mask[rows, :T],
                             logprobs=ro.logprobs[rows, :T],
                             texts=[ro.texts[int(r)] for r in rows], n=ro.n)


def rl_seed(args, j):
    """The seed of the j-th program RL draws: new every time, or cycling through --rl-pool."""
    return RL_SEED + args.seed * 1_000_000 + (j % args.rl_pool if args.rl_pool > 0 else j)


def rl_step(model, ref_model, tok, opt, state, args, pool):
    """One RL step: sample, verify (overlapped with the log-probs that need no reward), score,
    update. With --oversample K > 1 the step samples K x P programs and updates on at most P
    groups with mixed verdicts (nothing to overlap then: which rows train is known only after
    the verifier). Returns the step's metrics record."""
    P, G, K = args.prompts, args.group_size, args.oversample
    level, step = state["level"], state["rl_step"]
    t0 = time.time()
    reset_peak(args)
    programs = [program(level, rl_seed(args, step * K * P + k)) for k in range(K * P)]
    ro = rollout(model, tok, programs, args, level)                    # B = K*P*G rows
    t_gen = time.time() - t0

    t1 = time.time()
    pending = pool.submit(verify, programs, ro.texts, G, args)         # the verifier's processes
    first_logp = old_logp = ref_logp = None
    if K == 1:
        chunks = micro_batches(P * G, G, args.micro_batch)
        # the verifier times a candidate (or a reference) only while it holds
        # reward.TIMING_LOCK; the policy's GPU work here holds it too, so no timed call shares
        # the GPU with it (a timed job's correctness checks wait as well; on a CPU nothing is
        # timed and the lock is never contended)
        with reward.TIMING_LOCK:
            old_logp, ref_logp = policy_logprobs(model, ref_model, ro, chunks, args)
            model.train()      # ... and the first micro-batch's forward, which needs no reward
            with drtriton.autocast(args.device, compute_dtype(args)):
                first_logp = logprobs(model, ro, chunks[0], args)       # (mb, T), with grad
    results, n_unique = pending.result()
    t_verify = time.time() - t1

    sampled = score(results, K * P, G, ro.ids.device)                  # every sampled answer
    kept, train_ro, train_results = K * P, ro, results
    if K > 1:
        groups = mixed_groups(results, G, P)
        kept = len(groups)
        if groups:
            train_ro = take_groups(ro, groups, G)
            train_results = [results[i * G + j] for i in groups for j in range(G)]
            chunks = micro_batches(len(groups) * G, G, args.micro_batch)
            old_logp, ref_logp = policy_logprobs(model, ref_model, train_ro, chunks, args)
            model.train()
    t2 = time.time()
    stats = {"loss": 0.0, "kl": 0.0, "clip_frac": 0.0, "skip_c": 0, "skip_w": 0, "gap": 0.0}
    if kept:
        sc = sampled if K == 1 else score(train_results, kept, G, ro.ids.device)
        stats = update(model, opt, train_ro, sc, chunks, old_logp, ref_logp, args, first_logp)
    if K > 1:             # the groups left out, counted as the loss would have skipped them
        n_pos = (sampled["correct"] & sampled["valid"]).sum(1)          # (K*P,)
        n_neg = (~sampled["correct"] & sampled["valid"]).sum(1)
        stats["skip_c"] = int(((n_neg == 0) & (n_pos > 0)).sum())       # as drpo_loss counts
        stats["skip_w"] = int((n_pos == 0).sum())
    t_update = time.time() - t2

    speedups = [r.speedup for r in results if r.correct and r.speedup]
    counts = stage_counts(results)
    return {"phase": "rl", "step": step + 1, "level": level,
            "reward": float(sampled["r_grpo"].mean()),
            "pass_rate": float(sampled["correct"].float().mean()),
            "compile_rate": sum(counts[s] for s in COMPILED) / len(results),
            "mean_speedup": statistics.mean(speedups) if speedups else None,
            "loss": stats["loss"], "kl": stats["kl"], "seconds": time.time() - t0,
            "t_gen": t_gen, "t_verify": t_verify, "t_update": t_update, "stages": counts,
            "skipped_all_correct": stats["skip_c"], "skipped_all_wrong": stats["skip_w"],
            "clip_frac": stats["clip_frac"], "logp_gap": stats["gap"],
            "answer_tokens": float(ro.mask.sum(1).mean()),
            "unique_answers": n_unique, "groups_kept": kept, "peak_gb": peak_gb(args)}


def reset_peak(args):
    if args.device.startswith("cuda"):
        torch.cuda.reset_peak_memory_stats()


def peak_gb(args):
    """The step's peak of PyTorch's CUDA allocations (GB, 1e9 bytes: the memory plan's unit),
    to hold against the plan printed at start; None on a CPU."""
    return torch.cuda.max_memory_allocated() / 1e9 if args.device.startswith("cuda") else None


def mem_text(rec):
    return f" | peak {rec['peak_gb']:.2f} GB" if rec.get("peak_gb") is not None else ""


def rl_line(rec, args):
    st = rec["stages"]
    return (f"rl step {rec['step']:4d}/{args.steps} | L{rec['level']} | reward {rec['reward']:.3f} | "
            f"pass {rec['pass_rate']:.3f} | compile {rec['compile_rate']:.3f} | "
            f"speedup {fmt(rec['mean_speedup'], '5.2f')} | loss {rec['loss']:+.4f} | "
            f"kl {rec['kl']:.4f} | gap {rec['logp_gap']:.0e} | skip {rec['skipped_all_correct']}c/{rec['skipped_all_wrong']}w | "
            f"kept {rec.get('groups_kept', args.prompts)}/{args.oversample * args.prompts} | "
            f"fmt {st['format']} cmp {st['compile'] + st['static']} run {st['runtime'] + st['timeout']} "
            f"fb {st['fallback']} mis {st['mismatch']} ok {st['ok']} | "
            f"gen {rec['t_gen']:.1f}s ver {rec['t_verify']:.1f}s upd {rec['t_update']:.1f}s | "
            f"{rec['seconds']:5.1f}s" + mem_text(rec))


def evaluate_heldout(model, tok, level, args, log, when, step, test=False):
    """Held-out pass@1 at a level, logged as an `eval` record: on the promotion set (--eval-n
    programs; the curriculum acts on it) or, with test=True, on the test set (--test-n unseen
    programs that decide nothing, so a result reported on them is not selected on them).
    Its standard error is the binomial sqrt(p (1 - p) / n). Returns {"pass1", "n", "se"}."""
    t0 = time.time()
    n, seed, name = (args.test_n, TEST_SEED, "test") if test else (args.eval_n, HELDOUT_SEED, "promotion")
    progs = heldout(level, n, seed)
    p1, counts = pass_at_1(model, tok, progs, args)
    se = math.sqrt(p1 * (1 - p1) / n)
    rec = {"phase": "eval", "when": when, "step": step, "level": level, "set": name, "pass1": p1,
           "se": se, "n": n, "stages": counts, "seconds": time.time() - t0}
    log.write(rec, f"eval {when:>9s} | L{level} {name:9s} | pass@1 {p1:.3f} +- {se:.3f} "
                   f"({round(p1 * n)}/{n}) | " + " ".join(f"{k} {v}" for k, v in counts.items() if v)
                   + f" | {rec['seconds']:.1f}s")
    out = {"pass1": p1, "n": n, "se": se, "set_id": set_id(progs)}
    if test and args.test_samples > 0:
        t0, k = time.time(), args.test_samples
        mean, pk, pk_se, counts = sampled_pass(model, tok, progs, args, k)
        rec = {"phase": "eval", "when": when, "step": step, "level": level, "set": "test-sampled",
               "k": k, "sampled_pass1": mean, "pass_at_k": pk, "pass_at_k_se": pk_se, "n": n,
               "stages": counts, "seconds": time.time() - t0}
        log.write(rec, f"eval {when:>9s} | L{level} {k} samples | mean pass {mean:.3f} | "
                       f"pass@{k} {pk:.3f} +- {pk_se:.3f} | "
                       + " ".join(f"{s_} {v}" for s_, v in counts.items() if v)
                       + f" | {rec['seconds']:.1f}s")
        out.update(sampled_pass1=mean, pass_at_k=pk, pass_at_k_se=pk_se, k=k)
    return out


def set_id(progs):
    """A fingerprint of a held-out set: its programs' sources. The same seeds draw other
    programs once the operator table changes, so two pass@1 figures compare only if equal."""
    return hashlib.sha256("\0".join(p.source for p in progs).encode()).hexdigest()[:16]


def choose_logprob_path(model, tok, args):
    """'fused' or 'plain' for this run, and why (printed at start)."""
    if args.logprob_path == "plain":
        return "plain", "as asked (--logprob-path plain)"
    if not drtriton.head_is_projection(model):
        if args.logprob_path == "fused":
            raise SystemExit(f"error: {type(model).__name__}'s output layer is more than a "
                             "projection; use --logprob-path plain (or auto)")
        return "plain", f"{type(model).__name__}'s output layer is more than a projection"
    # The once-per-run check, in float32 on one row of <= 64 answer tokens: the fused path
    # against the model's own forward (values) and its own head (gradients).
    p = program(1, HELDOUT_SEED)
    pr, an = prompt_ids(tok, p), answer_ids(tok, p)[:64]
    dev = args.device
    ok, diff = drtriton.logprob_check(model, torch.tensor([pr], device=dev),
                                      torch.ones(1, len(pr), dtype=torch.long, device=dev),
                                      torch.tensor([an], device=dev),
                                      torch.ones(1, len(an), device=dev))
    if not ok:
        if args.logprob_path == "fused":
            raise SystemExit(f"error: the fused log-probs differ from the model's own by {diff:.1e};"
                             " use --logprob-path plain")
        return "plain", f"the fused path differs from the model's forward by {diff:.1e}"
    return "fused", (f"{type(model.get_output_embeddings()).__name__} output layer; check on "
                     f"1 x {len(an)} tokens: max |difference| {diff:.1e}")


def setup_run(model, tok, args, levels, explicit=()):
    """What is decided at start and printed: the log-prob path, the answer caps per level
    (measured lengths), the memory plan (checkpointing, micro-batches). Sets args.caps,
    args.logprob_path, args.micro_batch, args.sft_micro_batch; enables checkpointing."""
    path, why = choose_logprob_path(model, tok, args)
    print(f"log-probs: {path} path ({why})", flush=True)
    args.logprob_path = path
    t0 = time.time()
    measured = sorted(set(levels) | {1} | ({2} if args.sft_level2_frac > 0 else set()))
    lengths = measure_lengths(tok, measured)
    limit = getattr(model.config, "max_position_embeddings", None)
    args.caps = answer_caps(args.max_new_tokens, measured, lengths, positions=limit)
    table, warnings = length_report(lengths, args.caps)
    print(table + f"\n  ({time.time() - t0:.1f}s)", flush=True)
    for w in warnings:
        print(w, flush=True)
    prompt_len = max(max(pl) for pl, _ in lengths.values())
    answer_len = max(args.caps.values())
    if limit and prompt_len + answer_len > limit:
        raise SystemExit(f"error: prompt ({prompt_len}) + answer cap ({answer_len}) tokens exceed "
                         f"the model's {limit} positions: lower --max-new-tokens")
    dev_bytes = device_memory(args.device)
    plan, ckpt, args.micro_batch, args.sft_micro_batch = plan_run(
        model_shape(model), args, prompt_len, answer_len, dev_bytes, explicit)
    print(f"memory plan (prompt {prompt_len} + answer {answer_len} tokens, "
          f"{args.prompts} x {args.group_size} rows, micro-batch {args.micro_batch}, "
          f"SFT micro-batch {args.sft_micro_batch}):\n"
          + plan_table(plan, dev_bytes, ckpt, args.micro_batch, args.sft_micro_batch), flush=True)
    if ckpt:
        drtriton.enable_checkpointing(model)
    return plan


def main(argv=None):
    args = ap.parse_args(argv)
    if args.memory_child:
        return rss_child(json.loads(args.memory_child))
    if args.bench:
        return bench(resolve(args))
    if args.temperature <= 0:
        sys.exit("error: --temperature must be > 0: RL samples answers (the loss scores them at "
                 "the same temperature)")
    if args.rl_pool < 0:
        sys.exit("error: --rl-pool must be >= 0 (0: a new program every time)")
    explicit = {k for k in ("micro_batch", "sft_micro_batch") if getattr(args, k) is not None}
    state = None
    if args.resume:
        ckpt_dir = find_checkpoint(args.resume)
        if ckpt_dir is None:
            sys.exit(f"error: no complete checkpoint in {args.resume} (ckpt/, ckpt.tmp/, ckpt.old/)")
        saved = json.load(open(os.path.join(ckpt_dir, "config.json")))
        parser = copy.deepcopy(ap)                   # flags given now win over the saved ones
        flags = {a.dest for a in ap._actions}
        parser.set_defaults(**{k: v for k, v in saved.items() if k in flags and k != "resume"})
        args = parser.parse_args(argv)
        args.out = args.resume
        state = torch.load(os.path.join(ckpt_dir, "state.pt"), weights_only=False)
    args = resolve(args)
    levels = [int(x) for x in args.levels.split(",")]
    os.makedirs(args.out, exist_ok=True)
    print("config: " + " ".join(f"{k}={v}" for k, v in vars(args).items()), flush=True)

    if args.threads:
        torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    random.seed(args.seed)
    np.random.seed(args.seed)
    name = os.path.join(ckpt_dir, "policy") if state else args.model
    try:
        model, tok = drtriton.load_policy(name, args.device, seed=args.seed)
    except drtriton.PolicyLoadError as e:
        sys.exit(f"error: {e}")
    n_params = sum(p.numel() for p in model.parameters())
    print(f"policy: {args.model} ({n_params / 1e6:.2f}M parameters) on {args.device}, "
          f"{args.dtype} compute; RL batch {args.prompts} programs x {args.group_size} answers; "
          f"promotion set {args.eval_n} programs per eval, test set {args.test_n}", flush=True)
    setup_run(model, tok, args, levels, explicit)
    if args.eval_only:           # (a checkpoint's or a Hub model's test-set score, nothing else)
        log = Log(os.path.join(args.out, "metrics.jsonl"))         # (appended to, never cut)
        got = evaluate_heldout(model, tok, 1, args, log, "eval_only",
                               state["rl_step"] if state else None, test=True)
        reward.shutdown()
        return got

    if state is None:
        state = {"phase": "sft", "sft_step": 0, "rl_step": 0, "level": levels[0], "evals": {},
                 "log_lines": 0}
        log = Log(os.path.join(args.out, "metrics.jsonl"), keep_lines=0)
    else:
        log = Log(os.path.join(args.out, "metrics.jsonl"), keep_lines=state["log_lines"])
        print(f"resumed {args.out}: phase {state['phase']}, sft step {state['sft_step']}, "
              f"rl step {state['rl_step']}, level {state['level']}", flush=True)
    opt = make_optimizer(model, args.sft_lr if state["phase"] == "sft" else args.lr)
    if "optimizer" in state:
        opt.load_state_dict(state.pop("optimizer"))
        set_rng_state(state.pop("rng"))

    def ckpt(st):
        st["log_lines"] = log.n
        save_checkpoint(args.out, model, tok, opt, st, args)

    sft = state["evals"].get("after_sft")
    if sft and sft.get("set_id") != set_id(heldout(1, args.test_n, TEST_SEED)):
        # resumed after the table (or --test-n) changed: the SFT score was on another test set
        if state["rl_step"] == 0:        # the policy is still the SFT one: measure it again
            state["evals"]["after_sft"] = evaluate_heldout(model, tok, 1, args, log, "after_sft",
                                                           0, test=True)
        else:
            print("note: the test set changed since after_sft was measured; rl_minus_sft is "
                  "not reported for this run", flush=True)
            state["evals"]["after_sft"] = None
    if state["phase"] == "done" and state["rl_step"] < args.steps:   # resumed with more steps
        state["phase"] = "rl"
    t_start = time.time()
    if state["phase"] == "sft":
        if "before_sft" not in state["evals"]:
            state["evals"]["before_sft"] = evaluate_heldout(model, tok, 1, args, log, "before_sft",
                                                            None, test=True)
        run_sft(model, tok, opt, state, log, args, ckpt)
        state["evals"]["after_sft"] = evaluate_heldout(model, tok, 1, args, log, "after_sft", 0,
                                                       test=True)
        drtriton.save_policy(model, tok, os.path.join(args.out, "sft"))   # the SFT-only policy, kept
        state["phase"] = "rl"
        opt = make_optimizer(model, args.lr)
        ckpt(state)

    if state["phase"] == "rl":
        ref_model = None
        if args.loss == "grpo" and args.grpo_beta > 0:   # the frozen reference: the SFT policy
            ref_model = drtriton.load_policy(os.path.join(args.out, "sft"), args.device)[0]
            ref_model.eval().requires_grad_(False)
        with ThreadPoolExecutor(1) as pool:
            while state["rl_step"] < args.steps:
                rec = rl_step(model, ref_model, tok, opt, state, args, pool)
                state["rl_step"] += 1
                log.write(rec, rl_line(rec, args))
                if state["rl_step"] % args.eval_every == 0 and state["rl_step"] < args.steps:
                    p1 = evaluate_heldout(model, tok, state["level"], args, log, "rl",
                                          state["rl_step"])["pass1"]
                    i = levels.index(state["level"]) if state["level"] in levels else 0
                    if p1 >= args.promote_at and i + 1 < len(levels):
                        state["level"] = levels[i + 1]
                        print(f"curriculum: pass@1 {p1:.3f} >= {args.promote_at}: "
                              f"level {levels[i]} -> {state['level']}", flush=True)
                if state["rl_step"] % args.save_every == 0:
                    ckpt(state)
        state["evals"]["after_rl"] = evaluate_heldout(model, tok, 1, args, log, "after_rl",
                                                      state["rl_step"], test=True)
        state["phase"] = "done"
        ckpt(state)

    # Summary: key: value.
    rl = [r for r in log.records if r["phase"] == "rl"]
    ev = {k: state["evals"].get(k) for k in ("before_sft", "after_sft", "after_rl")}
    gain = None      # RL's gain over SFT on the test set, with the unpaired standard error
    if ev["after_sft"] and ev["after_rl"]:
        gain = (ev["after_rl"]["pass1"] - ev["after_sft"]["pass1"],
                math.hypot(ev["after_rl"]["se"], ev["after_sft"]["se"]))
    summary = {"model": args.model, "loss": args.loss, "parameters": n_params,
               "sft_steps": state["sft_step"], "rl_steps": state["rl_step"],
               "final_level": state["level"], "test_programs": args.test_n,
               **{f"pass1_L1_{k}": v and v["pass1"] for k, v in ev.items()},
               **{f"pass1_L1_{k}_se": v and v["se"] for k, v in ev.items()},
               "rl_minus_sft": gain and gain[0], "rl_minus_sft_se": gain and gain[1],
               "rl_mean_reward_first10": statistics.mean(r["reward"] for r in rl[:10]) if rl else None,
               "rl_mean_reward_last10": statistics.mean(r["reward"] for r in rl[-10:]) if rl else None,
               "rl_s_per_step": statistics.mean(r["seconds"] for r in rl) if rl else None,
               "rl_verify_share": (sum(r["t_verify"] for r in rl) / sum(r["seconds"] for r in rl))
               if rl else None,
               "rl_s_generation": statistics.mean(r["t_gen"] for r in rl) if rl else None,
               "rl_s_verify": statistics.mean(r["t_verify"] for r in rl) if rl else None,
               "rl_s_update": statistics.mean(r["t_update"] for r in rl) if rl else None,
               "peak_gpu_memory_gb": torch.cuda.max_memory_allocated() / 1e9
               if args.device.startswith("cuda") else None,
               "seconds_this_session": round(time.time() - t_start, 1),
               "out": args.out}
    if args.plot:
        summary["plot"] = plot(log.records, os.path.join(args.out, "reward.png"))
    print("\nsummary")
    for k, v in summary.items():
        print(f"{k}: {fmt(v, '.3f') if isinstance(v, float) else v}")
    reward.shutdown()
    return summary


# -----------------------------------------------------------------------------
# Benchmark: GRPO step speed on the tiny model (generation vs the rest), and the verifier

def bench(args, steps=6, G=8, new_tokens=128, memory=True):
    """Median seconds per GRPO step, 1 prompt x G answers x new_tokens tokens, on the tiny
    model, with a cheap reward (the share of answer tokens whose id is even) instead of the
    verifier; then the verifier's time for one real step's worth of G answers; then the
    memory of token_logprobs and of the SFT loss on both paths (`bench_memory`).
    docs/bench_trl.py runs the same step with TRL's GRPOTrainer, for comparison."""
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads or os.cpu_count() or 1)
    model, tok = drtriton.load_policy("tiny", args.device, seed=args.seed)
    opt = make_optimizer(model, 1e-4)
    p = program(1, HELDOUT_SEED)
    prompt = drtriton.render_prompt(tok, p.source)
    n_params = sum(x.numel() for x in model.parameters())
    gen_t, rest_t = [], []
    for i in range(steps + 1):
        t0 = time.perf_counter()
        ro = drtriton.generate(model, tok, [prompt], G, new_tokens, 1.0,
                               dtype=compute_dtype(args), stop_at_eos=False)
        t1 = time.perf_counter()
        r = ((ro.ids % 2 == 0).float() * ro.mask).sum(1) / ro.mask.sum(1)            # (G,)
        adv = group_advantages(r.view(1, G)).view(-1)
        logp = drtriton.token_logprobs(model, ro.prompt_ids, ro.prompt_mask, ro.ids, ro.mask, n=G,
                                       path="fused")
        loss, _ = grpo_loss(logp, logp.detach(), adv, ro.mask)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        opt.zero_grad(set_to_none=True)
        t2 = time.perf_counter()
        if i:                                                            # step 0: warm-up
            gen_t.append(t1 - t0)
            rest_t.append(t2 - t1)
    gen, rest = statistics.median(gen_t), statistics.median(rest_t)
    # The verifier on one step's worth of answers: the teacher's solutions of G distinct
    # level-1 programs (the first call also starts the fork servers: warm it up first).
    progs = heldout(1, G)
    pairs = [(q.source, teacher.solution(q, "compact")) for q in progs]
    reward.evaluate_many(pairs[:args.workers], workers=args.workers)
    t0 = time.perf_counter()
    res = reward.evaluate_many(pairs, workers=args.workers)
    ver = time.perf_counter() - t0
    reward.shutdown()
    step = gen + rest
    out = {"model": f"tiny ({n_params / 1e6:.2f}M params, Qwen2-style)",
           "prompt_tokens": int(ro.prompt_mask.sum(1)[0]), "answers": G, "new_tokens": new_tokens,
           "torch_threads": torch.get_num_threads(),
           "generation_s": round(gen, 3), "rest_s": round(rest, 3), "step_s": round(step, 3),
           "verifier_s_per_step": round(ver, 2), "verifier_workers": args.workers,
           "verifier_correct": f"{sum(x.correct for x in res)}/{G}",
           "verifier_share_of_real_step": round(ver / (step + ver), 2)}
    print("bench: GRPO step, 1 prompt x 8 answers x 128 new tokens, cheap reward "
          f"(median of {steps} steps after a warm-up)")
    for k, v in out.items():
        print(f"{k}: {v}")
    if memory:
        mem = bench_memory()
        print("bench: memory, high-water RSS increase of forward + backward in a fresh process, "
              "as a multiple of one float32 (B, T, V) tensor (one Qwen2 layer, hidden 64, "
              "vocabulary 151,936, 8 answers x 256 tokens after a 32-token prompt)")
        for k, v in mem.items():
            print(f"{k}: {v}")
        out.update(mem)
    return out


if __name__ == "__main__":
    main()
