//===- SplitCanonicalization.cpp - folders and canonicalization patterns --===//
//
// Sizes become static wherever the semantics module can compute them, result
// types follow the sizes, and splits of constants or of whole dimensions fold.
// Every rewrite applies only where the op is statically valid, so no run-time
// check is ever lost.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SizeBuilder.h"
#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::split;

/// Constants with more elements than this are not folded: the folder walks
/// them element by element.
static constexpr int64_t kMaxFoldedElements = 1 << 20;

namespace {

/// The normalised axis of a verified op.
int64_t getAxis(SplitOpInterface op) {
  return *normalizeAxis(op.getAxis(), op.getInput().getType().getRank(),
                        nullptr);
}

/// The size of every result along the axis, where known statically.
SmallVector<int64_t> getResultSizes(SplitOpInterface op) {
  RankedTensorType inputType = op.getInput().getType();
  int64_t axis = getAxis(op);
  FailureOr<SmallVector<int64_t>> sizes =
      inferSplitSizes(op.getSizeSpec(), inputType.getDimSize(axis), axis,
                      op->getNumResults(), nullptr);
  if (failed(sizes))
    return SmallVector<int64_t>(op->getNumResults(), ShapedType::kDynamic);
  return *sizes;
}

/// Slice [offset, offset + size) along `axis` of a constant.
DenseElementsAttr sliceConstant(DenseElementsAttr input, int64_t axis,
                                int64_t offset, RankedTensorType resultType) {
  // resizeSplat handles only int and float elements, not strings.
  if (input.isSplat())
    return DenseElementsAttr::get(resultType, input.getSplatValue<Attribute>());
  ArrayRef<int64_t> shape = input.getType().getShape();
  int64_t outer = 1, inner = 1;
  for (int64_t dim = 0; dim < axis; ++dim)
    outer *= shape[dim];
  for (int64_t dim = axis + 1, rank = shape.size(); dim < rank; ++dim)
    inner *= shape[dim];
  int64_t size = resultType.getDimSize(axis);
  auto values = input.getValues<Attribute>();
  SmallVector<Attribute> slice;
  slice.reserve(outer * size * inner);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t k = offset; k < offset + size; ++k)
      for (int64_t i = 0; i < inner; ++i)
        slice.push_back(values[(o * shape[axis] + k) * inner + i]);
  return DenseElementsAttr::get(resultType, slice);
}

/// Folds the results of a Split op:
///   split(x, sizes=[d]) -> x
///   split(constant) -> constants
LogicalResult foldSplit(SplitOpInterface op, Attribute inputAttr,
                        SmallVectorImpl<OpFoldResult> &results) {
  if (!isStaticallyValid(op))
    return failure();
  Value input = op.getInput();
  if (op->getNumResults() == 1 &&
      op->getResult(0).getType() == input.getType()) {
    results.push_back(input);
    return success();
  }
  auto constant = llvm::dyn_cast_if_present<DenseElementsAttr>(inputAttr);
  if (!constant || constant.getNumElements() > kMaxFoldedElements)
    return failure();
  if (!llvm::all_of(op->getResultTypes(), [](Type type) {
        return llvm::cast<RankedTensorType>(type).hasStaticShape();
      }))
    return failure();
  int64_t axis = getAxis(op);
  int64_t offset = 0;
  for (Value result : op->getResults()) {
    auto type = llvm::cast<RankedTensorType>(result.getType());
    results.push_back(sliceConstant(constant, axis, offset, type));
    offset += type.getDimSize(axis);
  }
  return success();
}

/// Gives results the static sizes the semantics module computes, with a
/// tensor.cast back to the old type for the existing users:
///   split(x : tensor<?x6xf32>) -> tensor<?x6xf32>
///     -> tensor.cast(split(x) -> tensor<2x6xf32>)
struct RefineResultTypes : OpInterfaceRewritePattern<SplitOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(SplitOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (!llvm::all_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>))
      return failure();
    RankedTensorType inputType = op.getInput().getType();
    int64_t axis = getAxis(op);
    SmallVector<int64_t> sizes = getResultSizes(op);
    SmallVector<Type> refined;
    bool changed = false;
    for (auto [result, size] : llvm::zip(op->getResults(), sizes)) {
      auto type = llvm::cast<RankedTensorType>(result.getType());
      SmallVector<int64_t> shape(type.getShape());
      for (int64_t dim = 0, rank = shape.size(); dim < rank; ++dim) {
        int64_t known = dim == axis ? size : inputType.getDimSize(dim);
        if (ShapedType::isDynamic(shape[dim]) && !ShapedType::isDynamic(known))
          shape[dim] = known;
      }
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
      auto cast =
          tensor::CastOp::create(rewriter, op.getLoc(), oldType, result);
      rewriter.replaceAllUsesExcept(result, cast, cast);
    }
    return success();
  }
};

/// Rewrites a versioned op whose sizes are static and valid into the
/// normalised form with static sizes:
///   split_v18(x : tensor<7x4xf32>, num_outputs=3) -> split(x, sizes=[3, 3, 1])
///   split_to_sequence_v11(x, split=constant 2) -> split_to_sequence(x,
///   chunk=2)
struct StaticSizesToNormalForm : OpInterfaceRewritePattern<SplitOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(SplitOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (llvm::isa<SplitOp, SplitToSequenceOp>(op) || !isStaticallyValid(op))
      return failure();
    int64_t axis = getAxis(op);
    Value input = op.getInput();
    if (!llvm::isa<SeqType>(op->getResult(0).getType())) {
      // One equal part of a dynamic dimension is valid but not static.
      SmallVector<int64_t> sizes = getResultSizes(op);
      if (llvm::any_of(sizes, ShapedType::isDynamic))
        return failure();
      rewriter.replaceOpWithNewOp<SplitOp>(
          op, op->getResultTypes(), input, axis,
          getAsIndexOpFoldResult(op.getContext(), sizes));
      return success();
    }
    SizeSpec spec = op.getSizeSpec();
    Type resultType = op->getResult(0).getType();
    if (spec.kind == SizeSpec::Kind::Chunks) {
      rewriter.replaceOpWithNewOp<SplitToSequenceOp>(
          op, resultType, input, axis, rewriter.getIndexAttr(spec.value),
          sequenceElementsDropAxis(op));
      return success();
    }
    auto listType = RankedTensorType::get(
        {static_cast<int64_t>(spec.sizes.size())}, rewriter.getI64Type());
    Value list = arith::ConstantOp::create(
        rewriter, op.getLoc(), DenseIntElementsAttr::get(listType, spec.sizes));
    rewriter.replaceOpWithNewOp<SplitToSequenceOp>(op, resultType, input, axis,
                                                   list);
    return success();
  }
};

/// split(x, sizes=[%c2, %n]) with %c2 = constant 2 -> split(x, sizes=[2, %n])
struct FoldConstantSizeOperands : OpRewritePattern<SplitOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SplitOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<OpFoldResult> sizes = op.getMixedSizes();
    if (failed(foldDynamicIndexList(sizes, /*onlyNonNegative=*/true)))
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
    if (!op.getSplit() || op.getSizes())
      return failure();
    std::optional<int64_t> chunk = getConstantIntValue(op.getMixedChunk());
    if (!chunk || *chunk < 1)
      return failure();
    rewriter.replaceOpWithNewOp<SplitToSequenceOp>(
        op, op.getType(), op.getInput(), op.getAxis(),
        rewriter.getIndexAttr(*chunk), op.getDropAxis());
    return success();
  }
};

/// The static shape of an element of a sequence made by `producer`, with
/// `size` along the axis; or failure when a static dimension of the result
/// or the sequence element type contradicts it, or would need a run-time
/// check that `allowChecks` does not allow. Decided before any IR is built.
FailureOr<RankedTensorType> getElementSliceType(SequenceAtOp op,
                                                SplitOpInterface producer,
                                                int64_t size,
                                                bool allowChecks) {
  RankedTensorType inputType = producer.getInput().getType();
  int64_t axis = getAxis(producer);
  SmallVector<int64_t> shape(inputType.getShape());
  shape[axis] = size;
  if (sequenceElementsDropAxis(producer))
    shape.erase(shape.begin() + axis);
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

/// sequence_at(split_to_sequence(x), constant i) -> extract_slice(x) of chunk
/// i, so that no sequence is built.
struct SequenceAtOfStaticSequence : OpRewritePattern<SequenceAtOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SequenceAtOp op,
                                PatternRewriter &rewriter) const override {
    auto producer = op.getSequence().getDefiningOp<SplitOpInterface>();
    std::optional<SmallVector<int64_t>> position =
        getConstantIntegerValues(op.getPosition());
    std::optional<SmallVector<int64_t>> chunks =
        getStaticSequenceChunks(op.getSequence());
    if (!producer || !position || position->size() != 1 || !chunks ||
        !isStaticallyValid(producer) ||
        llvm::any_of(*chunks, ShapedType::isDynamic))
      return failure();
    int64_t length = chunks->size();
    int64_t index =
        position->front() < 0 ? position->front() + length : position->front();
    if (index < 0 || index >= length)
      return failure();
    // Dimensions the types fix but the input does not are left to the
    // lowering, which checks them at run time.
    FailureOr<RankedTensorType> sliceType = getElementSliceType(
        op, producer, (*chunks)[index], /*allowChecks=*/false);
    if (failed(sliceType))
      return failure();

    Location loc = op.getLoc();
    Value input = producer.getInput();
    RankedTensorType inputType = producer.getInput().getType();
    int64_t axis = getAxis(producer);
    int64_t offset = 0;
    for (int64_t i = 0; i < index; ++i)
      offset += (*chunks)[i];
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, input);
    sizes[axis] = rewriter.getIndexAttr((*chunks)[index]);
    SmallVector<OpFoldResult> offsets(inputType.getRank(),
                                      rewriter.getIndexAttr(0));
    offsets[axis] = rewriter.getIndexAttr(offset);
    SmallVector<OpFoldResult> strides(inputType.getRank(),
                                      rewriter.getIndexAttr(1));
    Value element;
    if (llvm::is_contained(sliceType->getShape(), 0)) {
      // extract_slice rejects static offsets into empty dimensions.
      SmallVector<OpFoldResult> elementSizes = sizes;
      if (sequenceElementsDropAxis(producer))
        elementSizes.erase(elementSizes.begin() + axis);
      element = tensor::EmptyOp::create(rewriter, loc, elementSizes,
                                        inputType.getElementType());
    } else {
      element = tensor::ExtractSliceOp::create(rewriter, loc, *sliceType, input,
                                               offsets, sizes, strides);
    }
    if (element.getType() != op.getType())
      element = tensor::CastOp::create(rewriter, loc, op.getType(), element);
    rewriter.replaceOp(op, element);
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
    if (!producer || producer.getSizes() ||
        getConstantIntegerValues(op.getPosition()))
      return failure();
    RankedTensorType inputType = producer.getInput().getType();
    int64_t axis = producer.getAxis();
    // Every chunk has the chunk size when it is 1 or divides the dimension.
    std::optional<int64_t> staticChunk =
        getConstantIntValue(producer.getMixedChunk());
    bool isUniform =
        staticChunk &&
        (*staticChunk == 1 || (!inputType.isDynamicDim(axis) &&
                               inputType.getDimSize(axis) % *staticChunk == 0));
    FailureOr<RankedTensorType> sliceType = getElementSliceType(
        op, producer, isUniform ? *staticChunk : ShapedType::kDynamic,
        /*allowChecks=*/true);
    // extract_slice rejects static offsets into empty dimensions.
    if (failed(sliceType) || llvm::is_contained(sliceType->getShape(), 0))
      return failure();

    Location loc = op.getLoc();
    Value input = producer.getInput();
    SizeBuilder builder(rewriter, loc, op->getName().getStringRef(), axis);
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, input);
    Value dim = builder.index(sizes[axis]);
    Value chunk = builder.index(producer.getMixedChunk());
    Value length = rewriter.createOrFold<arith::CeilDivUIOp>(loc, dim, chunk);
    Value index = builder.sequenceIndex(op.getPosition(), length);
    Value offset = arith::MulIOp::create(rewriter, loc, index, chunk);
    if (isUniform) {
      sizes[axis] = rewriter.getIndexAttr(*staticChunk);
    } else {
      Value rest = arith::SubIOp::create(rewriter, loc, dim, offset);
      sizes[axis] =
          arith::MinUIOp::create(rewriter, loc, chunk, rest).getResult();
    }
    SmallVector<OpFoldResult> extents = sizes;
    if (producer.getDropAxis())
      extents.erase(extents.begin() + axis);
    builder.checkElementShape(index, extents, op.getType(),
                              op.getSequence().getType().getElementType());

    SmallVector<OpFoldResult> offsets(inputType.getRank(),
                                      rewriter.getIndexAttr(0));
    offsets[axis] = offset;
    SmallVector<OpFoldResult> strides(inputType.getRank(),
                                      rewriter.getIndexAttr(1));
    Value element = tensor::ExtractSliceOp::create(
        rewriter, loc, *sliceType, input, offsets, sizes, strides);
    if (element.getType() != op.getType())
      element = tensor::CastOp::create(rewriter, loc, op.getType(), element);
    rewriter.replaceOp(op, element);
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Hooks
//===----------------------------------------------------------------------===//

void SplitDialect::getCanonicalizationPatterns(
    RewritePatternSet &patterns) const {
  patterns.add<RefineResultTypes, StaticSizesToNormalForm>(getContext());
}

Operation *SplitDialect::materializeConstant(OpBuilder &builder,
                                             Attribute value, Type type,
                                             Location loc) {
  if (!arith::ConstantOp::isBuildableWith(value, type))
    return nullptr;
  return arith::ConstantOp::create(builder, loc, type,
                                   llvm::cast<TypedAttr>(value));
}

#define SPLIT_DEFINE_SPLIT_FOLDER(OP)                                          \
  LogicalResult OP::fold(FoldAdaptor adaptor,                                  \
                         SmallVectorImpl<OpFoldResult> &results) {             \
    return foldSplit(*this, adaptor.getInput(), results);                      \
  }
SPLIT_DEFINE_SPLIT_FOLDER(SplitV1Op)
SPLIT_DEFINE_SPLIT_FOLDER(SplitV2Op)
SPLIT_DEFINE_SPLIT_FOLDER(SplitV11Op)
SPLIT_DEFINE_SPLIT_FOLDER(SplitV13Op)
SPLIT_DEFINE_SPLIT_FOLDER(SplitV18Op)
SPLIT_DEFINE_SPLIT_FOLDER(SplitOp)
#undef SPLIT_DEFINE_SPLIT_FOLDER

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
  patterns.add<SequenceAtOfStaticSequence, SequenceAtOfChunkedSequence>(
      context);
}

/// sequence_length(split_to_sequence(x)) -> constant k when k is static.
OpFoldResult SequenceLengthOp::fold(FoldAdaptor) {
  std::optional<SmallVector<int64_t>> chunks =
      getStaticSequenceChunks(getSequence());
  if (!chunks)
    return {};
  auto producer = getSequence().getDefiningOp<SplitOpInterface>();
  if (!isStaticallyValid(producer))
    return {};
  return DenseElementsAttr::get(getType(),
                                static_cast<int64_t>(chunks->size()));
}
