// RUN: split-opt %s | FileCheck %s
// RUN: split-opt %s --mlir-print-op-generic | split-opt | FileCheck %s
// RUN: split-opt %s --inline='default-pipeline=' | FileCheck %s --check-prefix=INLINE

// The sequence ops other than SplitToSequence (ONNX opset 11): custom and
// generic forms, static and dynamic shapes, the element type families
// (float, integer, bool, complex, bf16, strings).

// CHECK-LABEL: func.func @construct
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<4x3xf32>, %[[C:.*]]: tensor<?x?xf32>)
func.func @construct(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>, %c: tensor<?x?xf32>) {
  // CHECK-NEXT: split.sequence_construct %[[A]], %[[B]] : tensor<2x3xf32>, tensor<4x3xf32> -> !split.seq<tensor<?x3xf32>>{{$}}
  %0 = split.sequence_construct %a, %b : tensor<2x3xf32>, tensor<4x3xf32> -> !split.seq<tensor<?x3xf32>>
  // CHECK-NEXT: split.sequence_construct %[[A]] : tensor<2x3xf32> -> !split.seq<tensor<2x3xf32>>{{$}}
  %1 = "split.sequence_construct"(%a) : (tensor<2x3xf32>) -> !split.seq<tensor<2x3xf32>>
  // CHECK-NEXT: split.sequence_construct %[[C]], %[[A]] : tensor<?x?xf32>, tensor<2x3xf32> -> !split.seq<tensor<?x?xf32>>{{$}}
  %2 = split.sequence_construct %c, %a : tensor<?x?xf32>, tensor<2x3xf32> -> !split.seq<tensor<?x?xf32>>
  return
}

// CHECK-LABEL: func.func @element_types
func.func @element_types(%i: tensor<2xi1>, %b: tensor<2xbf16>, %c: tensor<2xcomplex<f64>>, %s: tensor<2x!split.string>, %u: tensor<2xui16>) {
  // CHECK-NEXT: split.sequence_construct %{{.*}} : tensor<2xi1> -> !split.seq<tensor<2xi1>>{{$}}
  %0 = split.sequence_construct %i : tensor<2xi1> -> !split.seq<tensor<2xi1>>
  // CHECK-NEXT: split.sequence_construct %{{.*}} : tensor<2xbf16> -> !split.seq<tensor<?xbf16>>{{$}}
  %1 = split.sequence_construct %b : tensor<2xbf16> -> !split.seq<tensor<?xbf16>>
  // CHECK-NEXT: split.sequence_construct %{{.*}} : tensor<2xcomplex<f64>> -> !split.seq<tensor<2xcomplex<f64>>>{{$}}
  %2 = split.sequence_construct %c : tensor<2xcomplex<f64>> -> !split.seq<tensor<2xcomplex<f64>>>
  // CHECK-NEXT: %[[S:.*]] = split.sequence_construct %{{.*}} : tensor<2x!split.string> -> !split.seq<tensor<?x!split.string>>{{$}}
  %3 = split.sequence_construct %s : tensor<2x!split.string> -> !split.seq<tensor<?x!split.string>>
  // CHECK-NEXT: split.sequence_insert %[[S]], %{{.*}} : !split.seq<tensor<?x!split.string>>, tensor<2x!split.string>
  %4 = split.sequence_insert %3, %s : !split.seq<tensor<?x!split.string>>, tensor<2x!split.string>
  // CHECK-NEXT: split.sequence_empty : !split.seq<tensor<?xui16>>{{$}}
  %5 = split.sequence_empty : !split.seq<tensor<?xui16>>
  // CHECK-NEXT: split.concat_from_sequence %[[S]] axis = 0 : !split.seq<tensor<?x!split.string>> -> tensor<?x!split.string>{{$}}
  %6 = split.concat_from_sequence %3 axis = 0 : !split.seq<tensor<?x!split.string>> -> tensor<?x!split.string>
  return
}

// CHECK-LABEL: func.func @empty
func.func @empty() -> !split.seq<tensor<f32>> {
  // CHECK-NEXT: %[[E:.*]] = split.sequence_empty : !split.seq<tensor<f32>>{{$}}
  %e = "split.sequence_empty"() : () -> !split.seq<tensor<f32>>
  // CHECK-NEXT: return %[[E]]
  return %e : !split.seq<tensor<f32>>
}

// CHECK-LABEL: func.func @insert_erase
// CHECK-SAME: (%[[S:.*]]: !split.seq<tensor<2x3xf32>>, %[[X:.*]]: tensor<4x3xf32>, %[[P:.*]]: tensor<i64>, %[[Q:.*]]: tensor<i32>)
func.func @insert_erase(%s: !split.seq<tensor<2x3xf32>>, %x: tensor<4x3xf32>, %p: tensor<i64>, %q: tensor<i32>) {
  // At the back, with a result type more dynamic than the input's.
  // CHECK-NEXT: %[[T:.*]] = split.sequence_insert %[[S]], %[[X]] : !split.seq<tensor<2x3xf32>>, tensor<4x3xf32> -> !split.seq<tensor<?x3xf32>>{{$}}
  %t = split.sequence_insert %s, %x : !split.seq<tensor<2x3xf32>>, tensor<4x3xf32> -> !split.seq<tensor<?x3xf32>>
  // CHECK-NEXT: split.sequence_insert %[[T]], %[[X]][%[[P]]] : !split.seq<tensor<?x3xf32>>, tensor<4x3xf32>, tensor<i64>
  %u = "split.sequence_insert"(%t, %x, %p) : (!split.seq<tensor<?x3xf32>>, tensor<4x3xf32>, tensor<i64>) -> !split.seq<tensor<?x3xf32>>
  // CHECK-NEXT: split.sequence_erase %[[T]] : !split.seq<tensor<?x3xf32>>{{$}}
  %v = split.sequence_erase %t : !split.seq<tensor<?x3xf32>>
  // CHECK-NEXT: split.sequence_erase %[[T]][%[[Q]]] : !split.seq<tensor<?x3xf32>>, tensor<i32>{{$}}
  %w = "split.sequence_erase"(%t, %q) : (!split.seq<tensor<?x3xf32>>, tensor<i32>) -> !split.seq<tensor<?x3xf32>>
  return
}

// CHECK-LABEL: func.func @concat
// CHECK-SAME: (%[[S:.*]]: !split.seq<tensor<2x?xf32>>)
func.func @concat(%s: !split.seq<tensor<2x?xf32>>) {
  // CHECK-NEXT: split.concat_from_sequence %[[S]] axis = 1 : !split.seq<tensor<2x?xf32>> -> tensor<2x?xf32>{{$}}
  %0 = split.concat_from_sequence %s axis = 1 : !split.seq<tensor<2x?xf32>> -> tensor<2x?xf32>
  // CHECK-NEXT: split.concat_from_sequence %[[S]] axis = -1 new_axis = 1 : !split.seq<tensor<2x?xf32>> -> tensor<2x?x?xf32>{{$}}
  %1 = "split.concat_from_sequence"(%s) {axis = -1 : i64, new_axis = 1 : i64} : (!split.seq<tensor<2x?xf32>>) -> tensor<2x?x?xf32>
  // The new axis first; a result dimension more static than the element's
  // is a run-time check.
  // CHECK-NEXT: split.concat_from_sequence %[[S]] axis = 0 new_axis = 1 : !split.seq<tensor<2x?xf32>> -> tensor<3x2x5xf32>{{$}}
  %2 = split.concat_from_sequence %s axis = 0 new_axis = 1 : !split.seq<tensor<2x?xf32>> -> tensor<3x2x5xf32>
  // Any non-zero new_axis stacks, as ONNX Runtime reads it.
  // CHECK-NEXT: split.concat_from_sequence %[[S]] axis = 2 new_axis = 2 : !split.seq<tensor<2x?xf32>> -> tensor<2x?x?xf32>{{$}}
  %3 = split.concat_from_sequence %s axis = 2 new_axis = 2 : !split.seq<tensor<2x?xf32>> -> tensor<2x?x?xf32>
  return
}

// The ops inline (the dialect's inliner interface takes every op).
// INLINE-LABEL: func.func @caller
// INLINE-NEXT: split.sequence_empty
// INLINE-NEXT: split.sequence_insert
// INLINE-NOT: call
func.func private @build(%x: tensor<2xf32>) -> !split.seq<tensor<2xf32>> {
  %e = split.sequence_empty : !split.seq<tensor<2xf32>>
  %s = split.sequence_insert %e, %x : !split.seq<tensor<2xf32>>, tensor<2xf32>
  return %s : !split.seq<tensor<2xf32>>
}
func.func @caller(%x: tensor<2xf32>) -> !split.seq<tensor<2xf32>> {
  %s = call @build(%x) : (tensor<2xf32>) -> !split.seq<tensor<2xf32>>
  return %s : !split.seq<tensor<2xf32>>
}
