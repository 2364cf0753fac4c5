// linalg.reduce with a malformed `dimensions =` list: mlir-opt reports the
// parse errors, then crashes instead of exiting with them.
func.func @f(%t: tensor<4xi32>, %init: tensor<i32>) -> tensor<i32> {
  %r = linalg.reduce { arith.addi } ins(%t : tensor<4xi32>) outs(%init : tensor<i32>) dimensions = [x]
  return %r : tensor<i32>
}
