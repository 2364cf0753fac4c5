//===- Pipelines.h - split pass pipelines -----------------------*- C++ -*-===//

#ifndef SPLIT_PIPELINES_PIPELINES_H
#define SPLIT_PIPELINES_PIPELINES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::split {

#define GEN_PASS_DECL
#include "split/Pipelines/Passes.h.inc"

/// Split dialect plus upstream func/arith/tensor/scf/linalg/bufferization/
/// complex ops all the way to the LLVM dialect: canonicalize, lower split,
/// one-shot bufferize (function boundaries, identity layouts, allocations
/// returned from loops), deallocate, lower to loops and cf,
/// split.check/cf.assert to run-time calls, then convert-to-llvm. Fails
/// unless only LLVM ops remain.
void buildSplitToLLVMPipeline(OpPassManager &pm);

/// Registers `split-to-llvm` and the passes only the pipeline uses.
void registerSplitPipelines();

} // namespace mlir::split

#endif // SPLIT_PIPELINES_PIPELINES_H
