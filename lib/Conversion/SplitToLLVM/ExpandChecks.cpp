//===- ExpandChecks.cpp - split.check as branches, in linear time ---------===//
//
// See the description of split-expand-checks in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "split/Conversion/Passes.h"
#include "split/Conversion/SplitToLLVM/SplitToLLVM.h"
#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
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
    // by block, in order.
    llvm::MapVector<Block *, SmallVector<CheckOp>> checks;
    module.walk([&](CheckOp check) {
      if (llvm::isa<FunctionOpInterface>(check->getParentOp()))
        checks[check->getBlock()].push_back(check);
    });
    if (checks.empty())
      return;
    OpBuilder builder(module.getContext());
    Type ptr = LLVM::LLVMPointerType::get(module.getContext());
    Type i64 = builder.getI64Type();
    builder.setInsertionPointToStart(module.getBody());
    FailureOr<LLVM::LLVMFuncOp> callee = LLVM::lookupOrCreateFn(
        builder, module, kCheckFailedFunction, {ptr, i64, ptr},
        LLVM::LLVMVoidType::get(module.getContext()));
    if (failed(callee))
      return signalPassFailure();
    for (auto &[block, blockChecks] : checks) {
      for (CheckOp check : llvm::reverse(blockChecks)) {
        Location loc = check.getLoc();
        Block *continuation = block->splitBlock(check->getNextNode());
        auto *failure = new Block();
        block->getParent()->push_back(failure);
        builder.setInsertionPointToStart(failure);
        SmallVector<Value> values;
        for (Value value : check.getValues())
          values.push_back(
              llvm::isa<IndexType>(value.getType())
                  ? arith::IndexCastOp::create(builder, loc, i64, value)
                        .getResult()
                  : value);
        buildCheckFailure(builder, loc, module, *callee, check.getMessage(),
                          values);
        builder.setInsertionPoint(check);
        cf::CondBranchOp::create(builder, loc, check.getCondition(),
                                 continuation, failure);
        check.erase();
      }
    }
  }
};

} // namespace
