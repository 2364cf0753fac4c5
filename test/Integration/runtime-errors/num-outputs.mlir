// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D5
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D5
// RUN: sh -c 'split-runner %s -e main_d6 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D6
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_d6 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D6
// RUN: sh -c 'split-runner %s -e main_d2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D2
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_d2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D2
// RUN: sh -c 'split-runner %s -e main_d0 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D0
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_d0 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D0
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D5
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_d6 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D6
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_d2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D2
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_d0 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=D0

// Run-time error: Split-18 num_outputs = 4 over a dynamic dimension where the
// ceil rule leaves a last chunk < 1: d = 5 (last -1), d = 6 (last 0), d = 2
// (n > d), d = 0.
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

func.func @n4(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %a:4 = split.split_v18 %x num_outputs = 4 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1, %a#2, %a#3 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

func.func @main() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %v7 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<7xf32>
  %x7 = tensor.cast %v7 : tensor<7xf32> to tensor<?xf32>
  %a:4 = call @n4(%x7) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  call @print(%a#3) : (tensor<?xf32>) -> ()
  %vb = arith.constant dense<1.0> : tensor<5xf32>
  %xb = tensor.cast %vb : tensor<5xf32> to tensor<?xf32>
  %b:4 = call @n4(%xb) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%b#0) : (tensor<?xf32>) -> ()
  return
}
// D5: sizes = [1] strides = {{.*}} data =
// D5-NEXT: [7]
// D5-NEXT: {{^}}error: split.split_v18: num_outputs 4 cannot split dimension 0 of size 5: 3 parts of size 2 leave -1 for the last part, which must be >= 1{{$}}
// D5-NEXT: {{^}}exit=1{{$}}

func.func @main_d6() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %v7 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<7xf32>
  %x7 = tensor.cast %v7 : tensor<7xf32> to tensor<?xf32>
  %a:4 = call @n4(%x7) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  call @print(%a#3) : (tensor<?xf32>) -> ()
  %vb = arith.constant dense<1.0> : tensor<6xf32>
  %xb = tensor.cast %vb : tensor<6xf32> to tensor<?xf32>
  %b:4 = call @n4(%xb) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%b#0) : (tensor<?xf32>) -> ()
  return
}
// D6: sizes = [1] strides = {{.*}} data =
// D6-NEXT: [7]
// D6-NEXT: {{^}}error: split.split_v18: num_outputs 4 cannot split dimension 0 of size 6: 3 parts of size 2 leave 0 for the last part, which must be >= 1{{$}}
// D6-NEXT: {{^}}exit=1{{$}}

func.func @main_d2() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %v7 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<7xf32>
  %x7 = tensor.cast %v7 : tensor<7xf32> to tensor<?xf32>
  %a:4 = call @n4(%x7) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  call @print(%a#3) : (tensor<?xf32>) -> ()
  %vb = arith.constant dense<1.0> : tensor<2xf32>
  %xb = tensor.cast %vb : tensor<2xf32> to tensor<?xf32>
  %b:4 = call @n4(%xb) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%b#0) : (tensor<?xf32>) -> ()
  return
}
// D2: sizes = [1] strides = {{.*}} data =
// D2-NEXT: [7]
// D2-NEXT: {{^}}error: split.split_v18: num_outputs 4 cannot split dimension 0 of size 2: 3 parts of size 1 leave -1 for the last part, which must be >= 1{{$}}
// D2-NEXT: {{^}}exit=1{{$}}

func.func @main_d0() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %v7 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<7xf32>
  %x7 = tensor.cast %v7 : tensor<7xf32> to tensor<?xf32>
  %a:4 = call @n4(%x7) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  call @print(%a#3) : (tensor<?xf32>) -> ()
  %vb = arith.constant dense<1.0> : tensor<0xf32>
  %xb = tensor.cast %vb : tensor<0xf32> to tensor<?xf32>
  %b:4 = call @n4(%xb) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%b#0) : (tensor<?xf32>) -> ()
  return
}
// D0: sizes = [1] strides = {{.*}} data =
// D0-NEXT: [7]
// D0-NEXT: {{^}}error: split.split_v18: num_outputs 4 cannot split dimension 0 of size 0: 3 parts of size 0 leave 0 for the last part, which must be >= 1{{$}}
// D0-NEXT: {{^}}exit=1{{$}}
