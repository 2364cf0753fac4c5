//===- ContiguousCopies.cpp - contiguous memref.copy to memcpy ------------===//
//
// A split along the outermost axis at run-time sizes gives slices such as
// memref<?x64xf32, strided<[64, 1], offset: ?>>: contiguous, but neither of
// the identity layout nor of static shape, so MemRefToLLVM copies them with
// the generic memrefCopy function, element by element. One llvm.memcpy of
// size x 64 x 4 bytes does the same.
//
//===----------------------------------------------------------------------===//

#include "split/Conversion/MemRefToLLVM/ContiguousCopies.h"

#include "split/Conversion/Passes.h"

#include "mlir/Analysis/DataLayoutAnalysis.h"
#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITCONTIGUOUSCOPIESTOLLVM
#include "split/Conversion/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

bool isContiguousCopy(memref::CopyOp copy) {
  auto source = llvm::dyn_cast<MemRefType>(copy.getSource().getType());
  auto target = llvm::dyn_cast<MemRefType>(copy.getTarget().getType());
  return source && target && split::isContiguousCopy(source, target);
}

/// The copies this pass lowers: contiguous ones that MemRefToLLVM would hand
/// to memrefCopy.
bool isLoweredHere(memref::CopyOp copy) {
  auto source = llvm::dyn_cast<MemRefType>(copy.getSource().getType());
  auto target = llvm::dyn_cast<MemRefType>(copy.getTarget().getType());
  return isContiguousCopy(copy) &&
         !(split::isCopiedWithMemcpyUpstream(source) &&
           split::isCopiedWithMemcpyUpstream(target));
}

/// Above MemRefToLLVM's memref.copy lowering (benefit 1), in one conversion
/// with it (split-convert-to-llvm).
struct ContiguousCopyLowering : public ConvertOpToLLVMPattern<memref::CopyOp> {
  ContiguousCopyLowering(const LLVMTypeConverter &converter)
      : ConvertOpToLLVMPattern(converter, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(memref::CopyOp copy, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isLoweredHere(copy))
      return rewriter.notifyMatchFailure(
          copy, "not contiguous, or copied with llvm.memcpy upstream");
    auto type = llvm::cast<MemRefType>(copy.getSource().getType());
    Type element = getTypeConverter()->convertType(type.getElementType());
    if (!element)
      return rewriter.notifyMatchFailure(copy, "element type not convertible");
    Location loc = copy.getLoc();
    MemRefDescriptor source(adaptor.getSource());
    MemRefDescriptor target(adaptor.getTarget());
    // Both have the same shape; the source's sizes give the element count.
    Value count = createIndexAttrConstant(rewriter, loc, getIndexType(), 1);
    for (int64_t dim = 0; dim < type.getRank(); ++dim) {
      Value size = type.isDynamicDim(dim)
                       ? source.size(rewriter, loc, dim)
                       : createIndexAttrConstant(rewriter, loc, getIndexType(),
                                                 type.getDimSize(dim));
      count = LLVM::MulOp::create(rewriter, loc, count, size);
    }
    Value bytes = LLVM::MulOp::create(
        rewriter, loc, count,
        getSizeInBytes(loc, type.getElementType(), rewriter));
    auto start = [&](MemRefDescriptor &descriptor) -> Value {
      Value base = descriptor.alignedPtr(rewriter, loc);
      return LLVM::GEPOp::create(rewriter, loc, base.getType(), element, base,
                                 descriptor.offset(rewriter, loc));
    };
    Value from = start(source);
    Value to = start(target);
    LLVM::MemcpyOp::create(rewriter, loc, to, from, bytes,
                           /*isVolatile=*/false);
    rewriter.eraseOp(copy);
    return success();
  }
};

struct SplitContiguousCopiesToLLVMPass
    : split::impl::SplitContiguousCopiesToLLVMBase<
          SplitContiguousCopiesToLLVMPass> {
  void runOnOperation() override {
    // A function without such a copy needs no type converter and no
    // conversion (each costs a set-up per function, which adds up over
    // thousands of functions).
    if (!getOperation()
             ->walk([](memref::CopyOp copy) {
               return isLoweredHere(copy) ? WalkResult::interrupt()
                                          : WalkResult::advance();
             })
             .wasInterrupted())
      return markAllAnalysesPreserved();
    MLIRContext *context = &getContext();
    const auto &dataLayout = getAnalysis<DataLayoutAnalysis>();
    LowerToLLVMOptions options(context,
                               dataLayout.getAtOrAbove(getOperation()));
    LLVMTypeConverter converter(context, options, &dataLayout);
    RewritePatternSet patterns(context);
    split::populateContiguousCopyToLLVMPatterns(converter, patterns);
    ConversionTarget target(*context);
    target.addLegalDialect<LLVM::LLVMDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    target.addDynamicallyLegalOp<memref::CopyOp>(
        [](memref::CopyOp copy) { return !isLoweredHere(copy); });
    // The pattern fails only before it changes anything: no rollback needed
    // (faster, as in split-convert-to-llvm).
    ConversionConfig config;
    config.allowPatternRollback = false;
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace

void split::populateContiguousCopyToLLVMPatterns(LLVMTypeConverter &converter,
                                                 RewritePatternSet &patterns) {
  patterns.add<ContiguousCopyLowering>(converter);
}
