//===- SplitToLLVM.h - split.check to LLVM ----------------------*- C++ -*-===//

#ifndef SPLIT_CONVERSION_SPLITTOLLVM_SPLITTOLLVM_H
#define SPLIT_CONVERSION_SPLITTOLLVM_SPLITTOLLVM_H

namespace mlir {
class DialectRegistry;
class LLVMTypeConverter;
class RewritePatternSet;
} // namespace mlir

namespace mlir::split {

/// Name of the run-time function a failed split.check calls:
/// `void splitCheckFailed(const char *message, int64_t count,
///                        const int64_t *values)` (lib/Runtime).
inline constexpr char kCheckFailedFunction[] = "splitCheckFailed";

/// Lowers split.check to a conditional call of splitCheckFailed.
void populateSplitToLLVMConversionPatterns(LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns);

/// Lets `convert-to-llvm` lower the split dialect's remaining op, split.check.
void registerConvertSplitToLLVMInterface(DialectRegistry &registry);

} // namespace mlir::split

#endif // SPLIT_CONVERSION_SPLITTOLLVM_SPLITTOLLVM_H
