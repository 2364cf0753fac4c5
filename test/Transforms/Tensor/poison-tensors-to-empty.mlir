// RUN: split-opt %s --split-poison-tensors-to-empty | FileCheck %s

// Ranked tensor poison becomes an empty tensor of its static sizes, 0 for
// each dynamic one; other poison stays.
// CHECK-LABEL: func.func @poison
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[A:.*]] = tensor.empty(%[[Z]]) : tensor<?x2xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.empty() : tensor<3x4xi64>
// CHECK-NEXT: %[[Z2:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C:.*]] = tensor.empty(%[[Z2]], %[[Z2]]) : tensor<?x?xf32>
// CHECK-NEXT: %[[U:.*]] = ub.poison : tensor<*xf32>
// CHECK-NEXT: %[[I:.*]] = ub.poison : index
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]], %[[U]], %[[I]]
func.func @poison() -> (tensor<?x2xf32>, tensor<3x4xi64>, tensor<?x?xf32>, tensor<*xf32>, index) {
  %a = ub.poison : tensor<?x2xf32>
  %b = ub.poison : tensor<3x4xi64>
  %c = ub.poison : tensor<?x?xf32>
  %u = ub.poison : tensor<*xf32>
  %i = ub.poison : index
  return %a, %b, %c, %u, %i : tensor<?x2xf32>, tensor<3x4xi64>, tensor<?x?xf32>, tensor<*xf32>, index
}
