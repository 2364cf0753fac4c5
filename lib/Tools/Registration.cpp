//===- Registration.cpp - what the split tools register -------------------===//

#include "split/Tools/Registration.h"

#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Dialect/Split/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

void mlir::split::registerSplitToolDialects(DialectRegistry &registry) {
  registry.insert<SplitDialect>();
  registerAllDialects(registry);
  registerAllExtensions(registry);
}

void mlir::split::registerSplitToolPasses() {
  registerAllPasses();
  registerSplitPasses();
}
