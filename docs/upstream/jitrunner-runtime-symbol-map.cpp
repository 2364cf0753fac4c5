// A JitRunnerMain tool whose JitRunnerConfig::runtimesymbolMap defines the
// external function @answer; it says on stderr when the map is asked for.
// Build (Debian llvm-22):
//   L=/usr/lib/llvm-22/lib; clang++-22 -std=c++17 -fno-rtti
//     -I/usr/lib/llvm-22/include jitrunner-runtime-symbol-map.cpp
//     $L/libMLIRJitRunner.a $L/libMLIRExecutionEngine.a
//     $L/libMLIRExecutionEngineUtils.a -L$L -lMLIR -lLLVM -Wl,-rpath,$L
//     -fuse-ld=lld -o runner
// Run: ./runner jitrunner-runtime-symbol-map.mlir -e main
// --entry-point-result=i32
#include "mlir/ExecutionEngine/JitRunner.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/TargetSelect.h"
#include <cstdio>

extern "C" int answer() { return 42; }

int main(int argc, char **argv) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::JitRunnerConfig config;
  auto symbolMap = [](llvm::orc::MangleAndInterner interner) {
    fprintf(stderr, "runtimesymbolMap called\n");
    llvm::orc::SymbolMap map;
    map[interner("answer")] = {llvm::orc::ExecutorAddr::fromPtr(&answer),
                               llvm::JITSymbolFlags::Exported};
    return map;
  };
  config.runtimesymbolMap = symbolMap;
  return mlir::JitRunnerMain(argc, argv, registry, config);
}
