//===- Semantics.h - the rules every split op version shares ----*- C++ -*-===//
//
// The one place where the rules of docs/Semantics.md are written down:
//
//  - axis normalisation and keepdims (§1.2, §3);
//  - where the sizes of each version come from (`SizeSpec`);
//  - the size rules themselves (explicit lists, equal parts, the num_outputs
//    ceil rule, SplitToSequence chunks and chunk boundaries, sequence
//    positions, Split-1's float sizes), written once in SizeRules.h as
//    templates over an arithmetic domain. `StaticArith` below evaluates them
//    on values known at compile time (verifiers, folders); `IRArith`
//    (IRArith.h, beside this file) builds them as run-time IR with
//    `split.check` ops, and SizeBuilder
//    (split/Dialect/Split/Transforms/SizeBuilder.h) applies them to ops;
//  - every message text (`message::*`): a template with `{N}` placeholders,
//    printed by `split.check` at run time and formatted with the known values
//    for compile-time diagnostics, so both say the same thing.
//
// Values use std::nullopt for "not known statically" in StaticArith and
// ShapedType::kDynamic in shapes and size lists.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_SPLIT_UTILS_SEMANTICS_H
#define SPLIT_DIALECT_SPLIT_UTILS_SEMANTICS_H

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace mlir::split {

using EmitErrorFn = function_ref<InFlightDiagnostic()>;

//===----------------------------------------------------------------------===//
// Where the sizes come from
//===----------------------------------------------------------------------===//

/// Where the sizes along the split axis come from (docs/Semantics.md §2, §3).
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
  /// Explicit: the entries, kDynamic where an entry is not known statically;
  /// empty when no entry is known (only `length` is), so that a list of
  /// 10^9 run-time entries costs nothing to describe.
  SmallVector<int64_t> sizes;
  /// Explicit: the number of entries, kDynamic if not known statically. The
  /// run-time list may then be empty too (which means "absent").
  int64_t length = 0;
  /// Explicit: the number of entries is not known statically.
  bool unknownLength = false;
  /// CeilParts: `num_outputs`. Chunks: the chunk size (kDynamic if unknown).
  int64_t value = 0;
  /// Chunks: the elements lose the axis (§3 keepdims = 0), so every chunk
  /// must have size 1 along it, unless the input has no elements.
  bool dropAxis = false;
  /// Explicit: the kind of what the list stands for when it is empty
  /// (ifEmpty()), for a list whose emptiness only the run time knows.
  Kind ifEmptyKind = Kind::EqualParts;

  static SizeSpec equalParts() { return {}; }
  static SizeSpec ceilParts(int64_t numOutputs);
  static SizeSpec chunks(int64_t chunkSize, bool dropAxis = false);
  /// A list of statically known length: an empty list means "absent" and
  /// yields `ifEmpty` (§2.1 "Empty list = absent": equal parts; §3 1-D with
  /// 0 entries: chunks of 1), which the list's spec also keeps for the run
  /// time (ifEmpty()). These constructors and ifEmpty() are the only place
  /// that rule is written.
  static SizeSpec explicitList(ArrayRef<int64_t> sizes, SizeSpec ifEmpty);
  /// A list of `length` entries, none known statically: as explicitList.
  static SizeSpec listOfLength(int64_t length, SizeSpec ifEmpty);
  /// A list whose length is only known at run time, standing for `ifEmpty`
  /// when it is empty.
  static SizeSpec unknownList(SizeSpec ifEmpty);
  /// What the list stands for when it is empty, equal parts or chunks of 1;
  /// the spec itself when it is no list (a list of static length 0 became
  /// what it stands for).
  SizeSpec ifEmpty() const;

  bool isExplicit() const { return kind == Kind::Explicit; }
  /// Explicit: entry `index`, kDynamic if not known statically.
  int64_t entry(int64_t index) const {
    return sizes.empty() ? ShapedType::kDynamic : sizes[index];
  }
};

//===----------------------------------------------------------------------===//
// The layout of a split
//===----------------------------------------------------------------------===//

/// §1.5, §3: the shape of a part of an input of `shape` (a Split result, a
/// SplitToSequence element): the input's, with `size` along `axis`, or
/// without the axis when the part loses it (`dropAxis`: SplitToSequence's
/// keepdims = 0). `Size` is int64_t (kDynamic where unknown) or
/// OpFoldResult. The sizes along the axis and where each part starts come
/// from SizeRules::partSizes and SizeRules::partOffsets.
template <typename Size>
SmallVector<Size> partShape(ArrayRef<Size> shape, int64_t axis, Size size,
                            bool dropAxis = false) {
  SmallVector<Size> part(shape);
  if (dropAxis)
    part.erase(part.begin() + axis);
  else
    part[axis] = size;
  return part;
}

/// Where a part that starts at `offset` along `axis` starts in each of the
/// `rank` dimensions of its input: at `zero` but along the axis.
template <typename Size>
SmallVector<Size> partStart(int64_t rank, int64_t axis, Size offset,
                            Size zero) {
  SmallVector<Size> start(rank, zero);
  start[axis] = offset;
  return start;
}

/// Limits (docs/Testing.md, test/Integration/limits/int64-max.mlir): whether
/// a static `shape` has more than 2^63 - 1 elements, so that no buffer of it
/// exists and the linearised offsets of its parts overflow 64 bits. Dynamic
/// sizes count as 1; a static 0 makes the shape empty, and addressable. The
/// split lowering and the split ops' bufferization both refuse such an input
/// (message::unaddressableInput).
bool exceedsAddressableElements(ArrayRef<int64_t> shape);

//===----------------------------------------------------------------------===//
// Messages
//===----------------------------------------------------------------------===//

/// Message templates. `{N}` stands for value N (an integer), `{{` for `{`.
/// `list` is the split list as formatSizes prints it, or empty where it is
/// not known (at run time).
namespace message {
std::string sizesSum(int64_t axis, StringRef list);
std::string sizesOverflow(StringRef list);
std::string negativeSize(StringRef list);
std::string listLength(int64_t numResults, StringRef list);
std::string notDivisible(int64_t axis, int64_t numParts);
std::string lastPartEmpty(int64_t axis, int64_t numOutputs);
std::string nonPositiveChunk();
std::string notASize();
std::string positionOutOfRange();
/// {0}: the scalar split; {1}: the size of dimension `axis`.
std::string droppedAxisChunk(int64_t axis);
/// {0}: the position; {1}: the length of the sequence it inserts into.
std::string insertPositionOutOfRange();
/// {0}: the number of elements of a 1-D position tensor (§4, Positions of
/// one element).
std::string positionNotOneElement();
/// {0}: the element index; {1}: its size in dimension `dim` (of the element,
/// `isStack`: every dimension must match) where element 0 has {2}.
std::string concatElementSize(int64_t dim, bool isStack);
/// A concatenation of an empty sequence (§4).
std::string concatOfEmptySequence();
/// {0}: the size of dimension `dim` of a concatenation, where its result type
/// `type` has `expected` (§4, run time).
std::string concatResultSize(int64_t dim, Type type, int64_t expected);
/// {0}: the run-time size of dimension `dim` of `source`, which a cast to
/// `result` promises to be `expected` (§5, last row: sizes a type promises).
std::string castSize(StringRef opName, Type source, Type result, int64_t dim,
                     int64_t expected);
/// {0}: the run-time rank of `source`, cast to the ranked `result`.
std::string castRank(StringRef opName, Type source, Type result);
/// {0}: the run-time size of dimension `dim` of `sliced` (the source of an
/// extract_slice or subview, the destination of an insert_slice); {1}, {2},
/// {3}: the slice's offset, size and stride there, which leave it.
std::string sliceBounds(StringRef opName, Type sliced, int64_t dim);
std::string resultSize(unsigned index, Type type, int64_t dim, bool isAxis);
/// {0}: the size that the sequence elements have in dimension `dim` (every
/// chunk's along the axis, `isAxis`, else the input's), which the sequence
/// element type `type` contradicts (compile time).
std::string sequenceElementTypeSize(Type type, int64_t dim, bool isAxis);
/// {0}: the element index; {1}: its size in dimension `dim`, where
/// `declared` (the sequence_at result type, `isResultType`, or else the
/// sequence element type) requires `expected`.
std::string elementSize(int64_t dim, Type declared, bool isResultType,
                        int64_t expected);
// Compile-time only (no placeholders): rules of the op's form.
std::string axisOutOfRange(int64_t axis, int64_t rank);
std::string noResults();
std::string numOutputsNotPositive(int64_t numOutputs);
std::string numOutputsMismatch(int64_t numOutputs, int64_t numResults);
std::string scalarSplitInSplit();
std::string sequenceWithoutList();
/// `what` ("operand #1", "the tensor") of type `type` does not conform to the
/// sequence element type `elementType` (§4); `reason` says how.
std::string notConforming(StringRef what, Type type, Type elementType,
                          StringRef reason);
std::string concatAxisOutOfRange(int64_t axis, int64_t newAxis,
                                 int64_t elementRank);
// Compile-time only, and not templates (they may print `{`): the form of an
// op's types and attributes.
std::string inputRank(Type inputType);
/// An input type for which exceedsAddressableElements holds.
std::string unaddressableInput(Type inputType);
/// `what` ("result #1", "sequence element") of a part has another element
/// type or rank than the input.
std::string partElementType(StringRef what, Type elementType,
                            Type inputElementType);
std::string partRank(StringRef what, int64_t rank, int64_t inputRank);
/// Split-1: sizes both as an attribute and as an operand; a size operand of
/// type `splitType` that is not a 1-D tensor of `inputElementType`.
std::string splitAttributeAndOperand(Attribute split);
std::string splitOperandType(Type inputElementType, Type splitType);
/// Split-18: sizes and num_outputs both given.
std::string splitAndNumOutputs(int64_t numOutputs);
/// §3 keepdims = 0: the sequence element type `elementType` is not
/// `expected`, the input without dimension `axis`.
std::string droppedAxisElementType(Type elementType, Type expected,
                                   int64_t axis);
/// §3: a static chunk of an explicit list that contradicts the sequence
/// element type's size `elementSize` along `axis`.
std::string chunkElementSize(Type elementType, int64_t elementSize,
                             int64_t axis, int64_t index, int64_t size,
                             StringRef chunks);
/// split.split_to_sequence's form: the static chunk and the chunk operand,
/// a size list with chunks other than 1, drop_axis with a size list.
std::string staticChunkMarker(int64_t staticChunk);
std::string listNeedsUnitChunk(int64_t staticChunk);
std::string dropAxisWithList();
/// §4: a sequence_at result type incompatible with the element type; a
/// sequence_construct without tensors; a concat_from_sequence result type
/// incompatible with `expected`, what elements of `elementType` concatenate
/// to along `axis` (a new one with `newAxis`).
std::string sequenceAtResultType(Type resultType, Type elementType);
std::string constructWithoutTensors();
std::string concatResultType(Type resultType, Type expected, Type elementType,
                             int64_t axis, bool newAxis);
/// split.check: placeholder `{digits}` names no one of its `numValues`.
std::string unnamedPlaceholder(StringRef digits, size_t numValues);
/// Appended to a message about constants that break a run-time rule.
inline constexpr StringLiteral kFailsIfExecuted =
    "; the op fails if it executes";
} // namespace message

/// Substitutes `values` for the placeholders of `format` (an unknown or
/// missing value prints as `?`).
std::string formatMessage(StringRef format,
                          ArrayRef<std::optional<int64_t>> values);

/// Formats sizes as "[1, ?, 2]" for diagnostics.
std::string formatSizes(ArrayRef<int64_t> sizes);

//===----------------------------------------------------------------------===//
// Static evaluation of the rules
//===----------------------------------------------------------------------===//

/// The arithmetic domain of SizeRules.h for values known at compile time. A
/// rule whose values are known and false fails: with an `emitError`
/// callback, the first such rule is reported through it (verifiers); without
/// one, the evaluation is a silent query (folders).
class StaticArith {
public:
  using Value = std::optional<int64_t>;
  using Bool = std::optional<bool>;

  explicit StaticArith(EmitErrorFn emitError = nullptr)
      : emitError(emitError) {}

  Value constant(int64_t value) const { return value; }
  /// `value` as a static size: ShapedType::kDynamic when it is not known.
  static int64_t toSize(Value value) {
    return value.value_or(ShapedType::kDynamic);
  }
  /// Two's-complement arithmetic, as at run time: the rules detect overflow
  /// themselves.
  Value add(Value lhs, Value rhs) const;
  Value sub(Value lhs, Value rhs) const;
  Value mul(Value lhs, Value rhs) const;
  /// Unsigned divisions and remainder of non-negative values.
  Value divUI(Value lhs, Value rhs) const;
  Value ceilDivUI(Value lhs, Value rhs) const;
  Value remUI(Value lhs, Value rhs) const;
  Value minUI(Value lhs, Value rhs) const;
  Bool eq(Value lhs, Value rhs) const;
  Bool sge(Value lhs, Value rhs) const;
  Bool slt(Value lhs, Value rhs) const;
  Bool both(Bool lhs, Bool rhs) const;
  Bool either(Bool lhs, Bool rhs) const;
  Value select(Bool condition, Value whenTrue, Value whenFalse) const;
  /// Floats (floatSizeRule), in the semantics of the value they go with.
  using Float = llvm::APFloat;
  using Integer = int64_t;
  Float floatConstant(const Float &like, double value) const;
  Bool oge(const Float &lhs, const Float &rhs) const;
  Bool olt(const Float &lhs, const Float &rhs) const;
  Bool oeq(const Float &lhs, const Float &rhs) const;
  Float selectFloat(Bool condition, const Float &whenTrue,
                    const Float &whenFalse) const;
  Integer truncate(const Float &value) const;
  Float toFloat(Integer value, const Float &like) const;
  /// How the split list appears in messages.
  std::string describeList(ArrayRef<Value> sizes) const;
  /// Records the rule; fails (and reports once) when `condition` is false.
  void check(Bool condition, StringRef format, ArrayRef<Value> values);

  bool hasFailed() const { return failed; }
  /// Whether every check so far was decided, and true.
  bool isProven() const { return !failed && !undecided; }

private:
  EmitErrorFn emitError;
  bool failed = false;
  bool undecided = false;
};

//===----------------------------------------------------------------------===//
// Rules on statically known sizes
//===----------------------------------------------------------------------===//

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
/// the first violation that is known statically. `proven`, if given, is set
/// to whether every rule is known to hold.
FailureOr<SmallVector<int64_t>> inferSplitSizes(const SizeSpec &spec,
                                                int64_t dimSize, int64_t axis,
                                                int64_t numResults,
                                                EmitErrorFn emitError,
                                                bool *proven = nullptr);

/// What is statically known of the chunks of a SplitToSequence (§3), in
/// O(1) space whatever the number of chunks.
struct ChunkLayout {
  /// The number of chunks, kDynamic if unknown.
  int64_t count = ShapedType::kDynamic;
  /// Explicit lists: the sizes (as many as `count`). Otherwise empty.
  SmallVector<int64_t> listed;
  /// Chunks of `chunk` (kDynamic if unknown), the last one `last`.
  int64_t chunk = ShapedType::kDynamic;
  int64_t last = ShapedType::kDynamic;
  /// Chunks: the size of the dimension (kDynamic if unknown).
  int64_t dim = ShapedType::kDynamic;
  /// A size every chunk is known to have, or kDynamic.
  int64_t commonSize = ShapedType::kDynamic;

  /// The size and offset of chunk `index` in [0, count), where known.
  int64_t sizeOf(int64_t index) const;
  int64_t offsetOf(int64_t index) const;
  /// Whether the number of chunks and every size are known.
  bool isStatic() const;
};

/// The chunks of a SplitToSequence of an input of shape `inputShape` along
/// `axis`; emits an error for the first violation that is known statically.
/// `proven`, if given, is set to whether every rule is known to hold.
FailureOr<ChunkLayout> inferSequenceChunks(const SizeSpec &spec,
                                           ArrayRef<int64_t> inputShape,
                                           int64_t axis, EmitErrorFn emitError,
                                           bool *proven = nullptr);

/// §3: whether `chunk`, a scalar split known statically, is a valid chunk
/// size (>= 1).
bool isValidChunk(int64_t chunk);

/// Whether SplitToSequence elements lose the split axis (§3 keepdims): with
/// keepdims == 0 and a split operand of type `splitType` that is absent
/// (null), 0-D, or 1-D of static length 0 (which means absent). Decided by
/// types alone, so that the element rank never depends on a value.
bool sequenceDropsAxis(Type splitType, int64_t keepdims);

/// The element index of `position` in a sequence of `length` elements (§4),
/// or std::nullopt when it is out of range.
std::optional<int64_t> sequenceIndex(int64_t position, int64_t length);

/// The index before which SequenceInsert at `position` inserts into a
/// sequence of `length` elements (§4: [-length, length]), or std::nullopt
/// when it is out of range.
std::optional<int64_t> sequenceInsertIndex(int64_t position, int64_t length);

/// §4: why a tensor of type `type` does not conform to the sequence element
/// type `elementType` (the same element type and rank; every static
/// dimension of `elementType` static and equal), or std::nullopt when it
/// conforms.
std::optional<std::string> whyNotConforming(RankedTensorType type,
                                            RankedTensorType elementType);

/// §4 ConcatFromSequence: the result axis for `axis` over elements of rank
/// `elementRank` ([-r, r-1], or [-r-1, r] with `newAxis`), or failure.
FailureOr<int64_t> concatResultAxis(int64_t axis, bool newAxis,
                                    int64_t elementRank);

/// §4 ConcatFromSequence: the most static result type its element type
/// decides, the element shape with the result axis `resultAxis` (new with
/// `newAxis`) of run-time size.
RankedTensorType concatResultType(RankedTensorType elementType,
                                  int64_t resultAxis, bool newAxis);

/// Whether a size known along the axis contradicts the size a result or
/// sequence element type declares there (§5; either may be dynamic): such a
/// size fails at run time, and must not become a static size of the op.
bool contradictsDeclaredSize(int64_t size, int64_t declared);

} // namespace mlir::split

#endif // SPLIT_DIALECT_SPLIT_UTILS_SEMANTICS_H
