//===- CopyReturnedSlices.cpp - returned slices as explicit copies --------===//
//
// See the description of split-copy-returned-slices in Passes.td. One-shot
// bufferization copies every slice a function returns (the caller owns each
// result), but its analysis first puts all slices of one tensor into one
// alias set and walks that set for every slice and every returned value:
// quadratic in the number of results of a split. The copies are written here
// at the memref level, where the analysis does not follow them; the tensor
// program keeps one read of each source (the to_buffer) at the point of the
// copies, so the analysis still orders every write of the source against it.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITCOPYRETURNEDSLICES
#include "split/Transforms/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

/// Bufferization's default buffer alignment (OneShotBufferizationOptions), so
/// that the results are allocated as they were before this pass.
constexpr int64_t kBufferAlignment = 64;

/// A slice this pass rewrites: returned once, nothing else uses it, plain
/// ranked tensors (an encoding would need its own buffer type).
bool isCopiedSlice(Value value) {
  auto slice = value.getDefiningOp<tensor::ExtractSliceOp>();
  return slice && value.hasOneUse() && !slice.getSourceType().getEncoding() &&
         !slice.getResultType().getEncoding();
}

/// Copies the slice into a fresh buffer at the builder's insertion point,
/// reading `source` (the slice's source as a buffer), and returns the copy as
/// a tensor.
Value copySlice(OpBuilder &builder, tensor::ExtractSliceOp slice,
                Value source) {
  Location loc = slice.getLoc();
  RankedTensorType resultType = slice.getResultType();
  auto sourceType = llvm::cast<MemRefType>(source.getType());
  MemRefType viewType = memref::SubViewOp::inferRankReducedResultType(
      resultType.getShape(), sourceType, slice.getMixedOffsets(),
      slice.getMixedSizes(), slice.getMixedStrides());
  Value view = memref::SubViewOp::create(
      builder, loc, viewType, source, slice.getMixedOffsets(),
      slice.getMixedSizes(), slice.getMixedStrides());

  // The sizes of the dimensions the slice keeps, in order.
  llvm::SmallBitVector dropped = slice.getDroppedDims();
  SmallVector<Value> dynamicSizes;
  for (auto [dim, size] : llvm::enumerate(slice.getMixedSizes()))
    if (!dropped.test(dim))
      if (auto value = llvm::dyn_cast<Value>(size))
        dynamicSizes.push_back(value);
  auto bufferType =
      MemRefType::get(resultType.getShape(), resultType.getElementType());
  Value buffer = memref::AllocOp::create(
      builder, loc, bufferType, dynamicSizes, ValueRange(),
      builder.getI64IntegerAttr(kBufferAlignment));
  memref::CopyOp::create(builder, loc, view, buffer);
  return bufferization::ToTensorOp::create(builder, loc, resultType, buffer,
                                           /*restrict=*/true,
                                           /*writable=*/true);
}

struct SplitCopyReturnedSlicesPass
    : split::impl::SplitCopyReturnedSlicesBase<SplitCopyReturnedSlicesPass> {
  void runOnOperation() override {
    OpBuilder builder(&getContext());
    getOperation()->walk([&](func::ReturnOp ret) {
      // One read of each source, just before the return: the copies happen
      // there, after every write of the source that the return sees.
      llvm::DenseMap<Value, Value> sourceBuffers;
      builder.setInsertionPoint(ret);
      for (OpOperand &operand : ret->getOpOperands()) {
        if (!isCopiedSlice(operand.get()))
          continue;
        auto slice = operand.get().getDefiningOp<tensor::ExtractSliceOp>();
        Value &source = sourceBuffers[slice.getSource()];
        if (!source)
          source = bufferization::ToBufferOp::create(
              builder, slice.getLoc(),
              bufferization::getMemRefTypeWithFullyDynamicLayout(
                  slice.getSourceType()),
              slice.getSource(), /*read_only=*/true);
        operand.set(copySlice(builder, slice, source));
        slice.erase();
      }
    });
  }
};

} // namespace
