// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// Split results and sequences through scf.if, cf branches (a join and loops
// built of blocks, which the pipeline lifts to scf) and scf.execute_region. Functions taking the
// condition are kept out of line (`no_inline`) so that both branches are
// taken at run time.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

// scf.if yields one of two results of different sizes: split [2, 4] of
// %x's 6 elements, the first part when %c, else the second.
func.func @pick_if(%c: i1, %x: tensor<?xf32>) -> tensor<?xf32> attributes {no_inline} {
  %s = arith.constant dense<[2, 4]> : tensor<2xi64>
  %r = scf.if %c -> tensor<?xf32> {
    %a, %b = split.split_v13 %x, %s : tensor<?xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
    scf.yield %a : tensor<?xf32>
  } else {
    %a, %b = split.split_v13 %x, %s : tensor<?xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// The same choice through cf.cond_br and a join block.
func.func @pick_cf(%c: i1, %x: tensor<?xf32>) -> tensor<?xf32> attributes {no_inline} {
  %a, %b = split.split_v11 %x split = [2, 4] : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  cf.cond_br %c, ^join(%a : tensor<?xf32>), ^join(%b : tensor<?xf32>)
^join(%r: tensor<?xf32>):
  return %r : tensor<?xf32>
}

// A loop built of blocks: keeps the second part of a Split-18
// `num_outputs = 2` split %n times.
func.func @halve_cf(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> attributes {no_inline} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %x : index, tensor<?xf32>)
^head(%i: index, %t: tensor<?xf32>):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %a, %b = split.split_v18 %t num_outputs = 2 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %b : index, tensor<?xf32>)
^exit:
  return %t : tensor<?xf32>
}

// A loop of blocks that leaves with a value defined inside it: takes the
// first chunk of 2 rows of what is left, and the second half of the rows
// while at least 3 rows are left.
func.func @peel_cf(%x: tensor<?x2xf32>) -> tensor<?x2xf32> attributes {no_inline} {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %two = arith.constant dense<2> : tensor<i64>
  %first = arith.constant dense<0> : tensor<i64>
  cf.br ^head(%x : tensor<?x2xf32>)
^head(%t: tensor<?x2xf32>):
  %s = split.split_to_sequence_v11 %t, %two : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
  %e = split.sequence_at %s[%first] : !split.seq<tensor<?x2xf32>>, tensor<i64> -> tensor<?x2xf32>
  %d = tensor.dim %t, %c0 : tensor<?x2xf32>
  %small = arith.cmpi ult, %d, %c3 : index
  cf.cond_br %small, ^exit(%e : tensor<?x2xf32>), ^body
^body:
  %a, %b = split.split_v13 %t : tensor<?x2xf32> -> tensor<?x2xf32>, tensor<?x2xf32>
  cf.br ^head(%b : tensor<?x2xf32>)
^exit(%r: tensor<?x2xf32>):
  return %r : tensor<?x2xf32>
}

// A sequence carried around a loop of blocks: %n times, re-split %x into
// chunks of (length of the carried sequence + 1) rows.
func.func @resplit_cf(%x: tensor<?x2xf32>, %n: index) -> tensor<i64> attributes {no_inline} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant dense<1> : tensor<i64>
  %s0 = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
  cf.br ^head(%c0, %s0 : index, !split.seq<tensor<?x2xf32>>)
^head(%i: index, %s: !split.seq<tensor<?x2xf32>>):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %len = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  %c = arith.addi %len, %one : tensor<i64>
  %t = split.split_to_sequence_v11 %x, %c : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %t : index, !split.seq<tensor<?x2xf32>>)
^exit:
  %l = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  return %l : tensor<i64>
}

// scf.execute_region with several blocks yields a split result and a
// sequence chosen by %c: chunks of 2 or of 3 rows.
func.func @region(%c: i1, %x: tensor<?x2xf32>) -> (tensor<?x2xf32>, !split.seq<tensor<?x2xf32>>) attributes {no_inline} {
  %r:2 = scf.execute_region -> (tensor<?x2xf32>, !split.seq<tensor<?x2xf32>>) {
    cf.cond_br %c, ^two, ^three
  ^two:
    %k2 = arith.constant dense<2> : tensor<i64>
    %s2 = split.split_to_sequence_v11 %x, %k2 : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
    %a, %b = split.split_v13 %x : tensor<?x2xf32> -> tensor<?x2xf32>, tensor<?x2xf32>
    scf.yield %b, %s2 : tensor<?x2xf32>, !split.seq<tensor<?x2xf32>>
  ^three:
    %k3 = arith.constant dense<3> : tensor<i64>
    %s3 = split.split_to_sequence_v11 %x, %k3 : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
    %p, %q, %u = split.split_v13 %x : tensor<?x2xf32> -> tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>
    scf.yield %u, %s3 : tensor<?x2xf32>, !split.seq<tensor<?x2xf32>>
  }
  return %r#0, %r#1 : tensor<?x2xf32>, !split.seq<tensor<?x2xf32>>
}

func.func @print_region(%c: i1, %x: tensor<?x2xf32>) {
  %t, %s = call @region(%c, %x) : (i1, tensor<?x2xf32>) -> (tensor<?x2xf32>, !split.seq<tensor<?x2xf32>>)
  %pt = tensor.cast %t : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%pt) : (tensor<*xf32>) -> ()
  %len = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  %pl = tensor.cast %len : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pl) : (tensor<*xi64>) -> ()
  %last = arith.constant dense<-1> : tensor<i64>
  %e = split.sequence_at %s[%last] : !split.seq<tensor<?x2xf32>>, tensor<i64> -> tensor<?x2xf32>
  %pe = tensor.cast %e : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%pe) : (tensor<*xf32>) -> ()
  return
}

func.func @print(%t: tensor<?xf32>) {
  %p = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %v = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<6xf32>
  %x = tensor.cast %v : tensor<6xf32> to tensor<?xf32>
  %i1 = call @pick_if(%true, %x) : (i1, tensor<?xf32>) -> tensor<?xf32>
  call @print(%i1) : (tensor<?xf32>) -> ()
  %i2 = call @pick_if(%false, %x) : (i1, tensor<?xf32>) -> tensor<?xf32>
  call @print(%i2) : (tensor<?xf32>) -> ()
  %j1 = call @pick_cf(%true, %x) : (i1, tensor<?xf32>) -> tensor<?xf32>
  call @print(%j1) : (tensor<?xf32>) -> ()
  %j2 = call @pick_cf(%false, %x) : (i1, tensor<?xf32>) -> tensor<?xf32>
  call @print(%j2) : (tensor<?xf32>) -> ()

  %w = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tensor<16xf32>
  %y = tensor.cast %w : tensor<16xf32> to tensor<?xf32>
  %c3 = arith.constant 3 : index
  %h = call @halve_cf(%y, %c3) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%h) : (tensor<?xf32>) -> ()

  %m8 = arith.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0], [6.0, 7.0], [8.0, 9.0], [10.0, 11.0], [12.0, 13.0], [14.0, 15.0]]> : tensor<8x2xf32>
  %y8 = tensor.cast %m8 : tensor<8x2xf32> to tensor<?x2xf32>
  %pe = call @peel_cf(%y8) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %ppe = tensor.cast %pe : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ppe) : (tensor<*xf32>) -> ()
  %m7 = tensor.extract_slice %m8[0, 0] [7, 2] [1, 1] : tensor<8x2xf32> to tensor<7x2xf32>
  %y7 = tensor.cast %m7 : tensor<7x2xf32> to tensor<?x2xf32>
  %rl = call @resplit_cf(%y7, %c3) : (tensor<?x2xf32>, index) -> tensor<i64>
  %prl = tensor.cast %rl : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%prl) : (tensor<*xi64>) -> ()

  %m = arith.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0], [6.0, 7.0], [8.0, 9.0], [10.0, 11.0]]> : tensor<6x2xf32>
  %z = tensor.cast %m : tensor<6x2xf32> to tensor<?x2xf32>
  call @print_region(%true, %z) : (i1, tensor<?x2xf32>) -> ()
  call @print_region(%false, %z) : (i1, tensor<?x2xf32>) -> ()
  return
}
// scf.if: [0, 1] for true, [2, 3, 4, 5] for false; the same through cf.
// CHECK: sizes = [2]
// CHECK-NEXT: [0,  1]
// CHECK: sizes = [4]
// CHECK-NEXT: [2,  3,  4,  5]
// CHECK: sizes = [2]
// CHECK-NEXT: [0,  1]
// CHECK: sizes = [4]
// CHECK-NEXT: [2,  3,  4,  5]
// The loop of blocks: [8..15] -> [12..15] -> [14, 15].
// CHECK: sizes = [2]
// CHECK-NEXT: [14,  15]
// 8 rows -> rows 4-7 -> rows 6-7 (2 < 3 rows): its first chunk of 2 rows.
// CHECK: sizes = [2, 2]
// CHECK-NEXT: {{\[}}[12,   13],
// CHECK-NEXT: [14,   15]]
// Lengths 7 -> 1 (chunks of 8) -> 4 (chunks of 2) -> 2 (chunks of 5).
// CHECK: sizes = []
// CHECK-NEXT: [2]
// true: the second half of 6 rows (rows 3-5); chunks of 2: [2, 2, 2],
// length 3, the last is rows 4-5.
// CHECK: sizes = [3, 2]
// CHECK-NEXT: {{\[}}[6,   7],
// CHECK-NEXT: [8,   9],
// CHECK-NEXT: [10,   11]]
// CHECK: sizes = []
// CHECK-NEXT: [3]
// CHECK: sizes = [2, 2]
// CHECK-NEXT: {{\[}}[8,   9],
// CHECK-NEXT: [10,   11]]
// false: the last third (rows 4-5); chunks of 3: [3, 3], length 2, the last
// is rows 3-5.
// CHECK: sizes = [2, 2]
// CHECK-NEXT: {{\[}}[8,   9],
// CHECK-NEXT: [10,   11]]
// CHECK: sizes = []
// CHECK-NEXT: [2]
// CHECK: sizes = [3, 2]
// CHECK-NEXT: {{\[}}[6,   7],
// CHECK-NEXT: [8,   9],
// CHECK-NEXT: [10,   11]]
