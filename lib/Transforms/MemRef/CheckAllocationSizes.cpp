//===- CheckAllocationSizes.cpp - byte sizes of buffers fit in 64 bits ----===//
//
// See split-check-allocation-sizes in Passes.td: upstream's memref-to-LLVM
// lowering computes a buffer's byte size modulo 2^64, so a buffer too large
// to exist would be allocated small and written out of bounds
// (docs/upstream/memref-alloc-size-overflow.md).
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Transforms/MemRef/Passes.h"

#include "split/Dialect/MemRef/Utils/MemRefLayout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITCHECKALLOCATIONSIZES
#include "split/Transforms/MemRef/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

namespace {

/// The size in bytes of one element of `type`, if the data layout knows it.
std::optional<uint64_t> getElementBytes(Operation *op, Type type) {
  if (!llvm::isa<IntegerType, IndexType, FloatType, ComplexType, VectorType,
                 DataLayoutTypeInterface>(type))
    return std::nullopt;
  return DataLayout::closest(op).getTypeSize(type).getFixedValue();
}

/// Whether `alloc` is filled by a copy of a memref that exists before it:
/// of the same shape and element type (memref.copy's rule), with disjoint
/// elements, so the new buffer's byte size is that of memory that exists.
/// The copies of split results that a function returns are such buffers.
bool copiesExistingMemRef(Operation *alloc) {
  Value buffer = alloc->getResult(0);
  for (Operation *user : buffer.getUsers()) {
    auto copy = llvm::dyn_cast<memref::CopyOp>(user);
    if (!copy || copy.getTarget() != buffer)
      continue;
    Value source = copy.getSource();
    auto type = llvm::dyn_cast<MemRefType>(source.getType());
    if (!type || !hasRowMajorStrides(type, /*allowGaps=*/true))
      continue;
    Operation *definer = source.getDefiningOp();
    if (source.getParentBlock() == alloc->getBlock() &&
        (!definer || definer->isBeforeInBlock(alloc)))
      return true;
  }
  return false;
}

/// Puts the check before `alloc` (a memref.alloc or memref.alloca).
template <typename AllocOp>
void checkAllocation(AllocOp alloc, RewriterBase &rewriter) {
  MemRefType type = alloc.getType();
  if (!type.getLayout().isIdentity() || llvm::is_contained(type.getShape(), 0))
    return;
  std::optional<uint64_t> elementBytes =
      getElementBytes(alloc, type.getElementType());
  if (!elementBytes || *elementBytes == 0)
    return;

  // The product of the static factors, exactly, or that it overflows.
  uint64_t staticBytes = *elementBytes;
  bool staticOverflow = false;
  for (int64_t dim : type.getShape()) {
    if (ShapedType::isDynamic(dim))
      continue;
    bool overflow = false;
    staticBytes = llvm::SaturatingMultiply(
        staticBytes, static_cast<uint64_t>(dim), &overflow);
    staticOverflow |= overflow;
  }
  ValueRange dynamicSizes = alloc.getDynamicSizes();
  if (!staticOverflow && dynamicSizes.empty())
    return;

  // The message spells the shape, with {i} for the i-th dynamic size.
  std::string message;
  llvm::raw_string_ostream os(message);
  os << "out of memory allocating a buffer of shape [";
  unsigned next = 0;
  llvm::interleaveComma(type.getShape(), os, [&](int64_t dim) {
    if (ShapedType::isDynamic(dim))
      os << "{" << next++ << "}";
    else
      os << dim;
  });
  os << "] and " << *elementBytes << "-byte elements: more than 2^64 bytes";

  Location loc = alloc.getLoc();
  rewriter.setInsertionPoint(alloc);
  Type i64 = rewriter.getI64Type();
  auto constant = [&](Type t, int64_t v) -> Value {
    return arith::ConstantOp::create(rewriter, loc, t,
                                     rewriter.getIntegerAttr(t, v));
  };
  Value fits;
  if (dynamicSizes.empty()) {
    alloc.emitWarning() << "allocates a buffer of type " << type
                        << ", more than 2^64 bytes; the program fails if it "
                           "executes";
    fits = constant(rewriter.getI1Type(), 0);
  } else {
    // fits = (some dynamic size is 0) or (no partial product overflows).
    Value zero = constant(i64, 0);
    Value anyEmpty = constant(rewriter.getI1Type(), 0);
    Value noOverflow = constant(rewriter.getI1Type(), !staticOverflow);
    Value bytes = constant(i64, static_cast<int64_t>(staticBytes));
    for (Value size : dynamicSizes) {
      Value size64 = arith::IndexCastUIOp::create(rewriter, loc, i64, size);
      anyEmpty = arith::OrIOp::create(
          rewriter, loc, anyEmpty,
          arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq, size64,
                                zero));
      auto product =
          arith::MulUIExtendedOp::create(rewriter, loc, bytes, size64);
      noOverflow = arith::AndIOp::create(
          rewriter, loc, noOverflow,
          arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                product.getHigh(), zero));
      bytes = product.getLow();
    }
    fits = arith::OrIOp::create(rewriter, loc, anyEmpty, noOverflow);
  }
  CheckOp::create(rewriter, loc, fits, message, dynamicSizes);
}

struct SplitCheckAllocationSizesPass
    : split::impl::SplitCheckAllocationSizesBase<
          SplitCheckAllocationSizesPass> {
  void runOnOperation() override {
    // Decided before any check is inserted: isBeforeInBlock renumbers a
    // block after each insertion, which would make the pass quadratic in
    // the number of allocations.
    SmallVector<Operation *> allocations;
    getOperation()->walk([&](Operation *op) {
      if (llvm::isa<memref::AllocOp, memref::AllocaOp>(op) &&
          !copiesExistingMemRef(op))
        allocations.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : allocations) {
      if (auto alloc = llvm::dyn_cast<memref::AllocOp>(op))
        checkAllocation(alloc, rewriter);
      else
        checkAllocation(llvm::cast<memref::AllocaOp>(op), rewriter);
    }
  }
};

} // namespace
