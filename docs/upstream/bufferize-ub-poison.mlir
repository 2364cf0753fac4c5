func.func @f(%c: i1, %x: tensor<2xf32>) -> tensor<2xf32> {
  %p = ub.poison : tensor<2xf32>
  %r = arith.select %c, %x, %p : tensor<2xf32>
  return %r : tensor<2xf32>
}
