//===- Workloads.h - the splits split-bench measures ------------*- C++ -*-===//
//
// W1-W6 (BENCHMARKS.md): their shapes, how often each is timed, and what
// their results must hold. The same workloads become MLIR (Kernels.h) and
// ONNX models (OnnxRuntime.h).
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_WORKLOADS_H
#define SPLIT_BENCH_WORKLOADS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::split::bench {

struct Workload {
  std::string name;
  std::string description;
  std::vector<int64_t> shape; // of the f32 input
  int64_t axis;
  std::vector<int64_t> sizes; // result sizes along the axis
  bool isSequence = false;    // SplitToSequence, scalar split 1, all read
  int repetitions;
  int callsPerRepetition = 1; // > 1 for per-call latency of small kernels
  bool explicitSizes = false; // sizes as an operand, not equal parts
};

/// The workloads named in `only` (comma-separated, e.g. "W1,W5"; empty: all)
/// at full or `tiny` sizes, in order.
std::vector<Workload> selectWorkloads(bool tiny, llvm::StringRef only);

/// The shape of result `i` of `w`'s split.
std::vector<int64_t> resultShape(const Workload &w, size_t i);

/// The shapes of the buffers `w`'s results are written into: one per
/// result, or (a sequence) one of the input's shape holding every element in
/// order.
std::vector<std::vector<int64_t>> resultBufferShapes(const Workload &w);

int64_t numElements(llvm::ArrayRef<int64_t> shape);

/// Fills the input of a workload: every element distinct from its
/// neighbours, so that a misplaced copy shows.
void fillInput(float *data, int64_t numElements);

/// Whether `results` (the data of each buffer of resultBufferShapes) hold
/// the split of `input`.
bool isSplitOf(const Workload &w, const float *input,
               llvm::ArrayRef<const float *> results);

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_WORKLOADS_H
