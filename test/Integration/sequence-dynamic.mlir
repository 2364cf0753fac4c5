// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: split-opt %s --convert-split-to-tensor --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// Sequences over dynamic shapes that once failed to lower: keepdims = 0 over
// a dynamic split dimension (elements lose the axis), a run-time i32 list
// (widened to i64 on tensors), and element-wise arith on tensors in user IR.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @row(%x: tensor<?x?xf32>, %p: tensor<i64>) -> tensor<?xf32> {
  %q = split.split_to_sequence_v11 %x keepdims = 0 : tensor<?x?xf32> -> !split.seq<tensor<?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

func.func @count(%x: tensor<?x?xf32>, %s: tensor<?xi32>) -> tensor<i64> {
  %q = split.split_to_sequence_v24 %x, %s axis = 1 : tensor<?x?xf32>, tensor<?xi32> -> !split.seq<tensor<?x?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xf32>>
  return %n : tensor<i64>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %x = tensor.cast %m : tensor<2x3xf32> to tensor<?x?xf32>
  %p = arith.constant dense<-1> : tensor<i64>
  %e = call @row(%x, %p) : (tensor<?x?xf32>, tensor<i64>) -> tensor<?xf32>
  // Element-wise arith on a tensor: the pipeline turns it into linalg.
  %twice = arith.addf %e, %e : tensor<?xf32>
  %pe = tensor.cast %twice : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%pe) : (tensor<*xf32>) -> ()
  // CHECK: sizes = [3]
  // CHECK-NEXT: [8,  10,  12]

  %s = arith.constant dense<[1, 0, 2]> : tensor<3xi32>
  %sd = tensor.cast %s : tensor<3xi32> to tensor<?xi32>
  %n = call @count(%x, %sd) : (tensor<?x?xf32>, tensor<?xi32>) -> tensor<i64>
  %pn = tensor.cast %n : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn) : (tensor<*xi64>) -> ()
  // CHECK: sizes = []
  // CHECK-NEXT: [3]
  return
}
