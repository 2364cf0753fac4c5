//===- ConvertToLLVM.h - one conversion to the LLVM dialect -----*- C++ -*-===//
//
// convert-to-llvm with the allocation options of finalize-memref-to-llvm, in
// one dialect conversion (split-convert-to-llvm in Conversion/Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_CONVERSION_CONVERTTOLLVM_CONVERTTOLLVM_H
#define SPLIT_CONVERSION_CONVERTTOLLVM_CONVERTTOLLVM_H

namespace mlir {
class ConversionTarget;
class LLVMTypeConverter;
class Operation;
class RewritePatternSet;
} // namespace mlir

namespace mlir::split {

/// What convert-to-llvm populates for `op` with `converter`: the patterns
/// and legality of every loaded dialect that implements
/// ConvertToLLVMPatternInterface, and of the attributes of `op` and its
/// ancestors that implement ConvertToLLVMAttrInterface.
void populateConvertToLLVMPatterns(Operation *op, ConversionTarget &target,
                                   LLVMTypeConverter &converter,
                                   RewritePatternSet &patterns);

} // namespace mlir::split

#endif // SPLIT_CONVERSION_CONVERTTOLLVM_CONVERTTOLLVM_H
