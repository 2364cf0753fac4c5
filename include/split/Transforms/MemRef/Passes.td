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
    were. It serves every ONNX Split and SplitToSequence version alike (the
    results of any opset are slices).

    ```mlir
    memref.copy %slice, %out : memref<512x599xf32, strided<[600, 1]>> to memref<512x599xf32>
    // becomes an scf.for over the 512 rows, each an llvm.memcpy of 599 floats
    ```

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
    slices that nothing else reads disappear. Chains of ONNX Split ops of any
    opset lower to such slices of slices.

    ```mlir
    %a = tensor.extract_slice %x[2] [6] [1] : tensor<8xf32> to tensor<6xf32>
    %b = tensor.extract_slice %a[1] [3] [1] : tensor<6xf32> to tensor<3xf32>
    // becomes
    %b = tensor.extract_slice %x[3] [3] [1] : tensor<8xf32> to tensor<3xf32>
    ```
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
    pipeline rewrites such selects before that pass. Canonicalisation makes
    such selects of the results of ONNX Split ops of any opset (a branch
    between two splits).

    ```mlir
    %r = arith.select %c, %a, %b : tensor<?xf32>
    // becomes
    %r = scf.if %c -> tensor<?xf32> { scf.yield %a : tensor<?xf32> }
         else { scf.yield %b : tensor<?xf32> }
    ```
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def SplitPoisonTensorsToEmpty : Pass<"split-poison-tensors-to-empty"> {
  let summary = "Replace ub.poison tensors by tensor.empty";
  let description = [{
    `lift-cf-to-scf` passes `ub.poison` of a block argument's type along the
    paths of a lifted loop on which the value is not defined. One-shot
    bufferization has no model for `ub.poison`; a poison value may be
    replaced by any value of its type, so a ranked tensor poison becomes a
    `tensor.empty` of its static sizes, with 0 for every dynamic one (the
    value is never read, and an empty buffer costs nothing). Loops that carry
    the results of ONNX Split or SplitToSequence ops of any opset lead here.

    ```mlir
    %p = ub.poison : tensor<?x4xf32>
    // becomes (the type is kept; each dynamic size is 0)
    %c0 = arith.constant 0 : index
    %p = tensor.empty(%c0) : tensor<?x4xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def SplitCopyReturnedSlices : Pass<"split-copy-returned-slices"> {
  let summary = "Copy slices that a function returns into fresh buffers";
  let description = [{
    A function that returns slices of one tensor (the results of one ONNX
    Split or SplitToSequence of any opset, N of them) gives them to its
    caller as fresh buffers: bufferization copies each slice into an
    allocation. Left as `tensor.extract_slice`, the N slices join one alias
    set with their source, and one-shot bufferization's analysis walks that
    whole set for each of them (and for each operand of the return): time
    quadratic in N (10000 results: 30 s in the analysis alone).

    This pass writes those copies itself, before bufferization, at the
    return: one `bufferization.to_buffer read_only` of each source (a read of
    the source where the copies happen, which the analysis orders against
    every write as usual), then per returned slice a `memref.subview`, a
    fresh `memref.alloc` and a `memref.copy`, returned through
    `bufferization.to_tensor restrict writable`. Each result is then an alias
    set of its own. Only slices whose one use is the `func.return` change;
    the copies are the ones bufferization made before (it copies every
    returned slice: the caller owns and frees each result).

    ```mlir
    %s = tensor.extract_slice %x[1, 0] [1, 64] [1, 1] : tensor<4x64xf32> to tensor<1x64xf32>
    return %s : tensor<1x64xf32>
    // becomes
    %m = bufferization.to_buffer %x read_only : tensor<4x64xf32> to memref<4x64xf32, strided<[?, ?], offset: ?>>
    %v = memref.subview %m[1, 0] [1, 64] [1, 1] : ... to memref<1x64xf32, strided<[?, ?], offset: ?>>
    %a = memref.alloc() {alignment = 64 : i64} : memref<1x64xf32>
    memref.copy %v, %a : ...
    %t = bufferization.to_tensor %a restrict writable : memref<1x64xf32> to tensor<1x64xf32>
    return %t : tensor<1x64xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

def SplitSimplifyFreshDeallocs : Pass<"split-simplify-fresh-deallocs"> {
  let summary = "Drop returned fresh allocations from bufferization.dealloc, "
                "split deallocs of distinct allocations";
  let description = [{
    Ownership-based deallocation ends a function that returns N fresh
    buffers with one `bufferization.dealloc` of those N buffers that also
    retains them. Upstream's `buffer-deallocation-simplification` drops a
    buffer from the list when it is retained and no other retained value may
    be the same allocation, asking its alias analysis about every pair:
    quadratic in N (10000 results of one split: about a minute).

    When every retained value is itself the result of an allocation (an op
    with an `Allocate` effect on that value, not a view), two different
    values are two different allocations, so the question has a direct
    answer: this pass drops every listed buffer that is also retained, in
    one pass over the lists, and ORs its condition into that retained value's
    result (what the upstream pattern does). Other dealloc ops are left to
    `buffer-deallocation-simplification`, which runs after it. Functions
    that return the results of an ONNX Split or SplitToSequence of any opset
    lead here.

    ```mlir
    %r:2 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>)
        if (%true, %true) retain (%a, %b : memref<4xf32>, memref<4xf32>)
    // %a and %b results of memref.alloc: becomes
    %r:2 = bufferization.dealloc retain (%a, %b : memref<4xf32>, memref<4xf32>)
    ```

    It also splits a dealloc without retained values whose buffers are
    distinct allocations into one dealloc per buffer. Upstream lowers a
    dealloc of several buffers to a run-time alias check (a helper function
    and straight-line code per buffer to fill its tables, one basic block on
    which LLVM's code generation is superlinear), and
    `buffer-deallocation-simplification` splits it only after asking its
    alias analysis about every pair. A buffer counts as a distinct
    allocation when it is a fresh allocation, a result of a `func.call` of a
    function of the module whose every `func.return` returns distinct fresh
    allocations, or the base buffer (`memref.extract_strided_metadata`) of
    either; so run on a module, the pass splits the dealloc by which a
    caller frees the N results of a split returned by its callee.

    ```mlir
    %r:2 = call @split(%x) : (memref<8xf32>) -> (memref<4xf32>, memref<4xf32>)
    bufferization.dealloc (%r#0, %r#1 : memref<4xf32>, memref<4xf32>)
        if (%true, %true)
    // @split returns two memref.alloc results: becomes
    bufferization.dealloc (%r#0 : memref<4xf32>) if (%true)
    bufferization.dealloc (%r#1 : memref<4xf32>) if (%true)
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

#endif // SPLIT_TRANSFORMS_PASSES_TD
