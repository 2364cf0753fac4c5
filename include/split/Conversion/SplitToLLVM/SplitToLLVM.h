//===- SplitToLLVM.h - split.check to LLVM ----------------------*- C++ -*-===//

#ifndef SPLIT_CONVERSION_SPLITTOLLVM_SPLITTOLLVM_H
#define SPLIT_CONVERSION_SPLITTOLLVM_SPLITTOLLVM_H

#include "split/Support/CheckMessage.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
class DialectRegistry;
class RewriterBase;
class LLVMTypeConverter;
class RewritePatternSet;
} // namespace mlir

namespace mlir::split {

/// Lowers split.check to a conditional call of splitCheckFailed.
void populateSplitToLLVMConversionPatterns(LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns);

/// Lets `convert-to-llvm` lower the split dialect's remaining op, split.check.
void registerConvertSplitToLLVMInterface(DialectRegistry &registry);

class CheckOp;

/// The one lowering of split.check: `op` becomes a branch on `condition` to
/// the rest of its block, or to a new block at the end of its region that
/// calls splitCheckFailed with its message and `values` (integers; index
/// values are cast to i64 there). Used by the LLVM conversion pattern
/// (`llvmBranch`: an llvm.cond_br) and by split-expand-checks, which runs
/// before the conversion to LLVM (a cf.cond_br, which that conversion
/// lowers with the rest of the function's control flow).
LogicalResult expandCheck(RewriterBase &rewriter, CheckOp op, Value condition,
                          ValueRange values, bool llvmBranch);

/// Emits, at `builder`'s insertion point (the failure block of a check), the
/// call of `callee` (splitCheckFailed) with `message` and `values` (integers
/// of at most 64 bits, LLVM-compatible), then llvm.unreachable.
void buildCheckFailure(OpBuilder &builder, Location loc, ModuleOp module,
                       LLVM::LLVMFuncOp callee, StringRef message,
                       ValueRange values);

} // namespace mlir::split

#endif // SPLIT_CONVERSION_SPLITTOLLVM_SPLITTOLLVM_H
