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
#include "llvm/Support/CheckedArithmetic.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITCONTIGUOUSCOPIESTOLLVM
#include "split/Conversion/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

int64_t split::rowMajorBlockStart(MemRefType type, bool allowGaps,
                                  bool dynamicOuterSize) {
  int64_t rank = type.getRank();
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return rank;
  ArrayRef<int64_t> shape = type.getShape();
  int64_t span = 1, start = rank;
  for (int64_t dim = rank - 1; dim >= 0; --dim) {
    if (ShapedType::isDynamic(strides[dim]) ||
        (allowGaps ? strides[dim] < span : strides[dim] != span))
      break;
    if (ShapedType::isDynamic(shape[dim])) {
      if (dim == 0 && dynamicOuterSize)
        start = 0;
      break;
    }
    start = dim;
    if (dim == 0)
      break;
    std::optional<int64_t> next = llvm::checkedMul(strides[dim], shape[dim]);
    if (!next)
      break;
    span = *next;
  }
  return start;
}

bool split::hasRowMajorStrides(MemRefType type, bool allowGaps) {
  // A layout without strides has none (rowMajorBlockStart's rank 0 would
  // read as a block of every dimension).
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  return rowMajorBlockStart(type, allowGaps, /*dynamicOuterSize=*/true) == 0;
}

bool split::isContiguousRowMajor(MemRefType type) {
  return type.getLayout().isIdentity() || hasRowMajorStrides(type);
}

bool split::isCopiedWithMemcpyUpstream(MemRefType type) {
  return type.getLayout().isIdentity() ||
         (type.hasStaticShape() && type.getNumElements() > 0 &&
          memref::isStaticShapeAndContiguousRowMajor(type));
}

bool split::isContiguousCopy(MemRefType source, MemRefType target) {
  return source.getElementType().isIntOrIndexOrFloat() &&
         isContiguousRowMajor(source) && isContiguousRowMajor(target);
}

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
    // conversion (each costs a set-up per function: N functions,
    // BENCHMARKS.md).
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
