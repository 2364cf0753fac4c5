#!/bin/sh
# split-runner, after the upstream passes that users run over IR holding
# split ops (issue 9): the lit suite's "upstream" mode substitutes this for
# split-runner, so that every integration program must give the same output
# and exit status after them.
#
# Usage: run-after-upstream-passes.sh SPLIT-OPT SPLIT-RUNNER [runner args...]
# The input is the first argument naming an existing .mlir file, or stdin.
set -e
opt=$1
runner=$2
shift 2
passes="--inline --sccp --canonicalize --cse --loop-invariant-code-motion \
--control-flow-sink --canonicalize"
tmp=$(mktemp "${TMPDIR:-/tmp}/split-upstream.XXXXXX")
trap 'rm -f "$tmp"' EXIT
input=-
for arg in "$@"; do
  case "$arg" in
  *.mlir) if [ -f "$arg" ]; then input=$arg; break; fi ;;
  esac
done
"$opt" $passes "$input" -o "$tmp"
# Replace the input file by the transformed one (or append it for stdin).
first=1
for arg in "$@"; do
  if [ $first -eq 1 ]; then set --; first=0; fi
  if [ "$arg" = "$input" ]; then set -- "$@" "$tmp"; else set -- "$@" "$arg"; fi
done
[ "$input" = - ] && set -- "$tmp" "$@"
set +e
"$runner" "$@"
status=$?
exit $status
