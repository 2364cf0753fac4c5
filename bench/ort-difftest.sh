#!/usr/bin/env bash
# Differential test of split-onnx-run against ONNX Runtime 1.30 on random
# models (bench/ort-difftest.mjs; needs node, npm and protoc). Defaults to the
# CI run: seed 1, 200 cases. Any seed or count by hand:
#   bash bench/ort-difftest.sh --seed=42 --cases=1000 [--verbose] [--keep]
# (--keep leaves every case directory in $DIFFTEST_DIR, default a temporary
# directory; cases that differ are always kept and printed.)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh > /dev/null
bash bench/ort-install.sh
workdir=${DIFFTEST_DIR:-$(mktemp -d)}
mkdir -p "$workdir"
status=0
node bench/ort-difftest.mjs "$PWD/${BUILD_DIR:-build}/bin/split-onnx-run" \
  /usr/include "$workdir" "$@" || status=$?
if [[ $status -ne 0 ]]; then
  echo "differing cases kept in $workdir"
elif [[ -z "${DIFFTEST_DIR:-}" ]]; then
  rm -rf "$workdir"
fi
exit $status
