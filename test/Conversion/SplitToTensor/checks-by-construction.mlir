// RUN: split-opt %s -split-input-file --convert-split-to-tensor | FileCheck %s

// Sizes a version's rule computes from a dimension need no run-time check
// that they are >= 0: a size of a tensor, and an unsigned quotient of one,
// are (IRArith's sge). Split-18's parts of ceil(d / 3) go unchecked; the
// last part, d - 2 * ceil(d / 3), is checked by Split-18's own rule
// (>= 1), and the split.split the pass makes of it is not checked again.
// CHECK-LABEL: func.func @ceil_parts
// CHECK: split.check %{{.*}}, "split.split_v18: num_outputs 3 cannot split dimension 0
// CHECK-NOT: split.check
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

// Sizes read from a split input are checked, each of them, once: under
// the versioned op's name, not again as the split.split's.
// CHECK-LABEL: func.func @given_sizes
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index {1}"
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index {1}"
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes overflow a 64-bit sum"
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes sum to {0} but dimension 0 of the input has size {1}"
// CHECK-NOT: split.check
// CHECK: return
func.func @given_sizes(%x: tensor<?x4xf32>, %s: tensor<2xi64>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a:2 = split.split_v13 %x, %s : tensor<?x4xf32>, tensor<2xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a#0, %a#1 : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// A split.split written by hand is checked by its lowering.
// CHECK-LABEL: func.func @written_split
// CHECK: split.check %{{.*}}, "split.split: split sizes contain the negative size {0} at index {1}"
// CHECK: split.check %{{.*}}, "split.split: split sizes sum to {0} but dimension 0 of the input has size {1}"
// CHECK: return
func.func @written_split(%x: tensor<?x4xf32>, %n: index) -> (tensor<1x4xf32>, tensor<?x4xf32>) {
  %a:2 = split.split %x axis = 0 sizes = [1, %n] : tensor<?x4xf32> -> tensor<1x4xf32>, tensor<?x4xf32>
  return %a#0, %a#1 : tensor<1x4xf32>, tensor<?x4xf32>
}

// -----

// A hand-written split.split of sizes made from the dimension: the
// quotient is >= 0 without a check (IRArith's sge), the difference is
// checked.
// CHECK-LABEL: func.func @written_from_dimension
// CHECK: %[[Q:.*]] = arith.ceildivui
// CHECK: %[[R:.*]] = arith.subi
// CHECK-NOT: negative size {0} at index {1}"(%[[Q]],
// CHECK: split.check %{{.*}}, "split.split: split sizes contain the negative size {0} at index {1}"(%[[R]],
// CHECK-NOT: negative size
// CHECK: return
func.func @written_from_dimension(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %d = tensor.dim %x, %c0 : tensor<?x4xf32>
  %q = arith.ceildivui %d, %c2 : index
  %r = arith.subi %d, %q : index
  %a:2 = split.split %x axis = 0 sizes = [%q, %r] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a#0, %a#1 : tensor<?x4xf32>, tensor<?x4xf32>
}
