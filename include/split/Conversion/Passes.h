//===- Passes.h - split conversion passes -----------------------*- C++ -*-===//

#ifndef SPLIT_CONVERSION_PASSES_H
#define SPLIT_CONVERSION_PASSES_H

#include "split/Conversion/SplitToTensor/SplitToTensor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::split {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "split/Conversion/Passes.h.inc"

} // namespace mlir::split

#endif // SPLIT_CONVERSION_PASSES_H
