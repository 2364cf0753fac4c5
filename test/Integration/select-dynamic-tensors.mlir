// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// arith.select with a scalar condition picks one of two tensors of different
// run-time sizes. (convert-elementwise-to-linalg alone would build the result
// in the first operand's shape; the pipeline turns such selects into scf.if.)
func.func private @printMemrefI64(tensor<*xi64>)
func.func @pick(%c: i1, %d: index) -> tensor<?xi64> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n1 = arith.addi %d, %c1 : index
  %a = tensor.generate %n1 {
  ^bb0(%i: index):
    %m = arith.muli %i, %c2 : index
    %v = arith.index_cast %m : index to i64
    tensor.yield %v : i64
  } : tensor<?xi64>
  %b = tensor.generate %d {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    tensor.yield %v : i64
  } : tensor<?xi64>
  %s = arith.select %c, %a, %b : tensor<?xi64>
  return %s : tensor<?xi64>
}
func.func @main() {
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %x = call @pick(%t, %c3) : (i1, index) -> tensor<?xi64>
  %y = call @pick(%f, %c3) : (i1, index) -> tensor<?xi64>
  %u = tensor.cast %x : tensor<?xi64> to tensor<*xi64>
  %v = tensor.cast %y : tensor<?xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  call @printMemrefI64(%v) : (tensor<*xi64>) -> ()
  return
}
// CHECK: sizes = [4]
// CHECK-NEXT: [0,  2,  4,  6]
// CHECK: sizes = [3]
// CHECK-NEXT: [0,  1,  2]
