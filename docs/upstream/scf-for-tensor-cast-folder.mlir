func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %empty = tensor.empty() : tensor<0xf32>
  %init = tensor.cast %empty : tensor<0xf32> to tensor<?xf32>
  %two = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %init) -> (tensor<?xf32>) {
    %n = tensor.concat dim(0) %t, %two : (tensor<?xf32>, tensor<2xf32>) -> tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
