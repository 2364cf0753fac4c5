// RUN: sh -c 'split-runner %s -e main_v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-runner %s -e main_v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V2
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V2
// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-runner %s -e main_v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-runner %s -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-runner %s -e main_v13_empty --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EMPTY
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v13_empty --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EMPTY
// RUN: sh -c 'split-runner %s -e main_v11_axis --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=AXIS
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v11_axis --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=AXIS
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V2
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v13_empty --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EMPTY
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v11_axis --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=AXIS

// Run-time error: no split sizes and a dynamic dimension that the number of
// results does not divide (d = 7, n = 2; d = 4, n = 3 on axis -1), for
// Split-1, -2, -11, -13 (also with a run-time split operand of length 0,
// which counts as absent) and Split-18 without num_outputs.
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

func.func @v1(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v1 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v2(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v2 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v11(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v11 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v13(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v13 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v13op(%x: tensor<?xf32>, %s: tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v13 %x, %s : tensor<?xf32>, tensor<?xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v18(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v18 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v11_3(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:3 = split.split_v11 %x axis = -1 : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1, %a#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @main_v1() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %a, %b = call @v1(%x6) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%b) : (tensor<?xf32>) -> ()
  %v7 = arith.constant dense<1.0> : tensor<7xf32>
  %x7 = tensor.cast %v7 : tensor<7xf32> to tensor<?xf32>
  %c, %d = call @v1(%x7) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V1: sizes = [3] strides = {{.*}} data =
// V1-NEXT: [4, 5, 6]
// V1-NEXT: {{^}}error: split.split_v1: dimension 0 of the input has size 7, which cannot be split into 2 equal parts{{$}}
// V1-NEXT: {{^}}exit=1{{$}}

func.func @main_v2() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %a, %b = call @v2(%x6) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%b) : (tensor<?xf32>) -> ()
  %v7 = arith.constant dense<1.0> : tensor<7xf32>
  %x7 = tensor.cast %v7 : tensor<7xf32> to tensor<?xf32>
  %c, %d = call @v2(%x7) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V2: sizes = [3] strides = {{.*}} data =
// V2-NEXT: [4, 5, 6]
// V2-NEXT: {{^}}error: split.split_v2: dimension 0 of the input has size 7, which cannot be split into 2 equal parts{{$}}
// V2-NEXT: {{^}}exit=1{{$}}

func.func @main() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %a, %b = call @v11(%x6) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%b) : (tensor<?xf32>) -> ()
  %v7 = arith.constant dense<1.0> : tensor<7xf32>
  %x7 = tensor.cast %v7 : tensor<7xf32> to tensor<?xf32>
  %c, %d = call @v11(%x7) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V11: sizes = [3] strides = {{.*}} data =
// V11-NEXT: [4, 5, 6]
// V11-NEXT: {{^}}error: split.split_v11: dimension 0 of the input has size 7, which cannot be split into 2 equal parts{{$}}
// V11-NEXT: {{^}}exit=1{{$}}

func.func @main_v13() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %a, %b = call @v13(%x6) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%b) : (tensor<?xf32>) -> ()
  %v7 = arith.constant dense<1.0> : tensor<7xf32>
  %x7 = tensor.cast %v7 : tensor<7xf32> to tensor<?xf32>
  %c, %d = call @v13(%x7) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V13: sizes = [3] strides = {{.*}} data =
// V13-NEXT: [4, 5, 6]
// V13-NEXT: {{^}}error: split.split_v13: dimension 0 of the input has size 7, which cannot be split into 2 equal parts{{$}}
// V13-NEXT: {{^}}exit=1{{$}}

func.func @main_v18() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %a, %b = call @v18(%x6) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%b) : (tensor<?xf32>) -> ()
  %v7 = arith.constant dense<1.0> : tensor<7xf32>
  %x7 = tensor.cast %v7 : tensor<7xf32> to tensor<?xf32>
  %c, %d = call @v18(%x7) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V18: sizes = [3] strides = {{.*}} data =
// V18-NEXT: [4, 5, 6]
// V18-NEXT: {{^}}error: split.split_v18: dimension 0 of the input has size 7, which cannot be split into 2 equal parts{{$}}
// V18-NEXT: {{^}}exit=1{{$}}

func.func @main_v13_empty() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %e = arith.constant dense<> : tensor<0xi64>
  %ed = tensor.cast %e : tensor<0xi64> to tensor<?xi64>
  %a, %b = call @v13op(%x6, %ed) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%a) : (tensor<?xf32>) -> ()
  %v5 = arith.constant dense<1.0> : tensor<5xf32>
  %x5 = tensor.cast %v5 : tensor<5xf32> to tensor<?xf32>
  %c, %d = call @v13op(%x5, %ed) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// EMPTY: sizes = [3] strides = {{.*}} data =
// EMPTY-NEXT: [1, 2, 3]
// EMPTY-NEXT: {{^}}error: split.split_v13: dimension 0 of the input has size 5, which cannot be split into 2 equal parts{{$}}
// EMPTY-NEXT: {{^}}exit=1{{$}}

func.func @main_v11_axis() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]]> : tensor<1x6xf32>
  %xm = tensor.cast %m : tensor<1x6xf32> to tensor<?x?xf32>
  %a:3 = call @v11_3(%xm) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  %pa = tensor.cast %a#2 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%pa) : (tensor<*xf32>) -> ()
  %m4 = arith.constant dense<1.0> : tensor<2x4xf32>
  %x4 = tensor.cast %m4 : tensor<2x4xf32> to tensor<?x?xf32>
  %b:3 = call @v11_3(%x4) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  %b_0_observed = tensor.cast %b#0 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%b_0_observed) : (tensor<*xf32>) -> ()
  return
}
// AXIS: sizes = [1, 2] strides = {{.*}} data =
// AXIS-NEXT: {{\[}}[5, 6]]
// AXIS-NEXT: {{^}}error: split.split_v11: dimension 1 of the input has size 4, which cannot be split into 3 equal parts{{$}}
// AXIS-NEXT: {{^}}exit=1{{$}}
