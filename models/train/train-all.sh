#!/usr/bin/env bash
# npm run models:train — rebuilds both shipped models (models/ner, models/safety) from scratch, then
# scores them through the serving runtime. About an hour on this 2-core machine. Needs
# /usr/bin/python3 with Debian's python3-torch, python3-onnx and python3-numpy, and the safety data
# in ../shared/data (or VEIL_SHARED_DATA). Serving needs none of this.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PYTHONDONTWRITEBYTECODE=1
bash models/train/ner/run.sh
bash models/train/safety/run.sh
npm run --silent eval:models
