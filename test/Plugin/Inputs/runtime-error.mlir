// Split sizes that only turn out wrong at run time end the program with a
// message and exit status 1 (no crash):
//   build/bin/split-runner examples/runtime_error.mlir -e main --entry-point-result=void
// prints the first result, then
//   error: split.split_v13: split sizes sum to 5 but dimension 0 of the input has size 6

func.func private @printMemrefF32(tensor<*xf32>)

func.func @split_rows(%x: tensor<?xf32>, %sizes: tensor<?xi64>)
    -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v13 %x, %sizes
      : tensor<?xf32>, tensor<?xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}

func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x = tensor.cast %v : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[2, 4]> : tensor<2xi64>
  %g = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a, %b = call @split_rows(%x, %g)
      : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  %pa = tensor.cast %a : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%pa) : (tensor<*xf32>) -> ()

  %bad = arith.constant dense<[2, 3]> : tensor<2xi64>
  %w = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %c, %d = call @split_rows(%x, %w)
      : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  %pc = tensor.cast %c : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%pc) : (tensor<*xf32>) -> ()
  return
}
