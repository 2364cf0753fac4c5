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

/// Called when a split.check fails: prints "error: <message>" on stderr, with
/// "{N}" replaced by values[N] and "{{" by "{", and ends the process with
/// status 1.
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
