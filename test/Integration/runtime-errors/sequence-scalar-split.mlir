// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ZERO
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ZERO
// RUN: sh -c 'split-runner %s -e main_negative --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEG
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_negative --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEG
// RUN: sh -c 'split-runner %s -e main_i32 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=I32
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_i32 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=I32

// Run-time error: a SplitToSequence scalar split <= 0 (i64 0, i64 -2, i32 0;
// v11 and v24).
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

func.func @s64(%x: tensor<?xf32>, %s: tensor<i64>) -> tensor<i64> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<?xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %n : tensor<i64>
}
func.func @s32(%x: tensor<?xf32>, %s: tensor<i32>) -> tensor<i64> {
  %q = split.split_to_sequence_v24 %x, %s : tensor<?xf32>, tensor<i32> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %n : tensor<i64>
}

func.func @main() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<4> : tensor<i64>
  %n = call @s64(%x6, %good) : (tensor<?xf32>, tensor<i64>) -> tensor<i64>
  call @printn(%n) : (tensor<i64>) -> ()
  %bad = arith.constant dense<0> : tensor<i64>
  %m = call @s64(%x6, %bad) : (tensor<?xf32>, tensor<i64>) -> tensor<i64>
  // Not reached: the result is used, so that the split is not dead code.
  %m_observed = tensor.cast %m : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%m_observed) : (tensor<*xi64>) -> ()
  return
}
// ZERO: sizes = [] strides = {{.*}} data =
// ZERO-NEXT: [2]
// ZERO-NEXT: {{^}}error: split.split_to_sequence_v11: scalar split 0 must be >= 1{{$}}
// ZERO-NEXT: {{^}}exit=1{{$}}

func.func @main_negative() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<1> : tensor<i64>
  %n = call @s64(%x6, %good) : (tensor<?xf32>, tensor<i64>) -> tensor<i64>
  call @printn(%n) : (tensor<i64>) -> ()
  %bad = arith.constant dense<-2> : tensor<i64>
  %m = call @s64(%x6, %bad) : (tensor<?xf32>, tensor<i64>) -> tensor<i64>
  // Not reached: the result is used, so that the split is not dead code.
  %m_observed = tensor.cast %m : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%m_observed) : (tensor<*xi64>) -> ()
  return
}
// NEG: sizes = [] strides = {{.*}} data =
// NEG-NEXT: [6]
// NEG-NEXT: {{^}}error: split.split_to_sequence_v11: scalar split -2 must be >= 1{{$}}
// NEG-NEXT: {{^}}exit=1{{$}}

func.func @main_i32() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<5> : tensor<i32>
  %n = call @s32(%x6, %good) : (tensor<?xf32>, tensor<i32>) -> tensor<i64>
  call @printn(%n) : (tensor<i64>) -> ()
  %bad = arith.constant dense<0> : tensor<i32>
  %m = call @s32(%x6, %bad) : (tensor<?xf32>, tensor<i32>) -> tensor<i64>
  // Not reached: the result is used, so that the split is not dead code.
  %m_observed = tensor.cast %m : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%m_observed) : (tensor<*xi64>) -> ()
  return
}
// I32: sizes = [] strides = {{.*}} data =
// I32-NEXT: [2]
// I32-NEXT: {{^}}error: split.split_to_sequence_v24: scalar split 0 must be >= 1{{$}}
// I32-NEXT: {{^}}exit=1{{$}}
