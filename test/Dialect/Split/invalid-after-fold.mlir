// RUN: not split-opt %s --canonicalize -o /dev/null 2>&1 | FileCheck %s

// Sizes that become constants during canonicalisation are checked like
// constants written by hand: the op is reported, not folded into a wrong
// split.
// CHECK: error: 'split.split_v13' op split sizes [1, 1] sum to 2 but dimension 0 of the input has size 6
func.func @sizes_fold_late(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %c1 = arith.constant 1 : i64
  %s = tensor.from_elements %c1, %c1 : tensor<2xi64>
  %a, %b = split.split_v13 %x, %s : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}
