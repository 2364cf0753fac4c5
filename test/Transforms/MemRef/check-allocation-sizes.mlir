// RUN: split-opt %s -split-input-file --split-check-allocation-sizes -verify-diagnostics | FileCheck %s

// A dynamic size: the byte size is built with overflow-detecting multiplies
// from the static part (4 bytes x 3), and a size of 0 makes the buffer fit.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[BYTES:.*]] = arith.constant 12 : i64
// CHECK: %[[N64:.*]] = arith.index_castui %[[N]] : index to i64
// CHECK: %[[IS0:.*]] = arith.cmpi eq, %[[N64]], %[[ZERO]] : i64
// CHECK: %[[EMPTY:.*]] = arith.ori %[[FALSE]], %[[IS0]] : i1
// CHECK: %[[LO:.*]], %[[HI:.*]] = arith.mului_extended %[[BYTES]], %[[N64]] : i64
// CHECK: %[[HI0:.*]] = arith.cmpi eq, %[[HI]], %[[ZERO]] : i64
// CHECK: %[[NOOV:.*]] = arith.andi %[[TRUE]], %[[HI0]] : i1
// CHECK: %[[FITS:.*]] = arith.ori %[[EMPTY]], %[[NOOV]] : i1
// CHECK: split.check %[[FITS]], "out of memory allocating a buffer of shape [3, {0}] and 4-byte elements: more than 2^64 bytes"(%[[N]] : index)
// CHECK-NEXT: memref.alloc(%[[N]]) : memref<3x?xf32>
func.func @dynamic(%n: index) -> memref<3x?xf32> {
  %m = memref.alloc(%n) : memref<3x?xf32>
  return %m : memref<3x?xf32>
}

// -----

// Two dynamic sizes and 8-byte elements, on the stack too.
// CHECK-LABEL: func.func @alloca
// CHECK: arith.mului_extended
// CHECK: arith.mului_extended
// CHECK: split.check %{{.*}}, "out of memory allocating a buffer of shape [{0}, {1}] and 8-byte elements: more than 2^64 bytes"(%{{.*}}, %{{.*}} : index, index)
// CHECK-NEXT: memref.alloca
func.func @alloca(%m: index, %n: index) {
  %a = memref.alloca(%m, %n) : memref<?x?xi64>
  return
}

// -----

// A static shape that always overflows: checked (false) and announced.
// CHECK-LABEL: func.func @static_overflow
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: split.check %[[FALSE]], "out of memory allocating a buffer of shape [4611686018427387905] and 4-byte elements: more than 2^64 bytes"
func.func @static_overflow() -> memref<4611686018427387905xf32> {
  // expected-warning @+1 {{allocates a buffer of type 'memref<4611686018427387905xf32>', more than 2^64 bytes; the program fails if it executes}}
  %m = memref.alloc() : memref<4611686018427387905xf32>
  return %m : memref<4611686018427387905xf32>
}

// -----

// No check where none is needed: static shapes that fit, a static 0 (an
// empty buffer whatever the other sizes), a strided layout (sized by
// its strides, not by this rule).
// CHECK-LABEL: func.func @unchecked
// CHECK-NOT: split.check
// CHECK: return
func.func @unchecked(%n: index) {
  %a = memref.alloc() : memref<1024x1024xf32>
  %b = memref.alloc(%n) : memref<0x?xf32>
  %c = memref.alloc(%n) : memref<?xf32, strided<[1], offset: 4>>
  return
}

// -----

// A buffer filled by a copy of a memref that exists before it needs no
// check: the copy's source has the same shape and elements that its strides
// keep apart, so the byte size is that of memory that exists (the fresh
// copies of split results a function returns).
// CHECK-LABEL: func.func @copy_of_slice
// CHECK-NOT: split.check
// CHECK: memref.alloc(%{{.*}}) : memref<?x64xf32>
// CHECK-NOT: split.check
// CHECK: memref.alloc(%{{.*}}) : memref<?x32xf32>
// CHECK-NOT: split.check
// CHECK: return
func.func @copy_of_slice(%x: memref<?x64xf32>, %n: index) -> (memref<?x64xf32>, memref<?x32xf32>) {
  %rows = memref.subview %x[0, 0] [%n, 64] [1, 1] : memref<?x64xf32> to memref<?x64xf32, strided<[64, 1]>>
  %a = memref.alloc(%n) : memref<?x64xf32>
  memref.copy %rows, %a : memref<?x64xf32, strided<[64, 1]>> to memref<?x64xf32>
  %cols = memref.subview %x[0, 32] [%n, 32] [1, 1] : memref<?x64xf32> to memref<?x32xf32, strided<[64, 1], offset: 32>>
  %b = memref.alloc(%n) : memref<?x32xf32>
  memref.copy %cols, %b : memref<?x32xf32, strided<[64, 1], offset: 32>> to memref<?x32xf32>
  return %a, %b : memref<?x64xf32>, memref<?x32xf32>
}

// -----

// Still checked: a copy from a memref whose elements may share addresses
// (a stride of 0 shows 2^62 + 1 elements of one), from one that does not
// exist yet when the buffer is allocated, or into the buffer from a memref
// of unknown strides (and the buffer %later itself, copied from nothing).
// CHECK-LABEL: func.func @copies_that_prove_nothing
// CHECK: split.check
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: memref.copy %{{.*}}, %[[A]]
// CHECK: split.check
// CHECK-NEXT: %[[B:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: split.check
// CHECK-NEXT: %[[LATER:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: memref.copy %[[LATER]], %[[B]]
// CHECK: split.check
// CHECK-NEXT: %[[C:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: memref.copy %{{.*}}, %[[C]]
func.func @copies_that_prove_nothing(%x: memref<1xf32>, %n: index, %y: memref<?xf32, strided<[?], offset: ?>>) -> (memref<?xf32>, memref<?xf32>, memref<?xf32>) {
  %broadcast = memref.reinterpret_cast %x to offset: [0], sizes: [%n], strides: [0] : memref<1xf32> to memref<?xf32, strided<[0]>>
  %a = memref.alloc(%n) : memref<?xf32>
  memref.copy %broadcast, %a : memref<?xf32, strided<[0]>> to memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %later = memref.alloc(%n) : memref<?xf32>
  memref.copy %later, %b : memref<?xf32> to memref<?xf32>
  %c = memref.alloc(%n) : memref<?xf32>
  memref.copy %y, %c : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
  return %a, %b, %c : memref<?xf32>, memref<?xf32>, memref<?xf32>
}
