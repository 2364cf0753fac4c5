// RUN: split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize --split-input-file | FileCheck %s

// tensor.dim of a split result folds into the sizes the split computes
// (ReifyRankedShapedTypeOpInterface), so upstream shape passes see through
// split ops, but only when the op's attributes, types and constant operands
// prove it valid. A split that may fail at run time keeps its tensor.dim
// users: once they no longer use it, the op (no memory effects) is erased
// as dead, and its run-time check with it, so that a program whose split
// breaks a rule would go on with the sizes of a split that never happened
// (test/Integration/reify).

// Valid whatever the input's size: sizes from the attribute along a static
// axis; the other dimension is the input's.
// CHECK-LABEL: func.func @proven_valid
// CHECK-SAME: (%[[X:.*]]: tensor<?x6xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x6xf32>
// CHECK-NEXT: return %[[D]], %[[C4]]
func.func @proven_valid(%x: tensor<?x6xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a:2 = split.split_v11 %x axis = 1 split = [2, 4] : tensor<?x6xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  %d = tensor.dim %a#1, %c0 : tensor<?x?xf32>
  %n = tensor.dim %a#1, %c1 : tensor<?x?xf32>
  return %d, %n : index, index
}

// -----

// num_outputs over a static axis: ceil parts, the last one 1.
// CHECK-LABEL: func.func @proven_num_outputs
// CHECK-SAME: (%[[X:.*]]: tensor<4x7xf32>)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NOT: split.split_v18
// CHECK: return %[[C3]], %[[C1]]
func.func @proven_num_outputs(%x: tensor<4x7xf32>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %a:3 = split.split_v18 %x axis = 1 num_outputs = 3 : tensor<4x7xf32> -> tensor<4x?xf32>, tensor<4x?xf32>, tensor<4x?xf32>
  %d0 = tensor.dim %a#0, %c1 : tensor<4x?xf32>
  %d2 = tensor.dim %a#2, %c1 : tensor<4x?xf32>
  return %d0, %d2 : index, index
}

// -----

// A constant split operand that proves the op valid.
// CHECK-LABEL: func.func @constant_operand
// CHECK-SAME: (%[[X:.*]]: tensor<5x?xf32>)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<5x?xf32>
// CHECK-NEXT: return %[[C3]], %[[D]]
func.func @constant_operand(%x: tensor<5x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.constant dense<[2, 3]> : tensor<2xi64>
  %a:2 = split.split_v13 %x, %s : tensor<5x?xf32>, tensor<2xi64> -> tensor<?x?xf32>, tensor<?x?xf32>
  %n = tensor.dim %a#1, %c0 : tensor<?x?xf32>
  %d = tensor.dim %a#1, %c1 : tensor<?x?xf32>
  return %n, %d : index, index
}

// -----

// Equal parts of a dynamic dimension fail unless it is divisible: not
// reified, not even the other dimension (that too would leave the op dead).
// CHECK-LABEL: func.func @equal_parts_dynamic
// CHECK: %[[A:.*]]:2 = split.split_v11
// CHECK: %[[D:.*]] = tensor.dim %[[A]]#1, %{{.*}} : tensor<?x?xf32>
// CHECK: %[[E:.*]] = tensor.dim %[[A]]#1, %{{.*}} : tensor<?x?xf32>
// CHECK-NEXT: return %[[D]], %[[E]]
func.func @equal_parts_dynamic(%x: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a:2 = split.split_v11 %x : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  %d = tensor.dim %a#1, %c0 : tensor<?x?xf32>
  %e = tensor.dim %a#1, %c1 : tensor<?x?xf32>
  return %d, %e : index, index
}

// -----

// num_outputs = 4 of a dynamic dimension: a dimension of 5 leaves -1 for the
// last part, which the op's check reports; the size is not reified.
// CHECK-LABEL: func.func @num_outputs_dynamic
// CHECK: %[[A:.*]]:4 = split.split_v18
// CHECK: %[[D:.*]] = tensor.dim %[[A]]#3, %{{.*}} : tensor<?xf32>
// CHECK-NEXT: return %[[D]]
func.func @num_outputs_dynamic(%x: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %a:4 = split.split_v18 %x num_outputs = 4 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  %d = tensor.dim %a#3, %c0 : tensor<?xf32>
  return %d : index
}

// -----

// Sizes read from an operand at run time, and split.split with a run-time
// size: not reified.
// CHECK-LABEL: func.func @run_time_sizes
// CHECK: %[[A:.*]]:2 = split.split_v13
// CHECK: %[[B:.*]]:2 = split.split
// CHECK: %[[D:.*]] = tensor.dim %[[A]]#1, %{{.*}} : tensor<?xf32>
// CHECK: %[[E:.*]] = tensor.dim %[[B]]#1, %{{.*}} : tensor<?xf32>
// CHECK-NEXT: return %[[D]], %[[E]]
func.func @run_time_sizes(%x: tensor<5xf32>, %s: tensor<2xi64>, %y: tensor<?xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %a:2 = split.split_v13 %x, %s : tensor<5xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  %b:2 = split.split %y axis = 0 sizes = [2, %n] : tensor<?xf32> -> tensor<2xf32>, tensor<?xf32>
  %d = tensor.dim %a#1, %c0 : tensor<?xf32>
  %e = tensor.dim %b#1, %c0 : tensor<?xf32>
  return %d, %e : index, index
}
