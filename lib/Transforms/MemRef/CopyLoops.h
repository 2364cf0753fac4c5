//===- CopyLoops.h - loops that copy a memref block by block ----*- C++ -*-===//
//
// What both ways of expanding a strided memref.copy share
// (ExpandStridedCopies.cpp copies one copy block by block, FusedCopies.cpp
// copies the blocks of several copies of one source in one pass): the loops
// over the outer dimensions, the block of a memref at their indices, and
// the sizes that decide which way a copy takes.
//
//===----------------------------------------------------------------------===//

#ifndef LIB_TRANSFORMS_MEMREF_COPYLOOPS_H
#define LIB_TRANSFORMS_MEMREF_COPYLOOPS_H

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir::split::detail {

/// Fused copies (FusedCopies.h) pay off for large copies only: non-temporal
/// stores of data that is read again soon are slower than ordinary ones. So
/// do parallel copies: below this, waking threads costs more than they save.
constexpr int64_t kMinFusedBytes = 1 << 20;

/// The first dimension of the largest block of trailing dimensions that is
/// contiguous and of static shape in `type` (its rank if there is none).
int64_t contiguousBlockStart(MemRefType type);

/// Bytes `copy` moves, if its shape is static and the size fits in int64_t
/// (static sizes near INT64_MAX verify; such a copy never runs, but
/// computing its size must not overflow).
std::optional<int64_t> copyBytes(memref::CopyOp copy);

/// Marks `loop` `llvm.loop.unroll.disable`.
void disableUnrolling(scf::ForOp loop);

/// Opens a loop nest over dimensions [0, depth) of `memref` at the
/// rewriter's insertion point and returns the induction variables; the
/// rewriter is left in the innermost body. With `parallel`, the outermost
/// loop is an scf.parallel. With `unroll`, LLVM decides whether to unroll
/// the loops; otherwise they are not unrolled.
SmallVector<Value> outerLoops(IRRewriter &rewriter, Location loc, Value memref,
                              int64_t depth, bool parallel = false,
                              bool unroll = false);

/// The block of `memref` at outer indices `indices`: dimensions
/// [indices.size(), rank), with the outer ones dropped.
Value blockAt(OpBuilder &b, Location loc, Value memref, ValueRange indices);

} // namespace mlir::split::detail

#endif // LIB_TRANSFORMS_MEMREF_COPYLOOPS_H
