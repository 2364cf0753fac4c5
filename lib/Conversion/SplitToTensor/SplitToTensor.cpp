//===- SplitToTensor.cpp - split to tensor, scf and arith -----------------===//
//
// convert-split-to-tensor: split.split as tensor.extract_slice with its
// run-time checks; the sequence ops (SequenceToTensor.cpp) and the ops that
// carry sequences (StructuralConversions.cpp) in the same conversion.
//
//===----------------------------------------------------------------------===//

#include "split/Conversion/SplitToTensor/SplitToTensor.h"
#include "split/Conversion/Passes.h"
#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Transforms/Passes.h"
#include "split/Dialect/Split/Transforms/SizeBuilder.h"
#include "split/Dialect/Split/Utils/IRArith.h"
#include "split/Dialect/Split/Utils/Semantics.h"
#include "split/Dialect/Split/Utils/SizeRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/ControlFlow/Transforms/StructuralTypeConversions.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::split {
#define GEN_PASS_DEF_CONVERTSPLITTOTENSOR
#include "split/Conversion/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

namespace {

/// split(x, sizes) -> one tensor.extract_slice per result.
struct SplitOpLowering : OpConversionPattern<SplitOp> {
  SplitOpLowering(const TypeConverter &typeConverter, MLIRContext *context,
                  const llvm::DenseSet<Operation *> *checkedSplits)
      : OpConversionPattern(typeConverter, context),
        checkedSplits(checkedSplits) {}

  LogicalResult
  matchAndRewrite(SplitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = adaptor.getInput();
    auto inputType = llvm::cast<RankedTensorType>(input.getType());
    int64_t axis = op.getAxis();
    SmallVector<OpFoldResult> dims =
        tensor::getMixedSizes(rewriter, loc, input);
    // Dynamic sizes are checked here, so that no split.split reads out of
    // bounds, whoever wrote it; static ones fold away. Those this pass made
    // from versioned ops were checked under the versioned op's name (and
    // so are those from --split-normalize, checked twice: the pass cannot
    // tell them from a user's).
    bool checked = checkedSplits && checkedSplits->contains(op);
    SizeBuilder checks(rewriter, loc, SplitOp::getOperationName(), axis);
    SmallVector<OpFoldResult> sizes =
        getMixedValues(op.getStaticSizes(), adaptor.getSizes(), rewriter);
    if (!checked)
      sizes = checks.explicitSizes(sizes, dims[axis]);
    // Result types more static than the sizes are casts that must hold at
    // run time (docs/Semantics.md §5, last row).
    SmallVector<SmallVector<OpFoldResult>> sliceSizes;
    for (auto [result, size] : llvm::zip(op.getResults(), sizes)) {
      sliceSizes.push_back(partShape(ArrayRef(dims), axis, size));
      auto sliceType =
          RankedTensorType::get(decomposeMixedValues(sliceSizes.back()).first,
                                inputType.getElementType());
      if (sliceType != result.getType() && !checked)
        checks.checkResultType(result.getResultNumber(),
                               llvm::cast<RankedTensorType>(result.getType()),
                               input, size);
    }
    // Constant sizes that fail a check would fold into slices out of bounds
    // (invalid IR); the op fails before its results exist.
    if (checks.isKnownToFail()) {
      rewriter.replaceOp(op, checks.unreachableValues(op.getResultTypes()));
      return success();
    }
    SmallVector<Value> results;
    for (auto [result, offset, resultSizes] :
         llvm::zip(op.getResults(), checks.partOffsets(sizes), sliceSizes)) {
      Value slice = createSliceOrEmpty(
          rewriter, loc, input,
          partStart(inputType.getRank(), axis, offset,
                    OpFoldResult(rewriter.getIndexAttr(0))),
          resultSizes,
          RankedTensorType::get(decomposeMixedValues(resultSizes).first,
                                inputType.getElementType()));
      if (slice.getType() != result.getType())
        slice = tensor::CastOp::create(rewriter, loc, result.getType(), slice);
      results.push_back(slice);
    }
    rewriter.replaceOp(op, results);
    return success();
  }

private:
  const llvm::DenseSet<Operation *> *checkedSplits;
};

/// Limits (test/Integration/limits/int64-max.mlir): a static input shape
/// with more than 2^63 - 1 elements, e.g. tensor<9223372036854775807x2xf32>,
/// cannot exist in memory, and the linearised offsets of its slices overflow
/// in upstream's memref lowering ("expected offsets to be non-negative").
/// Reports it under the split op's name instead.
static LogicalResult checkAddressableInputs(Operation *root) {
  WalkResult result = root->walk([](SplitOpInterface op) {
    RankedTensorType type = op.getInput().getType();
    if (!exceedsAddressableElements(type.getShape()))
      return WalkResult::advance();
    op->emitOpError() << message::unaddressableInput(type);
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

/// Whether `op` is left to one-shot-bufferize (bufferize-splits-from in
/// Passes.td): a split of at least `from` results whose results one-shot
/// bufferization can take as views of the input's buffer
/// (BufferizableOpInterfaceImpl.cpp, with the same checks as the lowering)
/// and which nothing here would rather see as slices: no chain of splits
/// for split-merge-slices to merge, no returned or yielded result for
/// split-copy-returned-slices to copy or for a loop to carry, and no
/// constant size, which may be known to fail (the lowering replaces such an
/// op, its views would be out of bounds).
static bool isLeftToBufferization(SplitOp op, unsigned from) {
  if (from == 0 || op->getNumResults() < from)
    return false;
  auto isSplitOrSlice = [](Operation *other) {
    return other && (llvm::isa<SplitDialect>(other->getDialect()) ||
                     llvm::isa<tensor::ExtractSliceOp>(other));
  };
  if (isSplitOrSlice(op.getInput().getDefiningOp()))
    return false;
  if (llvm::any_of(op.getSizes(),
                   [](Value size) { return matchPattern(size, m_Constant()); }))
    return false;
  return llvm::none_of(op->getUsers(), [&](Operation *user) {
    return user->hasTrait<OpTrait::IsTerminator>() || isSplitOrSlice(user);
  });
}

/// Collects the split.split and split.split_to_sequence ops a rewrite
/// creates (not those it moves).
struct MadeSplits : RewriterBase::Listener {
  explicit MadeSplits(llvm::DenseSet<Operation *> &made) : made(made) {}
  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint previous) override {
    if (!previous.isSet() && llvm::isa<SplitOp, SplitToSequenceOp>(op))
      made.insert(op);
  }
  void notifyOperationErased(Operation *op) override { made.erase(op); }
  llvm::DenseSet<Operation *> &made;
};

struct ConvertSplitToTensorPass
    : split::impl::ConvertSplitToTensorBase<ConvertSplitToTensorPass> {
  using Base::Base;

  /// Sequences built by construct, empty, insert and erase, and
  /// concatenations of sequences, resolved where their structure is known
  /// (docs/Semantics.md §4), as canonicalisation does. Modules without such
  /// ops (every split) pay one walk.
  void resolveKnownSequences() {
    Operation *root = getOperation();
    if (!root->walk([](Operation *op) {
               return isRunTimeSequenceBuilder(op) ? WalkResult::interrupt()
                                                   : WalkResult::advance();
             })
             .wasInterrupted())
      return;
    RewritePatternSet patterns(&getContext());
    populateKnownSequencePatterns(patterns);
    SequenceLengthOp::getCanonicalizationPatterns(patterns, &getContext());
    SequenceAtOp::getCanonicalizationPatterns(patterns, &getContext());
    // Folders (sequence_length of a construct) come with the driver; no
    // region simplification, which is not this pass's to do.
    (void)applyPatternsGreedily(
        root, std::move(patterns),
        GreedyRewriteConfig().setRegionSimplificationLevel(
            GreedySimplifyRegionLevel::Disabled));
  }

  /// concat_from_sequence(split_to_sequence(x)) -> x along the same axis.
  /// The split's rules stay: for a split that normalisation made from a
  /// versioned op they are split.check ops of their own (under the versioned
  /// op's name), which stay when the split goes; any other split's are
  /// checked here as its lowering would. So a wrong sum still fails. The
  /// concatenation's own rule, a sequence that is not empty, is checked
  /// here too. (Canonicalisation makes the same fold only for splits proven
  /// valid, as it emits no checks.)
  void concatenateSplitsAsInputs(const llvm::DenseSet<Operation *> &checked) {
    IRRewriter rewriter(&getContext());
    getOperation()->walk([&](ConcatFromSequenceOp op) {
      auto producer = op.getInputSequence().getDefiningOp<SplitToSequenceOp>();
      if (!producer || !concatenatesBackToInput(op, producer))
        return;
      TypedValue<RankedTensorType> input = producer.getInput();
      RankedTensorType resultType = op.getType();
      // A sequence whose elements may break its element type is made, so
      // that each element is checked (the lowering's rule).
      if (!isCastWithoutCheck(input.getType(), resultType) ||
          !sequenceElementTypeIsProven(producer, getConstantOperands(producer)))
        return;
      int64_t axis = producer.getAxis();
      rewriter.setInsertionPoint(op);
      Location loc = op.getLoc();
      // A split normalisation did not make (a user's split.split_to_sequence,
      // or one --split-normalize made) is checked as its lowering checks it.
      if (!checked.contains(producer)) {
        SizeBuilder checks(rewriter, loc, SplitToSequenceOp::getOperationName(),
                           axis);
        OpFoldResult dim = tensor::getMixedSize(rewriter, loc, input, axis);
        if (Value sizes = producer.getSizes()) {
          checks.checkSequenceList(
              sizes, producer.getSizeSpec(getConstantOperands(producer)), dim);
        } else if (Value chunk = producer.getChunk()) {
          checks.positiveChunk(chunk);
        }
      }
      // The sequence is empty when the dimension is 0 and no list gives it
      // chunks (an empty list means chunks of 1).
      OpFoldResult dim = tensor::getMixedSize(rewriter, loc, input, axis);
      Value sizes = producer.getSizes();
      if (getConstantIntValue(dim).value_or(0) == 0) {
        Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
        auto isNonZero = [&](Value value) {
          return arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne,
                                       value, zero);
        };
        Value notEmpty =
            isNonZero(getValueOrCreateConstantIndexOp(rewriter, loc, dim));
        if (sizes)
          notEmpty = arith::OrIOp::create(
              rewriter, loc, notEmpty,
              isNonZero(tensor::DimOp::create(rewriter, loc, sizes, 0)));
        CheckOp::create(rewriter, loc, notEmpty,
                        (op->getName().getStringRef() + ": " +
                         message::concatOfEmptySequence())
                            .str(),
                        ValueRange{});
      }
      Value result = input;
      if (input.getType() != resultType)
        result = tensor::CastOp::create(rewriter, loc, resultType, input);
      rewriter.replaceOp(op, result);
    });
  }

  void runOnOperation() override {
    if (failed(checkAddressableInputs(getOperation())))
      return signalPassFailure();
    MLIRContext *context = &getContext();
    resolveKnownSequences();
    // Versioned ops to the normalised form first, as split-normalize does:
    // then sequence_at sees its producer normalised, so an element of a
    // chunked sequence in view becomes a slice of the input, not a copy out
    // of the sequence's data (inside the conversion the producer would still
    // be the versioned op).
    // The splits it makes are checked (under the versioned op's name):
    // their lowering need not check them again.
    llvm::DenseSet<Operation *> checkedSplits;
    {
      RewritePatternSet normalize(context);
      populateSplitNormalizePatterns(normalize);
      MadeSplits made(checkedSplits);
      walkAndApplyPatterns(getOperation(), std::move(normalize), &made);
    }
    concatenateSplitsAsInputs(checkedSplits);
    SequenceTypeConverter typeConverter;
    RewritePatternSet patterns(context);
    populateSplitToTensorConversionPatterns(typeConverter, patterns,
                                            &checkedSplits);

    ConversionTarget target(*context);
    target.addIllegalDialect<SplitDialect>();
    // split.check stays for the LLVM lowering, the storage ops of sequences
    // for bufferization, and so do wide splits (isLeftToBufferization).
    target.addLegalOp<CheckOp, ReserveOp, ViewOp>();
    llvm::DenseSet<Operation *> leftToBufferization;
    getOperation()->walk([&](SplitOp op) {
      if (isLeftToBufferization(op, bufferizeSplitsFrom))
        leftToBufferization.insert(op);
    });
    target.addDynamicallyLegalOp<SplitOp>(
        [&](SplitOp op) { return leftToBufferization.contains(op); });
    populateSequenceStructuralConversions(typeConverter, patterns, target);
    target.markUnknownOpDynamicallyLegal([&](Operation *op) {
      return typeConverter.isLegal(op) &&
             llvm::all_of(op->getRegions(), [&](Region &region) {
               return typeConverter.isLegal(&region);
             });
    });
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::split::populateSplitToTensorConversionPatterns(
    const SequenceTypeConverter &typeConverter, RewritePatternSet &patterns,
    const llvm::DenseSet<Operation *> *checkedSplits) {
  patterns.add<SplitOpLowering>(typeConverter, patterns.getContext(),
                                checkedSplits);
  populateSequenceToTensorConversionPatterns(typeConverter, patterns);
}
