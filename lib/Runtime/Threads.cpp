//===- Threads.cpp - threads of parallel copies ---------------------------===//
//
// Code lowered with split-to-llvm's parallel-copies option calls the OpenMP
// runtime (__kmpc_fork_call, ...). This library links it, so every host that
// loads the split runtime can run such code, and sets its thread count.
//
//===----------------------------------------------------------------------===//

#include "split/Runtime/Runtime.h"

// The OpenMP API function, declared here rather than through omp.h, which
// Debian ships in clang-14's resource directory only.
extern "C" void omp_set_num_threads(int threads);

void mlir::split::runtime::setThreads(int threads) {
  omp_set_num_threads(threads < 1 ? 1 : threads);
}
