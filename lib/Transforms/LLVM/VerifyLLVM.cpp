//===- VerifyLLVM.cpp - fail unless only LLVM dialect ops remain ----------===//
//
// split-verify-llvm: names the first op that is not in the LLVM dialect and
// why, so that an incomplete lowering fails here instead of in the JIT.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/LLVM/Passes.h"

#include "split/Dialect/Split/IR/SplitDialect.h"

#include "mlir/Conversion/ConvertToLLVM/ToLLVMInterface.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Threading.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITVERIFYLLVM
#include "split/Transforms/LLVM/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

namespace {

/// Whether `type` is a split type or is built of one (tensor<?x!split.string>).
static bool holdsSplitType(Type type) {
  return type
      .walk([](Type inner) {
        return llvm::isa<SplitDialect>(inner.getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Whether `op` is a split op or has a split type: a lowering stage of split
/// was left out, which says more than the ops around it that it kept from
/// being lowered (a func.func with tensor arguments).
static bool isSplitLeft(Operation *op) {
  if (llvm::isa<SplitDialect>(op->getDialect()))
    return true;
  auto holds = [](TypeRange types) {
    return llvm::any_of(types, holdsSplitType);
  };
  if (auto function = llvm::dyn_cast<FunctionOpInterface>(op))
    if (holds(function.getArgumentTypes()) || holds(function.getResultTypes()))
      return true;
  return holds(op->getOperandTypes()) || holds(op->getResultTypes());
}

/// The first op in `root` that is neither LLVM (nor OpenMP, from
/// parallel-copies, which is translated to LLVM IR as well) nor a cast
/// between types, if any, the first cast before it, and the first split op
/// or op of a split type (which may come after `left`). In pre-order, so that
/// an op holding regions (a loop) is named before its terminators.
static void findFirstNotLowered(Operation *root, Operation *&left,
                                Operation *&cast, Operation *&split) {
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    // (LLVM ops verify that their types are LLVM's.)
    if (llvm::isa<LLVM::LLVMDialect, omp::OpenMPDialect>(op->getDialect()))
      return WalkResult::advance();
    if (isSplitLeft(op)) {
      split = op;
      return WalkResult::interrupt();
    }
    if (llvm::isa<UnrealizedConversionCastOp>(op)) {
      if (!cast)
        cast = op;
      return WalkResult::advance();
    }
    if (!left)
      left = op;
    return WalkResult::advance();
  });
}

struct SplitVerifyLLVMPass
    : split::impl::SplitVerifyLLVMBase<SplitVerifyLLVMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Each of the module's ops (functions) on its own, in parallel; the
    // first in the module's order is reported, as one walk of the module
    // would find it. An op left says more than a cast: casts only stand for
    // values whose producer or user was not lowered.
    SmallVector<Operation *> tops = llvm::map_to_vector(
        module.getBody()->getOperations(), [](Operation &op) { return &op; });
    SmallVector<Operation *> lefts(tops.size()), casts(tops.size()),
        splits(tops.size());
    parallelForEach(&getContext(), llvm::seq<size_t>(0, tops.size()),
                    [&](size_t index) {
                      findFirstNotLowered(tops[index], lefts[index],
                                          casts[index], splits[index]);
                    });
    auto first = [](ArrayRef<Operation *> ops) -> Operation * {
      const auto *it = llvm::find_if(ops, [](Operation *op) { return op; });
      return it == ops.end() ? nullptr : *it;
    };
    if (Operation *split = first(splits)) {
      InFlightDiagnostic diag =
          split->emitOpError("was not lowered to the LLVM dialect: ");
      if (llvm::isa<SplitDialect>(split->getDialect()))
        diag << "split ops are lowered before bufferization";
      else
        diag << "it holds a split type, which the split lowering replaces "
                "before bufferization";
      diag << " (split-prepare-bufferization, or convert-split-to-tensor)";
      return signalPassFailure();
    }
    Operation *left = first(lefts);
    auto cast = llvm::cast_if_present<UnrealizedConversionCastOp>(
        left ? nullptr : first(casts));
    if (left) {
      InFlightDiagnostic diag =
          left->emitOpError("was not lowered to the LLVM dialect: ");
      if (left->getDialect() &&
          left->getDialect()
              ->getRegisteredInterface<ConvertToLLVMPatternInterface>())
        diag << "no pattern of the '" << left->getDialect()->getNamespace()
             << "' dialect's lowering matched this form of it";
      else
        diag << "the split-to-llvm pipeline has no lowering of the '"
             << left->getName().getDialectNamespace() << "' dialect";
      return signalPassFailure();
    }
    if (!cast)
      return;
    // Only casts are left: a value whose type no lowering converted, between
    // two LLVM ops (or a block argument).
    InFlightDiagnostic diag = cast->emitOpError(
        "was not lowered to the LLVM dialect: no lowering converted ");
    diag << cast->getOperandTypes() << " to " << cast->getResultTypes();
    if (Operation *producer = cast->getOperand(0).getDefiningOp())
      diag.attachNote(producer->getLoc())
          << "the value comes from '" << producer->getName() << "'";
    for (Operation *user : cast->getUsers()) {
      diag.attachNote(user->getLoc())
          << "and is used by '" << user->getName() << "'";
      break;
    }
    signalPassFailure();
  }
};

} // namespace
