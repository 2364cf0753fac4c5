// Known issue (found 2026-11-21, not yet root-caused): through the
// split-to-llvm pipeline, arith.select between two dynamically sized tensors
// returns a buffer whose size is the first operand's when the condition is
// false. The memref-level IR is right up to finalize-memref-to-llvm; the
// LLVM-level select of the two descriptors looks right too, so the wrong
// size comes from how one of the descriptors is built. No split op is
// involved; split lowering avoids arith.select of sequences (a branch that
// canonicalisation would turn into one fails to legalize instead).
//   build/bin/split-runner docs/known-issue-select-dynamic.mlir -e main --entry-point-result=void
// prints [0, 2, 4, 6] and then [0, 1, 2, <garbage>] instead of [0, 1, 2].
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
