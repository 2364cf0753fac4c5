//===- SplitAttrs.cpp - split dialect attributes --------------------------===//

#include "split/Dialect/Split/IR/SplitDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <functional>

using namespace mlir;
using namespace mlir::split;

#define GET_ATTRDEF_CLASSES
#include "split/Dialect/Split/IR/SplitAttrs.cpp.inc"

void SplitDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "split/Dialect/Split/IR/SplitAttrs.cpp.inc"
      >();
}

StringsAttr StringsAttr::get(RankedTensorType type,
                             ArrayRef<Attribute> values) {
  SmallVector<StringAttr> strings;
  strings.reserve(values.size());
  for (Attribute value : values)
    strings.push_back(llvm::cast<StringAttr>(value));
  if (!strings.empty() && llvm::all_equal(strings))
    strings.resize(1);
  return get(type, strings);
}

/// The number of elements of `type` (static), or none when it does not fit
/// in int64_t (ShapedType::getNumElements would overflow).
static std::optional<int64_t> elementCount(RankedTensorType type) {
  if (llvm::is_contained(type.getShape(), 0))
    return 0;
  std::optional<int64_t> count = 1;
  for (int64_t size : type.getShape())
    if (count)
      count = llvm::checkedMul(*count, size);
  return count;
}

LogicalResult StringsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  RankedTensorType type,
                                  ArrayRef<StringAttr> strings) {
  if (!llvm::isa<StringType>(type.getElementType()))
    return emitError() << "#split.strings needs a tensor of !split.string, "
                          "but got "
                       << type;
  if (!type.hasStaticShape())
    return emitError() << "#split.strings needs a static shape, but got "
                       << type;
  int64_t count = static_cast<int64_t>(strings.size());
  // Only a splat describes a tensor of more elements than int64_t holds.
  std::optional<int64_t> elements = elementCount(type);
  if (!elements) {
    if (count == 1)
      return success();
    return emitError() << "#split.strings has " << count
                       << " strings for more than " << INT64_MAX
                       << " elements of " << type
                       << " (only a splat, one string, describes it)";
  }
  if (count != *elements && !(count == 1 && *elements))
    return emitError() << "#split.strings has " << count << " strings for "
                       << *elements << " elements of " << type
                       << " (one string per element, or one for a splat)";
  return success();
}

/// Parses a string literal or a (nested) list of them, as in dense<...>:
/// appends the strings to `strings` and the list's shape to `shape` (empty
/// for a bare literal). Nested lists must be rectangular.
static ParseResult parseStringList(AsmParser &parser,
                                   SmallVectorImpl<StringAttr> &strings,
                                   SmallVectorImpl<int64_t> &shape) {
  if (failed(parser.parseOptionalLSquare())) {
    std::string value;
    if (parser.parseString(&value))
      return failure();
    strings.push_back(parser.getBuilder().getStringAttr(value));
    return success();
  }
  int64_t count = 0;
  std::optional<SmallVector<int64_t>> elementShape;
  auto parseElement = [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    SmallVector<int64_t> inner;
    if (parseStringList(parser, strings, inner))
      return failure();
    if (elementShape && *elementShape != inner)
      return parser.emitError(loc, "#split.strings: nested lists of "
                                   "different shapes");
    elementShape = std::move(inner);
    ++count;
    return success();
  };
  if (failed(parser.parseOptionalRSquare()) &&
      (parser.parseCommaSeparatedList(parseElement) || parser.parseRSquare()))
    return failure();
  shape.push_back(count);
  if (elementShape)
    llvm::append_range(shape, *elementShape);
  return success();
}

Attribute StringsAttr::parse(AsmParser &parser, Type type) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<StringAttr> strings;
  SmallVector<int64_t> shape;
  if (parser.parseLess() || parseStringList(parser, strings, shape) ||
      parser.parseGreater())
    return {};
  auto tensorType = llvm::dyn_cast_if_present<RankedTensorType>(type);
  if (!tensorType) {
    parser.emitError(loc, "#split.strings needs a type: `: tensor<...x"
                          "!split.string>`");
    return {};
  }
  // As for dense<...>: a list has the tensor's shape (a flat list of all
  // elements is accepted too); a bare literal is a splat.
  bool list = !shape.empty();
  if (list && shape != tensorType.getShape() &&
      !(shape.size() == 1 && tensorType.hasStaticShape() &&
        elementCount(tensorType) == shape[0])) {
    parser.emitError(loc, "#split.strings has a list of shape [")
        << ArrayRef<int64_t>(shape) << "] for " << tensorType;
    return {};
  }
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    tensorType, strings);
}

void StringsAttr::print(AsmPrinter &printer) const {
  printer << '<';
  ArrayRef<StringAttr> strings = getStrings();
  // A splat prints as one literal, as do 0-d tensors; other tensors print as
  // nested lists of their shape, as dense<...> does.
  bool oneElement = llvm::all_of(getType().getShape(),
                                 [](int64_t size) { return size == 1; });
  if (strings.size() == 1 && (!oneElement || getType().getRank() == 0)) {
    printer.printString(strings.front().getValue());
    printer << '>';
    return;
  }
  // No elements: the flat empty list, which the parser reads for any shape
  // of no elements (nested lists of `tensor<4611686018427387904x0x...>`
  // would never end).
  if (strings.empty()) {
    printer << "[]>";
    return;
  }
  ArrayRef<int64_t> shape = getType().getShape();
  size_t next = 0;
  std::function<void(size_t)> printDim = [&](size_t dim) {
    printer << '[';
    for (int64_t i = 0; i < shape[dim]; ++i) {
      if (i)
        printer << ", ";
      if (dim + 1 == shape.size())
        printer.printString(strings[next++].getValue());
      else
        printDim(dim + 1);
    }
    printer << ']';
  };
  printDim(0);
  printer << '>';
}
