//===- SplitDialect.h - split dialect and types -----------------*- C++ -*-===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SPLITDIALECT_H
#define SPLIT_DIALECT_SPLIT_IR_SPLITDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

#include "split/Dialect/Split/IR/SplitOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "split/Dialect/Split/IR/SplitOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "split/Dialect/Split/IR/SplitAttrs.h.inc"

namespace mlir::split {
#include "split/Dialect/Split/IR/SplitTypeConstraints.h.inc"
} // namespace mlir::split

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITDIALECT_H
