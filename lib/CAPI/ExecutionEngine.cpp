//===- ExecutionEngine.cpp - JIT-running lowered split IR from C ----------===//

#include "split-c/ExecutionEngine.h"

#include "split/ExecutionEngine/JIT.h"
#include "split/Runtime/Runtime.h"

#include "mlir/CAPI/ExecutionEngine.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

MlirExecutionEngine
splitExecutionEngineCreate(MlirModule op, int numPaths,
                           const MlirStringRef *sharedLibPaths) {
  mlir::split::initializeJITTarget();
  std::vector<llvm::StringRef> libraries;
  for (int i = 0; i < numPaths; ++i)
    libraries.push_back(unwrap(sharedLibPaths[i]));
  mlir::split::JITOptions options;
  options.sharedLibPaths = libraries;
  auto engine = mlir::split::createJIT(unwrap(op), options);
  if (!engine) {
    llvm::errs() << "splitExecutionEngineCreate: "
                 << llvm::toString(engine.takeError()) << "\n";
    return MlirExecutionEngine{nullptr};
  }
  return wrap(engine->release());
}

void splitExecutionEngineRegisterRuntime(MlirExecutionEngine engine) {
  size_t count = 0;
  const mlir::split::runtime::Symbol *symbols =
      mlir::split::runtime::symbols(count);
  for (size_t i = 0; i < count; ++i)
    mlirExecutionEngineRegisterSymbol(
        engine, mlirStringRefCreateFromCString(symbols[i].name),
        symbols[i].address);
}

void splitRuntimeFree(void *allocated) { _mlir_memref_to_llvm_free(allocated); }

/// Hands `message` to `onError` and returns failure.
static MlirLogicalResult fail(const std::string &message,
                              MlirStringCallback onError, void *userData) {
  if (onError)
    onError(mlirStringRefCreate(message.data(), message.size()), userData);
  return mlirLogicalResultFailure();
}

MlirLogicalResult splitExecutionEngineInvokePacked(MlirExecutionEngine jit,
                                                   MlirStringRef name,
                                                   void **arguments,
                                                   MlirStringCallback onError,
                                                   void *userData) {
  // The function mlirExecutionEngineInvokePacked calls.
  auto function =
      unwrap(jit)->lookupPacked(("_mlir_ciface_" + unwrap(name)).str());
  if (!function)
    return fail(llvm::toString(function.takeError()), onError, userData);
  if (llvm::Error error = mlir::split::callGuarded(*function, arguments))
    return fail(llvm::toString(std::move(error)), onError, userData);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult splitRuntimeCall(void (*function)(void *), void *argument,
                                   MlirStringCallback onError, void *userData) {
  std::string message;
  if (mlir::split::runtime::callGuarded(function, argument, message))
    return mlirLogicalResultSuccess();
  return fail(message, onError, userData);
}
