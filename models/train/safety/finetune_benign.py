"""Second stage of the safety model: fine-tunes a trained checkpoint on the data plus benign chat.

The toxicity sources are mostly short offensive tweets, so a model trained on them alone scores
ordinary short messages ("Done.", "Thanks!") as toxic. This stage continues training from the
first stage's checkpoint on the same encoded data with models/train/safety/benign-chat.ts's rows
added, then writes the checkpoint where train_safety.py --reuse picks it up for calibration and
export (models/train/safety/run.sh runs both).

  /usr/bin/python3 models/train/safety/finetune_benign.py --base WORK/transformer.pt \\
      --encoded ENCODED_WITH_BENIGN.jsonl --work WORK2 [--budget 600] [--lr 3e-4]
"""
import argparse
import json
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
import encoder as E  # noqa: E402
from train_safety import LABELS, pos_weights  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, help="first-stage checkpoint (train_safety.py's WORK/transformer.pt or WORK/bag.pt)")
    ap.add_argument("--encoded", required=True, help="encoded data including the benign chat rows")
    ap.add_argument("--work", required=True, help="where transformer.pt/.json go, for train_safety.py --reuse")
    ap.add_argument("--budget", type=float, default=600.0)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--seed", type=int, default=13)
    args = ap.parse_args()
    torch.set_num_threads(1)
    E.set_seed(args.seed)
    os.makedirs(args.work, exist_ok=True)

    model = E.load_checkpoint(args.base)
    assert list(model.labels) == LABELS, f"labels {model.labels} are not {LABELS}"
    data = E.split_examples(E.load_jsonl(args.encoded))
    tc = E.TrainConfig(epochs=1, batch_size=32, max_batch_tokens=32 * 128, lr=args.lr, warmup_ratio=0.02, patience=3,
                       time_budget_s=args.budget, seed=args.seed, log_every=200, eval_every=300)
    result = E.train_sequence_classifier(model, data["train"], data["valid"], tc, pos_weight=pos_weights(data["train"]))
    # The candidate keeps its name (transformer or bag), so train_safety.py --reuse finds it.
    name = os.path.splitext(os.path.basename(args.base))[0]
    E.save_checkpoint(model, os.path.join(args.work, f"{name}.pt"))
    info = {"name": name, "layers": model.cfg.num_hidden_layers, "hidden": model.cfg.hidden_size, "fine_tuned_from": os.path.basename(args.base), "best_valid_window_auc": round(result.best_metric, 4),
            "best_step": result.best_step, "steps": result.steps, "seconds": round(result.seconds, 1), "stopped": result.stopped,
            "parameters": int(sum(p.numel() for p in model.parameters())), "history": result.history}
    with open(os.path.join(args.work, f"{name}.json"), "w", encoding="utf-8") as f:
        json.dump(info, f, indent=2)
    print(f"fine-tuned: valid mean ROC-AUC {result.best_metric:.4f} at step {result.best_step}/{result.steps}, {result.seconds:.0f} s")


if __name__ == "__main__":
    main()
