// RUN: split-opt %s | FileCheck %s
// RUN: split-opt %s | split-opt | FileCheck %s
// RUN: split-opt %s --mlir-print-op-generic | split-opt | FileCheck %s
// RUN: split-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round-trip test for every op of the split dialect. Each op is written in
// its custom form and in the generic form of docs/Interface.md; the CHECK lines pin the
// exact custom form that is printed (defaults elided: axis = 0, keepdims = 1).
// All inputs are valid per docs/Semantics.md.

//===----------------------------------------------------------------------===//
// split.split_v1
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @split_v1(
// CHECK-SAME: %[[X:.*]]: tensor<3x6xf32>, %[[S:.*]]: tensor<2xf32>, %[[D:.*]]: tensor<?x6xf32>)
func.func @split_v1(%x: tensor<3x6xf32>, %s: tensor<2xf32>, %d: tensor<?x6xf32>) {
  // Split attribute, non-default axis.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[X]] axis = 1 split = [2, 4] : tensor<3x6xf32> -> tensor<3x2xf32>, tensor<3x4xf32>{{$}}
  %0:2 = split.split_v1 %x axis = 1 split = [2, 4] : tensor<3x6xf32> -> tensor<3x2xf32>, tensor<3x4xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[X]] axis = 1 split = [2, 4] : tensor<3x6xf32> -> tensor<3x2xf32>, tensor<3x4xf32>{{$}}
  %1:2 = "split.split_v1"(%x) {axis = 1 : i64, split = array<i64: 2, 4>} : (tensor<3x6xf32>) -> (tensor<3x2xf32>, tensor<3x4xf32>)
  // Explicit default axis is elided.
  // CHECK-NEXT: %{{.*}}:3 = split.split_v1 %[[X]] split = [1, 1, 1] : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>{{$}}
  %2:3 = split.split_v1 %x axis = 0 split = [1, 1, 1] : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>
  // Equal parts.
  // CHECK-NEXT: %{{.*}}:3 = split.split_v1 %[[X]] : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>{{$}}
  %3:3 = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[X]] axis = -1 : tensor<3x6xf32> -> tensor<3x3xf32>, tensor<3x3xf32>{{$}}
  %4:2 = split.split_v1 %x axis = -1 : tensor<3x6xf32> -> tensor<3x3xf32>, tensor<3x3xf32>
  // CHECK-NEXT: %{{.*}} = split.split_v1 %[[X]] : tensor<3x6xf32> -> tensor<3x6xf32>{{$}}
  %5 = "split.split_v1"(%x) : (tensor<3x6xf32>) -> tensor<3x6xf32>
  // Float split operand.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[X]], %[[S]] axis = 1 : tensor<3x6xf32>, tensor<2xf32> -> tensor<3x?xf32>, tensor<3x?xf32>{{$}}
  %6:2 = split.split_v1 %x, %s axis = 1 : tensor<3x6xf32>, tensor<2xf32> -> tensor<3x?xf32>, tensor<3x?xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[X]], %[[S]] axis = -2 : tensor<3x6xf32>, tensor<2xf32> -> tensor<?x6xf32>, tensor<?x6xf32>{{$}}
  %7:2 = "split.split_v1"(%x, %s) {axis = -2 : i64} : (tensor<3x6xf32>, tensor<2xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  // CHECK-NEXT: %[[C:.*]] = arith.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
  %c = arith.constant dense<[2.0, 4.0]> : tensor<2xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[X]], %[[C]] axis = -1 : tensor<3x6xf32>, tensor<2xf32> -> tensor<3x2xf32>, tensor<3x4xf32>{{$}}
  %8:2 = split.split_v1 %x, %c axis = -1 : tensor<3x6xf32>, tensor<2xf32> -> tensor<3x2xf32>, tensor<3x4xf32>
  // Dynamic split dimension.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[D]] split = [1, 2] : tensor<?x6xf32> -> tensor<1x6xf32>, tensor<?x?xf32>{{$}}
  %9:2 = "split.split_v1"(%d) {axis = 0 : i64, split = array<i64: 1, 2>} : (tensor<?x6xf32>) -> (tensor<1x6xf32>, tensor<?x?xf32>)
  // CHECK-NEXT: return
  return
}

//===----------------------------------------------------------------------===//
// split.split_v2
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @split_v2(
// CHECK-SAME: %[[X:.*]]: tensor<3x6xf32>, %[[D:.*]]: tensor<?x?xf32>, %[[Z:.*]]: tensor<0x4xf32>)
func.func @split_v2(%x: tensor<3x6xf32>, %d: tensor<?x?xf32>, %z: tensor<0x4xf32>) {
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[X]] split = [1, 2] : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<2x6xf32>{{$}}
  %0:2 = split.split_v2 %x split = [1, 2] : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<2x6xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[X]] split = [1, 2] : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<2x6xf32>{{$}}
  %1:2 = "split.split_v2"(%x) {axis = 0 : i64, split = array<i64: 1, 2>} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<2x6xf32>)
  // Negative axes (accepted for Split-2, docs/Semantics.md 1.2).
  // CHECK-NEXT: %{{.*}}:3 = split.split_v2 %[[X]] axis = -1 : tensor<3x6xf32> -> tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>{{$}}
  %2:3 = split.split_v2 %x axis = -1 : tensor<3x6xf32> -> tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[X]] axis = -2 split = [2, 1] : tensor<3x6xf32> -> tensor<2x6xf32>, tensor<1x6xf32>{{$}}
  %3:2 = "split.split_v2"(%x) {axis = -2 : i64, split = array<i64: 2, 1>} : (tensor<3x6xf32>) -> (tensor<2x6xf32>, tensor<1x6xf32>)
  // Fully dynamic input.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[D]] axis = 1 split = [2, 3] : tensor<?x?xf32> -> tensor<?x2xf32>, tensor<?x3xf32>{{$}}
  %4:2 = split.split_v2 %d axis = 1 split = [2, 3] : tensor<?x?xf32> -> tensor<?x2xf32>, tensor<?x3xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[D]] axis = 1 : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>{{$}}
  %5:2 = "split.split_v2"(%d) {axis = 1 : i64} : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  // Zero-size dimension.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[Z]] split = [0, 0] : tensor<0x4xf32> -> tensor<0x4xf32>, tensor<0x4xf32>{{$}}
  %6:2 = split.split_v2 %z split = [0, 0] : tensor<0x4xf32> -> tensor<0x4xf32>, tensor<0x4xf32>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v2 %[[Z]] axis = 1 split = [0, 4, 0] : tensor<0x4xf32> -> tensor<0x0xf32>, tensor<0x4xf32>, tensor<0x0xf32>{{$}}
  %7:3 = "split.split_v2"(%z) {axis = 1 : i64, split = array<i64: 0, 4, 0>} : (tensor<0x4xf32>) -> (tensor<0x0xf32>, tensor<0x4xf32>, tensor<0x0xf32>)
  // CHECK-NEXT: return
  return
}

//===----------------------------------------------------------------------===//
// split.split_v11
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @split_v11(
// CHECK-SAME: %[[X:.*]]: tensor<3x6xf32>, %[[D:.*]]: tensor<?x6xf32>, %[[Z:.*]]: tensor<0x4xf32>)
func.func @split_v11(%x: tensor<3x6xf32>, %d: tensor<?x6xf32>, %z: tensor<0x4xf32>) {
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[X]] axis = 1 split = [4, 2] : tensor<3x6xf32> -> tensor<3x4xf32>, tensor<3x2xf32>{{$}}
  %0:2 = split.split_v11 %x axis = 1 split = [4, 2] : tensor<3x6xf32> -> tensor<3x4xf32>, tensor<3x2xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[X]] axis = 1 split = [4, 2] : tensor<3x6xf32> -> tensor<3x4xf32>, tensor<3x2xf32>{{$}}
  %1:2 = "split.split_v11"(%x) {axis = 1 : i64, split = array<i64: 4, 2>} : (tensor<3x6xf32>) -> (tensor<3x4xf32>, tensor<3x2xf32>)
  // Explicit default axis is elided; negative axis is kept.
  // CHECK-NEXT: %{{.*}}:3 = split.split_v11 %[[X]] : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>{{$}}
  %2:3 = split.split_v11 %x axis = 0 : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[X]] axis = -1 : tensor<3x6xf32> -> tensor<3x3xf32>, tensor<3x3xf32>{{$}}
  %3:2 = "split.split_v11"(%x) {axis = -1 : i64} : (tensor<3x6xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>)
  // An empty split attribute counts as absent; it is printed as given.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[X]] axis = -1 split = [] : tensor<3x6xf32> -> tensor<3x3xf32>, tensor<3x3xf32>{{$}}
  %4:2 = split.split_v11 %x axis = -1 split = [] : tensor<3x6xf32> -> tensor<3x3xf32>, tensor<3x3xf32>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v11 %[[X]] split = [] : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>{{$}}
  %5:3 = "split.split_v11"(%x) {axis = 0 : i64, split = array<i64>} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  // Result types more dynamic than the sizes.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[X]] split = [1, 2] : tensor<3x6xf32> -> tensor<?x6xf32>, tensor<?x?xf32>{{$}}
  %6:2 = split.split_v11 %x split = [1, 2] : tensor<3x6xf32> -> tensor<?x6xf32>, tensor<?x?xf32>
  // Dynamic split dimension.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[D]] split = [1, 2] : tensor<?x6xf32> -> tensor<1x6xf32>, tensor<2x6xf32>{{$}}
  %7:2 = "split.split_v11"(%d) {split = array<i64: 1, 2>} : (tensor<?x6xf32>) -> (tensor<1x6xf32>, tensor<2x6xf32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[D]] axis = -1 : tensor<?x6xf32> -> tensor<?x3xf32>, tensor<?x3xf32>{{$}}
  %8:2 = split.split_v11 %d axis = -1 : tensor<?x6xf32> -> tensor<?x3xf32>, tensor<?x3xf32>
  // Zero-size dimension, split and equal parts.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[Z]] split = [0, 0] : tensor<0x4xf32> -> tensor<0x4xf32>, tensor<0x4xf32>{{$}}
  %9:2 = "split.split_v11"(%z) {axis = 0 : i64, split = array<i64: 0, 0>} : (tensor<0x4xf32>) -> (tensor<0x4xf32>, tensor<0x4xf32>)
  // CHECK-NEXT: %{{.*}}:3 = split.split_v11 %[[Z]] : tensor<0x4xf32> -> tensor<0x4xf32>, tensor<0x4xf32>, tensor<0x4xf32>{{$}}
  %10:3 = split.split_v11 %z : tensor<0x4xf32> -> tensor<0x4xf32>, tensor<0x4xf32>, tensor<0x4xf32>
  // CHECK-NEXT: return
  return
}

//===----------------------------------------------------------------------===//
// split.split_v13
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @split_v13(
// CHECK-SAME: %[[X:.*]]: tensor<3x6xf32>, %[[S:.*]]: tensor<2xi64>, %[[DS:.*]]: tensor<?xi64>, %[[D:.*]]: tensor<?x6xf32>, %[[DD:.*]]: tensor<?x?xf32>, %[[Z:.*]]: tensor<0x4xf32>, %[[E:.*]]: tensor<0xi64>)
func.func @split_v13(%x: tensor<3x6xf32>, %s: tensor<2xi64>, %ds: tensor<?xi64>, %d: tensor<?x6xf32>, %dd: tensor<?x?xf32>, %z: tensor<0x4xf32>, %e: tensor<0xi64>) {
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[X]], %[[S]] : tensor<3x6xf32>, tensor<2xi64> -> tensor<?x6xf32>, tensor<?x6xf32>{{$}}
  %0:2 = split.split_v13 %x, %s : tensor<3x6xf32>, tensor<2xi64> -> tensor<?x6xf32>, tensor<?x6xf32>
  // CHECK-NEXT: %[[C:.*]] = arith.constant dense<[1, 2]> : tensor<2xi64>
  %c = arith.constant dense<[1, 2]> : tensor<2xi64>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[X]], %[[C]] : tensor<3x6xf32>, tensor<2xi64> -> tensor<1x6xf32>, tensor<2x6xf32>{{$}}
  %1:2 = "split.split_v13"(%x, %c) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<1x6xf32>, tensor<2x6xf32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[X]], %[[C]] axis = -2 : tensor<3x6xf32>, tensor<2xi64> -> tensor<1x6xf32>, tensor<2x6xf32>{{$}}
  %2:2 = split.split_v13 %x, %c axis = -2 : tensor<3x6xf32>, tensor<2xi64> -> tensor<1x6xf32>, tensor<2x6xf32>
  // Dynamic split operand.
  // CHECK-NEXT: %{{.*}}:3 = split.split_v13 %[[X]], %[[DS]] axis = 1 : tensor<3x6xf32>, tensor<?xi64> -> tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>{{$}}
  %3:3 = "split.split_v13"(%x, %ds) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<?xi64>) -> (tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[D]], %[[DS]] : tensor<?x6xf32>, tensor<?xi64> -> tensor<?x6xf32>, tensor<?x6xf32>{{$}}
  %4:2 = split.split_v13 %d, %ds axis = 0 : tensor<?x6xf32>, tensor<?xi64> -> tensor<?x6xf32>, tensor<?x6xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[DD]], %[[DS]] axis = -1 : tensor<?x?xf32>, tensor<?xi64> -> tensor<?x?xf32>, tensor<?x?xf32>{{$}}
  %5:2 = "split.split_v13"(%dd, %ds) {axis = -1 : i64} : (tensor<?x?xf32>, tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  // Equal parts.
  // CHECK-NEXT: %{{.*}}:3 = split.split_v13 %[[X]] : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>{{$}}
  %6:3 = split.split_v13 %x : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[D]] axis = -1 : tensor<?x6xf32> -> tensor<?x3xf32>, tensor<?x3xf32>{{$}}
  %7:2 = "split.split_v13"(%d) {axis = -1 : i64} : (tensor<?x6xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>)
  // An empty split operand counts as absent.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[X]], %[[E]] axis = 1 : tensor<3x6xf32>, tensor<0xi64> -> tensor<3x3xf32>, tensor<3x3xf32>{{$}}
  %8:2 = split.split_v13 %x, %e axis = 1 : tensor<3x6xf32>, tensor<0xi64> -> tensor<3x3xf32>, tensor<3x3xf32>
  // Zero-size dimension.
  // CHECK-NEXT: %[[C0:.*]] = arith.constant dense<0> : tensor<2xi64>
  %c0 = arith.constant dense<0> : tensor<2xi64>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[Z]], %[[C0]] : tensor<0x4xf32>, tensor<2xi64> -> tensor<0x4xf32>, tensor<0x4xf32>{{$}}
  %9:2 = "split.split_v13"(%z, %c0) {axis = 0 : i64} : (tensor<0x4xf32>, tensor<2xi64>) -> (tensor<0x4xf32>, tensor<0x4xf32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[Z]] axis = 1 : tensor<0x4xf32> -> tensor<0x2xf32>, tensor<0x2xf32>{{$}}
  %10:2 = split.split_v13 %z axis = 1 : tensor<0x4xf32> -> tensor<0x2xf32>, tensor<0x2xf32>
  // CHECK-NEXT: return
  return
}

//===----------------------------------------------------------------------===//
// split.split_v18
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @split_v18(
// CHECK-SAME: %[[X:.*]]: tensor<2x7xf32>, %[[Y:.*]]: tensor<6xf32>, %[[S:.*]]: tensor<2xi64>, %[[DS:.*]]: tensor<?xi64>, %[[D:.*]]: tensor<?x6xf32>, %[[Z:.*]]: tensor<0x4xf32>)
func.func @split_v18(%x: tensor<2x7xf32>, %y: tensor<6xf32>, %s: tensor<2xi64>, %ds: tensor<?xi64>, %d: tensor<?x6xf32>, %z: tensor<0x4xf32>) {
  // num_outputs = 3 on d = 7: sizes 3, 3, 1.
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[X]] axis = 1 num_outputs = 3 : tensor<2x7xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>{{$}}
  %0:3 = split.split_v18 %x axis = 1 num_outputs = 3 : tensor<2x7xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[X]] axis = -1 num_outputs = 3 : tensor<2x7xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>{{$}}
  %1:3 = "split.split_v18"(%x) {axis = -1 : i64, num_outputs = 3 : i64} : (tensor<2x7xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v18 %[[X]] num_outputs = 2 : tensor<2x7xf32> -> tensor<1x7xf32>, tensor<1x7xf32>{{$}}
  %2:2 = split.split_v18 %x axis = 0 num_outputs = 2 : tensor<2x7xf32> -> tensor<1x7xf32>, tensor<1x7xf32>
  // CHECK-NEXT: %{{.*}} = split.split_v18 %[[Y]] num_outputs = 1 : tensor<6xf32> -> tensor<6xf32>{{$}}
  %3 = "split.split_v18"(%y) {num_outputs = 1 : i64} : (tensor<6xf32>) -> tensor<6xf32>
  // CHECK-NEXT: %{{.*}}:4 = split.split_v18 %[[X]] axis = 1 num_outputs = 4 : tensor<2x7xf32> -> tensor<2x2xf32>, tensor<2x?xf32>, tensor<?x2xf32>, tensor<2x1xf32>{{$}}
  %4:4 = split.split_v18 %x axis = 1 num_outputs = 4 : tensor<2x7xf32> -> tensor<2x2xf32>, tensor<2x?xf32>, tensor<?x2xf32>, tensor<2x1xf32>
  // Dynamic split dimension with num_outputs.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v18 %[[D]] axis = -2 num_outputs = 2 : tensor<?x6xf32> -> tensor<?x6xf32>, tensor<?x6xf32>{{$}}
  %5:2 = "split.split_v18"(%d) {axis = -2 : i64, num_outputs = 2 : i64} : (tensor<?x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  // Split operand.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v18 %[[Y]], %[[S]] : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>{{$}}
  %6:2 = split.split_v18 %y, %s : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v18 %[[D]], %[[DS]] axis = 1 : tensor<?x6xf32>, tensor<?xi64> -> tensor<?x?xf32>, tensor<?x?xf32>{{$}}
  %7:2 = "split.split_v18"(%d, %ds) {axis = 1 : i64} : (tensor<?x6xf32>, tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  // CHECK-NEXT: %[[C:.*]] = arith.constant dense<[5, 1]> : tensor<2xi64>
  %c = arith.constant dense<[5, 1]> : tensor<2xi64>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v18 %[[Y]], %[[C]] axis = -1 : tensor<6xf32>, tensor<2xi64> -> tensor<5xf32>, tensor<1xf32>{{$}}
  %8:2 = "split.split_v18"(%y, %c) {axis = -1 : i64} : (tensor<6xf32>, tensor<2xi64>) -> (tensor<5xf32>, tensor<1xf32>)
  // Neither split nor num_outputs: equal parts.
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[Y]] : tensor<6xf32> -> tensor<2xf32>, tensor<2xf32>, tensor<2xf32>{{$}}
  %9:3 = split.split_v18 %y : tensor<6xf32> -> tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  // Zero-size dimension.
  // CHECK-NEXT: %[[C0:.*]] = arith.constant dense<0> : tensor<3xi64>
  %c0 = arith.constant dense<[0, 0, 0]> : tensor<3xi64>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[Z]], %[[C0]] : tensor<0x4xf32>, tensor<3xi64> -> tensor<0x4xf32>, tensor<0x4xf32>, tensor<0x4xf32>{{$}}
  %10:3 = split.split_v18 %z, %c0 : tensor<0x4xf32>, tensor<3xi64> -> tensor<0x4xf32>, tensor<0x4xf32>, tensor<0x4xf32>
  // CHECK-NEXT: return
  return
}

//===----------------------------------------------------------------------===//
// split.split_to_sequence_v11 / _v24, split.sequence_at, split.sequence_length
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @split_to_sequence_v11(
// CHECK-SAME: %[[X:.*]]: tensor<3x6xf32>, %[[I32:.*]]: tensor<i32>, %[[I64:.*]]: tensor<i64>, %[[L:.*]]: tensor<2xi64>, %[[L32:.*]]: tensor<3xi32>, %[[DL:.*]]: tensor<?xi64>, %[[D:.*]]: tensor<?x?xf32>, %[[Z:.*]]: tensor<0x4xf32>)
func.func @split_to_sequence_v11(%x: tensor<3x6xf32>, %i32: tensor<i32>, %i64: tensor<i64>, %l: tensor<2xi64>, %l32: tensor<3xi32>, %dl: tensor<?xi64>, %d: tensor<?x?xf32>, %z: tensor<0x4xf32>) {
  // No split: chunks of 1; explicit defaults elided.
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]] : tensor<3x6xf32> -> !split.seq<tensor<1x6xf32>>{{$}}
  %0 = split.split_to_sequence_v11 %x axis = 0 keepdims = 1 : tensor<3x6xf32> -> !split.seq<tensor<1x6xf32>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]] : tensor<3x6xf32> -> !split.seq<tensor<1x6xf32>>{{$}}
  %1 = "split.split_to_sequence_v11"(%x) {axis = 0 : i64, keepdims = 1 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  // keepdims = 0 drops the axis.
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]] axis = 1 keepdims = 0 : tensor<3x6xf32> -> !split.seq<tensor<3xf32>>{{$}}
  %2 = "split.split_to_sequence_v11"(%x) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<3xf32>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]] axis = -2 keepdims = 0 : tensor<3x6xf32> -> !split.seq<tensor<6xf32>>{{$}}
  %3 = split.split_to_sequence_v11 %x axis = -2 keepdims = 0 : tensor<3x6xf32> -> !split.seq<tensor<6xf32>>
  // Scalar splits (i32 and i64).
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]], %[[I32]] axis = 1 : tensor<3x6xf32>, tensor<i32> -> !split.seq<tensor<3x?xf32>>{{$}}
  %4 = split.split_to_sequence_v11 %x, %i32 axis = 1 : tensor<3x6xf32>, tensor<i32> -> !split.seq<tensor<3x?xf32>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]], %[[I64]] axis = -1 : tensor<3x6xf32>, tensor<i64> -> !split.seq<tensor<3x?xf32>>{{$}}
  %5 = "split.split_to_sequence_v11"(%x, %i64) {axis = -1 : i64} : (tensor<3x6xf32>, tensor<i64>) -> !split.seq<tensor<3x?xf32>>
  // keepdims = 0 drops the axis with a scalar split (which must then make
  // chunks of 1 at run time).
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]], %[[I64]] keepdims = 0 : tensor<3x6xf32>, tensor<i64> -> !split.seq<tensor<6xf32>>{{$}}
  %6 = split.split_to_sequence_v11 %x, %i64 keepdims = 0 : tensor<3x6xf32>, tensor<i64> -> !split.seq<tensor<6xf32>>
  // 1-D splits (i64, i32, dynamic length).
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]], %[[L]] : tensor<3x6xf32>, tensor<2xi64> -> !split.seq<tensor<?x6xf32>>{{$}}
  %7 = "split.split_to_sequence_v11"(%x, %l) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> !split.seq<tensor<?x6xf32>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]], %[[L32]] axis = 1 keepdims = 0 : tensor<3x6xf32>, tensor<3xi32> -> !split.seq<tensor<3x?xf32>>{{$}}
  %8 = split.split_to_sequence_v11 %x, %l32 axis = 1 keepdims = 0 : tensor<3x6xf32>, tensor<3xi32> -> !split.seq<tensor<3x?xf32>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[D]], %[[DL]] axis = 1 : tensor<?x?xf32>, tensor<?xi64> -> !split.seq<tensor<?x?xf32>>{{$}}
  %9 = "split.split_to_sequence_v11"(%d, %dl) {axis = 1 : i64, keepdims = 1 : i64} : (tensor<?x?xf32>, tensor<?xi64>) -> !split.seq<tensor<?x?xf32>>
  // Dynamic input, no split.
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[D]] axis = -1 keepdims = 0 : tensor<?x?xf32> -> !split.seq<tensor<?xf32>>{{$}}
  %10 = split.split_to_sequence_v11 %d axis = -1 keepdims = 0 : tensor<?x?xf32> -> !split.seq<tensor<?xf32>>
  // Zero-size dimension: an empty sequence.
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[Z]] : tensor<0x4xf32> -> !split.seq<tensor<1x4xf32>>{{$}}
  %11 = "split.split_to_sequence_v11"(%z) : (tensor<0x4xf32>) -> !split.seq<tensor<1x4xf32>>
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @split_to_sequence_v24(
// CHECK-SAME: %[[X:.*]]: tensor<3x6xbf16>, %[[I32:.*]]: tensor<i32>, %[[I64:.*]]: tensor<i64>, %[[L:.*]]: tensor<2xi32>, %[[E:.*]]: tensor<0xi64>)
func.func @split_to_sequence_v24(%x: tensor<3x6xbf16>, %i32: tensor<i32>, %i64: tensor<i64>, %l: tensor<2xi32>, %e: tensor<0xi64>) {
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]] : tensor<3x6xbf16> -> !split.seq<tensor<1x6xbf16>>{{$}}
  %0 = split.split_to_sequence_v24 %x : tensor<3x6xbf16> -> !split.seq<tensor<1x6xbf16>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]] : tensor<3x6xbf16> -> !split.seq<tensor<1x6xbf16>>{{$}}
  %1 = "split.split_to_sequence_v24"(%x) : (tensor<3x6xbf16>) -> !split.seq<tensor<1x6xbf16>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]] axis = -1 keepdims = 0 : tensor<3x6xbf16> -> !split.seq<tensor<3xbf16>>{{$}}
  %2 = split.split_to_sequence_v24 %x axis = -1 keepdims = 0 : tensor<3x6xbf16> -> !split.seq<tensor<3xbf16>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]] keepdims = 0 : tensor<3x6xbf16> -> !split.seq<tensor<6xbf16>>{{$}}
  %3 = "split.split_to_sequence_v24"(%x) {axis = 0 : i64, keepdims = 0 : i64} : (tensor<3x6xbf16>) -> !split.seq<tensor<6xbf16>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]], %[[I32]] : tensor<3x6xbf16>, tensor<i32> -> !split.seq<tensor<?x6xbf16>>{{$}}
  %4 = split.split_to_sequence_v24 %x, %i32 : tensor<3x6xbf16>, tensor<i32> -> !split.seq<tensor<?x6xbf16>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]], %[[I64]] axis = 1 : tensor<3x6xbf16>, tensor<i64> -> !split.seq<tensor<3x?xbf16>>{{$}}
  %5 = "split.split_to_sequence_v24"(%x, %i64) {axis = 1 : i64} : (tensor<3x6xbf16>, tensor<i64>) -> !split.seq<tensor<3x?xbf16>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]], %[[L]] axis = -1 : tensor<3x6xbf16>, tensor<2xi32> -> !split.seq<tensor<3x?xbf16>>{{$}}
  %6 = split.split_to_sequence_v24 %x, %l axis = -1 : tensor<3x6xbf16>, tensor<2xi32> -> !split.seq<tensor<3x?xbf16>>
  // An empty 1-D split counts as absent.
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]], %[[E]] axis = 1 : tensor<3x6xbf16>, tensor<0xi64> -> !split.seq<tensor<3x1xbf16>>{{$}}
  %7 = "split.split_to_sequence_v24"(%x, %e) {axis = 1 : i64} : (tensor<3x6xbf16>, tensor<0xi64>) -> !split.seq<tensor<3x1xbf16>>
  // CHECK-NEXT: %[[C:.*]] = arith.constant dense<4> : tensor<i64>
  %c = arith.constant dense<4> : tensor<i64>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]], %[[C]] axis = 1 : tensor<3x6xbf16>, tensor<i64> -> !split.seq<tensor<3x?xbf16>>{{$}}
  %8 = split.split_to_sequence_v24 %x, %c axis = 1 : tensor<3x6xbf16>, tensor<i64> -> !split.seq<tensor<3x?xbf16>>
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @sequence_ops(
// CHECK-SAME: %[[X:.*]]: tensor<3x6xf32>, %[[Q:.*]]: !split.seq<tensor<?x?xf32>>, %[[I32:.*]]: tensor<i32>, %[[I64:.*]]: tensor<i64>)
// CHECK-SAME: -> (tensor<3xf32>, tensor<?x6xf32>, tensor<?x?xf32>, tensor<i64>, tensor<i64>)
func.func @sequence_ops(%x: tensor<3x6xf32>, %q: !split.seq<tensor<?x?xf32>>, %i32: tensor<i32>, %i64: tensor<i64>) -> (tensor<3xf32>, tensor<?x6xf32>, tensor<?x?xf32>, tensor<i64>, tensor<i64>) {
  // CHECK-NEXT: %[[S0:.*]] = split.split_to_sequence_v11 %[[X]] axis = 1 keepdims = 0 : tensor<3x6xf32> -> !split.seq<tensor<3xf32>>{{$}}
  %s0 = split.split_to_sequence_v11 %x axis = 1 keepdims = 0 : tensor<3x6xf32> -> !split.seq<tensor<3xf32>>
  // CHECK-NEXT: %[[M1:.*]] = arith.constant dense<-1> : tensor<i64>
  %m1 = arith.constant dense<-1> : tensor<i64>
  // CHECK-NEXT: %[[A0:.*]] = split.sequence_at %[[S0]][%[[M1]]] : !split.seq<tensor<3xf32>>, tensor<i64> -> tensor<3xf32>{{$}}
  %a0 = split.sequence_at %s0[%m1] : !split.seq<tensor<3xf32>>, tensor<i64> -> tensor<3xf32>
  // CHECK-NEXT: %[[S1:.*]] = split.split_to_sequence_v24 %[[X]], %[[I32]] : tensor<3x6xf32>, tensor<i32> -> !split.seq<tensor<?x6xf32>>{{$}}
  %s1 = "split.split_to_sequence_v24"(%x, %i32) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<i32>) -> !split.seq<tensor<?x6xf32>>
  // CHECK-NEXT: %[[A1:.*]] = split.sequence_at %[[S1]][%[[I32]]] : !split.seq<tensor<?x6xf32>>, tensor<i32> -> tensor<?x6xf32>{{$}}
  %a1 = "split.sequence_at"(%s1, %i32) : (!split.seq<tensor<?x6xf32>>, tensor<i32>) -> tensor<?x6xf32>
  // Dynamic element dims; result type more dynamic than the element type.
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q]][%[[I64]]] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>{{$}}
  %a2 = split.sequence_at %q[%i64] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  // CHECK-NEXT: %[[A3:.*]] = split.sequence_at %[[S1]][%[[I64]]] : !split.seq<tensor<?x6xf32>>, tensor<i64> -> tensor<?x?xf32>{{$}}
  %a3 = "split.sequence_at"(%s1, %i64) : (!split.seq<tensor<?x6xf32>>, tensor<i64>) -> tensor<?x?xf32>
  // CHECK-NEXT: %[[N0:.*]] = split.sequence_length %[[S0]] : !split.seq<tensor<3xf32>>{{$}}
  %n0 = split.sequence_length %s0 : !split.seq<tensor<3xf32>>
  // CHECK-NEXT: %[[N1:.*]] = split.sequence_length %[[Q]] : !split.seq<tensor<?x?xf32>>{{$}}
  %n1 = "split.sequence_length"(%q) : (!split.seq<tensor<?x?xf32>>) -> tensor<i64>
  // CHECK-NEXT: return %[[A0]], %[[A1]], %[[A3]], %[[N0]], %[[N1]] : tensor<3xf32>, tensor<?x6xf32>, tensor<?x?xf32>, tensor<i64>, tensor<i64>
  return %a0, %a1, %a3, %n0, %n1 : tensor<3xf32>, tensor<?x6xf32>, tensor<?x?xf32>, tensor<i64>, tensor<i64>
}

// Rank-1 input with keepdims = 0: 0-D sequence elements.
// CHECK-LABEL: func.func @sequence_of_scalars(
// CHECK-SAME: %[[V:.*]]: tensor<6xi64>, %[[P:.*]]: tensor<i32>) -> (tensor<i64>, tensor<i64>)
func.func @sequence_of_scalars(%v: tensor<6xi64>, %p: tensor<i32>) -> (tensor<i64>, tensor<i64>) {
  // CHECK-NEXT: %[[S:.*]] = split.split_to_sequence_v11 %[[V]] keepdims = 0 : tensor<6xi64> -> !split.seq<tensor<i64>>{{$}}
  %s = "split.split_to_sequence_v11"(%v) {keepdims = 0 : i64} : (tensor<6xi64>) -> !split.seq<tensor<i64>>
  // CHECK-NEXT: %[[E:.*]] = split.sequence_at %[[S]][%[[P]]] : !split.seq<tensor<i64>>, tensor<i32> -> tensor<i64>{{$}}
  %e = split.sequence_at %s[%p] : !split.seq<tensor<i64>>, tensor<i32> -> tensor<i64>
  // CHECK-NEXT: %[[N:.*]] = split.sequence_length %[[S]] : !split.seq<tensor<i64>>{{$}}
  %n = split.sequence_length %s : !split.seq<tensor<i64>>
  // CHECK-NEXT: return %[[E]], %[[N]] : tensor<i64>, tensor<i64>
  return %e, %n : tensor<i64>, tensor<i64>
}
//===----------------------------------------------------------------------===//
// Further valid corner cases (docs/Semantics.md 2.3, 2.4, 3).
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @corner_cases(
// CHECK-SAME: %[[X:.*]]: tensor<3x6xf32>, %[[H:.*]]: tensor<3x6xf16>, %[[G:.*]]: tensor<3x6xf64>, %[[DF:.*]]: tensor<?xf32>, %[[DS:.*]]: tensor<?xi64>, %[[T:.*]]: tensor<10xf32>, %[[D:.*]]: tensor<?x6xf32>, %[[Z:.*]]: tensor<0x4xf32>, %[[E:.*]]: tensor<0xi32>)
func.func @corner_cases(%x: tensor<3x6xf32>, %h: tensor<3x6xf16>, %g: tensor<3x6xf64>, %df: tensor<?xf32>, %ds: tensor<?xi64>, %t: tensor<10xf32>, %d: tensor<?x6xf32>, %z: tensor<0x4xf32>, %e: tensor<0xi32>) {
  // Split-1 float split operands of every accepted type, and of dynamic length.
  // CHECK-NEXT: %[[CH:.*]] = arith.constant dense<[1.000000e+00, 5.000000e+00]> : tensor<2xf16>
  %ch = arith.constant dense<[1.0, 5.0]> : tensor<2xf16>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[H]], %[[CH]] axis = 1 : tensor<3x6xf16>, tensor<2xf16> -> tensor<3x1xf16>, tensor<3x5xf16>{{$}}
  %0:2 = split.split_v1 %h, %ch axis = 1 : tensor<3x6xf16>, tensor<2xf16> -> tensor<3x1xf16>, tensor<3x5xf16>
  // CHECK-NEXT: %[[CG:.*]] = arith.constant dense<3.000000e+00> : tensor<1xf64>
  %cg = arith.constant dense<[3.0]> : tensor<1xf64>
  // CHECK-NEXT: %{{.*}} = split.split_v1 %[[G]], %[[CG]] : tensor<3x6xf64>, tensor<1xf64> -> tensor<3x6xf64>{{$}}
  %1 = "split.split_v1"(%g, %cg) {axis = 0 : i64} : (tensor<3x6xf64>, tensor<1xf64>) -> tensor<3x6xf64>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[X]], %[[DF]] : tensor<3x6xf32>, tensor<?xf32> -> tensor<?x6xf32>, tensor<?x6xf32>{{$}}
  %2:2 = split.split_v1 %x, %df : tensor<3x6xf32>, tensor<?xf32> -> tensor<?x6xf32>, tensor<?x6xf32>
  // Static result types with run-time sizes.
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[X]], %[[DS]] : tensor<3x6xf32>, tensor<?xi64> -> tensor<1x6xf32>, tensor<2x6xf32>{{$}}
  %3:2 = "split.split_v13"(%x, %ds) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<?xi64>) -> (tensor<1x6xf32>, tensor<2x6xf32>)
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[D]] num_outputs = 3 : tensor<?x6xf32> -> tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>{{$}}
  %4:3 = split.split_v18 %d num_outputs = 3 : tensor<?x6xf32> -> tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>
  // num_outputs = 4 on d = 10: 3, 3, 3, 1.
  // CHECK-NEXT: %{{.*}}:4 = split.split_v18 %[[T]] num_outputs = 4 : tensor<10xf32> -> tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1xf32>{{$}}
  %5:4 = "split.split_v18"(%t) {num_outputs = 4 : i64} : (tensor<10xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1xf32>)
  // Zero sizes in a 1-D split.
  // CHECK-NEXT: %[[C060:.*]] = arith.constant dense<[0, 6, 0]> : tensor<3xi64>
  %c060 = arith.constant dense<[0, 6, 0]> : tensor<3xi64>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v13 %[[X]], %[[C060]] axis = 1 : tensor<3x6xf32>, tensor<3xi64> -> tensor<3x0xf32>, tensor<3x6xf32>, tensor<3x0xf32>{{$}}
  %6:3 = split.split_v13 %x, %c060 axis = 1 : tensor<3x6xf32>, tensor<3xi64> -> tensor<3x0xf32>, tensor<3x6xf32>, tensor<3x0xf32>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]], %[[C060]] axis = 1 : tensor<3x6xf32>, tensor<3xi64> -> !split.seq<tensor<3x?xf32>>{{$}}
  %7 = "split.split_to_sequence_v11"(%x, %c060) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<3xi64>) -> !split.seq<tensor<3x?xf32>>
  // Non-zero keepdims other than 1 is kept as written.
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]] keepdims = 2 : tensor<3x6xf32> -> !split.seq<tensor<1x6xf32>>{{$}}
  %8 = split.split_to_sequence_v11 %x keepdims = 2 : tensor<3x6xf32> -> !split.seq<tensor<1x6xf32>>
  // keepdims = 0 with a scalar split of 1 or an empty 1-D split (which means
  // absent) drops the axis.
  // CHECK-NEXT: %[[C1:.*]] = arith.constant dense<1> : tensor<i32>
  %c1 = arith.constant dense<1> : tensor<i32>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]], %[[C1]] keepdims = 0 : tensor<3x6xf32>, tensor<i32> -> !split.seq<tensor<6xf32>>{{$}}
  %9 = split.split_to_sequence_v24 %x, %c1 keepdims = 0 : tensor<3x6xf32>, tensor<i32> -> !split.seq<tensor<6xf32>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]], %[[E]] axis = 1 keepdims = 0 : tensor<3x6xf32>, tensor<0xi32> -> !split.seq<tensor<3xf32>>{{$}}
  %10 = "split.split_to_sequence_v24"(%x, %e) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>, tensor<0xi32>) -> !split.seq<tensor<3xf32>>
  // Scalar split larger than d: one chunk of d.
  // CHECK-NEXT: %[[C8:.*]] = arith.constant dense<8> : tensor<i64>
  %c8 = arith.constant dense<8> : tensor<i64>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]], %[[C8]] axis = 1 : tensor<3x6xf32>, tensor<i64> -> !split.seq<tensor<3x6xf32>>{{$}}
  %11 = split.split_to_sequence_v11 %x, %c8 axis = 1 : tensor<3x6xf32>, tensor<i64> -> !split.seq<tensor<3x6xf32>>
  // Scalar split on d = 0: an empty sequence.
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[Z]], %[[C1]] : tensor<0x4xf32>, tensor<i32> -> !split.seq<tensor<?x4xf32>>{{$}}
  %12 = "split.split_to_sequence_v11"(%z, %c1) : (tensor<0x4xf32>, tensor<i32>) -> !split.seq<tensor<?x4xf32>>
  // Sequence element type more dynamic than the chunks.
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[X]] : tensor<3x6xf32> -> !split.seq<tensor<?x?xf32>>{{$}}
  %13 = split.split_to_sequence_v11 %x : tensor<3x6xf32> -> !split.seq<tensor<?x?xf32>>
  // CHECK-NEXT: return
  return
}

// Rank 3: axis = -rank, empty split attributes, a Split-1 float split with a
// zero entry and an empty float split (treated as absent).
// CHECK-LABEL: func.func @rank3(
// CHECK-SAME: %[[X:.*]]: tensor<2x3x4xf32>)
func.func @rank3(%x: tensor<2x3x4xf32>) {
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[X]] axis = -3 split = [] : tensor<2x3x4xf32> -> tensor<1x3x4xf32>, tensor<1x3x4xf32>{{$}}
  %0:2 = split.split_v1 %x axis = -3 split = [] : tensor<2x3x4xf32> -> tensor<1x3x4xf32>, tensor<1x3x4xf32>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v2 %[[X]] axis = -2 split = [] : tensor<2x3x4xf32> -> tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>{{$}}
  %1:3 = "split.split_v2"(%x) {axis = -2 : i64, split = array<i64>} : (tensor<2x3x4xf32>) -> (tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>)
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v24 %[[X]] axis = -3 keepdims = 0 : tensor<2x3x4xf32> -> !split.seq<tensor<3x4xf32>>{{$}}
  %2 = split.split_to_sequence_v24 %x axis = -3 keepdims = 0 : tensor<2x3x4xf32> -> !split.seq<tensor<3x4xf32>>
  // CHECK-NEXT: %{{.*}}:4 = split.split_v18 %[[X]] axis = 2 num_outputs = 4 : tensor<2x3x4xf32> -> tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>{{$}}
  %3:4 = split.split_v18 %x axis = 2 num_outputs = 4 : tensor<2x3x4xf32> -> tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>
  // CHECK-NEXT: %[[C:.*]] = arith.constant dense<[1.000000e+00, 1.000000e+00, 0.000000e+00, 2.000000e+00]> : tensor<4xf32>
  %c = arith.constant dense<[1.0, 1.0, 0.0, 2.0]> : tensor<4xf32>
  // CHECK-NEXT: %{{.*}}:4 = split.split_v1 %[[X]], %[[C]] axis = 2 : tensor<2x3x4xf32>, tensor<4xf32> -> tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x3x0xf32>, tensor<2x3x2xf32>{{$}}
  %4:4 = "split.split_v1"(%x, %c) {axis = 2 : i64} : (tensor<2x3x4xf32>, tensor<4xf32>) -> (tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x3x0xf32>, tensor<2x3x2xf32>)
  // CHECK-NEXT: %[[E:.*]] = arith.constant dense<> : tensor<0xf32>
  %e = arith.constant dense<> : tensor<0xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[X]], %[[E]] : tensor<2x3x4xf32>, tensor<0xf32> -> tensor<1x3x4xf32>, tensor<1x3x4xf32>{{$}}
  %5:2 = split.split_v1 %x, %e : tensor<2x3x4xf32>, tensor<0xf32> -> tensor<1x3x4xf32>, tensor<1x3x4xf32>
  // CHECK-NEXT: return
  return
}

//===----------------------------------------------------------------------===//
// Element types: one function per version, one op per accepted element type
// (ops alternate between custom and generic form).
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @split_v1_element_types(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>, %[[A1:.*]]: tensor<4xf32>, %[[A2:.*]]: tensor<4xf64>)
func.func @split_v1_element_types(%a0: tensor<4xf16>, %a1: tensor<4xf32>, %a2: tensor<4xf64>) {
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[A0]] split = [1, 3] : tensor<4xf16> -> tensor<1xf16>, tensor<3xf16>{{$}}
  %0:2 = split.split_v1 %a0 split = [1, 3] : tensor<4xf16> -> tensor<1xf16>, tensor<3xf16>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[A1]] split = [1, 3] : tensor<4xf32> -> tensor<1xf32>, tensor<3xf32>{{$}}
  %1:2 = "split.split_v1"(%a1) {split = array<i64: 1, 3>} : (tensor<4xf32>) -> (tensor<1xf32>, tensor<3xf32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[A2]] split = [1, 3] : tensor<4xf64> -> tensor<1xf64>, tensor<3xf64>{{$}}
  %2:2 = split.split_v1 %a2 split = [1, 3] : tensor<4xf64> -> tensor<1xf64>, tensor<3xf64>
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @split_v2_element_types(
// CHECK-SAME: %[[A0:.*]]: tensor<2x4xi1>, %[[A1:.*]]: tensor<2x4xi8>, %[[A2:.*]]: tensor<2x4xi16>, %[[A3:.*]]: tensor<2x4xi32>, %[[A4:.*]]: tensor<2x4xi64>, %[[A5:.*]]: tensor<2x4xui8>, %[[A6:.*]]: tensor<2x4xui16>, %[[A7:.*]]: tensor<2x4xui32>, %[[A8:.*]]: tensor<2x4xui64>, %[[A9:.*]]: tensor<2x4xf16>, %[[A10:.*]]: tensor<2x4xf32>, %[[A11:.*]]: tensor<2x4xf64>, %[[A12:.*]]: tensor<2x4xcomplex<f32>>, %[[A13:.*]]: tensor<2x4xcomplex<f64>>, %[[A14:.*]]: tensor<2x4x!split.string>)
func.func @split_v2_element_types(%a0: tensor<2x4xi1>, %a1: tensor<2x4xi8>, %a2: tensor<2x4xi16>, %a3: tensor<2x4xi32>, %a4: tensor<2x4xi64>, %a5: tensor<2x4xui8>, %a6: tensor<2x4xui16>, %a7: tensor<2x4xui32>, %a8: tensor<2x4xui64>, %a9: tensor<2x4xf16>, %a10: tensor<2x4xf32>, %a11: tensor<2x4xf64>, %a12: tensor<2x4xcomplex<f32>>, %a13: tensor<2x4xcomplex<f64>>, %a14: tensor<2x4x!split.string>) {
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A0]] axis = -1 split = [3, 1] : tensor<2x4xi1> -> tensor<2x3xi1>, tensor<2x1xi1>{{$}}
  %0:2 = split.split_v2 %a0 axis = -1 split = [3, 1] : tensor<2x4xi1> -> tensor<2x3xi1>, tensor<2x1xi1>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A1]] axis = -1 split = [3, 1] : tensor<2x4xi8> -> tensor<2x3xi8>, tensor<2x1xi8>{{$}}
  %1:2 = "split.split_v2"(%a1) {axis = -1 : i64, split = array<i64: 3, 1>} : (tensor<2x4xi8>) -> (tensor<2x3xi8>, tensor<2x1xi8>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A2]] axis = -1 split = [3, 1] : tensor<2x4xi16> -> tensor<2x3xi16>, tensor<2x1xi16>{{$}}
  %2:2 = split.split_v2 %a2 axis = -1 split = [3, 1] : tensor<2x4xi16> -> tensor<2x3xi16>, tensor<2x1xi16>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A3]] axis = -1 split = [3, 1] : tensor<2x4xi32> -> tensor<2x3xi32>, tensor<2x1xi32>{{$}}
  %3:2 = "split.split_v2"(%a3) {axis = -1 : i64, split = array<i64: 3, 1>} : (tensor<2x4xi32>) -> (tensor<2x3xi32>, tensor<2x1xi32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A4]] axis = -1 split = [3, 1] : tensor<2x4xi64> -> tensor<2x3xi64>, tensor<2x1xi64>{{$}}
  %4:2 = split.split_v2 %a4 axis = -1 split = [3, 1] : tensor<2x4xi64> -> tensor<2x3xi64>, tensor<2x1xi64>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A5]] axis = -1 split = [3, 1] : tensor<2x4xui8> -> tensor<2x3xui8>, tensor<2x1xui8>{{$}}
  %5:2 = "split.split_v2"(%a5) {axis = -1 : i64, split = array<i64: 3, 1>} : (tensor<2x4xui8>) -> (tensor<2x3xui8>, tensor<2x1xui8>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A6]] axis = -1 split = [3, 1] : tensor<2x4xui16> -> tensor<2x3xui16>, tensor<2x1xui16>{{$}}
  %6:2 = split.split_v2 %a6 axis = -1 split = [3, 1] : tensor<2x4xui16> -> tensor<2x3xui16>, tensor<2x1xui16>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A7]] axis = -1 split = [3, 1] : tensor<2x4xui32> -> tensor<2x3xui32>, tensor<2x1xui32>{{$}}
  %7:2 = "split.split_v2"(%a7) {axis = -1 : i64, split = array<i64: 3, 1>} : (tensor<2x4xui32>) -> (tensor<2x3xui32>, tensor<2x1xui32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A8]] axis = -1 split = [3, 1] : tensor<2x4xui64> -> tensor<2x3xui64>, tensor<2x1xui64>{{$}}
  %8:2 = split.split_v2 %a8 axis = -1 split = [3, 1] : tensor<2x4xui64> -> tensor<2x3xui64>, tensor<2x1xui64>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A9]] axis = -1 split = [3, 1] : tensor<2x4xf16> -> tensor<2x3xf16>, tensor<2x1xf16>{{$}}
  %9:2 = "split.split_v2"(%a9) {axis = -1 : i64, split = array<i64: 3, 1>} : (tensor<2x4xf16>) -> (tensor<2x3xf16>, tensor<2x1xf16>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A10]] axis = -1 split = [3, 1] : tensor<2x4xf32> -> tensor<2x3xf32>, tensor<2x1xf32>{{$}}
  %10:2 = split.split_v2 %a10 axis = -1 split = [3, 1] : tensor<2x4xf32> -> tensor<2x3xf32>, tensor<2x1xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A11]] axis = -1 split = [3, 1] : tensor<2x4xf64> -> tensor<2x3xf64>, tensor<2x1xf64>{{$}}
  %11:2 = "split.split_v2"(%a11) {axis = -1 : i64, split = array<i64: 3, 1>} : (tensor<2x4xf64>) -> (tensor<2x3xf64>, tensor<2x1xf64>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A12]] axis = -1 split = [3, 1] : tensor<2x4xcomplex<f32>> -> tensor<2x3xcomplex<f32>>, tensor<2x1xcomplex<f32>>{{$}}
  %12:2 = split.split_v2 %a12 axis = -1 split = [3, 1] : tensor<2x4xcomplex<f32>> -> tensor<2x3xcomplex<f32>>, tensor<2x1xcomplex<f32>>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A13]] axis = -1 split = [3, 1] : tensor<2x4xcomplex<f64>> -> tensor<2x3xcomplex<f64>>, tensor<2x1xcomplex<f64>>{{$}}
  %13:2 = "split.split_v2"(%a13) {axis = -1 : i64, split = array<i64: 3, 1>} : (tensor<2x4xcomplex<f64>>) -> (tensor<2x3xcomplex<f64>>, tensor<2x1xcomplex<f64>>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[A14]] axis = -1 split = [3, 1] : tensor<2x4x!split.string> -> tensor<2x3x!split.string>, tensor<2x1x!split.string>{{$}}
  %14:2 = split.split_v2 %a14 axis = -1 split = [3, 1] : tensor<2x4x!split.string> -> tensor<2x3x!split.string>, tensor<2x1x!split.string>
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @split_v11_element_types(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi8>, %[[A2:.*]]: tensor<4xi16>, %[[A3:.*]]: tensor<4xi32>, %[[A4:.*]]: tensor<4xi64>, %[[A5:.*]]: tensor<4xui8>, %[[A6:.*]]: tensor<4xui16>, %[[A7:.*]]: tensor<4xui32>, %[[A8:.*]]: tensor<4xui64>, %[[A9:.*]]: tensor<4xf16>, %[[A10:.*]]: tensor<4xf32>, %[[A11:.*]]: tensor<4xf64>, %[[A12:.*]]: tensor<4xcomplex<f32>>, %[[A13:.*]]: tensor<4xcomplex<f64>>, %[[A14:.*]]: tensor<4x!split.string>)
func.func @split_v11_element_types(%a0: tensor<4xi1>, %a1: tensor<4xi8>, %a2: tensor<4xi16>, %a3: tensor<4xi32>, %a4: tensor<4xi64>, %a5: tensor<4xui8>, %a6: tensor<4xui16>, %a7: tensor<4xui32>, %a8: tensor<4xui64>, %a9: tensor<4xf16>, %a10: tensor<4xf32>, %a11: tensor<4xf64>, %a12: tensor<4xcomplex<f32>>, %a13: tensor<4xcomplex<f64>>, %a14: tensor<4x!split.string>) {
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A0]] : tensor<4xi1> -> tensor<2xi1>, tensor<2xi1>{{$}}
  %0:2 = split.split_v11 %a0 : tensor<4xi1> -> tensor<2xi1>, tensor<2xi1>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A1]] : tensor<4xi8> -> tensor<2xi8>, tensor<2xi8>{{$}}
  %1:2 = "split.split_v11"(%a1) {axis = 0 : i64} : (tensor<4xi8>) -> (tensor<2xi8>, tensor<2xi8>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A2]] : tensor<4xi16> -> tensor<2xi16>, tensor<2xi16>{{$}}
  %2:2 = split.split_v11 %a2 : tensor<4xi16> -> tensor<2xi16>, tensor<2xi16>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A3]] : tensor<4xi32> -> tensor<2xi32>, tensor<2xi32>{{$}}
  %3:2 = "split.split_v11"(%a3) {axis = 0 : i64} : (tensor<4xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A4]] : tensor<4xi64> -> tensor<2xi64>, tensor<2xi64>{{$}}
  %4:2 = split.split_v11 %a4 : tensor<4xi64> -> tensor<2xi64>, tensor<2xi64>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A5]] : tensor<4xui8> -> tensor<2xui8>, tensor<2xui8>{{$}}
  %5:2 = "split.split_v11"(%a5) {axis = 0 : i64} : (tensor<4xui8>) -> (tensor<2xui8>, tensor<2xui8>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A6]] : tensor<4xui16> -> tensor<2xui16>, tensor<2xui16>{{$}}
  %6:2 = split.split_v11 %a6 : tensor<4xui16> -> tensor<2xui16>, tensor<2xui16>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A7]] : tensor<4xui32> -> tensor<2xui32>, tensor<2xui32>{{$}}
  %7:2 = "split.split_v11"(%a7) {axis = 0 : i64} : (tensor<4xui32>) -> (tensor<2xui32>, tensor<2xui32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A8]] : tensor<4xui64> -> tensor<2xui64>, tensor<2xui64>{{$}}
  %8:2 = split.split_v11 %a8 : tensor<4xui64> -> tensor<2xui64>, tensor<2xui64>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A9]] : tensor<4xf16> -> tensor<2xf16>, tensor<2xf16>{{$}}
  %9:2 = "split.split_v11"(%a9) {axis = 0 : i64} : (tensor<4xf16>) -> (tensor<2xf16>, tensor<2xf16>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A10]] : tensor<4xf32> -> tensor<2xf32>, tensor<2xf32>{{$}}
  %10:2 = split.split_v11 %a10 : tensor<4xf32> -> tensor<2xf32>, tensor<2xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A11]] : tensor<4xf64> -> tensor<2xf64>, tensor<2xf64>{{$}}
  %11:2 = "split.split_v11"(%a11) {axis = 0 : i64} : (tensor<4xf64>) -> (tensor<2xf64>, tensor<2xf64>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A12]] : tensor<4xcomplex<f32>> -> tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>{{$}}
  %12:2 = split.split_v11 %a12 : tensor<4xcomplex<f32>> -> tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A13]] : tensor<4xcomplex<f64>> -> tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>{{$}}
  %13:2 = "split.split_v11"(%a13) {axis = 0 : i64} : (tensor<4xcomplex<f64>>) -> (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v11 %[[A14]] : tensor<4x!split.string> -> tensor<2x!split.string>, tensor<2x!split.string>{{$}}
  %14:2 = split.split_v11 %a14 : tensor<4x!split.string> -> tensor<2x!split.string>, tensor<2x!split.string>
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @split_v13_element_types(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi8>, %[[A2:.*]]: tensor<4xi16>, %[[A3:.*]]: tensor<4xi32>, %[[A4:.*]]: tensor<4xi64>, %[[A5:.*]]: tensor<4xui8>, %[[A6:.*]]: tensor<4xui16>, %[[A7:.*]]: tensor<4xui32>, %[[A8:.*]]: tensor<4xui64>, %[[A9:.*]]: tensor<4xf16>, %[[A10:.*]]: tensor<4xf32>, %[[A11:.*]]: tensor<4xf64>, %[[A12:.*]]: tensor<4xcomplex<f32>>, %[[A13:.*]]: tensor<4xcomplex<f64>>, %[[A14:.*]]: tensor<4x!split.string>, %[[A15:.*]]: tensor<4xbf16>, %[[S:.*]]: tensor<2xi64>)
func.func @split_v13_element_types(%a0: tensor<4xi1>, %a1: tensor<4xi8>, %a2: tensor<4xi16>, %a3: tensor<4xi32>, %a4: tensor<4xi64>, %a5: tensor<4xui8>, %a6: tensor<4xui16>, %a7: tensor<4xui32>, %a8: tensor<4xui64>, %a9: tensor<4xf16>, %a10: tensor<4xf32>, %a11: tensor<4xf64>, %a12: tensor<4xcomplex<f32>>, %a13: tensor<4xcomplex<f64>>, %a14: tensor<4x!split.string>, %a15: tensor<4xbf16>, %s: tensor<2xi64>) {
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A0]], %[[S]] : tensor<4xi1>, tensor<2xi64> -> tensor<?xi1>, tensor<?xi1>{{$}}
  %0:2 = split.split_v13 %a0, %s : tensor<4xi1>, tensor<2xi64> -> tensor<?xi1>, tensor<?xi1>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A1]], %[[S]] : tensor<4xi8>, tensor<2xi64> -> tensor<?xi8>, tensor<?xi8>{{$}}
  %1:2 = "split.split_v13"(%a1, %s) {axis = 0 : i64} : (tensor<4xi8>, tensor<2xi64>) -> (tensor<?xi8>, tensor<?xi8>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A2]], %[[S]] : tensor<4xi16>, tensor<2xi64> -> tensor<?xi16>, tensor<?xi16>{{$}}
  %2:2 = split.split_v13 %a2, %s : tensor<4xi16>, tensor<2xi64> -> tensor<?xi16>, tensor<?xi16>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A3]], %[[S]] : tensor<4xi32>, tensor<2xi64> -> tensor<?xi32>, tensor<?xi32>{{$}}
  %3:2 = "split.split_v13"(%a3, %s) {axis = 0 : i64} : (tensor<4xi32>, tensor<2xi64>) -> (tensor<?xi32>, tensor<?xi32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A4]], %[[S]] : tensor<4xi64>, tensor<2xi64> -> tensor<?xi64>, tensor<?xi64>{{$}}
  %4:2 = split.split_v13 %a4, %s : tensor<4xi64>, tensor<2xi64> -> tensor<?xi64>, tensor<?xi64>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A5]], %[[S]] : tensor<4xui8>, tensor<2xi64> -> tensor<?xui8>, tensor<?xui8>{{$}}
  %5:2 = "split.split_v13"(%a5, %s) {axis = 0 : i64} : (tensor<4xui8>, tensor<2xi64>) -> (tensor<?xui8>, tensor<?xui8>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A6]], %[[S]] : tensor<4xui16>, tensor<2xi64> -> tensor<?xui16>, tensor<?xui16>{{$}}
  %6:2 = split.split_v13 %a6, %s : tensor<4xui16>, tensor<2xi64> -> tensor<?xui16>, tensor<?xui16>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A7]], %[[S]] : tensor<4xui32>, tensor<2xi64> -> tensor<?xui32>, tensor<?xui32>{{$}}
  %7:2 = "split.split_v13"(%a7, %s) {axis = 0 : i64} : (tensor<4xui32>, tensor<2xi64>) -> (tensor<?xui32>, tensor<?xui32>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A8]], %[[S]] : tensor<4xui64>, tensor<2xi64> -> tensor<?xui64>, tensor<?xui64>{{$}}
  %8:2 = split.split_v13 %a8, %s : tensor<4xui64>, tensor<2xi64> -> tensor<?xui64>, tensor<?xui64>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A9]], %[[S]] : tensor<4xf16>, tensor<2xi64> -> tensor<?xf16>, tensor<?xf16>{{$}}
  %9:2 = "split.split_v13"(%a9, %s) {axis = 0 : i64} : (tensor<4xf16>, tensor<2xi64>) -> (tensor<?xf16>, tensor<?xf16>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A10]], %[[S]] : tensor<4xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>{{$}}
  %10:2 = split.split_v13 %a10, %s : tensor<4xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A11]], %[[S]] : tensor<4xf64>, tensor<2xi64> -> tensor<?xf64>, tensor<?xf64>{{$}}
  %11:2 = "split.split_v13"(%a11, %s) {axis = 0 : i64} : (tensor<4xf64>, tensor<2xi64>) -> (tensor<?xf64>, tensor<?xf64>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A12]], %[[S]] : tensor<4xcomplex<f32>>, tensor<2xi64> -> tensor<?xcomplex<f32>>, tensor<?xcomplex<f32>>{{$}}
  %12:2 = split.split_v13 %a12, %s : tensor<4xcomplex<f32>>, tensor<2xi64> -> tensor<?xcomplex<f32>>, tensor<?xcomplex<f32>>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A13]], %[[S]] : tensor<4xcomplex<f64>>, tensor<2xi64> -> tensor<?xcomplex<f64>>, tensor<?xcomplex<f64>>{{$}}
  %13:2 = "split.split_v13"(%a13, %s) {axis = 0 : i64} : (tensor<4xcomplex<f64>>, tensor<2xi64>) -> (tensor<?xcomplex<f64>>, tensor<?xcomplex<f64>>)
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A14]], %[[S]] : tensor<4x!split.string>, tensor<2xi64> -> tensor<?x!split.string>, tensor<?x!split.string>{{$}}
  %14:2 = split.split_v13 %a14, %s : tensor<4x!split.string>, tensor<2xi64> -> tensor<?x!split.string>, tensor<?x!split.string>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[A15]], %[[S]] : tensor<4xbf16>, tensor<2xi64> -> tensor<?xbf16>, tensor<?xbf16>{{$}}
  %15:2 = "split.split_v13"(%a15, %s) {axis = 0 : i64} : (tensor<4xbf16>, tensor<2xi64>) -> (tensor<?xbf16>, tensor<?xbf16>)
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @split_v18_element_types(
// CHECK-SAME: %[[A0:.*]]: tensor<5xi1>, %[[A1:.*]]: tensor<5xi8>, %[[A2:.*]]: tensor<5xi16>, %[[A3:.*]]: tensor<5xi32>, %[[A4:.*]]: tensor<5xi64>, %[[A5:.*]]: tensor<5xui8>, %[[A6:.*]]: tensor<5xui16>, %[[A7:.*]]: tensor<5xui32>, %[[A8:.*]]: tensor<5xui64>, %[[A9:.*]]: tensor<5xf16>, %[[A10:.*]]: tensor<5xf32>, %[[A11:.*]]: tensor<5xf64>, %[[A12:.*]]: tensor<5xcomplex<f32>>, %[[A13:.*]]: tensor<5xcomplex<f64>>, %[[A14:.*]]: tensor<5x!split.string>, %[[A15:.*]]: tensor<5xbf16>)
func.func @split_v18_element_types(%a0: tensor<5xi1>, %a1: tensor<5xi8>, %a2: tensor<5xi16>, %a3: tensor<5xi32>, %a4: tensor<5xi64>, %a5: tensor<5xui8>, %a6: tensor<5xui16>, %a7: tensor<5xui32>, %a8: tensor<5xui64>, %a9: tensor<5xf16>, %a10: tensor<5xf32>, %a11: tensor<5xf64>, %a12: tensor<5xcomplex<f32>>, %a13: tensor<5xcomplex<f64>>, %a14: tensor<5x!split.string>, %a15: tensor<5xbf16>) {
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A0]] num_outputs = 3 : tensor<5xi1> -> tensor<2xi1>, tensor<2xi1>, tensor<1xi1>{{$}}
  %0:3 = split.split_v18 %a0 num_outputs = 3 : tensor<5xi1> -> tensor<2xi1>, tensor<2xi1>, tensor<1xi1>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A1]] num_outputs = 3 : tensor<5xi8> -> tensor<2xi8>, tensor<2xi8>, tensor<1xi8>{{$}}
  %1:3 = "split.split_v18"(%a1) {axis = 0 : i64, num_outputs = 3 : i64} : (tensor<5xi8>) -> (tensor<2xi8>, tensor<2xi8>, tensor<1xi8>)
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A2]] num_outputs = 3 : tensor<5xi16> -> tensor<2xi16>, tensor<2xi16>, tensor<1xi16>{{$}}
  %2:3 = split.split_v18 %a2 num_outputs = 3 : tensor<5xi16> -> tensor<2xi16>, tensor<2xi16>, tensor<1xi16>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A3]] num_outputs = 3 : tensor<5xi32> -> tensor<2xi32>, tensor<2xi32>, tensor<1xi32>{{$}}
  %3:3 = "split.split_v18"(%a3) {axis = 0 : i64, num_outputs = 3 : i64} : (tensor<5xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<1xi32>)
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A4]] num_outputs = 3 : tensor<5xi64> -> tensor<2xi64>, tensor<2xi64>, tensor<1xi64>{{$}}
  %4:3 = split.split_v18 %a4 num_outputs = 3 : tensor<5xi64> -> tensor<2xi64>, tensor<2xi64>, tensor<1xi64>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A5]] num_outputs = 3 : tensor<5xui8> -> tensor<2xui8>, tensor<2xui8>, tensor<1xui8>{{$}}
  %5:3 = "split.split_v18"(%a5) {axis = 0 : i64, num_outputs = 3 : i64} : (tensor<5xui8>) -> (tensor<2xui8>, tensor<2xui8>, tensor<1xui8>)
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A6]] num_outputs = 3 : tensor<5xui16> -> tensor<2xui16>, tensor<2xui16>, tensor<1xui16>{{$}}
  %6:3 = split.split_v18 %a6 num_outputs = 3 : tensor<5xui16> -> tensor<2xui16>, tensor<2xui16>, tensor<1xui16>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A7]] num_outputs = 3 : tensor<5xui32> -> tensor<2xui32>, tensor<2xui32>, tensor<1xui32>{{$}}
  %7:3 = "split.split_v18"(%a7) {axis = 0 : i64, num_outputs = 3 : i64} : (tensor<5xui32>) -> (tensor<2xui32>, tensor<2xui32>, tensor<1xui32>)
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A8]] num_outputs = 3 : tensor<5xui64> -> tensor<2xui64>, tensor<2xui64>, tensor<1xui64>{{$}}
  %8:3 = split.split_v18 %a8 num_outputs = 3 : tensor<5xui64> -> tensor<2xui64>, tensor<2xui64>, tensor<1xui64>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A9]] num_outputs = 3 : tensor<5xf16> -> tensor<2xf16>, tensor<2xf16>, tensor<1xf16>{{$}}
  %9:3 = "split.split_v18"(%a9) {axis = 0 : i64, num_outputs = 3 : i64} : (tensor<5xf16>) -> (tensor<2xf16>, tensor<2xf16>, tensor<1xf16>)
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A10]] num_outputs = 3 : tensor<5xf32> -> tensor<2xf32>, tensor<2xf32>, tensor<1xf32>{{$}}
  %10:3 = split.split_v18 %a10 num_outputs = 3 : tensor<5xf32> -> tensor<2xf32>, tensor<2xf32>, tensor<1xf32>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A11]] num_outputs = 3 : tensor<5xf64> -> tensor<2xf64>, tensor<2xf64>, tensor<1xf64>{{$}}
  %11:3 = "split.split_v18"(%a11) {axis = 0 : i64, num_outputs = 3 : i64} : (tensor<5xf64>) -> (tensor<2xf64>, tensor<2xf64>, tensor<1xf64>)
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A12]] num_outputs = 3 : tensor<5xcomplex<f32>> -> tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<1xcomplex<f32>>{{$}}
  %12:3 = split.split_v18 %a12 num_outputs = 3 : tensor<5xcomplex<f32>> -> tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<1xcomplex<f32>>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A13]] num_outputs = 3 : tensor<5xcomplex<f64>> -> tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<1xcomplex<f64>>{{$}}
  %13:3 = "split.split_v18"(%a13) {axis = 0 : i64, num_outputs = 3 : i64} : (tensor<5xcomplex<f64>>) -> (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<1xcomplex<f64>>)
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A14]] num_outputs = 3 : tensor<5x!split.string> -> tensor<2x!split.string>, tensor<2x!split.string>, tensor<1x!split.string>{{$}}
  %14:3 = split.split_v18 %a14 num_outputs = 3 : tensor<5x!split.string> -> tensor<2x!split.string>, tensor<2x!split.string>, tensor<1x!split.string>
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[A15]] num_outputs = 3 : tensor<5xbf16> -> tensor<2xbf16>, tensor<2xbf16>, tensor<1xbf16>{{$}}
  %15:3 = "split.split_v18"(%a15) {axis = 0 : i64, num_outputs = 3 : i64} : (tensor<5xbf16>) -> (tensor<2xbf16>, tensor<2xbf16>, tensor<1xbf16>)
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @split_to_sequence_v11_element_types(
// CHECK-SAME: %[[A0:.*]]: tensor<2x4xi1>, %[[A1:.*]]: tensor<2x4xi8>, %[[A2:.*]]: tensor<2x4xi16>, %[[A3:.*]]: tensor<2x4xi32>, %[[A4:.*]]: tensor<2x4xi64>, %[[A5:.*]]: tensor<2x4xui8>, %[[A6:.*]]: tensor<2x4xui16>, %[[A7:.*]]: tensor<2x4xui32>, %[[A8:.*]]: tensor<2x4xui64>, %[[A9:.*]]: tensor<2x4xf16>, %[[A10:.*]]: tensor<2x4xf32>, %[[A11:.*]]: tensor<2x4xf64>, %[[A12:.*]]: tensor<2x4xcomplex<f32>>, %[[A13:.*]]: tensor<2x4xcomplex<f64>>, %[[A14:.*]]: tensor<2x4x!split.string>)
func.func @split_to_sequence_v11_element_types(%a0: tensor<2x4xi1>, %a1: tensor<2x4xi8>, %a2: tensor<2x4xi16>, %a3: tensor<2x4xi32>, %a4: tensor<2x4xi64>, %a5: tensor<2x4xui8>, %a6: tensor<2x4xui16>, %a7: tensor<2x4xui32>, %a8: tensor<2x4xui64>, %a9: tensor<2x4xf16>, %a10: tensor<2x4xf32>, %a11: tensor<2x4xf64>, %a12: tensor<2x4xcomplex<f32>>, %a13: tensor<2x4xcomplex<f64>>, %a14: tensor<2x4x!split.string>) {
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A0]] axis = -1 keepdims = 0 : tensor<2x4xi1> -> !split.seq<tensor<2xi1>>{{$}}
  %0 = split.split_to_sequence_v11 %a0 axis = -1 keepdims = 0 : tensor<2x4xi1> -> !split.seq<tensor<2xi1>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A1]] axis = -1 keepdims = 0 : tensor<2x4xi8> -> !split.seq<tensor<2xi8>>{{$}}
  %1 = "split.split_to_sequence_v11"(%a1) {axis = -1 : i64, keepdims = 0 : i64} : (tensor<2x4xi8>) -> !split.seq<tensor<2xi8>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A2]] axis = -1 keepdims = 0 : tensor<2x4xi16> -> !split.seq<tensor<2xi16>>{{$}}
  %2 = split.split_to_sequence_v11 %a2 axis = -1 keepdims = 0 : tensor<2x4xi16> -> !split.seq<tensor<2xi16>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A3]] axis = -1 keepdims = 0 : tensor<2x4xi32> -> !split.seq<tensor<2xi32>>{{$}}
  %3 = "split.split_to_sequence_v11"(%a3) {axis = -1 : i64, keepdims = 0 : i64} : (tensor<2x4xi32>) -> !split.seq<tensor<2xi32>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A4]] axis = -1 keepdims = 0 : tensor<2x4xi64> -> !split.seq<tensor<2xi64>>{{$}}
  %4 = split.split_to_sequence_v11 %a4 axis = -1 keepdims = 0 : tensor<2x4xi64> -> !split.seq<tensor<2xi64>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A5]] axis = -1 keepdims = 0 : tensor<2x4xui8> -> !split.seq<tensor<2xui8>>{{$}}
  %5 = "split.split_to_sequence_v11"(%a5) {axis = -1 : i64, keepdims = 0 : i64} : (tensor<2x4xui8>) -> !split.seq<tensor<2xui8>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A6]] axis = -1 keepdims = 0 : tensor<2x4xui16> -> !split.seq<tensor<2xui16>>{{$}}
  %6 = split.split_to_sequence_v11 %a6 axis = -1 keepdims = 0 : tensor<2x4xui16> -> !split.seq<tensor<2xui16>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A7]] axis = -1 keepdims = 0 : tensor<2x4xui32> -> !split.seq<tensor<2xui32>>{{$}}
  %7 = "split.split_to_sequence_v11"(%a7) {axis = -1 : i64, keepdims = 0 : i64} : (tensor<2x4xui32>) -> !split.seq<tensor<2xui32>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A8]] axis = -1 keepdims = 0 : tensor<2x4xui64> -> !split.seq<tensor<2xui64>>{{$}}
  %8 = split.split_to_sequence_v11 %a8 axis = -1 keepdims = 0 : tensor<2x4xui64> -> !split.seq<tensor<2xui64>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A9]] axis = -1 keepdims = 0 : tensor<2x4xf16> -> !split.seq<tensor<2xf16>>{{$}}
  %9 = "split.split_to_sequence_v11"(%a9) {axis = -1 : i64, keepdims = 0 : i64} : (tensor<2x4xf16>) -> !split.seq<tensor<2xf16>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A10]] axis = -1 keepdims = 0 : tensor<2x4xf32> -> !split.seq<tensor<2xf32>>{{$}}
  %10 = split.split_to_sequence_v11 %a10 axis = -1 keepdims = 0 : tensor<2x4xf32> -> !split.seq<tensor<2xf32>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A11]] axis = -1 keepdims = 0 : tensor<2x4xf64> -> !split.seq<tensor<2xf64>>{{$}}
  %11 = "split.split_to_sequence_v11"(%a11) {axis = -1 : i64, keepdims = 0 : i64} : (tensor<2x4xf64>) -> !split.seq<tensor<2xf64>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A12]] axis = -1 keepdims = 0 : tensor<2x4xcomplex<f32>> -> !split.seq<tensor<2xcomplex<f32>>>{{$}}
  %12 = split.split_to_sequence_v11 %a12 axis = -1 keepdims = 0 : tensor<2x4xcomplex<f32>> -> !split.seq<tensor<2xcomplex<f32>>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A13]] axis = -1 keepdims = 0 : tensor<2x4xcomplex<f64>> -> !split.seq<tensor<2xcomplex<f64>>>{{$}}
  %13 = "split.split_to_sequence_v11"(%a13) {axis = -1 : i64, keepdims = 0 : i64} : (tensor<2x4xcomplex<f64>>) -> !split.seq<tensor<2xcomplex<f64>>>
  // CHECK-NEXT: %{{.*}} = split.split_to_sequence_v11 %[[A14]] axis = -1 keepdims = 0 : tensor<2x4x!split.string> -> !split.seq<tensor<2x!split.string>>{{$}}
  %14 = split.split_to_sequence_v11 %a14 axis = -1 keepdims = 0 : tensor<2x4x!split.string> -> !split.seq<tensor<2x!split.string>>
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @split_to_sequence_v24_element_types(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi8>, %[[A2:.*]]: tensor<4xi16>, %[[A3:.*]]: tensor<4xi32>, %[[A4:.*]]: tensor<4xi64>, %[[A5:.*]]: tensor<4xui8>, %[[A6:.*]]: tensor<4xui16>, %[[A7:.*]]: tensor<4xui32>, %[[A8:.*]]: tensor<4xui64>, %[[A9:.*]]: tensor<4xf16>, %[[A10:.*]]: tensor<4xf32>, %[[A11:.*]]: tensor<4xf64>, %[[A12:.*]]: tensor<4xcomplex<f32>>, %[[A13:.*]]: tensor<4xcomplex<f64>>, %[[A14:.*]]: tensor<4x!split.string>, %[[A15:.*]]: tensor<4xbf16>, %[[L:.*]]: tensor<2xi32>, %[[P:.*]]: tensor<i64>)
func.func @split_to_sequence_v24_element_types(%a0: tensor<4xi1>, %a1: tensor<4xi8>, %a2: tensor<4xi16>, %a3: tensor<4xi32>, %a4: tensor<4xi64>, %a5: tensor<4xui8>, %a6: tensor<4xui16>, %a7: tensor<4xui32>, %a8: tensor<4xui64>, %a9: tensor<4xf16>, %a10: tensor<4xf32>, %a11: tensor<4xf64>, %a12: tensor<4xcomplex<f32>>, %a13: tensor<4xcomplex<f64>>, %a14: tensor<4x!split.string>, %a15: tensor<4xbf16>, %l: tensor<2xi32>, %p: tensor<i64>) {
  // CHECK-NEXT: %[[Q0:.*]] = split.split_to_sequence_v24 %[[A0]], %[[L]] : tensor<4xi1>, tensor<2xi32> -> !split.seq<tensor<?xi1>>{{$}}
  %q0 = split.split_to_sequence_v24 %a0, %l : tensor<4xi1>, tensor<2xi32> -> !split.seq<tensor<?xi1>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q0]][%[[P]]] : !split.seq<tensor<?xi1>>, tensor<i64> -> tensor<?xi1>{{$}}
  %e0 = "split.sequence_at"(%q0, %p) : (!split.seq<tensor<?xi1>>, tensor<i64>) -> tensor<?xi1>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q0]] : !split.seq<tensor<?xi1>>{{$}}
  %n0 = split.sequence_length %q0 : !split.seq<tensor<?xi1>>
  // CHECK-NEXT: %[[Q1:.*]] = split.split_to_sequence_v24 %[[A1]], %[[L]] : tensor<4xi8>, tensor<2xi32> -> !split.seq<tensor<?xi8>>{{$}}
  %q1 = "split.split_to_sequence_v24"(%a1, %l) {axis = 0 : i64, keepdims = 1 : i64} : (tensor<4xi8>, tensor<2xi32>) -> !split.seq<tensor<?xi8>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q1]][%[[P]]] : !split.seq<tensor<?xi8>>, tensor<i64> -> tensor<?xi8>{{$}}
  %e1 = split.sequence_at %q1[%p] : !split.seq<tensor<?xi8>>, tensor<i64> -> tensor<?xi8>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q1]] : !split.seq<tensor<?xi8>>{{$}}
  %n1 = "split.sequence_length"(%q1) : (!split.seq<tensor<?xi8>>) -> tensor<i64>
  // CHECK-NEXT: %[[Q2:.*]] = split.split_to_sequence_v24 %[[A2]], %[[L]] : tensor<4xi16>, tensor<2xi32> -> !split.seq<tensor<?xi16>>{{$}}
  %q2 = split.split_to_sequence_v24 %a2, %l : tensor<4xi16>, tensor<2xi32> -> !split.seq<tensor<?xi16>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q2]][%[[P]]] : !split.seq<tensor<?xi16>>, tensor<i64> -> tensor<?xi16>{{$}}
  %e2 = "split.sequence_at"(%q2, %p) : (!split.seq<tensor<?xi16>>, tensor<i64>) -> tensor<?xi16>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q2]] : !split.seq<tensor<?xi16>>{{$}}
  %n2 = split.sequence_length %q2 : !split.seq<tensor<?xi16>>
  // CHECK-NEXT: %[[Q3:.*]] = split.split_to_sequence_v24 %[[A3]], %[[L]] : tensor<4xi32>, tensor<2xi32> -> !split.seq<tensor<?xi32>>{{$}}
  %q3 = "split.split_to_sequence_v24"(%a3, %l) {axis = 0 : i64, keepdims = 1 : i64} : (tensor<4xi32>, tensor<2xi32>) -> !split.seq<tensor<?xi32>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q3]][%[[P]]] : !split.seq<tensor<?xi32>>, tensor<i64> -> tensor<?xi32>{{$}}
  %e3 = split.sequence_at %q3[%p] : !split.seq<tensor<?xi32>>, tensor<i64> -> tensor<?xi32>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q3]] : !split.seq<tensor<?xi32>>{{$}}
  %n3 = "split.sequence_length"(%q3) : (!split.seq<tensor<?xi32>>) -> tensor<i64>
  // CHECK-NEXT: %[[Q4:.*]] = split.split_to_sequence_v24 %[[A4]], %[[L]] : tensor<4xi64>, tensor<2xi32> -> !split.seq<tensor<?xi64>>{{$}}
  %q4 = split.split_to_sequence_v24 %a4, %l : tensor<4xi64>, tensor<2xi32> -> !split.seq<tensor<?xi64>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q4]][%[[P]]] : !split.seq<tensor<?xi64>>, tensor<i64> -> tensor<?xi64>{{$}}
  %e4 = "split.sequence_at"(%q4, %p) : (!split.seq<tensor<?xi64>>, tensor<i64>) -> tensor<?xi64>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q4]] : !split.seq<tensor<?xi64>>{{$}}
  %n4 = split.sequence_length %q4 : !split.seq<tensor<?xi64>>
  // CHECK-NEXT: %[[Q5:.*]] = split.split_to_sequence_v24 %[[A5]], %[[L]] : tensor<4xui8>, tensor<2xi32> -> !split.seq<tensor<?xui8>>{{$}}
  %q5 = "split.split_to_sequence_v24"(%a5, %l) {axis = 0 : i64, keepdims = 1 : i64} : (tensor<4xui8>, tensor<2xi32>) -> !split.seq<tensor<?xui8>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q5]][%[[P]]] : !split.seq<tensor<?xui8>>, tensor<i64> -> tensor<?xui8>{{$}}
  %e5 = split.sequence_at %q5[%p] : !split.seq<tensor<?xui8>>, tensor<i64> -> tensor<?xui8>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q5]] : !split.seq<tensor<?xui8>>{{$}}
  %n5 = "split.sequence_length"(%q5) : (!split.seq<tensor<?xui8>>) -> tensor<i64>
  // CHECK-NEXT: %[[Q6:.*]] = split.split_to_sequence_v24 %[[A6]], %[[L]] : tensor<4xui16>, tensor<2xi32> -> !split.seq<tensor<?xui16>>{{$}}
  %q6 = split.split_to_sequence_v24 %a6, %l : tensor<4xui16>, tensor<2xi32> -> !split.seq<tensor<?xui16>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q6]][%[[P]]] : !split.seq<tensor<?xui16>>, tensor<i64> -> tensor<?xui16>{{$}}
  %e6 = "split.sequence_at"(%q6, %p) : (!split.seq<tensor<?xui16>>, tensor<i64>) -> tensor<?xui16>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q6]] : !split.seq<tensor<?xui16>>{{$}}
  %n6 = split.sequence_length %q6 : !split.seq<tensor<?xui16>>
  // CHECK-NEXT: %[[Q7:.*]] = split.split_to_sequence_v24 %[[A7]], %[[L]] : tensor<4xui32>, tensor<2xi32> -> !split.seq<tensor<?xui32>>{{$}}
  %q7 = "split.split_to_sequence_v24"(%a7, %l) {axis = 0 : i64, keepdims = 1 : i64} : (tensor<4xui32>, tensor<2xi32>) -> !split.seq<tensor<?xui32>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q7]][%[[P]]] : !split.seq<tensor<?xui32>>, tensor<i64> -> tensor<?xui32>{{$}}
  %e7 = split.sequence_at %q7[%p] : !split.seq<tensor<?xui32>>, tensor<i64> -> tensor<?xui32>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q7]] : !split.seq<tensor<?xui32>>{{$}}
  %n7 = "split.sequence_length"(%q7) : (!split.seq<tensor<?xui32>>) -> tensor<i64>
  // CHECK-NEXT: %[[Q8:.*]] = split.split_to_sequence_v24 %[[A8]], %[[L]] : tensor<4xui64>, tensor<2xi32> -> !split.seq<tensor<?xui64>>{{$}}
  %q8 = split.split_to_sequence_v24 %a8, %l : tensor<4xui64>, tensor<2xi32> -> !split.seq<tensor<?xui64>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q8]][%[[P]]] : !split.seq<tensor<?xui64>>, tensor<i64> -> tensor<?xui64>{{$}}
  %e8 = "split.sequence_at"(%q8, %p) : (!split.seq<tensor<?xui64>>, tensor<i64>) -> tensor<?xui64>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q8]] : !split.seq<tensor<?xui64>>{{$}}
  %n8 = split.sequence_length %q8 : !split.seq<tensor<?xui64>>
  // CHECK-NEXT: %[[Q9:.*]] = split.split_to_sequence_v24 %[[A9]], %[[L]] : tensor<4xf16>, tensor<2xi32> -> !split.seq<tensor<?xf16>>{{$}}
  %q9 = "split.split_to_sequence_v24"(%a9, %l) {axis = 0 : i64, keepdims = 1 : i64} : (tensor<4xf16>, tensor<2xi32>) -> !split.seq<tensor<?xf16>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q9]][%[[P]]] : !split.seq<tensor<?xf16>>, tensor<i64> -> tensor<?xf16>{{$}}
  %e9 = split.sequence_at %q9[%p] : !split.seq<tensor<?xf16>>, tensor<i64> -> tensor<?xf16>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q9]] : !split.seq<tensor<?xf16>>{{$}}
  %n9 = "split.sequence_length"(%q9) : (!split.seq<tensor<?xf16>>) -> tensor<i64>
  // CHECK-NEXT: %[[Q10:.*]] = split.split_to_sequence_v24 %[[A10]], %[[L]] : tensor<4xf32>, tensor<2xi32> -> !split.seq<tensor<?xf32>>{{$}}
  %q10 = split.split_to_sequence_v24 %a10, %l : tensor<4xf32>, tensor<2xi32> -> !split.seq<tensor<?xf32>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q10]][%[[P]]] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>{{$}}
  %e10 = "split.sequence_at"(%q10, %p) : (!split.seq<tensor<?xf32>>, tensor<i64>) -> tensor<?xf32>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q10]] : !split.seq<tensor<?xf32>>{{$}}
  %n10 = split.sequence_length %q10 : !split.seq<tensor<?xf32>>
  // CHECK-NEXT: %[[Q11:.*]] = split.split_to_sequence_v24 %[[A11]], %[[L]] : tensor<4xf64>, tensor<2xi32> -> !split.seq<tensor<?xf64>>{{$}}
  %q11 = "split.split_to_sequence_v24"(%a11, %l) {axis = 0 : i64, keepdims = 1 : i64} : (tensor<4xf64>, tensor<2xi32>) -> !split.seq<tensor<?xf64>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q11]][%[[P]]] : !split.seq<tensor<?xf64>>, tensor<i64> -> tensor<?xf64>{{$}}
  %e11 = split.sequence_at %q11[%p] : !split.seq<tensor<?xf64>>, tensor<i64> -> tensor<?xf64>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q11]] : !split.seq<tensor<?xf64>>{{$}}
  %n11 = "split.sequence_length"(%q11) : (!split.seq<tensor<?xf64>>) -> tensor<i64>
  // CHECK-NEXT: %[[Q12:.*]] = split.split_to_sequence_v24 %[[A12]], %[[L]] : tensor<4xcomplex<f32>>, tensor<2xi32> -> !split.seq<tensor<?xcomplex<f32>>>{{$}}
  %q12 = split.split_to_sequence_v24 %a12, %l : tensor<4xcomplex<f32>>, tensor<2xi32> -> !split.seq<tensor<?xcomplex<f32>>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q12]][%[[P]]] : !split.seq<tensor<?xcomplex<f32>>>, tensor<i64> -> tensor<?xcomplex<f32>>{{$}}
  %e12 = "split.sequence_at"(%q12, %p) : (!split.seq<tensor<?xcomplex<f32>>>, tensor<i64>) -> tensor<?xcomplex<f32>>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q12]] : !split.seq<tensor<?xcomplex<f32>>>{{$}}
  %n12 = split.sequence_length %q12 : !split.seq<tensor<?xcomplex<f32>>>
  // CHECK-NEXT: %[[Q13:.*]] = split.split_to_sequence_v24 %[[A13]], %[[L]] : tensor<4xcomplex<f64>>, tensor<2xi32> -> !split.seq<tensor<?xcomplex<f64>>>{{$}}
  %q13 = "split.split_to_sequence_v24"(%a13, %l) {axis = 0 : i64, keepdims = 1 : i64} : (tensor<4xcomplex<f64>>, tensor<2xi32>) -> !split.seq<tensor<?xcomplex<f64>>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q13]][%[[P]]] : !split.seq<tensor<?xcomplex<f64>>>, tensor<i64> -> tensor<?xcomplex<f64>>{{$}}
  %e13 = split.sequence_at %q13[%p] : !split.seq<tensor<?xcomplex<f64>>>, tensor<i64> -> tensor<?xcomplex<f64>>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q13]] : !split.seq<tensor<?xcomplex<f64>>>{{$}}
  %n13 = "split.sequence_length"(%q13) : (!split.seq<tensor<?xcomplex<f64>>>) -> tensor<i64>
  // CHECK-NEXT: %[[Q14:.*]] = split.split_to_sequence_v24 %[[A14]], %[[L]] : tensor<4x!split.string>, tensor<2xi32> -> !split.seq<tensor<?x!split.string>>{{$}}
  %q14 = split.split_to_sequence_v24 %a14, %l : tensor<4x!split.string>, tensor<2xi32> -> !split.seq<tensor<?x!split.string>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q14]][%[[P]]] : !split.seq<tensor<?x!split.string>>, tensor<i64> -> tensor<?x!split.string>{{$}}
  %e14 = "split.sequence_at"(%q14, %p) : (!split.seq<tensor<?x!split.string>>, tensor<i64>) -> tensor<?x!split.string>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q14]] : !split.seq<tensor<?x!split.string>>{{$}}
  %n14 = split.sequence_length %q14 : !split.seq<tensor<?x!split.string>>
  // CHECK-NEXT: %[[Q15:.*]] = split.split_to_sequence_v24 %[[A15]], %[[L]] : tensor<4xbf16>, tensor<2xi32> -> !split.seq<tensor<?xbf16>>{{$}}
  %q15 = "split.split_to_sequence_v24"(%a15, %l) {axis = 0 : i64, keepdims = 1 : i64} : (tensor<4xbf16>, tensor<2xi32>) -> !split.seq<tensor<?xbf16>>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q15]][%[[P]]] : !split.seq<tensor<?xbf16>>, tensor<i64> -> tensor<?xbf16>{{$}}
  %e15 = split.sequence_at %q15[%p] : !split.seq<tensor<?xbf16>>, tensor<i64> -> tensor<?xbf16>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[Q15]] : !split.seq<tensor<?xbf16>>{{$}}
  %n15 = "split.sequence_length"(%q15) : (!split.seq<tensor<?xbf16>>) -> tensor<i64>
  // CHECK-NEXT: return
  return
}

//===----------------------------------------------------------------------===//
// Exact generic form (docs/Interface.md) of one op of each kind, including the default
// attributes that the parser materialises.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @generic_forms(
// CHECK-SAME: %[[X:.*]]: tensor<3x6xf32>, %[[S:.*]]: tensor<2xi64>, %[[F:.*]]: tensor<2xf32>, %[[Y:.*]]: tensor<2x7xf32>, %[[I:.*]]: tensor<i32>)
// GENERIC-LABEL: sym_name = "generic_forms"
// GENERIC-NEXT: ^bb0(%[[X:.*]]: tensor<3x6xf32>, %[[S:.*]]: tensor<2xi64>, %[[F:.*]]: tensor<2xf32>, %[[Y:.*]]: tensor<2x7xf32>, %[[I:.*]]: tensor<i32>):
func.func @generic_forms(%x: tensor<3x6xf32>, %s: tensor<2xi64>, %f: tensor<2xf32>, %y: tensor<2x7xf32>, %i: tensor<i32>) {
  // CHECK-NEXT: %{{.*}}:2 = split.split_v1 %[[X]], %[[F]] axis = 1 : tensor<3x6xf32>, tensor<2xf32> -> tensor<3x2xf32>, tensor<3x4xf32>{{$}}
  // GENERIC-NEXT: %{{.*}}:2 = "split.split_v1"(%[[X]], %[[F]]) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<2xf32>) -> (tensor<3x2xf32>, tensor<3x4xf32>){{$}}
  %0:2 = split.split_v1 %x, %f axis = 1 : tensor<3x6xf32>, tensor<2xf32> -> tensor<3x2xf32>, tensor<3x4xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v2 %[[X]] axis = -1 split = [2, 4] : tensor<3x6xf32> -> tensor<3x2xf32>, tensor<3x4xf32>{{$}}
  // GENERIC-NEXT: %{{.*}}:2 = "split.split_v2"(%[[X]]) {axis = -1 : i64, split = array<i64: 2, 4>} : (tensor<3x6xf32>) -> (tensor<3x2xf32>, tensor<3x4xf32>){{$}}
  %1:2 = "split.split_v2"(%x) {axis = -1 : i64, split = array<i64: 2, 4>} : (tensor<3x6xf32>) -> (tensor<3x2xf32>, tensor<3x4xf32>)
  // CHECK-NEXT: %{{.*}}:3 = split.split_v11 %[[X]] : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>{{$}}
  // GENERIC-NEXT: %{{.*}}:3 = "split.split_v11"(%[[X]]) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>){{$}}
  %2:3 = split.split_v11 %x : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>
  // CHECK-NEXT: %{{.*}}:2 = split.split_v13 %[[X]], %[[S]] : tensor<3x6xf32>, tensor<2xi64> -> tensor<1x6xf32>, tensor<2x6xf32>{{$}}
  // GENERIC-NEXT: %{{.*}}:2 = "split.split_v13"(%[[X]], %[[S]]) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<1x6xf32>, tensor<2x6xf32>){{$}}
  %3:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<1x6xf32>, tensor<2x6xf32>)
  // CHECK-NEXT: %{{.*}}:3 = split.split_v18 %[[Y]] axis = 1 num_outputs = 3 : tensor<2x7xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>{{$}}
  // GENERIC-NEXT: %{{.*}}:3 = "split.split_v18"(%[[Y]]) {axis = 1 : i64, num_outputs = 3 : i64} : (tensor<2x7xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>){{$}}
  %4:3 = split.split_v18 %y axis = 1 num_outputs = 3 : tensor<2x7xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
  // CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]] axis = 1 keepdims = 0 : tensor<3x6xf32> -> !split.seq<tensor<3xf32>>{{$}}
  // GENERIC-NEXT: %[[Q:.*]] = "split.split_to_sequence_v11"(%[[X]]) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<3xf32>>{{$}}
  %q = "split.split_to_sequence_v11"(%x) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<3xf32>>
  // CHECK-NEXT: %[[R:.*]] = split.split_to_sequence_v24 %[[X]], %[[I]] : tensor<3x6xf32>, tensor<i32> -> !split.seq<tensor<?x6xf32>>{{$}}
  // GENERIC-NEXT: %[[R:.*]] = "split.split_to_sequence_v24"(%[[X]], %[[I]]) {axis = 0 : i64, keepdims = 1 : i64} : (tensor<3x6xf32>, tensor<i32>) -> !split.seq<tensor<?x6xf32>>{{$}}
  %r = split.split_to_sequence_v24 %x, %i : tensor<3x6xf32>, tensor<i32> -> !split.seq<tensor<?x6xf32>>
  // CHECK-NEXT: %[[M:.*]] = arith.constant dense<-1> : tensor<i64>
  // GENERIC-NEXT: %[[M:.*]] = "arith.constant"() <{value = dense<-1> : tensor<i64>}> : () -> tensor<i64>
  %m = arith.constant dense<-1> : tensor<i64>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[Q]][%[[M]]] : !split.seq<tensor<3xf32>>, tensor<i64> -> tensor<3xf32>{{$}}
  // GENERIC-NEXT: %{{.*}} = "split.sequence_at"(%[[Q]], %[[M]]) : (!split.seq<tensor<3xf32>>, tensor<i64>) -> tensor<3xf32>{{$}}
  %e = "split.sequence_at"(%q, %m) : (!split.seq<tensor<3xf32>>, tensor<i64>) -> tensor<3xf32>
  // CHECK-NEXT: %{{.*}} = split.sequence_at %[[R]][%[[I]]] : !split.seq<tensor<?x6xf32>>, tensor<i32> -> tensor<?x6xf32>{{$}}
  // GENERIC-NEXT: %{{.*}} = "split.sequence_at"(%[[R]], %[[I]]) : (!split.seq<tensor<?x6xf32>>, tensor<i32>) -> tensor<?x6xf32>{{$}}
  %e2 = split.sequence_at %r[%i] : !split.seq<tensor<?x6xf32>>, tensor<i32> -> tensor<?x6xf32>
  // CHECK-NEXT: %{{.*}} = split.sequence_length %[[R]] : !split.seq<tensor<?x6xf32>>{{$}}
  // GENERIC-NEXT: %{{.*}} = "split.sequence_length"(%[[R]]) : (!split.seq<tensor<?x6xf32>>) -> tensor<i64>{{$}}
  %n = split.sequence_length %r : !split.seq<tensor<?x6xf32>>
  // CHECK-NEXT: return
  // GENERIC-NEXT: "func.return"() : () -> ()
  return
}
