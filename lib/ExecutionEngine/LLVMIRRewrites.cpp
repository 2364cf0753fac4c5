//===- LLVMIRRewrites.cpp - LLVM IR that FastISel selects quickly ---------===//

#include "LLVMIRRewrites.h"

#include "split/ExecutionEngine/JITPolicy.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"

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
void split::detail::hoistAllocas(llvm::Function &function) {
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
void split::detail::boundBlockSizes(llvm::Function &function) {
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
void split::detail::scalarizeAggregates(llvm::Function &function) {
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
size_t split::detail::countScalarStores(llvm::BasicBlock &block) {
  size_t stores = 0;
  llvm::SmallVector<unsigned> indices;
  for (llvm::Instruction &instruction : block)
    if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&instruction))
      forEachScalar(store->getValueOperand()->getType(), indices,
                    [&](auto, llvm::Type *) { ++stores; });
  return stores;
}
