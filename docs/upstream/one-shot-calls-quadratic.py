#!/usr/bin/env python3
"""Reproducer of one-shot-calls-quadratic.md: prints a module whose @main
calls the private @f N times (default 2000) with the same tensor.

  python3 one-shot-calls-quadratic.py 2000 > calls.mlir
  python3 one-shot-calls-quadratic.py 2000 reads > reads.mlir
  mlir-opt-22 calls.mlir --one-shot-bufferize=bufferize-function-boundaries
"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
if len(sys.argv) > 2 and sys.argv[2] == "reads":
    # The same without calls: @main reads N elements of its tensor with
    # tensor.extract (as a program reads one element of each of N results
    # of a split, once they are slices of one tensor).
    lines = [f"func.func @main(%x: tensor<{n}xf32>) -> f32 {{",
             "  %s0 = arith.constant 0.0 : f32"]
    for i in range(n):
        lines += [f"  %i{i} = arith.constant {i} : index",
                  f"  %v{i} = tensor.extract %x[%i{i}] : tensor<{n}xf32>",
                  f"  %s{i + 1} = arith.addf %s{i}, %v{i} : f32"]
    lines += [f"  return %s{n} : f32", "}"]
else:
    lines = ["func.func private @f(%x: tensor<8xf32>) {", "  return", "}",
             "func.func @main(%x: tensor<8xf32>) {"]
    lines += ["  call @f(%x) : (tensor<8xf32>) -> ()"] * n
    lines += ["  return", "}"]
print("\n".join(lines))
