#!/usr/bin/env python3
"""Reproducer of one-shot-calls-quadratic.md: prints a module whose @main
calls the private @f N times (default 2000) with the same tensor.

  python3 one-shot-calls-quadratic.py 2000 > calls.mlir
  mlir-opt-22 calls.mlir --one-shot-bufferize=bufferize-function-boundaries
"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
lines = ["func.func private @f(%x: tensor<8xf32>) {", "  return", "}",
         "func.func @main(%x: tensor<8xf32>) {"]
lines += ["  call @f(%x) : (tensor<8xf32>) -> ()"] * n
lines += ["  return", "}"]
print("\n".join(lines))
