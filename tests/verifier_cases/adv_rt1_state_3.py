# probes: red team 1, cheat_state_3: rebinding verifier module globals
# reference: ref_relu.py
# expect: static
# runtime: fallback
"""cheat_state_3 -- rebind the verifier's policy tables and checks (module globals) at import.
Targets: tests/verifier_cases/ref_relu.py.
Trick: in the child the verifier is sys.modules["__main__"]; _candidate_job reads the global
DATA_OPS when it switches to the forward phase (after the candidate's import) and run_trial calls
the global _provenance. At import: DATA_OPS |= {"relu"} (relu becomes a harmless "data op") and
_provenance = lambda *a: None. forward is plain torch.relu(x) plus an empty kernel launch.
Verdict: ok.
"""
import sys
import torch
import torch.nn as nn
import triton
import triton.language as tl

_rw = sys.modules["__main__"]
_rw.DATA_OPS = _rw.DATA_OPS | {"relu"}
_rw._provenance = lambda *a: None


@triton.jit
def noop(n):
    pass


class ModelNew(nn.Module):
    def forward(self, x):
        noop[(1,)](1)
        return torch.relu(x)
