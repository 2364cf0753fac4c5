// RUN: split-opt %s --split-convert-to-llvm="use-generic-functions use-aligned-alloc allow-pattern-rollback=0" | FileCheck %s
// RUN: split-opt %s --split-convert-to-llvm | FileCheck %s --check-prefix=MALLOC

// One conversion lowers memref, arith and func together, with
// finalize-memref-to-llvm's allocation options: the split runtime's aligned
// allocation functions, declared once.
// CHECK-DAG: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK-DAG: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @alloc(
// CHECK-SAME: %[[N:.*]]: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[ALIGN:.*]] = llvm.mlir.constant(64 : index) : i64
// CHECK: llvm.call @_mlir_memref_to_llvm_aligned_alloc(%[[ALIGN]], %{{.*}}) : (i64, i64) -> !llvm.ptr
// CHECK: llvm.insertvalue %[[N]], %{{.*}}[3, 0]
// Without the options: malloc, as convert-to-llvm alone.
// MALLOC-LABEL: llvm.func @alloc(
// MALLOC: llvm.call @malloc(
func.func @alloc(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  return %m : memref<?xf32>
}

// memref.dim at a constant index reads the descriptor's size (a static
// size is a constant), with no stack copy of the sizes array, although the
// index constant is converted in the same conversion
// (docs/upstream/memref-dim-constant-index-one-shot.md).
// CHECK-LABEL: llvm.func @dims(
// CHECK: %[[DESC:.*]] = llvm.insertvalue %{{.*}}[4, 1]
// CHECK: %[[D0:.*]] = llvm.extractvalue %[[DESC]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[D1:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NOT: llvm.alloca
// CHECK: llvm.insertvalue %[[D0]], %{{.*}}[0] : !llvm.struct<(i64, i64)>
// CHECK: llvm.insertvalue %[[D1]], %{{.*}}[1] : !llvm.struct<(i64, i64)>
func.func @dims(%m: memref<?x4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x4xf32>
  %d1 = memref.dim %m, %c1 : memref<?x4xf32>
  return %d0, %d1 : index, index
}

// A run-time index still goes through upstream's lowering.
// CHECK-LABEL: llvm.func @dynamic_dim(
// CHECK: llvm.alloca
// CHECK: llvm.load
func.func @dynamic_dim(%m: memref<?x4xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<?x4xf32>
  return %d : index
}

// Strings allocate as numbers do: the data layout gives an element the size
// and alignment of its {ptr, i64} pair (16 bytes, the alignment
// aligned_alloc then gets).
// CHECK-LABEL: llvm.func @strings(
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(ptr, i64)>
// CHECK: %[[SALIGN:.*]] = llvm.mlir.constant(16 : index) : i64
// CHECK: llvm.call @_mlir_memref_to_llvm_aligned_alloc(%[[SALIGN]], %{{.*}})
// CHECK: llvm.call @_mlir_memref_to_llvm_free(
func.func @strings(%n: index) {
  %m = memref.alloc(%n) : memref<?x!split.string>
  memref.dealloc %m : memref<?x!split.string>
  return
}

// A reshape of strings (how sequences view their input) lowers with the
// string-aware type converter, as one of numbers.
// CHECK-LABEL: llvm.func @reshape_strings(
// CHECK-NOT: memref.reshape
// CHECK: llvm.return %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
func.func @reshape_strings(%m: memref<2x3x!split.string>, %s: memref<3xindex>) -> memref<?x?x?x!split.string> {
  %r = memref.reshape %m(%s) : (memref<2x3x!split.string>, memref<3xindex>) -> memref<?x?x?x!split.string>
  return %r : memref<?x?x?x!split.string>
}

// A copy between contiguous memrefs of run-time size, which upstream hands
// to memrefCopy (element by element), is one llvm.memcpy here, as
// split-contiguous-copies-to-llvm lowers it; a copy upstream lowers to
// llvm.memcpy itself (identity layouts) is upstream's.
// CHECK-LABEL: llvm.func @copies(
// CHECK-NOT: memrefCopy
// CHECK: "llvm.intr.memcpy"
// CHECK-NOT: memrefCopy
// CHECK: "llvm.intr.memcpy"
// CHECK-NOT: memrefCopy
// CHECK: llvm.return
// CHECK-NOT: llvm.func @memrefCopy
func.func @copies(%src: memref<?x64xf32, strided<[64, 1], offset: ?>>, %dst: memref<?x64xf32>, %a: memref<?xf32>, %b: memref<?xf32>) {
  memref.copy %src, %dst : memref<?x64xf32, strided<[64, 1], offset: ?>> to memref<?x64xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  return
}
