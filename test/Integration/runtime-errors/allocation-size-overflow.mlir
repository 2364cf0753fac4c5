// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// After inlining, canonicalisation folds the read of the filled tensor to a
// constant and no allocation is left to fail.
// UNSUPPORTED: upstream-passes

// Run-time error: a buffer of 3 x 1537228672809129302 = 2^62 + 2 f32
// elements needs 2^64 + 8 bytes, which upstream's lowering computes modulo
// 2^64 (8 bytes) and then writes out of bounds;
// split-check-allocation-sizes stops the program first.
// CHECK: [1, 2]
// CHECK-NEXT: error: out of memory allocating a buffer of shape [3, 1537228672809129302] and 4-byte elements: more than 2^64 bytes
// CHECK-NEXT: exit=1

func.func private @printMemrefI64(tensor<*xi64>)

func.func @grow(%n: index) -> tensor<3x?xf32> {
  %e = tensor.empty(%n) : tensor<3x?xf32>
  %one = arith.constant 1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<3x?xf32>) -> tensor<3x?xf32>
  return %f : tensor<3x?xf32>
}

func.func @main() {
  %ok = arith.constant dense<[1, 2]> : tensor<2xi64>
  %u = tensor.cast %ok : tensor<2xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  // 3 * 1537228672809129302 * 4 = 2^64 + 8
  %n = arith.constant 1537228672809129302 : index
  %t = call @grow(%n) : (index) -> tensor<3x?xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0, %c0] : tensor<3x?xf32>
  vector.print %x : f32
  return
}
