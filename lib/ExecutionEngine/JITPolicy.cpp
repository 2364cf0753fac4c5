//===- JITPolicy.cpp - how every split host JIT-compiles ------------------===//

#include "split/ExecutionEngine/JITPolicy.h"

#include "LLVMIRRewrites.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Threading.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"

#include <atomic>

using namespace mlir;
using namespace mlir::split;

unsigned split::applyJITPolicy(llvm::Module &module, bool optimize) {
  unsigned marked = 0;
  for (llvm::Function &function : module) {
    if (function.isDeclaration() ||
        function.hasFnAttribute(llvm::Attribute::OptimizeNone))
      continue;
    // Without optimisation no SROA or InstCombine takes the aggregates
    // apart: a small function can still move a large one (the C interface
    // of a graph of 10000 outputs stores a struct of 70000 scalars).
    if (!optimize)
      detail::scalarizeAggregates(function);
    FunctionSize size;
    for (llvm::BasicBlock &block : function) {
      size.largestBlock = std::max(size.largestBlock, block.size());
      size.total += block.size();
      size.largestBlockStores =
          std::max(size.largestBlockStores, detail::countScalarStores(block));
    }
    if (!isTooLargeToOptimize(size))
      continue;
    // optnone requires noinline; both are what we want: the block stays as
    // it is, and is not inlined into a caller at -O3 either.
    function.removeFnAttr(llvm::Attribute::AlwaysInline);
    function.addFnAttr(llvm::Attribute::OptimizeNone);
    function.addFnAttr(llvm::Attribute::NoInline);
    if (optimize)
      detail::scalarizeAggregates(function);
    detail::hoistAllocas(function);
    detail::boundBlockSizes(function);
    ++marked;
  }
  return marked;
}

llvm::CodeGenOptLevel split::jitCodeGenOptLevel(Operation *module) {
  SmallVector<LLVM::LLVMFuncOp> functions;
  module->walk([&](LLVM::LLVMFuncOp function) {
    functions.push_back(function);
    return WalkResult::skip();
  });
  // Counting a function's ops goes through its list of ops: the functions
  // in parallel (10000 functions: 0.19 s on one thread).
  std::atomic<size_t> large = 0;
  parallelForEach(
      module->getContext(), functions, [&](LLVM::LLVMFuncOp function) {
        // A block of an llvm.func is one basic block.
        FunctionSize size;
        for (Block &block : function.getBody()) {
          size_t blockSize = block.getOperations().size();
          size.largestBlock = std::max(size.largestBlock, blockSize);
          size.total += blockSize;
        }
        if (isTooLargeForOptimizedCodeGen(size))
          large += size.total;
      });
  return large > kJITMaxOptimizedCodeGenSize ? llvm::CodeGenOptLevel::None
                                             : kJITCodeGenOptLevel;
}

std::function<llvm::Error(llvm::Module *)>
split::makeJITTransformer(llvm::TargetMachine *targetMachine, bool optimize) {
  return [targetMachine, optimize](llvm::Module *module) -> llvm::Error {
    applyJITPolicy(*module, optimize);
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
    // First, the internal functions and globals that nothing can reach go
    // (private functions that no function calls): the default pipeline
    // drops them only after its first function passes and IPSCCP went
    // through them (GlobalOpt), and code generation without optimisation
    // would compile them (10000 functions of which main calls 2: 1 s).
    llvm::ModulePassManager pipeline;
    pipeline.addPass(llvm::GlobalDCEPass());
    if (optimize)
      pipeline.addPass(builder.buildPerModuleDefaultPipeline(
          kJITOptLevel == 3   ? llvm::OptimizationLevel::O3
          : kJITOptLevel == 2 ? llvm::OptimizationLevel::O2
                              : llvm::OptimizationLevel::O1));
    pipeline.run(*module, mam);
    return llvm::Error::success();
  };
}
