#!/usr/bin/env bash
# Runs bench/ort-compare.mjs: split-onnx-run against ONNX Runtime 1.30 on the
# same models (needs node/npm; bench/ort-install.sh installs onnxruntime-node).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh > /dev/null
bash bench/ort-install.sh
workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
node bench/ort-compare.mjs "$PWD/${BUILD_DIR:-build}/bin/split-onnx-run" \
  /usr/include "$workdir"
