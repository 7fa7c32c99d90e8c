"""Trains Veil's multi-label safety classifier with the shared toolkit (models/train/encoder.py).

Input: the encoded JSONL that models/train/encode.ts writes from prepare.ts's safety-all.jsonl
(--keep id,split,group,source,subset; --safety-windows first-last), so this script never tokenizes.
Trains one or two candidates on the train split, early-stopping on validation macro ROC-AUC:
  transformer  a small BERT-like encoder (SequenceClassifier, masked mean pooling)
  bag          the same head with 0 layers: mean-pooled piece embeddings ("bag of pieces")
keeps the better one on validation, fits Platt calibration per label on validation, reports
held-out figures (all rows, and real rows only), and exports the model directory.

  /usr/bin/python3 models/train/safety/train_safety.py --encoded models/train/data/safety-encoded.jsonl \
      --tokenizer models/train/data/safety-tok/tokenizer.json --out models/safety

Scores are per text: a text with several windows scores the max of its windows' logits, as the
runtime takes the best chunk (src/models/safety-model.ts).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import sys
import time
from typing import Dict, List, Sequence, Tuple

import numpy as np
import torch
from torch import nn

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
import encoder as E  # noqa: E402  (the shared toolkit)

LABELS = ["TOXIC_CONTENT", "HATE_SPEECH", "SEXUAL_CONTENT", "VIOLENCE", "JAILBREAK"]


class Ensemble(nn.Module):
    """Weighted mean of two SequenceClassifiers' logits (same tokenizer, same max length), as
    one graph: the transformer reads context, the bag of pieces is robust on rare labels.
    Exposes what encoder.py's export and config writer read (cfg, labels, architecture)."""

    architecture = "VeilEncoderEnsembleForSequenceClassification"
    problem_type = "multi_label_classification"

    def __init__(self, first: E.SequenceClassifier, second: E.SequenceClassifier, weight: float) -> None:
        super().__init__()
        if first.cfg.vocab_size != second.cfg.vocab_size or first.cfg.max_position_embeddings != second.cfg.max_position_embeddings:
            raise ValueError("ensemble members must share vocabulary and max length")
        self.first, self.second, self.weight = first, second, float(weight)
        self.cfg = first.cfg
        self.labels = list(first.labels)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        return self.weight * self.first(input_ids, attention_mask) + (1.0 - self.weight) * self.second(input_ids, attention_mask)


def log(msg: str) -> None:
    print(msg, flush=True)


# ---------------------------------------------------------------------------------------------
# Text-level scores: max over a text's windows


def text_scores(examples: Sequence[E.Example], logits: Sequence[np.ndarray]) -> Tuple[np.ndarray, np.ndarray, List[E.Example]]:
    """(logits [texts, labels], labels [texts, labels], first example of each text), windows of
    one text (same id) merged by max logit."""
    by_id: Dict[object, int] = {}
    z: List[np.ndarray] = []
    y: List[List[float]] = []
    first: List[E.Example] = []
    for e, l in zip(examples, logits):
        key = e["id"]
        if key in by_id:
            k = by_id[key]
            z[k] = np.maximum(z[k], l)
        else:
            by_id[key] = len(z)
            z.append(np.asarray(l, dtype=np.float64))
            y.append(list(e["labels"]))  # type: ignore[arg-type]
            first.append(e)
    return np.stack(z), np.asarray(y, dtype=np.float64), first


def sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


def calibrated(z: np.ndarray, platt: Dict[str, Tuple[float, float]]) -> np.ndarray:
    out = np.empty_like(z)
    for j, name in enumerate(LABELS):
        t, b = platt.get(name, (1.0, 0.0))
        out[:, j] = sigmoid(z[:, j] / t + b)
    return out


def report(probs: np.ndarray, y: np.ndarray) -> Dict[str, object]:
    """Per label: P/R/F1 at 0.5 and 0.9, ROC-AUC, counts; macro ROC-AUC; JAILBREAK recall at P ≥ 0.9."""
    per: Dict[str, object] = {}
    aucs = []
    for j, name in enumerate(LABELS):
        s, t = probs[:, j], y[:, j]
        known = t != E.UNKNOWN
        pos, neg = int((t[known] == 1).sum()), int((t[known] == 0).sum())
        auc = E.roc_auc(s, t)
        entry: Dict[str, object] = {"positives": pos, "negatives": neg, "roc_auc": None if math.isnan(auc) else round(auc, 4)}
        for thr in (0.5, 0.9):
            p, r = E.precision_recall(s, t, thr)
            entry[f"at{thr}"] = {"precision": round(p, 4), "recall": round(r, 4), "f1": round(2 * p * r / (p + r), 4) if p + r else 0.0}
        per[name] = entry
        if not math.isnan(auc):
            aucs.append(auc)
    rec, thr = E.recall_at_precision(probs[:, LABELS.index("JAILBREAK")], y[:, LABELS.index("JAILBREAK")], 0.9)
    return {"per_label": per, "macro_roc_auc": round(float(np.mean(aucs)), 4) if aucs else None,
            "jailbreak_recall_at_precision_0.9": {"recall": round(rec, 4), "threshold": None if math.isinf(thr) else round(thr, 4)},
            "texts": int(len(y))}


def reliability_tables(probs: np.ndarray, y: np.ndarray) -> Tuple[List[Dict[str, object]], Dict[str, List[Dict[str, object]]]]:
    pooled_p, pooled_c = [], []
    per: Dict[str, List[Dict[str, object]]] = {}
    for j, name in enumerate(LABELS):
        known = y[:, j] != E.UNKNOWN
        p, c = probs[known, j], y[known, j]
        per[name] = E.reliability(p, c)
        pooled_p.append(p)
        pooled_c.append(c)
    return E.reliability(np.concatenate(pooled_p), np.concatenate(pooled_c)), per


def print_report(title: str, r: Dict[str, object]) -> None:
    log(f"\n{title} ({r['texts']} texts)")
    log("label            pos/neg      ROC-AUC  P@0.5  R@0.5  F1@0.5 | P@0.9  R@0.9")
    for name in LABELS:
        e = r["per_label"][name]  # type: ignore[index]
        a5, a9 = e["at0.5"], e["at0.9"]
        auc = "  n/a " if e["roc_auc"] is None else f"{e['roc_auc']:.4f}"
        log(f"{name:16} {e['positives']:5}/{e['negatives']:<6} {auc}  {a5['precision']:.3f}  {a5['recall']:.3f}  {a5['f1']:.3f}  | {a9['precision']:.3f}  {a9['recall']:.3f}")
    jb = r["jailbreak_recall_at_precision_0.9"]  # type: ignore[index]
    log(f"macro ROC-AUC {r['macro_roc_auc']}; JAILBREAK recall at precision >= 0.9: {jb['recall']} (threshold {jb['threshold']})")


# ---------------------------------------------------------------------------------------------


def fit_platt(logit: np.ndarray, label: np.ndarray) -> Tuple[float, float]:
    """E.fit_platt, checked: its undamped Newton steps can diverge when many validation texts are
    confidently wrong (seen: temperature 1e-11 with bias 1e10, or a slope driven negative, which
    it then reports as the identity (1, 0)). So the same objective (Platt's smoothed targets) is
    also minimised with backtracking line search, and the fit with the lower loss is kept."""
    t, b = E.fit_platt(logit, label)
    z, y = logit[label != E.UNKNOWN].astype(np.float64), label[label != E.UNKNOWN]
    pos, neg = float((y == 1).sum()), float((y == 0).sum())
    if pos == 0 or neg == 0:
        return t, b
    target = np.where(y == 1, (pos + 1.0) / (pos + 2.0), 1.0 / (neg + 2.0))

    def loss(a: float, c: float) -> float:
        s = a * z + c
        return float((np.logaddexp(0.0, s) - target * s).sum())

    a, c, f = 1.0, 0.0, loss(1.0, 0.0)
    for _ in range(200):
        p = 1.0 / (1.0 + np.exp(-np.clip(a * z + c, -500, 500)))
        w = np.maximum(p * (1 - p), 1e-12)
        grad = np.array([((p - target) * z).sum(), (p - target).sum()])
        hess = np.array([[(w * z * z).sum(), (w * z).sum()], [(w * z).sum(), w.sum()]]) + 1e-9 * np.eye(2)
        d = np.linalg.solve(hess, grad)
        step = 1.0
        while step > 1e-10:
            na, nc = a - step * d[0], c - step * d[1]
            nf = loss(na, nc)
            if nf <= f:
                break
            step /= 2
        a, c, f = na, nc, nf
        if np.abs(step * d).max() < 1e-10:
            break
    toolkit_ok = math.isfinite(t) and math.isfinite(b) and t > 0
    toolkit_loss = loss(1.0 / t, b) if toolkit_ok else math.inf
    if a > 1e-6 and f < toolkit_loss - 1e-6:
        log(f"fit_platt: toolkit fit ({t:.3g}, {b:.3g}) has loss {toolkit_loss:.4g}; damped Newton ({1 / a:.4f}, {c:.4f}) has {f:.4g}: keeping the latter")
        return float(1.0 / a), float(c)
    return t, b


def pos_weights(train: Sequence[E.Example]) -> List[float]:
    """sqrt(negatives / positives) per label, clipped to [1, 8]: rare labels weigh more, without
    the full ratio's overconfidence (calibration re-centres the scores afterwards)."""
    y = E.sequence_labels(train)
    out = []
    for j in range(len(LABELS)):
        pos = float((y[:, j] == 1).sum())
        neg = float((y[:, j] == 0).sum())
        out.append(float(min(8.0, max(1.0, math.sqrt(neg / max(pos, 1.0))))))
    return out


def oversample(train: List[E.Example], labels: Sequence[str], factor: int) -> List[E.Example]:
    """Repeats examples positive for any of `labels` factor times in all (rare labels are few)."""
    idx = [LABELS.index(l) for l in labels]
    extra = [e for e in train if any(e["labels"][j] == 1 for j in idx)]  # type: ignore[index]
    return train + extra * (factor - 1)


def train_candidate(name: str, layers: int, hidden: int, heads: int, vocab: int, max_pos: int, data: Dict[str, List[E.Example]],
                    args: argparse.Namespace, pw: List[float]) -> Tuple[E.SequenceClassifier, Dict[str, object]]:
    E.set_seed(args.seed)
    cfg = E.EncoderConfig(vocab_size=vocab, hidden_size=hidden, num_hidden_layers=layers, num_attention_heads=heads,
                          max_position_embeddings=max_pos, dropout=args.dropout)
    model = E.SequenceClassifier(cfg, LABELS)
    saved = os.path.join(args.work, f"{name}.pt")
    if args.reuse and os.path.exists(saved):
        model = E.load_checkpoint(saved)  # type: ignore[assignment]
        info_path = os.path.join(args.work, f"{name}.json")
        with open(info_path, encoding="utf-8") as f:
            info = json.load(f)
        log(f"\n== {name}: reusing {saved} (trained earlier: {info.get('seconds')} s, best step {info.get('best_step')})")
        return model, info
    train = oversample(data["train"], ["SEXUAL_CONTENT", "VIOLENCE"], args.oversample)
    tc = E.TrainConfig(epochs=args.epochs if layers else args.bag_epochs, batch_size=32, max_batch_tokens=32 * 128,
                       lr=args.lr if layers else args.bag_lr, patience=args.patience, time_budget_s=args.budget if layers else args.budget / 2,
                       seed=args.seed, log_every=200, eval_every=args.eval_every)
    log(f"\n== {name}: {layers} layers, hidden {hidden}, {sum(p.numel() for p in model.parameters()):,} parameters; "
        f"{len(train)} training windows ({len(data['train'])} before oversampling), pos_weight {[round(w, 2) for w in pw]}")
    result = E.train_sequence_classifier(model, train, data["valid"], tc, pos_weight=pw, log=log)
    log(f"{name}: best valid mean ROC-AUC (windows) {result.best_metric:.4f} at step {result.best_step}/{result.steps}, "
        f"{result.seconds:.0f} s, stopped by {result.stopped}, {result.tokens_per_second:.0f} tokens/s")
    info = {"name": name, "layers": layers, "hidden": hidden, "heads": heads, "parameters": int(sum(p.numel() for p in model.parameters())),
            "best_valid_window_auc": round(result.best_metric, 4), "best_step": result.best_step, "steps": result.steps,
            "seconds": round(result.seconds, 1), "stopped": result.stopped, "history": result.history}
    E.save_checkpoint(model, saved)
    with open(os.path.join(args.work, f"{name}.json"), "w", encoding="utf-8") as f:
        json.dump(info, f, indent=2)
    return model, info


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--encoded", required=True)
    ap.add_argument("--tokenizer", required=True)
    ap.add_argument("--out", required=True, help="model directory to write (models/safety)")
    ap.add_argument("--work", default=os.path.join(HERE, "..", "data", "safety-run"))
    ap.add_argument("--candidates", default="transformer,bag")
    ap.add_argument("--hidden", type=int, default=128)
    ap.add_argument("--layers", type=int, default=2)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--bag-hidden", type=int, default=128)
    ap.add_argument("--max-positions", type=int, default=128)
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--bag-epochs", type=int, default=8)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--bag-lr", type=float, default=3e-3)
    ap.add_argument("--oversample", type=int, default=2)
    ap.add_argument("--dropout", type=float, default=0.1)
    ap.add_argument("--eval-every", type=int, default=500, help="steps between validations (0: once per epoch)")
    ap.add_argument("--patience", type=int, default=3, help="validations without improvement before stopping")
    ap.add_argument("--budget", type=float, default=2400.0,
                    help="safety net, seconds of training for the transformer (bag: half); normally the epochs decide")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--reuse", action="store_true", help="load candidates already trained into --work instead of training them")
    ap.add_argument("--no-ensemble", action="store_true", help="do not consider the transformer + bag ensemble")
    args = ap.parse_args()

    started = time.time()
    os.makedirs(args.work, exist_ok=True)
    with open(args.tokenizer, encoding="utf-8") as f:
        vocab = len(json.load(f)["model"]["vocab"])
    data = E.split_examples(E.load_jsonl(args.encoded))
    for part in ("train", "valid", "heldout"):
        log(f"{part}: {len(data.get(part, []))} windows")
    pw = pos_weights(data["train"])

    candidates: List[Tuple[E.SequenceClassifier, Dict[str, object]]] = []
    for name in [c.strip() for c in args.candidates.split(",") if c.strip()]:
        if name == "transformer":
            candidates.append(train_candidate(name, args.layers, args.hidden, args.heads, vocab, args.max_positions, data, args, pw))
        elif name == "bag":
            candidates.append(train_candidate(name, 0, args.bag_hidden, 1, vocab, args.max_positions, data, args, pw))
        else:
            raise SystemExit(f"unknown candidate {name}")

    # The ensemble of the two, its weight chosen on validation texts.
    names = [info["name"] for _, info in candidates]
    if "transformer" in names and "bag" in names and not args.no_ensemble:
        tf = candidates[names.index("transformer")][0]
        bag = candidates[names.index("bag")][0]
        zt, yv, _ = text_scores(data["valid"], E.predict_logits(tf, data["valid"]))
        zb, _, _ = text_scores(data["valid"], E.predict_logits(bag, data["valid"]))
        best_w, best_auc = 0.5, -1.0
        for w in (0.3, 0.4, 0.5, 0.6, 0.7):
            auc = float(report(sigmoid(w * zt + (1 - w) * zb), yv)["macro_roc_auc"] or 0.0)  # type: ignore[arg-type]
            log(f"ensemble weight {w}: validation macro ROC-AUC {auc:.4f}")
            if auc > best_auc + 1e-9:
                best_w, best_auc = w, auc
        ensemble = Ensemble(tf, bag, best_w).eval()
        candidates.append((ensemble, {"name": "ensemble", "members": ["transformer", "bag"], "weight": best_w,
                                      "parameters": int(sum(p.numel() for p in ensemble.parameters()))}))

    # Text-level validation figures (raw sigmoid) decide between the candidates.
    summaries = []
    best_i, best_key = 0, (-1.0, -1.0)
    for i, (model, info) in enumerate(candidates):
        zv, yv, _ = text_scores(data["valid"], E.predict_logits(model, data["valid"]))
        rv = report(sigmoid(zv), yv)
        jb = rv["jailbreak_recall_at_precision_0.9"]["recall"]  # type: ignore[index]
        info["valid"] = rv
        print_report(f"validation, {info['name']} (uncalibrated)", rv)
        zh, yh, fh = text_scores(data["heldout"], E.predict_logits(model, data["heldout"]))
        real = np.array([e.get("source") != "veil-synthetic" for e in fh])
        info["heldout_uncalibrated"] = {"all": report(sigmoid(zh), yh), "real": report(sigmoid(zh[real]), yh[real])}
        summaries.append(info)
        key = (float(rv["macro_roc_auc"] or 0.0), float(jb))  # type: ignore[arg-type]
        if key > best_key:
            best_i, best_key = i, key
    model, chosen = candidates[best_i]
    log(f"\nchosen on validation macro ROC-AUC: {chosen['name']}")

    # Platt calibration per label on validation texts.
    zv, yv, _ = text_scores(data["valid"], E.predict_logits(model, data["valid"]))
    platt = {name: fit_platt(zv[:, j], yv[:, j]) for j, name in enumerate(LABELS)}
    pv = calibrated(zv, platt)
    pooled, per_label_rel = reliability_tables(pv, yv)
    log("calibration (temperature, bias): " + ", ".join(f"{k} ({t:.3f}, {b:.3f})" for k, (t, b) in platt.items()))

    # Held-out figures, calibrated, all rows and real rows only.
    zh, yh, fh = text_scores(data["heldout"], E.predict_logits(model, data["heldout"]))
    ph = calibrated(zh, platt)
    real = np.array([e.get("source") != "veil-synthetic" for e in fh])
    held_all, held_real = report(ph, yh), report(ph[real], yh[real])
    print_report("held-out, all rows (calibrated)", held_all)
    print_report("held-out, real rows only (calibrated)", held_real)
    held_pooled, held_per_label_rel = reliability_tables(ph, yh)

    # Export the model directory (docs/models.md layout).
    if os.path.isdir(args.out):
        for f in ("model.onnx", "config.json", "calibration.json", "tokenizer.json", E.PARITY_FILE):
            p = os.path.join(args.out, f)
            if os.path.exists(p):
                os.remove(p)
    os.makedirs(args.out, exist_ok=True)
    samples = sorted((e["input_ids"] for e in data["valid"][:200]), key=len)  # type: ignore[arg-type]
    parity = E.export_onnx(model, args.out, samples=[samples[0], samples[len(samples) // 2], samples[-1]])
    extra: Dict[str, object] = {"veil_model": "safety", "candidate": chosen["name"]}
    if chosen["name"] == "ensemble":
        # config.json's dimensions are the transformer member's; the bag member has 0 layers.
        extra["ensemble"] = {"members": [{"num_hidden_layers": args.layers, "hidden_size": args.hidden},
                                         {"num_hidden_layers": 0, "hidden_size": args.bag_hidden}],
                             "weights": [chosen["weight"], round(1 - float(chosen["weight"]), 4)]}  # type: ignore[arg-type]
    E.write_model_config(model, args.out, extra=extra)
    n_valid = len(yv)
    E.write_calibration(args.out, fitted_on=f"validation split, {n_valid:,} texts (Platt per label on the max window logit)",
                        labels=platt, reliability_table=pooled, method="platt")
    shutil.copyfile(args.tokenizer, os.path.join(args.out, "tokenizer.json"))

    metrics = {
        "candidates": summaries,
        "chosen": chosen["name"],
        "calibration": {k: {"temperature": t, "bias": b} for k, (t, b) in platt.items()},
        "valid_reliability_pooled": pooled,
        "valid_reliability_per_label": per_label_rel,
        "heldout_all": held_all,
        "heldout_real": held_real,
        "heldout_reliability_pooled": held_pooled,
        "heldout_reliability_per_label": held_per_label_rel,
        "padding_max_diff": parity["padding_max_diff"],
        "seconds_total": round(time.time() - started, 1),
        "model_bytes": os.path.getsize(os.path.join(args.out, "model.onnx")),
    }
    with open(os.path.join(args.work, "metrics.json"), "w", encoding="utf-8") as f:
        json.dump(metrics, f, indent=2)
        f.write("\n")
    log(f"\nwrote {args.out} ({metrics['model_bytes']:,} bytes model.onnx) and {os.path.join(args.work, 'metrics.json')} in {metrics['seconds_total']} s")


if __name__ == "__main__":
    main()
