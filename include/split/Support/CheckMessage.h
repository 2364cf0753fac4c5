//===- CheckMessage.h - the {N} grammar of split.check messages -*- C++ -*-===//
//
// The one parser of the message grammar of `split.check` (docs and
// docs/Semantics.md): `{N}` (N decimal digits) stands for value N, `{{` for a
// literal `{`, and any other `{` is itself. The verifier of split.check, the
// compile-time formatting of the semantics module and the run-time library
// (plain C++, no MLIR) all read messages through it, so they cannot disagree
// about what a message says. It also names the run-time function that
// reports a failed check, which the lowering calls and the run-time library
// defines.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_SUPPORT_CHECKMESSAGE_H
#define SPLIT_SUPPORT_CHECKMESSAGE_H

#include <cstdint>
#include <limits>
#include <string_view>

namespace mlir::split {

/// Name of the run-time function a failed split.check calls:
/// `void splitCheckFailed(const char *message, int64_t count,
///                        const int64_t *values)` (split/Runtime/Runtime.h).
inline constexpr char kCheckFailedFunction[] = "splitCheckFailed";

/// Walks `message` in order, calling `onText(std::string_view)` for each run
/// of literal text and `onValue(uint64_t index, std::string_view digits)`
/// for each `{N}` placeholder (an index too large for 64 bits is
/// UINT64_MAX).
template <typename OnText, typename OnValue>
void parseCheckMessage(std::string_view message, OnText onText,
                       OnValue onValue) {
  size_t textStart = 0;
  for (size_t i = 0; i < message.size(); ++i) {
    if (message[i] != '{')
      continue;
    if (i + 1 < message.size() && message[i + 1] == '{') {
      // Up to and including the first `{`; the second is skipped.
      onText(message.substr(textStart, i + 1 - textStart));
      textStart = ++i + 1;
      continue;
    }
    size_t end = i + 1;
    uint64_t index = 0;
    for (; end < message.size() && message[end] >= '0' && message[end] <= '9';
         ++end) {
      uint64_t digit = message[end] - '0';
      index = index > (std::numeric_limits<uint64_t>::max() - digit) / 10
                  ? std::numeric_limits<uint64_t>::max()
                  : index * 10 + digit;
    }
    if (end == i + 1 || end == message.size() || message[end] != '}')
      continue; // a literal `{`
    onText(message.substr(textStart, i - textStart));
    onValue(index, message.substr(i + 1, end - i - 1));
    i = end;
    textStart = end + 1;
  }
  onText(message.substr(textStart));
}

} // namespace mlir::split

#endif // SPLIT_SUPPORT_CHECKMESSAGE_H
