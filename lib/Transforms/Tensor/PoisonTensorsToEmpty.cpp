//===- PoisonTensorsToEmpty.cpp - ub.poison tensors as tensor.empty -------===//
//
// lift-cf-to-scf passes ub.poison along the paths of a lifted loop on which a
// block argument has no value; one-shot-bufferize cannot bufferize it. Any
// value refines poison, so a ranked tensor poison becomes an empty tensor:
// its static sizes, 0 for the dynamic ones.
// Reported: docs/upstream/bufferize-ub-poison.md.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/Tensor/Passes.h"

#include "split/Dialect/Split/Utils/EmptyTensor.h"

#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITPOISONTENSORSTOEMPTY
#include "split/Transforms/Tensor/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

namespace {

struct SplitPoisonTensorsToEmptyPass
    : split::impl::SplitPoisonTensorsToEmptyBase<
          SplitPoisonTensorsToEmptyPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    getOperation()->walk([&](ub::PoisonOp poison) {
      auto type = llvm::dyn_cast<RankedTensorType>(poison.getType());
      if (!type)
        return;
      rewriter.setInsertionPoint(poison);
      rewriter.replaceOp(poison,
                         createUnreadTensor(rewriter, poison.getLoc(), type));
    });
  }
};

} // namespace
