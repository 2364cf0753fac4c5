//===- SplitOps.cpp - split dialect ops -----------------------------------===//
//
// Each op only says where its version takes the sizes from (getSizeSpec) and
// checks what is particular to it; the rules themselves are in the semantics
// module.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::split;

#include "split/Dialect/Split/IR/SplitInterfaces.cpp.inc"

//===----------------------------------------------------------------------===//
// Statically known operand values
//===----------------------------------------------------------------------===//

/// Returns the elements of `value` when it is a constant, looking through
/// tensor.cast.
static DenseElementsAttr getConstantElements(Value value) {
  while (auto cast = value.getDefiningOp<tensor::CastOp>())
    value = cast.getSource();
  DenseElementsAttr elements;
  if (!matchPattern(value, m_Constant(&elements)))
    return {};
  return elements;
}

/// Returns the values of a constant integer tensor (i32 or i64).
static std::optional<SmallVector<int64_t>> getConstantIntegers(Value value) {
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
  if (std::optional<SmallVector<int64_t>> values = getConstantIntegers(list))
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
           << what << " element type " << resultType.getElementType()
           << " does not match the input element type "
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

/// Verifies a Split op of any version against the rules of SEMANTICS.md §2.
static LogicalResult verifySplitOp(OnnxSplitOpInterface op) {
  Operation *operation = op.getOperation();
  RankedTensorType inputType = op.getInput().getType();
  if (failed(verifyInputRank(operation, inputType)))
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
               << " is not a non-negative integer";
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
  if (std::optional<SmallVector<int64_t>> value = getConstantIntegers(split))
    return SizeSpec::chunks(value->front());
  return SizeSpec::chunks(ShapedType::kDynamic);
}

/// Verifies a SplitToSequence op of any version: the rules of SEMANTICS.md §3
/// and the sequence element type against the chunks.
template <typename OpTy> static LogicalResult verifySplitToSequenceOp(OpTy op) {
  RankedTensorType inputType = op.getInput().getType();
  if (failed(verifyInputRank(op, inputType)))
    return failure();
  auto emitError = [&] { return op.emitOpError(); };
  FailureOr<int64_t> axis =
      normalizeAxis(op.getAxis(), inputType.getRank(), emitError);
  if (failed(axis))
    return failure();
  FailureOr<ChunkLayout> chunks = inferSequenceChunks(
      op.getSizeSpec(), inputType.getDimSize(*axis), *axis, emitError);
  if (failed(chunks))
    return failure();

  RankedTensorType elementType =
      op.getOutputSequence().getType().getElementType();
  if (sequenceDropsAxis(op.getSplit() != nullptr, op.getKeepdims())) {
    // Elements are the chunks of size 1 with the axis removed.
    SmallVector<int64_t> shape(inputType.getShape());
    shape.erase(shape.begin() + *axis);
    auto expected = RankedTensorType::get(shape, inputType.getElementType());
    if (elementType.getElementType() != expected.getElementType() ||
        elementType.getRank() != expected.getRank() ||
        failed(verifyCompatibleShape(elementType, expected)))
      return op.emitOpError("sequence element type ")
             << elementType << " is incompatible with " << expected
             << ", the input with dimension " << *axis
             << " removed (keepdims = 0)";
    return success();
  }
  if (failed(verifySliceType(op, "sequence element", inputType, elementType,
                             *axis, ShapedType::kDynamic)))
    return failure();
  int64_t elementSize = elementType.getDimSize(*axis);
  if (ShapedType::isDynamic(elementSize))
    return success();
  if (chunks->sizes) {
    for (auto [index, size] : llvm::enumerate(*chunks->sizes)) {
      if (!ShapedType::isDynamic(size) && size != elementSize)
        return op.emitOpError("sequence element type ")
               << elementType << " has size " << elementSize << " in dimension "
               << *axis << " but chunk " << index << " has size " << size
               << " (chunks " << formatSizes(*chunks->sizes) << ")";
    }
    return success();
  }
  if (!ShapedType::isDynamic(chunks->commonSize) &&
      chunks->commonSize != elementSize)
    return op.emitOpError("sequence element type ")
           << elementType << " has size " << elementSize << " in dimension "
           << *axis << " but every chunk has size " << chunks->commonSize;
  return success();
}

SizeSpec SplitToSequenceV11Op::getSizeSpec() {
  return getSequenceSizeSpec(getSplit());
}

LogicalResult SplitToSequenceV11Op::verify() {
  return verifySplitToSequenceOp(*this);
}

SizeSpec SplitToSequenceV24Op::getSizeSpec() {
  return getSequenceSizeSpec(getSplit());
}

LogicalResult SplitToSequenceV24Op::verify() {
  return verifySplitToSequenceOp(*this);
}

//===----------------------------------------------------------------------===//
// Sequence ops
//===----------------------------------------------------------------------===//

/// Returns the number of elements of `sequence` when it is known statically.
static std::optional<int64_t> getStaticSequenceLength(Value sequence) {
  auto producer = sequence.getDefiningOp<OnnxSplitOpInterface>();
  if (!producer)
    return std::nullopt;
  RankedTensorType inputType = producer.getInput().getType();
  FailureOr<int64_t> axis =
      normalizeAxis(producer.getAxis(), inputType.getRank(), nullptr);
  if (failed(axis))
    return std::nullopt;
  FailureOr<ChunkLayout> chunks = inferSequenceChunks(
      producer.getSizeSpec(), inputType.getDimSize(*axis), *axis, nullptr);
  if (failed(chunks) || !chunks->sizes)
    return std::nullopt;
  return chunks->sizes->size();
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
      getConstantIntegers(getPosition());
  std::optional<int64_t> length = getStaticSequenceLength(getSequence());
  if (!position || !length)
    return success();
  int64_t index = position->front();
  if (index >= -*length && index < *length)
    return success();
  return emitOpError("position ")
         << index << " is out of range [" << -*length << ", " << *length - 1
         << "] for a sequence of length " << *length;
}

#define GET_OP_CLASSES
#include "split/Dialect/Split/IR/SplitOps.cpp.inc"
