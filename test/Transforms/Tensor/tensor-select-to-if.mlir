// RUN: split-opt %s --split-tensor-select-to-if | FileCheck %s

// A scalar condition picks a whole tensor: scf.if, not an element-wise op.
// CHECK-LABEL: func.func @whole
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[R:.*]] = scf.if %[[C]] -> (tensor<?xf32>) {
// CHECK-NEXT: scf.yield %[[A]] : tensor<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[B]] : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @whole(%c: i1, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = arith.select %c, %a, %b : tensor<?xf32>
  return %r : tensor<?xf32>
}

// A tensor condition is element-wise: left alone. So are scalar selects.
// CHECK-LABEL: func.func @elementwise
// CHECK-NEXT: arith.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
func.func @elementwise(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>, %d: i1, %x: f32, %y: f32) -> (tensor<4xf32>, f32) {
  %r = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>
  %s = arith.select %d, %x, %y : f32
  return %r, %s : tensor<4xf32>, f32
}
