// Rows of a run-time count at a run-time offset: one contiguous block of
// rows x 64 floats, but neither of the identity layout nor of static shape.
// --finalize-memref-to-llvm copies it with the generic memrefCopy function,
// element by element, where one llvm.memcpy would do.
func.func @rows(%src: memref<?x64xf32, strided<[64, 1], offset: ?>>, %dst: memref<?x64xf32>) {
  memref.copy %src, %dst : memref<?x64xf32, strided<[64, 1], offset: ?>> to memref<?x64xf32>
  return
}
