// RUN: not split-opt %s --split-prepare-jit -o /dev/null 2>&1 | FileCheck %s

// A !split.string tensor that only appears in a signature is rejected up
// front as well, naming the function.
// CHECK: error: 'func.func' op uses 'tensor<2x!split.string>': tensors of !split.string are not supported by the JIT pipeline
// CHECK-NOT: error:
func.func @unused(%x: tensor<2x!split.string>) {
  return
}
