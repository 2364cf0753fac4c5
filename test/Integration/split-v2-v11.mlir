// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// Split-2 and Split-11 (split.split_v2, split.split_v11): split attribute,
// equal parts, negative axes (also for Split-2), empty split attribute treated
// as absent, rank 3. Static shapes in @main; dynamic shapes in separate
// functions called with tensor.cast'ed constants, including static result
// types computed from a dynamic input dimension.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @printf(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @printi(%t: tensor<?x?xi64>) {
  %u = tensor.cast %t : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

// Split-2, split attribute [1, 2] along axis -2 of a dynamic input.
func.func @v2_attr(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:2 = "split.split_v2"(%x) {axis = -2 : i64, split = array<i64: 1, 2>} : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return %a#0, %a#1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// Split-2, equal parts along axis -1 of a dynamic input.
func.func @v2_equal(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:3 = split.split_v2 %x axis = -1 : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1, %a#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Split-11, split attribute [4, 2] along axis 1 of a dynamic input.
func.func @v11_attr(%x: tensor<?x?xi64>) -> (tensor<?x?xi64>, tensor<?x?xi64>) {
  %a:2 = split.split_v11 %x axis = 1 split = [4, 2] : tensor<?x?xi64> -> tensor<?x?xi64>, tensor<?x?xi64>
  return %a#0, %a#1 : tensor<?x?xi64>, tensor<?x?xi64>
}

// Split-11, static result types from a dynamic split dimension.
func.func @v11_static_results(%x: tensor<?x6xi64>) -> (tensor<1x6xi64>, tensor<2x6xi64>) {
  %a:2 = split.split_v11 %x split = [1, 2] : tensor<?x6xi64> -> tensor<1x6xi64>, tensor<2x6xi64>
  return %a#0, %a#1 : tensor<1x6xi64>, tensor<2x6xi64>
}

// Split-11, equal parts along axis -1 with an empty split attribute.
func.func @v11_empty_attr(%x: tensor<?x?xi64>) -> (tensor<?x?xi64>, tensor<?x?xi64>) {
  %a:2 = split.split_v11 %x axis = -1 split = [] : tensor<?x?xi64> -> tensor<?x?xi64>, tensor<?x?xi64>
  return %a#0, %a#1 : tensor<?x?xi64>, tensor<?x?xi64>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                             [7.0, 8.0, 9.0, 10.0, 11.0, 12.0],
                             [13.0, 14.0, 15.0, 16.0, 17.0, 18.0]]> : tensor<3x6xf32>
  %mi = arith.constant dense<[[1, 2, 3, 4, 5, 6],
                              [7, 8, 9, 10, 11, 12],
                              [13, 14, 15, 16, 17, 18]]> : tensor<3x6xi64>

  // ---- static shapes ----

  // Split-2, split attribute [1, 2] on axis 0.
  %a0, %a1 = split.split_v2 %m split = [1, 2] : tensor<3x6xf32> -> tensor<1x6xf32>, tensor<2x6xf32>
  %pa0 = tensor.cast %a0 : tensor<1x6xf32> to tensor<*xf32>
  %pa1 = tensor.cast %a1 : tensor<2x6xf32> to tensor<*xf32>
  call @printMemrefF32(%pa0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pa1) : (tensor<*xf32>) -> ()
  // CHECK: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6]]
  // CHECK-NEXT: sizes = [2, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]

  // Split-2, equal parts on axis -1: three results of 2 columns.
  %b0, %b1, %b2 = split.split_v2 %m axis = -1 : tensor<3x6xf32> -> tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>
  %pb0 = tensor.cast %b0 : tensor<3x2xf32> to tensor<*xf32>
  %pb1 = tensor.cast %b1 : tensor<3x2xf32> to tensor<*xf32>
  %pb2 = tensor.cast %b2 : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%pb0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pb1) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pb2) : (tensor<*xf32>) -> ()
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

  // Split-2, split attribute [5, 1] on axis -1, generic form.
  %c0, %c1 = "split.split_v2"(%m) {axis = -1 : i64, split = array<i64: 5, 1>} : (tensor<3x6xf32>) -> (tensor<3x5xf32>, tensor<3x1xf32>)
  %pc1 = tensor.cast %c1 : tensor<3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%pc1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[6],
  // CHECK-NEXT: [12],
  // CHECK-NEXT: [18]]

  // Split-2, empty split attribute on rank 3, axis -2: equal parts.
  %r = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]],
                             [[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]]> : tensor<2x3x2xf32>
  %d0, %d1, %d2 = "split.split_v2"(%r) {axis = -2 : i64, split = array<i64>} : (tensor<2x3x2xf32>) -> (tensor<2x1x2xf32>, tensor<2x1x2xf32>, tensor<2x1x2xf32>)
  %pd1 = tensor.cast %d1 : tensor<2x1x2xf32> to tensor<*xf32>
  %pd2 = tensor.cast %d2 : tensor<2x1x2xf32> to tensor<*xf32>
  call @printMemrefF32(%pd1) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pd2) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 1, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}3, 4]],
  // CHECK-NEXT: {{\[\[}}9, 10]]]
  // CHECK-NEXT: sizes = [2, 1, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}5, 6]],
  // CHECK-NEXT: {{\[\[}}11, 12]]]

  // Split-11, split attribute [4, 2] on axis 1 (i64).
  %e0, %e1 = split.split_v11 %mi axis = 1 split = [4, 2] : tensor<3x6xi64> -> tensor<3x4xi64>, tensor<3x2xi64>
  %pe0 = tensor.cast %e0 : tensor<3x4xi64> to tensor<*xi64>
  %pe1 = tensor.cast %e1 : tensor<3x2xi64> to tensor<*xi64>
  call @printMemrefI64(%pe0) : (tensor<*xi64>) -> ()
  call @printMemrefI64(%pe1) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4],
  // CHECK-NEXT: [7, 8, 9, 10],
  // CHECK-NEXT: [13, 14, 15, 16]]
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[5, 6],
  // CHECK-NEXT: [11, 12],
  // CHECK-NEXT: [17, 18]]

  // Split-11, equal parts over axis 0 (default), three results.
  %f0, %f1, %f2 = split.split_v11 %mi : tensor<3x6xi64> -> tensor<1x6xi64>, tensor<1x6xi64>, tensor<1x6xi64>
  %pf0 = tensor.cast %f0 : tensor<1x6xi64> to tensor<*xi64>
  %pf2 = tensor.cast %f2 : tensor<1x6xi64> to tensor<*xi64>
  call @printMemrefI64(%pf0) : (tensor<*xi64>) -> ()
  call @printMemrefI64(%pf2) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6]]
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[13, 14, 15, 16, 17, 18]]

  // Split-11, axis -3 on rank 3 (i32), split attribute [1, 1].
  %ri = arith.constant dense<[[[1, 2], [3, 4], [5, 6]],
                              [[7, 8], [9, 10], [11, 12]]]> : tensor<2x3x2xi32>
  %g0, %g1 = split.split_v11 %ri axis = -3 split = [1, 1] : tensor<2x3x2xi32> -> tensor<1x3x2xi32>, tensor<1x3x2xi32>
  %pg0 = tensor.cast %g0 : tensor<1x3x2xi32> to tensor<*xi32>
  %pg1 = tensor.cast %g1 : tensor<1x3x2xi32> to tensor<*xi32>
  call @printMemrefI32(%pg0) : (tensor<*xi32>) -> ()
  call @printMemrefI32(%pg1) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: sizes = [1, 3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}1, 2],
  // CHECK-NEXT: [3, 4],
  // CHECK-NEXT: [5, 6]]]
  // CHECK-NEXT: sizes = [1, 3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}7, 8],
  // CHECK-NEXT: [9, 10],
  // CHECK-NEXT: [11, 12]]]

  // Split-11, rank 3 axis 2 (last), split attribute [2]: the whole input.
  %h = split.split_v11 %ri axis = 2 split = [2] : tensor<2x3x2xi32> -> tensor<2x3x2xi32>
  %ph = tensor.cast %h : tensor<2x3x2xi32> to tensor<*xi32>
  call @printMemrefI32(%ph) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: sizes = [2, 3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}1, 2],
  // CHECK-NEXT: [3, 4],
  // CHECK-NEXT: [5, 6]],
  // CHECK-NEXT: {{\[\[}}7, 8],
  // CHECK-NEXT: [9, 10],
  // CHECK-NEXT: [11, 12]]]

  // Split-11, result types more dynamic than the sizes.
  %k0, %k1 = split.split_v11 %mi split = [1, 2] : tensor<3x6xi64> -> tensor<?x6xi64>, tensor<?x?xi64>
  %pk1 = tensor.cast %k1 : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%pk1) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [2, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]

  // ---- dynamic shapes ----
  %x = tensor.cast %m : tensor<3x6xf32> to tensor<?x?xf32>
  %xi = tensor.cast %mi : tensor<3x6xi64> to tensor<?x?xi64>
  %xi6 = tensor.cast %mi : tensor<3x6xi64> to tensor<?x6xi64>

  %l0, %l1 = call @v2_attr(%x) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @printf(%l0) : (tensor<?x?xf32>) -> ()
  call @printf(%l1) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6]]
  // CHECK-NEXT: sizes = [2, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]

  %n0, %n1, %n2 = call @v2_equal(%x) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  call @printf(%n0) : (tensor<?x?xf32>) -> ()
  call @printf(%n1) : (tensor<?x?xf32>) -> ()
  call @printf(%n2) : (tensor<?x?xf32>) -> ()
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

  %o0, %o1 = call @v11_attr(%xi) : (tensor<?x?xi64>) -> (tensor<?x?xi64>, tensor<?x?xi64>)
  call @printi(%o0) : (tensor<?x?xi64>) -> ()
  call @printi(%o1) : (tensor<?x?xi64>) -> ()
  // CHECK-NEXT: sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4],
  // CHECK-NEXT: [7, 8, 9, 10],
  // CHECK-NEXT: [13, 14, 15, 16]]
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[5, 6],
  // CHECK-NEXT: [11, 12],
  // CHECK-NEXT: [17, 18]]

  %q0, %q1 = call @v11_static_results(%xi6) : (tensor<?x6xi64>) -> (tensor<1x6xi64>, tensor<2x6xi64>)
  %pq0 = tensor.cast %q0 : tensor<1x6xi64> to tensor<*xi64>
  %pq1 = tensor.cast %q1 : tensor<2x6xi64> to tensor<*xi64>
  call @printMemrefI64(%pq0) : (tensor<*xi64>) -> ()
  call @printMemrefI64(%pq1) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [1, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5, 6]]
  // CHECK-NEXT: sizes = [2, 6] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [13, 14, 15, 16, 17, 18]]

  %s0, %s1 = call @v11_empty_attr(%xi) : (tensor<?x?xi64>) -> (tensor<?x?xi64>, tensor<?x?xi64>)
  call @printi(%s0) : (tensor<?x?xi64>) -> ()
  call @printi(%s1) : (tensor<?x?xi64>) -> ()
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3],
  // CHECK-NEXT: [7, 8, 9],
  // CHECK-NEXT: [13, 14, 15]]
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4, 5, 6],
  // CHECK-NEXT: [10, 11, 12],
  // CHECK-NEXT: [16, 17, 18]]
  return
}
