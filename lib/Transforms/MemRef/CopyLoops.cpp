//===- CopyLoops.cpp - loops that copy a memref block by block -----------===//

#include "CopyLoops.h"

#include "split/Dialect/MemRef/Utils/MemRefLayout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::split::detail;

int64_t split::detail::contiguousBlockStart(MemRefType type) {
  return split::rowMajorBlockStart(type, /*allowGaps=*/false,
                                   /*dynamicOuterSize=*/false);
}

/// Bytes a memref of `type` holds, if its shape is static and the size fits
/// in int64_t.
static std::optional<int64_t> staticBytes(MemRefType type) {
  if (!type.hasStaticShape() || !type.getElementType().isIntOrFloat())
    return std::nullopt;
  std::optional<int64_t> bytes =
      llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  for (int64_t size : type.getShape())
    if (!(bytes = llvm::checkedMul(*bytes, size)))
      return std::nullopt;
  return bytes;
}

std::optional<int64_t> split::detail::copyBytes(memref::CopyOp copy) {
  auto type = llvm::dyn_cast<MemRefType>(copy.getSource().getType());
  if (!type)
    return std::nullopt;
  return staticBytes(type);
}

/// `llvm.loop.unroll.disable`, as the `loop_annotation` attribute of an
/// scf.for (scf-to-cf carries it to the loop's branch, where it becomes
/// llvm.br's `loop_annotation`). Copy loops are bound by memory, and an
/// unrolled copy loop is one basic block of many loads and stores on which
/// LLVM's DAG combiner and instruction schedulers spend time superlinear in
/// its size (issue 21: 8 row copies of 256 bytes per block, 3.4 KB of code
/// and ~50 ms of JIT time per split returned from a function).
void split::detail::disableUnrolling(scf::ForOp loop) {
  MLIRContext *context = loop.getContext();
  loop->setAttr(
      "loop_annotation",
      LLVM::LoopAnnotationAttr::get(
          context, {}, {}, {},
          LLVM::LoopUnrollAttr::get(context, BoolAttr::get(context, true), {},
                                    {}, {}, {}, {}, {}),
          {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}));
}

SmallVector<Value> split::detail::outerLoops(IRRewriter &rewriter, Location loc,
                                             Value memref, int64_t depth,
                                             bool parallel, bool unroll) {
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

Value split::detail::blockAt(OpBuilder &b, Location loc, Value memref,
                             ValueRange indices) {
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
