func.func @f0() -> tensor<2xf32> {
  %c = arith.constant dense<0.0> : tensor<2xf32>
  return %c : tensor<2xf32>
}
func.func @f1() -> tensor<3xf32> {
  %c = arith.constant dense<1.0> : tensor<3xf32>
  return %c : tensor<3xf32>
}
func.func @f2() -> tensor<4xf32> {
  %c = arith.constant dense<2.0> : tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @f3() -> tensor<5xf32> {
  %c = arith.constant dense<3.0> : tensor<5xf32>
  return %c : tensor<5xf32>
}
func.func @f4() -> tensor<6xf32> {
  %c = arith.constant dense<4.0> : tensor<6xf32>
  return %c : tensor<6xf32>
}
func.func @f5() -> tensor<7xf32> {
  %c = arith.constant dense<5.0> : tensor<7xf32>
  return %c : tensor<7xf32>
}
func.func @f6() -> tensor<8xf32> {
  %c = arith.constant dense<6.0> : tensor<8xf32>
  return %c : tensor<8xf32>
}
func.func @f7() -> tensor<9xf32> {
  %c = arith.constant dense<7.0> : tensor<9xf32>
  return %c : tensor<9xf32>
}
