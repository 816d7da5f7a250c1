"""Mutation check: does the test suite notice when the code is wrong?

A test that cannot fail proves nothing. For each function whose tests claim an oracle, this
script makes one deliberate bug at a time in a scratch copy of the repository, runs the tests
that should notice it, and prints whether they did ("caught") or not ("SURVIVED"). A mutant
that survives points at a test to strengthen (or at dead code).

    python docs/mutate.py                 # every mutant below (~5-10 min on 2 CPU cores)
    python docs/mutate.py --only seed     # the mutants whose name contains "seed"
    python docs/mutate.py --list          # names only

Each mutant is (name, file, old text, new text, tests): the old text must occur exactly once,
so a mutant that no longer applies after the code changed is reported as "stale", never
silently skipped. The scratch copy lives in a temporary folder; the repository is not touched.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

T_TEACHER_W = ["tests/test_teacher.py::test_modelnew_weights_equal_the_models_under_the_same_seed"]
T_SEED = ["tests/test_reward.py::test_weights_follow_the_seed",
          "tests/test_reward.py::test_a_candidate_that_seeds_its_own_weights_passes_at_that_seed_only"]
T_SFT = ["tests/test_train.py::test_sft_loss_by_hand_with_the_prompt_masked_out"]
T_UPDATE = ["tests/test_train.py::test_update_with_reference_kl_and_two_epochs_acts",
            "tests/test_train.py::test_update_epoch_one_is_on_policy"]
T_LOSSES = ["tests/test_train.py"]

MUTANTS = [
    # teacher: ModelNew must build the program's modules in the program's order, from the seed
    ("teacher-weights-reversed", "teacher.py", "    for n in graph.nodes:\n        src = synth.module_src",
     "    for n in reversed(graph.nodes):\n        src = synth.module_src", T_TEACHER_W),
    ("teacher-weights-reseeded", "teacher.py", "            init.append(f\"        self.{n.name} = {src}\")",
     "            init.append(\"        torch.manual_seed(0)\")\n"
     "            init.append(f\"        self.{n.name} = {src}\")", T_TEACHER_W),
    ("teacher-weights-renamed", "teacher.py", "            init.append(f\"        self.{n.name} = {src}\")",
     "            init.append(f\"        self.m_{n.name} = {src}\")", T_TEACHER_W),
    ("teacher-weights-first-dropped", "teacher.py", "        if src:\n            init.append",
     "        if src and n is not graph.nodes[0]:\n            init.append", T_TEACHER_W),
    # the verifier seeds Model and ModelNew alike, with the job's seed
    ("seed-candidate-off-by-one", "sandbox.py", "        mon.phase = \"__init__\"\n        torch.manual_seed(job[\"seed\"])",
     "        mon.phase = \"__init__\"\n        torch.manual_seed(job[\"seed\"] + 1)", T_SEED),
    ("seed-candidate-unseeded", "sandbox.py", "        mon.phase = \"__init__\"\n        torch.manual_seed(job[\"seed\"])",
     "        mon.phase = \"__init__\"\n        torch.seed()", T_SEED),
    ("seed-reference-fixed", "sandbox.py", "        init = mod.get_init_inputs()\n        torch.manual_seed(job[\"seed\"])",
     "        init = mod.get_init_inputs()\n        torch.manual_seed(0)", T_SEED),
    ("seed-both-fixed", "sandbox.py", "        init = mod.get_init_inputs()\n        torch.manual_seed(job[\"seed\"])",
     "        init = mod.get_init_inputs()\n        job[\"seed\"] = 1234\n        torch.manual_seed(job[\"seed\"])",
     T_SEED),
    # SFT: the loss covers the answer tokens only, shifted by one
    ("sft-prompt-unmasked", "train.py", "        lm[i, len(p):len(p) + len(a)] = 1",
     "        lm[i, 1:len(p) + len(a)] = 1", T_SFT),
    ("sft-mask-unshifted", "train.py", "    m = lm[:, 1:]                                                       # (B, L-1)",
     "    m = lm[:, :-1]                                                      # (B, L-1)", T_SFT),
    ("sft-sum-not-mean", "train.py", "        return -logp.sum() / m.sum()", "        return -logp.sum()",
     T_SFT),
    # GRPO / DRPO update: the clip, the KL and the epochs act
    ("grpo-no-clip", "train.py", "ratio.clamp(1 - clip_eps, 1 + clip_eps) * a", "ratio * a", T_LOSSES),
    ("grpo-kl-ignored", "train.py", "    per_tok = (pg + beta * kl) * mask", "    per_tok = pg * mask",
     T_LOSSES),
    ("grpo-k3-wrong", "train.py", "        kl = torch.exp(d) - d - 1", "        kl = (d * d) / 2", T_LOSSES),
    ("grpo-clip-frac-zero", "train.py", "clipped = ((ratio - 1).abs() > clip_eps).float()",
     "clipped = torch.zeros_like(ratio)", T_UPDATE),
    ("update-one-epoch", "train.py", "    for epoch in range(args.update_epochs):",
     "    for epoch in range(min(1, args.update_epochs)):", T_UPDATE),
    ("update-ref-dropped", "train.py", "            ref = None if ref_logp is None else ref_logp[sl]",
     "            ref = None", T_UPDATE),
    ("update-old-is-current", "train.py",
     "            old = logp.detach() if old_logp is None else old_logp[sl]   # on-policy: ratio 1",
     "            old = logp.detach()", T_UPDATE),
    ("drpo-kl-penalty-dropped", "train.py", "    return loss + pen * (sl.stop - sl.start) / (P * G), float(kl.detach())",
     "    return loss, float(kl.detach())", T_UPDATE),
    ("advantage-unnormalised", "train.py", "    return (r - r.mean(1, keepdim=True)) / (r.std(1, keepdim=True, unbiased=False) + eps)",
     "    return r - r.mean(1, keepdim=True)", T_LOSSES),
    ("drpo-lambda-ignored", "train.py", "    lam = max(lam, 4.0 * noise)", "    lam = 1.0", T_LOSSES),
]


def run(name, path, old, new, tests, timeout):
    """One mutant in a fresh scratch copy: 'caught', 'SURVIVED', 'stale' or 'timeout'."""
    with tempfile.TemporaryDirectory(prefix="mutant-") as tmp:
        work = os.path.join(tmp, "repo")
        shutil.copytree(ROOT, work, ignore=shutil.ignore_patterns(
            ".git", "runs", "__pycache__", ".ci-venv", "*.pyc", ".pytest_cache"))
        f = os.path.join(work, path)
        src = open(f).read()
        if src.count(old) != 1:
            return "stale", f"old text found {src.count(old)} times in {path}"
        open(f, "w").write(src.replace(old, new))
        cmd = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *tests]
        try:
            p = subprocess.run(cmd, cwd=work, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return "timeout", f"tests ran past {timeout} s"
        last = (p.stdout.strip().splitlines() or ["(no output)"])[-1]
        return ("caught" if p.returncode != 0 else "SURVIVED"), last


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", default="", help="run the mutants whose name contains this")
    ap.add_argument("--list", action="store_true", help="print the mutants' names and stop")
    ap.add_argument("--timeout", type=float, default=900.0, help="seconds per mutant's tests")
    args = ap.parse_args()
    todo = [m for m in MUTANTS if args.only in m[0]]
    if args.list:
        print("\n".join(m[0] for m in todo))
        return
    if not todo:
        sys.exit(f"mutate.py: no mutant's name contains {args.only!r} (see --list)")
    survived = 0
    print(f"{'mutant':32s} {'verdict':9s} {'s':>5s}  last line of pytest")
    for name, path, old, new, tests in todo:
        t0 = time.time()
        verdict, detail = run(name, path, old, new, tests, args.timeout)
        survived += verdict != "caught"
        print(f"{name:32s} {verdict:9s} {time.time() - t0:5.0f}  {detail}", flush=True)
    print(f"mutants: {len(todo)}  caught: {len(todo) - survived}  not caught: {survived}")
    sys.exit(1 if survived else 0)


if __name__ == "__main__":
    main()
