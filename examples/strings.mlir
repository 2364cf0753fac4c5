// Splits a tensor of strings at run time and prints one part.
//   build/bin/split-runner examples/strings.mlir -e main --entry-point-result=void

func.func private @printMemrefString(tensor<*x!split.string>)

func.func @halves(%x: tensor<?x!split.string>) -> (tensor<?x!split.string>, tensor<?x!split.string>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x!split.string> -> tensor<?x!split.string>, tensor<?x!split.string>
  return %a#0, %a#1 : tensor<?x!split.string>, tensor<?x!split.string>
}

func.func @main() {
  %c = arith.constant #split.strings<["", "h\C3\A9llo", "t\tab", "nul\00in"]> : tensor<4x!split.string>
  %x = tensor.cast %c : tensor<4x!split.string> to tensor<?x!split.string>
  %a:2 = call @halves(%x) : (tensor<?x!split.string>) -> (tensor<?x!split.string>, tensor<?x!split.string>)
  %u = tensor.cast %a#1 : tensor<?x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%u) : (tensor<*x!split.string>) -> ()
  return
}
