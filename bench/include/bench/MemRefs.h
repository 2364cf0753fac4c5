//===- MemRefs.h - memrefs passed to and returned by kernels ----*- C++ -*-===//
//
// Every workload's rank is known when split-bench is compiled, so its
// buffers are upstream's OwningMemRef / StridedMemRefType<T, Rank>
// (mlir/ExecutionEngine/MemRefUtils.h), passed to the C interface of a
// JIT-compiled function through its packed form.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_MEMREFS_H
#define SPLIT_BENCH_MEMREFS_H

#include "split/Runtime/Runtime.h"

#include "mlir/ExecutionEngine/MemRefUtils.h"

#include <vector>

namespace mlir::split::bench {

/// A zeroed (so faulted in before timing), 64-byte aligned buffer. Not
/// movable: moving an OwningMemRef does not compile in MLIR 22
/// (docs/upstream/owning-memref-move.md), so keep buffers in a deque.
template <typename T, unsigned Rank>
class AlignedBuffer : public OwningMemRef<T, Rank> {
public:
  explicit AlignedBuffer(ArrayRef<int64_t> shape)
      : OwningMemRef<T, Rank>(shape, /*shapeAlloc=*/{}, /*init=*/{},
                              /*alignment=*/64) {}
};

/// The packed arguments of a C-interface function (PackedFunction): for
/// each memref argument, a pointer to the pointer to its descriptor.
class PackedArguments {
public:
  explicit PackedArguments(std::vector<void *> descriptors)
      : descriptors(std::move(descriptors)) {
    for (void *&descriptor : this->descriptors)
      arguments.push_back(&descriptor);
  }
  // `arguments` points into `descriptors`.
  PackedArguments(const PackedArguments &) = delete;
  void **get() { return arguments.data(); }

private:
  std::vector<void *> descriptors;
  std::vector<void *> arguments;
};

/// What a function returning `count` memrefs of rank `Rank` returns: its C
/// interface writes one struct of StridedMemRefType<float, Rank>, laid out
/// as this array. The caller owns the buffers.
template <unsigned Rank> class ReturnedMemRefs {
public:
  explicit ReturnedMemRefs(size_t count) : descriptors(count) {}
  /// The first argument of the C interface.
  void *get() { return descriptors.data(); }
  std::vector<const float *> data() const {
    std::vector<const float *> data;
    for (const StridedMemRefType<float, Rank> &descriptor : descriptors)
      data.push_back(descriptor.data + descriptor.offset);
    return data;
  }
  /// Frees the buffers of the last call, as the runtime allocated them.
  void free() {
    for (StridedMemRefType<float, Rank> &descriptor : descriptors)
      _mlir_memref_to_llvm_free(descriptor.basePtr);
  }

private:
  std::vector<StridedMemRefType<float, Rank>> descriptors;
};

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_MEMREFS_H
