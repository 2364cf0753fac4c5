//===- JITMemory.h - where JIT-compiled code lives --------------*- C++ -*-===//
//
// The JIT (JIT.h) generates code for the small code model: sections reach
// each other by 32-bit PC-relative offsets, and external functions and data
// through stubs and a GOT that RuntimeDyld places beside the code. That is
// only sound when all JIT memory lies within 2 GiB, which LLVM's default
// memory mapper does not promise (each section is a separate mmap); LLVM
// therefore makes a JIT default to the large code model, which FastISel
// cannot select a call or a global's address for, so every block that
// calls malloc goes through SelectionDAG (BENCHMARKS.md, The JIT policy).
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_EXECUTIONENGINE_JITMEMORY_H
#define SPLIT_EXECUTIONENGINE_JITMEMORY_H

#include "llvm/ExecutionEngine/SectionMemoryManager.h"

#include <cstddef>

namespace mlir::split {

/// Address space the JIT memory mapper reserves once per process, unless
/// the environment variable SPLIT_JIT_MEMORY_MB says how many MiB (1 to
/// 2048): every section of every engine is carved out of it (and returned to
/// it when its engine is destroyed). A program whose code and data do not
/// fit fails to link with RuntimeDyld's fatal error "Unable to allocate
/// section memory!", never silently (the tools report it and exit with
/// status 1: split/Tools/Registration.h, initializeJITHost).
constexpr size_t kJITMemoryReservation = size_t(1) << 30;

/// The process's memory mapper for JIT-compiled code: pages within one
/// reserved range (kJITMemoryReservation), so that any two addresses
/// it hands out are less than 2 GiB apart. Thread-safe; lives as long as the
/// process.
llvm::SectionMemoryManager::MemoryMapper &jitMemoryMapper();

} // namespace mlir::split

#endif // SPLIT_EXECUTIONENGINE_JITMEMORY_H
