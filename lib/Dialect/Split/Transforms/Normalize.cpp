//===- Normalize.cpp - versioned split ops to the normalised form ---------===//
//
// Each pattern only picks the operand its version reads sizes from; the size
// rules are SizeBuilder's (run-time IR) and Semantics' (static).
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SizeBuilder.h"
#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITNORMALIZE
#include "split/Dialect/Split/Transforms/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

namespace {

/// The operand a Split version reads its list from, and how to read it.
struct SizeList {
  Value list;
  SizeBuilder::EntryReader readEntry = SizeBuilder::readIntegerEntry;
};

SizeList getSizeList(SplitV1Op op) {
  return {op.getSplitInput(), SizeBuilder::readFloatEntry};
}
SizeList getSizeList(SplitV2Op) { return {}; }
SizeList getSizeList(SplitV11Op) { return {}; }
SizeList getSizeList(SplitV13Op op) { return {op.getSplit()}; }
SizeList getSizeList(SplitV18Op op) { return {op.getSplit()}; }

/// The size of every result of a versioned Split at run time (§2).
SmallVector<OpFoldResult> buildSplitSizes(SizeBuilder &builder,
                                          const SizeSpec &spec,
                                          const SizeList &sizeList,
                                          OpFoldResult dim,
                                          int64_t numResults) {
  switch (spec.kind) {
  case SizeSpec::Kind::EqualParts:
    return builder.equalParts(dim, numResults);
  case SizeSpec::Kind::CeilParts:
    return builder.ceilParts(dim, numResults);
  case SizeSpec::Kind::Explicit:
    break;
  case SizeSpec::Kind::Chunks:
    llvm_unreachable("a verified Split has no scalar split");
  }
  if (spec.unknownLength)
    return builder.listOrEqualParts(sizeList.list, dim, numResults,
                                    sizeList.readEntry);
  SmallVector<OpFoldResult> sizes;
  for (auto [i, size] : llvm::enumerate(spec.sizes)) {
    if (ShapedType::isDynamic(size))
      sizes.push_back(
          sizeList.readEntry(builder, sizeList.list, builder.constant(i)));
    else
      sizes.push_back(builder.b.getIndexAttr(size));
  }
  return builder.explicitSizes(sizes, dim);
}

/// A SizeBuilder at a verified versioned op, with its normalised axis and
/// messages that name the op.
SizeBuilder makeSizeBuilder(SplitOpInterface op, OpBuilder &builder) {
  int64_t axis =
      *normalizeAxis(op.getAxis(), op.getInput().getType().getRank(), nullptr);
  return SizeBuilder(builder, op.getLoc(), op->getName().getStringRef(), axis);
}

template <typename OpTy> struct NormalizeSplit : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    SizeBuilder builder = makeSizeBuilder(op, rewriter);
    int64_t axis = builder.getAxis();
    Location loc = op.getLoc();
    OpFoldResult dim = tensor::getMixedSize(rewriter, loc, op.getInput(), axis);
    SmallVector<OpFoldResult> sizes = buildSplitSizes(
        builder, op.getSizeSpec(), getSizeList(op), dim, op.getNumResults());
    for (auto [index, size] : llvm::enumerate(sizes))
      builder.checkResultType(
          index, llvm::cast<RankedTensorType>(op.getResult(index).getType()),
          op.getInput(), size);
    rewriter.replaceOpWithNewOp<SplitOp>(op, op.getResultTypes(), op.getInput(),
                                         axis, sizes);
    return success();
  }
};

template <typename OpTy>
struct NormalizeSplitToSequence : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    SizeBuilder builder = makeSizeBuilder(op, rewriter);
    int64_t axis = builder.getAxis();
    Location loc = op.getLoc();
    Type resultType = op.getType();
    SizeSpec spec = op.getSizeSpec();
    Value split = op.getSplit();

    if (spec.kind == SizeSpec::Kind::Chunks) {
      OpFoldResult chunk = rewriter.getIndexAttr(spec.value);
      if (ShapedType::isDynamic(spec.value)) {
        Value scalar = tensor::ExtractOp::create(rewriter, loc, split);
        chunk = arith::IndexCastOp::create(rewriter, loc,
                                           rewriter.getIndexType(), scalar)
                    .getResult();
      }
      bool dropsAxis = sequenceDropsAxis(split != nullptr, op.getKeepdims());
      rewriter.replaceOpWithNewOp<SplitToSequenceOp>(
          op, resultType, op.getInput(), axis, builder.positiveChunk(chunk),
          dropsAxis);
      return success();
    }

    // A 1-D list; the normalised op takes i64 entries.
    auto listType = llvm::cast<RankedTensorType>(split.getType());
    Value list = split;
    if (!listType.getElementType().isInteger(64))
      list = arith::ExtSIOp::create(
          rewriter, loc, listType.clone(rewriter.getI64Type()), split);
    OpFoldResult dim = tensor::getMixedSize(rewriter, loc, op.getInput(), axis);
    if (spec.unknownLength || llvm::any_of(spec.sizes, ShapedType::isDynamic)) {
      builder.checkSequenceList(list, dim);
    } else {
      builder.explicitSizes(getAsIndexOpFoldResult(op.getContext(), spec.sizes),
                            dim);
    }
    rewriter.replaceOpWithNewOp<SplitToSequenceOp>(op, resultType,
                                                   op.getInput(), axis, list);
    return success();
  }
};

struct SplitNormalizePass
    : split::impl::SplitNormalizeBase<SplitNormalizePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateSplitNormalizePatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

void mlir::split::populateSplitNormalizePatterns(RewritePatternSet &patterns) {
  patterns.add<NormalizeSplit<SplitV1Op>, NormalizeSplit<SplitV2Op>,
               NormalizeSplit<SplitV11Op>, NormalizeSplit<SplitV13Op>,
               NormalizeSplit<SplitV18Op>,
               NormalizeSplitToSequence<SplitToSequenceV11Op>,
               NormalizeSplitToSequence<SplitToSequenceV24Op>>(
      patterns.getContext());
}
