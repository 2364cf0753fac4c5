//===- SplitOps.cpp - split dialect ops -----------------------------------===//
//
// Each op only says where its version takes the sizes from (getSizeSpec) and
// checks what is particular to it; the rules themselves are in the semantics
// module.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::split;

#include "split/Dialect/Split/IR/SplitInterfaces.cpp.inc"

//===----------------------------------------------------------------------===//
// Statically known operand values
//===----------------------------------------------------------------------===//

DenseElementsAttr mlir::split::getConstantElements(Value value) {
  // Only casts between ranked tensors of one rank keep the element count
  // that callers rely on.
  while (auto cast = value.getDefiningOp<tensor::CastOp>()) {
    auto source = llvm::dyn_cast<RankedTensorType>(cast.getSource().getType());
    auto result = llvm::dyn_cast<RankedTensorType>(cast.getType());
    if (!source || !result || source.getRank() != result.getRank())
      break;
    value = cast.getSource();
  }
  DenseElementsAttr elements;
  if (!matchPattern(value, m_Constant(&elements)))
    return {};
  return elements;
}

std::optional<SmallVector<int64_t>>
mlir::split::getConstantIntegerValues(Value value) {
  auto elements =
      llvm::dyn_cast_or_null<DenseIntElementsAttr>(getConstantElements(value));
  if (!elements)
    return std::nullopt;
  return llvm::to_vector(
      llvm::map_range(elements.getValues<APInt>(),
                      [](const APInt &v) { return v.getSExtValue(); }));
}

/// The size spec of a 1-D list operand (Split-13/18 `split`, SplitToSequence's
/// 1-D `split`): its values when constant, otherwise its static length.
static SizeSpec getListSizeSpec(Value list, SizeSpec ifEmpty) {
  if (std::optional<SmallVector<int64_t>> values =
          getConstantIntegerValues(list))
    return SizeSpec::explicitList(*values, ifEmpty);
  int64_t length = llvm::cast<RankedTensorType>(list.getType()).getDimSize(0);
  if (ShapedType::isDynamic(length))
    return SizeSpec::unknownList();
  return SizeSpec::explicitList(
      SmallVector<int64_t>(length, ShapedType::kDynamic), ifEmpty);
}

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

static LogicalResult verifyInputRank(Operation *op, RankedTensorType type) {
  if (type.getRank() >= 1)
    return success();
  return op->emitOpError("input must have rank >= 1, but has type ") << type;
}

/// Checks that `resultType` is the input type with `size` along `axis`, where
/// both are static.
static LogicalResult verifySliceType(Operation *op, StringRef what,
                                     RankedTensorType inputType,
                                     RankedTensorType resultType, int64_t axis,
                                     int64_t size) {
  if (resultType.getElementType() != inputType.getElementType())
    return op->emitOpError()
           << what << " has element type " << resultType.getElementType()
           << ", which does not match the input element type "
           << inputType.getElementType();
  if (resultType.getRank() != inputType.getRank())
    return op->emitOpError()
           << what << " has rank " << resultType.getRank()
           << " but the input has rank " << inputType.getRank();
  for (int64_t dim = 0, rank = inputType.getRank(); dim < rank; ++dim) {
    int64_t expected = dim == axis ? size : inputType.getDimSize(dim);
    int64_t actual = resultType.getDimSize(dim);
    if (ShapedType::isDynamic(expected) || ShapedType::isDynamic(actual) ||
        expected == actual)
      continue;
    InFlightDiagnostic diag = op->emitOpError()
                              << what << " type " << resultType << " has size "
                              << actual << " in dimension " << dim << " but ";
    if (dim == axis)
      return diag << "its split size is " << expected;
    return diag << "the input has size " << expected;
  }
  return success();
}

/// Sizes use ShapedType::kDynamic (INT64_MIN) for "unknown", so a split
/// value of INT64_MIN in an attribute or constant would read as unknown
/// rather than negative: reject it here, before anything reads the sizes.
static LogicalResult verifyNoDynamicMarker(Operation *op) {
  auto reject = [&](ArrayRef<int64_t> values) -> LogicalResult {
    for (auto [index, value] : llvm::enumerate(values))
      if (ShapedType::isDynamic(value))
        return op->emitOpError("split size ")
               << value << " at index " << index << " is negative";
    return success();
  };
  if (auto split = op->getAttrOfType<DenseI64ArrayAttr>("split"))
    if (failed(reject(split.asArrayRef())))
      return failure();
  for (Value operand : op->getOperands().drop_front())
    if (std::optional<SmallVector<int64_t>> values =
            getConstantIntegerValues(operand))
      if (failed(reject(*values)))
        return failure();
  return success();
}

/// Verifies a Split op of any version against the rules of SEMANTICS.md §2.
static LogicalResult verifySplitOp(SplitOpInterface op) {
  Operation *operation = op.getOperation();
  RankedTensorType inputType = op.getInput().getType();
  if (failed(verifyInputRank(operation, inputType)) ||
      failed(verifyNoDynamicMarker(operation)))
    return failure();
  auto emitError = [&] { return operation->emitOpError(); };
  FailureOr<int64_t> axis =
      normalizeAxis(op.getAxis(), inputType.getRank(), emitError);
  if (failed(axis))
    return failure();
  FailureOr<SmallVector<int64_t>> sizes =
      inferSplitSizes(op.getSizeSpec(), inputType.getDimSize(*axis), *axis,
                      operation->getNumResults(), emitError);
  if (failed(sizes))
    return failure();
  for (auto [index, result] : llvm::enumerate(operation->getResults())) {
    std::string what = "result #" + std::to_string(index);
    if (failed(verifySliceType(operation, what, inputType,
                               llvm::cast<RankedTensorType>(result.getType()),
                               *axis, (*sizes)[index])))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Split ops
//===----------------------------------------------------------------------===//

SizeSpec SplitV1Op::getSizeSpec() {
  if (std::optional<ArrayRef<int64_t>> split = getSplit())
    return SizeSpec::explicitList(*split, SizeSpec::equalParts());
  Value splitInput = getSplitInput();
  if (!splitInput)
    return SizeSpec::equalParts();
  if (auto values = llvm::dyn_cast_or_null<DenseFPElementsAttr>(
          getConstantElements(splitInput))) {
    // Values that are not sizes are rejected by the verifier; here they are
    // simply unknown.
    SmallVector<int64_t> sizes;
    for (const APFloat &value : values.getValues<APFloat>())
      sizes.push_back(floatToSize(value).value_or(ShapedType::kDynamic));
    return SizeSpec::explicitList(sizes, SizeSpec::equalParts());
  }
  return getListSizeSpec(splitInput, SizeSpec::equalParts());
}

LogicalResult SplitV1Op::verify() {
  if (Value splitInput = getSplitInput()) {
    if (getSplitAttr())
      return emitOpError("has both a 'split' attribute ")
             << getSplitAttr() << " and a 'split' operand";
    auto splitType = llvm::cast<RankedTensorType>(splitInput.getType());
    if (splitType.getRank() != 1 ||
        splitType.getElementType() != getInput().getType().getElementType())
      return emitOpError("'split' operand must be a 1-D tensor of the input "
                         "element type ")
             << getInput().getType().getElementType() << ", but has type "
             << splitType;
    if (auto values = llvm::dyn_cast_or_null<DenseFPElementsAttr>(
            getConstantElements(splitInput))) {
      for (auto [index, value] : llvm::enumerate(values.getValues<APFloat>())) {
        if (floatToSize(value))
          continue;
        SmallString<16> text;
        value.toString(text);
        return emitOpError("'split' operand value ")
               << text << " at index " << index
               << " is not a size (an integer in [0, 2^63))";
      }
    }
  }
  return verifySplitOp(*this);
}

SizeSpec SplitV2Op::getSizeSpec() {
  return SizeSpec::explicitList(getSplit().value_or(ArrayRef<int64_t>()),
                                SizeSpec::equalParts());
}

LogicalResult SplitV2Op::verify() { return verifySplitOp(*this); }

SizeSpec SplitV11Op::getSizeSpec() {
  return SizeSpec::explicitList(getSplit().value_or(ArrayRef<int64_t>()),
                                SizeSpec::equalParts());
}

LogicalResult SplitV11Op::verify() { return verifySplitOp(*this); }

SizeSpec SplitV13Op::getSizeSpec() {
  if (Value split = getSplit())
    return getListSizeSpec(split, SizeSpec::equalParts());
  return SizeSpec::equalParts();
}

LogicalResult SplitV13Op::verify() { return verifySplitOp(*this); }

SizeSpec SplitV18Op::getSizeSpec() {
  if (Value split = getSplit())
    return getListSizeSpec(split, SizeSpec::equalParts());
  if (std::optional<int64_t> numOutputs = getNumOutputs())
    return SizeSpec::ceilParts(*numOutputs);
  return SizeSpec::equalParts();
}

LogicalResult SplitV18Op::verify() {
  if (getSplit() && getNumOutputsAttr())
    return emitOpError("has both a 'split' operand and 'num_outputs' = ")
           << *getNumOutputs();
  return verifySplitOp(*this);
}

//===----------------------------------------------------------------------===//
// SplitToSequence ops
//===----------------------------------------------------------------------===//

/// Where SplitToSequence takes its chunk sizes from (SEMANTICS.md §3).
static SizeSpec getSequenceSizeSpec(Value split) {
  if (!split)
    return SizeSpec::chunks(1);
  if (llvm::cast<RankedTensorType>(split.getType()).getRank() == 1)
    return getListSizeSpec(split, SizeSpec::chunks(1));
  if (std::optional<SmallVector<int64_t>> value =
          getConstantIntegerValues(split))
    return SizeSpec::chunks(value->front());
  return SizeSpec::chunks(ShapedType::kDynamic);
}

/// Verifies a SplitToSequence op, versioned or normalised: the rules of
/// SEMANTICS.md §3 and the sequence element type against the chunks.
static LogicalResult verifySplitToSequenceOp(SplitOpInterface op,
                                             bool dropsAxis) {
  Operation *operation = op.getOperation();
  RankedTensorType inputType = op.getInput().getType();
  if (failed(verifyInputRank(operation, inputType)) ||
      failed(verifyNoDynamicMarker(operation)))
    return failure();
  auto emitError = [&] { return operation->emitOpError(); };
  FailureOr<int64_t> axis =
      normalizeAxis(op.getAxis(), inputType.getRank(), emitError);
  if (failed(axis))
    return failure();
  FailureOr<ChunkLayout> chunks = inferSequenceChunks(
      op.getSizeSpec(), inputType.getDimSize(*axis), *axis, emitError);
  if (failed(chunks))
    return failure();

  RankedTensorType elementType =
      llvm::cast<SeqType>(operation->getResult(0).getType()).getElementType();
  if (dropsAxis) {
    // Elements are the chunks of size 1 with the axis removed.
    SmallVector<int64_t> shape(inputType.getShape());
    shape.erase(shape.begin() + *axis);
    auto expected = RankedTensorType::get(shape, inputType.getElementType());
    if (elementType.getElementType() != expected.getElementType() ||
        elementType.getRank() != expected.getRank() ||
        failed(verifyCompatibleShape(elementType, expected)))
      return operation->emitOpError("sequence element type ")
             << elementType << " is incompatible with " << expected
             << ", the input with dimension " << *axis
             << " removed (keepdims = 0)";
    return success();
  }
  if (failed(verifySliceType(operation, "sequence element", inputType,
                             elementType, *axis, ShapedType::kDynamic)))
    return failure();
  int64_t elementSize = elementType.getDimSize(*axis);
  if (ShapedType::isDynamic(elementSize))
    return success();
  if (chunks->sizes) {
    for (auto [index, size] : llvm::enumerate(*chunks->sizes)) {
      if (!ShapedType::isDynamic(size) && size != elementSize)
        return operation->emitOpError("sequence element type ")
               << elementType << " has size " << elementSize << " in dimension "
               << *axis << " but chunk " << index << " has size " << size
               << " (chunks " << formatSizes(*chunks->sizes) << ")";
    }
    return success();
  }
  if (!ShapedType::isDynamic(chunks->commonSize) &&
      chunks->commonSize != elementSize)
    return operation->emitOpError("sequence element type ")
           << elementType << " has size " << elementSize << " in dimension "
           << *axis << " but every chunk has size " << chunks->commonSize;
  return success();
}

template <typename OpTy>
static LogicalResult verifyVersionedSplitToSequenceOp(OpTy op) {
  return verifySplitToSequenceOp(
      op, sequenceDropsAxis(op.getSplit() != nullptr, op.getKeepdims()));
}

SizeSpec SplitToSequenceV11Op::getSizeSpec() {
  return getSequenceSizeSpec(getSplit());
}

LogicalResult SplitToSequenceV11Op::verify() {
  return verifyVersionedSplitToSequenceOp(*this);
}

SizeSpec SplitToSequenceV24Op::getSizeSpec() {
  return getSequenceSizeSpec(getSplit());
}

LogicalResult SplitToSequenceV24Op::verify() {
  return verifyVersionedSplitToSequenceOp(*this);
}

//===----------------------------------------------------------------------===//
// Sequence ops
//===----------------------------------------------------------------------===//

std::optional<SmallVector<int64_t>>
mlir::split::getStaticSequenceChunks(Value sequence) {
  auto producer = sequence.getDefiningOp<SplitOpInterface>();
  if (!producer)
    return std::nullopt;
  RankedTensorType inputType = producer.getInput().getType();
  FailureOr<int64_t> axis =
      normalizeAxis(producer.getAxis(), inputType.getRank(), nullptr);
  if (failed(axis))
    return std::nullopt;
  FailureOr<ChunkLayout> chunks = inferSequenceChunks(
      producer.getSizeSpec(), inputType.getDimSize(*axis), *axis, nullptr);
  if (failed(chunks))
    return std::nullopt;
  return chunks->sizes;
}

bool mlir::split::sequenceElementsDropAxis(SplitOpInterface op) {
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case<SplitToSequenceV11Op, SplitToSequenceV24Op>([](auto versioned) {
        return sequenceDropsAxis(versioned.getSplit() != nullptr,
                                 versioned.getKeepdims());
      })
      .Case(
          [](SplitToSequenceOp normalised) { return normalised.getDropAxis(); })
      .Default([](Operation *) { return false; });
}

bool mlir::split::isStaticallyValid(SplitOpInterface op) {
  // The normalised ops' preconditions are established where they are built.
  if (llvm::isa<SplitOp, SplitToSequenceOp>(op))
    return true;
  // The rules are checked again, silently: an operand may have become a
  // constant since the op was verified.
  SizeSpec spec = op.getSizeSpec();
  RankedTensorType inputType = op.getInput().getType();
  int64_t axis = *normalizeAxis(op.getAxis(), inputType.getRank(), nullptr);
  int64_t dim = inputType.getDimSize(axis);
  bool isStaticDim = !ShapedType::isDynamic(dim);
  if (llvm::isa<SeqType>(op->getResult(0).getType())) {
    if (failed(inferSequenceChunks(spec, dim, axis, nullptr)))
      return false;
    // A static chunk (checked >= 1) is valid for any dimension.
    if (spec.kind == SizeSpec::Kind::Chunks)
      return !ShapedType::isDynamic(spec.value);
    return isStaticDim && !spec.unknownLength &&
           !llvm::any_of(spec.sizes, ShapedType::isDynamic);
  }
  FailureOr<SmallVector<int64_t>> sizes =
      inferSplitSizes(spec, dim, axis, op->getNumResults(), nullptr);
  if (failed(sizes))
    return false;
  // One equal part is the whole dimension, whatever its size.
  if (spec.kind == SizeSpec::Kind::EqualParts && op->getNumResults() == 1)
    return true;
  return isStaticDim && !llvm::any_of(*sizes, ShapedType::isDynamic);
}

LogicalResult SequenceAtOp::verify() {
  RankedTensorType elementType = getSequence().getType().getElementType();
  RankedTensorType resultType = getResult().getType();
  if (resultType.getElementType() != elementType.getElementType() ||
      resultType.getRank() != elementType.getRank() ||
      failed(verifyCompatibleShape(resultType, elementType)))
    return emitOpError("result type ")
           << resultType << " is incompatible with the sequence element type "
           << elementType;
  std::optional<SmallVector<int64_t>> position =
      getConstantIntegerValues(getPosition());
  std::optional<SmallVector<int64_t>> chunks =
      getStaticSequenceChunks(getSequence());
  if (!position || !chunks)
    return success();
  int64_t index = position->front();
  auto length = std::make_optional<int64_t>(chunks->size());
  if (index >= -*length && index < *length)
    return success();
  if (*length == 0)
    return emitOpError("position ")
           << index << " is out of range for an empty sequence";
  return emitOpError("position ")
         << index << " is out of range [" << -*length << ", " << *length - 1
         << "] for a sequence of length " << *length;
}

//===----------------------------------------------------------------------===//
// Normalised ops
//===----------------------------------------------------------------------===//

/// Parses `custom<SequenceSizes>`: ` chunk = <integer | %index>` or
/// ` sizes = %list : <type>`.
static ParseResult
parseSequenceSizes(OpAsmParser &parser,
                   std::optional<OpAsmParser::UnresolvedOperand> &split,
                   Type &splitType, IntegerAttr &staticChunk) {
  Builder &builder = parser.getBuilder();
  if (succeeded(parser.parseOptionalKeyword("sizes"))) {
    OpAsmParser::UnresolvedOperand operand;
    if (parser.parseEqual() || parser.parseOperand(operand) ||
        parser.parseColonType(splitType))
      return failure();
    split = operand;
    staticChunk = builder.getI64IntegerAttr(1);
    return success();
  }
  if (parser.parseKeyword("chunk") || parser.parseEqual())
    return failure();
  OpAsmParser::UnresolvedOperand operand;
  OptionalParseResult hasOperand = parser.parseOptionalOperand(operand);
  if (hasOperand.has_value()) {
    if (failed(*hasOperand))
      return failure();
    split = operand;
    splitType = builder.getIndexType();
    staticChunk = builder.getI64IntegerAttr(ShapedType::kDynamic);
    return success();
  }
  int64_t chunk;
  if (parser.parseInteger(chunk))
    return failure();
  staticChunk = builder.getI64IntegerAttr(chunk);
  return success();
}

static void printSequenceSizes(OpAsmPrinter &printer, Operation *, Value split,
                               Type splitType, IntegerAttr staticChunk) {
  if (split && !splitType.isIndex()) {
    printer << "sizes = " << split << " : " << splitType;
    return;
  }
  printer << "chunk = ";
  if (split)
    printer << split;
  else
    printer << staticChunk.getInt();
}

void SplitOp::build(OpBuilder &builder, OperationState &state,
                    TypeRange resultTypes, Value input, int64_t axis,
                    ArrayRef<OpFoldResult> sizes) {
  auto [staticSizes, dynamicSizes] = decomposeMixedValues(sizes);
  build(builder, state, resultTypes, input, dynamicSizes,
        builder.getDenseI64ArrayAttr(staticSizes),
        builder.getI64IntegerAttr(axis));
}

SmallVector<OpFoldResult> SplitOp::getMixedSizes() {
  return getMixedValues(getStaticSizes(), getSizes(), getContext());
}

SizeSpec SplitOp::getSizeSpec() {
  return SizeSpec::explicitList(getStaticSizes(), SizeSpec::equalParts());
}

LogicalResult SplitOp::verify() {
  if (failed(verifyListOfOperandsOrIntegers(*this, "size", getNumResults(),
                                            getStaticSizes(), getSizes())))
    return failure();
  return verifySplitOp(*this);
}

void SplitToSequenceOp::build(OpBuilder &builder, OperationState &state,
                              Type resultType, Value input, int64_t axis,
                              OpFoldResult chunk, bool dropAxis) {
  auto [staticChunk, dynamicChunk] = decomposeMixedValues({chunk});
  build(builder, state, resultType, input,
        dynamicChunk.empty() ? Value() : dynamicChunk.front(),
        builder.getI64IntegerAttr(staticChunk.front()),
        builder.getI64IntegerAttr(axis),
        dropAxis ? builder.getUnitAttr() : UnitAttr());
}

void SplitToSequenceOp::build(OpBuilder &builder, OperationState &state,
                              Type resultType, Value input, int64_t axis,
                              Value sizes) {
  build(builder, state, resultType, input, sizes, builder.getI64IntegerAttr(1),
        builder.getI64IntegerAttr(axis),
        /*drop_axis=*/UnitAttr());
}

TypedValue<RankedTensorType> SplitToSequenceOp::getSizes() {
  Value split = getSplit();
  if (!split || split.getType().isIndex())
    return {};
  return llvm::cast<TypedValue<RankedTensorType>>(split);
}

OpFoldResult SplitToSequenceOp::getMixedChunk() {
  if (Value split = getSplit(); split && split.getType().isIndex())
    return split;
  return IntegerAttr::get(IndexType::get(getContext()), getStaticChunk());
}

SizeSpec SplitToSequenceOp::getSizeSpec() {
  std::optional<int64_t> chunk = getConstantIntValue(getMixedChunk());
  SizeSpec chunks = SizeSpec::chunks(chunk.value_or(ShapedType::kDynamic));
  if (Value sizes = getSizes())
    return getListSizeSpec(sizes, chunks);
  return chunks;
}

LogicalResult SplitToSequenceOp::verify() {
  bool hasChunkOperand = getSplit() && !getSizes();
  if (ShapedType::isDynamic(getStaticChunk()) != hasChunkOperand)
    return emitOpError("static_chunk ")
           << getStaticChunk()
           << " must be kDynamic exactly when the chunk is an operand";
  if (getSizes() && getStaticChunk() != 1)
    return emitOpError("static_chunk must be 1 with a size list, but is ")
           << getStaticChunk();
  if (getDropAxis() && (getSplit() || getStaticChunk() != 1))
    return emitOpError("drop_axis needs a static chunk of 1");
  return verifySplitToSequenceOp(*this, getDropAxis());
}

//===----------------------------------------------------------------------===//
// CheckOp
//===----------------------------------------------------------------------===//

LogicalResult CheckOp::verify() {
  // Every {N} placeholder must name an operand; "{{" is a literal "{".
  StringRef message = getMessage();
  for (size_t i = 0; i < message.size(); ++i) {
    if (message[i] != '{')
      continue;
    if (message.substr(i).starts_with("{{")) {
      ++i;
      continue;
    }
    size_t close = message.find('}', i);
    unsigned index;
    if (close == StringRef::npos ||
        message.slice(i + 1, close).getAsInteger(10, index))
      continue;
    if (index >= getValues().size())
      return emitOpError("message placeholder {")
             << index << "} has no value; the check has " << getValues().size()
             << " values";
  }
  return success();
}

LogicalResult CheckOp::canonicalize(CheckOp op, PatternRewriter &rewriter) {
  // check(true) -> nothing.
  if (!matchPattern(op.getCondition(), m_One()))
    return failure();
  rewriter.eraseOp(op);
  return success();
}

#define GET_OP_CLASSES
#include "split/Dialect/Split/IR/SplitOps.cpp.inc"
