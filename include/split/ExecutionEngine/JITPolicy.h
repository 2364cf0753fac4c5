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

#include <cstddef>
#include <functional>

namespace mlir {
class Operation;
} // namespace mlir

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace mlir::split {

/// The LLVM optimisation level of every host.
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

/// So are functions with a block of more scalar stores than this (a store
/// of a memref descriptor is 5 or more): the SLP vectoriser is superlinear
/// in a long run of stores (a function storing 100 descriptors through a
/// pointer: 700 stores, 1.4 s in SLP; test/ExecutionEngine/fast-isel.test
/// has one of 60). The kernels of bench/ have a few dozen.
constexpr unsigned kJITMaxOptimizedBlockStores = 256;

/// The blocks of functions compiled without optimisation are split into
/// blocks of at most this many instructions: SelectionDAG builds and
/// schedules one DAG per block, in time superlinear in its size, also at
/// -O0 (one split of 2000 results returned: one block of 50,000
/// instructions, 23 s in instruction selection).
constexpr unsigned kJITMaxBlockSize = 500;

/// What the policy measures of a function: the size of its largest block
/// and its size in all (LLVM instructions, or LLVM dialect operations: about
/// one each), and the most scalar stores in one block (an aggregate store
/// counts each scalar it stores).
struct FunctionSize {
  size_t largestBlock = 0;
  size_t total = 0;
  size_t largestBlockStores = 0;
};

/// Whether LLVM's optimised code generation of a function of `size` costs
/// more than the function can save: SelectionDAG, the schedulers and the
/// greedy register allocator are superlinear in the size of a block or a
/// function (kJITMaxOptimizedBlockSize, kJITMaxOptimizedFunctionSize).
constexpr bool isTooLargeForOptimizedCodeGen(const FunctionSize &size) {
  return size.largestBlock > kJITMaxOptimizedBlockSize ||
         size.total > kJITMaxOptimizedFunctionSize;
}

/// Whether the policy compiles a function of `size` without optimisation:
/// too large for optimised code generation, or with a block of too many
/// stores for the SLP vectoriser (kJITMaxOptimizedBlockStores), which only
/// the IR optimisation runs. applyJITPolicy marks the functions by this
/// rule, and jitCodeGenOptLevel counts those of the first kind.
constexpr bool isTooLargeToOptimize(const FunctionSize &size) {
  return isTooLargeForOptimizedCodeGen(size) ||
         size.largestBlockStores > kJITMaxOptimizedBlockStores;
}

/// Modules whose functions too large for optimised code generation
/// (isTooLargeForOptimizedCodeGen) hold more operations than this in all are
/// compiled with code generation at -O0 (FastISel, the fast register
/// allocator), small functions included: the greedy register allocator and
/// SelectionDAG's scheduler are superlinear in the size of a function or a
/// block also for `optnone` functions (ONNX Split of 5000 outputs: 7.3 s in
/// the greedy allocator; of 1000 outputs, whose graph function is 4000
/// operations since split-slice-copy-loops: 0.8 s of its 2.0 s), and the
/// code generation level is the target machine's, one per module. A function
/// marked for its stores alone is small and does not count.
constexpr unsigned kJITMaxOptimizedCodeGenSize = 5000;

/// The code generation level for `module` (LLVM dialect): kJITCodeGenOptLevel,
/// or none for modules of large functions (kJITMaxOptimizedCodeGenSize).
llvm::CodeGenOptLevel jitCodeGenOptLevel(mlir::Operation *module);

/// Marks the functions of `module` that the policy compiles without
/// optimisation (`optnone`, `noinline`), turns their memref descriptors into
/// scalars (aggregate loads and stores into scalar ones, insertvalue and
/// extractvalue folded: FastISel selects no aggregate, and falls back to
/// SelectionDAG for what uses one), moves their fixed-size allocas outside
/// cycles into the entry block (FastISel gives no other alloca a stack
/// slot) and bounds the size of their blocks (kJITMaxBlockSize); returns
/// how many. Unless `optimize` (LLVM's pipeline runs next), every function's
/// descriptors become scalars, the small functions' too.
unsigned applyJITPolicy(llvm::Module &module, bool optimize = true);

/// An ExecutionEngine transformer: applyJITPolicy, then (if `optimize`)
/// LLVM's optimisation pipeline at kJITOptLevel for `targetMachine`, which
/// skips the optnone functions.
std::function<llvm::Error(llvm::Module *)>
makeJITTransformer(llvm::TargetMachine *targetMachine, bool optimize = true);

} // namespace mlir::split

#endif // SPLIT_EXECUTIONENGINE_JITPOLICY_H
