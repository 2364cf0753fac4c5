//===- SplitOps.cpp - split dialect ops -----------------------------------===//
//
// Each versioned op only says how its version carries the sizes
// (getSizeOperands, createWithSizes) and checks what is particular to it;
// what the sizes mean and every rule is in the semantics module. Verifiers
// are local: they read attributes and types, never operand values.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Utils/IRArith.h"
#include "split/Dialect/Split/Utils/SizeRules.h"
#include "split/Support/CheckMessage.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::split;

#include "split/Dialect/Split/IR/SplitInterfaces.cpp.inc"

//===----------------------------------------------------------------------===//
// Operand values
//===----------------------------------------------------------------------===//

Attribute mlir::split::getConstantValue(Value value) {
  // Only casts between ranked tensors of one rank keep the element count
  // that callers rely on.
  while (auto cast = value.getDefiningOp<tensor::CastOp>()) {
    auto source = llvm::dyn_cast<RankedTensorType>(cast.getSource().getType());
    auto result = llvm::dyn_cast<RankedTensorType>(cast.getType());
    if (!source || !result || source.getRank() != result.getRank())
      break;
    value = cast.getSource();
  }
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return {};
  return attr;
}

SmallVector<Attribute> mlir::split::getConstantOperands(Operation *op) {
  return llvm::map_to_vector(op->getOperands(), getConstantValue);
}

std::optional<SmallVector<int64_t>>
mlir::split::getIntegerValues(Attribute value) {
  auto elements = llvm::dyn_cast_or_null<DenseIntElementsAttr>(value);
  if (!elements)
    return std::nullopt;
  return llvm::to_vector(
      llvm::map_range(elements.getValues<APInt>(),
                      [](const APInt &v) { return v.getSExtValue(); }));
}

/// The entry of `operandValues` for `operand` of `op`, or null.
static Attribute getOperandValue(Operation *op,
                                 ArrayRef<Attribute> operandValues,
                                 Value operand) {
  if (!operand || operandValues.empty())
    return {};
  for (OpOperand &use : op->getOpOperands())
    if (use.get() == operand)
      return operandValues[use.getOperandNumber()];
  return {};
}

/// The size spec of a 1-D list operand whose value is `value` (or null):
/// its values when known, otherwise its static length.
static SizeSpec getListSizeSpec(Value list, Attribute value, SizeSpec ifEmpty) {
  if (std::optional<SmallVector<int64_t>> values = getIntegerValues(value))
    return SizeSpec::explicitList(*values, ifEmpty);
  if (auto floats = llvm::dyn_cast_or_null<DenseFPElementsAttr>(value)) {
    // Values that are not sizes are unknown here; they fail at run time.
    SmallVector<int64_t> sizes;
    for (const APFloat &entry : floats.getValues<APFloat>())
      sizes.push_back(floatToSize(entry).value_or(ShapedType::kDynamic));
    return SizeSpec::explicitList(sizes, ifEmpty);
  }
  int64_t length = llvm::cast<RankedTensorType>(list.getType()).getDimSize(0);
  if (ShapedType::isDynamic(length))
    return SizeSpec::unknownList(ifEmpty);
  return SizeSpec::listOfLength(length, ifEmpty);
}

SizeSpec mlir::split::getVersionedSizeSpec(VersionedOpInterface op,
                                           ArrayRef<Attribute> operandValues) {
  SizeOperands sizes = op.getSizeOperands();
  auto valueOf = [&](Value operand) {
    return getOperandValue(op, operandValues, operand);
  };
  if (op.getSizeForms() == SizeForms::Sequence) {
    Value split = sizes.scalar ? sizes.scalar : sizes.list;
    bool dropAxis =
        sequenceDropsAxis(split ? split.getType() : Type(), sizes.keepdims);
    if (sizes.scalar) {
      std::optional<SmallVector<int64_t>> chunk =
          getIntegerValues(valueOf(sizes.scalar));
      return SizeSpec::chunks(chunk ? chunk->front() : ShapedType::kDynamic,
                              dropAxis);
    }
    if (sizes.list)
      return getListSizeSpec(sizes.list, valueOf(sizes.list),
                             SizeSpec::chunks(1, dropAxis));
    return SizeSpec::chunks(1, dropAxis);
  }
  if (sizes.attribute)
    return SizeSpec::explicitList(*sizes.attribute, SizeSpec::equalParts());
  if (sizes.list)
    return getListSizeSpec(sizes.list, valueOf(sizes.list),
                           SizeSpec::equalParts());
  if (sizes.numOutputs)
    return SizeSpec::ceilParts(*sizes.numOutputs);
  return SizeSpec::equalParts();
}

SmallVector<RegisteredOperationName>
mlir::split::getVersionedOps(MLIRContext *context, StringRef opType) {
  SmallVector<RegisteredOperationName> versions;
  for (RegisteredOperationName name : context->getRegisteredOperations())
    if (const auto *op = name.getInterface<VersionedOpInterface>())
      if (op->getOnnxOpType() == opType)
        versions.push_back(name);
  llvm::sort(
      versions, [](RegisteredOperationName lhs, RegisteredOperationName rhs) {
        return lhs.getInterface<VersionedOpInterface>()->getOnnxVersion() <
               rhs.getInterface<VersionedOpInterface>()->getOnnxVersion();
      });
  return versions;
}

std::optional<RegisteredOperationName>
mlir::split::lookupVersionedOp(MLIRContext *context, StringRef opType,
                               int64_t opset) {
  std::optional<RegisteredOperationName> result;
  for (RegisteredOperationName name : getVersionedOps(context, opType))
    if (name.getInterface<VersionedOpInterface>()->getOnnxVersion() <= opset)
      result = name;
  return result;
}

/// Whether a slice of `input` with `sizes` is empty.
static bool isEmptySlice(Value input, ArrayRef<OpFoldResult> sizes) {
  return llvm::is_contained(
             llvm::cast<RankedTensorType>(input.getType()).getShape(), 0) ||
         llvm::any_of(sizes, isZeroInteger);
}

Value mlir::split::createSliceOrEmpty(OpBuilder &builder, Location loc,
                                      Value input,
                                      ArrayRef<OpFoldResult> offsets,
                                      ArrayRef<OpFoldResult> sizes,
                                      RankedTensorType sliceType) {
  if (!isEmptySlice(input, sizes)) {
    SmallVector<OpFoldResult> strides(sizes.size(), builder.getIndexAttr(1));
    return tensor::ExtractSliceOp::create(builder, loc, sliceType, input,
                                          offsets, sizes, strides);
  }
  SmallVector<OpFoldResult> shape(sizes);
  if (sliceType.getRank() != static_cast<int64_t>(shape.size())) {
    std::optional<llvm::SmallDenseSet<unsigned>> dropped =
        computeRankReductionMask(decomposeMixedValues(shape).first,
                                 sliceType.getShape());
    assert(dropped && "a slice type that drops other than unit dimensions");
    for (int64_t dim = shape.size() - 1; dim >= 0; --dim)
      if (dropped->contains(dim))
        shape.erase(shape.begin() + dim);
  }
  return tensor::EmptyOp::create(builder, loc, shape,
                                 sliceType.getElementType());
}

Value mlir::split::createViewOrEmpty(OpBuilder &builder, Location loc,
                                     Value buffer,
                                     ArrayRef<OpFoldResult> offsets,
                                     ArrayRef<OpFoldResult> sizes) {
  SmallVector<OpFoldResult> strides(sizes.size(), builder.getIndexAttr(1));
  SmallVector<OpFoldResult> viewOffsets(offsets), viewSizes(sizes);
  if (!verifyInBoundsSlice(llvm::cast<MemRefType>(buffer.getType()).getShape(),
                           offsets, sizes, strides)
           .isValid) {
    for (OpFoldResult &value :
         llvm::concat<OpFoldResult>(viewOffsets, viewSizes))
      value = getValueOrCreateConstantIndexOp(builder, loc, value);
  }
  return memref::SubViewOp::create(builder, loc, buffer, viewOffsets, viewSizes,
                                   strides);
}

Value mlir::split::createElementSlice(OpBuilder &builder, Location loc,
                                      Value input, int64_t axis,
                                      OpFoldResult offset,
                                      ArrayRef<OpFoldResult> sizes,
                                      RankedTensorType sliceType,
                                      Type resultType) {
  SmallVector<OpFoldResult> offsets =
      partStart(llvm::cast<RankedTensorType>(input.getType()).getRank(), axis,
                offset, OpFoldResult(builder.getIndexAttr(0)));
  // A slice of a splat constant is that splat, at any offset.
  ElementsAttr splat;
  Value element;
  if (!isEmptySlice(input, sizes) && sliceType.hasStaticShape() &&
      matchPattern(input, m_Constant(&splat)) && splat.isSplat())
    element = arith::ConstantOp::create(
        builder, loc, sliceType,
        getConstantElements(sliceType, splat.getSplatValue<Attribute>()));
  else
    element =
        createSliceOrEmpty(builder, loc, input, offsets, sizes, sliceType);
  if (element.getType() != resultType)
    element = tensor::CastOp::create(builder, loc, resultType, element);
  return element;
}

int64_t mlir::split::getNormalizedAxis(SplitOpInterface op) {
  return *normalizeAxis(op.getAxis(), op.getInput().getType().getRank(),
                        nullptr);
}

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

static LogicalResult verifyInputRank(Operation *op, RankedTensorType type) {
  if (type.getRank() >= 1)
    return success();
  return op->emitOpError(message::inputRank(type));
}

/// Checks that `resultType` is the input type with `size` along `axis`, where
/// both are static. The message is the run-time check's (message::resultSize)
/// where the size decides it.
static LogicalResult verifySliceType(Operation *op,
                                     std::optional<unsigned> resultIndex,
                                     RankedTensorType inputType,
                                     RankedTensorType resultType, int64_t axis,
                                     int64_t size) {
  std::string what = resultIndex ? "result #" + std::to_string(*resultIndex)
                                 : "sequence element";
  if (resultType.getElementType() != inputType.getElementType())
    return op->emitOpError(message::partElementType(
        what, resultType.getElementType(), inputType.getElementType()));
  if (resultType.getRank() != inputType.getRank())
    return op->emitOpError(
        message::partRank(what, resultType.getRank(), inputType.getRank()));
  SmallVector<int64_t> shape = partShape(inputType.getShape(), axis, size);
  for (int64_t dim = 0, rank = shape.size(); dim < rank; ++dim) {
    int64_t expected = shape[dim];
    int64_t actual = resultType.getDimSize(dim);
    if (ShapedType::isDynamic(expected) || ShapedType::isDynamic(actual) ||
        expected == actual)
      continue;
    return op->emitOpError(formatMessage(
        resultIndex
            ? message::resultSize(*resultIndex, resultType, dim, dim == axis)
            : message::sequenceElementTypeSize(resultType, dim, dim == axis),
        {expected}));
  }
  return success();
}

/// Sizes use ShapedType::kDynamic (INT64_MIN) for "unknown", so a size of
/// INT64_MIN in a `split` attribute would read as unknown rather than
/// negative: reject it here, before anything reads the sizes. (Operand
/// values are checked at run time, where INT64_MIN is simply negative.)
static LogicalResult verifyNoDynamicMarker(Operation *op) {
  auto split = op->getAttrOfType<DenseI64ArrayAttr>("split");
  if (!split)
    return success();
  for (auto [index, value] : llvm::enumerate(split.asArrayRef()))
    if (ShapedType::isDynamic(value))
      return op->emitOpError(formatMessage(
          message::negativeSize(""), {value, static_cast<int64_t>(index)}));
  return success();
}

/// Verifies a Split op of any version against the rules of docs/Semantics.md §2
/// that attributes and types decide.
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
      inferSplitSizes(op.getLocalSizeSpec(), inputType.getDimSize(*axis), *axis,
                      operation->getNumResults(), emitError);
  if (failed(sizes))
    return failure();
  for (auto [index, result] : llvm::enumerate(operation->getResults())) {
    if (failed(verifySliceType(operation, index, inputType,
                               llvm::cast<RankedTensorType>(result.getType()),
                               *axis, (*sizes)[index])))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Split ops
//===----------------------------------------------------------------------===//

/// Split-1, Split-2 and Split-11 carry sizes in an optional attribute.
template <typename OpTy> static SizeOperands getAttributeSizeOperands(OpTy op) {
  SizeOperands sizes;
  if (std::optional<ArrayRef<int64_t>> split = op.getSplit())
    sizes.attribute = llvm::to_vector(*split);
  return sizes;
}

static DenseI64ArrayAttr getSplitAttribute(OpBuilder &builder,
                                           const SizeOperands &sizes) {
  return sizes.attribute ? builder.getDenseI64ArrayAttr(*sizes.attribute)
                         : DenseI64ArrayAttr();
}

template <typename OpTy>
static Operation *createWithAttributeSizes(OpBuilder &builder, Location loc,
                                           TypeRange resultTypes, Value input,
                                           int64_t axis,
                                           const SizeOperands &sizes) {
  return OpTy::create(builder, loc, resultTypes, input, axis,
                      getSplitAttribute(builder, sizes));
}

SizeOperands SplitV1Op::getSizeOperands() {
  SizeOperands sizes = getAttributeSizeOperands(*this);
  sizes.list = getSplitInput();
  return sizes;
}

Operation *SplitV1Op::createWithSizes(OpBuilder &builder, Location loc,
                                      TypeRange resultTypes, Value input,
                                      int64_t axis, const SizeOperands &sizes) {
  return SplitV1Op::create(builder, loc, resultTypes, input, sizes.list, axis,
                           getSplitAttribute(builder, sizes));
}

LogicalResult SplitV1Op::verify() {
  if (Value splitInput = getSplitInput()) {
    if (getSplitAttr())
      return emitOpError(message::splitAttributeAndOperand(getSplitAttr()));
    auto splitType = llvm::cast<RankedTensorType>(splitInput.getType());
    if (splitType.getRank() != 1 ||
        splitType.getElementType() != getInput().getType().getElementType())
      return emitOpError(message::splitOperandType(
          getInput().getType().getElementType(), splitType));
  }
  return verifySplitOp(*this);
}

/// Split-13 and Split-18 carry sizes in an optional 1-D i64 operand.
template <typename OpTy> static SizeOperands getListSizeOperands(OpTy op) {
  SizeOperands sizes;
  sizes.list = op.getSplit();
  return sizes;
}

SizeOperands SplitV13Op::getSizeOperands() {
  return getListSizeOperands(*this);
}

Operation *SplitV13Op::createWithSizes(OpBuilder &builder, Location loc,
                                       TypeRange resultTypes, Value input,
                                       int64_t axis,
                                       const SizeOperands &sizes) {
  return SplitV13Op::create(builder, loc, resultTypes, input, sizes.list, axis);
}

LogicalResult SplitV13Op::verify() { return verifySplitOp(*this); }

SizeOperands SplitV18Op::getSizeOperands() {
  SizeOperands sizes = getListSizeOperands(*this);
  sizes.numOutputs = getNumOutputs();
  return sizes;
}

Operation *SplitV18Op::createWithSizes(OpBuilder &builder, Location loc,
                                       TypeRange resultTypes, Value input,
                                       int64_t axis,
                                       const SizeOperands &sizes) {
  IntegerAttr numOutputs = sizes.numOutputs
                               ? builder.getI64IntegerAttr(*sizes.numOutputs)
                               : IntegerAttr();
  return SplitV18Op::create(builder, loc, resultTypes, input, sizes.list, axis,
                            numOutputs);
}

LogicalResult SplitV18Op::verify() {
  if (getSplit() && getNumOutputsAttr())
    return emitOpError(message::splitAndNumOutputs(*getNumOutputs()));
  return verifySplitOp(*this);
}

//===----------------------------------------------------------------------===//
// SplitToSequence ops
//===----------------------------------------------------------------------===//

/// Verifies a SplitToSequence op, versioned or normalised: the rules of
/// docs/Semantics.md §3 that attributes and types decide, and the sequence
/// element type against the chunks.
static LogicalResult verifySplitToSequenceOp(SplitOpInterface op) {
  Operation *operation = op.getOperation();
  RankedTensorType inputType = op.getInput().getType();
  if (failed(verifyInputRank(operation, inputType)))
    return failure();
  auto emitError = [&] { return operation->emitOpError(); };
  FailureOr<int64_t> axis =
      normalizeAxis(op.getAxis(), inputType.getRank(), emitError);
  if (failed(axis))
    return failure();
  FailureOr<ChunkLayout> chunks = inferSequenceChunks(
      op.getLocalSizeSpec(), inputType.getShape(), *axis, emitError);
  if (failed(chunks))
    return failure();

  RankedTensorType elementType =
      llvm::cast<SeqType>(operation->getResult(0).getType()).getElementType();
  if (sequenceElementsDropAxis(op)) {
    // Elements are the chunks of size 1 with the axis removed.
    auto expected = RankedTensorType::get(
        partShape(inputType.getShape(), *axis, int64_t(1), /*dropAxis=*/true),
        inputType.getElementType());
    if (elementType.getElementType() != expected.getElementType() ||
        elementType.getRank() != expected.getRank() ||
        failed(verifyCompatibleShape(elementType, expected)))
      return operation->emitOpError(
          message::droppedAxisElementType(elementType, expected, *axis));
    return success();
  }
  if (failed(verifySliceType(operation, std::nullopt, inputType, elementType,
                             *axis, chunks->commonSize)))
    return failure();
  int64_t elementSize = elementType.getDimSize(*axis);
  if (ShapedType::isDynamic(elementSize) || chunks->listed.empty())
    return success();
  // The list has as many entries as the op has operand elements: O(IR).
  for (auto [index, size] : llvm::enumerate(chunks->listed)) {
    if (!ShapedType::isDynamic(size) && size != elementSize)
      return operation->emitOpError(
          message::chunkElementSize(elementType, elementSize, *axis, index,
                                    size, formatSizes(chunks->listed)));
  }
  return success();
}

template <typename OpTy> static SizeOperands getSequenceSizeOperands(OpTy op) {
  SizeOperands sizes;
  sizes.keepdims = op.getKeepdims();
  if (Value split = op.getSplit()) {
    if (llvm::cast<RankedTensorType>(split.getType()).getRank() == 0)
      sizes.scalar = split;
    else
      sizes.list = split;
  }
  return sizes;
}

// SplitToSequence-11 and -24 differ only in element types: their methods
// are defined once, in the ODS class (SplitOps.td), with these.
template <typename OpTy>
static Operation *
createSequenceWithSizes(OpBuilder &builder, Location loc, TypeRange resultTypes,
                        Value input, int64_t axis, const SizeOperands &sizes) {
  Value split = sizes.scalar ? sizes.scalar : sizes.list;
  return OpTy::create(builder, loc, resultTypes.front(), input, split, axis,
                      sizes.keepdims);
}

bool mlir::split::sequenceElementsDropAxis(SplitOpInterface op) {
  if (auto normalised = llvm::dyn_cast<SplitToSequenceOp>(op.getOperation()))
    return normalised.getDropAxis();
  auto versioned = llvm::dyn_cast<VersionedOpInterface>(op.getOperation());
  if (!versioned || versioned.getSizeForms() != SizeForms::Sequence)
    return false;
  SizeOperands sizes = versioned.getSizeOperands();
  Value split = sizes.scalar ? sizes.scalar : sizes.list;
  return sequenceDropsAxis(split ? split.getType() : Type(), sizes.keepdims);
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

/// Parses `custom<InsertResultType>`: an optional `-> !split.seq<...>`,
/// the input sequence's type without one.
static ParseResult parseInsertResultType(OpAsmParser &parser, Type inputType,
                                         Type &resultType) {
  resultType = inputType;
  if (failed(parser.parseOptionalArrow()))
    return success();
  return parser.parseType(resultType);
}

static void printInsertResultType(OpAsmPrinter &printer, Operation *,
                                  Type inputType, Type resultType) {
  if (resultType != inputType)
    printer << " -> " << resultType;
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

SizeSpec SplitOp::getSizeSpec(ArrayRef<Attribute> operandValues) {
  SmallVector<int64_t> sizes(getStaticSizes());
  // Dynamic sizes whose operand values are known.
  unsigned next = 0;
  for (int64_t &size : sizes) {
    if (!ShapedType::isDynamic(size))
      continue;
    Value operand = getSizes()[next++];
    if (auto value = llvm::dyn_cast_or_null<IntegerAttr>(
            getOperandValue(*this, operandValues, operand)))
      size = value.getInt();
  }
  return SizeSpec::explicitList(sizes, SizeSpec::equalParts());
}

Speculation::Speculatability SplitOp::getSpeculatability() {
  return split::getSpeculatability(*this);
}

LogicalResult SplitOp::fold(FoldAdaptor adaptor,
                            SmallVectorImpl<OpFoldResult> &results) {
  return foldSplit(*this, adaptor.getOperands(), results);
}

LogicalResult SplitOp::reifyResultShapes(OpBuilder &builder,
                                         ReifiedRankedShapedTypeDims &shapes) {
  return reifySplitResultShapes(*this, builder, shapes);
}

LogicalResult SplitOp::verify() {
  // One mixed size per result, a size operand for each dynamic entry (what
  // upstream's verifyListOfOperandsOrIntegers checks, but with the op named).
  ArrayRef<int64_t> staticSizes = getStaticSizes();
  if (staticSizes.size() != getNumResults())
    return emitOpError("static_sizes has ")
           << staticSizes.size() << " entries but the op has "
           << getNumResults() << " results";
  int64_t dynamicCount = llvm::count_if(staticSizes, ShapedType::isDynamic);
  if (dynamicCount != static_cast<int64_t>(getSizes().size()))
    return emitOpError("static_sizes has ")
           << dynamicCount << " dynamic entries but the op has "
           << getSizes().size() << " size operands";
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

TypedValue<IndexType> SplitToSequenceOp::getChunk() {
  Value split = getSplit();
  if (!split || !split.getType().isIndex())
    return {};
  return llvm::cast<TypedValue<IndexType>>(split);
}

TypedValue<RankedTensorType> SplitToSequenceOp::getSizes() {
  Value split = getSplit();
  if (!split || split.getType().isIndex())
    return {};
  return llvm::cast<TypedValue<RankedTensorType>>(split);
}

OpFoldResult SplitToSequenceOp::getMixedChunk() {
  if (Value chunk = getChunk())
    return chunk;
  return IntegerAttr::get(IndexType::get(getContext()), getStaticChunk());
}

SizeSpec SplitToSequenceOp::getSizeSpec(ArrayRef<Attribute> operandValues) {
  int64_t chunk = getStaticChunk();
  if (auto value = llvm::dyn_cast_or_null<IntegerAttr>(
          getOperandValue(*this, operandValues, getChunk())))
    chunk = value.getInt();
  SizeSpec chunks = SizeSpec::chunks(chunk, getDropAxis());
  if (Value sizes = getSizes())
    return getListSizeSpec(sizes, getOperandValue(*this, operandValues, sizes),
                           chunks);
  return chunks;
}

Speculation::Speculatability SplitToSequenceOp::getSpeculatability() {
  return split::getSpeculatability(*this);
}

LogicalResult SplitToSequenceOp::verify() {
  if (ShapedType::isDynamic(getStaticChunk()) != (getChunk() != nullptr))
    return emitOpError(message::staticChunkMarker(getStaticChunk()));
  if (getSizes() && (getChunk() || getStaticChunk() != 1))
    return emitOpError(message::listNeedsUnitChunk(getStaticChunk()));
  if (getDropAxis() && getSizes())
    return emitOpError(message::dropAxisWithList());
  return verifySplitToSequenceOp(*this);
}

//===----------------------------------------------------------------------===//
// CheckOp
//===----------------------------------------------------------------------===//

LogicalResult CheckOp::verify() {
  // Every {N} placeholder must name an operand.
  std::optional<std::string> unnamed;
  StringRef message = getMessage();
  parseCheckMessage(
      std::string_view(message.data(), message.size()), [](std::string_view) {},
      [&](uint64_t index, std::string_view digits) {
        if (!unnamed && index >= getValues().size())
          unnamed = std::string(digits);
      });
  if (unnamed)
    return emitOpError(
        message::unnamedPlaceholder(*unnamed, getValues().size()));
  return success();
}

LogicalResult CheckOp::canonicalize(CheckOp op, PatternRewriter &rewriter) {
  // check(true) -> nothing.
  if (matchPattern(op.getCondition(), m_One())) {
    rewriter.eraseOp(op);
    return success();
  }
  // check(c); ...; check(c) -> check(c); ...: once the first one passed, c
  // holds. (The lowering checks the sizes of every split.split, also those
  // that --split-normalize checked under the versioned op's name; CSE makes
  // their conditions the same value.) The search is bounded so that a block
  // of many checks stays linear.
  constexpr int kMaxDistance = 64;
  int distance = 0;
  for (Operation *prev = op->getPrevNode(); prev && distance < kMaxDistance;
       prev = prev->getPrevNode(), ++distance) {
    auto earlier = llvm::dyn_cast<CheckOp>(prev);
    if (earlier && earlier.getCondition() == op.getCondition()) {
      rewriter.eraseOp(op);
      return success();
    }
  }
  return failure();
}

#define GET_OP_CLASSES
#include "split/Dialect/Split/IR/SplitOps.cpp.inc"
