//===- SplitRuntime.h - run-time support for lowered split IR ---*- C++ -*-===//
//
// The functions JIT-compiled split IR calls (lib/Runtime). Plain C++, no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_RUNTIME_SPLITRUNTIME_H
#define SPLIT_RUNTIME_SPLITRUNTIME_H

#include <cstdint>
#include <string>

/// The failure path of split.check: prints "error: <message>" (formatted as
/// below) on stderr and ends the process with status 1.
extern "C" [[noreturn]] void
splitCheckFailed(const char *message, int64_t count, const int64_t *values);

namespace split::runtime {

/// `message` with "{N}" replaced by values[N] and "{{" by "{": the text
/// splitCheckFailed prints. Hosts that handle check failures themselves
/// (split-onnx-run) format with it.
std::string formatCheckMessage(const char *message, int64_t count,
                               const int64_t *values);

} // namespace split::runtime

#endif // SPLIT_RUNTIME_SPLITRUNTIME_H
