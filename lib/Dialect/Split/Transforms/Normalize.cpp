//===- Normalize.cpp - versioned split ops to the normalised form ---------===//
//
// One pattern for every versioned op: what its sizes mean comes from
// SplitOpInterface, how its version carries them from VersionedOpInterface,
// and the rules from SizeBuilder (run-time IR) and the semantics module.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Transforms/Passes.h"
#include "split/Dialect/Split/Transforms/SizeBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITNORMALIZE
#include "split/Dialect/Split/Transforms/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

namespace {

struct NormalizeVersionedOp : OpInterfaceRewritePattern<VersionedOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(VersionedOpInterface op,
                                PatternRewriter &rewriter) const override {
    auto split = llvm::cast<SplitOpInterface>(op.getOperation());
    int64_t axis = getNormalizedAxis(split);
    Location loc = op.getLoc();
    Value input = split.getInput();
    SizeBuilder builder(rewriter, loc, op->getName().getStringRef(), axis);
    SizeSpec spec = split.getSizeSpec(getConstantOperands(op));
    SizeOperands operands = op.getSizeOperands();
    OpFoldResult dim = tensor::getMixedSize(rewriter, loc, input, axis);
    if (op.getSizeForms() == SizeForms::Sequence)
      return normalizeSequence(op, builder, spec, operands, dim, rewriter);

    SmallVector<OpFoldResult> sizes = builder.checkedSplitSizes(split, dim);
    if (builder.isKnownToFail()) {
      rewriter.replaceOp(op, builder.unreachableValues(op->getResultTypes()));
      return success();
    }
    rewriter.replaceOpWithNewOp<SplitOp>(op, op->getResultTypes(), input, axis,
                                         sizes);
    return success();
  }

  /// Whether static chunks of `spec` contradict the sequence element type.
  static bool contradictsElementType(VersionedOpInterface op,
                                     const SizeSpec &spec, OpFoldResult dim,
                                     int64_t axis, bool dropsAxis) {
    // Elements without the axis (keepdims = 0) have no size to contradict,
    // and may have rank 0.
    if (dropsAxis)
      return false;
    auto seqType = llvm::cast<SeqType>(op->getResult(0).getType());
    if (seqType.getElementType().isDynamicDim(axis))
      return false;
    SmallVector<int64_t> shape = partShape(
        llvm::cast<SplitOpInterface>(op.getOperation())
            .getInput()
            .getType()
            .getShape(),
        axis, getConstantIntValue(dim).value_or(ShapedType::kDynamic));
    FailureOr<ChunkLayout> chunks =
        inferSequenceChunks(spec, shape, axis, nullptr);
    return succeeded(chunks) &&
           contradictsDeclaredSize(chunks->commonSize,
                                   seqType.getElementType().getDimSize(axis));
  }

  LogicalResult normalizeSequence(VersionedOpInterface op, SizeBuilder &builder,
                                  const SizeSpec &spec,
                                  const SizeOperands &operands,
                                  OpFoldResult dim,
                                  PatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    Value input = llvm::cast<SplitOpInterface>(op.getOperation()).getInput();
    int64_t axis = getNormalizedAxis(op);
    Type resultType = op->getResult(0).getType();
    if (spec.kind == SizeSpec::Kind::Chunks) {
      OpFoldResult chunk = rewriter.getIndexAttr(spec.value);
      if (ShapedType::isDynamic(spec.value)) {
        Value scalar =
            rewriter.createOrFold<tensor::ExtractOp>(loc, operands.scalar);
        chunk = getAsOpFoldResult(rewriter.createOrFold<arith::IndexCastOp>(
            loc, rewriter.getIndexType(), scalar));
      }
      chunk = builder.positiveChunk(chunk);
      bool dropsAxis = spec.dropAxis;
      if (dropsAxis)
        builder.checkDroppedAxisChunk(chunk, input);
      // A chunk known to be invalid, or one whose chunks contradict the
      // static element type, stays an operand, which the normalised op's
      // verifier does not read: the op fails before its result is used, or
      // its lowering checks each element against the element type.
      if (builder.isKnownToFail() ||
          contradictsElementType(op, spec, dim, axis, dropsAxis))
        chunk = builder.index(chunk);
      rewriter.replaceOpWithNewOp<SplitToSequenceOp>(op, resultType, input,
                                                     axis, chunk, dropsAxis);
      return success();
    }
    // A 1-D list; the normalised op takes i64 entries.
    Value list = operands.list;
    auto listType = llvm::cast<RankedTensorType>(list.getType());
    if (!listType.getElementType().isInteger(64))
      list = arith::ExtSIOp::create(
          rewriter, loc, listType.clone(rewriter.getI64Type()), list);
    builder.checkSequenceList(list, spec, dim);
    rewriter.replaceOpWithNewOp<SplitToSequenceOp>(op, resultType, input, axis,
                                                   list);
    return success();
  }
};

/// sequence_at(split_to_sequence(x, chunk = c), %i)
///   -> extract_slice(x) at offset i * c, size min(c, d - i * c),
/// so that an element is a view of the input, not a copy (the general
/// lowering cannot know the axis of a sequence that crossed a function).
struct SequenceAtOfChunkedSequence : OpRewritePattern<SequenceAtOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SequenceAtOp op,
                                PatternRewriter &rewriter) const override {
    auto producer = op.getSequence().getDefiningOp<SplitToSequenceOp>();
    if (!producer || producer.getSizes())
      return failure();
    // A constant chunk < 1 fails when the producer executes; its boundaries
    // would fold to offsets past the end, which extract_slice's verifier
    // rejects. The general lowering takes it.
    std::optional<int64_t> constantChunk =
        getConstantIntValue(producer.getMixedChunk());
    if (constantChunk && !isValidChunk(*constantChunk))
      return failure();
    int64_t axis = producer.getAxis();
    FailureOr<ChunkLayout> chunks =
        getSequenceChunks(producer, getConstantOperands(producer));
    // An element's size is its chunk's, or the last one's; without the axis
    // (keepdims = 0), a slice of size 1 there, which holds the whole chunk
    // (its check passed) or none of the elements of an empty input.
    int64_t elementSize =
        succeeded(chunks) ? chunks->commonSize : ShapedType::kDynamic;
    if (producer.getDropAxis())
      elementSize = 1;
    FailureOr<RankedTensorType> sliceType =
        getElementSliceType(op, producer, elementSize, /*allowChecks=*/true);
    if (failed(sliceType))
      return failure();

    Location loc = op.getLoc();
    Value input = producer.getInput();
    SizeBuilder builder(rewriter, loc, op->getName().getStringRef(), axis);
    SmallVector<OpFoldResult> dims =
        tensor::getMixedSizes(rewriter, loc, input);
    OpFoldResult dim = dims[axis];
    // A run-time chunk is checked where the sequence is made; checked here
    // as well (under the producer's name), the view never divides by 0,
    // also when the producer, now unused, is erased as dead code before it
    // is lowered. CSE and canonicalisation drop the repeated check.
    SizeBuilder producerChecks(rewriter, loc,
                               producer->getName().getStringRef(), axis);
    OpFoldResult chunk = producerChecks.positiveChunk(producer.getMixedChunk());
    if (producer.getDropAxis())
      producerChecks.checkDroppedAxisChunk(chunk, input);
    OpFoldResult length = builder.chunkCount(dim, chunk);
    Value index = builder.sequenceIndex(op.getPosition(), length);
    OpFoldResult start = builder.chunkBoundary(index, chunk, dim);
    OpFoldResult end = builder.chunkBoundary(
        arith::AddIOp::create(rewriter, loc, index,
                              builder.index(rewriter.getIndexAttr(1)))
            .getResult(),
        chunk, dim);
    OpFoldResult size =
        ShapedType::isDynamic(elementSize)
            ? OpFoldResult(arith::SubIOp::create(rewriter, loc,
                                                 builder.index(end),
                                                 builder.index(start))
                               .getResult())
            : OpFoldResult(rewriter.getIndexAttr(elementSize));
    SmallVector<OpFoldResult> sizes = partShape(ArrayRef(dims), axis, size);
    builder.checkElementShape(
        index, partShape(ArrayRef(dims), axis, size, producer.getDropAxis()),
        op.getType(), op.getSequence().getType().getElementType());
    // A position out of range or an element of the wrong size, known here
    // (the input's size may be known when it was not to the types, e.g.
    // through a tensor.cast), would make a slice past the end, which
    // extract_slice's verifier rejects: the op fails if it executes, and its
    // value is never read.
    if (builder.isKnownToFail() || producerChecks.isKnownToFail()) {
      rewriter.replaceOp(op, builder.unreachableValue(op.getType()));
      return success();
    }

    rewriter.replaceOp(op, createElementSlice(rewriter, loc, input, axis, start,
                                              sizes, *sliceType, op.getType()));
    return success();
  }
};

/// sequence_at of a sequence of known length at a constant position out of
/// range: the op fails if it executes, announced by a warning.
struct SequenceAtOutOfRange : OpRewritePattern<SequenceAtOp> {
  // Before SequenceAtOfChunkedSequence, which would check the same at run
  // time without a warning.
  SequenceAtOutOfRange(MLIRContext *context)
      : OpRewritePattern(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(SequenceAtOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<ConstantSequenceAt> at = matchConstantSequenceAt(op);
    if (failed(at) || ShapedType::isDynamic(at->chunks.count) ||
        sequenceIndex(at->position, at->chunks.count))
      return failure();
    SizeBuilder builder(rewriter, op.getLoc(), op->getName().getStringRef(),
                        /*axis=*/0);
    builder.sequenceIndex(op.getPosition(),
                          rewriter.getIndexAttr(at->chunks.count));
    rewriter.replaceOp(op, builder.unreachableValue(op.getType()));
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
  patterns.add<NormalizeVersionedOp, SequenceAtOfChunkedSequence,
               SequenceAtOutOfRange>(patterns.getContext());
}
