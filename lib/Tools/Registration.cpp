//===- Registration.cpp - what the split tools register -------------------===//

#include "split/Tools/Registration.h"

#include "split/Conversion/Passes.h"
#include "split/Conversion/SplitToLLVM/SplitToLLVM.h"
#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Dialect/Split/Transforms/Passes.h"
#include "split/Pipelines/Pipelines.h"
#include "split/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

void mlir::split::registerSplitToolDialects(DialectRegistry &registry) {
  registry.insert<SplitDialect>();
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerConvertSplitToLLVMInterface(registry);
}

void mlir::split::registerSplitToolPasses() {
  registerAllPasses();
  registerSplitPasses();
  registerSplitConversionPasses();
  registerSplitPipelines();
  registerSplitMemRefPasses();
}
