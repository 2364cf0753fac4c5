// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --lift-cf-to-scf | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --convert-scf-to-cf | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --convert-scf-to-cf --lift-cf-to-scf --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --lift-cf-to-scf | FileCheck %s --check-prefix=LIFTED

// Sequences through every structural op: a cf loop with two exits (which
// --lift-cf-to-scf turns into an scf.while and a ub.poison sequence),
// cf.switch with sequence operands, scf.index_switch yielding a sequence
// (cf.switch after --convert-scf-to-cf), an scf.execute_region of
// several blocks inside an scf.if, and func.call_indirect of callees chosen
// at run time that return sequences. Functions taking the choices are kept out
// of line (`no_inline`) so that every path is taken at run time.

func.func private @printMemrefI64(tensor<*xi64>)

// LIFTED-LABEL: func.func @two_exits
// LIFTED: ub.poison : !split.seq<tensor<?x2xf32>>
// LIFTED: scf.while

// Re-splits %x's rows into chunks of (length of the carried sequence + 1),
// starting from chunks of 1; leaves with the carried length after %n rounds,
// or with 10 + the new length once a round makes 3 chunks or more.
func.func @two_exits(%x: tensor<?x2xf32>, %n: index) -> tensor<i64> attributes {no_inline} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i64
  %one = arith.constant dense<1> : tensor<i64>
  %s0 = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
  cf.br ^head(%c0, %s0 : index, !split.seq<tensor<?x2xf32>>)
^head(%i: index, %s: !split.seq<tensor<?x2xf32>>):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^body, ^rounds_done
^body:
  %len = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  %c = arith.addi %len, %one : tensor<i64>
  %t = split.split_to_sequence_v11 %x, %c : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
  %l = split.sequence_length %t : !split.seq<tensor<?x2xf32>>
  %le = tensor.extract %l[] : tensor<i64>
  %many = arith.cmpi uge, %le, %c3 : i64
  %j = arith.addi %i, %c1 : index
  cf.cond_br %many, ^many(%t : !split.seq<tensor<?x2xf32>>), ^head(%j, %t : index, !split.seq<tensor<?x2xf32>>)
^rounds_done:
  %l1 = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  return %l1 : tensor<i64>
^many(%u: !split.seq<tensor<?x2xf32>>):
  %l2 = split.sequence_length %u : !split.seq<tensor<?x2xf32>>
  %ten = arith.constant dense<10> : tensor<i64>
  %r = arith.addi %l2, %ten : tensor<i64>
  return %r : tensor<i64>
}

// cf.switch: the default passes chunks of 1, case 1 chunks of 2, case 2
// both, to a block that multiplies their lengths.
func.func @cf_switch(%k: i32, %x: tensor<?x2xf32>) -> tensor<i64> attributes {no_inline} {
  %c = arith.constant dense<2> : tensor<i64>
  %a = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
  %b = split.split_to_sequence_v11 %x, %c : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
  cf.switch %k : i32, [
    default: ^join(%a : !split.seq<tensor<?x2xf32>>),
    1: ^join(%b : !split.seq<tensor<?x2xf32>>),
    2: ^both(%b, %a : !split.seq<tensor<?x2xf32>>, !split.seq<tensor<?x2xf32>>)
  ]
^both(%p: !split.seq<tensor<?x2xf32>>, %q: !split.seq<tensor<?x2xf32>>):
  %lp = split.sequence_length %p : !split.seq<tensor<?x2xf32>>
  %lq = split.sequence_length %q : !split.seq<tensor<?x2xf32>>
  %product = arith.muli %lp, %lq : tensor<i64>
  return %product : tensor<i64>
^join(%s: !split.seq<tensor<?x2xf32>>):
  %l = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  return %l : tensor<i64>
}

// scf.index_switch: chunks of 1, 2 or (default) 3 rows.
func.func @index_switch(%k: index, %x: tensor<?x2xf32>) -> tensor<i64> attributes {no_inline} {
  %s = scf.index_switch %k -> !split.seq<tensor<?x2xf32>>
  case 0 {
    %a = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
    scf.yield %a : !split.seq<tensor<?x2xf32>>
  }
  case 1 {
    %c = arith.constant dense<2> : tensor<i64>
    %a = split.split_to_sequence_v11 %x, %c : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
    scf.yield %a : !split.seq<tensor<?x2xf32>>
  }
  default {
    %c = arith.constant dense<3> : tensor<i64>
    %a = split.split_to_sequence_v11 %x, %c : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
    scf.yield %a : !split.seq<tensor<?x2xf32>>
  }
  %l = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  return %l : tensor<i64>
}

// scf.execute_region of several blocks in an scf.if: chunks of 2 (%c) or 3
// when %d, else chunks of 1.
func.func @region_in_if(%c: i1, %d: i1, %x: tensor<?x2xf32>) -> tensor<i64> attributes {no_inline} {
  %s = scf.if %d -> !split.seq<tensor<?x2xf32>> {
    %r = scf.execute_region -> !split.seq<tensor<?x2xf32>> {
      cf.cond_br %c, ^two, ^three
    ^two:
      %k2 = arith.constant dense<2> : tensor<i64>
      %s2 = split.split_to_sequence_v11 %x, %k2 : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
      cf.br ^done(%s2 : !split.seq<tensor<?x2xf32>>)
    ^three:
      %k3 = arith.constant dense<3> : tensor<i64>
      %s3 = split.split_to_sequence_v11 %x, %k3 : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
      cf.br ^done(%s3 : !split.seq<tensor<?x2xf32>>)
    ^done(%s4: !split.seq<tensor<?x2xf32>>):
      scf.yield %s4 : !split.seq<tensor<?x2xf32>>
    }
    scf.yield %r : !split.seq<tensor<?x2xf32>>
  } else {
    %a = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
    scf.yield %a : !split.seq<tensor<?x2xf32>>
  }
  %l = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  return %l : tensor<i64>
}

// Callees returning sequences, chosen at run time: chunks of 2 (%c) or 3
// rows by scf.if; or, by nested arith.select, chunks of 1 (%k = 0), 2
// (%k = 1) or 3 rows; each result's length.
func.func @by2(%x: tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>> attributes {no_inline} {
  %k = arith.constant dense<2> : tensor<i64>
  %s = split.split_to_sequence_v11 %x, %k : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
  return %s : !split.seq<tensor<?x2xf32>>
}

func.func @by3(%x: tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>> attributes {no_inline} {
  %k = arith.constant dense<3> : tensor<i64>
  %s = split.split_to_sequence_v11 %x, %k : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
  return %s : !split.seq<tensor<?x2xf32>>
}

func.func @by1(%x: tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>> attributes {no_inline} {
  %s = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
  return %s : !split.seq<tensor<?x2xf32>>
}

func.func @indirect(%c: i1, %k: index, %x: tensor<?x2xf32>) -> (tensor<i64>, tensor<i64>) attributes {no_inline} {
  %f = scf.if %c -> ((tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>) {
    %f2 = func.constant @by2 : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
    scf.yield %f2 : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  } else {
    %f3 = func.constant @by3 : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
    scf.yield %f3 : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  }
  %s = func.call_indirect %f(%x) : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %l = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  %g1 = func.constant @by1 : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %g2 = func.constant @by2 : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %g3 = func.constant @by3 : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %is0 = arith.cmpi eq, %k, %c0 : index
  %is1 = arith.cmpi eq, %k, %c1 : index
  %g23 = arith.select %is1, %g2, %g3 : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %g = arith.select %is0, %g1, %g23 : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %t = func.call_indirect %g(%x) : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %m = split.sequence_length %t : !split.seq<tensor<?x2xf32>>
  return %l, %m : tensor<i64>, tensor<i64>
}

func.func @print(%t: tensor<i64>) {
  %p = tensor.cast %t : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%p) : (tensor<*xi64>) -> ()
  return
}

func.func @main() {
  %m = arith.constant dense<0.0> : tensor<7x2xf32>
  %x = tensor.cast %m : tensor<7x2xf32> to tensor<?x2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %true = arith.constant true
  %false = arith.constant false

  // 7 rows: 7 chunks of 1; no round: 7. One round: chunks of 8, 1 chunk (< 3,
  // and the rounds are done): 1. Five rounds: 1 chunk, then chunks of 2: 4
  // chunks: 10 + 4.
  %e0 = call @two_exits(%x, %c0) : (tensor<?x2xf32>, index) -> tensor<i64>
  call @print(%e0) : (tensor<i64>) -> ()
  %e1 = call @two_exits(%x, %c1) : (tensor<?x2xf32>, index) -> tensor<i64>
  call @print(%e1) : (tensor<i64>) -> ()
  %e5 = call @two_exits(%x, %c5) : (tensor<?x2xf32>, index) -> tensor<i64>
  call @print(%e5) : (tensor<i64>) -> ()

  // 7 chunks of 1, 4 chunks of 2, both: 4 * 7.
  %w0 = call @cf_switch(%i0, %x) : (i32, tensor<?x2xf32>) -> tensor<i64>
  call @print(%w0) : (tensor<i64>) -> ()
  %w1 = call @cf_switch(%i1, %x) : (i32, tensor<?x2xf32>) -> tensor<i64>
  call @print(%w1) : (tensor<i64>) -> ()
  %w2 = call @cf_switch(%i2, %x) : (i32, tensor<?x2xf32>) -> tensor<i64>
  call @print(%w2) : (tensor<i64>) -> ()

  // 7, 4 and 3 chunks (of 1, 2, 3 rows).
  %s0 = call @index_switch(%c0, %x) : (index, tensor<?x2xf32>) -> tensor<i64>
  call @print(%s0) : (tensor<i64>) -> ()
  %s1 = call @index_switch(%c1, %x) : (index, tensor<?x2xf32>) -> tensor<i64>
  call @print(%s1) : (tensor<i64>) -> ()
  %s2 = call @index_switch(%c2, %x) : (index, tensor<?x2xf32>) -> tensor<i64>
  call @print(%s2) : (tensor<i64>) -> ()

  // Chunks of 2: 4; of 3: 3; of 1: 7.
  %r0 = call @region_in_if(%true, %true, %x) : (i1, i1, tensor<?x2xf32>) -> tensor<i64>
  call @print(%r0) : (tensor<i64>) -> ()
  %r1 = call @region_in_if(%false, %true, %x) : (i1, i1, tensor<?x2xf32>) -> tensor<i64>
  call @print(%r1) : (tensor<i64>) -> ()
  %r2 = call @region_in_if(%false, %false, %x) : (i1, i1, tensor<?x2xf32>) -> tensor<i64>
  call @print(%r2) : (tensor<i64>) -> ()

  // Chunks of 2 and of 1 rows: 4, 7; of 3 and of 2: 3, 4; of 2 and of 3:
  // 4, 3.
  %a0, %b0 = call @indirect(%true, %c0, %x) : (i1, index, tensor<?x2xf32>) -> (tensor<i64>, tensor<i64>)
  call @print(%a0) : (tensor<i64>) -> ()
  call @print(%b0) : (tensor<i64>) -> ()
  %a1, %b1 = call @indirect(%false, %c1, %x) : (i1, index, tensor<?x2xf32>) -> (tensor<i64>, tensor<i64>)
  call @print(%a1) : (tensor<i64>) -> ()
  call @print(%b1) : (tensor<i64>) -> ()
  %a2, %b2 = call @indirect(%true, %c2, %x) : (i1, index, tensor<?x2xf32>) -> (tensor<i64>, tensor<i64>)
  call @print(%a2) : (tensor<i64>) -> ()
  call @print(%b2) : (tensor<i64>) -> ()
  return
}

// CHECK: sizes = []
// CHECK-NEXT: [7]
// CHECK: sizes = []
// CHECK-NEXT: [1]
// CHECK: sizes = []
// CHECK-NEXT: [14]
// CHECK: sizes = []
// CHECK-NEXT: [7]
// CHECK: sizes = []
// CHECK-NEXT: [4]
// CHECK: sizes = []
// CHECK-NEXT: [28]
// CHECK: sizes = []
// CHECK-NEXT: [7]
// CHECK: sizes = []
// CHECK-NEXT: [4]
// CHECK: sizes = []
// CHECK-NEXT: [3]
// CHECK: sizes = []
// CHECK-NEXT: [4]
// CHECK: sizes = []
// CHECK-NEXT: [3]
// CHECK: sizes = []
// CHECK-NEXT: [7]
// CHECK: sizes = []
// CHECK-NEXT: [4]
// CHECK: sizes = []
// CHECK-NEXT: [7]
// CHECK: sizes = []
// CHECK-NEXT: [3]
// CHECK: sizes = []
// CHECK-NEXT: [4]
// CHECK: sizes = []
// CHECK-NEXT: [4]
// CHECK: sizes = []
// CHECK-NEXT: [3]
