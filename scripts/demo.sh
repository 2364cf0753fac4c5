#!/usr/bin/env bash
# Installs what is missing, builds, and runs the main example through split-opt.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh > /dev/null
echo "== examples/split_versions.mlir, verified and printed by split-opt =="
"${BUILD_DIR:-build}/bin/split-opt" examples/split_versions.mlir
