// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// Upstream MLIR 22's --canonicalize miscompiles these loops (scf.for's
// ForOpTensorCastFolder, see test/Transforms/scf-for-cast-folder.mlir);
// split-runner's own pipeline avoids the pattern, a user's pipeline cannot.
// UNSUPPORTED: upstream-passes

// Loops whose carried value changes shape and whose init has a more static
// type than the loop: a tensor.cast of a constant, or a split whose result
// types canonicalisation refines (tensor<16xf32> split in two gives
// tensor<8xf32>, cast back to tensor<?xf32> for the loop). Upstream's
// scf.for canonicalisation ForOpTensorCastFolder would move that cast into
// the loop and cast every yielded value back to the static type, which is
// false from the first iteration on: these programs then failed to compile
// (an invalid memref.cast from 4 to 8 elements) or printed a wrong value
// (the sequence's length 7, its init's, instead of 2). split-to-llvm disables that pattern (lib/Pipelines/
// SplitToLLVM.cpp). These programs have no RUN line through
// `split-opt --inline --sccp --canonicalize ...`: upstream's --canonicalize
// (and the canonicalisation --inline runs by default) still applies that
// pattern and miscompiles them before split-runner sees them (README, Known
// limitations; test/Transforms/scf-for-cast-folder.mlir shows it on upstream
// ops alone). for-loops.mlir covers that pipeline with dynamic inits.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tensor<16xf32>

  // Init: the first half of %v, tensor<8xf32> after canonicalisation.
  %a0, %b0 = split.split_v13 %v : tensor<16xf32> -> tensor<?xf32>, tensor<?xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %a0) -> (tensor<?xf32>) {
    %a, %b = split.split_v13 %t : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  %pr = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%pr) : (tensor<*xf32>) -> ()

  // Init: a cast of the constant.
  %x = tensor.cast %v : tensor<16xf32> to tensor<?xf32>
  %q = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %x) -> (tensor<?xf32>) {
    %a, %b = split.split_v18 %t num_outputs = 2 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
    scf.yield %a : tensor<?xf32>
  }
  %pq = tensor.cast %q : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%pq) : (tensor<*xf32>) -> ()

  // A sequence whose chunk boundaries the lowering computes into a tensor of
  // static size (8 boundaries for 7 chunks of 1), read once after the loop.
  %m = arith.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0], [6.0, 7.0], [8.0, 9.0], [10.0, 11.0], [12.0, 13.0]]> : tensor<7x2xf32>
  %y = tensor.cast %m : tensor<7x2xf32> to tensor<?x2xf32>
  %one = arith.constant dense<1> : tensor<i64>
  %s0 = split.split_to_sequence_v11 %y : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%sq = %s0) -> (!split.seq<tensor<?x2xf32>>) {
    %n = split.sequence_length %sq : !split.seq<tensor<?x2xf32>>
    %c = arith.addi %n, %one : tensor<i64>
    %t = split.split_to_sequence_v11 %y, %c : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
    scf.yield %t : !split.seq<tensor<?x2xf32>>
  }
  %len = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  %pl = tensor.cast %len : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pl) : (tensor<*xi64>) -> ()
  return
}
// [0..7] -> [4..7] -> [6, 7] -> [7].
// CHECK: sizes = [1]
// CHECK-NEXT: [7]
// [0..15] -> [0..7] -> [0..3] -> [0, 1].
// CHECK: sizes = [2]
// CHECK-NEXT: [0,  1]
// Lengths 7 -> 1 (chunks of 8) -> 4 (chunks of 2) -> 2 (chunks of 5).
// CHECK: sizes = []
// CHECK-NEXT: [2]
