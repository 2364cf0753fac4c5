//===- Runtime.h - run-time support for lowered split IR --------*- C++ -*-===//
//
// The functions that code lowered by split-to-llvm calls, for every host that
// runs it (split-runner, split-bench, split-onnx-run, your own JIT): the
// run-time error path, printMemrefString, and allocation. Plain C++ with no
// MLIR dependency (MLIR's header-only memref printing aside):
// libsplit_runtime.so.
//
// Allocation. split-to-llvm lowers memref.alloc/dealloc to MLIR's generic
// allocation functions (`use-generic-functions` of split-convert-to-llvm and
// finalize-memref-to-llvm).
// This library serves buffers of at least 128 KiB from mappings of its own
// and keeps freed ones mapped in a cache that the next allocation of about
// the same size takes: a function that returns fresh 16 MiB results reuses
// the pages of the previous call instead of taking ~4,000 page faults per
// result (glibc gives such blocks back to the kernel on every free). Smaller
// buffers come from malloc. The cache holds at most a quarter of physical
// memory (SPLIT_RUNTIME_CACHE_MB=<MiB> in the environment sets it, 0 turns
// it off). Buffers a lowered function returns belong to the caller, who
// frees them with _mlir_memref_to_llvm_free(descriptor.allocated).
//
// Run-time errors. A failed split.check (or an allocation that cannot be
// served) ends the process with a message and status 1, as a tool should,
// unless it happens inside callGuarded: then that call returns the message
// and the buffers it had allocated are freed, so that a host survives it.
//
// The library can be loaded with dlopen (no initial-exec TLS): stock
// `mlir-runner --shared-libs=libsplit_runtime.so,...` finds the allocation
// functions and splitCheckFailed in it.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_RUNTIME_RUNTIME_H
#define SPLIT_RUNTIME_RUNTIME_H

#include <cstddef>
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
/// memref.alloc without an alignment the allocator must honour.
void *_mlir_memref_to_llvm_alloc(size_t size);
/// memref.alloc with `alignment` (a power of two) bytes of alignment.
void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size);
/// memref.dealloc, and the caller's way to free returned buffers.
void _mlir_memref_to_llvm_free(void *pointer);

/// Called when a split.check fails, with "{N}" in `message` standing for
/// values[N] and "{{" for "{" (formatCheckMessage): a run-time error. Inside
/// a guarded call (callGuarded) it ends that call; elsewhere it prints
/// "error: <message>" on stderr, after flushing stdout, and ends the process
/// with status 1. Lowered code calls it by kCheckFailedFunction
/// (split/Support/CheckMessage.h).
[[noreturn]] void splitCheckFailed(const char *message, int64_t count,
                                   const int64_t *values);

/// Prints a memref of strings in printMemrefF32's layout, each element as a
/// JSON string literal. `func.func private @printMemrefString(
/// tensor<*x!split.string>)` calls the first form; the second is its
/// `llvm.emit_c_interface` form.
void printMemrefString(int64_t rank, void *descriptor);
void _mlir_ciface_printMemrefString(UnrankedMemRefType<SplitString> *memref);
}

namespace mlir::split::runtime {

/// `message` with "{N}" replaced by values[N] and "{{" by "{": the text
/// splitCheckFailed prints. Hosts that handle check failures themselves
/// (split-onnx-run) format with it.
std::string formatCheckMessage(const char *message, int64_t count,
                               const int64_t *values);

/// Calls `function(argument)` on this thread as a guarded call, which a
/// run-time error of the code it runs (a failed split.check, an allocation
/// this library cannot serve) ends instead of the process. Returns true when
/// `function` returned. Otherwise returns false with the error's message in
/// `message`, without the "error: " that the unguarded path prints (for
/// example "split.split_v13: split sizes sum to 5 but dimension 0 of the
/// input has size 6"), once every buffer that the allocation functions
/// handed out on this thread during the call and that was not freed again
/// has been freed: the aborted call leaks nothing, and its results (which
/// only a call that returns hands over) are gone with it.
///
/// The error returns to this function with longjmp: between it and the
/// failure there must be JIT-compiled code and C frames only. A host
/// function that the compiled code calls (a callback) returns before the
/// code goes on, so it is no such frame unless it runs JIT-compiled code
/// itself, which it does through a guarded call of its own (guarded calls
/// nest). The state is per thread: guarded calls on other threads, and
/// their engines, are not affected. A run-time error on a thread without a
/// guarded call (an OpenMP worker of a parallel loop) ends the process.
bool callGuarded(void (*function)(void *), void *argument,
                 std::string &message);

/// A function of this library, by the name lowered code calls it.
struct Symbol {
  const char *name;
  void *address;
};

/// Every function of this library that lowered code may call, for hosts that
/// register symbols with their JIT (mlir::ExecutionEngine::registerSymbols)
/// instead of resolving them through the process's symbol table.
const Symbol *symbols(size_t &count);

/// Sets the allocator up now rather than on the first allocation (a host
/// that times its first call wants this); safe to call more than once.
void initialize();

/// The number of threads that code lowered with split-to-llvm's
/// parallel-copies option copies with (OpenMP's omp_set_num_threads; this
/// library links Debian's LLVM OpenMP runtime, libomp5, so that the JIT
/// finds its __kmpc_* functions in the process).
void setThreads(int threads);

} // namespace mlir::split::runtime

#endif // SPLIT_RUNTIME_RUNTIME_H
