/*===- ExecutionEngine.h - JIT-running lowered split IR from C ----*- C -*-===*\
|*                                                                            *|
|* JIT-running code lowered by split-to-llvm from C: an engine created by    *|
|* the split JIT policy, used through MLIR's ExecutionEngine C API            *|
|* (mlir-c/ExecutionEngine.h, which libSplitCAPI.so carries), or an engine    *|
|* of that API given what lowered code needs from the split run-time library. *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef SPLIT_C_EXECUTIONENGINE_H
#define SPLIT_C_EXECUTIONENGINE_H

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// JIT-compiles `op` (a module lowered by split-to-llvm) as every split host
/// does (split::createJIT, split/ExecutionEngine/JIT.h): by the one JIT
/// policy (split/ExecutionEngine/JITPolicy.h: -O3 for the host CPU, huge
/// functions without optimisation), with the split run-time functions
/// registered, and the `numPaths` shared libraries at `sharedLibPaths`
/// opened. Returns a null engine (mlirExecutionEngineIsNull) and prints why
/// to stderr when it cannot. Destroy it with mlirExecutionEngineDestroy.
MLIR_CAPI_EXPORTED MlirExecutionEngine splitExecutionEngineCreate(
    MlirModule op, int numPaths, const MlirStringRef *sharedLibPaths);

/// Registers the split run-time functions that lowered code calls
/// (allocation, the run-time error path, printMemrefString) with `engine`,
/// so that it finds them whether or not they are visible in the process
/// (a host that dlopen'ed libSplitCAPI.so with RTLD_LOCAL). Call before the
/// first lookup or invocation.
MLIR_CAPI_EXPORTED void
splitExecutionEngineRegisterRuntime(MlirExecutionEngine engine);

/// Frees a buffer that JIT-compiled split code returned: the `allocated`
/// pointer of a result's memref descriptor (results belong to the caller).
MLIR_CAPI_EXPORTED void splitRuntimeFree(void *allocated);

#ifdef __cplusplus
}
#endif

#endif // SPLIT_C_EXECUTIONENGINE_H
