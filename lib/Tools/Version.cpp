//===- Version.cpp - split-mlir's version in every tool's --version -------===//

#include "split/Tools/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

void mlir::split::registerVersionPrinter() {
  // SPLIT_MLIR_VERSION is the project's version (lib/Tools/CMakeLists.txt).
  llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "split-mlir version " SPLIT_MLIR_VERSION "\n";
  });
}
