// RUN: split-opt %s --canonicalize --split-input-file | FileCheck %s

// Sequences disappear where their structure is known: inserts and erases at
// constant positions into a constructed sequence are a construct (or the
// empty sequence), an element read from one is that tensor, its length is a
// constant, a concatenation of constructed tensors is tensor.concat, and a
// concatenation of a valid SplitToSequence along its axis is its input. A
// constant position out of range, and a fold that would need a run-time
// check, are left alone.

// CHECK-LABEL: func.func @at_of_construct
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<4x3xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[B]] : tensor<4x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %[[A]], %[[C]] : tensor<2x3xf32>, tensor<?x3xf32>
func.func @at_of_construct(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<?x3xf32>) {
  %s = split.sequence_construct %a, %b : tensor<2x3xf32>, tensor<4x3xf32> -> !split.seq<tensor<?x3xf32>>
  %p0 = arith.constant dense<-2> : tensor<i64>
  %p1 = arith.constant dense<1> : tensor<i32>
  %e0 = split.sequence_at %s[%p0] : !split.seq<tensor<?x3xf32>>, tensor<i64> -> tensor<2x3xf32>
  %e1 = split.sequence_at %s[%p1] : !split.seq<tensor<?x3xf32>>, tensor<i32> -> tensor<?x3xf32>
  return %e0, %e1 : tensor<2x3xf32>, tensor<?x3xf32>
}

// -----

// The element read is more dynamic than the type asked for: a cast that
// would need a run-time check, so the read stays.
// CHECK-LABEL: func.func @at_needs_check
// CHECK: split.sequence_at
func.func @at_needs_check(%a: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %s = split.sequence_construct %a : tensor<?x3xf32> -> !split.seq<tensor<?x3xf32>>
  %p = arith.constant dense<0> : tensor<i64>
  %e = split.sequence_at %s[%p] : !split.seq<tensor<?x3xf32>>, tensor<i64> -> tensor<2x3xf32>
  return %e : tensor<2x3xf32>
}

// -----

// Out of range: left for the run-time error.
// CHECK-LABEL: func.func @at_out_of_range
// CHECK: %[[S:.*]] = split.sequence_construct
// CHECK: split.sequence_at %[[S]]
func.func @at_out_of_range(%a: tensor<2xf32>) -> tensor<2xf32> {
  %s = split.sequence_construct %a : tensor<2xf32> -> !split.seq<tensor<2xf32>>
  %p = arith.constant dense<1> : tensor<i64>
  %e = split.sequence_at %s[%p] : !split.seq<tensor<2xf32>>, tensor<i64> -> tensor<2xf32>
  return %e : tensor<2xf32>
}

// -----

// SequenceEmpty, then inserts at the back, at the front (0) and before the
// last element (-1); then the length and each element (ONNX's
// test_sequence_model1 and 3).
// CHECK-LABEL: func.func @inserts
// CHECK-SAME: (%[[X:.*]]: tensor<2xi64>, %[[Y:.*]]: tensor<2xi64>, %[[Z:.*]]: tensor<2xi64>)
// CHECK-DAG: %[[N:.*]] = arith.constant dense<3> : tensor<i64>
// CHECK-NOT: split.
// CHECK: return %[[N]], %[[Y]], %[[Z]], %[[X]] : tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>
func.func @inserts(%x: tensor<2xi64>, %y: tensor<2xi64>, %z: tensor<2xi64>) -> (tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) {
  %e = split.sequence_empty : !split.seq<tensor<2xi64>>
  %s1 = split.sequence_insert %e, %x : !split.seq<tensor<2xi64>>, tensor<2xi64>
  %front = arith.constant dense<0> : tensor<i32>
  %s2 = split.sequence_insert %s1, %y[%front] : !split.seq<tensor<2xi64>>, tensor<2xi64>, tensor<i32>
  %m1 = arith.constant dense<-1> : tensor<i64>
  %s3 = split.sequence_insert %s2, %z[%m1] : !split.seq<tensor<2xi64>>, tensor<2xi64>, tensor<i64>
  %n = split.sequence_length %s3 : !split.seq<tensor<2xi64>>
  %p0 = arith.constant dense<0> : tensor<i64>
  %p1 = arith.constant dense<1> : tensor<i64>
  %p2 = arith.constant dense<2> : tensor<i64>
  %a = split.sequence_at %s3[%p0] : !split.seq<tensor<2xi64>>, tensor<i64> -> tensor<2xi64>
  %b = split.sequence_at %s3[%p1] : !split.seq<tensor<2xi64>>, tensor<i64> -> tensor<2xi64>
  %c = split.sequence_at %s3[%p2] : !split.seq<tensor<2xi64>>, tensor<i64> -> tensor<2xi64>
  return %n, %a, %b, %c : tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>
}

// -----

// Inserting at the length k is at the back; k + 1 and -k - 1 are out of
// range and stay.
// CHECK-LABEL: func.func @insert_range
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>)
// CHECK: %[[S:.*]] = split.sequence_construct %[[X]], %[[X]] : tensor<2xf32>, tensor<2xf32> -> !split.seq<tensor<2xf32>>
// CHECK: split.sequence_insert %{{.*}}, %[[X]][%{{.*}}]
// CHECK: split.sequence_insert %{{.*}}, %[[X]][%{{.*}}]
func.func @insert_range(%x: tensor<2xf32>) -> (!split.seq<tensor<2xf32>>, !split.seq<tensor<2xf32>>, !split.seq<tensor<2xf32>>) {
  %s = split.sequence_construct %x : tensor<2xf32> -> !split.seq<tensor<2xf32>>
  %k = arith.constant dense<1> : tensor<i64>
  %kp1 = arith.constant dense<2> : tensor<i64>
  %mkm1 = arith.constant dense<-2> : tensor<i64>
  %a = split.sequence_insert %s, %x[%k] : !split.seq<tensor<2xf32>>, tensor<2xf32>, tensor<i64>
  %b = split.sequence_insert %s, %x[%kp1] : !split.seq<tensor<2xf32>>, tensor<2xf32>, tensor<i64>
  %c = split.sequence_insert %s, %x[%mkm1] : !split.seq<tensor<2xf32>>, tensor<2xf32>, tensor<i64>
  return %a, %b, %c : !split.seq<tensor<2xf32>>, !split.seq<tensor<2xf32>>, !split.seq<tensor<2xf32>>
}

// -----

// Erases: the last (no position), the first (-3 of 3), until nothing is
// left: the empty sequence; erasing from it stays (a run-time error).
// CHECK-LABEL: func.func @erases
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>, %[[Y:.*]]: tensor<?xf32>, %[[Z:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[E:.*]] = split.sequence_empty : !split.seq<tensor<?xf32>>
// CHECK-NEXT: %[[F:.*]] = split.sequence_erase %[[E]] : !split.seq<tensor<?xf32>>
// CHECK-NEXT: return %[[Y]], %[[F]]
func.func @erases(%x: tensor<?xf32>, %y: tensor<?xf32>, %z: tensor<?xf32>) -> (tensor<?xf32>, !split.seq<tensor<?xf32>>) {
  %s = split.sequence_construct %x, %y, %z : tensor<?xf32>, tensor<?xf32>, tensor<?xf32> -> !split.seq<tensor<?xf32>>
  %t = split.sequence_erase %s : !split.seq<tensor<?xf32>>
  %first = arith.constant dense<-2> : tensor<i64>
  %u = split.sequence_erase %t[%first] : !split.seq<tensor<?xf32>>, tensor<i64>
  %p = arith.constant dense<0> : tensor<i64>
  %y2 = split.sequence_at %u[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  %v = split.sequence_erase %u[%p] : !split.seq<tensor<?xf32>>, tensor<i64>
  %w = split.sequence_erase %v : !split.seq<tensor<?xf32>>
  return %y2, %w : tensor<?xf32>, !split.seq<tensor<?xf32>>
}

// -----

// CHECK-LABEL: func.func @length_of_empty
// CHECK-NEXT: %[[N:.*]] = arith.constant dense<0> : tensor<i64>
// CHECK-NEXT: return %[[N]]
func.func @length_of_empty() -> tensor<i64> {
  %e = split.sequence_empty : !split.seq<tensor<?x!split.string>>
  %n = split.sequence_length %e : !split.seq<tensor<?x!split.string>>
  return %n : tensor<i64>
}

// -----

// Concatenation of constructed tensors along the axis, whose other
// dimensions the types prove equal (ONNX's test_sequence_model4).
// CHECK-LABEL: func.func @concat_of_construct
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>, %[[Y:.*]]: tensor<2x?x4xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.concat dim(1) %[[X]], %[[Y]], %[[X]] : (tensor<2x3x4xf32>, tensor<2x?x4xf32>, tensor<2x3x4xf32>) -> tensor<2x?x4xf32>
// CHECK-NEXT: return %[[C]] : tensor<2x?x4xf32>
func.func @concat_of_construct(%x: tensor<2x3x4xf32>, %y: tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
  %s = split.sequence_construct %x, %y, %x : tensor<2x3x4xf32>, tensor<2x?x4xf32>, tensor<2x3x4xf32> -> !split.seq<tensor<2x?x4xf32>>
  %c = split.concat_from_sequence %s axis = 1 : !split.seq<tensor<2x?x4xf32>> -> tensor<2x?x4xf32>
  return %c : tensor<2x?x4xf32>
}

// -----

// Stacking along a new last axis (ONNX's test_sequence_model5): each tensor
// gains a unit dimension, then tensor.concat.
// CHECK-LABEL: func.func @stack_of_construct
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[EX:.*]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2]] output_shape [2, 3, 1] : tensor<2x3xf32> into tensor<2x3x1xf32>
// CHECK-NEXT: %[[EY:.*]] = tensor.expand_shape %[[Y]] {{\[}}[0], [1, 2]] output_shape [2, 3, 1] : tensor<2x3xf32> into tensor<2x3x1xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.concat dim(2) %[[EX]], %[[EY]] : (tensor<2x3x1xf32>, tensor<2x3x1xf32>) -> tensor<2x3x2xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[C]] : tensor<2x3x2xf32> to tensor<2x3x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @stack_of_construct(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3x?xf32> {
  %s = split.sequence_construct %x, %y : tensor<2x3xf32>, tensor<2x3xf32> -> !split.seq<tensor<2x3xf32>>
  %c = split.concat_from_sequence %s axis = -1 new_axis = 1 : !split.seq<tensor<2x3xf32>> -> tensor<2x3x?xf32>
  return %c : tensor<2x3x?xf32>
}

// -----

// Stacking at the front, and of 0-D tensors.
// CHECK-LABEL: func.func @stack_front
// CHECK-SAME: (%[[X:.*]]: tensor<3xf32>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT: %[[EX:.*]] = tensor.expand_shape %[[X]] {{\[}}[0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32>
// CHECK-NEXT: %[[ES0:.*]] = tensor.expand_shape %[[S]] [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK-NEXT: %[[ES1:.*]] = tensor.expand_shape %[[S]] [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK-NEXT: %[[CS:.*]] = tensor.concat dim(0) %[[ES0]], %[[ES1]] : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %[[EX]], %[[CS]] : tensor<1x3xf32>, tensor<2xf32>
func.func @stack_front(%x: tensor<3xf32>, %s: tensor<f32>) -> (tensor<1x3xf32>, tensor<2xf32>) {
  %q = split.sequence_construct %x : tensor<3xf32> -> !split.seq<tensor<3xf32>>
  %c = split.concat_from_sequence %q axis = 0 new_axis = 1 : !split.seq<tensor<3xf32>> -> tensor<1x3xf32>
  %r = split.sequence_construct %s, %s : tensor<f32>, tensor<f32> -> !split.seq<tensor<f32>>
  %d = split.concat_from_sequence %r axis = 0 new_axis = 1 : !split.seq<tensor<f32>> -> tensor<2xf32>
  return %c, %d : tensor<1x3xf32>, tensor<2xf32>
}

// -----

// A dimension other than the axis that the types do not prove equal needs a
// run-time check: no tensor.concat (it checks nothing at run time).
// CHECK-LABEL: func.func @concat_needs_check
// CHECK: split.concat_from_sequence
func.func @concat_needs_check(%x: tensor<2x3xf32>, %y: tensor<?x3xf32>) -> tensor<?x?xf32> {
  %s = split.sequence_construct %x, %y : tensor<2x3xf32>, tensor<?x3xf32> -> !split.seq<tensor<?x?xf32>>
  %c = split.concat_from_sequence %s axis = 1 : !split.seq<tensor<?x?xf32>> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// -----

// torch.cat(torch.split(x, [2, 4])): the input itself, no copy.
// CHECK-LABEL: func.func @concat_of_split
// CHECK-SAME: (%[[X:.*]]: tensor<6x3xf32>)
// CHECK-NEXT: return %[[X]] : tensor<6x3xf32>
func.func @concat_of_split(%x: tensor<6x3xf32>) -> tensor<6x3xf32> {
  %s = arith.constant dense<[2, 4]> : tensor<2xi64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6x3xf32>, tensor<2xi64> -> !split.seq<tensor<?x3xf32>>
  %c = split.concat_from_sequence %q axis = -2 : !split.seq<tensor<?x3xf32>> -> tensor<6x3xf32>
  return %c : tensor<6x3xf32>
}

// -----

// torch.stack(torch.unbind(x, 1)): chunks of 1 without the axis, stacked
// along it again.
// CHECK-LABEL: func.func @stack_of_unbind
// CHECK-SAME: (%[[X:.*]]: tensor<2x5xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[X]] : tensor<2x5xf32> to tensor<2x?xf32>
// CHECK-NEXT: return %[[C]] : tensor<2x?xf32>
func.func @stack_of_unbind(%x: tensor<2x5xf32>) -> tensor<2x?xf32> {
  %one = arith.constant dense<1> : tensor<i64>
  %q = split.split_to_sequence_v24 %x, %one axis = 1 keepdims = 0 : tensor<2x5xf32>, tensor<i64> -> !split.seq<tensor<2xf32>>
  %c = split.concat_from_sequence %q axis = 1 new_axis = 1 : !split.seq<tensor<2xf32>> -> tensor<2x?xf32>
  return %c : tensor<2x?xf32>
}

// -----

// A split whose sizes may fail (a wrong sum), a split of an empty dimension
// (an empty sequence fails to concatenate), keepdims and new_axis that do not
// match, another axis: none folds.
// CHECK-LABEL: func.func @concat_of_split_kept
// CHECK-COUNT-5: split.concat_from_sequence
func.func @concat_of_split_kept(%x: tensor<6x3xf32>, %l: tensor<2xi64>, %z: tensor<0x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<1x?x3xf32>, tensor<?x1xf32>) {
  %bad = arith.constant dense<[2, 3]> : tensor<2xi64>
  %q0 = split.split_to_sequence_v11 %x, %bad : tensor<6x3xf32>, tensor<2xi64> -> !split.seq<tensor<?x3xf32>>
  %c0 = split.concat_from_sequence %q0 axis = 0 : !split.seq<tensor<?x3xf32>> -> tensor<?x3xf32>
  %q1 = split.split_to_sequence_v11 %x, %l : tensor<6x3xf32>, tensor<2xi64> -> !split.seq<tensor<?x3xf32>>
  %c1 = split.concat_from_sequence %q1 axis = 0 : !split.seq<tensor<?x3xf32>> -> tensor<?x3xf32>
  %q2 = split.split_to_sequence_v11 %z : tensor<0x3xf32> -> !split.seq<tensor<1x3xf32>>
  %c2 = split.concat_from_sequence %q2 axis = 0 : !split.seq<tensor<1x3xf32>> -> tensor<?x3xf32>
  %q3 = split.split_to_sequence_v11 %x : tensor<6x3xf32> -> !split.seq<tensor<1x3xf32>>
  %c3 = split.concat_from_sequence %q3 axis = 1 new_axis = 1 : !split.seq<tensor<1x3xf32>> -> tensor<1x?x3xf32>
  %q4 = split.split_to_sequence_v11 %x axis = 1 : tensor<6x3xf32> -> !split.seq<tensor<6x1xf32>>
  %c4 = split.concat_from_sequence %q4 axis = 0 : !split.seq<tensor<6x1xf32>> -> tensor<?x1xf32>
  return %c0, %c1, %c2, %c3, %c4 : tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<1x?x3xf32>, tensor<?x1xf32>
}

// -----

// A static result type: the sizes along the axis add up to it (a concat of
// the static result type), or contradict it (left: a run-time error).
// CHECK-LABEL: func.func @concat_static_result
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[S:.*]] = split.sequence_construct %[[X]], %[[Y]]
// CHECK-NEXT: %[[C:.*]] = tensor.concat dim(0) %[[X]], %[[Y]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: %[[D:.*]] = split.concat_from_sequence %[[S]] axis = 0 : !split.seq<tensor<?x3xf32>> -> tensor<5x3xf32>
// CHECK-NEXT: return %[[C]], %[[D]]
func.func @concat_static_result(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<4x3xf32>, tensor<5x3xf32>) {
  %s = split.sequence_construct %x, %y : tensor<2x3xf32>, tensor<2x3xf32> -> !split.seq<tensor<?x3xf32>>
  %c = split.concat_from_sequence %s axis = 0 : !split.seq<tensor<?x3xf32>> -> tensor<4x3xf32>
  %d = split.concat_from_sequence %s axis = 0 : !split.seq<tensor<?x3xf32>> -> tensor<5x3xf32>
  return %c, %d : tensor<4x3xf32>, tensor<5x3xf32>
}
