//===- Baselines.h - memcpy of the bytes a split moves ----------*- C++ -*-===//
//
// What split-bench compares every split with: memcpy of the same bytes,
// from the workload's input into buffers of its results' sizes, warm
// (allocated once) or fresh (malloc and free on every call), and, for
// parallel copies, memcpy spread over threads the way split-to-llvm spreads
// copies.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_BASELINES_H
#define SPLIT_BENCH_BASELINES_H

#include "bench/Timing.h"

#include "split/Pipelines/Pipelines.h"

#include "mlir/Support/LLVM.h"

#include <cstdint>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace mlir::split::bench {

/// memcpy of consecutive parts of `input`, `bytes[r]` bytes each, into warm
/// buffers.
Stats measureMemcpyWarm(const void *input, ArrayRef<int64_t> bytes,
                        int repetitions, int calls);

/// The same into buffers malloc'ed and freed on every call.
Stats measureMemcpyFresh(const void *input, ArrayRef<int64_t> bytes,
                         int repetitions, int calls);

/// memcpy of `bytes` bytes of `input` on `threads` threads: one memcpy, or
/// an scf.parallel of memcpy's parts lowered with `options` (OpenMP). Fails
/// if it does not compile or does not copy.
FailureOr<Stats> measureMemcpyThreads(MLIRContext &context, const void *input,
                                      int64_t bytes, int threads,
                                      int repetitions,
                                      const SplitToLLVMOptions &options);

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_BASELINES_H
