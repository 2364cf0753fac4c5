// RUN: split-opt %s --split-merge-slices --split-input-file | FileCheck %s

// A slice of a slice (unit strides, the inner one keeping its rank) becomes
// one slice of the first source; static offsets add up at compile time,
// dynamic ones with one arith.addi per dimension.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[X:.*]]: tensor<?x64xf32>, %[[A:.*]]: index, %[[B:.*]]: index, %[[N:.*]]: index)
// CHECK: %[[OFF:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[X]][%[[OFF]], 3] [%[[N]], 60] [1, 1] : tensor<?x64xf32> to tensor<?x60xf32>
// CHECK-NEXT: return %[[S]]
func.func @chain(%x: tensor<?x64xf32>, %a: index, %b: index, %n: index) -> tensor<?x60xf32> {
  %d = tensor.dim %x, %a : tensor<?x64xf32>
  %s0 = tensor.extract_slice %x[%a, 1] [%d, 63] [1, 1] : tensor<?x64xf32> to tensor<?x63xf32>
  %s1 = tensor.extract_slice %s0[%b, 2] [%n, 60] [1, 1] : tensor<?x63xf32> to tensor<?x60xf32>
  return %s1 : tensor<?x60xf32>
}

// -----

// Not merged: a strided slice, and a slice of a rank-reducing slice.
// CHECK-LABEL: func.func @not_merged
// CHECK: %[[S0:.*]] = tensor.extract_slice %{{.*}}[0, 0] [8, 8] [2, 1]
// CHECK: tensor.extract_slice %[[S0]][1, 0] [4, 8] [1, 1]
// CHECK: %[[R:.*]] = tensor.extract_slice %{{.*}}[0, 0] [1, 16] [1, 1] : tensor<16x16xf32> to tensor<16xf32>
// CHECK: tensor.extract_slice %[[R]][2] [4] [1]
func.func @not_merged(%x: tensor<16x16xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %s0 = tensor.extract_slice %x[0, 0] [8, 8] [2, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %s1 = tensor.extract_slice %s0[1, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %r = tensor.extract_slice %x[0, 0] [1, 16] [1, 1] : tensor<16x16xf32> to tensor<16xf32>
  %r1 = tensor.extract_slice %r[2] [4] [1] : tensor<16xf32> to tensor<4xf32>
  return %s1, %r1 : tensor<4x8xf32>, tensor<4xf32>
}
