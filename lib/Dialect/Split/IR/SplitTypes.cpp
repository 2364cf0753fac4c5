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

Type StringType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalLess())) {
    parser.emitError(loc, "!split.string takes no parameters");
    return {};
  }
  return StringType::get(parser.getContext());
}

void StringType::print(AsmPrinter &) const {}

Type SeqType::parse(AsmParser &parser) {
  Type elementType;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseType(elementType) ||
      parser.parseGreater())
    return {};
  auto rankedType = llvm::dyn_cast<RankedTensorType>(elementType);
  if (!rankedType) {
    parser.emitError(loc,
                     "!split.seq elements must be ranked tensors, but got ")
        << elementType;
    return {};
  }
  return SeqType::get(parser.getContext(), rankedType);
}

void SeqType::print(AsmPrinter &printer) const {
  printer << '<' << getElementType() << '>';
}

void SplitDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "split/Dialect/Split/IR/SplitOpsTypes.cpp.inc"
      >();
}
