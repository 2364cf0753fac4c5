//===- CheckSliceBounds.cpp - run-time checks of slice bounds -------------===//
//
// A slice whose bounds its op's verifier cannot check (a dynamic dimension,
// offset, size or stride) is trusted by upstream's lowering: out of bounds,
// it reads or writes memory that is not the tensor's. A user's
// --canonicalize makes such slices out of programs that are right (MLIR
// 22's ForOpTensorCastFolder, docs/upstream/scf-for-tensor-cast-folder.md,
// then the folding of its casts into the slices), so this pass checks them
// at run time with split.check, as split-check-static-casts checks casts.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/Tensor/Passes.h"

#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITCHECKSLICEBOUNDS
#include "split/Transforms/Tensor/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

/// The size of dimension `dim` of `value`: static in its type, or proven
/// constant by value bounds.
static std::optional<int64_t> knownDimSize(Value value, int64_t dim) {
  auto type = llvm::cast<ShapedType>(value.getType());
  if (!type.isDynamicDim(dim))
    return type.getDimSize(dim);
  FailureOr<int64_t> bound = ValueBoundsConstraintSet::computeConstantBound(
      presburger::BoundType::EQ,
      ValueBoundsConstraintSet::Variable(value, dim));
  if (failed(bound))
    return std::nullopt;
  return *bound;
}

/// Whether a slice of `size` elements from `offset` by `stride` lies within
/// a dimension of `dimSize` elements (an empty slice always does).
static bool isInBounds(int64_t offset, int64_t size, int64_t stride,
                       int64_t dimSize) {
  if (size == 0)
    return true;
  int64_t last = offset + (size - 1) * stride;
  return size > 0 && offset >= 0 && offset < dimSize && last >= 0 &&
         last < dimSize;
}

/// Checks before `slice` each dimension of `sliced` (what the slice is
/// taken from or written into) whose bounds are not known to hold.
static void checkSlice(OffsetSizeAndStrideOpInterface slice, Value sliced) {
  auto type = llvm::cast<ShapedType>(sliced.getType());
  bool isTensor = llvm::isa<TensorType>(type);
  StringRef opName = slice->getName().getStringRef();
  SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
  SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
  SmallVector<OpFoldResult> strides = slice.getMixedStrides();
  OpBuilder b(slice);
  Location loc = slice.getLoc();
  for (int64_t dim = 0, rank = type.getRank(); dim < rank; ++dim) {
    std::optional<int64_t> offset = getConstantIntValue(offsets[dim]);
    std::optional<int64_t> size = getConstantIntValue(sizes[dim]);
    std::optional<int64_t> stride = getConstantIntValue(strides[dim]);
    if (size && *size == 0)
      continue;
    if (offset && size && stride) {
      std::optional<int64_t> dimSize = knownDimSize(sliced, dim);
      if (dimSize && isInBounds(*offset, *size, *stride, *dimSize))
        continue;
    }
    // size == 0, or 0 <= offset < d and 0 <= offset + (size - 1) * stride < d
    // with size > 0.
    Value d = isTensor ? Value(tensor::DimOp::create(b, loc, sliced, dim))
                       : Value(memref::DimOp::create(b, loc, sliced, dim));
    Value o = getValueOrCreateConstantIndexOp(b, loc, offsets[dim]);
    Value s = getValueOrCreateConstantIndexOp(b, loc, sizes[dim]);
    Value t = getValueOrCreateConstantIndexOp(b, loc, strides[dim]);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value last = arith::AddIOp::create(
        b, loc, o,
        arith::MulIOp::create(b, loc, arith::SubIOp::create(b, loc, s, one),
                              t));
    auto within = [&](Value v) {
      Value low =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, v, zero);
      Value high =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, v, d);
      return arith::AndIOp::create(b, loc, low, high).getResult();
    };
    Value nonEmpty =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, s, zero);
    Value inBounds = arith::AndIOp::create(
        b, loc, nonEmpty,
        arith::AndIOp::create(b, loc, within(o), within(last)));
    Value empty =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, s, zero);
    Value ok = arith::OrIOp::create(b, loc, empty, inBounds);
    CheckOp::create(b, loc, ok, message::sliceBounds(opName, type, dim),
                    ValueRange{d, o, s, t});
  }
}

namespace {

struct SplitCheckSliceBoundsPass
    : split::impl::SplitCheckSliceBoundsBase<SplitCheckSliceBoundsPass> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (auto extract = llvm::dyn_cast<tensor::ExtractSliceOp>(op))
        checkSlice(extract, extract.getSource());
      else if (auto insert = llvm::dyn_cast<tensor::InsertSliceOp>(op))
        checkSlice(insert, insert.getDest());
      else if (auto subview = llvm::dyn_cast<memref::SubViewOp>(op))
        checkSlice(subview, subview.getSource());
    });
  }
};

} // namespace
