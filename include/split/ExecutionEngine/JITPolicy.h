//===- JITPolicy.h - how every split host JIT-compiles ----------*- C++ -*-===//
//
// One policy for split-runner, split-onnx-run and split-bench (issue 21):
// -O3 for the host CPU, except for functions whose largest basic block is
// so long that LLVM's code generation, superlinear in the size of a block
// (SelectionDAG's combiner and schedulers, the machine scheduler), would
// take longer than the function can ever save: those are compiled
// without optimisation (`optnone`, which also keeps them out of inlining).
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_EXECUTIONENGINE_JITPOLICY_H
#define SPLIT_EXECUTIONENGINE_JITPOLICY_H

#include "llvm/Support/CodeGen.h"
#include "llvm/Support/Error.h"

#include <functional>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace mlir::split {

/// The LLVM optimisation level of every host (the -O of split-runner).
constexpr unsigned kJITOptLevel = 3;
/// The code generation level that goes with it.
constexpr llvm::CodeGenOptLevel kJITCodeGenOptLevel =
    llvm::CodeGenOptLevel::Aggressive;
/// Functions with a basic block of more instructions than this are compiled
/// without optimisation.
constexpr unsigned kJITMaxOptimizedBlockSize = 2000;

/// Marks the functions of `module` that the policy compiles without
/// optimisation (`optnone`, `noinline`); returns how many.
unsigned applyJITPolicy(llvm::Module &module);

/// An ExecutionEngine transformer: applyJITPolicy, then LLVM's optimisation
/// pipeline at kJITOptLevel for `targetMachine`.
std::function<llvm::Error(llvm::Module *)>
makeJITTransformer(llvm::TargetMachine *targetMachine);

} // namespace mlir::split

#endif // SPLIT_EXECUTIONENGINE_JITPOLICY_H
