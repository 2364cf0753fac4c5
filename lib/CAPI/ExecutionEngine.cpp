//===- ExecutionEngine.cpp - JIT-running lowered split IR from C ----------===//

#include "split-c/ExecutionEngine.h"

#include "split/Runtime/Runtime.h"

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
