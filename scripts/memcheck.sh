#!/usr/bin/env bash
# Runs every JIT program of the integration tests (every entry point named by
# a RUN line) under valgrind and reports invalid accesses and leaks of memory
# the program allocated (all 84 take about half an hour on 2 cores).
#   bash scripts/memcheck.sh [FILES...]
#   bash scripts/memcheck.sh --ci    # the bounded subset CI runs (.ci/run)
# --ci checks a fixed subset (a few minutes): tensors, zero sizes, sequences
# (also built at run time, and failing in the loop that builds one),
# strings, run-time error paths of split-runner, split-onnx-run on
# generated backend-test directories: data sets that pass, two that fail at
# run time (a failed run frees the buffers it had allocated) and a string
# model with a sequence input of strings, and the C host of
# test/CAPI/split-capi-errors-test.c, whose guarded calls fail hundreds of
# times on two threads (invalid accesses and leaks are errors everywhere).
# Environment: JOBS (parallel runs, default 2), RUNNER_FLAGS (extra
# split-runner flags, e.g. -O0 to shorten JIT compilation under valgrind).
set -uo pipefail
cd "$(dirname "$0")/.."
ci=""
[[ "${1:-}" == "--ci" ]] && { ci=1; shift; }
export runner=${BUILD_DIR:-build}/bin/split-runner
export RUNNER_FLAGS=${RUNNER_FLAGS:-}
# Buffers from the C library, which valgrind watches (not the runtime's own
# mappings).
export SPLIT_RUNTIME_ALLOCATOR=libc
files=("$@")
[[ ${#files[@]} -gt 0 ]] || mapfile -t files < <(find test/Integration -name '*.mlir' | sort)

check_one() {
  local file=$1 entry=$2 log status
  log=$(mktemp)
  valgrind --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect \
    --show-leak-kinds=definite,indirect \
    "$runner" "$file" -e "$entry" --entry-point-result=void $RUNNER_FLAGS \
    > /dev/null 2> "$log"
  status=$?
  # Exit status 1 is a run-time check failing on purpose; 99 is valgrind.
  if [[ $status -ne 0 && $status -ne 1 ]] ||
     ! grep -q "ERROR SUMMARY: 0 errors" "$log"; then
    echo "FAIL $file -e $entry (status $status)"
    grep -E "Invalid|definitely|indirectly|ERROR SUMMARY" "$log" | head -5
  else
    echo "ok   $file -e $entry"
  fi
  rm -f "$log"
}
export -f check_one

# split-onnx-run on backend-test directory $1; $2 = pass (every data set
# passes) or fail (a run-time error aborts runs on purpose, and the aborted
# runs free what they allocated). Leaks are checked in both.
check_onnx() {
  local dir=$1 expect=$2 log status
  log=$(mktemp)
  valgrind --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
    "${BUILD_DIR:-build}/bin/split-onnx-run" "$dir" > "$log.out" 2> "$log"
  status=$?
  if [[ $status -eq 99 || $status -gt 1 ]] ||
     ! grep -q "ERROR SUMMARY: 0 errors" "$log" ||
     { [[ $expect == pass ]] && [[ $status -ne 0 ]]; } ||
     { [[ $expect == fail ]] && ! grep -q '^FAIL .*: split\.' "$log.out"; }; then
    echo "FAIL split-onnx-run $dir (status $status)"
    cat "$log.out"
    grep -E "Invalid|definitely|indirectly|ERROR SUMMARY" "$log" | head -5
  else
    echo "ok   split-onnx-run $dir ($expect)"
  fi
  rm -f "$log" "$log.out"
}
export -f check_onnx

# A host program of the test suite, $1 (no arguments), which must exit 0.
check_host() {
  local program=${BUILD_DIR:-build}/bin/$1 log status
  log=$(mktemp)
  valgrind --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
    "$program" > /dev/null 2> "$log"
  status=$?
  if [[ $status -ne 0 ]] || ! grep -q "ERROR SUMMARY: 0 errors" "$log"; then
    echo "FAIL $1 (status $status)"
    grep -E "Invalid|definitely|indirectly|ERROR SUMMARY" "$log" | head -5
  else
    echo "ok   $1"
  fi
  rm -f "$log"
}
export -f check_host

# A backend-test directory for split-onnx-run: Split-13 and SplitToSequence
# with SequenceAt on symbolic sizes; the sequence is a graph output too.
write_onnx_dirs() {
  local root=$1 d
  enc() { protoc -I/usr/include --encode="onnx.$1" onnx/onnx.proto > "$2"; }
  for d in pass fail; do
    mkdir -p "$root/$d/test_data_set_0" "$root/$d/test_data_set_1"
    enc ModelProto "$root/$d/model.onnx" <<'MODEL'
ir_version: 8
opset_import { version: 13 }
graph {
  name: "g"
  node { op_type: "Split" input: "x" input: "s" output: "a" output: "b" }
  node { op_type: "SplitToSequence" input: "x" input: "s" output: "q" }
  node { op_type: "SequenceAt" input: "q" input: "p" output: "e" }
  input { name: "x" type { tensor_type { elem_type: 1 shape { dim { dim_param: "n" } } } } }
  input { name: "s" type { tensor_type { elem_type: 7 shape { dim { dim_param: "k" } } } } }
  input { name: "p" type { tensor_type { elem_type: 7 shape { } } } }
  output { name: "a" } output { name: "b" } output { name: "q" } output { name: "e" }
}
MODEL
  done
  local set x='data_type: 1 dims: 6 float_data: [0, 1, 2, 3, 4, 5]'
  for set in "$root"/pass/test_data_set_{0,1} "$root"/fail/test_data_set_{0,1}; do
    enc TensorProto "$set/input_0.pb" <<< "$x"
  done
  enc TensorProto "$root/pass/test_data_set_0/input_1.pb" <<< 'data_type: 7 dims: 2 int64_data: [2, 4]'
  enc TensorProto "$root/pass/test_data_set_0/input_2.pb" <<< 'data_type: 7 int64_data: [-1]'
  enc TensorProto "$root/pass/test_data_set_0/output_1.pb" <<< 'data_type: 1 dims: 4 float_data: [2, 3, 4, 5]'
  enc TensorProto "$root/pass/test_data_set_1/input_1.pb" <<< 'data_type: 7 dims: 0'
  enc TensorProto "$root/pass/test_data_set_1/input_2.pb" <<< 'data_type: 7 int64_data: [0]'
  # Sum mismatch in Split-13; SequenceAt position out of range.
  enc TensorProto "$root/fail/test_data_set_0/input_1.pb" <<< 'data_type: 7 dims: 2 int64_data: [2, 3]'
  enc TensorProto "$root/fail/test_data_set_0/input_2.pb" <<< 'data_type: 7 int64_data: [0]'
  enc TensorProto "$root/fail/test_data_set_1/input_1.pb" <<< 'data_type: 7 dims: 2 int64_data: [2, 4]'
  enc TensorProto "$root/fail/test_data_set_1/input_2.pb" <<< 'data_type: 7 int64_data: [2]'

  # Strings: Split-13 and SplitToSequence with SequenceAt on a string input
  # (pairs into the host's bytes) and a string constant, results compared
  # byte for byte; the host owns the input bytes, the compiled code its pairs.
  # A sequence input of strings (rebuilt by the entry point), read with
  # SequenceAt and returned as it is.
  mkdir -p "$root/strings/test_data_set_0"
  enc ModelProto "$root/strings/model.onnx" <<'MODEL'
ir_version: 8
opset_import { version: 13 }
graph {
  name: "g"
  node { op_type: "Split" input: "x" input: "s" output: "a" output: "b" }
  node { op_type: "SplitToSequence" input: "x" input: "s" output: "q" }
  node { op_type: "SequenceAt" input: "q" input: "p" output: "e" }
  node { op_type: "Split" input: "w" output: "w0" output: "w1" }
  node { op_type: "SequenceAt" input: "r" input: "p" output: "f" }
  initializer { name: "w" data_type: 8 dims: 2 string_data: ["c\000", ""] }
  input { name: "x" type { tensor_type { elem_type: 8 shape { dim { dim_param: "n" } } } } }
  input { name: "s" type { tensor_type { elem_type: 7 shape { dim { dim_param: "k" } } } } }
  input { name: "p" type { tensor_type { elem_type: 7 shape { } } } }
  input { name: "r" type { sequence_type { elem_type { tensor_type { elem_type: 8 shape { dim { dim_param: "i" } dim { dim_param: "j" } } } } } } }
  output { name: "a" } output { name: "b" } output { name: "q" } output { name: "e" }
  output { name: "w0" } output { name: "w1" } output { name: "r" } output { name: "f" }
}
MODEL
  local long
  long=$(printf '%01000d' 7)
  enc TensorProto "$root/strings/test_data_set_0/input_0.pb" <<< "data_type: 8 dims: 4 string_data: [\"\", \"nul\\000in\", \"\\303\\251\", \"$long\"]"
  enc TensorProto "$root/strings/test_data_set_0/input_1.pb" <<< 'data_type: 7 dims: 2 int64_data: [1, 3]'
  enc TensorProto "$root/strings/test_data_set_0/input_2.pb" <<< 'data_type: 7 int64_data: [-1]'
  enc TensorProto "$root/strings/test_data_set_0/output_1.pb" <<< "data_type: 8 dims: 3 string_data: [\"nul\\000in\", \"\\303\\251\", \"$long\"]"
  enc TensorProto "$root/strings/test_data_set_0/output_3.pb" <<< "data_type: 8 dims: 3 string_data: [\"nul\\000in\", \"\\303\\251\", \"$long\"]"
  enc TensorProto "$root/strings/test_data_set_0/output_4.pb" <<< 'data_type: 8 dims: 1 string_data: ["c\000"]'
  local r='elem_type: 1
tensor_values { data_type: 8 dims: 1 dims: 2 string_data: ["", "r\000"] }
tensor_values { data_type: 8 dims: 2 dims: 2 string_data: ["\303\251", "x", "y", "z"] }'
  protoc -I/usr/include -Itest/Target/ONNX/Inputs --encode=split_test.SequenceProto \
    sequence.proto <<< "$r" > "$root/strings/test_data_set_0/input_3.pb"
  cp "$root/strings/test_data_set_0/input_3.pb" "$root/strings/test_data_set_0/output_6.pb"
  enc TensorProto "$root/strings/test_data_set_0/output_7.pb" <<< 'data_type: 8 dims: 2 dims: 2 string_data: ["\303\251", "x", "y", "z"]'
}

if [[ -n $ci ]]; then
  onnx_root=$(mktemp -d)
  trap 'rm -rf "$onnx_root"' EXIT
  write_onnx_dirs "$onnx_root"
  results=$(
    {
      printf '%s\n' \
        "test/Integration/split-v13.mlir main" \
        "test/Integration/zero-size.mlir main" \
        "test/Integration/sequence-dynamic.mlir main" \
        "test/Integration/sequence-run-time.mlir main" \
        "test/Integration/runtime-errors/sequence-builders.mlir main_insert" \
        "test/Integration/runtime-errors/sequence-builders.mlir main_erase" \
        "test/Integration/strings/sequences.mlir main" \
        "test/Integration/strings/runtime-errors.mlir sum" \
        "test/Integration/runtime-errors/sum-mismatch.mlir main" \
        "test/Integration/runtime-errors/sequence-at-range.mlir main_negative" \
        "onnx $onnx_root/pass pass" "onnx $onnx_root/fail fail" \
        "onnx $onnx_root/strings pass" "host split-capi-errors-test"
    } | xargs -P "${JOBS:-2}" -L 1 bash -c \
        'case $0 in
           onnx) check_onnx "$1" "$2" ;;
           host) check_host "$1" ;;
           *) check_one "$0" "$1" ;;
         esac'
  )
else
  results=$(for file in "${files[@]}"; do
    grep -oE '^// RUN: .*split-runner[^|]* -e [A-Za-z0-9_]+' "$file" |
      grep -oE -- '-e [A-Za-z0-9_]+' | awk -v f="$file" '{print f, $2}' | sort -u
  done | xargs -P "${JOBS:-2}" -n 2 bash -c 'check_one "$0" "$1"')
fi
echo "$results"
checked=$(grep -cE '^(ok|FAIL) ' <<< "$results")
bad=$(grep -c '^FAIL ' <<< "$results")
echo "$checked programs checked, $bad with memory errors or leaks"
[[ $bad -eq 0 ]]
