// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// Split-18 (split.split_v18): num_outputs with the ceil rule (7/3 -> [3,3,1],
// 10/4 -> [3,3,3,1], 8/3 -> [3,3,2], 4/4, 6/3, num_outputs = 1), i64 split
// operand (constant and tensor<?xi64>), neither split nor num_outputs (equal
// parts), empty split operand treated as absent (static and run-time length
// 0), negative axes, static result types from a dynamic dimension.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @printf(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @printi(%t: tensor<?xi64>) {
  %u = tensor.cast %t : tensor<?xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

// num_outputs = 3 along axis -1 of a dynamic input.
func.func @v18_n3(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:3 = split.split_v18 %x axis = -1 num_outputs = 3 : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1, %a#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// num_outputs = 4 on a dynamic 1-D input.
func.func @v18_n4(%x: tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>, tensor<?xi64>, tensor<?xi64>) {
  %a:4 = "split.split_v18"(%x) {axis = 0 : i64, num_outputs = 4 : i64} : (tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>, tensor<?xi64>, tensor<?xi64>)
  return %a#0, %a#1, %a#2, %a#3 : tensor<?xi64>, tensor<?xi64>, tensor<?xi64>, tensor<?xi64>
}

// Split operand of run-time length on a dynamic 1-D input.
func.func @v18_operand(%x: tensor<?xi64>, %s: tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>) {
  %a:2 = split.split_v18 %x, %s axis = -1 : tensor<?xi64>, tensor<?xi64> -> tensor<?xi64>, tensor<?xi64>
  return %a#0, %a#1 : tensor<?xi64>, tensor<?xi64>
}

// Neither split nor num_outputs: equal parts over a dynamic dimension.
func.func @v18_equal(%x: tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>, tensor<?xi64>) {
  %a:3 = split.split_v18 %x : tensor<?xi64> -> tensor<?xi64>, tensor<?xi64>, tensor<?xi64>
  return %a#0, %a#1, %a#2 : tensor<?xi64>, tensor<?xi64>, tensor<?xi64>
}

// Static result types from num_outputs over a dynamic dimension (d = 7).
func.func @v18_static_results(%x: tensor<?x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>) {
  %a:3 = split.split_v18 %x num_outputs = 3 : tensor<?x2xf32> -> tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>
  return %a#0, %a#1, %a#2 : tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0],
                             [8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0]]> : tensor<2x7xf32>
  %v10 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]> : tensor<10xi64>

  // ---- static shapes ----

  // num_outputs = 3 on d = 7 along axis 1: [3, 3, 1].
  %a0, %a1, %a2 = split.split_v18 %m axis = 1 num_outputs = 3 : tensor<2x7xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
  %pa0 = tensor.cast %a0 : tensor<2x3xf32> to tensor<*xf32>
  %pa1 = tensor.cast %a1 : tensor<2x3xf32> to tensor<*xf32>
  %pa2 = tensor.cast %a2 : tensor<2x1xf32> to tensor<*xf32>
  call @printMemrefF32(%pa0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pa1) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pa2) : (tensor<*xf32>) -> ()
  // CHECK: sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3],
  // CHECK-NEXT: [8, 9, 10]]
  // CHECK-NEXT: sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4, 5, 6],
  // CHECK-NEXT: [11, 12, 13]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7],
  // CHECK-NEXT: [14]]

  // num_outputs = 4 on d = 10: [3, 3, 3, 1].
  %b0, %b1, %b2, %b3 = split.split_v18 %v10 num_outputs = 4 : tensor<10xi64> -> tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<1xi64>
  %pb0 = tensor.cast %b0 : tensor<3xi64> to tensor<*xi64>
  %pb1 = tensor.cast %b1 : tensor<3xi64> to tensor<*xi64>
  %pb2 = tensor.cast %b2 : tensor<3xi64> to tensor<*xi64>
  %pb3 = tensor.cast %b3 : tensor<1xi64> to tensor<*xi64>
  call @printMemrefI64(%pb0) : (tensor<*xi64>) -> ()
  call @printMemrefI64(%pb1) : (tensor<*xi64>) -> ()
  call @printMemrefI64(%pb2) : (tensor<*xi64>) -> ()
  call @printMemrefI64(%pb3) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [0, 1, 2]
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [3, 4, 5]
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [6, 7, 8]
  // CHECK-NEXT: sizes = [1] strides = {{.*}} data =
  // CHECK-NEXT: [9]

  // num_outputs = 3 on d = 8: [3, 3, 2].
  %v8 = arith.constant dense<[10, 11, 12, 13, 14, 15, 16, 17]> : tensor<8xi64>
  %c0, %c1, %c2 = "split.split_v18"(%v8) {axis = -1 : i64, num_outputs = 3 : i64} : (tensor<8xi64>) -> (tensor<3xi64>, tensor<3xi64>, tensor<2xi64>)
  %pc1 = tensor.cast %c1 : tensor<3xi64> to tensor<*xi64>
  %pc2 = tensor.cast %c2 : tensor<2xi64> to tensor<*xi64>
  call @printMemrefI64(%pc1) : (tensor<*xi64>) -> ()
  call @printMemrefI64(%pc2) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [13, 14, 15]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [16, 17]

  // num_outputs = 2 on d = 2 along axis -2 (= 0): [1, 1].
  %d0, %d1 = split.split_v18 %m axis = -2 num_outputs = 2 : tensor<2x7xf32> -> tensor<1x7xf32>, tensor<1x7xf32>
  %pd1 = tensor.cast %d1 : tensor<1x7xf32> to tensor<*xf32>
  call @printMemrefF32(%pd1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [1, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[8, 9, 10, 11, 12, 13, 14]]

  // num_outputs = 1: the whole input.
  %e = split.split_v18 %v8 num_outputs = 1 : tensor<8xi64> -> tensor<8xi64>
  %pe = tensor.cast %e : tensor<8xi64> to tensor<*xi64>
  call @printMemrefI64(%pe) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [8] strides = {{.*}} data =
  // CHECK-NEXT: [10, 11, 12, 13, 14, 15, 16, 17]

  // Constant split operand [5, 2] on axis -1.
  %s52 = arith.constant dense<[5, 2]> : tensor<2xi64>
  %f0, %f1 = split.split_v18 %m, %s52 axis = -1 : tensor<2x7xf32>, tensor<2xi64> -> tensor<2x5xf32>, tensor<2x2xf32>
  %pf0 = tensor.cast %f0 : tensor<2x5xf32> to tensor<*xf32>
  %pf1 = tensor.cast %f1 : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%pf0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pf1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 5] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3, 4, 5],
  // CHECK-NEXT: [8, 9, 10, 11, 12]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[6, 7],
  // CHECK-NEXT: [13, 14]]

  // Neither split nor num_outputs: equal parts, d = 10, n = 2.
  %g0, %g1 = split.split_v18 %v10 : tensor<10xi64> -> tensor<5xi64>, tensor<5xi64>
  %pg0 = tensor.cast %g0 : tensor<5xi64> to tensor<*xi64>
  %pg1 = tensor.cast %g1 : tensor<5xi64> to tensor<*xi64>
  call @printMemrefI64(%pg0) : (tensor<*xi64>) -> ()
  call @printMemrefI64(%pg1) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [0, 1, 2, 3, 4]
  // CHECK-NEXT: sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [5, 6, 7, 8, 9]

  // Static empty split operand = absent: equal parts, d = 8, n = 4.
  %se = arith.constant dense<> : tensor<0xi64>
  %h0, %h1, %h2, %h3 = split.split_v18 %v8, %se : tensor<8xi64>, tensor<0xi64> -> tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>
  %ph0 = tensor.cast %h0 : tensor<2xi64> to tensor<*xi64>
  %ph3 = tensor.cast %h3 : tensor<2xi64> to tensor<*xi64>
  call @printMemrefI64(%ph0) : (tensor<*xi64>) -> ()
  call @printMemrefI64(%ph3) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [10, 11]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [16, 17]

  // ---- dynamic shapes ----

  // num_outputs = 3 on dynamic d = 7: [3, 3, 1].
  %x = tensor.cast %m : tensor<2x7xf32> to tensor<?x?xf32>
  %i0, %i1, %i2 = call @v18_n3(%x) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  call @printf(%i0) : (tensor<?x?xf32>) -> ()
  call @printf(%i1) : (tensor<?x?xf32>) -> ()
  call @printf(%i2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2, 3],
  // CHECK-NEXT: [8, 9, 10]]
  // CHECK-NEXT: sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4, 5, 6],
  // CHECK-NEXT: [11, 12, 13]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7],
  // CHECK-NEXT: [14]]

  // num_outputs = 3 on dynamic d = 3: [1, 1, 1].
  %m3 = arith.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %x3 = tensor.cast %m3 : tensor<1x3xf32> to tensor<?x?xf32>
  %j0, %j1, %j2 = call @v18_n3(%x3) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  call @printf(%j0) : (tensor<?x?xf32>) -> ()
  call @printf(%j1) : (tensor<?x?xf32>) -> ()
  call @printf(%j2) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [1, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1]]
  // CHECK-NEXT: sizes = [1, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[2]]
  // CHECK-NEXT: sizes = [1, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[3]]

  // num_outputs = 4 on dynamic d = 10: [3, 3, 3, 1].
  %y10 = tensor.cast %v10 : tensor<10xi64> to tensor<?xi64>
  %k0, %k1, %k2, %k3 = call @v18_n4(%y10) : (tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>, tensor<?xi64>, tensor<?xi64>)
  call @printi(%k0) : (tensor<?xi64>) -> ()
  call @printi(%k1) : (tensor<?xi64>) -> ()
  call @printi(%k2) : (tensor<?xi64>) -> ()
  call @printi(%k3) : (tensor<?xi64>) -> ()
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [0, 1, 2]
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [3, 4, 5]
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [6, 7, 8]
  // CHECK-NEXT: sizes = [1] strides = {{.*}} data =
  // CHECK-NEXT: [9]

  // num_outputs = 4 on dynamic d = 7: [2, 2, 2, 1].
  %v7 = arith.constant dense<[20, 21, 22, 23, 24, 25, 26]> : tensor<7xi64>
  %y7 = tensor.cast %v7 : tensor<7xi64> to tensor<?xi64>
  %l0, %l1, %l2, %l3 = call @v18_n4(%y7) : (tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>, tensor<?xi64>, tensor<?xi64>)
  call @printi(%l0) : (tensor<?xi64>) -> ()
  call @printi(%l1) : (tensor<?xi64>) -> ()
  call @printi(%l2) : (tensor<?xi64>) -> ()
  call @printi(%l3) : (tensor<?xi64>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [20, 21]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [22, 23]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [24, 25]
  // CHECK-NEXT: sizes = [1] strides = {{.*}} data =
  // CHECK-NEXT: [26]

  // num_outputs = 4 on dynamic d = 4: [1, 1, 1, 1].
  %v4 = arith.constant dense<[30, 31, 32, 33]> : tensor<4xi64>
  %y4 = tensor.cast %v4 : tensor<4xi64> to tensor<?xi64>
  %n0, %n1, %n2, %n3 = call @v18_n4(%y4) : (tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>, tensor<?xi64>, tensor<?xi64>)
  call @printi(%n0) : (tensor<?xi64>) -> ()
  call @printi(%n3) : (tensor<?xi64>) -> ()
  // CHECK-NEXT: sizes = [1] strides = {{.*}} data =
  // CHECK-NEXT: [30]
  // CHECK-NEXT: sizes = [1] strides = {{.*}} data =
  // CHECK-NEXT: [33]

  // Run-time split operand [3, 4] on d = 7.
  %s34 = arith.constant dense<[3, 4]> : tensor<2xi64>
  %s34d = tensor.cast %s34 : tensor<2xi64> to tensor<?xi64>
  %o0, %o1 = call @v18_operand(%y7, %s34d) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>)
  call @printi(%o0) : (tensor<?xi64>) -> ()
  call @printi(%o1) : (tensor<?xi64>) -> ()
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: [20, 21, 22]
  // CHECK-NEXT: sizes = [4] strides = {{.*}} data =
  // CHECK-NEXT: [23, 24, 25, 26]

  // Run-time split operand of length 0 = absent: equal parts on d = 10.
  %se0d = tensor.cast %se : tensor<0xi64> to tensor<?xi64>
  %q0, %q1 = call @v18_operand(%y10, %se0d) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>)
  call @printi(%q0) : (tensor<?xi64>) -> ()
  call @printi(%q1) : (tensor<?xi64>) -> ()
  // CHECK-NEXT: sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [0, 1, 2, 3, 4]
  // CHECK-NEXT: sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [5, 6, 7, 8, 9]

  // Neither split nor num_outputs on dynamic d = 6: [2, 2, 2].
  %v6 = arith.constant dense<[40, 41, 42, 43, 44, 45]> : tensor<6xi64>
  %y6 = tensor.cast %v6 : tensor<6xi64> to tensor<?xi64>
  %r0, %r1, %r2 = call @v18_equal(%y6) : (tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>, tensor<?xi64>)
  call @printi(%r0) : (tensor<?xi64>) -> ()
  call @printi(%r1) : (tensor<?xi64>) -> ()
  call @printi(%r2) : (tensor<?xi64>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [40, 41]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [42, 43]
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [44, 45]

  // Static result types from num_outputs = 3 over dynamic d = 7.
  %m72 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0],
                               [9.0, 10.0], [11.0, 12.0], [13.0, 14.0]]> : tensor<7x2xf32>
  %x72 = tensor.cast %m72 : tensor<7x2xf32> to tensor<?x2xf32>
  %t0, %t1, %t2 = call @v18_static_results(%x72) : (tensor<?x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>)
  %pt0 = tensor.cast %t0 : tensor<3x2xf32> to tensor<*xf32>
  %pt1 = tensor.cast %t1 : tensor<3x2xf32> to tensor<*xf32>
  %pt2 = tensor.cast %t2 : tensor<1x2xf32> to tensor<*xf32>
  call @printMemrefF32(%pt0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pt1) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pt2) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 2],
  // CHECK-NEXT: [3, 4],
  // CHECK-NEXT: [5, 6]]
  // CHECK-NEXT: sizes = [3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7, 8],
  // CHECK-NEXT: [9, 10],
  // CHECK-NEXT: [11, 12]]
  // CHECK-NEXT: sizes = [1, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[13, 14]]
  return
}
