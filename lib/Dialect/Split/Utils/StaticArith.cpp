//===- StaticArith.cpp - the size rules' arithmetic on constants ----------===//
//
// StaticArith (Semantics.h): 64-bit signed arithmetic that is unknown when an
// operand is, and records an overflow instead of wrapping, so that verifiers
// and folders evaluate the same SizeRules the lowering builds as IR.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/Utils/Semantics.h"

#include "llvm/ADT/APSInt.h"

using namespace mlir;
using namespace mlir::split;

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
