//===- SplitToLLVM.cpp - the split-to-llvm pipeline -----------------------===//

#include "split/Pipelines/Pipelines.h"

#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Transforms/Passes.h"

#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::split;

namespace {

// Kept as text so that every step reads as it would on a split-opt command
// line.
// [issue 12] finalize-memref-to-llvm{use-generic-functions use-aligned-alloc}:
// allocations call _mlir_memref_to_llvm_aligned_alloc/_free, which the split
// runtime (split/Runtime/Runtime.h) serves from an arena that keeps freed
// pages, so fresh results cost no page faults.
// [issue 12] Split in two around split-expand-strided-copies, which takes the
// parallel-copies option (then followed by convert-scf-to-openmp).
constexpr char kPipeline[] =
    "canonicalize, cse, convert-split-to-tensor, canonicalize, cse, "
    // [issue 12] chains of splits as slices of the first input.
    "split-merge-slices, "
    "split-tensor-select-to-if, func.func(convert-elementwise-to-linalg), "
    "one-shot-bufferize{bufferize-function-boundaries=1 "
    "function-boundary-type-conversion=identity-layout-map}, "
    "buffer-deallocation-pipeline, convert-bufferization-to-memref";
constexpr char kPipelineAfterCopies[] =
    "convert-linalg-to-loops, "
    "convert-scf-to-cf, expand-strided-metadata, lower-affine, "
    "split-assert-to-check, "
    // [issue 12] checks as branches in linear time, before convert-to-llvm.
    "split-expand-checks, "
    "finalize-memref-to-llvm{use-generic-functions=1 use-aligned-alloc=1}, "
    "convert-to-llvm, "
    "reconcile-unrealized-casts";

bool containsStringType(Type type) {
  bool found = false;
  type.walk([&](StringType) { found = true; });
  return found;
}

/// Prepares a module for the JIT pipeline: fails on IR it cannot run, with a
/// message that says why (before any lowering turns it into an obscure
/// legalization failure), and marks the tensor arguments of external
/// functions (print helpers) as only read, which is all a callee may do to a
/// tensor; without it one-shot-bufferize may see a read-after-write conflict.
struct PrepareForJITPass
    : PassWrapper<PrepareForJITPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PrepareForJITPass)
  StringRef getArgument() const final { return "split-prepare-jit"; }
  StringRef getDescription() const final {
    return "Reject IR the JIT pipeline cannot execute (!split.string "
           "tensors) and mark external functions' tensor arguments read-only";
  }
  void runOnOperation() override {
    WalkResult result = getOperation()->walk([](Operation *op) {
      SmallVector<Type> types(op->getOperandTypes());
      llvm::append_range(types, op->getResultTypes());
      for (Region &region : op->getRegions())
        for (Block &block : region)
          llvm::append_range(types, block.getArgumentTypes());
      if (auto function = llvm::dyn_cast<FunctionOpInterface>(op))
        types.push_back(function.getFunctionType());
      for (Type type : types) {
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
      return signalPassFailure();

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
/// otherwise silent until the JIT trips over it. OpenMP ops (parallel-copies)
/// are translated to LLVM IR as they are.
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
          llvm::isa<LLVM::LLVMDialect, omp::OpenMPDialect>(op->getDialect()))
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
  buildSplitToLLVMPipeline(pm, SplitToLLVMOptions());
}

void mlir::split::buildSplitToLLVMPipeline(OpPassManager &pm,
                                           const SplitToLLVMOptions &options) {
  pm.addPass(std::make_unique<PrepareForJITPass>());
  // Fails only if a tool forgot to register a pass the pipeline names: a
  // build error, not an input error.
  if (failed(parsePassPipeline(kPipeline, pm, llvm::errs())))
    llvm::report_fatal_error("split-to-llvm: a pass of the pipeline is not "
                             "registered (see registerSplitToolPasses)");
  // [issue 12] parallel-copies: scf.parallel outer loops, then OpenMP.
  SplitExpandStridedCopiesOptions copies;
  copies.parallel = options.parallelCopies;
  pm.addPass(createSplitExpandStridedCopies(copies));
  if (options.parallelCopies) {
    pm.addPass(createConvertSCFToOpenMPPass());
    // Inlines the memref.alloca_scope that convert-scf-to-openmp wraps the
    // loop body in (it holds no alloca), which convert-scf-to-cf could not
    // lower (an alloca_scope holds one block).
    pm.addPass(createCanonicalizerPass());
  }
  if (failed(parsePassPipeline(kPipelineAfterCopies, pm, llvm::errs())))
    llvm::report_fatal_error("split-to-llvm: a pass of the pipeline is not "
                             "registered (see registerSplitToolPasses)");
  pm.addPass(std::make_unique<VerifyLLVMPass>());
}

void mlir::split::registerSplitPipelines() {
  PassRegistration<PrepareForJITPass>();
  PassRegistration<VerifyLLVMPass>();
  PassPipelineRegistration<SplitToLLVMOptions>(
      "split-to-llvm",
      "Lower split and upstream tensor-level IR to the LLVM dialect",
      [](OpPassManager &pm, const SplitToLLVMOptions &options) {
        buildSplitToLLVMPipeline(pm, options);
      });
}
