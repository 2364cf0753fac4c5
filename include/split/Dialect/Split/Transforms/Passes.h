//===- Passes.h - split dialect passes --------------------------*- C++ -*-===//

#ifndef SPLIT_DIALECT_SPLIT_TRANSFORMS_PASSES_H
#define SPLIT_DIALECT_SPLIT_TRANSFORMS_PASSES_H

#include "split/Dialect/Split/IR/SplitDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
} // namespace mlir

namespace mlir::split {

#define GEN_PASS_DECL
#include "split/Dialect/Split/Transforms/Passes.h.inc"

/// Patterns that rewrite versioned ops into the normalised form.
void populateSplitNormalizePatterns(RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "split/Dialect/Split/Transforms/Passes.h.inc"

} // namespace mlir::split

#endif // SPLIT_DIALECT_SPLIT_TRANSFORMS_PASSES_H
