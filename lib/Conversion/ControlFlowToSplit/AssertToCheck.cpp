//===- AssertToCheck.cpp - cf.assert to split.check -----------------------===//

#include "split/Conversion/Passes.h"
#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITASSERTTOCHECK
#include "split/Conversion/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

namespace {

struct SplitAssertToCheckPass
    : split::impl::SplitAssertToCheckBase<SplitAssertToCheckPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    getOperation()->walk([&](cf::AssertOp assertOp) {
      std::string message;
      for (char c : assertOp.getMsg()) {
        message += c;
        if (c == '{')
          message += '{';
      }
      rewriter.setInsertionPoint(assertOp);
      rewriter.replaceOpWithNewOp<CheckOp>(assertOp, assertOp.getArg(), message,
                                           ValueRange());
    });
  }
};

} // namespace
