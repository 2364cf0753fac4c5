// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-runner %s -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-runner %s -e main_v11 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v11 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-runner %s -e main_v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V2
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V2
// RUN: sh -c 'split-runner %s -e main_v1_attr --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1A
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v1_attr --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1A
// RUN: sh -c 'split-runner %s -e main_v1_operand --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1O
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v1_operand --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1O
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v11 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V2
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v1_attr --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1A
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v1_operand --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1O

// Run-time error: explicit split sizes whose sum differs from the (dynamic)
// size of the split dimension, for Split-1 (attribute and float operand),
// Split-2, Split-11 (attribute), Split-13 and Split-18 (i64 operand).
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
func.func @v11(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v11 %x split = [2, 4] : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v2(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v2 %x split = [2, 4] : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v1attr(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v1 %x split = [2, 4] : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v1op(%x: tensor<?xf32>, %s: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v1 %x, %s : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}

func.func @main() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[2, 4]> : tensor<2xi64>
  %g = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a, %b = call @v13(%x6, %g) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[2, 3]> : tensor<2xi64>
  %w = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %c, %d = call @v13(%x6, %w) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V13: sizes = [2] strides = {{.*}} data =
// V13-NEXT: [1, 2]
// V13-NEXT: {{^}}error: split.split_v13: split sizes sum to 5 but dimension 0 of the input has size 6{{$}}
// V13-NEXT: {{^}}exit=1{{$}}

func.func @main_v18() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[5, 1]> : tensor<2xi64>
  %g = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a, %b = call @v18(%x6, %g) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%b) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[5, 2]> : tensor<2xi64>
  %w = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %c, %d = call @v18(%x6, %w) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V18: sizes = [1] strides = {{.*}} data =
// V18-NEXT: [6]
// V18-NEXT: {{^}}error: split.split_v18: split sizes sum to 7 but dimension 0 of the input has size 6{{$}}
// V18-NEXT: {{^}}exit=1{{$}}

func.func @main_v11() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %a, %b = call @v11(%x6) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%b) : (tensor<?xf32>) -> ()
  %v5 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %x5 = tensor.cast %v5 : tensor<5xf32> to tensor<?xf32>
  %c, %d = call @v11(%x5) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V11: sizes = [4] strides = {{.*}} data =
// V11-NEXT: [3, 4, 5, 6]
// V11-NEXT: {{^}}error: split.split_v11: split sizes sum to 6 but dimension 0 of the input has size 5{{$}}
// V11-NEXT: {{^}}exit=1{{$}}

func.func @main_v2() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %a, %b = call @v2(%x6) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%a) : (tensor<?xf32>) -> ()
  %v7 = arith.constant dense<1.0> : tensor<7xf32>
  %x7 = tensor.cast %v7 : tensor<7xf32> to tensor<?xf32>
  %c, %d = call @v2(%x7) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V2: sizes = [2] strides = {{.*}} data =
// V2-NEXT: [1, 2]
// V2-NEXT: {{^}}error: split.split_v2: split sizes sum to 6 but dimension 0 of the input has size 7{{$}}
// V2-NEXT: {{^}}exit=1{{$}}

func.func @main_v1_attr() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %a, %b = call @v1attr(%x6) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%a) : (tensor<?xf32>) -> ()
  %v3 = arith.constant dense<1.0> : tensor<3xf32>
  %x3 = tensor.cast %v3 : tensor<3xf32> to tensor<?xf32>
  %c, %d = call @v1attr(%x3) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V1A: sizes = [2] strides = {{.*}} data =
// V1A-NEXT: [1, 2]
// V1A-NEXT: {{^}}error: split.split_v1: split sizes sum to 6 but dimension 0 of the input has size 3{{$}}
// V1A-NEXT: {{^}}exit=1{{$}}

func.func @main_v1_operand() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[3.0, 3.0]> : tensor<2xf32>
  %g = tensor.cast %good : tensor<2xf32> to tensor<?xf32>
  %a, %b = call @v1op(%x6, %g) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%b) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %w = tensor.cast %bad : tensor<2xf32> to tensor<?xf32>
  %c, %d = call @v1op(%x6, %w) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V1O: sizes = [3] strides = {{.*}} data =
// V1O-NEXT: [4, 5, 6]
// V1O-NEXT: {{^}}error: split.split_v1: split sizes sum to 7 but dimension 0 of the input has size 6{{$}}
// V1O-NEXT: {{^}}exit=1{{$}}
