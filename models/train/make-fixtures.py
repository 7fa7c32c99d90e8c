"""Trains one tiny fixture model for the runtime's tests; called by make-fixtures.ts.

    /usr/bin/python3 models/train/make-fixtures.py --task ner|safety --data encoded.jsonl \
        --labels L1,L2,... --vocab-size N --out test/fixtures/models/tiny-ner --metrics metrics.json

The data carries a "split" field (train / val). Writes model.onnx, config.json, calibration.json
and .parity.json (for check-onnx.ts) into --out, and the validation figures into --metrics for the
model card.
"""
import argparse
import json
import os
import sys

import numpy as np

sys.dont_write_bytecode = True  # no __pycache__ beside the sources: it is not in .gitignore
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import encoder as E  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--task", choices=["ner", "safety"], required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--labels", required=True)
    parser.add_argument("--vocab-size", type=int, required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--metrics", required=True)
    parser.add_argument("--seconds", type=float, default=50.0)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    E.set_seed(args.seed)
    labels = args.labels.split(",")
    splits = E.split_examples(E.load_jsonl(args.data))
    train, val = splits["train"], splits["val"]
    # Hidden 32, one layer: small enough to keep the fixture under a megabyte, big enough to learn
    # the templates, so the runtime's tests see real, non-random predictions.
    cfg = E.EncoderConfig(vocab_size=args.vocab_size, hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                          max_position_embeddings=128, dropout=0.1)
    tc = E.TrainConfig(epochs=60, batch_size=16, lr=3e-3, warmup_ratio=0.05, patience=8,
                       time_budget_s=args.seconds, seed=args.seed, log_every=0)
    log = lambda line: print(f"[{args.task}] {line}", flush=True)  # noqa: E731
    if args.task == "ner":
        model = E.TokenClassifier(cfg, labels)
        result = E.train_token_classifier(model, train, val, tc, log=log)
        metrics = calibrate_ner(model, val, args.out)
    else:
        model = E.SequenceClassifier(cfg, labels)
        result = E.train_sequence_classifier(model, train, val, tc, log=log)
        metrics = calibrate_safety(model, val, args.out)

    samples = sorted((e["input_ids"] for e in val), key=len)
    picks = [samples[0], samples[len(samples) // 2], samples[-1]]  # three lengths: the batch is padded
    parity = E.export_onnx(model, args.out, samples=picks)
    E.write_model_config(model, args.out)
    metrics.update({"train_examples": len(train), "val_examples": len(val), "steps": result.steps,
                    "seconds": round(result.seconds, 1), "tokens_per_second": round(result.tokens_per_second),
                    "stopped": result.stopped, "padding_max_diff": parity["padding_max_diff"]})
    with open(args.metrics, "w", encoding="utf-8") as f:
        json.dump(metrics, f, indent=2)
    log(json.dumps(metrics))


def calibrate_ner(model: E.TokenClassifier, val: list, out: str) -> dict:
    logits = E.predict_logits(model, val)
    flat = np.concatenate(logits)
    gold = np.concatenate([np.asarray(e["labels"]) for e in val])
    temperature = E.fit_temperature(flat, gold)
    confidence, correct = E.softmax_confidence(flat, gold, temperature)
    E.write_calibration(out, fitted_on=f"validation split, {len(val)} synthetic sentences", temperature=temperature,
                        reliability_table=E.reliability(confidence, correct))
    g, p = E.word_tags(model, val, logits)
    prf = E.span_prf(g, p)
    return {"span_f1": round(prf["f1"], 4), "span_precision": round(prf["precision"], 4),
            "span_recall": round(prf["recall"], 4),
            "per_type_f1": {t: round(v["f1"], 4) for t, v in prf["per_type"].items()}, "temperature": temperature}


def calibrate_safety(model: E.SequenceClassifier, val: list, out: str) -> dict:
    scores = np.stack(E.predict_logits(model, val))
    gold = E.sequence_labels(val)
    platt, probs, truth, auc = {}, [], [], {}
    for j, name in enumerate(model.labels):
        t, b = E.fit_platt(scores[:, j], gold[:, j])
        platt[name] = (t, b)
        known = gold[:, j] != E.UNKNOWN
        probs.append(1 / (1 + np.exp(-(scores[known, j] / t + b))))
        truth.append(gold[known, j] == 1)
        auc[name] = round(E.roc_auc(scores[:, j], gold[:, j]), 4)
    E.write_calibration(out, fitted_on=f"validation split, {len(val)} toy sentences", labels=platt,
                        reliability_table=E.reliability(np.concatenate(probs), np.concatenate(truth)))
    return {"roc_auc": auc, "platt": {k: [round(t, 4), round(b, 4)] for k, (t, b) in platt.items()}}


if __name__ == "__main__":
    main()
