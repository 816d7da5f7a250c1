"""train.py: the losses against hand-computed values, a learning test with a fake reward, and
`train.py --model tiny` end to end (2 SFT + 2 RL steps), then --resume."""
import copy
import json
import math
import os

import pytest
import torch

import drtriton
import synth
import reward
import train

# -----------------------------------------------------------------------------
# GRPO


def test_group_advantages_by_hand():
    r = torch.tensor([[1.0, 0.0, 0.0, 1.0], [1.0, 1.0, 1.0, 1.0], [2.0, 0.0, 0.0, 0.0]])
    a = train.group_advantages(r, eps=0.0 + 1e-12)
    # row 0: mean 0.5, population std 0.5; row 1: all equal -> 0; row 2: mean .5, std sqrt(.75)
    assert torch.allclose(a[0], torch.tensor([1.0, -1.0, -1.0, 1.0]))
    assert torch.equal(a[1], torch.zeros(4))
    s = math.sqrt(0.75)
    assert torch.allclose(a[2], torch.tensor([1.5 / s, -0.5 / s, -0.5 / s, -0.5 / s]))


def test_grpo_clipping_by_hand():
    # one token per answer; ratios 1.5 and 0.5 against old log-prob 0; advantages +1 / -1
    logp = torch.log(torch.tensor([[1.5], [1.5], [0.5], [0.5]])).requires_grad_()
    old = torch.zeros(4, 1)
    adv = torch.tensor([1.0, -1.0, 1.0, -1.0])
    mask = torch.ones(4, 1)
    loss, info = train.grpo_loss(logp, old, adv, mask, clip_eps=0.2)
    # pg = -min(rho A, clip(rho) A): -1.2 (clipped), +1.5, -0.5, +0.8 (clipped)
    assert loss.item() == pytest.approx((-1.2 + 1.5 - 0.5 + 0.8) / 4)
    assert info["clip_frac"] == 1.0
    loss.backward()
    # clipped terms carry no gradient; d(-rho A)/d logp = -rho A
    assert torch.allclose(logp.grad[:, 0], torch.tensor([0.0, 1.5, -0.5, 0.0]) / 4)


def test_grpo_on_policy_ratio_one_and_normalisation():
    logp = torch.tensor([[-1.0, -2.0, -3.0], [-0.5, 0.0, 0.0]], requires_grad=True)
    mask = torch.tensor([[1.0, 1.0, 1.0], [1.0, 0.0, 0.0]])
    adv = torch.tensor([2.0, -1.0])
    loss, info = train.grpo_loss(logp, logp.detach(), adv, mask, norm="token")
    assert loss.item() == pytest.approx((-2.0 * 3 + 1.0) / 4)     # rho = 1: -A per token
    assert info["clip_frac"] == 0.0
    loss.backward()
    assert torch.allclose(logp.grad, torch.tensor([[-0.5, -0.5, -0.5], [0.25, 0.0, 0.0]]))
    seq, _ = train.grpo_loss(logp, logp.detach(), adv, mask, norm="sequence")
    assert seq.item() == pytest.approx((-2.0 + 1.0) / 2)           # per answer, then mean


def test_grpo_k3_kl_to_reference():
    logp = torch.tensor([[-1.0, -1.0]])
    ref = torch.tensor([[-1.5, -0.5]])
    d = ref - logp                                                   # -0.5, +0.5
    k3 = (torch.exp(d) - d - 1).mean()
    loss, info = train.grpo_loss(logp, logp, torch.zeros(1), torch.ones(1, 2), ref_logp=ref,
                                 beta=0.1)
    assert loss.item() == pytest.approx(0.1 * k3.item())
    assert info["kl"] == pytest.approx(k3.item())


# -----------------------------------------------------------------------------
# DRPO


def test_drpo_weights_by_hand():
    r_s = torch.tensor([[0.0, 0.1, 5.0, 0.2]])
    correct = torch.tensor([[True, True, False, False]])
    w = train.drpo_weights(r_s, correct, lam=0.1)
    e = math.e
    assert torch.allclose(w, torch.tensor([[1 / (1 + e), e / (1 + e), 0.0, 0.0]]))
    none = train.drpo_weights(r_s, torch.zeros_like(correct), lam=0.1)
    assert torch.equal(none, torch.zeros_like(r_s))


def test_sequence_scores_length_normalised():
    logp = torch.tensor([[-1.0, -3.0, -7.0], [-2.0, 0.0, 0.0]])
    mask = torch.tensor([[1.0, 1.0, 0.0], [1.0, 0.0, 0.0]])
    assert torch.allclose(train.sequence_scores(logp, mask), torch.tensor([-2.0, -2.0]))


def test_drpo_loss_by_hand_and_skipped_groups():
    tau, lam = 10.0, 0.1
    scores = torch.tensor([[-1.0, -2.0, -3.0, -4.0],      # 2 correct, 2 wrong: kept
                           [-1.0, -1.0, -1.0, -1.0],      # all correct: skipped
                           [-1.0, -1.0, -1.0, -1.0]],     # all wrong: skipped
                          requires_grad=True)
    correct = torch.tensor([[True, False, True, False], [True] * 4, [False] * 4])
    r_s = torch.tensor([[0.0, 0.0, 0.1, 0.0], [0.0] * 4, [0.0] * 4])
    loss, n_c, n_w = train.drpo_loss(scores, correct, r_s, lam, tau)
    assert (n_c, n_w) == (1, 1)
    e = math.e
    w1, w3 = 1 / (1 + e), e / (1 + e)
    up = w1 * -1.0 + w3 * -3.0
    down = tau * math.log(math.exp(-2.0 / tau) + math.exp(-4.0 / tau))
    assert loss.item() == pytest.approx(-(up - down) / 3)          # divided by all 3 prompts
    loss.backward()
    g = scores.grad
    # correct: -w/3; wrong: +softmax(s/tau)/3; skipped groups: no gradient
    sm = torch.softmax(torch.tensor([-2.0, -4.0]) / tau, 0)
    assert torch.allclose(g[0], torch.tensor([-w1, sm[0], -w3, sm[1]]) / 3)
    assert torch.equal(g[1:], torch.zeros(2, 4))


def test_drpo_invalid_rows_are_left_out():
    scores = torch.tensor([[-1.0, -2.0, -3.0]])
    correct = torch.tensor([[True, False, False]])
    valid = torch.tensor([[True, True, False]])
    loss, _, _ = train.drpo_loss(scores, correct, torch.zeros(1, 3), 0.1, 10.0, valid)
    assert loss.item() == pytest.approx(-(-1.0 - 10.0 * (-2.0 / 10.0)))


def test_kl_old_penalty_hinge():
    logp = torch.tensor([[-1.0, -2.0]], requires_grad=True)
    mask = torch.ones(1, 2)
    pen, kl = train.kl_old_penalty(logp, logp.detach(), mask, beta=10.0, delta=1e-3)
    assert pen.item() == 0.0 and kl.item() == 0.0                    # first pass: inactive
    old = torch.tensor([[-1.5, -2.0]])
    pen, kl = train.kl_old_penalty(logp, old, mask, beta=10.0, delta=1e-3)
    d = 0.5
    k3 = (math.exp(d) - d - 1) / 2
    assert kl.item() == pytest.approx(k3)
    assert pen.item() == pytest.approx(10.0 * (k3 - 1e-3) * k3)
    pen, _ = train.kl_old_penalty(logp, old, mask, beta=10.0, delta=1.0)   # below delta
    assert pen.item() == 0.0


# -----------------------------------------------------------------------------
# A learning test with no kernels: a fake reward that prefers one token

def _toy_policy():
    """A 2-layer Qwen2 over a 12-word vocabulary, with a word-level tokenizer and the tiny
    chat template: built in memory, no training data, no files."""
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast
    words = drtriton.SPECIAL + ["a", "b", "c", "d", "x", "y", "z"]
    t = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="a"))
    t.pre_tokenizer = pre_tokenizers.Whitespace()
    tok = PreTrainedTokenizerFast(tokenizer_object=t, pad_token=drtriton.PAD,
                                  eos_token=drtriton.EOS)
    tok.chat_template = drtriton.CHAT_TEMPLATE
    model = drtriton.build_tiny_model(tok, seed=0, hidden_size=32, intermediate_size=64,
                                      num_hidden_layers=2, num_attention_heads=2,
                                      num_key_value_heads=2)
    return model, tok


def _p_target(model, tok, prompt, target):
    ids, mask = drtriton.encode_prompts(tok, [prompt], "cpu")
    with torch.no_grad():
        logits = model(input_ids=ids, attention_mask=mask).logits[0, -1]
    return torch.softmax(logits, -1)[target].item()


@pytest.mark.parametrize("loss_name", ["grpo", "drpo"])
def test_fake_reward_raises_the_preferred_token(loss_name):
    torch.manual_seed(0)
    model, tok = _toy_policy()
    target = tok.convert_tokens_to_ids("x")
    prompt = tok.apply_chat_template([{"role": "user", "content": "a b"}], tokenize=False,
                                     add_generation_prompt=True)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    before = _p_target(model, tok, prompt, target)
    G = 16
    for _ in range(8):
        ro = drtriton.generate(model, tok, [prompt], G, max_new_tokens=4, temperature=1.0)
        hits = ((ro.ids == target).float() * ro.mask).sum(1)                # (G,)
        model.train()
        logp = drtriton.token_logprobs(model, ro.prompt_ids, ro.prompt_mask, ro.ids, ro.mask)
        if loss_name == "grpo":
            adv = train.group_advantages((hits / 4).view(1, G)).view(-1)
            loss, _ = train.grpo_loss(logp, logp.detach(), adv, ro.mask)
        else:   # "correct" = the answer contains the token at least once
            scores = train.sequence_scores(logp, ro.mask).view(1, G)
            loss, _, _ = train.drpo_loss(scores, (hits > 0).view(1, G), torch.zeros(1, G))
        loss.backward()
        opt.step()
        opt.zero_grad()
    after = _p_target(model, tok, prompt, target)
    assert after > before + 0.05, (before, after)


def test_dynamic_sampling_keeps_mixed_groups_and_their_loss():
    """--oversample: the kept groups are the first P with both verdicts, their rows are the
    sampled rows, and DRPO's loss on them is the whole batch's (whose other groups are
    skipped) rescaled from K*P prompts to the kept ones."""
    R = drtriton.reward.EvalResult
    ok, bad, ref = R(stage="ok", correct=True), R(stage="mismatch"), R(stage="reference")
    G = 2
    verdicts = [[ok, ok], [bad, ok], [bad, bad], [ref, ok], [ok, bad], [bad, ref], [ok, bad]]
    results = [r for g in verdicts for r in g]
    assert train.mixed_groups(results, G, limit=10) == [1, 4, 6]      # [ref, ok]: one answer
    assert train.mixed_groups(results, G, limit=2) == [1, 4]

    torch.manual_seed(0)
    model, tok = _toy_policy()
    prompts = [tok.apply_chat_template([{"role": "user", "content": w}], tokenize=False,
                                       add_generation_prompt=True) for w in "abcdxyz"]
    ro = drtriton.generate(model, tok, prompts, G, max_new_tokens=6, temperature=1.0)
    kept = train.take_groups(ro, [1, 4, 6], G)
    rows = [2, 3, 8, 9, 12, 13]
    T = kept.ids.shape[1]
    assert T == int(ro.mask[rows].sum(1).max())
    assert torch.equal(kept.ids, ro.ids[rows, :T]) and torch.equal(kept.mask, ro.mask[rows, :T])
    assert torch.equal(kept.prompt_ids, ro.prompt_ids[rows])
    assert kept.texts == [ro.texts[i] for i in rows]
    assert not ro.mask[rows, T:].any()                        # nothing real was cut

    def loss(r, res):
        logp = drtriton.token_logprobs(model, r.prompt_ids, r.prompt_mask, r.ids, r.mask)
        sc = train.score(res, len(res) // G, G, "cpu")
        scores = train.sequence_scores(logp, r.mask).view(-1, G)
        return train.drpo_loss(scores, sc["correct"], sc["r_s"], valid=sc["valid"])[0]

    whole = loss(ro, results)
    part = loss(kept, [results[i] for i in rows])
    assert part.item() * 3 == pytest.approx(whole.item() * 7, rel=1e-5, abs=1e-6)


# -----------------------------------------------------------------------------
# train.py --model tiny end to end, then --resume

def _tiny_cap(n=6, fit=2):
    """An answer cap that `fit` of the n level-1 SFT answers fit under (the tiny tokenizer's
    merges, and so the answers' lengths, move whenever the prompt's rules change): small, as
    an untrained model's answers run to the cap."""
    tok = drtriton.tiny_tokenizer()
    lengths = sorted(len(train.answer_ids(tok, train.program(1, train.SFT_SEED + 100_000 + i)))
                     for i in range(n))
    return str(lengths[fit - 1] + 8)


def tiny_args():
    return ["--model", "tiny", "--sft-steps", "2", "--sft-batch", "2", "--sft-data", "6",
            "--prompts", "1", "--group-size", "2", "--levels", "1", "--max-new-tokens",
            _tiny_cap(), "--eval-n", "2", "--test-n", "3",
            "--eval-every", "1", "--save-every", "1", "--micro-batch", "2", "--plot", "0",
            "--workers", "1"]


def _records(out):
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return [json.loads(line) for line in f]


def test_train_tiny_end_to_end_then_resume(tmp_path, capsys, monkeypatch):
    full = str(tmp_path / "full")
    held, plain = [], train.policy_logprobs

    def spy(*a, **kw):       # the log-probs overlapped with the verifier hold its timing lock
        held.append(reward.TIMING_LOCK.locked())
        return plain(*a, **kw)
    monkeypatch.setattr(train, "policy_logprobs", spy)
    s = train.main(tiny_args() + ["--steps", "3", "--out", full])
    assert s["rl_steps"] == 3 and s["sft_steps"] == 2
    assert held == [True] * 3, held
    assert s["pass1_L1_before_sft"] is not None and s["pass1_L1_after_rl"] is not None
    assert s["rl_minus_sft"] == pytest.approx(s["pass1_L1_after_rl"] - s["pass1_L1_after_sft"])
    out = capsys.readouterr().out
    assert "rl step    3/3" in out and "summary" in out and "pass1_L1_after_rl:" in out
    recs = _records(full)
    rl = [r for r in recs if r["phase"] == "rl"]
    assert [r["step"] for r in rl] == [1, 2, 3]
    for r in rl:
        assert set(r) == set(train.RL_KEYS)
        assert set(r["stages"]) == set(drtriton.reward.STAGES)
    assert [r["step"] for r in recs if r["phase"] == "sft"] == [1, 2]
    evals = [r for r in recs if r["phase"] == "eval"]
    assert {r["when"] for r in evals if r["set"] == "test"} == {"before_sft", "after_sft", "after_rl"}
    assert {r["when"] for r in evals if r["set"] == "promotion"} == {"rl"}
    for r in evals:   # the binomial standard error of the set it was measured on
        assert r["n"] == (3 if r["set"] == "test" else 2)
        assert r["se"] == pytest.approx(math.sqrt(r["pass1"] * (1 - r["pass1"]) / r["n"]))
    ck = os.path.join(full, "ckpt")
    assert os.path.exists(os.path.join(ck, "policy", "config.json"))
    assert os.path.exists(os.path.join(ck, "policy", "tokenizer.json"))
    with open(os.path.join(ck, "policy", drtriton.PROMPT_FILE)) as f:
        assert f.read() == drtriton.SYSTEM       # the prompt it was trained with, kept
    # the saved tokenizer is the tiny one (same ids), not a Qwen2 tokenizer picked by config
    saved = drtriton.load_tokenizer(os.path.join(ck, "policy"))
    tok = drtriton.tiny_tokenizer()
    text = drtriton.format_answer("import torch\ndef f(x):\n    return x\n") + drtriton.EOS
    assert saved(text)["input_ids"] == tok(text)["input_ids"]
    assert saved.chat_template == tok.chat_template
    state = torch.load(os.path.join(ck, "state.pt"), weights_only=False)
    assert state["rl_step"] == 3 and "optimizer" in state and "rng" in state

    # The same run interrupted after RL step 2, then resumed: step 3 is the same step.
    part = str(tmp_path / "part")
    train.main(tiny_args() + ["--steps", "2", "--out", part])
    s2 = train.main(["--resume", part, "--steps", "3"])
    assert s2["rl_steps"] == 3
    rl2 = [r for r in _records(part) if r["phase"] == "rl"]
    assert [r["step"] for r in rl2] == [1, 2, 3]                        # nothing lost or doubled
    assert rl2[2]["answer_tokens"] == rl[2]["answer_tokens"]
    assert rl2[2]["loss"] == pytest.approx(rl[2]["loss"], abs=1e-6)
    assert rl2[2]["stages"] == rl[2]["stages"]

    # The operator table changed since SFT was measured (here: its fingerprint forged): the
    # test set's seeds now draw other programs, so RL's gain over SFT is not reported.
    ck = os.path.join(part, "ckpt", "state.pt")
    st = torch.load(ck, weights_only=False)
    assert st["evals"]["after_sft"]["set_id"] == st["evals"]["after_rl"]["set_id"]
    st["evals"]["after_sft"]["set_id"] = "another table"
    torch.save(st, ck)
    s3 = train.main(["--resume", part, "--steps", "3"])
    assert s3["rl_minus_sft"] is None and "test set changed" in capsys.readouterr().out

    # --eval-only scores the checkpoint on the test set, greedy and sampled, and appends to
    # the run's log without cutting it (the checkpoint's log_lines would)
    n_before = len(_records(part))
    got = train.main(["--resume", part, "--eval-only", "--test-samples", "2"])
    recs = _records(part)
    assert len(recs) == n_before + 2 and got["n"] == 3 and got["k"] == 2
    greedy, sampled = recs[-2:]
    assert greedy["set"] == "test" and sampled["set"] == "test-sampled"
    assert 0 <= got["sampled_pass1"] <= got["pass_at_k"] <= 1
    assert sum(sampled["stages"].values()) == 3 * 2


def test_pass_at_k_equals_the_share_of_k_subsets_holding_a_correct_answer():
    """train.pass_at_k (Chen et al. 2021's unbiased estimator) against brute force: of all
    k-subsets of n samples with c correct, the share holding at least one correct."""
    import itertools
    for n in range(1, 7):
        for c in range(n + 1):
            for k in range(1, n + 1):
                subsets = list(itertools.combinations([1] * c + [0] * (n - c), k))
                want = sum(any(s) for s in subsets) / len(subsets)
                assert train.pass_at_k(n, c, k) == pytest.approx(want)


def test_train_tiny_grpo_with_reference_kl_and_two_update_epochs(tmp_path):
    """The ablation's paths: GRPO, k3 KL to the frozen SFT policy (OUT/sft), and a second
    pass over the rollouts, where the ratio, the clip and the KL act; dynamic sampling."""
    out = str(tmp_path / "grpo")
    s = train.main(tiny_args() + ["--steps", "1", "--out", out, "--loss", "grpo",
                                "--grpo-beta", "0.1", "--update-epochs", "2", "--oversample", "2"])
    assert s["rl_steps"] == 1
    assert os.path.exists(os.path.join(out, "sft", "config.json"))
    (rec,) = [r for r in _records(out) if r["phase"] == "rl"]
    assert set(rec) == set(train.RL_KEYS) and math.isfinite(rec["loss"])


def test_bench_runs_small():
    args = train.resolve(train.ap.parse_args(["--bench", "--workers", "1", "--threads", "1"]))
    out = train.bench(args, steps=1, G=2, new_tokens=4, memory=False)
    assert out["generation_s"] > 0 and out["rest_s"] > 0 and out["verifier_correct"] == "2/2"


# -----------------------------------------------------------------------------
# SFT loss by hand; the GRPO and DRPO update with a reference KL and two epochs

def test_sft_loss_by_hand_with_the_prompt_masked_out():
    """The SFT loss of two right-padded rows against a loop written here: one forward per
    answer token on the row's own prefix, -log softmax at the next token, averaged over the
    answer tokens only (the prompt's tokens carry no loss). Both paths, values and grads."""
    torch.manual_seed(0)
    model, tok = _toy_policy()
    rows = [([5, 6, 7], [8, 9, 10, 4]), ([6, 6], [11, 4])]            # (prompt, answer + EOS)
    ids, att, lm = train.sft_batch(rows, tok.pad_token_id, "cpu")
    want = []
    for p, a in rows:
        seq = p + a
        for t in range(len(p), len(seq)):                             # answer positions only
            logits = model(input_ids=torch.tensor([seq[:t]])).logits[0, -1]
            want.append(-torch.log_softmax(logits, -1)[seq[t]])
    want = torch.stack(want).mean()
    g_want = torch.autograd.grad(want, list(model.parameters()))
    for path in ("plain", "fused"):
        loss = train.sft_loss(model, ids, att, lm, path)
        assert loss.item() == pytest.approx(want.item(), rel=1e-5), path
        g = torch.autograd.grad(loss, list(model.parameters()))
        for a, b in zip(g, g_want):
            assert torch.allclose(a, b, atol=1e-6), path
    lm_prompt = lm.clone()
    lm_prompt[0, 1] = 1                                               # a prompt token counted
    assert train.sft_loss(model, ids, att, lm_prompt).item() != pytest.approx(want.item())


def _update_args(**kw):
    args = train.resolve(train.ap.parse_args(["--model", "tiny", "--device", "cpu"]))
    args.logprob_path, args.micro_batch, args.grad_clip = "fused", 8, 1e9
    for k, v in kw.items():
        setattr(args, k, v)
    return args


def _toy_rollouts(model, tok, G=8):
    prompt = tok.apply_chat_template([{"role": "user", "content": "a b"}], tokenize=False,
                                     add_generation_prompt=True)
    torch.manual_seed(3)
    ro = drtriton.generate(model, tok, [prompt], G, max_new_tokens=4, temperature=1.0)
    target = tok.convert_tokens_to_ids("x")
    correct = [bool((ro.ids[i] == target).any()) for i in range(G)]
    results = [drtriton.reward.EvalResult(stage="ok" if c else "mismatch", correct=c)
               for c in correct]
    assert 0 < sum(correct) < G                         # both kinds: the groups carry signal
    return ro, train.score(results, 1, G, "cpu")


@pytest.mark.parametrize("loss_name", ["grpo", "drpo"])
def test_update_with_reference_kl_and_two_epochs_acts(loss_name):
    """Issue 15: with --update-epochs 2 the second pass sees a policy that moved, so the
    ratio and the clip act (clip fraction > 0), the KL to the sampling policy (DRPO) or to
    the frozen reference (GRPO, beta > 0) is nonzero, and GRPO's loss differs from beta = 0
    on the same rollouts."""
    model, tok = _toy_policy()
    ro, sc = _toy_rollouts(model, tok)
    ref = copy.deepcopy(model).eval().requires_grad_(False)
    chunks = train.micro_batches(8, 8, 8)

    def run(beta, drpo_beta=1000.0):
        m = copy.deepcopy(model).train()
        opt = torch.optim.AdamW(m.parameters(), lr=0.05)
        args = _update_args(loss=loss_name, update_epochs=2, grpo_beta=beta, drpo_beta=drpo_beta,
                            drpo_delta=0.0)
        old, ref_lp = train.policy_logprobs(m, ref if beta else None, ro, chunks, args)
        assert old is not None and (ref_lp is not None) == bool(beta)
        return train.update(m, opt, ro, sc, chunks, old, ref_lp, args)
    if loss_name == "grpo":
        with_kl, without = run(0.1), run(0.0)
        assert with_kl["kl"] > 1e-4 and with_kl["clip_frac"] > 0
        assert without["kl"] == 0.0
        assert with_kl["loss"] != pytest.approx(without["loss"], abs=1e-6)
    else:
        st, no_hinge = run(0.0), run(0.0, drpo_beta=0.0)
        assert st["kl"] > 1e-4                          # the hinge's KL to the sampling policy
        assert (st["skip_c"], st["skip_w"]) == (0, 0)
        # ... and the hinge is in the loss: beta (KL - 0) KL on the second pass
        assert st["loss"] - no_hinge["loss"] == pytest.approx(1000.0 * st["kl"] ** 2, rel=0.05)


def test_update_epoch_one_is_on_policy():
    """--update-epochs 1: no old log-probs are computed, the ratio is 1 (no clipping), KL 0."""
    model, tok = _toy_policy()
    ro, sc = _toy_rollouts(model, tok)
    chunks = train.micro_batches(8, 8, 8)
    args = _update_args(loss="grpo", update_epochs=1)
    old, ref = train.policy_logprobs(model, None, ro, chunks, args)
    assert old is None and ref is None
    st = train.update(model.train(), torch.optim.AdamW(model.parameters(), lr=0.05), ro, sc,
                      chunks, old, ref, args)
    assert st["clip_frac"] == 0.0 and st["kl"] == 0.0
    assert st["gap"] < 1e-4          # the sampler's log-probs are the loss's (same policy, fp32)


def test_logp_gap_measures_the_samplers_log_probs_against_the_loss():
    """The step's `logp_gap`: mean |log pi (loss) - log pi (sampler)| over answer tokens, on the
    first pass. Sampler log-probs shifted by 0.25 on every real token give a gap of 0.25."""
    model, tok = _toy_policy()
    ro, sc = _toy_rollouts(model, tok)
    ro.logprobs = ro.logprobs + 0.25 * ro.mask
    args = _update_args(loss="drpo", update_epochs=1)
    st = train.update(model.train(), torch.optim.AdamW(model.parameters(), lr=0.0), ro, sc,
                      train.micro_batches(8, 8, 4), None, None, args)
    assert st["gap"] == pytest.approx(0.25, abs=1e-4)


# -----------------------------------------------------------------------------
# DRPO's speed weights under timing noise

def test_drpo_weights_noise_floor_and_clip_by_hand():
    r_s = torch.tensor([[0.0, 0.1, math.log(50.0), 0.3]])
    correct = torch.tensor([[True, True, True, False]])
    w = train.drpo_weights(r_s, correct, lam=0.1, noise=0.05)         # lam' = max(.1, .2) = .2
    z = torch.tensor([0.0, 0.1, math.log(10.0)]) / 0.2                # 50x clipped to 10x
    assert torch.allclose(w[0, :3], torch.softmax(z, 0)) and w[0, 3] == 0
    paper = train.drpo_weights(r_s, correct, lam=0.1)                  # noise 0: lam 0.1
    z = torch.tensor([0.0, 0.1, math.log(10.0)]) / 0.1
    assert torch.allclose(paper[0, :3], torch.softmax(z, 0))


def test_drpo_weights_of_equally_fast_kernels_stay_spread_under_noise():
    """8 correct answers of the same true speed, r_s = timing noise only (sigma 0.05): with
    the noise floor the luckiest answer gets less than twice the uniform weight in 95 % of
    draws; with the paper's lam = 0.1 alone it gets more in about a third of them."""
    g = torch.Generator().manual_seed(0)
    r_s = 0.05 * torch.randn(2000, 8, generator=g)
    correct = torch.ones(2000, 8, dtype=torch.bool)
    robust = train.drpo_weights(r_s, correct, lam=0.1, noise=0.05).max(1).values * 8
    paper = train.drpo_weights(r_s, correct, lam=0.1).max(1).values * 8
    assert float((robust < 2.0).float().mean()) >= 0.95
    assert float((paper < 2.0).float().mean()) < 0.8


def test_resume_finds_the_newest_complete_checkpoint(tmp_path):
    """An interruption between save_checkpoint's renames: ckpt/ gone, the new one in
    ckpt.tmp/, the previous in ckpt.old/; a half-written dir has no COMPLETE marker."""
    out = str(tmp_path)
    assert train.find_checkpoint(out) is None
    for name, steps in (("ckpt.old", "400 10"), ("ckpt.tmp", "400 20")):
        os.makedirs(os.path.join(out, name))
        with open(os.path.join(out, name, "COMPLETE"), "w") as f:
            f.write(steps + "\n")
    assert train.find_checkpoint(out) == os.path.join(out, "ckpt.tmp")
    os.makedirs(os.path.join(out, "ckpt"))                       # half-written: no marker
    assert train.find_checkpoint(out) == os.path.join(out, "ckpt.tmp")
    with open(os.path.join(out, "ckpt", "COMPLETE"), "w") as f:
        f.write("400 30\n")
    assert train.find_checkpoint(out) == os.path.join(out, "ckpt")


def test_temperature_zero_is_refused():
    with pytest.raises(SystemExit) as e:
        train.main(["--model", "tiny", "--temperature", "0"])
    assert "--temperature" in str(e.value)


def test_lengths_auto_caps_fit_and_a_short_cap_warns():
    """With the tiny tokenizer: the auto caps fit >= 95 % of the teacher's answers at every
    default curriculum level; a cap below them warns, naming the level and the flag."""
    tok = drtriton.tiny_tokenizer()
    lengths = train.measure_lengths(tok, [1, 2, 5], n=20)
    caps = train.answer_caps("auto", [1, 2, 5], lengths)
    table, warnings = train.length_report(lengths, caps)
    assert warnings == [] and "level" in table
    for lv, (_, answers) in lengths.items():
        assert sum(a <= caps[lv] for a in answers) / len(answers) >= 0.95
    longest = {lv: max(answers) for lv, (_, answers) in lengths.items()}
    caps = train.answer_caps(f"1:{longest[1]},2:{longest[2]},5:{min(lengths[5][1])}", [1, 2, 5],
                             lengths)          # levels 1 and 2 fit whole, level 5 does not
    _, warnings = train.length_report(lengths, caps)
    assert len(warnings) == 1 and "level 5" in warnings[0] and "--max-new-tokens" in warnings[0]
    kept, dropped = train.sft_examples(tok, 1, 6, 0, cap=min(lengths[1][1]))
    assert dropped > 0 and len(kept) + dropped == 6
    assert all(len(a) <= min(lengths[1][1]) for _, a in kept)
    # The default never asks for more positions than the model has: the tiny model's (8,192)
    # hold the longest prompt and answer; a smaller model gets the room left, and the table
    # warns for the level that then does not fit
    tiny = drtriton.build_tiny_model(tok)
    prompt = max(max(pl) for pl, _ in lengths.values())
    caps = train.answer_caps("auto", [1, 2, 5], lengths,
                             positions=tiny.config.max_position_embeddings)
    assert caps == train.answer_caps("auto", [1, 2, 5], lengths)
    assert prompt + max(caps.values()) <= tiny.config.max_position_embeddings
    small = prompt + min(lengths[5][1])
    caps = train.answer_caps("auto", [1, 2, 5], lengths, positions=small)
    assert max(caps.values()) + prompt <= small
    _, warnings = train.length_report(lengths, caps)
    assert any("level 5" in w for w in warnings)


def test_memory_plan_matches_measured_rss():
    """The plan's update and SFT terms against the high-water RSS of one forward + backward
    of a small Qwen2 (hidden 256, 4 layers, 4,096 tokens) in a fresh process: within 25 %."""
    from transformers import Qwen2Config, Qwen2ForCausalLM
    cfg = dict(vocab_size=4096, hidden_size=256, intermediate_size=768, num_hidden_layers=4,
               num_attention_heads=4, num_key_value_heads=4, tie_word_embeddings=True)
    with torch.device("meta"):
        shape = train.model_shape(Qwen2ForCausalLM(Qwen2Config(**cfg)))
    rows, P, T = 16, 128, 512
    for ckpt in (False, True):
        plan = train.memory_plan(shape, prompt_len=P, answer_len=T, rows=rows, micro_batch=rows,
                                 group=8, sft_micro_batch=rows, checkpointing=ckpt,
                                 cuda_bf16=False, reference=False, cpu=True)
        for kind, act in (("token_logprobs", "act_update"), ("sft_loss", "act_sft")):
            got = train.measure_rss(dict(config=cfg, rows=rows, prompt=P, answer=T, group=8,
                                         kind=kind, path="fused", checkpointing=ckpt))
            want = plan["grads"] + plan[act] + plan["logprob_chunk"]
            assert 0.75 < want / got < 1.25, (kind, ckpt, want / got)


def test_plan_run_picks_checkpointing_then_a_micro_batch_then_errors():
    from transformers import Qwen2Config, Qwen2ForCausalLM
    with torch.device("meta"):
        shape = train.model_shape(Qwen2ForCausalLM(Qwen2Config(
            vocab_size=151_936, hidden_size=896, intermediate_size=4864, num_hidden_layers=24,
            num_attention_heads=14, num_key_value_heads=2, tie_word_embeddings=True)))
    args = train.resolve(train.ap.parse_args(["--device", "cuda", "--dtype", "bf16"]))
    _, ckpt, mb, _ = train.plan_run(shape, args, 700, 3584, 80e9)
    assert ckpt is True and mb == 8
    args.micro_batch = 32                                   # not given: halved until it fits
    _, ckpt, mb, _ = train.plan_run(shape, args, 700, 3584, 24e9)
    assert ckpt and mb == 8
    with pytest.raises(SystemExit) as e:
        train.plan_run(shape, args, 700, 3584, 12e9)
    assert str(e.value).startswith("error: the memory plan needs") and "--" in str(e.value)


def test_one_trl_grpo_step_scored_by_the_verifier(tmp_path):
    """README, "Beyond one GPU": TRL's GRPOTrainer runs one step on a toy policy with
    reward.trl_reward as its reward function, the reference programs coming from the dataset's
    'reference' column. The toy policy writes no code, so every answer scores 0 (stage
    `format`), and TRL's logged mean reward is the mean of what the function returned."""
    pytest.importorskip("trl")
    datasets = pytest.importorskip("datasets")
    from trl import GRPOConfig, GRPOTrainer
    model, tok = _toy_policy()
    ref = synth.sample_program(1, 0).source
    seen = []

    def scored(**kw):
        out = drtriton.reward.trl_reward(**kw)
        seen.append((kw["reference"], out))
        return out
    ds = datasets.Dataset.from_dict({"prompt": ["a b"] * 4, "reference": [ref] * 4})
    cfg = GRPOConfig(output_dir=str(tmp_path), use_cpu=True, bf16=False, per_device_train_batch_size=4,
                     num_generations=4, max_completion_length=8, max_steps=1, beta=0.0,
                     learning_rate=1e-4, report_to=[], save_strategy="no", logging_steps=1,
                     disable_tqdm=True, dataloader_num_workers=0)
    trainer = GRPOTrainer(model=model, reward_funcs=scored, args=cfg, train_dataset=ds,
                          processing_class=tok)
    trainer.train()
    assert seen and all(refs == [ref] * len(refs) for refs, _ in seen)
    rewards = [r for _, out in seen for r in out]
    assert rewards == [0.0] * len(rewards)
    logged = [h["reward"] for h in trainer.state.log_history if "reward" in h]
    assert logged and logged[0] == pytest.approx(sum(rewards) / len(rewards))


def test_rl_pool_cycles_through_a_fixed_set_of_programs():
    """--rl-pool N: the j-th RL program is the (j mod N)-th of the stream, so a program comes
    back every N / P steps; 0 (the default) draws a new one every time. A negative pool is a
    one-line error."""
    import argparse
    a = argparse.Namespace(seed=0, rl_pool=3)
    assert [train.rl_seed(a, j) for j in range(7)] == [train.rl_seed(a, j % 3) for j in range(7)]
    assert len({train.rl_seed(a, j) for j in range(7)}) == 3
    b = argparse.Namespace(seed=0, rl_pool=0)
    assert len({train.rl_seed(b, j) for j in range(7)}) == 7
    assert train.rl_seed(b, 2) == train.rl_seed(a, 2)          # the pool is the stream's head
    with pytest.raises(SystemExit, match="--rl-pool must be >= 0"):
        train.main(["--model", "tiny", "--rl-pool", "-1"])
