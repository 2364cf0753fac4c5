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
#include "mlir/Interfaces/ParallelCombiningOpInterface.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "llvm/ADT/MapVector.h"

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

/// Checks before `point` each dimension of `sliced` (what `slice` is taken
/// from or written into) whose bounds are not known to hold; where `skip`
/// is given, only when it is false.
static void checkSlice(OffsetSizeAndStrideOpInterface slice, Value sliced,
                       Operation *point, Value skip = nullptr) {
  auto type = llvm::cast<ShapedType>(sliced.getType());
  bool isTensor = llvm::isa<TensorType>(type);
  StringRef opName = slice->getName().getStringRef();
  SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
  SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
  SmallVector<OpFoldResult> strides = slice.getMixedStrides();
  OpBuilder b(point);
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
    if (skip)
      ok = arith::OrIOp::create(b, loc, skip, ok);
    CheckOp::create(b, loc, ok, message::sliceBounds(opName, type, dim),
                    ValueRange{d, o, s, t});
  }
}

/// A view (extract_slice, subview) reads nothing itself, and it is Pure: a
/// user's LICM may hoist it out of a loop that runs zero times, where it is
/// out of bounds and nothing reads it. So it is checked where it is used:
/// before its first user in each block that holds one, and before an
/// arith.select that picks it (canonicalisation makes one of an scf.if
/// that yields it in one branch) only when it picks it.
static void checkBeforeUsers(OffsetSizeAndStrideOpInterface slice,
                             Value sliced) {
  Value view = slice->getResult(0);
  llvm::MapVector<Block *, Operation *> firstUsers;
  for (Operation *user : view.getUsers()) {
    if (auto select = llvm::dyn_cast<arith::SelectOp>(user)) {
      if (select.getTrueValue() != select.getFalseValue()) {
        OpBuilder b(select);
        Value skip = select.getCondition();
        if (select.getTrueValue() == view)
          skip = arith::XOrIOp::create(
              b, select.getLoc(), skip,
              arith::ConstantOp::create(b, select.getLoc(),
                                        b.getIntegerAttr(skip.getType(), 1)));
        checkSlice(slice, sliced, select, skip);
        continue;
      }
    }
    // The region of scf.forall's terminator holds only its parallel
    // inserts: a check of what they insert goes before the terminator.
    while (llvm::isa_and_nonnull<InParallelOpInterface>(user->getParentOp()))
      user = user->getParentOp();
    Operation *&first = firstUsers[user->getBlock()];
    if (!first || user->isBeforeInBlock(first))
      first = user;
  }
  for (auto [block, user] : firstUsers)
    checkSlice(slice, sliced, user);
}

namespace {

struct SplitCheckSliceBoundsPass
    : split::impl::SplitCheckSliceBoundsBase<SplitCheckSliceBoundsPass> {
  void runOnOperation() override {
    SmallVector<OffsetSizeAndStrideOpInterface> slices;
    getOperation()->walk([&](OffsetSizeAndStrideOpInterface slice) {
      if (llvm::isa<tensor::ExtractSliceOp, tensor::InsertSliceOp,
                    memref::SubViewOp>(slice))
        slices.push_back(slice);
    });
    for (OffsetSizeAndStrideOpInterface slice : slices) {
      if (auto extract = llvm::dyn_cast<tensor::ExtractSliceOp>(*slice))
        checkBeforeUsers(extract, extract.getSource());
      else if (auto subview = llvm::dyn_cast<memref::SubViewOp>(*slice))
        checkBeforeUsers(subview, subview.getSource());
      else // An insert_slice writes where it is.
        checkSlice(slice, llvm::cast<tensor::InsertSliceOp>(*slice).getDest(),
                   slice);
    }
  }
};

} // namespace
