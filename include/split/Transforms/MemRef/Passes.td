//===- Passes.td - memref passes of the split pipeline -----*- tablegen -*-===//
//
// Passes on bufferized IR, between one-shot bufferization and the conversion
// to the LLVM dialect: buffers, their copies, allocations and deallocations,
// and the run-time checks of the lowered program.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_TRANSFORMS_MEMREF_PASSES_TD
#define SPLIT_TRANSFORMS_MEMREF_PASSES_TD

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
    are left alone, also those of a run-time outermost size
    (`memref<?x64xf32, strided<[64, 1], offset: ?>>`), which
    `split-contiguous-copies-to-llvm` copies with one `llvm.memcpy`.

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

def SplitNumberConstantGlobals
    : Pass<"split-number-constant-globals", "::mlir::ModuleOp"> {
  let summary = "Name and order bufferization's constant globals by their "
                "first use";
  let description = [{
    One-shot bufferization turns each constant tensor into a private
    constant `memref.global` named after its type (`@__constant_2xi64`,
    then `@__constant_2xi64_0`, ...). With `bufferize-function-boundaries`
    it visits the functions of a module in an order that depends on pointer
    values (MLIR 22; `docs/upstream/one-shot-function-order.md`), so the
    same input gave different names and a different order of these globals
    from one run to the next. This pass renames and reorders them by their
    first `memref.get_global` in the module's order, with names of
    bufferization's form (the first global of a type takes the plain name,
    the next ones `_0`, `_1`, ...), so that the lowered IR depends on the
    input alone.
    Globals that something other than `memref.get_global` refers to, and
    names that other symbols hold, are left as they are. Not tied to an ONNX
    op or opset: it serves every program the pipeline lowers.

    ```mlir
    memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<[3, 4]>
    memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[1, 2]>
    func.func @a() { %0 = memref.get_global @__constant_2xi64_0 ... }
    func.func @b() { %0 = memref.get_global @__constant_2xi64 ... }
    // becomes
    memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[3, 4]>
    memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<[1, 2]>
    func.func @a() { %0 = memref.get_global @__constant_2xi64 ... }
    func.func @b() { %0 = memref.get_global @__constant_2xi64_0 ... }
    ```
  }];
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
    with an `Allocate` effect on that value, not a view), or a `memref.cast`
    of one (a function returning its buffers with the type it declares: an
    ONNX graph's outputs of unknown shape), two different
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
    caller frees the N results of a split returned by its callee. A buffer
    freed unconditionally (a constant true condition) becomes a
    `memref.dealloc` of the allocation itself (of the memref whose base
    buffer was listed): what `lower-deallocations` would make of it, without
    the `memref.extract_strided_metadata` per buffer it takes first. A
    buffer under a constant false condition is not freed, and leaves.

    A listed base buffer (`memref.extract_strided_metadata`, as
    ownership-based deallocation lists every buffer) is the buffer it is
    the base of. The pipeline runs the pass right after ownership-based
    deallocation and again after the canonicalisation that follows: the
    metadata ops of the buffers it takes out of the lists are erased, which
    canonicalisation would otherwise fold one by one (each fold computes
    the strides of an identity layout through an affine expression in MLIR
    22: 6% of the instructions of lowering and running one split of 5000
    results).

    ```mlir
    %r:2 = call @split(%x) : (memref<8xf32>) -> (memref<4xf32>, memref<4xf32>)
    bufferization.dealloc (%r#0, %r#1 : memref<4xf32>, memref<4xf32>)
        if (%c, %true)
    // @split returns two memref.alloc results: becomes
    bufferization.dealloc (%r#0 : memref<4xf32>) if (%c)
    memref.dealloc %r#1 : memref<4xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

def SplitDeallocAfterLastUse : Pass<"split-dealloc-after-last-use"> {
  let summary = "Move each memref.dealloc up to just after the last use of "
                "its buffer in its block";
  let description = [{
    Ownership-based deallocation frees the buffers a block owns at the end
    of the block. A function that calls N functions in a chain, each
    returning a fresh buffer that feeds the next call, so keeps all N
    buffers alive until it returns: memory (and page faults on fresh pages)
    quadratic in N where the program needs two buffers at a time (10000
    calls returning rows 10000 down to 1 of 8 floats: 1.6 GB).

    This pass moves a `memref.dealloc` that is directly in a block to just
    after the last op of that block that uses its buffer or a value that
    may alias it, where it can tell every such value. The buffer must be a
    fresh allocation (an op with an `Allocate` effect on it), or a result of
    a `func.call` whose memref operands the block frees too: two buffers
    that one block frees unconditionally are two allocations (else the
    block frees one twice), so the call's result is none of them; the
    call's other results may still alias it. From there the pass follows
    views and casts (`ViewLikeOpInterface`, `memref.cast`,
    `memref.extract_strided_metadata`) and the results of calls that take
    one of the values (a callee may return a view of its argument), except
    those the block frees. Every use of every value must be directly in the
    block, not its terminator, and one that reads or writes elements or the
    shape without making another alias: `memref.load`, a `memref.store`
    into it, `memref.copy`, `memref.dim`, `memref.rank`, a linalg op on
    buffers, or such a call (whose results are all memrefs: an integer
    could carry the address). Anything else keeps the dealloc where it is:
    a block argument or a producer the pass does not know, a use in a
    nested region, a select, a store of the buffer itself, a memref of
    memrefs, a pointer taken. Like ownership-based deallocation, it assumes
    that a callee does not keep a buffer it was passed beyond the call. Not
    tied to an ONNX op or opset: it serves every program the pipeline
    lowers (an ONNX graph whose nodes' results die early, as much as a
    chain of calls).

    ```mlir
    %a = memref.alloc(%n) : memref<?xf32>
    %0 = call @f0(%a) : (memref<?xf32>) -> memref<?xf32>
    %1 = call @f1(%0) : (memref<?xf32>) -> memref<?xf32>
    call @print(%1) : (memref<?xf32>) -> ()
    memref.dealloc %a : memref<?xf32>
    memref.dealloc %0 : memref<?xf32>
    memref.dealloc %1 : memref<?xf32>
    // becomes
    %a = memref.alloc(%n) : memref<?xf32>
    %0 = call @f0(%a) : (memref<?xf32>) -> memref<?xf32>
    memref.dealloc %a : memref<?xf32>
    %1 = call @f1(%0) : (memref<?xf32>) -> memref<?xf32>
    memref.dealloc %0 : memref<?xf32>
    call @print(%1) : (memref<?xf32>) -> ()
    memref.dealloc %1 : memref<?xf32>
    ```

    ```sh
    split-opt --pass-pipeline='builtin.module(func.func(split-dealloc-after-last-use))'
    ```
  }];
}

def SplitCheckAllocationSizes : Pass<"split-check-allocation-sizes"> {
  let summary = "Check at run time that every buffer's byte size fits in 64 bits";
  let description = [{
    The LLVM lowering of `memref.alloc` and `memref.alloca` multiplies the
    sizes and the element size in 64 bits without an overflow check, so a
    buffer of more than 2^64 bytes (a `tensor.empty` of 2^62 + 1 `f32`s,
    whether its sizes are static or arrive at run time) was allocated
    modulo 2^64, a few bytes, and written out of bounds. This pass puts a
    `split.check` before every allocation of an identity-layout memref whose
    byte size can overflow: the program then ends with the allocation's shape
    on stderr and exit status 1, as when the allocator runs out of memory. A
    size of 0 in any dimension makes the buffer empty and the check true; a
    static shape that always overflows is also reported as a compile-time
    warning. A buffer that a copy fills from a memref of the same shape
    that exists before it (with static strides that keep its elements
    apart, as every slice's) needs no check: its byte size is that of
    memory that exists. So the fresh copies of split results a function
    returns go unchecked. Not tied to an ONNX op or opset: it guards every
    other allocation of the JIT pipeline.

    ```mlir
    %m = memref.alloc(%n) : memref<?x2xf32>
    // gets before it (and an "or %n == 0")
    %lo, %hi = arith.mului_extended %c8_i64, %n_i64 : i64
    %fits = arith.cmpi eq, %hi, %c0_i64 : i64
    split.check %fits, "out of memory allocating a buffer of shape [{0}, 2] and 4-byte elements: more than 2^64 bytes"(%n : index)
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::split::SplitDialect"
  ];
}

#endif // SPLIT_TRANSFORMS_MEMREF_PASSES_TD
