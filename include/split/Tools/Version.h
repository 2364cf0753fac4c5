//===- Version.h - split-mlir in every tool's --version -------*- C++ -*-===//

#ifndef SPLIT_TOOLS_VERSION_H
#define SPLIT_TOOLS_VERSION_H

namespace mlir::split {

/// Makes `--version` print "split-mlir version X.Y.Z" after LLVM's own
/// version. Call from main before the command line is parsed.
void registerVersionPrinter();

} // namespace mlir::split

#endif // SPLIT_TOOLS_VERSION_H
