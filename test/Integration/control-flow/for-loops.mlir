// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// Split results and sequences carried through scf.for iter_args, whose shape
// changes from one iteration to the next: one-shot-bufferize must let the
// loop yield a new buffer, and the pipeline's canonicalisation must not
// assume the carried value keeps the init's shape (see
// lib/Pipelines/SplitToLLVM.cpp). The loops live in functions that are kept
// out of line (`no_inline`), as a model's graph with dynamic inputs would be:
// see static-init-loops.mlir for loops whose init has a static type.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

// Keeps the second half %n times: [0..15] -> [8..15] -> [12..15] -> [14, 15].
func.func @halve(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> attributes {no_inline} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %x) -> (tensor<?xf32>) {
    %a, %b = split.split_v18 %t num_outputs = 2 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// Split-13 equal parts over rows, keeping the first half, and a running
// count of the rows dropped, carried as a second iter_arg.
func.func @halve_rows(%x: tensor<?x2xf32>) -> (tensor<?x2xf32>, index) attributes {no_inline} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %x, %dropped = %c0) -> (tensor<?x2xf32>, index) {
    %a, %b = split.split_v13 %t : tensor<?x2xf32> -> tensor<?x2xf32>, tensor<?x2xf32>
    %d = tensor.dim %b, %c0 : tensor<?x2xf32>
    %sum = arith.addi %dropped, %d : index
    scf.yield %a, %sum : tensor<?x2xf32>, index
  }
  return %r#0, %r#1 : tensor<?x2xf32>, index
}

// A sequence carried through the loop: each iteration re-splits %x into
// chunks of (length of the carried sequence + 1) rows.
func.func @resplit(%x: tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>> attributes {no_inline} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant dense<1> : tensor<i64>
  %s0 = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %s0) -> (!split.seq<tensor<?x2xf32>>) {
    %n = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
    %c = arith.addi %n, %one : tensor<i64>
    %t = split.split_to_sequence_v11 %x, %c : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
    scf.yield %t : !split.seq<tensor<?x2xf32>>
  }
  return %r : !split.seq<tensor<?x2xf32>>
}

func.func @main() {
  %v = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tensor<16xf32>
  %x = tensor.cast %v : tensor<16xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %h3 = call @halve(%x, %c3) : (tensor<?xf32>, index) -> tensor<?xf32>
  %p3 = tensor.cast %h3 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%p3) : (tensor<*xf32>) -> ()
  // A loop that runs zero times returns its init.
  %h0 = call @halve(%x, %c0) : (tensor<?xf32>, index) -> tensor<?xf32>
  %p0 = tensor.cast %h0 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%p0) : (tensor<*xf32>) -> ()

  %m = arith.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0], [6.0, 7.0], [8.0, 9.0], [10.0, 11.0], [12.0, 13.0], [14.0, 15.0]]> : tensor<8x2xf32>
  %y = tensor.cast %m : tensor<8x2xf32> to tensor<?x2xf32>
  %rows, %dropped = call @halve_rows(%y) : (tensor<?x2xf32>) -> (tensor<?x2xf32>, index)
  %pr = tensor.cast %rows : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%pr) : (tensor<*xf32>) -> ()
  %di = arith.index_cast %dropped : index to i64
  %dt = tensor.from_elements %di : tensor<i64>
  %pd = tensor.cast %dt : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pd) : (tensor<*xi64>) -> ()

  %m7 = tensor.extract_slice %m[0, 0] [7, 2] [1, 1] : tensor<8x2xf32> to tensor<7x2xf32>
  %z = tensor.cast %m7 : tensor<7x2xf32> to tensor<?x2xf32>
  %s = call @resplit(%z) : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %len = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  %pl = tensor.cast %len : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pl) : (tensor<*xi64>) -> ()
  %last = arith.constant dense<-1> : tensor<i64>
  %e = split.sequence_at %s[%last] : !split.seq<tensor<?x2xf32>>, tensor<i64> -> tensor<?x2xf32>
  %pe = tensor.cast %e : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%pe) : (tensor<*xf32>) -> ()
  return
}
// Three halvings of 16 elements, keeping the second half: [14, 15].
// CHECK: sizes = [2]
// CHECK-NEXT: [14,  15]
// Zero iterations: the input.
// CHECK: sizes = [16]
// CHECK-NEXT: [0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15]
// 8 rows -> first 4 -> first 2, dropping 4 + 2 = 6 rows.
// CHECK: sizes = [2, 2]
// CHECK-NEXT: {{\[}}[0,   1],
// CHECK-NEXT: [2,   3]]
// CHECK: sizes = []
// CHECK-NEXT: [6]
// 7 rows, chunks of 1 (length 7); then chunks of 8: [7] (length 1); chunks
// of 2: [2, 2, 2, 1] (length 4); chunks of 5: [5, 2] (length 2). The last
// element is rows 5 and 6.
// CHECK: sizes = []
// CHECK-NEXT: [2]
// CHECK: sizes = [2, 2]
// CHECK-NEXT: {{\[}}[10,   11],
// CHECK-NEXT: [12,   13]]
