//===- Compile.cpp - lowering and JIT-compiling a benchmark ---------------===//

#include "bench/Compile.h"
#include "bench/Timing.h"

#include "split/ExecutionEngine/JIT.h"

#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::split::bench;

FailureOr<Lowered>
mlir::split::bench::lower(MLIRContext &context, const std::string &source,
                          const SplitToLLVMOptions &options) {
  auto start = Clock::now();
  Lowered lowered;
  lowered.module = parseSourceString<ModuleOp>(source, ParserConfig(&context));
  if (!lowered.module)
    return failure();
  if (failed(lowerToLLVM(*lowered.module, options)))
    return failure();
  lowered.lowerMs = millisecondsSince(start);
  return lowered;
}

FailureOr<Compiled>
mlir::split::bench::compile(MLIRContext &context, const std::string &source,
                            StringRef entry,
                            const SplitToLLVMOptions &options) {
  FailureOr<Lowered> lowered = lower(context, source, options);
  if (failed(lowered))
    return failure();
  auto start = Clock::now();
  // The JIT policy of every host (split/ExecutionEngine/JITPolicy.h).
  auto engine = createJIT(*lowered->module, JITOptions());
  if (!engine) {
    llvm::errs() << llvm::toString(engine.takeError()) << "\n";
    return failure();
  }
  Compiled compiled;
  compiled.engine = std::move(*engine);
  compiled.lowerMs = lowered->lowerMs;
  auto function = compiled.engine->lookupPacked(entry);
  if (!function) {
    llvm::consumeError(function.takeError());
    llvm::errs() << "split-bench: no function " << entry << "\n";
    return failure();
  }
  compiled.function = *function;
  compiled.jitMs = millisecondsSince(start);
  return compiled;
}
