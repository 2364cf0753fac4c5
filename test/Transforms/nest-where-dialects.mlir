// split-nest-where-dialects runs its pipelines on the functions (or the
// module) that hold an op of one of its dialects, and only on them. convert-vector-to-llvm folds
// every op of a function it runs on (its greedy vector-to-vector step), so
// the arith.addi of two constants shows whether it ran.
// RUN: split-opt %s --pass-pipeline='builtin.module(func.func(split-nest-where-dialects{dialects=vector pipelines=func.func(convert-vector-to-llvm)}))' | FileCheck %s
// Two pipelines run one after the other, and a dialect list selects by any
// of its dialects.
// RUN: split-opt %s --pass-pipeline='builtin.module(func.func(split-nest-where-dialects{dialects=tensor,vector pipelines=func.func(canonicalize),func.func(convert-vector-to-llvm)}))' | FileCheck %s --check-prefix=TWO
// An op name selects the functions that hold that op, and only them (as
// split-to-llvm runs expand-realloc where there is a memref.realloc).
// RUN: split-opt %s --pass-pipeline='builtin.module(func.func(split-nest-where-dialects{ops=tensor.empty pipelines=func.func(canonicalize)}))' | FileCheck %s --check-prefix=OPS
// On a module (as split-to-llvm runs convert-vector-to-llvm, which declares
// functions in the module): a module that holds a vector op goes through
// the pipeline whole, both functions; one without the dialect's ops is left
// alone.
// RUN: split-opt %s --pass-pipeline='builtin.module(split-nest-where-dialects{dialects=vector pipelines=builtin.module(convert-vector-to-llvm)})' | FileCheck %s --check-prefix=MODULE
// RUN: split-opt %s --pass-pipeline='builtin.module(split-nest-where-dialects{dialects=linalg pipelines=builtin.module(convert-vector-to-llvm)})' | FileCheck %s --check-prefix=NONE

// MODULE-LABEL: func.func @with_vector
// MODULE:         llvm.extractelement
// MODULE-LABEL: func.func @without_vector
// MODULE-NOT:     arith.addi
// MODULE:         return
// NONE-LABEL:   func.func @with_vector
// NONE:           arith.addi
// NONE:           vector.extract
// NONE-LABEL:   func.func @without_vector
// NONE:           arith.addi

// CHECK-LABEL: func.func @with_vector
// CHECK-SAME:    (%[[V:.*]]: vector<4xf32>)
// CHECK-NOT:     arith.addi
// CHECK:         %[[S:.*]] = arith.constant 5 : index
// CHECK:         %[[I:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK:         %[[E:.*]] = llvm.extractelement %[[V]][%[[I]] : i64] : vector<4xf32>
// CHECK:         return %[[S]], %[[E]] : index, f32
// OPS-LABEL:   func.func @with_vector
// OPS:           arith.addi
// OPS:           vector.extract
// TWO-LABEL:   func.func @with_vector
// TWO-NOT:       arith.addi
// TWO:           llvm.extractelement
func.func @with_vector(%v: vector<4xf32>) -> (index, f32) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = arith.addi %c2, %c3 : index
  %e = vector.extract %v[1] : f32 from vector<4xf32>
  return %s, %e : index, f32
}

// CHECK-LABEL: func.func @without_vector
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         %[[C3:.*]] = arith.constant 3 : index
// CHECK:         %[[S:.*]] = arith.addi %[[C2]], %[[C3]] : index
// CHECK:         return %[[S]] : index
// TWO-LABEL:   func.func @without_vector
// TWO:           arith.addi
// OPS-LABEL:   func.func @without_vector
// OPS:           arith.addi
func.func @without_vector() -> index {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = arith.addi %c2, %c3 : index
  return %s : index
}

// The tensor dialect selects this one for the second RUN line, whose
// canonicalisation folds the addition.
// CHECK-LABEL: func.func @with_tensor
// CHECK:         arith.addi
// OPS-LABEL:   func.func @with_tensor
// OPS-NOT:       arith.addi
// OPS:           tensor.empty() : tensor<5xf32>
// TWO-LABEL:   func.func @with_tensor
// TWO-NOT:       arith.addi
// TWO:           %[[T:.*]] = tensor.empty() : tensor<5xf32>
// TWO:           tensor.cast %[[T]] : tensor<5xf32> to tensor<?xf32>
func.func @with_tensor() -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = arith.addi %c2, %c3 : index
  %t = tensor.empty(%s) : tensor<?xf32>
  return %t : tensor<?xf32>
}
