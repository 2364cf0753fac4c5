//===- LLVMIRRewrites.h - LLVM IR that FastISel selects quickly -*- C++ -*-===//
//
// The rewrites applyJITPolicy makes to a function it compiles without
// optimisation, each linear in the function's size: FastISel then selects
// every block, instead of sending blocks to SelectionDAG, whose scheduler is
// superlinear in a block's size.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_LIB_EXECUTIONENGINE_LLVMIRREWRITES_H
#define SPLIT_LIB_EXECUTIONENGINE_LLVMIRREWRITES_H

#include <cstddef>

namespace llvm {
class BasicBlock;
class Function;
} // namespace llvm

namespace mlir::split::detail {

/// Moves the fixed-size allocas that run at most once per call to the entry
/// block.
void hoistAllocas(llvm::Function &function);

/// Splits the blocks of `function` into blocks of at most kJITMaxBlockSize
/// instructions.
void boundBlockSizes(llvm::Function &function);

/// Rewrites loads and stores of aggregates into loads and stores of their
/// scalars, and folds the insertvalue/extractvalue traffic of descriptors.
void scalarizeAggregates(llvm::Function &function);

/// The number of scalar stores in `block`, a store of an aggregate counted
/// once per scalar, as SROA makes it.
size_t countScalarStores(llvm::BasicBlock &block);

} // namespace mlir::split::detail

#endif // SPLIT_LIB_EXECUTIONENGINE_LLVMIRREWRITES_H
