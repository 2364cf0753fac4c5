//===- Run.h - timing a workload's compiled split ---------------*- C++ -*-===//
//
// A workload compiled twice (Kernels.h), each function's results checked
// against the input once, then timed, beside its memcpy baselines
// (Baselines.h); and the same with split-to-llvm's parallel copies on a
// number of threads.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_RUN_H
#define SPLIT_BENCH_RUN_H

#include "bench/Timing.h"

#include "mlir/Support/LLVM.h"

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace mlir::split::bench {

struct Workload;

/// A compiled function: its run times, and what compiling it took.
struct FunctionTimes {
  Stats stats;
  double lowerMs = 0, jitMs = 0;
};

struct Result {
  FunctionTimes kernel, fresh;
  Stats memcpyWarm, memcpyFresh;
  const char *wrong = nullptr; // which function gave a wrong result
};

/// Fails if a function does not compile; a wrong result is `wrong`.
FailureOr<Result> runWorkload(MLIRContext &context, const Workload &w);

struct ThreadsResult {
  Stats kernel, fresh, memcpy;
};

/// The workload's kernel and fresh-results function lowered with
/// parallel-copies and run on `threads` threads (one call per repetition),
/// and memcpy on as many; fails if anything does not compile or gives a
/// wrong result.
FailureOr<ThreadsResult> runWorkloadThreads(MLIRContext &context,
                                            const Workload &w, int threads);

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_RUN_H
