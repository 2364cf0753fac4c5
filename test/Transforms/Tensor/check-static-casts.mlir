// RUN: split-opt %s --split-check-static-casts --split-input-file | FileCheck %s

// A check before each cast that promises a static size (or a rank) its
// source leaves dynamic; none where the source's type or value bounds
// already prove the size, or the cast makes the type more dynamic.

// CHECK-LABEL: func.func @tensor_cast
// CHECK-SAME: (%[[T:.*]]: tensor<?x4x?xf32>)
// CHECK-NEXT: %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D0:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<?x4x?xf32>
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[OK0:.*]] = arith.cmpi eq, %[[D0]], %[[C2]] : index
// CHECK-NEXT: split.check %[[OK0]], "tensor.cast: dimension 0 of 'tensor<?x4x?xf32>' has size {0}, but the cast promises 2 (to 'tensor<2x4x?xf32>')"(%[[D0]] : index)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[T]] : tensor<?x4x?xf32> to tensor<2x4x?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[C]] : tensor<2x4x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %[[B]]
func.func @tensor_cast(%t: tensor<?x4x?xf32>) -> tensor<?x?x?xf32> {
  %c = tensor.cast %t : tensor<?x4x?xf32> to tensor<2x4x?xf32>
  %b = tensor.cast %c : tensor<2x4x?xf32> to tensor<?x?x?xf32>
  return %b : tensor<?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @memref_cast
// CHECK-SAME: (%[[M:.*]]: memref<?xi64>)
// CHECK-NEXT: %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = memref.dim %[[M]], %{{.*}} : memref<?xi64>
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[D]], %[[C8]] : index
// CHECK-NEXT: split.check %[[OK]], "memref.cast: dimension 0 of 'memref<?xi64>' has size {0}, but the cast promises 8 (to 'memref<8xi64>')"(%[[D]] : index)
// CHECK-NEXT: memref.cast %[[M]] : memref<?xi64> to memref<8xi64>
func.func @memref_cast(%m: memref<?xi64>) -> memref<8xi64> {
  %c = memref.cast %m : memref<?xi64> to memref<8xi64>
  return %c : memref<8xi64>
}

// -----

// CHECK-LABEL: func.func @unranked
// CHECK-SAME: (%[[U:.*]]: tensor<*xf32>)
// CHECK-NEXT: %[[R:.*]] = tensor.rank %[[U]] : tensor<*xf32>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[OKR:.*]] = arith.cmpi eq, %[[R]], %[[C1]] : index
// CHECK-NEXT: split.check %[[OKR]], "tensor.cast: 'tensor<*xf32>' has rank {0}, but the cast promises rank 1 (to 'tensor<3xf32>')"(%[[R]] : index)
// CHECK-NEXT: %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[U]], %{{.*}} : tensor<*xf32>
// CHECK: split.check %{{.*}}, "tensor.cast: dimension 0 of 'tensor<*xf32>' has size {0}, but the cast promises 3 (to 'tensor<3xf32>')"(%[[D]] : index)
// CHECK-NEXT: tensor.cast %[[U]] : tensor<*xf32> to tensor<3xf32>
func.func @unranked(%u: tensor<*xf32>) -> tensor<3xf32> {
  %c = tensor.cast %u : tensor<*xf32> to tensor<3xf32>
  return %c : tensor<3xf32>
}

// -----

// Value bounds prove the size: an empty tensor of size 6, and the first
// result of an equal split of a static 6 (the split's value bounds).
// CHECK-LABEL: func.func @proven
// CHECK-NOT: split.check
// CHECK: return
func.func @proven(%x: tensor<6xf32>) -> (tensor<6xf32>, tensor<3xf32>) {
  %c6 = arith.constant 6 : index
  %e = tensor.empty(%c6) : tensor<?xf32>
  %c = tensor.cast %e : tensor<?xf32> to tensor<6xf32>
  %a, %b = split.split_v13 %x : tensor<6xf32> -> tensor<?xf32>, tensor<?xf32>
  %s = tensor.cast %a : tensor<?xf32> to tensor<3xf32>
  return %c, %s : tensor<6xf32>, tensor<3xf32>
}
