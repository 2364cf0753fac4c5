// RUN: not split-opt %s --split-to-llvm -o /dev/null 2>&1 | FileCheck %s
// RUN: not split-opt %s --split-input-file --split-verify-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=CASTS

// An op that split-to-llvm cannot lower is named, with why, at its own
// location (not as a builtin.unrealized_conversion_cast left behind).

// CHECK: pipeline-not-lowered.mlir:[[@LINE+4]]:8: error: 'gpu.thread_id' op was not lowered to the LLVM dialect: the split-to-llvm pipeline has no lowering of the 'gpu' dialect
// CHECK-NOT: unrealized_conversion_cast
func.func @main() {
  %w = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %t = gpu.thread_id x
  %a, %b = split.split_v13 %w : tensor<4xf32> -> tensor<2xf32>, tensor<2xf32>
  %e = tensor.extract %b[%t] : tensor<2xf32>
  vector.print %e : f32
  return
}

// -----

// Only casts left between LLVM ops: the first is named with the types no
// lowering converted, with notes at the value's producer and user.
// CASTS: pipeline-not-lowered.mlir:[[@LINE+5]]:8: error: 'builtin.unrealized_conversion_cast' op was not lowered to the LLVM dialect: no lowering converted 'i64' to 'index'
// CASTS: pipeline-not-lowered.mlir:[[@LINE+3]]:8: note: the value comes from 'llvm.add'
// CASTS: pipeline-not-lowered.mlir:[[@LINE+4]]:8: note: and is used by 'builtin.unrealized_conversion_cast'
llvm.func @casts(%a: i64) -> i64 {
  %s = llvm.add %a, %a : i64
  %0 = builtin.unrealized_conversion_cast %s : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  llvm.return %1 : i64
}

// -----

// Each function is searched on its own (in parallel), and the first op left
// in the module's order is named: an op left says more than a cast of an
// earlier function, and of two functions left, the first is named.
// CASTS: pipeline-not-lowered.mlir:[[@LINE+8]]:1: error: 'func.func' op was not lowered to the LLVM dialect: no pattern of the 'func' dialect's lowering matched this form of it
// CASTS-NOT: error:
llvm.func @cast_first(%a: i64) -> i64 {
  %s = llvm.add %a, %a : i64
  %0 = builtin.unrealized_conversion_cast %s : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  llvm.return %1 : i64
}
func.func @second() {
  return
}
func.func @third() {
  return
}

// -----

// A user's pipeline that leaves out split's stage before bufferization: the
// split op is named, with the stage that lowers it, before the ops it kept
// from being lowered (the func.func of tensors around it).
// CASTS: pipeline-not-lowered.mlir:[[@LINE+3]]:10: error: 'split.split_v18' op was not lowered to the LLVM dialect: split ops are lowered before bufferization (split-prepare-bufferization, or convert-split-to-tensor)
// CASTS-NOT: error:
func.func @split_left(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// A split type left behind (a function of sequences that no stage lowered)
// is named with the op that holds it.
// CASTS: pipeline-not-lowered.mlir:[[@LINE+2]]:1: error: 'func.func' op was not lowered to the LLVM dialect: it holds a split type, which the split lowering replaces before bufferization (split-prepare-bufferization, or convert-split-to-tensor)
// CASTS-NOT: error:
func.func private @takes_sequence(!split.seq<tensor<?xf32>>)
