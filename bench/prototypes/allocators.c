// Fresh 16 MiB results, allocator by allocator: each iteration allocates four
// 64-byte-aligned buffers of 16 MiB + 64 bytes (what W2's four results need),
// fills them with memcpy from a warm source, and frees them; beside memcpy
// into warm buffers. The allocators are opened with dlopen(RTLD_LOCAL) so that
// none of them replaces the process's malloc.
//
//   cc -O2 allocators.c -ldl -o allocators && ./allocators
//   ./allocators build/lib/libsplit_runtime.so   # also the split runtime's
//   LD_PRELOAD=libjemalloc.so.2 ./allocators ... # jemalloc's rows too
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { kBuffers = 4, kReps = 15 };
static const size_t kBytes = (16u << 20) + 64;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

typedef void *(*AllocFn)(size_t align, size_t size);
typedef void (*FreeFn)(void *);

static char *source;
static char *warm[kBuffers];

static void *glibcAlloc(size_t align, size_t size) {
  return aligned_alloc(align, (size + align - 1) / align * align);
}

// jemalloc: mallocx on a private arena whose dirty and muzzy pages never
// decay (kept and reused instead of given back).
static void *(*jeMallocx)(size_t, int);
static void (*jeDallocx)(void *, int);
static unsigned jeArena;
static void *jeAlloc(size_t align, size_t size) {
  int flags = __builtin_ctzl(align) | ((int)(jeArena + 1) << 20) |
              (1 << 8) /* MALLOCX_TCACHE_NONE */;
  return jeMallocx(size, flags);
}
static void jeFree(void *p) { jeDallocx(p, 1 << 8); }

static void *(*miAligned)(size_t, size_t);
static void *miAlloc(size_t align, size_t size) {
  return miAligned(size, align);
}

static double run(const char *name, AllocFn alloc, FreeFn release) {
  double best = 1e9;
  for (int r = 0; r < kReps + 1; ++r) {
    double start = now();
    void *b[kBuffers];
    for (int i = 0; i < kBuffers; ++i) {
      b[i] = alloc(64, kBytes);
      memcpy(b[i], source + i * (kBytes - 64), kBytes - 64);
    }
    __asm__ volatile("" : : "r"(b) : "memory");
    for (int i = 0; i < kBuffers; ++i)
      release(b[i]);
    double t = now() - start;
    if (r && t < best)
      best = t;
  }
  printf("%-44s %8.2f ms\n", name, best * 1e3);
  return best;
}

// The split runtime's own allocator (lib/Runtime/Allocator.cpp), opened with
// dlopen like any other host does.
static void *(*splitAligned)(size_t, size_t);
static void *splitAlloc(size_t align, size_t size) {
  return splitAligned(align, size);
}

int main(int argc, char **argv) {
  source = malloc(kBuffers * kBytes);
  memset(source, 1, kBuffers * kBytes);
  for (int i = 0; i < kBuffers; ++i) {
    warm[i] = malloc(kBytes);
    memset(warm[i], 0, kBytes);
  }
  double best = 1e9;
  for (int r = 0; r < kReps; ++r) {
    double start = now();
    for (int i = 0; i < kBuffers; ++i)
      memcpy(warm[i], source + i * (kBytes - 64), kBytes - 64);
    __asm__ volatile("" : : : "memory");
    double t = now() - start;
    if (t < best)
      best = t;
  }
  printf("%-44s %8.2f ms\n", "memcpy into warm buffers", best * 1e3);
  double glibc = run("glibc aligned_alloc/free", glibcAlloc, free);

  void *mi = dlopen("libmimalloc.so.2", RTLD_NOW | RTLD_LOCAL);
  if (mi) {
    miAligned = (void *(*)(size_t, size_t))dlsym(mi, "mi_malloc_aligned");
    FreeFn miFree = (FreeFn)dlsym(mi, "mi_free");
    void (*set)(int, long) = (void (*)(int, long))dlsym(mi, "mi_option_set");
    run("mimalloc 2.0.9 defaults", miAlloc, miFree);
    // mi_option_decommit_delay (15), mi_option_segment_decommit_delay (24):
    // keep freed memory committed for 10 s.
    set(15, 10000);
    set(24, 10000);
    run("mimalloc, decommit delays 10 s", miAlloc, miFree);
    set(23, 0); // mi_option_allow_decommit off
    run("mimalloc, decommit disabled", miAlloc, miFree);
    // Huge blocks (> 16 MiB) get segments of their own, returned to the OS on
    // free unless they come from an arena reserved up front.
    int (*reserve)(size_t, int, int) =
        (int (*)(size_t, int, int))dlsym(mi, "mi_reserve_os_memory");
    reserve((size_t)4 << 30, 0, 0);
    run("mimalloc, 4 GiB arena, decommit disabled", miAlloc, miFree);
  }

  // Debian's jemalloc uses initial-exec TLS: it cannot be dlopen'ed, only
  // linked (-DLINKED_JEMALLOC -ljemalloc, where it also becomes malloc).
#ifdef LINKED_JEMALLOC
  // (then "glibc aligned_alloc/free" above is jemalloc's default arenas)
  void *je = RTLD_DEFAULT;
  int haveJe = 1;
#else
  void *je = dlopen("libjemalloc.so.2", RTLD_NOW | RTLD_LOCAL);
  int haveJe = je != NULL;
  if (!je)
    printf("jemalloc: %s\n", dlerror());
#endif
  if (haveJe) {
    jeMallocx = (void *(*)(size_t, int))dlsym(je, "mallocx");
    jeDallocx = (void (*)(void *, int))dlsym(je, "dallocx");
    int (*ctl)(const char *, void *, size_t *, void *, size_t) = (int (*)(
        const char *, void *, size_t *, void *, size_t))dlsym(je, "mallctl");
    size_t len = sizeof jeArena;
    ctl("arenas.create", &jeArena, &len, NULL, 0);
    run("jemalloc 5.3 private arena, default decay", jeAlloc, jeFree);
    unsigned arena;
    ctl("arenas.create", &arena, &len, NULL, 0);
    jeArena = arena;
    char key[64];
    ssize_t never = -1;
    snprintf(key, sizeof key, "arena.%u.dirty_decay_ms", arena);
    ctl(key, NULL, NULL, &never, sizeof never);
    snprintf(key, sizeof key, "arena.%u.muzzy_decay_ms", arena);
    ctl(key, NULL, NULL, &never, sizeof never);
    run("jemalloc 5.3 private arena, decay disabled", jeAlloc, jeFree);
  }

  if (argc > 1) {
    void *split = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!split) {
      printf("split runtime: %s\n", dlerror());
      return 1;
    }
    splitAligned = (void *(*)(size_t, size_t))dlsym(
        split, "_mlir_memref_to_llvm_aligned_alloc");
    FreeFn splitFree = (FreeFn)dlsym(split, "_mlir_memref_to_llvm_free");
    run("split runtime (freed mappings cached)", splitAlloc, splitFree);
  }
  return 0;
}
