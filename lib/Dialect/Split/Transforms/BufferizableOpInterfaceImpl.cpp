//===- BufferizableOpInterfaceImpl.cpp - split ops in One-Shot Bufferize --===//
//
// A Split bufferizes as tensor.extract_slice does: every result is a
// memref.subview of the input's buffer, which the op neither reads nor
// writes (its users read the views); a `split` operand (the sizes) is read.
// The run-time checks of the op's rules come from SizeBuilder, as
// --split-normalize builds them, so that a program bufferized here fails
// exactly where and how the lowering's would.
//
// Sequences (`!split.seq`) are not bufferized: a sequence is a structure of
// tensors (data, offsets, shape) that only --convert-split-to-tensor builds,
// and ops that make or read one fail to bufferize with a message that names
// the passes to run first (--convert-split-to-tensor, and
// --convert-elementwise-to-linalg for the tensor arithmetic it may leave,
// which upstream does not bufferize).
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/Transforms/BufferizableOpInterfaceImpl.h"

#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Transforms/SizeBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::split;

namespace {

/// The type of the view of `inputType` that result `result` of a Split
/// along `axis` is: the result's shape with the input's strides; the
/// offset is static for the first result (0), dynamic for the others.
MemRefType getViewType(MemRefType inputType, OpResult result, int64_t axis) {
  auto type = llvm::cast<RankedTensorType>(result.getType());
  SmallVector<int64_t> offsets(type.getRank(), 0);
  if (result.getResultNumber() != 0)
    offsets[axis] = ShapedType::kDynamic;
  SmallVector<int64_t> strides(type.getRank(), 1);
  return memref::SubViewOp::inferResultType(inputType, offsets, type.getShape(),
                                            strides);
}

/// What the models share: no split op writes to memory (a Split's views
/// are written by their users, if at all).
template <typename ConcreteModel, typename OpTy>
struct NonWritingModel
    : BufferizableOpInterface::ExternalModel<ConcreteModel, OpTy> {
  bool bufferizesToMemoryWrite(Operation *op, OpOperand &operand,
                               const AnalysisState &state) const {
    return false;
  }
};

/// Every Split (the versioned ops and split.split): results are views of
/// operand #0, the input (ODS puts it first in every op).
template <typename OpTy>
struct SplitOpModel : NonWritingModel<SplitOpModel<OpTy>, OpTy> {
  static bool isInput(OpOperand &operand) {
    return operand.getOperandNumber() == 0;
  }

  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand,
                              const AnalysisState &state) const {
    // The input's elements are read by the users of the views, which the
    // analysis follows through the aliases; the sizes are read here.
    return !isInput(operand);
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand,
                                      const AnalysisState &state) const {
    AliasingValueList aliases;
    if (isInput(operand))
      for (OpResult result : op->getResults())
        aliases.addAlias({result, BufferRelation::Unknown});
    return aliases;
  }

  FailureOr<BufferLikeType>
  getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                const BufferizationState &state,
                SmallVector<Value> &invocationStack) const {
    auto split = llvm::cast<SplitOpInterface>(op);
    FailureOr<BaseMemRefType> inputType =
        bufferization::detail::asMemRefType(bufferization::getBufferType(
            split.getInput(), options, state, invocationStack));
    if (failed(inputType))
      return failure();
    return llvm::cast<BufferLikeType>(
        getViewType(llvm::cast<MemRefType>(*inputType),
                    llvm::cast<OpResult>(value), getNormalizedAxis(split)));
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto split = llvm::cast<SplitOpInterface>(op);
    Location loc = op->getLoc();
    int64_t axis = getNormalizedAxis(split);
    Value input = split.getInput();
    FailureOr<Value> buffer = getBuffer(rewriter, input, options, state);
    if (failed(buffer))
      return failure();
    auto bufferType = llvm::cast<MemRefType>(buffer->getType());

    // The sizes and checks on the tensor input, as --split-normalize builds
    // them; the tensor.dim and tensor.extract ops this makes are bufferized
    // after this op (the bufferization driver bufferizes the ops that a
    // bufferize() creates).
    SizeBuilder builder(rewriter, loc, op->getName().getStringRef(), axis);
    SmallVector<OpFoldResult> shape =
        memref::getMixedSizes(rewriter, loc, *buffer);
    SmallVector<OpFoldResult> sizes =
        builder.checkedSplitSizes(split, shape[axis]);

    OpFoldResult offset = rewriter.getIndexAttr(0);
    SmallVector<Value> views;
    for (auto [result, size] : llvm::zip(op->getResults(), sizes)) {
      SmallVector<OpFoldResult> offsets(bufferType.getRank(),
                                        rewriter.getIndexAttr(0));
      offsets[axis] = offset;
      SmallVector<OpFoldResult> viewSizes = shape;
      viewSizes[axis] = size;
      Value view =
          createViewOrEmpty(rewriter, loc, *buffer, offsets, viewSizes);
      // The view type that getBufferType promised: the result type's static
      // sizes (which the checks establish) and a dynamic offset.
      MemRefType viewType = getViewType(bufferType, result, axis);
      if (view.getType() != viewType)
        view = memref::CastOp::create(rewriter, loc, viewType, view);
      views.push_back(view);
      if (result.getResultNumber() + 1 == op->getNumResults())
        break;
      // The next view starts where this one ends.
      std::optional<int64_t> staticOffset = getConstantIntValue(offset);
      std::optional<int64_t> staticSize = getConstantIntValue(size);
      if (staticOffset && staticSize)
        offset = rewriter.getIndexAttr(*staticOffset + *staticSize);
      else if (staticOffset == 0)
        offset = size;
      else
        offset = arith::AddIOp::create(rewriter, loc, builder.index(offset),
                                       builder.index(size))
                     .getResult();
    }
    replaceOpWithBufferizedValues(rewriter, op, views);
    return success();
  }
};

/// Ops that make or read a `!split.seq`: analysed as reading their tensor
/// operands, and refused when bufferized.
template <typename OpTy>
struct SequenceOpModel : NonWritingModel<SequenceOpModel<OpTy>, OpTy> {
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand,
                              const AnalysisState &state) const {
    return true;
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand,
                                      const AnalysisState &state) const {
    return {};
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    return op->emitOpError()
           << "makes or reads a !split.seq, which one-shot-bufferize does not "
              "bufferize: run --convert-split-to-tensor "
              "--convert-elementwise-to-linalg before --one-shot-bufferize";
  }
};

} // namespace

void mlir::split::registerBufferizableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, SplitDialect *) {
    attachToSplitOps<SplitOpModel>(*context);
    attachToSequenceOps<SequenceOpModel>(*context);
    // Ops that bufferize() and the size rules create.
    context->loadDialect<arith::ArithDialect, memref::MemRefDialect,
                         scf::SCFDialect, tensor::TensorDialect>();
  });
}
