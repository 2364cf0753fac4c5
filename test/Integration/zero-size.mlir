// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: split-opt %s --convert-split-to-tensor --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// Zero-size chunks and zero-size dimensions: [0, 4, 0] on d = 4, d = 0 split
// by [0, 0, 0] (attribute, i64 operand, Split-1 float operand), equal parts on
// d = 0, other dimension 0, SplitToSequence on inputs with a 0 dimension.
// Empty results are checked through their shape (printed as an i64 vector),
// non-empty ones through their values. Static shapes in @main, dynamic shapes
// in functions called with tensor.cast'ed constants.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @printf(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @printn(%t: tensor<i64>) {
  %u = tensor.cast %t : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

// Prints the shape of a (possibly empty) tensor as an i64 vector.
func.func @shape(%t: tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  %v = tensor.from_elements %i0, %i1 : tensor<2xi64>
  %u = tensor.cast %v : tensor<2xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

func.func @v13_three(%x: tensor<?x?xf32>, %s: tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:3 = split.split_v13 %x, %s axis = 1 : tensor<?x?xf32>, tensor<?xi64> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1, %a#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @v11_attr_000(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:3 = split.split_v11 %x split = [0, 0, 0] : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1, %a#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @v2_equal(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:2 = split.split_v2 %x : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @v1_float(%x: tensor<?x?xf32>, %s: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:2 = split.split_v1 %x, %s axis = 1 : tensor<?x?xf32>, tensor<?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @v18_n2(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:2 = split.split_v18 %x axis = -1 num_outputs = 2 : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @seq(%x: tensor<?x?xf32>, %s: tensor<?xi64>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>) {
  %q = split.split_to_sequence_v11 %x, %s axis = 1 : tensor<?x?xf32>, tensor<?xi64> -> !split.seq<tensor<?x?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  return %n, %e : tensor<i64>, tensor<?x?xf32>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %z04 = arith.constant dense<1.0> : tensor<0x4xf32>
  %z40 = arith.constant dense<1.0> : tensor<4x0xf32>
  %z20 = arith.constant dense<1.0> : tensor<2x0xf32>
  %m1 = arith.constant dense<-1> : tensor<i64>
  %p0 = arith.constant dense<0> : tensor<i64>

  // ---- static shapes ----

  // [0, 4, 0] on d = 4 (axis 1).
  %a0, %a1, %a2 = split.split_v11 %m axis = 1 split = [0, 4, 0] : tensor<2x4xf32> -> tensor<2x0xf32>, tensor<2x4xf32>, tensor<2x0xf32>
  %ad0 = tensor.cast %a0 : tensor<2x0xf32> to tensor<?x?xf32>
  %ad1 = tensor.cast %a1 : tensor<2x4xf32> to tensor<?x?xf32>
  %ad2 = tensor.cast %a2 : tensor<2x0xf32> to tensor<?x?xf32>
  call @shape(%ad0) : (tensor<?x?xf32>) -> ()
  call @printf(%ad1) : (tensor<?x?xf32>) -> ()
  call @shape(%ad2) : (tensor<?x?xf32>) -> ()
  // CHECK: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]
  // CHECK-NEXT: sizes = [2, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4],
  // CHECK-NEXT: [5, 6, 7, 8]]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]

  // d = 0 split by the attribute [0, 0, 0] (axis 0 of 0x4).
  %b0, %b1, %b2 = split.split_v2 %z04 split = [0, 0, 0] : tensor<0x4xf32> -> tensor<0x4xf32>, tensor<0x4xf32>, tensor<0x4xf32>
  %bd0 = tensor.cast %b0 : tensor<0x4xf32> to tensor<?x?xf32>
  %bd2 = tensor.cast %b2 : tensor<0x4xf32> to tensor<?x?xf32>
  call @shape(%bd0) : (tensor<?x?xf32>) -> ()
  call @shape(%bd2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [0, 4]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [0, 4]

  // d = 0 split by the i64 operand [0, 0, 0] (axis -1 of 4x0).
  %s000 = arith.constant dense<[0, 0, 0]> : tensor<3xi64>
  %c0, %c1, %c2 = split.split_v13 %z40, %s000 axis = -1 : tensor<4x0xf32>, tensor<3xi64> -> tensor<4x0xf32>, tensor<4x0xf32>, tensor<4x0xf32>
  %cd1 = tensor.cast %c1 : tensor<4x0xf32> to tensor<?x?xf32>
  call @shape(%cd1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [4, 0]

  // Equal parts on d = 0: three empty results (Split-11).
  %e0, %e1, %e2 = split.split_v11 %z04 : tensor<0x4xf32> -> tensor<0x4xf32>, tensor<0x4xf32>, tensor<0x4xf32>
  %ed2 = tensor.cast %e2 : tensor<0x4xf32> to tensor<?x?xf32>
  call @shape(%ed2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [0, 4]

  // Other dimension 0: 0x4 split along axis 1 by [1, 3].
  %f0, %f1 = split.split_v11 %z04 axis = 1 split = [1, 3] : tensor<0x4xf32> -> tensor<0x1xf32>, tensor<0x3xf32>
  %fd0 = tensor.cast %f0 : tensor<0x1xf32> to tensor<?x?xf32>
  %fd1 = tensor.cast %f1 : tensor<0x3xf32> to tensor<?x?xf32>
  call @shape(%fd0) : (tensor<?x?xf32>) -> ()
  call @shape(%fd1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [0, 1]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [0, 3]

  // Other dimension 0: 4x0 split along axis 0 by num_outputs = 2 ([2, 2]).
  %g0, %g1 = split.split_v18 %z40 num_outputs = 2 : tensor<4x0xf32> -> tensor<2x0xf32>, tensor<2x0xf32>
  %gd1 = tensor.cast %g1 : tensor<2x0xf32> to tensor<?x?xf32>
  call @shape(%gd1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]

  // Split-1 float operand [0.0, 0.0] on d = 0 (axis 1 of 2x0).
  %sf00 = arith.constant dense<[0.0, 0.0]> : tensor<2xf32>
  %h0, %h1 = split.split_v1 %z20, %sf00 axis = 1 : tensor<2x0xf32>, tensor<2xf32> -> tensor<2x0xf32>, tensor<2x0xf32>
  %hd0 = tensor.cast %h0 : tensor<2x0xf32> to tensor<?x?xf32>
  call @shape(%hd0) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]

  // SplitToSequence without split on 0x4 along axis 1: four 0x1 elements.
  %q0 = split.split_to_sequence_v11 %z04 axis = 1 : tensor<0x4xf32> -> !split.seq<tensor<0x1xf32>>
  %qn0 = split.sequence_length %q0 : !split.seq<tensor<0x1xf32>>
  call @printn(%qn0) : (tensor<i64>) -> ()
  %qe0 = split.sequence_at %q0[%m1] : !split.seq<tensor<0x1xf32>>, tensor<i64> -> tensor<?x?xf32>
  call @shape(%qe0) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [4]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [0, 1]

  // SplitToSequence with a 1-D split [0, 0] on d = 0: two empty elements.
  %s00 = arith.constant dense<[0, 0]> : tensor<2xi64>
  %q1 = split.split_to_sequence_v24 %z20, %s00 axis = 1 : tensor<2x0xf32>, tensor<2xi64> -> !split.seq<tensor<2x?xf32>>
  %qn1 = split.sequence_length %q1 : !split.seq<tensor<2x?xf32>>
  call @printn(%qn1) : (tensor<i64>) -> ()
  %qe1 = split.sequence_at %q1[%p0] : !split.seq<tensor<2x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  call @shape(%qe1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]

  // ---- dynamic shapes ----
  %x = tensor.cast %m : tensor<2x4xf32> to tensor<?x?xf32>
  %x04 = tensor.cast %z04 : tensor<0x4xf32> to tensor<?x?xf32>
  %x40 = tensor.cast %z40 : tensor<4x0xf32> to tensor<?x?xf32>
  %x20 = tensor.cast %z20 : tensor<2x0xf32> to tensor<?x?xf32>

  // Run-time [0, 4, 0] on d = 4.
  %s040 = arith.constant dense<[0, 4, 0]> : tensor<3xi64>
  %s040d = tensor.cast %s040 : tensor<3xi64> to tensor<?xi64>
  %i0, %i1, %i2 = call @v13_three(%x, %s040d) : (tensor<?x?xf32>, tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  call @shape(%i0) : (tensor<?x?xf32>) -> ()
  call @printf(%i1) : (tensor<?x?xf32>) -> ()
  call @shape(%i2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]
  // CHECK-NEXT: sizes = [2, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4],
  // CHECK-NEXT: [5, 6, 7, 8]]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]

  // Run-time [0, 0, 0] on dynamic d = 0 (axis 1 of 2x0).
  %s000d = tensor.cast %s000 : tensor<3xi64> to tensor<?xi64>
  %j0, %j1, %j2 = call @v13_three(%x20, %s000d) : (tensor<?x?xf32>, tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  call @shape(%j0) : (tensor<?x?xf32>) -> ()
  call @shape(%j1) : (tensor<?x?xf32>) -> ()
  call @shape(%j2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]

  // Attribute [0, 0, 0] on dynamic d = 0 (axis 0 of 0x4).
  %k0, %k1, %k2 = call @v11_attr_000(%x04) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  call @shape(%k1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [0, 4]

  // Equal parts on dynamic d = 0 (Split-2, axis 0 of 0x4).
  %l0, %l1 = call @v2_equal(%x04) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @shape(%l0) : (tensor<?x?xf32>) -> ()
  call @shape(%l1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [0, 4]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [0, 4]

  // Equal parts along axis 0 of 4x0 (other dimension 0): [2, 2].
  %n0, %n1 = call @v2_equal(%x40) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @shape(%n1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]

  // num_outputs = 2 along axis -1 of 0x4 (other dimension 0): [2, 2].
  %o0, %o1 = call @v18_n2(%x04) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @shape(%o0) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [0, 2]

  // Run-time Split-1 float [0.0, 0.0] on dynamic d = 0.
  %sf00d = tensor.cast %sf00 : tensor<2xf32> to tensor<?xf32>
  %r0, %r1 = call @v1_float(%x20, %sf00d) : (tensor<?x?xf32>, tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @shape(%r1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]

  // Run-time Split-1 float [4.0, 0.0] on d = 4: second result empty.
  %sf40 = arith.constant dense<[4.0, 0.0]> : tensor<2xf32>
  %sf40d = tensor.cast %sf40 : tensor<2xf32> to tensor<?xf32>
  %t0, %t1 = call @v1_float(%x, %sf40d) : (tensor<?x?xf32>, tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @printf(%t0) : (tensor<?x?xf32>) -> ()
  call @shape(%t1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4],
  // CHECK-NEXT: [5, 6, 7, 8]]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]

  // Sequence with run-time 1-D split [0, 0] on dynamic d = 0.
  %s00d = tensor.cast %s00 : tensor<2xi64> to tensor<?xi64>
  %un, %ue = call @seq(%x20, %s00d, %m1) : (tensor<?x?xf32>, tensor<?xi64>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  call @printn(%un) : (tensor<i64>) -> ()
  call @shape(%ue) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]

  // Sequence with run-time 1-D split [0, 4, 0] on d = 4: last element empty.
  %vn, %ve = call @seq(%x, %s040d, %m1) : (tensor<?x?xf32>, tensor<?xi64>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  call @printn(%vn) : (tensor<i64>) -> ()
  call @shape(%ve) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [3]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2, 0]
  return
}
