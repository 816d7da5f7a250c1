"""train.py: the losses against hand-computed values, a learning test with a fake reward, and
`train.py --model tiny` end to end (2 SFT + 2 RL steps), then --resume."""
import json
import math
import os

import pytest
import torch

import drtriton
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


# -----------------------------------------------------------------------------
# train.py --model tiny end to end, then --resume

TINY_ARGS = ["--model", "tiny", "--sft-steps", "2", "--sft-batch", "2", "--sft-data", "4",
             "--prompts", "1", "--group-size", "2", "--max-new-tokens", "12", "--eval-n", "2",
             "--eval-every", "1", "--save-every", "1", "--micro-batch", "2", "--plot", "0",
             "--workers", "1"]


def _records(out):
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return [json.loads(line) for line in f]


def test_train_tiny_end_to_end_then_resume(tmp_path, capsys):
    full = str(tmp_path / "full")
    s = train.main(TINY_ARGS + ["--steps", "3", "--out", full])
    assert s["rl_steps"] == 3 and s["sft_steps"] == 2
    assert s["pass1_L1_before_sft"] is not None and s["pass1_L1_after_rl"] is not None
    out = capsys.readouterr().out
    assert "rl step    3/3" in out and "summary" in out and "pass1_L1_after_rl:" in out
    recs = _records(full)
    rl = [r for r in recs if r["phase"] == "rl"]
    assert [r["step"] for r in rl] == [1, 2, 3]
    for r in rl:
        assert set(r) == set(train.RL_KEYS)
        assert set(r["stages"]) == set(drtriton.reward.STAGES)
    assert [r["step"] for r in recs if r["phase"] == "sft"] == [1, 2]
    assert {r["when"] for r in recs if r["phase"] == "eval"} >= {"before_sft", "after_sft",
                                                                 "after_rl"}
    ck = os.path.join(full, "ckpt")
    assert os.path.exists(os.path.join(ck, "policy", "config.json"))
    assert os.path.exists(os.path.join(ck, "policy", "tokenizer.json"))
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
    train.main(TINY_ARGS + ["--steps", "2", "--out", part])
    s2 = train.main(["--resume", part, "--steps", "3"])
    assert s2["rl_steps"] == 3
    rl2 = [r for r in _records(part) if r["phase"] == "rl"]
    assert [r["step"] for r in rl2] == [1, 2, 3]                        # nothing lost or doubled
    assert rl2[2]["answer_tokens"] == rl[2]["answer_tokens"]
    assert rl2[2]["loss"] == pytest.approx(rl[2]["loss"], abs=1e-6)
    assert rl2[2]["stages"] == rl[2]["stages"]


def test_train_tiny_grpo_with_reference_kl_and_two_update_epochs(tmp_path):
    """The ablation's paths: GRPO, k3 KL to the frozen SFT policy (OUT/sft), and a second
    pass over the rollouts, where the ratio, the clip and the KL act."""
    out = str(tmp_path / "grpo")
    s = train.main(TINY_ARGS + ["--steps", "1", "--out", out, "--loss", "grpo",
                                "--grpo-beta", "0.1", "--update-epochs", "2"])
    assert s["rl_steps"] == 1
    assert os.path.exists(os.path.join(out, "sft", "config.json"))
    (rec,) = [r for r in _records(out) if r["phase"] == "rl"]
    assert set(rec) == set(train.RL_KEYS) and math.isfinite(rec["loss"])


def test_bench_runs_small():
    args = train.resolve(train.ap.parse_args(["--bench", "--workers", "1"]))
    out = train.bench(args, steps=1, G=2, new_tokens=4)
    assert out["generation_s"] > 0 and out["rest_s"] > 0 and out["verifier_correct"] == "2/2"
