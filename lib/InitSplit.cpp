//===- InitSplit.cpp - register the split dialect and passes --------------===//

#include "split/InitSplit.h"

#include "split/Conversion/Passes.h"
#include "split/Conversion/SplitToLLVM/SplitToLLVM.h"
#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Dialect/Split/Transforms/Passes.h"
#include "split/Pipelines/Pipelines.h"
#include "split/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"

void mlir::split::registerAllDialects(DialectRegistry &registry) {
  registry.insert<SplitDialect>();
  registerConvertSplitToLLVMInterface(registry);
}

void mlir::split::registerAllPasses() {
  registerSplitPasses();
  registerSplitConversionPasses();
  registerSplitMemRefPasses();
  registerSplitPipelines();
}
