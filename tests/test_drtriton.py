"""drtriton.py: prompt, extract_code, the tiny policy (tokenizer + model), generation.

The tiny tokenizer is built once per machine in the cache (DRTRITON_CACHE or ~/.cache/drtriton;
~30 s the first time) and reused: no test downloads anything.
"""
import os
import subprocess
import sys

import pytest
import torch

import drtriton
import synth
import teacher

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# -----------------------------------------------------------------------------
# extract_code on messy completions

CODE = "import torch\nclass ModelNew(torch.nn.Module):\n    pass\n"


def test_extract_code_no_fence():
    assert drtriton.extract_code(CODE) == CODE


def test_extract_code_prose_around_a_fence():
    text = f"Sure! Here is the kernel:\n\n```python\n{CODE}```\n\nIt fuses everything. Enjoy."
    assert drtriton.extract_code(text) == CODE


def test_extract_code_several_fences_prefers_modelnew():
    helper = "def helper():\n    return 1\n" * 5            # longer, but no ModelNew
    text = f"First a helper:\n```python\n{helper}```\nthen:\n```py\n{CODE}```\n```\nprint()\n```"
    assert drtriton.extract_code(text) == CODE


def test_extract_code_unclosed_fence_drops_the_prose_before_it():
    text = f"Here is the kernel:\n```python\n{CODE}"        # the answer ended inside the block
    assert drtriton.extract_code(text) == CODE


def test_extract_code_prose_only_is_none():
    assert drtriton.extract_code("I cannot write this kernel, sorry.") is None
    assert drtriton.extract_code("") is None
    assert drtriton.extract_code(None) is None


def test_extract_code_of_a_formatted_answer_is_the_solution():
    sol = teacher.solution(synth.sample_program(1, 0), "compact")
    assert drtriton.extract_code(drtriton.format_answer(sol)).strip() == sol.strip()


# -----------------------------------------------------------------------------
# the tiny policy

@pytest.fixture(scope="module")
def tiny():
    return drtriton.load_policy("tiny", "cpu", seed=0)


def test_tiny_tokenizer_prompt_and_compact_answers(tiny):
    model, tok = tiny
    p = synth.sample_program(1, 7)
    text = drtriton.render_prompt(tok, p.source)
    assert p.source in text and text.endswith("<|assistant|>\n")
    answer = drtriton.format_answer(teacher.solution(p, "compact"))
    ids = tok(answer, add_special_tokens=False)["input_ids"]
    assert tok.decode(ids) == answer                     # byte-level: lossless
    assert len(ids) < len(answer) / 8                    # whole lines are tokens
    n = sum(x.numel() for x in model.parameters())
    assert 2e6 < n < 10e6                                # "a few million parameters"


def test_tiny_model_is_deterministic(tiny):
    _, tok = tiny
    a = drtriton.build_tiny_model(tok, seed=3)
    b = drtriton.build_tiny_model(tok, seed=3)
    assert all(torch.equal(x, y) for x, y in zip(a.parameters(), b.parameters()))


def test_generate_shapes_masks_and_cached_logprobs(tiny):
    """Two prompts of different lengths (left padding), 3 samples each: the log-probs seen
    while sampling with the KV cache equal those of one teacher-forced forward."""
    model, tok = tiny
    prompts = [drtriton.render_prompt(tok, synth.sample_program(1, s).source) for s in (0, 5)]
    torch.manual_seed(0)
    ro = drtriton.generate(model, tok, prompts, n=3, max_new_tokens=12, temperature=1.0)
    B, T = ro.ids.shape
    assert B == 6 and T <= 12 and len(ro.texts) == 6 and ro.mask.shape == (B, T)
    # the mask is a run of ones then zeros; after an EOS only padding follows
    for b in range(B):
        m = ro.mask[b]
        k = int(m.sum())
        assert m[:k].all() and not m[k:].any()
        if k < T:
            assert ro.ids[b, k - 1] == tok.eos_token_id
    lp = drtriton.token_logprobs(model, ro.prompt_ids, ro.prompt_mask, ro.ids, ro.mask)
    assert torch.allclose(lp * ro.mask, ro.logprobs, atol=1e-4)


def test_generate_greedy_is_deterministic_and_padding_free(tiny):
    model, tok = tiny
    short = drtriton.render_prompt(tok, synth.sample_program(1, 0).source)
    long = drtriton.render_prompt(tok, synth.sample_program(2, 0).source)
    alone = drtriton.generate(model, tok, [short], 1, 10, temperature=0.0)
    batch = drtriton.generate(model, tok, [long, short], 1, 10, temperature=0.0)
    n = int(alone.mask[0].sum())
    assert torch.equal(alone.ids[0, :n], batch.ids[1, :n])


def test_unknown_model_gives_one_line_error_suggesting_tiny():
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "drtriton.py"), "--model",
                        "no-such-org/no-such-model-xyz", "--device", "cpu"],
                       capture_output=True, text=True, env=env, timeout=300, cwd=ROOT)
    assert r.returncode != 0
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("error:") and "--model tiny" in last
