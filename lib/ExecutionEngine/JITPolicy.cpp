//===- JITPolicy.cpp - how every split host JIT-compiles ------------------===//

#include "split/ExecutionEngine/JITPolicy.h"

#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"

using namespace mlir;

unsigned split::applyJITPolicy(llvm::Module &module) {
  unsigned marked = 0;
  for (llvm::Function &function : module) {
    if (function.isDeclaration() ||
        function.hasFnAttribute(llvm::Attribute::OptimizeNone))
      continue;
    size_t largest = 0, total = 0;
    for (llvm::BasicBlock &block : function) {
      largest = std::max(largest, block.size());
      total += block.size();
    }
    if (largest <= kJITMaxOptimizedBlockSize &&
        total <= kJITMaxOptimizedFunctionSize)
      continue;
    // optnone requires noinline; both are what we want: the block stays as
    // it is, and is not inlined into a caller at -O3 either.
    function.removeFnAttr(llvm::Attribute::AlwaysInline);
    function.addFnAttr(llvm::Attribute::OptimizeNone);
    function.addFnAttr(llvm::Attribute::NoInline);
    ++marked;
  }
  return marked;
}

std::function<llvm::Error(llvm::Module *)>
split::makeJITTransformer(llvm::TargetMachine *targetMachine) {
  return [targetMachine](llvm::Module *module) -> llvm::Error {
    applyJITPolicy(*module);
    // mlir::makeOptimizingTransformer's pipeline, with the standard
    // instrumentation: the new pass manager skips optnone functions only
    // through it (OptNoneInstrumentation), and MLIR's transformer registers
    // none, so it optimises optnone functions like any other.
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::PassInstrumentationCallbacks callbacks;
    llvm::StandardInstrumentations instrumentations(module->getContext(),
                                                    /*DebugLogging=*/false);
    instrumentations.registerCallbacks(callbacks, &mam);
    llvm::PipelineTuningOptions tuning;
    tuning.LoopUnrolling = true;
    tuning.LoopInterleaving = true;
    tuning.LoopVectorization = true;
    tuning.SLPVectorization = true;
    llvm::PassBuilder builder(targetMachine, tuning, std::nullopt, &callbacks);
    builder.registerModuleAnalyses(mam);
    builder.registerCGSCCAnalyses(cgam);
    builder.registerFunctionAnalyses(fam);
    builder.registerLoopAnalyses(lam);
    builder.crossRegisterProxies(lam, fam, cgam, mam);
    llvm::ModulePassManager pipeline = builder.buildPerModuleDefaultPipeline(
        kJITOptLevel == 3   ? llvm::OptimizationLevel::O3
        : kJITOptLevel == 2 ? llvm::OptimizationLevel::O2
                            : llvm::OptimizationLevel::O1);
    pipeline.run(*module, mam);
    return llvm::Error::success();
  };
}
