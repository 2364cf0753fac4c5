//===- OnnxRuntime.h - ONNX Runtime beside split-bench ----------*- C++ -*-===//
//
// ONNX Runtime runs the same workloads in bench/ort-bench.mjs (Node's
// binding): split-bench writes them as ONNX models with a list of what to
// run, and reads back the times it printed.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_ONNXRUNTIME_H
#define SPLIT_BENCH_ONNXRUNTIME_H

#include "bench/Timing.h"

#include "mlir/Support/LLVM.h"

#include <map>
#include <string>
#include <vector>

namespace mlir::split::bench {

struct Workload;

/// Writes every workload as an ONNX model into `dir`, and `dir`/workloads.json
/// for ort-bench.mjs (file, input shape, warm-up and timed runs; per-call
/// workloads as many single calls, fewer if `tiny`). Errors go to stderr.
LogicalResult writeOnnxModels(ArrayRef<Workload> workloads,
                              const std::string &dir, bool tiny);

/// The times ort-bench.mjs printed to `file` (one JSON object a line), by
/// workload name. A missing file or a line that is not one of them gives
/// none.
std::map<std::string, Stats> readOrtResults(const std::string &file);

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_ONNXRUNTIME_H
