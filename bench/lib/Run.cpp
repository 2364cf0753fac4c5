//===- Run.cpp - timing a workload's compiled split -----------------------===//

#include "bench/Run.h"
#include "bench/Baselines.h"
#include "bench/Compile.h"
#include "bench/Kernels.h"
#include "bench/MemRefs.h"
#include "bench/Workloads.h"

#include "split/Runtime/Runtime.h"

#include "llvm/Support/raw_ostream.h"

#include <deque>
#include <type_traits>

using namespace mlir;
using namespace mlir::split::bench;

namespace {

/// A workload's input and the calls of its compiled functions, at its rank.
template <unsigned Rank> class Runner {
public:
  explicit Runner(const Workload &w)
      : w(w), shapes(resultBufferShapes(w)), input(w.shape) {
    fillInput(input->data, numElements(w.shape));
  }

  /// Calls `kernel` (kKernelEntry) into buffers allocated here: fails if
  /// they do not hold the split, else times it.
  FailureOr<Stats> timeKernel(PackedFunction kernel, int calls) {
    std::deque<AlignedBuffer<float, Rank>> outputs;
    std::vector<void *> descriptors = {&*input};
    std::vector<const float *> data;
    for (const std::vector<int64_t> &shape : shapes) {
      outputs.emplace_back(shape);
      descriptors.push_back(&*outputs.back());
      data.push_back(outputs.back()->data);
    }
    PackedArguments arguments(std::move(descriptors));
    kernel(arguments.get());
    if (!isSplitOf(w, input->data, data))
      return failure();
    return measure(w.repetitions, calls, [&] { kernel(arguments.get()); });
  }

  /// Calls `function` (kFreshEntry), freeing its results after each call:
  /// fails if they do not hold the split, else times it.
  FailureOr<Stats> timeFresh(PackedFunction function, int calls) {
    ReturnedMemRefs<Rank> results(shapes.size());
    PackedArguments arguments({results.get(), &*input});
    function(arguments.get());
    bool correct = isSplitOf(w, input->data, results.data());
    results.free();
    if (!correct)
      return failure();
    return measure(w.repetitions, calls, [&] {
      function(arguments.get());
      results.free();
    });
  }

  const void *inputData() { return input->data; }
  int64_t inputBytes() const { return numElements(w.shape) * sizeof(float); }
  /// The bytes of each result buffer: what the memcpy baselines move.
  std::vector<int64_t> resultBytes() const {
    std::vector<int64_t> bytes;
    for (const std::vector<int64_t> &shape : shapes)
      bytes.push_back(numElements(shape) * sizeof(float));
    return bytes;
  }

private:
  const Workload &w;
  std::vector<std::vector<int64_t>> shapes;
  AlignedBuffer<float, Rank> input;
};

/// Calls `fn` with the rank of `w` as a std::integral_constant, for the
/// ranks the workloads have (Workloads.cpp).
template <typename Fn>
auto atRank(const Workload &w, Fn &&fn)
    -> decltype(fn(std::integral_constant<unsigned, 2>())) {
  switch (w.shape.size()) {
  case 2:
    return fn(std::integral_constant<unsigned, 2>());
  case 3:
    return fn(std::integral_constant<unsigned, 3>());
  default:
    llvm::errs() << "split-bench: " << w.name << " has rank " << w.shape.size()
                 << ", which split-bench has no buffers for\n";
    return failure();
  }
}

/// Compiles `source` and times its `entry` with `time` (a Runner's
/// timeKernel or timeFresh) into `times`; fails if it does not compile, and
/// names the function `what` in `wrong` if its results are wrong.
template <typename Time>
LogicalResult compileAndTime(MLIRContext &context, const Workload &w,
                             const std::string &source, StringRef entry,
                             const char *what, Time &&time,
                             FunctionTimes &times, const char *&wrong) {
  FailureOr<Compiled> compiled = compile(context, source, entry);
  if (failed(compiled)) {
    llvm::errs() << "split-bench: " << w.name << " " << what
                 << " failed to compile\n";
    return failure();
  }
  times.lowerMs = compiled->lowerMs;
  times.jitMs = compiled->jitMs;
  FailureOr<Stats> stats = time(compiled->function);
  if (failed(stats))
    wrong = what;
  else
    times.stats = *stats;
  return success();
}

template <unsigned Rank>
FailureOr<Result> runAtRank(MLIRContext &context, const Workload &w) {
  Runner<Rank> runner(w);
  Result result;
  int calls = w.callsPerRepetition;
  // The kernel, into preallocated buffers; then end to end, fresh results
  // freed by the caller after each call.
  if (failed(compileAndTime(
          context, w, kernelSource(w), kKernelEntry, "kernel",
          [&](PackedFunction f) { return runner.timeKernel(f, calls); },
          result.kernel, result.wrong)) ||
      failed(compileAndTime(
          context, w, freshSource(w), kFreshEntry, "fresh results",
          [&](PackedFunction f) { return runner.timeFresh(f, calls); },
          result.fresh, result.wrong)))
    return failure();
  std::vector<int64_t> bytes = runner.resultBytes();
  result.memcpyWarm =
      measureMemcpyWarm(runner.inputData(), bytes, w.repetitions, calls);
  result.memcpyFresh =
      measureMemcpyFresh(runner.inputData(), bytes, w.repetitions, calls);
  return result;
}

template <unsigned Rank>
FailureOr<ThreadsResult> runThreadsAtRank(MLIRContext &context,
                                          const Workload &w, int threads) {
  split::SplitToLLVMOptions options;
  options.parallelCopies = true;
  split::runtime::setThreads(threads);
  Runner<Rank> runner(w);
  FailureOr<Compiled> kernel =
      compile(context, kernelSource(w), kKernelEntry, options);
  FailureOr<Compiled> fresh =
      compile(context, freshSource(w), kFreshEntry, options);
  if (failed(kernel) || failed(fresh))
    return failure();
  FailureOr<Stats> kernelStats = runner.timeKernel(kernel->function, 1);
  FailureOr<Stats> freshStats = runner.timeFresh(fresh->function, 1);
  if (failed(kernelStats) || failed(freshStats))
    return failure();
  FailureOr<Stats> memcpy =
      measureMemcpyThreads(context, runner.inputData(), runner.inputBytes(),
                           threads, w.repetitions, options);
  if (failed(memcpy))
    return failure();
  return ThreadsResult{*kernelStats, *freshStats, *memcpy};
}

} // namespace

FailureOr<Result> mlir::split::bench::runWorkload(MLIRContext &context,
                                                  const Workload &w) {
  return atRank(w, [&](auto rank) -> FailureOr<Result> {
    return runAtRank<decltype(rank)::value>(context, w);
  });
}

FailureOr<ThreadsResult>
mlir::split::bench::runWorkloadThreads(MLIRContext &context, const Workload &w,
                                       int threads) {
  return atRank(w, [&](auto rank) -> FailureOr<ThreadsResult> {
    return runThreadsAtRank<decltype(rank)::value>(context, w, threads);
  });
}
