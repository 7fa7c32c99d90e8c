"""Trains Veil's PERSON/LOCATION token classifier with the shared toolkit (models/train/encoder.py).

Input: JSONL encoded by models/train/encode.ts (--task ner --keep split): train and valid in one
file, held-out in another. Output: model.onnx, config.json and calibration.json in --out (the
tokenizer.json is already there), and a metrics JSON the model card quotes.

    /usr/bin/python3 models/train/ner/train_ner.py --data models/train/data/ner-encoded.jsonl \
        --heldout models/train/data/ner-heldout-encoded.jsonl --tokenizer models/ner/tokenizer.json \
        --out models/ner --metrics models/train/data/ner-metrics.json
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Dict, List, Sequence, Tuple

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import encoder as E  # noqa: E402  (the toolkit: models/train/encoder.py)

LABELS = ["O", "B-PERSON", "I-PERSON", "B-LOCATION", "I-LOCATION"]


def vocab_size(tokenizer_path: str) -> int:
    with open(tokenizer_path, encoding="utf-8") as f:
        doc = json.load(f)
    vocab = doc["model"]["vocab"]
    added = [t["id"] for t in doc.get("added_tokens", [])]
    return max(max(vocab.values()), max(added, default=0)) + 1


def span_probs(logits: np.ndarray, labels: np.ndarray, temperature: float) -> Tuple[List[Tuple[float, bool]], Dict[str, object]]:
    """Spans as the runtime scores them: predicted BIO spans over first pieces, confidence = mean
    probability of the span's type over its words (src/models/ner-model.ts), and whether the span
    is exactly a gold span. Returns those pairs and the span P/R/F1 of this prediction."""
    keep = labels != E.IGNORE
    z = logits[keep].astype(np.float64) / temperature
    z = z - z.max(-1, keepdims=True)
    p = np.exp(z)
    p /= p.sum(-1, keepdims=True)
    gold = [LABELS[i] for i in labels[keep]]
    pred = [LABELS[i] for i in p.argmax(-1)]
    gold_spans = set(E.bio_spans(gold))
    out = []
    for start, end, kind in E.bio_spans(pred):
        cols = [LABELS.index(f"B-{kind}"), LABELS.index(f"I-{kind}")]
        conf = float(p[start:end][:, cols].sum(-1).mean())
        out.append((conf, (start, end, kind) in gold_spans))
    return out, {}


def evaluate(model: E.TokenClassifier, examples: List[E.Example], temperature: float) -> Dict[str, object]:
    logits = E.predict_logits(model, examples)
    gold, pred = E.word_tags(model, examples, logits)
    prf = E.span_prf(gold, pred)
    spans: List[Tuple[float, bool]] = []
    for e, l in zip(examples, logits):
        s, _ = span_probs(l, np.asarray(e["labels"]), temperature)
        spans.extend(s)
    conf = np.array([c for c, _ in spans])
    right = np.array([r for _, r in spans], dtype=np.float64)
    table = E.reliability(conf, right, bins=10)
    high = conf >= 0.9
    return {
        "windows": len(examples),
        "span_prf": prf,
        "span_reliability": table,
        "precision_at_0.9": float(right[high].mean()) if high.any() else None,
        "share_at_0.9": float(high.mean()) if len(conf) else None,
    }


def token_logits(model: E.TokenClassifier, examples: Sequence[E.Example]) -> Tuple[np.ndarray, np.ndarray]:
    logits = E.predict_logits(model, examples)
    z = np.concatenate([l for l in logits])
    y = np.concatenate([np.asarray(e["labels"]) for e in examples])
    return z, y


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", required=True, help="encoded train + valid (split field kept)")
    ap.add_argument("--heldout", required=True, help="encoded held-out set")
    ap.add_argument("--tokenizer", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--metrics", required=True)
    ap.add_argument("--hidden", type=int, default=128)
    ap.add_argument("--layers", type=int, default=3)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--intermediate", type=int, default=0)
    ap.add_argument("--max-positions", type=int, default=128)
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--max-steps", type=int, default=0, help="optimizer steps (0: --epochs decide); the LR schedule spans them")
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--dropout", type=float, default=0.1)
    ap.add_argument("--unk-prob", type=float, default=0.0, help="word-piece dropout: share of pieces replaced by [UNK] in training")
    ap.add_argument("--eval-every", type=int, default=500)
    ap.add_argument("--patience", type=int, default=4)
    ap.add_argument("--time-budget", type=float, default=1260.0, help="seconds of training before stopping")
    ap.add_argument("--valid-eval", type=int, default=1500, help="valid windows used for early stopping (all for the figures)")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--checkpoint", help="where to save the trained weights (default: next to --metrics)")
    ap.add_argument("--from-checkpoint", action="store_true", help="skip training: load --checkpoint, then calibrate and export")
    args = ap.parse_args()

    E.set_seed(args.seed)
    started = time.time()
    data = E.split_examples(E.load_jsonl(args.data))
    train, valid = data["train"], data["valid"]
    heldout = E.load_jsonl(args.heldout)
    print(f"train {len(train)} windows, valid {len(valid)}, held-out {len(heldout)}", flush=True)

    checkpoint = args.checkpoint or os.path.splitext(args.metrics)[0] + ".pt"
    if args.from_checkpoint:
        model = E.load_checkpoint(checkpoint)
        cfg = model.cfg
        saved = json.load(open(args.metrics, encoding="utf-8")) if os.path.exists(args.metrics) else {}
        train_info = saved.get("train", {"note": "loaded from checkpoint"})
    else:
        cfg = E.EncoderConfig(vocab_size=vocab_size(args.tokenizer), hidden_size=args.hidden, num_hidden_layers=args.layers,
                              num_attention_heads=args.heads, intermediate_size=args.intermediate,
                              max_position_embeddings=args.max_positions, dropout=args.dropout)
        model = E.TokenClassifier(cfg, LABELS)
        print(f"model: {sum(p.numel() for p in model.parameters()):,} parameters, {cfg}", flush=True)
        tc = E.TrainConfig(epochs=args.epochs, max_steps=args.max_steps, batch_size=args.batch, lr=args.lr, eval_every=args.eval_every,
                           patience=args.patience, time_budget_s=args.time_budget, seed=args.seed, log_every=100,
                           unk_prob=args.unk_prob)
        result = E.train_token_classifier(model, train, valid[: args.valid_eval], tc)
        print(f"trained: best span F1 {result.best_metric:.4f} at step {result.best_step}/{result.steps}, "
              f"{result.seconds:.0f}s, stopped by {result.stopped}", flush=True)
        E.save_checkpoint(model, checkpoint)
        train_info = {"windows": len(train), "best_step": result.best_step, "steps": result.steps, "seconds": round(result.seconds),
                      "tokens_per_second": round(result.tokens_per_second), "stopped": result.stopped,
                      "history": result.history, "args": vars(args)}
    params = sum(p.numel() for p in model.parameters())

    # Temperature on the validation split. The token-NLL fit (the usual one) leaves span
    # confidences too high below 0.9, and a span's confidence is what the policy bands read
    # (mean type probability over its words, src/models/ner-model.ts); so the temperature kept
    # is the one with the lowest span-level calibration error on validation, searched around it.
    z, y = token_logits(model, valid)
    token_temperature = E.fit_temperature(z, y)
    valid_logits = E.predict_logits(model, valid)

    def span_ece(t: float) -> float:
        pairs: List[Tuple[float, bool]] = []
        for e, l in zip(valid, valid_logits):
            pairs.extend(span_probs(l, np.asarray(e["labels"]), t)[0])
        c = np.array([p for p, _ in pairs])
        ok = np.array([r for _, r in pairs], dtype=np.float64)
        bins = np.minimum((c * 10).astype(int), 9)
        return float(sum(abs(ok[bins == b].mean() - c[bins == b].mean()) * (bins == b).sum() for b in range(10) if (bins == b).any()) / len(c))

    token_temperature = round(token_temperature, 4)
    grid = [round(token_temperature * f, 4) for f in np.arange(1.0, 3.01, 0.1)]
    eces = {t: span_ece(t) for t in grid}
    temperature = min(eces, key=eces.get)  # type: ignore[arg-type]
    print(f"temperature: token NLL {token_temperature:.3f}, span ECE {eces[token_temperature]:.4f} -> chosen {temperature:.3f}, span ECE {eces[temperature]:.4f}", flush=True)
    conf, right = E.softmax_confidence(z, y, temperature)
    token_table = E.reliability(conf, right)
    valid_metrics = evaluate(model, valid, temperature)
    heldout_metrics = evaluate(model, heldout, temperature)
    print(f"temperature {temperature:.3f}", flush=True)
    for name, m in (("valid", valid_metrics), ("held-out", heldout_metrics)):
        prf = m["span_prf"]
        per = {k: {q: round(v[q], 4) for q in ("precision", "recall", "f1", "support")} for k, v in prf["per_type"].items()}  # type: ignore[index,union-attr]
        print(f"{name}: F1 {prf['f1']:.4f} {json.dumps(per)} precision@0.9 {m['precision_at_0.9']}", flush=True)  # type: ignore[index]

    os.makedirs(args.out, exist_ok=True)
    lengths = sorted(valid, key=lambda e: len(e["input_ids"]))  # type: ignore[arg-type]
    samples = [lengths[len(lengths) // 10]["input_ids"], lengths[len(lengths) // 2]["input_ids"], lengths[-1]["input_ids"]]
    parity = E.export_onnx(model, args.out, samples=samples)  # type: ignore[arg-type]
    E.write_model_config(model, args.out)
    E.write_calibration(args.out, fitted_on=f"validation split, {len(valid)} windows (temperature: lowest span-level calibration error; "
                        f"reliability: predicted spans, confidence = mean type probability over the span's words)",
                        temperature=temperature, reliability_table=valid_metrics["span_reliability"])  # type: ignore[arg-type]

    doc = {
        "labels": LABELS,
        "config": {k: v for k, v in cfg.__dict__.items()},
        "parameters": params,
        "train": train_info,
        "temperature": temperature,
        "token_nll_temperature": token_temperature,
        "span_ece_by_temperature": {str(k): v for k, v in eces.items()},
        "token_reliability_valid": token_table,
        "valid": valid_metrics,
        "heldout": heldout_metrics,
        "export": parity,
        "wall_seconds": round(time.time() - started),
    }
    with open(args.metrics, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    print(f"wrote {args.out} and {args.metrics} in {time.time() - started:.0f}s", flush=True)


if __name__ == "__main__":
    main()
