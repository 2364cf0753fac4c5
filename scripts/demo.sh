#!/usr/bin/env bash
# Installs what is missing, builds, and JIT-runs the main example.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh > /dev/null
echo "== split-runner examples/split_and_run.mlir =="
"${BUILD_DIR:-build}/bin/split-runner" examples/split_and_run.mlir \
  -e main --entry-point-result=void
