//===- Passes.td - tensor passes of the split pipeline -----*- tablegen -*-===//
//
// Passes on tensor IR before one-shot bufferization (all but
// split-prepare-jit after the split ops are lowered): each prepares what bufferization (or an upstream pass the
// pipeline runs before it) cannot handle, or handles too slowly.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_TRANSFORMS_TENSOR_PASSES_TD
#define SPLIT_TRANSFORMS_TENSOR_PASSES_TD

include "mlir/Pass/PassBase.td"

def SplitCheckStaticCasts : Pass<"split-check-static-casts"> {
  let summary = "Check at run time the casts that make a dimension static";
  let description = [{
    A `tensor.cast` or `memref.cast` to a type with a static dimension (or a
    rank) that its source leaves dynamic promises a size that only the run
    time knows; upstream's lowering trusts it, so a wrong promise is a
    silent wrong answer. MLIR 22's `scf.for` canonicalisation
    `ForOpTensorCastFolder` makes such false promises on loops whose carried
    tensor changes shape (docs/upstream/scf-for-tensor-cast-folder.md), and
    a user's `--canonicalize` runs it before the split pipeline can stop it.
    This pass puts a `split.check` before every such cast: the program
    stops with a message naming the cast, the dimension and the size. A
    dimension that value bounds prove equal to the static size needs no
    check. Split results of every ONNX opset never need this pass for
    their own sizes: the split lowering checks its result types
    (docs/Semantics.md §5).

    ```mlir
    %c = tensor.cast %t : tensor<?xf32> to tensor<16xf32>
    // becomes
    %d = tensor.dim %t, %c0 : tensor<?xf32>
    %ok = arith.cmpi eq, %d, %c16 : index
    split.check %ok, "tensor.cast: dimension 0 of 'tensor<?xf32>' has size {0}, but the cast promises 16 (to 'tensor<16xf32>')"(%d : index)
    %c = tensor.cast %t : tensor<?xf32> to tensor<16xf32>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::split::SplitDialect",
                           "::mlir::tensor::TensorDialect"];
}

def SplitCheckSliceBounds : Pass<"split-check-slice-bounds"> {
  let summary = "Check at run time the bounds of slices that verifiers cannot check";
  let description = [{
    A `tensor.extract_slice`, `tensor.insert_slice` or `memref.subview`
    whose dimension, offset, size or stride is dynamic in some dimension is
    trusted by upstream's lowering: out of bounds, it reads or writes memory
    that is not the tensor's, a silent wrong answer or worse. A user's
    `--canonicalize` makes such slices out of right programs: MLIR 22's
    `ForOpTensorCastFolder` makes a loop carry a static type that the
    iterations do not keep (docs/upstream/scf-for-tensor-cast-folder.md),
    and canonicalisation then folds the casts into the slices, as static
    sizes and offsets taken from a tensor that is smaller at run time. This
    pass puts a `split.check` for every such slice, for each dimension that
    its static parts and value bounds do not prove in bounds: the program
    stops with a message naming the op, the dimension, its size and the
    slice's offset, size and stride. An `insert_slice` is checked where it
    writes. A view (`extract_slice`, `subview`) reads nothing itself and is
    `Pure`, so a user's LICM may hoist it out of a loop that runs zero
    times, out of bounds and unread: it is checked where it is used, before
    its first user in each block, and before an `arith.select` that picks it
    only when the select picks it. Empty slices are in bounds. The
    slices that ONNX Split and SplitToSequence ops of every opset lower to
    come after this pass and are in bounds by the lowering's own checks
    (docs/Semantics.md §5).

    ```mlir
    %s = tensor.extract_slice %t[1] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %r = arith.addf %s, %s : tensor<5xf32>
    // becomes, with %d = tensor.dim %t, %c0 and %last = 1 + (5 - 1) * 1:
    //   %ok = (5 == 0) or (5 > 0 and 0 <= 1 < %d and 0 <= %last < %d)
    %s = tensor.extract_slice %t[1] [5] [1] : tensor<?xf32> to tensor<5xf32>
    split.check %ok, "tensor.extract_slice: the slice of dimension 0 (offset {1}, size {2}, stride {3}) is out of bounds of 'tensor<?xf32>', whose dimension 0 has size {0}"(%d, %c1, %c5, %c1 : index, index, index, index)
    %r = arith.addf %s, %s : tensor<5xf32>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::split::SplitDialect",
                           "::mlir::tensor::TensorDialect"];
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
    set of its own. Only slices whose one use is the `func.return`, directly
    or through `tensor.cast` ops of one use each (the importer casts each
    ONNX output to the type the model declares), change; the copy is then
    cast once to the returned type;
    the copies are the ones bufferization made before (it copies every
    returned slice: the caller owns and frees each result).

    Each allocation is aligned to `buffer-alignment` bytes (0: no alignment
    attribute), as one-shot-bufferize aligns the allocations it makes. The
    default is one-shot-bufferize's default, and the split-to-llvm pipeline
    gives this pass the alignment it gives one-shot-bufferize, so the copies
    are allocated as bufferization would have allocated them.

    A source is read as a buffer of fully dynamic layout, which fits any
    buffer; with `identity-layout-arguments`, a source that is an argument
    of the function is read with the identity layout instead, which is the
    type one-shot-bufferize gives it with
    `function-boundary-type-conversion=identity-layout-map` (as in the
    split-to-llvm pipeline). The slices then have static layouts, and
    canonicalisation has no `memref.cast` of the argument to fold into each
    of them (an ONNX Split of 20000 outputs: 0.5 s).

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
  let options = [
    Option<"bufferAlignment", "buffer-alignment", "uint64_t",
           /*default=*/
           "::mlir::bufferization::OneShotBufferizePassOptions().bufferAlignment",
           "Alignment in bytes of the copies' allocations (0: none), as "
           "one-shot-bufferize's buffer-alignment">,
    Option<"identityLayoutArguments", "identity-layout-arguments", "bool",
           /*default=*/"false",
           "Read a function argument as a buffer of identity layout, as "
           "one-shot-bufferize's function-boundary-type-conversion="
           "identity-layout-map bufferizes it (default: the fully dynamic "
           "layout, which fits any buffer)">
  ];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

def SplitPrepareForJIT : Pass<"split-prepare-jit", "::mlir::ModuleOp"> {
  let summary = "Mark external functions' tensor arguments read-only; "
                "branch on callees chosen by arith.select";
  let description = [{
    The first step of `split-to-llvm`: marks every tensor argument of an
    external function (print helpers) `bufferization.access = "read"`, which
    is all a callee may do to a tensor; without it one-shot-bufferize may see
    a read-after-write conflict. It is the same for every ONNX opset.

    ```mlir
    func.func private @printMemrefF32(tensor<*xf32>)
    // becomes
    func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
    ```

    A `func.call_indirect` whose callee is an `arith.select` of function
    values (what canonicalisation makes of a callee chosen by a branch)
    becomes an `scf.if` of one call per choice: canonicalisation then turns
    calls of `func.constant`s into direct calls, which one-shot-bufferize
    handles (MLIR 22 has no bufferization model for `func.call_indirect`).

    ```mlir
    %f = arith.select %c, %a, %b : (tensor<?xf32>) -> tensor<?xf32>
    %r = func.call_indirect %f(%x) : (tensor<?xf32>) -> tensor<?xf32>
    // becomes
    %r = scf.if %c -> (tensor<?xf32>) {
      %ra = func.call_indirect %a(%x) : (tensor<?xf32>) -> tensor<?xf32>
      scf.yield %ra : tensor<?xf32>
    } else {
      %rb = func.call_indirect %b(%x) : (tensor<?xf32>) -> tensor<?xf32>
      scf.yield %rb : tensor<?xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

#endif // SPLIT_TRANSFORMS_TENSOR_PASSES_TD
