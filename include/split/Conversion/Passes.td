//===- Passes.td - split conversion passes -----------------*- tablegen -*-===//

#ifndef SPLIT_CONVERSION_PASSES_TD
#define SPLIT_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertSplitToTensor : Pass<"convert-split-to-tensor", "::mlir::ModuleOp"> {
  let summary = "Lower the split dialect to tensor, scf and arith";
  let description = [{
    Lowers split ops (versioned ones are normalised first, with the patterns
    of `split-normalize`) to
    `tensor.extract_slice`, `scf` loops and `arith`, with the dialect
    conversion framework. `split.check` stays: it is lowered to LLVM by the
    `split-to-llvm` pipeline.

    A split becomes one `tensor.extract_slice` per result (`tensor.empty` for
    a chunk that is statically empty), unless `bufferize-splits-from` leaves
    it, normalised, to one-shot-bufferize (split-to-llvm leaves splits of 64
    results or more whose results stay views). A sequence `!split.seq<T>` of element
    rank R becomes four values (docs/Sequences.md):
    - `storage`: `tensor<?xE>`, the element data, flat (a SplitToSequence's
      is its input, not copied; a built sequence's grows by doubling with
      `split.reserve`),
    - `end`: `index`, where the next inserted element's data goes,
    - `table`: `tensor<?xindex>`, one row of 1 + 2R entries per element (its
      offset in the storage, its sizes and its strides),
    - `length`: `index`, the number of elements,
    so that sequences cross `scf` regions, `cf` branches and function
    boundaries, and elements may differ in every dynamic dimension.
    `sequence_at` is a `split.view` of the storage built from the element's
    row, unless its sequence comes from a chunked `split_to_sequence` in the
    same function: then the element is a slice of that op's input.
    `sequence_insert` copies only the inserted tensor, `sequence_erase`
    moves rows, `sequence_construct` copies each tensor once, and
    `concat_from_sequence` copies each element once into its result;
    sequences whose structure is known at compile time are resolved first
    (as canonicalisation does), and a concatenation of a `split_to_sequence`
    along its axis is the split's input, with the split's checks.
    The ops of every ONNX opset are lowered (Split 1-18, SplitToSequence 11
    and 24, and the sequence ops of opset 11: SequenceAt, SequenceLength,
    SequenceConstruct, SequenceEmpty, SequenceInsert, SequenceErase,
    ConcatFromSequence).

    ```mlir
    %a, %b = split.split %x axis = 0 sizes = [2, 4] : tensor<6xf32> -> tensor<2xf32>, tensor<4xf32>
    // becomes
    %a = tensor.extract_slice %x[0] [2] [1] : tensor<6xf32> to tensor<2xf32>
    %b = tensor.extract_slice %x[2] [4] [1] : tensor<6xf32> to tensor<4xf32>
    ```
  }];
  let options = [
    Option<"bufferizeSplitsFrom", "bufferize-splits-from", "unsigned",
           /*default=*/"0",
           "Leaves a split.split of at least this many results (0: none) to "
           "one-shot-bufferize, which makes its results views of the input's "
           "buffer with the op's checks, in time linear in their number; as "
           "N tensor.extract_slice ops of one tensor, their analysis takes "
           "time quadratic in N. Only a split whose results are views and "
           "stay views: its input is no split's result, no result is returned, "
           "yielded or used by a split op, and no size is a constant that "
           "canonicalisation has not made static">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def SplitContiguousCopiesToLLVM : Pass<"split-contiguous-copies-to-llvm"> {
  let summary = "Lower copies of contiguous memrefs of dynamic size to llvm.memcpy";
  let description = [{
    MemRefToLLVM copies two memrefs with one `llvm.memcpy` only when both
    have the identity layout or a static shape; otherwise it calls the
    generic `memrefCopy` function, which copies element by element. A
    run-time-size split along the outermost axis gives slices that are
    contiguous but neither (docs/upstream/memref-copy-dynamic-contiguous.md).
    This pass lowers every `memref.copy` of integer, index or float
    elements between two memrefs that are contiguous in row-major order
    (static strides, each the product of the static sizes inside it; the
    outermost size may be dynamic) and that
    MemRefToLLVM would not copy with `llvm.memcpy`, to one `llvm.memcpy`,
    with the dialect conversion framework; the memrefs it reads stay, behind
    `builtin.unrealized_conversion_cast`s, for the memref lowering.
    Other copies are left alone. Copies of split results of every ONNX opset
    go this way. `split-to-llvm` does not run this pass: its one conversion
    to the LLVM dialect (`split-convert-to-llvm`) has the same pattern.

    ```mlir
    memref.copy %slice, %out : memref<?x64xf32, strided<[64, 1], offset: ?>> to memref<?x64xf32>
    // becomes (the descriptors' fields, then)
    "llvm.intr.memcpy"(%to, %from, %bytes) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def SplitSliceCopyLoops : Pass<"split-slice-copy-loops"> {
  let summary = "Copy many equal slices of one buffer into fresh buffers in one loop";
  let description = [{
    An ONNX Split of N outputs of any opset (or a SplitToSequence whose
    sequence is unrolled) that a function returns gives N copies of a
    static slice of one buffer into a fresh buffer each: straight-line code of a
    view, an allocation and a copy per result, some 45 LLVM dialect
    operations each after the conversion to LLVM, for every later pass and
    the JIT to go through (issue 21). This pass rewrites a run of at least
    `min-copies` such copies with the same buffer, slice shape and strides,
    buffer type and alignment, at offsets a constant step apart, into one
    `scf.for` that allocates and copies each slice and stores the new
    buffer's memref descriptor in a table; each result is then one load of
    its descriptor (LLVM dialect, behind a
    `builtin.unrealized_conversion_cast`). The allocations, copies and
    descriptors are those of the straight-line code; only the code is
    shorter.

    A run is a sequence of `memref.copy` from a `memref.subview` or
    `memref.reinterpret_cast` of static sizes, strides and offset into a
    `memref.alloc` of a static shape with the identity layout and an
    alignment, of integer, index or float elements, in one block, with
    nothing between two copies but allocations and operations free of
    memory effects; the buffer is used after its copy only. So no copy
    moves past a write of what it reads.

    ```mlir
    %v0 = memref.subview %x[0, 0] [1, 64] [1, 1] : memref<20x64xf32> to memref<1x64xf32, strided<[64, 1]>>
    %a0 = memref.alloc() {alignment = 64 : i64} : memref<1x64xf32>
    memref.copy %v0, %a0 : memref<1x64xf32, strided<[64, 1]>> to memref<1x64xf32>
    // ... and 19 more at offsets 64, 128, ...: one scf.for, then
    %d0 = llvm.load %slot0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %a0 = builtin.unrealized_conversion_cast %d0 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<1x64xf32>
    ```
  }];
  let options = [
    Option<"minCopies", "min-copies", "unsigned", /*default=*/"16",
           "Rewrite runs of at least this many copies (fewer stay straight-line code, which LLVM optimises best)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::scf::SCFDialect"
  ];
}

def SplitExpandChecks : Pass<"split-expand-checks", "::mlir::ModuleOp"> {
  let summary = "Lower split.check in functions to a branch to the failure call";
  let description = [{
    Each `split.check` directly in a function body becomes a conditional
    `cf.cond_br` to a block that calls `splitCheckFailed`, before the
    conversion to LLVM, by the one lowering of `split.check` (which its LLVM conversion
    pattern uses too). The checks of a block are
    expanded from the last to the first, so every block split moves only the
    ops up to the next check: linear in the size of the function, where the
    dialect conversion's block splits (each moving the rest of the block)
    were quadratic in time and memory (a chain of 4000 splits: 24 s and
    3.5 GB in convert-to-llvm). The checks of every ONNX opset's rules go
    this way.

    ```mlir
    split.check %ok, "split.split_v13: ..."
    // becomes
    cf.cond_br %ok, ^continue, ^fail
    ...
    ^fail:  // after the function's other blocks
    llvm.call @splitCheckFailed(%message, %count, %values) : ...
    llvm.unreachable
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::LLVM::LLVMDialect"
  ];
}

def SplitConvertToLLVM : Pass<"split-convert-to-llvm", "::mlir::ModuleOp"> {
  let summary = "convert-to-llvm and finalize-memref-to-llvm in one conversion";
  let description = [{
    `convert-to-llvm` with the allocation options of
    `finalize-memref-to-llvm`: one dialect conversion to the LLVM dialect,
    with the patterns of every loaded dialect that implements
    `ConvertToLLVMPatternInterface` (memref's are those of
    `finalize-memref-to-llvm`) and of the attributes that implement
    `ConvertToLLVMAttrInterface`, a type converter whose data layout and
    index width come from `DataLayoutAnalysis`, as `finalize-memref-to-llvm`
    makes it.

    `convert-to-llvm` alone lowers `memref.alloc` to `malloc` whatever the
    pipeline wants (its type converter has the default options), so a
    pipeline that wants another allocation function runs
    `finalize-memref-to-llvm` first: two conversions of the whole module,
    each visiting every op. A module of 10000 small functions: 2.6 s and
    2.2 s, against 3.1 s for this one (BENCHMARKS.md, "lower + JIT + run").
    The IR of every ONNX opset's Split and SplitToSequence reaches it the
    same way, after bufferization, with numbers or `!split.string`s.

    `memref.dim` at a constant index reads the size from the descriptor:
    upstream's lowering recognises the constant only by its defining op,
    which this conversion (without rollback) has already replaced
    (docs/upstream/memref-dim-constant-index-one-shot.md).

    A `memref.copy` between contiguous memrefs that upstream would hand to
    the element-by-element `memrefCopy` is one `llvm.memcpy`, as
    `split-contiguous-copies-to-llvm` lowers it (its pattern, above
    upstream's).

    ```mlir
    %m = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
    // becomes, with use-generic-functions and use-aligned-alloc,
    %p = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%align, %bytes) : (i64, i64) -> !llvm.ptr
    ```
  }];
  let options = [
    Option<"useAlignedAlloc", "use-aligned-alloc", "bool", /*default=*/"false",
           "Allocate with aligned_alloc instead of malloc, as "
           "finalize-memref-to-llvm's option of that name">,
    Option<"useGenericFunctions", "use-generic-functions", "bool",
           /*default=*/"false",
           "Allocate and free with MLIR's generic functions "
           "(_mlir_memref_to_llvm_alloc, ...), as "
           "finalize-memref-to-llvm's option of that name">,
    Option<"allowPatternRollback", "allow-pattern-rollback", "bool",
           /*default=*/"true",
           "Keep the record that lets the conversion undo a pattern, as "
           "convert-to-llvm's option of that name">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def SplitStringConstantsToMemRef
    : Pass<"split-string-constants-to-memref", "::mlir::ModuleOp"> {
  let summary = "Put !split.string tensor constants behind memref.global, "
                "out of reach of upstream folders";
  let description = [{
    Runs first in `split-to-llvm`. Every `arith.constant` of a tensor of
    `!split.string` becomes what one-shot-bufferize would make of it, only
    earlier: a private constant `memref.global` with the same value, a
    `memref.get_global` and a `bufferization.to_tensor ... restrict`
    (read-only: a write to it bufferizes to a copy).

    The value is kept as it is: `#split.strings` (what the split dialect
    and the ONNX importer create) or the `dense<...>` form users may write.
    Upstream MLIR 22 folders that reshape or resize a `DenseElementsAttr`
    (`tensor.extract_slice` of a splat, `tensor.expand_shape`,
    `tensor.collapse_shape`) crash on strings
    (docs/upstream/dense-string-reshape.md); behind a `memref.global` a
    constant of either form is out of their reach. Splits of string
    constants then run at run time (zero-copy, no new table per result)
    instead of folding into new constants.

    ```mlir
    %c = arith.constant #split.strings<["a", ""]> : tensor<2x!split.string>
    // becomes
    memref.global "private" constant @__split_string_constant
        : memref<2x!split.string> = #split.strings<["a", ""]>
    %0 = memref.get_global @__split_string_constant : memref<2x!split.string>
    %c = bufferization.to_tensor %0 restrict
        : memref<2x!split.string> to tensor<2x!split.string>
    ```
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

def SplitStringConstantsToLLVM
    : Pass<"split-string-constants-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lower memref.global constants of !split.string to LLVM "
                "read-only data";
  let description = [{
    Runs after bufferization, before the memref lowering. A
    `memref.global` whose element type is `!split.string` (what
    one-shot-bufferize makes of `arith.constant #split.strings<["a", ""]>`) becomes
    read-only LLVM data, with no allocation at run time:
    - one private constant `!llvm.array<N x i8>` per distinct string (its
      bytes and a terminating NUL that is not part of the string),
    - a constant table with the global's name: one
      `!llvm.struct<(ptr, i64)>` element (pointer to the bytes, length) per
      tensor element, in row-major order.
    Each `memref.get_global` of such a global becomes a memref descriptor on
    that table (behind an `unrealized_conversion_cast` that the LLVM
    lowering resolves). Upstream's `memref.global` lowering cannot do this:
    its initial value must be a dense attribute of the converted element
    type, and pointers are not attribute values. It is the same for the
    string tensors of every ONNX opset.

    ```mlir
    memref.global "private" constant @strings
        : memref<2x!split.string> = #split.strings<["a", ""]>
    // becomes
    llvm.mlir.global private unnamed_addr constant @__split_string("a\00")
    llvm.mlir.global private unnamed_addr constant @__split_string_0("\00")
    llvm.mlir.global private constant @strings()
        : !llvm.array<2 x struct<(ptr, i64)>> {
      // {@__split_string, 1}, {@__split_string_0, 0}
    }
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def SplitAssertToCheck : Pass<"split-assert-to-check"> {
  let summary = "Turn cf.assert into split.check";
  let description = [{
    `cf.assert` lowers to `abort()`: a signal, a stack dump and lost stdout.
    `split.check` lowers to a call that prints the message on stderr and
    exits with status 1, so the JIT pipeline rewrites every `cf.assert` into
    it (with `{` escaped as `{{`, since the message has no values). It is not
    tied to an ONNX op or opset: upstream lowerings emit the asserts.

    ```mlir
    cf.assert %ok, "index out of bounds"
    // becomes
    split.check %ok, "index out of bounds"
    ```
  }];
  let dependentDialects = ["::mlir::split::SplitDialect"];
}

#endif // SPLIT_CONVERSION_PASSES_TD
