//===- Compile.h - lowering and JIT-compiling a benchmark -------*- C++ -*-===//
//
// Source text through split-to-llvm and the project's JIT wrapper
// (split/ExecutionEngine/JIT.h), as split-onnx-run compiles a model, timing
// each step: the run times that split-bench reports exclude both.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_COMPILE_H
#define SPLIT_BENCH_COMPILE_H

#include "split/ExecutionEngine/LowerToLLVM.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"

#include <memory>
#include <string>

namespace mlir::split::bench {

/// The packed form of a C-interface function (ExecutionEngine::lookupPacked):
/// one pointer to each argument.
using PackedFunction = void (*)(void **);

struct Compiled {
  std::unique_ptr<ExecutionEngine> engine;
  PackedFunction function = nullptr; // the entry asked for
  double lowerMs = 0, jitMs = 0;
};

struct Lowered {
  OwningOpRef<ModuleOp> module;
  double lowerMs = 0; // parsing included
};

/// Parses `source` and lowers it with split-to-llvm.
FailureOr<Lowered> lower(MLIRContext &context, const std::string &source,
                         const SplitToLLVMOptions &options = {});

/// Lowers and JIT-compiles `source` as every host does (createJIT) and looks
/// `entry` up once, so that JIT compilation is not timed later. Failures are
/// reported on stderr.
FailureOr<Compiled> compile(MLIRContext &context, const std::string &source,
                            StringRef entry,
                            const SplitToLLVMOptions &options = {});

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_COMPILE_H
