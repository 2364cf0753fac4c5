// RUN: split-opt %s --split-to-llvm --mlir-print-ir-after=bufferization-lower-deallocations -o /dev/null 2>&1 | FileCheck %s

// The results of a split that a function returns are copied into fresh
// buffers before bufferization (split-copy-returned-slices), each buffer its
// own alias set, and leave the deallocation's lists in one pass
// (split-simplify-fresh-deallocs): compile time linear in the number of
// results. After deallocation: per result one subview of the input, one
// aligned alloc and one copy, returned as is; nothing cloned, nothing freed.
// CHECK-LABEL: func.func @four
// CHECK-SAME: (%[[X:.*]]: memref<4x64xf32>)
// CHECK-NEXT: %[[V0:.*]] = memref.subview %[[X]][0, 0] [1, 64] [1, 1] : memref<4x64xf32> to memref<1x64xf32, strided<[64, 1]>>
// CHECK-NEXT: %[[A0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x64xf32>
// CHECK-NEXT: memref.copy %[[V0]], %[[A0]] : memref<1x64xf32, strided<[64, 1]>> to memref<1x64xf32>
// CHECK-NEXT: %[[V1:.*]] = memref.subview %[[X]][1, 0] [1, 64] [1, 1] : memref<4x64xf32> to memref<1x64xf32, strided<[64, 1], offset: 64>>
// CHECK-NEXT: %[[A1:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x64xf32>
// CHECK-NEXT: memref.copy %[[V1]], %[[A1]]
// CHECK-NEXT: %[[V2:.*]] = memref.subview %[[X]][2, 0] [1, 64] [1, 1] : memref<4x64xf32> to memref<1x64xf32, strided<[64, 1], offset: 128>>
// CHECK-NEXT: %[[A2:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x64xf32>
// CHECK-NEXT: memref.copy %[[V2]], %[[A2]]
// CHECK-NEXT: %[[V3:.*]] = memref.subview %[[X]][3, 0] [1, 64] [1, 1] : memref<4x64xf32> to memref<1x64xf32, strided<[64, 1], offset: 192>>
// CHECK-NEXT: %[[A3:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x64xf32>
// CHECK-NEXT: memref.copy %[[V3]], %[[A3]]
// CHECK-NEXT: return %[[A0]], %[[A1]], %[[A2]], %[[A3]] : memref<1x64xf32>, memref<1x64xf32>, memref<1x64xf32>, memref<1x64xf32>
func.func @four(%x: tensor<4x64xf32>) -> (tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>) {
  %a:4 = split.split_v13 %x : tensor<4x64xf32> -> tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>
  return %a#0, %a#1, %a#2, %a#3 : tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>
}

// A split of a temporary: the results are copied out of it, and the
// temporary is still freed; the input, returned as well, is cloned (the
// caller owns every result).
// CHECK-LABEL: func.func @temporary
// CHECK-SAME: (%[[X:.*]]: memref<4x64xf32>)
// CHECK: %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x64xf32>
// CHECK: linalg.generic
// CHECK-SAME: outs(%[[T]] : memref<4x64xf32>)
// CHECK: %[[V0:.*]] = memref.subview %[[T]][0, 0] [2, 64] [1, 1]
// CHECK-NEXT: %[[A0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x64xf32>
// CHECK-NEXT: memref.copy %[[V0]], %[[A0]]
// CHECK-NEXT: %[[V1:.*]] = memref.subview %[[T]][2, 0] [2, 64] [1, 1]
// CHECK-NEXT: %[[A1:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x64xf32>
// CHECK-NEXT: memref.copy %[[V1]], %[[A1]]
// CHECK-NEXT: %[[C:.*]] = bufferization.clone %[[X]]
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: memref.dealloc %[[T]] : memref<4x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[A0]], %[[A1]], %[[C]]
func.func @temporary(%x: tensor<4x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>, tensor<4x64xf32>) {
  %y = arith.addf %x, %x : tensor<4x64xf32>
  %a:2 = split.split_v18 %y num_outputs = 2 : tensor<4x64xf32> -> tensor<2x64xf32>, tensor<2x64xf32>
  return %a#0, %a#1, %x : tensor<2x64xf32>, tensor<2x64xf32>, tensor<4x64xf32>
}
