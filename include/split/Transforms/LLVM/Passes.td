//===- Passes.td - LLVM-dialect passes of split-to-llvm ----*- tablegen -*-===//
//
// Passes on the LLVM dialect, after the conversion to it: how many results
// leave a function, linkage, and the check that the lowering is complete.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_TRANSFORMS_LLVM_PASSES_TD
#define SPLIT_TRANSFORMS_LLVM_PASSES_TD

include "mlir/Pass/PassBase.td"

def SplitReturnResultsByPointer
    : Pass<"split-return-results-by-pointer", "::mlir::ModuleOp"> {
  let summary = "Return a function's many results through a caller-provided "
                "pointer (sret) instead of one LLVM struct";
  let description = [{
    The LLVM lowering of `func` returns a function's results as one
    `!llvm.struct` of their values (a memref result: its descriptor), built
    by an `llvm.insertvalue` per member and taken apart by the caller's
    `llvm.extractvalue`s. LLVM's instruction selection builds every
    `insertvalue` over all the scalars of the struct, so a function of N
    memref results costs time quadratic in N to compile, even at -O0 (1000
    results: 60 s in the JIT; BENCHMARKS.md, "lower + JIT + run").

    This pass rewrites each function definition whose result is a struct of
    at least `min-scalars` scalars, and whose every caller is in the module
    (private symbol visibility or local linkage, and no use but direct
    `llvm.call`s), the way C compilers return large structs: the function
    takes a pointer to the caller's result slot as its first argument
    (`llvm.sret`), each `llvm.return` stores the members it would have
    inserted, in order, and returns nothing; each call passes a slot
    allocated in the caller's entry block and reads each member it extracted
    with an `llvm.load` right after the call. Compile time is then linear in
    the number of results. The `main_graph` of an ONNX model with many
    outputs (any opset; split-onnx-run makes it private) is such a function.
    A rewritten function that had private visibility
    gets internal linkage: its signature is no longer the one the `func`
    lowering documents, so no host may look it up.

    A member that is an `llvm.load` in the return's block, and that no
    other insertion of the chain overlaps, is copied from the load's address
    to the result by one `llvm.intr.memcpy` of its size at the load instead
    (the load goes when nothing else uses it): nothing else in the function
    reads or writes the result, and every path through the load ends at
    that return. A memref descriptor of rank 2 is 7 scalars, which the JIT
    would load and store one by one; the N results of a split that
    split-slice-copy-loops reads from its table of descriptors are N
    memcpys (20000 results: 2.4 s -> 1.0 s of code generation). Members
    loaded from consecutive slots of one table (getelementptrs over the
    loaded type, the first slot being the table itself) into consecutive
    members of the same type are one memcpy of all of them, at the last of
    their loads, when nothing between those loads writes memory: the N
    results of such a split are one memcpy of N descriptors.

    ```mlir
    llvm.func @f(%x: i64) -> !llvm.struct<(i64, i64)> attributes {sym_visibility = "private"} {
      %0 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
      %1 = llvm.insertvalue %x, %0[0] : !llvm.struct<(i64, i64)>
      %2 = llvm.insertvalue %x, %1[1] : !llvm.struct<(i64, i64)>
      llvm.return %2 : !llvm.struct<(i64, i64)>
    }
    // becomes (min-scalars=2)
    llvm.func internal @f(%r: !llvm.ptr {llvm.sret = !llvm.struct<(i64, i64)>}, %x: i64) attributes {sym_visibility = "private"} {
      %p0 = llvm.getelementptr %r[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i64)>
      llvm.store %x, %p0 : i64, !llvm.ptr
      %p1 = llvm.getelementptr %r[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i64)>
      llvm.store %x, %p1 : i64, !llvm.ptr
      llvm.return
    }
    ```
  }];
  let options = [
    Option<"minScalars", "min-scalars", "unsigned", /*default=*/"32",
           "Rewrite functions whose result struct holds at least this many "
           "scalars (a rank-1 memref descriptor holds 5, rank 2 holds 7)">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def SplitInternalizePrivateFunctions
    : Pass<"split-internalize-private-functions", "::mlir::ModuleOp"> {
  let summary = "Give private LLVM function definitions internal linkage";
  let description = [{
    A private symbol is used only inside its module, but the `func` lowering
    gives a private function external linkage, so a JIT (MLIR's
    ExecutionEngine) still compiles a packed-argument wrapper `_mlir_<name>`
    for it, and LLVM may not drop, specialise or change it. This pass gives
    every `llvm.func` definition with private visibility internal linkage, as
    its visibility says. Hosts that call only some functions of a module
    (split-runner its entry point, split-onnx-run its generated entry, which
    calls the `main_graph` of an ONNX model of any opset) make
    the other functions private first.

    ```mlir
    llvm.func @f() attributes {sym_visibility = "private"} { ... }
    // becomes
    llvm.func internal @f() attributes {sym_visibility = "private"} { ... }
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def SplitVerifyLLVM : Pass<"split-verify-llvm", "::mlir::ModuleOp"> {
  let summary = "Fail unless only LLVM dialect ops remain";
  let description = [{
    The last step of `split-to-llvm` and of its stage
    `split-buffers-to-llvm`, and the check to end a user's own pipeline with:
    an incomplete lowering is otherwise silent until the JIT (or
    `mlir-runner`) trips over it. Names the first op that is not in the
    LLVM dialect, whatever ONNX opset it came from, and why: its dialect has
    no lowering to LLVM in the pipeline, or none of its dialect's patterns
    matched it. `builtin.unrealized_conversion_cast`s left by a partial
    conversion only stand for such an op, so the op is named first; when
    only casts are left, the first one is named with the types no lowering
    converted and notes at the producer and user of the value.

    A split op left behind, or an op that holds a split type (a function of
    `!split.seq` arguments), is named first, wherever it is, with the stage
    that lowers it (`split-prepare-bufferization`, before
    one-shot-bufferize).

    ```sh
    split-opt --split-verify-llvm lowered.mlir
    ```
  }];
}

#endif // SPLIT_TRANSFORMS_LLVM_PASSES_TD
