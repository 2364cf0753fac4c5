//===- Kernels.h - the workloads as MLIR functions --------------*- C++ -*-===//
//
// Each workload is compiled twice through split-to-llvm, as two functions
// with a C interface (`llvm.emit_c_interface`):
//   - a kernel in destination-passing style, writing the split results into
//     the caller's buffers, as a compiler writes them into their consumers;
//   - end to end: a function that returns its results as fresh tensors (a
//     sequence: every element inserted into one fresh tensor), which the
//     caller frees.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_KERNELS_H
#define SPLIT_BENCH_KERNELS_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::split::bench {

struct Workload;

/// The C interface of kernelSource: (input, one buffer per result of
/// resultBufferShapes) -> ().
constexpr llvm::StringLiteral kKernelEntry = "_mlir_ciface_kernel";
/// The C interface of freshSource: (results, input) -> (), `results` being
/// the struct of the returned memrefs' descriptors.
constexpr llvm::StringLiteral kFreshEntry = "_mlir_ciface_split";

std::string kernelSource(const Workload &w);
/// @split(input) -> the results (a sequence: one tensor of the input's type).
std::string freshSource(const Workload &w);

/// "tensor<4x8xf32>" (or another `kind` of shaped type) for `shape`.
std::string tensorType(const std::vector<int64_t> &shape,
                       const char *kind = "tensor");
/// The types of a split's results, comma-separated.
std::string resultTypes(const Workload &w);

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_KERNELS_H
