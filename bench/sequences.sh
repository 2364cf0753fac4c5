#!/usr/bin/env bash
# W8: a sequence built at run time, as exporters write list.append in a loop
# (SequenceEmpty + SequenceInsert in a loop, then ConcatFromSequence): N
# inserts of a 1024-element f32 tensor (4 KiB) at the back of a sequence an
# scf.for carries, through split-runner, timed inside the program with
# rtclock (the minimum of 5 calls; compile and JIT time excluded), for each N
# given:
#   inserts   the loop alone (one element read back as a view),
#   + concat  the loop, then ConcatFromSequence of the N elements,
#   memcpy    a copy of the same N x 4 KiB into a fresh buffer (linalg.copy),
# and their ratios: inserts and + concat to memcpy, and "growth", inserts
# over inserts at a tenth of N (linear in bytes: 10, when both sizes stay in
# the same level of the memory hierarchy; memcpy's own growth is printed
# beside it).
#   bash bench/sequences.sh BUILD_DIR N...
set -euo pipefail
build_dir=$1
shift
bench_dir=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# ONNX Runtime's times, one model "w8-N" per N.
# shellcheck source=bench/ort-times.sh
source "$bench_dir/ort-times.sh"
ort_run "$work/onnx" w8 "$@"

# The timed call @kernel(%n, %x), the minimum of 5, printed in seconds.
driver() {
  cat <<MLIR
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {
  %n = arith.constant $1 : index
  %f = arith.constant 1.5 : f32
  %x = tensor.splat %f : tensor<1024xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index
  %total = arith.muli %n, %c1024 : index
  %src = tensor.generate %total {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  %reps = arith.constant 5 : index
  %inf = arith.constant 1.0e30 : f64
  %best = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    %c = func.call @kernel(%n, %x, %src) : (index, tensor<1024xf32>, tensor<?xf32>) -> tensor<?xf32>
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

# The loop of inserts, then $1 (the sequence's use).
sequence_kernel() {
  cat <<MLIR
func.func @kernel(%n: index, %x: tensor<1024xf32>, %src: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = split.sequence_empty : !split.seq<tensor<1024xf32>>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%q = %e) -> (!split.seq<tensor<1024xf32>>) {
    %q2 = split.sequence_insert %q, %x : !split.seq<tensor<1024xf32>>, tensor<1024xf32>
    scf.yield %q2 : !split.seq<tensor<1024xf32>>
  }
$1
}
MLIR
}

inserts_use='  %p = arith.constant dense<0> : tensor<i64>
  %a = split.sequence_at %s[%p] : !split.seq<tensor<1024xf32>>, tensor<i64> -> tensor<1024xf32>
  %r = tensor.cast %a : tensor<1024xf32> to tensor<?xf32>
  return %r : tensor<?xf32>'
concat_use='  %c = split.concat_from_sequence %s axis = 0 : !split.seq<tensor<1024xf32>> -> tensor<?xf32>
  return %c : tensor<?xf32>'
memcpy_kernel='func.func @kernel(%n: index, %x: tensor<1024xf32>, %src: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %len = tensor.dim %src, %c0 : tensor<?xf32>
  %dst = tensor.empty(%len) : tensor<?xf32>
  %c = linalg.copy ins(%src : tensor<?xf32>) outs(%dst : tensor<?xf32>) -> tensor<?xf32>
  return %c : tensor<?xf32>
}'

measure() { # name N kernel-text
  { driver "$2"; printf '%s\n' "$3"; } > "$work/$1-$2.mlir"
  "$build_dir/bin/split-runner" "$work/$1-$2.mlir" -e main \
    --entry-point-result=void | tail -1
}

echo "W8: N inserts of 4 KiB in an scf.for (+ ConcatFromSequence), beside memcpy of the same bytes and ONNX Runtime"
echo "(split-runner, time inside the program, min of 5 calls; ORT: session.run of a Loop model, one thread, min)"
printf '%8s %11s %11s %11s %9s %9s %8s %8s %11s %8s\n' N "inserts ms" "+concat ms" "memcpy ms" \
  "ins/cpy" "all/cpy" growth "cpy gr." "ORT ms" "ORT/all"
prev_n=0 prev_ins="" prev_cpy=""
for n in "$@"; do
  ins=$(measure inserts "$n" "$(sequence_kernel "$inserts_use")")
  all=$(measure concat "$n" "$(sequence_kernel "$concat_use")")
  cpy=$(measure memcpy "$n" "$memcpy_kernel")
  awk -v n="$n" -v i="$ins" -v a="$all" -v c="$cpy" -v pn="$prev_n" \
      -v pi="$prev_ins" -v pc="$prev_cpy" -v o="$(ort_ms "w8-$n")" 'BEGIN {
    g = (pi > 0 && n == 10 * pn) ? sprintf("%.1f", i / pi) : "-"
    gc = (pc > 0 && n == 10 * pn) ? sprintf("%.1f", c / pc) : "-"
    ic = c > 1e-6 ? sprintf("%.2f", i / c) : "-"
    ac = c > 1e-6 ? sprintf("%.2f", a / c) : "-"
    os = o == "n/a" ? o : sprintf("%.3f", o)
    oa = o != "n/a" && a > 1e-6 ? sprintf("%.1f", o / (a * 1e3)) : "-"
    printf "%8d %11.3f %11.3f %11.3f %9s %9s %8s %8s %11s %8s\n",
           n, i * 1e3, a * 1e3, c * 1e3, ic, ac, g, gc, os, oa }'
  prev_n=$n prev_ins=$ins prev_cpy=$cpy
done
