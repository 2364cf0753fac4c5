// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// A sequence chosen by a cf branch and read after the join (canonicalisation
// turns the branch into a select between the two sequences). The element
// read back shows which sequence was chosen.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @pick(%c: i1, %x: tensor<?x2xf32>) -> (tensor<i64>, tensor<?x2xf32>) {
  %two = arith.constant dense<2> : tensor<i64>
  %a = split.split_to_sequence_v11 %x, %two : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
  %b = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
  cf.cond_br %c, ^bb1(%a : !split.seq<tensor<?x2xf32>>), ^bb1(%b : !split.seq<tensor<?x2xf32>>)
^bb1(%s: !split.seq<tensor<?x2xf32>>):
  %n = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  %first = arith.constant dense<0> : tensor<i64>
  %e = split.sequence_at %s[%first] : !split.seq<tensor<?x2xf32>>, tensor<i64> -> tensor<?x2xf32>
  return %n, %e : tensor<i64>, tensor<?x2xf32>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %x = tensor.cast %m : tensor<3x2xf32> to tensor<?x2xf32>
  %true = arith.constant true
  %false = arith.constant false
  %n1, %e1 = call @pick(%true, %x) : (i1, tensor<?x2xf32>) -> (tensor<i64>, tensor<?x2xf32>)
  %n2, %e2 = call @pick(%false, %x) : (i1, tensor<?x2xf32>) -> (tensor<i64>, tensor<?x2xf32>)
  %p1 = tensor.cast %n1 : tensor<i64> to tensor<*xi64>
  %q1 = tensor.cast %e1 : tensor<?x2xf32> to tensor<*xf32>
  %p2 = tensor.cast %n2 : tensor<i64> to tensor<*xi64>
  %q2 = tensor.cast %e2 : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefI64(%p1) : (tensor<*xi64>) -> ()
  call @printMemrefF32(%q1) : (tensor<*xf32>) -> ()
  call @printMemrefI64(%p2) : (tensor<*xi64>) -> ()
  call @printMemrefF32(%q2) : (tensor<*xf32>) -> ()
  return
}
// Chunks of 2 over 3 rows: [2, 1]; the first element is rows 0-1.
// CHECK: sizes = []
// CHECK-NEXT: [2]
// CHECK: sizes = [2, 2]
// CHECK-NEXT: {{\[}}[1,   2],
// CHECK-NEXT: [3,   4]]
// Chunks of 1: three of them; the first element is row 0.
// CHECK: sizes = []
// CHECK-NEXT: [3]
// CHECK: sizes = [1, 2]
// CHECK-NEXT: {{\[}}[1,   2]]
