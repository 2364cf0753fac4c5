#!/usr/bin/env bash
# W8: a sequence built at run time, as exporters write list.append in a loop
# (SequenceEmpty + SequenceInsert in a loop, then ConcatFromSequence): N
# inserts of a fresh 1024-element f32 tensor (4 KiB) at the back of a
# sequence an scf.for carries, then their concatenation, through split-runner.
# Timed inside the program with rtclock (the minimum of 5 calls; compile and
# JIT time excluded), for each N given. Appends are amortised (the storage
# doubles, docs/Sequences.md): the column "x N/10" is the time over that of
# a tenth of the elements (linear: 10).
#   bash bench/sequences.sh BUILD_DIR N...
set -euo pipefail
build_dir=$1
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

program() {
  cat <<MLIR
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @build(%n: index, %x: tensor<1024xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = split.sequence_empty : !split.seq<tensor<1024xf32>>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%q = %e) -> (!split.seq<tensor<1024xf32>>) {
    %q2 = split.sequence_insert %q, %x : !split.seq<tensor<1024xf32>>, tensor<1024xf32>
    scf.yield %q2 : !split.seq<tensor<1024xf32>>
  }
  %c = split.concat_from_sequence %s axis = 0 : !split.seq<tensor<1024xf32>> -> tensor<?xf32>
  return %c : tensor<?xf32>
}

func.func @main() {
  %n = arith.constant $1 : index
  %f = arith.constant 1.5 : f32
  %x = tensor.splat %f : tensor<1024xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 5 : index
  %inf = arith.constant 1.0e30 : f64
  %best = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    %c = func.call @build(%n, %x) : (index, tensor<1024xf32>) -> tensor<?xf32>
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %m = arith.minimumf %b, %dt : f64
    scf.yield %m : f64
  }
  func.call @printF64(%best) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
MLIR
}

echo "W8: N inserts of 4 KiB in an scf.for, then ConcatFromSequence (split-runner, in-program time, min of 5)"
printf '%8s %12s %14s %8s\n' N ms "us/insert" "x N/10"
previous=""
for n in "$@"; do
  program "$n" > "$work/w8-$n.mlir"
  seconds=$("$build_dir/bin/split-runner" "$work/w8-$n.mlir" -e main \
    --entry-point-result=void | tail -1)
  ratio=$(awk -v t="$seconds" -v p="$previous" -v n="$n" -v pn="${previous_n:-0}" \
    'BEGIN { if (p != "" && n == 10 * pn) printf "%.1f", t / p; else printf "-" }')
  awk -v t="$seconds" -v n="$n" -v r="$ratio" \
    'BEGIN { printf "%8d %12.3f %14.3f %8s\n", n, t * 1e3, t * 1e6 / n, r }'
  previous=$seconds
  previous_n=$n
done
