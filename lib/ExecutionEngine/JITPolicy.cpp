//===- JITPolicy.cpp - how every split host JIT-compiles ------------------===//

#include "split/ExecutionEngine/JITPolicy.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Threading.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"
#include "llvm/Transforms/Utils/Local.h"

#include <atomic>

using namespace mlir;
using namespace mlir::split;

/// Moves the fixed-size allocas of `function` that run at most once per call
/// (in no cycle of the control-flow graph) to the start of the entry block:
/// FastISel gives only the entry block's allocas a stack slot, and sends a
/// block with any other alloca to SelectionDAG, whose scheduler is
/// superlinear in the size of a block. MLIR's lowering places the alloca of
/// a memref cast to unranked where the cast is (one per printed or
/// returned result). Each alloca still makes one object per call, live
/// until the function returns, as before.
static void hoistAllocas(llvm::Function &function) {
  llvm::SmallPtrSet<llvm::BasicBlock *, 8> inCycles;
  for (auto scc = llvm::scc_begin(&function); !scc.isAtEnd(); ++scc)
    if (scc.hasCycle())
      inCycles.insert(scc->begin(), scc->end());
  llvm::SmallVector<llvm::AllocaInst *> allocas;
  llvm::BasicBlock &entry = function.getEntryBlock();
  for (llvm::BasicBlock &block : function) {
    if (inCycles.contains(&block))
      continue;
    bool pastFront = false;
    for (llvm::Instruction &instruction : block) {
      auto *alloca = llvm::dyn_cast<llvm::AllocaInst>(&instruction);
      if (alloca && llvm::isa<llvm::ConstantInt>(alloca->getArraySize()) &&
          !alloca->isUsedWithInAlloca() && (&block != &entry || pastFront))
        allocas.push_back(alloca);
      pastFront |= !alloca;
    }
  }
  llvm::BasicBlock::iterator front = entry.getFirstNonPHIOrDbgOrAlloca();
  for (llvm::AllocaInst *alloca : allocas)
    alloca->moveBefore(front);
}

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

/// Calls `visit(indices, type)` for every scalar member of `type` (a struct
/// or an array), with the indices that lead to it.
static void forEachScalar(
    llvm::Type *type, llvm::SmallVectorImpl<unsigned> &indices,
    llvm::function_ref<void(llvm::ArrayRef<unsigned>, llvm::Type *)> visit) {
  if (!type->isAggregateType()) {
    visit(indices, type);
    return;
  }
  unsigned count = type->isStructTy() ? type->getStructNumElements()
                                      : type->getArrayNumElements();
  for (unsigned i = 0; i < count; ++i) {
    indices.push_back(i);
    llvm::Type *member = type->isStructTy() ? type->getStructElementType(i)
                                            : type->getArrayElementType();
    forEachScalar(member, indices, visit);
    indices.pop_back();
  }
}

/// The address and alignment of the member at `indices` of the `type` at
/// `base` (aligned to `align`).
static std::pair<llvm::Value *, llvm::Align>
memberAddress(llvm::IRBuilder<> &builder, llvm::Type *type, llvm::Value *base,
              llvm::Align align, llvm::ArrayRef<unsigned> indices) {
  llvm::SmallVector<llvm::Value *> gepIndices = {builder.getInt32(0)};
  for (unsigned index : indices)
    gepIndices.push_back(builder.getInt32(index));
  const llvm::DataLayout &layout =
      builder.GetInsertBlock()->getModule()->getDataLayout();
  uint64_t offset = layout.getIndexedOffsetInType(type, gepIndices);
  return {builder.CreateInBoundsGEP(type, base, gepIndices),
          llvm::commonAlignment(align, offset)};
}

/// Replaces each extractvalue of an insertvalue chain in `function` with the
/// inserted value, then erases what nobody reads, last to first. What
/// InstSimplify and DCE would do with these, in one pass each (InstSimplify
/// took 1 s on a function returning 20000 results).
static void foldDescriptorTraffic(llvm::Function &function) {
  for (llvm::Instruction &instruction : llvm::instructions(function))
    if (auto *extract = llvm::dyn_cast<llvm::ExtractValueInst>(&instruction))
      if (llvm::Value *inserted = llvm::FindInsertedValue(
              extract->getAggregateOperand(), extract->getIndices()))
        if (inserted->getType() == extract->getType())
          extract->replaceAllUsesWith(inserted);
  for (llvm::BasicBlock &block : llvm::reverse(function))
    for (llvm::Instruction &instruction :
         llvm::make_early_inc_range(llvm::reverse(block)))
      if (llvm::isInstructionTriviallyDead(&instruction))
        instruction.eraseFromParent();
}

/// Rewrites the loads and stores of aggregates in `function` (memref
/// descriptors: MLIR's lowering stores one to pass a memref unranked, and
/// loads the results a call returned through memory) into loads and stores
/// of their scalars, then folds the descriptors' insertvalue/extractvalue
/// traffic away (foldDescriptorTraffic: an extractvalue of an insertvalue
/// chain is the inserted value; chains nobody reads go). FastISel selects no
/// aggregate: an instruction that uses one sends the block above it to
/// SelectionDAG, whose scheduler is superlinear in the size of a block. All of
/// it is linear. Only where LLVM does not optimise (functions compiled
/// without optimisation, every function of a module not optimised): in the
/// others SROA and InstCombine do better, and the SLP vectoriser is
/// superlinear in long runs of scalar stores.
static void scalarizeAggregates(llvm::Function &function) {
  llvm::SmallVector<llvm::Instruction *> aggregates;
  for (llvm::Instruction &instruction : llvm::instructions(function)) {
    if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&instruction);
        store && store->isSimple() &&
        store->getValueOperand()->getType()->isAggregateType())
      aggregates.push_back(store);
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&instruction);
        load && load->isSimple() && load->getType()->isAggregateType())
      aggregates.push_back(load);
  }
  llvm::SmallVector<unsigned> indices;
  for (llvm::Instruction *instruction : aggregates) {
    llvm::IRBuilder<> builder(instruction);
    if (auto *store = llvm::dyn_cast<llvm::StoreInst>(instruction)) {
      llvm::Value *value = store->getValueOperand();
      forEachScalar(value->getType(), indices, [&](auto path, llvm::Type *) {
        auto [address, align] =
            memberAddress(builder, value->getType(), store->getPointerOperand(),
                          store->getAlign(), path);
        builder.CreateAlignedStore(builder.CreateExtractValue(value, path),
                                   address, align);
      });
    } else {
      auto *load = llvm::cast<llvm::LoadInst>(instruction);
      llvm::Value *whole = llvm::PoisonValue::get(load->getType());
      forEachScalar(load->getType(), indices, [&](auto path, llvm::Type *type) {
        auto [address, align] =
            memberAddress(builder, load->getType(), load->getPointerOperand(),
                          load->getAlign(), path);
        whole = builder.CreateInsertValue(
            whole, builder.CreateAlignedLoad(type, address, align), path);
      });
      load->replaceAllUsesWith(whole);
    }
    instruction->eraseFromParent();
  }
  foldDescriptorTraffic(function);
}

/// The number of scalar stores in `block`, a store of an aggregate counted
/// once per scalar, as SROA makes it.
static size_t countScalarStores(llvm::BasicBlock &block) {
  size_t stores = 0;
  llvm::SmallVector<unsigned> indices;
  for (llvm::Instruction &instruction : block)
    if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&instruction))
      forEachScalar(store->getValueOperand()->getType(), indices,
                    [&](auto, llvm::Type *) { ++stores; });
  return stores;
}

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
      scalarizeAggregates(function);
    size_t largest = 0, total = 0, stores = 0;
    for (llvm::BasicBlock &block : function) {
      largest = std::max(largest, block.size());
      total += block.size();
      stores = std::max(stores, countScalarStores(block));
    }
    if (!isTooLargeToOptimize(largest, total) &&
        stores <= kJITMaxOptimizedBlockStores)
      continue;
    // optnone requires noinline; both are what we want: the block stays as
    // it is, and is not inlined into a caller at -O3 either.
    function.removeFnAttr(llvm::Attribute::AlwaysInline);
    function.addFnAttr(llvm::Attribute::OptimizeNone);
    function.addFnAttr(llvm::Attribute::NoInline);
    if (optimize)
      scalarizeAggregates(function);
    hoistAllocas(function);
    boundBlockSizes(function);
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
  parallelForEach(module->getContext(), functions,
                  [&](LLVM::LLVMFuncOp function) {
                    // A block of an llvm.func is one basic block.
                    size_t total = 0, largest = 0;
                    for (Block &block : function.getBody()) {
                      size_t size = block.getOperations().size();
                      largest = std::max(largest, size);
                      total += size;
                    }
                    if (isTooLargeToOptimize(largest, total))
                      large += total;
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
