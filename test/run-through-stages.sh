#!/bin/sh
# split-runner, replaced by a user's own pipeline: split-opt with
# split-to-llvm's three stages around the user's one-shot-bufferize
# (README, "Your own pipeline"), then stock mlir-runner with the split
# runtime and MLIR's runner utilities as shared libraries. The lit suite's
# "stages" mode substitutes this for split-runner, so that every integration
# program must give the same output and exit status through it.
#
# Usage: run-through-stages.sh SPLIT-OPT MLIR-RUNNER LIBDIR RUNTIME [split-runner args...]
# The input is the first argument naming an existing .mlir file, or stdin.
# split-runner's own options (-O0, --copy-threads) have no stage equivalent
# here and are dropped.
set -e
opt=$1
runner=$2
libdir=$3
runtime=$4
shift 4
tmp=$(mktemp "${TMPDIR:-/tmp}/split-stages.XXXXXX")
trap 'rm -f "$tmp"' EXIT
input=-
args=
for arg in "$@"; do
  case "$arg" in
  *.mlir) if [ -f "$arg" ] && [ "$input" = - ]; then input=$arg; continue; fi ;;
  -O0 | -O1 | -O2 | -O3 | --O0 | --O1 | --O2 | --O3 | --copy-threads=*) continue ;;
  --entry-point-result=*) arg="-entry-point-result=${arg#--entry-point-result=}" ;;
  esac
  args="$args $arg"
done
# Without verification between passes, as split-runner lowers: upstream's
# memref.cast folder can leave a cast that fails to verify until the
# lowering removes it (docs/upstream/memref-cast-chain-fold.md). split-opt's
# warnings (a split whose constant sizes fail if it executes) are
# split-runner's silence: only an error is shown, and ends the run.
if ! "$opt" "$input" -o "$tmp" --verify-each=0 \
  --split-prepare-bufferization \
  --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" \
  --split-finish-bufferization \
  --split-buffers-to-llvm 2> "$tmp.err"; then
  cat "$tmp.err" >&2
  rm -f "$tmp.err"
  exit 1
fi
rm -f "$tmp.err"
set +e
# shellcheck disable=SC2086 # the runner's arguments, one word each
"$runner" "$tmp" $args \
  --shared-libs="$runtime,$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so"
