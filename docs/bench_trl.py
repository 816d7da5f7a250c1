"""
The same GRPO step as `python train.py --bench`, run by TRL's GRPOTrainer: a yardstick.

One prompt x 8 answers x 128 new tokens (EOS ignored: min_new_tokens = 128) on the same `tiny`
policy (same seed, same tokenizer, same level-1 prompt), a cheap reward (the share of answer
tokens whose id is even, as in train.py's bench), no reference model (beta = 0), one update
per batch. It prints the median seconds per step after a warm-up step, split into generation
(time inside model.generate) and the rest (log-probs, loss, backward, AdamW, TRL's
bookkeeping). Not a dependency of the project and not run by the tests; TRL is only needed here:

    pip install trl==1.16.0                   # pulls accelerate and datasets; keeps torch
    python docs/bench_trl.py --threads 2      # compare with: python train.py --bench --threads 2

Run both on the same machine, at the same time of day, with the same --threads: on a shared CPU
the numbers move by 20 % from one minute to the next.
"""
import argparse
import os
import statistics
import sys
import tempfile
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import drtriton   # noqa: E402
import train      # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--steps", type=int, default=6, help="timed steps after one warm-up step")
    args = ap.parse_args()
    try:
        from datasets import Dataset
        from transformers import TrainerCallback
        import trl
        from trl import GRPOConfig, GRPOTrainer
    except ImportError as e:
        sys.exit(f"error: {e.name} is not installed; pip install trl==1.16.0")
    torch.set_num_threads(args.threads)
    model, tok = drtriton.load_policy("tiny", "cpu", seed=0)
    prompt = drtriton.render_prompt(tok, train.program(1, train.HELDOUT_SEED).source)

    def reward(completion_ids, **kw):          # the share of even token ids, per answer
        return [sum(t % 2 == 0 for t in c) / max(len(c), 1) for c in completion_ids]

    gen_t, step_t = [], []
    generate = model.generate

    def timed_generate(*a, **k):
        t = time.perf_counter()
        out = generate(*a, **k)
        gen_t.append(time.perf_counter() - t)
        return out
    model.generate = timed_generate

    class Timer(TrainerCallback):
        def on_step_begin(self, *a, **k):
            self.t = time.perf_counter()

        def on_step_end(self, *a, **k):
            step_t.append(time.perf_counter() - self.t)

    with tempfile.TemporaryDirectory() as out:
        cfg = GRPOConfig(output_dir=out, use_cpu=True, bf16=False, per_device_train_batch_size=8,
                         num_generations=8, max_completion_length=128,
                         generation_kwargs={"min_new_tokens": 128}, temperature=1.0, top_k=0,
                         top_p=1.0, max_steps=args.steps + 1, beta=0.0, learning_rate=1e-4,
                         report_to=[], save_strategy="no", logging_steps=1000,
                         disable_tqdm=True, dataloader_num_workers=0)
        ds = Dataset.from_dict({"prompt": [prompt] * 8 * (args.steps + 1)})
        GRPOTrainer(model=model, reward_funcs=reward, args=cfg, train_dataset=ds,
                    processing_class=tok, callbacks=[Timer()]).train()
    gen, step = statistics.median(gen_t[1:]), statistics.median(step_t[1:])
    print(f"TRL {trl.__version__} GRPOTrainer, tiny ({sum(p.numel() for p in model.parameters()) / 1e6:.2f}M), "
          f"1 prompt x 8 answers x 128 new tokens, median of {len(step_t) - 1} steps")
    print(f"torch_threads: {torch.get_num_threads()}")
    print(f"generation_s: {gen:.3f}")
    print(f"rest_s: {step - gen:.3f}")
    print(f"step_s: {step:.3f}")


if __name__ == "__main__":
    main()
