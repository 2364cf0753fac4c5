#!/usr/bin/env bash
# Runs the libFuzzer targets (tools/split-fuzz) of the sanitizer build:
#   bash scripts/fuzz.sh [--time=SECONDS] [--seed=N] [ir|lower|onnx]...
# (default: 60 seconds each of ir, lower and onnx, random seeds; CI passes
# --seed=1 so that a failing run replays the same mutations). Builds build-sanitize
# first (scripts/build.sh with SPLIT_SANITIZE=1, as scripts/test.sh
# --sanitize does). Targets:
#   ir     split-fuzz-ir: parse + verify + canonicalize split IR
#   lower  the same, then the split-to-LLVM pipeline (SPLIT_FUZZ_LOWER=1)
#   onnx   split-fuzz-onnx: the ONNX importer on model bytes
# Corpora live in build-sanitize/fuzz/<target>/ and grow across runs; they are
# seeded from the test files (split IR) and the Debian ONNX backend tests'
# models. A crash leaves build-sanitize/fuzz/crash-* and a non-zero exit;
# each becomes a regression input of test/Tools/split-fuzz once fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=60
seed=()
targets=()
for arg in "$@"; do
  case $arg in
    --time=*) seconds=${arg#--time=} ;;
    --seed=*) seed=(-seed="${arg#--seed=}") ;;
    ir|lower|onnx) targets+=("$arg") ;;
    *) echo "usage: $0 [--time=SECONDS] [--seed=N] [ir|lower|onnx]..." >&2; exit 1 ;;
  esac
done
[[ ${#targets[@]} -gt 0 ]] || targets=(ir lower onnx)

export BUILD_DIR=build-sanitize SPLIT_SANITIZE=1
bash scripts/setup.sh > /dev/null
bash scripts/build.sh > /dev/null
bin=$BUILD_DIR/bin
work=$BUILD_DIR/fuzz
mkdir -p "$work"
# Leaks in the long-lived fuzzing context are not findings. User poisoning
# and container annotations are off for the reason scripts/test.sh gives
# (LLVM's BumpPtrAllocator inlined into instrumented code poisons slabs that
# Debian's uninstrumented libMLIR allocates from: a false use-after-poison
# in the parser, which every run met on the seed corpus without this).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allow_user_poisoning=0:detect_container_overflow=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}

status=0
for target in "${targets[@]}"; do
  corpus=$work/$target
  mkdir -p "$corpus"
  if [[ -z "$(ls -A "$corpus")" ]]; then
    if [[ $target == onnx ]]; then
      for model in /usr/share/libonnx-testdata/data/node/test_split*/model.onnx \
                   /usr/share/libonnx-testdata/data/node/test_sequence*/model.onnx; do
        cp "$model" "$corpus/$(basename "$(dirname "$model")").onnx"
      done
    else
      find test/Dialect test/Integration test/Conversion -name '*.mlir' \
        -exec cp --backup=numbered -t "$corpus" {} +
    fi
  fi
  binary=$bin/split-fuzz-ir
  flags=(-dict=tools/split-fuzz/split-ir.dict)
  [[ $target == onnx ]] && { binary=$bin/split-fuzz-onnx; flags=(); }
  echo "== $target: $seconds s =="
  log=$work/$target.log
  run_status=0
  (
    [[ $target == lower ]] && export SPLIT_FUZZ_LOWER=1
    exec "$binary" "${flags[@]}" "${seed[@]}" -max_total_time="$seconds" -timeout=30 \
      -rss_limit_mb=4096 -artifact_prefix="$work/crash-$target-" \
      -print_final_stats=1 "$corpus"
  ) > "$log" 2>&1 || run_status=$?
  grep -E '^(INFO: Seed:|#[0-9]+ +DONE|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY|Test unit written|INFO: seed corpus)' "$log" || true
  if [[ $run_status -ne 0 ]]; then
    echo "$target: libFuzzer exited with $run_status (log: $log); its end:"
    tail -n 40 "$log"
    status=1
  fi
done
exit $status
