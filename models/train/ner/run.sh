#!/usr/bin/env bash
# Rebuilds models/ner end to end: synthetic data, tokenizer, encoding, training, calibration,
# ONNX export, parity check, end-to-end evaluation. Deterministic for a seed; about 25 minutes on
# one core. Run from anywhere; paths are relative to the repository root.
#
#   models/train/ner/run.sh                # everything
#   SEED=veil-ner-2 models/train/ner/run.sh
#   SKIP_TRAIN=1 models/train/ner/run.sh   # data, tokenizer and encoding only
set -euo pipefail

cd "$(dirname "$0")/../../.."
SEED="${SEED:-veil-ner-1}"
PY="${PYTHON:-/usr/bin/python3}"
DATA=models/train/data
OUT=models/ner
HELDOUT=test/fixtures/models/ner-heldout.jsonl
LABELS=O,B-PERSON,I-PERSON,B-LOCATION,I-LOCATION

echo "== 1/6 data (seed $SEED)"
node --import tsx models/train/ner/generate.ts --seed "$SEED" --train 90000 --valid 3000 --heldout 2000 \
  --out "$DATA" --heldout-out "$HELDOUT" > /dev/null
cat "$DATA/ner-train.jsonl" "$DATA/ner-valid.jsonl" > "$DATA/ner-trainvalid.jsonl"

echo "== 2/6 tokenizer (train + valid texts only, never held-out)"
mkdir -p "$OUT"
node --import tsx models/train/build-tokenizer.ts --corpus "$DATA/ner-train.jsonl,$DATA/ner-valid.jsonl" \
  --out "$OUT/tokenizer.json" --vocab-size 12000

echo "== 3/6 encoding"
node --import tsx models/train/encode.ts --tokenizer "$OUT/tokenizer.json" --task ner --in "$DATA/ner-trainvalid.jsonl" \
  --out "$DATA/ner-encoded.jsonl" --labels "$LABELS" --max-tokens 128 --stride 32 --keep split
node --import tsx models/train/encode.ts --tokenizer "$OUT/tokenizer.json" --task ner --in "$HELDOUT" \
  --out "$DATA/ner-heldout-encoded.jsonl" --labels "$LABELS" --max-tokens 128 --stride 32 --keep split

if [ -n "${SKIP_TRAIN:-}" ]; then exit 0; fi

echo "== 4/6 training, calibration, export"
"$PY" models/train/ner/train_ner.py --data "$DATA/ner-encoded.jsonl" --heldout "$DATA/ner-heldout-encoded.jsonl" \
  --tokenizer "$OUT/tokenizer.json" --out "$OUT" --metrics "$DATA/ner-metrics.json" \
  --hidden 128 --layers 3 --heads 4 --epochs 1 --lr 1e-3 --batch 32 --time-budget 1260 --seed 13

echo "== 5/6 parity and layout check (onnxruntime-node vs torch)"
node --import tsx models/train/check-onnx.ts --dir "$OUT"

echo "== 6/6 end-to-end evaluation through the serving code"
node --import tsx models/train/ner/evaluate.ts --model "$OUT" --data "$HELDOUT" --json "$DATA/ner-eval-heldout.json" > /dev/null
node --import tsx models/train/ner/evaluate.ts --model "$OUT" --data "$DATA/ner-valid.jsonl" --json "$DATA/ner-eval-valid.json" > /dev/null
node --import tsx models/train/ner/evaluate.ts --model "$OUT" --data test/fixtures/pii-corpus.jsonl --format pii-corpus \
  --json "$DATA/ner-eval-pii-corpus.json" > /dev/null
"$PY" - "$DATA" <<'EOF'
import json, sys
for name in ("valid", "heldout", "pii-corpus"):
    r = json.load(open(f"{sys.argv[1]}/ner-eval-{name}.json"))
    per = " ".join(f"{k} P {v['precision']:.3f} R {v['recall']:.3f} F1 {v['f1']:.3f}" for k, v in r["exact"].items())
    print(f"{name:11s} {per}  (precision at >=0.9: {r['precision_at_0_9']})")
EOF
