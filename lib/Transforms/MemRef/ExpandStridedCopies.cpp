//===- ExpandStridedCopies.cpp - strided memref.copy at memcpy speed ------===//
//
// The LLVM lowering of memref.copy emits an inline llvm.memcpy only when both
// memrefs are provably contiguous; otherwise it calls the generic memrefCopy
// run-time function, which copies element by element (4-8x slower than
// memcpy). Copies out of split results are such strided copies. This pass
// rewrites them as
//   - a loop nest over the outer dimensions that copies the largest block of
//     trailing dimensions that is contiguous in both memrefs and of static
//     shape: each block copy becomes an llvm.memcpy;
//   - otherwise (dynamic trailing sizes or strides), linalg.copy, whose loops
//     LLVM vectorises at -O3.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/MemRef/Passes.h"

#include "split/Dialect/MemRef/Utils/MemRefLayout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/CheckedArithmetic.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITEXPANDSTRIDEDCOPIES
#include "split/Transforms/MemRef/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

/// The first dimension of the largest block of trailing dimensions that is
/// contiguous and of static shape in `type` (its rank if there is none).
int64_t contiguousBlockStart(MemRefType type) {
  return split::rowMajorBlockStart(type, /*allowGaps=*/false,
                                   /*dynamicOuterSize=*/false);
}

/// `llvm.loop.unroll.disable`, as the `loop_annotation` attribute of an
/// scf.for (scf-to-cf carries it to the loop's branch, where it becomes
/// llvm.br's `loop_annotation`). Copy loops are bound by memory, and an
/// unrolled copy loop is one basic block of many loads and stores on which
/// LLVM's DAG combiner and instruction schedulers spend time superlinear in
/// its size (issue 21: 8 row copies of 256 bytes per block, 3.4 KB of code
/// and ~50 ms of JIT time per split returned from a function).
void disableUnrolling(scf::ForOp loop) {
  MLIRContext *context = loop.getContext();
  loop->setAttr(
      "loop_annotation",
      LLVM::LoopAnnotationAttr::get(
          context, {}, {}, {},
          LLVM::LoopUnrollAttr::get(context, BoolAttr::get(context, true), {},
                                    {}, {}, {}, {}, {}),
          {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}));
}

/// Opens a loop nest over dimensions [0, depth) of `memref` at the
/// rewriter's insertion point and returns the induction variables; the
/// rewriter is left in the innermost body. With `parallel`, the outermost
/// loop is an scf.parallel. With `unroll`, LLVM decides whether to unroll
/// the loops; otherwise they are not unrolled.
SmallVector<Value> outerLoops(IRRewriter &rewriter, Location loc, Value memref,
                              int64_t depth, bool parallel = false,
                              bool unroll = false) {
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  SmallVector<Value> indices;
  for (int64_t dim = 0; dim < depth; ++dim) {
    Value bound = memref::DimOp::create(rewriter, loc, memref, dim);
    if (parallel && dim == 0) {
      auto loop = scf::ParallelOp::create(rewriter, loc, ValueRange{zero},
                                          ValueRange{bound}, ValueRange{one});
      rewriter.setInsertionPointToStart(loop.getBody());
      indices.push_back(loop.getInductionVars().front());
      continue;
    }
    auto loop = scf::ForOp::create(rewriter, loc, zero, bound, one);
    if (!unroll)
      disableUnrolling(loop);
    rewriter.setInsertionPointToStart(loop.getBody());
    indices.push_back(loop.getInductionVar());
  }
  return indices;
}

/// The block of `memref` at outer indices `indices`: dimensions
/// [indices.size(), rank), with the outer ones dropped.
Value blockAt(OpBuilder &b, Location loc, Value memref, ValueRange indices) {
  auto type = llvm::cast<MemRefType>(memref.getType());
  int64_t rank = type.getRank(), start = indices.size();
  SmallVector<OpFoldResult> offsets(indices.begin(), indices.end());
  offsets.append(rank - start, b.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes(start, b.getIndexAttr(1));
  ArrayRef<int64_t> blockShape = type.getShape().drop_front(start);
  for (int64_t size : blockShape)
    sizes.push_back(b.getIndexAttr(size));
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  // The block's layout is that of its own dimensions. Inferring the
  // rank-reduced type instead is ambiguous when the block has unit
  // dimensions: for a block of width 1 it keeps the outer dimension, whose
  // stride is the row length, and the block is no longer contiguous.
  MemRefType full =
      memref::SubViewOp::inferResultType(type, offsets, sizes, strides);
  auto [fullStrides, offset] = full.getStridesAndOffset();
  auto layout = StridedLayoutAttr::get(b.getContext(), offset,
                                       ArrayRef(fullStrides).drop_front(start));
  auto blockType = MemRefType::get(blockShape, type.getElementType(), layout,
                                   type.getMemorySpace());
  return memref::SubViewOp::create(b, loc, blockType, memref, offsets, sizes,
                                   strides);
}

/// Copies blocks [start, rank) one by one, in a loop nest over [0, start).
void copyByBlocks(IRRewriter &rewriter, memref::CopyOp copy, int64_t start,
                  bool parallel = false) {
  Location loc = copy.getLoc();
  rewriter.setInsertionPoint(copy);
  SmallVector<Value> indices =
      outerLoops(rewriter, loc, copy.getSource(), start, parallel);
  memref::CopyOp::create(rewriter, loc,
                         blockAt(rewriter, loc, copy.getSource(), indices),
                         blockAt(rewriter, loc, copy.getTarget(), indices));
  rewriter.eraseOp(copy);
}

//===----------------------------------------------------------------------===//
// Copies out of one source, fused
//===----------------------------------------------------------------------===//

/// Copies that read blocks of one source memref (the results of one split),
/// consecutive in a block, with the same loop over outer dimensions.
struct CopyGroup {
  Value base;
  int64_t blockStart = 0;
  SmallVector<memref::CopyOp> copies;
};

/// Fused copies pay off for large copies only: non-temporal stores of data
/// that is read again soon are slower than ordinary ones. So do parallel
/// copies: below this, waking threads costs more than they save.
constexpr int64_t kMinFusedBytes = 1 << 20;

/// Bytes a memref of `type` holds, if its shape is static and the size fits
/// in int64_t (static sizes near INT64_MAX verify; such a copy never runs,
/// but computing its size must not overflow).
std::optional<int64_t> staticBytes(MemRefType type) {
  if (!type.hasStaticShape() || !type.getElementType().isIntOrFloat())
    return std::nullopt;
  std::optional<int64_t> bytes =
      llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  for (int64_t size : type.getShape())
    if (!(bytes = llvm::checkedMul(*bytes, size)))
      return std::nullopt;
  return bytes;
}

/// Bytes `copy` moves, if its shape is static.
std::optional<int64_t> copyBytes(memref::CopyOp copy) {
  auto type = llvm::dyn_cast<MemRefType>(copy.getSource().getType());
  if (!type)
    return std::nullopt;
  return staticBytes(type);
}

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

struct SplitExpandStridedCopiesPass
    : split::impl::SplitExpandStridedCopiesBase<SplitExpandStridedCopiesPass> {
  using Base::Base;
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    for (CopyGroup &group : findCopyGroups(getOperation()))
      fuseCopies(rewriter, group, parallel);
    SmallVector<memref::CopyOp> copies;
    getOperation()->walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies) {
      auto source = llvm::dyn_cast<MemRefType>(copy.getSource().getType());
      auto target = llvm::dyn_cast<MemRefType>(copy.getTarget().getType());
      if (!source || !target)
        continue;
      std::optional<int64_t> bytes = copyBytes(copy);
      bool large = parallel && bytes && *bytes >= kMinFusedBytes;
      if (split::isCopiedWithMemcpyUpstream(source) &&
          split::isCopiedWithMemcpyUpstream(target)) {
        // One memcpy, unless it is large enough to spread over threads:
        // then one memcpy per index of the outer dimension.
        if (large && source.getRank() >= 2 && source.getDimSize(0) > 1)
          copyByBlocks(rewriter, copy, 1, /*parallel=*/true);
        continue;
      }
      // Contiguous at a run-time size: one llvm.memcpy too, by
      // split-contiguous-copies-to-llvm.
      if (split::isContiguousCopy(source, target))
        continue;
      int64_t start =
          std::max(contiguousBlockStart(source), contiguousBlockStart(target));
      if (start < source.getRank() &&
          llvm::product_of(source.getShape().drop_front(start)) > 0) {
        copyByBlocks(rewriter, copy, start, large && start > 0);
        continue;
      }
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }
  }
};

} // namespace
