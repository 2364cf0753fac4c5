#!/usr/bin/env bash
# Installs ONNX Runtime for the benchmark and test scripts, once: the
# onnxruntime-node version bench/package.json names, from npm, into
# bench/node_modules, with --ignore-scripts (the package ships its native
# binding; no install script needs to run). Exits 1 without npm or when the
# install fails; 0 when the package is there.
#   bash bench/ort-install.sh
set -euo pipefail
cd "$(dirname "$0")"
[[ -d node_modules/onnxruntime-node ]] && exit 0
command -v npm > /dev/null || { echo "ort-install: npm not found" >&2; exit 1; }
npm install --ignore-scripts --no-package-lock --no-audit --no-fund --silent > /dev/null
[[ -d node_modules/onnxruntime-node ]]
