//===- split-runner.cpp - JIT-run split IR --------------------------------===//
//
// mlir-runner for split IR: the same flags, but input that still holds split
// or tensor-level ops goes through the split-to-llvm pipeline first, and the
// runtime helpers (MLIR's print functions, rtclock, split.check's failure
// path) are linked in, so no --shared-libs flag is needed.
//
//===----------------------------------------------------------------------===//

#include "split/Pipelines/Pipelines.h"
#include "split/Runtime/SplitRuntime.h"
#include "split/Tools/Registration.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/JitRunner.h"
#include "mlir/ExecutionEngine/RunnerUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/TargetSelect.h"

#include <cstdio>
#include <vector>

namespace {

/// Lowers anything that is not LLVM dialect yet.
llvm::LogicalResult lowerToLLVM(mlir::Operation *module,
                                mlir::JitRunnerOptions &) {
  bool isLLVM = true;
  module->walk([&](mlir::Operation *op) {
    if (op != module && !llvm::isa<mlir::LLVM::LLVMDialect>(op->getDialect()))
      isLLVM = false;
  });
  if (isLLVM)
    return llvm::success();
  mlir::PassManager pm(module->getContext(), module->getName().getStringRef());
  mlir::split::buildSplitToLLVMPipeline(pm);
  return pm.run(module);
}

/// Symbols the JIT resolves to this process. Naming them here also keeps the
/// runtime libraries linked; their other exports (every printMemref*,
/// printI64, memrefCopy, ...) are found through the process's symbol table.
llvm::orc::SymbolMap runtimeSymbols(llvm::orc::MangleAndInterner interner) {
  llvm::orc::SymbolMap symbols;
  auto add = [&](llvm::StringRef name, void *address) {
    symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                               llvm::JITSymbolFlags::Exported};
  };
  add("splitCheckFailed", reinterpret_cast<void *>(&splitCheckFailed));
  add("rtclock", reinterpret_cast<void *>(&rtclock));
  add("printNewline", reinterpret_cast<void *>(&printNewline));
  add("printMemrefF32", reinterpret_cast<void *>(&printMemrefF32));
  add("printMemrefString", reinterpret_cast<void *>(&printMemrefString));
  add("_mlir_ciface_printMemrefString",
      reinterpret_cast<void *>(&_mlir_ciface_printMemrefString));
  add("_mlir_ciface_printMemrefF32",
      reinterpret_cast<void *>(&_mlir_ciface_printMemrefF32));
  return symbols;
}

} // namespace

int main(int argc, char **argv) {
  // Line-buffered, so that output interleaves with run-time errors on stderr
  // the way it was produced.
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();

  mlir::DialectRegistry registry;
  mlir::split::registerSplitToolDialects(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::split::registerSplitToolPasses();

  // -O3 unless the command line asks for less (JitRunner takes the lowest
  // level given).
  std::vector<char *> args(argv, argv + argc);
  static char optLevel[] = "-O3";
  args.insert(args.begin() + 1, optLevel);

  mlir::JitRunnerConfig config;
  config.mlirTransformer = lowerToLLVM;
  config.runtimesymbolMap = runtimeSymbols;
  return mlir::JitRunnerMain(static_cast<int>(args.size()), args.data(),
                             registry, config);
}
