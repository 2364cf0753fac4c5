// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: split-opt %s --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// Results of a split that a function returns are copied into fresh buffers
// at the return (split-copy-returned-slices): the copies read the input as
// the return sees it, also when the function writes a copy of the input
// before returning; results of a split of a temporary are copied out of it
// before it is freed; many results at once.

func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<?xf32>) {
  %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// The fill writes a new buffer: the results hold the input's values.
func.func @split_then_fill(%x: tensor<4xf32>, %f: f32) -> (tensor<2xf32>, tensor<2xf32>, tensor<4xf32>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<4xf32> -> tensor<2xf32>, tensor<2xf32>
  %w = linalg.fill ins(%f : f32) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  return %a#0, %a#1, %w : tensor<2xf32>, tensor<2xf32>, tensor<4xf32>
}

// A split of a temporary (x + x), eight results.
func.func @split_temporary(%x: tensor<16xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %y = arith.addf %x, %x : tensor<16xf32>
  %a:8 = split.split_v18 %y num_outputs = 8 : tensor<16xf32> -> tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return %a#0, %a#1, %a#2, %a#3, %a#4, %a#5, %a#6, %a#7 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %f = arith.constant 9.0 : f32
  %r:3 = call @split_then_fill(%x, %f) : (tensor<4xf32>, f32) -> (tensor<2xf32>, tensor<2xf32>, tensor<4xf32>)
  // CHECK: [1,  2]
  // CHECK: [3,  4]
  // CHECK: [9,  9,  9,  9]
  // CHECK: [1,  2,  3,  4]
  %r0 = tensor.cast %r#0 : tensor<2xf32> to tensor<?xf32>
  %r1 = tensor.cast %r#1 : tensor<2xf32> to tensor<?xf32>
  %r2 = tensor.cast %r#2 : tensor<4xf32> to tensor<?xf32>
  %x0 = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  call @print(%r0) : (tensor<?xf32>) -> ()
  call @print(%r1) : (tensor<?xf32>) -> ()
  call @print(%r2) : (tensor<?xf32>) -> ()
  call @print(%x0) : (tensor<?xf32>) -> ()

  %s = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tensor<16xf32>
  %t:8 = call @split_temporary(%s) : (tensor<16xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
  // CHECK: [0,  2]
  // CHECK: [16,  18]
  // CHECK: [28,  30]
  %t0 = tensor.cast %t#0 : tensor<2xf32> to tensor<?xf32>
  %t4 = tensor.cast %t#4 : tensor<2xf32> to tensor<?xf32>
  %t7 = tensor.cast %t#7 : tensor<2xf32> to tensor<?xf32>
  call @print(%t0) : (tensor<?xf32>) -> ()
  call @print(%t4) : (tensor<?xf32>) -> ()
  call @print(%t7) : (tensor<?xf32>) -> ()
  return
}
