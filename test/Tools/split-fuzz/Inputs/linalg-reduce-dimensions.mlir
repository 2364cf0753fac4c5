// Upstream MLIR 22 crashes parsing this (null attribute in NamedAttrList::set
// from linalg.reduce's custom parser): found by split-fuzz-ir, which now
// skips such inputs (replay.test).
func.func @f(%t: tensor<4xi32>, %init: tensor<i32>) -> tensor<i32> {
  %r = linalg.reduce { arith.addi } ins(%t : tensor<4xi32>) outs(%init : tensor<i32>) dimensions = [x]
  return %r : tensor<i32>
}
