// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SUM
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SUM
// RUN: sh -c 'split-runner %s -e main_one --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ONE
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_one --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ONE
// RUN: sh -c 'split-runner %s -e main_negative --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEG
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_negative --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEG

// Run-time error: a SplitToSequence 1-D i64 split of run-time values whose sum
// differs from the dimension (also a one-entry list, which is a list, not a
// scalar), or that has a negative entry.
// Each entry point first prints a good result, then hits the error: the
// checks require the earlier output, then exactly the error line, then
// exit status 1 (no crash, no stack dump, nothing printed after the error).

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @print(%t: tensor<?xf32>) {
  %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @printn(%t: tensor<i64>) {
  %u = tensor.cast %t : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

func.func @sl(%x: tensor<?xf32>, %s: tensor<?xi64>) -> tensor<i64> {
  %q = split.split_to_sequence_v24 %x, %s : tensor<?xf32>, tensor<?xi64> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %n : tensor<i64>
}
func.func @sl11(%x: tensor<?xf32>, %s: tensor<?xi64>) -> tensor<i64> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<?xf32>, tensor<?xi64> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %n : tensor<i64>
}

func.func @main() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %g = tensor.cast %good : tensor<3xi64> to tensor<?xi64>
  %n = call @sl(%x6, %g) : (tensor<?xf32>, tensor<?xi64>) -> tensor<i64>
  call @printn(%n) : (tensor<i64>) -> ()
  %bad = arith.constant dense<[2, 2]> : tensor<2xi64>
  %w = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %m = call @sl(%x6, %w) : (tensor<?xf32>, tensor<?xi64>) -> tensor<i64>
  // Not reached: the result is used, so that the split is not dead code.
  %m_observed = tensor.cast %m : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%m_observed) : (tensor<*xi64>) -> ()
  return
}
// SUM: sizes = [] strides = {{.*}} data =
// SUM-NEXT: [3]
// SUM-NEXT: {{^}}error: split.split_to_sequence_v24: split sizes sum to 4 but dimension 0 of the input has size 6{{$}}
// SUM-NEXT: {{^}}exit=1{{$}}

func.func @main_one() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[6]> : tensor<1xi64>
  %g = tensor.cast %good : tensor<1xi64> to tensor<?xi64>
  %n = call @sl11(%x6, %g) : (tensor<?xf32>, tensor<?xi64>) -> tensor<i64>
  call @printn(%n) : (tensor<i64>) -> ()
  %bad = arith.constant dense<[2]> : tensor<1xi64>
  %w = tensor.cast %bad : tensor<1xi64> to tensor<?xi64>
  %m = call @sl11(%x6, %w) : (tensor<?xf32>, tensor<?xi64>) -> tensor<i64>
  // Not reached: the result is used, so that the split is not dead code.
  %m_observed = tensor.cast %m : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%m_observed) : (tensor<*xi64>) -> ()
  return
}
// ONE: sizes = [] strides = {{.*}} data =
// ONE-NEXT: [1]
// ONE-NEXT: {{^}}error: split.split_to_sequence_v11: split sizes sum to 2 but dimension 0 of the input has size 6{{$}}
// ONE-NEXT: {{^}}exit=1{{$}}

func.func @main_negative() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[0, 6]> : tensor<2xi64>
  %g = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %n = call @sl(%x6, %g) : (tensor<?xf32>, tensor<?xi64>) -> tensor<i64>
  call @printn(%n) : (tensor<i64>) -> ()
  %bad = arith.constant dense<[7, -1]> : tensor<2xi64>
  %w = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %m = call @sl(%x6, %w) : (tensor<?xf32>, tensor<?xi64>) -> tensor<i64>
  // Not reached: the result is used, so that the split is not dead code.
  %m_observed = tensor.cast %m : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%m_observed) : (tensor<*xi64>) -> ()
  return
}
// NEG: sizes = [] strides = {{.*}} data =
// NEG-NEXT: [2]
// NEG-NEXT: {{^}}error: split.split_to_sequence_v24: split sizes contain the negative size -1 at index 1{{$}}
// NEG-NEXT: {{^}}exit=1{{$}}
