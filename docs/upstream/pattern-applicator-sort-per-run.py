#!/usr/bin/env python3
"""Reproducer of pattern-applicator-sort-per-run.md: prints N functions
(default 10000) of one arith.addi each, for canonicalize to run on.

  python3 pattern-applicator-sort-per-run.py > many.mlir
  mlir-opt-22 many.mlir -mlir-timing -o /dev/null \\
    --pass-pipeline='builtin.module(func.func(canonicalize))'
  mlir-opt-22 many.mlir -mlir-timing -o /dev/null \\
    --pass-pipeline='builtin.module(func.func(canonicalize),func.func(convert-elementwise-to-linalg,convert-vector-to-scf))'
"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
for i in range(n):
    print(f"func.func @f{i}(%a: index) -> index {{\n"
          f"  %c = arith.addi %a, %a : index\n"
          f"  return %c : index\n}}")
