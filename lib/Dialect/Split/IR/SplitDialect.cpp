//===- SplitDialect.cpp - split dialect -----------------------------------===//

#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Dialect/Split/IR/SplitOps.h"

using namespace mlir;
using namespace mlir::split;

#include "split/Dialect/Split/IR/SplitOpsDialect.cpp.inc"

void SplitDialect::initialize() {
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "split/Dialect/Split/IR/SplitOps.cpp.inc"
      >();
}
