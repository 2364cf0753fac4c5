//===- TensorSelectToIf.cpp - whole-tensor selects as scf.if --------------===//
//
// Works around docs/upstream/elementwise-to-linalg-select.md.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/Tensor/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITTENSORSELECTTOIF
#include "split/Transforms/Tensor/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

struct SplitTensorSelectToIfPass
    : split::impl::SplitTensorSelectToIfBase<SplitTensorSelectToIfPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    getOperation()->walk([&](arith::SelectOp select) {
      // A tensor condition is element-wise; a scalar one picks a tensor.
      if (!llvm::isa<TensorType>(select.getType()) ||
          !select.getCondition().getType().isInteger(1))
        return;
      Location loc = select.getLoc();
      rewriter.setInsertionPoint(select);
      auto ifOp = scf::IfOp::create(rewriter, loc, select.getType(),
                                    select.getCondition(), /*withElse=*/true);
      rewriter.setInsertionPointToStart(ifOp.thenBlock());
      scf::YieldOp::create(rewriter, loc, select.getTrueValue());
      rewriter.setInsertionPointToStart(ifOp.elseBlock());
      scf::YieldOp::create(rewriter, loc, select.getFalseValue());
      rewriter.replaceOp(select, ifOp.getResults());
    });
  }
};

} // namespace
