//===- SplitRuntime.cpp - run-time support for lowered split IR -----------===//
//
// The run-time error path of split.check (see split/Runtime/Runtime.h).
//
//===----------------------------------------------------------------------===//

#include "split/Runtime/Runtime.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

std::string mlir::split::runtime::formatCheckMessage(const char *message,
                                                     int64_t count,
                                                     const int64_t *values) {
  std::string text;
  for (const char *c = message; *c; ++c) {
    if (c[0] == '{' && c[1] == '{') {
      text += '{';
      ++c;
      continue;
    }
    if (*c == '{') {
      char *end = nullptr;
      long index = std::strtol(c + 1, &end, 10);
      if (end != c + 1 && *end == '}' && index >= 0 && index < count) {
        text += std::to_string(values[index]);
        c = end;
        continue;
      }
    }
    text += *c;
  }
  return text;
}

/// stdout is flushed first so that everything printed before the failure is
/// kept; _Exit skips the JIT's teardown, which must not run while
/// JIT-compiled code is on the stack.
extern "C" void splitCheckFailed(const char *message, int64_t count,
                                 const int64_t *values) {
  std::fflush(stdout);
  std::string text =
      mlir::split::runtime::formatCheckMessage(message, count, values);
  std::fprintf(stderr, "error: %s\n", text.c_str());
  std::fflush(stderr);
  std::_Exit(1);
}
