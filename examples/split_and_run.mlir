// A 3x7 matrix split the ways ONNX models split tensors, run on the CPU:
//   build/bin/split-runner examples/split_and_run.mlir -e main --entry-point-result=void
// The functions take dynamic shapes, so sizes are computed and checked at
// run time (examples/runtime_error.mlir shows a failing check).

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

// Split-18, num_outputs = 3 over 7 columns: ceil(7/3) = 3, so [3, 3, 1].
func.func @three_column_blocks(%x: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:3 = split.split_v18 %x axis = -1 num_outputs = 3
      : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1, %a#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// SplitToSequence-11 with a scalar split of 2 over 3 rows: chunks [2, 1].
func.func @row_pairs(%x: tensor<?x?xf32>, %at: tensor<i64>)
    -> (tensor<i64>, tensor<?x?xf32>) {
  %two = arith.constant dense<2> : tensor<i64>
  %seq = split.split_to_sequence_v11 %x, %two
      : tensor<?x?xf32>, tensor<i64> -> !split.seq<tensor<?x?xf32>>
  %n = split.sequence_length %seq : !split.seq<tensor<?x?xf32>>
  %e = split.sequence_at %seq[%at]
      : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  return %n, %e : tensor<i64>, tensor<?x?xf32>
}

func.func @main() {
  %m = arith.constant dense<[[ 1.0,  2.0,  3.0,  4.0,  5.0,  6.0,  7.0],
                             [ 8.0,  9.0, 10.0, 11.0, 12.0, 13.0, 14.0],
                             [15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0]]>
      : tensor<3x7xf32>
  %x = tensor.cast %m : tensor<3x7xf32> to tensor<?x?xf32>

  %a, %b, %c = call @three_column_blocks(%x)
      : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  %pa = tensor.cast %a : tensor<?x?xf32> to tensor<*xf32>
  %pb = tensor.cast %b : tensor<?x?xf32> to tensor<*xf32>
  %pc = tensor.cast %c : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%pa) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pb) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pc) : (tensor<*xf32>) -> ()

  %last = arith.constant dense<-1> : tensor<i64>
  %n, %e = call @row_pairs(%x, %last)
      : (tensor<?x?xf32>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  %pn = tensor.cast %n : tensor<i64> to tensor<*xi64>
  %pe = tensor.cast %e : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefI64(%pn) : (tensor<*xi64>) -> ()
  call @printMemrefF32(%pe) : (tensor<*xf32>) -> ()
  return
}
