//===- Semantics.cpp - the rules every split op version shares ------------===//

#include "split/Dialect/Split/Utils/Semantics.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::split;

static bool isKnown(int64_t size) { return !ShapedType::isDynamic(size); }

SizeSpec SizeSpec::ceilParts(int64_t numOutputs) {
  SizeSpec spec;
  spec.kind = Kind::CeilParts;
  spec.value = numOutputs;
  return spec;
}

SizeSpec SizeSpec::chunks(int64_t chunkSize) {
  SizeSpec spec;
  spec.kind = Kind::Chunks;
  spec.value = chunkSize;
  return spec;
}

SizeSpec SizeSpec::explicitList(ArrayRef<int64_t> sizes, SizeSpec ifEmpty) {
  if (sizes.empty())
    return ifEmpty;
  SizeSpec spec;
  spec.kind = Kind::Explicit;
  spec.sizes.assign(sizes.begin(), sizes.end());
  return spec;
}

SizeSpec SizeSpec::unknownList() {
  SizeSpec spec;
  spec.kind = Kind::Explicit;
  spec.unknownLength = true;
  return spec;
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

FailureOr<int64_t> mlir::split::normalizeAxis(int64_t axis, int64_t rank,
                                              EmitErrorFn emitError) {
  if (axis < -rank || axis >= rank) {
    if (emitError)
      emitError() << "axis " << axis << " is out of range [" << -rank << ", "
                  << rank - 1 << "] for an input of rank " << rank;
    return failure();
  }
  return axis < 0 ? axis + rank : axis;
}

std::optional<int64_t> mlir::split::floatToSize(const llvm::APFloat &value) {
  if (!value.isFinite() || !value.isInteger() ||
      (value.isNegative() && !value.isZero()))
    return std::nullopt;
  llvm::APSInt result(/*BitWidth=*/64, /*isUnsigned=*/false);
  bool isExact = false;
  if (value.convertToInteger(result, llvm::APFloat::rmTowardZero, &isExact) !=
      llvm::APFloat::opOK)
    return std::nullopt;
  return result.getSExtValue();
}

std::pair<int64_t, int64_t> mlir::split::ceilPartSizes(int64_t dimSize,
                                                       int64_t numParts) {
  int64_t part = dimSize / numParts + (dimSize % numParts != 0);
  return {part, dimSize - (numParts - 1) * part};
}

/// Checks the entries of an explicit list (§2.1): none negative and, when all
/// of them and `dimSize` are known, summing to `dimSize`.
static LogicalResult verifyExplicitSizes(ArrayRef<int64_t> sizes,
                                         int64_t dimSize, int64_t axis,
                                         EmitErrorFn emitError) {
  for (auto [index, size] : llvm::enumerate(sizes)) {
    if (isKnown(size) && size < 0) {
      if (emitError)
        emitError() << "split sizes " << formatSizes(sizes)
                    << " contain the negative size " << size << " at index "
                    << index;
      return failure();
    }
  }
  if (!isKnown(dimSize) || !llvm::all_of(sizes, isKnown))
    return success();
  int64_t sum = 0;
  bool overflow = false;
  for (int64_t size : sizes)
    overflow |= llvm::AddOverflow(sum, size, sum);
  if (!overflow && sum == dimSize)
    return success();
  if (emitError) {
    InFlightDiagnostic diag = emitError();
    diag << "split sizes " << formatSizes(sizes);
    if (overflow)
      diag << " overflow a 64-bit sum";
    else
      diag << " sum to " << sum;
    diag << " but dimension " << axis << " of the input has size " << dimSize;
  }
  return failure();
}

FailureOr<SmallVector<int64_t>>
mlir::split::inferSplitSizes(const SizeSpec &spec, int64_t dimSize,
                             int64_t axis, int64_t numResults,
                             EmitErrorFn emitError) {
  if (numResults < 1) {
    if (emitError)
      emitError() << "must have at least one result";
    return failure();
  }
  SmallVector<int64_t> unknown(numResults, ShapedType::kDynamic);
  switch (spec.kind) {
  case SizeSpec::Kind::EqualParts: {
    if (!isKnown(dimSize))
      return unknown;
    if (dimSize % numResults != 0) {
      if (emitError)
        emitError() << "dimension " << axis << " of the input has size "
                    << dimSize << ", which cannot be split into " << numResults
                    << " equal parts";
      return failure();
    }
    return SmallVector<int64_t>(numResults, dimSize / numResults);
  }
  case SizeSpec::Kind::CeilParts: {
    int64_t numOutputs = spec.value;
    if (numOutputs < 1) {
      if (emitError)
        emitError() << "num_outputs must be >= 1, but is " << numOutputs;
      return failure();
    }
    if (numOutputs != numResults) {
      if (emitError)
        emitError() << "num_outputs " << numOutputs
                    << " does not match the number of results " << numResults;
      return failure();
    }
    if (!isKnown(dimSize))
      return unknown;
    auto [part, last] = ceilPartSizes(dimSize, numOutputs);
    if (last < 1) {
      if (!emitError)
        return failure();
      InFlightDiagnostic diag = emitError();
      diag << "num_outputs " << numOutputs << " cannot split dimension " << axis
           << " of size " << dimSize << ": ";
      if (numOutputs == 1)
        diag << "its one part must have size >= 1";
      else
        diag << numOutputs - 1 << " parts of size " << part << " leave " << last
             << " for the last part, which must be >= 1";
      return failure();
    }
    SmallVector<int64_t> sizes(numResults, part);
    sizes.back() = last;
    return sizes;
  }
  case SizeSpec::Kind::Explicit: {
    if (spec.unknownLength)
      return unknown;
    if (static_cast<int64_t>(spec.sizes.size()) != numResults) {
      if (emitError)
        emitError() << "split sizes " << formatSizes(spec.sizes) << " have "
                    << spec.sizes.size() << " entries but the op has "
                    << numResults << " results";
      return failure();
    }
    if (failed(verifyExplicitSizes(spec.sizes, dimSize, axis, emitError)))
      return failure();
    return spec.sizes;
  }
  case SizeSpec::Kind::Chunks:
    break;
  }
  if (emitError)
    emitError() << "a scalar split applies only to SplitToSequence";
  return failure();
}

FailureOr<ChunkLayout> mlir::split::inferSequenceChunks(const SizeSpec &spec,
                                                        int64_t dimSize,
                                                        int64_t axis,
                                                        EmitErrorFn emitError) {
  ChunkLayout layout;
  layout.commonSize = ShapedType::kDynamic;
  switch (spec.kind) {
  case SizeSpec::Kind::Chunks: {
    int64_t chunk = spec.value;
    if (isKnown(chunk) && chunk < 1) {
      if (emitError)
        emitError() << "scalar split " << chunk << " must be >= 1";
      return failure();
    }
    if (chunk == 1)
      layout.commonSize = 1;
    if (dimSize == 0) {
      layout.sizes.emplace();
      return layout;
    }
    if (!isKnown(dimSize) || !isKnown(chunk))
      return layout;
    SmallVector<int64_t> sizes(dimSize / chunk, chunk);
    if (dimSize % chunk != 0)
      sizes.push_back(dimSize % chunk);
    if (dimSize >= chunk)
      layout.commonSize = dimSize % chunk == 0 ? chunk : ShapedType::kDynamic;
    else
      layout.commonSize = dimSize;
    layout.sizes = std::move(sizes);
    return layout;
  }
  case SizeSpec::Kind::Explicit: {
    if (spec.unknownLength)
      return layout;
    if (failed(verifyExplicitSizes(spec.sizes, dimSize, axis, emitError)))
      return failure();
    if (llvm::all_equal(spec.sizes))
      layout.commonSize = spec.sizes.front();
    layout.sizes = spec.sizes;
    return layout;
  }
  case SizeSpec::Kind::EqualParts:
  case SizeSpec::Kind::CeilParts:
    break;
  }
  if (emitError)
    emitError() << "SplitToSequence takes its sizes from a split operand only";
  return failure();
}

bool mlir::split::sequenceDropsAxis(bool hasSplitOperand, int64_t keepdims) {
  return !hasSplitOperand && keepdims == 0;
}
