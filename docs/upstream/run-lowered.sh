#!/bin/sh
# Bufferizes and lowers upstream IR read from stdin with the mlir-opt found on
# PATH (Debian's /usr/lib/llvm-22/bin), then runs @main with mlir-runner and
# MLIR's runner utilities (printMemrefF32, ...).
set -e
bin=$(dirname "$(command -v mlir-runner)")
lib="$bin/../lib"
mlir-opt --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" \
  --convert-linalg-to-loops --lower-affine --convert-scf-to-cf \
  --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm \
  --reconcile-unrealized-casts |
  mlir-runner -e main --entry-point-result=void \
    --shared-libs="$lib/libmlir_runner_utils.so,$lib/libmlir_c_runner_utils.so"
