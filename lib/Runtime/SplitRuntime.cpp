//===- SplitRuntime.cpp - run-time support for lowered split IR -----------===//
//
// The run-time error path of split.check (see split/Runtime/Runtime.h); where
// the error goes is GuardedCall.cpp's business.
//
//===----------------------------------------------------------------------===//

#include "GuardedCall.h"

#include "split/Runtime/Runtime.h"
#include "split/Support/CheckMessage.h"

#include <cstdint>
#include <string>

std::string mlir::split::runtime::formatCheckMessage(const char *message,
                                                     int64_t count,
                                                     const int64_t *values) {
  std::string text;
  parseCheckMessage(
      message, [&](std::string_view literal) { text.append(literal); },
      [&](uint64_t index, std::string_view digits) {
        // The verifier admits no placeholder without a value; one in a
        // message from elsewhere prints as written.
        if (index < static_cast<uint64_t>(count))
          text += std::to_string(values[index]);
        else
          text.append("{").append(digits).append("}");
      });
  return text;
}

/// Raised where guarded calls can catch it (GuardedCall.cpp).
extern "C" void splitCheckFailed(const char *message, int64_t count,
                                 const int64_t *values) {
  mlir::split::runtime::detail::raiseRuntimeError(message, count, values);
}
