//===- Registration.cpp - what the split tools register -------------------===//
//
// The tools register what another project's tool gets from split/InitSplit.h.
//
//===----------------------------------------------------------------------===//

#include "split/Tools/Registration.h"

#include "split/InitSplit.h"

#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>

void mlir::split::registerSplitToolDialects(DialectRegistry &registry) {
  split::registerAllDialects(registry);
}

void mlir::split::registerSplitToolPasses() {
  split::registerAllPasses();
  // The tools accept every upstream pass, like mlir-opt (split-to-llvm is
  // built from pass constructors and needs none of them registered).
  mlir::registerAllPasses();
}

void mlir::split::initializeJITHost() {
  registerSplitToolPasses();
  registerPassManagerCLOptions();
  registerDefaultTimingManagerCLOptions();
  llvm::install_fatal_error_handler(
      [](void *, const char *reason, bool) {
        llvm::outs().flush();
        std::fflush(stdout);
        llvm::errs() << "Error: " << reason << "\n";
        // Not exit(): the error may come from inside the JIT, whose state
        // static destructors must not see.
        std::_Exit(1);
      },
      nullptr);
}
