//===- ConvertToLLVM.cpp - one conversion to the LLVM dialect -------------===//
//
// convert-to-llvm builds its type converter with the default options, which
// lower memref.alloc to malloc; a pipeline that allocates otherwise runs
// finalize-memref-to-llvm before it, and pays for two conversions of the
// whole module. This is the one conversion with the options.
//
//===----------------------------------------------------------------------===//

#include "split/Conversion/ConvertToLLVM/ConvertToLLVM.h"

#include "split/Conversion/MemRefToLLVM/ContiguousCopies.h"
#include "split/Conversion/Passes.h"

#include "mlir/Analysis/DataLayoutAnalysis.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMInterface.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/LoweringOptions.h"
#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITCONVERTTOLLVM
#include "split/Conversion/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

void split::populateConvertToLLVMPatterns(Operation *op,
                                          ConversionTarget &target,
                                          LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          SymbolTableCollection *symbolTables) {
  for (Dialect *dialect : op->getContext()->getLoadedDialects()) {
    // The two dialects' interfaces populate these same patterns, without a
    // symbol table: each call and allocation then scans the module
    // (ConvertFuncToLLVM.h: O(calls * functions)).
    if (symbolTables && isa<func::FuncDialect>(dialect)) {
      populateFuncToLLVMConversionPatterns(converter, patterns, symbolTables);
      continue;
    }
    if (symbolTables && isa<memref::MemRefDialect>(dialect)) {
      populateFinalizeMemRefToLLVMConversionPatterns(converter, patterns,
                                                     symbolTables);
      continue;
    }
    if (auto *interface = dyn_cast<ConvertToLLVMPatternInterface>(dialect))
      interface->populateConvertToLLVMConversionPatterns(target, converter,
                                                         patterns);
  }
  populateOpConvertToLLVMConversionPatterns(op, target, converter, patterns);
}

namespace {

/// memref.dim of a ranked memref at a constant index: the size from the
/// descriptor (or the static size). MemRefToLLVM's DimOpLowering recognises
/// a constant index only by the index's defining op; in a conversion
/// without rollback that also converts arith, the constant has already been
/// replaced by a cast of an llvm.mlir.constant, and the size goes through a
/// stack copy of the sizes array
/// (docs/upstream/memref-dim-constant-index-one-shot.md). The converted index
/// is the llvm.mlir.constant itself.
struct ConstantIndexDimLowering : ConvertOpToLLVMPattern<memref::DimOp> {
  ConstantIndexDimLowering(const LLVMTypeConverter &converter)
      : ConvertOpToLLVMPattern(converter, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(memref::DimOp dim, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<MemRefType>(dim.getSource().getType());
    std::optional<int64_t> index = getConstantIntValue(adaptor.getIndex());
    // Other indices: DimOpLowering (out of bounds is undefined behaviour).
    if (!type || !index || *index < 0 || *index >= type.getRank())
      return failure();
    Location loc = dim.getLoc();
    if (!type.isDynamicDim(*index)) {
      rewriter.replaceOp(dim,
                         createIndexAttrConstant(rewriter, loc, getIndexType(),
                                                 type.getDimSize(*index)));
      return success();
    }
    rewriter.replaceOp(
        dim, MemRefDescriptor(adaptor.getSource()).size(rewriter, loc, *index));
    return success();
  }
};

struct SplitConvertToLLVMPass
    : split::impl::SplitConvertToLLVMBase<SplitConvertToLLVMPass> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    // As convert-to-llvm: the dialects that the loaded dialects' patterns
    // create are loaded before the pass runs.
    registerConvertToLLVMDependentDialectLoading(registry);
  }

  void runOnOperation() override {
    Operation *op = getOperation();
    MLIRContext *context = &getContext();
    const auto &dataLayout = getAnalysis<DataLayoutAnalysis>();
    LowerToLLVMOptions options(context, dataLayout.getAtOrAbove(op));
    options.allocLowering =
        useAlignedAlloc ? LowerToLLVMOptions::AllocLowering::AlignedAlloc
                        : LowerToLLVMOptions::AllocLowering::Malloc;
    options.useGenericFunctions = useGenericFunctions;
    LLVMTypeConverter converter(context, options, &dataLayout);
    LLVMConversionTarget target(*context);
    RewritePatternSet patterns(context);
    SymbolTableCollection symbolTables;
    split::populateConvertToLLVMPatterns(op, target, converter, patterns,
                                         &symbolTables);
    patterns.add<ConstantIndexDimLowering>(converter);
    // Here, not in a conversion of its own on each function (the set-up of a
    // dialect conversion and its visit of every op: a fifth of the cost of
    // this one, for 10000 functions).
    split::populateContiguousCopyToLLVMPatterns(converter, patterns);
    ConversionConfig config;
    config.allowPatternRollback = allowPatternRollback;
    if (failed(applyPartialConversion(op, target, std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
