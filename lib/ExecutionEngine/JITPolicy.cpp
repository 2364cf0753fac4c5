//===- JITPolicy.cpp - how every split host JIT-compiles ------------------===//

#include "split/ExecutionEngine/JITPolicy.h"

#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/IR/Module.h"

using namespace mlir;

unsigned split::applyJITPolicy(llvm::Module &module) {
  unsigned marked = 0;
  for (llvm::Function &function : module) {
    if (function.isDeclaration() ||
        function.hasFnAttribute(llvm::Attribute::OptimizeNone))
      continue;
    size_t largest = 0, total = 0;
    for (llvm::BasicBlock &block : function) {
      largest = std::max(largest, block.size());
      total += block.size();
    }
    if (largest <= kJITMaxOptimizedBlockSize &&
        total <= kJITMaxOptimizedFunctionSize)
      continue;
    // optnone requires noinline; both are what we want: the block stays as
    // it is, and is not inlined into a caller at -O3 either.
    function.removeFnAttr(llvm::Attribute::AlwaysInline);
    function.addFnAttr(llvm::Attribute::OptimizeNone);
    function.addFnAttr(llvm::Attribute::NoInline);
    ++marked;
  }
  return marked;
}

std::function<llvm::Error(llvm::Module *)>
split::makeJITTransformer(llvm::TargetMachine *targetMachine) {
  auto optimize =
      makeOptimizingTransformer(kJITOptLevel, /*sizeLevel=*/0, targetMachine);
  return [optimize](llvm::Module *module) -> llvm::Error {
    applyJITPolicy(*module);
    return optimize(module);
  };
}
