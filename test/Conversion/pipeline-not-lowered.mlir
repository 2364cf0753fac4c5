// RUN: not split-opt %s --split-to-llvm -o /dev/null 2>&1 | FileCheck %s

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
