//===- Passes.h - tensor-level passes of the split pipeline -----*- C++ -*-===//

#ifndef SPLIT_TRANSFORMS_TENSOR_PASSES_H
#define SPLIT_TRANSFORMS_TENSOR_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"
#include "split/Dialect/Split/IR/SplitDialect.h"

namespace mlir::split {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "split/Transforms/Tensor/Passes.h.inc"

} // namespace mlir::split

#endif // SPLIT_TRANSFORMS_TENSOR_PASSES_H
