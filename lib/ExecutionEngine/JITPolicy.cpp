//===- JITPolicy.cpp - how every split host JIT-compiles ------------------===//

#include "split/ExecutionEngine/JITPolicy.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Transforms/Scalar/DCE.h"
#include "llvm/Transforms/Scalar/InstSimplifyPass.h"

using namespace mlir;
using namespace mlir::split;

/// Splits the blocks of `function` into blocks of at most
/// kJITMaxBlockSize instructions (each ending in a branch to the next).
/// Static allocas stay in the entry block. The split points of a block are
/// found first and split last to first, so that every split moves at most
/// one chunk: linear in the size of the block.
static void boundBlockSizes(llvm::Function &function) {
  llvm::SmallVector<llvm::BasicBlock *> blocks;
  for (llvm::BasicBlock &block : function)
    if (block.size() > kJITMaxBlockSize)
      blocks.push_back(&block);
  for (llvm::BasicBlock *block : blocks) {
    llvm::SmallVector<llvm::Instruction *> splitPoints;
    size_t count = 0;
    for (llvm::Instruction &instruction : *block) {
      if (++count <= kJITMaxBlockSize ||
          llvm::isa<llvm::PHINode>(instruction) || instruction.isTerminator() ||
          (llvm::isa<llvm::AllocaInst>(instruction) && block->isEntryBlock()))
        continue;
      splitPoints.push_back(&instruction);
      count = 1;
    }
    for (llvm::Instruction *point : llvm::reverse(splitPoints))
      block->splitBasicBlock(point);
  }
}

/// Folds the aggregate traffic of MLIR's memref descriptors out of
/// `function`: an extractvalue of an insertvalue chain is the inserted
/// value (InstSimplify), and the chains nobody reads then go (DCE). FastISel
/// selects no aggregate: an instruction that uses one, a call that frees a
/// buffer extracted from a descriptor, falls back to SelectionDAG. Both
/// passes are linear.
static void simplifyAggregates(llvm::Function &function) {
  llvm::FunctionAnalysisManager analyses;
  llvm::PassBuilder builder;
  builder.registerFunctionAnalyses(analyses);
  llvm::FunctionPassManager passes;
  passes.addPass(llvm::InstSimplifyPass());
  passes.addPass(llvm::DCEPass());
  passes.run(function, analyses);
}

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
    simplifyAggregates(function);
    boundBlockSizes(function);
    ++marked;
  }
  return marked;
}

llvm::CodeGenOptLevel split::jitCodeGenOptLevel(Operation *module) {
  // An LLVM dialect operation is about one LLVM instruction, and a block
  // one basic block.
  size_t large = 0;
  module->walk([&](LLVM::LLVMFuncOp function) {
    size_t total = 0, largest = 0;
    for (Block &block : function.getBody()) {
      size_t size = block.getOperations().size();
      largest = std::max(largest, size);
      total += size;
    }
    if (largest > kJITMaxOptimizedBlockSize ||
        total > kJITMaxOptimizedFunctionSize)
      large += total;
    return WalkResult::skip();
  });
  return large > kJITMaxOptimizedCodeGenSize ? llvm::CodeGenOptLevel::None
                                             : kJITCodeGenOptLevel;
}

std::function<llvm::Error(llvm::Module *)>
split::makeJITTransformer(llvm::TargetMachine *targetMachine, bool optimize) {
  return [targetMachine, optimize](llvm::Module *module) -> llvm::Error {
    applyJITPolicy(*module);
    if (!optimize)
      return llvm::Error::success();
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
