// RUN: split-opt %s --split-to-llvm | FileCheck %s

// Every allocation and deallocation of the lowered code goes through MLIR's
// generic allocation functions, which the split runtime serves (see
// split/Runtime/Runtime.h): fresh results of a split returned from a function
// (aligned to 64 bytes, the bufferization's alignment) and a temporary freed
// inside the function. No call of the C library's allocator is left.
// CHECK-NOT: llvm.func @malloc
// CHECK-NOT: llvm.func @aligned_alloc
// CHECK-NOT: llvm.func @free
// CHECK-DAG: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)

// (The LLVM dialect's folders gather the constants at the function's top.)
// CHECK-LABEL: llvm.func @fresh_results
// CHECK: %[[ALIGN:.*]] = llvm.mlir.constant(64 : index) : i64
// CHECK: llvm.getelementptr
// CHECK-NEXT: llvm.ptrtoint
// CHECK-NEXT: llvm.call @_mlir_memref_to_llvm_aligned_alloc(%[[ALIGN]], %{{.*}}) : (i64, i64) -> !llvm.ptr
// CHECK: llvm.call @_mlir_memref_to_llvm_aligned_alloc(%{{.*}}, %{{.*}}) : (i64, i64) -> !llvm.ptr
// CHECK-NOT: llvm.call @_mlir_memref_to_llvm
// CHECK: llvm.return
func.func @fresh_results(%x: tensor<64x64xf32>) -> (tensor<64x16xf32>, tensor<64x48xf32>) {
  %s = arith.constant dense<[16, 48]> : tensor<2xi64>
  %a:2 = split.split_v13 %x, %s axis = 1 : tensor<64x64xf32>, tensor<2xi64> -> tensor<64x16xf32>, tensor<64x48xf32>
  return %a#0, %a#1 : tensor<64x16xf32>, tensor<64x48xf32>
}

// A temporary: the first result of a call, freed after its element is read.
// CHECK-LABEL: llvm.func @temporary
// CHECK: llvm.call @fresh_results
// CHECK: llvm.call @_mlir_memref_to_llvm_free
// CHECK: llvm.call @_mlir_memref_to_llvm_free
// CHECK: llvm.return
func.func @temporary(%x: tensor<64x64xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a:2 = call @fresh_results(%x) : (tensor<64x64xf32>) -> (tensor<64x16xf32>, tensor<64x48xf32>)
  %e = tensor.extract %a#0[%c0, %c0] : tensor<64x16xf32>
  return %e : f32
}
