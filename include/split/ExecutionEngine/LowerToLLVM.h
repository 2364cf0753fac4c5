//===- LowerToLLVM.h - split-to-llvm as a JIT host runs it ------*- C++ -*-===//

#ifndef SPLIT_EXECUTIONENGINE_LOWERTOLLVM_H
#define SPLIT_EXECUTIONENGINE_LOWERTOLLVM_H

#include "split/Pipelines/Pipelines.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::split {

/// Runs the split-to-llvm pipeline on `module` as the JIT hosts do
/// (split-runner, split-onnx-run, split-bench): the module is verified once
/// the pipeline is done, not after every pass as MLIR's pass manager does by
/// default (`split-opt --split-to-llvm` keeps that default, and the tests
/// run there), which takes about as long as the lowering itself (1000
/// functions: 9.0 s against 5.5 s; BENCHMARKS.md, Compile time in the number of
/// ops and functions). Diagnostics go to the context's handler. When the host
/// calls only `entryPoint`, every other function defined in the module becomes
/// private first: the JIT then compiles no wrapper for it, and many results
/// come back through the caller's memory (split-internalize-private-functions,
/// split-return-results-by-pointer). A host that registered MLIR's pass
/// manager and timing options (mlir::registerPassManagerCLOptions,
/// registerDefaultTimingManagerCLOptions) gets them applied
/// (`--mlir-timing`, `--mlir-print-ir-after=<pass>`).
LogicalResult lowerToLLVM(ModuleOp module, const SplitToLLVMOptions &options,
                          StringRef entryPoint = {});

} // namespace mlir::split

#endif // SPLIT_EXECUTIONENGINE_LOWERTOLLVM_H
