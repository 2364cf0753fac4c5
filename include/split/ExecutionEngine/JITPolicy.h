//===- JITPolicy.h - how every split host JIT-compiles ----------*- C++ -*-===//
//
// One policy for split-runner, split-onnx-run and split-bench (issue 21):
// -O3 for the host CPU, except for functions so large (in all, or in one
// basic block) that LLVM's optimisation and code generation, superlinear in
// the size of a function or a block (SelectionDAG's combiner and
// schedulers, the machine scheduler), would take longer than the function
// can ever save: those are compiled without optimisation (`optnone`, which
// also keeps them out of inlining).
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
/// without optimisation (SelectionDAG and the schedulers are superlinear in
/// the size of a block).
constexpr unsigned kJITMaxOptimizedBlockSize = 2000;
/// So are functions of more instructions than this (LLVM's -O3 pipeline is
/// superlinear in the size of a function: a chain of 1000 dependent splits,
/// 25,000 instructions, takes 2.2 s in `opt -O3` and 0.4 s in `llc -O3`,
/// against 0.24 s in `llc -O0`). The kernels of bench/ have a few hundred.
constexpr unsigned kJITMaxOptimizedFunctionSize = 10000;

/// Marks the functions of `module` that the policy compiles without
/// optimisation (`optnone`, `noinline`); returns how many.
unsigned applyJITPolicy(llvm::Module &module);

/// An ExecutionEngine transformer: applyJITPolicy, then LLVM's optimisation
/// pipeline at kJITOptLevel for `targetMachine`, which skips the optnone
/// functions. (split-runner, built on mlir::JitRunnerMain, cannot pass its
/// own transformer: it applies the policy when it translates the module, so
/// code generation skips those functions, but MLIR's -O3 pipeline, which
/// has no pass instrumentation, still optimises them.)
std::function<llvm::Error(llvm::Module *)>
makeJITTransformer(llvm::TargetMachine *targetMachine);

} // namespace mlir::split

#endif // SPLIT_EXECUTIONENGINE_JITPOLICY_H
