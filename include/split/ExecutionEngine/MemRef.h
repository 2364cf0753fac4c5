//===- MemRef.h - memref descriptors of a rank known at run time -*- C++
//-*-===//
//
// Hosts that know a memref's rank when they are compiled use upstream's
// OwningMemRef / StridedMemRefType<T, N> (mlir/ExecutionEngine/MemRefUtils.h,
// CRunnerUtils.h) directly. A host that learns the rank from its input (an
// ONNX model's tensors) uses these: a descriptor laid out as
// StridedMemRefType<T, rank>, read through upstream's DynamicMemRefType, and
// copies through upstream's memrefCopy.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_EXECUTIONENGINE_MEMREF_H
#define SPLIT_EXECUTIONENGINE_MEMREF_H

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <vector>

namespace mlir::split {

/// A ranked memref descriptor {allocated, aligned, offset, sizes[rank],
/// strides[rank]} (StridedMemRefType<T, rank>) with the identity layout over
/// `rank` = shape.size() dimensions of memory it does not own.
class RankedMemRefDescriptor {
public:
  /// `data` may be null only if the shape holds no element.
  RankedMemRefDescriptor(void *data, llvm::ArrayRef<int64_t> shape);

  /// What the C interface of a function (`llvm.emit_c_interface`) takes for
  /// a memref argument: a pointer to the descriptor.
  void *get() { return words.data(); }
  int64_t getRank() const { return rank; }
  /// The descriptor as `::UnrankedMemRefType<char>`, for upstream's
  /// DynamicMemRefType and memrefCopy.
  ::UnrankedMemRefType<char> getUnranked() {
    return {rank, static_cast<void *>(words.data())};
  }

private:
  int64_t rank;
  std::vector<int64_t> words;
};

/// Copies the elements of `source` (any strides, `elementSize` bytes each),
/// in row-major order, into `destination`, which holds room for them all.
void copyToContiguous(::UnrankedMemRefType<char> source, int64_t elementSize,
                      void *destination);

/// The number of elements of a memref, or -1 if it exceeds INT64_MAX.
int64_t getNumElements(const DynamicMemRefType<char> &memref);

} // namespace mlir::split

#endif // SPLIT_EXECUTIONENGINE_MEMREF_H
