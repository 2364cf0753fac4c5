// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// Split results and sequences through scf.if, cf branches and
// scf.execute_region. Functions taking the
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
