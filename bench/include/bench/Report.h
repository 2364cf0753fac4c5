//===- Report.h - split-bench's tables --------------------------*- C++ -*-===//
//
// The Markdown tables split-bench prints (BENCHMARKS.md shows them), filled
// a row at a time as the workloads run: times, ratios to memcpy into warm
// buffers (and those ratios as gnuplot data, bench/ratios.gp), and parallel
// copies.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_REPORT_H
#define SPLIT_BENCH_REPORT_H

#include "bench/Timing.h"

#include "mlir/Support/LLVM.h"

#include <string>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir::split::bench {

struct Result;
struct ThreadsResult;
struct Workload;

/// The times and the ratios of single-threaded runs.
class RunTables {
public:
  RunTables();
  /// `ort`: ONNX Runtime's times of the workload, if any.
  void add(const Workload &w, const Result &result, const Stats *ort);
  /// A row saying what failed instead of times.
  void addFailure(const Workload &w, StringRef what);
  void print(llvm::raw_ostream &os) const;
  /// The ratios, one workload a line, for bench/ratios.gp.
  const std::string &getGnuplotData() const { return data; }

private:
  std::string times, ratios, data;
};

/// Parallel copies on 1 and 2 threads against memcpy on as many.
class ThreadsTable {
public:
  ThreadsTable();
  void add(const Workload &w, int threads, const ThreadsResult &result);
  void addFailure(const Workload &w, int threads);
  /// Prints nothing if no row has times.
  void print(llvm::raw_ostream &os) const;

private:
  std::string rows;
  bool anyTimes = false;
};

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_REPORT_H
