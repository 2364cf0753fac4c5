//===- Registration.cpp - what the split tools register -------------------===//

#include "split/Tools/Registration.h"

#include "split/InitSplit.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

void mlir::split::registerSplitToolDialects(DialectRegistry &registry) {
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  split::registerAllDialects(registry);
}

void mlir::split::registerSplitToolPasses() {
  mlir::registerAllPasses();
  split::registerAllPasses();
}
