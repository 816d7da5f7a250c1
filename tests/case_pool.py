"""The verifier's case files (tests/verifier_cases), judged in a process of their own.

The case files are most of the suite's work: about a thousand evaluations, each a reference
and a candidate run under Triton's interpreter. pytest starts this script when collection
ends (conftest.py: pytest_collection_finish -> tests/test_reward.py: start_case_pool), so the
cases are judged on the cores the rest of the suite leaves idle, while it runs; the two case
tests come last and read their verdicts from here. A process, not threads of pytest's: some
tests change the verifier's module state (its secret, its server class, reward.evaluate
itself), which evaluations running beside them must not see.

Jobs run one reference after another (a reference's trials are computed once and cached for
all its cases), `reward.default_workers()` at a time, each with the time limit given (the
suite's is longer than the verifier's default, since the machine is shared with the other
tests; the cases test verdicts, not speed). Each finished job is one JSON line:
{"kind", "name", "result": the EvalResult's fields, "summary": [checked calls, largest
answer, tolerance of its dtype] for a correct case (read from the reference its evaluation
just cached), "error": a traceback if judging itself failed}.

    python tests/case_pool.py JOBS.json OUT.jsonl TIMEOUT_S
"""
import dataclasses
import json
import os
import sys
import traceback
from concurrent.futures import ThreadPoolExecutor, as_completed

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import reward  # noqa: E402


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def summary(ref_src, timeout_s):
    """What a correct case's test checks its result against, read from the reference's cached
    trials: [checked calls, the largest answer, the tolerance of the answers' dtype]."""
    trials = reward.evaluate.__kwdefaults__["trials"]
    ref = reward._reference(ref_src, 0, trials, "cpu", None, timeout_s)
    # (an output may be empty: a top-k's k moved to 0)
    big = max((float(o.double().abs().max()) for outs in ref["outputs_t"] for o in outs
               if o.numel()), default=0.0)
    tol = max(reward.TOL.get(o.dtype, 1e-4) for outs in ref["outputs_t"] for o in outs)
    return [ref["checked"], big, tol]


def judge(job, timeout_s):
    """One case: (kind, name, reference path, candidate path) -> its JSON line's fields."""
    kind, name, ref_path, cand_path = job
    out = {"kind": kind, "name": name}
    try:
        ref_src = read(ref_path)
        res = reward.evaluate(ref_src, read(cand_path), timeout_s=timeout_s)
        out["result"] = dataclasses.asdict(res)
        if kind == "good":
            out["summary"] = summary(ref_src, timeout_s)
    except Exception:  # noqa: BLE001 -- reported to the test that waits for this case
        out["error"] = traceback.format_exc()
    return out


def main(jobs_path, out_path, timeout_s):
    jobs = sorted(json.loads(read(jobs_path)), key=lambda j: (j[2], j[3]))
    with ThreadPoolExecutor(reward.default_workers()) as pool, \
            open(out_path, "w", encoding="utf-8") as out:
        for done in as_completed([pool.submit(judge, j, timeout_s) for j in jobs]):
            out.write(json.dumps(done.result()) + "\n")
            out.flush()
    reward.shutdown()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], float(sys.argv[3]))
