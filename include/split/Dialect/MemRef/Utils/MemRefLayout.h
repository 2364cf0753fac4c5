//===- MemRefLayout.h - row-major layouts of memref types -------*- C++ -*-===//
//
// What a memref type's strides say about its elements: whether they are one
// contiguous row-major block, and from which dimension on. The conversion of
// copies to llvm.memcpy (split-contiguous-copies-to-llvm) and the passes on
// buffers (split-expand-strided-copies, split-check-allocation-sizes) decide
// by the same walk.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_MEMREF_UTILS_MEMREFLAYOUT_H
#define SPLIT_DIALECT_MEMREF_UTILS_MEMREFLAYOUT_H

#include "mlir/IR/BuiltinTypes.h"

namespace mlir::split {

/// The one walk of a memref type's strides in row-major order: from the
/// innermost dimension out, while each stride is static and the span of the
/// dimensions inside it (the stride of the next inner dimension times its
/// size, 1 for the innermost; with `allowGaps`, the stride may be larger),
/// the first dimension of the trailing block so reached (the rank if none).
/// A dimension of dynamic size is not in the block, unless it is the
/// outermost and `dynamicOuterSize`; a span that would overflow (static
/// sizes near INT64_MAX verify) ends the block at that dimension.
int64_t rowMajorBlockStart(MemRefType type, bool allowGaps,
                           bool dynamicOuterSize);

/// Whether `type` has static row-major strides: from the innermost
/// dimension out, each stride is the span of the dimensions inside it (their
/// static sizes times the inner stride), or with `allowGaps` at least that
/// span. Only the outermost size may be dynamic. Without gaps, every memref
/// of `type` is one contiguous block; with them, no two of its elements
/// share an address.
bool hasRowMajorStrides(MemRefType type, bool allowGaps = false);

/// Whether the elements of every memref of `type` are one contiguous block
/// in row-major order (hasRowMajorStrides without gaps); true for the
/// identity layout whatever the sizes.
bool isContiguousRowMajor(MemRefType type);

/// Whether MemRefToLLVM copies a memref of `type` with llvm.memcpy itself
/// (its MemRefCopyOpLowering: the identity layout, or a static non-empty
/// contiguous shape).
bool isCopiedWithMemcpyUpstream(MemRefType type);

/// Whether a memref.copy from `source` to `target` lowers to one
/// llvm.memcpy here: both contiguous in row-major order (above), of
/// integer, index or float elements.
bool isContiguousCopy(MemRefType source, MemRefType target);

} // namespace mlir::split

#endif // SPLIT_DIALECT_MEMREF_UTILS_MEMREFLAYOUT_H
