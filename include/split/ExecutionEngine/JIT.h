//===- JIT.h - JIT-compiling lowered split IR -------------------*- C++ -*-===//
//
// The one place where a host of this project (split-onnx-run, split-bench,
// your own program) turns a module lowered by split-to-llvm into an
// mlir::ExecutionEngine: the optimisation levels come from the caller's
// JITOptions, the split runtime's functions (split/Runtime/Runtime.h) are
// registered with the engine, and the host's own functions (callbacks the
// compiled code calls, replacements for runtime functions) on top of them.
//
// Run-time errors. Called through ExecutionEngine::invokePacked, compiled
// code whose split.check fails ends the process with the message and status
// 1, as split-runner wants. A host calls it through invokeGuarded or
// callGuarded instead: the call returns a RuntimeError with the message, the
// buffers it had allocated are freed, and the engine (and every other one,
// in every thread) can be called again (split::runtime::callGuarded).
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
/// `hostSymbols`, which take precedence over them (split-onnx-run's result
/// callbacks), then the process's own symbols.
llvm::Expected<std::unique_ptr<ExecutionEngine>>
createJIT(Operation *module, const JITOptions &options,
          llvm::ArrayRef<HostSymbol> hostSymbols = {});

/// Initialises LLVM's native target for the JIT; call once before createJIT.
void initializeJITTarget();

/// The run-time error that ended a guarded call: a failed split.check, or an
/// allocation the run-time library could not serve. The message is the
/// error's, without the "error: " that the tools print: "split.split_v13:
/// split sizes sum to 5 but dimension 0 of the input has size 6".
class RuntimeError : public llvm::ErrorInfo<RuntimeError> {
public:
  static char ID;
  explicit RuntimeError(std::string message) : message(std::move(message)) {}
  const std::string &getMessage() const { return message; }
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;

private:
  std::string message;
};

/// Calls the packed function `function` (ExecutionEngine::lookupPacked) with
/// `arguments` as a guarded call (split::runtime::callGuarded): a run-time
/// error returns as a RuntimeError once the buffers the call allocated are
/// freed; results are only the caller's when it succeeds.
llvm::Error callGuarded(void (*function)(void **), void **arguments);

/// Calls the packed interface of `name`, as `engine.invokePacked(name,
/// arguments)` does but guarded (callGuarded). Fails with the engine's error
/// when there is no such function, with a RuntimeError when its code fails.
llvm::Error invokeGuarded(const ExecutionEngine &engine, llvm::StringRef name,
                          llvm::MutableArrayRef<void *> arguments = {});

} // namespace mlir::split

#endif // SPLIT_EXECUTIONENGINE_JIT_H
