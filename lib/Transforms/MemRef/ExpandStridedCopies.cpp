//===- ExpandStridedCopies.cpp - strided memref.copy at memcpy speed ------===//
//
// The LLVM lowering of memref.copy emits an inline llvm.memcpy only when both
// memrefs are provably contiguous; otherwise it calls the generic memrefCopy
// run-time function, which copies element by element (4-8x slower than
// memcpy). Copies out of split results are such strided copies. This pass
// rewrites them as
//   - a loop nest over the outer dimensions that copies the largest block of
//     trailing dimensions that is contiguous in both memrefs and of static
//     shape: each block copy becomes an llvm.memcpy;
//   - otherwise (dynamic trailing sizes or strides), linalg.copy, whose loops
//     LLVM vectorises at -O3;
// after fusing the large copies out of one source (FusedCopies.cpp).
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/MemRef/Passes.h"

#include "CopyLoops.h"
#include "FusedCopies.h"

#include "split/Dialect/MemRef/Utils/MemRefLayout.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITEXPANDSTRIDEDCOPIES
#include "split/Transforms/MemRef/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split::detail;

namespace {

/// Copies blocks [start, rank) one by one, in a loop nest over [0, start).
void copyByBlocks(IRRewriter &rewriter, memref::CopyOp copy, int64_t start,
                  bool parallel = false) {
  Location loc = copy.getLoc();
  rewriter.setInsertionPoint(copy);
  SmallVector<Value> indices =
      outerLoops(rewriter, loc, copy.getSource(), start, parallel);
  memref::CopyOp::create(rewriter, loc,
                         blockAt(rewriter, loc, copy.getSource(), indices),
                         blockAt(rewriter, loc, copy.getTarget(), indices));
  rewriter.eraseOp(copy);
}

struct SplitExpandStridedCopiesPass
    : split::impl::SplitExpandStridedCopiesBase<SplitExpandStridedCopiesPass> {
  using Base::Base;
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    fuseCopyGroups(rewriter, getOperation(), parallel);
    SmallVector<memref::CopyOp> copies;
    getOperation()->walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies) {
      auto source = llvm::dyn_cast<MemRefType>(copy.getSource().getType());
      auto target = llvm::dyn_cast<MemRefType>(copy.getTarget().getType());
      if (!source || !target)
        continue;
      std::optional<int64_t> bytes = copyBytes(copy);
      bool large = parallel && bytes && *bytes >= kMinFusedBytes;
      if (split::isCopiedWithMemcpyUpstream(source) &&
          split::isCopiedWithMemcpyUpstream(target)) {
        // One memcpy, unless it is large enough to spread over threads:
        // then one memcpy per index of the outer dimension.
        if (large && source.getRank() >= 2 && source.getDimSize(0) > 1)
          copyByBlocks(rewriter, copy, 1, /*parallel=*/true);
        continue;
      }
      // Contiguous at a run-time size: one llvm.memcpy too, by
      // split-contiguous-copies-to-llvm.
      if (split::isContiguousCopy(source, target))
        continue;
      int64_t start =
          std::max(contiguousBlockStart(source), contiguousBlockStart(target));
      if (start < source.getRank() &&
          llvm::product_of(source.getShape().drop_front(start)) > 0) {
        copyByBlocks(rewriter, copy, start, large && start > 0);
        continue;
      }
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }
  }
};

} // namespace
