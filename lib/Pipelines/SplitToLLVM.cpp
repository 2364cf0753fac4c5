//===- SplitToLLVM.cpp - the split-to-llvm pipeline -----------------------===//

#include "split/Pipelines/Pipelines.h"

#include "split/Conversion/StringToLLVM/StringToLLVM.h"
#include "split/Dialect/Split/IR/SplitDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::split;

namespace {

// Kept as text so that every step reads as it would on a split-opt command
// line.
constexpr char kPipeline[] =
    "canonicalize, cse, convert-split-to-tensor, canonicalize, cse, "
    "split-tensor-select-to-if, func.func(convert-elementwise-to-linalg), "
    "one-shot-bufferize{bufferize-function-boundaries=1 "
    "function-boundary-type-conversion=identity-layout-map}, "
    "buffer-deallocation-pipeline, convert-bufferization-to-memref, "
    "split-expand-strided-copies, convert-linalg-to-loops, "
    "convert-scf-to-cf, expand-strided-metadata, lower-affine, "
    "split-assert-to-check, "
    // issue-11: !split.string constants to LLVM globals (docs/Strings.md).
    "split-string-constants-to-llvm, "
    "finalize-memref-to-llvm, convert-to-llvm, "
    "reconcile-unrealized-casts";

/// Prepares a module for the JIT pipeline: marks the tensor arguments of
/// external functions (print helpers) as only read, which is all a callee may
/// do to a tensor; without it one-shot-bufferize may see a read-after-write
/// conflict.
struct PrepareForJITPass
    : PassWrapper<PrepareForJITPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PrepareForJITPass)
  StringRef getArgument() const final { return "split-prepare-jit"; }
  StringRef getDescription() const final {
    return "Mark external functions' tensor arguments read-only";
  }
  void runOnOperation() override {
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
  pm.addPass(std::make_unique<PrepareForJITPass>());
  // issue-11: !split.string constants out of reach of upstream folders.
  pm.addPass(createSplitStringConstantsToMemRef());
  // Fails only if a tool forgot to register a pass the pipeline names: a
  // build error, not an input error.
  if (failed(parsePassPipeline(kPipeline, pm, llvm::errs())))
    llvm::report_fatal_error("split-to-llvm: a pass of the pipeline is not "
                             "registered (see registerSplitToolPasses)");
  pm.addPass(std::make_unique<VerifyLLVMPass>());
}

void mlir::split::registerSplitPipelines() {
  PassRegistration<PrepareForJITPass>();
  PassRegistration<VerifyLLVMPass>();
  registerSplitStringToLLVMPasses(); // issue-11
  PassPipelineRegistration<>(
      "split-to-llvm",
      "Lower split and upstream tensor-level IR to the LLVM dialect",
      buildSplitToLLVMPipeline);
}
