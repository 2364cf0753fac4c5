func.func @slice() -> tensor<2x!llvm.ptr> {
  %c = arith.constant dense<"a"> : tensor<8x!llvm.ptr>
  %s = tensor.extract_slice %c[3] [2] [1] : tensor<8x!llvm.ptr> to tensor<2x!llvm.ptr>
  return %s : tensor<2x!llvm.ptr>
}
