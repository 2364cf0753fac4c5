//===- SplitRuntime.h - run-time support for lowered split IR ---*- C++ -*-===//
//
// The functions lowered split IR calls, provided by libsplit_runtime (linked
// into split-runner and split-onnx-run; loadable with mlir-runner
// --shared-libs). Plain C ABI for what the compiled code calls, no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_RUNTIME_SPLITRUNTIME_H
#define SPLIT_RUNTIME_SPLITRUNTIME_H

#include <cstdint>
#include <string>

/// One `!split.string` element at run time (docs/Strings.md): `size` bytes
/// at `data`, any byte values (NUL included); `data` may be null when `size`
/// is 0. Memrefs of strings are arrays of these; the element does not own
/// the bytes, which must outlive every memref that refers to them.
/// Same layout as LLVM `!llvm.struct<(ptr, i64)>`.
struct SplitString {
  const char *data;
  int64_t size;
};

template <typename T> struct UnrankedMemRefType;

extern "C" {

/// Called when a split.check fails: prints "error: <message>" on stderr, with
/// "{N}" replaced by values[N] and "{{" by "{" (formatCheckMessage), and ends
/// the process with status 1.
[[noreturn]] void splitCheckFailed(const char *message, int64_t count,
                                   const int64_t *values);

/// Prints a memref of strings in printMemrefF32's layout, each element as a
/// JSON string literal. `func.func private @printMemrefString(
/// tensor<*x!split.string>)` calls the first form; the second is its
/// `llvm.emit_c_interface` form.
void printMemrefString(int64_t rank, void *descriptor);
void _mlir_ciface_printMemrefString(UnrankedMemRefType<SplitString> *memref);
}

namespace split::runtime {

/// `message` with "{N}" replaced by values[N] and "{{" by "{": the text
/// splitCheckFailed prints. Hosts that handle check failures themselves
/// (split-onnx-run) format with it.
std::string formatCheckMessage(const char *message, int64_t count,
                               const int64_t *values);

} // namespace split::runtime

#endif // SPLIT_RUNTIME_SPLITRUNTIME_H
