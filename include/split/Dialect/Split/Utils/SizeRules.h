//===- SizeRules.h - the size rules of docs/Semantics.md, once ------*- C++
//-*-===//
//
// Each rule of docs/Semantics.md that computes or checks sizes, chunk
// boundaries or sequence positions is written here once, over an arithmetic
// domain:
//
//  - `StaticArith` (Semantics.h) evaluates a rule on values known at compile
//    time: verifiers report its failures, folders ask whether it holds;
//  - `IRArith` (IRArith.h, beside this file) builds the
//    rule as arith IR with a `split.check` per condition, folding what is
//    constant, for the normalize pass and the lowering.
//
// A domain provides `Value`, `Bool`, constant/add/sub/mul/divUI/ceilDivUI/
// remUI, eq/sge/slt, both/either, describeList and check(condition,
// messageTemplate, values), which isSizeArith below states for the compiler;
// the rules that also use minUI and select (chunk boundaries, sequence
// positions) and floatSizeRule (the one rule on floats, with the float
// operations it lists) need those too.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_SPLIT_UTILS_SIZERULES_H
#define SPLIT_DIALECT_SPLIT_UTILS_SIZERULES_H

#include "split/Dialect/Split/Utils/Semantics.h"

namespace mlir::split {

/// The contract of an arithmetic domain, checked where SizeRules is
/// instantiated: the operations every rule of a Split uses, with their
/// result types (a domain takes its arguments by value or by const
/// reference, as it likes).
template <typename Arith, typename Value = typename Arith::Value,
          typename Bool = typename Arith::Bool>
auto sizeArithContract(const Arith &a, Arith &checker, Value v, Bool c)
    -> decltype(Value(a.constant(int64_t())), Value(a.add(v, v)),
                Value(a.sub(v, v)), Value(a.mul(v, v)), Value(a.divUI(v, v)),
                Value(a.ceilDivUI(v, v)), Value(a.remUI(v, v)),
                Bool(a.eq(v, v)), Bool(a.sge(v, v)), Bool(a.slt(v, v)),
                Bool(a.both(c, c)), Bool(a.either(c, c)),
                std::string(a.describeList(ArrayRef<Value>())),
                checker.check(c, StringRef(), ArrayRef<Value>()),
                std::true_type());
template <typename Arith> std::false_type sizeArithContract(...);
template <typename Arith>
inline constexpr bool isSizeArith = decltype(sizeArithContract<Arith>(
    std::declval<const Arith &>(), std::declval<Arith &>(),
    std::declval<typename Arith::Value>(),
    std::declval<typename Arith::Bool>()))::value;

template <typename Arith> class SizeRules {
  static_assert(isSizeArith<Arith>,
                "not an arithmetic domain of the size rules (isSizeArith)");

public:
  using Value = typename Arith::Value;

  SizeRules(Arith &arith, int64_t axis) : a(arith), axis(axis) {}

  /// The messages of the entry rules for a list described as `list`, built
  /// once per list.
  struct EntryMessages {
    explicit EntryMessages(StringRef list)
        : negative(message::negativeSize(list)),
          overflow(message::sizesOverflow(list)) {}
    std::string negative, overflow;
  };

  /// §1.7, §1.8, §2.1: adds entry `index` of a split list to the running
  /// `sum`, checking that it is >= 0 and that the sum does not overflow
  /// (which the first entry cannot).
  Value addEntry(Value sum, Value size, Value index,
                 const EntryMessages &messages, bool isFirst = false) {
    Value zero = a.constant(0);
    a.check(a.sge(size, zero), messages.negative, {size, index});
    if (isFirst)
      return size;
    Value next = a.add(sum, size);
    // Entries are >= 0, so a sum that turns negative has wrapped around.
    a.check(a.sge(next, zero), messages.overflow, {});
    return next;
  }

  /// §2.1 and §3 (1-D split): the sum of a split list must be `dim`.
  void checkSum(Value sum, Value dim, StringRef list) {
    a.check(a.eq(sum, dim), message::sizesSum(axis, list), {sum, dim});
  }

  /// §2.1: the sizes of an explicit list, each >= 0, summing to `dim`.
  SmallVector<Value> explicitSizes(ArrayRef<Value> sizes, Value dim) {
    std::string list = a.describeList(sizes);
    EntryMessages messages(list);
    Value sum = a.constant(0);
    for (auto [index, size] : llvm::enumerate(sizes))
      sum = addEntry(sum, size, a.constant(index), messages, index == 0);
    checkSum(sum, dim, list);
    return SmallVector<Value>(sizes);
  }

  /// §2.1 "empty list = absent", §3 (1-D split with 0 entries): whether a
  /// list of `length` entries stands for no list at all. (SizeSpec applies
  /// the same rule to lists of statically known length.)
  auto listIsAbsent(Value length) { return a.eq(length, a.constant(0)); }

  /// §2.1: a list of `length` entries for `numResults` results; an empty list
  /// is absent (that case is decided by the caller, see SizeSpec).
  void checkListLength(Value length, int64_t numResults, StringRef list) {
    a.check(
        a.either(listIsAbsent(length), a.eq(length, a.constant(numResults))),
        message::listLength(numResults, list), {length});
  }

  /// §2.2: `numParts` parts of dim / numParts; numParts must divide dim.
  SmallVector<Value> equalParts(Value dim, int64_t numParts) {
    Value parts = a.constant(numParts);
    a.check(a.eq(a.remUI(dim, parts), a.constant(0)),
            message::notDivisible(axis, numParts), {dim});
    return SmallVector<Value>(numParts, a.divUI(dim, parts));
  }

  /// §2.3: numParts - 1 parts of ceil(dim / numParts), the last one >= 1.
  SmallVector<Value> ceilParts(Value dim, int64_t numParts) {
    Value part = a.ceilDivUI(dim, a.constant(numParts));
    Value last = a.sub(dim, a.mul(part, a.constant(numParts - 1)));
    a.check(a.sge(last, a.constant(1)), message::lastPartEmpty(axis, numParts),
            {dim, part, last});
    SmallVector<Value> sizes(numParts, part);
    sizes.back() = last;
    return sizes;
  }

  /// §2: the size along the axis of each of `numResults` parts of `dim`, by
  /// the rule `spec` names: the one place that maps a SizeSpec::Kind of a
  /// Split to its rule. An explicit list has `numResults` entries,
  /// `entry(i)` each (the caller decides a list of another length, or of a
  /// length not known, before: at compile time an error or unknown sizes,
  /// at run time a branch). A scalar split (Chunks) is no Split's.
  SmallVector<Value> partSizes(const SizeSpec &spec, Value dim,
                               int64_t numResults,
                               llvm::function_ref<Value(int64_t)> entry) {
    switch (spec.kind) {
    case SizeSpec::Kind::EqualParts:
      return equalParts(dim, numResults);
    case SizeSpec::Kind::CeilParts:
      return ceilParts(dim, numResults);
    case SizeSpec::Kind::Explicit: {
      SmallVector<Value> entries;
      entries.reserve(numResults);
      for (int64_t index = 0; index < numResults; ++index)
        entries.push_back(entry(index));
      return explicitSizes(entries, dim);
    }
    case SizeSpec::Kind::Chunks:
      break;
    }
    llvm_unreachable("a Split has no scalar split");
  }

  /// §2: where each part of `sizes` starts along the axis: 0, then the sum
  /// of the sizes before it (explicitSizes checks that these sums do not
  /// overflow; the sizes of the other rules are at most the dimension).
  SmallVector<Value> partOffsets(ArrayRef<Value> sizes) {
    SmallVector<Value> offsets;
    offsets.reserve(sizes.size());
    Value offset = a.constant(0);
    for (auto [index, size] : llvm::enumerate(sizes)) {
      offsets.push_back(offset);
      if (index + 1 < sizes.size())
        offset = a.add(offset, size);
    }
    return offsets;
  }

  /// §3 scalar split: the chunk must be >= 1.
  Value positiveChunk(Value chunk) {
    a.check(a.sge(chunk, a.constant(1)), message::nonPositiveChunk(), {chunk});
    return chunk;
  }

  /// §3 keepdims = 0 with a scalar split: dropping the axis needs every
  /// chunk to have size 1 along it (a chunk of 1, or `dim` <= 1), unless the
  /// input has no elements (one of `otherDims`, its sizes but the axis's, is
  /// 0), which any chunk >= 1 leaves without elements too.
  void droppedAxisChunk(Value chunk, Value dim, ArrayRef<Value> otherDims) {
    Value zero = a.constant(0);
    auto noElements = a.eq(dim, zero);
    for (Value size : otherDims)
      noElements = a.either(noElements, a.eq(size, zero));
    auto unitChunks = a.slt(a.minUI(chunk, dim), a.constant(2));
    a.check(a.either(unitChunks, noElements), message::droppedAxisChunk(axis),
            {chunk, dim});
  }

  /// §3: the number of chunks of `chunk` (>= 1) in `dim`, the last smaller.
  Value chunkCount(Value dim, Value chunk) { return a.ceilDivUI(dim, chunk); }

  /// §3: where chunk `index` in [0, count] of chunks of `chunk` starts (the
  /// end of the last chunk for index == count).
  Value chunkBoundary(Value index, Value chunk, Value dim) {
    return a.minUI(a.mul(index, chunk), dim);
  }

  /// §4: the element index of `position` in a sequence of `length`
  /// elements, after checking it is in [-length, length-1]; negative
  /// positions count from the back.
  Value sequenceIndex(Value position, Value length) {
    Value zero = a.constant(0);
    // 0 < length follows from the range but is spelled out: an empty
    // sequence (a length known to be 0) fails whatever the position, which
    // the range alone cannot show for a run-time position. (A slice of its
    // empty input would otherwise be built out of bounds.)
    a.check(
        a.both(a.slt(zero, length), a.both(a.sge(position, a.sub(zero, length)),
                                           a.slt(position, length))),
        message::positionOutOfRange(), {position, length});
    return a.select(a.slt(position, zero), a.add(position, length), position);
  }

  /// §4 SequenceInsert: the index before which `position` in
  /// [-length, length] inserts into a sequence of `length` elements.
  Value insertIndex(Value position, Value length) {
    Value zero = a.constant(0);
    a.check(a.both(a.sge(position, a.sub(zero, length)),
                   a.slt(position, a.add(length, a.constant(1)))),
            message::insertPositionOutOfRange(), {position, length});
    return a.select(a.slt(position, zero), a.add(position, length), position);
  }

private:
  Arith &a;
  int64_t axis;
};

/// §2.4: a Split-1 float split value is a size when it is an integer in
/// [0, 2^63) (so neither NaN nor infinite). Over a domain that also provides
/// `Float`, `Integer` (an i64), floatConstant(like, value), oge/olt/oeq,
/// selectFloat, truncate (to an i64; only ever given values in range) and
/// toFloat(integer, like). Returns whether `value` is a size, and its
/// truncation, which is the size when it is one.
template <typename Arith>
std::pair<typename Arith::Bool, typename Arith::Integer>
floatSizeRule(Arith &a, const typename Arith::Float &value) {
  // The range first (false for NaN and infinities), so that the conversion
  // never sees a value it cannot represent. 2^63 rounds to +inf in f16,
  // whose finite values all pass.
  auto zero = a.floatConstant(value, 0.0);
  auto limit = a.floatConstant(value, 0x1p63);
  auto notNegative = a.oge(value, zero);
  auto belowLimit = a.olt(value, limit);
  auto inRange = a.both(notNegative, belowLimit);
  auto integer = a.truncate(a.selectFloat(inRange, value, zero));
  auto integral = a.oeq(a.toFloat(integer, value), value);
  return {a.both(inRange, integral), integer};
}

} // namespace mlir::split

#endif // SPLIT_DIALECT_SPLIT_UTILS_SIZERULES_H
