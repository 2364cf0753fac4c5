//===- Buffers.h - which buffer a memref value is ---------------*- C++ -*-===//
//
// What both passes over deallocations ask of a memref value
// (SimplifyFreshDeallocs.cpp, DeallocAfterLastUse.cpp): whether it is an
// allocation of its own, and which buffer it is a view, a cast or the base
// buffer of.
//
//===----------------------------------------------------------------------===//

#ifndef LIB_TRANSFORMS_MEMREF_BUFFERS_H
#define LIB_TRANSFORMS_MEMREF_BUFFERS_H

#include "mlir/IR/Value.h"

namespace mlir::split::detail {

/// A value that is an allocation of its own: the result of an op that
/// allocates it (memref.alloc, bufferization.clone, ...), not a view of one.
bool isFreshAllocation(Value value);

/// The memref whose base buffer `value` is (memref.extract_strided_metadata,
/// as ownership-based deallocation lists every buffer it frees), or `value`.
Value throughBaseBuffer(Value value);

/// The buffer `value` is a view (ViewLikeOpInterface), a cast or the base
/// buffer of, through any number of them; `value` when it is none.
Value throughViews(Value value);

} // namespace mlir::split::detail

#endif // LIB_TRANSFORMS_MEMREF_BUFFERS_H
