#!/usr/bin/env bash
# Runs every JIT program of the integration tests (every entry point named by
# a RUN line) under valgrind and reports invalid accesses and leaks of memory
# the program allocated. Not part of CI: about 20 s per program.
#   bash scripts/memcheck.sh [FILES...]
set -uo pipefail
cd "$(dirname "$0")/.."
runner=${BUILD_DIR:-build}/bin/split-runner
files=("$@")
[[ ${#files[@]} -gt 0 ]] || mapfile -t files < <(find test/Integration -name '*.mlir' | sort)
checked=0 bad=0
for file in "${files[@]}"; do
  entries=$(grep -oE '^// RUN: .*split-runner[^|]* -e [A-Za-z0-9_]+' "$file" |
            grep -oE -- '-e [A-Za-z0-9_]+' | awk '{print $2}' | sort -u)
  for entry in $entries; do
    log=$(mktemp)
    valgrind --error-exitcode=99 --leak-check=full \
      --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
      "$runner" "$file" -e "$entry" --entry-point-result=void > /dev/null 2> "$log"
    status=$?
    checked=$((checked + 1))
    # Exit status 1 is a run-time check failing on purpose; 99 is valgrind.
    if [[ $status -ne 0 && $status -ne 1 ]] ||
       ! grep -q "ERROR SUMMARY: 0 errors" "$log"; then
      bad=$((bad + 1))
      echo "FAIL $file -e $entry (status $status)"
      grep -E "Invalid|definitely|indirectly|ERROR SUMMARY" "$log" | head -5
    else
      echo "ok   $file -e $entry"
    fi
    rm -f "$log"
  done
done
echo "$checked programs checked, $bad with memory errors or leaks"
[[ $bad -eq 0 ]]
