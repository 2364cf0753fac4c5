//===- IRArith.cpp - the size rules' arithmetic as IR ---------------------===//

#include "split/Dialect/Split/Utils/IRArith.h"
#include "split/Dialect/Split/Utils/Semantics.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/ShapedOpInterfaces.h"

using namespace mlir;
using namespace mlir::split;

using Size = IRArith::Value;
using Cond = IRArith::Bool;

mlir::Value IRArith::materialize(OpFoldResult value) const {
  if (auto attr = llvm::dyn_cast_if_present<Attribute>(value)) {
    auto integer = llvm::cast<IntegerAttr>(attr);
    if (integer.getType().isInteger(1))
      return arith::ConstantIntOp::create(b, loc, integer.getValue().isOne(),
                                          1);
  }
  return getValueOrCreateConstantIndexOp(b, loc, value);
}

Size IRArith::constant(int64_t value) const { return b.getIndexAttr(value); }

/// The value of a constant operand, as StaticArith sees it.
static StaticArith::Value known(OpFoldResult value) {
  return getConstantIntValue(value);
}

/// Folds in C++ when every operand is constant (so that static rules build
/// no IR at all), otherwise builds `OpTy` with createOrFold.
template <typename OpTy>
static Size build(const IRArith &ir, Size lhs, Size rhs,
                  StaticArith::Value (StaticArith::*fold)(StaticArith::Value,
                                                          StaticArith::Value)
                      const) {
  if (StaticArith::Value folded = (StaticArith().*fold)(known(lhs), known(rhs)))
    return ir.b.getIndexAttr(*folded);
  return getAsOpFoldResult(ir.b.createOrFold<OpTy>(ir.loc, ir.materialize(lhs),
                                                   ir.materialize(rhs)));
}

static Cond fromBool(const IRArith &ir, StaticArith::Bool value) {
  return ir.b.getIntegerAttr(ir.b.getI1Type(), *value);
}

static Cond compare(const IRArith &ir, arith::CmpIPredicate pred, Size lhs,
                    Size rhs,
                    StaticArith::Bool (StaticArith::*fold)(StaticArith::Value,
                                                           StaticArith::Value)
                        const) {
  if (StaticArith::Bool folded = (StaticArith().*fold)(known(lhs), known(rhs)))
    return fromBool(ir, folded);
  return getAsOpFoldResult(ir.b.createOrFold<arith::CmpIOp>(
      ir.loc, pred, ir.materialize(lhs), ir.materialize(rhs)));
}

/// A constant condition as StaticArith sees it (i1 true reads as -1).
static StaticArith::Bool knownBool(OpFoldResult value) {
  std::optional<int64_t> constant = getConstantIntValue(value);
  if (!constant)
    return std::nullopt;
  return *constant != 0;
}

// x + 0 = x, x - 0 = x and x * 1 = x without an operation, nor a constant
// for the canonicaliser to erase: the offsets of a split of N parts start
// with 0 + size, and add up N sizes (one split of 20000 results).
Size IRArith::add(Size lhs, Size rhs) const {
  if (isZeroInteger(lhs))
    return rhs;
  if (isZeroInteger(rhs))
    return lhs;
  return build<arith::AddIOp>(*this, lhs, rhs, &StaticArith::add);
}
Size IRArith::sub(Size lhs, Size rhs) const {
  if (isZeroInteger(rhs))
    return lhs;
  return build<arith::SubIOp>(*this, lhs, rhs, &StaticArith::sub);
}
Size IRArith::mul(Size lhs, Size rhs) const {
  if (isOneInteger(lhs))
    return rhs;
  if (isOneInteger(rhs))
    return lhs;
  return build<arith::MulIOp>(*this, lhs, rhs, &StaticArith::mul);
}
Size IRArith::divUI(Size lhs, Size rhs) const {
  return build<arith::DivUIOp>(*this, lhs, rhs, &StaticArith::divUI);
}
Size IRArith::ceilDivUI(Size lhs, Size rhs) const {
  return build<arith::CeilDivUIOp>(*this, lhs, rhs, &StaticArith::ceilDivUI);
}
Size IRArith::remUI(Size lhs, Size rhs) const {
  return build<arith::RemUIOp>(*this, lhs, rhs, &StaticArith::remUI);
}
Size IRArith::minUI(Size lhs, Size rhs) const {
  return build<arith::MinUIOp>(*this, lhs, rhs, &StaticArith::minUI);
}
Cond IRArith::eq(Size lhs, Size rhs) const {
  return compare(*this, arith::CmpIPredicate::eq, lhs, rhs, &StaticArith::eq);
}
/// Whether `value` is >= 0 by how it is made: a constant >= 0, a size of a
/// shaped value (tensor.dim, memref.dim), or an unsigned quotient,
/// remainder or minimum of such a value, none of which is larger than it.
/// So a rule's check that a size it computed from a dimension is >= 0
/// builds nothing. Looks a few ops deep.
static bool isKnownNonNegative(OpFoldResult value, int depth = 4) {
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return *constant >= 0;
  auto ssa = llvm::dyn_cast_if_present<mlir::Value>(value);
  Operation *op = ssa ? ssa.getDefiningOp() : nullptr;
  if (!op || depth == 0)
    return false;
  if (llvm::isa<ShapedDimOpInterface>(op))
    return true;
  if (llvm::isa<arith::DivUIOp, arith::CeilDivUIOp, arith::RemUIOp>(op))
    return isKnownNonNegative(op->getOperand(0), depth - 1);
  if (llvm::isa<arith::MinUIOp>(op))
    return isKnownNonNegative(op->getOperand(0), depth - 1) ||
           isKnownNonNegative(op->getOperand(1), depth - 1);
  return false;
}

/// Whether `value` is a constant <= 0.
static bool isKnownNonPositive(OpFoldResult value) {
  std::optional<int64_t> constant = getConstantIntValue(value);
  return constant && *constant <= 0;
}

Cond IRArith::sge(Size lhs, Size rhs) const {
  if (isKnownNonPositive(rhs) && isKnownNonNegative(lhs))
    return fromBool(*this, true);
  return compare(*this, arith::CmpIPredicate::sge, lhs, rhs, &StaticArith::sge);
}
Cond IRArith::slt(Size lhs, Size rhs) const {
  if (isKnownNonPositive(rhs) && isKnownNonNegative(lhs))
    return fromBool(*this, false);
  return compare(*this, arith::CmpIPredicate::slt, lhs, rhs, &StaticArith::slt);
}
Cond IRArith::both(Cond lhs, Cond rhs) const {
  StaticArith::Bool l = knownBool(lhs), r = knownBool(rhs);
  if (StaticArith::Bool folded = StaticArith().both(l, r))
    return fromBool(*this, folded);
  // x and true = x
  if (l == true)
    return rhs;
  if (r == true)
    return lhs;
  return getAsOpFoldResult(
      b.createOrFold<arith::AndIOp>(loc, materialize(lhs), materialize(rhs)));
}
Cond IRArith::either(Cond lhs, Cond rhs) const {
  StaticArith::Bool l = knownBool(lhs), r = knownBool(rhs);
  if (StaticArith::Bool folded = StaticArith().either(l, r))
    return fromBool(*this, folded);
  // x or false = x
  if (l == false)
    return rhs;
  if (r == false)
    return lhs;
  return getAsOpFoldResult(
      b.createOrFold<arith::OrIOp>(loc, materialize(lhs), materialize(rhs)));
}
Size IRArith::select(Cond condition, Size whenTrue, Size whenFalse) const {
  if (StaticArith::Bool folded = knownBool(condition))
    return *folded ? whenTrue : whenFalse;
  return getAsOpFoldResult(b.createOrFold<arith::SelectOp>(
      loc, materialize(condition), materialize(whenTrue),
      materialize(whenFalse)));
}

IRArith::Float IRArith::floatConstant(Float like, double value) const {
  auto type = llvm::cast<FloatType>(like.getType());
  llvm::APFloat constant(value);
  bool losesInfo = false;
  constant.convert(type.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven,
                   &losesInfo);
  return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, constant));
}
static Cond compareFloats(const IRArith &ir, arith::CmpFPredicate predicate,
                          mlir::Value lhs, mlir::Value rhs) {
  return getAsOpFoldResult(
      ir.b.createOrFold<arith::CmpFOp>(ir.loc, predicate, lhs, rhs));
}
Cond IRArith::oge(Float lhs, Float rhs) const {
  return compareFloats(*this, arith::CmpFPredicate::OGE, lhs, rhs);
}
Cond IRArith::olt(Float lhs, Float rhs) const {
  return compareFloats(*this, arith::CmpFPredicate::OLT, lhs, rhs);
}
Cond IRArith::oeq(Float lhs, Float rhs) const {
  return compareFloats(*this, arith::CmpFPredicate::OEQ, lhs, rhs);
}
IRArith::Float IRArith::selectFloat(Cond condition, Float whenTrue,
                                    Float whenFalse) const {
  return b.createOrFold<arith::SelectOp>(loc, materialize(condition), whenTrue,
                                         whenFalse);
}
IRArith::Integer IRArith::truncate(Float value) const {
  return b.createOrFold<arith::FPToSIOp>(loc, b.getI64Type(), value);
}
IRArith::Float IRArith::toFloat(Integer value, Float like) const {
  return b.createOrFold<arith::SIToFPOp>(loc, like.getType(), value);
}

std::string IRArith::describeList(ArrayRef<Size>) const {
  // Run-time messages do not list the sizes, whether or not some are
  // constants, so that a message does not change with what a pass folded.
  return "";
}

void IRArith::check(Cond condition, StringRef format, ArrayRef<Size> values) {
  check(
      condition, [&] { return format.str(); }, values);
}

void IRArith::check(Cond condition, llvm::function_ref<std::string()> format,
                    ArrayRef<Size> values) {
  if (knownBool(condition) == true || !onCheck)
    return;
  SmallVector<mlir::Value> operands;
  for (OpFoldResult value : values)
    operands.push_back(materialize(value));
  onCheck(materialize(condition), format(), operands);
}
