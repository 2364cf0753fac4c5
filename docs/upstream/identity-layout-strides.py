#!/usr/bin/env python3
"""Reproducer of identity-layout-strides.md: prints one function of N
(default 20000) buffers of type memref<1x64xf32>, each taken apart by
memref.extract_strided_metadata (as ownership-based deallocation does for
every buffer it frees), for canonicalize to fold. With `strided`, the same
buffers are memref<1x64xf32, strided<[64, 1]>>: the same layout, spelled as
strides.

  python3 identity-layout-strides.py > identity.mlir
  python3 identity-layout-strides.py 20000 strided > strided.mlir
  mlir-opt-22 identity.mlir --canonicalize -mlir-timing -o /dev/null
  mlir-opt-22 strided.mlir --canonicalize -mlir-timing -o /dev/null
"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
layout = ", strided<[64, 1]>" if len(sys.argv) > 2 and sys.argv[2] == "strided" else ""
t = f"memref<1x64xf32{layout}>"
print("func.func @f() {")
for i in range(n):
    print(f"  %a{i} = memref.alloc() : {t}")
    print(f"  %b{i}, %o{i}, %s{i}:2, %t{i}:2 = memref.extract_strided_metadata %a{i}"
          f" : {t} -> memref<f32>, index, index, index, index, index")
    print(f"  memref.dealloc %b{i} : memref<f32>")
print("  return\n}")
