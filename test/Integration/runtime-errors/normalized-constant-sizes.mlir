// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s

// A hand-written normalised split.split whose operand size becomes a
// constant that breaks the rules, with a static result type: valid IR (the
// verifier does not read operands). Folded into slices, the constant sizes
// would make an out-of-bounds tensor.extract_slice (invalid IR, so the whole
// program was rejected); the lowering leaves placeholders behind the failing
// check instead, and the op fails only when it executes.
// CHECK: [1,  2,  3,  4]
// CHECK-NEXT: error: split.split: split sizes sum to 11 but dimension 0 of the input has size 4
// CHECK-NEXT: exit=1

func.func private @printMemrefF32(tensor<*xf32>)

func.func @f(%x: tensor<4xf32>, %run: i1) {
  %n = arith.constant 10 : index
  scf.if %run {
    %a, %b = split.split %x axis = 0 sizes = [1, %n] : tensor<4xf32> -> tensor<1xf32>, tensor<10xf32>
    %u = tensor.cast %b : tensor<10xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  } else {
    %u = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  }
  return
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %false = arith.constant false
  call @f(%x, %false) : (tensor<4xf32>, i1) -> ()
  %true = arith.constant true
  call @f(%x, %true) : (tensor<4xf32>, i1) -> ()
  return
}
