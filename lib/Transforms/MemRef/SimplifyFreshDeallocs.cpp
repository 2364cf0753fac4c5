//===- SimplifyFreshDeallocs.cpp - retained fresh buffers out of deallocs -===//
//
// See the description of split-simplify-fresh-deallocs in Passes.td: the
// linear special case of buffer-deallocation-simplification's
// RemoveDeallocMemrefsContainedInRetained, for dealloc ops whose retained
// values are all allocation results, possibly cast (a function returning
// fresh buffers);
// and the linear special case of SplitDeallocWhenNotAliasingAnyOther, for
// dealloc ops that free distinct allocations (a caller freeing the fresh
// buffers a call returned).
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/MemRef/Passes.h"

#include "Buffers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITSIMPLIFYFRESHDEALLOCS
#include "split/Transforms/MemRef/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using mlir::split::detail::isFreshAllocation;
using mlir::split::detail::throughBaseBuffer;

namespace {

/// The fresh allocation `value` is, possibly through memref.cast ops (which
/// change the type, not the buffer: a function returning a buffer with the
/// type it declares); null if it is not one.
Value castAllocation(Value value) {
  while (auto cast = value.getDefiningOp<memref::CastOp>())
    value = cast.getSource();
  return isFreshAllocation(value) ? value : Value();
}

/// Erases the memref.extract_strided_metadata ops of `memrefs` (base buffers
/// a dealloc listed) that nothing uses any more. The pass runs before
/// canonicalisation, which would otherwise fold each of them first: the
/// folder computes the strides of the source type, which MLIR 22 does for
/// an identity layout by building and simplifying an affine expression
/// (about 25,000 instructions per op: a function returning 20000 buffers
/// has 20000 such ops, and so has its caller;
/// docs/upstream/identity-layout-strides.md).
void eraseUnusedMetadata(ValueRange memrefs, RewriterBase &rewriter) {
  llvm::SmallSetVector<Operation *, 16> metadata;
  for (Value memref : memrefs)
    if (auto op = memref.getDefiningOp<memref::ExtractStridedMetadataOp>())
      metadata.insert(op);
  for (Operation *op : metadata)
    if (op->use_empty())
      rewriter.eraseOp(op);
}

void simplify(bufferization::DeallocOp dealloc, RewriterBase &rewriter) {
  llvm::DenseMap<Value, unsigned> retainedIndex;
  for (auto [index, retained] : llvm::enumerate(dealloc.getRetained())) {
    Value allocation = castAllocation(retained);
    if (!allocation)
      return;
    if (!retainedIndex.try_emplace(allocation, index).second)
      return; // duplicates: canonicalisation removes them first
  }
  SmallVector<Value> memrefs, conditions;
  rewriter.setInsertionPointAfter(dealloc);
  for (auto [memref, condition] :
       llvm::zip_equal(dealloc.getMemrefs(), dealloc.getConditions())) {
    // A buffer or its base buffer: the same allocation.
    Value allocation = castAllocation(throughBaseBuffer(memref));
    auto it = allocation ? retainedIndex.find(allocation) : retainedIndex.end();
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
  SmallVector<Value> listed(dealloc.getMemrefs());
  rewriter.modifyOpInPlace(dealloc, [&] {
    dealloc.getMemrefsMutable().assign(memrefs);
    dealloc.getConditionsMutable().assign(conditions);
  });
  eraseUnusedMetadata(listed, rewriter);
}

/// The functions of `root` (when it is a module: the pass runs there in the
/// pipeline, so that callers see their callees) whose every return hands
/// back distinct fresh allocations: each call of one returns buffers that
/// are allocations of their own, owned by the caller.
llvm::DenseSet<StringAttr> freshReturningFunctions(Operation *root) {
  llvm::DenseSet<StringAttr> fresh;
  if (!root->hasTrait<OpTrait::SymbolTable>())
    return fresh;
  for (auto function : root->getRegion(0).getOps<func::FuncOp>()) {
    if (function.isExternal())
      continue;
    bool allFresh = true;
    function.walk([&](func::ReturnOp ret) {
      llvm::SmallPtrSet<Value, 8> seen;
      for (Value operand : ret.getOperands()) {
        if (!llvm::isa<BaseMemRefType>(operand.getType()))
          continue;
        Value allocation = castAllocation(operand);
        if (!allocation || !seen.insert(allocation).second)
          allFresh = false;
      }
    });
    if (allFresh)
      fresh.insert(function.getSymNameAttr());
  }
  return fresh;
}

/// The allocation `value` is, or is the base buffer of, when that is known
/// without alias analysis: a fresh allocation (through casts), a result of a
/// call of a function in `freshCallees`, or the base buffer of either
/// (memref.extract_strided_metadata, as ownership-based deallocation frees
/// call results).
Value allocationOf(Value value,
                   const llvm::DenseSet<StringAttr> &freshCallees) {
  value = throughBaseBuffer(value);
  if (Value allocation = castAllocation(value))
    return allocation;
  if (auto call = value.getDefiningOp<func::CallOp>())
    if (freshCallees.contains(call.getCalleeAttr().getAttr()))
      return value;
  return {};
}

/// A dealloc without retained values of N buffers that are N distinct
/// allocations becomes N deallocs of one buffer each. The upstream lowering
/// of a dealloc of several buffers checks at run time which ones alias (a
/// helper function, and code to fill its tables: straight-line code per
/// buffer, in one basic block on which LLVM's code generation is
/// superlinear: issue 21, a caller of a function with 1000 results took
/// 100 s to JIT-compile); buffer-deallocation-simplification's split asks
/// its alias analysis about every pair, quadratic in N. One buffer each
/// lowers to `scf.if` and `memref.dealloc`.
void splitDistinct(bufferization::DeallocOp dealloc, RewriterBase &rewriter,
                   const llvm::DenseSet<StringAttr> &freshCallees) {
  if (!dealloc.getRetained().empty())
    return;
  // A buffer under a constant false condition is not freed here: it leaves
  // (as canonicalisation would drop it; the pass runs before it).
  SmallVector<std::pair<Value, Value>> freed;
  for (auto [memref, condition] :
       llvm::zip_equal(dealloc.getMemrefs(), dealloc.getConditions()))
    if (!matchPattern(condition, m_Zero()))
      freed.emplace_back(memref, condition);
  if (freed.size() == dealloc.getMemrefs().size() && freed.size() < 2)
    return;
  llvm::SmallPtrSet<Value, 16> allocations;
  for (Value memref : llvm::make_first_range(freed)) {
    Value allocation = allocationOf(memref, freshCallees);
    if (!allocation || !allocations.insert(allocation).second)
      return;
  }
  rewriter.setInsertionPoint(dealloc);
  for (auto [memref, condition] : freed) {
    // Owned for sure: a memref.dealloc of the allocation, which is what
    // lower-deallocations would make of it but for the base buffer's
    // metadata it takes first (per buffer: a memref.extract_strided_metadata
    // for every pass below, and the conversion, to go through).
    if (matchPattern(condition, m_One())) {
      memref::DeallocOp::create(rewriter, dealloc.getLoc(),
                                throughBaseBuffer(memref));
      continue;
    }
    bufferization::DeallocOp::create(rewriter, dealloc.getLoc(),
                                     ValueRange{memref}, ValueRange{condition},
                                     ValueRange{});
  }
  SmallVector<Value> listed(dealloc.getMemrefs());
  rewriter.eraseOp(dealloc);
  eraseUnusedMetadata(listed, rewriter);
}

struct SplitSimplifyFreshDeallocsPass
    : split::impl::SplitSimplifyFreshDeallocsBase<
          SplitSimplifyFreshDeallocsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    llvm::DenseSet<StringAttr> freshCallees =
        freshReturningFunctions(getOperation());
    getOperation()->walk([&](bufferization::DeallocOp dealloc) {
      simplify(dealloc, rewriter);
      splitDistinct(dealloc, rewriter, freshCallees);
    });
  }
};

} // namespace
