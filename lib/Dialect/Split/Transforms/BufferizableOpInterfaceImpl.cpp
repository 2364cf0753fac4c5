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
// tensors (storage, table) and indices that --convert-split-to-tensor builds
// (docs/Sequences.md), and ops that make or read one fail to bufferize with
// a message that names the passes to run first (--convert-split-to-tensor,
// and --convert-elementwise-to-linalg for the tensor arithmetic it may
// leave, which upstream does not bufferize). The two ops of that structure,
// split.reserve and split.view, bufferize here.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/Transforms/BufferizableOpInterfaceImpl.h"

#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Transforms/SizeBuilder.h"
#include "split/Dialect/Split/Utils/Semantics.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::split;

namespace {

/// The type of the view of `inputType` that result `result` of a Split
/// along `axis` is: the result's shape with the input's strides; the
/// offset is static for the first result (0), dynamic for the others.
MemRefType getViewType(MemRefType inputType, OpResult result, int64_t axis) {
  auto type = llvm::cast<RankedTensorType>(result.getType());
  int64_t offset = result.getResultNumber() == 0 ? 0 : ShapedType::kDynamic;
  SmallVector<int64_t> strides(type.getRank(), 1);
  return memref::SubViewOp::inferResultType(
      inputType, partStart<int64_t>(type.getRank(), axis, offset, 0),
      type.getShape(), strides);
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

  /// Every result is a view of the input. (The interface's default asks
  /// getAliasingValues of every operand, whose list holds all N results: time
  /// linear in N for each result, quadratic in all.)
  AliasingOpOperandList
  getAliasingOpOperands(Operation *op, Value value,
                        const AnalysisState &state) const {
    return {{&op->getOpOperand(0), BufferRelation::Unknown}};
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
    // The lowering's limit (convert-split-to-tensor): the views of such an
    // input have offsets that overflow.
    RankedTensorType inputType = split.getInput().getType();
    if (exceedsAddressableElements(inputType.getShape()))
      return op->emitOpError() << message::unaddressableInput(inputType);
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

    SmallVector<Value> views;
    for (auto [result, size, offset] :
         llvm::zip(op->getResults(), sizes, builder.partOffsets(sizes))) {
      Value view =
          createViewOrEmpty(rewriter, loc, *buffer,
                            partStart(bufferType.getRank(), axis, offset,
                                      OpFoldResult(rewriter.getIndexAttr(0))),
                            partShape(ArrayRef(shape), axis, size));
      // The view type that getBufferType promised: the result type's static
      // sizes (which the checks establish) and a dynamic offset.
      MemRefType viewType = getViewType(bufferType, result, axis);
      if (view.getType() != viewType)
        view = memref::CastOp::create(rewriter, loc, viewType, view);
      views.push_back(view);
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

/// split.reserve: the input's buffer when it is large enough, else a copy
/// of it into a new one of `capacity` elements. The result is equivalent to
/// the input, so a sequence that a loop grows stays in its iter_arg: the
/// buffer that a grown storage leaves behind is freed by the buffer
/// deallocation, as the old buffer of a memref.realloc lowered by
/// expand-realloc is. The op writes nothing that the input holds, so values
/// that still read the input keep their elements.
struct ReserveOpModel : NonWritingModel<ReserveOpModel, ReserveOp> {
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand,
                              const AnalysisState &state) const {
    return true;
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand,
                                      const AnalysisState &state) const {
    return {{op->getResult(0), BufferRelation::Equivalent}};
  }

  FailureOr<BufferLikeType>
  getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                const BufferizationState &state,
                SmallVector<Value> &invocationStack) const {
    return bufferization::getBufferType(llvm::cast<ReserveOp>(op).getInput(),
                                        options, state, invocationStack);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto reserve = llvm::cast<ReserveOp>(op);
    Location loc = op->getLoc();
    FailureOr<Value> buffer =
        getBuffer(rewriter, reserve.getInput(), options, state);
    if (failed(buffer))
      return failure();
    auto bufferType = llvm::cast<MemRefType>(buffer->getType());
    Value capacity = reserve.getCapacity();
    Value size = memref::DimOp::create(rewriter, loc, *buffer, 0);
    Value grow = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ult,
                                       size, capacity);
    auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{bufferType}, grow,
                                  /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(ifOp.thenBlock());
      auto freshType = MemRefType::get(
          {ShapedType::kDynamic}, bufferType.getElementType(),
          MemRefLayoutAttrInterface(), bufferType.getMemorySpace());
      FailureOr<Value> fresh =
          options.createAlloc(rewriter, loc, freshType, ValueRange{capacity});
      if (failed(fresh))
        return failure();
      Value prefix = memref::SubViewOp::create(
          rewriter, loc, *fresh,
          ArrayRef<OpFoldResult>{rewriter.getIndexAttr(0)},
          ArrayRef<OpFoldResult>{size},
          ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1)});
      if (failed(options.createMemCpy(rewriter, loc, *buffer, prefix)))
        return failure();
      Value grown = *fresh;
      if (grown.getType() != bufferType)
        grown = memref::CastOp::create(rewriter, loc, bufferType, grown);
      scf::YieldOp::create(rewriter, loc, grown);
      rewriter.setInsertionPointToStart(ifOp.elseBlock());
      scf::YieldOp::create(rewriter, loc, *buffer);
    }
    replaceOpWithBufferizedValues(rewriter, op, ifOp.getResults());
    return success();
  }
};

/// split.view: a memref.reinterpret_cast of the source's buffer, after the
/// checks that it lies within it (ViewOp's description).
struct ViewOpModel : NonWritingModel<ViewOpModel, ViewOp> {
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand,
                              const AnalysisState &state) const {
    // The view's elements are read by its users; the indices are scalars.
    return false;
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand,
                                      const AnalysisState &state) const {
    if (operand.getOperandNumber() != 0)
      return {};
    return {{op->getResult(0), BufferRelation::Unknown}};
  }

  static MemRefType getViewType(ViewOp view, Attribute memorySpace) {
    RankedTensorType type = view.getType();
    SmallVector<int64_t> strides(type.getRank(), ShapedType::kDynamic);
    return MemRefType::get(type.getShape(), type.getElementType(),
                           StridedLayoutAttr::get(view.getContext(),
                                                  ShapedType::kDynamic,
                                                  strides),
                           memorySpace);
  }

  FailureOr<BufferLikeType>
  getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                const BufferizationState &state,
                SmallVector<Value> &invocationStack) const {
    auto view = llvm::cast<ViewOp>(op);
    FailureOr<BaseMemRefType> sourceType =
        bufferization::detail::asMemRefType(bufferization::getBufferType(
            view.getSource(), options, state, invocationStack));
    if (failed(sourceType))
      return failure();
    return llvm::cast<BufferLikeType>(
        getViewType(view, sourceType->getMemorySpace()));
  }

  /// The view lies within `dim` elements: nothing negative, and, unless it
  /// is empty, its last element (offset + sum of (size - 1) * stride) below
  /// `dim`, added up dimension by dimension so that nothing overflows (a
  /// step is compared with the room left by a division).
  static Value buildInBounds(OpBuilder &b, Location loc, ViewOp view,
                             Value dim) {
    auto constant = [&](int64_t value) {
      return arith::ConstantIndexOp::create(b, loc, value).getResult();
    };
    auto cmp = [&](arith::CmpIPredicate predicate, Value lhs, Value rhs) {
      return arith::CmpIOp::create(b, loc, predicate, lhs, rhs).getResult();
    };
    auto both = [&](Value lhs, Value rhs) {
      return arith::AndIOp::create(b, loc, lhs, rhs).getResult();
    };
    using P = arith::CmpIPredicate;
    Value zero = constant(0), one = constant(1);
    Value offset = view.getOffset();
    Value valid = cmp(P::sge, offset, zero);
    Value empty = arith::ConstantOp::create(b, loc, b.getBoolAttr(false));
    Value fits = cmp(P::slt, offset, dim);
    Value last = offset;
    for (auto [size, stride] : llvm::zip(view.getSizes(), view.getStrides())) {
      valid =
          both(valid, both(cmp(P::sge, size, zero), cmp(P::sge, stride, zero)));
      empty = arith::OrIOp::create(b, loc, empty, cmp(P::eq, size, zero));
      Value room = arith::SubIOp::create(
          b, loc, arith::SubIOp::create(b, loc, dim, one), last);
      Value steps = arith::SubIOp::create(b, loc, size, one);
      Value divisor = arith::SelectOp::create(b, loc, cmp(P::eq, stride, zero),
                                              one, stride);
      Value maxSteps = arith::DivSIOp::create(b, loc, room, divisor);
      fits = both(fits, arith::OrIOp::create(b, loc, cmp(P::eq, stride, zero),
                                             cmp(P::sle, steps, maxSteps)));
      last = arith::AddIOp::create(
          b, loc, last, arith::MulIOp::create(b, loc, steps, stride));
    }
    return both(valid, arith::OrIOp::create(b, loc, empty, fits));
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto view = llvm::cast<ViewOp>(op);
    Location loc = op->getLoc();
    FailureOr<Value> buffer =
        getBuffer(rewriter, view.getSource(), options, state);
    if (failed(buffer))
      return failure();
    auto bufferType = llvm::cast<MemRefType>(buffer->getType());
    RankedTensorType type = view.getType();
    std::string name = op->getName().getStringRef().str();
    SmallVector<OpFoldResult> sizes;
    for (auto [dim, size] : llvm::enumerate(view.getSizes())) {
      if (type.isDynamicDim(dim)) {
        sizes.push_back(size);
        continue;
      }
      int64_t expected = type.getDimSize(dim);
      Value matches = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, size,
          arith::ConstantIndexOp::create(rewriter, loc, expected));
      CheckOp::create(rewriter, loc, matches,
                      name + ": size {0} of dimension " + std::to_string(dim) +
                          " contradicts the result type " +
                          llvm::formatv("{0}", type).str(),
                      ValueRange{size});
      sizes.push_back(rewriter.getIndexAttr(expected));
    }
    Value dim = memref::DimOp::create(rewriter, loc, *buffer, 0);
    CheckOp::create(
        rewriter, loc, buildInBounds(rewriter, loc, view, dim),
        name + ": a view at offset {0} does not lie within its source of {1} "
               "elements",
        ValueRange{view.getOffset(), dim});

    // Offsets and strides are relative to the buffer's own (a source that
    // is itself a view has an offset, and perhaps a stride).
    auto metadata =
        memref::ExtractStridedMetadataOp::create(rewriter, loc, *buffer);
    Value sourceStride = metadata.getStrides()[0];
    Value offset = arith::AddIOp::create(
        rewriter, loc, metadata.getOffset(),
        arith::MulIOp::create(rewriter, loc, view.getOffset(), sourceStride));
    SmallVector<OpFoldResult> strides;
    for (Value stride : view.getStrides())
      strides.push_back(
          arith::MulIOp::create(rewriter, loc, stride, sourceStride)
              .getResult());
    Value result = memref::ReinterpretCastOp::create(
        rewriter, loc, getViewType(view, bufferType.getMemorySpace()),
        metadata.getBaseBuffer(), OpFoldResult(offset), sizes, strides);
    replaceOpWithBufferizedValues(rewriter, op, result);
    return success();
  }
};

} // namespace

void mlir::split::registerBufferizableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, SplitDialect *) {
    attachToSplitOps<SplitOpModel>(*context);
    attachToSequenceOps<SequenceOpModel>(*context);
    ReserveOp::attachInterface<ReserveOpModel>(*context);
    ViewOp::attachInterface<ViewOpModel>(*context);
    // Ops that bufferize() and the size rules create.
    context->loadDialect<arith::ArithDialect, memref::MemRefDialect,
                         scf::SCFDialect, tensor::TensorDialect>();
  });
}
