//===- SplitToLLVM.cpp - the split-to-llvm pipeline -----------------------===//

#include "split/Pipelines/Pipelines.h"

#include "split/Dialect/Split/IR/SplitDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::split;

namespace {

// Kept as text so that every step reads as it would on a split-opt command
// line.
constexpr char kPipeline[] =
    "canonicalize, cse, convert-split-to-tensor, canonicalize, cse, "
    "one-shot-bufferize{bufferize-function-boundaries=1 "
    "function-boundary-type-conversion=identity-layout-map}, "
    "buffer-deallocation-pipeline, convert-bufferization-to-memref, "
    "convert-linalg-to-loops, "
    "convert-scf-to-cf, expand-strided-metadata, lower-affine, "
    "split-assert-to-check, finalize-memref-to-llvm, convert-to-llvm, "
    "reconcile-unrealized-casts";

bool containsStringType(Type type) {
  bool found = false;
  type.walk([&](StringType) { found = true; });
  return found;
}

/// Fails on IR the JIT cannot run, with a message that says why, before any
/// lowering turns it into an obscure legalization failure.
struct CheckExecutablePass
    : PassWrapper<CheckExecutablePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckExecutablePass)
  StringRef getArgument() const final { return "split-check-executable"; }
  StringRef getDescription() const final {
    return "Reject IR that the split JIT pipeline cannot execute "
           "(!split.string tensors)";
  }
  void runOnOperation() override {
    WalkResult result = getOperation()->walk([](Operation *op) {
      for (Type type :
           llvm::concat<Type>(llvm::to_vector(op->getOperandTypes()),
                              llvm::to_vector(op->getResultTypes()))) {
        if (!containsStringType(type))
          continue;
        op->emitOpError("uses ")
            << type
            << ": tensors of !split.string are not supported by the JIT "
               "pipeline (they verify, canonicalize and fold at compile time)";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

/// Fails if anything but LLVM dialect ops remains: an incomplete lowering is
/// otherwise silent until the JIT trips over it.
struct VerifyLLVMPass : PassWrapper<VerifyLLVMPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(VerifyLLVMPass)
  StringRef getArgument() const final { return "split-verify-llvm"; }
  StringRef getDescription() const final {
    return "Fail unless only LLVM dialect ops remain";
  }
  void runOnOperation() override {
    ModuleOp module = getOperation();
    WalkResult result = module->walk([&](Operation *op) {
      if (op == module.getOperation() ||
          llvm::isa<LLVM::LLVMDialect>(op->getDialect()))
        return WalkResult::advance();
      op->emitOpError("was not lowered to the LLVM dialect");
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

void mlir::split::buildSplitToLLVMPipeline(OpPassManager &pm) {
  pm.addPass(std::make_unique<CheckExecutablePass>());
  // The pipeline text is a constant of this file: it always parses.
  (void)parsePassPipeline(kPipeline, pm);
  pm.addPass(std::make_unique<VerifyLLVMPass>());
}

void mlir::split::registerSplitPipelines() {
  PassRegistration<CheckExecutablePass>();
  PassRegistration<VerifyLLVMPass>();
  PassPipelineRegistration<>(
      "split-to-llvm",
      "Lower split and upstream tensor-level IR to the LLVM dialect",
      buildSplitToLLVMPipeline);
}
