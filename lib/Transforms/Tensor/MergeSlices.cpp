//===- MergeSlices.cpp - slices of slices as one slice --------------------===//
//
// See the description of split-merge-slices in Passes.td. Upstream's
// MergeConsecutiveExtractSlice composes the offsets as affine maps; along a
// chain of N slices every merged offset is a map of all the offsets before
// it, which makes merging itself quadratic (1000 dependent splits: 12.8 s).
// Unit-stride slices, which is what splits produce, need only one addition
// per dimension: that is what this pass emits (arith.addi, folded when
// constant), merging each slice in one step.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/Tensor/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITMERGESLICES
#include "split/Transforms/Tensor/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

bool hasUnitStrides(tensor::ExtractSliceOp slice) {
  return llvm::all_of(slice.getMixedStrides(), [](OpFoldResult stride) {
    return isConstantIntValue(stride, 1);
  });
}

/// extract_slice(extract_slice(x, o1, s1, 1), o2, s2, 1)
///   -> extract_slice(x, o1 + o2, s2, 1)
/// when the inner slice keeps every dimension (not rank-reducing).
struct MergeUnitStrideSlices : OpRewritePattern<tensor::ExtractSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::ExtractSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto inner = slice.getSource().getDefiningOp<tensor::ExtractSliceOp>();
    if (!inner || !hasUnitStrides(slice) || !hasUnitStrides(inner) ||
        inner.getSourceType().getRank() != inner.getResultType().getRank())
      return failure();
    Location loc = slice.getLoc();
    SmallVector<OpFoldResult> offsets;
    for (auto [outer, offset] :
         llvm::zip_equal(inner.getMixedOffsets(), slice.getMixedOffsets())) {
      std::optional<int64_t> a = getConstantIntValue(outer);
      std::optional<int64_t> b = getConstantIntValue(offset);
      if (a && b) {
        offsets.push_back(rewriter.getIndexAttr(*a + *b));
        continue;
      }
      if (a == 0 || b == 0) {
        offsets.push_back(a == 0 ? offset : outer);
        continue;
      }
      offsets.push_back(
          arith::AddIOp::create(
              rewriter, loc,
              getValueOrCreateConstantIndexOp(rewriter, loc, outer),
              getValueOrCreateConstantIndexOp(rewriter, loc, offset))
              .getResult());
    }
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        slice, slice.getResultType(), inner.getSource(), offsets,
        slice.getMixedSizes(), slice.getMixedStrides());
    return success();
  }
};

struct SplitMergeSlicesPass
    : split::impl::SplitMergeSlicesBase<SplitMergeSlicesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<MergeUnitStrideSlices>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
