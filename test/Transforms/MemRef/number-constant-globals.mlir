// split-number-constant-globals: bufferization's constant globals are named
// and ordered by their first use, whatever order one-shot module
// bufferization created them in (docs/upstream/one-shot-function-order.md).
// RUN: split-opt %s --split-input-file --split-number-constant-globals | FileCheck %s --check-prefixes=CHECK,PINNED,NESTED
// Straight after bufferization of eight functions, whose order changes from
// run to run without the pass: the same output every time.
// RUN: split-opt %S/../../../docs/upstream/one-shot-function-order.mlir --one-shot-bufferize=bufferize-function-boundaries --split-number-constant-globals > %t.1
// RUN: split-opt %S/../../../docs/upstream/one-shot-function-order.mlir --one-shot-bufferize=bufferize-function-boundaries --split-number-constant-globals > %t.2
// RUN: split-opt %S/../../../docs/upstream/one-shot-function-order.mlir --one-shot-bufferize=bufferize-function-boundaries --split-number-constant-globals > %t.3
// RUN: cmp %t.1 %t.2
// RUN: cmp %t.1 %t.3
// RUN: FileCheck %s --check-prefix=EIGHT < %t.1

// Created in reverse: renamed and moved in the order of their first use, in
// the place of the first of them. The user's own global and a global that an
// attribute names keep their names and places, and the renamed ones skip
// that name.
// CHECK-LABEL: module
// CHECK-NEXT: memref.global "private" constant @user
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<9>
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[1, 2]>
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64_1 : memref<2xi64> = dense<[3, 4]>
// CHECK-NEXT: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<5.000000e+00>
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64_2 : memref<2xi64> = dense<[7, 8]>
// CHECK-NEXT: func.func @a()
// CHECK-NEXT: memref.get_global @user
// CHECK-NEXT: memref.get_global @__constant_2xi64 :
// CHECK-NEXT: memref.get_global @__constant_2xi64 :
// CHECK: func.func @b()
// CHECK-NEXT: memref.get_global @__constant_2xi64_1 :
// CHECK-NEXT: memref.get_global @__constant_4xf32 :
// CHECK: func.func @c()
// CHECK-NEXT: memref.get_global @__constant_2xi64_2 :
// CHECK-NEXT: memref.get_global @__constant_2xi64_0 :
// CHECK-SAME: {pinned = @__constant_2xi64_0}
module {
  memref.global "private" constant @user : memref<2xi64> = dense<0>
  memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<9>
  memref.global "private" constant @__constant_2xi64_3 : memref<2xi64> = dense<[7, 8]>
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<5.0>
  memref.global "private" constant @__constant_2xi64_1 : memref<2xi64> = dense<[3, 4]>
  memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[1, 2]>
  func.func @a() {
    %u = memref.get_global @user : memref<2xi64>
    %0 = memref.get_global @__constant_2xi64 : memref<2xi64>
    %1 = memref.get_global @__constant_2xi64 : memref<2xi64>
    return
  }
  func.func @b() {
    %0 = memref.get_global @__constant_2xi64_1 : memref<2xi64>
    %1 = memref.get_global @__constant_4xf32 : memref<4xf32>
    return
  }
  func.func @c() {
    %0 = memref.get_global @__constant_2xi64_3 : memref<2xi64>
    %1 = memref.get_global @__constant_2xi64_0 : memref<2xi64> {pinned = @__constant_2xi64_0}
    return
  }
}

// EIGHT-COUNT-8: memref.global "private" constant @__constant_
// EIGHT-NOT: memref.global

// -----

// Every candidate pinned by an attribute: nothing renamed, nothing moved.
// PINNED-LABEL: module
// PINNED-NEXT: memref.global "private" constant @__constant_1xi64_3 : memref<1xi64> = dense<1>
// PINNED-NEXT: func.func @f() attributes {ref = @__constant_1xi64_3}
module {
  memref.global "private" constant @__constant_1xi64_3 : memref<1xi64> = dense<1>
  func.func @f() attributes {ref = @__constant_1xi64_3} {
    %0 = memref.get_global @__constant_1xi64_3 : memref<1xi64>
    return
  }
}

// -----

// A nested module resolves names of its own: its globals and uses stay as
// they are, and a nameless one is no symbol whose name could be taken.
// NESTED-LABEL: module
// NESTED-NEXT: memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[1, 2]>
// NESTED-NEXT: memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<[3, 4]>
// NESTED: func.func @a()
// NESTED-NEXT: memref.get_global @__constant_2xi64 :
// NESTED: module @inner
// NESTED-NEXT: memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<9>
// NESTED: func.func @g()
// NESTED-NEXT: memref.get_global @__constant_2xi64_0 :
// NESTED: module {
// NESTED-NEXT: }
module {
  memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[3, 4]>
  memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<[1, 2]>
  func.func @a() {
    %0 = memref.get_global @__constant_2xi64_0 : memref<2xi64>
    %1 = memref.get_global @__constant_2xi64 : memref<2xi64>
    return
  }
  module @inner {
    memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<9>
    func.func @g() {
      %0 = memref.get_global @__constant_2xi64_0 : memref<2xi64>
      return
    }
  }
  module {
  }
}
