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
class SymbolTableCollection;
} // namespace mlir

namespace mlir::split {

/// What convert-to-llvm populates for `op` with `converter`: the patterns
/// and legality of every loaded dialect that implements
/// ConvertToLLVMPatternInterface, and of the attributes of `op` and its
/// ancestors that implement ConvertToLLVMAttrInterface. With
/// `symbolTables`, the func and memref dialects' patterns look up callees
/// and allocation functions in it instead of scanning the module for each
/// call and allocation (time quadratic in the number of functions); as
/// upstream's populate functions require, the patterns must then run on
/// one module.
void populateConvertToLLVMPatterns(
    Operation *op, ConversionTarget &target, LLVMTypeConverter &converter,
    RewritePatternSet &patterns, SymbolTableCollection *symbolTables = nullptr);

} // namespace mlir::split

#endif // SPLIT_CONVERSION_CONVERTTOLLVM_CONVERTTOLLVM_H
