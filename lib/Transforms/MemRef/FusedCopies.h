//===- FusedCopies.h - copies out of one source in one pass -----*- C++ -*-===//

#ifndef LIB_TRANSFORMS_MEMREF_FUSEDCOPIES_H
#define LIB_TRANSFORMS_MEMREF_FUSEDCOPIES_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::split::detail {

/// Replaces the copies of each group of consecutive large copies out of one
/// source memref (the results of one split) under `root` by one pass over
/// the source (FusedCopies.cpp); with `parallel`, the outermost loop is an
/// scf.parallel.
void fuseCopyGroups(IRRewriter &rewriter, Operation *root, bool parallel);

} // namespace mlir::split::detail

#endif // LIB_TRANSFORMS_MEMREF_FUSEDCOPIES_H
