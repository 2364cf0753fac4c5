#!/usr/bin/env bash
# A user's own pipeline of split-to-llvm's stages (README, "Your own
# pipeline") against --split-to-llvm, on the lower + JIT + run programs of
# bench/scaling.py (a chain of N dependent run-time-size splits, one split of
# N results returned): the time split-opt takes to lower each to the LLVM
# dialect (without verification between passes, as split-runner lowers; the
# functions but main private, as split-runner makes them; written as
# bytecode), for
#   split-to-llvm   --split-to-llvm,
#   stages          the three stages around --one-shot-bufferize with the
#                   options split-to-llvm gives it (the same passes),
#   stages, default the stages around upstream's default one-shot options
#                   (bufferize-function-boundaries only; fully dynamic
#                   layouts, so identity-layout-arguments=false),
# and each stage pipeline's time over split-to-llvm's.
#   bash bench/stages.sh BUILD_DIR N...
set -euo pipefail
build_dir=$1
shift
bench_dir=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Bytecode out: the text of a function that returns N results is quadratic
# to print (README, Known limitations), which is not the lowering's time.
opt=("$build_dir/bin/split-opt" --verify-each=0 --symbol-privatize=exclude=main
  --emit-bytecode)
same_bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map"

seconds() { # split-opt arguments...: the wall time of one lowering
  /usr/bin/time -f "%e" -o "$work/time" "${opt[@]}" "$@" -o /dev/null
  tail -1 "$work/time"
}

echo "A user's pipeline of the stages against --split-to-llvm (split-opt, lowering only, wall s)"
printf '%-8s %7s %14s %9s %9s %17s %9s\n' program N split-to-llvm stages ratio \
  "stages, default" ratio
for kind in chain wide; do
  for n in "$@"; do
    python3 "$bench_dir/scaling.py" "$kind" "$n" > "$work/program.mlir"
    whole=$(seconds "$work/program.mlir" --split-to-llvm)
    stages=$(seconds "$work/program.mlir" --split-prepare-bufferization \
      --one-shot-bufferize="$same_bufferize" --split-finish-bufferization \
      --split-buffers-to-llvm)
    default=$(seconds "$work/program.mlir" \
      --split-prepare-bufferization=identity-layout-arguments=false \
      --one-shot-bufferize=bufferize-function-boundaries \
      --split-finish-bufferization --split-buffers-to-llvm)
    awk -v k="$kind" -v n="$n" -v w="$whole" -v s="$stages" -v d="$default" 'BEGIN {
      rs = (w > 0) ? sprintf("%.2fx", s / w) : "-"
      rd = (w > 0) ? sprintf("%.2fx", d / w) : "-"
      printf "%-8s %7d %14.2f %9.2f %9s %17.2f %9s\n", k, n, w, s, rs, d, rd }'
  done
done
