//===- SequenceCanonicalization.cpp - sequences of known structure --------===//
//
// Sequences disappear where their structure is known (docs/Semantics.md §4,
// as the rewrites of onnxscript's optimizer, onnxsim and PyTorch's peephole
// pass do): inserts and erases at constant positions into a constructed
// sequence are a construct, an element read from one is that tensor, and a
// concatenation of constructed tensors is a `tensor.concat`. A constant
// position out of range is left for the run-time error; nothing here emits
// a run-time check, so a fold that would need one is not made.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::split;

/// The elements of `sequence` when its producer lists them (a construct, or
/// the empty sequence), in order.
static std::optional<SmallVector<Value>> getKnownElements(Value sequence) {
  if (auto construct = sequence.getDefiningOp<SequenceConstructOp>())
    return SmallVector<Value>(construct.getInputs());
  if (sequence.getDefiningOp<SequenceEmptyOp>())
    return SmallVector<Value>();
  return std::nullopt;
}

/// The constant value of a position operand, or std::nullopt.
static std::optional<int64_t> getConstantPosition(Value position) {
  std::optional<SmallVector<int64_t>> values =
      getIntegerValues(getConstantValue(position));
  if (!values || values->size() != 1)
    return std::nullopt;
  return values->front();
}

/// `elements` as the sequence of type `type`: a construct, or the empty
/// sequence when there are none.
static Value buildSequence(PatternRewriter &rewriter, Location loc, Type type,
                           ValueRange elements) {
  if (elements.empty())
    return SequenceEmptyOp::create(rewriter, loc, type);
  return SequenceConstructOp::create(rewriter, loc, type, elements);
}

bool mlir::split::isCastWithoutCheck(RankedTensorType have,
                                     RankedTensorType want) {
  if (!tensor::CastOp::areCastCompatible(have, want))
    return false;
  for (auto [from, to] : llvm::zip(have.getShape(), want.getShape()))
    if (ShapedType::isDynamic(from) && !ShapedType::isDynamic(to))
      return false;
  return true;
}

/// `value` as a value of `type`, through a tensor.cast where they differ;
/// null (and no IR built) when the cast would make a dimension static, a
/// cast that would need a run-time check.
static Value castWithoutCheck(PatternRewriter &rewriter, Location loc,
                              Value value, RankedTensorType type) {
  auto valueType = llvm::cast<RankedTensorType>(value.getType());
  if (valueType == type)
    return value;
  if (!isCastWithoutCheck(valueType, type))
    return {};
  return tensor::CastOp::create(rewriter, loc, type, value);
}

/// Whether `op` concatenates the sequence of the split `producer` back into
/// its input, and the split is proven valid (so that nothing is left to
/// check) and makes a sequence that is not empty (which a concatenation
/// rejects).
static bool isProvenConcatOfSplit(ConcatFromSequenceOp op,
                                  SplitOpInterface producer) {
  SmallVector<Attribute> operandValues = getConstantOperands(producer);
  if (!concatenatesBackToInput(op, producer, operandValues))
    return false;
  int64_t dim =
      producer.getInput().getType().getDimSize(getNormalizedAxis(producer));
  if (ShapedType::isDynamic(dim) || dim == 0)
    return false;
  return isStaticallyValid(producer, operandValues) &&
         sequenceElementTypeIsProven(producer, operandValues);
}

namespace {

/// sequence_insert(construct(a, b), x[, p]) -> construct(a, x, b).
struct InsertIntoKnownSequence : OpRewritePattern<SequenceInsertOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SequenceInsertOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<SmallVector<Value>> elements =
        getKnownElements(op.getInputSequence());
    if (!elements)
      return failure();
    int64_t length = elements->size();
    int64_t position = length;
    if (Value operand = op.getPosition()) {
      std::optional<int64_t> constant = getConstantPosition(operand);
      if (!constant)
        return failure();
      position = *constant;
    }
    std::optional<int64_t> index = sequenceInsertIndex(position, length);
    if (!index)
      return failure();
    elements->insert(elements->begin() + *index, op.getTensor());
    rewriter.replaceOp(
        op, buildSequence(rewriter, op.getLoc(), op.getType(), *elements));
    return success();
  }
};

/// sequence_erase(construct(a, b, c)[, p]) -> construct(a, c).
struct EraseFromKnownSequence : OpRewritePattern<SequenceEraseOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SequenceEraseOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<SmallVector<Value>> elements =
        getKnownElements(op.getInputSequence());
    if (!elements)
      return failure();
    int64_t position = -1;
    if (Value operand = op.getPosition()) {
      std::optional<int64_t> constant = getConstantPosition(operand);
      if (!constant)
        return failure();
      position = *constant;
    }
    std::optional<int64_t> index = sequenceIndex(position, elements->size());
    if (!index)
      return failure();
    elements->erase(elements->begin() + *index);
    rewriter.replaceOp(
        op, buildSequence(rewriter, op.getLoc(), op.getType(), *elements));
    return success();
  }
};

/// sequence_at(construct(a, b), 1) -> b.
struct SequenceAtOfKnownSequence : OpRewritePattern<SequenceAtOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SequenceAtOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<SmallVector<Value>> elements =
        getKnownElements(op.getSequence());
    std::optional<int64_t> position = getConstantPosition(op.getPosition());
    if (!elements || !position)
      return failure();
    std::optional<int64_t> index = sequenceIndex(*position, elements->size());
    if (!index)
      return failure();
    Value element = castWithoutCheck(rewriter, op.getLoc(), (*elements)[*index],
                                     op.getType());
    if (!element)
      return failure();
    rewriter.replaceOp(op, element);
    return success();
  }
};

/// concat_from_sequence(construct(a, b)) -> tensor.concat(a, b), and with
/// new_axis = 1 of each operand expanded by a unit dimension at the axis,
/// when the types prove the shapes compatible: tensor.concat does not
/// check dynamic sizes at run time.
struct ConcatOfKnownSequence : OpRewritePattern<ConcatFromSequenceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConcatFromSequenceOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<SmallVector<Value>> elements =
        getKnownElements(op.getInputSequence());
    FailureOr<int64_t> axis = op.getResultAxis();
    // An empty sequence fails at run time.
    if (!elements || elements->empty() || failed(axis))
      return failure();
    bool stack = op.getNewAxis() != 0;
    auto firstType = llvm::cast<RankedTensorType>(elements->front().getType());
    for (Value element : *elements) {
      auto type = llvm::cast<RankedTensorType>(element.getType());
      for (int64_t dim = 0, rank = type.getRank(); dim < rank; ++dim) {
        if (!stack && dim == *axis)
          continue;
        if (type.isDynamicDim(dim) ||
            type.getDimSize(dim) != firstType.getDimSize(dim))
          return failure();
      }
    }
    // The concatenation's type, decided before any IR is built: the other
    // dimensions are the first element's, the axis the sum of the sizes
    // along it (the number of elements when stacking).
    SmallVector<int64_t> shape(firstType.getShape());
    if (stack) {
      shape.insert(shape.begin() + *axis, elements->size());
    } else {
      int64_t sum = 0;
      for (Value element : *elements) {
        int64_t size =
            llvm::cast<RankedTensorType>(element.getType()).getDimSize(*axis);
        if (ShapedType::isDynamic(size) || llvm::AddOverflow(sum, size, sum)) {
          sum = ShapedType::kDynamic;
          break;
        }
      }
      shape[*axis] = sum;
    }
    if (!isCastWithoutCheck(
            RankedTensorType::get(shape, firstType.getElementType()),
            op.getType()))
      return failure();
    Location loc = op.getLoc();
    SmallVector<Value> operands;
    for (Value element : *elements) {
      if (!stack) {
        operands.push_back(element);
        continue;
      }
      auto type = llvm::cast<RankedTensorType>(element.getType());
      SmallVector<int64_t> shape(type.getShape());
      shape.insert(shape.begin() + *axis, 1);
      // The unit dimension joins the dimension before it (or, at the front,
      // the one after it); a 0-D element has no dimension to join.
      SmallVector<ReassociationIndices> groups;
      for (int64_t dim = 0, rank = type.getRank(); dim < rank; ++dim)
        groups.push_back({dim + (dim >= *axis ? 1 : 0)});
      if (!groups.empty() && *axis == 0)
        groups.front().insert(groups.front().begin(), 0);
      else if (!groups.empty())
        groups[*axis - 1].push_back(*axis);
      operands.push_back(tensor::ExpandShapeOp::create(
          rewriter, loc, RankedTensorType::get(shape, type.getElementType()),
          element, groups));
    }
    Value concat =
        operands.size() == 1
            ? operands.front()
            : tensor::ConcatOp::create(rewriter, loc, *axis, operands)
                  .getResult();
    Value result = castWithoutCheck(rewriter, loc, concat, op.getType());
    if (!result)
      return failure();
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// concat_from_sequence(split_to_sequence(x)) -> x along the same axis
/// (keeping it, or stacking chunks of 1 that lost it), when the split is
/// proven valid: a split that may fail keeps its checks
/// (convert-split-to-tensor folds that case after emitting them).
struct ConcatOfSplitSequence : OpRewritePattern<ConcatFromSequenceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConcatFromSequenceOp op,
                                PatternRewriter &rewriter) const override {
    auto producer = op.getInputSequence().getDefiningOp<SplitOpInterface>();
    if (!producer || !isProvenConcatOfSplit(op, producer))
      return failure();
    Value result = castWithoutCheck(rewriter, op.getLoc(), producer.getInput(),
                                    op.getType());
    if (!result)
      return failure();
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

bool mlir::split::concatenatesBackToInput(ConcatFromSequenceOp op,
                                          SplitOpInterface producer,
                                          ArrayRef<Attribute> operandValues) {
  FailureOr<int64_t> axis = op.getResultAxis();
  if (failed(axis) || getNormalizedAxis(producer) != *axis)
    return false;
  bool dropsAxis = sequenceElementsDropAxis(producer);
  if (dropsAxis != (op.getNewAxis() != 0))
    return false;
  // Stacking gives back the axis only of chunks of 1 (a chunk of another
  // size is valid with keepdims = 0 on an input without elements).
  return !dropsAxis || producer.getSizeSpec(operandValues).value == 1;
}

bool mlir::split::sequenceElementTypeIsProven(
    SplitOpInterface producer, ArrayRef<Attribute> operandValues) {
  RankedTensorType element =
      llvm::cast<SeqType>(producer->getResult(0).getType()).getElementType();
  RankedTensorType input = producer.getInput().getType();
  int64_t axis = getNormalizedAxis(producer);
  bool dropsAxis = sequenceElementsDropAxis(producer);
  SizeSpec spec = producer.getSizeSpec(operandValues);
  for (int64_t dim = 0, rank = input.getRank(); dim < rank; ++dim) {
    if (dim == axis && dropsAxis)
      continue;
    int64_t elementDim = dropsAxis && dim > axis ? dim - 1 : dim;
    if (element.isDynamicDim(elementDim))
      continue;
    int64_t expected = element.getDimSize(elementDim);
    // Another dimension is the input's (equal when both are static: the
    // verifier's rule).
    if (dim != axis) {
      if (input.isDynamicDim(dim))
        return false;
      continue;
    }
    // Along the axis every chunk, the last one included, or every entry of
    // the list must be `expected`.
    if (spec.kind == SizeSpec::Kind::Chunks) {
      // Chunks of 1 are all of size 1, the last one too.
      if (spec.value == 1 && expected == 1)
        continue;
      int64_t size = input.getDimSize(axis);
      // (A chunk of 0, invalid, may reach here: no division by it.)
      if (spec.value != expected || expected <= 0 ||
          ShapedType::isDynamic(size) || size % expected != 0)
        return false;
      continue;
    }
    if (spec.kind != SizeSpec::Kind::Explicit || spec.unknownLength ||
        spec.sizes.empty() || llvm::any_of(spec.sizes, [&](int64_t size) {
          return size != expected;
        }))
      return false;
  }
  return true;
}

void SequenceInsertOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                                   MLIRContext *context) {
  patterns.add<InsertIntoKnownSequence>(context);
}

void SequenceEraseOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                                  MLIRContext *context) {
  patterns.add<EraseFromKnownSequence>(context);
}

void ConcatFromSequenceOp::getCanonicalizationPatterns(
    RewritePatternSet &patterns, MLIRContext *context) {
  patterns.add<ConcatOfKnownSequence, ConcatOfSplitSequence>(context);
}

void mlir::split::populateKnownSequencePatterns(RewritePatternSet &patterns) {
  patterns.add<InsertIntoKnownSequence, EraseFromKnownSequence,
               SequenceAtOfKnownSequence, ConcatOfKnownSequence,
               ConcatOfSplitSequence>(patterns.getContext());
}

bool mlir::split::isRunTimeSequenceBuilder(Operation *op) {
  return llvm::isa<SequenceConstructOp, SequenceEmptyOp, SequenceInsertOp,
                   SequenceEraseOp, ConcatFromSequenceOp>(op);
}

void mlir::split::populateSequenceAtOfKnownSequencePatterns(
    RewritePatternSet &patterns) {
  patterns.add<SequenceAtOfKnownSequence>(patterns.getContext());
}

std::optional<int64_t> mlir::split::getKnownSequenceLength(Value sequence) {
  if (std::optional<SmallVector<Value>> elements = getKnownElements(sequence))
    return elements->size();
  return std::nullopt;
}
