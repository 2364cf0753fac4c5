// A DenseElementsAttr of strings (any element type that is not an integer,
// index or float; !llvm.ptr stands for a dialect's string type here).
func.func @expand() -> tensor<2x2x!llvm.ptr> {
  %c = arith.constant dense<["a", "b", "c", "d"]> : tensor<4x!llvm.ptr>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4x!llvm.ptr> into tensor<2x2x!llvm.ptr>
  return %e : tensor<2x2x!llvm.ptr>
}
