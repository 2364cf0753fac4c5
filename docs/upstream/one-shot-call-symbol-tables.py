#!/usr/bin/env python3
"""N functions, each returning a fresh copy of its argument but the first
element, and a @main that calls them in a chain (each result feeds the next
call), as split-copy-returned-slices leaves bench/scaling.py's call-chain:
upstream ops only.
  python3 one-shot-call-symbol-tables.py N > calls.mlir"""
import sys

n = int(sys.argv[1])
t = "tensor<?xf32>"
out = []
for i in range(n):
    out += [f"func.func private @f{i}(%t: {t}) -> {t} {{",
            "  %c0 = arith.constant 0 : index",
            "  %c1 = arith.constant 1 : index",
            f"  %d = tensor.dim %t, %c0 : {t}",
            "  %n = arith.subi %d, %c1 : index",
            f"  %s = tensor.extract_slice %t[1] [%n] [1] : {t} to {t}",
            f"  %e = tensor.empty(%n) : {t}",
            f"  %r = linalg.copy ins(%s : {t}) outs(%e : {t}) -> {t}",
            f"  return %r : {t}",
            "}"]
out += [f"func.func @main(%x: {t}) -> {t} {{"]
prev = "%x"
for i in range(n):
    out += [f"  %y{i} = call @f{i}({prev}) : ({t}) -> {t}"]
    prev = f"%y{i}"
out += [f"  return {prev} : {t}", "}"]
print("\n".join(out))
