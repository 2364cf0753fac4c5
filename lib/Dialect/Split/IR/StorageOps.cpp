//===- StorageOps.cpp - the run-time storage of sequences -----------------===//
//
// Verifiers of split.reserve and split.view, the two ops that the lowering
// of sequences built at run time uses (docs/Sequences.md). Their rules are
// structural, not ONNX's: the values they take are checked at run time by
// their bufferization.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"

using namespace mlir;
using namespace mlir::split;

LogicalResult ReserveOp::verify() {
  // The size of the result is only known at run time.
  if (!getInput().getType().isDynamicDim(0))
    return emitOpError("input type ")
           << getInput().getType()
           << " must have a dynamic size, which the result's capacity sets";
  return success();
}

LogicalResult ViewOp::verify() {
  auto sourceType = llvm::cast<RankedTensorType>(getSource().getType());
  RankedTensorType resultType = getType();
  if (sourceType.getElementType() != resultType.getElementType())
    return emitOpError("result element type ")
           << resultType.getElementType()
           << " differs from the source element type "
           << sourceType.getElementType();
  int64_t expected = 2 * resultType.getRank();
  if (static_cast<int64_t>(getSizesAndStrides().size()) != expected)
    return emitOpError("takes ")
           << expected << " sizes and strides for a result of rank "
           << resultType.getRank() << ", but has "
           << getSizesAndStrides().size();
  return success();
}
