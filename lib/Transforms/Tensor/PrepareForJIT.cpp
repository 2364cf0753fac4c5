//===- PrepareForJIT.cpp - tensor IR that one-shot-bufferize handles ------===//
//
// split-prepare-jit: external functions' tensor arguments are read-only, and
// a callee chosen by arith.select becomes a branch of direct calls.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/Tensor/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITPREPAREFORJIT
#include "split/Transforms/Tensor/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

/// Replaces each func.call_indirect of an arith.select of callees by an
/// scf.if of one call per callee (see split-prepare-jit), also for selects of
/// selects.
static void branchOnSelectedCallees(Operation *root) {
  SmallVector<func::CallIndirectOp> worklist;
  root->walk([&](func::CallIndirectOp call) { worklist.push_back(call); });
  while (!worklist.empty()) {
    func::CallIndirectOp call = worklist.pop_back_val();
    auto select = call.getCallee().getDefiningOp<arith::SelectOp>();
    if (!select)
      continue;
    OpBuilder builder(call);
    Location loc = call.getLoc();
    auto ifOp = scf::IfOp::create(builder, loc, call.getResultTypes(),
                                  select.getCondition(), /*withElse=*/true);
    for (auto [block, callee] :
         {std::pair(ifOp.thenBlock(), select.getTrueValue()),
          std::pair(ifOp.elseBlock(), select.getFalseValue())}) {
      builder.setInsertionPointToStart(block);
      auto branchCall = func::CallIndirectOp::create(builder, loc, callee,
                                                     call.getCalleeOperands());
      branchCall->setDiscardableAttrs(call->getDiscardableAttrDictionary());
      if (!call->getResults().empty())
        scf::YieldOp::create(builder, loc, branchCall.getResults());
      worklist.push_back(branchCall);
    }
    call->replaceAllUsesWith(ifOp.getResults());
    call->erase();
    if (select->use_empty())
      select->erase();
  }
}

namespace {

struct SplitPrepareForJITPass
    : split::impl::SplitPrepareForJITBase<SplitPrepareForJITPass> {
  void runOnOperation() override {
    branchOnSelectedCallees(getOperation());
    StringRef access = "bufferization.access";
    getOperation()->walk([&](func::FuncOp func) {
      if (!func.isExternal())
        return;
      for (auto [index, type] : llvm::enumerate(func.getArgumentTypes()))
        if (llvm::isa<TensorType>(type) && !func.getArgAttr(index, access))
          func.setArgAttr(index, access,
                          StringAttr::get(func.getContext(), "read"));
    });
  }
};

} // namespace
