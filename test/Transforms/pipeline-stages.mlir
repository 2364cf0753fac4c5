// split-to-llvm is the composition of three stages that a user's own
// pipeline puts where upstream's stages go (README, "Your own pipeline"):
// split-prepare-bufferization before one-shot-bufferize,
// split-finish-bufferization after it, split-buffers-to-llvm at the end.
// With one-shot-bufferize's options as split-to-llvm sets them, the
// composition is split-to-llvm, pass for pass and option for option.
// RUN: split-opt %s --split-to-llvm --dump-pass-pipeline -o /dev/null 2>&1 \
// RUN:   | sed 1d > %t.whole
// RUN: split-opt %s --split-prepare-bufferization \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" \
// RUN:   --split-finish-bufferization --split-buffers-to-llvm \
// RUN:   --dump-pass-pipeline -o /dev/null 2>&1 | sed 1d > %t.stages
// RUN: diff %t.whole %t.stages
// RUN: FileCheck %s --check-prefix=WHOLE < %t.whole

// Each stage begins and ends where the composition's parts do (the last
// two on an empty module: this one is not bufferized).
// RUN: split-opt %s --split-prepare-bufferization --dump-pass-pipeline \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=PREPARE
// RUN: split-opt %s --split-prepare-bufferization="identity-layout-arguments=false buffer-alignment=16" \
// RUN:   --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: split-opt /dev/null --split-finish-bufferization --dump-pass-pipeline \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=FINISH
// RUN: split-opt /dev/null --split-buffers-to-llvm="parallel-copies" \
// RUN:   --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOLLVM

// The stages lower this program as split-to-llvm does, and stock
// mlir-runner runs it with the split runtime.
// RUN: split-opt %s --split-prepare-bufferization \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" \
// RUN:   --split-finish-bufferization --split-buffers-to-llvm -o %t.stages.mlir
// RUN: split-opt %s --split-to-llvm -o %t.whole.mlir
// RUN: diff %t.whole.mlir %t.stages.mlir
// (Not on a sanitizer build: stock mlir-runner does not load the sanitizer
// runtimes that its split runtime needs.)
// RUN: %if !sanitizer %{ %stock-mlir-runner %t.stages.mlir -e main -entry-point-result=void \
// RUN:   --shared-libs=%split_runtime,%llvm_lib_dir/libmlir_c_runner_utils.so \
// RUN:   | FileCheck %s --check-prefix=EXEC %}

// WHOLE:      builtin.module(
// WHOLE-NEXT:   split-string-constants-to-memref,
// WHOLE:        split-copy-returned-slices{buffer-alignment=64 identity-layout-arguments=true}
// WHOLE-NEXT:   ),
// WHOLE-NEXT:   one-shot-bufferize{allow-return-allocs-from-loops=true
// WHOLE-SAME:     bufferize-function-boundaries=true
// WHOLE-SAME:     function-boundary-type-conversion=identity-layout-map
// WHOLE-NEXT:   split-number-constant-globals,
// WHOLE-NEXT:   func.func(
// WHOLE-NEXT:     split-nest-where-dialects{ ops={memref.realloc}
// WHOLE:        convert-bufferization-to-memref,
// WHOLE-NEXT:   func.func(
// WHOLE-NEXT:     split-slice-copy-loops{min-copies=16},
// WHOLE:        split-verify-llvm
// WHOLE-NEXT: )

// PREPARE:      builtin.module(
// PREPARE-NEXT:   split-string-constants-to-memref,
// PREPARE:        convert-split-to-tensor{bufferize-splits-from=64},
// PREPARE:          split-copy-returned-slices{buffer-alignment=64 identity-layout-arguments=true}
// PREPARE-NEXT:   )
// PREPARE-NEXT: )

// OPTIONS: split-copy-returned-slices{buffer-alignment=16 identity-layout-arguments=false}

// FINISH:      builtin.module(
// FINISH-NEXT:   split-number-constant-globals,
// FINISH-NEXT:   func.func(
// FINISH-NEXT:     split-nest-where-dialects{ ops={memref.realloc}
// FINISH:        ownership-based-buffer-deallocation
// FINISH:        convert-bufferization-to-memref
// FINISH-NEXT: )

// TOLLVM:      builtin.module(
// TOLLVM-NEXT:   func.func(
// TOLLVM-NEXT:     split-slice-copy-loops{min-copies=16},
// TOLLVM:          split-expand-strided-copies{parallel=true}
// TOLLVM:        convert-scf-to-openmp
// TOLLVM:        split-verify-llvm
// TOLLVM-NEXT: )

// EXEC: ( 1, 2, 3, 4 )
// EXEC-NEXT: ( 5, 6 )
func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %d = tensor.cast %x : tensor<6xf32> to tensor<?xf32>
  %sizes = arith.constant dense<[4, 2]> : tensor<2xi64>
  %a:2 = split.split_v13 %d, %sizes axis = 0 : tensor<?xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v0 = vector.transfer_read %a#0[%c0], %p : tensor<?xf32>, vector<4xf32>
  %v1 = vector.transfer_read %a#1[%c0], %p : tensor<?xf32>, vector<2xf32>
  vector.print %v0 : vector<4xf32>
  vector.print %v1 : vector<2xf32>
  return
}
