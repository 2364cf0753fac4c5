func.func private @printMemrefF32(tensor<*xf32>)

func.func @pick(%c: i1, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = arith.select %c, %a, %b : tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %false = arith.constant false
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0, 5.0, 6.0]> : tensor<4xf32>
  %da = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  %db = tensor.cast %b : tensor<4xf32> to tensor<?xf32>
  %r = call @pick(%false, %da, %db) : (i1, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
