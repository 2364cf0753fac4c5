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

#include "split/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITEXPANDSTRIDEDCOPIES
#include "split/Transforms/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

/// Mirrors the check by which MemRefToLLVM picks llvm.memcpy for a copy.
bool lowersToMemcpy(MemRefType type) {
  return type.getLayout().isIdentity() ||
         (type.hasStaticShape() && type.getNumElements() > 0 &&
          memref::isStaticShapeAndContiguousRowMajor(type));
}

/// The first dimension of the largest block of trailing dimensions that is
/// contiguous and of static shape in `type` (its rank if there is none).
int64_t contiguousBlockStart(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return type.getRank();
  ArrayRef<int64_t> shape = type.getShape();
  int64_t expected = 1;
  int64_t start = type.getRank();
  for (int64_t dim = type.getRank() - 1; dim >= 0; --dim) {
    if (ShapedType::isDynamic(shape[dim]) || strides[dim] != expected)
      break;
    expected *= shape[dim];
    start = dim;
  }
  return start;
}

/// Copies blocks [start, rank) one by one, in a loop nest over [0, start).
void copyByBlocks(IRRewriter &rewriter, memref::CopyOp copy, int64_t start) {
  Location loc = copy.getLoc();
  Value source = copy.getSource(), target = copy.getTarget();
  auto sourceType = llvm::cast<MemRefType>(source.getType());
  auto targetType = llvm::cast<MemRefType>(target.getType());
  int64_t rank = sourceType.getRank();
  rewriter.setInsertionPoint(copy);
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  SmallVector<Value> indices;
  for (int64_t dim = 0; dim < start; ++dim) {
    Value bound = memref::DimOp::create(rewriter, loc, source, dim);
    auto loop = scf::ForOp::create(rewriter, loc, zero, bound, one);
    rewriter.setInsertionPointToStart(loop.getBody());
    indices.push_back(loop.getInductionVar());
  }
  SmallVector<OpFoldResult> offsets(indices.begin(), indices.end());
  offsets.append(rank - start, rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes(start, rewriter.getIndexAttr(1));
  ArrayRef<int64_t> blockShape = sourceType.getShape().drop_front(start);
  for (int64_t size : blockShape)
    sizes.push_back(rewriter.getIndexAttr(size));
  SmallVector<OpFoldResult> strides(rank, rewriter.getIndexAttr(1));
  auto block = [&](Value memref, MemRefType type) -> Value {
    auto blockType = memref::SubViewOp::inferRankReducedResultType(
        blockShape, type, offsets, sizes, strides);
    return memref::SubViewOp::create(rewriter, loc,
                                     llvm::cast<MemRefType>(blockType), memref,
                                     offsets, sizes, strides);
  };
  memref::CopyOp::create(rewriter, loc, block(source, sourceType),
                         block(target, targetType));
  rewriter.eraseOp(copy);
}

struct SplitExpandStridedCopiesPass
    : split::impl::SplitExpandStridedCopiesBase<SplitExpandStridedCopiesPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<memref::CopyOp> copies;
    getOperation()->walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies) {
      auto source = llvm::dyn_cast<MemRefType>(copy.getSource().getType());
      auto target = llvm::dyn_cast<MemRefType>(copy.getTarget().getType());
      if (!source || !target ||
          (lowersToMemcpy(source) && lowersToMemcpy(target)))
        continue;
      int64_t start =
          std::max(contiguousBlockStart(source), contiguousBlockStart(target));
      if (start < source.getRank() &&
          llvm::product_of(source.getShape().drop_front(start)) > 0) {
        copyByBlocks(rewriter, copy, start);
        continue;
      }
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }
  }
};

} // namespace
