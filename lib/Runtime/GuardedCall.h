//===- GuardedCall.h - run-time errors and the calls they end ---*- C++ -*-===//
//
// Private to the run-time library: how the allocator (Allocator.cpp) and the
// run-time error path (GuardedCall.cpp) meet. Every buffer the allocation
// functions hand out during a guarded call (split::runtime::callGuarded) is
// noted with the innermost guarded call of the thread until it is freed, so
// that a run-time error can free what the aborted call left.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_LIB_RUNTIME_GUARDEDCALL_H
#define SPLIT_LIB_RUNTIME_GUARDEDCALL_H

#include <cstdint>

namespace mlir::split::runtime::detail {

/// Notes `block`, just allocated, with this thread's innermost guarded call
/// (nothing outside guarded calls). False when there is no memory to note it
/// in.
bool noteAllocated(void *block);

/// Forgets `block`, about to be freed, wherever a guarded call of this
/// thread noted it.
void noteFreed(void *block);

/// Frees `block` as _mlir_memref_to_llvm_free does, without noteFreed
/// (Allocator.cpp).
void releaseBlock(void *block);

/// Raises a run-time error whose text is `message` formatted with `values`
/// (formatCheckMessage): the innermost guarded call of this thread ends with
/// it; without one, the process prints "error: <text>" and exits with
/// status 1.
[[noreturn]] void raiseRuntimeError(const char *message, int64_t count,
                                    const int64_t *values);

} // namespace mlir::split::runtime::detail

#endif // SPLIT_LIB_RUNTIME_GUARDEDCALL_H
