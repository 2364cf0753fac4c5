//===- Passes.h - memref-level passes of the split pipeline -----*- C++ -*-===//

#ifndef SPLIT_TRANSFORMS_MEMREF_PASSES_H
#define SPLIT_TRANSFORMS_MEMREF_PASSES_H

#include "split/Dialect/Split/IR/SplitDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::split {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "split/Transforms/MemRef/Passes.h.inc"

} // namespace mlir::split

#endif // SPLIT_TRANSFORMS_MEMREF_PASSES_H
