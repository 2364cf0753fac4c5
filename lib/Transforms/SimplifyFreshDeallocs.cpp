//===- SimplifyFreshDeallocs.cpp - retained fresh buffers out of deallocs -===//
//
// See the description of split-simplify-fresh-deallocs in Passes.td: the
// linear special case of buffer-deallocation-simplification's
// RemoveDeallocMemrefsContainedInRetained, for dealloc ops whose retained
// values are all allocation results (a function returning fresh buffers).
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITSIMPLIFYFRESHDEALLOCS
#include "split/Transforms/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

/// A value that is an allocation of its own: the result of an op that
/// allocates it (memref.alloc, bufferization.clone, ...), not a view of one.
bool isFreshAllocation(Value value) {
  Operation *op = value.getDefiningOp();
  return op && hasEffect<MemoryEffects::Allocate>(op, value);
}

void simplify(bufferization::DeallocOp dealloc, RewriterBase &rewriter) {
  if (!llvm::all_of(dealloc.getRetained(), isFreshAllocation))
    return;
  llvm::DenseMap<Value, unsigned> retainedIndex;
  for (auto [index, retained] : llvm::enumerate(dealloc.getRetained()))
    if (!retainedIndex.try_emplace(retained, index).second)
      return; // duplicates: canonicalisation removes them first
  SmallVector<Value> memrefs, conditions;
  rewriter.setInsertionPointAfter(dealloc);
  for (auto [memref, condition] :
       llvm::zip_equal(dealloc.getMemrefs(), dealloc.getConditions())) {
    auto it = retainedIndex.find(memref);
    if (it == retainedIndex.end()) {
      memrefs.push_back(memref);
      conditions.push_back(condition);
      continue;
    }
    // Retained, so never freed here; every other retained value is another
    // allocation, so only this value's result learns the condition.
    Value updated = dealloc.getUpdatedConditions()[it->second];
    if (updated.use_empty())
      continue;
    auto disjunction =
        arith::OrIOp::create(rewriter, dealloc.getLoc(), updated, condition);
    rewriter.replaceAllUsesExcept(updated, disjunction.getResult(),
                                  disjunction);
  }
  if (memrefs.size() == dealloc.getMemrefs().size())
    return;
  rewriter.modifyOpInPlace(dealloc, [&] {
    dealloc.getMemrefsMutable().assign(memrefs);
    dealloc.getConditionsMutable().assign(conditions);
  });
}

struct SplitSimplifyFreshDeallocsPass
    : split::impl::SplitSimplifyFreshDeallocsBase<
          SplitSimplifyFreshDeallocsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    getOperation()->walk(
        [&](bufferization::DeallocOp dealloc) { simplify(dealloc, rewriter); });
  }
};

} // namespace
