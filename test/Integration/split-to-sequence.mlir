// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: split-opt %s --convert-split-to-tensor --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// SplitToSequence-11 and -24 (split.split_to_sequence_v11/_v24) with
// split.sequence_at and split.sequence_length: no split (chunks of 1),
// keepdims = 0 (also on rank 1: 0-D elements; with a scalar split of 1 and
// an empty list), keepdims ignored with a 1-D split
// operand, keepdims = 2, scalar split (i32 and i64; last chunk smaller;
// scalar > d), 1-D split (i64; i32 only as a constant), zero entries, empty
// 1-D split treated as absent (static and run-time length 0), negative
// positions (i32 and i64), empty sequences, sequences passed to and returned
// from other functions and yielded by scf.if, bf16 with v24. Static shapes in
// @main; dynamic shapes in functions called with tensor.cast'ed constants.
// (keepdims = 0 with a dynamic split dimension and a run-time i32 1-D split
// are left out: both currently fail to lower.)

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)
func.func private @printMemrefBF16(tensor<*xbf16>) attributes { llvm.emit_c_interface }

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

// A sequence passed to another function: its length and one element.
func.func @consume(%q: !split.seq<tensor<?x?xf32>>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>) {
  %n = split.sequence_length %q : !split.seq<tensor<?x?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  return %n, %e : tensor<i64>, tensor<?x?xf32>
}

// A sequence returned from a function (v11, scalar split of run-time value).
func.func @make_scalar(%x: tensor<?x?xf32>, %s: tensor<i64>) -> !split.seq<tensor<?x?xf32>> {
  %q = split.split_to_sequence_v11 %x, %s axis = 1 : tensor<?x?xf32>, tensor<i64> -> !split.seq<tensor<?x?xf32>>
  return %q : !split.seq<tensor<?x?xf32>>
}

// v24, 1-D i64 split of run-time length along axis -2; length and element at
// an i32 position.
func.func @seq_list_v24(%x: tensor<?x?xf32>, %s: tensor<?xi64>, %p: tensor<i32>) -> (tensor<i64>, tensor<?x?xf32>) {
  %q = split.split_to_sequence_v24 %x, %s axis = -2 : tensor<?x?xf32>, tensor<?xi64> -> !split.seq<tensor<?x?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xf32>>, tensor<i32> -> tensor<?x?xf32>
  return %n, %e : tensor<i64>, tensor<?x?xf32>
}

// v11, 1-D i64 split of run-time length along axis 1.
func.func @seq_list_i64(%x: tensor<?x?xf32>, %s: tensor<?xi64>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>) {
  %q = "split.split_to_sequence_v11"(%x, %s) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<?x?xf32>, tensor<?xi64>) -> !split.seq<tensor<?x?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  return %n, %e : tensor<i64>, tensor<?x?xf32>
}

// v11 without split, keepdims = 0, along axis -1 (static) of an input with a
// dynamic leading dimension.
func.func @seq_drop(%x: tensor<?x6xf32>, %p: tensor<i64>) -> (tensor<i64>, tensor<?xf32>) {
  %q = split.split_to_sequence_v11 %x axis = -1 keepdims = 0 : tensor<?x6xf32> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %n, %e : tensor<i64>, tensor<?xf32>
}

// Sequences as scf.if results: chunks of rows or of columns.
func.func @choose(%x: tensor<?x?xf32>, %rows: i1, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>) {
  %q = scf.if %rows -> !split.seq<tensor<?x?xf32>> {
    %q1 = split.split_to_sequence_v11 %x : tensor<?x?xf32> -> !split.seq<tensor<?x?xf32>>
    scf.yield %q1 : !split.seq<tensor<?x?xf32>>
  } else {
    %q2 = split.split_to_sequence_v24 %x axis = 1 : tensor<?x?xf32> -> !split.seq<tensor<?x?xf32>>
    scf.yield %q2 : !split.seq<tensor<?x?xf32>>
  }
  %n = split.sequence_length %q : !split.seq<tensor<?x?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  return %n, %e : tensor<i64>, tensor<?x?xf32>
}

// v24 with a scalar i32 split on a dynamic input, returns length only.
func.func @seq_len_i32(%x: tensor<?x?xf32>, %s: tensor<i32>) -> tensor<i64> {
  %q = split.split_to_sequence_v24 %x, %s : tensor<?x?xf32>, tensor<i32> -> !split.seq<tensor<?x?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xf32>>
  return %n : tensor<i64>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                             [7.0, 8.0, 9.0, 10.0, 11.0, 12.0],
                             [13.0, 14.0, 15.0, 16.0, 17.0, 18.0]]> : tensor<3x6xf32>
  %p0 = arith.constant dense<0> : tensor<i64>
  %p1 = arith.constant dense<1> : tensor<i64>
  %p2 = arith.constant dense<2> : tensor<i64>
  %m1 = arith.constant dense<-1> : tensor<i64>
  %m2 = arith.constant dense<-2> : tensor<i64>
  %m3 = arith.constant dense<-3> : tensor<i64>
  %m6i32 = arith.constant dense<-6> : tensor<i32>

  // ---- static shapes ----

  // v11, no split, axis 0: three 1x6 elements.
  %q0 = split.split_to_sequence_v11 %m : tensor<3x6xf32> -> !split.seq<tensor<1x6xf32>>
  %n0 = split.sequence_length %q0 : !split.seq<tensor<1x6xf32>>
  %pn0 = tensor.cast %n0 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn0) : (tensor<*xi64>) -> ()
  // CHECK: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [3]
  %e00 = split.sequence_at %q0[%p0] : !split.seq<tensor<1x6xf32>>, tensor<i64> -> tensor<1x6xf32>
  %e01 = split.sequence_at %q0[%m1] : !split.seq<tensor<1x6xf32>>, tensor<i64> -> tensor<1x6xf32>
  %e02 = split.sequence_at %q0[%m3] : !split.seq<tensor<1x6xf32>>, tensor<i64> -> tensor<?x?xf32>
  %e03 = split.sequence_at %q0[%m2] : !split.seq<tensor<1x6xf32>>, tensor<i64> -> tensor<1x6xf32>
  %pe00 = tensor.cast %e00 : tensor<1x6xf32> to tensor<*xf32>
  %pe01 = tensor.cast %e01 : tensor<1x6xf32> to tensor<*xf32>
  %pe02 = tensor.cast %e02 : tensor<?x?xf32> to tensor<*xf32>
  %pe03 = tensor.cast %e03 : tensor<1x6xf32> to tensor<*xf32>
  call @printMemrefF32(%pe00) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pe01) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pe02) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pe03) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6]]
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[13, 14, 15, 16, 17, 18]]
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6]]
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7, 8, 9, 10, 11, 12]]

  // v11, keepdims = 0 along axis 1: six elements of shape [3]; i32 position -6.
  %q1 = split.split_to_sequence_v11 %m axis = 1 keepdims = 0 : tensor<3x6xf32> -> !split.seq<tensor<3xf32>>
  %n1 = split.sequence_length %q1 : !split.seq<tensor<3xf32>>
  call @printn(%n1) : (tensor<i64>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [6]
  %e10 = split.sequence_at %q1[%m1] : !split.seq<tensor<3xf32>>, tensor<i64> -> tensor<3xf32>
  %e11 = split.sequence_at %q1[%p2] : !split.seq<tensor<3xf32>>, tensor<i64> -> tensor<3xf32>
  %e12 = split.sequence_at %q1[%m6i32] : !split.seq<tensor<3xf32>>, tensor<i32> -> tensor<3xf32>
  %pe10 = tensor.cast %e10 : tensor<3xf32> to tensor<*xf32>
  %pe11 = tensor.cast %e11 : tensor<3xf32> to tensor<*xf32>
  %pe12 = tensor.cast %e12 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%pe10) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pe11) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pe12) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [6, 12, 18]
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [3, 9, 15]
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [1, 7, 13]

  // v11, rank 1, keepdims = 0: 0-D elements.
  %v = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi64>
  %q2 = "split.split_to_sequence_v11"(%v) {keepdims = 0 : i64} : (tensor<4xi64>) -> !split.seq<tensor<i64>>
  %n2 = split.sequence_length %q2 : !split.seq<tensor<i64>>
  call @printn(%n2) : (tensor<i64>) -> ()
  %e20 = split.sequence_at %q2[%m2] : !split.seq<tensor<i64>>, tensor<i64> -> tensor<i64>
  %e21 = split.sequence_at %q2[%p1] : !split.seq<tensor<i64>>, tensor<i64> -> tensor<i64>
  call @printn(%e20) : (tensor<i64>) -> ()
  call @printn(%e21) : (tensor<i64>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [4]
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [30]
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [20]

  // v11, scalar i64 split 4 along axis 1 on d = 6: chunks [4, 2].
  %c4 = arith.constant dense<4> : tensor<i64>
  %q3 = split.split_to_sequence_v11 %m, %c4 axis = 1 : tensor<3x6xf32>, tensor<i64> -> !split.seq<tensor<3x?xf32>>
  %n3 = split.sequence_length %q3 : !split.seq<tensor<3x?xf32>>
  call @printn(%n3) : (tensor<i64>) -> ()
  %e30 = split.sequence_at %q3[%m2] : !split.seq<tensor<3x?xf32>>, tensor<i64> -> tensor<3x?xf32>
  %e31 = split.sequence_at %q3[%p1] : !split.seq<tensor<3x?xf32>>, tensor<i64> -> tensor<3x?xf32>
  %pe30 = tensor.cast %e30 : tensor<3x?xf32> to tensor<*xf32>
  %pe31 = tensor.cast %e31 : tensor<3x?xf32> to tensor<*xf32>
  call @printMemrefF32(%pe30) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pe31) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4],
  // CHECK-NEXT: [7, 8, 9, 10],
  // CHECK-NEXT: [13, 14, 15, 16]]
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[5, 6],
  // CHECK-NEXT: [11, 12],
  // CHECK-NEXT: [17, 18]]

  // v24, scalar i64 split 8 > d = 6: one chunk of 6.
  %c8 = arith.constant dense<8> : tensor<i64>
  %q4 = split.split_to_sequence_v24 %m, %c8 axis = -1 : tensor<3x6xf32>, tensor<i64> -> !split.seq<tensor<3x?xf32>>
  %n4 = split.sequence_length %q4 : !split.seq<tensor<3x?xf32>>
  call @printn(%n4) : (tensor<i64>) -> ()
  %e40 = split.sequence_at %q4[%m1] : !split.seq<tensor<3x?xf32>>, tensor<i64> -> tensor<3x?xf32>
  %pe40 = tensor.cast %e40 : tensor<3x?xf32> to tensor<*xf32>
  call @printMemrefF32(%pe40) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [1]
  // CHECK-NEXT: sizes = [3, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]

  // v11, scalar i32 split 1 with keepdims = 0 (TorchScript's unbind): the
  // axis is dropped (6), as ONNX Runtime does.
  %c1i32 = arith.constant dense<1> : tensor<i32>
  %q5 = split.split_to_sequence_v11 %m, %c1i32 keepdims = 0 : tensor<3x6xf32>, tensor<i32> -> !split.seq<tensor<6xf32>>
  %n5 = split.sequence_length %q5 : !split.seq<tensor<6xf32>>
  call @printn(%n5) : (tensor<i64>) -> ()
  %e50 = split.sequence_at %q5[%p1] : !split.seq<tensor<6xf32>>, tensor<i64> -> tensor<6xf32>
  %pe50 = tensor.cast %e50 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%pe50) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [3]
  // CHECK-NEXT: sizes = [6] strides = {{.*}} data =
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12]

  // v11, 1-D i32 split [1, 2] along axis 0 with keepdims = 0 (ignored).
  %l12 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %q6 = split.split_to_sequence_v11 %m, %l12 keepdims = 0 : tensor<3x6xf32>, tensor<2xi32> -> !split.seq<tensor<?x6xf32>>
  %n6 = split.sequence_length %q6 : !split.seq<tensor<?x6xf32>>
  call @printn(%n6) : (tensor<i64>) -> ()
  %e60 = split.sequence_at %q6[%m1] : !split.seq<tensor<?x6xf32>>, tensor<i64> -> tensor<?x6xf32>
  %pe60 = tensor.cast %e60 : tensor<?x6xf32> to tensor<*xf32>
  call @printMemrefF32(%pe60) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [2, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]

  // v24, 1-D i64 split [0, 6, 0] along axis 1: three elements, two empty.
  %l060 = arith.constant dense<[0, 6, 0]> : tensor<3xi64>
  %q7 = split.split_to_sequence_v24 %m, %l060 axis = 1 : tensor<3x6xf32>, tensor<3xi64> -> !split.seq<tensor<3x?xf32>>
  %n7 = split.sequence_length %q7 : !split.seq<tensor<3x?xf32>>
  call @printn(%n7) : (tensor<i64>) -> ()
  %e70 = split.sequence_at %q7[%p0] : !split.seq<tensor<3x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  %e71 = split.sequence_at %q7[%m2] : !split.seq<tensor<3x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  %e72 = split.sequence_at %q7[%m1] : !split.seq<tensor<3x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  call @shape(%e70) : (tensor<?x?xf32>) -> ()
  call @printf(%e71) : (tensor<?x?xf32>) -> ()
  call @shape(%e72) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [3]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [3, 0]
  // CHECK-NEXT: sizes = [3, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [3, 0]

  // v11, empty 1-D split of static length = absent, so keepdims = 0 drops
  // the axis: six elements of shape [3].
  %le = arith.constant dense<> : tensor<0xi32>
  %q8 = "split.split_to_sequence_v11"(%m, %le) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>, tensor<0xi32>) -> !split.seq<tensor<3xf32>>
  %n8 = split.sequence_length %q8 : !split.seq<tensor<3xf32>>
  call @printn(%n8) : (tensor<i64>) -> ()
  %e80 = split.sequence_at %q8[%m2] : !split.seq<tensor<3xf32>>, tensor<i64> -> tensor<3xf32>
  %pe80 = tensor.cast %e80 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%pe80) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [6]
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [5, 11, 17]

  // v11, keepdims = 2 keeps the axis.
  %q9 = split.split_to_sequence_v11 %m keepdims = 2 : tensor<3x6xf32> -> !split.seq<tensor<1x6xf32>>
  %e90 = split.sequence_at %q9[%p2] : !split.seq<tensor<1x6xf32>>, tensor<i64> -> tensor<1x6xf32>
  %pe90 = tensor.cast %e90 : tensor<1x6xf32> to tensor<*xf32>
  call @printMemrefF32(%pe90) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[13, 14, 15, 16, 17, 18]]

  // Empty sequences: d = 0 without split and with a scalar split.
  %z = arith.constant dense<1.0> : tensor<0x4xf32>
  %qz0 = split.split_to_sequence_v11 %z : tensor<0x4xf32> -> !split.seq<tensor<1x4xf32>>
  %nz0 = split.sequence_length %qz0 : !split.seq<tensor<1x4xf32>>
  call @printn(%nz0) : (tensor<i64>) -> ()
  %c2 = arith.constant dense<2> : tensor<i64>
  %qz1 = split.split_to_sequence_v24 %z, %c2 : tensor<0x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
  %nz1 = split.sequence_length %qz1 : !split.seq<tensor<?x4xf32>>
  call @printn(%nz1) : (tensor<i64>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [0]
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [0]

  // v24 on bf16, keepdims = 0 along axis -1.
  %b = arith.constant dense<[[1.5, 2.5], [3.5, -4.5]]> : tensor<2x2xbf16>
  %qb = split.split_to_sequence_v24 %b axis = -1 keepdims = 0 : tensor<2x2xbf16> -> !split.seq<tensor<2xbf16>>
  %eb = split.sequence_at %qb[%m1] : !split.seq<tensor<2xbf16>>, tensor<i64> -> tensor<2xbf16>
  %peb = tensor.cast %eb : tensor<2xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%peb) : (tensor<*xbf16>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [2.5, -4.5]

  // ---- dynamic shapes ----
  %x = tensor.cast %m : tensor<3x6xf32> to tensor<?x?xf32>

  // Sequence made in @main with a dynamic element type, passed to @consume.
  %qd = split.split_to_sequence_v11 %x, %c4 axis = 1 : tensor<?x?xf32>, tensor<i64> -> !split.seq<tensor<?x?xf32>>
  %cn0, %ce0 = call @consume(%qd, %m1) : (!split.seq<tensor<?x?xf32>>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  call @printn(%cn0) : (tensor<i64>) -> ()
  call @printf(%ce0) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[5, 6],
  // CHECK-NEXT: [11, 12],
  // CHECK-NEXT: [17, 18]]

  // Sequence returned by @make_scalar (scalar 5 on d = 6: [5, 1]) and passed on.
  %c5 = arith.constant dense<5> : tensor<i64>
  %qr = call @make_scalar(%x, %c5) : (tensor<?x?xf32>, tensor<i64>) -> !split.seq<tensor<?x?xf32>>
  %cn1, %ce1 = call @consume(%qr, %m2) : (!split.seq<tensor<?x?xf32>>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  %cn2, %ce2 = call @consume(%qr, %p1) : (!split.seq<tensor<?x?xf32>>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  call @printn(%cn1) : (tensor<i64>) -> ()
  call @printf(%ce1) : (tensor<?x?xf32>) -> ()
  call @printf(%ce2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [3, 5] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5],
  // CHECK-NEXT: [7, 8, 9, 10, 11],
  // CHECK-NEXT: [13, 14, 15, 16, 17]]
  // CHECK-NEXT: sizes = [3, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[6],
  // CHECK-NEXT: [12],
  // CHECK-NEXT: [18]]

  // Run-time scalar 7 > d = 6: one chunk.
  %c7 = arith.constant dense<7> : tensor<i64>
  %qr7 = call @make_scalar(%x, %c7) : (tensor<?x?xf32>, tensor<i64>) -> !split.seq<tensor<?x?xf32>>
  %cn3, %ce3 = call @consume(%qr7, %m1) : (!split.seq<tensor<?x?xf32>>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  call @printn(%cn3) : (tensor<i64>) -> ()
  call @shape(%ce3) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [1]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [3, 6]

  // v24, run-time 1-D split [2, 1] along axis -2, i32 position -1.
  %s21 = arith.constant dense<[2, 1]> : tensor<2xi64>
  %s21d = tensor.cast %s21 : tensor<2xi64> to tensor<?xi64>
  %m1i32 = arith.constant dense<-1> : tensor<i32>
  %ln0, %le0 = call @seq_list_v24(%x, %s21d, %m1i32) : (tensor<?x?xf32>, tensor<?xi64>, tensor<i32>) -> (tensor<i64>, tensor<?x?xf32>)
  call @printn(%ln0) : (tensor<i64>) -> ()
  call @printf(%le0) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[13, 14, 15, 16, 17, 18]]

  // v24, run-time 1-D split of length 0 = absent: three 1x6 chunks.
  %e0v24 = arith.constant dense<> : tensor<0xi64>
  %e0v24d = tensor.cast %e0v24 : tensor<0xi64> to tensor<?xi64>
  %m3i32 = arith.constant dense<-3> : tensor<i32>
  %ln1, %le1 = call @seq_list_v24(%x, %e0v24d, %m3i32) : (tensor<?x?xf32>, tensor<?xi64>, tensor<i32>) -> (tensor<i64>, tensor<?x?xf32>)
  call @printn(%ln1) : (tensor<i64>) -> ()
  call @printf(%le1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [3]
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6]]

  // v11, run-time 1-D i64 split [3, 0, 3] along axis 1 (keepdims = 0 ignored).
  %s303 = arith.constant dense<[3, 0, 3]> : tensor<3xi64>
  %s303d = tensor.cast %s303 : tensor<3xi64> to tensor<?xi64>
  %ln2, %le2 = call @seq_list_i64(%x, %s303d, %m1) : (tensor<?x?xf32>, tensor<?xi64>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  %ln3, %le3 = call @seq_list_i64(%x, %s303d, %p1) : (tensor<?x?xf32>, tensor<?xi64>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  call @printn(%ln2) : (tensor<i64>) -> ()
  call @printf(%le2) : (tensor<?x?xf32>) -> ()
  call @shape(%le3) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [3]
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4, 5, 6],
  // CHECK-NEXT: [10, 11, 12],
  // CHECK-NEXT: [16, 17, 18]]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [3, 0]

  // v11, run-time 1-D i64 split of length 0 = absent (keepdims = 0
  // ignored): six 3x1 chunks.
  %e0i64 = arith.constant dense<> : tensor<0xi64>
  %e0i64d = tensor.cast %e0i64 : tensor<0xi64> to tensor<?xi64>
  %ln4, %le4 = call @seq_list_i64(%x, %e0i64d, %m2) : (tensor<?x?xf32>, tensor<?xi64>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  call @printn(%ln4) : (tensor<i64>) -> ()
  call @printf(%le4) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [6]
  // CHECK-NEXT: sizes = [3, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[5],
  // CHECK-NEXT: [11],
  // CHECK-NEXT: [17]]

  // v11, no split, keepdims = 0 along axis -1 of a ?x6 input.
  %x6 = tensor.cast %m : tensor<3x6xf32> to tensor<?x6xf32>
  %dn, %de = call @seq_drop(%x6, %m3) : (tensor<?x6xf32>, tensor<i64>) -> (tensor<i64>, tensor<?xf32>)
  call @printn(%dn) : (tensor<i64>) -> ()
  %pde = tensor.cast %de : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%pde) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [6]
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [4, 10, 16]

  // v24, run-time scalar i32 split 2 on d = 3 (chunks [2, 1]) and on d = 0.
  %c2i32 = arith.constant dense<2> : tensor<i32>
  %sn0 = call @seq_len_i32(%x, %c2i32) : (tensor<?x?xf32>, tensor<i32>) -> tensor<i64>
  call @printn(%sn0) : (tensor<i64>) -> ()
  %zd = tensor.cast %z : tensor<0x4xf32> to tensor<?x?xf32>
  %sn1 = call @seq_len_i32(%zd, %c2i32) : (tensor<?x?xf32>, tensor<i32>) -> tensor<i64>
  call @printn(%sn1) : (tensor<i64>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [0]

  // Sequences chosen by scf.if.
  %true = arith.constant true
  %false = arith.constant false
  %hn0, %he0 = call @choose(%x, %true, %m1) : (tensor<?x?xf32>, i1, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  %hn1, %he1 = call @choose(%x, %false, %m1) : (tensor<?x?xf32>, i1, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  call @printn(%hn0) : (tensor<i64>) -> ()
  call @printf(%he0) : (tensor<?x?xf32>) -> ()
  call @printn(%hn1) : (tensor<i64>) -> ()
  call @printf(%he1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [3]
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[13, 14, 15, 16, 17, 18]]
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [6]
  // CHECK-NEXT: sizes = [3, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[6],
  // CHECK-NEXT: [12],
  // CHECK-NEXT: [18]]

  // Empty sequence from a dynamic d = 0 without split, passed to a function
  // that only asks for its length.
  %qe = split.split_to_sequence_v11 %zd : tensor<?x?xf32> -> !split.seq<tensor<?x?xf32>>
  %en = split.sequence_length %qe : !split.seq<tensor<?x?xf32>>
  call @printn(%en) : (tensor<i64>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [0]
  return
}
