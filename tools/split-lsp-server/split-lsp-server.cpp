//===- split-lsp-server.cpp - language server for split IR ----------------===//
//
// MLIR's language server (diagnostics, hover, go-to-definition, document
// symbols) for .mlir files that use the split dialect next to the upstream
// dialects split-opt knows.
//
//===----------------------------------------------------------------------===//

#include "split/Tools/Registration.h"
#include "split/Tools/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::split::registerVersionPrinter();
  mlir::DialectRegistry registry;
  mlir::split::registerSplitToolDialects(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry)) ? 1 : 0;
}
