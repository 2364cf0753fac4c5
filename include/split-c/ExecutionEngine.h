/*===- ExecutionEngine.h - JIT-running lowered split IR from C ----*- C -*-===*\
|*                                                                            *|
|* MLIR's ExecutionEngine C API (mlir-c/ExecutionEngine.h), which             *|
|* libSplitCAPI.so carries, runs code lowered by split-to-llvm; this header   *|
|* adds what such code needs from the split run-time library.                 *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef SPLIT_C_EXECUTIONENGINE_H
#define SPLIT_C_EXECUTIONENGINE_H

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

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
