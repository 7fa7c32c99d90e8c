#!/usr/bin/env bash
# Rebuilds models/safety/ end to end from ../shared/data (VEIL_SHARED_DATA) and Veil's own
# synthetic rows: data → tokenizer → encoding → training → benign-chat fine-tuning → calibration
# and export → parity check → held-out evaluation through the serving runtime. Deterministic up to
# torch's float summation order. The model is built in a staging directory and copied into
# models/safety only once it has passed the parity check.
#
#   models/train/safety/run.sh                              # everything (the shipped bag model, ~10 min)
#   SAFETY_MODEL=transformer models/train/safety/run.sh     # the 2-layer transformer (~35 min, 20× slower to serve)
#   NO_INSTALL=1 models/train/safety/run.sh                 # leave the result in the staging directory
#
# Needs: node 20 with the repository's devDependencies; /usr/bin/python3 with torch, onnx, numpy.
set -euo pipefail
cd "$(dirname "$0")/../../.."

DATA=models/train/data
PY=${PYTHON:-/usr/bin/python3}
# bag: mean-pooled piece embeddings, 0 layers (what ships: see models/safety/README.md for why);
# transformer: 2 layers, hidden 128.
MODEL=${SAFETY_MODEL:-bag}
BUDGET=${SAFETY_BUDGET_S:-1200}
STAGE=${STAGE:-$DATA/safety-build}
OUT=models/safety

echo "== 1. data (prepare.ts)"
node --import tsx models/train/safety/prepare.ts

echo "== 2. tokenizer (lowercased WordPiece on train + valid texts)"
node --import tsx models/train/build-tokenizer.ts --corpus "$DATA/safety-corpus.jsonl" \
  --out "$DATA/safety-tok/tokenizer.json" --vocab-size 12000 --lowercase --min-frequency 2

echo "== 3. encoding (first and last 128-token window of long texts)"
node --import tsx models/train/encode.ts --tokenizer "$DATA/safety-tok/tokenizer.json" --task safety \
  --in "$DATA/safety-all.jsonl" --out "$DATA/safety-encoded.jsonl" \
  --labels TOXIC_CONTENT,HATE_SPEECH,SEXUAL_CONTENT,VIOLENCE,JAILBREAK --max-tokens 128 \
  --keep id,split,group,source,subset --safety-windows first-last

echo "== 4. first stage: training (its export is only a candidate)"
"$PY" models/train/safety/train_safety.py --encoded "$DATA/safety-encoded.jsonl" \
  --tokenizer "$DATA/safety-tok/tokenizer.json" --out "$DATA/safety-stage1" --work "$DATA/safety-run" \
  --candidates "$MODEL" --no-ensemble --budget "$BUDGET"

echo "== 5. second stage: benign chat (needs the NER data: models/train/ner/run.sh runs first), fine-tuning, calibration, export"
node --import tsx models/train/safety/benign-chat.ts --out "$DATA/safety-benign-chat.jsonl"
cat "$DATA/safety-all.jsonl" "$DATA/safety-benign-chat.jsonl" > "$DATA/safety-all-benign.jsonl"
node --import tsx models/train/encode.ts --tokenizer "$DATA/safety-tok/tokenizer.json" --task safety \
  --in "$DATA/safety-all-benign.jsonl" --out "$DATA/safety-encoded-benign.jsonl" \
  --labels TOXIC_CONTENT,HATE_SPEECH,SEXUAL_CONTENT,VIOLENCE,JAILBREAK --max-tokens 128 \
  --keep id,split,group,source,subset --safety-windows first-last
"$PY" models/train/safety/finetune_benign.py --base "$DATA/safety-run/$MODEL.pt" \
  --encoded "$DATA/safety-encoded-benign.jsonl" --work "$DATA/safety-run-benign" --budget 420
"$PY" models/train/safety/train_safety.py --encoded "$DATA/safety-encoded-benign.jsonl" \
  --tokenizer "$DATA/safety-tok/tokenizer.json" --out "$STAGE" --work "$DATA/safety-run-benign" \
  --candidates "$MODEL" --reuse --no-ensemble

echo "== 6. ONNX parity and layout check"
cp models/train/safety/MODEL_CARD.md "$STAGE/README.md"
node --import tsx models/train/check-onnx.ts --dir "$STAGE"

echo "== 7. held-out evaluation through the serving runtime"
node --import tsx models/train/safety/evaluate.ts --model "$STAGE" --out "$DATA/safety-heldout-runtime.json"

if [ -n "${NO_INSTALL:-}" ]; then exit 0; fi
echo "== 8. install into $OUT"
mkdir -p "$OUT"
for f in model.onnx config.json calibration.json tokenizer.json README.md; do cp "$STAGE/$f" "$OUT/$f"; done
node --import tsx models/train/check-onnx.ts --dir "$OUT" --layout-only
