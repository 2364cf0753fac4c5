//===- Semantics.cpp - the rules every split op version shares ------------===//

#include "split/Dialect/Split/Utils/Semantics.h"
#include "split/Dialect/Split/Utils/SizeRules.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::split;

using Known = StaticArith::Value;
static constexpr auto toSize = &StaticArith::toSize;

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
  return ShapedType::isStatic(size) ? Known(size) : std::nullopt;
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
  if (ShapedType::isStatic(count) && index == count - 1)
    return last;
  if (ShapedType::isStatic(count) || ShapedType::isStatic(commonSize))
    return ShapedType::isStatic(commonSize) ? commonSize : chunk;
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
  if (!ShapedType::isStatic(count))
    return false;
  if (count == 0)
    return true;
  if (!listed.empty())
    return llvm::all_of(listed, ShapedType::isStatic);
  return ShapedType::isStatic(chunk) && ShapedType::isStatic(last);
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
    else if (ShapedType::isStatic(layout.last) && layout.last == layout.chunk)
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

bool mlir::split::exceedsAddressableElements(ArrayRef<int64_t> shape) {
  if (llvm::is_contained(shape, 0))
    return false;
  int64_t elements = 1;
  for (int64_t dim : shape)
    if (!ShapedType::isDynamic(dim) &&
        llvm::MulOverflow(elements, dim, elements))
      return true;
  return false;
}
