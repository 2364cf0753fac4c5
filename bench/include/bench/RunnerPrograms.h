//===- RunnerPrograms.h - the workloads as split-runner programs -*- C++
//-*-===//
//
// What a user pays for fresh results through split-runner: each workload's
// freshSource function (Kernels.h) called from a `main` that times every
// call, and beside it a `main` that copies the same bytes with memref.copy
// (memcpy) into a buffer it reuses (warm). Both print the minimum and the
// mean time of a call in seconds, then a checksum. bench/fresh-runner.sh
// runs them.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_RUNNERPROGRAMS_H
#define SPLIT_BENCH_RUNNERPROGRAMS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace mlir::split::bench {

struct Workload;

/// `main` calls @split `calls` times (each a batch of the workload's calls
/// per repetition) on an input of ones.
std::string freshRunnerProgram(const Workload &w, int calls);
/// `main` copies the input's bytes `calls` times (batches as above) into one
/// buffer.
std::string memcpyRunnerProgram(const Workload &w, int calls);

/// Writes <name>.fresh.mlir and <name>.memcpy.mlir into `dir` for each
/// workload.
LogicalResult writeRunnerPrograms(const std::vector<Workload> &workloads,
                                  llvm::StringRef dir, int calls);

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_RUNNERPROGRAMS_H
