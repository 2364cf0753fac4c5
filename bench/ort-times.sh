# Sourced by the benchmark scripts that put ONNX Runtime beside split-mlir
# (bench/concat-split.sh, bench/sequences.sh): runs bench/ort-sequences.mjs
# once for a workload and reads its times. Without node, protoc or
# bench/node_modules/onnxruntime-node (bench/run.sh installs it), every time
# is n/a.

# ort_run WORKDIR WORKLOAD PARAMS...: the script's "name min_ms=..." lines
# into $ort_times.
ort_run() {
  local dir=$1
  shift
  ort_times=""
  local here
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  if command -v node > /dev/null && command -v protoc > /dev/null &&
     [[ -d "$here/node_modules/onnxruntime-node" ]]; then
    ort_times=$(node "$here/ort-sequences.mjs" /usr/include "$dir" "$@")
  fi
}

# ort_ms MODEL: the minimum of MODEL's session.run times in ms, or n/a.
ort_ms() {
  awk -v n="$1" '$1 == n { sub("min_ms=", "", $2); print $2; found = 1 }
                 END { if (!found) print "n/a" }' <<< "$ort_times"
}
