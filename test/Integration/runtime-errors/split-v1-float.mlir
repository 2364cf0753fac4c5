// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=FRAC
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=FRAC
// RUN: sh -c 'split-runner %s -e main_negative --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEG
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_negative --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEG
// RUN: sh -c 'split-runner %s -e main_nan --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NAN
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_nan --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NAN
// RUN: sh -c 'split-runner %s -e main_inf --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INF
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_inf --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INF
// RUN: sh -c 'split-runner %s -e main_f16 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=F16
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_f16 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=F16
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: sh -c 'split-opt %s --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=FRAC
// RUN: sh -c 'split-opt %s --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_negative --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEG
// RUN: sh -c 'split-opt %s --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_nan --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NAN
// RUN: sh -c 'split-opt %s --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_inf --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INF
// RUN: sh -c 'split-opt %s --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_f16 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=F16

// Run-time error: a Split-1 float split operand of run-time values that are not
// non-negative integers: 2.5 (f32, and f16 3.5), -2.0, NaN, +infinity.
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

func.func @v1op(%x: tensor<?xf32>, %s: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v1 %x, %s : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v1f16(%x: tensor<?xf16>, %s: tensor<?xf16>) -> (tensor<?xf16>, tensor<?xf16>) {
  %a:2 = split.split_v1 %x, %s : tensor<?xf16>, tensor<?xf16> -> tensor<?xf16>, tensor<?xf16>
  return %a#0, %a#1 : tensor<?xf16>, tensor<?xf16>
}

func.func @main() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %g = tensor.cast %good : tensor<2xf32> to tensor<?xf32>
  %a, %b = call @v1op(%x6, %g) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[2.5, 3.5]> : tensor<2xf32>
  %w = tensor.cast %bad : tensor<2xf32> to tensor<?xf32>
  %c, %d = call @v1op(%x6, %w) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// FRAC: sizes = [2] strides = {{.*}} data =
// FRAC-NEXT: [1, 2]
// FRAC-NEXT: {{^}}error: split.split_v1: split value at index 0 is not a size (an integer in [0, 2^63)){{$}}
// FRAC-NEXT: {{^}}exit=1{{$}}

func.func @main_negative() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %g = tensor.cast %good : tensor<2xf32> to tensor<?xf32>
  %a, %b = call @v1op(%x6, %g) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[8.0, -2.0]> : tensor<2xf32>
  %w = tensor.cast %bad : tensor<2xf32> to tensor<?xf32>
  %c, %d = call @v1op(%x6, %w) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// NEG: sizes = [2] strides = {{.*}} data =
// NEG-NEXT: [1, 2]
// NEG-NEXT: {{^}}error: split.split_v1: split value at index 1 is not a size (an integer in [0, 2^63)){{$}}
// NEG-NEXT: {{^}}exit=1{{$}}

func.func @main_nan() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %g = tensor.cast %good : tensor<2xf32> to tensor<?xf32>
  %a, %b = call @v1op(%x6, %g) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[0x7FC00000, 6.0]> : tensor<2xf32>
  %w = tensor.cast %bad : tensor<2xf32> to tensor<?xf32>
  %c, %d = call @v1op(%x6, %w) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// NAN: sizes = [2] strides = {{.*}} data =
// NAN-NEXT: [1, 2]
// NAN-NEXT: {{^}}error: split.split_v1: split value at index 0 is not a size (an integer in [0, 2^63)){{$}}
// NAN-NEXT: {{^}}exit=1{{$}}

func.func @main_inf() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %g = tensor.cast %good : tensor<2xf32> to tensor<?xf32>
  %a, %b = call @v1op(%x6, %g) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[6.0, 0x7F800000]> : tensor<2xf32>
  %w = tensor.cast %bad : tensor<2xf32> to tensor<?xf32>
  %c, %d = call @v1op(%x6, %w) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// INF: sizes = [2] strides = {{.*}} data =
// INF-NEXT: [1, 2]
// INF-NEXT: {{^}}error: split.split_v1: split value at index 1 is not a size (an integer in [0, 2^63)){{$}}
// INF-NEXT: {{^}}exit=1{{$}}

func.func @main_f16() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %h = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf16>
  %xh = tensor.cast %h : tensor<6xf16> to tensor<?xf16>
  %good = arith.constant dense<[1.0, 5.0]> : tensor<2xf16>
  %g = tensor.cast %good : tensor<2xf16> to tensor<?xf16>
  %a, %b = call @v1f16(%xh, %g) : (tensor<?xf16>, tensor<?xf16>) -> (tensor<?xf16>, tensor<?xf16>)
  %n = arith.constant dense<7> : tensor<i64>
  call @printn(%n) : (tensor<i64>) -> ()
  %bad = arith.constant dense<[2.5, 3.5]> : tensor<2xf16>
  %w = tensor.cast %bad : tensor<2xf16> to tensor<?xf16>
  %c, %d = call @v1f16(%xh, %w) : (tensor<?xf16>, tensor<?xf16>) -> (tensor<?xf16>, tensor<?xf16>)
  // Not reached: the result is used, so that the split is not dead code.
  %c_observed_f32 = arith.extf %c : tensor<?xf16> to tensor<?xf32>
  %c_observed = tensor.cast %c_observed_f32 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%c_observed) : (tensor<*xf32>) -> ()
  return
}
// F16: sizes = [] strides = {{.*}} data =
// F16-NEXT: [7]
// F16-NEXT: {{^}}error: split.split_v1: split value at index 0 is not a size (an integer in [0, 2^63)){{$}}
// F16-NEXT: {{^}}exit=1{{$}}
