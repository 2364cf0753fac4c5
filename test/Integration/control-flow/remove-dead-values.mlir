// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --lift-cf-to-scf --remove-dead-values | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: not split-opt %s --remove-dead-values 2>&1 | FileCheck %s --check-prefix=UPSTREAM
//
// MLIR 22's --remove-dead-values drops the operands of a cf branch to a loop
// header whose block arguments are dead but keeps the arguments, and fails
// with a verifier error (also with upstream ops alone). The loop below
// carries a count nobody reads. Lifting the loop to scf first
// (--lift-cf-to-scf) is the workaround; README, Known limitations. When the
// third line fails, upstream has fixed it.
// UPSTREAM: error: branch has 0 operands for successor #1, but target block has 1

func.func private @printMemrefI64(tensor<*xi64>)

// Leaves the loop in its first iteration carrying the sequence of %x; the
// header's arguments (an iteration count and a sum) are never read.
func.func @loop(%x: tensor<?x2xf32>, %limit: index) -> tensor<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %z = arith.constant dense<0> : tensor<i64>
  cf.br ^h(%c0, %z : index, tensor<i64>)
^h(%i: index, %acc: tensor<i64>):
  %q = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<1x2xf32>>
  %done = arith.cmpi sge, %c0, %limit : index
  cf.cond_br %done, ^exit(%q : !split.seq<tensor<1x2xf32>>), ^body
^body:
  %n = split.sequence_length %q : !split.seq<tensor<1x2xf32>>
  %s = arith.addi %z, %n : tensor<i64>
  cf.cond_br %true, ^exit(%q : !split.seq<tensor<1x2xf32>>), ^h(%c1, %s : index, tensor<i64>)
^exit(%r: !split.seq<tensor<1x2xf32>>):
  %m = split.sequence_length %r : !split.seq<tensor<1x2xf32>>
  return %m : tensor<i64>
}

func.func @main() {
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %x = tensor.cast %c : tensor<3x2xf32> to tensor<?x2xf32>
  %c5 = arith.constant 5 : index
  %l = call @loop(%x, %c5) : (tensor<?x2xf32>, index) -> tensor<i64>
  %u = tensor.cast %l : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  // CHECK: sizes = [] strides = [] data =
  // CHECK-NEXT: [3]
  return
}
