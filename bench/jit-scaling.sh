#!/usr/bin/env bash
# Lower + JIT + run, as a user runs it (issue 21): bench/scaling.py writes
# each program, split-runner (or split-onnx-run for the ONNX model) runs it,
# and the table gives the wall time and the user CPU time of the process
# (the CPU time moves less when the machine is shared). A cell that takes
# longer than the time limit says so.
#   bash bench/jit-scaling.sh BUILD_DIR COUNT...   (bench/run.sh calls it)
set -euo pipefail
build_dir=$1
shift
counts=("$@")
limit=${SPLIT_BENCH_JIT_LIMIT:-120}
bench_dir=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs "$@" under the time limit; prints "wall s (user s)", or "> limit s".
timed() {
  local status=0
  /usr/bin/time -f "%e %U" -o "$work/time" timeout "$limit" "$@" \
    > "$work/out" 2>&1 || status=$?
  if [[ $status == 124 ]]; then
    echo "> ${limit} s"
  elif [[ $status != 0 ]]; then
    echo "FAILED"
    sed 's/^/  /' "$work/out" | head -5 >&2
  else
    read -r wall user < <(tail -1 "$work/time")
    echo "$wall s ($user s)"
  fi
}

encode() { # message kind, file.pbtxt, output file
  protoc -I/usr/include --encode="onnx.$1" onnx/onnx.proto < "$2" > "$3"
}

header="| lower + JIT + run, wall (user CPU), N ="
rule="|---"
for n in "${counts[@]}"; do header+=" | $n"; rule+="|---"; done
echo "$header |"
echo "$rule|"
for kind in chain wide onnx functions; do
  case $kind in
    chain) row="| one function of N dependent run-time-size split_v13 steps" ;;
    wide) row="| one split_v13 with N results, all returned" ;;
    onnx) row="| ONNX Split-13 of [N, 2] into N outputs (split-onnx-run)" ;;
    functions) row="| N functions of one dynamic split each" ;;
  esac
  for n in "${counts[@]}"; do
    if [[ $kind == onnx ]]; then
      if ! command -v protoc > /dev/null; then row+=" | n/a (no protoc)"; continue; fi
      dir="$work/onnx$n"
      python3 "$bench_dir/scaling.py" onnx "$n" "$dir"
      encode ModelProto "$dir/model.pbtxt" "$dir/model.onnx"
      row+=" | $(timed "$build_dir/bin/split-onnx-run" "$dir")"
      rm -rf "$dir"
    else
      python3 "$bench_dir/scaling.py" "$kind" "$n" > "$work/program.mlir"
      row+=" | $(timed "$build_dir/bin/split-runner" "$work/program.mlir" -e main --entry-point-result=void)"
    fi
  done
  echo "$row |"
done
