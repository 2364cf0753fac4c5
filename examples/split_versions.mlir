// The same 7-row tensor split three ways, as ONNX models of different opsets
// would express it. Run it through split-opt to see it verified and printed:
//   build/bin/split-opt examples/split_versions.mlir
func.func @split_versions(%x: tensor<7x4xf32>)
    -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>, tensor<i64>) {
  // Split-11: explicit sizes as an attribute.
  %a:2 = split.split_v11 %x split = [2, 5]
      : tensor<7x4xf32> -> tensor<2x4xf32>, tensor<5x4xf32>
  // Split-13: explicit sizes as an i64 operand.
  %sizes = arith.constant dense<[4, 3]> : tensor<2xi64>
  %b:2 = split.split_v13 %x, %sizes
      : tensor<7x4xf32>, tensor<2xi64> -> tensor<4x4xf32>, tensor<3x4xf32>
  // Split-18: num_outputs = 3 on 7 rows gives chunks of ceil(7/3) = 3, the
  // last one smaller: [3, 3, 1].
  %c:3 = split.split_v18 %x num_outputs = 3
      : tensor<7x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
  // SplitToSequence-11 with a scalar split of 2: chunks [2, 2, 2, 1].
  %two = arith.constant dense<2> : tensor<i64>
  %seq = split.split_to_sequence_v11 %x, %two
      : tensor<7x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
  %n = split.sequence_length %seq : !split.seq<tensor<?x4xf32>>
  return %c#0, %c#1, %c#2, %n
      : tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>, tensor<i64>
}
