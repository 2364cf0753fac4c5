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

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITOPS_H
