//===- EmptyTensor.cpp - a tensor whose contents are never read -----------===//

#include "split/Dialect/Split/Utils/EmptyTensor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

Value mlir::split::createUnreadTensor(OpBuilder &builder, Location loc,
                                      RankedTensorType type) {
  SmallVector<Value> dynamicSizes;
  if (type.getNumDynamicDims() > 0)
    dynamicSizes.assign(type.getNumDynamicDims(),
                        arith::ConstantIndexOp::create(builder, loc, 0));
  return tensor::EmptyOp::create(builder, loc, type, dynamicSizes);
}
