// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-runner %s -e main_one --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ONE
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_one --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ONE
// RUN: sh -c 'split-runner %s -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-runner %s -e main_v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_one --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ONE
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1

// Run-time error: a run-time split list whose length (non-zero) differs from
// the number of results: Split-13 (3 and 1 entries for 2 results), Split-18,
// and the Split-1 float operand.
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

func.func @v13(%x: tensor<?xf32>, %s: tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v13 %x, %s : tensor<?xf32>, tensor<?xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v18(%x: tensor<?xf32>, %s: tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v18 %x, %s : tensor<?xf32>, tensor<?xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v1op(%x: tensor<?xf32>, %s: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v1 %x, %s : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}

func.func @main() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<> : tensor<0xi64>
  %g = tensor.cast %good : tensor<0xi64> to tensor<?xi64>
  %a, %b = call @v13(%x6, %g) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%b) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %w = tensor.cast %bad : tensor<3xi64> to tensor<?xi64>
  %c, %d = call @v13(%x6, %w) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V13: sizes = [3] strides = {{.*}} data =
// V13-NEXT: [4, 5, 6]
// V13-NEXT: {{^}}error: split.split_v13: split list has length 3 but the op has 2 results{{$}}
// V13-NEXT: {{^}}exit=1{{$}}

func.func @main_one() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[1, 5]> : tensor<2xi64>
  %g = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a, %b = call @v13(%x6, %g) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[6]> : tensor<1xi64>
  %w = tensor.cast %bad : tensor<1xi64> to tensor<?xi64>
  %c, %d = call @v13(%x6, %w) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// ONE: sizes = [1] strides = {{.*}} data =
// ONE-NEXT: [1]
// ONE-NEXT: {{^}}error: split.split_v13: split list has length 1 but the op has 2 results{{$}}
// ONE-NEXT: {{^}}exit=1{{$}}

func.func @main_v18() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[1, 5]> : tensor<2xi64>
  %g = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a, %b = call @v18(%x6, %g) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[2, 2, 2]> : tensor<3xi64>
  %w = tensor.cast %bad : tensor<3xi64> to tensor<?xi64>
  %c, %d = call @v18(%x6, %w) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V18: sizes = [1] strides = {{.*}} data =
// V18-NEXT: [1]
// V18-NEXT: {{^}}error: split.split_v18: split list has length 3 but the op has 2 results{{$}}
// V18-NEXT: {{^}}exit=1{{$}}

func.func @main_v1() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %g = tensor.cast %good : tensor<2xf32> to tensor<?xf32>
  %a, %b = call @v1op(%x6, %g) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[2.0, 2.0, 2.0]> : tensor<3xf32>
  %w = tensor.cast %bad : tensor<3xf32> to tensor<?xf32>
  %c, %d = call @v1op(%x6, %w) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V1: sizes = [2] strides = {{.*}} data =
// V1-NEXT: [1, 2]
// V1-NEXT: {{^}}error: split.split_v1: split list has length 3 but the op has 2 results{{$}}
// V1-NEXT: {{^}}exit=1{{$}}
