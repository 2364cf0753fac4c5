// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize \
// RUN:   | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --inline --canonicalize --split-to-llvm -o /dev/null

// Parts of a dynamic tensor whose other dimension is 0 at run time: once
// inlining makes its shape static (3x0), the lowering makes them
// tensor.empty, not slices at a static offset 0 into the empty dimension:
// upstream's memref.subview canonicalisation (SubViewOpMemRefCastFolder,
// MLIR 22) would fold the cast to the dynamic type into their views without
// checking, and the subview verifier rejects the result ("offset 1 is
// out-of-bounds: 0 >= 0"; README, Known limitations).

func.func private @printMemrefF32(tensor<*xf32>)

// The second element of a SplitToSequence-11 (chunks of 1 row), and the
// second part of a Split-13 in two, of the same tensor.
func.func @parts(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %s = split.split_to_sequence_v11 %x : tensor<?x?xf32> -> !split.seq<tensor<?x?xf32>>
  %i = arith.constant dense<1> : tensor<i64>
  %e = split.sequence_at %s[%i] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  %c = arith.constant dense<[1, 2]> : tensor<2xi64>
  %a, %b = split.split_v13 %x, %c : tensor<?x?xf32>, tensor<2xi64> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %e, %b : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @main() {
  %m = tensor.empty() : tensor<3x0xf32>
  %y = tensor.cast %m : tensor<3x0xf32> to tensor<?x?xf32>
  %e, %b = call @parts(%y) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  %pe = tensor.cast %e : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%pe) : (tensor<*xf32>) -> ()
  %pb = tensor.cast %b : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%pb) : (tensor<*xf32>) -> ()
  return
}

// CHECK: rank = 2 offset = {{[0-9]+}} sizes = [1, 0]
// CHECK: rank = 2 offset = {{[0-9]+}} sizes = [2, 0]
