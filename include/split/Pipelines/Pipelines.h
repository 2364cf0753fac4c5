//===- Pipelines.h - split pass pipelines -----------------------*- C++ -*-===//

#ifndef SPLIT_PIPELINES_PIPELINES_H
#define SPLIT_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"

namespace mlir::split {

/// Split dialect plus upstream func/arith/tensor/scf/linalg/bufferization/
/// complex ops all the way to the LLVM dialect: canonicalize, lower split,
/// one-shot bufferize (function boundaries, identity layouts), deallocate,
/// lower to loops and cf, split.check/cf.assert to run-time calls, then
/// convert-to-llvm. Fails unless only LLVM ops remain.
void buildSplitToLLVMPipeline(OpPassManager &pm);

/// Registers `split-to-llvm` and the passes only the pipeline uses.
void registerSplitPipelines();

} // namespace mlir::split

#endif // SPLIT_PIPELINES_PIPELINES_H
