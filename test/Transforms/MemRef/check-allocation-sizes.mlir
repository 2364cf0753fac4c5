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
