#!/usr/bin/env bash
# Builds what the benchmark needs and prints its tables, in one run:
#   bash bench/run.sh          # full sizes (a few minutes); draws bench/ratios.png
#   bash bench/run.sh --tiny   # tiny sizes, for CI: checks the harness works
#                              # (its chart goes to the build directory)
# split-bench writes the workloads as ONNX models (ONNX's own classes); ONNX
# Runtime comes from npm (bench/ort-install.sh: the onnxruntime-node version
# of bench/package.json, into bench/node_modules); without node/npm or the
# package its columns say n/a. The chart needs gnuplot (Debian's gnuplot-nox).
set -euo pipefail
cd "$(dirname "$0")/.."
tiny=""
[[ "${1:-}" == "--tiny" ]] && tiny="--tiny"

bash scripts/build.sh > /dev/null
build_dir=${BUILD_DIR:-build}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ort_file="$work/ort.jsonl"
: > "$ort_file"
if command -v npm > /dev/null && command -v node > /dev/null; then
  bash bench/ort-install.sh 2> /dev/null ||
    echo "bench: could not install onnxruntime-node; ORT columns will be n/a"
  if [[ -d bench/node_modules/onnxruntime-node ]]; then
    "$build_dir/bin/split-bench" $tiny --write-onnx="$work/onnx"
    (cd bench && node ort-bench.mjs "$work/onnx/workloads.json") > "$ort_file"
  fi
else
  echo "bench: node/npm not found; ORT columns will be n/a"
fi

"$build_dir/bin/split-bench" $tiny --ort="$ort_file" --data="$work/ratios.dat"

# Fresh results through split-runner beside memcpy of the same bytes (W1-W6).
echo
bash bench/fresh-runner.sh "$build_dir" $tiny

# Lower + JIT + run of long chains, wide splits, many outputs and many
# functions (issue 21), each as a user runs it.
echo
if [[ -n "$tiny" ]]; then
  bash bench/jit-scaling.sh "$build_dir" 1 10 100
else
  bash bench/jit-scaling.sh "$build_dir" 1 100 1000 10000 --targets
fi

# torch.cat(torch.split(x, sizes)) (W7): 16 MiB in full, 64 KiB in --tiny.
echo
if [[ -n "$tiny" ]]; then
  bash bench/concat-split.sh "$build_dir" 256 64 4
else
  bash bench/concat-split.sh "$build_dir" 4096 1024 4
fi

# Sequences built at run time (W8).
echo
if [[ -n "$tiny" ]]; then
  bash bench/sequences.sh "$build_dir" 10 100
else
  bash bench/sequences.sh "$build_dir" 100 1000 10000
fi

# Tiling and fusion through a split (W9): 64 MiB in full, 256 KiB in --tiny.
echo
if [[ -n "$tiny" ]]; then
  bash bench/tile-fuse.sh "$build_dir" 256 256 4 8
else
  bash bench/tile-fuse.sh "$build_dir" 4096 4096 4 32
fi

# A user's own pipeline of split-to-llvm's stages against split-to-llvm.
echo
if [[ -n "$tiny" ]]; then
  bash bench/stages.sh "$build_dir" 10 100
else
  bash bench/stages.sh "$build_dir" 2000 10000
fi

chart=bench/ratios.png
[[ -n "$tiny" ]] && chart="$build_dir/bench-ratios-tiny.png"
if command -v gnuplot > /dev/null; then
  gnuplot -e "datafile='$work/ratios.dat'; output='$chart'" bench/ratios.gp
  echo
  echo "chart: $chart"
else
  echo "bench: gnuplot not found; no chart"
fi
