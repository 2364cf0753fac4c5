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

#include "split/Dialect/MemRef/Utils/MemRefLayout.h"

namespace mlir {
class LLVMTypeConverter;
class RewritePatternSet;
} // namespace mlir

namespace mlir::split {

/// memref.copy between two contiguous row-major memrefs (above) to one
/// llvm.memcpy, where MemRefToLLVM's own pattern would not.
void populateContiguousCopyToLLVMPatterns(LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns);

} // namespace mlir::split

#endif // SPLIT_CONVERSION_MEMREFTOLLVM_CONTIGUOUSCOPIES_H
