#!/usr/bin/env bash
# Every GPU measurement the README's "GPU results" section asks for, in one run (about 11 min on one
# H100/H200). Each step has its own time limit, so one that hangs cannot eat the others' time;
# each writes its output to $OUT/<step>.txt (default runs/gpu_check/), and a summary of exit
# codes goes to $OUT/status.txt. Run it from the repository root:
#     bash docs/gpu_check.sh                  # or OUT=/some/dir bash docs/gpu_check.sh
set -u
OUT=${OUT:-runs/gpu_check}
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader > "$OUT/gpu.txt" 2>&1
python -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)" >> "$OUT/gpu.txt" 2>&1
: > "$OUT/status.txt"
step() {   # step NAME SECONDS COMMAND...
    local name=$1 limit=$2; shift 2
    local t0=$SECONDS
    timeout "$limit" "$@" > "$OUT/$name.txt" 2>&1
    echo "$name rc=$? ${limit}s-limit took=$((SECONDS - t0))s" | tee -a "$OUT/status.txt"
}
step pytest_gpu     90  python -m pytest -q -m gpu
step synth_bench    45  python synth.py --bench --size gpu --n 20
step hawkeye_bf16   30  python hawkeye.py verify --fmt bf16
step hawkeye_fp16   30  python hawkeye.py verify --fmt fp16
step hawkeye_e4m3   30  python hawkeye.py verify --fmt e4m3
step hawkeye_probe  30  python hawkeye.py probe --fmt bf16
step probe_fp16     30  python hawkeye.py probe --fmt fp16
step probe_e4m3     30  python hawkeye.py probe --fmt e4m3
step probe_tf32     30  python hawkeye.py probe --fmt tf32
step l2_problems    45  python synth.py --level 2 --n 20 --size gpu --out "$OUT/l2"
step bench_teacher  90  python search.py bench "$OUT/l2" --model teacher --out "$OUT/bench_teacher.jsonl"
step train_100m     240 python train.py --model tiny-100m --device cuda --sft-steps 50 --steps 5 --out "$OUT/train_100m"
cat "$OUT/gpu.txt" "$OUT/status.txt"
