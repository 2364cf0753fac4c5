//===- ContiguousCopies.h - contiguous memref.copy to memcpy ----*- C++ -*-===//
//
// MemRefToLLVM lowers memref.copy to one llvm.memcpy only when both memrefs
// have the identity layout or a static shape; a contiguous slice of dynamic
// size at a dynamic offset (the result of a run-time-size split along the
// outermost axis) goes to the element-by-element memrefCopy function. This
// lowers such copies to one llvm.memcpy (docs/upstream/
// memref-copy-dynamic-contiguous.md).
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_CONVERSION_MEMREFTOLLVM_CONTIGUOUSCOPIES_H
#define SPLIT_CONVERSION_MEMREFTOLLVM_CONTIGUOUSCOPIES_H

#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
class LLVMTypeConverter;
class RewritePatternSet;
} // namespace mlir

namespace mlir::split {

/// Whether the elements of every memref of `type` are one contiguous block
/// in row-major order: static strides, each that of the static sizes inside
/// it (only the outermost size may be dynamic). True for the identity
/// layout whatever the sizes.
bool isContiguousRowMajor(MemRefType type);

/// Whether a memref.copy from `source` to `target` lowers to one
/// llvm.memcpy here: both contiguous in row-major order (above), of
/// integer, index or float elements.
bool isContiguousCopy(MemRefType source, MemRefType target);

/// memref.copy between two contiguous row-major memrefs (above) to one
/// llvm.memcpy, where MemRefToLLVM's own pattern would not.
void populateContiguousCopyToLLVMPatterns(LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns);

} // namespace mlir::split

#endif // SPLIT_CONVERSION_MEMREFTOLLVM_CONTIGUOUSCOPIES_H
