//===- Passes.td - memref-level passes of the split pipeline -*- tablegen -*-===//

#ifndef SPLIT_TRANSFORMS_PASSES_TD
#define SPLIT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def SplitExpandStridedCopies : Pass<"split-expand-strided-copies"> {
  let summary = "Copy non-contiguous memrefs at memcpy speed";
  let description = [{
    The LLVM lowering of `memref.copy` uses an inline `llvm.memcpy` only
    when both memrefs are provably contiguous; otherwise it calls the generic
    `memrefCopy` run-time function, which copies element by element (4-8x
    slower than memcpy). Copies out of split results are exactly such
    strided copies, so this pass rewrites them as a loop nest over the outer
    dimensions that copies the largest contiguous block of static trailing
    dimensions (each block an `llvm.memcpy`), or, when there is no such block,
    as `linalg.copy`, whose loops LLVM vectorises at -O3. Contiguous copies
    are left alone.

    Consecutive large copies out of one source (the results of one split)
    are first fused into one pass over the source's outer dimensions with
    non-temporal vector stores, when a run-time check shows that no target
    overlaps another target or the source; otherwise the copies run as they
    were.

    With `parallel`, the outermost loop of every large copy (at least 1 MiB,
    fused or not, also contiguous ones, copied by rows) is an `scf.parallel`
    instead, for `convert-scf-to-openmp` to spread over threads.
  }];
  let options = [
    Option<"parallel", "parallel", "bool", /*default=*/"false",
           "Make the outer loop of large copies an scf.parallel">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def SplitMergeSlices : Pass<"split-merge-slices"> {
  let summary = "Merge unit-stride slices of slices into one slice";
  let description = [{
    Rewrites `tensor.extract_slice` of a non-rank-reducing
    `tensor.extract_slice`, both with unit strides, into one slice of the
    first source (offsets added with `arith.addi`, folded when constant).
    A chain of splits, each splitting a result of the one before, then
    becomes slices of the first input. One-shot bufferization's analysis
    walks use-def chains of slices for every pair of aliases: on a chain of
    N splits that is cubic in N (1000 dependent splits: 32 s); merged, the
    slices that nothing else reads disappear.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def SplitTensorSelectToIf : Pass<"split-tensor-select-to-if"> {
  let summary = "Turn arith.select of whole tensors into scf.if";
  let description = [{
    `arith.select` with a scalar condition chooses one of two tensors, which
    may have different run-time shapes. `convert-elementwise-to-linalg`
    treats it as element-wise and builds the result in the shape of the
    first operand, a wrong answer when the second is chosen and is smaller or
    larger. `scf.if` says the same thing without that reading, so the JIT
    pipeline rewrites such selects before that pass.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

#endif // SPLIT_TRANSFORMS_PASSES_TD
