//===- StringToLLVM.h - !split.string at run time ---------------*- C++ -*-===//
//
// The run-time representation of a !split.string element (docs/Strings.md):
// a 16-byte {pointer to the bytes, length in bytes} pair, in LLVM
// `!llvm.struct<(ptr, i64)>` and in C `SplitString`
// (split/Runtime/Runtime.h). Memrefs of strings are arrays of these
// pairs; the bytes live elsewhere and are never copied.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_CONVERSION_STRINGTOLLVM_STRINGTOLLVM_H
#define SPLIT_CONVERSION_STRINGTOLLVM_STRINGTOLLVM_H

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class LLVMTypeConverter;
} // namespace mlir

namespace mlir::split {

/// `!llvm.struct<(ptr, i64)>`: one string element at run time.
LLVM::LLVMStructType getStringElementLLVMType(MLIRContext *context);

/// Teaches an LLVM type converter that !split.string is
/// getStringElementLLVMType(), so that memrefs of strings, and function
/// signatures and branches that carry them, convert like any other memref.
void populateSplitStringTypeConversion(LLVMTypeConverter &converter);

} // namespace mlir::split

#endif // SPLIT_CONVERSION_STRINGTOLLVM_STRINGTOLLVM_H
