// Moving an mlir::OwningMemRef (MLIR 22's MemRefUtils.h): its move
// constructor calls its move assignment, which takes `const OwningMemRef &&`,
// writes to that const object and returns nothing.
//   clang++-22 -std=c++17 -fsyntax-only -I/usr/lib/llvm-22/include \
//     owning-memref-move.cpp
#include "mlir/ExecutionEngine/MemRefUtils.h"

#include <utility>

int main() {
  int64_t shape[] = {4};
  mlir::OwningMemRef<float, 1> a(shape);
  mlir::OwningMemRef<float, 1> b(std::move(a));
  return b->sizes[0] == 4 ? 0 : 1;
}
