#!/usr/bin/env bash
# Runs every JIT program of the integration tests (every entry point named by
# a RUN line) under valgrind and reports invalid accesses and leaks of memory
# the program allocated. Not part of CI (valgrind makes the JIT slow).
#   bash scripts/memcheck.sh [FILES...]
# Environment: JOBS (parallel runs, default 2), RUNNER_FLAGS (extra
# split-runner flags, e.g. -O0 to shorten JIT compilation under valgrind).
set -uo pipefail
cd "$(dirname "$0")/.."
export runner=${BUILD_DIR:-build}/bin/split-runner
export RUNNER_FLAGS=${RUNNER_FLAGS:-}
# Buffers from the C library, which valgrind watches (not the runtime's
# jemalloc arena).
export SPLIT_RUNTIME_ALLOCATOR=libc
files=("$@")
[[ ${#files[@]} -gt 0 ]] || mapfile -t files < <(find test/Integration -name '*.mlir' | sort)

check_one() {
  local file=$1 entry=$2 log status
  log=$(mktemp)
  valgrind --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect \
    --show-leak-kinds=definite,indirect \
    "$runner" "$file" -e "$entry" --entry-point-result=void $RUNNER_FLAGS \
    > /dev/null 2> "$log"
  status=$?
  # Exit status 1 is a run-time check failing on purpose; 99 is valgrind.
  if [[ $status -ne 0 && $status -ne 1 ]] ||
     ! grep -q "ERROR SUMMARY: 0 errors" "$log"; then
    echo "FAIL $file -e $entry (status $status)"
    grep -E "Invalid|definitely|indirectly|ERROR SUMMARY" "$log" | head -5
  else
    echo "ok   $file -e $entry"
  fi
  rm -f "$log"
}
export -f check_one

results=$(for file in "${files[@]}"; do
  grep -oE '^// RUN: .*split-runner[^|]* -e [A-Za-z0-9_]+' "$file" |
    grep -oE -- '-e [A-Za-z0-9_]+' | awk -v f="$file" '{print f, $2}' | sort -u
done | xargs -P "${JOBS:-2}" -n 2 bash -c 'check_one "$0" "$1"')
echo "$results"
checked=$(grep -cE '^(ok|FAIL) ' <<< "$results")
bad=$(grep -c '^FAIL ' <<< "$results")
echo "$checked programs checked, $bad with memory errors or leaks"
[[ $bad -eq 0 ]]
