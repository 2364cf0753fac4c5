//===- SplitTypes.cpp - split dialect types -------------------------------===//

#include "split/Dialect/Split/IR/SplitDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
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

// A string element is a {pointer, i64 length} pair (docs/Strings.md), the
// pointer as wide as index, as the LLVM lowering assumes.
uint64_t StringType::getABIAlignment(const DataLayout &layout,
                                     DataLayoutEntryListRef) const {
  MLIRContext *ctx = getContext();
  return std::max(layout.getTypeABIAlignment(IndexType::get(ctx)),
                  layout.getTypeABIAlignment(IntegerType::get(ctx, 64)));
}

llvm::TypeSize StringType::getTypeSizeInBits(const DataLayout &layout,
                                             DataLayoutEntryListRef) const {
  MLIRContext *ctx = getContext();
  // The length follows the pointer at the i64's alignment; the pair is
  // padded to its own alignment.
  uint64_t lengthOffset = llvm::alignTo(
      layout.getTypeSizeInBits(IndexType::get(ctx)).getFixedValue(),
      layout.getTypeABIAlignment(IntegerType::get(ctx, 64)) * 8);
  uint64_t alignment = getABIAlignment(layout, {}) * 8;
  return llvm::TypeSize::getFixed(llvm::alignTo(lengthOffset + 64, alignment));
}

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
