//===- Allocator.cpp - memref allocation for lowered split IR -------------===//
//
// MLIR's generic allocation functions. Small buffers come from the C
// library; large ones (at least kLargeBytes) are mapped by this file and,
// when freed, kept mapped in a cache that the next allocation of about the
// same size takes: a function that returns fresh 16 MiB results reuses the
// pages of the previous call instead of taking ~4,000 page faults per result
// (glibc unmaps such blocks on free), as ONNX Runtime's arena does.
//
// Measured (bench/prototypes/allocators.c, four fresh 16 MiB results per
// call filled by memcpy; memcpy into warm buffers 6.4 ms): glibc 30-31 ms,
// mimalloc 34-36 ms whatever its options, jemalloc with decay disabled
// 6.4 ms; this cache as fast as that jemalloc, measured in one process
// (BENCHMARKS.md). jemalloc served this before, but
// Debian's uses initial-exec TLS and cannot be dlopen'ed, and this library
// must be (mlir-runner --shared-libs): the cache needs no TLS and no
// library of its own.
//
//===----------------------------------------------------------------------===//

#include "GuardedCall.h"

#include "split/Runtime/Runtime.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <sys/mman.h>
#include <unistd.h>

namespace {

/// Blocks from this size up are mapped and cached: glibc's own mmap
/// threshold, above which it would map and unmap them on every call.
constexpr size_t kLargeBytes = size_t(128) << 10;

/// Written just below every pointer this file returns (but in the libc mode,
/// see useLibc). `mapLength` is 0 for a block from malloc, whose start is
/// `base`; else the block is a mapping of that many bytes at `base`.
struct Header {
  void *base;
  size_t mapLength;
};
static_assert(sizeof(Header) == 16, "one 16-byte slot below the pointer");

size_t pageSize() {
  static const size_t size = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  return size;
}

/// Reads a non-negative integer from the environment, or returns `fallback`.
size_t environmentSize(const char *name, size_t fallback) {
  const char *text = std::getenv(name);
  if (!text)
    return fallback;
  char *end = nullptr;
  unsigned long long value = std::strtoull(text, &end, 10);
  return end != text && *end == '\0' && text[0] != '-' ? value : fallback;
}

/// Freed mappings, by length. Bounded by `capacity` bytes: a freed mapping
/// that does not fit is unmapped. The default, a quarter of physical memory,
/// keeps the working set of any program that fits in memory; the cache
/// holds at most the program's peak.
class MappingCache {
public:
  MappingCache() {
    size_t physical = static_cast<size_t>(sysconf(_SC_PHYS_PAGES)) * pageSize();
    capacity = environmentSize("SPLIT_RUNTIME_CACHE_MB", physical / 4 >> 20)
               << 20;
  }

  /// A cached mapping of at least `length` bytes and at most an eighth more
  /// (so that small requests do not pin large mappings), or null.
  void *take(size_t length, size_t &taken) {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = free.lower_bound(length);
    if (it == free.end() || it->first - length > length / 8)
      return nullptr;
    taken = it->first;
    void *base = it->second;
    free.erase(it);
    bytes -= taken;
    return base;
  }

  /// Keeps the mapping, or returns false when the cache is full.
  bool put(void *base, size_t length) {
    std::lock_guard<std::mutex> lock(mutex);
    if (capacity - bytes < length || bytes > capacity)
      return false;
    free.emplace(length, base);
    bytes += length;
    return true;
  }

private:
  std::mutex mutex;
  std::multimap<size_t, void *> free;
  size_t bytes = 0;
  size_t capacity = 0;
};

MappingCache &cache() {
  // Never destroyed: lowered code may free buffers from atexit handlers or
  // other libraries' destructors.
  static MappingCache *instance = new MappingCache();
  return *instance;
}

/// SPLIT_RUNTIME_ALLOCATOR=libc serves every buffer with aligned_alloc and
/// nothing around it, so that tools that watch malloc (valgrind,
/// scripts/memcheck.sh) see each buffer's exact bounds. Read once: every
/// buffer must be freed the way it was made.
bool useLibc() {
  static const bool libc = [] {
    const char *text = std::getenv("SPLIT_RUNTIME_ALLOCATOR");
    return text && std::string(text) == "libc";
  }();
  return libc;
}

/// A run-time error like a failed check: it ends the guarded call or the
/// process.
[[noreturn]] void outOfMemory(size_t size) {
  // On the stack: there may be no memory for a string. No "{" in it, which
  // the message grammar would read.
  char message[64];
  std::snprintf(message, sizeof(message), "out of memory allocating %zu bytes",
                size);
  mlir::split::runtime::detail::raiseRuntimeError(message, 0, nullptr);
}

/// A block of `size` bytes in a mapping of its own, one page above its start
/// (the page holds the header); null if the system has no memory.
void *allocateLarge(size_t size) {
  size_t page = pageSize();
  if (size > SIZE_MAX - 2 * page)
    return nullptr;
  size_t length = (size + page + page - 1) / page * page;
  size_t taken = 0;
  void *base = cache().take(length, taken);
  if (!base) {
    base = mmap(nullptr, length, PROT_READ | PROT_WRITE,
                MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED)
      return nullptr;
    taken = length;
  }
  char *pointer = static_cast<char *>(base) + page;
  reinterpret_cast<Header *>(pointer)[-1] = {base, taken};
  return pointer;
}

/// A block of `size` bytes from malloc, aligned to `alignment` at least 16
/// bytes above its start (room for the header). malloc's 16-byte alignment
/// is raised by hand: lowered code asks for 64 bytes, and glibc's
/// aligned_alloc does not use malloc's thread cache (W4 of bench/, eight
/// 256-byte results per call: 1.55 us with aligned_alloc, 0.20 us so).
void *allocateSmall(size_t size, size_t alignment) {
  alignment = std::max(alignment, sizeof(Header));
  if (size > SIZE_MAX - 2 * alignment)
    return nullptr;
  char *base = static_cast<char *>(std::malloc(size + alignment));
  if (!base)
    return nullptr;
  auto address = reinterpret_cast<uintptr_t>(base) + sizeof(Header);
  auto *pointer =
      reinterpret_cast<char *>((address + alignment - 1) & ~(alignment - 1));
  reinterpret_cast<Header *>(pointer)[-1] = {base, 0};
  return pointer;
}

/// `alignment` is a power of two.
void *allocate(size_t size, size_t alignment) {
  void *pointer = nullptr;
  if (useLibc()) {
    // aligned_alloc takes neither 0 nor a size that is not a multiple of
    // the alignment; memrefs with a zero-sized dimension allocate 0.
    alignment = std::max(alignment, sizeof(void *));
    size_t bytes =
        (std::max<size_t>(size, 1) + alignment - 1) / alignment * alignment;
    pointer = bytes >= size ? std::aligned_alloc(alignment, bytes) : nullptr;
  } else if (size >= kLargeBytes && alignment <= pageSize()) {
    pointer = allocateLarge(size);
  } else {
    pointer = allocateSmall(size, alignment);
  }
  if (!pointer)
    outOfMemory(size);
  if (!mlir::split::runtime::detail::noteAllocated(pointer)) {
    mlir::split::runtime::detail::releaseBlock(pointer);
    outOfMemory(size);
  }
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
  mlir::split::runtime::detail::noteFreed(pointer);
  mlir::split::runtime::detail::releaseBlock(pointer);
}

void mlir::split::runtime::detail::releaseBlock(void *pointer) {
  if (useLibc()) {
    std::free(pointer);
    return;
  }
  Header header = static_cast<Header *>(pointer)[-1];
  if (header.mapLength == 0)
    std::free(header.base);
  else if (!cache().put(header.base, header.mapLength))
    munmap(header.base, header.mapLength);
}

void mlir::split::runtime::initialize() {
  if (!useLibc()) {
    (void)pageSize();
    (void)cache();
  }
}
