// RUN: split-opt %s --convert-split-to-tensor --split-input-file -verify-diagnostics | FileCheck %s

// convert-split-to-tensor resolves the sequences that construct, empty,
// insert and erase build at constant positions (as --canonicalize does);
// those it must build at run time are in sequence-run-time.mlir.

// CHECK-LABEL: func.func @resolved
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<2x3xf32>)
// CHECK-DAG: %[[N:.*]] = arith.constant dense<1> : tensor<i64>
// CHECK-DAG: %[[C:.*]] = tensor.concat dim(0) %[[Y]], %[[X]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK-DAG: %[[R:.*]] = tensor.cast %[[C]] : tensor<4x3xf32> to tensor<?x3xf32>
// CHECK: return %[[R]], %[[N]] : tensor<?x3xf32>, tensor<i64>
func.func @resolved(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<?x3xf32>, tensor<i64>) {
  %e = split.sequence_empty : !split.seq<tensor<2x3xf32>>
  %s = split.sequence_insert %e, %x : !split.seq<tensor<2x3xf32>>, tensor<2x3xf32>
  %p = arith.constant dense<0> : tensor<i64>
  %t = split.sequence_insert %s, %y[%p] : !split.seq<tensor<2x3xf32>>, tensor<2x3xf32>, tensor<i64>
  %c = split.concat_from_sequence %t axis = 0 : !split.seq<tensor<2x3xf32>> -> tensor<?x3xf32>
  %u = split.sequence_erase %t : !split.seq<tensor<2x3xf32>>
  %n = split.sequence_length %u : !split.seq<tensor<2x3xf32>>
  return %c, %n : tensor<?x3xf32>, tensor<i64>
}

// -----

// torch.cat(torch.split(x, sizes)) with run-time sizes: the input itself,
// after the split's checks (under the versioned op's name) and the check
// that the sequence is not empty.
// CHECK-LABEL: func.func @concat_of_split
// CHECK-SAME: (%[[X:.*]]: tensor<?x2xf32>, %[[S:.*]]: tensor<?xi64>)
// CHECK: split.check %{{.*}}, "split.split_to_sequence_v11: split sizes sum to {0} but dimension 0 of the input has size {1}"
// CHECK-NOT: tensor.extract_slice
// CHECK: split.check %{{.*}}, "split.concat_from_sequence: cannot concatenate an empty sequence"
// CHECK-NOT: tensor.extract_slice
// CHECK: return %[[X]] : tensor<?x2xf32>
func.func @concat_of_split(%x: tensor<?x2xf32>, %s: tensor<?xi64>) -> tensor<?x2xf32> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<?x2xf32>, tensor<?xi64> -> !split.seq<tensor<?x2xf32>>
  %c = split.concat_from_sequence %q axis = 0 : !split.seq<tensor<?x2xf32>> -> tensor<?x2xf32>
  return %c : tensor<?x2xf32>
}

// -----

// A hand-written normalised split, which checks its rules only when
// lowered: its checks come with the fold.
// CHECK-LABEL: func.func @concat_of_normalised
// CHECK-SAME: (%[[X:.*]]: tensor<?x2xf32>, %[[C:.*]]: index)
// CHECK: split.check %{{.*}}, "split.split_to_sequence: scalar split {0} must be >= 1"(%[[C]] : index)
// CHECK: split.check %{{.*}}, "split.concat_from_sequence: cannot concatenate an empty sequence"
// CHECK-NEXT: return %[[X]] : tensor<?x2xf32>
func.func @concat_of_normalised(%x: tensor<?x2xf32>, %c: index) -> tensor<?x2xf32> {
  %q = split.split_to_sequence %x axis = 0 chunk = %c : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
  %r = split.concat_from_sequence %q axis = 0 : !split.seq<tensor<?x2xf32>> -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}

// -----

// Another axis: no fold, but the run-time concatenation (a copy of each
// element's view into its place; sequence-run-time.mlir).
// CHECK-LABEL: func.func @concat_other_axis
// CHECK-SAME: (%[[X:.*]]: tensor<4x2xf32>)
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[X]]
// CHECK: scf.for
// CHECK: %[[E:.*]] = split.view %{{.*}}[%{{.*}}] sizes_and_strides(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : tensor<?xf32> to tensor<2x2xf32>
// CHECK-NEXT: tensor.insert_slice %[[E]] into %{{.*}}[0, %{{.*}}] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x?xf32>
func.func @concat_other_axis(%x: tensor<4x2xf32>) -> tensor<2x?xf32> {
  %q = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<4x2xf32> -> !split.seq<tensor<2x2xf32>>
  %r = split.concat_from_sequence %q axis = 1 : !split.seq<tensor<2x2xf32>> -> tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}
