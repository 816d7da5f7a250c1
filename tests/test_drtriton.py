"""drtriton.py: prompt, extract_code, the tiny policy (tokenizer + model), generation.

The tiny tokenizer is built once per machine in the cache (DRTRITON_CACHE or ~/.cache/drtriton;
~30 s the first time) and reused: no test downloads anything.
"""
import copy
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
    # whole lines are tokens, most of them (the verifier's rules, in every prompt of the
    # tokenizer's corpus, take a share of its 4,096 merges: 7.6 characters a token at the
    # rules of 2026-12-06, 8+ before)
    assert len(ids) < len(answer) / 7
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


@pytest.mark.parametrize("temperature", [1.0, 0.7])
def test_logprobs_and_gradients_equal_the_full_forward(tiny, temperature):
    """token_logprobs, every way it can run (shared prompt n=3 or not n=1; the fused chunked
    head or the plain logits; gradient checkpointing on), against one plain forward of every
    row written here: values and gradients of all parameters. Prompts of two lengths and
    answers that end early, so both the left and the right padding are exercised; a chunk of
    5 positions, so chunks straddle rows."""
    model, tok = tiny
    model = copy.deepcopy(model)
    prompts = [drtriton.render_prompt(tok, synth.sample_program(1, s).source) for s in (0, 5)]
    torch.manual_seed(1)
    ro = drtriton.generate(model, tok, prompts, n=3, max_new_tokens=10, temperature=temperature)
    mask = ro.mask.clone()
    mask[1, 4:] = 0                                       # one answer ends after 4 tokens
    mask[5, 7:] = 0
    model.train()

    def full_forward():   # the oracle: every row's prompt + answer in one plain forward
        ids = torch.cat([ro.prompt_ids, ro.ids], 1)
        att = torch.cat([ro.prompt_mask, mask.long()], 1)
        T = ro.ids.shape[1]
        logits = model(input_ids=ids, attention_mask=att,
                       position_ids=(att.cumsum(-1) - 1).clamp(min=0),
                       logits_to_keep=T + 1).logits[:, :-1]
        z = logits.float() / temperature
        return torch.log_softmax(z, -1).gather(-1, ro.ids[..., None])[..., 0]

    def run(fn):
        model.zero_grad(set_to_none=True)
        lp = fn()
        (lp * mask * torch.linspace(0.5, 1.5, lp.numel()).view_as(lp)).sum().backward()
        return lp.detach() * mask, [p.grad.clone() for p in model.parameters()]

    def ours(n, path):
        return lambda: drtriton.token_logprobs(model, ro.prompt_ids, ro.prompt_mask, ro.ids,
                                               mask, n=n, temperature=temperature, path=path)
    full, g_full = run(full_forward)
    runs = {(n, path): run(ours(n, path)) for n in (1, 3) for path in ("plain", "fused")}
    real_chunk = drtriton.chunk_positions
    drtriton.chunk_positions = lambda vocab, chunk_bytes=0: 5
    try:
        runs["chunk 5"] = run(ours(3, "fused"))
    finally:
        drtriton.chunk_positions = real_chunk
    drtriton.enable_checkpointing(model)
    runs["checkpointing"] = run(ours(3, "fused"))
    runs["checkpointing, plain"] = run(ours(1, "plain"))
    model.zero_grad(set_to_none=True)
    # what the sampler saw (at its temperature) equals the teacher-forced forward's
    assert torch.allclose(full * ro.mask, ro.logprobs * mask, atol=1e-4)
    for name, (lp, grads) in runs.items():
        assert torch.allclose(full, lp, atol=1e-5), name
        for a, b in zip(g_full, grads):
            assert torch.allclose(a, b, rtol=1e-4, atol=1e-5 * float(a.abs().max()) + 1e-9), name


def test_chosen_logprobs_with_bias_equals_log_softmax():
    """The chunked head against log_softmax(h W^T + b) in float64 terms: values and the
    gradients of h, W and b, for a temperature and chunks that do not divide N."""
    torch.manual_seed(0)
    N, H, V = 11, 8, 37
    h = torch.randn(N, H, requires_grad=True)
    head = torch.nn.Linear(H, V)
    t = torch.randint(V, (N,))
    g = torch.randn(N)

    class M(torch.nn.Module):          # the one method chosen_logprobs asks of a model
        def get_output_embeddings(self):
            return head
    lp = drtriton.chosen_logprobs(M(), h, t, temperature=0.5, chunk=4)
    grads = torch.autograd.grad((lp * g).sum(), [h, head.weight, head.bias])
    ref = torch.log_softmax(head(h).double() / 0.5, -1).gather(-1, t[:, None])[:, 0]
    ref_grads = torch.autograd.grad((ref * g.double()).sum(), [h, head.weight, head.bias])
    assert torch.allclose(lp.double(), ref, atol=1e-5)
    for a, b in zip(grads, ref_grads):
        assert torch.allclose(a.double(), b.double(), atol=1e-5)


def test_head_checks_catch_a_head_that_is_more_than_a_projection(tiny):
    """A config that soft-caps the logits takes the plain path; and a model whose forward
    changes the logits without saying so in its config fails the once-per-run check."""
    model, tok = tiny
    p = synth.sample_program(1, 0)
    pr = tok(drtriton.render_prompt(tok, p.source), add_special_tokens=False)["input_ids"]
    ans = tok(drtriton.format_answer(teacher.solution(p, "compact")),
              add_special_tokens=False)["input_ids"][:20]
    args = (torch.tensor([pr]), torch.ones(1, len(pr), dtype=torch.long), torch.tensor([ans]),
            torch.ones(1, len(ans)))
    assert drtriton.head_is_projection(model)
    ok, diff = drtriton.logprob_check(model, *args)
    assert ok and diff < 1e-4
    capped = copy.deepcopy(model)
    capped.config.final_logit_softcapping = 30.0
    assert not drtriton.head_is_projection(capped)
    forward = type(model).forward

    def soft_capped(self, *a, **k):                       # Gemma 2's tanh soft-capping
        out = forward(self, *a, **k)
        cap = out.logits.detach().abs().amax() / 4        # a cap the logits reach (an untrained
        out.logits = cap * torch.tanh(out.logits / cap)   # model's are small: a fixed cap of 2
        return out                                        # hardly bent them, diff ~0.01)
    sneaky = copy.deepcopy(model)
    sneaky.forward = soft_capped.__get__(sneaky)
    ok, diff = drtriton.logprob_check(sneaky, *args)
    assert not ok and diff > 1e-2


def test_sample_matches_the_distribution_and_never_picks_masked_tokens():
    """Inverse-CDF sampling against the softmax probabilities: a chi-square test over 20,000
    draws (df = 4, p = 0.001 critical value 18.47), and top-k never returns a cut token."""
    z = torch.tensor([[2.0, 1.0, 0.0, -1.0, 0.5]]).repeat(20_000, 1)
    g = torch.Generator().manual_seed(0)
    counts = torch.bincount(drtriton.sample(z, 1.0, 0, g), minlength=5).double()
    expect = z[0].softmax(-1).double() * 20_000
    assert float(((counts - expect) ** 2 / expect).sum()) < 18.47
    top2 = drtriton.sample(z, 1.0, 2, g)
    assert set(top2.tolist()) == {0, 1}
    assert torch.equal(drtriton.sample(z[:3], 0.0, 0), torch.zeros(3, dtype=torch.long))


def test_generate_greedy_is_deterministic_and_padding_free(tiny):
    model, tok = tiny
    short = drtriton.render_prompt(tok, synth.sample_program(1, 0).source)
    long = drtriton.render_prompt(tok, synth.sample_program(2, 0).source)
    alone = drtriton.generate(model, tok, [short], 1, 10, temperature=0.0)
    batch = drtriton.generate(model, tok, [long, short], 1, 10, temperature=0.0)
    n = int(alone.mask[0].sum())
    assert torch.equal(alone.ids[0, :n], batch.ids[1, :n])


def test_rows_that_end_leave_the_batch_without_changing_the_others(tiny):
    """generate drops a row from the batch (and its KV cache) once it has produced EOS. The
    oracle: the same greedy generation with EOS as an ordinary token (no row ever leaves),
    cut after each row's first EOS. The EOS is chosen so that rows end at different steps."""
    model, tok = tiny
    model = copy.deepcopy(model)
    g = torch.Generator().manual_seed(0)
    with torch.no_grad():                    # an untrained model repeats one token: spread it
        for w in model.parameters():
            w.copy_(torch.randn(w.shape, generator=g) * 0.3)
    prompts = [drtriton.render_prompt(tok, synth.sample_program(lv, s).source)
               for lv, s in ((1, 0), (2, 0), (1, 3))]
    full = drtriton.generate(model, tok, prompts, 2, 16, temperature=0.0, stop_at_eos=False)
    first = full.ids[0, 3].item()            # row 0 ends at step 3 at the latest
    assert (full.ids[1:] != first).any(), "the chosen end token ends every row at once"
    tok = copy.deepcopy(tok)
    tok.eos_token = tok.convert_ids_to_tokens(first)
    ro = drtriton.generate(model, tok, prompts, 2, 16, temperature=0.0)
    ends = []
    for i in range(full.ids.shape[0]):
        hit = (full.ids[i] == first).nonzero()
        n = int(hit[0, 0]) + 1 if len(hit) else full.ids.shape[1]
        ends.append(n)
        assert int(ro.mask[i].sum()) == n
        assert torch.equal(ro.ids[i, :n], full.ids[i, :n])
        torch.testing.assert_close(ro.logprobs[i, :n], full.logprobs[i, :n], atol=1e-4, rtol=0)
        assert (ro.logprobs[i, n:] == 0).all()
    assert len(set(ends)) > 1 and ro.ids.shape[1] == max(ends)


def test_unknown_model_gives_one_line_error_suggesting_tiny():
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "drtriton.py"), "--model",
                        "no-such-org/no-such-model-xyz", "--device", "cpu"],
                       capture_output=True, text=True, env=env, timeout=300, cwd=ROOT)
    assert r.returncode != 0
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("error:") and "--model tiny" in last


def test_a_saved_policy_keeps_the_prompt_it_was_trained_with(tmp_path, monkeypatch, capsys):
    """save_policy writes the system message beside the weights; loading that directory after
    the rules text changed prompts with the saved message (a small policy learns its prompt
    token for token), and says so; a directory without one changes nothing."""
    model, tok = drtriton.load_policy("tiny")
    trained = drtriton.SYSTEM
    drtriton.save_policy(model, tok, str(tmp_path / "p"))
    assert open(tmp_path / "p" / drtriton.PROMPT_FILE).read() == trained
    monkeypatch.setattr(drtriton, "SYSTEM", trained + "\n- a rule added after training")
    drtriton.load_policy(str(tmp_path / "p"))
    assert drtriton.SYSTEM == trained and "keeps its own" in capsys.readouterr().out
    assert drtriton.prompt_messages("x")[0]["content"] == trained
    os.remove(tmp_path / "p" / drtriton.PROMPT_FILE)
    monkeypatch.setattr(drtriton, "SYSTEM", "today's")
    drtriton.load_policy(str(tmp_path / "p"))
    assert drtriton.SYSTEM == "today's"
