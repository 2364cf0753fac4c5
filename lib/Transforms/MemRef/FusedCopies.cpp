//===- FusedCopies.cpp - copies out of one source in one pass ------------===//
//
// The copies of a split's results out of one source (a function that
// returns them as fresh memrefs) each read rows of the source that are far
// apart. Fused, one pass over the outer dimensions copies the block of
// every copy in turn: the source is read once, in order, and every target
// is written with non-temporal stores.
//
//===----------------------------------------------------------------------===//

#include "FusedCopies.h"

#include "CopyLoops.h"

#include "split/Dialect/MemRef/Utils/MemRefLayout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::split::detail;

namespace {

/// Copies that read blocks of one source memref (the results of one split),
/// consecutive in a block, with the same loop over outer dimensions.
struct CopyGroup {
  Value base;
  int64_t blockStart = 0;
  SmallVector<memref::CopyOp> copies;
};

/// The loop depth at which `copy` becomes contiguous blocks, if it is a copy
/// the fused path handles: static shapes, byte-sized int or float elements,
/// and not already one memcpy.
std::optional<int64_t> fusableBlockStart(memref::CopyOp copy) {
  auto source = llvm::dyn_cast<MemRefType>(copy.getSource().getType());
  auto target = llvm::dyn_cast<MemRefType>(copy.getTarget().getType());
  if (!source || !target || !source.hasStaticShape() ||
      source.getNumElements() == 0 ||
      !copy.getSource().getDefiningOp<memref::SubViewOp>())
    return std::nullopt;
  Type element = source.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0 ||
      (split::isCopiedWithMemcpyUpstream(source) &&
       split::isCopiedWithMemcpyUpstream(target)))
    return std::nullopt;
  int64_t start =
      std::max(contiguousBlockStart(source), contiguousBlockStart(target));
  if (start == 0 || start >= source.getRank())
    return std::nullopt;
  return start;
}

/// Ops that only allocate new memory (the fresh results of a function that
/// returns its split results) touch nothing a copy reads or writes: copies
/// may move across them.
bool onlyAllocates(Operation *op) {
  auto effectsOp = llvm::dyn_cast<MemoryEffectOpInterface>(op);
  if (!effectsOp || op->getNumRegions() != 0)
    return false;
  SmallVector<MemoryEffects::EffectInstance> effects;
  effectsOp.getEffects(effects);
  return llvm::all_of(effects, [](const MemoryEffects::EffectInstance &e) {
    return llvm::isa<MemoryEffects::Allocate>(e.getEffect());
  });
}

SmallVector<CopyGroup> findCopyGroups(Operation *root) {
  SmallVector<CopyGroup> groups;
  root->walk([&](Block *block) {
    CopyGroup current;
    auto flush = [&] {
      if (current.copies.size() >= 2) {
        std::optional<int64_t> bytes = 0;
        for (memref::CopyOp copy : current.copies) {
          std::optional<int64_t> one = copyBytes(copy);
          bytes = one ? llvm::checkedAdd(*bytes, *one) : std::nullopt;
          if (!bytes)
            break;
        }
        if (bytes && *bytes >= kMinFusedBytes)
          groups.push_back(current);
      }
      current = CopyGroup();
    };
    for (Operation &op : *block) {
      auto copy = llvm::dyn_cast<memref::CopyOp>(op);
      if (!copy) {
        // Moving the copies across this op must not reorder memory accesses.
        if (!isMemoryEffectFree(&op) && !onlyAllocates(&op))
          flush();
        continue;
      }
      std::optional<int64_t> start = fusableBlockStart(copy);
      Value base =
          start
              ? copy.getSource().getDefiningOp<memref::SubViewOp>().getSource()
              : Value();
      bool joins = start && !current.copies.empty() && base == current.base &&
                   *start == current.blockStart &&
                   llvm::cast<MemRefType>(copy.getSource().getType())
                           .getShape()
                           .take_front(*start) ==
                       llvm::cast<MemRefType>(
                           current.copies.front().getSource().getType())
                           .getShape()
                           .take_front(*start);
      if (!joins) {
        flush();
        if (start) {
          current.base = base;
          current.blockStart = *start;
        }
      }
      if (start)
        current.copies.push_back(copy);
    }
    flush();
  });
  return groups;
}

/// [first, last) byte addresses `memref` may touch.
std::pair<Value, Value> addressRange(OpBuilder &b, Location loc, Value memref) {
  auto type = llvm::cast<MemRefType>(memref.getType());
  Value pointer =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, memref);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value extent = one;
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    Value last = arith::SubIOp::create(b, loc, metadata.getSizes()[dim], one);
    extent = arith::AddIOp::create(
        b, loc, extent,
        arith::MulIOp::create(b, loc, last, metadata.getStrides()[dim]));
  }
  Value elementBytes =
      arith::ConstantIndexOp::create(b, loc, type.getElementTypeBitWidth() / 8);
  Value first = arith::AddIOp::create(
      b, loc, pointer,
      arith::MulIOp::create(b, loc, metadata.getOffset(), elementBytes));
  Value end = arith::AddIOp::create(
      b, loc, first, arith::MulIOp::create(b, loc, extent, elementBytes));
  return {first, end};
}

/// Copies one contiguous block with vector loads and non-temporal vector
/// stores, and a scalar loop for the rest.
void copyBlockNonTemporal(OpBuilder &b, Location loc, Value source,
                          Value target) {
  auto type = llvm::cast<MemRefType>(source.getType());
  int64_t count = type.getNumElements();
  ReassociationIndices all =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  Value flatSource = memref::CollapseShapeOp::create(b, loc, source, {all});
  Value flatTarget = memref::CollapseShapeOp::create(b, loc, target, {all});
  Type element = type.getElementType();
  int64_t lanes = 64 / (element.getIntOrFloatBitWidth() / 8);
  int64_t vectorEnd = count - count % lanes;
  Value split = arith::ConstantIndexOp::create(b, loc, vectorEnd);
  // Each loop only when it runs: a block narrower than one vector gets no
  // vector loop (whose loads would read past the block if it ran).
  if (vectorEnd > 0) {
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value step = arith::ConstantIndexOp::create(b, loc, lanes);
    auto vectorType = VectorType::get({lanes}, element);
    auto vectorLoop = scf::ForOp::create(
        b, loc, zero, split, step, ValueRange{},
        [&](OpBuilder &nested, Location nestedLoc, Value i, ValueRange) {
          Value v = vector::LoadOp::create(nested, nestedLoc, vectorType,
                                           flatSource, ValueRange{i});
          vector::StoreOp::create(nested, nestedLoc, v, flatTarget,
                                  ValueRange{i},
                                  /*nontemporal=*/true);
          scf::YieldOp::create(nested, nestedLoc);
        });
    // Fully unrolled (LLVM does that to static trip counts up to a few
    // hundred), the blocks of one row become one basic block of hundreds of
    // loads and stores, on which LLVM's instruction schedulers spend seconds
    // (W2: 1.9 s of JIT time, 90% in the machine schedulers) for no gain.
    disableUnrolling(vectorLoop);
  }
  if (vectorEnd < count) {
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value end = arith::ConstantIndexOp::create(b, loc, count);
    scf::ForOp::create(
        b, loc, split, end, one, ValueRange{},
        [&](OpBuilder &nested, Location nestedLoc, Value i, ValueRange) {
          Value v = memref::LoadOp::create(nested, nestedLoc, flatSource,
                                           ValueRange{i});
          memref::StoreOp::create(nested, nestedLoc, v, flatTarget,
                                  ValueRange{i},
                                  /*nontemporal=*/true);
          scf::YieldOp::create(nested, nestedLoc);
        });
  }
}

/// Replaces the copies of `group` by one pass over the outer dimensions that
/// copies the block of every copy in turn, so that the source is read once,
/// in order, and every target is written with non-temporal stores. Copies
/// may be reordered only if no target overlaps another or the source: that
/// is checked at run time, and the original copies run otherwise.
void fuseCopies(IRRewriter &rewriter, CopyGroup &group, bool parallel) {
  memref::CopyOp last = group.copies.back();
  Location loc = last.getLoc();
  rewriter.setInsertionPoint(last);
  SmallVector<std::pair<Value, Value>> ranges;
  for (memref::CopyOp copy : group.copies)
    ranges.push_back(addressRange(rewriter, loc, copy.getTarget()));
  std::pair<Value, Value> source = addressRange(rewriter, loc, group.base);
  Value disjoint = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
  auto apart = [&](std::pair<Value, Value> a, std::pair<Value, Value> b) {
    Value before = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ule, a.second, b.first);
    Value after = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ule, b.second, a.first);
    disjoint = arith::AndIOp::create(
        rewriter, loc, disjoint,
        arith::OrIOp::create(rewriter, loc, before, after));
  };
  for (size_t i = 0; i < ranges.size(); ++i) {
    apart(ranges[i], source);
    for (size_t j = i + 1; j < ranges.size(); ++j)
      apart(ranges[i], ranges[j]);
  }
  auto ifOp = scf::IfOp::create(rewriter, loc, disjoint, /*withElse=*/true);

  rewriter.setInsertionPointToStart(ifOp.thenBlock());
  // The loops over the rows are LLVM's to unroll: their bodies are the
  // blocks' own loops, which are never unrolled, so unrolling them adds no
  // long basic block. Not unrolled, W2's fresh results (a 4096x4096 f32 split
  // into four along axis 1) ran at 0.55x of memcpy of the same bytes instead
  // of 0.92x (BENCHMARKS.md, "Fresh results through split-runner").
  SmallVector<Value> indices =
      outerLoops(rewriter, loc, group.copies.front().getSource(),
                 group.blockStart, parallel, /*unroll=*/true);
  for (memref::CopyOp copy : group.copies)
    copyBlockNonTemporal(rewriter, loc,
                         blockAt(rewriter, loc, copy.getSource(), indices),
                         blockAt(rewriter, loc, copy.getTarget(), indices));

  rewriter.setInsertionPointToStart(ifOp.elseBlock());
  for (memref::CopyOp copy : group.copies)
    rewriter.clone(*copy.getOperation());
  for (memref::CopyOp copy : group.copies)
    rewriter.eraseOp(copy);
}

} // namespace

void split::detail::fuseCopyGroups(IRRewriter &rewriter, Operation *root,
                                   bool parallel) {
  for (CopyGroup &group : findCopyGroups(root))
    fuseCopies(rewriter, group, parallel);
}
