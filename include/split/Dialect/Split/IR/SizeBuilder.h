//===- SizeBuilder.h - the size rules as run-time IR ------------*- C++ -*-===//
//
// The counterpart of Semantics.h for values only known at run time: builds
// the arith/tensor/scf IR that computes the sizes along the split axis, and a
// split.check for every rule that the verifier could not decide. Static
// values fold as the IR is built, so fully static input yields attributes and
// no checks.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SIZEBUILDER_H
#define SPLIT_DIALECT_SPLIT_IR_SIZEBUILDER_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/Twine.h"

namespace mlir::split {

class SizeBuilder {
public:
  /// `opName` prefixes every run-time message ("split.split_v13: ...").
  SizeBuilder(OpBuilder &builder, Location loc, StringRef opName, int64_t axis)
      : b(builder), loc(loc), opName(opName), axis(axis) {}

  /// Reads entry `index` of a 1-D list operand as an `index` value, checking
  /// whatever the entry type needs (e.g. Split-1 floats).
  using EntryReader =
      function_ref<Value(SizeBuilder &, Value list, Value index)>;

  /// §2.1: the given sizes, each >= 0, summing to `dim`.
  SmallVector<OpFoldResult> explicitSizes(ArrayRef<OpFoldResult> sizes,
                                          OpFoldResult dim);
  /// §2.2: `numParts` parts of dim / numParts; numParts must divide dim.
  SmallVector<OpFoldResult> equalParts(OpFoldResult dim, int64_t numParts);
  /// §2.3: parts of ceil(dim / numParts), the last one >= 1.
  SmallVector<OpFoldResult> ceilParts(OpFoldResult dim, int64_t numParts);
  /// A 1-D list whose length is only known at run time: an empty list means
  /// equal parts, otherwise it must have `numParts` entries (§2.1).
  SmallVector<OpFoldResult> listOrEqualParts(Value list, OpFoldResult dim,
                                             int64_t numParts,
                                             EntryReader readEntry);
  /// §3 scalar split: the chunk must be >= 1.
  OpFoldResult positiveChunk(OpFoldResult chunk);
  /// §3 1-D split of run-time values: entries >= 0 summing to `dim`, unless
  /// the list is empty.
  void checkSequenceList(Value list, OpFoldResult dim);

  /// §4: the element index for `position` (a 0-D i32/i64 tensor) in a
  /// sequence of `length` elements, after checking it is in [-length,
  /// length-1]; negative positions count from the back.
  Value sequenceIndex(Value position, Value length);

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

  /// Entry readers for i64 lists and for Split-1's float lists.
  static Value readIntegerEntry(SizeBuilder &sizes, Value list, Value index);
  static Value readFloatEntry(SizeBuilder &sizes, Value list, Value index);

  /// Emits `split.check %condition, "<opName>: <message>"(values)` unless the
  /// condition folded to true.
  void check(Value condition, const Twine &message, ValueRange values = {});

  Value index(OpFoldResult value);
  Value constant(int64_t value);
  int64_t getAxis() const { return axis; }

  OpBuilder &b;
  Location loc;

private:
  StringRef opName;
  int64_t axis;
};

} // namespace mlir::split

#endif // SPLIT_DIALECT_SPLIT_IR_SIZEBUILDER_H
