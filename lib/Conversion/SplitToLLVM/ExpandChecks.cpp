//===- ExpandChecks.cpp - split.check as branches, in linear time ---------===//
//
// See the description of split-expand-checks in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "split/Conversion/Passes.h"
#include "split/Conversion/SplitToLLVM/SplitToLLVM.h"
#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITEXPANDCHECKS
#include "split/Conversion/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

namespace {

struct SplitExpandChecksPass
    : split::impl::SplitExpandChecksBase<SplitExpandChecksPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Checks directly in function bodies (regions of any number of blocks),
    // by block, in order: the ops of the functions' blocks, without walking
    // into the ops nested in them.
    llvm::MapVector<Block *, SmallVector<CheckOp>> checks;
    module.walk([&](FunctionOpInterface function) {
      for (Block &block : function.getFunctionBody())
        for (auto check : block.getOps<CheckOp>())
          checks[&block].push_back(check);
      return WalkResult::skip();
    });
    IRRewriter rewriter(module.getContext());
    for (auto &[block, blockChecks] : checks)
      for (CheckOp check : llvm::reverse(blockChecks))
        if (failed(expandCheck(rewriter, check, check.getCondition(),
                               check.getValues(), /*llvmBranch=*/false)))
          return signalPassFailure();
  }
};

} // namespace
