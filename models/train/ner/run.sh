#!/usr/bin/env bash
# Rebuilds models/ner end to end: synthetic data, tokenizer, encoding, training, calibration,
# ONNX export, parity check, int8 weights, end-to-end evaluation. Deterministic data for a seed;
# training is seeded but stops on a time budget, so a loaded machine may stop it earlier. About 35
# minutes on one free core. The model is built in a staging directory and copied into models/ner only once
# it has passed the parity check, so models/ner never holds a half-built model.
#
#   models/train/ner/run.sh                 # everything
#   SKIP_TRAIN=1 models/train/ner/run.sh    # data, tokenizer and encoding only
#   SKIP_DATA=1 models/train/ner/run.sh     # training onwards, on the data already encoded
#   NO_INSTALL=1 models/train/ner/run.sh    # leave the result in the staging directory
set -euo pipefail

cd "$(dirname "$0")/../../.."
SEED="${SEED:-veil-ner-1}"
PY="${PYTHON:-/usr/bin/python3}"
DATA=models/train/data
STAGE="${STAGE:-$DATA/ner-build}"
# The architecture: hidden size, layers, feed-forward size; see models/ner/README.md for why this one.
HIDDEN="${HIDDEN:-128}"
LAYERS="${LAYERS:-2}"
INTERMEDIATE="${INTERMEDIATE:-512}"
MAX_STEPS="${MAX_STEPS:-10000}"
UNK_PROB="${UNK_PROB:-0.1}"
BUDGET="${BUDGET:-2400}"   # seconds of training at most (a loaded machine stops earlier than MAX_STEPS)
TOK="$DATA/ner-tokenizer.json"
OUT=models/ner
HELDOUT=test/fixtures/models/ner-heldout.jsonl
LABELS=O,B-PERSON,I-PERSON,B-LOCATION,I-LOCATION

mkdir -p "$STAGE"
if [ -z "${SKIP_DATA:-}" ]; then
  echo "== 1/8 data (seed $SEED)"
  node --import tsx models/train/ner/generate.ts --seed "$SEED" --train 90000 --valid 3000 --heldout 2000 \
    --out "$DATA" --heldout-out "$HELDOUT" > /dev/null
  cat "$DATA/ner-train.jsonl" "$DATA/ner-valid.jsonl" > "$DATA/ner-trainvalid.jsonl"

  echo "== 2/8 tokenizer (train + valid texts only, never held-out)"
  node --import tsx models/train/build-tokenizer.ts --corpus "$DATA/ner-train.jsonl,$DATA/ner-valid.jsonl" \
    --out "$TOK" --vocab-size 12000

  echo "== 3/8 encoding"
  node --import tsx models/train/encode.ts --tokenizer "$TOK" --task ner --in "$DATA/ner-trainvalid.jsonl" \
    --out "$DATA/ner-encoded.jsonl" --labels "$LABELS" --max-tokens 128 --stride 32 --keep split
  node --import tsx models/train/encode.ts --tokenizer "$TOK" --task ner --in "$HELDOUT" \
    --out "$DATA/ner-heldout-encoded.jsonl" --labels "$LABELS" --max-tokens 128 --stride 32 --keep split
fi
if [ -n "${SKIP_TRAIN:-}" ]; then exit 0; fi

echo "== 4/8 training, calibration, export ($HIDDEN hidden, $LAYERS layers, into $STAGE)"
cp "$TOK" "$STAGE/tokenizer.json"
"$PY" models/train/ner/train_ner.py --data "$DATA/ner-encoded.jsonl" --heldout "$DATA/ner-heldout-encoded.jsonl" \
  --tokenizer "$TOK" --out "$STAGE" --metrics "$DATA/ner-metrics.json" \
  --hidden "$HIDDEN" --layers "$LAYERS" --intermediate "$INTERMEDIATE" --heads 4 --lr 1e-3 --batch 32 \
  --max-steps "$MAX_STEPS" --unk-prob "$UNK_PROB" --time-budget "$BUDGET" --seed 13

echo "== 5/8 parity and layout check of the float graph (onnxruntime-node vs torch)"
cp models/train/ner/MODEL_CARD.md "$STAGE/README.md"
node --import tsx models/train/check-onnx.ts --dir "$STAGE"

echo "== 6/8 int8 weights (models/train/quantize.py); the float model is kept in $DATA/ner-float"
mkdir -p "$DATA/ner-float"
for f in model.onnx config.json calibration.json tokenizer.json; do cp "$STAGE/$f" "$DATA/ner-float/$f"; done
"$PY" models/train/quantize.py --model "$DATA/ner-float/model.onnx" --out "$STAGE/model.onnx"
node --import tsx models/train/check-onnx.ts --dir "$STAGE" --layout-only

echo "== 7/8 end-to-end evaluation through the serving code (the int8 model; the float one on held-out for comparison)"
node --import tsx models/train/ner/evaluate.ts --model "$DATA/ner-float" --data "$HELDOUT" --json "$DATA/ner-eval-heldout-float.json" > /dev/null
node --import tsx models/train/ner/evaluate.ts --model "$STAGE" --data "$HELDOUT" --json "$DATA/ner-eval-heldout.json" > /dev/null
node --import tsx models/train/ner/evaluate.ts --model "$STAGE" --data "$DATA/ner-valid.jsonl" --json "$DATA/ner-eval-valid.json" > /dev/null
node --import tsx models/train/ner/evaluate.ts --model "$STAGE" --data test/fixtures/pii-corpus.jsonl --format pii-corpus \
  --json "$DATA/ner-eval-pii-corpus.json" > /dev/null
node --import tsx models/train/ner/bench.ts --model "$STAGE" > "$DATA/ner-bench.json"
"$PY" - "$DATA" <<'EOF'
import json, sys
for name in ("valid", "heldout-float", "heldout", "pii-corpus"):
    r = json.load(open(f"{sys.argv[1]}/ner-eval-{name}.json"))
    per = " ".join(f"{k} P {v['precision']:.3f} R {v['recall']:.3f} F1 {v['f1']:.3f}" for k, v in r["exact"].items())
    print(f"{name:13s} {per}  (precision at >=0.9: {r['precision_at_0_9']})")
print(json.load(open(f"{sys.argv[1]}/ner-bench.json")))
EOF

if [ -n "${NO_INSTALL:-}" ]; then exit 0; fi
echo "== 8/8 install into $OUT"
mkdir -p "$OUT"
for f in model.onnx config.json calibration.json tokenizer.json README.md; do cp "$STAGE/$f" "$OUT/$f"; done
node --import tsx models/train/check-onnx.ts --dir "$OUT" --layout-only
