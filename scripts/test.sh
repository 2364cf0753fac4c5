#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite (lit through
# ctest). Ends with "N passed, M failed" and a non-zero exit on any failure.
#   bash scripts/test.sh             # the README's test command (CI)
#   bash scripts/test.sh --sanitize  # the same suite on an ASan + UBSan build
# --sanitize builds in build-sanitize/ (LLVM_USE_SANITIZER=Address;Undefined,
# runtimes from Debian's libclang-rt-22-dev) and makes every report fatal.
# The JIT-compiled code itself is not instrumented (scripts/memcheck.sh
# checks it under valgrind). Not part of CI: a second full build.
set -uo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" == "--sanitize" ]]; then
  export BUILD_DIR=${BUILD_DIR:-build-sanitize}
  export SPLIT_SANITIZE=1
  # allow_user_poisoning=0: LLVM's BumpPtrAllocator, inlined into our
  # instrumented code, poisons the unused part of a slab that Debian's
  # uninstrumented libMLIR then allocates from without unpoisoning (a false
  # use-after-poison in the parser); container annotations likewise.
  export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allow_user_poisoning=0:detect_container_overflow=0}
  export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
fi
bash scripts/setup.sh || exit 1
bash scripts/build.sh || exit 1
log=$(mktemp)
ctest --test-dir "${BUILD_DIR:-build}" --output-on-failure -V 2>&1 | tee "$log"
ctest_status=${PIPESTATUS[0]}
# lit's summary lines look like "1:   Passed: 12 (100.00%)" under ctest -V;
# there is one per lit run (ctest runs several), so they are added up.
count() {
  sed -nE "s/^([0-9]+: )? *$1 *: *([0-9]+).*/\2/p" "$log" |
    awk '{ sum += $1 } END { print sum + 0 }'
}
passed=$(count Passed); passed=${passed:-0}
failed=0
for kind in Failed Unresolved "Timed Out" "Unexpectedly Passed"; do
  n=$(count "$kind"); failed=$((failed + ${n:-0}))
done
rm -f "$log"
if [[ $ctest_status -ne 0 && $failed -eq 0 ]]; then
  failed=1 # ctest itself failed (e.g. lit did not run)
fi
echo "$passed passed, $failed failed"
[[ $failed -eq 0 && $passed -gt 0 ]]
