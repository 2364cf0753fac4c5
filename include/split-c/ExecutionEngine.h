/*===- ExecutionEngine.h - JIT-running lowered split IR from C ----*- C -*-===*\
|*                                                                            *|
|* JIT-running code lowered by split-to-llvm from C: an engine created by    *|
|* the split JIT policy, used through MLIR's ExecutionEngine C API            *|
|* (mlir-c/ExecutionEngine.h, which libSplitCAPI.so carries), or an engine    *|
|* of that API given what lowered code needs from the split run-time library. *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

/* Run-time errors. Code lowered by split-to-llvm checks at run time what
 * only the run time knows (split sizes that must add up to the input's
 * dimension, sequence positions, allocation sizes). Called directly (through
 * a pointer from mlirExecutionEngineLookup, or mlirExecutionEngineInvokePacked)
 * such code ends the process when a check fails: "error: <message>" on
 * stderr, exit status 1, as split-runner and stock mlir-runner do. A host
 * that must survive the error calls the code as a guarded call instead:
 * splitExecutionEngineInvokePacked (the counterpart of
 * mlirExecutionEngineInvokePacked) or splitRuntimeCall (any function of the
 * host's that calls the compiled code). A run-time error then
 *  - ends the call, which returns a failure and hands the message to the
 *    caller's callback ("split.split_v13: split sizes sum to 5 but dimension
 *    0 of the input has size 6", without the "error: " the tools print);
 *  - frees every buffer the run-time library allocated on this thread during
 *    the call and that was not freed again: the failed call leaks nothing
 *    and hands over no results;
 *  - leaves the engine usable: it can be called again, from this thread or
 *    another one.
 * The state of a guarded call is the calling thread's own: guarded calls on
 * several threads, each on its engine or on one shared engine, do not
 * affect each other. Guarded calls nest (a host callback that the compiled
 * code calls may make guarded calls of its own). The error returns with
 * longjmp, so between the guarded call and the compiled code there must be
 * no C++ frame with objects to destroy. A run-time error on a thread the
 * compiled code started (an OpenMP worker of parallel copies) still ends
 * the process. */

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

/// Invokes the function `name` of `jit` (marked `llvm.emit_c_interface`)
/// with `arguments`, as mlirExecutionEngineInvokePacked does (`arguments`
/// points to each argument of its `_mlir_ciface_` interface, the result
/// descriptor first), as a guarded call. Returns success when the function
/// returned. Otherwise returns failure after calling `onError(message,
/// userData)` once, if `onError` is not null: with the run-time error's
/// message (the call's buffers already freed), or with why `name` could not
/// be called (no such function). The message is valid during the callback
/// only.
MLIR_CAPI_EXPORTED MlirLogicalResult splitExecutionEngineInvokePacked(
    MlirExecutionEngine jit, MlirStringRef name, void **arguments,
    MlirStringCallback onError, void *userData);

/// Calls `function(argument)` as a guarded call: for a host that calls
/// compiled functions itself (pointers from mlirExecutionEngineLookup, with
/// their own signatures) from `function`. Returns success when `function`
/// returned; otherwise failure, after calling `onError(message, userData)`
/// once (if not null) with the run-time error's message, valid during the
/// callback only, once the buffers the call allocated are freed.
MLIR_CAPI_EXPORTED MlirLogicalResult
splitRuntimeCall(void (*function)(void *argument), void *argument,
                 MlirStringCallback onError, void *userData);

#ifdef __cplusplus
}
#endif

#endif // SPLIT_C_EXECUTIONENGINE_H
