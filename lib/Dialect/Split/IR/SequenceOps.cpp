//===- SequenceOps.cpp - the ONNX sequence ops ----------------------------===//
//
// Verifiers and speculation of the sequence ops other than SplitToSequence
// (docs/Semantics.md §4). Conformance of a tensor to a sequence element type
// and the axis range of ConcatFromSequence are rules of the semantics
// module; the verifiers only say which operand broke them.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::split;

/// Verifies that `value`, described as `what`, conforms to `elementType`.
static LogicalResult verifyConforms(Operation *op, StringRef what, Value value,
                                    RankedTensorType elementType) {
  auto type = llvm::cast<RankedTensorType>(value.getType());
  if (std::optional<std::string> reason = whyNotConforming(type, elementType))
    return op->emitOpError(
        message::notConforming(what, type, elementType, *reason));
  return success();
}

LogicalResult SequenceAtOp::verify() {
  RankedTensorType elementType = getSequence().getType().getElementType();
  RankedTensorType resultType = getResult().getType();
  if (resultType.getElementType() != elementType.getElementType() ||
      resultType.getRank() != elementType.getRank() ||
      failed(verifyCompatibleShape(resultType, elementType)))
    return emitOpError(message::sequenceAtResultType(resultType, elementType));
  return success();
}

LogicalResult SequenceConstructOp::verify() {
  if (getInputs().empty())
    return emitOpError(message::constructWithoutTensors());
  RankedTensorType elementType = getType().getElementType();
  for (auto [index, input] : llvm::enumerate(getInputs()))
    if (failed(verifyConforms(*this, "operand #" + std::to_string(index), input,
                              elementType)))
      return failure();
  return success();
}

LogicalResult SequenceInsertOp::verify() {
  RankedTensorType elementType = getType().getElementType();
  RankedTensorType inputType = getInputSequence().getType().getElementType();
  if (std::optional<std::string> reason =
          whyNotConforming(inputType, elementType))
    return emitOpError(message::notConforming(
        "the elements of the input sequence", inputType, elementType, *reason));
  return verifyConforms(*this, "the tensor", getTensor(), elementType);
}

Speculation::Speculatability SequenceInsertOp::getSpeculatability() {
  // At the back, which a position alone can miss, it never fails.
  return getPosition() ? Speculation::NotSpeculatable
                       : Speculation::Speculatable;
}

FailureOr<int64_t> ConcatFromSequenceOp::getResultAxis() {
  return concatResultAxis(
      getAxis(), getNewAxis() != 0,
      getInputSequence().getType().getElementType().getRank());
}

LogicalResult ConcatFromSequenceOp::verify() {
  // Any non-zero new_axis stacks, as in ONNX Runtime (docs/Semantics.md §4).
  bool newAxis = getNewAxis() != 0;
  RankedTensorType elementType = getInputSequence().getType().getElementType();
  FailureOr<int64_t> axis = getResultAxis();
  if (failed(axis))
    return emitOpError(message::concatAxisOutOfRange(getAxis(), getNewAxis(),
                                                     elementType.getRank()));
  // A static result size along the axis only constrains it at run time.
  RankedTensorType expected = concatResultType(elementType, *axis, newAxis);
  RankedTensorType resultType = getType();
  if (resultType.getElementType() != expected.getElementType() ||
      resultType.getRank() != expected.getRank() ||
      failed(verifyCompatibleShape(resultType, expected)))
    return emitOpError(message::concatResultType(resultType, expected,
                                                 elementType, *axis, newAxis));
  return success();
}

Speculation::Speculatability ConcatFromSequenceOp::getSpeculatability() {
  // An empty sequence fails whatever the types say (docs/Semantics.md §4).
  return Speculation::NotSpeculatable;
}
