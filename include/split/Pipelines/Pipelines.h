//===- Pipelines.h - split pass pipelines -----------------------*- C++ -*-===//

#ifndef SPLIT_PIPELINES_PIPELINES_H
#define SPLIT_PIPELINES_PIPELINES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::split {

/// Options of the split-to-llvm pipeline.
struct SplitToLLVMOptions : PassPipelineOptions<SplitToLLVMOptions> {
  Option<bool> parallelCopies{
      *this, "parallel-copies",
      llvm::cl::desc("Spread large copies (>= 1 MiB) over threads with "
                     "OpenMP (scf.parallel, convert-scf-to-openmp); the "
                     "program then needs the OpenMP runtime, which the split "
                     "runtime links (runtime::setThreads)"),
      llvm::cl::init(false)};
};

/// The options of split-prepare-bufferization: they must agree with the
/// one-shot-bufferize options that the user's pipeline runs after it.
struct SplitPrepareBufferizationOptions
    : PassPipelineOptions<SplitPrepareBufferizationOptions> {
  Option<unsigned> bufferAlignment{
      *this, "buffer-alignment",
      llvm::cl::desc("The alignment of the buffers that the stage allocates "
                     "for returned slices: one-shot-bufferize's "
                     "buffer-alignment"),
      llvm::cl::init(64)};
  Option<bool> identityLayoutArguments{
      *this, "identity-layout-arguments",
      llvm::cl::desc("Whether one-shot-bufferize gives function results an "
                     "identity layout (function-boundary-type-conversion="
                     "identity-layout-map, as split-to-llvm runs it): then "
                     "returned slices are copied here into buffers of their "
                     "own; false for fully dynamic layouts, which return the "
                     "views"),
      llvm::cl::init(true)};
  Option<unsigned> bufferizeSplitsFrom{
      *this, "bufferize-splits-from",
      llvm::cl::desc("convert-split-to-tensor's bufferize-splits-from: "
                     "splits of at least this many results (0: none) are "
                     "left to one-shot-bufferize, which takes them in time "
                     "linear in their number of results"),
      llvm::cl::init(64)};
};

/// split-to-llvm in three stages that slot into a user's pipeline where
/// upstream's go (README, "Your own pipeline"): before one-shot-bufferize,
/// after it (in place of buffer-deallocation-pipeline), and from buffers to
/// the LLVM dialect. buildSplitToLLVMPipeline is their composition, with
/// one-shot-bufferize between the first two; split-to-llvm's options are the
/// last stage's.
void buildSplitPrepareBufferizationPipeline(
    OpPassManager &pm, const SplitPrepareBufferizationOptions &options);
void buildSplitFinishBufferizationPipeline(OpPassManager &pm);
void buildSplitBuffersToLLVMPipeline(OpPassManager &pm,
                                     const SplitToLLVMOptions &options);

/// Split dialect plus upstream func/arith/tensor/scf/linalg/bufferization/
/// complex ops all the way to the LLVM dialect: canonicalize
/// (split-canonicalize), lower split, one-shot bufferize (function
/// boundaries, identity layouts, allocations returned from loops),
/// deallocate, lower to loops and cf, split.check/cf.assert to run-time
/// calls, allocations to the split run-time library
/// (split/Runtime/Runtime.h), then split-convert-to-llvm (convert-to-llvm
/// with those allocation functions) and the LLVM dialect's folders on each
/// function. Fails unless only LLVM (and, with parallel copies, OpenMP) ops
/// remain.
void buildSplitToLLVMPipeline(OpPassManager &pm);
/// The pipeline with options; the one above uses the defaults.
void buildSplitToLLVMPipeline(OpPassManager &pm,
                              const SplitToLLVMOptions &options);

/// Registers `split-to-llvm` and its three stages.
void registerSplitPipelines();

} // namespace mlir::split

#endif // SPLIT_PIPELINES_PIPELINES_H
