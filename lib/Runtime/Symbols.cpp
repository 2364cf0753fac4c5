//===- Symbols.cpp - the run-time functions a JIT registers ---------------===//
//
// Every function that lowered split IR may call, by the name the lowering
// gives it, for hosts that register symbols with their JIT instead of
// resolving them in the process (split/Runtime/Runtime.h, symbols()).
//
//===----------------------------------------------------------------------===//

#include "split/Runtime/Runtime.h"
#include "split/Support/CheckMessage.h"

const mlir::split::runtime::Symbol *
mlir::split::runtime::symbols(size_t &count) {
  static const Symbol table[] = {
      {"_mlir_memref_to_llvm_alloc",
       reinterpret_cast<void *>(&_mlir_memref_to_llvm_alloc)},
      {"_mlir_memref_to_llvm_aligned_alloc",
       reinterpret_cast<void *>(&_mlir_memref_to_llvm_aligned_alloc)},
      {"_mlir_memref_to_llvm_free",
       reinterpret_cast<void *>(&_mlir_memref_to_llvm_free)},
      {mlir::split::kCheckFailedFunction,
       reinterpret_cast<void *>(&splitCheckFailed)},
      {"printMemrefString", reinterpret_cast<void *>(&printMemrefString)},
      {"_mlir_ciface_printMemrefString",
       reinterpret_cast<void *>(&_mlir_ciface_printMemrefString)},
  };
  count = sizeof(table) / sizeof(table[0]);
  return table;
}
