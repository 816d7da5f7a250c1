"""Shared pytest set-up.

Triton decides at import/decoration time whether to interpret kernels on the CPU, so
TRITON_INTERPRET=1 must be set before any module that defines an @triton.jit function is
imported (`@triton.jit` reads it when a kernel is defined, to choose the interpreter).
conftest.py is imported by pytest before any test module, which makes it the one place that
can do this for the whole suite.

Markers:
  gpu  - needs CUDA; skipped (with a reason) when torch.cuda.is_available() is False.
  slow - long acceptance runs; skipped unless pytest is given --runslow.
"""
import os
import sys

import pytest

# One CPU thread for the suite's own PyTorch work, here and in the processes it starts: the
# case pool (below) keeps the other cores busy, and PyTorch's OpenMP threads that wait on each
# other on a busy CPU make it crawl (tests/test_train.py's end-to-end run: 732 s with torch's
# two threads on a 2-core machine running two other jobs; see the README's measurements).
os.environ.setdefault("OMP_NUM_THREADS", "1")
import torch  # noqa: E402

torch.set_num_threads(int(os.environ["OMP_NUM_THREADS"]))

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")

# The verifier keys its trial inputs by a secret (reward.py: REWARD_SECRET, else a random one
# per process). A few honest cases are refused at about one key in a hundred (README:
# key-dependent verdicts), so a random key per run would make the suite fail now and then for
# no change; the suite runs at one fixed key, reproducibly. Sweeps over keys are measurements,
# not tests: run the suite at another key with REWARD_SECRET=<64 hex digits> pytest.
os.environ.setdefault("REWARD_SECRET", "5e" * 32)

# The project's modules live at the repository root (flat layout): make them importable
# whatever directory pytest is started from.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def pytest_addoption(parser):
    parser.addoption("--runslow", action="store_true", default=False,
                     help="also run tests marked slow (full acceptance sweeps)")


def pytest_configure(config):
    config.addinivalue_line("markers", "gpu: needs a CUDA GPU; skipped without one")
    config.addinivalue_line("markers", "slow: long acceptance run; needs --runslow")


# The verifier's case files (tests/verifier_cases) are most of the suite's work. They are
# judged in a process of their own that starts when collection ends (tests/case_pool.py), on
# the cores the other tests leave idle, and the two tests that read their verdicts run last.
CASE_TESTS = ("test_correct_candidates_are_accepted",
              "test_adversarial_candidates_get_their_stage")


def pytest_collection_modifyitems(config, items):
    has_cuda = torch.cuda.is_available()
    skip_gpu = pytest.mark.skip(reason="needs CUDA (no GPU on this machine)")
    skip_slow = pytest.mark.skip(reason="slow: run with --runslow")
    for item in items:
        if "gpu" in item.keywords and not has_cuda:
            item.add_marker(skip_gpu)
        if "slow" in item.keywords and not config.getoption("--runslow"):
            item.add_marker(skip_slow)
    items.sort(key=lambda item: getattr(item, "originalname", None) in CASE_TESTS)


def _case_modules(session):
    return {item.module for item in session.items
            if hasattr(getattr(item, "module", None), "start_case_pool")}


def pytest_collection_finish(session):
    if session.config.option.collectonly:
        return
    for module in _case_modules(session):
        module.start_case_pool(session.items)


def pytest_sessionfinish(session):
    for module in _case_modules(session):
        module.stop_case_pool()
