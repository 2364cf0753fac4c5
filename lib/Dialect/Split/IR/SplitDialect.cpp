//===- SplitDialect.cpp - split dialect -----------------------------------===//

#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::split;

#include "split/Dialect/Split/IR/SplitOpsDialect.cpp.inc"

namespace {

/// Every split op may be inlined: none has regions or refers to its
/// enclosing function, and run-time checks mean the same anywhere.
struct SplitInlinerInterface : DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};

} // namespace

void SplitDialect::initialize() {
  registerTypes();
  registerAttributes();
  addInterfaces<SplitInlinerInterface>();
  addOperations<
#define GET_OP_LIST
#include "split/Dialect/Split/IR/SplitOps.cpp.inc"
      >();
}
