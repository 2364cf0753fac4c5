#!/usr/bin/env bash
# Builds what the benchmark needs and prints its table:
#   bash bench/run.sh          # full sizes (a few minutes)
#   bash bench/run.sh --tiny   # tiny sizes, for CI: checks the harness works
# ONNX Runtime comes from npm (onnxruntime-node@1.30.0, installed with
# --ignore-scripts into bench/node_modules); without node/npm or the package
# its columns say n/a.
set -euo pipefail
cd "$(dirname "$0")/.."
tiny=""
[[ "${1:-}" == "--tiny" ]] && tiny="--tiny"

bash scripts/build.sh > /dev/null
build_dir=${BUILD_DIR:-build}

ort_file=$(mktemp)
trap 'rm -f "$ort_file"' EXIT
if command -v npm > /dev/null && command -v node > /dev/null; then
  if [[ ! -d bench/node_modules/onnxruntime-node ]]; then
    (cd bench && npm install --ignore-scripts --no-audit --no-fund --silent \
       onnxruntime-node@1.30.0 > /dev/null 2>&1) ||
      echo "bench: could not install onnxruntime-node; ORT columns will be n/a"
  fi
  if [[ -d bench/node_modules/onnxruntime-node ]]; then
    if [[ -n "$tiny" ]]; then
      n=64; rows=16; reps=3; w3='[16,47,1]'; w6='[4,32,32]'; calls=100
    else
      n=4096; rows=1024; reps=15; w3='[1000,3000,96]'; w6='[64,512,512]'; calls=2000
    fi
    workloads=$(cat <<JSON
[{"name":"W1","op":"Split","shape":[$n,$n],"axis":0,"parts":4,"opset":18,"warmup":2,"reps":$reps},
 {"name":"W2","op":"Split","shape":[$n,$n],"axis":1,"parts":4,"opset":18,"warmup":2,"reps":$reps},
 {"name":"W3","op":"Split","shape":[$n,$n],"axis":1,"sizes":$w3,"opset":18,"warmup":2,"reps":$reps},
 {"name":"W4","op":"Split","shape":[8,64],"axis":1,"parts":8,"opset":18,"warmup":50,"reps":$calls},
 {"name":"W5","op":"Seq","shape":[$rows,$n],"axis":0,"opset":18,"warmup":2,"reps":$reps},
 {"name":"W6","op":"Split","shape":$w6,"axis":1,"parts":2,"opset":18,"warmup":2,"reps":$reps}]
JSON
)
    (cd bench && node ort-bench.mjs "$workloads") > "$ort_file"
  fi
else
  echo "bench: node/npm not found; ORT columns will be n/a"
fi
"$build_dir/bin/split-bench" $tiny --ort="$ort_file"
