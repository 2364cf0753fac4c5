// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c 'split-opt %s --split-normalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s

// Run-time error: SplitToSequence with keepdims = 0 and a 0-D split drops
// the axis (docs/Semantics.md §3), which needs chunks of size 1. A scalar 1
// (TorchScript's unbind), a scalar 2 on a dimension of 1 and a scalar 2 on
// an input without elements run; a scalar 2 on a dimension of 3 fails with
// the message naming keepdims and the value, exit status 1.

func.func private @printMemrefI64(tensor<*xi64>)

func.func @printn(%t: tensor<i64>) {
  %u = tensor.cast %t : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

// The element at -1, and the number of elements.
func.func @unbind(%x: tensor<?x?xi64>, %s: tensor<i64>) -> (tensor<?xi64>, tensor<i64>) {
  %q = split.split_to_sequence_v11 %x, %s keepdims = 0 : tensor<?x?xi64>, tensor<i64> -> !split.seq<tensor<?xi64>>
  %p = arith.constant dense<-1> : tensor<i64>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xi64>>, tensor<i64> -> tensor<?xi64>
  %n = split.sequence_length %q : !split.seq<tensor<?xi64>>
  return %e, %n : tensor<?xi64>, tensor<i64>
}

func.func @print(%e: tensor<?xi64>, %n: tensor<i64>) {
  %u = tensor.cast %e : tensor<?xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  call @printn(%n) : (tensor<i64>) -> ()
  return
}

func.func @main() {
  %one = arith.constant dense<1> : tensor<i64>
  %two = arith.constant dense<2> : tensor<i64>
  %m = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %x = tensor.cast %m : tensor<3x2xi64> to tensor<?x?xi64>
  %e1, %n1 = call @unbind(%x, %one) : (tensor<?x?xi64>, tensor<i64>) -> (tensor<?xi64>, tensor<i64>)
  call @print(%e1, %n1) : (tensor<?xi64>, tensor<i64>) -> ()
  %r = arith.constant dense<[[7, 8]]> : tensor<1x2xi64>
  %xr = tensor.cast %r : tensor<1x2xi64> to tensor<?x?xi64>
  %e2, %n2 = call @unbind(%xr, %two) : (tensor<?x?xi64>, tensor<i64>) -> (tensor<?xi64>, tensor<i64>)
  call @print(%e2, %n2) : (tensor<?xi64>, tensor<i64>) -> ()
  %z = arith.constant dense<0> : tensor<4x0xi64>
  %xz = tensor.cast %z : tensor<4x0xi64> to tensor<?x?xi64>
  %e3, %n3 = call @unbind(%xz, %two) : (tensor<?x?xi64>, tensor<i64>) -> (tensor<?xi64>, tensor<i64>)
  %d3 = arith.constant 0 : index
  %size3 = tensor.dim %e3, %d3 : tensor<?xi64>
  %size3i = arith.index_cast %size3 : index to i64
  %size3t = tensor.from_elements %size3i : tensor<i64>
  call @printn(%size3t) : (tensor<i64>) -> ()
  call @printn(%n3) : (tensor<i64>) -> ()
  %e4, %n4 = call @unbind(%x, %two) : (tensor<?x?xi64>, tensor<i64>) -> (tensor<?xi64>, tensor<i64>)
  // Not reached.
  call @print(%e4, %n4) : (tensor<?xi64>, tensor<i64>) -> ()
  return
}
// CHECK: sizes = [2] strides = {{.*}} data =
// CHECK-NEXT: [5, 6]
// CHECK-NEXT: sizes = [] strides = {{.*}} data =
// CHECK-NEXT: [3]
// CHECK-NEXT: sizes = [2] strides = {{.*}} data =
// CHECK-NEXT: [7, 8]
// CHECK-NEXT: sizes = [] strides = {{.*}} data =
// CHECK-NEXT: [1]
// CHECK-NEXT: sizes = [] strides = {{.*}} data =
// CHECK-NEXT: [0]
// CHECK-NEXT: sizes = [] strides = {{.*}} data =
// CHECK-NEXT: [2]
// CHECK-NEXT: {{^}}error: split.split_to_sequence_v11: keepdims = 0 drops dimension 0, which needs chunks of size 1, but the scalar split is 2 and dimension 0 of the input has size 3{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
