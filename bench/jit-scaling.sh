#!/usr/bin/env bash
# Lower + JIT + run, as a user runs it (issue 21): bench/scaling.py writes
# each program, split-runner (or split-onnx-run for the ONNX model) runs it,
# and the table gives the wall time and the user CPU time of the process
# (the CPU time moves less when the machine is shared). A cell that takes
# longer than the time limit says so. With --targets, the cells that issue
# 21's and issue 38's targets need and the table does not have (the chain at
# 250, 2000, 5000 and 10000 steps, one split of 20000 results, the three
# programs of issue 38 at 5000) are measured too, and two more tables hold
# each target against what this run measured (issue 38's with the peak
# memory of the process).
#   bash bench/jit-scaling.sh BUILD_DIR COUNT... [--targets]
#   (bench/run.sh calls it)
set -euo pipefail
build_dir=$1
shift
counts=()
targets=
for arg in "$@"; do
  if [[ $arg == --targets ]]; then targets=1; else counts+=("$arg"); fi
done
limit=${SPLIT_BENCH_JIT_LIMIT:-120}
bench_dir=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One line per measured cell: kind, N, wall seconds, user CPU seconds.
results=$work/results
touch "$results"

encode() { # message kind, file.pbtxt, output file
  protoc -I/usr/include --encode="onnx.$1" onnx/onnx.proto < "$2" > "$3"
}

# Runs the program of `kind` at N under the time limit; prints "wall s (user
# s)", "> limit s", "FAILED" or "n/a", and records a measurement in $results.
measure() {
  local kind=$1 n=$2 status=0
  local command=("$build_dir/bin/split-runner" "$work/program.mlir" -e main
    --entry-point-result=void)
  if [[ $kind == onnx ]]; then
    if ! command -v protoc > /dev/null; then echo "n/a (no protoc)"; return; fi
    python3 "$bench_dir/scaling.py" onnx "$n" "$work/onnx"
    encode ModelProto "$work/onnx/model.pbtxt" "$work/onnx/model.onnx"
    command=("$build_dir/bin/split-onnx-run" "$work/onnx")
  else
    python3 "$bench_dir/scaling.py" "$kind" "$n" > "$work/program.mlir"
  fi
  /usr/bin/time -f "%e %U %M" -o "$work/time" timeout "$limit" "${command[@]}" \
    > "$work/out" 2>&1 || status=$?
  rm -rf "$work/onnx"
  if [[ $status == 124 ]]; then
    echo "> ${limit} s"
  elif [[ $status != 0 ]]; then
    echo "FAILED"
    sed 's/^/  /' "$work/out" | head -5 >&2
  else
    read -r wall user peak < <(tail -1 "$work/time")
    echo "$kind $n $wall $user $peak" >> "$results"
    echo "$wall s ($user s)"
  fi
}

header="| lower + JIT + run, wall (user CPU), N ="
rule="|---"
for n in "${counts[@]}"; do header+=" | $n"; rule+="|---"; done
echo "$header |"
echo "$rule|"
for kind in chain wide wide-read onnx functions call-chain; do
  case $kind in
    chain) row="| one function of N dependent run-time-size split_v13 steps" ;;
    wide) row="| one split_v13 with N results, all returned" ;;
    wide-read) row="| one split_v18 of [N, 8] into N results, one element of each read" ;;
    onnx) row="| ONNX Split-13 of [N, 2] into N outputs (split-onnx-run)" ;;
    functions) row="| N functions of one dynamic split each" ;;
    call-chain) row="| N functions of one run-time-size split_v13 step, called in a chain" ;;
  esac
  for n in "${counts[@]}"; do
    row+=" | $(measure "$kind" "$n")"
  done
  echo "$row |"
done

[[ -n $targets ]] || exit 0

# The cells the targets need that the table does not have.
have() { awk -v k="$1" -v n="$2" '$1 == k && $2 == n { f = 1 } END { exit !f }' "$results"; }
for cell in "chain 250" "chain 2000" "chain 5000" "onnx 100" "onnx 1000" \
  "onnx 10000" "wide 20000" "functions 10000" "chain 10000" \
  "wide-read 5000" "wide-read 10000" "call-chain 5000" "call-chain 10000"; do
  # shellcheck disable=SC2086 # the cell is a kind and a count
  have $cell || measure $cell > /dev/null
done

# value KIND N FIELD: the wall (3) or user CPU (4) seconds measured, or "".
value() { awk -v k="$1" -v n="$2" -v f="$3" '$1 == k && $2 == n { print $f }' "$results"; }
# ratio KIND FROM TO LIMIT: the growth of user CPU time from N = FROM to TO.
ratio() {
  local from to
  from=$(value "$1" "$2" 4)
  to=$(value "$1" "$3" 4)
  if [[ -z $from || -z $to ]]; then echo "| n/a | no |"; return; fi
  awk -v a="$from" -v b="$to" -v l="$4" 'BEGIN {
    r = a > 0 ? b / a : 0
    printf "| %s s to %s s of CPU: %.1fx | %s |\n", a, b, r, (a > 0 && r <= l) ? "yes" : "no" }'
}
# under KIND N SECONDS: the wall time at N against a limit.
under() {
  local wall
  wall=$(value "$1" "$2" 3)
  if [[ -z $wall ]]; then echo "| n/a | no |"; return; fi
  awk -v w="$wall" -v l="$3" 'BEGIN { printf "| %s s | %s |\n", w, w < l ? "yes" : "no" }'
}

echo
echo "| issue 21's target | measured in this run | met |"
echo "|---|---|---|"
echo "| chain: N = 2000 within 12x of N = 250 $(ratio chain 250 2000 12)"
echo "| chain: N = 5000 under 10 s $(under chain 5000 10)"
echo "| ONNX model: N = 1000 within 15x of N = 100 $(ratio onnx 100 1000 15)"
echo "| ONNX model: N = 10000 under 10 s $(under onnx 10000 10)"
echo "| one split of 20000 results under 5 s $(under wide 20000 5)"
wall=$(value functions 10000 3)
if [[ -n $wall ]]; then
  awk -v w="$wall" 'BEGIN { ms = w / 10; printf "| N functions: at most 1.35 ms per function at N = 10000 (half of the issue'"'"'s 2.7 ms) | %.2f ms (%s s) | %s |\n", ms, w, ms <= 1.35 ? "yes" : "no" }'
else
  echo "| N functions: at most 1.35 ms per function at N = 10000 | n/a | no |"
fi

# Issue 38's targets at N = 10000, each as a user runs it (lower + JIT + run
# of the whole process): under 10 s, under 1 GiB of peak memory, at most 2.2x
# the time of N = 5000.
echo
echo "| issue 38's target at N = 10000 | wall (user CPU) | peak memory | growth from N = 5000 (wall) | met |"
echo "|---|---|---|---|---|"
for kind in wide-read chain call-chain; do
  wall=$(value "$kind" 10000 3)
  half=$(value "$kind" 5000 3)
  if [[ -z $wall || -z $half ]]; then
    echo "| $kind | n/a | n/a | n/a | no |"
    continue
  fi
  awk -v k="$kind" -v w="$wall" -v u="$(value "$kind" 10000 4)" \
      -v m="$(value "$kind" 10000 5)" -v h="$half" 'BEGIN {
    g = h > 0 ? w / h : 0
    met = (w < 10 && m < 1048576 && g <= 2.2) ? "yes" : "no"
    printf "| %s | %s s (%s s) | %.0f MB | %.1fx | %s |\n", k, w, u, m / 1024, g, met }'
done
