// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// Split results and sequences carried through scf.while, whose shape
// changes from one iteration to the next. The loops live in functions kept
// out of line (`no_inline`) so that they see dynamic inputs, as a model's
// graph would.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

// Keeps the first part of a Split-18 `num_outputs = 2` split (ceil rule)
// while more than 2 elements are left.
func.func @halve_while(%x: tensor<?xf32>) -> tensor<?xf32> attributes {no_inline} {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = scf.while (%t = %x) : (tensor<?xf32>) -> tensor<?xf32> {
    %d = tensor.dim %t, %c0 : tensor<?xf32>
    %more = arith.cmpi ugt, %d, %c2 : index
    scf.condition(%more) %t : tensor<?xf32>
  } do {
  ^bb0(%t: tensor<?xf32>):
    %a, %b = split.split_v18 %t num_outputs = 2 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
    scf.yield %a : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// The split happens in the `before` region, which hands its last part to
// the `after` region and, on exit, to the loop's result: splits into 3
// parts (Split-13 equal parts) while the last part has at least 3 elements.
func.func @split_in_before(%x: tensor<?xf32>) -> tensor<?xf32> attributes {no_inline} {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = scf.while (%t = %x) : (tensor<?xf32>) -> tensor<?xf32> {
    %a, %b, %c = split.split_v13 %t : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
    %d = tensor.dim %c, %c0 : tensor<?xf32>
    %more = arith.cmpi uge, %d, %c3 : index
    scf.condition(%more) %c : tensor<?xf32>
  } do {
  ^bb0(%t: tensor<?xf32>):
    scf.yield %t : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// A sequence and an iteration count carried together: re-split %x into
// chunks of (9 - length of the carried sequence) rows while the sequence has
// more than one element.
func.func @resplit_while(%x: tensor<?x2xf32>) -> (!split.seq<tensor<?x2xf32>>, i64) attributes {no_inline} {
  %two = arith.constant dense<2> : tensor<i64>
  %nine = arith.constant dense<9> : tensor<i64>
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %s0 = split.split_to_sequence_v11 %x, %two : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
  %r:2 = scf.while (%s = %s0, %k = %k0) : (!split.seq<tensor<?x2xf32>>, i64) -> (!split.seq<tensor<?x2xf32>>, i64) {
    %n = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
    %nv = tensor.extract %n[] : tensor<i64>
    %more = arith.cmpi sgt, %nv, %k1 : i64
    scf.condition(%more) %s, %k : !split.seq<tensor<?x2xf32>>, i64
  } do {
  ^bb0(%s: !split.seq<tensor<?x2xf32>>, %k: i64):
    %n = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
    %c = arith.subi %nine, %n : tensor<i64>
    %t = split.split_to_sequence_v11 %x, %c : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
    %k2 = arith.addi %k, %k1 : i64
    scf.yield %t, %k2 : !split.seq<tensor<?x2xf32>>, i64
  }
  return %r#0, %r#1 : !split.seq<tensor<?x2xf32>>, i64
}

func.func @main() {
  %v = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0]> : tensor<11xf32>
  %x = tensor.cast %v : tensor<11xf32> to tensor<?xf32>
  %h = call @halve_while(%x) : (tensor<?xf32>) -> tensor<?xf32>
  %ph = tensor.cast %h : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ph) : (tensor<*xf32>) -> ()

  %w = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0]> : tensor<27xf32>
  %y = tensor.cast %w : tensor<27xf32> to tensor<?xf32>
  %b = call @split_in_before(%y) : (tensor<?xf32>) -> tensor<?xf32>
  %pb = tensor.cast %b : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%pb) : (tensor<*xf32>) -> ()

  %m = arith.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0], [6.0, 7.0], [8.0, 9.0], [10.0, 11.0], [12.0, 13.0]]> : tensor<7x2xf32>
  %z = tensor.cast %m : tensor<7x2xf32> to tensor<?x2xf32>
  %s, %k = call @resplit_while(%z) : (tensor<?x2xf32>) -> (!split.seq<tensor<?x2xf32>>, i64)
  %len = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  %pl = tensor.cast %len : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pl) : (tensor<*xi64>) -> ()
  %kt = tensor.from_elements %k : tensor<i64>
  %pk = tensor.cast %kt : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pk) : (tensor<*xi64>) -> ()
  %first = arith.constant dense<0> : tensor<i64>
  %e = split.sequence_at %s[%first] : !split.seq<tensor<?x2xf32>>, tensor<i64> -> tensor<?x2xf32>
  %pe = tensor.cast %e : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%pe) : (tensor<*xf32>) -> ()
  return
}
// 11 -> [6, 5]: first 6 -> [3, 3]: first 3 -> [2, 1]: first 2, [0, 1].
// CHECK: sizes = [2]
// CHECK-NEXT: [0,  1]
// 27 -> last third [18..26] (9 elements) -> last third [24..26] (3) ->
// last third [26] (1 element < 3): the loop ends with [26].
// CHECK: sizes = [1]
// CHECK-NEXT: [26]
// Chunks of 2 over 7 rows: [2, 2, 2, 1], length 4 > 1; chunks of 5: [5, 2],
// length 2 > 1; chunks of 7: [7], length 1: two iterations. The only
// element is the whole input.
// CHECK: sizes = []
// CHECK-NEXT: [1]
// CHECK: sizes = []
// CHECK-NEXT: [2]
// CHECK: sizes = [7, 2]
// CHECK-NEXT: {{\[}}[0,   1],
// CHECK-NEXT: [2,   3],
// CHECK-NEXT: [4,   5],
// CHECK-NEXT: [6,   7],
// CHECK-NEXT: [8,   9],
// CHECK-NEXT: [10,   11],
// CHECK-NEXT: [12,   13]]
