//===- SplitTypes.cpp - split dialect types -------------------------------===//

#include "split/Dialect/Split/IR/SplitDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::split;

#define GET_TYPEDEF_CLASSES
#include "split/Dialect/Split/IR/SplitOpsTypes.cpp.inc"

namespace mlir::split {
#include "split/Dialect/Split/IR/SplitTypeConstraints.cpp.inc"
} // namespace mlir::split

void SplitDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "split/Dialect/Split/IR/SplitOpsTypes.cpp.inc"
      >();
}
