//===- InitSplit.h - register the split dialect and passes ------*- C++ -*-===//
//
// What another project's opt tool calls to make the split dialect and every
// split pass and pipeline available, like upstream's InitAllDialects.h and
// InitAllPasses.h. Upstream dialects, extensions and passes are left to the
// caller (mlir::registerAllDialects, ...), which every MLIR tool already
// registers in the set it needs.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_INITSPLIT_H
#define SPLIT_INITSPLIT_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::split {

/// Inserts the split dialect with its interfaces and its external models
/// (the split-to-LLVM conversion interface that convert-to-llvm uses).
void registerAllDialects(DialectRegistry &registry);

/// Registers every split pass and pipeline: --split-normalize,
/// --split-convert-version, --convert-split-to-tensor, --split-to-llvm, ...
void registerAllPasses();

} // namespace mlir::split

#endif // SPLIT_INITSPLIT_H
