//===- Semantics.cpp - the rules every split op version shares ------------===//

#include "split/Dialect/Split/Utils/Semantics.h"
#include "split/Dialect/Split/Utils/SizeRules.h"
#include "split/Support/CheckMessage.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::split;

static bool isKnown(int64_t size) { return !ShapedType::isDynamic(size); }
static std::string printType(Type type);

//===----------------------------------------------------------------------===//
// SizeSpec
//===----------------------------------------------------------------------===//

SizeSpec SizeSpec::ceilParts(int64_t numOutputs) {
  SizeSpec spec;
  spec.kind = Kind::CeilParts;
  spec.value = numOutputs;
  return spec;
}

SizeSpec SizeSpec::chunks(int64_t chunkSize, bool dropAxis) {
  SizeSpec spec;
  spec.kind = Kind::Chunks;
  spec.value = chunkSize;
  spec.dropAxis = dropAxis;
  return spec;
}

SizeSpec SizeSpec::explicitList(ArrayRef<int64_t> sizes, SizeSpec ifEmpty) {
  if (sizes.empty())
    return ifEmpty;
  SizeSpec spec;
  spec.kind = Kind::Explicit;
  spec.sizes.assign(sizes.begin(), sizes.end());
  spec.length = sizes.size();
  return spec;
}

SizeSpec SizeSpec::listOfLength(int64_t length, SizeSpec ifEmpty) {
  if (length == 0)
    return ifEmpty;
  SizeSpec spec;
  spec.kind = Kind::Explicit;
  spec.length = length;
  return spec;
}

SizeSpec SizeSpec::unknownList() {
  SizeSpec spec;
  spec.kind = Kind::Explicit;
  spec.unknownLength = true;
  spec.length = ShapedType::kDynamic;
  return spec;
}

//===----------------------------------------------------------------------===//
// Messages
//===----------------------------------------------------------------------===//

/// " [1, 2]" when the list is known, "" otherwise.
static std::string withList(StringRef list) {
  return list.empty() ? std::string() : (" " + list).str();
}

static std::string plural(int64_t count, StringRef noun) {
  return std::to_string(count) + " " + noun.str() + (count == 1 ? "" : "s");
}

std::string message::sizesSum(int64_t axis, StringRef list) {
  return "split sizes" + withList(list) + " sum to {0} but dimension " +
         std::to_string(axis) + " of the input has size {1}";
}

std::string message::sizesOverflow(StringRef list) {
  return "split sizes" + withList(list) + " overflow a 64-bit sum";
}

std::string message::negativeSize(StringRef list) {
  return "split sizes" + withList(list) +
         " contain the negative size {0} at index {1}";
}

std::string message::listLength(int64_t numResults, StringRef list) {
  return "split list" + withList(list) + " has length {0} but the op has " +
         plural(numResults, "result");
}

std::string message::notDivisible(int64_t axis, int64_t numParts) {
  return "dimension " + std::to_string(axis) +
         " of the input has size {0}, which cannot be split into " +
         std::to_string(numParts) + " equal parts";
}

std::string message::lastPartEmpty(int64_t axis, int64_t numOutputs) {
  std::string text = "num_outputs " + std::to_string(numOutputs) +
                     " cannot split dimension " + std::to_string(axis) +
                     " of size {0}: ";
  if (numOutputs == 1)
    return text + "its one part must have size >= 1";
  return text + plural(numOutputs - 1, "part") + " of size {1} " +
         (numOutputs == 2 ? "leaves" : "leave") +
         " {2} for the last part, which must be >= 1";
}

std::string message::nonPositiveChunk() {
  return "scalar split {0} must be >= 1";
}

std::string message::notASize() {
  return "split value at index {0} is not a size (an integer in [0, 2^63))";
}

std::string message::droppedAxisChunk(int64_t axis) {
  std::string dimension = "dimension " + std::to_string(axis);
  return "keepdims = 0 drops " + dimension +
         ", which needs chunks of size 1, but the scalar split is {0} and " +
         dimension + " of the input has size {1}";
}

std::string message::insertPositionOutOfRange() {
  return "insert position {0} is out of range for a sequence of length {1}";
}

std::string message::positionNotOneElement() {
  return "the position has {0} elements, but a position is one element";
}

std::string message::concatElementSize(int64_t dim, bool isStack) {
  return "element {0} has size {1} in dimension " + std::to_string(dim) +
         " but element 0 has size {2}" +
         (isStack ? " (stacked elements must have the same shape)"
                  : " (only the concatenation axis may differ)");
}

std::string message::concatOfEmptySequence() {
  return "cannot concatenate an empty sequence";
}

std::string message::concatResultSize(int64_t dim, Type type,
                                      int64_t expected) {
  return "the concatenation has size {0} in dimension " + std::to_string(dim) +
         ", but the result type '" + printType(type) + "' has " +
         std::to_string(expected);
}

std::string message::castSize(StringRef opName, Type source, Type result,
                              int64_t dim, int64_t expected) {
  return opName.str() + ": dimension " + std::to_string(dim) + " of '" +
         printType(source) + "' has size {0}, but the cast promises " +
         std::to_string(expected) + " (to '" + printType(result) + "')";
}

std::string message::castRank(StringRef opName, Type source, Type result) {
  return opName.str() + ": '" + printType(source) +
         "' has rank {0}, but the cast promises rank " +
         std::to_string(llvm::cast<ShapedType>(result).getRank()) + " (to '" +
         printType(result) + "')";
}

std::string message::notConforming(StringRef what, Type type, Type elementType,
                                   StringRef reason) {
  return what.str() + " of type '" + printType(type) +
         "' does not conform to the sequence element type '" +
         printType(elementType) + "': " + reason.str();
}

std::string message::concatAxisOutOfRange(int64_t axis, int64_t newAxis,
                                          int64_t elementRank) {
  int64_t rank = elementRank + (newAxis ? 1 : 0);
  return "axis " + std::to_string(axis) + " is out of range [" +
         std::to_string(-rank) + ", " + std::to_string(rank - 1) +
         "] for elements of rank " + std::to_string(elementRank) +
         " with new_axis = " + std::to_string(newAxis);
}

std::string message::positionOutOfRange() {
  return "position {0} is out of range for a sequence of length {1}";
}

static std::string printType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// "<what> type <type> has size <size> in dimension <dim> but <reason>".
static std::string typeSizeMismatch(StringRef what, StringRef typeText,
                                    Type type, int64_t dim, StringRef reason) {
  // `{` in the type (none today) must not read as a placeholder.
  return (what + " type " + typeText + " has size " +
          std::to_string(llvm::cast<ShapedType>(type).getDimSize(dim)) +
          " in dimension " + std::to_string(dim) + " but " + reason)
      .str();
}

std::string message::resultSize(unsigned index, Type type, int64_t dim,
                                bool isAxis) {
  return typeSizeMismatch(
      "result #" + std::to_string(index), printType(type), type, dim,
      isAxis ? "its split size is {0}" : "the input has size {0}");
}

std::string message::sequenceElementTypeSize(Type type, int64_t dim,
                                             bool isAxis) {
  // Quoted, as a diagnostic prints a type: only the verifier says it.
  return typeSizeMismatch(
      "sequence element", "'" + printType(type) + "'", type, dim,
      isAxis ? "every chunk has size {0}" : "the input has size {0}");
}

std::string message::elementSize(int64_t dim, Type declared, bool isResultType,
                                 int64_t expected) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "element {0} has size {1} in dimension " << dim << " but the "
     << (isResultType ? "result type " : "sequence element type ") << declared
     << " requires " << expected;
  return text;
}

std::string message::axisOutOfRange(int64_t axis, int64_t rank) {
  return "axis " + std::to_string(axis) + " is out of range [" +
         std::to_string(-rank) + ", " + std::to_string(rank - 1) +
         "] for an input of rank " + std::to_string(rank);
}

std::string message::noResults() { return "must have at least one result"; }

std::string message::numOutputsNotPositive(int64_t numOutputs) {
  return "num_outputs must be >= 1, but is " + std::to_string(numOutputs);
}

std::string message::numOutputsMismatch(int64_t numOutputs,
                                        int64_t numResults) {
  return "num_outputs " + std::to_string(numOutputs) +
         " does not match the number of results " + std::to_string(numResults);
}

std::string message::scalarSplitInSplit() {
  return "a scalar split applies only to SplitToSequence";
}

std::string message::sequenceWithoutList() {
  return "SplitToSequence takes its sizes from a split operand only";
}

std::string
mlir::split::formatMessage(StringRef format,
                           ArrayRef<std::optional<int64_t>> values) {
  std::string text;
  parseCheckMessage(
      std::string_view(format.data(), format.size()),
      [&](std::string_view literal) { text.append(literal); },
      [&](uint64_t index, std::string_view) {
        if (index < values.size() && values[index])
          text += std::to_string(*values[index]);
        else
          text += '?';
      });
  return text;
}

std::string mlir::split::formatSizes(ArrayRef<int64_t> sizes) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '[';
  llvm::interleaveComma(sizes, os, [&](int64_t size) {
    if (isKnown(size))
      os << size;
    else
      os << '?';
  });
  os << ']';
  return text;
}

//===----------------------------------------------------------------------===//
// StaticArith
//===----------------------------------------------------------------------===//

using Known = StaticArith::Value;
using KnownBool = StaticArith::Bool;

static Known apply(Known lhs, Known rhs,
                   function_ref<uint64_t(uint64_t, uint64_t)> fn) {
  if (!lhs || !rhs)
    return std::nullopt;
  return static_cast<int64_t>(
      fn(static_cast<uint64_t>(*lhs), static_cast<uint64_t>(*rhs)));
}

Known StaticArith::add(Known lhs, Known rhs) const {
  return apply(lhs, rhs, [](uint64_t l, uint64_t r) { return l + r; });
}
Known StaticArith::sub(Known lhs, Known rhs) const {
  return apply(lhs, rhs, [](uint64_t l, uint64_t r) { return l - r; });
}
Known StaticArith::mul(Known lhs, Known rhs) const {
  return apply(lhs, rhs, [](uint64_t l, uint64_t r) { return l * r; });
}
Known StaticArith::divUI(Known lhs, Known rhs) const {
  if (rhs == 1)
    return lhs;
  if (rhs == 0)
    return std::nullopt;
  return apply(lhs, rhs, [](uint64_t l, uint64_t r) { return l / r; });
}
Known StaticArith::ceilDivUI(Known lhs, Known rhs) const {
  if (lhs == 0)
    return 0; // whatever the (non-zero) divisor
  if (rhs == 0)
    return std::nullopt;
  return apply(lhs, rhs,
               [](uint64_t l, uint64_t r) { return l / r + (l % r != 0); });
}
Known StaticArith::remUI(Known lhs, Known rhs) const {
  if (rhs == 1)
    return 0;
  if (rhs == 0)
    return std::nullopt;
  return apply(lhs, rhs, [](uint64_t l, uint64_t r) { return l % r; });
}
Known StaticArith::minUI(Known lhs, Known rhs) const {
  return apply(lhs, rhs, [](uint64_t l, uint64_t r) { return std::min(l, r); });
}
KnownBool StaticArith::eq(Known lhs, Known rhs) const {
  if (!lhs || !rhs)
    return std::nullopt;
  return *lhs == *rhs;
}
KnownBool StaticArith::sge(Known lhs, Known rhs) const {
  if (!lhs || !rhs)
    return std::nullopt;
  return *lhs >= *rhs;
}
KnownBool StaticArith::slt(Known lhs, Known rhs) const {
  if (!lhs || !rhs)
    return std::nullopt;
  return *lhs < *rhs;
}
KnownBool StaticArith::both(KnownBool lhs, KnownBool rhs) const {
  if (lhs == false || rhs == false)
    return false;
  if (!lhs || !rhs)
    return std::nullopt;
  return true;
}
KnownBool StaticArith::either(KnownBool lhs, KnownBool rhs) const {
  if (lhs == true || rhs == true)
    return true;
  if (!lhs || !rhs)
    return std::nullopt;
  return false;
}
Known StaticArith::select(KnownBool condition, Known whenTrue,
                          Known whenFalse) const {
  if (!condition)
    return whenTrue == whenFalse ? whenTrue : std::nullopt;
  return *condition ? whenTrue : whenFalse;
}

StaticArith::Float StaticArith::floatConstant(const Float &like,
                                              double value) const {
  Float result(value);
  bool losesInfo = false;
  result.convert(like.getSemantics(), llvm::APFloat::rmNearestTiesToEven,
                 &losesInfo);
  return result;
}
KnownBool StaticArith::oge(const Float &lhs, const Float &rhs) const {
  llvm::APFloat::cmpResult result = lhs.compare(rhs);
  return result == llvm::APFloat::cmpGreaterThan ||
         result == llvm::APFloat::cmpEqual;
}
KnownBool StaticArith::olt(const Float &lhs, const Float &rhs) const {
  return lhs.compare(rhs) == llvm::APFloat::cmpLessThan;
}
KnownBool StaticArith::oeq(const Float &lhs, const Float &rhs) const {
  return lhs.compare(rhs) == llvm::APFloat::cmpEqual;
}
StaticArith::Float StaticArith::selectFloat(KnownBool condition,
                                            const Float &whenTrue,
                                            const Float &whenFalse) const {
  return *condition ? whenTrue : whenFalse;
}
StaticArith::Integer StaticArith::truncate(const Float &value) const {
  llvm::APSInt result(/*BitWidth=*/64, /*isUnsigned=*/false);
  bool isExact = false;
  (void)value.convertToInteger(result, llvm::APFloat::rmTowardZero, &isExact);
  return result.getSExtValue();
}
StaticArith::Float StaticArith::toFloat(Integer value,
                                        const Float &like) const {
  Float result(like.getSemantics());
  (void)result.convertFromAPInt(llvm::APInt(64, value, /*isSigned=*/true),
                                /*IsSigned=*/true,
                                llvm::APFloat::rmNearestTiesToEven);
  return result;
}

static int64_t toSize(Known value) {
  return value.value_or(ShapedType::kDynamic);
}

std::string StaticArith::describeList(ArrayRef<Known> sizes) const {
  return formatSizes(llvm::map_to_vector(sizes, toSize));
}

void StaticArith::check(KnownBool condition, StringRef format,
                        ArrayRef<Known> values) {
  undecided |= !condition.has_value();
  if (condition != false || failed)
    return;
  failed = true;
  if (emitError)
    emitError() << formatMessage(format, values);
}

//===----------------------------------------------------------------------===//
// Static rules
//===----------------------------------------------------------------------===//

FailureOr<int64_t> mlir::split::normalizeAxis(int64_t axis, int64_t rank,
                                              EmitErrorFn emitError) {
  if (axis < -rank || axis >= rank) {
    if (emitError)
      emitError() << message::axisOutOfRange(axis, rank);
    return failure();
  }
  return axis < 0 ? axis + rank : axis;
}

std::optional<int64_t> mlir::split::floatToSize(const llvm::APFloat &value) {
  StaticArith arith;
  auto [isSize, size] = floatSizeRule(arith, value);
  if (!*isSize)
    return std::nullopt;
  return size;
}

static Known fromSize(int64_t size) {
  return isKnown(size) ? Known(size) : std::nullopt;
}

FailureOr<SmallVector<int64_t>>
mlir::split::inferSplitSizes(const SizeSpec &spec, int64_t dimSize,
                             int64_t axis, int64_t numResults,
                             EmitErrorFn emitError, bool *proven) {
  if (proven)
    *proven = false;
  if (numResults < 1) {
    if (emitError)
      emitError() << message::noResults();
    return failure();
  }
  StaticArith arith(emitError);
  SizeRules<StaticArith> rules(arith, axis);
  Known dim = fromSize(dimSize);
  SmallVector<Known> sizes(numResults, std::nullopt);
  switch (spec.kind) {
  case SizeSpec::Kind::EqualParts:
    sizes = rules.equalParts(dim, numResults);
    break;
  case SizeSpec::Kind::CeilParts: {
    int64_t numOutputs = spec.value;
    if (numOutputs < 1) {
      if (emitError)
        emitError() << message::numOutputsNotPositive(numOutputs);
      return failure();
    }
    if (numOutputs != numResults) {
      if (emitError)
        emitError() << message::numOutputsMismatch(numOutputs, numResults);
      return failure();
    }
    sizes = rules.ceilParts(dim, numResults);
    break;
  }
  case SizeSpec::Kind::Explicit: {
    if (spec.unknownLength)
      break;
    rules.checkListLength(arith.constant(spec.length), numResults,
                          spec.sizes.empty() ? "" : formatSizes(spec.sizes));
    if (arith.hasFailed())
      return failure();
    // The list has as many entries as the op has results.
    SmallVector<Known> entries;
    for (int64_t index = 0; index < numResults; ++index)
      entries.push_back(fromSize(spec.entry(index)));
    sizes = rules.explicitSizes(entries, dim);
    break;
  }
  case SizeSpec::Kind::Chunks:
    if (emitError)
      emitError() << message::scalarSplitInSplit();
    return failure();
  }
  if (arith.hasFailed())
    return failure();
  if (proven)
    *proven = arith.isProven() && !spec.unknownLength;
  return llvm::map_to_vector(sizes, toSize);
}

int64_t ChunkLayout::sizeOf(int64_t index) const {
  if (!listed.empty())
    return listed[index];
  if (isKnown(count) && index == count - 1)
    return last;
  if (isKnown(count) || isKnown(commonSize))
    return isKnown(commonSize) ? commonSize : chunk;
  return ShapedType::kDynamic;
}

int64_t ChunkLayout::offsetOf(int64_t index) const {
  StaticArith arith;
  SizeRules<StaticArith> rules(arith, /*axis=*/0);
  if (listed.empty())
    return toSize(rules.chunkBoundary(index, fromSize(chunk), fromSize(dim)));
  // The running sum of the entries before it, as SizeBuilder computes the
  // boundaries of a list at run time.
  SizeRules<StaticArith>::EntryMessages messages(/*list=*/"");
  Known offset = 0;
  for (auto [i, size] : llvm::enumerate(ArrayRef(listed).take_front(index)))
    offset = rules.addEntry(offset, fromSize(size), static_cast<int64_t>(i),
                            messages);
  return toSize(offset);
}

bool ChunkLayout::isStatic() const {
  if (!isKnown(count))
    return false;
  if (count == 0)
    return true;
  if (!listed.empty())
    return llvm::all_of(listed, isKnown);
  return isKnown(chunk) && isKnown(last);
}

FailureOr<ChunkLayout>
mlir::split::inferSequenceChunks(const SizeSpec &spec,
                                 ArrayRef<int64_t> inputShape, int64_t axis,
                                 EmitErrorFn emitError, bool *proven) {
  if (proven)
    *proven = false;
  StaticArith arith(emitError);
  SizeRules<StaticArith> rules(arith, axis);
  int64_t dimSize = inputShape[axis];
  Known dim = fromSize(dimSize);
  ChunkLayout layout;
  switch (spec.kind) {
  case SizeSpec::Kind::Chunks: {
    Known chunk = rules.positiveChunk(fromSize(spec.value));
    if (spec.dropAxis) {
      SmallVector<Known> otherDims = llvm::map_to_vector(inputShape, fromSize);
      otherDims.erase(otherDims.begin() + axis);
      rules.droppedAxisChunk(chunk, dim, otherDims);
    }
    if (arith.hasFailed())
      return failure();
    // Chunks of a statically unknown size >= 1: none of a dimension of 0.
    Known count = dim == 0 ? Known(0) : rules.chunkCount(dim, chunk);
    layout.count = toSize(count);
    layout.chunk = spec.value;
    layout.dim = dimSize;
    if (count && *count > 0) {
      Known start =
          rules.chunkBoundary(arith.sub(count, arith.constant(1)), chunk, dim);
      layout.last = toSize(arith.sub(dim, start));
    }
    if (chunk == 1)
      layout.commonSize = 1;
    else if (layout.count == 1)
      layout.commonSize = layout.last;
    else if (isKnown(layout.last) && layout.last == layout.chunk)
      layout.commonSize = layout.chunk;
    if (proven)
      *proven = arith.isProven();
    return layout;
  }
  case SizeSpec::Kind::Explicit: {
    if (spec.unknownLength)
      return layout;
    layout.count = spec.length;
    // Nothing is known of a list of run-time entries but its length.
    if (spec.sizes.empty())
      return layout;
    SmallVector<Known> sizes =
        rules.explicitSizes(llvm::map_to_vector(spec.sizes, fromSize), dim);
    if (arith.hasFailed())
      return failure();
    layout.count = sizes.size();
    layout.listed = llvm::map_to_vector(sizes, toSize);
    if (llvm::all_equal(layout.listed))
      layout.commonSize = layout.listed.front();
    if (proven)
      *proven = arith.isProven();
    return layout;
  }
  case SizeSpec::Kind::EqualParts:
  case SizeSpec::Kind::CeilParts:
    break;
  }
  if (emitError)
    emitError() << message::sequenceWithoutList();
  return failure();
}

bool mlir::split::isValidChunk(int64_t chunk) {
  StaticArith arith;
  SizeRules<StaticArith>(arith, /*axis=*/0).positiveChunk(chunk);
  return !arith.hasFailed();
}

bool mlir::split::sequenceDropsAxis(Type splitType, int64_t keepdims) {
  if (keepdims != 0)
    return false;
  if (!splitType)
    return true;
  auto type = llvm::cast<ShapedType>(splitType);
  return type.getRank() == 0 ||
         (type.getRank() == 1 && type.getDimSize(0) == 0);
}

bool mlir::split::contradictsDeclaredSize(int64_t size, int64_t declared) {
  return !ShapedType::isDynamic(size) && !ShapedType::isDynamic(declared) &&
         size != declared;
}

std::optional<int64_t> mlir::split::sequenceIndex(int64_t position,
                                                  int64_t length) {
  StaticArith arith;
  Known index =
      SizeRules<StaticArith>(arith, /*axis=*/0).sequenceIndex(position, length);
  if (arith.hasFailed())
    return std::nullopt;
  return index;
}

std::optional<int64_t> mlir::split::sequenceInsertIndex(int64_t position,
                                                        int64_t length) {
  StaticArith arith;
  Known index =
      SizeRules<StaticArith>(arith, /*axis=*/0).insertIndex(position, length);
  if (arith.hasFailed())
    return std::nullopt;
  return index;
}

std::optional<std::string>
mlir::split::whyNotConforming(RankedTensorType type,
                              RankedTensorType elementType) {
  if (type.getElementType() != elementType.getElementType())
    return "the element types differ";
  if (type.getRank() != elementType.getRank())
    return "the ranks differ";
  for (auto [dim, pair] :
       llvm::enumerate(llvm::zip(type.getShape(), elementType.getShape()))) {
    auto [size, required] = pair;
    if (ShapedType::isDynamic(required) || size == required)
      continue;
    return "dimension " + std::to_string(dim) + " has size " +
           (ShapedType::isDynamic(size) ? std::string("?")
                                        : std::to_string(size)) +
           " where the element type has " + std::to_string(required);
  }
  return std::nullopt;
}

FailureOr<int64_t> mlir::split::concatResultAxis(int64_t axis, bool newAxis,
                                                 int64_t elementRank) {
  int64_t rank = elementRank + (newAxis ? 1 : 0);
  if (axis < -rank || axis >= rank)
    return failure();
  return axis < 0 ? axis + rank : axis;
}

RankedTensorType mlir::split::concatResultType(RankedTensorType elementType,
                                               int64_t resultAxis,
                                               bool newAxis) {
  SmallVector<int64_t> shape(elementType.getShape());
  if (newAxis)
    shape.insert(shape.begin() + resultAxis, ShapedType::kDynamic);
  else
    shape[resultAxis] = ShapedType::kDynamic;
  return RankedTensorType::get(shape, elementType.getElementType());
}
