//===- DeallocAfterLastUse.cpp - free a buffer after its last use ---------===//
//
// See the description of split-dealloc-after-last-use in Passes.td:
// ownership-based deallocation frees at the end of a block, which keeps the
// buffers of a chain of calls alive all at once; this pass moves each
// memref.dealloc up to the last use of what may alias its buffer.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/MemRef/Passes.h"

#include "Buffers.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITDEALLOCAFTERLASTUSE
#include "split/Transforms/MemRef/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using mlir::split::detail::isFreshAllocation;
using mlir::split::detail::throughViews;

namespace {

/// Whether `type` is a memref of scalars (integers, indices, floats or
/// vectors of them): a memref of memrefs or of pointers holds addresses the
/// walk does not follow.
bool holdsScalars(Type type) {
  auto memref = dyn_cast<BaseMemRefType>(type);
  if (!memref)
    return false;
  Type element = memref.getElementType();
  if (auto vector = dyn_cast<VectorType>(element))
    element = vector.getElementType();
  return isa<IntegerType, IndexType, FloatType>(element);
}

/// Whether every result of `op` is a memref of scalars.
bool returnsOnlyBuffers(Operation *op) {
  return llvm::all_of(op->getResultTypes(), holdsScalars);
}

/// Whether `value` is a view or a cast of `source` made by `op`.
bool isViewOf(Operation *op, Value source) {
  if (auto view = dyn_cast<ViewLikeOpInterface>(op))
    return view.getViewSource() == source;
  return isa<memref::CastOp, memref::ExtractStridedMetadataOp>(op);
}

/// Whether `use` only reads or writes the elements of the buffer, or its
/// shape, and gives no alias of it but through memref results that the walk
/// follows: the allow-list of the pass (anything else keeps the dealloc).
bool isKnownUse(OpOperand &use) {
  Operation *op = use.getOwner();
  if (isViewOf(op, use.get()))
    return true;
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return &use == &store.getMemrefMutable();
  if (isa<memref::LoadOp, memref::CopyOp, memref::DimOp, memref::RankOp>(op))
    return true;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgOp.hasPureBufferSemantics();
  // A call's memref results may alias its operands: the walk follows them
  // (all its results must be memrefs: an integer could hold the address).
  return isa<func::CallOp>(op) && returnsOnlyBuffers(op);
}

/// The ops of a block with their positions, numbered once: the moves of
/// the pass would make Operation::isBeforeInBlock renumber the block after
/// each one (10000 calls in one block: a fifth of split-runner's time).
using Positions = DenseMap<Operation *, unsigned>;

/// Where `dealloc` can go: just after the last op of its block that uses a
/// value that may alias its buffer, or null when it must stay or is
/// already there. The buffer must be a fresh allocation, or the result of
/// a call whose memref operands the block frees too (two buffers that one
/// block frees unconditionally are two allocations, else the block frees
/// one twice); the walk down then follows views, casts and the results of
/// calls (not those the block frees: distinct again), and every use must be
/// a known one (isKnownUse), directly in the block, not its terminator.
/// Anything else (a block argument, a use in a nested region, a select, a
/// store of the buffer itself) keeps the dealloc where it is.
Operation *lastUse(memref::DeallocOp dealloc,
                   const DenseSet<Value> &freedInBlock,
                   const Positions &positions) {
  Block *block = dealloc->getBlock();
  Value buffer = throughViews(dealloc.getMemref());
  Operation *producer = buffer.getDefiningOp();
  if (!producer || !holdsScalars(buffer.getType()))
    return nullptr;
  SmallVector<Value> worklist = {buffer};
  DenseSet<Value> seen = {buffer};
  auto add = [&](Value value) {
    if (seen.insert(value).second)
      worklist.push_back(value);
  };
  if (!isFreshAllocation(buffer)) {
    if (!isa<func::CallOp>(producer) || !returnsOnlyBuffers(producer))
      return nullptr;
    for (Value operand : producer->getOperands())
      if (isa<BaseMemRefType>(operand.getType()) &&
          !freedInBlock.contains(throughViews(operand)))
        return nullptr;
    // The call's other results may alias this one.
    for (Value result : producer->getResults())
      if (!freedInBlock.contains(result))
        add(result);
  }
  Operation *last = nullptr;
  auto later = [&](Operation *op) {
    if (!last || positions.lookup(last) < positions.lookup(op))
      last = op;
  };
  if (Operation *def = dealloc.getMemref().getDefiningOp();
      def && def->getBlock() == block)
    later(def);
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!holdsScalars(value.getType()))
      return nullptr;
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (isa<memref::DeallocOp>(user) && user->getBlock() == block)
        continue;
      if (user->getBlock() != block ||
          (block->mightHaveTerminator() && user == block->getTerminator()) ||
          !isKnownUse(use))
        return nullptr;
      later(user);
      bool view = isViewOf(user, value);
      for (Value result : user->getResults())
        if (isa<BaseMemRefType>(result.getType()) &&
            (view || !freedInBlock.contains(result)))
          add(result);
    }
  }
  if (!last || positions.lookup(last) + 1 >= positions.lookup(dealloc))
    return nullptr;
  return last;
}

struct SplitDeallocAfterLastUsePass
    : split::impl::SplitDeallocAfterLastUseBase<SplitDeallocAfterLastUsePass> {
  void runOnOperation() override {
    getOperation()->walk([](Block *block) {
      SmallVector<memref::DeallocOp> deallocs;
      DenseSet<Value> freedInBlock;
      for (auto dealloc : block->getOps<memref::DeallocOp>()) {
        deallocs.push_back(dealloc);
        freedInBlock.insert(throughViews(dealloc.getMemref()));
      }
      if (deallocs.empty())
        return;
      Positions positions;
      for (Operation &op : *block)
        positions.try_emplace(&op, positions.size());
      // Where each goes, in the block's first order; then the moves, last
      // first, so that deallocs bound for the same op keep their order.
      SmallVector<std::pair<memref::DeallocOp, Operation *>> moves;
      for (memref::DeallocOp dealloc : deallocs)
        if (Operation *last = lastUse(dealloc, freedInBlock, positions))
          moves.emplace_back(dealloc, last);
      for (auto [dealloc, last] : llvm::reverse(moves))
        dealloc->moveAfter(last);
    });
  }
};

} // namespace
