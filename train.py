"""
Chapter 5: learning — SFT warm-up, then RL with hand-written GRPO and DRPO, on a curriculum.

DRTriton (arXiv 2603.21465, §3-4; DESIGN.md §3) teaches a coder LLM to write Triton by RL on
synthetic PyTorch programs. One run of this file is the whole recipe:

  0. held-out pass@1 at level 1 of the untouched policy (greedy decoding, one answer each);
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

  3. curriculum: levels 1 -> 2 -> 5; every --eval-every steps the held-out pass@1 at the
     current level is measured, and the run moves up a level when it reaches --promote-at;
  4. held-out level-1 pass@1 after SFT and after RL, a `key: value` summary, a plot.

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
  6. Default model on a GPU: Qwen/Qwen2.5-Coder-0.5B-Instruct (the paper: a 7B coder). It is
     an instruct coder model with a chat template that fits full fine-tuning with AdamW in
     fp32 master weights (~8 GB) plus generation on any single 24 GB GPU, and samples ~3x
     faster than the 1.5B, so a one-GPU run sees more RL steps; `--model
     Qwen/Qwen2.5-Coder-1.5B-Instruct` is one flag away on a 40-80 GB GPU.

Run it:
    python train.py                                 # GPU: Qwen2.5-Coder-0.5B, bf16 autocast
    python train.py --model tiny                    # CPU, offline: ~4.5M-param model, ~20 min
    python train.py --model tiny-100m --device cuda --steps 5    # GPU check, no network
    python train.py --model tiny --loss grpo        # the ablation
    python train.py --resume runs/tiny              # continue an interrupted run
    python train.py --bench                         # GRPO step speed on the tiny model
"""
import argparse
import copy
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
ap.add_argument("--bench", action="store_true", help="time GRPO steps on the tiny model, exit")
# stage 1: SFT warm-up
ap.add_argument("--sft-steps", type=int, default=None, help="SFT optimizer steps (tiny 400, else 200)")
ap.add_argument("--sft-batch", type=int, default=None, help="SFT sequences per step (tiny 16, else 8)")
ap.add_argument("--sft-lr", type=float, default=None, help="SFT peak learning rate (tiny 2e-3, else 1e-5)")
ap.add_argument("--sft-data", type=int, default=None, help="level-1 programs in the SFT set (tiny 1000, else 2000)")
ap.add_argument("--sft-level2-frac", type=float, default=None,
                help="last fraction of SFT steps that mix in level-2 programs (tiny 0, else 0.25)")
# stage 2: RL
ap.add_argument("--steps", type=int, default=None, help="RL steps (tiny 120, else 500)")
ap.add_argument("--loss", default="drpo", choices=["drpo", "grpo"], help="RL objective")
ap.add_argument("--prompts", type=int, default=None, help="programs per RL step, P (tiny 4, else 8)")
ap.add_argument("--group-size", type=int, default=8, help="answers per program, G")
ap.add_argument("--max-new-tokens", type=int, default=None, help="answer length cap in tokens (tiny 224, else 2048)")
ap.add_argument("--temperature", type=float, default=1.0, help="sampling temperature of RL rollouts")
ap.add_argument("--lr", type=float, default=None, help="RL learning rate (tiny 1e-4, else 1e-6)")
ap.add_argument("--update-epochs", type=int, default=1,
                help="passes over each batch of rollouts; >1 makes the ratio/clip/KL act")
ap.add_argument("--micro-batch", type=int, default=None,
                help="rows per forward/backward, rounded to whole groups (tiny 16, else 8)")
ap.add_argument("--grad-clip", type=float, default=1.0, help="max gradient norm")
# GRPO
ap.add_argument("--clip-eps", type=float, default=0.2, help="PPO clip range of the ratio")
ap.add_argument("--grpo-beta", type=float, default=0.0, help="weight of the k3 KL to the frozen initial policy")
ap.add_argument("--grpo-norm", default="token", choices=["token", "sequence"],
                help="average the loss over all tokens of the batch, or per answer then over answers")
# DRPO
ap.add_argument("--drpo-lambda", type=float, default=0.1, help="temperature of the speed weights exp(r_s/lambda)")
ap.add_argument("--drpo-tau", type=float, default=10.0, help="temperature of the log-sum-exp over wrong answers")
ap.add_argument("--drpo-beta", type=float, default=1000.0, help="KL-to-old-policy hinge weight")
ap.add_argument("--drpo-delta", type=float, default=1e-3, help="KL-to-old-policy hinge threshold (nats/token)")
# curriculum and held-out evaluation
ap.add_argument("--levels", default="1,2,5", help="curriculum levels (ops per program), in order")
ap.add_argument("--promote-at", type=float, default=None,
                help="held-out pass@1 that moves the run up a level (tiny 0.8: its 30-minute run "
                "stays on level 1, which it has seen in SFT; else 0.5, the paper's)")
ap.add_argument("--eval-every", type=int, default=None, help="RL steps between held-out evals (tiny 20, else 50)")
ap.add_argument("--eval-n", type=int, default=None, help="held-out programs per eval (tiny 32, else 64)")
# verifier
ap.add_argument("--workers", type=int, default=None, help="verifier processes (default: CPU count)")
ap.add_argument("--trials", type=int, default=5, help="random inputs per correctness check")
ap.add_argument("--verify-timeout", type=float, default=60.0, help="seconds per candidate before stage timeout")
# output
ap.add_argument("--save-every", type=int, default=None, help="steps between checkpoints")
ap.add_argument("--plot", default=1, type=int, help="write OUT/reward.png if matplotlib is installed (1/0)")

TINY_DEFAULTS = dict(sft_steps=400, sft_batch=16, sft_lr=2e-3, sft_data=1000, sft_level2_frac=0.0,
                     steps=120, prompts=4, max_new_tokens=224, lr=1e-4, micro_batch=16,
                     eval_every=20, eval_n=32, save_every=50, promote_at=0.8)
HUB_DEFAULTS = dict(sft_steps=200, sft_batch=8, sft_lr=1e-5, sft_data=2000, sft_level2_frac=0.25,
                    steps=500, prompts=8, max_new_tokens=2048, lr=1e-6, micro_batch=8,
                    eval_every=50, eval_n=64, save_every=50, promote_at=0.5)

# Seed ranges of the synthetic programs, disjoint so that no split sees another's programs
# (drtriton.TOKENIZER_SEED = 3_000_000 is the tiny tokenizer's corpus).
HELDOUT_SEED, SFT_SEED, RL_SEED = 1_000_000, 10_000_000, 50_000_000
COMPILED = ("runtime", "timeout", "fallback", "mismatch", "ok")   # stages past compilation
RL_KEYS = ("phase", "step", "level", "reward", "pass_rate", "compile_rate", "mean_speedup",
           "loss", "kl", "seconds", "t_gen", "t_verify", "t_update", "stages", "skipped_all_correct",
           "skipped_all_wrong", "clip_frac", "answer_tokens", "unique_answers")


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


def drpo_weights(r_s, correct, lam=0.1):
    """DRPO's weights over each prompt's correct answers S+ (0 on the incorrect ones):

        w(o) = exp(r_s(o)/lam) / sum_{o' in S+} exp(r_s(o')/lam)     r_s, correct: (P, G) -> (P, G)

    A slow correct kernel still gets w > 0: correctness and speed are decoupled."""
    z = (r_s / lam).masked_fill(~correct, float("-inf"))
    w = torch.softmax(z, 1)
    return torch.nan_to_num(w, nan=0.0)           # a row with no correct answer: all 0


def drpo_loss(scores, correct, r_s, lam=0.1, tau=10.0, valid=None, n_prompts=None):
    """DRPO's policy loss (DESIGN.md §3; Optimization-AI/DRPO compute_policy_loss_drpo):

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
    w = drpo_weights(r_s, pos, lam)                                      # (P, G)
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


def heldout(level, n):
    """The fixed held-out programs of a level (seeds HELDOUT_SEED + i)."""
    return [program(level, HELDOUT_SEED + i) for i in range(n)]


def sft_examples(tok, level, n, seed):
    """n (prompt ids, answer ids) pairs: prompt through the chat template, answer = the
    teacher's compact solution in a fence, then EOS."""
    out = []
    for i in range(n):
        p = program(level, SFT_SEED + seed * 1_000_000 + level * 100_000 + i)
        prompt = tok(drtriton.render_prompt(tok, p.source), add_special_tokens=False)["input_ids"]
        answer = tok(drtriton.format_answer(teacher.solution(p, "compact")),
                     add_special_tokens=False)["input_ids"] + [tok.eos_token_id]
        out.append((prompt, answer))
    return out


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


def sft_loss(model, ids, att, lm):
    """Cross-entropy of the answer tokens: -sum m_t log pi(x_t | x_<t) / sum m_t."""
    logits = model(input_ids=ids, attention_mask=att).logits[:, :-1]    # (B, L-1, V)
    logp = torch.log_softmax(logits.float(), -1).gather(-1, ids[:, 1:, None])[..., 0]
    m = lm[:, 1:]
    return -(logp * m).sum() / m.sum()


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
def pass_at_1(model, tok, programs, args, batch=16):
    """Held-out pass@1: one greedy answer per program, the share the verifier accepts.
    Returns (pass@1, stage counts)."""
    texts = []
    for i in range(0, len(programs), batch):
        prompts = [drtriton.render_prompt(tok, p.source) for p in programs[i:i + batch]]
        texts += drtriton.generate(model, tok, prompts, 1, args.max_new_tokens, 0.0,
                                   dtype=compute_dtype(args)).texts
    results, _ = verify(programs, texts, 1, args)
    return sum(r.correct for r in results) / max(1, len(results)), stage_counts(results)


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


def save_checkpoint(out, model, tok, opt, state, args):
    """Write OUT/ckpt atomically (a new dir, then a rename): an interruption mid-save leaves
    the previous checkpoint intact."""
    tmp, final = os.path.join(out, "ckpt.tmp"), os.path.join(out, "ckpt")
    shutil.rmtree(tmp, ignore_errors=True)
    model.save_pretrained(os.path.join(tmp, "policy"))
    tok.save_pretrained(os.path.join(tmp, "policy"))
    torch.save(dict(state, optimizer=opt.state_dict(), rng=rng_state()),
               os.path.join(tmp, "state.pt"))
    with open(os.path.join(tmp, "config.json"), "w") as f:
        json.dump(vars(args), f, indent=1)
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
    ev = [r for r in records if r["phase"] == "eval" and r["step"] is not None]
    x, y = [r["step"] for r in rl], [r["reward"] for r in rl]
    avg = [statistics.mean(y[max(0, i - 9):i + 1]) for i in range(len(y))]   # 10-step mean
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot(x, y, alpha=0.3, label="rollout reward, per step")
    ax.plot(x, avg, label="rollout reward, 10-step mean")
    ax.plot([r["step"] for r in ev], [r["pass1"] for r in ev], "o-",
            label=f"held-out pass@1 (L{ev[0]['level'] if ev else 1}, greedy)")
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
    data1 = sft_examples(tok, 1, args.sft_data, args.seed)
    n2 = int(args.sft_data * args.sft_level2_frac) if args.sft_level2_frac > 0 else 0
    data2 = sft_examples(tok, 2, n2, args.seed) if n2 else []
    print(f"sft data: {len(data1)} level-1 + {len(data2)} level-2 examples in "
          f"{time.time() - t0:.1f}s; answer tokens mean "
          f"{statistics.mean(len(a) for _, a in data1):.0f}", flush=True)
    level2_from = args.sft_steps - int(args.sft_steps * args.sft_level2_frac)
    model.train()
    while state["sft_step"] < args.sft_steps:
        step, t0 = state["sft_step"], time.time()
        g = torch.Generator().manual_seed(args.seed * 1_000_003 + step)   # batch i is fixed
        rows = [data1[int(j)] for j in torch.randint(len(data1), (args.sft_batch,), generator=g)]
        if data2 and step >= level2_from:   # then level 2: half the batch
            half = args.sft_batch // 2
            rows[half:] = [data2[int(j)] for j in torch.randint(len(data2), (args.sft_batch - half,),
                                                                 generator=g)]
        for group in opt.param_groups:
            group["lr"] = sft_lr(step, args)
        ids, att, lm = sft_batch(rows, tok.pad_token_id, args.device)
        with drtriton.autocast(args.device, compute_dtype(args)):
            loss = sft_loss(model, ids, att, lm)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), args.grad_clip)
        opt.step()
        opt.zero_grad(set_to_none=True)
        state["sft_step"] = step + 1
        dt = time.time() - t0
        rec = {"phase": "sft", "step": step + 1, "level": 2 if data2 and step >= level2_from else 1,
               "loss": loss.item(), "lr": opt.param_groups[0]["lr"], "tokens": int(lm.sum()),
               "seconds": dt}
        log.write(rec, f"sft step {step + 1:5d}/{args.sft_steps} | loss {loss.item():.4f} | "
                       f"lr {rec['lr']:.2e} | {rec['tokens']:5d} tok | {dt:5.2f}s")
        if state["sft_step"] % args.save_every == 0:
            ckpt(state)


def rl_step(model, ref_model, tok, opt, state, args, pool):
    """One RL step: sample, verify, update. Returns the step's metrics record."""
    P, G = args.prompts, args.group_size
    level, step = state["level"], state["rl_step"]
    t0 = time.time()
    programs = [program(level, RL_SEED + args.seed * 1_000_000 + step * P + k) for k in range(P)]
    prompts = [drtriton.render_prompt(tok, p.source) for p in programs]
    dtype = compute_dtype(args)
    ro = drtriton.generate(model, tok, prompts, G, args.max_new_tokens, args.temperature,
                           dtype=dtype)                                  # B = P*G rows
    t_gen = time.time() - t0

    # The verifier runs in its own processes; the policy meanwhile computes what does not need
    # the rewards (old and reference log-probs), and waits for the verdicts only then.
    t1 = time.time()
    pending = pool.submit(verify, programs, ro.texts, G, args)
    mb = max(1, args.micro_batch // G) * G                               # rows per micro-batch
    chunks = [slice(i, min(i + mb, P * G)) for i in range(0, P * G, mb)]

    def logprobs(m, sl):
        return drtriton.token_logprobs(m, ro.prompt_ids[sl], ro.prompt_mask[sl], ro.ids[sl],
                                       ro.mask[sl], n=G)                 # a chunk = whole groups

    old_logp = ref_logp = None
    with torch.no_grad(), drtriton.autocast(args.device, dtype):
        if args.update_epochs > 1:        # the sampling policy's log-probs, for ratio and KL
            old_logp = torch.cat([logprobs(model, sl) for sl in chunks])  # (B, T)
        if ref_model is not None:
            ref_logp = torch.cat([logprobs(ref_model, sl) for sl in chunks])
    # ... and the first micro-batch's forward for the update, which needs no reward either.
    model.train()
    with drtriton.autocast(args.device, dtype):
        first_logp = logprobs(model, chunks[0])                          # (mb, T), with grad
    results, n_unique = pending.result()
    t_verify = time.time() - t1

    # Rewards: (P, G). A `reference` failure is nobody's answer: those rows are left out.
    dev = ro.ids.device
    rs = [reward.rewards(r)[1] for r in results]                       # r_s (0 on a CPU)
    correct = torch.tensor([r.correct for r in results], device=dev).view(P, G)
    valid = torch.tensor([r.stage != "reference" for r in results], device=dev).view(P, G)
    r_s = torch.tensor(rs, dtype=torch.float32, device=dev).view(P, G)
    r_grpo = torch.tensor([reward.grpo_reward(r) for r in results], dtype=torch.float32,
                          device=dev).view(P, G)
    adv = (group_advantages(r_grpo) * valid).view(-1)                    # (B,)

    # Update: --update-epochs passes, each one optimizer step over all micro-batches.
    t2 = time.time()
    n_tok = ro.mask.sum()
    stats = {"loss": 0.0, "kl": 0.0, "clip_frac": 0.0, "skip_c": 0, "skip_w": 0}
    for epoch in range(args.update_epochs):
        for sl in chunks:
            if first_logp is not None and sl is chunks[0]:
                logp, first_logp = first_logp, None                      # computed above
            else:
                with drtriton.autocast(args.device, dtype):
                    logp = logprobs(model, sl)                           # (mb, T)
            m = ro.mask[sl]
            old = logp.detach() if old_logp is None else old_logp[sl]    # on-policy: ratio 1
            if args.loss == "grpo":
                ref = None if ref_logp is None else ref_logp[sl]
                denom = n_tok if args.grpo_norm == "token" else P * G
                loss, info = grpo_loss(logp, old, adv[sl], m, args.clip_eps, ref, args.grpo_beta,
                                       args.grpo_norm, denom)
                kl, clip = info["kl"], info["clip_frac"]
            else:
                g = slice(sl.start // G, sl.stop // G)                   # the prompts of sl
                scores = sequence_scores(logp, m).view(-1, G)            # (mb/G, G)
                loss, sc, sw = drpo_loss(scores, correct[g], r_s[g], args.drpo_lambda,
                                         args.drpo_tau, valid[g], n_prompts=P)
                pen, kl_t = kl_old_penalty(logp, old, m, args.drpo_beta, args.drpo_delta)
                loss = loss + pen * (sl.stop - sl.start) / (P * G)
                kl, clip = float(kl_t.detach()), 0.0
                if epoch == 0:
                    stats["skip_c"] += sc
                    stats["skip_w"] += sw
            loss.backward()
            frac = (sl.stop - sl.start) / (P * G)
            if epoch == args.update_epochs - 1:
                stats["loss"] += float(loss.detach())     # micro-batch losses sum to the batch's
                stats["kl"] += kl * frac
                stats["clip_frac"] += clip * frac
        torch.nn.utils.clip_grad_norm_(model.parameters(), args.grad_clip)
        opt.step()
        opt.zero_grad(set_to_none=True)
    if args.loss == "grpo":      # GRPO's "skipped" groups: all answers rewarded alike (A = 0)
        same = (r_grpo == r_grpo[:, :1]).all(1)
        stats["skip_c"] = int((same & correct.all(1)).sum())
        stats["skip_w"] = int((same & ~correct.any(1)).sum())
    t_update = time.time() - t2

    speedups = [r.speedup for r in results if r.correct and r.speedup]
    counts = stage_counts(results)
    return {"phase": "rl", "step": step + 1, "level": level, "reward": float(r_grpo.mean()),
            "pass_rate": float(correct.float().mean()),
            "compile_rate": sum(counts[s] for s in COMPILED) / len(results),
            "mean_speedup": statistics.mean(speedups) if speedups else None,
            "loss": stats["loss"], "kl": stats["kl"], "seconds": time.time() - t0,
            "t_gen": t_gen, "t_verify": t_verify, "t_update": t_update, "stages": counts,
            "skipped_all_correct": stats["skip_c"], "skipped_all_wrong": stats["skip_w"],
            "clip_frac": stats["clip_frac"], "answer_tokens": float(ro.mask.sum(1).mean()),
            "unique_answers": n_unique}


def rl_line(rec, args):
    st = rec["stages"]
    return (f"rl step {rec['step']:4d}/{args.steps} | L{rec['level']} | reward {rec['reward']:.3f} | "
            f"pass {rec['pass_rate']:.3f} | compile {rec['compile_rate']:.3f} | "
            f"speedup {fmt(rec['mean_speedup'], '5.2f')} | loss {rec['loss']:+.4f} | "
            f"kl {rec['kl']:.4f} | skip {rec['skipped_all_correct']}c/{rec['skipped_all_wrong']}w | "
            f"fmt {st['format']} cmp {st['compile'] + st['static']} run {st['runtime'] + st['timeout']} "
            f"fb {st['fallback']} mis {st['mismatch']} ok {st['ok']} | "
            f"gen {rec['t_gen']:.1f}s ver {rec['t_verify']:.1f}s upd {rec['t_update']:.1f}s | "
            f"{rec['seconds']:5.1f}s")


def evaluate_heldout(model, tok, level, args, log, when, step):
    """Held-out pass@1 at a level, logged as an `eval` record."""
    t0 = time.time()
    p1, counts = pass_at_1(model, tok, heldout(level, args.eval_n), args)
    rec = {"phase": "eval", "when": when, "step": step, "level": level, "pass1": p1,
           "n": args.eval_n, "stages": counts, "seconds": time.time() - t0}
    log.write(rec, f"eval {when:>9s} | L{level} | pass@1 {p1:.3f} ({round(p1 * args.eval_n)}/"
                   f"{args.eval_n}) | " + " ".join(f"{k} {v}" for k, v in counts.items() if v)
                   + f" | {rec['seconds']:.1f}s")
    return p1


def main(argv=None):
    args = ap.parse_args(argv)
    if args.bench:
        return bench(resolve(args))
    state = None
    if args.resume:
        ckpt_dir = os.path.join(args.resume, "ckpt")
        if not os.path.exists(os.path.join(ckpt_dir, "state.pt")):
            sys.exit(f"error: no checkpoint in {ckpt_dir}")
        saved = json.load(open(os.path.join(ckpt_dir, "config.json")))
        parser = copy.deepcopy(ap)                   # flags given now win over the saved ones
        parser.set_defaults(**{k: v for k, v in saved.items() if k != "resume"})
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
    name = os.path.join(args.resume, "ckpt", "policy") if state else args.model
    try:
        model, tok = drtriton.load_policy(name, args.device, seed=args.seed)
    except drtriton.PolicyLoadError as e:
        sys.exit(f"error: {e}")
    n_params = sum(p.numel() for p in model.parameters())
    print(f"policy: {args.model} ({n_params / 1e6:.2f}M parameters) on {args.device}, "
          f"{args.dtype} compute; RL batch {args.prompts} programs x {args.group_size} answers; "
          f"held-out {args.eval_n} programs per eval", flush=True)

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

    if state["phase"] == "done" and state["rl_step"] < args.steps:   # resumed with more steps
        state["phase"] = "rl"
    t_start = time.time()
    if state["phase"] == "sft":
        if "before_sft" not in state["evals"]:
            state["evals"]["before_sft"] = evaluate_heldout(model, tok, 1, args, log, "before_sft", None)
        run_sft(model, tok, opt, state, log, args, ckpt)
        state["evals"]["after_sft"] = evaluate_heldout(model, tok, 1, args, log, "after_sft", 0)
        model.save_pretrained(os.path.join(args.out, "sft"))     # the SFT-only policy, kept
        tok.save_pretrained(os.path.join(args.out, "sft"))
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
                    p1 = evaluate_heldout(model, tok, state["level"], args, log, "rl", state["rl_step"])
                    i = levels.index(state["level"]) if state["level"] in levels else 0
                    if p1 >= args.promote_at and i + 1 < len(levels):
                        state["level"] = levels[i + 1]
                        print(f"curriculum: pass@1 {p1:.3f} >= {args.promote_at}: "
                              f"level {levels[i]} -> {state['level']}", flush=True)
                if state["rl_step"] % args.save_every == 0:
                    ckpt(state)
        state["evals"]["after_rl"] = evaluate_heldout(model, tok, 1, args, log, "after_rl",
                                                      state["rl_step"])
        state["phase"] = "done"
        ckpt(state)

    # Summary: key: value.
    rl = [r for r in log.records if r["phase"] == "rl"]
    summary = {"model": args.model, "loss": args.loss, "parameters": n_params,
               "sft_steps": state["sft_step"], "rl_steps": state["rl_step"],
               "final_level": state["level"],
               "pass1_L1_before_sft": state["evals"].get("before_sft"),
               "pass1_L1_after_sft": state["evals"].get("after_sft"),
               "pass1_L1_after_rl": state["evals"].get("after_rl"),
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

def bench(args, steps=6, G=8, new_tokens=128):
    """Median seconds per GRPO step, 1 prompt x G answers x new_tokens tokens, on the tiny
    model, with a cheap reward (the share of answer tokens whose id is even) instead of the
    verifier; then the verifier's time for one real step's worth of G answers.
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
        logp = drtriton.token_logprobs(model, ro.prompt_ids, ro.prompt_mask, ro.ids, ro.mask, n=G)
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
    return out


if __name__ == "__main__":
    main()
