"""Veil's small BERT-like encoder and everything needed to train, calibrate and export it.

Input is the JSONL that models/train/encode.ts writes ({"input_ids": [...], "labels": [...]}),
so this file never tokenizes: training and serving share one tokenization path (docs/models.md).
Output is a model directory in the docs/models.md layout: model.onnx (inputs input_ids and
attention_mask, int64 [batch, sequence]; output logits), config.json, calibration.json.

Run with Debian's /usr/bin/python3 (torch, onnx, numpy). Import it from a training script:

    sys.path.insert(0, "models/train"); import encoder as E

Everything is seeded and single-threaded by default (VEIL_TORCH_THREADS overrides), because the
build machine is shared and a model must be reproducible from the repository.
"""
from __future__ import annotations

import copy
import json
import math
import os
import random
import time
import warnings
from dataclasses import asdict, dataclass, field
from typing import Callable, Dict, List, Optional, Sequence, Tuple

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

torch.set_num_threads(int(os.environ.get("VEIL_TORCH_THREADS", "1")))

PAD_ID = 0
# Veil's tokenizers (build-tokenizer.ts) put [PAD] [UNK] [CLS] [SEP] [MASK] first, in that order.
UNK_ID = 1
SPECIAL_IDS_BELOW = 4  # ids 0..4 are special
IGNORE = -100  # token labels: special tokens and non-first pieces (encode.ts)
UNKNOWN = -1  # sequence labels: the example does not say (encode.ts)

Example = Dict[str, object]


def set_seed(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


# ---------------------------------------------------------------------------------------------
# Model


@dataclass
class EncoderConfig:
    vocab_size: int
    hidden_size: int = 128
    num_hidden_layers: int = 2
    num_attention_heads: int = 4
    intermediate_size: int = 0  # 0: 4 x hidden_size, BERT's ratio
    max_position_embeddings: int = 128
    dropout: float = 0.1
    layer_norm_eps: float = 1e-5

    def __post_init__(self) -> None:
        if self.intermediate_size == 0:
            self.intermediate_size = 4 * self.hidden_size
        if self.hidden_size % self.num_attention_heads != 0:
            raise ValueError("hidden_size must be a multiple of num_attention_heads")


class _EncoderLayer(nn.TransformerEncoderLayer):
    """nn.TransformerEncoderLayer held to its reference path.

    In eval mode without grad, torch 1.13 switches the layer and its attention to fused kernels
    (_transformer_encoder_layer_fwd, _native_multi_head_attention) that ONNX cannot export and
    that round differently, so the torch logits saved for the parity check would not be the
    graph's. Same parameters and state_dict keys as the stock layer; post-norm, as BERT.
    """

    def forward(self, src: torch.Tensor, src_mask: Optional[torch.Tensor] = None,  # type: ignore[override]
                src_key_padding_mask: Optional[torch.Tensor] = None, is_causal: bool = False) -> torch.Tensor:
        x = self.norm1(src + self._sa_block(src, src_mask, src_key_padding_mask))
        return self.norm2(x + self._ff_block(x))

    def _sa_block(self, x: torch.Tensor, attn_mask: Optional[torch.Tensor],  # type: ignore[override]
                  key_padding_mask: Optional[torch.Tensor], is_causal: bool = False) -> torch.Tensor:
        a = self.self_attn
        q = x.transpose(0, 1)  # the functional form is sequence-first
        out, _ = F.multi_head_attention_forward(
            q, q, q, a.embed_dim, a.num_heads, a.in_proj_weight, a.in_proj_bias, None, None, False,
            a.dropout, a.out_proj.weight, a.out_proj.bias, training=self.training,
            key_padding_mask=key_padding_mask, need_weights=False, attn_mask=attn_mask)
        return self.dropout1(out.transpose(0, 1))


class Encoder(nn.Module):
    """Token + learned position embeddings, LayerNorm, dropout, N transformer layers."""

    def __init__(self, cfg: EncoderConfig) -> None:
        super().__init__()
        self.cfg = cfg
        self.tokens = nn.Embedding(cfg.vocab_size, cfg.hidden_size, padding_idx=PAD_ID)
        self.positions = nn.Embedding(cfg.max_position_embeddings, cfg.hidden_size)
        self.norm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)
        self.dropout = nn.Dropout(cfg.dropout)
        self.layers = nn.ModuleList([
            _EncoderLayer(cfg.hidden_size, cfg.num_attention_heads, cfg.intermediate_size, cfg.dropout,
                          activation="gelu", layer_norm_eps=cfg.layer_norm_eps, batch_first=True)
            for _ in range(cfg.num_hidden_layers)])
        # A buffer sliced to the input's length exports as a dynamic Slice; torch.arange would not.
        self.register_buffer("position_ids", torch.arange(cfg.max_position_embeddings).unsqueeze(0), persistent=False)
        self.apply(_init_weights)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        positions = self.position_ids[:, : input_ids.size(1)]
        x = self.dropout(self.norm(self.tokens(input_ids) + self.positions(positions)))
        padding = attention_mask == 0
        for layer in self.layers:
            x = layer(x, src_key_padding_mask=padding)
        return x


def _init_weights(module: nn.Module) -> None:
    # BERT's initialisation: small normal weights train faster than torch's defaults at this size.
    if isinstance(module, (nn.Linear, nn.Embedding)):
        nn.init.normal_(module.weight, mean=0.0, std=0.02)
        if isinstance(module, nn.Linear) and module.bias is not None:
            nn.init.zeros_(module.bias)
        if isinstance(module, nn.Embedding) and module.padding_idx is not None:
            with torch.no_grad():
                module.weight[module.padding_idx].zero_()


class TokenClassifier(nn.Module):
    """Per-token logits [batch, sequence, labels] (BIO tags); softmax at serving."""

    architecture = "VeilEncoderForTokenClassification"
    problem_type: Optional[str] = None  # HF has no problem_type for token classification

    def __init__(self, cfg: EncoderConfig, labels: Sequence[str]) -> None:
        super().__init__()
        self.cfg = cfg
        self.labels = list(labels)
        self.encoder = Encoder(cfg)
        self.dropout = nn.Dropout(cfg.dropout)
        self.head = nn.Linear(cfg.hidden_size, len(self.labels))
        _init_weights(self.head)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        return self.head(self.dropout(self.encoder(input_ids, attention_mask)))


class SequenceClassifier(nn.Module):
    """Logits [batch, labels], one independent sigmoid per label; masked mean pooling, so
    padding never changes a text's score."""

    architecture = "VeilEncoderForSequenceClassification"
    problem_type: Optional[str] = "multi_label_classification"

    def __init__(self, cfg: EncoderConfig, labels: Sequence[str]) -> None:
        super().__init__()
        self.cfg = cfg
        self.labels = list(labels)
        self.encoder = Encoder(cfg)
        self.dropout = nn.Dropout(cfg.dropout)
        self.head = nn.Linear(cfg.hidden_size, len(self.labels))
        _init_weights(self.head)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        hidden = self.encoder(input_ids, attention_mask)
        mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
        pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1.0)
        return self.head(self.dropout(pooled))


Classifier = nn.Module  # TokenClassifier or SequenceClassifier


def is_token_model(model: nn.Module) -> bool:
    return isinstance(model, TokenClassifier)


def save_checkpoint(model: nn.Module, path: str) -> None:
    torch.save({"kind": type(model).__name__, "config": asdict(model.cfg), "labels": model.labels,
                "state": model.state_dict()}, path)


def load_checkpoint(path: str) -> nn.Module:
    saved = torch.load(path, map_location="cpu")
    kind = {"TokenClassifier": TokenClassifier, "SequenceClassifier": SequenceClassifier}[saved["kind"]]
    model = kind(EncoderConfig(**saved["config"]), saved["labels"])
    model.load_state_dict(saved["state"])
    return model.eval()


# ---------------------------------------------------------------------------------------------
# Data


def load_jsonl(path: str) -> List[Example]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def split_examples(examples: Sequence[Example], key: str = "split") -> Dict[str, List[Example]]:
    """Groups examples by a field encode.ts kept (--keep split)."""
    groups: Dict[str, List[Example]] = {}
    for e in examples:
        groups.setdefault(str(e.get(key)), []).append(e)
    return groups


@dataclass
class Batch:
    input_ids: torch.Tensor  # int64 [batch, sequence], padded with PAD_ID
    attention_mask: torch.Tensor  # int64 [batch, sequence]
    labels: torch.Tensor  # token: int64 [batch, sequence] (IGNORE on padding); sequence: float [batch, labels]
    indices: List[int]  # positions of the rows in the example list, to restore order after bucketing
    tokens: int  # non-padding tokens, for throughput


def collate(examples: Sequence[Example], indices: Sequence[int], token_labels: bool) -> Batch:
    rows = [examples[i] for i in indices]
    length = max(len(r["input_ids"]) for r in rows)  # type: ignore[arg-type]
    ids = torch.full((len(rows), length), PAD_ID, dtype=torch.long)
    mask = torch.zeros((len(rows), length), dtype=torch.long)
    if token_labels:
        labels = torch.full((len(rows), length), IGNORE, dtype=torch.long)
    else:
        labels = torch.tensor([r["labels"] for r in rows], dtype=torch.float32)
    for i, r in enumerate(rows):
        seq = r["input_ids"]
        n = len(seq)  # type: ignore[arg-type]
        ids[i, :n] = torch.tensor(seq, dtype=torch.long)
        mask[i, :n] = 1
        if token_labels:
            labels[i, :n] = torch.tensor(r["labels"], dtype=torch.long)
    return Batch(ids, mask, labels, list(indices), int(mask.sum()))


def make_batches(examples: Sequence[Example], batch_size: int, token_labels: bool, shuffle: bool = False,
                 seed: int = 0, max_batch_tokens: int = 0) -> List[Batch]:
    """Batches of similar lengths, so padding costs little; order shuffled when training.

    Lengths are bucketed inside pools of 50 batches: sorting the whole set would make each epoch's
    batches identical and the first ones all short. max_batch_tokens (padded) caps memory and time
    per step for long sequences.
    """
    order = list(range(len(examples)))
    rng = random.Random(seed)
    if shuffle:
        rng.shuffle(order)
    pool = batch_size * 50
    groups: List[List[int]] = []
    for start in range(0, len(order), pool):
        chunk = sorted(order[start:start + pool], key=lambda i: len(examples[i]["input_ids"]))  # type: ignore[arg-type]
        batch: List[int] = []
        for i in chunk:
            longest = len(examples[i]["input_ids"])  # type: ignore[arg-type]  # the chunk is sorted by length
            if batch and (len(batch) >= batch_size or (max_batch_tokens and longest * (len(batch) + 1) > max_batch_tokens)):
                groups.append(batch)
                batch = []
            batch.append(i)
        if batch:
            groups.append(batch)
    if shuffle:
        rng.shuffle(groups)
    return [collate(examples, g, token_labels) for g in groups]


# ---------------------------------------------------------------------------------------------
# Training


@dataclass
class TrainConfig:
    epochs: int = 5
    batch_size: int = 32
    max_batch_tokens: int = 0  # 0: no cap
    lr: float = 5e-4
    weight_decay: float = 0.01
    warmup_ratio: float = 0.06
    max_grad_norm: float = 1.0
    eval_every: int = 0  # steps between validations; 0: once per epoch
    patience: int = 3  # validations without improvement before stopping
    max_steps: int = 0  # 0: epochs decide
    time_budget_s: float = 0.0  # 0: none; else stop (keeping the best) when spent
    seed: int = 13
    log_every: int = 50
    # Share of real pieces replaced by [UNK] in each training batch (word-piece dropout): a name the
    # model has never seen must be read from its context and shape, not recalled.
    unk_prob: float = 0.0


@dataclass
class TrainResult:
    best_metric: float
    best_step: int
    steps: int
    seconds: float
    tokens_per_second: float
    stopped: str  # "epochs", "max_steps", "early_stopping" or "time_budget"
    history: List[Dict[str, float]] = field(default_factory=list)


Metric = Callable[[nn.Module, List[Example]], float]  # higher is better
LossFn = Callable[[torch.Tensor, torch.Tensor], torch.Tensor]


def train_token_classifier(model: TokenClassifier, train: List[Example], val: List[Example], cfg: TrainConfig,
                           metric: Optional[Metric] = None, class_weights: Optional[Sequence[float]] = None,
                           on_eval: Optional[Callable[[Dict[str, float]], None]] = None,
                           log: Callable[[str], None] = print) -> TrainResult:
    """Cross-entropy over first pieces (labels IGNORE elsewhere). Default metric: span F1."""
    weight = torch.tensor(class_weights, dtype=torch.float32) if class_weights is not None else None

    def loss_fn(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
        return F.cross_entropy(logits.reshape(-1, logits.size(-1)), labels.reshape(-1), weight=weight, ignore_index=IGNORE)

    return _train(model, train, val, cfg, loss_fn, metric or span_f1_metric, True, on_eval, log)


def train_sequence_classifier(model: SequenceClassifier, train: List[Example], val: List[Example], cfg: TrainConfig,
                              metric: Optional[Metric] = None, pos_weight: Optional[Sequence[float]] = None,
                              on_eval: Optional[Callable[[Dict[str, float]], None]] = None,
                              log: Callable[[str], None] = print) -> TrainResult:
    """Binary cross-entropy per label, masked where the label is UNKNOWN, so corpora that each
    annotate only some labels can be mixed. Default metric: mean ROC-AUC over labels."""
    pw = torch.tensor(pos_weight, dtype=torch.float32) if pos_weight is not None else None

    def loss_fn(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
        known = labels != UNKNOWN
        losses = F.binary_cross_entropy_with_logits(logits, labels.clamp(min=0.0), pos_weight=pw, reduction="none")
        return (losses * known).sum() / known.sum().clamp(min=1)

    return _train(model, train, val, cfg, loss_fn, metric or mean_auc_metric, False, on_eval, log)


def _optimizer(model: nn.Module, cfg: TrainConfig) -> torch.optim.Optimizer:
    # No weight decay on biases and LayerNorm gains (the 1-d parameters): BERT's recipe.
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (no_decay if p.dim() < 2 else decay).append(p)
    return torch.optim.AdamW([{"params": decay, "weight_decay": cfg.weight_decay},
                              {"params": no_decay, "weight_decay": 0.0}], lr=cfg.lr)


def _train(model: nn.Module, train: List[Example], val: List[Example], cfg: TrainConfig, loss_fn: LossFn,
           metric: Metric, token_labels: bool, on_eval: Optional[Callable[[Dict[str, float]], None]],
           log: Callable[[str], None]) -> TrainResult:
    set_seed(cfg.seed)
    longest = max(len(e["input_ids"]) for e in list(train) + list(val))  # type: ignore[arg-type]
    if longest > model.cfg.max_position_embeddings:
        raise ValueError(f"an example has {longest} tokens, above max_position_embeddings "
                         f"{model.cfg.max_position_embeddings}: encode with --max-tokens at most that")
    per_epoch = len(make_batches(train, cfg.batch_size, token_labels, max_batch_tokens=cfg.max_batch_tokens))
    total = cfg.max_steps or cfg.epochs * per_epoch
    warmup = max(1, int(total * cfg.warmup_ratio))
    optimizer = _optimizer(model, cfg)
    scheduler = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min((s + 1) / warmup, max(0.0, (total - s) / max(1, total - warmup))))
    best, best_step, best_state = -math.inf, 0, copy.deepcopy(model.state_dict())
    history: List[Dict[str, float]] = []
    step, tokens, stale, started, stopped = 0, 0, 0, time.time(), "epochs"
    train_seconds = 0.0

    def evaluate(epoch: int) -> bool:
        nonlocal best, best_step, best_state, stale
        value = metric(model, val) if val else -running_loss
        record = {"step": step, "epoch": epoch, "metric": value, "train_loss": running_loss,
                  "lr": scheduler.get_last_lr()[0], "seconds": time.time() - started}
        history.append(record)
        log(f"step {step} epoch {epoch} loss {running_loss:.4f} metric {value:.4f}")
        if on_eval:
            on_eval(record)
        if value > best:
            best, best_step, best_state, stale = value, step, copy.deepcopy(model.state_dict()), 0
        else:
            stale += 1
        model.train()
        return stale >= cfg.patience

    running_loss = 0.0
    done = False
    for epoch in range(cfg.epochs if not cfg.max_steps else 10 ** 9):
        model.train()
        for batch in make_batches(train, cfg.batch_size, token_labels, shuffle=True, seed=cfg.seed + epoch,
                                  max_batch_tokens=cfg.max_batch_tokens):
            t0 = time.time()
            input_ids = batch.input_ids
            if cfg.unk_prob > 0:
                drop = (torch.rand(input_ids.shape) < cfg.unk_prob) & (input_ids > SPECIAL_IDS_BELOW)
                input_ids = input_ids.masked_fill(drop, UNK_ID)
            logits = model(input_ids, batch.attention_mask)
            loss = loss_fn(logits, batch.labels)
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), cfg.max_grad_norm)
            optimizer.step()
            scheduler.step()
            train_seconds += time.time() - t0
            step += 1
            tokens += batch.tokens
            running_loss = 0.9 * running_loss + 0.1 * float(loss) if step > 1 else float(loss)
            if cfg.log_every and step % cfg.log_every == 0:
                log(f"step {step}/{total} loss {running_loss:.4f} {tokens / max(train_seconds, 1e-9):.0f} tokens/s")
            if cfg.eval_every and step % cfg.eval_every == 0 and evaluate(epoch):
                stopped, done = "early_stopping", True
            if cfg.max_steps and step >= cfg.max_steps:
                stopped, done = "max_steps", True
            if cfg.time_budget_s and time.time() - started > cfg.time_budget_s:
                stopped, done = "time_budget", True
            if done:
                break
        if done:
            if not (cfg.eval_every and step % cfg.eval_every == 0):
                evaluate(epoch)
            break
        if not cfg.eval_every and evaluate(epoch):
            stopped = "early_stopping"
            break
    model.load_state_dict(best_state)
    model.eval()
    return TrainResult(best, best_step, step, time.time() - started, tokens / max(train_seconds, 1e-9), stopped, history)


# ---------------------------------------------------------------------------------------------
# Prediction


@torch.no_grad()
def predict_logits(model: nn.Module, examples: Sequence[Example], batch_size: int = 64) -> List[np.ndarray]:
    """Logits per example in input order: [length, labels] for a token model (padding removed),
    [labels] for a sequence model."""
    model.eval()
    token = is_token_model(model)
    out: List[Optional[np.ndarray]] = [None] * len(examples)
    for batch in make_batches(examples, batch_size, token_labels=token):
        logits = model(batch.input_ids, batch.attention_mask).numpy()
        for row, i in enumerate(batch.indices):
            out[i] = logits[row, : len(examples[i]["input_ids"])] if token else logits[row]  # type: ignore[arg-type]
    return [o for o in out if o is not None]


def word_tags(model: TokenClassifier, examples: Sequence[Example], logits: Optional[List[np.ndarray]] = None
              ) -> Tuple[List[List[str]], List[List[str]]]:
    """Gold and predicted BIO tags per example, at first pieces (labels != IGNORE): one per word."""
    logits = logits if logits is not None else predict_logits(model, examples)
    gold, pred = [], []
    for e, l in zip(examples, logits):
        labels = np.asarray(e["labels"])
        keep = labels != IGNORE
        gold.append([model.labels[i] for i in labels[keep]])
        pred.append([model.labels[i] for i in l[keep].argmax(-1)])
    return gold, pred


def span_f1_metric(model: nn.Module, val: List[Example]) -> float:
    gold, pred = word_tags(model, val)  # type: ignore[arg-type]
    return span_prf(gold, pred)["f1"]


def sequence_labels(examples: Sequence[Example]) -> np.ndarray:
    return np.asarray([e["labels"] for e in examples], dtype=np.float64)


def mean_auc_metric(model: nn.Module, val: List[Example]) -> float:
    scores = np.stack(predict_logits(model, val))
    labels = sequence_labels(val)
    aucs = [roc_auc(scores[:, j], labels[:, j]) for j in range(labels.shape[1])]
    aucs = [a for a in aucs if not math.isnan(a)]
    return float(np.mean(aucs)) if aucs else 0.0


# ---------------------------------------------------------------------------------------------
# Metrics (numpy only: sklearn is not on the build machine)


def bio_spans(tags: Sequence[str]) -> List[Tuple[int, int, str]]:
    """(start, end exclusive, type) of each entity in a BIO word sequence. An I- that does not
    continue a same-type entity opens one, as conlleval counts it: the runtime must handle such
    output anyway."""
    spans: List[Tuple[int, int, str]] = []
    start, kind = -1, ""
    for i, tag in enumerate(list(tags) + ["O"]):
        prefix, _, t = tag.partition("-")
        continues = prefix == "I" and kind == t and start >= 0
        if start >= 0 and not continues:
            spans.append((start, i, kind))
            start, kind = -1, ""
        if prefix in ("B", "I") and not continues:
            start, kind = i, t
    return spans


def span_prf(gold: Sequence[Sequence[str]], pred: Sequence[Sequence[str]]) -> Dict[str, object]:
    """Exact-match span precision, recall and F1, micro over all texts, plus per entity type."""
    counts: Dict[str, List[int]] = {}  # type -> [true positives, predicted, gold]
    for g, p in zip(gold, pred):
        gs, ps = set(bio_spans(g)), set(bio_spans(p))
        for s in gs | ps:
            c = counts.setdefault(s[2], [0, 0, 0])
            c[0] += s in gs and s in ps
            c[1] += s in ps
            c[2] += s in gs

    def prf(tp: int, npred: int, ngold: int) -> Dict[str, float]:
        p = tp / npred if npred else 0.0
        r = tp / ngold if ngold else 0.0
        return {"precision": p, "recall": r, "f1": 2 * p * r / (p + r) if p + r else 0.0, "support": ngold}

    total = [sum(c[i] for c in counts.values()) for i in range(3)]
    result: Dict[str, object] = dict(prf(*total))
    result["per_type"] = {t: prf(*c) for t, c in sorted(counts.items())}
    return result


def _known(scores: np.ndarray, labels: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
    scores, labels = np.asarray(scores, dtype=np.float64), np.asarray(labels, dtype=np.float64)
    keep = labels != UNKNOWN
    return scores[keep], labels[keep]


def roc_auc(scores: np.ndarray, labels: np.ndarray) -> float:
    """Area under the ROC curve as the Mann-Whitney statistic with tied scores at average rank;
    nan when only one class is present. Unknown (-1) labels are ignored."""
    s, y = _known(scores, labels)
    pos, neg = int((y == 1).sum()), int((y == 0).sum())
    if pos == 0 or neg == 0:
        return float("nan")
    order = np.argsort(s, kind="mergesort")
    ranks = np.empty(len(s), dtype=np.float64)
    sorted_s = s[order]
    i = 0
    while i < len(s):
        j = i
        while j + 1 < len(s) and sorted_s[j + 1] == sorted_s[i]:
            j += 1
        ranks[order[i:j + 1]] = (i + j) / 2.0 + 1.0
        i = j + 1
    return float((ranks[y == 1].sum() - pos * (pos + 1) / 2.0) / (pos * neg))


def precision_recall(scores: np.ndarray, labels: np.ndarray, threshold: float) -> Tuple[float, float]:
    """Precision and recall of `score >= threshold`; unknown labels ignored."""
    s, y = _known(scores, labels)
    hit = s >= threshold
    tp = float((hit & (y == 1)).sum())
    return (tp / hit.sum() if hit.sum() else 0.0, tp / (y == 1).sum() if (y == 1).sum() else 0.0)


def recall_at_precision(scores: np.ndarray, labels: np.ndarray, min_precision: float) -> Tuple[float, float]:
    """Best recall among thresholds whose precision is at least min_precision, and the lowest such
    threshold; (0.0, inf) when none reaches it."""
    s, y = _known(scores, labels)
    positives = (y == 1).sum()
    if positives == 0:
        return 0.0, float("inf")
    order = np.argsort(-s, kind="mergesort")
    s, y = s[order], y[order]
    tp = np.cumsum(y == 1)
    best_recall, best_threshold = 0.0, float("inf")
    for k in range(len(s)):
        if k + 1 < len(s) and s[k + 1] == s[k]:
            continue  # a threshold takes all tied scores at once
        precision = tp[k] / (k + 1)
        recall = tp[k] / positives
        if precision >= min_precision and recall >= best_recall:
            best_recall, best_threshold = float(recall), float(s[k])
    return best_recall, best_threshold


# ---------------------------------------------------------------------------------------------
# Calibration (docs/models.md, calibration.json)


def _softmax(x: np.ndarray) -> np.ndarray:
    z = x - x.max(-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(-1, keepdims=True)


def fit_temperature(logits: np.ndarray, labels: np.ndarray) -> float:
    """T minimising the NLL of softmax(logits / T) over rows [n, classes] with class labels [n].

    The NLL is convex in 1/T, so a golden-section search over 1/T finds the optimum without a
    learning rate to tune.
    """
    z = np.asarray(logits, dtype=np.float64)
    y = np.asarray(labels, dtype=np.int64)
    keep = y != IGNORE
    z, y = z[keep], y[keep]
    if len(y) == 0:
        return 1.0

    def nll(beta: float) -> float:
        s = z * beta
        m = s.max(-1, keepdims=True)
        lse = (m[:, 0] + np.log(np.exp(s - m).sum(-1)))
        return float((lse - s[np.arange(len(y)), y]).mean())

    lo, hi = 1e-3, 20.0
    g = (math.sqrt(5) - 1) / 2
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    fa, fb = nll(a), nll(b)
    for _ in range(100):
        if fa < fb:
            hi, b, fb = b, a, fa
            a = hi - g * (hi - lo)
            fa = nll(a)
        else:
            lo, a, fa = a, b, fb
            b = lo + g * (hi - lo)
            fb = nll(b)
    return float(1.0 / ((lo + hi) / 2))


def fit_platt(logit: np.ndarray, label: np.ndarray, max_iter: int = 100) -> Tuple[float, float]:
    """(temperature, bias) for sigmoid(logit / temperature + bias), fitted by Newton's method on
    the log loss with Platt's smoothed targets (so a separable validation set does not drive the
    scale to infinity). Unknown (-1) labels ignored; (1.0, 0.0) when a class is missing."""
    z, y = _known(logit, label)
    pos, neg = (y == 1).sum(), (y == 0).sum()
    if pos == 0 or neg == 0:
        return 1.0, 0.0
    t = np.where(y == 1, (pos + 1.0) / (pos + 2.0), 1.0 / (neg + 2.0))
    a, b = 1.0, 0.0
    for _ in range(max_iter):
        p = 1.0 / (1.0 + np.exp(-(a * z + b)))
        w = np.maximum(p * (1 - p), 1e-12)
        grad = np.array([((p - t) * z).sum(), (p - t).sum()])
        hess = np.array([[(w * z * z).sum(), (w * z).sum()], [(w * z).sum(), w.sum()]]) + 1e-9 * np.eye(2)
        step = np.linalg.solve(hess, grad)
        a, b = a - step[0], b - step[1]
        if np.abs(step).max() < 1e-10:
            break
    # A non-positive slope means the model ranks this label backwards on validation: calibration
    # cannot fix that, and the runtime requires temperature > 0, so keep the raw scale.
    if a <= 1e-6:
        return 1.0, 0.0
    return float(1.0 / a), float(b)


def reliability(probs: np.ndarray, correct: np.ndarray, bins: int = 10) -> List[Dict[str, object]]:
    """Reliability table: per confidence bin, how many, their mean confidence, and how many were
    right. Empty bins are left out. For sigmoid labels pass p(label) and whether the label holds;
    for softmax pass max probability and whether argmax was right."""
    p = np.asarray(probs, dtype=np.float64)
    c = np.asarray(correct, dtype=np.float64)
    index = np.minimum((p * bins).astype(np.int64), bins - 1)
    digits = max(1, math.ceil(math.log10(bins)))
    rows: List[Dict[str, object]] = []
    for k in range(bins):
        sel = index == k
        n = int(sel.sum())
        if n == 0:
            continue
        rows.append({"bin": f"{k / bins:.{digits}f}-{(k + 1) / bins:.{digits}f}", "count": n,
                     "mean_confidence": round(float(p[sel].mean()), 4), "accuracy": round(float(c[sel].mean()), 4)})
    return rows


def softmax_confidence(logits: np.ndarray, labels: np.ndarray, temperature: float) -> Tuple[np.ndarray, np.ndarray]:
    """Max calibrated probability and whether argmax is right, per labelled token: reliability's input."""
    keep = np.asarray(labels) != IGNORE
    probs = _softmax(np.asarray(logits, dtype=np.float64)[keep] / temperature)
    return probs.max(-1), (probs.argmax(-1) == np.asarray(labels)[keep])


def write_calibration(out_dir: str, fitted_on: str, temperature: Optional[float] = None,
                      labels: Optional[Dict[str, Tuple[float, float]]] = None,
                      reliability_table: Optional[List[Dict[str, object]]] = None,
                      method: Optional[str] = None) -> str:
    """calibration.json: token models give `temperature`; sequence models give `labels`
    {name: (temperature, bias)} (Platt). `method` defaults to "temperature" or "platt"."""
    doc: Dict[str, object] = {"method": method or ("platt" if labels else "temperature")}
    if temperature is not None:
        doc["temperature"] = round(float(temperature), 6)
    if labels:
        doc["labels"] = {k: {"temperature": round(float(t), 6), "bias": round(float(b), 6)} for k, (t, b) in labels.items()}
    doc["fitted_on"] = fitted_on
    if reliability_table is not None:
        doc["reliability"] = reliability_table
    path = os.path.join(out_dir, "calibration.json")
    _write_json(path, doc)
    return path


# ---------------------------------------------------------------------------------------------
# Export


def write_config(out_dir: str, labels: Sequence[str], problem_type: Optional[str], cfg: EncoderConfig,
                 architecture: str, extra: Optional[Dict[str, object]] = None) -> str:
    """config.json the runtime reads (id2label, max_position_embeddings, problem_type) plus the
    dimensions, so a model card or a later tool can tell what the graph is."""
    doc: Dict[str, object] = {
        "architectures": [architecture],
        "model_type": "veil-encoder",
        "id2label": {str(i): label for i, label in enumerate(labels)},
        "label2id": {label: i for i, label in enumerate(labels)},
        "vocab_size": cfg.vocab_size,
        "hidden_size": cfg.hidden_size,
        "num_hidden_layers": cfg.num_hidden_layers,
        "num_attention_heads": cfg.num_attention_heads,
        "intermediate_size": cfg.intermediate_size,
        "max_position_embeddings": cfg.max_position_embeddings,
        "hidden_act": "gelu",
        "pad_token_id": PAD_ID,
    }
    if problem_type:
        doc["problem_type"] = problem_type
    doc.update(extra or {})
    path = os.path.join(out_dir, "config.json")
    _write_json(path, doc)
    return path


def write_model_config(model: nn.Module, out_dir: str, extra: Optional[Dict[str, object]] = None) -> str:
    return write_config(out_dir, model.labels, model.problem_type, model.cfg, model.architecture, extra)


PARITY_FILE = ".parity.json"


def export_onnx(model: nn.Module, out_dir: str, samples: Optional[Sequence[Sequence[int]]] = None,
                opset: int = 14, parity_path: Optional[str] = None) -> Dict[str, float]:
    """Writes out_dir/model.onnx and the torch logits check-onnx.ts compares it with.

    samples: three or so id sequences of different lengths (from encoded data); they run as one
    padded batch, so the parity check covers padding. Also checks in torch that padding leaves
    each sample's logits unchanged. Returns {"padding_max_diff": ...}.
    """
    import onnx  # only needed here; training runs without it

    model = model.eval()
    os.makedirs(out_dir, exist_ok=True)
    if not samples:
        rng = np.random.default_rng(0)
        samples = [[2] + rng.integers(5, model.cfg.vocab_size, size=n).tolist() + [3] for n in (5, 17, 40)]
    samples = [list(s)[: model.cfg.max_position_embeddings] for s in samples]
    batch = collate([{"input_ids": s, "labels": [0]} for s in samples], range(len(samples)), token_labels=False)
    path = os.path.join(out_dir, "model.onnx")
    token = is_token_model(model)
    with torch.no_grad(), warnings.catch_warnings():
        # torch 1.13 warns about prim::Constant shape inference on every export; the graph is fine
        # (the parity check proves it), and the noise hides real warnings.
        warnings.filterwarnings("ignore", message="The shape inference of prim::Constant")
        torch.onnx.export(
            model, (batch.input_ids, batch.attention_mask), path,
            input_names=["input_ids", "attention_mask"], output_names=["logits"],
            dynamic_axes={"input_ids": {0: "batch", 1: "sequence"}, "attention_mask": {0: "batch", 1: "sequence"},
                          "logits": {0: "batch", 1: "sequence"} if token else {0: "batch"}},
            opset_version=opset, do_constant_folding=True)
        onnx.checker.check_model(onnx.load(path))
        logits = model(batch.input_ids, batch.attention_mask)
        padding_diff = 0.0
        for row, s in enumerate(samples):
            alone = model(torch.tensor([s]), torch.ones(1, len(s), dtype=torch.long))[0]
            padded = logits[row, : len(s)] if token else logits[row]
            padding_diff = max(padding_diff, float((alone - padded).abs().max()))
    if padding_diff > 1e-4:
        raise RuntimeError(f"padding changes logits by {padding_diff:.2e}: the attention mask is not applied")
    _write_json(parity_path or os.path.join(out_dir, PARITY_FILE), {
        "input_ids": batch.input_ids.tolist(), "attention_mask": batch.attention_mask.tolist(),
        "logits": logits.tolist(), "dims": list(logits.shape)}, indent=None)
    return {"padding_max_diff": padding_diff}


def _write_json(path: str, doc: object, indent: Optional[int] = 2) -> None:
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=indent, ensure_ascii=False)
        f.write("\n")


# ---------------------------------------------------------------------------------------------
# CLI: python3 encoder.py bench [--hidden 128 --layers 2 --heads 4 --seq 128 --batch 32 --steps 10]
#      python3 encoder.py selftest


def benchmark(hidden: int = 128, layers: int = 2, heads: int = 4, seq: int = 128, batch: int = 32,
              steps: int = 10, vocab: int = 8000) -> Dict[str, float]:
    """Training throughput in (non-padding) tokens per second, forward + backward + AdamW."""
    set_seed(0)
    cfg = EncoderConfig(vocab_size=vocab, hidden_size=hidden, num_hidden_layers=layers, num_attention_heads=heads,
                        max_position_embeddings=seq)
    model = TokenClassifier(cfg, ["O", "B-X", "I-X"]).train()
    optimizer = _optimizer(model, TrainConfig())
    ids = torch.randint(5, vocab, (batch, seq))
    mask = torch.ones_like(ids)
    labels = torch.randint(0, 3, (batch, seq))
    times = []
    for i in range(steps + 2):
        t0 = time.time()
        loss = F.cross_entropy(model(ids, mask).reshape(-1, 3), labels.reshape(-1))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if i >= 2:  # the first steps allocate
            times.append(time.time() - t0)
    per_step = float(np.median(times))
    return {"tokens_per_second": batch * seq / per_step, "seconds_per_step": per_step, "threads": torch.get_num_threads()}


def selftest() -> None:
    """Checks the metrics and calibration against known answers; seconds, no data needed."""
    rng = np.random.default_rng(0)
    z = rng.normal(size=(20000, 4)) * 4
    y = np.array([rng.choice(4, p=r) for r in _softmax(z / 2.0)])
    assert abs(fit_temperature(z, y) - 2.0) < 0.1
    logit = rng.normal(size=20000) * 3
    label = (rng.random(20000) < 1 / (1 + np.exp(-(logit / 1.5 - 0.7)))).astype(np.float64)
    t, b = fit_platt(logit, label)
    assert abs(t - 1.5) < 0.1 and abs(b + 0.7) < 0.1, (t, b)
    assert roc_auc(np.array([0.1, 0.4, 0.35, 0.8]), np.array([0, 0, 1, 1])) == 0.75
    assert roc_auc(np.ones(4), np.array([0, 1, 0, 1])) == 0.5
    assert recall_at_precision(np.array([0.1, 0.4, 0.35, 0.8]), np.array([0, 0, 1, 1]), 0.6) == (1.0, 0.35)
    assert bio_spans(["B-PER", "I-PER", "O", "I-LOC", "B-LOC"]) == [(0, 2, "PER"), (3, 4, "LOC"), (4, 5, "LOC")]
    assert span_prf([["B-PER", "I-PER", "O", "B-LOC"]], [["B-PER", "I-PER", "O", "O"]])["f1"] == 2 / 3
    set_seed(0)
    cfg = EncoderConfig(vocab_size=50, hidden_size=16, num_hidden_layers=1, num_attention_heads=2, max_position_embeddings=32)
    for model in (TokenClassifier(cfg, ["O", "B-X", "I-X"]), SequenceClassifier(cfg, ["A", "B"])):
        model.eval()
        ids = torch.tensor([[2, 7, 9, 3, 0, 0], [2, 7, 9, 11, 12, 3]])
        with torch.no_grad():
            padded = model(ids, (ids != 0).long())[0]
            alone = model(ids[:1, :4], torch.ones(1, 4, dtype=torch.long))[0]
        assert float((padded[:4] if is_token_model(model) else padded).sub(alone).abs().max()) < 1e-5
    print("encoder.py selftest: ok")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    bench = sub.add_parser("bench", help="training throughput, one thread unless VEIL_TORCH_THREADS")
    for name, default in (("hidden", 128), ("layers", 2), ("heads", 4), ("seq", 128), ("batch", 32), ("steps", 10), ("vocab", 8000)):
        bench.add_argument(f"--{name}", type=int, default=default)
    sub.add_parser("selftest", help="metrics, calibration and padding invariance against known answers")
    args = parser.parse_args()
    if args.command == "selftest":
        selftest()
    else:
        print(json.dumps(benchmark(args.hidden, args.layers, args.heads, args.seq, args.batch, args.steps, args.vocab)))
