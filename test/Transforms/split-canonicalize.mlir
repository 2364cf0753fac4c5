// split-canonicalize gives the greedy rewrite only the canonicalization
// patterns that can match an op of the dialects in the function, and
// rewrites as upstream's canonicalize does: both RUN lines share the checks.
// RUN: split-opt %s --canonicalize | FileCheck %s
// RUN: split-opt %s --pass-pipeline='builtin.module(func.func(split-canonicalize))' | FileCheck %s
// Without region simplification (as split-to-llvm folds the LLVM dialect),
// a dead block argument stays.
// RUN: split-opt %s --pass-pipeline='builtin.module(func.func(split-canonicalize{region-simplify=false}))' | FileCheck %s --check-prefix=KEEP

func.func private @effect()

// Only func and scf ops at first. scf.if's patterns make two arith.select
// ops, a dialect the function did not hold: the rewrite runs again with
// arith's patterns, and RedundantSelectTrue (a pattern, not a folder) merges
// the selects. (The call keeps scf's CombineIfs from merging the ifs.)
// CHECK-LABEL: func.func @new_dialect
// CHECK-SAME:    (%[[P:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i32)
// CHECK-NEXT:    call @effect() : () -> ()
// CHECK-NEXT:    %[[S:.*]] = arith.select %[[P]], %[[A]], %[[C]] : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @new_dialect(%p: i1, %a: i32, %b: i32, %c: i32) -> i32 {
  %0 = scf.if %p -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  func.call @effect() : () -> ()
  %1 = scf.if %p -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %c : i32
  }
  return %1 : i32
}

// linalg's canonicalization patterns root on an interface (LinalgOp), not
// an op: EraseDeadLinalgOp erases a copy of no elements.
// CHECK-LABEL: func.func @interface_pattern
// CHECK-NEXT:    return
func.func @interface_pattern(%a: memref<0xf32>, %b: memref<0xf32>) {
  linalg.copy ins(%a : memref<0xf32>) outs(%b : memref<0xf32>)
  return
}

// Functions of other dialects in the same module get their own patterns.
// CHECK-LABEL: func.func @tensor_dim
// CHECK-SAME:    (%[[N:.*]]: index)
// CHECK-NEXT:    return %[[N]] : index
func.func @tensor_dim(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %d = tensor.dim %e, %c0 : tensor<?xf32>
  return %d : index
}

// A block argument that only goes around a loop: region simplification
// (dead-value elimination) drops it.
// CHECK-LABEL: func.func @dead_argument
// CHECK-NEXT:    cf.br ^bb1{{$}}
// CHECK-NEXT:  ^bb1:
// KEEP-LABEL:  func.func @dead_argument
// KEEP-NEXT:     cf.br ^bb1(%{{.*}} : i32)
// KEEP-NEXT:   ^bb1(%{{.*}}: i32):
func.func @dead_argument(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb2:
  return %a : i32
}
