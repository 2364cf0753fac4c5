// memref.dim at a constant index, lowered by convert-to-llvm without
// pattern rollback: the size goes through a stack copy of the sizes array
// (memref-dim-constant-index-one-shot.md).
func.func @size(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  return %d : index
}
