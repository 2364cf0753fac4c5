//===- Timing.h - how split-bench times a call ------------------*- C++ -*-===//
//
// The minimum and median over repetitions of a batch of calls, per call.
// A template, not a function_ref: the call is inlined into the timing loop,
// so that per-call latencies of small kernels (W4) are not an indirect call
// more.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_TIMING_H
#define SPLIT_BENCH_TIMING_H

#include <algorithm>
#include <chrono>
#include <vector>

namespace mlir::split::bench {

using Clock = std::chrono::steady_clock;

struct Stats {
  double min = 0, median = 0; // microseconds per call
};

/// Times `repetitions` batches of `calls` calls of `fn`, after one call to
/// warm up.
template <typename Fn> Stats measure(int repetitions, int calls, Fn &&fn) {
  std::vector<double> times;
  fn();
  for (int r = 0; r < repetitions; ++r) {
    auto start = Clock::now();
    for (int c = 0; c < calls; ++c)
      fn();
    std::chrono::duration<double, std::micro> elapsed = Clock::now() - start;
    times.push_back(elapsed.count() / calls);
  }
  std::sort(times.begin(), times.end());
  return {times.front(), times[times.size() / 2]};
}

inline double millisecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_TIMING_H
