"""
Chapter 4: the model side — the prompt, code extraction, loading a policy, batched sampling.

A policy is any causal language model with a chat template. It reads a PyTorch program in
KernelBench format and answers with one fenced Python block that defines `ModelNew`, whose
forward launches `@triton.jit` kernels. This file holds everything `train.py` needs from the
model side and nothing about learning (test-time search, which applies a policy to a user's own
program, is its own chapter, search.py):

    prompt_messages(reference_src) -> [system, user]    the task, in words
    render_prompt(tokenizer, reference_src) -> str      ... through the tokenizer's chat template
    extract_code(completion) -> str | None              the code block (reward.extract_code)
    load_policy(name, device) -> (model, tokenizer)     a Hub name, a local dir, or "tiny"
    generate(model, tokenizer, prompts, n, ...)         n samples per prompt, KV-cached
    token_logprobs(model, prompt_ids, ..., n) -> (B, T) log pi(token) of the sampled tokens
    chosen_logprobs(model, h, targets) -> (N,)          ... from hidden states, chunk by chunk

`chosen_logprobs` never holds the (B, T, V) logits: the output projection runs on a chunk of
positions at a time and is recomputed in the backward (RL, the reference model and SFT all
use it; generation keeps one position's logits per row). Models whose output layer does more
than a projection take the plain path (`head_is_projection`, `logprob_check`).

The n answers to one prompt share its forward: `prefill` runs each distinct prompt once and
repeats its KV cache n times, both when sampling and when computing log-probs for the loss
(where the shared prompt's gradient is the sum over its n answers, as it must be).

The `tiny` policy makes the whole project run offline on a laptop CPU. It is a Qwen2-style
decoder of ~4.5M parameters built from scratch (random init under a seed), with a byte-level
BPE tokenizer trained locally on synthetic programs (synth.py) and the teacher's compact
solutions (teacher.py). The tokenizer's pre-tokenizer splits text into *lines* only, so BPE
merges may grow into whole lines: the helper functions and kernels that the teacher's
solutions share become one token per line, and a ~2.5k-character level-1 solution becomes
~100 tokens. That, more than anything, is what lets a 4M-parameter model learn the teacher's
style in minutes on a CPU. The tokenizer is cached on disk (see `cache_dir`), keyed by its
build parameters and the sources of the corpus (synth.py, teacher.py); the build is
deterministic, so deleting the cache rebuilds the same file.

Deliberate departures:
  1. The paper samples with vLLM; we sample with a plain KV-cached loop over the model's
     forward (about 30 lines, below): fast enough for one GPU and readable. No top-p.
     Sampling is by inverse CDF (`sample`), the same distribution as torch.multinomial.
  2. extract_code is the verifier's (reward.extract_code), so what the trainer extracts and
     what the verifier judges can never disagree.
  3. The tiny tokenizer is trained on the task's own data (programs and teacher solutions),
     which no real model would be; it is a device for CPU-sized runs, not a claim.

Run it:
    python drtriton.py --model tiny --level 1 --seed 0                      # CPU, untrained tiny
    python drtriton.py --model runs/tiny-drpo/ckpt/policy --level 1 --seed 3  # a trained one
    python drtriton.py --model Qwen/Qwen2.5-Coder-0.5B-Instruct --device cuda
"""
import argparse
import contextlib
import functools
import hashlib
import inspect
import json
import os
import shutil
import sys
from dataclasses import dataclass

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")   # before reward/teacher define kernels

import reward   # noqa: E402

# -----------------------------------------------------------------------------
# The prompt

# The system message states the verifier's rules (reward.CANDIDATE_RULES, the Python subset its
# static gate and run-time monitor enforce), so the policy is told what a valid answer is
# instead of discovering it from zero rewards.
SYSTEM = ("You are an expert GPU programmer. You rewrite PyTorch programs as fast, correct "
          "Triton kernels.\n\n" + reward.CANDIDATE_RULES.strip())
USER = """Here is a PyTorch program:

```python
{source}```

Write `ModelNew`, a drop-in replacement for `Model` with the same constructor arguments, whose \
forward computes the same outputs with Triton kernels (`@triton.jit`). Reply with the complete \
code in one ```python block."""


def prompt_messages(reference_src):
    """The chat messages of one task: a system message and the user's request."""
    return [{"role": "system", "content": SYSTEM},
            {"role": "user", "content": USER.format(source=reference_src)}]


def render_prompt(tokenizer, reference_src):
    """The prompt text, through the tokenizer's chat template, ending where the answer starts."""
    return tokenizer.apply_chat_template(prompt_messages(reference_src), tokenize=False,
                                         add_generation_prompt=True)


def format_answer(code):
    """How a solution is written as an answer (the SFT target): one fenced block, no prose."""
    return "```python\n" + code.rstrip("\n") + "\n```"


def extract_code(completion):
    """The code of a completion, or None (stage `format`). A fenced ```python block wins (the
    one that mentions ModelNew, else the longest); unfenced text counts if it parses or looks
    like code. This is the verifier's own rule, so trainer and verifier agree."""
    return reward.extract_code(completion)


# -----------------------------------------------------------------------------
# The tiny policy: a tokenizer trained here, a small Qwen2 built from scratch

SPECIAL = ["<|pad|>", "<|system|>", "<|user|>", "<|assistant|>", "<|end|>"]
PAD, EOS = "<|pad|>", "<|end|>"
# Jinja, as Hugging Face chat templates are: <|role|>\ncontent<|end|>\n ... <|assistant|>\n
CHAT_TEMPLATE = ("{% for m in messages %}<|{{ m['role'] }}|>\n{{ m['content'] }}<|end|>\n"
                 "{% endfor %}{% if add_generation_prompt %}<|assistant|>\n{% endif %}")
TINY = dict(hidden_size=256, intermediate_size=768, num_hidden_layers=4, num_attention_heads=4,
            num_key_value_heads=4, max_position_embeddings=8192)   # RoPE: no weights per position
# Models built here by name: "tiny" (~4.5M parameters, CPU-sized) and "tiny-100m" (~90M, the
# size for a GPU smoke run that needs no network). Same tokenizer, same architecture.
TINY_SIZES = {"tiny": TINY,
              "tiny-100m": dict(TINY, hidden_size=768, intermediate_size=2048,
                                num_hidden_layers=12, num_attention_heads=12, num_key_value_heads=12)}
TOKENIZER_SEED = 3_000_000        # synth seeds of the tokenizer's corpus (held-out sets use others)


def default_cache_dir():
    """$DRTRITON_CACHE, else ~/.cache/drtriton."""
    return os.environ.get("DRTRITON_CACHE") or os.path.join(os.path.expanduser("~"), ".cache",
                                                            "drtriton")


def tokenizer_corpus(n_programs, levels=(1, 2)):
    """Rendered prompts and answers of n_programs synthetic programs per level (deterministic)."""
    import synth
    import teacher
    texts = []
    for level in levels:
        for i in range(n_programs):
            p = synth.sample_program(level, TOKENIZER_SEED + i)
            user = USER.format(source=p.source)
            texts.append(f"<|system|>\n{SYSTEM}<|end|>\n<|user|>\n{user}<|end|>\n<|assistant|>\n")
            # (the whole library as it stands, not the answers' reached parts: a library
            # line keeps its one token whichever answers carry it)
            texts.append(format_answer(teacher.solution(p, "compact", prune=False)) + EOS)
    return texts


def build_tiny_tokenizer(path, n_programs=300, vocab_size=4096):
    """Train a byte-level BPE on synthetic programs + teacher solutions and save it to `path`
    as a Hugging Face tokenizer (with the chat template). Lines are the pre-tokenizer's words,
    so a merge never crosses a newline but may cover a whole line."""
    from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.Sequence([
        pre_tokenizers.Split(Regex("\n"), behavior="merged_with_previous"),   # one word per line
        pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)])
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, min_frequency=2, special_tokens=SPECIAL,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
                                  show_progress=False)
    tok.train_from_iterator(tokenizer_corpus(n_programs), trainer)
    hf = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token=PAD, eos_token=EOS,
                                 bos_token=None, unk_token=None)
    hf.chat_template = CHAT_TEMPLATE
    tmp = f"{path}.tmp{os.getpid()}"
    hf.save_pretrained(tmp)
    if os.path.exists(path):          # another process built it meanwhile: same content
        shutil.rmtree(tmp)
    else:
        os.replace(tmp, path)
    return hf


def tiny_tokenizer(cache_dir=None, n_programs=300, vocab_size=4096):
    """The cached tiny tokenizer (built on first use: ~20-60 s on a CPU). Its key hashes the
    build parameters, the prompt and the sources of synth.py and teacher.py, which make its
    corpus: a change of the operator table or of the teacher's kernels builds a new one."""
    from transformers import AutoTokenizer
    import synth
    import teacher
    sources = [open(m.__file__, encoding="utf-8").read() for m in (synth, teacher)]
    key = hashlib.sha256(json.dumps([n_programs, vocab_size, SYSTEM, USER, CHAT_TEMPLATE]
                                    + sources).encode()).hexdigest()[:10]
    path = os.path.join(cache_dir or default_cache_dir(), f"tiny-tokenizer-{key}")
    if not os.path.exists(os.path.join(path, "tokenizer.json")):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        print(f"building the tiny tokenizer in {path} ...", file=sys.stderr)
        build_tiny_tokenizer(path, n_programs, vocab_size)
    return AutoTokenizer.from_pretrained(path)


def build_tiny_model(tokenizer, seed=0, size="tiny", **overrides):
    """A Qwen2-style causal LM from scratch (random init under `seed`), sized by TINY_SIZES."""
    from transformers import Qwen2Config, Qwen2ForCausalLM
    cfg = Qwen2Config(vocab_size=len(tokenizer), tie_word_embeddings=True,
                      pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id,
                      bos_token_id=None, **dict(TINY_SIZES[size], **overrides))
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        return Qwen2ForCausalLM(cfg)


class PolicyLoadError(RuntimeError):
    pass


def load_tokenizer(name):
    """AutoTokenizer, except for a saved tiny tokenizer: given a model dir whose config says
    qwen2, AutoTokenizer would pick Qwen2Tokenizer and replace our line pre-tokenizer with
    Qwen's regex (same text, other token ids). tokenizer.json is loaded as it is instead."""
    from transformers import AutoTokenizer, PreTrainedTokenizerFast
    cfg = os.path.join(name, "tokenizer_config.json")
    if os.path.exists(cfg):
        with open(cfg) as f:
            if json.load(f).get("tokenizer_class") in ("TokenizersBackend",
                                                       "PreTrainedTokenizerFast"):
                return PreTrainedTokenizerFast.from_pretrained(name)
    return AutoTokenizer.from_pretrained(name)


PROMPT_FILE = "system_prompt.txt"   # beside a saved policy: the system message it learned with


def save_policy(model, tok, path):
    """save_pretrained of the model and tokenizer, plus the system message the policy was
    trained with. A small policy learns its prompt token for token (measured on the tiny
    model: an SFT checkpoint that passed 69 of 128 test programs with its own prompt passed 6
    once four lines were added to the rules), so a saved policy keeps using its own."""
    model.save_pretrained(path)
    tok.save_pretrained(path)
    with open(os.path.join(path, PROMPT_FILE), "w") as f:
        f.write(SYSTEM)


def load_policy(name, device="cpu", *, seed=0, cache_dir=None, tiny_overrides=None):
    """(model, tokenizer) for a Hub name, a local `save_pretrained` directory, or a name of
    TINY_SIZES ("tiny", "tiny-100m": built here, offline). Parameters stay float32 (bf16 compute comes from autocast, see `autocast`): RL learning
    rates of ~1e-6 are below bf16's resolution, so bf16 master weights would not move."""
    if name in TINY_SIZES:
        tok = tiny_tokenizer(cache_dir)
        model = build_tiny_model(tok, seed, name, **(tiny_overrides or {}))
    else:
        from transformers import AutoModelForCausalLM
        try:
            tok = load_tokenizer(name)
            model = AutoModelForCausalLM.from_pretrained(name, dtype=torch.float32)
        except (OSError, ValueError) as e:
            raise PolicyLoadError(f"cannot load model {name!r} ({type(e).__name__}: "
                                  f"{str(e).splitlines()[0][:160]}); offline? try --model tiny")
        if tok.chat_template is None:
            raise PolicyLoadError(f"{name!r} has no chat template; use an instruct model "
                                  "or --model tiny")
        use_saved_prompt(name)
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    model.generation_config.pad_token_id = tok.pad_token_id
    return model.to(device), tok


def use_saved_prompt(path):
    """If `path` holds the system message its policy was trained with and it is not today's
    (the verifier's rules were edited since), prompt with the saved one, and say so."""
    global SYSTEM
    f = os.path.join(path, PROMPT_FILE) if os.path.isdir(path) else None
    if f and os.path.isfile(f):
        with open(f) as fh:
            saved = fh.read()
        if saved != SYSTEM:
            print(f"note: {path} was trained with another system message than today's "
                  f"(reward.CANDIDATE_RULES changed since): it keeps its own", flush=True)
            SYSTEM = saved


def autocast(device, dtype):
    """bf16/fp16 autocast on CUDA (fp32 master weights); nothing on a CPU or for fp32."""
    if str(device).startswith("cuda") and dtype in (torch.bfloat16, torch.float16):
        return torch.autocast("cuda", dtype=dtype)
    return contextlib.nullcontext()


# -----------------------------------------------------------------------------
# Sampling

@dataclass
class Rollouts:
    """n completions per prompt; row i*n + j is prompt i's j-th sample.
    Prompts are left-padded, completions right-padded; masks are 1 on real tokens (the
    completion's mask includes the EOS that ended it)."""
    prompt_ids: torch.Tensor      # (B, P) long
    prompt_mask: torch.Tensor     # (B, P) long
    ids: torch.Tensor             # (B, T) long
    mask: torch.Tensor            # (B, T) float32
    logprobs: torch.Tensor        # (B, T) float32: log pi_T(token) as sampled (at the sampling
                                  # temperature T, 1 for greedy; top-k's cut not included), the
                                  # same definition as the loss's log-probs
    texts: list                   # B decoded completions (special tokens dropped)
    n: int                        # samples per prompt


@functools.lru_cache(maxsize=None)
def _cache_arg(model_class):
    """transformers renamed `past_key_values` to `cache` (5.2x); accept both."""
    params = inspect.signature(model_class.forward).parameters
    return "cache" if "cache" in params else "past_key_values"


def _forward(model, ids, mask, cache, keep, padded=True, hidden=False):
    """One forward with a KV cache: logits of the last `keep` positions (hidden=True: the
    decoder's hidden states there instead, the output layer not applied), and the cache.
    Positions count real tokens only, so left padding does not shift them. Without padding
    the mask is left out (plain causal attention: less work per token)."""
    pos = (mask.cumsum(-1) - 1).clamp(min=0)[:, -ids.shape[1]:]
    if hidden:
        return decoder_hidden(model, ids, mask if padded else None, pos, cache, True, keep)
    out = model(input_ids=ids, attention_mask=mask if padded else None, position_ids=pos,
                use_cache=True, logits_to_keep=keep, **{_cache_arg(type(model)): cache})
    cache = out["cache"] if "cache" in out else out["past_key_values"]
    return out.logits, cache


def encode_prompts(tokenizer, prompts, device):
    """Left-padded (ids, mask) of rendered prompt strings: (B, P) each."""
    rows = [tokenizer(p, add_special_tokens=False)["input_ids"] for p in prompts]
    width = max(map(len, rows))
    ids = torch.full((len(rows), width), tokenizer.pad_token_id, dtype=torch.long)
    mask = torch.zeros((len(rows), width), dtype=torch.long)
    for i, r in enumerate(rows):
        ids[i, width - len(r):] = torch.tensor(r)
        mask[i, width - len(r):] = 1
    return ids.to(device), mask.to(device)


def prefill(model, p_ids, p_mask, n, padded=True, hidden=False):
    """The prompts' forward, once per distinct prompt, its KV cache then repeated n times.
    The n answers to a prompt share it, so there is no need to run it n times: the cache
    rows are copies (repeat_interleave), and under autograd the gradient that reaches a
    shared prompt is the sum over its n answers, exactly as if each row had its own copy.
    p_ids, p_mask: (B, P) with B = prompts * n, each prompt's rows adjacent (as generate makes
    them). Returns the logits at the last prompt position (B, 1, V) (hidden=True: the hidden
    states (B, 1, H)) and the cache (B rows)."""
    logits, cache = _forward(model, p_ids[::n], p_mask[::n], None, 1, padded, hidden)  # (B/n, 1, V)
    if n > 1:
        cache.batch_repeat_interleave(n)
        logits = logits.repeat_interleave(n, 0)
    return logits, cache


def sample(z, temperature, top_k, generator=None):
    """Next tokens (B,) from logits z (B, V): greedy at temperature 0, else by inverse CDF:
    draw u ~ U[0, total) and take the first token whose running sum of probabilities
    exceeds it (zero-probability tokens are never picked). Same distribution as
    torch.multinomial, ~8x cheaper for one draw per row on a CPU."""
    if temperature <= 0:
        return z.argmax(-1)
    z = z / temperature
    if top_k:
        kth = z.topk(top_k, -1).values[:, -1:]
        z = z.masked_fill(z < kth, float("-inf"))
    cdf = z.softmax(-1).cumsum(-1)                                       # (B, V)
    u = torch.rand(z.shape[0], 1, device=z.device, generator=generator) * cdf[:, -1:]
    return torch.searchsorted(cdf, u, right=True)[:, 0].clamp(max=z.shape[-1] - 1)


@torch.no_grad()
def generate(model, tokenizer, prompts, n=1, max_new_tokens=256, temperature=1.0, top_k=0,
             dtype=torch.float32, generator=None, stop_at_eos=True):
    """Sample n completions for each prompt string (temperature 0 = greedy), KV-cached.
    Returns Rollouts. Stops when every row has produced EOS or max_new_tokens (with
    stop_at_eos=False: always max_new_tokens, EOS is an ordinary token; for benchmarks).

    A row that has produced EOS leaves the batch: its KV-cache rows are dropped, so the
    forwards that follow run on the rows still writing. Answers' lengths are spread wide (the
    tiny run's level-1 teacher answers: p50 85, p95 518 tokens), and without this every step
    after the first EOS would still compute all B rows until the longest answer ends."""
    device = next(model.parameters()).device
    was_training = model.training
    model.eval()
    p_ids, p_mask = encode_prompts(tokenizer, prompts, device)
    p_ids, p_mask = p_ids.repeat_interleave(n, 0), p_mask.repeat_interleave(n, 0)   # (B, P)
    B, eos, pad = p_ids.shape[0], tokenizer.eos_token_id, tokenizer.pad_token_id
    ids = torch.full((B, max_new_tokens), pad, dtype=torch.long, device=device)   # (B, T)
    alive = torch.zeros((B, max_new_tokens), dtype=torch.bool, device=device)     # (B, T)
    logps = torch.zeros((B, max_new_tokens), device=device)                       # (B, T)
    rows = torch.arange(B, device=device)     # the row of ids that each batch row writes (b,)
    mask = p_mask                             # (b, P + t): the live rows' attention mask
    padded = not bool(p_mask.all())
    t = 0
    with autocast(device, dtype):
        logits, cache = prefill(model, p_ids, p_mask, n, padded)         # (B, 1, V)
        for t in range(max_new_tokens):
            z = logits[:, -1].float()                                    # (b, V)
            nxt = sample(z, temperature, top_k, generator)               # (b,)
            zt = z / temperature if temperature not in (0, 1) else z
            ids[rows, t], alive[rows, t] = nxt, True
            logps[rows, t] = zt.gather(-1, nxt[:, None])[:, 0] - zt.logsumexp(-1)  # log pi_T
            going = nxt != eos if stop_at_eos else torch.ones_like(nxt, dtype=torch.bool)
            if not bool(going.any()) or t == max_new_tokens - 1:
                break
            if not bool(going.all()):                # drop the rows that just ended
                keep = going.nonzero()[:, 0]                              # (b',)
                cache.batch_select_indices(keep)
                rows, nxt, mask = rows[keep], nxt[keep], mask[keep]
            mask = torch.cat([mask, torch.ones_like(mask[:, :1])], 1)
            logits, cache = _forward(model, nxt[:, None], mask, cache, 1, padded)
    model.train(was_training)
    ids, cmask = ids[:, :t + 1], alive[:, :t + 1].float()                # (B, T) each
    logps = logps[:, :t + 1] * cmask                                     # (B, T)
    texts = tokenizer.batch_decode(ids.masked_fill(cmask == 0, pad).tolist(),
                                   skip_special_tokens=True)
    return Rollouts(p_ids, p_mask, ids, cmask, logps, texts, n)


# -----------------------------------------------------------------------------
# Log-probs of the chosen tokens, without whole-vocabulary copies
#
# The loss needs log pi(x_t) of one token per position, but the plain way to get it (logits
# (B, T, V), a float32 copy, a log_softmax, all kept by autograd for the backward) holds three
# or four (B, T, V) tensors: with Qwen2.5's 151,936-token vocabulary and 8 answers x 2,048
# tokens, one is 10 GB. `chosen_logprobs` applies the output projection to a chunk of
# positions at a time and keeps only the (N,) log-probs and log-sum-exps; its backward
# recomputes each chunk's logits. The idea is Liger-Kernel's fused linear cross-entropy
# (linkedin/Liger-Kernel, which computes the gradient inside the forward, possible there
# because its output is a scalar loss; ours is a (N,) tensor whose upstream gradient only the
# backward knows, hence the recompute) and TRL's selective_log_softmax (which gathers before
# normalising, but over logits already materialised).

CHUNK_BYTES = 64 * 2**20   # float32 logits of one chunk: 64 MiB = 110 positions of a 151,936
#                            vocabulary (Liger's rule gives 128 for Qwen2.5-0.5B's batch)
HEAD_MODIFIERS = ("final_logit_softcapping", "logit_scale", "logits_scaling")   # config keys


def chunk_positions(vocab, chunk_bytes=CHUNK_BYTES):
    """Positions per chunk so that one chunk's float32 logits take at most chunk_bytes."""
    return max(1, chunk_bytes // (4 * vocab))


def head_is_projection(model):
    """True when the model's logits are its output layer (a Linear) applied to the decoder's
    last hidden states and nothing more. Models that soft-cap or scale their logits (Gemma 2,
    Cohere, Granite: the config keys in HEAD_MODIFIERS) take the plain path; `logprob_check`
    compares the two paths once per run on a small slice, which catches what this list misses."""
    if not isinstance(model.get_output_embeddings(), torch.nn.Linear):
        return False
    cfg = model.config.get_text_config() if hasattr(model.config, "get_text_config") else model.config
    return all(getattr(cfg, k, None) in (None, 0, 1, 1.0) for k in HEAD_MODIFIERS)


def _compute_dtype(weight):
    """The dtype the output projection runs in: autocast's when it is on, else the weight's."""
    dev = weight.device.type
    if torch.is_autocast_enabled(dev):
        return torch.get_autocast_dtype(dev)
    return weight.dtype


class ChosenLogprobs(torch.autograd.Function):
    """log softmax(scale * (h W^T + b))[target] per row, chunk by chunk; backward recomputes.

        forward:  z_c = scale * (h_c W^T + b)        (c, V) float32, one chunk at a time
                  out = z_c[target] - logsumexp(z_c)                     -> (N,)
        backward: dz_c = g (onehot(target) - softmax(z_c))               (c, V), recomputed
                  dh_c = scale dz_c W,   dW += scale dz_c^T h_c,   db += scale sum dz_c

    The matmuls run in `dtype` (bf16 under autocast: the same rounding as the plain path's
    lm_head, whose logits are then cast to float32); softmax and log-sum-exp in float32."""

    @staticmethod
    def forward(ctx, h, weight, bias, targets, chunk, scale, dtype):
        # h: (N, H); weight: (V, H); bias: (V,) or None; targets: (N,) long
        with torch.autocast(h.device.type, enabled=False):
            w = weight.to(dtype)
            b = None if bias is None else bias.to(dtype)
            out = torch.empty(h.shape[0], dtype=torch.float32, device=h.device)
            lse = torch.empty_like(out)
            for i in range(0, h.shape[0], chunk):
                z = torch.nn.functional.linear(h[i:i + chunk].to(dtype), w, b).float()   # (c, V)
                if scale != 1.0:
                    z.mul_(scale)
                lse[i:i + chunk] = z.logsumexp(-1)
                out[i:i + chunk] = z.gather(-1, targets[i:i + chunk, None])[:, 0] - lse[i:i + chunk]
                del z
        ctx.save_for_backward(h, weight, bias, targets, lse)
        ctx.chunk, ctx.scale, ctx.dtype = chunk, scale, dtype
        return out

    @staticmethod
    def backward(ctx, g):
        h, weight, bias, targets, lse = ctx.saved_tensors
        chunk, scale, dtype = ctx.chunk, ctx.scale, ctx.dtype
        need_h, need_w, need_b = ctx.needs_input_grad[:3]
        with torch.autocast(h.device.type, enabled=False):
            w = weight.to(dtype)
            b = None if bias is None else bias.to(dtype)
            gh = torch.empty_like(h) if need_h else None
            gw = torch.zeros(weight.shape, dtype=torch.float32, device=h.device) if need_w else None
            gb = torch.zeros(weight.shape[0], dtype=torch.float32, device=h.device) \
                if (need_b and bias is not None) else None
            g = g.float()
            for i in range(0, h.shape[0], chunk):
                hc, gc = h[i:i + chunk].to(dtype), g[i:i + chunk, None]             # (c, H), (c, 1)
                dz = torch.nn.functional.linear(hc, w, b).float()                    # (c, V)
                if scale != 1.0:
                    dz.mul_(scale)
                dz.sub_(lse[i:i + chunk, None]).exp_().mul_(-gc)                     # -g softmax
                dz.scatter_add_(1, targets[i:i + chunk, None], gc)                   # +g onehot
                if scale != 1.0:
                    dz.mul_(scale)
                if gb is not None:
                    gb += dz.sum(0)
                dz = dz.to(dtype)
                if gh is not None:
                    gh[i:i + chunk] = (dz @ w).to(h.dtype)                           # (c, H)
                if gw is not None and dtype == torch.float32:
                    gw.addmm_(dz.t(), hc)                                            # (V, H)
                elif gw is not None:                       # bf16 matmul, float32 running sum
                    gw += (dz.t() @ hc).float()
                del dz
        return (gh, None if gw is None else gw.to(weight.dtype),
                None if gb is None else gb.to(bias.dtype), None, None, None, None)


def chosen_logprobs(model, h, targets, temperature=1.0, chunk=None):
    """log pi(targets) under `model`'s output layer from hidden states h: (N, H) -> (N,) float32,
    never holding more than one chunk of (chunk, V) logits. temperature: logits / temperature,
    as the sampler uses them."""
    head = model.get_output_embeddings()
    chunk = chunk or chunk_positions(head.weight.shape[0])
    return ChosenLogprobs.apply(h, head.weight, head.bias, targets, chunk, 1.0 / temperature,
                                _compute_dtype(head.weight))


def decoder_hidden(model, ids, mask, position_ids=None, cache=None, use_cache=False, keep=0):
    """The decoder's last hidden states (the output layer's input): (B, L, H), or the last
    `keep` positions; and the cache when use_cache."""
    kw = {_cache_arg(type(model)): cache} if use_cache else {}
    out = model.get_decoder()(input_ids=ids, attention_mask=mask, position_ids=position_ids,
                              use_cache=use_cache, **kw)
    h = out.last_hidden_state
    if keep:
        h = h[:, -keep:]
    new_cache = (out["cache"] if "cache" in out else out["past_key_values"]) if use_cache else None
    return h, new_cache


def enable_checkpointing(model):
    """Gradient checkpointing of the decoder layers, transformers' own switch (renamed
    activation checkpointing in 5.x; the old name still works, with a warning)."""
    fn = getattr(model, "activation_checkpointing_enable", None) or model.gradient_checkpointing_enable
    fn()


def _checkpointing(model):
    """Gradient checkpointing is on and acts now (training mode, grad enabled). It drops the
    KV cache inside the layers (transformers' checkpointed layers run with cache=None), so
    the shared-prompt path cannot be used then."""
    on = any(getattr(m, "gradient_checkpointing", False) for m in model.modules())
    return on and model.training and torch.is_grad_enabled()


def answer_hidden(model, prompt_ids, prompt_mask, ids, mask, n=1):
    """Hidden states that predict each answer token: (B, T, H); row b, position t is the
    decoder's output after prompt + ids[b, :t]. Shares each prompt's forward over its group
    of n (`prefill`), except under gradient checkpointing, where every row runs in full."""
    T = ids.shape[1]
    if _checkpointing(model):
        full_ids = torch.cat([prompt_ids, ids], 1)[:, :-1]                  # (B, P + T - 1)
        full_mask = torch.cat([prompt_mask, mask.long()], 1)[:, :-1]
        pos = (full_mask.cumsum(-1) - 1).clamp(min=0)
        h, _ = decoder_hidden(model, full_ids, full_mask, pos)
        return h[:, -T:]                                                     # (B, T, H)
    h, cache = prefill(model, prompt_ids, prompt_mask, n, hidden=True)     # (B, 1, H)
    if T > 1:                         # the completions, over the prompts' cache
        fmask = torch.cat([prompt_mask, mask.long()], 1)                    # (B, P + T)
        rest, _ = _forward(model, ids[:, :-1], fmask[:, :-1], cache, T - 1, hidden=True)
        h = torch.cat([h, rest], 1)                                         # (B, T, H)
    return h


def token_logprobs(model, prompt_ids, prompt_mask, ids, mask, n=1, temperature=1.0,
                   path="fused"):
    """log pi(ids[b, t] | prompt, ids[b, :t]) for every completion token: (B, T) float32,
    0 where mask is 0. Rows come in groups of n that share a prompt (Rollouts' order): each
    prompt runs once (`prefill`) and its cache is shared by the group; the completions then
    run in one forward over that cache. Same values and gradients as running every row in
    full, with (n - 1) / n of the prompt tokens' forward and backward saved.

    path "fused": the decoder's hidden states, then `chosen_logprobs` over the real tokens
    (memory: one chunk of logits). path "plain": the model's own logits (B, T, V) and a
    log_softmax, for models whose output layer is more than a projection (`head_is_projection`).
    temperature divides the logits, as in `sample`: the loss then scores the distribution the
    answers were drawn from."""
    if path == "fused":
        h = answer_hidden(model, prompt_ids, prompt_mask, ids, mask, n)     # (B, T, H)
        real = mask.bool()                                                  # (B, T)
        out = torch.zeros(ids.shape, dtype=torch.float32, device=ids.device)
        out[real] = chosen_logprobs(model, h[real], ids[real], temperature)
        return out
    T = ids.shape[1]
    if _checkpointing(model):
        full_ids = torch.cat([prompt_ids, ids], 1)[:, :-1]
        full_mask = torch.cat([prompt_mask, mask.long()], 1)[:, :-1]
        logits = model(input_ids=full_ids, attention_mask=full_mask,
                       position_ids=(full_mask.cumsum(-1) - 1).clamp(min=0),
                       logits_to_keep=T).logits                             # (B, T, V)
    else:
        logits, cache = prefill(model, prompt_ids, prompt_mask, n)          # (B, 1, V)
        if T > 1:
            fmask = torch.cat([prompt_mask, mask.long()], 1)                 # (B, P + T)
            rest, _ = _forward(model, ids[:, :-1], fmask[:, :-1], cache, T - 1)   # (B, T-1, V)
            logits = torch.cat([logits, rest], 1)                            # (B, T, V)
    z = logits.float() if temperature == 1.0 else logits.float() / temperature
    return torch.log_softmax(z, -1).gather(-1, ids[..., None])[..., 0] * mask   # (B, T)


def logprob_check(model, prompt_ids, prompt_mask, ids, mask, tokens=64, atol=2e-3):
    """Once per run: the fused path against the model's own forward on one row and at most
    `tokens` answer tokens (a slice small enough to cost nothing): values, and the gradient
    with respect to the hidden states (an upstream gradient of 1 on every token). Returns
    (ok, max |difference|)."""
    p_ids, p_mask = prompt_ids[:1], prompt_mask[:1]
    a_ids, a_mask = ids[:1, :tokens], mask[:1, :tokens]
    T = a_ids.shape[1]
    full_ids = torch.cat([p_ids, a_ids], 1)[:, :-1]
    full_mask = torch.cat([p_mask, a_mask.long()], 1)[:, :-1]
    pos = (full_mask.cumsum(-1) - 1).clamp(min=0)
    with torch.enable_grad():
        h, _ = decoder_hidden(model, full_ids, full_mask, pos)
        h = h[:, -T:].detach().requires_grad_()                             # (1, T, H)
        real = a_mask.bool()
        fused = chosen_logprobs(model, h[real], a_ids[real])
        g_fused, = torch.autograd.grad(fused.sum(), h)
        logits = model(input_ids=full_ids, attention_mask=full_mask, position_ids=pos,
                       logits_to_keep=T).logits                             # the model's own head
        plain = torch.log_softmax(logits.float(), -1).gather(-1, a_ids[..., None])[..., 0][real]
        head = model.get_output_embeddings()
        h2 = h.detach().requires_grad_()
        ref = torch.log_softmax(head(h2).float(), -1).gather(-1, a_ids[..., None])[..., 0][real]
        g_ref, = torch.autograd.grad(ref.sum(), h2)
    diff = max(float((fused - plain).detach().abs().max()), float((g_fused - g_ref).abs().max()))
    return diff <= atol, diff


# -----------------------------------------------------------------------------
# Command line: show what a policy writes for one synthetic program

def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] in ("convert", "bench"):      # moved: one line, not a usage dump
        sys.exit(f"error: the {argv[0]} command is in search.py: python search.py {' '.join(argv)}")
    ap = argparse.ArgumentParser(description="Sample a policy's answer to one synthetic program "
                                 "and verify it.")
    ap.add_argument("--model", default="tiny", help="Hub name, local directory, or 'tiny'")
    ap.add_argument("--level", type=int, default=1, help="program level (number of ops)")
    ap.add_argument("--seed", type=int, default=0, help="program seed")
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--max-new-tokens", type=int, default=512, help="tokens per answer")
    ap.add_argument("--temperature", type=float, default=0.0, help="0 = greedy")
    args = ap.parse_args(argv)
    import synth
    try:
        model, tok = load_policy(args.model, args.device)
    except PolicyLoadError as e:
        sys.exit(f"error: {e}")
    program = synth.sample_program(args.level, args.seed)
    dtype = torch.bfloat16 if args.device.startswith("cuda") else torch.float32
    ro = generate(model, tok, [render_prompt(tok, program.source)], 1, args.max_new_tokens,
                  args.temperature, dtype=dtype)
    print(ro.texts[0])
    res = reward.evaluate(program.source, ro.texts[0])
    print(f"\nstage: {res.stage}  correct: {res.correct}  error: {res.error[:200]}")


if __name__ == "__main__":
    sys.exit(main())
