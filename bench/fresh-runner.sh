#!/usr/bin/env bash
# Fresh results as a user pays for them, through split-runner -O3: for each
# workload W1-W6 (bench/include/bench/Workloads.h), a function that returns
# its split results as fresh tensors (split-bench's freshSource), called
# from a main that times every call, beside a main that memcpys the same
# bytes into a buffer it reuses (warm). split-bench --write-runner-programs
# writes both programs. The two run in turn, `rounds` times each; the table
# gives the minimum over the rounds of each program's minimum time of a call
# (W4: of a call in a batch of 10000), the mean of a call in the round with
# the smallest mean (the first call's page faults and every free included),
# and memcpy's time over the fresh results' (1.0x: memcpy speed).
#   bash bench/fresh-runner.sh BUILD_DIR [--tiny] [rounds]
set -euo pipefail
build_dir=$1
tiny=""
[[ "${2:-}" == "--tiny" ]] && tiny="--tiny"
rounds=${3:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$build_dir/bin/split-bench" $tiny --write-runner-programs="$work"

run() { # program -> "min mean" in seconds
  "$build_dir/bin/split-runner" "$1" -e main --entry-point-result=void -O3 |
    awk 'NR <= 2' | tr '\n' ' '
}

echo "Fresh results through split-runner -O3 beside memcpy of the same bytes (warm), min of $rounds runs"
printf '%-4s %14s %14s %14s %14s\n' workload "fresh min ms" "fresh mean ms" "memcpy ms" "memcpy/fresh"
for fresh in "$work"/W*.fresh.mlir; do
  name=$(basename "$fresh" .fresh.mlir)
  memcpy="$work/$name.memcpy.mlir"
  times=""
  for ((i = 0; i < rounds; i++)); do
    times+="fresh $(run "$fresh")"$'\n'
    times+="memcpy $(run "$memcpy")"$'\n'
  done
  awk -v w="$name" '
    $1 == "fresh" && (!f || $2 < f) { f = $2 }
    $1 == "fresh" && (!fm || $3 < fm) { fm = $3 }
    $1 == "memcpy" && (!m || $2 < m) { m = $2 }
    END {
      r = f > 0 ? sprintf("%.2fx", m / f) : "-"
      printf "%-4s %14.4f %14.4f %14.4f %14s\n", w, f * 1e3, fm * 1e3, m * 1e3, r
    }' <<< "$times"
done
