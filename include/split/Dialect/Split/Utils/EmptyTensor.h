//===- EmptyTensor.h - a tensor whose contents are never read ---*- C++ -*-===//

#ifndef SPLIT_DIALECT_SPLIT_UTILS_EMPTYTENSOR_H
#define SPLIT_DIALECT_SPLIT_UTILS_EMPTYTENSOR_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::split {

/// A `tensor.empty` of exactly `type`, 0 for each dynamic size: the value of
/// a tensor that is never read (a poison, the results of an op known to
/// fail before they exist), valid IR whatever the type, with no data.
Value createUnreadTensor(OpBuilder &builder, Location loc,
                         RankedTensorType type);

} // namespace mlir::split

#endif // SPLIT_DIALECT_SPLIT_UTILS_EMPTYTENSOR_H
