//===- Allocator.cpp - memref allocation for lowered split IR -------------===//
//
// MLIR's generic allocation functions, served by a private jemalloc arena
// with purging disabled. Measured choices (bench/prototypes/allocators.c,
// four fresh 16 MiB results per call, filled by memcpy; memcpy into warm
// buffers 6.4 ms): glibc 30-31 ms, mimalloc 2.0.9 34-36 ms whatever its
// decommit options or a reserved arena (blocks above 16 MiB get segments of
// their own, unmapped on free), jemalloc 5.3 with default decay 35 ms,
// jemalloc with dirty and muzzy decay disabled 6.4 ms: the pages stay mapped
// and the next call reuses them, as ONNX Runtime's arena does.
//
//===----------------------------------------------------------------------===//

#include "split/Runtime/Runtime.h"

#include <jemalloc/jemalloc.h>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/types.h>

namespace {

/// Creates the arena on first use; returns the flags that select it (0, the
/// default arenas, if it cannot be created: still jemalloc, so every buffer
/// is freed by the allocator that made it).
int createArena() {
  unsigned arena = 0;
  size_t length = sizeof(arena);
  if (mallctl("arenas.create", &arena, &length, nullptr, 0) != 0)
    return 0;
  // -1: never purge. Buffers of the sizes a model uses are kept and reused.
  ssize_t decayMs = -1;
  if (const char *text = std::getenv("SPLIT_RUNTIME_DECAY_MS")) {
    char *end = nullptr;
    long value = std::strtol(text, &end, 10);
    if (end != text && *end == '\0' && value >= -1)
      decayMs = value;
  }
  std::string prefix = "arena." + std::to_string(arena) + ".";
  for (const char *key : {"dirty_decay_ms", "muzzy_decay_ms"})
    mallctl((prefix + key).c_str(), nullptr, nullptr, &decayMs,
            sizeof(decayMs));
  return MALLOCX_ARENA(arena);
}

int arenaFlags() {
  static const int flags = createArena();
  return flags;
}

/// SPLIT_RUNTIME_ALLOCATOR=libc serves every buffer from the C library
/// instead, so that tools that watch malloc (valgrind, scripts/memcheck.sh)
/// see the JIT-compiled code's buffers. Read once: every buffer must be freed
/// by the allocator that made it.
bool useLibc() {
  static const bool libc = [] {
    const char *text = std::getenv("SPLIT_RUNTIME_ALLOCATOR");
    return text && std::string(text) == "libc";
  }();
  return libc;
}

[[noreturn]] void outOfMemory(size_t size) {
  std::fflush(stdout);
  std::fprintf(stderr, "error: out of memory allocating %zu bytes\n", size);
  std::fflush(stderr);
  std::_Exit(1);
}

/// `alignment` is a power of two.
void *allocate(size_t size, size_t alignment) {
  // Neither mallocx nor aligned_alloc take 0; memrefs with a zero-sized
  // dimension allocate 0.
  size_t bytes = size ? size : 1;
  void *pointer = nullptr;
  if (useLibc()) {
    alignment = std::max(alignment, sizeof(void *));
    bytes = (bytes + alignment - 1) / alignment * alignment;
    pointer = bytes >= size ? std::aligned_alloc(alignment, bytes) : nullptr;
  } else {
    pointer = mallocx(bytes, MALLOCX_LG_ALIGN(__builtin_ctzl(alignment)) |
                                 arenaFlags());
  }
  if (!pointer)
    outOfMemory(size);
  return pointer;
}

} // namespace

extern "C" void *_mlir_memref_to_llvm_alloc(size_t size) {
  return allocate(size, alignof(std::max_align_t));
}

extern "C" void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment,
                                                    size_t size) {
  // MLIR only emits powers of two; anything else is rounded up to one.
  size_t power = 1;
  while (power < alignment)
    power <<= 1;
  return allocate(size, power);
}

extern "C" void _mlir_memref_to_llvm_free(void *pointer) {
  if (!pointer)
    return;
  if (useLibc())
    std::free(pointer);
  else
    dallocx(pointer, 0);
}

void mlir::split::runtime::initialize() {
  if (!useLibc())
    (void)arenaFlags();
}

const mlir::split::runtime::Symbol *
mlir::split::runtime::symbols(size_t &count) {
  static const Symbol table[] = {
      {"_mlir_memref_to_llvm_alloc",
       reinterpret_cast<void *>(&_mlir_memref_to_llvm_alloc)},
      {"_mlir_memref_to_llvm_aligned_alloc",
       reinterpret_cast<void *>(&_mlir_memref_to_llvm_aligned_alloc)},
      {"_mlir_memref_to_llvm_free",
       reinterpret_cast<void *>(&_mlir_memref_to_llvm_free)},
      {"splitCheckFailed", reinterpret_cast<void *>(&splitCheckFailed)},
      {"printMemrefString", reinterpret_cast<void *>(&printMemrefString)},
      {"_mlir_ciface_printMemrefString",
       reinterpret_cast<void *>(&_mlir_ciface_printMemrefString)},
  };
  count = sizeof(table) / sizeof(table[0]);
  return table;
}
