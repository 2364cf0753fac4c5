//===- SplitPlugin.cpp - the split dialect and passes for stock MLIR tools ===//
//
// libSplitPlugin.so: what `mlir-opt --load-dialect-plugin=` and
// `--load-pass-plugin=` load, as upstream's examples/standalone plugin. Both
// entry points register through split/InitSplit.h, so that the plugin gives
// a stock tool exactly what another project's opt tool gets.
//
// The plugin links MLIR through libMLIR.so, as Debian's mlir-opt does: one
// copy of every TypeID and registry in the process.
//
//===----------------------------------------------------------------------===//

#include "split/InitSplit.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

/// The split dialect with its interfaces and external models. The passes are
/// registered too, so that --load-dialect-plugin alone is enough for
/// --pass-pipeline (mlir-opt's pass flags are created before plugins load).
extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "SplitDialect", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            mlir::split::registerAllDialects(*registry);
            mlir::split::registerAllPasses();
          }};
}

/// Every split pass and pipeline (--split-normalize, ..., --split-to-llvm).
extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "SplitPasses", LLVM_VERSION_STRING,
          []() { mlir::split::registerAllPasses(); }};
}
