//===- SizeBuilder.cpp - the size rules as run-time IR --------------------===//

#include "split/Dialect/Split/IR/SizeBuilder.h"

#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::split;

Value SizeBuilder::index(OpFoldResult value) {
  return getValueOrCreateConstantIndexOp(b, loc, value);
}

Value SizeBuilder::constant(int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

void SizeBuilder::check(Value condition, const Twine &message,
                        ValueRange values) {
  if (matchPattern(condition, m_One()))
    return;
  CheckOp::create(b, loc, condition, (opName + ": " + message).str(), values);
}

/// Folds `value` to an attribute when it is a constant.
static OpFoldResult fold(Value value) { return getAsOpFoldResult(value); }

SmallVector<OpFoldResult>
SizeBuilder::explicitSizes(ArrayRef<OpFoldResult> sizes, OpFoldResult dim) {
  Value zero = constant(0);
  Value sum = zero;
  // The entries are checked to be >= 0, so a running sum that turns negative
  // has wrapped around.
  Value noOverflow = b.createOrFold<arith::ConstantIntOp>(loc, 1, 1);
  for (auto [i, size] : llvm::enumerate(sizes)) {
    Value value = index(size);
    Value nonNegative = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::sge, value, zero);
    check(nonNegative, "split size {0} at index " + Twine(i) + " is negative",
          value);
    sum = b.createOrFold<arith::AddIOp>(loc, sum, value);
    if (i == 0)
      continue;
    noOverflow = b.createOrFold<arith::AndIOp>(
        loc, noOverflow,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sge, sum,
                                      zero));
  }
  check(noOverflow, "split sizes overflow a 64-bit sum");
  Value dimValue = index(dim);
  Value sumMatches = b.createOrFold<arith::CmpIOp>(
      loc, arith::CmpIPredicate::eq, sum, dimValue);
  check(sumMatches,
        "split sizes sum to {0} but dimension " + Twine(axis) +
            " of the input has size {1}",
        {sum, dimValue});
  return llvm::to_vector(sizes);
}

SmallVector<OpFoldResult> SizeBuilder::equalParts(OpFoldResult dim,
                                                  int64_t numParts) {
  Value dimValue = index(dim);
  Value parts = constant(numParts);
  Value remainder = b.createOrFold<arith::RemUIOp>(loc, dimValue, parts);
  Value divides = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                                remainder, constant(0));
  check(divides,
        "dimension " + Twine(axis) +
            " of the input has size {0}, which cannot be split into " +
            Twine(numParts) + " equal parts",
        dimValue);
  OpFoldResult part =
      fold(b.createOrFold<arith::DivUIOp>(loc, dimValue, parts));
  return SmallVector<OpFoldResult>(numParts, part);
}

SmallVector<OpFoldResult> SizeBuilder::ceilParts(OpFoldResult dim,
                                                 int64_t numParts) {
  Value dimValue = index(dim);
  Value part =
      b.createOrFold<arith::CeilDivUIOp>(loc, dimValue, constant(numParts));
  Value rest = b.createOrFold<arith::MulIOp>(loc, part, constant(numParts - 1));
  Value last = b.createOrFold<arith::SubIOp>(loc, dimValue, rest);
  Value lastPositive = b.createOrFold<arith::CmpIOp>(
      loc, arith::CmpIPredicate::sge, last, constant(1));
  check(lastPositive,
        "num_outputs " + Twine(numParts) + " cannot split dimension " +
            Twine(axis) +
            " of size {0}: the last part would have size {1}, "
            "which must be >= 1",
        {dimValue, last});
  SmallVector<OpFoldResult> sizes(numParts, fold(part));
  sizes.back() = fold(last);
  return sizes;
}

SmallVector<OpFoldResult> SizeBuilder::listOrEqualParts(Value list,
                                                        OpFoldResult dim,
                                                        int64_t numParts,
                                                        EntryReader readEntry) {
  Value length = tensor::DimOp::create(b, loc, list, 0);
  Value isEmpty = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                        length, constant(0));
  SmallVector<Type> types(numParts, b.getIndexType());
  auto ifOp = scf::IfOp::create(b, loc, types, isEmpty, /*withElse=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    SmallVector<OpFoldResult> parts = equalParts(dim, numParts);
    scf::YieldOp::create(b, loc,
                         getValueOrCreateConstantIndexOp(b, loc, parts));

    b.setInsertionPointToStart(ifOp.elseBlock());
    Value lengthMatches = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq, length, constant(numParts));
    check(lengthMatches,
          "split has {0} entries but the op has " + Twine(numParts) +
              " results",
          length);
    SmallVector<Value> entries;
    for (int64_t i = 0; i < numParts; ++i)
      entries.push_back(readEntry(*this, list, constant(i)));
    scf::YieldOp::create(b, loc, entries);
  }
  // The entries are checked after the branch so that equal parts, which are
  // valid by construction, need no further check.
  SmallVector<OpFoldResult> sizes =
      getAsOpFoldResult(ValueRange(ifOp.getResults()));
  return explicitSizes(sizes, dim);
}

Value SizeBuilder::sequenceIndex(Value position, Value length) {
  Value scalar = tensor::ExtractOp::create(b, loc, position);
  Value index = arith::IndexCastOp::create(b, loc, b.getIndexType(), scalar);
  Value zero = constant(0);
  Value inRange = arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, index,
                            arith::SubIOp::create(b, loc, zero, length)),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index, length));
  check(inRange, "position {0} is out of range for a sequence of length {1}",
        {index, length});
  Value isNegative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index, zero);
  return arith::SelectOp::create(
      b, loc, isNegative, arith::AddIOp::create(b, loc, index, length), index);
}

void SizeBuilder::checkElementShape(Value element,
                                    ArrayRef<OpFoldResult> extents,
                                    RankedTensorType resultType,
                                    RankedTensorType elementType) {
  std::string resultText, elementText;
  llvm::raw_string_ostream(resultText) << resultType;
  llvm::raw_string_ostream(elementText) << elementType;
  for (int64_t dim = 0, rank = resultType.getRank(); dim < rank; ++dim) {
    bool fromResult = !resultType.isDynamicDim(dim);
    int64_t expected =
        fromResult ? resultType.getDimSize(dim) : elementType.getDimSize(dim);
    if (ShapedType::isDynamic(expected) || getConstantIntValue(extents[dim]))
      continue;
    Value extent = this->index(extents[dim]);
    Value matches = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                                  extent, constant(expected));
    check(matches,
          "element {0} has size {1} in dimension " + Twine(dim) +
              (fromResult ? " but the result type " + resultText
                          : " but the sequence element type " + elementText) +
              " requires " + Twine(expected),
          {element, extent});
  }
}

void SizeBuilder::checkResultType(unsigned index, RankedTensorType type,
                                  Value input, OpFoldResult size) {
  auto inputType = llvm::cast<RankedTensorType>(input.getType());
  std::string typeText;
  llvm::raw_string_ostream(typeText) << type;
  for (int64_t dim = 0, rank = type.getRank(); dim < rank; ++dim) {
    // Static against static was the verifier's job.
    bool isKnown = dim == axis ? getConstantIntValue(size).has_value()
                               : !inputType.isDynamicDim(dim);
    if (type.isDynamicDim(dim) || isKnown)
      continue;
    Value actual = dim == axis ? this->index(size)
                               : tensor::DimOp::create(b, loc, input, dim);
    Value matches = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::eq, actual, constant(type.getDimSize(dim)));
    check(matches,
          "result #" + Twine(index) + " has size {0} in dimension " +
              Twine(dim) + " but its type " + typeText + " requires " +
              Twine(type.getDimSize(dim)),
          actual);
  }
}

OpFoldResult SizeBuilder::positiveChunk(OpFoldResult chunk) {
  Value value = index(chunk);
  Value positive = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sge,
                                                 value, constant(1));
  check(positive, "scalar split {0} must be >= 1", value);
  return fold(value);
}

void SizeBuilder::checkSequenceList(Value list, OpFoldResult dim) {
  Value length = tensor::DimOp::create(b, loc, list, 0);
  auto loop = scf::ForOp::create(
      b, loc, constant(0), length, constant(1), ValueRange{constant(0)},
      [&](OpBuilder &nested, Location nestedLoc, Value i, ValueRange sums) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToEnd(nested.getInsertionBlock());
        Value size = readIntegerEntry(*this, list, i);
        Value nonNegative = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::sge, size, constant(0));
        check(nonNegative, "split size {0} at index {1} is negative",
              {size, i});
        Value sum = arith::AddIOp::create(b, loc, sums.front(), size);
        Value noOverflow = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::sge, sum, constant(0));
        check(noOverflow, "split sizes overflow a 64-bit sum at index {0}", i);
        scf::YieldOp::create(b, loc, sum);
      });
  Value sum = loop.getResult(0);
  Value dimValue = index(dim);
  Value isEmpty = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                        length, constant(0));
  Value sumMatches =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, sum, dimValue);
  Value valid = b.createOrFold<arith::OrIOp>(loc, isEmpty, sumMatches);
  check(valid,
        "split sizes sum to {0} but dimension " + Twine(axis) +
            " of the input has size {1}",
        {sum, dimValue});
}

Value SizeBuilder::readIntegerEntry(SizeBuilder &sizes, Value list,
                                    Value index) {
  OpBuilder &b = sizes.b;
  Value entry = tensor::ExtractOp::create(b, sizes.loc, list, index);
  return arith::IndexCastOp::create(b, sizes.loc, b.getIndexType(), entry);
}

Value SizeBuilder::readFloatEntry(SizeBuilder &sizes, Value list, Value index) {
  OpBuilder &b = sizes.b;
  Location loc = sizes.loc;
  Value entry = tensor::ExtractOp::create(b, loc, list, index);
  auto floatType = llvm::cast<FloatType>(entry.getType());
  // Range first (false for NaN and infinities), so that the conversion below
  // never sees a value it cannot represent: [0, 2^63), as at compile time
  // (floatToSize). 2^63 rounds to +inf in f16, whose finite values all pass.
  llvm::APFloat limitValue(0x1p63);
  bool losesInfo = false;
  limitValue.convert(floatType.getFloatSemantics(),
                     llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  Value zero = arith::ConstantOp::create(b, loc, b.getFloatAttr(floatType, 0));
  Value limit =
      arith::ConstantOp::create(b, loc, b.getFloatAttr(floatType, limitValue));
  Value inRange = arith::AndIOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, entry, zero),
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, entry, limit));
  Value safe = arith::SelectOp::create(b, loc, inRange, entry, zero);
  Value integer = arith::FPToSIOp::create(b, loc, b.getI64Type(), safe);
  Value back = arith::SIToFPOp::create(b, loc, floatType, integer);
  Value integral =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, back, entry);
  Value valid = arith::AndIOp::create(b, loc, inRange, integral);
  Value position = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
  sizes.check(valid, "split value at index {0} is not a non-negative integer",
              position);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), integer);
}
