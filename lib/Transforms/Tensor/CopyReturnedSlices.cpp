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

#include "split/Transforms/Tensor/Passes.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

namespace mlir::split {
#define GEN_PASS_DEF_SPLITCOPYRETURNEDSLICES
#include "split/Transforms/Tensor/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

/// A slice this pass rewrites: returned once, nothing else uses it, plain
/// ranked tensors (an encoding would need its own buffer type).
bool isCopiedSlice(Value value) {
  auto slice = value.getDefiningOp<tensor::ExtractSliceOp>();
  return slice && value.hasOneUse() && !slice.getSourceType().getEncoding() &&
         !slice.getResultType().getEncoding();
}

/// Copies the slice into a fresh buffer at the builder's insertion point,
/// reading `source` (the slice's source as a buffer), and returns the copy as
/// a tensor. The buffer is allocated as bufferization allocates one with
/// `options` (its alignment).
/// `type` with its layout spelled as strides and an offset: the same
/// buffer layout. memref.subview's type inference reads only the strides
/// and offset of its source type, which MLIR 22 derives from an identity
/// layout by building and simplifying an affine expression on every query
/// (N returned slices of one buffer: N queries;
/// docs/upstream/identity-layout-strides.md).
MemRefType withStridedLayout(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (llvm::isa<StridedLayoutAttr>(type.getLayout()) ||
      failed(type.getStridesAndOffset(strides, offset)))
    return type;
  return MemRefType::get(
      type.getShape(), type.getElementType(),
      StridedLayoutAttr::get(type.getContext(), offset, strides),
      type.getMemorySpace());
}

/// `sourceLayout`: the source buffer's type as withStridedLayout spells it.
Value copySlice(OpBuilder &builder, tensor::ExtractSliceOp slice, Value source,
                MemRefType sourceLayout,
                const bufferization::BufferizationOptions &options) {
  Location loc = slice.getLoc();
  RankedTensorType resultType = slice.getResultType();
  SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
  SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
  SmallVector<OpFoldResult> strides = slice.getMixedStrides();
  MemRefType viewType = memref::SubViewOp::inferRankReducedResultType(
      resultType.getShape(), sourceLayout, offsets, sizes, strides);
  Value view = memref::SubViewOp::create(builder, loc, viewType, source,
                                         offsets, sizes, strides);

  // The sizes of the dimensions the slice keeps, in order.
  llvm::SmallBitVector dropped = slice.getDroppedDims();
  SmallVector<Value> dynamicSizes;
  for (auto [dim, size] : llvm::enumerate(sizes))
    if (!dropped.test(dim))
      if (auto value = llvm::dyn_cast<Value>(size))
        dynamicSizes.push_back(value);
  auto bufferType =
      MemRefType::get(resultType.getShape(), resultType.getElementType());
  // Without an allocation function in the options, a memref.alloc that
  // cannot fail.
  Value buffer = *options.createAlloc(builder, loc, bufferType, dynamicSizes);
  memref::CopyOp::create(builder, loc, view, buffer);
  return bufferization::ToTensorOp::create(builder, loc, resultType, buffer,
                                           /*restrict=*/true,
                                           /*writable=*/true);
}

struct SplitCopyReturnedSlicesPass
    : split::impl::SplitCopyReturnedSlicesBase<SplitCopyReturnedSlicesPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    // memref.alloc takes no other alignment, and bufferization's options hold
    // it in an unsigned.
    if (bufferAlignment != 0 &&
        (!llvm::isPowerOf2_64(bufferAlignment) ||
         bufferAlignment > std::numeric_limits<unsigned>::max()))
      return emitError(UnknownLoc::get(context))
             << "split-copy-returned-slices: buffer-alignment "
             << bufferAlignment.getValue()
             << " is neither 0 nor a power of 2 below 2^32";
    return success();
  }

  /// The buffer type of `source`: the identity layout of a func.func's
  /// argument when function boundaries bufferize to it (the slices of the
  /// buffer then have static layouts, and canonicalisation has no cast of
  /// the argument to fold into each of them), else the fully dynamic layout
  /// that fits any buffer.
  MemRefType sourceBufferType(Value source) {
    auto type = llvm::cast<RankedTensorType>(source.getType());
    auto argument = llvm::dyn_cast<BlockArgument>(source);
    if (identityLayoutArguments && argument &&
        llvm::isa<func::FuncOp>(argument.getOwner()->getParentOp()) &&
        argument.getOwner()->isEntryBlock())
      return MemRefType::get(type.getShape(), type.getElementType());
    return llvm::cast<MemRefType>(
        bufferization::getMemRefTypeWithFullyDynamicLayout(type));
  }

  void runOnOperation() override {
    bufferization::BufferizationOptions options;
    options.bufferAlignment = bufferAlignment;
    OpBuilder builder(&getContext());
    getOperation()->walk([&](func::ReturnOp ret) {
      // One read of each source, just before the return: the copies happen
      // there, after every write of the source that the return sees.
      llvm::DenseMap<Value, std::pair<Value, MemRefType>> sourceBuffers;
      builder.setInsertionPoint(ret);
      for (OpOperand &operand : ret->getOpOperands()) {
        // A slice may reach the return through casts (the importer casts
        // each ONNX output to the type the model declares).
        SmallVector<tensor::CastOp> casts;
        Value returned = operand.get();
        while (auto cast = returned.getDefiningOp<tensor::CastOp>()) {
          if (!returned.hasOneUse())
            break;
          casts.push_back(cast);
          returned = cast.getSource();
        }
        if (!isCopiedSlice(returned) ||
            (!casts.empty() &&
             !tensor::CastOp::areCastCompatible(returned.getType(),
                                                operand.get().getType())))
          continue;
        auto slice = returned.getDefiningOp<tensor::ExtractSliceOp>();
        auto &[source, sourceLayout] = sourceBuffers[slice.getSource()];
        if (!source) {
          MemRefType type = sourceBufferType(slice.getSource());
          source = bufferization::ToBufferOp::create(builder, slice.getLoc(),
                                                     type, slice.getSource(),
                                                     /*read_only=*/true);
          sourceLayout = withStridedLayout(type);
        }
        Value copy = copySlice(builder, slice, source, sourceLayout, options);
        if (!casts.empty())
          copy = tensor::CastOp::create(builder, casts.front().getLoc(),
                                        operand.get().getType(), copy);
        operand.set(copy);
        for (tensor::CastOp cast : casts)
          cast.erase();
        slice.erase();
      }
    });
  }
};

} // namespace
