//===- DeallocAfterLastUse.cpp - free a buffer after its last use ---------===//
//
// See the description of split-dealloc-after-last-use in Passes.td:
// ownership-based deallocation frees at the end of a block, which keeps the
// buffers of a chain of calls alive all at once; this pass moves each
// memref.dealloc up to the last use of what may alias its buffer.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/MemRef/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITDEALLOCAFTERLASTUSE
#include "split/Transforms/MemRef/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

/// The buffer `value` is a view or a cast of, through any number of them;
/// `value` when it is none.
Value throughViews(Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(op);
        view && value == view.getViewDest())
      value = view.getViewSource();
    else if (auto cast = dyn_cast<memref::CastOp>(op))
      value = cast.getSource();
    else if (auto metadata = dyn_cast<memref::ExtractStridedMetadataOp>(op);
             metadata && value == metadata.getBaseBuffer())
      value = metadata.getSource();
    else
      break;
  }
  return value;
}

/// Whether `op`, a user of a value of the alias set through `use`, may pass
/// the buffer's address on in a way the walk does not follow: stored into
/// memory, in a result that is neither a memref (followed) nor a scalar
/// (an integer, index, float or vector of them: a loaded element, a size),
/// as an address in an integer, or by an op the walk does not know. An
/// allow-list: anything else keeps the dealloc where it is.
bool mayLeakAddress(OpOperand &use) {
  Operation *op = use.getOwner();
  if (!op->getDialect() || isa<LLVM::LLVMDialect>(op->getDialect()) ||
      isa<memref::ExtractAlignedPointerAsIndexOp>(op))
    return true;
  if (auto store = dyn_cast<memref::StoreOp>(op);
      store && &use == &store.getValueMutable())
    return true;
  return llvm::any_of(op->getResultTypes(), [](Type type) {
    if (auto vector = dyn_cast<VectorType>(type))
      type = vector.getElementType();
    return !isa<BaseMemRefType, IntegerType, IndexType, FloatType>(type);
  });
}

/// Whether the regions of `op` run before `op` returns, so that a use in
/// them ends with `op` (not an async.execute, say).
bool runsRegionsInPlace(Operation *op) {
  StringRef dialect = op->getName().getDialectNamespace();
  return llvm::is_contained({StringRef("scf"), StringRef("affine"),
                             StringRef("linalg"), StringRef("memref"),
                             StringRef("omp")},
                            dialect);
}

/// The ops of a block with their positions, numbered once: the moves of
/// the pass would make Operation::isBeforeInBlock renumber the block after
/// each one (10000 calls in one block: a fifth of split-runner's time).
using Positions = DenseMap<Operation *, unsigned>;

/// Where `dealloc` can go: just after the last op of its block that uses a
/// value that may alias its buffer, or null when it must stay (a value of
/// the set is a block argument or a result of an op with regions, which may
/// alias what the walk cannot see;
/// is used by the terminator or outside the block; or may leak its
/// address) or is already there. The set grows down (views, casts, and the
/// memref results of any other user) and up (the memref operands of the op
/// that made a value of the set, unless it is a fresh allocation), except
/// through values that another dealloc of the block frees: two buffers that
/// one block frees unconditionally are two allocations.
Operation *lastUse(memref::DeallocOp dealloc,
                   const DenseSet<Value> &freedInBlock,
                   const Positions &positions) {
  Block *block = dealloc->getBlock();
  Value buffer = throughViews(dealloc.getMemref());
  Operation *last = nullptr;
  auto later = [&](Operation *op) {
    if (!last || positions.lookup(last) < positions.lookup(op))
      last = op;
  };
  if (Operation *def = dealloc.getMemref().getDefiningOp();
      def && def->getBlock() == block)
    later(def);
  SmallVector<Value> worklist = {buffer};
  DenseSet<Value> seen = {buffer};
  auto add = [&](Value value) {
    if (isa<BaseMemRefType>(value.getType()) && seen.insert(value).second)
      worklist.push_back(value);
  };
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    Operation *producer = value.getDefiningOp();
    // A block argument, or a result of an op with regions, may alias
    // values the walk up cannot see (a predecessor's, a yielded one).
    if (!producer || producer->getNumRegions())
      return nullptr;
    if (!hasEffect<MemoryEffects::Allocate>(producer, value))
      for (Value operand : producer->getOperands())
        if (!freedInBlock.contains(throughViews(operand)))
          add(operand);
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (isa<memref::DeallocOp>(user))
        continue;
      if (mayLeakAddress(use))
        return nullptr;
      // The op of `block` that holds the use; a value used outside `block`
      // (it is defined in an enclosing block) is not freed here.
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      if (!ancestor || ancestor == block->getTerminator())
        return nullptr;
      later(ancestor);
      // Views inside a nested region stay inside `ancestor`, except through
      // its results.
      if (ancestor != user) {
        if (!runsRegionsInPlace(ancestor) || mayLeakAddress(use))
          return nullptr;
        for (Value result : ancestor->getResults())
          if (!freedInBlock.contains(result))
            add(result);
        continue;
      }
      auto view = dyn_cast<ViewLikeOpInterface>(user);
      bool isView = (view && view.getViewSource() == value) ||
                    isa<memref::CastOp, memref::ExtractStridedMetadataOp>(user);
      for (Value result : user->getResults())
        if (isView || !freedInBlock.contains(result))
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
