//===- Report.cpp - split-bench's tables ----------------------------------===//

#include "bench/Report.h"
#include "bench/Run.h"
#include "bench/Workloads.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::split::bench;

namespace {

/// "min / median".
std::string formatStats(const Stats &s) {
  return llvm::formatv("{0:f2} / {1:f2}", s.min, s.median).str();
}

} // namespace

RunTables::RunTables() {
  times = "| workload | bytes moved | kernel into buffers | fresh results "
          "(end to end) | memcpy, warm buffers | memcpy, fresh malloc "
          "buffers | ONNX Runtime session.run |\n"
          "|---|---|---|---|---|---|---|\n";
  ratios = "| workload | kernel | fresh results | memcpy, fresh malloc | "
           "ONNX Runtime | ORT / fresh results | lower + JIT, kernel | "
           "lower + JIT, fresh results |\n"
           "|---|---|---|---|---|---|---|---|\n";
  data = "# workload kernel fresh memcpy-fresh-malloc onnxruntime "
         "(warm memcpy time / time)\n";
}

void RunTables::add(const Workload &w, const Result &result, const Stats *ort) {
  // Bytes read plus bytes written.
  double bytes = 2.0 * numElements(w.shape) * sizeof(float);
  double warm = result.memcpyWarm.min;
  std::string ortText = "n/a", ortRatio = "n/a", ortFresh = "n/a",
              ortData = "?";
  if (ort) {
    ortText = formatStats(*ort);
    ortRatio = llvm::formatv("{0:f3}x", warm / ort->min);
    ortFresh = llvm::formatv("{0:f2}x", ort->min / result.fresh.stats.min);
    ortData = llvm::formatv("{0:f4}", warm / ort->min);
  }
  times +=
      llvm::formatv(
          "| {0} {1} | {2:f2} MiB | {3} | {4} | {5} | {6} | {7} |\n", w.name,
          w.description, bytes / (1 << 20), formatStats(result.kernel.stats),
          formatStats(result.fresh.stats), formatStats(result.memcpyWarm),
          formatStats(result.memcpyFresh), ortText)
          .str();
  ratios += llvm::formatv(
                "| {0} | {1:f2}x | {2:f2}x | {3:f2}x | {4} | {5} | {6:f0} "
                "+ {7:f0} ms "
                "| {8:f0} + {9:f0} ms |\n",
                w.name, warm / result.kernel.stats.min,
                warm / result.fresh.stats.min, warm / result.memcpyFresh.min,
                ortRatio, ortFresh, result.kernel.lowerMs, result.kernel.jitMs,
                result.fresh.lowerMs, result.fresh.jitMs)
                .str();
  data += llvm::formatv("{0} {1:f4} {2:f4} {3:f4} {4}\n", w.name,
                        warm / result.kernel.stats.min,
                        warm / result.fresh.stats.min,
                        warm / result.memcpyFresh.min, ortData)
              .str();
}

void RunTables::addFailure(const Workload &w, StringRef what) {
  times += "| " + w.name + " | " + what.str() + " | | | | | |\n";
}

void RunTables::print(llvm::raw_ostream &os) const {
  os << "Times in microseconds per call, min / median:\n\n"
     << times
     << "\nRatios: memcpy into warm buffers (min) / each (min); above 1x is "
        "faster than memcpy:\n\n"
     << ratios;
}

ThreadsTable::ThreadsTable() {
  rows = "| workload | threads | kernel into buffers | fresh results | "
         "memcpy | memcpy / kernel | memcpy / fresh results |\n"
         "|---|---|---|---|---|---|---|\n";
}

void ThreadsTable::add(const Workload &w, int threads,
                       const ThreadsResult &result) {
  anyTimes = true;
  rows += llvm::formatv("| {0} | {1} | {2} | {3} | {4} | {5:f2}x | {6:f2}x |\n",
                        w.name, threads, formatStats(result.kernel),
                        formatStats(result.fresh), formatStats(result.memcpy),
                        result.memcpy.min / result.kernel.min,
                        result.memcpy.min / result.fresh.min)
              .str();
}

void ThreadsTable::addFailure(const Workload &w, int threads) {
  rows +=
      llvm::formatv("| {0} | {1} | FAILED | | | | |\n", w.name, threads).str();
}

void ThreadsTable::print(llvm::raw_ostream &os) const {
  if (!anyTimes)
    return;
  os << "\nParallel copies (split-to-llvm{parallel-copies}, OpenMP), 1 and 2 "
        "threads, against memcpy on as many threads (microseconds per call, "
        "min / median):\n\n"
     << rows;
}
