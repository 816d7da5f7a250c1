#!/usr/bin/env bash
# Every GPU measurement the README's "GPU results" section asks for, in one run, most important
# first (about 6 minutes on one H200 when everything passes; each step has its own time limit,
# so one that hangs cannot eat the others' time). Every step's output is appended to
# $OUT/log.txt (default runs/gpu_check/) and a line of exit code and seconds per step to
# $OUT/status.txt. Run it from the repository root:
#     bash docs/gpu_check.sh                  # or OUT=/some/dir bash docs/gpu_check.sh
# Lessons of the first GPU session (2026-12-04): a lease can be 15 minutes in all, so the
# verifier's checks come first; KernelBench's own problem sizes (6.4 GB tensors) are too large
# for the verifier's pipes, so the teacher's bench runs on --size gpu synthetic programs.
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-runs/gpu_check}
mkdir -p "$OUT"
: > "$OUT/status.txt"
{ nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  python -c "import torch, triton, numpy; print('torch', torch.__version__, 'triton', triton.__version__, 'numpy', numpy.__version__)"
} > "$OUT/log.txt" 2>&1
step() {   # step NAME SECONDS COMMAND...
    local name=$1 limit=$2; shift 2
    local t0=$SECONDS
    echo "=== $name: $*" >> "$OUT/log.txt"
    timeout -k 5 "$limit" "$@" >> "$OUT/log.txt" 2>&1
    echo "$name rc=$? limit=${limit}s took=$((SECONDS - t0))s" | tee -a "$OUT/status.txt"
}
# 1. the verifier's GPU path: timing, side streams, aliasing, the answer caches, freed memory
step verifier_gpu   150 python -m pytest -q -m gpu tests/test_reward.py -rs
step timing_noise   60  python reward.py --noise 6
# 2. Hawkeye on real tensor cores
step hawkeye_gpu    60  python -m pytest -q -m gpu tests/test_hawkeye.py -rs
for f in bf16 fp16 e4m3 tf32; do step probe_$f 25 python hawkeye.py probe --fmt $f; done
for f in bf16 fp16 e4m3; do step verify_$f 25 python hawkeye.py verify --fmt $f; done
# 3. one short training run: compare each step's "peak" with the memory plan printed at start
step train_100m     120 python train.py --model tiny-100m --device cuda --sft-data 64 --sft-steps 2 \
    --steps 2 --test-n 8 --eval-n 8 --max-new-tokens 256 --prompts 2 --group-size 4 --plot 0 \
    --out "$OUT/train_100m"
# 4. the teacher through the timed verifier, and the eager baseline
step l2_problems    45  python synth.py --level 2 --n 12 --size gpu --out "$OUT/l2"
step bench_teacher  90  python search.py bench "$OUT/l2" --model teacher --out "$OUT/bench_teacher.jsonl"
step synth_bench    45  python synth.py --bench --size gpu --n 20
cat "$OUT/status.txt"
