#!/usr/bin/env bash
# Rebuilds models/safety/ end to end from ../shared/data (VEIL_SHARED_DATA) and Veil's own
# synthetic rows: data → tokenizer → encoding → training + calibration + export → parity check →
# held-out evaluation through the serving runtime. Deterministic up to torch's float summation
# order; about 25–35 minutes on one shared core.
#
#   models/train/safety/run.sh                 # everything
#   SAFETY_CANDIDATES=bag models/train/safety/run.sh   # only the cheap baseline (a few minutes)
#
# Needs: node 20 with the repository's devDependencies; /usr/bin/python3 with torch, onnx, numpy.
set -euo pipefail
cd "$(dirname "$0")/../../.."

DATA=models/train/data
PY=${PYTHON:-/usr/bin/python3}
CANDIDATES=${SAFETY_CANDIDATES:-transformer,bag}
BUDGET=${SAFETY_BUDGET_S:-1200}

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
  --candidates "$CANDIDATES" --budget "$BUDGET"

echo "== 5. second stage: benign chat (needs the NER data: models/train/ner/run.sh runs first), fine-tuning, calibration, export"
node --import tsx models/train/safety/benign-chat.ts --out "$DATA/safety-benign-chat.jsonl"
cat "$DATA/safety-all.jsonl" "$DATA/safety-benign-chat.jsonl" > "$DATA/safety-all-benign.jsonl"
node --import tsx models/train/encode.ts --tokenizer "$DATA/safety-tok/tokenizer.json" --task safety \
  --in "$DATA/safety-all-benign.jsonl" --out "$DATA/safety-encoded-benign.jsonl" \
  --labels TOXIC_CONTENT,HATE_SPEECH,SEXUAL_CONTENT,VIOLENCE,JAILBREAK --max-tokens 128 \
  --keep id,split,group,source,subset --safety-windows first-last
"$PY" models/train/safety/finetune_benign.py --base "$DATA/safety-run/transformer.pt" \
  --encoded "$DATA/safety-encoded-benign.jsonl" --work "$DATA/safety-run-benign" --budget 420
"$PY" models/train/safety/train_safety.py --encoded "$DATA/safety-encoded-benign.jsonl" \
  --tokenizer "$DATA/safety-tok/tokenizer.json" --out models/safety --work "$DATA/safety-run-benign" \
  --candidates transformer --reuse --no-ensemble

echo "== 6. ONNX parity and layout check"
node --import tsx models/train/check-onnx.ts --dir models/safety

echo "== 7. held-out evaluation through the serving runtime"
node --import tsx models/train/safety/evaluate.ts --model models/safety --out "$DATA/safety-run/heldout-runtime.json"
