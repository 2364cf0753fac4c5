//===- TilingInterfaceImpl.cpp - split ops in tile and fuse ---------------===//
//
// A tile of a Split's result is a tile of its input, shifted along the axis
// by where the result starts: producer fusion replaces
//   tensor.extract_slice %split#i[offsets] [sizes]
// by
//   tensor.extract_slice %input[offsets + start_i along the axis] [sizes]
// so that the producer of the input fuses into the consumer's loop in turn.
//
// The split op itself stays where it is, and with no use left it is dead
// code (it has no memory effects). Its run-time checks must not die with
// it: the tile reads the input at offsets that only its size rules make
// valid. So each tile builds the sizes with their checks (SizeBuilder, the
// lowering's own, under the op's name) before it reads. That is in the
// loop: upstream's fusion calls this on a clone of the op that it places
// at the tile and erases afterwards, so the op's own position is not known
// here. Checks of static sizes fold away; dynamic ones cost a few scalar
// operations a tile. Ops whose constant operands break a rule are not
// fused: they are known to fail, and their tiles would be out of bounds.
//
// Only result tiles are modelled (what producer fusion asks for): the
// iteration domain is the input's, all parallel, and tiling a split op on
// its own is not supported.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/Transforms/TilingInterfaceImpl.h"

#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Transforms/SizeBuilder.h"
#include "split/Dialect/Split/Utils/IRArith.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/TilingInterface.h"

using namespace mlir;
using namespace mlir::split;

namespace {

template <typename Op>
struct SplitOpTiling : TilingInterface::ExternalModel<SplitOpTiling<Op>, Op> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    int64_t rank =
        llvm::cast<SplitOpInterface>(op).getInput().getType().getRank();
    return SmallVector<utils::IteratorType>(rank,
                                            utils::IteratorType::parallel);
  }

  SmallVector<Range> getIterationDomain(Operation *op, OpBuilder &b) const {
    Value input = llvm::cast<SplitOpInterface>(op).getInput();
    SmallVector<Range> domain;
    for (OpFoldResult size : tensor::getMixedSizes(b, op->getLoc(), input))
      domain.push_back(Range{b.getIndexAttr(0), size, b.getIndexAttr(1)});
    return domain;
  }

  FailureOr<TilingResult>
  generateResultTileValue(Operation *op, OpBuilder &b, unsigned resultNumber,
                          ArrayRef<OpFoldResult> offsets,
                          ArrayRef<OpFoldResult> sizes) const {
    auto split = llvm::cast<SplitOpInterface>(op);
    Value input = split.getInput();
    RankedTensorType inputType = split.getInput().getType();
    int64_t axis = getNormalizedAxis(split);
    // Known to fail: the op never has results, and its tiles would be
    // slices out of bounds.
    if (failed(inferSplitSizes(split.getSizeSpec(getConstantOperands(op)),
                               inputType.getDimSize(axis), axis,
                               op->getNumResults(), nullptr)))
      return failure();
    Location loc = op->getLoc();
    SizeBuilder checks(b, loc, op->getName().getStringRef(), axis);
    SmallVector<OpFoldResult> partSizes = checks.checkedSplitSizes(
        split, tensor::getMixedSize(b, loc, input, axis));
    OpFoldResult start = checks.partOffsets(partSizes)[resultNumber];
    SmallVector<OpFoldResult> inputOffsets(offsets);
    inputOffsets[axis] = IRArith(b, loc).add(offsets[axis], start);
    auto resultType =
        llvm::cast<RankedTensorType>(op->getResult(resultNumber).getType());
    auto tileType = RankedTensorType::get(
        decomposeMixedValues(SmallVector<OpFoldResult>(sizes)).first,
        resultType.getElementType());
    Value tile =
        createSliceOrEmpty(b, loc, input, inputOffsets, sizes, tileType);
    SmallVector<Operation *> slices;
    if (auto slice = tile.getDefiningOp<tensor::ExtractSliceOp>())
      slices.push_back(slice);
    return TilingResult{{tile.getDefiningOp()}, {tile}, slices};
  }
};

} // namespace

void mlir::split::registerTilingInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, SplitDialect *) {
    attachToSplitOps<SplitOpTiling>(*context);
  });
}
