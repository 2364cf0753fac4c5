#!/usr/bin/env python3
"""Reproducer of fused-location-reassociation.md: prints @f(%x: i64) that
subtracts 1 from %x N times (default 5000), each constant on a line of its
own, as a chain of run-time sizes does after its index casts fold.

  python3 fused-location-reassociation.py 5000 > chain.mlir
  mlir-opt-22 chain.mlir --canonicalize
"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
lines = ["func.func @f(%x: i64) -> i64 {"]
value = "%x"
for i in range(n):
    lines.append(f"  %c{i} = arith.constant 1 : i64")
    lines.append(f"  %s{i} = arith.subi {value}, %c{i} : i64")
    value = f"%s{i}"
lines += [f"  return {value} : i64", "}"]
print("\n".join(lines))
