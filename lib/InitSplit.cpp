//===- InitSplit.cpp - register the split dialect and passes --------------===//
//
// Includes the upstream registration headers: slow to compile, rarely
// changes.
//
//===----------------------------------------------------------------------===//

#include "split/InitSplit.h"

#include "split/Conversion/Passes.h"
#include "split/Conversion/SplitToLLVM/SplitToLLVM.h"
#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Dialect/Split/IR/ValueBoundsOpInterfaceImpl.h"
#include "split/Dialect/Split/Transforms/BufferizableOpInterfaceImpl.h"
#include "split/Dialect/Split/Transforms/Passes.h"
#include "split/Dialect/Split/Transforms/TilingInterfaceImpl.h"
#include "split/Pipelines/Pipelines.h"
#include "split/Transforms/LLVM/Passes.h"
#include "split/Transforms/MemRef/Passes.h"
#include "split/Transforms/Passes.h"
#include "split/Transforms/Tensor/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

void mlir::split::registerAllDialects(DialectRegistry &registry) {
  registry.insert<SplitDialect>();
  registerConvertSplitToLLVMInterface(registry);
  registerBufferizableOpInterfaceExternalModels(registry);
  registerValueBoundsOpInterfaceExternalModels(registry);
  registerTilingInterfaceExternalModels(registry);
  // split-to-llvm bufferizes and lowers upstream ops (arith, tensor, scf,
  // linalg, memref, ...) and needs their external models (bufferization,
  // deallocation, convert-to-llvm). Upstream's own sets, so that the
  // pipeline behaves in another tool exactly as in split-opt; registering
  // them again in a tool that already does is harmless.
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
}

void mlir::split::registerAllPasses() {
  registerSplitPasses();
  registerSplitConversionPasses();
  registerSplitTensorPasses();
  registerSplitGenericPasses();
  registerSplitMemRefPasses();
  registerSplitLLVMPasses();
  registerSplitPipelines();
}
