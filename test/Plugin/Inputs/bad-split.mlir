func.func @f(%x: tensor<4xf32>) -> tensor<3xf32> {
  %a, %b = split.split_v13 %x : tensor<4xf32> -> tensor<3xf32>, tensor<2xf32>
  return %a : tensor<3xf32>
}
