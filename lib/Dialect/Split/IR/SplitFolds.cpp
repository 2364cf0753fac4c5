//===- SplitFolds.cpp - what the split ops' types and constants prove -----===//
//
// Static validity and speculation (whether the types alone prove an op
// valid), folding of constant inputs, and the result shapes an op reifies,
// each by the layout of the semantics module (SizeRules.h).
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Utils/IRArith.h"
#include "split/Dialect/Split/Utils/SizeRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::split;

/// Whether every static dimension of `type` is known to be `expected`'s.
static bool isProvenShape(RankedTensorType type, ArrayRef<int64_t> expected) {
  for (auto [actual, known] : llvm::zip(type.getShape(), expected))
    if (!ShapedType::isDynamic(actual) && actual != known)
      return false;
  return true;
}

FailureOr<ChunkLayout>
mlir::split::getSequenceChunks(SplitOpInterface op,
                               ArrayRef<Attribute> operandValues) {
  RankedTensorType inputType = op.getInput().getType();
  FailureOr<int64_t> axis =
      normalizeAxis(op.getAxis(), inputType.getRank(), nullptr);
  if (failed(axis))
    return failure();
  return inferSequenceChunks(op.getSizeSpec(operandValues),
                             inputType.getShape(), *axis, nullptr);
}

FailureOr<ConstantSequenceAt>
mlir::split::matchConstantSequenceAt(SequenceAtOp op) {
  auto producer = op.getSequence().getDefiningOp<SplitOpInterface>();
  std::optional<SmallVector<int64_t>> position =
      getIntegerValues(getConstantValue(op.getPosition()));
  if (!producer || !position)
    return failure();
  ConstantSequenceAt match{
      producer, getConstantOperands(producer), {}, position->front()};
  FailureOr<ChunkLayout> chunks =
      getSequenceChunks(producer, match.operandValues);
  if (failed(chunks))
    return failure();
  match.chunks = std::move(*chunks);
  return match;
}

bool mlir::split::isStaticallyValid(SplitOpInterface op,
                                    ArrayRef<Attribute> operandValues) {
  RankedTensorType inputType = op.getInput().getType();
  FailureOr<int64_t> axis =
      normalizeAxis(op.getAxis(), inputType.getRank(), nullptr);
  if (failed(axis))
    return false;
  SizeSpec spec = op.getSizeSpec(operandValues);
  int64_t dim = inputType.getDimSize(*axis);
  bool proven = false;
  if (auto seqType = llvm::dyn_cast<SeqType>(op->getResult(0).getType())) {
    FailureOr<ChunkLayout> chunks = inferSequenceChunks(
        spec, inputType.getShape(), *axis, nullptr, &proven);
    if (failed(chunks) || !proven)
      return false;
    // Every static dimension of the element type must be known to hold.
    SmallVector<int64_t> shape = partShape(
        inputType.getShape(), *axis,
        chunks->count == 0 ? ShapedType::kDynamic : chunks->commonSize,
        sequenceElementsDropAxis(op));
    RankedTensorType elementType = seqType.getElementType();
    if (chunks->count != 0 && !isProvenShape(elementType, shape))
      return false;
    return chunks->count == 0 ||
           llvm::all_of(llvm::enumerate(elementType.getShape()), [&](auto it) {
             return ShapedType::isDynamic(it.value()) ||
                    !ShapedType::isDynamic(shape[it.index()]);
           });
  }
  FailureOr<SmallVector<int64_t>> sizes =
      inferSplitSizes(spec, dim, *axis, op->getNumResults(), nullptr, &proven);
  if (failed(sizes) || !proven)
    return false;
  for (auto [result, size] : llvm::zip(op->getResults(), *sizes)) {
    SmallVector<int64_t> shape = partShape(inputType.getShape(), *axis, size);
    if (!isProvenShape(llvm::cast<RankedTensorType>(result.getType()), shape))
      return false;
  }
  return true;
}

Speculation::Speculatability
mlir::split::getSpeculatability(SplitOpInterface op) {
  return isStaticallyValid(op) ? Speculation::Speculatable
                               : Speculation::NotSpeculatable;
}

/// Constants with more elements than this are not folded: the folder walks
/// them element by element.
static constexpr int64_t kMaxFoldedElements = 1 << 20;

ElementsAttr mlir::split::getConstantElements(RankedTensorType type,
                                              ArrayRef<Attribute> values) {
  if (llvm::isa<StringType>(type.getElementType()))
    return StringsAttr::get(type, values);
  return DenseElementsAttr::get(type, values);
}

/// Slice [offset, offset + size) along `axis` of a constant.
static ElementsAttr sliceConstant(ElementsAttr input, int64_t axis,
                                  int64_t offset, RankedTensorType resultType) {
  if (input.isSplat() && input.getNumElements() > 0)
    return getConstantElements(resultType, input.getSplatValue<Attribute>());
  ArrayRef<int64_t> shape = input.getShapedType().getShape();
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
  return getConstantElements(resultType, slice);
}

LogicalResult mlir::split::foldSplit(SplitOpInterface op,
                                     ArrayRef<Attribute> operands,
                                     SmallVectorImpl<OpFoldResult> &results) {
  // The two folds below need a one-result op or a constant input; other ops
  // are left before the validity check, which takes time linear in the
  // number of results (the greedy driver folds an op of N results each time
  // one of its users changes).
  Value input = op.getInput();
  bool isIdentity =
      op->getNumResults() == 1 && op->getResult(0).getType() == input.getType();
  auto constant = llvm::dyn_cast_if_present<ElementsAttr>(operands.front());
  if (!isIdentity && !constant)
    return failure();
  // An op that may fail at run time is left as it is.
  if (!isStaticallyValid(op, operands))
    return failure();
  if (isIdentity) {
    results.push_back(input);
    return success();
  }
  // Any elements attribute whose elements can be read (dense resources
  // cannot); string results are #split.strings (getConstantElements).
  if (!constant.tryGetValues<Attribute>() ||
      constant.getNumElements() > kMaxFoldedElements)
    return failure();
  if (!llvm::all_of(op->getResultTypes(), [](Type type) {
        return llvm::cast<RankedTensorType>(type).hasStaticShape();
      }))
    return failure();
  int64_t axis = getNormalizedAxis(op);
  SmallVector<StaticArith::Value> sizes =
      llvm::map_to_vector(op->getResultTypes(), [&](Type type) {
        return StaticArith::Value(
            llvm::cast<RankedTensorType>(type).getDimSize(axis));
      });
  StaticArith arith;
  SmallVector<StaticArith::Value> offsets =
      SizeRules<StaticArith>(arith, axis).partOffsets(sizes);
  for (auto [type, offset] : llvm::zip(op->getResultTypes(), offsets))
    results.push_back(sliceConstant(constant, axis, *offset,
                                    llvm::cast<RankedTensorType>(type)));
  return success();
}

LogicalResult
mlir::split::reifySplitResultShapes(SplitOpInterface op, OpBuilder &builder,
                                    ReifiedRankedShapedTypeDims &shapes) {
  // A reified size replaces the op's result where its shape is asked for
  // (tensor.dim in --resolve-ranked-shaped-type-result-dims and the passes
  // that use its patterns), after which the op, which has no memory effects,
  // may be erased as dead, and its run-time checks with it: the program would
  // go on with sizes that break a rule (a part of size -1). So only an op
  // that its attributes, types and constant operands prove valid, which can
  // never fail, is reified.
  if (!isStaticallyValid(op, getConstantOperands(op)))
    return failure();
  Location loc = op.getLoc();
  Value input = op.getInput();
  int64_t axis = getNormalizedAxis(op);
  // The op is valid: the sizes are only computed here, from its constant
  // operands too (the proof needed every entry of a list).
  IRArith arith(builder, loc);
  SizeRules<IRArith> rules(arith, axis);
  OpFoldResult dim = tensor::getMixedSize(builder, loc, input, axis);
  int64_t numResults = op->getNumResults();
  SmallVector<OpFoldResult> sizes;
  if (auto normalised = llvm::dyn_cast<SplitOp>(op.getOperation())) {
    sizes = normalised.getMixedSizes();
  } else {
    SizeSpec spec = op.getSizeSpec(getConstantOperands(op));
    if (spec.isExplicit() &&
        (spec.unknownLength || spec.length != numResults ||
         llvm::any_of(llvm::seq<int64_t>(numResults), [&](int64_t i) {
           return ShapedType::isDynamic(spec.entry(i));
         })))
      return failure();
    sizes = rules.partSizes(spec, dim, numResults, [&](int64_t i) {
      return OpFoldResult(builder.getIndexAttr(spec.entry(i)));
    });
  }
  // The input's sizes, read only where a result type leaves one dynamic
  // (elsewhere every result type's static size replaces it below).
  int64_t rank = op.getInput().getType().getRank();
  SmallVector<OpFoldResult> inputShape;
  for (int64_t d = 0; d < rank; ++d) {
    bool read = d != axis && llvm::any_of(op->getResultTypes(), [&](Type type) {
                  return llvm::cast<RankedTensorType>(type).isDynamicDim(d);
                });
    inputShape.push_back(d == axis ? dim
                         : read ? tensor::getMixedSize(builder, loc, input, d)
                                : OpFoldResult(builder.getIndexAttr(0)));
  }
  for (auto [result, size] : llvm::zip(op->getResults(), sizes)) {
    auto type = llvm::cast<RankedTensorType>(result.getType());
    SmallVector<OpFoldResult> shape =
        partShape(ArrayRef(inputShape), axis, size);
    // The op is valid: its result types' static sizes hold.
    for (int64_t d = 0, rank = type.getRank(); d < rank; ++d)
      if (!type.isDynamicDim(d))
        shape[d] = builder.getIndexAttr(type.getDimSize(d));
    shapes.push_back(shape);
  }
  return success();
}
