//===- SplitOps.h - split dialect ops ---------------------------*- C++ -*-===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SPLITOPS_H
#define SPLIT_DIALECT_SPLIT_IR_SPLITOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Dialect/Split/Utils/Semantics.h"

#include "split/Dialect/Split/IR/SplitInterfaces.h.inc"

#define GET_OP_CLASSES
#include "split/Dialect/Split/IR/SplitOps.h.inc"

namespace mlir::split {

/// The elements of `value` when it is a constant, looking through tensor.cast.
DenseElementsAttr getConstantElements(Value value);

/// The values of a constant integer tensor (i32 or i64), through tensor.cast.
std::optional<SmallVector<int64_t>> getConstantIntegerValues(Value value);

/// The size of every chunk of `sequence` along the split axis when its
/// producer determines their number statically (sizes may be kDynamic).
std::optional<SmallVector<int64_t>> getStaticSequenceChunks(Value sequence);

/// Whether the elements of a sequence made by `op` lose the split axis.
bool sequenceElementsDropAxis(SplitOpInterface op);

/// Whether the op's sizes are known to satisfy every rule of its version at
/// compile time, so that it needs no run-time check.
bool isStaticallyValid(SplitOpInterface op);

} // namespace mlir::split

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITOPS_H
