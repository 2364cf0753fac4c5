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

void mlir::split::registerSplitToolDialects(DialectRegistry &registry) {
  split::registerAllDialects(registry);
}

void mlir::split::registerSplitToolPasses() {
  split::registerAllPasses();
  // The tools accept every upstream pass, like mlir-opt (split-to-llvm is
  // built from pass constructors and needs none of them registered).
  mlir::registerAllPasses();
}

void mlir::split::registerJITHostOptions() {
  registerSplitToolPasses();
  registerPassManagerCLOptions();
  registerDefaultTimingManagerCLOptions();
}
