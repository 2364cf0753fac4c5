#!/usr/bin/env bash
# W7: torch.cat(torch.split(x, sizes)), as the exporters write it
# (SplitToSequence + ConcatFromSequence), for x f32 [ROWS, COLS] split into
# PARTS equal parts along axis 0, in three forms and a baseline:
#   static sizes    a constant sizes operand, concatenated along axis 0:
#                   canonicalisation folds the pair to x;
#   run-time sizes  the sizes an argument of @kernel (main computes them
#                   from tensor.dim; @kernel is public and noinline, so
#                   neither MLIR nor the JIT's LLVM sees them), along axis 0:
#                   folded to x, the split's run-time checks kept;
#   other axis      static sizes, concatenated along axis 1 (a form that
#                   cannot fold): one pass over the data;
#   memcpy          linalg.copy of x into tensor.empty, as bench/sequences.sh.
# Each form is timed as two kernels, through split-runner, inside the program
# (rtclock, the minimum of 21 calls, more than W8's 5 because a copy of
# 16 MiB into a fresh buffer varies by 20% from call to call on this
# machine; compile and JIT time excluded):
#   returned  @kernel returns the concatenation. The caller owns a returned
#             buffer, so a kernel whose result is its argument x copies it
#             once at the return: a cost of the function boundary, not of
#             the concatenation;
#   read      @kernel returns one element of the concatenation (at run-time
#             indices): what a consumer in the same function sees. A kernel
#             that copies nothing runs below rtclock's microsecond, so it is
#             timed over 1000 calls.
# What each kernel copies is read off its lowering (split-opt --split-to-llvm
# of the very program that runs): "copies" lists the llvm.intr.memcpy calls
# and the f32 store loops left in @kernel ("none", or e.g. "1memcpy",
# "loop"; read kernel / returned kernel), and "checks" counts the calls of
# the run-time check function in the read kernel ("sum": one of them is the
# split's "split sizes sum to" check). Each program also checks two elements
# of its result. Beside them, ONNX Runtime's session.run of the same models
# (bench/ort-sequences.mjs, one thread, min; in the memcpy row an Identity
# model, what session.run costs to return x; n/a without node, protoc or
# bench/node_modules/onnxruntime-node), and the ratios of the returned
# kernel's time to memcpy's and of ONNX Runtime's to the returned kernel's.
#   bash bench/concat-split.sh BUILD_DIR ROWS COLS PARTS
set -euo pipefail
build_dir=$1 rows=$2 cols=$3 parts=$4
bench_dir=$(cd "$(dirname "$0")" && pwd)
(( rows % parts == 0 && parts >= 2 )) || { echo "concat-split: ROWS must be a multiple of PARTS >= 2" >&2; exit 2; }
chunk=$((rows / parts))
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

xt="tensor<${rows}x${cols}xf32>"
st="tensor<${parts}xi64>"
seqt="!split.seq<tensor<?x${cols}xf32>>"
ot="tensor<${chunk}x$((parts * cols))xf32>" # the other axis' result
const_sizes="  %s = arith.constant dense<${chunk}> : $st"

# The body of @kernel for each form, up to its concatenation %c.
form_body() { # form
  case $1 in
    static) printf '%s\n' "$const_sizes" \
      "  %q = split.split_to_sequence_v11 %x, %s axis = 0 : $xt, $st -> $seqt" \
      "  %c = split.concat_from_sequence %q axis = 0 : $seqt -> $xt" ;;
    runtime) printf '%s\n' \
      "  %q = split.split_to_sequence_v11 %x, %sizes axis = 0 : $xt, $st -> $seqt" \
      "  %c = split.concat_from_sequence %q axis = 0 : $seqt -> $xt" ;;
    other) printf '%s\n' "$const_sizes" \
      "  %q = split.split_to_sequence_v11 %x, %s axis = 0 : $xt, $st -> $seqt" \
      "  %c = split.concat_from_sequence %q axis = 1 : $seqt -> $ot" ;;
    memcpy) printf '%s\n' "  %e = tensor.empty() : $xt" \
      "  %c = linalg.copy ins(%x : $xt) outs(%e : $xt) -> $xt" ;;
  esac
}

kernels="static_read static_returned runtime_read runtime_returned other_read other_returned memcpy_read memcpy_returned"

# @NAME (FORM_VARIANT), public and noinline: the JIT's LLVM would otherwise
# inline it into @main, see main's constant sizes and drop the checks (the
# read kernels of the folded forms then timed 0).
kernel() { # form variant
  local rt=$xt attrs='attributes {passthrough = ["noinline"]}'
  [[ $1 == other ]] && rt=$ot
  if [[ $2 == read ]]; then
    echo "func.func @$1_$2(%x: $xt, %sizes: $st, %i: index, %j: index) -> f32 $attrs {"
    form_body "$1"
    echo "  %v = tensor.extract %c[%i, %j] : $rt"
    echo "  return %v : f32"
  else
    echo "func.func @$1_$2(%x: $xt, %sizes: $st) -> $rt $attrs {"
    form_body "$1"
    echo "  return %c : $rt"
  fi
  echo "}"
}

# The timing of one kernel in @main: the minimum of 21, each over BATCH calls,
# then two elements of its result as integers, the last one and the first
# of the last part (the same values in every form), then the sum of the
# elements the timed read calls returned (only to keep those calls): four
# lines.
timing() { # form variant batch
  local f="$1_$2" rt=$xt width=$cols last="$((rows - 1)), $((cols - 1))"
  local first="$(((parts - 1) * chunk)), 0"
  if [[ $1 == other ]]; then
    rt=$ot width=$((parts * cols)) last="$((chunk - 1)), $((parts * cols - 1))"
    first="0, $(((parts - 1) * cols))"
  fi
  local types="$xt, $st"
  [[ $2 == read ]] && types="$xt, $st, index, index"
  cat <<MLIR
  %${f}_li = arith.constant ${last%%,*} : index
  %${f}_lj = arith.constant ${last##* } : index
  %${f}_fi = arith.constant ${first%%,*} : index
  %${f}_fj = arith.constant ${first##* } : index
  %${f}_batch = arith.constant $3 : index
  %${f}_batchf = arith.constant $3.0 : f64
  %${f}_width = arith.constant $width : index
  %${f}_best, %${f}_kept = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf, %s = %zero) -> (f64, f32) {
    %t0 = func.call @rtclock() : () -> f64
    %sum = scf.for %k = %c0 to %${f}_batch step %c1 iter_args(%a = %s) -> (f32) {
MLIR
  if [[ $2 == read ]]; then
    # A read at a column that changes with %k, added up and printed: LLVM
    # can neither hoist the call out of the loop nor drop it.
    cat <<MLIR
      %kj = arith.remui %k, %${f}_width : index
      %v = func.call @$f(%x, %sizes, %${f}_li, %kj) : ($types) -> f32
      %a2 = arith.addf %a, %v : f32
      scf.yield %a2 : f32
MLIR
  else
    cat <<MLIR
      %c = func.call @$f(%x, %sizes) : ($types) -> $rt
      scf.yield %a : f32
MLIR
  fi
  cat <<MLIR
    }
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %per = arith.divf %dt, %${f}_batchf : f64
    %m = arith.minimumf %b, %per : f64
    scf.yield %m, %sum : f64, f32
  }
  func.call @printF64(%${f}_best) : (f64) -> ()
  func.call @printNewline() : () -> ()
MLIR
  if [[ $2 == read ]]; then
    cat <<MLIR
  %${f}_vl = func.call @$f(%x, %sizes, %${f}_li, %${f}_lj) : ($types) -> f32
  %${f}_vf = func.call @$f(%x, %sizes, %${f}_fi, %${f}_fj) : ($types) -> f32
MLIR
  else
    cat <<MLIR
  %${f}_r = func.call @$f(%x, %sizes) : ($types) -> $rt
  %${f}_vl = tensor.extract %${f}_r[%${f}_li, %${f}_lj] : $rt
  %${f}_vf = tensor.extract %${f}_r[%${f}_fi, %${f}_fj] : $rt
MLIR
  fi
  cat <<MLIR
  %${f}_il = arith.fptosi %${f}_vl : f32 to i64
  %${f}_if = arith.fptosi %${f}_vf : f32 to i64
  func.call @printI64(%${f}_il) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%${f}_if) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %${f}_kf = arith.extf %${f}_kept : f32 to f64
  func.call @printF64(%${f}_kf) : (f64) -> ()
  func.call @printNewline() : () -> ()
MLIR
}

# The whole program: the kernels, and @main, which builds x (x[i][j] =
# i * COLS + j, exact in f32) and the sizes, then times every kernel in
# turn with the batch batch_NAME (default 1).
program() {
  cat <<MLIR
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
MLIR
  local k
  for k in $kernels; do kernel "${k%_*}" "${k#*_}"; done
  cat <<MLIR
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cparts = arith.constant $parts : index
  %reps = arith.constant 21 : index
  %inf = arith.constant 1.0e30 : f64
  %zero = arith.constant 0.0 : f32
  %x = tensor.generate {
  ^bb0(%i: index, %j: index):
    %k = affine.apply affine_map<(a, b) -> (a * $cols + b)>(%i, %j)
    %ki = arith.index_cast %k : index to i64
    %f = arith.sitofp %ki : i64 to f32
    tensor.yield %f : f32
  } : $xt
  %d = tensor.dim %x, %c0 : $xt
  %part = arith.divui %d, %cparts : index
  %pi = arith.index_cast %part : index to i64
  %sizes = tensor.from_elements $(printf '%%pi, %.0s' $(seq 2 "$parts"))%pi : $st
MLIR
  for k in $kernels; do
    local batch_var="batch_$k"
    timing "${k%_*}" "${k#*_}" "${!batch_var:-1}"
  done
  echo "  return"
  echo "}"
}

# What each kernel's lowering copies: copies_NAME is "none", or the memcpy
# calls and the f32 stores (a copy loop: the lowering writes no other f32
# data) left in it; checks_NAME counts the calls of splitCheckFailed in it,
# with ",sum" when one of their messages is the split's sum check.
lowering() { # file.mlir
  "$build_dir/bin/split-opt" "$1" --split-to-llvm > "$1.llvm"
  local sums k memcpys stores c n g
  sums=$(grep -oE '@__split_check_message_[0-9]+\("[^"]*split sizes sum to' "$1.llvm" |
         sed 's/(.*//' || true)
  for k in $kernels; do
    awk -v f="  llvm.func @$k(" 'index($0, f) == 1 { on = 1 } on { print } on && /^  }$/ { on = 0 }' \
      "$1.llvm" > "$1.$k"
    [[ -s "$1.$k" ]] || { echo "concat-split: no @$k in the lowering" >&2; exit 1; }
    grep -q "llvm.call @$k(" "$1.llvm" ||
      { echo "concat-split: @main does not call @$k (inlined?)" >&2; exit 1; }
    memcpys=$(grep -cE 'llvm\.intr\.memcpy|llvm\.call @memcpy' "$1.$k" || true)
    stores=$(grep -cE 'llvm\.store .*: (f32|vector<[0-9x]+f32>),' "$1.$k" || true)
    c=""
    ((memcpys)) && c="${memcpys}memcpy"
    ((stores)) && c="${c:+$c+}loop"
    printf -v "copies_$k" '%s' "${c:-none}"
    n=$(grep -c 'llvm.call @splitCheckFailed(' "$1.$k" || true)
    for g in $sums; do
      if grep -q "llvm.mlir.addressof $g " "$1.$k"; then n="$n,sum"; break; fi
    done
    printf -v "checks_$k" '%s' "$n"
  done
}

# ONNX Runtime's times, one "name min_ms=..." line per model.
# shellcheck source=bench/ort-times.sh
source "$bench_dir/ort-times.sh"
ort_run "$work/onnx" w7 "$rows" "$cols" "$parts"

mib=$(awk -v b=$((rows * cols * 4)) 'BEGIN { printf "%g", b / 1048576 }')
echo "W7: torch.cat(torch.split(x, $parts x $chunk rows)) of x f32 [$rows, $cols] ($mib MiB), beside memcpy and ONNX Runtime"
echo "(split-runner, time inside the program, min of 21 calls; ORT: session.run, one thread, min)"
printf '%-15s %-16s %-7s %10s %10s %10s %10s %8s %8s\n' form "copies read/ret" checks \
  "ret us" "read us" "ORT us" "memcpy us" "ret/cpy" "ORT/ret"
program > "$work/w7.mlir"
lowering "$work/w7.mlir"
# A read kernel that copies nothing runs below rtclock's microsecond: time
# 1000 calls (only @main changes, so the lowering above still holds).
for k in $kernels; do
  copies_var="copies_$k"
  [[ ${!copies_var} == none ]] && printf -v "batch_$k" '%s' 1000
done
program > "$work/w7.mlir"
"$build_dir/bin/split-runner" "$work/w7.mlir" -e main --entry-point-result=void > "$work/out"
mapfile -t out < "$work/out"
i=0
for k in $kernels; do
  printf -v "time_$k" '%s' "${out[i]}"
  if [[ ${out[i + 1]} != $((rows * cols - 1)) || ${out[i + 2]} != $(((parts - 1) * chunk * cols)) ]]; then
    echo "concat-split: @$k returned elements ${out[i + 1]}, ${out[i + 2]} instead of" \
         "$((rows * cols - 1)), $(((parts - 1) * chunk * cols))" >&2
    exit 1
  fi
  i=$((i + 4))
done
for form in static runtime other memcpy; do
  case $form in
    static) name="static sizes" o=$(ort_ms w7-static) ;;
    runtime) name="run-time sizes" o=$(ort_ms w7-runtime) ;;
    other) name="other axis" o=$(ort_ms w7-other) ;;
    memcpy) name="memcpy" o=$(ort_ms w7-identity) ;;
  esac
  rc="copies_${form}_read" ret_c="copies_${form}_returned" ck="checks_${form}_read"
  rd="time_${form}_read" r="time_${form}_returned"
  awk -v name="$name" -v cp="${!rc}/${!ret_c}" -v ck="${!ck}" -v r="${!r}" \
      -v rd="${!rd}" -v o="$o" -v c="$time_memcpy_returned" 'BEGIN {
    ort = o != "n/a" && o != "-"
    os = ort ? sprintf("%.1f", o * 1e3) : o
    orr = ort && r > 0 ? sprintf("%.2f", o / (r * 1e3)) : "-"
    rc = c > 0 ? sprintf("%.2f", r / c) : "-"
    printf "%-15s %-16s %-7s %10.1f %10.3f %10s %10.1f %8s %8s\n",
           name, cp, ck, r * 1e6, rd * 1e6, os, c * 1e6, rc, orr }'
done
