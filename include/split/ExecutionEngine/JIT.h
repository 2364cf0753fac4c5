//===- JIT.h - JIT-compiling lowered split IR -------------------*- C++ -*-===//
//
// The one place where a host of this project (split-onnx-run, split-bench,
// your own program) turns a module lowered by split-to-llvm into an
// mlir::ExecutionEngine: the optimisation levels come from the caller's
// JITOptions, the split runtime's functions (split/Runtime/Runtime.h) are
// registered with the engine, and the host's own functions (callbacks the
// compiled code calls, replacements for runtime functions) on top of them.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_EXECUTIONENGINE_JIT_H
#define SPLIT_EXECUTIONENGINE_JIT_H

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace mlir {
class Operation;
} // namespace mlir

namespace mlir::split {

/// How the JIT compiles. The optimisation and code generation levels are
/// not options: every host compiles by one policy (JITPolicy.h), which
/// createJIT applies (or compiles without optimisation, for debugging).
struct JITOptions {
  /// Generate code for the host CPU and its features (what a JIT is for);
  /// false: the target's generic CPU.
  bool hostCPU = true;
  /// false: compile everything without optimisation (split-runner -O0, to
  /// shorten compilation under valgrind).
  bool optimize = true;
  /// Shared libraries the compiled code may call (split-runner
  /// --shared-libs), opened by the engine.
  llvm::ArrayRef<llvm::StringRef> sharedLibPaths = {};
};

/// A function of the host that JIT-compiled code calls by `name`.
struct HostSymbol {
  std::string name;
  void *address;
};

/// JIT-compiles `module` (LLVM dialect, as split-to-llvm leaves it) with
/// `options`. The engine resolves the split runtime's functions, then
/// `hostSymbols`, which take precedence over them (split-onnx-run's
/// splitCheckFailed), then the process's own symbols.
llvm::Expected<std::unique_ptr<ExecutionEngine>>
createJIT(Operation *module, const JITOptions &options,
          llvm::ArrayRef<HostSymbol> hostSymbols = {});

/// Initialises LLVM's native target for the JIT; call once before createJIT.
void initializeJITTarget();

} // namespace mlir::split

#endif // SPLIT_EXECUTIONENGINE_JIT_H
