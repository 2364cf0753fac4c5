//===- InitSplit.h - register the split dialect and passes ------*- C++ -*-===//
//
// What another project's opt tool calls to make the split dialect and every
// split pass and pipeline available, like upstream's InitAllDialects.h and
// InitAllPasses.h. The split-to-llvm pipeline lowers upstream ops too, so
// these also register what it needs from upstream (today: upstream's
// registerAllDialects/Extensions/Passes, as split-opt does); calling
// upstream's registration as well is harmless.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_INITSPLIT_H
#define SPLIT_INITSPLIT_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::split {

/// Inserts the split dialect with its interfaces and its external models
/// (the split-to-LLVM conversion interface that convert-to-llvm uses), and
/// the upstream dialects and external models split-to-llvm relies on.
void registerAllDialects(DialectRegistry &registry);

/// Registers every split pass and pipeline: --split-normalize,
/// --split-convert-version, --convert-split-to-tensor, --split-to-llvm, ...
/// (split-to-llvm is built from pass constructors: it needs no upstream pass
/// registered).
void registerAllPasses();

} // namespace mlir::split

#endif // SPLIT_INITSPLIT_H
