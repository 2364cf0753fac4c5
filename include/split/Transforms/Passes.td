//===- Passes.td - split's passes of any dialect -----------*- tablegen -*-===//
//
// Passes that are not about one dialect's ops: how a pipeline runs on the
// ops it has (as upstream's mlir/Transforms holds canonicalize and cse).
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_TRANSFORMS_PASSES_TD
#define SPLIT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def SplitNestWhereDialects : Pass<"split-nest-where-dialects"> {
  let summary = "Run a pipeline only on the functions (or modules) that "
                "hold ops of given dialects or given ops";
  let description = [{
    Runs `pipelines` (one after the other, each anchored on the op the pass
    runs on) on that op if it holds an op of one of `dialects` or one of
    `ops`, and skips it otherwise. `split-to-llvm` wraps
    `convert-vector-to-scf` and `convert-linalg-to-loops` in it on each
    function, and `convert-vector-to-llvm` on the module: they visit every op
    (a greedy rewrite that folds each op, a dialect conversion) even when
    none is theirs, about 1 ms of CPU for each function of split-to-llvm's
    lowering of one split (BENCHMARKS.md, Compile time in the number of ops
    and functions).
    It also wraps `expand-realloc` on each function that holds a
    `memref.realloc` (upstream's buffer deallocation pipeline runs it on
    every function).
    `convert-vector-to-llvm` declares the print functions of `vector.print`
    in the module, so it must not run on two functions at once (nested on
    functions, two of them with a `vector.print` raced to declare
    `printNewline`: "redefinition of symbol"). An op that holds such an op
    goes through the pipeline exactly as without the wrapper. It is the
    same for every ONNX opset.

    ```sh
    split-opt --pass-pipeline='builtin.module(func.func(split-nest-where-dialects{dialects=vector pipelines=func.func(convert-vector-to-llvm)}))'
    ```
  }];
  let options = [
    ListOption<"dialects", "dialects", "std::string",
               "Namespaces of the dialects whose ops select a function">,
    ListOption<"ops", "ops", "std::string",
               "Names of the ops that select a function (memref.realloc)">,
    ListOption<"pipelines", "pipelines", "::mlir::OpPassManager",
               "The pipelines to run on a selected op, one after the "
               "other, each anchored on that op">,
  ];
}

def SplitCanonicalize : Pass<"split-canonicalize"> {
  let summary = "canonicalize with only the patterns that can match an op "
                "of the op it runs on";
  let description = [{
    Upstream's `canonicalize` (top-down, its default limits), except that the
    greedy rewrite gets only the canonicalization patterns whose root (an op,
    an interface or a trait) is one of the ops of the dialects that the op
    it runs on holds. The rewrite's driver copies and sorts the pattern
    lists of every op that has canonicalization patterns each time it runs
    (MLIR 22's `PatternApplicator::applyCostModel`): with the dialects that
    `split-to-llvm` loads, 584 (op, pattern) pairs, half the time of
    canonicalising a function of a few ops. The patterns left out root on
    ops that are not there, so each op meets the same patterns in the same
    order as under `canonicalize`. When a pattern or a folder creates an op
    of a dialect that was not there, the rewrite runs again with that
    dialect's patterns too, until no new dialect appears. Each set of
    dialects freezes its patterns once, shared by every function and
    thread. It is the same for every ONNX opset.

    With `max-fused-locations=K`, an op that a pattern creates keeps the
    first K locations of its fused location. Patterns written in DRR give
    the op they create the fused location of every op they matched, so a
    chain of N rewrites, each matching the result of the one before (a
    chain of N `arith.subi` of constants reassociated into one), builds
    fused locations of 1, 2, ..., N locations: time and memory quadratic in
    N (docs/upstream/fused-location-reassociation.md). `split-to-llvm` passes
    16.

    ```sh
    split-opt --pass-pipeline='builtin.module(func.func(split-canonicalize))'
    ```
  }];
  let options = [
    ListOption<"disabledPatterns", "disable-patterns", "std::string",
               "Labels of patterns to leave out, as canonicalize's "
               "disable-patterns">,
    Option<"regionSimplify", "region-simplify", "bool", /*default=*/"true",
           "Simplify regions as canonicalize does by default (drop dead "
           "block arguments and ops); false as canonicalize's "
           "region-simplify=disabled">,
    Option<"maxFusedLocations", "max-fused-locations", "unsigned",
           /*default=*/"0",
           "Keep at most this many locations of each fused location that a "
           "pattern gives the op it creates (the first ones: the replaced "
           "op's own come first); 0 keeps them all, as canonicalize does">,
  ];
}

#endif // SPLIT_TRANSFORMS_PASSES_TD
