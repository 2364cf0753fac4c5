#!/usr/bin/env bash
# Installs the Debian packages split-mlir needs to build and test. Idempotent:
# when everything is present it only runs dpkg-query and returns.
set -euo pipefail

packages=(
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  clang-22 lld-22 cmake ninja-build
  libomp-dev gnuplot-nox
  libonnx-dev libprotobuf-dev protobuf-compiler libonnx-testdata
  valgrind libclang-rt-22-dev
  dpkg-dev lintian
)

missing=()
for pkg in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi

echo "setup: installing ${missing[*]}"
sudo=""
[[ $(id -u) -eq 0 ]] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
