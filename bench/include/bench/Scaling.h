//===- Scaling.h - compile time against program size ------------*- C++ -*-===//
//
// Parse + split-to-llvm of programs that grow with N in four directions
// (functions, results of one split, a chain of splits, chunks of a
// sequence), through the same pipeline as the workloads.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_SCALING_H
#define SPLIT_BENCH_SCALING_H

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace mlir::split::bench {

/// Prints the table of compile times (ms) for N = 1, 100, 1000, 10000 (or,
/// `tiny`, 1, 10, 100, 1000), a row as it is measured; returns the number of
/// programs that failed to lower.
int printCompileTimeScaling(MLIRContext &context, bool tiny,
                            llvm::raw_ostream &os);

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_SCALING_H
