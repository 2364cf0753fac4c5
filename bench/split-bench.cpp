//===- split-bench.cpp - split kernels beside memcpy, in one process ------===//
//
// For each workload (bench/include/bench/Workloads.h), in one process and
// run: the split compiled through split-to-llvm and the project's JIT
// (compile time excluded, reported separately), as a kernel writing into
// preallocated buffers and end to end, returning fresh results the caller
// frees (Kernels.h, Run.h), beside memcpy of the same bytes (Baselines.h).
// ONNX Runtime numbers (from ort-bench.mjs) are merged in when given.
// Prints Markdown tables (Report.h; with --data, the ratios for gnuplot),
// then compile-time scaling through the same pipeline (Scaling.h).
// BENCHMARKS.md says what each column measures.
//
//   split-bench [--tiny] [--ort=FILE] [--data=FILE] [--only=W1,...]
//               [--no-scaling]
//   split-bench [--tiny] --write-onnx=DIR   # the workloads as ONNX models
//   split-bench [--tiny] --write-runner-programs=DIR
//                              # as split-runner programs (RunnerPrograms.h)
//
//===----------------------------------------------------------------------===//

#include "bench/OnnxRuntime.h"
#include "bench/Report.h"
#include "bench/Run.h"
#include "bench/RunnerPrograms.h"
#include "bench/Scaling.h"
#include "bench/Workloads.h"

#include "split/ExecutionEngine/JIT.h"
#include "split/Runtime/Runtime.h"
#include "split/Tools/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::split::bench;

namespace {

llvm::cl::OptionCategory category("split-bench options");
llvm::cl::opt<bool> tiny("tiny",
                         llvm::cl::desc("Small sizes and few repetitions (a "
                                        "check that everything runs)"),
                         llvm::cl::cat(category));
llvm::cl::opt<bool> noScaling("no-scaling",
                              llvm::cl::desc("Skip the compile-time scaling"),
                              llvm::cl::cat(category));
llvm::cl::opt<std::string>
    only("only", llvm::cl::desc("Only these workloads (W1,W2,...)"),
         llvm::cl::value_desc("names"), llvm::cl::cat(category));
llvm::cl::opt<std::string>
    ortFile("ort",
            llvm::cl::desc("ONNX Runtime results to merge (ort-bench.mjs)"),
            llvm::cl::value_desc("file"), llvm::cl::cat(category));
llvm::cl::opt<std::string>
    dataFile("data", llvm::cl::desc("Write the ratios for gnuplot here"),
             llvm::cl::value_desc("file"), llvm::cl::cat(category));
llvm::cl::opt<std::string>
    onnxDir("write-onnx",
            llvm::cl::desc("Only write the workloads as ONNX models into this "
                           "directory"),
            llvm::cl::value_desc("dir"), llvm::cl::cat(category));

llvm::cl::opt<std::string> runnerDir(
    "write-runner-programs",
    llvm::cl::desc("Only write the workloads as split-runner programs (fresh "
                   "results, and memcpy of the same bytes) into this "
                   "directory"),
    llvm::cl::value_desc("dir"), llvm::cl::cat(category));

/// The single-threaded tables; returns the number of failures.
int runSingleThreaded(MLIRContext &context, ArrayRef<Workload> workloads) {
  // ONNX Runtime results, by workload name.
  std::map<std::string, Stats> ort;
  if (!ortFile.empty())
    ort = readOrtResults(ortFile);
  int failures = 0;
  RunTables tables;
  for (const Workload &w : workloads) {
    FailureOr<Result> result = runWorkload(context, w);
    if (failed(result)) {
      tables.addFailure(w, "FAILED (compile)");
      ++failures;
    } else if (result->wrong) {
      tables.addFailure(
          w, "FAILED (wrong result: " + std::string(result->wrong) + ")");
      ++failures;
    } else {
      auto it = ort.find(w.name);
      tables.add(w, *result, it == ort.end() ? nullptr : &it->second);
    }
  }
  tables.print(llvm::outs());
  llvm::outs().flush();
  if (dataFile.empty())
    return failures;
  std::error_code error;
  llvm::raw_fd_ostream out(dataFile, error);
  if (error) {
    llvm::errs() << "split-bench: cannot write " << dataFile << "\n";
    return failures + 1;
  }
  out << tables.getGnuplotData();
  return failures;
}

/// Opt-in parallel copies, on the workloads whose copies are large; returns
/// the number of failures.
int runParallelCopies(MLIRContext &context, ArrayRef<Workload> workloads) {
  int failures = 0;
  ThreadsTable table;
  for (const Workload &w : workloads) {
    if (w.isSequence || w.callsPerRepetition > 1)
      continue;
    for (int threads : {1, 2}) {
      FailureOr<ThreadsResult> result = runWorkloadThreads(context, w, threads);
      if (failed(result)) {
        table.addFailure(w, threads);
        ++failures;
      } else {
        table.add(w, threads, *result);
      }
    }
  }
  split::runtime::setThreads(1);
  table.print(llvm::outs());
  llvm::outs().flush();
  return failures;
}

} // namespace

int main(int argc, char **argv) {
  llvm::cl::HideUnrelatedOptions(category);
  llvm::cl::ParseCommandLineOptions(
      argc, argv, "split-bench: split kernels beside memcpy, in one process\n");
  std::vector<Workload> workloads = selectWorkloads(tiny, only);
  if (!onnxDir.empty())
    return failed(writeOnnxModels(workloads, onnxDir, tiny)) ? 1 : 0;
  if (!runnerDir.empty())
    return failed(writeRunnerPrograms(workloads, runnerDir,
                                      /*calls=*/tiny ? 3 : 11))
               ? 1
               : 0;

  split::initializeJITTarget();
  split::runtime::initialize();
  DialectRegistry registry;
  split::registerSplitToolDialects(registry);
  registerAllToLLVMIRTranslations(registry);
  split::registerSplitToolPasses();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  int failures = runSingleThreaded(context, workloads);
  failures += runParallelCopies(context, workloads);
  if (!noScaling)
    failures += printCompileTimeScaling(context, tiny, llvm::outs());
  return failures == 0 ? 0 : 1;
}
