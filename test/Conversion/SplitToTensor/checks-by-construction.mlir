// RUN: split-opt %s -split-input-file --convert-split-to-tensor | FileCheck %s

// Sizes a version's rule computes from a dimension need no run-time check
// that they are >= 0: a size of a tensor, and an unsigned quotient of one,
// are (IRArith's sge). Split-18's parts of ceil(d / 3) go unchecked; the
// last part, d - 2 * ceil(d / 3), keeps its checks.
// CHECK-LABEL: func.func @ceil_parts
// CHECK: split.check %{{.*}}, "split.split_v18: num_outputs 3 cannot split dimension 0
// CHECK-NOT: negative size
// CHECK: %[[INDEX:.*]] = arith.constant 2 : index
// CHECK-NEXT: split.check %{{.*}}, "split.split: split sizes contain the negative size {0} at index {1}"(%{{.*}}, %[[INDEX]] : index, index)
// CHECK-NOT: negative size
// CHECK: return
func.func @ceil_parts(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) {
  %a:3 = split.split_v18 %x num_outputs = 3 : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
  return %a#0, %a#1, %a#2 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// Equal parts of a run-time dimension: d / 2 each, never negative.
// CHECK-LABEL: func.func @equal_parts
// CHECK: split.check %{{.*}}, "split.split_v13: dimension 0 of the input has size {0}, which cannot be split into 2 equal parts"
// CHECK-NOT: negative size
// CHECK: return
func.func @equal_parts(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a:2 = split.split_v13 %x : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a#0, %a#1 : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// Sizes read from a split input are checked, each of them.
// CHECK-LABEL: func.func @given_sizes
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index {1}"
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index {1}"
// CHECK: return
func.func @given_sizes(%x: tensor<?x4xf32>, %s: tensor<2xi64>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a:2 = split.split_v13 %x, %s : tensor<?x4xf32>, tensor<2xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a#0, %a#1 : tensor<?x4xf32>, tensor<?x4xf32>
}
