//===- SplitCanonicalization.cpp - folders and canonicalization patterns --===//
//
// Sizes become static wherever the semantics module can compute them, result
// types follow the sizes, and splits of constants or of whole dimensions fold.
// Versioned ops stay versioned (only --split-normalize produces the
// normalised form) and nothing here emits a run-time check. Every rewrite
// applies only where the op is statically valid, so an op whose constant
// operands break a rule is left as it is, and no run-time check is lost.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::split;

/// The static shape of an element of a sequence made by `producer`, with
/// `size` along the axis; or failure when a static dimension of the result
/// or the sequence element type contradicts it, or would need a run-time
/// check that `allowChecks` does not allow. Decided before any IR is built.
FailureOr<RankedTensorType>
mlir::split::getElementSliceType(SequenceAtOp op, SplitOpInterface producer,
                                 int64_t size, bool allowChecks) {
  RankedTensorType inputType = producer.getInput().getType();
  int64_t axis = getNormalizedAxis(producer);
  SmallVector<int64_t> shape = partShape(inputType.getShape(), axis, size,
                                         sequenceElementsDropAxis(producer));
  auto sliceType = RankedTensorType::get(shape, inputType.getElementType());
  RankedTensorType elementType = op.getSequence().getType().getElementType();
  for (RankedTensorType required : {op.getType(), elementType}) {
    if (!tensor::CastOp::areCastCompatible(sliceType, required))
      return failure();
    for (int64_t dim = 0, rank = shape.size(); dim < rank; ++dim)
      if (!allowChecks && !required.isDynamicDim(dim) &&
          sliceType.isDynamicDim(dim))
        return failure();
  }
  return sliceType;
}

namespace {

/// Gives results the static sizes the semantics module computes, with a
/// tensor.cast back to the old type for the existing users:
///   split(x : tensor<?x6xf32>) -> tensor<?x6xf32>
///     -> tensor.cast(split(x) -> tensor<2x6xf32>)
struct RefineResultTypes : OpInterfaceRewritePattern<SplitOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(SplitOpInterface op,
                                PatternRewriter &rewriter) const override {
    // Tensors only (a SplitToSequence makes a sequence), and nothing to
    // refine when every result type is static: decided before the size
    // inference, and by index (cheaper than a range of results). The greedy
    // driver visits an op of N results again each time one of its users
    // changes. (An op's results are all tensors or one sequence.)
    bool isStatic = true;
    for (unsigned i = 0, e = op->getNumResults(); i < e && isStatic; ++i) {
      auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(i).getType());
      if (!type)
        return failure();
      isStatic = type.hasStaticShape();
    }
    if (isStatic)
      return failure();
    // Only an op that cannot fail: a refined size folds the tensor.dim that
    // reads it into a constant, and an op whose results are read only
    // through their sizes is then unused and erased, its run-time check
    // with it (a split of a dynamic 4 by constant sizes [1, 2] would print
    // 2 instead of failing). An op that may fail keeps its types, as it
    // keeps its tensor.dim users under shape reification.
    SmallVector<Attribute> operandValues = getConstantOperands(op);
    if (!isStaticallyValid(op, operandValues))
      return failure();
    RankedTensorType inputType = op.getInput().getType();
    int64_t axis = getNormalizedAxis(op);
    FailureOr<SmallVector<int64_t>> sizes = inferSplitSizes(
        op.getSizeSpec(operandValues), inputType.getDimSize(axis), axis,
        op->getNumResults(), nullptr);
    if (failed(sizes))
      return failure();
    SmallVector<Type> refined;
    bool changed = false;
    for (auto [result, size] : llvm::zip(op->getResults(), *sizes)) {
      auto type = llvm::cast<RankedTensorType>(result.getType());
      SmallVector<int64_t> shape(type.getShape());
      SmallVector<int64_t> known = partShape(inputType.getShape(), axis, size);
      for (int64_t dim = 0, rank = shape.size(); dim < rank; ++dim)
        if (ShapedType::isDynamic(shape[dim]) &&
            !ShapedType::isDynamic(known[dim]))
          shape[dim] = known[dim];
      refined.push_back(type.clone(shape));
      changed |= refined.back() != type;
    }
    if (!changed)
      return failure();
    rewriter.setInsertionPointAfter(op);
    for (OpResult result : op->getResults()) {
      Type oldType = result.getType();
      Type newType = refined[result.getResultNumber()];
      if (newType == oldType)
        continue;
      rewriter.modifyOpInPlace(op, [&] { result.setType(newType); });
      // Users that read any ranked tensor take the refined type as it is,
      // as the cast would fold into them (tensor.extract and tensor.dim of a
      // tensor.cast): the same IR, without the visit of this op that each
      // erased cast would cause (N visits of an op of N results, each linear
      // in N: bench/scaling.py wide-read).
      auto readsAnyTensor = [](OpOperand &use) {
        return llvm::isa<tensor::ExtractOp, tensor::DimOp>(use.getOwner());
      };
      if (llvm::all_of(result.getUses(), readsAnyTensor)) {
        for (OpOperand &use : result.getUses())
          rewriter.modifyOpInPlace(use.getOwner(), [] {});
        continue;
      }
      auto cast =
          tensor::CastOp::create(rewriter, op.getLoc(), oldType, result);
      rewriter.replaceUsesWithIf(result, cast, [&](OpOperand &use) {
        return use.getOwner() != cast && !readsAnyTensor(use);
      });
    }
    return success();
  }
};

/// split(x, sizes=[%c2, %n]) with %c2 = constant 2 -> split(x, sizes=[2, %n])
struct FoldConstantSizeOperands : OpRewritePattern<SplitOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SplitOp op,
                                PatternRewriter &rewriter) const override {
    if (llvm::none_of(op.getSizes(), [](Value size) {
          return matchPattern(size, m_Constant());
        }))
      return failure();
    SmallVector<OpFoldResult> sizes = op.getMixedSizes();
    if (failed(foldDynamicIndexList(sizes, /*onlyNonNegative=*/true)))
      return failure();
    // Folded sizes that break a rule would make the op invalid: it keeps
    // them as operands and fails when it executes.
    auto [staticSizes, dynamicSizes] = decomposeMixedValues(sizes);
    RankedTensorType inputType = op.getInput().getType();
    int64_t axis = op.getAxis();
    FailureOr<SmallVector<int64_t>> inferred = inferSplitSizes(
        SizeSpec::explicitList(staticSizes, SizeSpec::equalParts()),
        inputType.getDimSize(axis), axis, op.getNumResults(), nullptr);
    if (failed(inferred))
      return failure();
    // So would sizes that contradict a static result type.
    for (auto [size, type] : llvm::zip(*inferred, op.getResultTypes()))
      if (contradictsDeclaredSize(
              size, llvm::cast<RankedTensorType>(type).getDimSize(axis)))
        return failure();
    rewriter.replaceOpWithNewOp<SplitOp>(op, op.getResultTypes(), op.getInput(),
                                         op.getAxis(), sizes);
    return success();
  }
};

/// split_to_sequence(x, chunk=%c) with %c = constant 2
///   -> split_to_sequence(x, chunk=2)
struct FoldConstantChunkOperand : OpRewritePattern<SplitToSequenceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SplitToSequenceOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getChunk())
      return failure();
    std::optional<int64_t> chunk = getConstantIntValue(op.getMixedChunk());
    if (!chunk || !isValidChunk(*chunk))
      return failure();
    // A chunk size that contradicts a static element type stays an operand
    // (checked when the op executes); as the static chunk the op would be
    // invalid IR. Without the axis (drop_axis), the element type has no
    // dimension for the chunk to contradict.
    int64_t axis = op.getAxis();
    FailureOr<ChunkLayout> chunks =
        inferSequenceChunks(SizeSpec::chunks(*chunk, op.getDropAxis()),
                            op.getInput().getType().getShape(), axis, nullptr);
    if (failed(chunks) || (!op.getDropAxis() &&
                           contradictsDeclaredSize(
                               chunks->commonSize,
                               op.getType().getElementType().getDimSize(axis))))
      return failure();
    rewriter.replaceOpWithNewOp<SplitToSequenceOp>(
        op, op.getType(), op.getInput(), op.getAxis(),
        rewriter.getIndexAttr(*chunk), op.getDropAxis());
    return success();
  }
};

/// sequence_at(split_to_sequence(x), constant i) -> extract_slice(x) of chunk
/// i, so that no sequence is built.
struct SequenceAtOfStaticSequence : OpRewritePattern<SequenceAtOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SequenceAtOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<ConstantSequenceAt> at = matchConstantSequenceAt(op);
    if (failed(at) || !at->chunks.isStatic() ||
        !isStaticallyValid(at->producer, at->operandValues))
      return failure();
    SplitOpInterface producer = at->producer;
    const ChunkLayout &chunks = at->chunks;
    // An index out of range is left to fail at run time.
    std::optional<int64_t> index = sequenceIndex(at->position, chunks.count);
    if (!index)
      return failure();
    // Without the axis (keepdims = 0) the element is a slice of size 1
    // there: the whole chunk, or none of the elements of an empty input.
    int64_t size =
        sequenceElementsDropAxis(producer) ? 1 : chunks.sizeOf(*index);
    // Dimensions the types fix but the input does not are left to the
    // lowering, which checks them at run time.
    FailureOr<RankedTensorType> sliceType =
        getElementSliceType(op, producer, size, /*allowChecks=*/false);
    if (failed(sliceType))
      return failure();

    Location loc = op.getLoc();
    Value input = producer.getInput();
    int64_t axis = getNormalizedAxis(producer);
    int64_t offset = chunks.offsetOf(*index);
    SmallVector<OpFoldResult> sizes =
        partShape(ArrayRef(tensor::getMixedSizes(rewriter, loc, input)), axis,
                  OpFoldResult(rewriter.getIndexAttr(size)));
    Value element = createElementSlice(rewriter, loc, input, axis,
                                       rewriter.getIndexAttr(offset), sizes,
                                       *sliceType, op.getType());
    rewriter.replaceOp(op, element);
    return success();
  }
};

} // namespace

namespace {

/// arith.constant dense<["a", ...]> : tensor<...x!split.string> ->
/// arith.constant #split.strings<["a", ...]>: upstream folders that reshape a
/// dense constant of strings crash (SplitAttrs.td), and leave #split.strings
/// alone. Users write the dense form, which upstream parses.
struct DenseStringsToStringsAttr : OpRewritePattern<arith::ConstantOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ConstantOp op,
                                PatternRewriter &rewriter) const override {
    auto dense = llvm::dyn_cast<DenseStringElementsAttr>(op.getValue());
    if (!dense || !llvm::isa<StringType>(dense.getElementType()))
      return failure();
    auto type = llvm::cast<RankedTensorType>(dense.getType());
    SmallVector<Attribute> values;
    if (dense.isSplat())
      values.push_back(dense.getSplatValue<Attribute>());
    else
      llvm::append_range(values, dense.getValues<Attribute>());
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, type, getConstantElements(type, values));
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Hooks
//===----------------------------------------------------------------------===//

void SplitDialect::getCanonicalizationPatterns(
    RewritePatternSet &patterns) const {
  patterns.add<RefineResultTypes, DenseStringsToStringsAttr>(getContext());
}

Operation *SplitDialect::materializeConstant(OpBuilder &builder,
                                             Attribute value, Type type,
                                             Location loc) {
  if (!arith::ConstantOp::isBuildableWith(value, type))
    return nullptr;
  return arith::ConstantOp::create(builder, loc, type,
                                   llvm::cast<TypedAttr>(value));
}

void SplitOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                          MLIRContext *context) {
  patterns.add<FoldConstantSizeOperands>(context);
}

void SplitToSequenceOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                                    MLIRContext *context) {
  patterns.add<FoldConstantChunkOperand>(context);
}

void SequenceAtOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                               MLIRContext *context) {
  patterns.add<SequenceAtOfStaticSequence>(context);
  populateSequenceAtOfKnownSequencePatterns(patterns);
}

/// sequence_length(split_to_sequence(x)) -> constant k when k is static.
OpFoldResult SequenceLengthOp::fold(FoldAdaptor) {
  if (std::optional<int64_t> length = getKnownSequenceLength(getSequence()))
    return DenseElementsAttr::get(getType(), *length);
  auto producer = getSequence().getDefiningOp<SplitOpInterface>();
  if (!producer)
    return {};
  SmallVector<Attribute> operandValues = getConstantOperands(producer);
  FailureOr<ChunkLayout> chunks = getSequenceChunks(producer, operandValues);
  if (failed(chunks) || ShapedType::isDynamic(chunks->count) ||
      !isStaticallyValid(producer, operandValues))
    return {};
  return DenseElementsAttr::get(getType(), chunks->count);
}
