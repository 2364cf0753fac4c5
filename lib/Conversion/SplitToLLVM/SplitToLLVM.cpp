//===- SplitToLLVM.cpp - split.check to LLVM ------------------------------===//
//
// A failed check calls the run-time function splitCheckFailed, which prints
// the formatted message and ends the process with status 1 (cf.assert's own
// lowering would abort() instead).
//
//===----------------------------------------------------------------------===//

#include "split/Conversion/SplitToLLVM/SplitToLLVM.h"

#include "split/Conversion/StringToLLVM/StringToLLVM.h"

#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Conversion/ConvertToLLVM/ToLLVMInterface.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/Hashing.h"

using namespace mlir;
using namespace mlir::split;

namespace {

/// Returns a pointer to a module-level constant holding `text`; checks with
/// the same message share it.
Value getMessagePointer(OpBuilder &rewriter, Location loc, ModuleOp module,
                        StringRef text) {
  std::string terminated = (text + Twine('\0')).str();
  std::string base =
      "__split_check_message_" + std::to_string(llvm::hash_value(text));
  std::string name = base;
  for (int suffix = 1;; ++suffix) {
    auto global = module.lookupSymbol<LLVM::GlobalOp>(name);
    if (!global)
      break;
    auto value = llvm::dyn_cast_or_null<StringAttr>(global.getValueOrNull());
    if (value && value.getValue() == terminated)
      return LLVM::AddressOfOp::create(rewriter, loc, global);
    name = base + "_" + std::to_string(suffix); // a hash collision
  }
  return LLVM::createGlobalString(loc, rewriter, name, terminated,
                                  LLVM::Linkage::Internal);
}

} // namespace

void mlir::split::buildCheckFailure(OpBuilder &rewriter, Location loc,
                                    ModuleOp module, LLVM::LLVMFuncOp callee,
                                    StringRef text, ValueRange values) {
  Type i64 = rewriter.getI64Type();
  Type ptr = LLVM::LLVMPointerType::get(rewriter.getContext());
  Value message = getMessagePointer(rewriter, loc, module, text);
  Value count = LLVM::ConstantOp::create(rewriter, loc, i64, values.size());
  Value array = LLVM::AllocaOp::create(
      rewriter, loc, ptr, i64,
      LLVM::ConstantOp::create(rewriter, loc, i64,
                               std::max<size_t>(values.size(), 1)));
  for (auto [i, value] : llvm::enumerate(values)) {
    // Booleans print as 0 and 1, other integers keep their sign.
    Value widened = value;
    if (value.getType().isInteger(1))
      widened = LLVM::ZExtOp::create(rewriter, loc, i64, value);
    else if (value.getType() != i64)
      widened = LLVM::SExtOp::create(rewriter, loc, i64, value);
    Value slot = LLVM::GEPOp::create(rewriter, loc, ptr, i64, array,
                                     ArrayRef<LLVM::GEPArg>{int32_t(i)});
    LLVM::StoreOp::create(rewriter, loc, widened, slot);
  }
  LLVM::CallOp::create(rewriter, loc, callee,
                       ValueRange{message, count, array});
  LLVM::UnreachableOp::create(rewriter, loc);
}

LogicalResult mlir::split::expandCheck(RewriterBase &rewriter, CheckOp op,
                                       Value condition, ValueRange values,
                                       bool llvmBranch) {
  Location loc = op.getLoc();
  auto module = op->getParentOfType<ModuleOp>();
  Type i64 = rewriter.getI64Type();
  Type ptr = LLVM::LLVMPointerType::get(rewriter.getContext());
  FailureOr<LLVM::LLVMFuncOp> callee = LLVM::lookupOrCreateFn(
      rewriter, module, kCheckFailedFunction, {ptr, i64, ptr},
      LLVM::LLVMVoidType::get(rewriter.getContext()));
  if (failed(callee))
    return failure();

  Block *block = op->getBlock();
  Block *continuation =
      rewriter.splitBlock(block, std::next(op->getIterator()));
  Block *failureBlock = rewriter.createBlock(block->getParent());
  SmallVector<Value> integers;
  for (Value value : values)
    integers.push_back(
        llvm::isa<IndexType>(value.getType())
            ? arith::IndexCastOp::create(rewriter, loc, i64, value).getResult()
            : value);
  buildCheckFailure(rewriter, loc, module, *callee, op.getMessage(), integers);

  rewriter.setInsertionPoint(op);
  if (llvmBranch)
    rewriter.replaceOpWithNewOp<LLVM::CondBrOp>(op, condition, continuation,
                                                failureBlock);
  else
    rewriter.replaceOpWithNewOp<cf::CondBranchOp>(op, condition, continuation,
                                                  failureBlock);
  return success();
}

namespace {

/// split.check %c, "msg"(%v...) ->
///   llvm.cond_br %c, ^continue, ^fail
///   ^fail: splitCheckFailed("msg", n, [v...]); unreachable
struct CheckOpLowering : ConvertOpToLLVMPattern<CheckOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(CheckOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return expandCheck(rewriter, op, adaptor.getCondition(),
                       adaptor.getValues(), /*llvmBranch=*/true);
  }
};

struct SplitToLLVMInterface : ConvertToLLVMPatternInterface {
  using ConvertToLLVMPatternInterface::ConvertToLLVMPatternInterface;

  void populateConvertToLLVMConversionPatterns(
      ConversionTarget &target, LLVMTypeConverter &typeConverter,
      RewritePatternSet &patterns) const final {
    populateSplitToLLVMConversionPatterns(typeConverter, patterns);
  }
};

} // namespace

void mlir::split::populateSplitToLLVMConversionPatterns(
    LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  // !split.string elements: convert-to-llvm shares this converter with the
  // memref, func and cf patterns, which then handle memrefs of strings.
  populateSplitStringTypeConversion(converter);
  patterns.add<CheckOpLowering>(converter);
}

void mlir::split::registerConvertSplitToLLVMInterface(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, SplitDialect *dialect) {
    dialect->addInterfaces<SplitToLLVMInterface>();
  });
}
