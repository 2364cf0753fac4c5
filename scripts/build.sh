#!/usr/bin/env bash
# Configures (once) and builds split-mlir in ./build (or $BUILD_DIR) with
# clang-22 and lld-22. SPLIT_SANITIZE=1 (scripts/test.sh --sanitize) configures
# an ASan + UBSan build with libFuzzer coverage instrumentation, which also
# builds the fuzz targets (tools/split-fuzz).
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${BUILD_DIR:-build}
extra=()
if [[ -n "${SPLIT_SANITIZE:-}" ]]; then
  # LLVM_UBSAN_FLAGS is defined by LLVM's own top-level CMakeLists, not by the
  # installed HandleLLVMOptions: without it "Undefined" adds no flag at all.
  # vptr needs RTTI, which LLVM is built without.
  extra=(-DLLVM_USE_SANITIZER="Address;Undefined"
    -DLLVM_UBSAN_FLAGS="-fsanitize=undefined -fno-sanitize=vptr,function -fno-sanitize-recover=all"
    -DLLVM_USE_SANITIZE_COVERAGE=ON)
fi
if [[ ! -f "$build_dir/build.ninja" ]]; then
  cmake -G Ninja -S . -B "$build_dir" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld-22 \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit "${extra[@]}"
fi
cmake --build "$build_dir"
