#!/usr/bin/env bash
# Runs bench/ort-compare.mjs: split-onnx-run against ONNX Runtime 1.30 on the
# same models (needs node/npm; installs onnxruntime-node like bench/run.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh > /dev/null
if [[ ! -d bench/node_modules/onnxruntime-node ]]; then
  (cd bench && npm install --no-save --ignore-scripts --no-audit --no-fund --silent \
     onnxruntime-node@1.30.0 > /dev/null)
fi
workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
node bench/ort-compare.mjs "$PWD/${BUILD_DIR:-build}/bin/split-onnx-run" \
  /usr/include "$workdir"
