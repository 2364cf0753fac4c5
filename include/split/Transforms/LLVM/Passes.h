//===- Passes.h - LLVM-dialect passes of the split pipeline -----*- C++ -*-===//

#ifndef SPLIT_TRANSFORMS_LLVM_PASSES_H
#define SPLIT_TRANSFORMS_LLVM_PASSES_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::split {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "split/Transforms/LLVM/Passes.h.inc"

} // namespace mlir::split

#endif // SPLIT_TRANSFORMS_LLVM_PASSES_H
