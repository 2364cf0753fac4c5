//===- Semantics.h - the rules every split op version shares ----*- C++ -*-===//
//
// The one place where the rules of SEMANTICS.md are written down: axis
// normalisation, the ways sizes are derived (explicit list, equal parts, the
// num_outputs ceil rule, SplitToSequence chunks) and keepdims. Verifiers,
// folders and the lowering call these functions; no op repeats them.
//
// Sizes use ShapedType::kDynamic for "not known statically". Every function
// that can fail takes an `emitError` callback and reports the offending values
// through it, so a verifier's diagnostic names the op it belongs to. A null
// callback makes the call a silent query (folders use that).
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_SPLIT_UTILS_SEMANTICS_H
#define SPLIT_DIALECT_SPLIT_UTILS_SEMANTICS_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace mlir::split {

using EmitErrorFn = function_ref<InFlightDiagnostic()>;

/// Where the sizes along the split axis come from (SEMANTICS.md §2, §3).
struct SizeSpec {
  enum class Kind {
    /// n parts of d / n each; n must divide d (§2.2).
    EqualParts,
    /// `num_outputs`: n - 1 parts of ceil(d / n) and a last part of at least
    /// one (§2.3).
    CeilParts,
    /// An explicit list of sizes (§2.1, and SplitToSequence's 1-D split).
    Explicit,
    /// SplitToSequence's scalar split: chunks of `value`, the last one
    /// smaller (§3). No split at all is `Chunks` of 1.
    Chunks,
  };

  Kind kind = Kind::EqualParts;
  /// Explicit: the entries, kDynamic where an entry is not known statically.
  SmallVector<int64_t> sizes;
  /// Explicit: the number of entries is not known statically. `sizes` is then
  /// empty, and the run-time list may be empty too (which means "absent").
  bool unknownLength = false;
  /// CeilParts: `num_outputs`. Chunks: the chunk size (kDynamic if unknown).
  int64_t value = 0;

  static SizeSpec equalParts() { return {}; }
  static SizeSpec ceilParts(int64_t numOutputs);
  static SizeSpec chunks(int64_t chunkSize);
  /// A list of statically known length: an empty list means "absent" and
  /// yields `ifEmpty` (§2.1 "Empty list = absent"; §3 1-D with 0 entries).
  static SizeSpec explicitList(ArrayRef<int64_t> sizes, SizeSpec ifEmpty);
  /// A list whose length is only known at run time.
  static SizeSpec unknownList();

  bool isExplicit() const { return kind == Kind::Explicit; }
};

/// Returns `axis` in [0, rank) (§1.2), or emits an error for an axis outside
/// [-rank, rank-1].
FailureOr<int64_t> normalizeAxis(int64_t axis, int64_t rank,
                                 EmitErrorFn emitError);

/// Converts a Split-1 float split value to a size (§2.4): std::nullopt unless
/// it is finite, integral, >= 0 and fits in int64_t.
std::optional<int64_t> floatToSize(const llvm::APFloat &value);

/// The size along the axis of each of the `numResults` results of a Split
/// (§2), kDynamic where not known statically. `dimSize` is the size of
/// dimension `axis` of the input (kDynamic if unknown). Emits an error for
/// every violation that is known statically.
FailureOr<SmallVector<int64_t>> inferSplitSizes(const SizeSpec &spec,
                                                int64_t dimSize, int64_t axis,
                                                int64_t numResults,
                                                EmitErrorFn emitError);

/// What is statically known of the chunks of a SplitToSequence (§3).
struct ChunkLayout {
  /// The size of every chunk, when the number of chunks is known (entries may
  /// be kDynamic).
  std::optional<SmallVector<int64_t>> sizes;
  /// A size that every chunk is known to have, or kDynamic.
  int64_t commonSize = 0;
};

/// The chunks of a SplitToSequence along an axis of size `dimSize`; emits an
/// error for every violation that is known statically.
FailureOr<ChunkLayout> inferSequenceChunks(const SizeSpec &spec,
                                           int64_t dimSize, int64_t axis,
                                           EmitErrorFn emitError);

/// Whether SplitToSequence elements lose the split axis (§3 keepdims): only
/// without a split operand and with keepdims == 0.
bool sequenceDropsAxis(bool hasSplitOperand, int64_t keepdims);

/// Ceil rule of §2.3 for statically known d and n >= 1: the size of every
/// part but the last, and the last one (which is valid only when >= 1).
std::pair<int64_t, int64_t> ceilPartSizes(int64_t dimSize, int64_t numParts);

/// Formats sizes as "[1, ?, 2]" for diagnostics.
std::string formatSizes(ArrayRef<int64_t> sizes);

} // namespace mlir::split

#endif // SPLIT_DIALECT_SPLIT_UTILS_SEMANTICS_H
