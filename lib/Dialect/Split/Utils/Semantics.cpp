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

/// An explicit list standing for `ifEmpty` when empty: equal parts, or
/// chunks of 1 (whether the elements of those lose the axis is decided by
/// the list's type, sequenceDropsAxis, and is false for a list that may not
/// be empty).
static SizeSpec listStandingFor(SizeSpec ifEmpty) {
  assert((ifEmpty.kind == SizeSpec::Kind::EqualParts ||
          (ifEmpty.kind == SizeSpec::Kind::Chunks && ifEmpty.value == 1)) &&
         "an empty list stands for equal parts or chunks of 1");
  SizeSpec spec;
  spec.kind = SizeSpec::Kind::Explicit;
  spec.ifEmptyKind = ifEmpty.kind;
  return spec;
}

SizeSpec SizeSpec::explicitList(ArrayRef<int64_t> sizes, SizeSpec ifEmpty) {
  if (sizes.empty())
    return ifEmpty;
  SizeSpec spec = listStandingFor(ifEmpty);
  spec.sizes.assign(sizes.begin(), sizes.end());
  spec.length = sizes.size();
  return spec;
}

SizeSpec SizeSpec::listOfLength(int64_t length, SizeSpec ifEmpty) {
  if (length == 0)
    return ifEmpty;
  SizeSpec spec = listStandingFor(ifEmpty);
  spec.length = length;
  return spec;
}

SizeSpec SizeSpec::unknownList(SizeSpec ifEmpty) {
  SizeSpec spec = listStandingFor(ifEmpty);
  spec.unknownLength = true;
  spec.length = ShapedType::kDynamic;
  return spec;
}

SizeSpec SizeSpec::ifEmpty() const {
  // A list of static length 0 already is the spec it stands for.
  if (!isExplicit())
    return *this;
  return ifEmptyKind == Kind::Chunks ? chunks(1) : equalParts();
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

/// `value` (a type, an attribute) printed as its dialect prints it.
template <typename T> static std::string printed(T value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << value;
  return text;
}

static std::string printType(Type type) { return printed(type); }

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

/// `type` as a diagnostic prints it: quoted.
static std::string print(Type type) { return "'" + printType(type) + "'"; }
/// `attribute` as a diagnostic prints it.
static std::string print(Attribute attribute) { return printed(attribute); }

std::string message::inputRank(Type inputType) {
  return "input must have rank >= 1, but has type " + print(inputType);
}

std::string message::partElementType(StringRef what, Type elementType,
                                     Type inputElementType) {
  return what.str() + " has element type " + print(elementType) +
         ", which does not match the input element type " +
         print(inputElementType);
}

std::string message::partRank(StringRef what, int64_t rank, int64_t inputRank) {
  return what.str() + " has rank " + std::to_string(rank) +
         " but the input has rank " + std::to_string(inputRank);
}

std::string message::splitAttributeAndOperand(Attribute split) {
  return "has both a 'split' attribute " + print(split) +
         " and a 'split' operand";
}

std::string message::splitOperandType(Type inputElementType, Type splitType) {
  return "'split' operand must be a 1-D tensor of the input element type " +
         print(inputElementType) + ", but has type " + print(splitType);
}

std::string message::splitAndNumOutputs(int64_t numOutputs) {
  return "has both a 'split' operand and 'num_outputs' = " +
         std::to_string(numOutputs);
}

std::string message::droppedAxisElementType(Type elementType, Type expected,
                                            int64_t axis) {
  return "sequence element type " + print(elementType) +
         " is incompatible with " + print(expected) +
         ", the input with dimension " + std::to_string(axis) +
         " removed (keepdims = 0)";
}

std::string message::chunkElementSize(Type elementType, int64_t elementSize,
                                      int64_t axis, int64_t index, int64_t size,
                                      StringRef chunks) {
  return "sequence element type " + print(elementType) + " has size " +
         std::to_string(elementSize) + " in dimension " + std::to_string(axis) +
         " but chunk " + std::to_string(index) + " has size " +
         std::to_string(size) + " (chunks " + chunks.str() + ")";
}

std::string message::staticChunkMarker(int64_t staticChunk) {
  return "static_chunk " + std::to_string(staticChunk) +
         " must be kDynamic exactly when the chunk is an operand";
}

std::string message::listNeedsUnitChunk(int64_t staticChunk) {
  return "a size list needs a static chunk of 1 (chunks of 1 for an empty "
         "list), but static_chunk is " +
         std::to_string(staticChunk);
}

std::string message::dropAxisWithList() {
  return "drop_axis needs a chunk, not a size list";
}

std::string message::sequenceAtResultType(Type resultType, Type elementType) {
  return "result type " + print(resultType) +
         " is incompatible with the sequence element type " +
         print(elementType);
}

std::string message::constructWithoutTensors() {
  return "needs at least one tensor (an empty sequence is "
         "split.sequence_empty)";
}

std::string message::concatResultType(Type resultType, Type expected,
                                      Type elementType, int64_t axis,
                                      bool newAxis) {
  return "result type " + print(resultType) + " is incompatible with " +
         print(expected) + ", the concatenation of elements of type " +
         print(elementType) + " along axis " + std::to_string(axis) +
         (newAxis ? " (new)" : "");
}

std::string message::unnamedPlaceholder(StringRef digits, size_t numValues) {
  return "message placeholder {" + digits.str() +
         "} has no value; the check "
         "has " +
         std::to_string(numValues) + " values";
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
  // The rules of the op's form, before its sizes.
  if (spec.kind == SizeSpec::Kind::Chunks) {
    if (emitError)
      emitError() << message::scalarSplitInSplit();
    return failure();
  }
  if (spec.kind == SizeSpec::Kind::CeilParts && spec.value < 1) {
    if (emitError)
      emitError() << message::numOutputsNotPositive(spec.value);
    return failure();
  }
  if (spec.kind == SizeSpec::Kind::CeilParts && spec.value != numResults) {
    if (emitError)
      emitError() << message::numOutputsMismatch(spec.value, numResults);
    return failure();
  }
  if (spec.isExplicit()) {
    // Nothing is known of the sizes from a list of run-time length.
    if (spec.unknownLength)
      return SmallVector<int64_t>(numResults, ShapedType::kDynamic);
    rules.checkListLength(arith.constant(spec.length), numResults,
                          spec.sizes.empty() ? "" : formatSizes(spec.sizes));
    if (arith.hasFailed())
      return failure();
  }
  SmallVector<Known> sizes =
      rules.partSizes(spec, dim, numResults,
                      [&](int64_t i) { return fromSize(spec.entry(i)); });
  if (arith.hasFailed())
    return failure();
  if (proven)
    *proven = arith.isProven();
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
  // The sum of the entries before it, as the run-time side computes the
  // boundaries of a list.
  return toSize(rules
                    .partOffsets(llvm::map_to_vector(
                        ArrayRef(listed).take_front(index + 1), fromSize))
                    .back());
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
      SmallVector<Known> shape = llvm::map_to_vector(inputShape, fromSize);
      rules.droppedAxisChunk(
          chunk, dim, partShape(ArrayRef(shape), axis, dim, /*dropAxis=*/true));
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
