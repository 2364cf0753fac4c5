// RUN: split-opt %s --split-prepare-jit | FileCheck %s
// RUN: split-opt %s --split-prepare-jit --canonicalize | FileCheck %s --check-prefix=CANON

// split-prepare-jit turns a call through an arith.select of callees (also a
// select of selects) into an scf.if of one call per callee, which
// canonicalisation makes direct calls: one-shot-bufferize has no model for
// func.call_indirect.

func.func private @a(tensor<?xf32>) -> tensor<?xf32>
func.func private @b(tensor<?xf32>) -> tensor<?xf32>
func.func private @c(tensor<?xf32>) -> tensor<?xf32>

// CHECK-LABEL: func.func @choose(
// CHECK-SAME: %[[P:.*]]: i1, %[[Q:.*]]: i1, %[[X:.*]]: tensor<?xf32>)
// CHECK-DAG: %[[A:.*]] = constant @a
// CHECK-DAG: %[[B:.*]] = constant @b
// CHECK-DAG: %[[C:.*]] = constant @c
// CHECK-NOT: arith.select
// CHECK: %[[R:.*]] = scf.if %[[P]] -> (tensor<?xf32>) {
// CHECK-NEXT: %[[RA:.*]] = func.call_indirect %[[A]](%[[X]])
// CHECK-NEXT: scf.yield %[[RA]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[RBC:.*]] = scf.if %[[Q]] -> (tensor<?xf32>) {
// CHECK-NEXT: %[[RB:.*]] = func.call_indirect %[[B]](%[[X]])
// CHECK-NEXT: scf.yield %[[RB]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[RC:.*]] = func.call_indirect %[[C]](%[[X]])
// CHECK-NEXT: scf.yield %[[RC]]
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[RBC]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]

// CANON-LABEL: func.func @choose(
// CANON-NOT: call_indirect
// CANON: call @a(
// CANON: call @b(
// CANON: call @c(
// CANON-NOT: call_indirect
// CANON-LABEL: func.func @given(
func.func @choose(%p: i1, %q: i1, %x: tensor<?xf32>) -> tensor<?xf32> {
  %a = func.constant @a : (tensor<?xf32>) -> tensor<?xf32>
  %b = func.constant @b : (tensor<?xf32>) -> tensor<?xf32>
  %c = func.constant @c : (tensor<?xf32>) -> tensor<?xf32>
  %bc = arith.select %q, %b, %c : (tensor<?xf32>) -> tensor<?xf32>
  %f = arith.select %p, %a, %bc : (tensor<?xf32>) -> tensor<?xf32>
  %r = func.call_indirect %f(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// A callee that is not chosen by a select stays an indirect call.
// CHECK-LABEL: func.func @given(
// CHECK-NEXT: %[[R:.*]] = call_indirect %arg0(%arg1)
// CHECK-NEXT: return %[[R]]
func.func @given(%f: (tensor<?xf32>) -> tensor<?xf32>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %r = func.call_indirect %f(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
