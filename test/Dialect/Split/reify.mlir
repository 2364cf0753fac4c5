// RUN: split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize --split-input-file | FileCheck %s

// tensor.dim of a split result folds into the sizes the split computes
// (ReifyRankedShapedTypeOpInterface), so upstream shape passes see through
// split ops.

// CHECK-LABEL: func.func @equal_parts
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4xf32>
// CHECK-NEXT: %[[H:.*]] = arith.divui %[[D]], %[[C2]] : index
// CHECK-NEXT: return %[[H]]
func.func @equal_parts(%x: tensor<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %a:2 = split.split_v11 %x : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
  %d = tensor.dim %a#1, %c0 : tensor<?x4xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @num_outputs_last
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xf32>)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<4x?xf32>
// CHECK-NEXT: %[[P:.*]] = arith.ceildivui %[[D]], %{{.*}} : index
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[P]], %{{.*}} : index
// CHECK-NEXT: %[[L:.*]] = arith.subi %[[D]], %[[R]] : index
// CHECK-NEXT: return %[[L]]
func.func @num_outputs_last(%x: tensor<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %a:3 = split.split_v18 %x axis = 1 num_outputs = 3 : tensor<4x?xf32> -> tensor<4x?xf32>, tensor<4x?xf32>, tensor<4x?xf32>
  %d = tensor.dim %a#2, %c1 : tensor<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @list_operand_and_other_dim
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[S:.*]]: tensor<2xi64>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[E:.*]] = tensor.extract %[[S]][%[[C1]]] : tensor<2xi64>
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[E]] : i64 to index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x?xf32>
// CHECK-NEXT: return %[[N]], %[[D]]
func.func @list_operand_and_other_dim(%x: tensor<?x?xf32>, %s: tensor<2xi64>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a:2 = split.split_v13 %x, %s axis = 1 : tensor<?x?xf32>, tensor<2xi64> -> tensor<?x?xf32>, tensor<?x?xf32>
  %n = tensor.dim %a#1, %c1 : tensor<?x?xf32>
  %d = tensor.dim %a#1, %c0 : tensor<?x?xf32>
  return %n, %d : index, index
}

// -----

// CHECK-LABEL: func.func @normalised
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>, %[[N:.*]]: index)
// CHECK-NEXT: return %[[N]]
func.func @normalised(%x: tensor<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %a:2 = split.split %x axis = 0 sizes = [2, %n] : tensor<?xf32> -> tensor<2xf32>, tensor<?xf32>
  %d = tensor.dim %a#1, %c0 : tensor<?xf32>
  return %d : index
}
