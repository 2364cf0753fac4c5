// Limits: rank 16. Splits of a rank-16 tensor along a middle axis (static
// and dynamic shapes) and a rank-16 SplitToSequence without keepdims (rank-15
// elements) run through the whole pipeline; MLIR has no rank limit and the
// lowering none either (strided copies over 16 dimensions). The printed
// brackets become parentheses for FileCheck, where [[ starts a variable.
//
// RUN: split-runner %s -e main --entry-point-result=void | tr '[]' '()' | FileCheck %s

// Static: [1, 2] along axis 7 of 2x1x1x1x1x1x1x3x1x1x1x1x1x1x1x2.
// CHECK: rank = 16 offset = 0 sizes = (2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2)
// CHECK-NEXT: ((((((((((((((((0, 1))))))))))))))),
// CHECK-NEXT: (((((((((((((((6, 7))))))))))))))))
// CHECK-NEXT: rank = 16 offset = 0 sizes = (2, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 2)
// CHECK-NEXT: ((((((((((((((((2, 3)))))))),
// CHECK-NEXT: ((((((((4, 5))))))))))))))),
// CHECK-NEXT: (((((((((((((((8, 9)))))))),
// CHECK-NEXT: ((((((((10, 11))))))))))))))))
// Dynamic: the same split of a tensor<?x...x?xf32> (16 dynamic dimensions).
// CHECK-NEXT: rank = 16 offset = 0 sizes = (2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2)
// CHECK-NEXT: ((((((((((((((((0, 1))))))))))))))),
// CHECK-NEXT: (((((((((((((((6, 7))))))))))))))))
// CHECK-NEXT: rank = 16 offset = 0 sizes = (2, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 2)
// CHECK-NEXT: ((((((((((((((((2, 3)))))))),
// CHECK-NEXT: ((((((((4, 5))))))))))))))),
// CHECK-NEXT: (((((((((((((((8, 9)))))))),
// CHECK-NEXT: ((((((((10, 11))))))))))))))))
// SplitToSequence along the last axis, keepdims = 0: element 1 has rank 15.
// CHECK-NEXT: rank = 15 offset = 1 sizes = (2, 1, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 1)
// CHECK-NEXT: (((((((((((((((1))))))),
// CHECK-NEXT: (((((((3))))))),
// CHECK-NEXT: (((((((5)))))))))))))),
// CHECK-NEXT: ((((((((((((((7))))))),
// CHECK-NEXT: (((((((9))))))),
// CHECK-NEXT: (((((((11)))))))))))))))

func.func private @printMemrefF32(tensor<*xf32>)
func.func @split(%x: tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>) -> (tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>, tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>) {
  %s = arith.constant dense<[1, 2]> : tensor<2xi64>
  %a:2 = split.split_v13 %x, %s axis = 7 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>, tensor<2xi64> -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>, tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  return %a#0, %a#1 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>, tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
}
func.func @main() {
  %x = arith.constant dense<[[[[[[[[[[[[[[[[0.0, 1.0]]]]]]]], [[[[[[[[2.0, 3.0]]]]]]]], [[[[[[[[4.0, 5.0]]]]]]]]]]]]]]], [[[[[[[[[[[[[[[6.0, 7.0]]]]]]]], [[[[[[[[8.0, 9.0]]]]]]]], [[[[[[[[10.0, 11.0]]]]]]]]]]]]]]]]> : tensor<2x1x1x1x1x1x1x3x1x1x1x1x1x1x1x2xf32>
  %a:2 = split.split_v11 %x axis = 7 split = [1, 2] : tensor<2x1x1x1x1x1x1x3x1x1x1x1x1x1x1x2xf32> -> tensor<2x1x1x1x1x1x1x1x1x1x1x1x1x1x1x2xf32>, tensor<2x1x1x1x1x1x1x2x1x1x1x1x1x1x1x2xf32>
  %u0 = tensor.cast %a#0 : tensor<2x1x1x1x1x1x1x1x1x1x1x1x1x1x1x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %a#1 : tensor<2x1x1x1x1x1x1x2x1x1x1x1x1x1x1x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %xd = tensor.cast %x : tensor<2x1x1x1x1x1x1x3x1x1x1x1x1x1x1x2xf32> to tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  %d:2 = call @split(%xd) {no_inline} : (tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>) -> (tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>, tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>)
  %v0 = tensor.cast %d#0 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%v0) : (tensor<*xf32>) -> ()
  %v1 = tensor.cast %d#1 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%v1) : (tensor<*xf32>) -> ()
  %q = split.split_to_sequence_v11 %x axis = 15 keepdims = 0 : tensor<2x1x1x1x1x1x1x3x1x1x1x1x1x1x1x2xf32> -> !split.seq<tensor<2x1x1x1x1x1x1x3x1x1x1x1x1x1x1xf32>>
  %c1 = arith.constant dense<1> : tensor<i64>
  %e = split.sequence_at %q[%c1] : !split.seq<tensor<2x1x1x1x1x1x1x3x1x1x1x1x1x1x1xf32>>, tensor<i64> -> tensor<2x1x1x1x1x1x1x3x1x1x1x1x1x1x1xf32>
  %ue = tensor.cast %e : tensor<2x1x1x1x1x1x1x3x1x1x1x1x1x1x1xf32> to tensor<*xf32>
  call @printMemrefF32(%ue) : (tensor<*xf32>) -> ()
  return
}
