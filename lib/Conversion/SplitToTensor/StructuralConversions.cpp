//===- StructuralConversions.cpp - sequences through control flow ---------===//
//
// The 1:N conversion of the ops that carry sequences without being split
// ops: functions, calls, branches, loops, selects. Upstream's structural
// conversions (func, scf, cf) with the patterns MLIR 22 lacks for them.
//
//===----------------------------------------------------------------------===//

#include "split/Conversion/SplitToTensor/SplitToTensor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/ControlFlow/Transforms/StructuralTypeConversions.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/UB/IR/UBOps.h"

using namespace mlir;
using namespace mlir::split;

namespace {

/// Converts sequence block arguments of the non-entry blocks of a function
/// whose signature needs no conversion, so that sequences can flow through
/// cf branches: upstream's signature pattern does not apply to a function
/// whose type does not change, and the CF structural conversions convert
/// only the branches.
struct FunctionBlockArgumentsConversion : OpConversionPattern<func::FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::FuncOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    if (op.isExternal() || !converter.isSignatureLegal(op.getFunctionType()) ||
        converter.isLegal(&op.getBody()))
      return failure();
    TypeConverter::SignatureConversion entry(op.getNumArguments());
    for (auto [index, type] : llvm::enumerate(op.getArgumentTypes()))
      entry.addInputs(index, type);
    bool converted = false;
    rewriter.modifyOpInPlace(op, [&] {
      converted = succeeded(
          rewriter.convertRegionTypes(&op.getBody(), converter, &entry));
    });
    return success(converted);
  }
};

/// arith.select of two sequences (what canonicalisation makes of a branch
/// between them) selects each of their values.
struct SelectOpConversion : OpConversionPattern<arith::SelectOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::SelectOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange trueValues = adaptor.getTrueValue();
    ValueRange falseValues = adaptor.getFalseValue();
    if (trueValues.size() != falseValues.size())
      return failure();
    SmallVector<Value> selected;
    for (auto [whenTrue, whenFalse] : llvm::zip(trueValues, falseValues))
      selected.push_back(arith::SelectOp::create(rewriter, op.getLoc(),
                                                 adaptor.getCondition().front(),
                                                 whenTrue, whenFalse));
    rewriter.replaceOpWithMultiple(op, {selected});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Structural ops that carry sequences, where upstream has no 1:N conversion
// (MLIR 22: scf.for/if/while/index_switch, cf.br/cond_br, func.func/call/
// return have one; cf.switch's takes a 1:1 adaptor).
//===----------------------------------------------------------------------===//

/// Flattens the values of a 1:N adaptor.
static SmallVector<Value> flatten(ArrayRef<ValueRange> values) {
  SmallVector<Value> result;
  for (ValueRange range : values)
    llvm::append_range(result, range);
  return result;
}

/// Replaces `op` by `newOp`, whose results are those of `op` converted 1:N.
static LogicalResult
replaceConvertedResults(Operation *op, Operation *newOp,
                        const TypeConverter &converter,
                        ConversionPatternRewriter &rewriter) {
  SmallVector<SmallVector<Value>> replacements;
  ValueRange results = newOp->getResults();
  for (Type type : op->getResultTypes()) {
    SmallVector<Type> converted;
    if (failed(converter.convertType(type, converted)))
      return failure();
    replacements.emplace_back(results.take_front(converted.size()));
    results = results.drop_front(converted.size());
  }
  rewriter.replaceOpWithMultiple(op, replacements);
  return success();
}

/// ub.poison of a sequence (lift-cf-to-scf makes one for a value that a loop
/// with several exits carries but does not define on every path) is poison
/// of each of its values.
struct PoisonOpConversion : OpConversionPattern<ub::PoisonOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ub::PoisonOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertType(op.getType(), types)))
      return failure();
    SmallVector<Value> values;
    for (Type type : types)
      values.push_back(ub::PoisonOp::create(rewriter, op.getLoc(), type));
    rewriter.replaceOpWithMultiple(op, {values});
    return success();
  }
};

/// cf.switch passing sequences to its successors (upstream's
/// SwitchOpConversion takes a 1:1 adaptor and fails on them).
struct SwitchOpConversion : OpConversionPattern<cf::SwitchOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cf::SwitchOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto convert = [&](Block *block,
                       ArrayRef<ValueRange> operands) -> FailureOr<Block *> {
      SmallVector<Value> values = flatten(operands);
      if (TypeRange(ValueRange(values)) == block->getArgumentTypes())
        return block;
      std::optional<TypeConverter::SignatureConversion> conversion =
          getTypeConverter()->convertBlockSignature(block);
      if (!conversion || TypeRange(conversion->getConvertedTypes()) !=
                             TypeRange(ValueRange(values)))
        return failure();
      return rewriter.applySignatureConversion(block, *conversion,
                                               getTypeConverter());
    };
    FailureOr<Block *> defaultDest =
        convert(op.getDefaultDestination(), adaptor.getDefaultOperands());
    if (failed(defaultDest))
      return rewriter.notifyMatchFailure(op, "cannot convert default block");
    SmallVector<Block *> caseDests;
    SmallVector<SmallVector<Value>> caseValues;
    for (auto [block, operands] :
         llvm::zip(op.getCaseDestinations(), adaptor.getCaseOperands())) {
      FailureOr<Block *> dest = convert(block, operands);
      if (failed(dest))
        return rewriter.notifyMatchFailure(op, "cannot convert case block");
      caseDests.push_back(*dest);
      caseValues.push_back(flatten(operands));
    }
    SmallVector<ValueRange> caseOperands(caseValues.begin(), caseValues.end());
    rewriter.replaceOpWithNewOp<cf::SwitchOp>(
        op, llvm::getSingleElement(adaptor.getFlag()), *defaultDest,
        flatten(adaptor.getDefaultOperands()), op.getCaseValuesAttr(),
        caseDests, caseOperands);
    return success();
  }
};

/// scf.execute_region yielding sequences, with its blocks' arguments
/// converted (one with several blocks cannot be inlined into a region of one
/// block, such as an scf.if's).
struct ExecuteRegionOpConversion : OpConversionPattern<scf::ExecuteRegionOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(scf::ExecuteRegionOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)) ||
        failed(
            rewriter.convertRegionTypes(&op.getRegion(), *getTypeConverter())))
      return failure();
    auto newOp = scf::ExecuteRegionOp::create(rewriter, op.getLoc(), types);
    newOp->setAttrs(op->getAttrs());
    rewriter.inlineRegionBefore(op.getRegion(), newOp.getRegion(),
                                newOp.getRegion().end());
    return replaceConvertedResults(op, newOp, *getTypeConverter(), rewriter);
  }
};

/// func.constant of a function whose signature holds sequences.
struct ConstantOpConversion : OpConversionPattern<func::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    rewriter.replaceOpWithNewOp<func::ConstantOp>(op, type, op.getValue());
    return success();
  }
};

/// func.call_indirect passing or returning sequences (upstream converts only
/// direct calls).
struct CallIndirectOpConversion : OpConversionPattern<func::CallIndirectOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::CallIndirectOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // The callee's type is converted with it, so the new call's result types
    // are the converted ones.
    auto newOp = func::CallIndirectOp::create(
        rewriter, op.getLoc(), llvm::getSingleElement(adaptor.getCallee()),
        flatten(adaptor.getCalleeOperands()));
    newOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    return replaceConvertedResults(op, newOp, *getTypeConverter(), rewriter);
  }
};
} // namespace

void mlir::split::populateSequenceStructuralConversions(
    const SequenceTypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  MLIRContext *context = patterns.getContext();
  target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
    return typeConverter.isSignatureLegal(op.getFunctionType()) &&
           typeConverter.isLegal(&op.getBody());
  });
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 typeConverter);
  patterns.add<FunctionBlockArgumentsConversion, SelectOpConversion,
               PoisonOpConversion, ExecuteRegionOpConversion,
               ConstantOpConversion, CallIndirectOpConversion>(typeConverter,
                                                               context);
  populateCallOpTypeConversionPattern(patterns, typeConverter);
  populateReturnOpTypeConversionPattern(patterns, typeConverter);
  scf::populateSCFStructuralTypeConversionsAndLegality(typeConverter, patterns,
                                                       target);
  cf::populateCFStructuralTypeConversionsAndLegality(typeConverter, patterns,
                                                     target);
  // Before upstream's cf.switch pattern, which cannot take sequences.
  patterns.add<SwitchOpConversion>(typeConverter, context, /*benefit=*/2);
  // Upstream's scf legality leaves alone the scf.yield of ops it does not
  // convert (scf.execute_region); every op's block arguments must be
  // converted, not only its operands and results.
  target.addDynamicallyLegalOp<scf::YieldOp>(
      [&](scf::YieldOp op) { return typeConverter.isLegal(op); });
}
