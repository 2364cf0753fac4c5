//===- IRArith.h - the size rules' arithmetic as IR -------------*- C++ -*-===//
//
// The arithmetic domain of SizeRules.h that builds `arith` IR on `index`
// values, folding as it goes: constant operands give attributes, so rules
// on static values build nothing, and a size made from a dimension (a
// tensor.dim, an unsigned quotient of one) compares as >= 0 without a
// check. Conditions that do not fold to true go to
// a check callback (SizeBuilder turns them into split.check); without one
// they are dropped, for callers that only need the values (shape
// reification of an op that checks itself).
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_SPLIT_UTILS_IRARITH_H
#define SPLIT_DIALECT_SPLIT_UTILS_IRARITH_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"
#include <functional>
#include <string>

namespace mlir::split {

class IRArith {
public:
  using Value = OpFoldResult;
  using Bool = OpFoldResult;
  /// Receives every condition that is not constant true, with its message
  /// template and values.
  using CheckFn = std::function<void(mlir::Value condition, StringRef format,
                                     ValueRange values)>;

  IRArith(OpBuilder &builder, Location loc, CheckFn onCheck = nullptr)
      : b(builder), loc(loc), onCheck(std::move(onCheck)) {}

  Value constant(int64_t value) const;
  Value add(Value lhs, Value rhs) const;
  Value sub(Value lhs, Value rhs) const;
  Value mul(Value lhs, Value rhs) const;
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
  /// Floats (floatSizeRule): values of a float type, and i64 integers.
  using Float = mlir::Value;
  using Integer = mlir::Value;
  Float floatConstant(Float like, double value) const;
  Bool oge(Float lhs, Float rhs) const;
  Bool olt(Float lhs, Float rhs) const;
  Bool oeq(Float lhs, Float rhs) const;
  Float selectFloat(Bool condition, Float whenTrue, Float whenFalse) const;
  Integer truncate(Float value) const;
  Float toFloat(Integer value, Float like) const;
  /// Run-time messages do not list the sizes: "".
  std::string describeList(ArrayRef<Value> sizes) const;
  void check(Bool condition, StringRef format, ArrayRef<Value> values);
  /// The same, with the message built only for a condition that does not
  /// fold to true (a message that prints a type costs more than the rule:
  /// one split of N static results checks N result types).
  void check(Bool condition, llvm::function_ref<std::string()> format,
             ArrayRef<Value> values);

  /// `value` as an SSA value (index or i1), materialising constants.
  mlir::Value materialize(OpFoldResult value) const;

  OpBuilder &b;
  Location loc;

private:
  CheckFn onCheck;
};

} // namespace mlir::split

#endif // SPLIT_DIALECT_SPLIT_UTILS_IRARITH_H
