// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// Split-1 (split.split_v1): split attribute, float split operand (f16, f32,
// f64), equal parts, negative axes, empty split list treated as absent.
// Static shapes in @main, dynamic shapes in separate functions whose
// arguments are tensor.cast'ed constants (nothing folds).

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefF64(tensor<*xf64>)
func.func private @printMemrefI64(tensor<*xi64>)
func.func private @printMemrefF16(tensor<*xf16>) attributes { llvm.emit_c_interface }

func.func @print2(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print2d(%t: tensor<?x?xf64>) {
  %u = tensor.cast %t : tensor<?x?xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  return
}

func.func @print2h(%t: tensor<?x?xf16>) {
  %u = tensor.cast %t : tensor<?x?xf16> to tensor<*xf16>
  call @printMemrefF16(%u) : (tensor<*xf16>) -> ()
  return
}

// Prints the shape of a (possibly empty) tensor as an i64 vector.
func.func @shape2h(%t: tensor<?x?xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf16>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf16>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  %v = tensor.from_elements %i0, %i1 : tensor<2xi64>
  %u = tensor.cast %v : tensor<2xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

// Split attribute on a fully dynamic input.
func.func @v1_attr(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:2 = split.split_v1 %x axis = 1 split = [2, 4] : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// Float split operand of run-time length and values.
func.func @v1_operand(%x: tensor<?x?xf32>, %s: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:2 = split.split_v1 %x, %s axis = -1 : tensor<?x?xf32>, tensor<?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// Equal parts over a dynamic dimension (f64, negative axis).
func.func @v1_equal(%x: tensor<?x?xf64>) -> (tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64>) {
  %a:3 = split.split_v1 %x axis = -1 : tensor<?x?xf64> -> tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64>
  return %a#0, %a#1, %a#2 : tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64>
}

// f16 float split operand, split along axis 0.
func.func @v1_f16(%x: tensor<?x?xf16>, %s: tensor<?xf16>) -> (tensor<?x?xf16>, tensor<?x?xf16>) {
  %a:2 = split.split_v1 %x, %s : tensor<?x?xf16>, tensor<?xf16> -> tensor<?x?xf16>, tensor<?x?xf16>
  return %a#0, %a#1 : tensor<?x?xf16>, tensor<?x?xf16>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                             [7.0, 8.0, 9.0, 10.0, 11.0, 12.0],
                             [13.0, 14.0, 15.0, 16.0, 17.0, 18.0]]> : tensor<3x6xf32>

  // ---- static shapes ----

  // split attribute, axis 1: [2, 4].
  %a0, %a1 = split.split_v1 %m axis = 1 split = [2, 4] : tensor<3x6xf32> -> tensor<3x2xf32>, tensor<3x4xf32>
  %pa0 = tensor.cast %a0 : tensor<3x2xf32> to tensor<*xf32>
  %pa1 = tensor.cast %a1 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%pa0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pa1) : (tensor<*xf32>) -> ()
  // CHECK: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2],
  // CHECK-NEXT: [7, 8],
  // CHECK-NEXT: [13, 14]]
  // CHECK-NEXT: sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[3, 4, 5, 6],
  // CHECK-NEXT: [9, 10, 11, 12],
  // CHECK-NEXT: [15, 16, 17, 18]]

  // Equal parts over axis 0 (default), three results.
  %b0, %b1, %b2 = split.split_v1 %m : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>
  %pb0 = tensor.cast %b0 : tensor<1x6xf32> to tensor<*xf32>
  %pb1 = tensor.cast %b1 : tensor<1x6xf32> to tensor<*xf32>
  %pb2 = tensor.cast %b2 : tensor<1x6xf32> to tensor<*xf32>
  call @printMemrefF32(%pb0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pb1) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pb2) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6]]
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7, 8, 9, 10, 11, 12]]
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[13, 14, 15, 16, 17, 18]]

  // Equal parts over axis -1 (= 1), two results.
  %c0, %c1 = split.split_v1 %m axis = -1 : tensor<3x6xf32> -> tensor<3x3xf32>, tensor<3x3xf32>
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

  // Split attribute with axis -2 (= 0): [2, 1].
  %d0, %d1 = "split.split_v1"(%m) {axis = -2 : i64, split = array<i64: 2, 1>} : (tensor<3x6xf32>) -> (tensor<2x6xf32>, tensor<1x6xf32>)
  %pd0 = tensor.cast %d0 : tensor<2x6xf32> to tensor<*xf32>
  %pd1 = tensor.cast %d1 : tensor<1x6xf32> to tensor<*xf32>
  call @printMemrefF32(%pd0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pd1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12]]
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[13, 14, 15, 16, 17, 18]]

  // Empty split attribute = absent: equal parts over axis -1.
  %e0, %e1 = split.split_v1 %m axis = -1 split = [] : tensor<3x6xf32> -> tensor<3x3xf32>, tensor<3x3xf32>
  %pe1 = tensor.cast %e1 : tensor<3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%pe1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4, 5, 6],
  // CHECK-NEXT: [10, 11, 12],
  // CHECK-NEXT: [16, 17, 18]]

  // A single result: the whole input.
  %f = split.split_v1 %m : tensor<3x6xf32> -> tensor<3x6xf32>
  %pf = tensor.cast %f : tensor<3x6xf32> to tensor<*xf32>
  call @printMemrefF32(%pf) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]

  // Constant f64 split operand [2.0, 4.0] on axis -1.
  %md = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                              [7.0, 8.0, 9.0, 10.0, 11.0, 12.0]]> : tensor<2x6xf64>
  %sd = arith.constant dense<[2.0, 4.0]> : tensor<2xf64>
  %g0, %g1 = split.split_v1 %md, %sd axis = -1 : tensor<2x6xf64>, tensor<2xf64> -> tensor<2x2xf64>, tensor<2x4xf64>
  %pg0 = tensor.cast %g0 : tensor<2x2xf64> to tensor<*xf64>
  %pg1 = tensor.cast %g1 : tensor<2x4xf64> to tensor<*xf64>
  call @printMemrefF64(%pg0) : (tensor<*xf64>) -> ()
  call @printMemrefF64(%pg1) : (tensor<*xf64>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2],
  // CHECK-NEXT: [7, 8]]
  // CHECK-NEXT: sizes = [2, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[3, 4, 5, 6],
  // CHECK-NEXT: [9, 10, 11, 12]]

  // Constant f16 split operand [1.0, 5.0] on axis 1, dynamic result types.
  %mh = arith.constant dense<[[0.5, 1.5, 2.5, 3.5, 4.5, 5.5],
                              [-0.5, -1.5, -2.5, -3.5, -4.5, -5.5]]> : tensor<2x6xf16>
  %sh = arith.constant dense<[1.0, 5.0]> : tensor<2xf16>
  %h0, %h1 = split.split_v1 %mh, %sh axis = 1 : tensor<2x6xf16>, tensor<2xf16> -> tensor<2x?xf16>, tensor<?x?xf16>
  %ph0 = tensor.cast %h0 : tensor<2x?xf16> to tensor<*xf16>
  %ph1 = tensor.cast %h1 : tensor<?x?xf16> to tensor<*xf16>
  call @printMemrefF16(%ph0) : (tensor<*xf16>) -> ()
  call @printMemrefF16(%ph1) : (tensor<*xf16>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0.5],
  // CHECK-NEXT: [-0.5]]
  // CHECK-NEXT: sizes = [2, 5] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1.5, 2.5, 3.5, 4.5, 5.5],
  // CHECK-NEXT: [-1.5, -2.5, -3.5, -4.5, -5.5]]

  // Rank 3, float split operand with a zero entry [1, 1, 0, 2] on axis 2.
  %r = arith.constant dense<[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]],
                             [[9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]]> : tensor<2x2x4xf32>
  %sr = arith.constant dense<[1.0, 1.0, 0.0, 2.0]> : tensor<4xf32>
  %r0, %r1, %r2, %r3 = split.split_v1 %r, %sr axis = 2 : tensor<2x2x4xf32>, tensor<4xf32> -> tensor<2x2x1xf32>, tensor<2x2x1xf32>, tensor<2x2x0xf32>, tensor<2x2x2xf32>
  %pr1 = tensor.cast %r1 : tensor<2x2x1xf32> to tensor<*xf32>
  %pr3 = tensor.cast %r3 : tensor<2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%pr1) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pr3) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}2],
  // CHECK-NEXT: [6]],
  // CHECK-NEXT: {{\[\[}}10],
  // CHECK-NEXT: [14]]]
  // CHECK-NEXT: sizes = [2, 2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}3, 4],
  // CHECK-NEXT: [7, 8]],
  // CHECK-NEXT: {{\[\[}}11, 12],
  // CHECK-NEXT: [15, 16]]]

  // Empty float split operand = absent: equal parts over axis -3 (= 0).
  %se = arith.constant dense<> : tensor<0xf32>
  %q0, %q1 = split.split_v1 %r, %se axis = -3 : tensor<2x2x4xf32>, tensor<0xf32> -> tensor<1x2x4xf32>, tensor<1x2x4xf32>
  %pq1 = tensor.cast %q1 : tensor<1x2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%pq1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [1, 2, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16]]]

  // ---- dynamic shapes ----
  %x = tensor.cast %m : tensor<3x6xf32> to tensor<?x?xf32>

  %i0, %i1 = call @v1_attr(%x) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @print2(%i0) : (tensor<?x?xf32>) -> ()
  call @print2(%i1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2],
  // CHECK-NEXT: [7, 8],
  // CHECK-NEXT: [13, 14]]
  // CHECK-NEXT: sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[3, 4, 5, 6],
  // CHECK-NEXT: [9, 10, 11, 12],
  // CHECK-NEXT: [15, 16, 17, 18]]

  // Run-time float sizes [5.0, 1.0].
  %s51 = arith.constant dense<[5.0, 1.0]> : tensor<2xf32>
  %s51d = tensor.cast %s51 : tensor<2xf32> to tensor<?xf32>
  %j0, %j1 = call @v1_operand(%x, %s51d) : (tensor<?x?xf32>, tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @print2(%j0) : (tensor<?x?xf32>) -> ()
  call @print2(%j1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 5] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5],
  // CHECK-NEXT: [7, 8, 9, 10, 11],
  // CHECK-NEXT: [13, 14, 15, 16, 17]]
  // CHECK-NEXT: sizes = [3, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[6],
  // CHECK-NEXT: [12],
  // CHECK-NEXT: [18]]

  // Run-time float split of length 0 = absent: equal parts [3, 3].
  %s0 = arith.constant dense<> : tensor<0xf32>
  %s0d = tensor.cast %s0 : tensor<0xf32> to tensor<?xf32>
  %k0, %k1 = call @v1_operand(%x, %s0d) : (tensor<?x?xf32>, tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @print2(%k0) : (tensor<?x?xf32>) -> ()
  call @print2(%k1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3],
  // CHECK-NEXT: [7, 8, 9],
  // CHECK-NEXT: [13, 14, 15]]
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4, 5, 6],
  // CHECK-NEXT: [10, 11, 12],
  // CHECK-NEXT: [16, 17, 18]]

  // Equal parts over a dynamic f64 dimension: 6 / 3 = 2.
  %md6 = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                               [7.0, 8.0, 9.0, 10.0, 11.0, 12.0]]> : tensor<2x6xf64>
  %xd = tensor.cast %md6 : tensor<2x6xf64> to tensor<?x?xf64>
  %l0, %l1, %l2 = call @v1_equal(%xd) : (tensor<?x?xf64>) -> (tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64>)
  call @print2d(%l0) : (tensor<?x?xf64>) -> ()
  call @print2d(%l1) : (tensor<?x?xf64>) -> ()
  call @print2d(%l2) : (tensor<?x?xf64>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2],
  // CHECK-NEXT: [7, 8]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[3, 4],
  // CHECK-NEXT: [9, 10]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[5, 6],
  // CHECK-NEXT: [11, 12]]

  // f16 run-time split [0.0, 2.0] along axis 0 (first result empty).
  %xh = tensor.cast %mh : tensor<2x6xf16> to tensor<?x?xf16>
  %sh02 = arith.constant dense<[0.0, 2.0]> : tensor<2xf16>
  %sh02d = tensor.cast %sh02 : tensor<2xf16> to tensor<?xf16>
  %n0, %n1 = call @v1_f16(%xh, %sh02d) : (tensor<?x?xf16>, tensor<?xf16>) -> (tensor<?x?xf16>, tensor<?x?xf16>)
  call @print2h(%n1) : (tensor<?x?xf16>) -> ()
  // CHECK-NEXT: sizes = [2, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0.5, 1.5, 2.5, 3.5, 4.5, 5.5],
  // CHECK-NEXT: [-0.5, -1.5, -2.5, -3.5, -4.5, -5.5]]
  call @shape2h(%n0) : (tensor<?x?xf16>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [0, 6]
  return
}
