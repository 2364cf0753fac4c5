// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// Split results bufferize to views of the input: writing into one (an
// element, a fill) must not change the input or the other results, which
// are read afterwards. One-Shot Analysis sees the views alias the input and
// takes a copy where they would be clobbered; bufferized by the user's
// --one-shot-bufferize, the program prints what it prints without it.

func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<?xf32>) {
  %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @write_parts(%x: tensor<?xf32>, %s: tensor<2xi64>, %f: f32) {
  %c0 = arith.constant 0 : index
  %nine = arith.constant 9.0 : f32
  %a:2 = split.split_v13 %x, %s : tensor<?xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  %b = tensor.insert %nine into %a#1[%c0] : tensor<?xf32>
  %w = linalg.fill ins(%f : f32) outs(%a#0 : tensor<?xf32>) -> tensor<?xf32>
  call @print(%w) : (tensor<?xf32>) -> ()
  call @print(%b) : (tensor<?xf32>) -> ()
  call @print(%a#0) : (tensor<?xf32>) -> ()
  call @print(%a#1) : (tensor<?xf32>) -> ()
  call @print(%x) : (tensor<?xf32>) -> ()
  return
}

func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %x = tensor.cast %v : tensor<5xf32> to tensor<?xf32>
  %s = arith.constant dense<[2, 3]> : tensor<2xi64>
  %f = arith.constant 7.0 : f32
  call @write_parts(%x, %s, %f) : (tensor<?xf32>, tensor<2xi64>, f32) -> ()
  // CHECK: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [7,  7]
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [9,  4,  5]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [1,  2]
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [3,  4,  5]
  // CHECK-NEXT: sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [1,  2,  3,  4,  5]
  return
}
