//===- SizeBuilder.h - the size rules as run-time IR ------------*- C++ -*-===//
//
// Builds the rules of SizeRules.h as run-time IR for one op: sizes as
// `index` values (attributes where they fold), and a `split.check` for every
// rule that does not fold to true, its message naming the op. A rule that
// folds to false (constant operands that break it) is also reported as a
// compile-time warning with the same words, and the op is then known to
// fail if it executes. Also the parts that need control flow: lists whose
// length is only known at run time (scf.if, scf.for) and Split-1's float
// entries.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_SPLIT_TRANSFORMS_SIZEBUILDER_H
#define SPLIT_DIALECT_SPLIT_TRANSFORMS_SIZEBUILDER_H

#include "split/Dialect/Split/IR/SplitInterfaces.h"
#include "split/Dialect/Split/Utils/IRArith.h"
#include "split/Dialect/Split/Utils/SizeRules.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"

namespace mlir::split {

class SizeBuilder {
public:
  /// `opName` prefixes every run-time message ("split.split_v13: ...").
  SizeBuilder(OpBuilder &builder, Location loc, StringRef opName, int64_t axis);
  SizeBuilder(const SizeBuilder &) = delete;

  /// §2: the size of every result of a Split whose sizes come from `spec`,
  /// read at run time from `operands` where `spec` does not know them.
  SmallVector<OpFoldResult> splitSizes(const SizeSpec &spec,
                                       const SizeOperands &operands,
                                       OpFoldResult dim, int64_t numResults);

  /// §2 and §1.6 for Split op `op` (a versioned op or split.split): the size
  /// of every result along the axis (of size `dim`), each rule of its version
  /// and every static dimension of its result types checked.
  SmallVector<OpFoldResult> checkedSplitSizes(SplitOpInterface op,
                                              OpFoldResult dim);

  /// §2.1: explicit sizes, each >= 0, summing to `dim`.
  SmallVector<OpFoldResult> explicitSizes(ArrayRef<OpFoldResult> sizes,
                                          OpFoldResult dim) {
    return rules.explicitSizes(sizes, dim);
  }

  /// §2: where each part of `sizes` starts along the axis.
  SmallVector<OpFoldResult> partOffsets(ArrayRef<OpFoldResult> sizes) {
    return rules.partOffsets(sizes);
  }

  /// §3 scalar split: the chunk, checked >= 1.
  OpFoldResult positiveChunk(OpFoldResult chunk);
  /// §3 keepdims = 0: chunks of `chunk` along the axis of `input` lose the
  /// axis, which needs each to have size 1 there (unless `input` has no
  /// elements).
  void checkDroppedAxisChunk(OpFoldResult chunk, Value input);
  /// §3 1-D split of run-time values: entries >= 0 summing to `dim`, unless
  /// the list is empty; `spec` has the entries where known statically.
  void checkSequenceList(Value list, const SizeSpec &spec, OpFoldResult dim);
  /// §3 1-D split: the boundaries of its chunks (a 1-D index tensor: 0 and
  /// the prefix sums of `list`, or those of chunks of 1 for an empty list),
  /// checked as checkSequenceList does.
  Value listBoundaries(Value list, const SizeSpec &spec, OpFoldResult dim);
  /// §3: the boundaries of chunks of `chunk` (>= 1) along `dim`, the last
  /// one smaller: a 1-D index tensor of count + 1 entries.
  Value chunkBoundaries(OpFoldResult dim, OpFoldResult chunk);

  /// §4: the element index for `position` (a 0-D i32/i64 tensor) in a
  /// sequence of `length` elements.
  Value sequenceIndex(Value position, OpFoldResult length);
  /// §4: the element index for `position` (an index) in a sequence of
  /// `length` elements.
  Value elementIndex(OpFoldResult position, OpFoldResult length);
  /// §4 SequenceInsert: the index before which `position` (a 0-D i32/i64
  /// tensor) inserts into a sequence of `length` elements.
  Value insertIndex(Value position, OpFoldResult length);
  /// §3: where chunk `index` of chunks of `chunk` along `dim` starts.
  OpFoldResult chunkBoundary(OpFoldResult index, OpFoldResult chunk,
                             OpFoldResult dim);
  /// §3: the number of chunks of `chunk` along `dim`.
  OpFoldResult chunkCount(OpFoldResult dim, OpFoldResult chunk);

  /// §1.6 for sequences at run time: every static dimension of the
  /// sequence_at result type, or else of the sequence element type, must
  /// match the element's `extents`.
  void checkElementShape(Value element, ArrayRef<OpFoldResult> extents,
                         RankedTensorType resultType,
                         RankedTensorType elementType);

  /// §1.6 at run time: every static dimension of result #`index`'s type must
  /// match the slice of `input` with `size` along the axis.
  void checkResultType(unsigned index, RankedTensorType type, Value input,
                       OpFoldResult size);

  /// Entry `index` of a 1-D list (i32/i64, or Split-1's floats, checked to
  /// be sizes) as an `index` value.
  Value readEntry(Value list, OpFoldResult index);

  /// Whether a rule folded to false: the op fails if it executes.
  bool isKnownToFail() const { return knownToFail; }

  /// A value of `type` for the results of an op that is known to fail
  /// before they exist: never read, and unlike a slice with the folded
  /// sizes, valid IR.
  Value unreachableValue(RankedTensorType type);
  /// The same for each of `types` (ranked tensor types).
  SmallVector<Value> unreachableValues(TypeRange types);

  Value index(OpFoldResult value) { return ir.materialize(value); }

  OpBuilder &b;
  Location loc;

private:
  /// A 1-D list whose length is only known at run time: an empty list
  /// stands for spec.ifEmpty(), otherwise it must have `numParts` entries
  /// (§2.1).
  SmallVector<OpFoldResult> listOrIfEmpty(const SizeSpec &spec, Value list,
                                          OpFoldResult dim, int64_t numParts);
  Value readFloatEntry(Value list, Value index);
  /// The value of a 0-D i32/i64 position tensor as an index.
  OpFoldResult readPosition(Value position);
  /// The entries of a list known statically, checked (§2.1) where they fold.
  void checkStaticEntries(Value list, const SizeSpec &spec, OpFoldResult dim);
  /// One loop over the `length` entries of `list`: their sum (result 0),
  /// each entry checked when `checkEntries`, and with `withBoundaries` the
  /// running sums as chunk boundaries (result 1, a tensor<?xindex>).
  scf::ForOp sumListEntries(Value list, Value length, bool checkEntries,
                            bool withBoundaries);
  /// The sum of a list must be `dim`, unless it is empty (`isEmpty`).
  void checkListSum(Value sum, OpFoldResult isEmpty, OpFoldResult dim);
  void emitCheck(Value condition, StringRef format, ValueRange values);

  std::string opName;
  int64_t axis;
  /// Where the op's own checks go (others are in branches).
  Block *opBlock;
  bool knownToFail = false;
  IRArith ir;
  SizeRules<IRArith> rules;
};

} // namespace mlir::split

#endif // SPLIT_DIALECT_SPLIT_TRANSFORMS_SIZEBUILDER_H
