//===- Workloads.cpp - the splits split-bench measures --------------------===//

#include "bench/Workloads.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <functional>
#include <numeric>

using namespace mlir::split::bench;

namespace {

std::vector<int64_t> equalParts(int64_t dim, int64_t parts) {
  return std::vector<int64_t>(parts, dim / parts);
}

std::vector<Workload> makeWorkloads(bool tiny) {
  int64_t n = tiny ? 64 : 4096;
  int reps = tiny ? 3 : 31;
  std::vector<Workload> w;
  w.push_back({"W1",
               "[N,N] axis 0, 4 equal parts",
               {n, n},
               0,
               equalParts(n, 4),
               false,
               reps});
  w.push_back({"W2",
               "[N,N] axis 1, 4 equal parts",
               {n, n},
               1,
               equalParts(n, 4),
               false,
               reps});
  std::vector<int64_t> uneven = tiny ? std::vector<int64_t>{16, 47, 1}
                                     : std::vector<int64_t>{1000, 3000, 96};
  w.push_back({"W3",
               "[N,N] axis 1 into [1000,3000,96]",
               {n, n},
               1,
               uneven,
               false,
               reps,
               1,
               true});
  w.push_back({"W4",
               "[8,64] axis 1, 8 parts (per call)",
               {8, 64},
               1,
               equalParts(64, 8),
               false,
               reps,
               tiny ? 100 : 10000});
  int64_t rows = tiny ? 16 : 1024;
  w.push_back({"W5",
               "SplitToSequence [1024,N] axis 0, split 1, all read",
               {rows, n},
               0,
               std::vector<int64_t>(rows, 1),
               true,
               reps});
  std::vector<int64_t> w6 = tiny ? std::vector<int64_t>{4, 32, 32}
                                 : std::vector<int64_t>{64, 512, 512};
  w.push_back({"W6", "[64,512,512] axis 1, 2 parts", w6, 1,
               equalParts(w6[1], 2), false, reps});
  return w;
}

} // namespace

std::vector<Workload>
mlir::split::bench::selectWorkloads(bool tiny, llvm::StringRef only) {
  std::vector<Workload> selected;
  for (Workload &w : makeWorkloads(tiny))
    if (only.empty() || llvm::is_contained(llvm::split(only, ','), w.name))
      selected.push_back(std::move(w));
  return selected;
}

std::vector<int64_t> mlir::split::bench::resultShape(const Workload &w,
                                                     size_t i) {
  std::vector<int64_t> shape = w.shape;
  shape[w.axis] = w.sizes[i];
  return shape;
}

std::vector<std::vector<int64_t>>
mlir::split::bench::resultBufferShapes(const Workload &w) {
  if (w.isSequence)
    return {w.shape};
  std::vector<std::vector<int64_t>> shapes;
  for (size_t i = 0; i < w.sizes.size(); ++i)
    shapes.push_back(resultShape(w, i));
  return shapes;
}

int64_t mlir::split::bench::numElements(llvm::ArrayRef<int64_t> shape) {
  return std::accumulate(shape.begin(), shape.end(), int64_t{1},
                         std::multiplies<int64_t>());
}

void mlir::split::bench::fillInput(float *data, int64_t numElements) {
  for (int64_t i = 0; i < numElements; ++i)
    data[i] = static_cast<float>(i % 1000003);
}

bool mlir::split::bench::isSplitOf(const Workload &w, const float *input,
                                   llvm::ArrayRef<const float *> results) {
  int64_t outer = 1, inner = 1, dim = w.shape[w.axis];
  for (int64_t i = 0; i < w.axis; ++i)
    outer *= w.shape[i];
  for (size_t i = w.axis + 1; i < w.shape.size(); ++i)
    inner *= w.shape[i];
  int64_t offset = 0;
  for (size_t r = 0; r < w.sizes.size(); ++r) {
    int64_t size = w.sizes[r];
    const float *out = w.isSequence ? results[0] + offset * inner : results[r];
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t k = 0; k < size * inner; ++k) {
        float expected = input[(o * dim + offset) * inner + k];
        float actual =
            w.isSequence ? out[o * dim * inner + k] : out[o * size * inner + k];
        if (expected != actual)
          return false;
      }
    offset += size;
  }
  return true;
}
