// Upstream MLIR 22 crashes parsing this (null attribute in NamedAttrList::set
// from linalg.transpose's custom parser), as linalg-reduce-dimensions.mlir.
func.func @f(%t: tensor<2x3xf32>, %init: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %r = linalg.transpose ins(%t : tensor<2x3xf32>) outs(%init : tensor<3x2xf32>) permutation = 1, 0
  return %r : tensor<3x2xf32>
}
