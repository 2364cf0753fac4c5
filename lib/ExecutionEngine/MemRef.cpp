//===- MemRef.cpp - memref descriptors of a rank known at run time --------===//

#include "split/ExecutionEngine/MemRef.h"

#include "llvm/Support/MathExtras.h"

#include <cstddef>

using namespace mlir::split;

// The layout the words below follow.
using Rank2 = StridedMemRefType<char, 2>;
static_assert(sizeof(Rank2) == 7 * sizeof(int64_t) &&
                  offsetof(Rank2, sizes) == 3 * sizeof(int64_t) &&
                  offsetof(Rank2, strides) == 5 * sizeof(int64_t),
              "StridedMemRefType is {ptr, ptr, i64, i64[N], i64[N]}");

RankedMemRefDescriptor::RankedMemRefDescriptor(void *data,
                                               llvm::ArrayRef<int64_t> shape)
    : rank(static_cast<int64_t>(shape.size())), words(3 + 2 * shape.size()) {
  // Compiled code never reads through the pointer of an empty memref, but
  // upstream's copies and iterators expect a non-null one.
  alignas(16) static char emptyBuffer[16];
  if (!data)
    data = emptyBuffer;
  words[0] = words[1] = reinterpret_cast<int64_t>(data);
  // Unsigned: the strides of an empty memref may wrap (its sizes can be huge
  // next to a 0); they are never used then.
  uint64_t stride = 1;
  for (int64_t d = rank - 1; d >= 0; --d) {
    words[3 + d] = shape[d];
    words[3 + rank + d] = static_cast<int64_t>(stride);
    stride *= static_cast<uint64_t>(shape[d]);
  }
}

int64_t mlir::split::getNumElements(const DynamicMemRefType<char> &memref) {
  int64_t count = 1;
  for (int64_t d = 0; d < memref.rank; ++d)
    if (llvm::MulOverflow(count, memref.sizes[d], count))
      return -1;
  return count;
}

void mlir::split::copyToContiguous(::UnrankedMemRefType<char> source,
                                   int64_t elementSize, void *destination) {
  DynamicMemRefType<char> view(source);
  RankedMemRefDescriptor target(destination,
                                llvm::ArrayRef<int64_t>(view.sizes, view.rank));
  ::UnrankedMemRefType<char> unrankedTarget = target.getUnranked();
  // Upstream's strided copy (mlir_c_runner_utils), as memref.copy lowers to.
  memrefCopy(elementSize, &source, &unrankedTarget);
}
