// RUN: split-opt %s --canonicalize | FileCheck %s --check-prefix=UPSTREAM
// RUN: split-opt %s --canonicalize='disable-patterns="(anonymous namespace)::ForOpTensorCastFolder"' | FileCheck %s --check-prefix=DISABLED
// RUN: split-opt %s --split-canonicalize='disable-patterns="(anonymous namespace)::ForOpTensorCastFolder"' | FileCheck %s --check-prefix=DISABLED
// RUN: split-opt %s --split-to-llvm | FileCheck %s --check-prefix=PIPELINE

// Upstream's scf.for canonicalisation ForOpTensorCastFolder is wrong for
// loops whose carried tensor changes shape: it moves the cast of the init
// into the loop and casts every yielded value back to the init's static
// type. Here (upstream ops only) a loop that keeps the second half of an
// 8-element tensor twice becomes a loop that slices 8 elements at offset 4
// out of an 8-element tensor. The first RUN line records that behaviour of
// MLIR 22: when it fails, upstream has fixed the pattern and the
// disable-patterns workaround in lib/Pipelines/SplitToLLVM.cpp can go. The
// second and third check that the debug name the pipeline uses disables it
// in this build of libMLIR (a wrong name is silently ignored), in upstream's
// canonicalize and in split-canonicalize, which the pipeline runs; the
// fourth that the pipeline keeps the loop's carried size dynamic.

// UPSTREAM-LABEL: func.func @halve
// UPSTREAM: scf.for {{.*}} iter_args({{.*}}) -> (tensor<8xf32>)
// UPSTREAM: tensor.extract_slice %{{.*}}[%c4] [8] [1] : tensor<8xf32> to tensor<8xf32>

// DISABLED-LABEL: func.func @halve
// DISABLED: %[[INIT:.*]] = tensor.cast %{{.*}} : tensor<8xf32> to tensor<?xf32>
// DISABLED: scf.for {{.*}} iter_args(%[[T:.*]] = %[[INIT]]) -> (tensor<?xf32>)
// DISABLED: tensor.extract_slice %[[T]][%{{.*}}] [%{{.*}}] [1] : tensor<?xf32> to tensor<?xf32>

// Each iteration halves the size it reads from the carried memref
// descriptor.
// PIPELINE-LABEL: llvm.func @halve
// PIPELINE: ^bb1(%{{.*}}: i64, %[[DESC:.*]]: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>):
// PIPELINE: llvm.cond_br
// PIPELINE: %[[SIZE:.*]] = llvm.extractvalue %[[DESC]][3, 0]
// PIPELINE-NEXT: llvm.udiv %[[SIZE]], %{{.*}} : i64
func.func @halve(%m: tensor<16xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %x = tensor.extract_slice %m[%c0] [%c8] [1] : tensor<16xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %x) -> (tensor<?xf32>) {
    %d = tensor.dim %t, %c0 : tensor<?xf32>
    %h = arith.divui %d, %c2 : index
    %s = tensor.extract_slice %t[%h] [%h] [1] : tensor<?xf32> to tensor<?xf32>
    scf.yield %s : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
