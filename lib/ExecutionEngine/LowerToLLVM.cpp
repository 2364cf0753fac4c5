//===- LowerToLLVM.cpp - split-to-llvm as a JIT host runs it --------------===//

#include "split/ExecutionEngine/LowerToLLVM.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;
using namespace mlir::split;

LogicalResult mlir::split::lowerToLLVM(ModuleOp module,
                                       const SplitToLLVMOptions &options,
                                       StringRef entryPoint) {
  if (!entryPoint.empty())
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal() && func.getSymName() != entryPoint)
        func.setPrivate();
  PassManager pm(module.getContext(), module->getName().getStringRef());
  pm.enableVerifier(false);
  // A host that registered MLIR's pass manager and timing options
  // (--mlir-timing, --mlir-print-ir-after, ...) gets them here. (Applying
  // them fails when they were not registered, as in split-bench or a
  // user's program, so that is checked first.)
  if (llvm::cl::getRegisteredOptions().count("mlir-print-ir-after-all") &&
      failed(applyPassManagerCLOptions(pm)))
    return failure();
  DefaultTimingManager timing;
  applyDefaultTimingManagerCLOptions(timing);
  TimingScope timingScope = timing.getRootScope();
  if (timing.isEnabled())
    pm.enableTiming(timingScope);
  buildSplitToLLVMPipeline(pm, options);
  if (failed(pm.run(module)))
    return failure();
  return verify(module);
}
