// RUN: split-opt %s --pass-pipeline="builtin.module(func.func(affine-simplify-min-max))" | FileCheck %s

// ValueBoundsOpInterface of split results, seen by an upstream pass that
// uses ValueBoundsConstraintSet: affine-simplify-min-max drops the terms of
// an affine.min / affine.max that the bounds prove never to be the
// minimum / maximum. Without the interface, nothing relates a result's size
// to its input's and every min/max below stays.

// Equal parts: each part is d / 2, so min(2 * part, d) is 2 * part.
// CHECK-DAG: #[[TWICE:.*]] = affine_map<()[s0, s1] -> (s0 * 2)>
// CHECK-DAG: #[[CEIL:.*]] = affine_map<()[s0, s1] -> (s1 ceildiv 3)>
// CHECK-LABEL: func.func @equal_parts
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}#1, %{{.*}} : tensor<?x4xf32>
// CHECK-NEXT: %[[N:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x4xf32>
// CHECK-NEXT: %[[M:.*]] = affine.apply #[[TWICE]]()[%[[D]], %[[N]]]
// CHECK-NEXT: return %[[M]]
func.func @equal_parts(%x: tensor<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %a:2 = split.split_v11 %x : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
  %d = tensor.dim %a#1, %c0 : tensor<?x4xf32>
  %n = tensor.dim %x, %c0 : tensor<?x4xf32>
  %m = affine.min affine_map<()[s0, s1] -> (s0 * 2, s1)>()[%d, %n]
  return %m : index
}

// num_outputs: the first parts are ceil(d / 3).
// CHECK-LABEL: func.func @ceil_parts
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}#0, %{{.*}} : tensor<?xf32>
// CHECK-NEXT: %[[N:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?xf32>
// CHECK-NEXT: %[[M:.*]] = affine.apply #[[CEIL]]()[%[[D]], %[[N]]]
// CHECK-NEXT: return %[[M]]
func.func @ceil_parts(%x: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %a:3 = split.split_v18 %x num_outputs = 3 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  %d = tensor.dim %a#0, %c0 : tensor<?xf32>
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %m = affine.max affine_map<()[s0, s1] -> (s0, s1 ceildiv 3)>()[%d, %n]
  return %m : index
}

// Sizes read from an operand at run time: only that a part lies within the
// input (min(part, d) is the part); min(part, 3) is not decided.
// CHECK-LABEL: func.func @list_operand
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}#1, %{{.*}} : tensor<?xf32>
// CHECK-NEXT: %[[M:.*]] = affine.min #{{.*}}()[%[[D]]]
// CHECK-NEXT: return %[[D]], %[[M]]
func.func @list_operand(%x: tensor<?xf32>, %s: tensor<2xi64>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %a:2 = split.split_v13 %x, %s : tensor<?xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  %d = tensor.dim %a#1, %c0 : tensor<?xf32>
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %m = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%d, %n]
  %k = affine.min affine_map<()[s0] -> (s0, 3)>()[%d]
  return %m, %k : index, index
}

// split.split: the part along the axis is its size operand, the other
// dimensions are the input's.
// CHECK-LABEL: func.func @normalised
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[N:.*]]: index)
// CHECK: %[[K:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x?xf32>
// CHECK-NEXT: return %[[N]], %[[K]]
func.func @normalised(%x: tensor<?x?xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a:2 = split.split %x axis = 0 sizes = [2, %n] : tensor<?x?xf32> -> tensor<2x?xf32>, tensor<?x?xf32>
  %d0 = tensor.dim %a#1, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a#1, %c1 : tensor<?x?xf32>
  %k = tensor.dim %x, %c1 : tensor<?x?xf32>
  %p = affine.min affine_map<()[s0, s1] -> (s1, s0 + 1)>()[%d0, %n]
  %q = affine.min affine_map<()[s0, s1] -> (s1, s0 + 1)>()[%d1, %k]
  return %p, %q : index, index
}
