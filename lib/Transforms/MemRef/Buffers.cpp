//===- Buffers.cpp - which buffer a memref value is -----------------------===//

#include "Buffers.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

bool split::detail::isFreshAllocation(Value value) {
  Operation *op = value.getDefiningOp();
  return op && hasEffect<MemoryEffects::Allocate>(op, value);
}

Value split::detail::throughBaseBuffer(Value value) {
  if (auto metadata = value.getDefiningOp<memref::ExtractStridedMetadataOp>())
    if (value == metadata.getBaseBuffer())
      return metadata.getSource();
  return value;
}

Value split::detail::throughViews(Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(op);
        view && value == view.getViewDest())
      value = view.getViewSource();
    else if (auto cast = dyn_cast<memref::CastOp>(op))
      value = cast.getSource();
    else if (Value base = throughBaseBuffer(value); base != value)
      value = base;
    else
      break;
  }
  return value;
}
