//===- CheckStaticCasts.cpp - run-time checks of casts to static sizes ----===//
//
// A cast to a static size that its source leaves dynamic is a promise that
// upstream's lowering trusts; this pass checks it at run time with
// split.check, so that a false promise (MLIR 22's ForOpTensorCastFolder
// makes them, docs/upstream/scf-for-tensor-cast-folder.md) stops the program
// with a message instead of computing with the wrong size.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/Tensor/Passes.h"

#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITCHECKSTATICCASTS
#include "split/Transforms/Tensor/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

/// Whether value bounds prove that dimension `dim` of `source` is `size`.
static bool isProvenSize(Value source, int64_t dim, int64_t size) {
  FailureOr<int64_t> bound = ValueBoundsConstraintSet::computeConstantBound(
      presburger::BoundType::EQ,
      ValueBoundsConstraintSet::Variable(source, dim));
  return succeeded(bound) && *bound == size;
}

/// Checks before `cast` every promise its result type makes that its source
/// type does not: the rank of an unranked source, and each static dimension
/// that the source leaves dynamic.
static void checkCast(Operation *cast) {
  Value source = cast->getOperand(0);
  auto sourceType = llvm::cast<ShapedType>(source.getType());
  auto resultType = llvm::cast<ShapedType>(cast->getResult(0).getType());
  if (!resultType.hasRank())
    return;
  bool isTensor = llvm::isa<TensorType>(sourceType);
  StringRef opName = cast->getName().getStringRef();
  OpBuilder b(cast);
  Location loc = cast->getLoc();
  auto emitCheck = [&](Value actual, int64_t expected, std::string message) {
    Value ok =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, actual,
                              arith::ConstantIndexOp::create(b, loc, expected));
    CheckOp::create(b, loc, ok, message, ValueRange{actual});
  };
  if (!sourceType.hasRank()) {
    Value rank = isTensor ? Value(tensor::RankOp::create(b, loc, source))
                          : Value(memref::RankOp::create(b, loc, source));
    emitCheck(rank, resultType.getRank(),
              message::castRank(opName, sourceType, resultType));
  }
  for (int64_t dim = 0, rank = resultType.getRank(); dim < rank; ++dim) {
    int64_t size = resultType.getDimSize(dim);
    if (ShapedType::isDynamic(size) ||
        (sourceType.hasRank() && !sourceType.isDynamicDim(dim)))
      continue;
    if (sourceType.hasRank() && isProvenSize(source, dim, size))
      continue;
    Value actual = isTensor ? Value(tensor::DimOp::create(b, loc, source, dim))
                            : Value(memref::DimOp::create(b, loc, source, dim));
    emitCheck(actual, size,
              message::castSize(opName, sourceType, resultType, dim, size));
  }
}

namespace {

struct SplitCheckStaticCastsPass
    : split::impl::SplitCheckStaticCastsBase<SplitCheckStaticCastsPass> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (llvm::isa<tensor::CastOp, memref::CastOp>(op))
        checkCast(op);
    });
  }
};

} // namespace
