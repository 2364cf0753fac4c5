// split-to-llvm runs the passes that work inside one function nested on
// func.func, in runs of consecutive passes, so that compile time stays linear
// in the number of functions (BENCHMARKS.md, Compile time in the number of ops and functions); the passes that
// need the module run on the module (split-simplify-fresh-deallocs: a
// caller's dealloc of a call's results depends on what the callee returns;
// convert-vector-to-llvm declares vector.print's functions in the module).
// RUN: split-opt --split-to-llvm --dump-pass-pipeline %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PIPE
// RUN: split-opt --split-to-llvm %s | FileCheck %s

// PIPE:      builtin.module(
// PIPE-NEXT:   split-string-constants-to-memref,
// PIPE-NEXT:   func.func(
// PIPE-NEXT:     split-nest-where-dialects{dialects={affine}  pipelines={func.func(lower-affine)}},
// PIPE-NEXT:     split-canonicalize{disable-patterns=
// PIPE-NEXT:     cse
// PIPE-NEXT:     split-check-static-casts
// PIPE-NEXT:     split-check-slice-bounds
// PIPE-NEXT:   ),
// PIPE-NEXT:   split-prepare-jit,
// PIPE-NEXT:   convert-split-to-tensor{bufferize-splits-from=64},
// PIPE-NEXT:   func.func(
// PIPE-NEXT:     lift-cf-to-scf,
// PIPE-NEXT:     cse,
// PIPE-NEXT:     split-canonicalize{disable-patterns=
// PIPE-NEXT:     split-merge-slices,
// PIPE-NEXT:     split-tensor-select-to-if,
// PIPE-NEXT:     convert-elementwise-to-linalg,
// PIPE-NEXT:     split-poison-tensors-to-empty,
// PIPE-NEXT:     split-copy-returned-slices
// PIPE-NEXT:   ),
// PIPE-NEXT:   one-shot-bufferize
// PIPE-NEXT:   split-number-constant-globals,
// PIPE-NEXT:   func.func(
// PIPE-NEXT:     split-nest-where-dialects{ ops={memref.realloc} pipelines={func.func(expand-realloc{emit-deallocs=false})}},
// PIPE-NEXT:     split-canonicalize{disable-patterns=
// PIPE-NEXT:   ),
// PIPE-NEXT:   ownership-based-buffer-deallocation
// PIPE-NEXT:   split-simplify-fresh-deallocs,
// PIPE-NEXT:   func.func(
// PIPE-NEXT:     split-canonicalize{disable-patterns=
// PIPE-NEXT:   ),
// PIPE-NEXT:   split-simplify-fresh-deallocs,
// PIPE-NEXT:   func.func(
// PIPE-NEXT:     buffer-deallocation-simplification
// PIPE-NEXT:   ),
// PIPE-NEXT:   bufferization-lower-deallocations,
// PIPE-NEXT:   func.func(
// PIPE-NEXT:     cse,
// PIPE-NEXT:     split-canonicalize{disable-patterns=
// PIPE-NEXT:     split-dealloc-after-last-use
// PIPE-NEXT:   ),
// PIPE-NEXT:   convert-bufferization-to-memref,
// PIPE-NEXT:   func.func(
// PIPE-NEXT:     split-slice-copy-loops{min-copies=16},
// PIPE-NEXT:     split-check-allocation-sizes,
// PIPE-NEXT:     split-expand-strided-copies{parallel=false},
// PIPE-NEXT:     split-nest-where-dialects{dialects={vector} pipelines={func.func(convert-vector-to-scf{{.*}})}},
// PIPE-NEXT:     split-nest-where-dialects{dialects={linalg} pipelines={func.func(convert-linalg-to-loops)}},
// PIPE-NEXT:     split-nest-where-dialects{dialects={scf}  pipelines={func.func(convert-scf-to-cf{allow-pattern-rollback=false})}},
// PIPE-NEXT:     expand-strided-metadata,
// PIPE-NEXT:     cse,
// PIPE-NEXT:     lower-affine,
// PIPE-NEXT:     split-assert-to-check
// PIPE-NEXT:   ),
// PIPE-NEXT:   split-expand-checks,
// PIPE-NEXT:   split-string-constants-to-llvm,
// PIPE-NEXT:   split-nest-where-dialects{dialects={vector} pipelines={builtin.module(convert-vector-to-llvm{{.*}})}}
// PIPE-NEXT:   split-convert-to-llvm{allow-pattern-rollback=false use-aligned-alloc=true use-generic-functions=true},
// PIPE-NEXT:   llvm.func(
// PIPE-NEXT:     reconcile-unrealized-casts,
// PIPE-NEXT:     split-canonicalize{ max-fused-locations=16 region-simplify=false}
// PIPE-NEXT:   ),
// PIPE-NEXT:   split-internalize-private-functions,
// PIPE-NEXT:   split-return-results-by-pointer{min-scalars=32},
// PIPE-NEXT:   split-verify-llvm
// PIPE-NEXT: )

// Every function is lowered, each with its own allocation of the first part.
// CHECK-LABEL: llvm.func @f0(
// CHECK:         llvm.call @_mlir_memref_to_llvm_aligned_alloc
// CHECK-LABEL: llvm.func @f1(
// CHECK:         llvm.call @_mlir_memref_to_llvm_aligned_alloc
func.func @f0(%x: tensor<?x64xf32>) -> (tensor<?x64xf32>, tensor<?x64xf32>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x64xf32> -> tensor<?x64xf32>, tensor<?x64xf32>
  return %a#0, %a#1 : tensor<?x64xf32>, tensor<?x64xf32>
}
func.func @f1(%x: tensor<?x32xf32>) -> (tensor<?x32xf32>, tensor<?x32xf32>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x32xf32> -> tensor<?x32xf32>, tensor<?x32xf32>
  return %a#0, %a#1 : tensor<?x32xf32>, tensor<?x32xf32>
}
