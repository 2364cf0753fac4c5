// RUN: split-opt %s --split-slice-copy-loops=min-copies=3 | FileCheck %s
// RUN: split-opt %s --split-slice-copy-loops | FileCheck %s --check-prefix=DEFAULT

// Three rows of %x copied into fresh buffers (a Split-13 of [4, 8] into
// rows 1 to 3, returned): one loop copies the row at offset 8 + 8 * i into
// a fresh buffer and stores its descriptor (56 bytes) in a table; each
// result is the load of its descriptor. The memref.cast of the first to
// memref<?x8xf32> (as ONNX results are typed) has the same descriptor: a
// cast of the load too.
// CHECK-LABEL: func.func @rows
// CHECK-SAME: (%[[X:.*]]: memref<4x8xf32>)
// CHECK: %[[TABLE:.*]] = memref.alloc() {alignment = 8 : i64} : memref<168xi8>
// CHECK: %[[TD:.*]] = builtin.unrealized_conversion_cast %[[TABLE]] : memref<168xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[SLOTS:.*]] = llvm.extractvalue %[[TD]][1]
// CHECK-DAG: %[[FIRST:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[STEP:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[C3]] step %[[C1]] {
// CHECK:   %[[M:.*]] = arith.muli %[[I]], %[[STEP]] : index
// CHECK:   %[[OFF:.*]] = arith.addi %[[FIRST]], %[[M]] : index
// CHECK:   %[[VIEW:.*]] = memref.reinterpret_cast %[[X]] to offset: [%[[OFF]]], sizes: [1, 8], strides: [8, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1], offset: ?>>
// CHECK:   %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
// CHECK:   memref.copy %[[VIEW]], %[[BUF]] : memref<1x8xf32, strided<[8, 1], offset: ?>> to memref<1x8xf32>
// CHECK:   %[[D:.*]] = builtin.unrealized_conversion_cast %[[BUF]] : memref<1x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK:   %[[P:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK:   %[[SLOT:.*]] = llvm.getelementptr %[[SLOTS]][%[[P]]] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK:   llvm.store %[[D]], %[[SLOT]]
// CHECK: }
// CHECK: %[[S0:.*]] = llvm.getelementptr %[[SLOTS]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[L0:.*]] = llvm.load %[[S0]]
// CHECK: %[[R0:.*]] = builtin.unrealized_conversion_cast %[[L0]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x8xf32>
// CHECK: %[[S1:.*]] = llvm.getelementptr %[[SLOTS]][1]
// CHECK: %[[L1:.*]] = llvm.load %[[S1]]
// CHECK: %[[R1:.*]] = builtin.unrealized_conversion_cast %[[L1]]
// CHECK: %[[S2:.*]] = llvm.getelementptr %[[SLOTS]][2]
// CHECK: %[[L2:.*]] = llvm.load %[[S2]]
// CHECK: %[[R2:.*]] = builtin.unrealized_conversion_cast %[[L2]]
// CHECK: memref.dealloc %[[TABLE]] : memref<168xi8>
// CHECK-NOT: memref.copy
// CHECK-NOT: memref.subview
// CHECK-NOT: memref.cast
// CHECK: return %[[R0]], %[[R1]], %[[R2]]
// Below the default minimum (16 copies), straight-line code stays.
// DEFAULT-LABEL: func.func @rows
// DEFAULT-NOT: scf.for
// DEFAULT-COUNT-3: memref.copy
// DEFAULT-NOT: scf.for
// DEFAULT: return
func.func @rows(%x: memref<4x8xf32>) -> (memref<?x8xf32>, memref<1x8xf32>, memref<1x8xf32>) {
  %v0 = memref.subview %x[1, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1], offset: 8>>
  %a0 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  memref.copy %v0, %a0 : memref<1x8xf32, strided<[8, 1], offset: 8>> to memref<1x8xf32>
  %c0 = memref.cast %a0 : memref<1x8xf32> to memref<?x8xf32>
  %v1 = memref.subview %x[2, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1], offset: 16>>
  %a1 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  memref.copy %v1, %a1 : memref<1x8xf32, strided<[8, 1], offset: 16>> to memref<1x8xf32>
  %v2 = memref.subview %x[3, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1], offset: 24>>
  %a2 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  memref.copy %v2, %a2 : memref<1x8xf32, strided<[8, 1], offset: 24>> to memref<1x8xf32>
  return %c0, %a1, %a2 : memref<?x8xf32>, memref<1x8xf32>, memref<1x8xf32>
}

// Columns of i32 (views by memref.reinterpret_cast, as
// expand-strided-metadata leaves them): strided slices, offsets 3, 2, 1
// (a negative step). Each column is copied as before, in the loop.
// CHECK-LABEL: func.func @columns
// CHECK-SAME: (%[[B:.*]]: memref<i32>)
// CHECK-DAG: %[[FIRST:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[STEP:.*]] = arith.constant -1 : index
// CHECK: scf.for
// CHECK: memref.reinterpret_cast %[[B]] to offset: [%{{.*}}], sizes: [4, 1], strides: [4, 1] : memref<i32> to memref<4x1xi32, strided<[4, 1], offset: ?>>
// CHECK: memref.alloc() {alignment = 16 : i64} : memref<4x1xi32>
// CHECK-COUNT-3: llvm.load
// CHECK-NOT: memref.copy
// CHECK: return
func.func @columns(%b: memref<i32>) -> (memref<4x1xi32>, memref<4x1xi32>, memref<4x1xi32>) {
  %v0 = memref.reinterpret_cast %b to offset: [3], sizes: [4, 1], strides: [4, 1] : memref<i32> to memref<4x1xi32, strided<[4, 1], offset: 3>>
  %a0 = memref.alloc() {alignment = 16 : i64} : memref<4x1xi32>
  memref.copy %v0, %a0 : memref<4x1xi32, strided<[4, 1], offset: 3>> to memref<4x1xi32>
  %v1 = memref.reinterpret_cast %b to offset: [2], sizes: [4, 1], strides: [4, 1] : memref<i32> to memref<4x1xi32, strided<[4, 1], offset: 2>>
  %a1 = memref.alloc() {alignment = 16 : i64} : memref<4x1xi32>
  memref.copy %v1, %a1 : memref<4x1xi32, strided<[4, 1], offset: 2>> to memref<4x1xi32>
  %v2 = memref.reinterpret_cast %b to offset: [1], sizes: [4, 1], strides: [4, 1] : memref<i32> to memref<4x1xi32, strided<[4, 1], offset: 1>>
  %a2 = memref.alloc() {alignment = 16 : i64} : memref<4x1xi32>
  memref.copy %v2, %a2 : memref<4x1xi32, strided<[4, 1], offset: 1>> to memref<4x1xi32>
  return %a0, %a1, %a2 : memref<4x1xi32>, memref<4x1xi32>, memref<4x1xi32>
}

// A write of %x between two copies: moving the later copies before it would
// read the new value. No run of three.
// CHECK-LABEL: func.func @write_between
// CHECK-NOT: scf.for
// CHECK-COUNT-3: memref.copy
// CHECK-NOT: scf.for
// CHECK: return
func.func @write_between(%x: memref<4x8xf32>, %v: f32) -> (memref<1x8xf32>, memref<1x8xf32>, memref<1x8xf32>) {
  %c0 = arith.constant 0 : index
  %v0 = memref.subview %x[0, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1]>>
  %a0 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  memref.copy %v0, %a0 : memref<1x8xf32, strided<[8, 1]>> to memref<1x8xf32>
  memref.store %v, %x[%c0, %c0] : memref<4x8xf32>
  %v1 = memref.subview %x[1, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1], offset: 8>>
  %a1 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  memref.copy %v1, %a1 : memref<1x8xf32, strided<[8, 1], offset: 8>> to memref<1x8xf32>
  %v2 = memref.subview %x[2, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1], offset: 16>>
  %a2 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  memref.copy %v2, %a2 : memref<1x8xf32, strided<[8, 1], offset: 16>> to memref<1x8xf32>
  return %a0, %a1, %a2 : memref<1x8xf32>, memref<1x8xf32>, memref<1x8xf32>
}

// Offsets 0, 8, 24: not a constant step apart.
// CHECK-LABEL: func.func @uneven
// CHECK-NOT: scf.for
// CHECK-COUNT-3: memref.copy
// CHECK-NOT: scf.for
// CHECK: return
func.func @uneven(%x: memref<4x8xf32>) -> (memref<1x8xf32>, memref<1x8xf32>, memref<1x8xf32>) {
  %v0 = memref.subview %x[0, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1]>>
  %a0 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  memref.copy %v0, %a0 : memref<1x8xf32, strided<[8, 1]>> to memref<1x8xf32>
  %v1 = memref.subview %x[1, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1], offset: 8>>
  %a1 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  memref.copy %v1, %a1 : memref<1x8xf32, strided<[8, 1], offset: 8>> to memref<1x8xf32>
  %v2 = memref.subview %x[3, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1], offset: 24>>
  %a2 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  memref.copy %v2, %a2 : memref<1x8xf32, strided<[8, 1], offset: 24>> to memref<1x8xf32>
  return %a0, %a1, %a2 : memref<1x8xf32>, memref<1x8xf32>, memref<1x8xf32>
}

// The first buffer is read before its copy: the loop, at the first copy,
// would define it too late. No run of three.
// CHECK-LABEL: func.func @used_before_copy
// CHECK-NOT: scf.for
// CHECK-COUNT-3: memref.copy
// CHECK-NOT: scf.for
// CHECK: return
func.func @used_before_copy(%x: memref<4x8xf32>) -> (memref<?x8xf32>, memref<1x8xf32>, memref<1x8xf32>, memref<1x8xf32>) {
  %v0 = memref.subview %x[0, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1]>>
  %a0 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  %early = memref.cast %a0 : memref<1x8xf32> to memref<?x8xf32>
  memref.copy %v0, %a0 : memref<1x8xf32, strided<[8, 1]>> to memref<1x8xf32>
  %v1 = memref.subview %x[1, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1], offset: 8>>
  %a1 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  memref.copy %v1, %a1 : memref<1x8xf32, strided<[8, 1], offset: 8>> to memref<1x8xf32>
  %v2 = memref.subview %x[2, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<1x8xf32, strided<[8, 1], offset: 16>>
  %a2 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
  memref.copy %v2, %a2 : memref<1x8xf32, strided<[8, 1], offset: 16>> to memref<1x8xf32>
  return %early, %a0, %a1, %a2 : memref<?x8xf32>, memref<1x8xf32>, memref<1x8xf32>, memref<1x8xf32>
}
