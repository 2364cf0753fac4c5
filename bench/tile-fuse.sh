#!/usr/bin/env bash
# W9: tiling and fusion through a split. A memory-bound producer
# (y = x * x, a linalg.generic) of x f32 [ROWS, COLS], a Split-18 of y into
# PARTS equal parts along axis 1, and one elementwise consumer per part
# (z_i = y_i + 1), each returned as a fresh tensor; in two forms:
#   unfused  as written: the producer writes all of y to memory, the split
#            views it, and each consumer reads its part back;
#   fused    after upstream's transform.structured.fuse of each consumer
#            with tiles of TILE rows: the producer is fused through the
#            split (the split ops' TilingInterface models) into each
#            consumer's loop, so y exists only a tile at a time. Then what
#            a user runs after tile-and-fuse: fold_tensor_empty (a tile of
#            tensor.empty is a tensor.empty of the tile), upstream's
#            elementwise fusion (the producer's and the consumer's tile
#            become one generic, which the split stopped before) and
#            --eliminate-empty-tensors (that generic writes straight into
#            the result, not into a tile copied there);
# and memcpy, a linalg.copy of x into a fresh tensor (the same bytes as the
# results). Each through split-runner -O3, the time inside the program
# (rtclock, the minimum of 21 calls; compile and JIT time excluded). Both
# forms print the last element of the first and of the last result, which
# must agree.
#   bash bench/tile-fuse.sh BUILD_DIR ROWS COLS PARTS TILE
set -euo pipefail
build_dir=$1 rows=$2 cols=$3 parts=$4 tile=$5
(( cols % parts == 0 && parts >= 2 )) || { echo "tile-fuse: COLS must be a multiple of PARTS >= 2" >&2; exit 2; }
part=$((cols / parts))
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# KEEP=1 keeps the programs (printing where) to look at their lowering.
[[ -n "${KEEP:-}" ]] && trap - EXIT && echo "tile-fuse: programs in $work" >&2

xt="tensor<${rows}x${cols}xf32>"
pt="tensor<${rows}x${part}xf32>"
map="affine_map<(d0, d1) -> (d0, d1)>"
results=$(printf "$pt, %.0s" $(seq 2 "$parts"))$pt

# The minimum time of 21 runs of CALL, printed: @main's timing loop.
timed() { # name call
  cat <<MLIR
  %$1 = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    $2
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %m = arith.minimumf %b, %dt : f64
    scf.yield %m : f64
  }
  func.call @printF64(%$1) : (f64) -> ()
  func.call @printNewline() : () -> ()
MLIR
}

program() {
  cat <<MLIR
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()
func.func @kernel(%x: $xt) -> ($results) attributes {passthrough = ["noinline"]} {
  %e = tensor.empty() : $xt
  %y = linalg.generic {indexing_maps = [$map, $map], iterator_types = ["parallel", "parallel"]} ins(%x : $xt) outs(%e : $xt) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> $xt
  %p:$parts = split.split_v18 %y axis = 1 num_outputs = $parts : $xt -> $results
MLIR
  local i
  for ((i = 0; i < parts; ++i)); do
    cat <<MLIR
  %e$i = tensor.empty() : $pt
  %z$i = linalg.generic {indexing_maps = [$map, $map], iterator_types = ["parallel", "parallel"]} ins(%p#$i : $pt) outs(%e$i : $pt) {
  ^bb0(%v: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %s = arith.addf %v, %one : f32
    linalg.yield %s : f32
  } -> $pt
MLIR
  done
  echo "  return $(printf '%%z%d, ' $(seq 0 $((parts - 2))))%z$((parts - 1)) : $results"
  cat <<MLIR
}
func.func @copy(%x: $xt) -> $xt attributes {passthrough = ["noinline"]} {
  %e = tensor.empty() : $xt
  %c = linalg.copy ins(%x : $xt) outs(%e : $xt) -> $xt
  return %c : $xt
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 21 : index
  %inf = arith.constant 1.0e30 : f64
  %x = tensor.generate {
  ^bb0(%i: index, %j: index):
    %k = affine.apply affine_map<(a, b) -> ((a * $cols + b) mod 1000)>(%i, %j)
    %ki = arith.index_cast %k : index to i64
    %f = arith.sitofp %ki : i64 to f32
    tensor.yield %f : f32
  } : $xt
MLIR
  timed best "%z:$parts = func.call @kernel(%x) : ($xt) -> ($results)"
  timed cbest "%c = func.call @copy(%x) : ($xt) -> $xt"
  cat <<MLIR
  %z:$parts = func.call @kernel(%x) : ($xt) -> ($results)
  %li = arith.constant $((rows - 1)) : index
  %lj = arith.constant $((part - 1)) : index
  %v0 = tensor.extract %z#0[%li, %lj] : $pt
  %vl = tensor.extract %z#$((parts - 1))[%li, %lj] : $pt
  %w0 = arith.extf %v0 : f32 to f64
  %wl = arith.extf %vl : f32 to f64
  func.call @printF64(%w0) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%wl) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
MLIR
}

# Fuses every consumer (the generics after the first) with its producers,
# as a user's transform script would.
transform_script() {
  echo 'module attributes {transform.with_named_sequence} {'
  echo '  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {'
  echo '    %k = transform.structured.match ops{["func.func"]} attributes {sym_name = "kernel"} in %root : (!transform.any_op) -> !transform.any_op'
  echo '    %g = transform.structured.match ops{["linalg.generic"]} in %k : (!transform.any_op) -> !transform.any_op'
  echo "    %h:$((parts + 1)) = transform.split_handle %g : (!transform.any_op) -> ($(printf '!transform.any_op, %.0s' $(seq 1 "$parts"))!transform.any_op)"
  local i
  for ((i = 1; i <= parts; ++i)); do
    echo "    %t$i, %l$i = transform.structured.fuse %h#$i tile_sizes [$tile] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)"
  done
  # The tiled producers write into slices of the untiled one's tensor.empty;
  # as tensor.empty of a tile each, they bufferize into a tile-sized buffer
  # instead of the whole of y.
  echo '    transform.apply_patterns to %k { transform.apply_patterns.tensor.fold_tensor_empty } : !transform.any_op'
  echo '    transform.yield'
  echo '  }'
  echo '}'
}

program > "$work/unfused.mlir"
transform_script > "$work/fuse.mlir"
"$build_dir/bin/split-opt" "$work/unfused.mlir" \
  --transform-preload-library="transform-library-paths=$work/fuse.mlir" \
  --transform-interpreter --canonicalize --linalg-fuse-elementwise-ops --eliminate-empty-tensors -o "$work/fused.mlir"
if grep -q 'split\.split' "$work/fused.mlir"; then
  echo "tile-fuse: a split is left after fusion" >&2
  exit 1
fi
for form in unfused fused; do
  "$build_dir/bin/split-runner" -O3 "$work/$form.mlir" -e main \
    --entry-point-result=void > "$work/$form.out"
done
mapfile -t u < "$work/unfused.out"
mapfile -t f < "$work/fused.out"
if [[ "${u[2]} ${u[3]}" != "${f[2]} ${f[3]}" ]]; then
  echo "tile-fuse: fused results ${f[2]}, ${f[3]} differ from unfused ${u[2]}, ${u[3]}" >&2
  exit 1
fi
mib=$(awk -v b=$((rows * cols * 4)) 'BEGIN { printf "%g", b / 1048576 }')
echo "W9: x * x, split into $parts along axis 1, + 1 on each part, of x f32 [$rows, $cols] ($mib MiB), tiled by $tile rows and fused, beside unfused and memcpy"
echo "(split-runner -O3, time inside the program, min of 21 calls)"
awk -v u="${u[0]}" -v f="${f[0]}" -v c="${u[1]}" 'BEGIN {
  printf "%-10s %10s %10s %12s %10s\n", "form", "ms", "memcpy ms", "memcpy/form", "speedup"
  printf "%-10s %10.2f %10.2f %12.2f %10s\n", "unfused", u * 1e3, c * 1e3, c / u, "1.00x"
  printf "%-10s %10.2f %10.2f %12.2f %9.2fx\n", "fused", f * 1e3, c * 1e3, c / f, u / f }'
