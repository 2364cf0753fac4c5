// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// After inlining, canonicalisation folds the read of the filled tensor to a
// constant and no allocation is left to fail.
// UNSUPPORTED: upstream-passes

// Run-time error: an allocation the split runtime cannot serve (a result of
// 2^50 f32 elements, 4 PiB, more than the address space) prints the size
// and ends with exit status 1, after the output printed before it.
// CHECK: [1, 2]
// CHECK-NEXT: error: out of memory allocating 4503599627370496 bytes
// CHECK-NEXT: exit=1

func.func private @printMemrefI64(tensor<*xi64>)

func.func @grow(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %one = arith.constant 1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}

func.func @main() {
  %ok = arith.constant dense<[1, 2]> : tensor<2xi64>
  %u = tensor.cast %ok : tensor<2xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  %n = arith.constant 1125899906842624 : index
  %t = call @grow(%n) : (index) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  vector.print %x : f32
  return
}
