// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// Split-13 (split.split_v13): i64 split operand (constant, static length with
// run-time values, tensor<?xi64> of run-time length), equal parts, zero-size
// chunks, empty split operand treated as absent (static tensor<0xi64> and a
// run-time tensor<?xi64> of length 0), negative axes, static result types
// checked at run time.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @printf(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @printi(%t: tensor<?x?xi32>) {
  %u = tensor.cast %t : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
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

// Three results along axis -1, sizes of run-time length and values.
func.func @v13_dyn(%x: tensor<?x?xf32>, %s: tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:3 = split.split_v13 %x, %s axis = -1 : tensor<?x?xf32>, tensor<?xi64> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1, %a#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Static-length split operand with run-time values, along axis 0.
func.func @v13_len2(%x: tensor<?x?xf32>, %s: tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<?x?xf32>, tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return %a#0, %a#1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// Equal parts along axis -2 of a dynamic i32 input.
func.func @v13_equal(%x: tensor<?x?xi32>) -> (tensor<?x?xi32>, tensor<?x?xi32>, tensor<?x?xi32>) {
  %a:3 = split.split_v13 %x axis = -2 : tensor<?x?xi32> -> tensor<?x?xi32>, tensor<?x?xi32>, tensor<?x?xi32>
  return %a#0, %a#1, %a#2 : tensor<?x?xi32>, tensor<?x?xi32>, tensor<?x?xi32>
}

// Rank 3, split along the middle axis (non-contiguous chunks).
func.func @v13_rank3(%x: tensor<?x?x?xf32>, %s: tensor<?xi64>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %a:2 = split.split_v13 %x, %s axis = 1 : tensor<?x?x?xf32>, tensor<?xi64> -> tensor<?x?x?xf32>, tensor<?x?x?xf32>
  return %a#0, %a#1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// Results are independent values: writing into one result changes neither
// the input nor the other result.
func.func @v13_independent(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:2 = split.split_v13 %x axis = 1 : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 99.0 : f32
  %r = tensor.insert %v into %a#0[%c0, %c1] : tensor<?x?xf32>
  %w = arith.constant -1.0 : f32
  %t = tensor.insert %w into %a#1[%c1, %c0] : tensor<?x?xf32>
  return %r, %t, %x : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Static result types with run-time sizes.
func.func @v13_static_results(%x: tensor<3x6xf32>, %s: tensor<?xi64>) -> (tensor<1x6xf32>, tensor<2x6xf32>) {
  %a:2 = split.split_v13 %x, %s : tensor<3x6xf32>, tensor<?xi64> -> tensor<1x6xf32>, tensor<2x6xf32>
  return %a#0, %a#1 : tensor<1x6xf32>, tensor<2x6xf32>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                             [7.0, 8.0, 9.0, 10.0, 11.0, 12.0],
                             [13.0, 14.0, 15.0, 16.0, 17.0, 18.0]]> : tensor<3x6xf32>

  // ---- static shapes ----

  // Constant split [1, 2] on axis 0.
  %s12 = arith.constant dense<[1, 2]> : tensor<2xi64>
  %a0, %a1 = split.split_v13 %m, %s12 : tensor<3x6xf32>, tensor<2xi64> -> tensor<1x6xf32>, tensor<2x6xf32>
  %pa0 = tensor.cast %a0 : tensor<1x6xf32> to tensor<*xf32>
  %pa1 = tensor.cast %a1 : tensor<2x6xf32> to tensor<*xf32>
  call @printMemrefF32(%pa0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pa1) : (tensor<*xf32>) -> ()
  // CHECK: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6]]
  // CHECK-NEXT: sizes = [2, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]

  // Constant split [2, 3, 1] on axis -1.
  %s231 = arith.constant dense<[2, 3, 1]> : tensor<3xi64>
  %b0, %b1, %b2 = "split.split_v13"(%m, %s231) {axis = -1 : i64} : (tensor<3x6xf32>, tensor<3xi64>) -> (tensor<3x2xf32>, tensor<3x3xf32>, tensor<3x1xf32>)
  %pb0 = tensor.cast %b0 : tensor<3x2xf32> to tensor<*xf32>
  %pb1 = tensor.cast %b1 : tensor<3x3xf32> to tensor<*xf32>
  %pb2 = tensor.cast %b2 : tensor<3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%pb0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pb1) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pb2) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2],
  // CHECK-NEXT: [7, 8],
  // CHECK-NEXT: [13, 14]]
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[3, 4, 5],
  // CHECK-NEXT: [9, 10, 11],
  // CHECK-NEXT: [15, 16, 17]]
  // CHECK-NEXT: sizes = [3, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[6],
  // CHECK-NEXT: [12],
  // CHECK-NEXT: [18]]

  // Equal parts, no split operand, axis 1: [3, 3].
  %c0, %c1 = split.split_v13 %m axis = 1 : tensor<3x6xf32> -> tensor<3x3xf32>, tensor<3x3xf32>
  %pc0 = tensor.cast %c0 : tensor<3x3xf32> to tensor<*xf32>
  %pc1 = tensor.cast %c1 : tensor<3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%pc0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pc1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3],
  // CHECK-NEXT: [7, 8, 9],
  // CHECK-NEXT: [13, 14, 15]]
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4, 5, 6],
  // CHECK-NEXT: [10, 11, 12],
  // CHECK-NEXT: [16, 17, 18]]

  // Constant split [0, 6, 0] on axis 1: empty first and last results.
  %s060 = arith.constant dense<[0, 6, 0]> : tensor<3xi64>
  %d0, %d1, %d2 = split.split_v13 %m, %s060 axis = 1 : tensor<3x6xf32>, tensor<3xi64> -> tensor<3x0xf32>, tensor<3x6xf32>, tensor<3x0xf32>
  %d0d = tensor.cast %d0 : tensor<3x0xf32> to tensor<?x?xf32>
  %d2d = tensor.cast %d2 : tensor<3x0xf32> to tensor<?x?xf32>
  call @shape(%d0d) : (tensor<?x?xf32>) -> ()
  %pd1 = tensor.cast %d1 : tensor<3x6xf32> to tensor<*xf32>
  call @printMemrefF32(%pd1) : (tensor<*xf32>) -> ()
  call @shape(%d2d) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [3, 0]
  // CHECK-NEXT: sizes = [3, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [3, 0]

  // Static empty split operand = absent: equal parts over axis -2 (= 0).
  %se = arith.constant dense<> : tensor<0xi64>
  %e0, %e1, %e2 = split.split_v13 %m, %se axis = -2 : tensor<3x6xf32>, tensor<0xi64> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>
  %pe1 = tensor.cast %e1 : tensor<1x6xf32> to tensor<*xf32>
  call @printMemrefF32(%pe1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7, 8, 9, 10, 11, 12]]

  // ---- dynamic shapes ----
  %x = tensor.cast %m : tensor<3x6xf32> to tensor<?x?xf32>

  // Run-time sizes [1, 2, 3].
  %t123 = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %t123d = tensor.cast %t123 : tensor<3xi64> to tensor<?xi64>
  %f0, %f1, %f2 = call @v13_dyn(%x, %t123d) : (tensor<?x?xf32>, tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  call @printf(%f0) : (tensor<?x?xf32>) -> ()
  call @printf(%f1) : (tensor<?x?xf32>) -> ()
  call @printf(%f2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1],
  // CHECK-NEXT: [7],
  // CHECK-NEXT: [13]]
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[2, 3],
  // CHECK-NEXT: [8, 9],
  // CHECK-NEXT: [14, 15]]
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4, 5, 6],
  // CHECK-NEXT: [10, 11, 12],
  // CHECK-NEXT: [16, 17, 18]]

  // Run-time sizes [0, 6, 0].
  %t060d = tensor.cast %s060 : tensor<3xi64> to tensor<?xi64>
  %g0, %g1, %g2 = call @v13_dyn(%x, %t060d) : (tensor<?x?xf32>, tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  call @shape(%g0) : (tensor<?x?xf32>) -> ()
  call @printf(%g1) : (tensor<?x?xf32>) -> ()
  call @shape(%g2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [3, 0]
  // CHECK-NEXT: sizes = [3, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [3, 0]

  // Run-time sizes [0, 0, 6].
  %t006 = arith.constant dense<[0, 0, 6]> : tensor<3xi64>
  %t006d = tensor.cast %t006 : tensor<3xi64> to tensor<?xi64>
  %h0, %h1, %h2 = call @v13_dyn(%x, %t006d) : (tensor<?x?xf32>, tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  call @shape(%h0) : (tensor<?x?xf32>) -> ()
  call @shape(%h1) : (tensor<?x?xf32>) -> ()
  call @printf(%h2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [3, 0]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [3, 0]
  // CHECK-NEXT: sizes = [3, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]

  // Run-time split of length 0 = absent: equal parts [2, 2, 2].
  %t0d = tensor.cast %se : tensor<0xi64> to tensor<?xi64>
  %k0, %k1, %k2 = call @v13_dyn(%x, %t0d) : (tensor<?x?xf32>, tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  call @printf(%k0) : (tensor<?x?xf32>) -> ()
  call @printf(%k1) : (tensor<?x?xf32>) -> ()
  call @printf(%k2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2],
  // CHECK-NEXT: [7, 8],
  // CHECK-NEXT: [13, 14]]
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[3, 4],
  // CHECK-NEXT: [9, 10],
  // CHECK-NEXT: [15, 16]]
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[5, 6],
  // CHECK-NEXT: [11, 12],
  // CHECK-NEXT: [17, 18]]

  // Static-length operand, run-time values [2, 1].
  %s21 = arith.constant dense<[2, 1]> : tensor<2xi64>
  %l0, %l1 = call @v13_len2(%x, %s21) : (tensor<?x?xf32>, tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @printf(%l0) : (tensor<?x?xf32>) -> ()
  call @printf(%l1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12]]
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[13, 14, 15, 16, 17, 18]]

  // Equal parts along axis -2 of a dynamic 6x2 i32 input: three 2x2 parts.
  %mi = arith.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11, 12]]> : tensor<6x2xi32>
  %xi = tensor.cast %mi : tensor<6x2xi32> to tensor<?x?xi32>
  %n0, %n1, %n2 = call @v13_equal(%xi) : (tensor<?x?xi32>) -> (tensor<?x?xi32>, tensor<?x?xi32>, tensor<?x?xi32>)
  call @printi(%n0) : (tensor<?x?xi32>) -> ()
  call @printi(%n1) : (tensor<?x?xi32>) -> ()
  call @printi(%n2) : (tensor<?x?xi32>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2],
  // CHECK-NEXT: [3, 4]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[5, 6],
  // CHECK-NEXT: [7, 8]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[9, 10],
  // CHECK-NEXT: [11, 12]]

  // Static result types, run-time sizes [1, 2] that agree with them.
  %s12d = tensor.cast %s12 : tensor<2xi64> to tensor<?xi64>
  %q0, %q1 = call @v13_static_results(%m, %s12d) : (tensor<3x6xf32>, tensor<?xi64>) -> (tensor<1x6xf32>, tensor<2x6xf32>)
  %pq0 = tensor.cast %q0 : tensor<1x6xf32> to tensor<*xf32>
  %pq1 = tensor.cast %q1 : tensor<2x6xf32> to tensor<*xf32>
  call @printMemrefF32(%pq0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pq1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6]]
  // CHECK-NEXT: sizes = [2, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]

  // Rank 3 (2x3x2), run-time sizes [1, 2] along axis 1.
  %r = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]],
                             [[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]]> : tensor<2x3x2xf32>
  %rd = tensor.cast %r : tensor<2x3x2xf32> to tensor<?x?x?xf32>
  %r0, %r1 = call @v13_rank3(%rd, %s12d) : (tensor<?x?x?xf32>, tensor<?xi64>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  %pr0 = tensor.cast %r0 : tensor<?x?x?xf32> to tensor<*xf32>
  %pr1 = tensor.cast %r1 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%pr0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pr1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 1, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}1, 2]],
  // CHECK-NEXT: {{\[\[}}7, 8]]]
  // CHECK-NEXT: sizes = [2, 2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}3, 4],
  // CHECK-NEXT: [5, 6]],
  // CHECK-NEXT: {{\[\[}}9, 10],
  // CHECK-NEXT: [11, 12]]]

  // Writes into the results do not show through the input or each other.
  %u0, %u1, %u2 = call @v13_independent(%x) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  call @printf(%u0) : (tensor<?x?xf32>) -> ()
  call @printf(%u1) : (tensor<?x?xf32>) -> ()
  call @printf(%u2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 99, 3],
  // CHECK-NEXT: [7, 8, 9],
  // CHECK-NEXT: [13, 14, 15]]
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4, 5, 6],
  // CHECK-NEXT: [-1, 11, 12],
  // CHECK-NEXT: [16, 17, 18]]
  // CHECK-NEXT: sizes = [3, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]
  return
}
