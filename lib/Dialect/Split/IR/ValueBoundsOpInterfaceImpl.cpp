//===- ValueBoundsOpInterfaceImpl.cpp - split ops in value bounds ---------===//
//
// The size of a Split's result along its axis is what the size rules
// (SizeRules.h) compute, here over affine expressions of the constraint set.
// Only what holds whenever the op has executed is stated: the op fails
// before its results exist when a rule does not hold, so the rules' checks
// are facts here and are not restated.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/ValueBoundsOpInterfaceImpl.h"

#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Utils/SizeRules.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"

using namespace mlir;
using namespace mlir::split;

namespace {

/// SizeRules' arithmetic domain over affine expressions; a null expression
/// is a value not known as one (an entry read at run time), and so is what
/// is computed from it. Conditions are not evaluated: a result exists only
/// if every check of its op held.
class AffineArith {
public:
  using Value = AffineExpr;
  struct Bool {};

  explicit AffineArith(MLIRContext *context) : context(context) {}

  Value constant(int64_t value) const {
    return getAffineConstantExpr(value, context);
  }
  // The rules multiply and divide by constants only (numbers of parts), so
  // the expressions stay affine. Sizes are >= 0: unsigned and floor
  // division agree.
  Value add(Value lhs, Value rhs) const {
    return apply(lhs, rhs, [](Value l, Value r) { return l + r; });
  }
  Value sub(Value lhs, Value rhs) const {
    return apply(lhs, rhs, [](Value l, Value r) { return l - r; });
  }
  Value mul(Value lhs, Value rhs) const {
    return apply(lhs, rhs, [](Value l, Value r) { return l * r; });
  }
  Value divUI(Value lhs, Value rhs) const {
    return apply(lhs, rhs, [](Value l, Value r) { return l.floorDiv(r); });
  }
  Value ceilDivUI(Value lhs, Value rhs) const {
    return apply(lhs, rhs, [](Value l, Value r) { return l.ceilDiv(r); });
  }
  Value remUI(Value lhs, Value rhs) const {
    return apply(lhs, rhs, [](Value l, Value r) { return l % r; });
  }
  Bool eq(Value, Value) const { return {}; }
  Bool sge(Value, Value) const { return {}; }
  Bool slt(Value, Value) const { return {}; }
  Bool both(Bool, Bool) const { return {}; }
  Bool either(Bool, Bool) const { return {}; }
  std::string describeList(ArrayRef<Value>) const { return {}; }
  void check(Bool, StringRef, ArrayRef<Value>) const {}

private:
  template <typename Fn> static Value apply(Value lhs, Value rhs, Fn fn) {
    return lhs && rhs ? fn(lhs, rhs) : Value();
  }

  MLIRContext *context;
};

/// The size of result #`index` of `op` along its axis of size `dim`, when
/// its attributes, constant operands and types decide it.
std::optional<AffineExpr> getPartSize(SplitOpInterface op, unsigned index,
                                      AffineExpr dim,
                                      ValueBoundsConstraintSet &cstr) {
  if (auto normalised = llvm::dyn_cast<SplitOp>(op.getOperation()))
    return cstr.getExpr(normalised.getMixedSizes()[index]);
  AffineArith arith(op.getContext());
  SizeRules<AffineArith> rules(arith, getNormalizedAxis(op));
  int64_t numResults = op->getNumResults();
  SizeSpec spec = op.getSizeSpec(getConstantOperands(op));
  // A list whose length is only known at run time (which may be empty and
  // mean equal parts), or not the number of results (the op fails), says
  // nothing of the parts.
  if (spec.kind == SizeSpec::Kind::Chunks ||
      (spec.isExplicit() && (spec.unknownLength || spec.length != numResults)))
    return std::nullopt;
  AffineExpr size = rules.partSizes(spec, dim, numResults, [&](int64_t i) {
    int64_t entry = spec.entry(i);
    return ShapedType::isDynamic(entry) ? AffineExpr() : cstr.getExpr(entry);
  })[index];
  if (!size)
    return std::nullopt;
  return size;
}

template <typename OpTy>
struct SplitOpModel
    : ValueBoundsOpInterface::ExternalModel<SplitOpModel<OpTy>, OpTy> {
  void populateBoundsForShapedValueDim(Operation *op, Value value, int64_t dim,
                                       ValueBoundsConstraintSet &cstr) const {
    auto split = llvm::cast<SplitOpInterface>(op);
    Value input = split.getInput();
    int64_t axis = getNormalizedAxis(split);
    if (dim != axis) {
      cstr.bound(value)[dim] == cstr.getExpr(input, dim);
      return;
    }
    AffineExpr inputSize = cstr.getExpr(input, axis);
    // Parts are >= 0 and sum to the input's size, whatever the sizes.
    cstr.bound(value)[dim] <= inputSize;
    if (std::optional<AffineExpr> size =
            getPartSize(split, llvm::cast<OpResult>(value).getResultNumber(),
                        inputSize, cstr))
      cstr.bound(value)[dim] == *size;
  }
};

} // namespace

void mlir::split::registerValueBoundsOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, SplitDialect *) {
    attachToSplitOps<SplitOpModel>(*context);
  });
}
