// RUN: split-opt %s --split-contiguous-copies-to-llvm | FileCheck %s

// Rows of a run-time count at a run-time offset: contiguous, but neither of
// the identity layout nor of static shape, so MemRefToLLVM would call
// memrefCopy. One llvm.memcpy of rows x 64 x 4 bytes, between the aligned
// pointers advanced by the offsets.
// CHECK-LABEL: func.func @rows
// CHECK-SAME: (%[[SRC:.*]]: memref<?x64xf32, strided<[64, 1], offset: ?>>, %[[DST:.*]]: memref<?x64xf32>)
// CHECK-DAG: %[[D:.*]] = builtin.unrealized_conversion_cast %[[DST]] : memref<?x64xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-DAG: %[[S:.*]] = builtin.unrealized_conversion_cast %[[SRC]] : memref<?x64xf32, strided<[64, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[ROWS:.*]] = llvm.extractvalue %[[S]][3, 0]
// CHECK: %[[N0:.*]] = llvm.mul %[[ONE]], %[[ROWS]] : i64
// CHECK: %[[C64:.*]] = llvm.mlir.constant(64 : index) : i64
// CHECK: %[[N:.*]] = llvm.mul %[[N0]], %[[C64]] : i64
// CHECK: %[[ELEMENT:.*]] = llvm.ptrtoint
// CHECK: %[[BYTES:.*]] = llvm.mul %[[N]], %[[ELEMENT]] : i64
// CHECK: %[[SBASE:.*]] = llvm.extractvalue %[[S]][1]
// CHECK: %[[SOFF:.*]] = llvm.extractvalue %[[S]][2]
// CHECK: %[[FROM:.*]] = llvm.getelementptr %[[SBASE]][%[[SOFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[DBASE:.*]] = llvm.extractvalue %[[D]][1]
// CHECK: %[[DOFF:.*]] = llvm.extractvalue %[[D]][2]
// CHECK: %[[TO:.*]] = llvm.getelementptr %[[DBASE]][%[[DOFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: "llvm.intr.memcpy"(%[[TO]], %[[FROM]], %[[BYTES]]) <{isVolatile = false}>
// CHECK-NOT: memref.copy
// CHECK: return
func.func @rows(%src: memref<?x64xf32, strided<[64, 1], offset: ?>>, %dst: memref<?x64xf32>) {
  memref.copy %src, %dst : memref<?x64xf32, strided<[64, 1], offset: ?>> to memref<?x64xf32>
  return
}

// A 1-D slice, of integers, into a slice: contiguous too.
// CHECK-LABEL: func.func @vector_of_i16
// CHECK: "llvm.intr.memcpy"
// CHECK-NOT: memref.copy
// CHECK: return
func.func @vector_of_i16(%src: memref<?xi16, strided<[1], offset: ?>>, %dst: memref<?xi16, strided<[1], offset: 3>>) {
  memref.copy %src, %dst : memref<?xi16, strided<[1], offset: ?>> to memref<?xi16, strided<[1], offset: 3>>
  return
}

// Left alone: columns (rows 64 apart, 32 wide: not contiguous), a run-time
// stride, a copy MemRefToLLVM makes one llvm.memcpy itself (identity
// layouts), and strings (no byte size here).
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: llvm.intr.memcpy
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<?x32xf32, strided<[64, 1], offset: ?>> to memref<?x32xf32>
// CHECK-NEXT: memref.copy %{{.*}}, %{{.*}} : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: memref.copy %{{.*}}, %{{.*}} : memref<?x64xf32> to memref<?x64xf32>
// CHECK-NEXT: memref.copy %{{.*}}, %{{.*}} : memref<?x!split.string, strided<[1], offset: ?>> to memref<?x!split.string>
// CHECK-NOT: llvm.intr.memcpy
// CHECK: return
func.func @left_alone(%cols: memref<?x32xf32, strided<[64, 1], offset: ?>>, %a: memref<?x32xf32>,
                      %strided: memref<?xf32, strided<[?], offset: ?>>, %b: memref<?xf32>,
                      %c: memref<?x64xf32>, %d: memref<?x64xf32>,
                      %s: memref<?x!split.string, strided<[1], offset: ?>>, %t: memref<?x!split.string>) {
  memref.copy %cols, %a : memref<?x32xf32, strided<[64, 1], offset: ?>> to memref<?x32xf32>
  memref.copy %strided, %b : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
  memref.copy %c, %d : memref<?x64xf32> to memref<?x64xf32>
  memref.copy %s, %t : memref<?x!split.string, strided<[1], offset: ?>> to memref<?x!split.string>
  return
}
