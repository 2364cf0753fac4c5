// RUN: split-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: split-opt %s --canonicalize --split-input-file | FileCheck %s --check-prefix=ONNX
// Every pattern either rewrites or leaves the IR untouched: one more run of
// the driver changes nothing.
// RUN: split-opt %s --canonicalize="test-convergence=true" --split-input-file -o /dev/null

// Folders and canonicalization patterns of the split dialect. Every positive
// case has a negative counterpart where the same pattern must not fire
// because the sizes are only known at run time, or because constant operands
// break a rule (a run-time error would be lost).
//
// Canonicalisation stays at ONNX level: versioned ops stay versioned (only
// --split-normalize produces split.split / split.split_to_sequence, see
// normalize.mlir) and nothing emits a split.check. Part 1 of this file holds
// only versioned ops, so none of these appear in its output, which ends
// where part 2 (the normalised ops and split.check) begins:
// ONNX-NOT: split.split {{%}}
// ONNX-NOT: split.split_to_sequence {{%}}
// ONNX-NOT: split.check
// ONNX: func.func @single_result_normalised

//===----------------------------------------------------------------------===//
// Part 1: versioned ops
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Versioned Split with static sizes: the op stays as it is, or only gets
// static result types
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @v1_attr
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v1 %[[X]] split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<2x4xf32>, tensor<4x4xf32>
func.func @v1_attr(%x: tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<4x4xf32>) {
  %a, %b = split.split_v1 %x split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
  return %a, %b : tensor<2x4xf32>, tensor<4x4xf32>
}

// -----

// The float list operand of Split-1 holds sizes (2.0 -> 2): the results get
// their sizes, the operand stays.
// CHECK-LABEL: func.func @v1_constant_float_operand
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf64>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v1 %[[X]], %[[L]] axis = 1 : tensor<4x6xf64>, tensor<2xf64> -> tensor<4x2xf64>, tensor<4x4xf64>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<4x2xf64> to tensor<4x?xf64>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<4x4xf64> to tensor<4x?xf64>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<4x?xf64>, tensor<4x?xf64>
func.func @v1_constant_float_operand(%x: tensor<4x6xf64>) -> (tensor<4x?xf64>, tensor<4x?xf64>) {
  %s = arith.constant dense<[2.0, 4.0]> : tensor<2xf64>
  %a, %b = split.split_v1 %x, %s axis = 1 : tensor<4x6xf64>, tensor<2xf64> -> tensor<4x?xf64>, tensor<4x?xf64>
  return %a, %b : tensor<4x?xf64>, tensor<4x?xf64>
}

// -----

// CHECK-LABEL: func.func @v1_equal_parts
// CHECK-SAME: (%[[X:.*]]: tensor<6xf16>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split_v1 %[[X]] : tensor<6xf16> -> tensor<2xf16>, tensor<2xf16>, tensor<2xf16>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2 : tensor<2xf16>, tensor<2xf16>, tensor<2xf16>
func.func @v1_equal_parts(%x: tensor<6xf16>) -> (tensor<2xf16>, tensor<2xf16>, tensor<2xf16>) {
  %a, %b, %c = split.split_v1 %x : tensor<6xf16> -> tensor<2xf16>, tensor<2xf16>, tensor<2xf16>
  return %a, %b, %c : tensor<2xf16>, tensor<2xf16>, tensor<2xf16>
}

// -----

// Split-2 with a negative axis (docs/Semantics.md §1.2): the axis stays as
// written; the sizes go to dimension 1.
// CHECK-LABEL: func.func @v2_negative_axis
// CHECK-SAME: (%[[X:.*]]: tensor<2x6xi8>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v2 %[[X]] axis = -1 split = [1, 5] : tensor<2x6xi8> -> tensor<2x1xi8>, tensor<2x5xi8>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<2x1xi8> to tensor<2x?xi8>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<2x5xi8> to tensor<2x?xi8>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<2x?xi8>, tensor<2x?xi8>
func.func @v2_negative_axis(%x: tensor<2x6xi8>) -> (tensor<2x?xi8>, tensor<2x?xi8>) {
  %a, %b = split.split_v2 %x axis = -1 split = [1, 5] : tensor<2x6xi8> -> tensor<2x?xi8>, tensor<2x?xi8>
  return %a, %b : tensor<2x?xi8>, tensor<2x?xi8>
}

// -----

// CHECK-LABEL: func.func @v11_attr
// CHECK-SAME: (%[[X:.*]]: tensor<3x7xui16>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split_v11 %[[X]] axis = 1 split = [3, 1, 3] : tensor<3x7xui16> -> tensor<3x3xui16>, tensor<3x1xui16>, tensor<3x3xui16>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2 : tensor<3x3xui16>, tensor<3x1xui16>, tensor<3x3xui16>
func.func @v11_attr(%x: tensor<3x7xui16>) -> (tensor<3x3xui16>, tensor<3x1xui16>, tensor<3x3xui16>) {
  %a, %b, %c = split.split_v11 %x axis = 1 split = [3, 1, 3] : tensor<3x7xui16> -> tensor<3x3xui16>, tensor<3x1xui16>, tensor<3x3xui16>
  return %a, %b, %c : tensor<3x3xui16>, tensor<3x1xui16>, tensor<3x3xui16>
}

// -----

// CHECK-LABEL: func.func @v11_equal_parts_negative_axis
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xi32>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split_v11 %[[X]] axis = -2 : tensor<6x4xi32> -> tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<2x4xi32> to tensor<?x4xi32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<2x4xi32> to tensor<?x4xi32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]]#2 : tensor<2x4xi32> to tensor<?x4xi32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : tensor<?x4xi32>, tensor<?x4xi32>, tensor<?x4xi32>
func.func @v11_equal_parts_negative_axis(%x: tensor<6x4xi32>) -> (tensor<?x4xi32>, tensor<?x4xi32>, tensor<?x4xi32>) {
  %a, %b, %c = split.split_v11 %x axis = -2 : tensor<6x4xi32> -> tensor<?x4xi32>, tensor<?x4xi32>, tensor<?x4xi32>
  return %a, %b, %c : tensor<?x4xi32>, tensor<?x4xi32>, tensor<?x4xi32>
}

// -----

// An empty split attribute counts as absent: equal parts.
// CHECK-LABEL: func.func @v11_empty_attr
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v11 %[[X]] split = [] : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<3xf32> to tensor<?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<3xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<?xf32>, tensor<?xf32>
func.func @v11_empty_attr(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a, %b = split.split_v11 %x split = [] : tensor<6xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @v13_constant_operand
// CHECK-SAME: (%[[X:.*]]: tensor<5xbf16>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]], %[[L]] : tensor<5xbf16>, tensor<2xi64> -> tensor<2xbf16>, tensor<3xbf16>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<2xbf16> to tensor<?xbf16>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<3xbf16> to tensor<?xbf16>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<?xbf16>, tensor<?xbf16>
func.func @v13_constant_operand(%x: tensor<5xbf16>) -> (tensor<?xbf16>, tensor<?xbf16>) {
  %s = arith.constant dense<[2, 3]> : tensor<2xi64>
  %a, %b = split.split_v13 %x, %s : tensor<5xbf16>, tensor<2xi64> -> tensor<?xbf16>, tensor<?xbf16>
  return %a, %b : tensor<?xbf16>, tensor<?xbf16>
}

// -----

// The constant is seen through a tensor.cast to tensor<?xi64>; the results
// are refined and cast back.
// CHECK-LABEL: func.func @v13_constant_through_cast
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[1, 5]> : tensor<2xi64>
// CHECK-NEXT: %[[LC:.*]] = tensor.cast %[[L]] : tensor<2xi64> to tensor<?xi64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]], %[[LC]] : tensor<6x4xf32>, tensor<?xi64> -> tensor<1x4xf32>, tensor<5x4xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<1x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<5x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<?x4xf32>, tensor<?x4xf32>
func.func @v13_constant_through_cast(%x: tensor<6x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %s = arith.constant dense<[1, 5]> : tensor<2xi64>
  %c = tensor.cast %s : tensor<2xi64> to tensor<?xi64>
  %a, %b = split.split_v13 %x, %c : tensor<6x4xf32>, tensor<?xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @v13_equal_parts
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xcomplex<f64>>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]] axis = 1 : tensor<4x6xcomplex<f64>> -> tensor<4x3xcomplex<f64>>, tensor<4x3xcomplex<f64>>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<4x3xcomplex<f64>>, tensor<4x3xcomplex<f64>>
func.func @v13_equal_parts(%x: tensor<4x6xcomplex<f64>>) -> (tensor<4x3xcomplex<f64>>, tensor<4x3xcomplex<f64>>) {
  %a, %b = split.split_v13 %x axis = 1 : tensor<4x6xcomplex<f64>> -> tensor<4x3xcomplex<f64>>, tensor<4x3xcomplex<f64>>
  return %a, %b : tensor<4x3xcomplex<f64>>, tensor<4x3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @v18_num_outputs_7_3
// CHECK-SAME: (%[[X:.*]]: tensor<7x4xf32>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split_v18 %[[X]] num_outputs = 3 : tensor<7x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
func.func @v18_num_outputs_7_3(%x: tensor<7x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) {
  %a, %b, %c = split.split_v18 %x num_outputs = 3 : tensor<7x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
  return %a, %b, %c : tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
}

// -----

// Results typed more dynamically than the sizes get refined.
// CHECK-LABEL: func.func @v18_num_outputs_8_3
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split_v18 %[[X]] num_outputs = 3 : tensor<8xf32> -> tensor<3xf32>, tensor<3xf32>, tensor<2xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<3xf32> to tensor<?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<3xf32> to tensor<?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]]#2 : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
func.func @v18_num_outputs_8_3(%x: tensor<8xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %a, %b, %c = split.split_v18 %x num_outputs = 3 : tensor<8xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %a, %b, %c : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @v18_num_outputs_10_4_negative_axis
// CHECK-SAME: (%[[X:.*]]: tensor<2x10xf32>)
// CHECK-NEXT: %[[S:.*]]:4 = split.split_v18 %[[X]] axis = -1 num_outputs = 4 : tensor<2x10xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<2x3xf32> to tensor<2x?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<2x3xf32> to tensor<2x?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]]#2 : tensor<2x3xf32> to tensor<2x?xf32>
// CHECK-NEXT: %[[D:.*]] = tensor.cast %[[S]]#3 : tensor<2x1xf32> to tensor<2x?xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]], %[[D]] : tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>
func.func @v18_num_outputs_10_4_negative_axis(%x: tensor<2x10xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>) {
  %a, %b, %c, %d = split.split_v18 %x axis = -1 num_outputs = 4 : tensor<2x10xf32> -> tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>
  return %a, %b, %c, %d : tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>
}

// -----

// CHECK-LABEL: func.func @v18_constant_operand
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi64>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[4, 1]> : tensor<2xi64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v18 %[[X]], %[[L]] axis = 1 : tensor<3x5xi64>, tensor<2xi64> -> tensor<3x4xi64>, tensor<3x1xi64>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<3x4xi64> to tensor<?x?xi64>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<3x1xi64> to tensor<?x?xi64>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<?x?xi64>, tensor<?x?xi64>
func.func @v18_constant_operand(%x: tensor<3x5xi64>) -> (tensor<?x?xi64>, tensor<?x?xi64>) {
  %s = arith.constant dense<[4, 1]> : tensor<2xi64>
  %a, %b = split.split_v18 %x, %s axis = 1 : tensor<3x5xi64>, tensor<2xi64> -> tensor<?x?xi64>, tensor<?x?xi64>
  return %a, %b : tensor<?x?xi64>, tensor<?x?xi64>
}

// -----

// Split-18 with neither split nor num_outputs: equal parts.
// CHECK-LABEL: func.func @v18_neither
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split_v18 %[[X]] : tensor<6xf32> -> tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]]#2 : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
func.func @v18_neither(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %a, %b, %c = split.split_v18 %x : tensor<6xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %a, %b, %c : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// An empty constant split operand counts as absent: equal parts.
// CHECK-LABEL: func.func @v18_empty_operand
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<> : tensor<0xi64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v18 %[[X]], %[[L]] : tensor<6xf32>, tensor<0xi64> -> tensor<3xf32>, tensor<3xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<3xf32> to tensor<?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<3xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<?xf32>, tensor<?xf32>
func.func @v18_empty_operand(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %s = arith.constant dense<> : tensor<0xi64>
  %a, %b = split.split_v18 %x, %s : tensor<6xf32>, tensor<0xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// Zero-size chunks
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @zero_size_chunks
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[0, 4, 0]> : tensor<3xi64>
// CHECK-NEXT: %[[S:.*]]:3 = split.split_v13 %[[X]], %[[L]] : tensor<4x3xf32>, tensor<3xi64> -> tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<0x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<4x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]]#2 : tensor<0x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>
func.func @zero_size_chunks(%x: tensor<4x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>) {
  %s = arith.constant dense<[0, 4, 0]> : tensor<3xi64>
  %a, %b, %c = split.split_v13 %x, %s : tensor<4x3xf32>, tensor<3xi64> -> tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>
  return %a, %b, %c : tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @empty_dimension_explicit
// CHECK-SAME: (%[[X:.*]]: tensor<0x3xf32>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split_v11 %[[X]] split = [0, 0, 0] : tensor<0x3xf32> -> tensor<0x3xf32>, tensor<0x3xf32>, tensor<0x3xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<0x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<0x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]]#2 : tensor<0x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>
func.func @empty_dimension_explicit(%x: tensor<0x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>) {
  %a, %b, %c = split.split_v11 %x split = [0, 0, 0] : tensor<0x3xf32> -> tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>
  return %a, %b, %c : tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>
}

// -----

// d = 0 in equal parts gives n empty results.
// CHECK-LABEL: func.func @empty_dimension_equal_parts
// CHECK-SAME: (%[[X:.*]]: tensor<0x2xf32>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]] : tensor<0x2xf32> -> tensor<0x2xf32>, tensor<0x2xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<0x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<0x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<?x?xf32>, tensor<?x?xf32>
func.func @empty_dimension_equal_parts(%x: tensor<0x2xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a, %b = split.split_v13 %x : tensor<0x2xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// Result type refinement
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @refine_split_dimension
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf32>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v11 %[[X]] : tensor<4x6xf32> -> tensor<2x6xf32>, tensor<2x6xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<2x6xf32> to tensor<?x6xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<2x6xf32> to tensor<?x6xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<?x6xf32>, tensor<?x6xf32>
func.func @refine_split_dimension(%x: tensor<4x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %a, %b = split.split_v11 %x : tensor<4x6xf32> -> tensor<?x6xf32>, tensor<?x6xf32>
  return %a, %b : tensor<?x6xf32>, tensor<?x6xf32>
}

// -----

// The other dimensions are refined from the input, the split one from the
// sizes; a dynamic input dimension stays dynamic.
// CHECK-LABEL: func.func @refine_other_dimensions
// CHECK-SAME: (%[[X:.*]]: tensor<?x6xf32>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v11 %[[X]] axis = 1 split = [2, 4] : tensor<?x6xf32> -> tensor<?x2xf32>, tensor<?x4xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<?x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<?x?xf32>, tensor<?x?xf32>
func.func @refine_other_dimensions(%x: tensor<?x6xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a, %b = split.split_v11 %x axis = 1 split = [2, 4] : tensor<?x6xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// An op that may fail keeps its types, also the dimension it does not split
// (equal parts of a dynamic dimension fail when it is odd): a refined size
// would fold a tensor.dim that reads it into a constant, and an op read
// only through its sizes would then be erased with its run-time check
// (test/Integration/runtime-errors/sizes-read.mlir).
// CHECK-LABEL: func.func @refine_versioned_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x6xf32>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]] : tensor<?x6xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?x?xf32>, tensor<?x?xf32>
func.func @refine_versioned_dynamic(%x: tensor<?x6xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a, %b = split.split_v13 %x : tensor<?x6xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// Constant sizes on a dynamic dimension need the sum check: the op may fail
// and keeps its types.
// CHECK-LABEL: func.func @refine_constant_sizes_dynamic_dim
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<3> : tensor<2xi64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v18 %[[X]], %[[L]] : tensor<?x4xf32>, tensor<2xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?x4xf32>, tensor<?x4xf32>
func.func @refine_constant_sizes_dynamic_dim(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %s = arith.constant dense<[3, 3]> : tensor<2xi64>
  %a, %b = split.split_v18 %x, %s : tensor<?x4xf32>, tensor<2xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

//===----------------------------------------------------------------------===//
// Single-result splits fold to their input
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @single_result
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf32>)
// CHECK-NEXT: return %[[X]] : tensor<4x6xf32>
func.func @single_result(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %a = split.split_v11 %x : tensor<4x6xf32> -> tensor<4x6xf32>
  return %a : tensor<4x6xf32>
}

// -----

// One part of a dynamic dimension is the whole dimension, whatever its size.
// CHECK-LABEL: func.func @single_result_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x6xf32>)
// CHECK-NEXT: return %[[X]] : tensor<?x6xf32>
func.func @single_result_dynamic(%x: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %a = split.split_v13 %x : tensor<?x6xf32> -> tensor<?x6xf32>
  return %a : tensor<?x6xf32>
}

// -----

// An empty constant list is absent: one equal part, on a dynamic dimension
// too.
// CHECK-LABEL: func.func @single_result_empty_list_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x6xf32>)
// CHECK-NEXT: return %[[X]] : tensor<?x6xf32>
func.func @single_result_empty_list_dynamic(%x: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %s = arith.constant dense<> : tensor<0xi64>
  %a = split.split_v13 %x, %s : tensor<?x6xf32>, tensor<0xi64> -> tensor<?x6xf32>
  return %a : tensor<?x6xf32>
}

// -----

// The result type is first refined to the input type, then the op folds.
// CHECK-LABEL: func.func @single_result_refined
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[X]] : tensor<4x6xf32> to tensor<?x6xf32>
// CHECK-NEXT: return %[[C]] : tensor<?x6xf32>
func.func @single_result_refined(%x: tensor<4x6xf32>) -> tensor<?x6xf32> {
  %s = arith.constant dense<[4]> : tensor<1xi64>
  %a = split.split_v18 %x, %s : tensor<4x6xf32>, tensor<1xi64> -> tensor<?x6xf32>
  return %a : tensor<?x6xf32>
}

// -----

// num_outputs = 1 on a dynamic dimension: d = 0 would be an error, so the op
// must stay.
// CHECK-LABEL: func.func @single_result_num_outputs_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x6xf32>)
// CHECK-NEXT: %[[S:.*]] = split.split_v18 %[[X]] num_outputs = 1 : tensor<?x6xf32> -> tensor<?x6xf32>
// CHECK-NEXT: return %[[S]] : tensor<?x6xf32>
func.func @single_result_num_outputs_dynamic(%x: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %a = split.split_v18 %x num_outputs = 1 : tensor<?x6xf32> -> tensor<?x6xf32>
  return %a : tensor<?x6xf32>
}

// -----

// A one-entry run-time list must still be checked against d.
// CHECK-LABEL: func.func @single_result_runtime_list
// CHECK-SAME: (%[[X:.*]]: tensor<?x6xf32>, %[[L:.*]]: tensor<1xi64>)
// CHECK-NEXT: %[[S:.*]] = split.split_v13 %[[X]], %[[L]] : tensor<?x6xf32>, tensor<1xi64> -> tensor<?x6xf32>
// CHECK-NEXT: return %[[S]] : tensor<?x6xf32>
func.func @single_result_runtime_list(%x: tensor<?x6xf32>, %s: tensor<1xi64>) -> tensor<?x6xf32> {
  %a = split.split_v13 %x, %s : tensor<?x6xf32>, tensor<1xi64> -> tensor<?x6xf32>
  return %a : tensor<?x6xf32>
}

// -----

// A one-entry constant list that is not the dimension: the op fails if it
// executes, so it neither folds to its input nor gets a result type.
// CHECK-LABEL: func.func @single_result_wrong_constant
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<5> : tensor<1xi64>
// CHECK-NEXT: %[[S:.*]] = split.split_v13 %[[X]], %[[L]] : tensor<4x6xf32>, tensor<1xi64> -> tensor<?x6xf32>
// CHECK-NEXT: return %[[S]] : tensor<?x6xf32>
func.func @single_result_wrong_constant(%x: tensor<4x6xf32>) -> tensor<?x6xf32> {
  %s = arith.constant dense<[5]> : tensor<1xi64>
  %a = split.split_v13 %x, %s : tensor<4x6xf32>, tensor<1xi64> -> tensor<?x6xf32>
  return %a : tensor<?x6xf32>
}

//===----------------------------------------------------------------------===//
// Splits of constants
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @constant_i32
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<{{\[}}[1, 2, 3]]> : tensor<1x3xi32>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<{{\[}}[4, 5, 6], [7, 8, 9]]> : tensor<2x3xi32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<1x3xi32>, tensor<2x3xi32>
func.func @constant_i32() -> (tensor<1x3xi32>, tensor<2x3xi32>) {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %a, %b = split.split_v11 %x split = [1, 2] : tensor<3x3xi32> -> tensor<1x3xi32>, tensor<2x3xi32>
  return %a, %b : tensor<1x3xi32>, tensor<2x3xi32>
}

// -----

// Along an inner (negative) axis.
// CHECK-LABEL: func.func @constant_f32_inner_axis
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<{{\[}}[1.000000e+00], [4.000000e+00]]> : tensor<2x1xf32>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<{{\[}}[2.000000e+00, 3.000000e+00], [5.000000e+00, 6.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<2x1xf32>, tensor<2x2xf32>
func.func @constant_f32_inner_axis() -> (tensor<2x1xf32>, tensor<2x2xf32>) {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %s = arith.constant dense<[1, 2]> : tensor<2xi64>
  %a, %b = split.split_v13 %x, %s axis = -1 : tensor<2x3xf32>, tensor<2xi64> -> tensor<2x1xf32>, tensor<2x2xf32>
  return %a, %b : tensor<2x1xf32>, tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @constant_i1
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<[false, true]> : tensor<2xi1>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<2xi1>, tensor<2xi1>
func.func @constant_i1() -> (tensor<2xi1>, tensor<2xi1>) {
  %x = arith.constant dense<[true, false, false, true]> : tensor<4xi1>
  %a, %b = split.split_v13 %x : tensor<4xi1> -> tensor<2xi1>, tensor<2xi1>
  return %a, %b : tensor<2xi1>, tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @constant_complex
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<(5.000000e+00,6.000000e+00)> : tensor<1xcomplex<f32>>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<2xcomplex<f32>>, tensor<1xcomplex<f32>>
func.func @constant_complex() -> (tensor<2xcomplex<f32>>, tensor<1xcomplex<f32>>) {
  %x = arith.constant dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)]> : tensor<3xcomplex<f32>>
  %a, %b = split.split_v18 %x num_outputs = 2 : tensor<3xcomplex<f32>> -> tensor<2xcomplex<f32>>, tensor<1xcomplex<f32>>
  return %a, %b : tensor<2xcomplex<f32>>, tensor<1xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @constant_string
// CHECK-NEXT: %[[A:.*]] = arith.constant #split.strings<["a"]> : tensor<1x!split.string>
// CHECK-NEXT: %[[B:.*]] = arith.constant #split.strings<["b", "c"]> : tensor<2x!split.string>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<1x!split.string>, tensor<2x!split.string>
func.func @constant_string() -> (tensor<1x!split.string>, tensor<2x!split.string>) {
  %x = arith.constant dense<["a", "b", "c"]> : tensor<3x!split.string>
  %a, %b = split.split_v11 %x split = [1, 2] : tensor<3x!split.string> -> tensor<1x!split.string>, tensor<2x!split.string>
  return %a, %b : tensor<1x!split.string>, tensor<2x!split.string>
}

// -----

// CHECK-LABEL: func.func @constant_splat_f32
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<1.500000e+00> : tensor<1x4xf32>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<1.500000e+00> : tensor<3x4xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<1x4xf32>, tensor<3x4xf32>
func.func @constant_splat_f32() -> (tensor<1x4xf32>, tensor<3x4xf32>) {
  %x = arith.constant dense<1.5> : tensor<4x4xf32>
  %a, %b = split.split_v11 %x split = [1, 3] : tensor<4x4xf32> -> tensor<1x4xf32>, tensor<3x4xf32>
  return %a, %b : tensor<1x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @constant_splat_i1
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<true> : tensor<1xi1>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<true> : tensor<2xi1>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<1xi1>, tensor<2xi1>
func.func @constant_splat_i1() -> (tensor<1xi1>, tensor<2xi1>) {
  %x = arith.constant dense<true> : tensor<3xi1>
  %a, %b = split.split_v11 %x split = [1, 2] : tensor<3xi1> -> tensor<1xi1>, tensor<2xi1>
  return %a, %b : tensor<1xi1>, tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @constant_splat_complex
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f32>>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<1xcomplex<f32>>, tensor<2xcomplex<f32>>
func.func @constant_splat_complex() -> (tensor<1xcomplex<f32>>, tensor<2xcomplex<f32>>) {
  %x = arith.constant dense<(1.0, 2.0)> : tensor<3xcomplex<f32>>
  %a, %b = split.split_v11 %x split = [1, 2] : tensor<3xcomplex<f32>> -> tensor<1xcomplex<f32>>, tensor<2xcomplex<f32>>
  return %a, %b : tensor<1xcomplex<f32>>, tensor<2xcomplex<f32>>
}

// -----

// A splat string constant folds too (strings are not int/float splats).
// CHECK-LABEL: func.func @constant_splat_string
// CHECK-NEXT: %[[A:.*]] = arith.constant #split.strings<["zz"]> : tensor<1x!split.string>
// CHECK-NEXT: %[[B:.*]] = arith.constant #split.strings<"zz"> : tensor<2x!split.string>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<1x!split.string>, tensor<2x!split.string>
func.func @constant_splat_string() -> (tensor<1x!split.string>, tensor<2x!split.string>) {
  %x = arith.constant dense<"zz"> : tensor<3x!split.string>
  %a, %b = split.split_v11 %x split = [1, 2] : tensor<3x!split.string> -> tensor<1x!split.string>, tensor<2x!split.string>
  return %a, %b : tensor<1x!split.string>, tensor<2x!split.string>
}

// -----

// Results of dynamic type are refined first, then folded.
// CHECK-LABEL: func.func @constant_dynamic_results
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<{{\[}}[5, 6], [7, 8]]> : tensor<2x2xi32>
// CHECK-NEXT: %[[CA:.*]] = tensor.cast %[[A]] : tensor<2x2xi32> to tensor<?x2xi32>
// CHECK-NEXT: %[[CB:.*]] = tensor.cast %[[B]] : tensor<2x2xi32> to tensor<?x2xi32>
// CHECK-NEXT: return %[[CA]], %[[CB]] : tensor<?x2xi32>, tensor<?x2xi32>
func.func @constant_dynamic_results() -> (tensor<?x2xi32>, tensor<?x2xi32>) {
  %x = arith.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi32>
  %a, %b = split.split_v13 %x : tensor<4x2xi32> -> tensor<?x2xi32>, tensor<?x2xi32>
  return %a, %b : tensor<?x2xi32>, tensor<?x2xi32>
}

// -----

// Empty chunks of a constant are empty constants.
// CHECK-LABEL: func.func @constant_zero_size
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<> : tensor<0x2xi32>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[A]] : tensor<0x2xi32>, tensor<2x2xi32>, tensor<0x2xi32>
func.func @constant_zero_size() -> (tensor<0x2xi32>, tensor<2x2xi32>, tensor<0x2xi32>) {
  %x = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %s = arith.constant dense<[0, 2, 0]> : tensor<3xi64>
  %a, %b, %c = split.split_v13 %x, %s : tensor<2x2xi32>, tensor<3xi64> -> tensor<0x2xi32>, tensor<2x2xi32>, tensor<0x2xi32>
  return %a, %b, %c : tensor<0x2xi32>, tensor<2x2xi32>, tensor<0x2xi32>
}

// -----

// Constant sizes that break a rule: the op fails if it executes, so the
// constant input is not folded.
// CHECK-LABEL: func.func @no_fold_constant_input_wrong_sum
// CHECK-NEXT: %[[X:.*]] = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<1> : tensor<2xi64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]], %[[L]] : tensor<3xi32>, tensor<2xi64> -> tensor<?xi32>, tensor<?xi32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?xi32>, tensor<?xi32>
func.func @no_fold_constant_input_wrong_sum() -> (tensor<?xi32>, tensor<?xi32>) {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %s = arith.constant dense<[1, 1]> : tensor<2xi64>
  %a, %b = split.split_v13 %x, %s : tensor<3xi32>, tensor<2xi64> -> tensor<?xi32>, tensor<?xi32>
  return %a, %b : tensor<?xi32>, tensor<?xi32>
}

//===----------------------------------------------------------------------===//
// Versioned SplitToSequence: stays versioned
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @sequence_scalar_i32
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<4> : tensor<i32>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[C]] : tensor<6x4xf32>, tensor<i32> -> !split.seq<tensor<?x4xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<?x4xf32>>
func.func @sequence_scalar_i32(%x: tensor<6x4xf32>) -> !split.seq<tensor<?x4xf32>> {
  %s = arith.constant dense<4> : tensor<i32>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6x4xf32>, tensor<i32> -> !split.seq<tensor<?x4xf32>>
  return %q : !split.seq<tensor<?x4xf32>>
}

// -----

// CHECK-LABEL: func.func @sequence_scalar_i64_dynamic_dim
// CHECK-SAME: (%[[X:.*]]: tensor<2x?xbf16>)
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<3> : tensor<i64>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v24 %[[X]], %[[C]] axis = -1 : tensor<2x?xbf16>, tensor<i64> -> !split.seq<tensor<2x?xbf16>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<2x?xbf16>>
func.func @sequence_scalar_i64_dynamic_dim(%x: tensor<2x?xbf16>) -> !split.seq<tensor<2x?xbf16>> {
  %s = arith.constant dense<3> : tensor<i64>
  %q = split.split_to_sequence_v24 %x, %s axis = -1 : tensor<2x?xbf16>, tensor<i64> -> !split.seq<tensor<2x?xbf16>>
  return %q : !split.seq<tensor<2x?xbf16>>
}

// -----

// CHECK-LABEL: func.func @sequence_no_split_keepdims_0
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xf32>)
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]] axis = 1 keepdims = 0 : tensor<3x5xf32> -> !split.seq<tensor<3xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<3xf32>>
func.func @sequence_no_split_keepdims_0(%x: tensor<3x5xf32>) -> !split.seq<tensor<3xf32>> {
  %q = split.split_to_sequence_v11 %x axis = 1 keepdims = 0 : tensor<3x5xf32> -> !split.seq<tensor<3xf32>>
  return %q : !split.seq<tensor<3xf32>>
}

// -----

// A constant 1-D list stays as written (i32, not the normalised op's i64).
// CHECK-LABEL: func.func @sequence_constant_list
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[L]] : tensor<6x4xf32>, tensor<3xi32> -> !split.seq<tensor<?x4xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<?x4xf32>>
func.func @sequence_constant_list(%x: tensor<6x4xf32>) -> !split.seq<tensor<?x4xf32>> {
  %s = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6x4xf32>, tensor<3xi32> -> !split.seq<tensor<?x4xf32>>
  return %q : !split.seq<tensor<?x4xf32>>
}

//===----------------------------------------------------------------------===//
// sequence_length / sequence_at of versioned sequences with a known structure
//===----------------------------------------------------------------------===//

// -----

// Scalar 4 on d = 6: chunks [4, 2].
// CHECK-LABEL: func.func @sequence_length_static
// CHECK-NEXT: %[[N:.*]] = arith.constant dense<2> : tensor<i64>
// CHECK-NEXT: return %[[N]] : tensor<i64>
func.func @sequence_length_static(%x: tensor<6x4xf32>) -> tensor<i64> {
  %s = arith.constant dense<4> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x4xf32>>
  return %n : tensor<i64>
}

// -----

// Scalar 8 on d = 6: one chunk of 6.
// CHECK-LABEL: func.func @sequence_length_chunk_larger_than_dim
// CHECK-NEXT: %[[N:.*]] = arith.constant dense<1> : tensor<i64>
// CHECK-NEXT: return %[[N]] : tensor<i64>
func.func @sequence_length_chunk_larger_than_dim(%x: tensor<6xf32>) -> tensor<i64> {
  %s = arith.constant dense<8> : tensor<i32>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6xf32>, tensor<i32> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %n : tensor<i64>
}

// -----

// CHECK-LABEL: func.func @sequence_length_empty_dim_scalar
// CHECK-NEXT: %[[N:.*]] = arith.constant dense<0> : tensor<i64>
// CHECK-NEXT: return %[[N]] : tensor<i64>
func.func @sequence_length_empty_dim_scalar(%x: tensor<0x4xf32>) -> tensor<i64> {
  %s = arith.constant dense<2> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<0x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x4xf32>>
  return %n : tensor<i64>
}

// -----

// CHECK-LABEL: func.func @sequence_length_empty_dim_no_split
// CHECK-NEXT: %[[N:.*]] = arith.constant dense<0> : tensor<i64>
// CHECK-NEXT: return %[[N]] : tensor<i64>
func.func @sequence_length_empty_dim_no_split(%x: tensor<0x4xf32>) -> tensor<i64> {
  %q = split.split_to_sequence_v24 %x : tensor<0x4xf32> -> !split.seq<tensor<1x4xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<1x4xf32>>
  return %n : tensor<i64>
}

// -----

// A list with zero entries: [0, 6, 0] has three elements.
// CHECK-LABEL: func.func @sequence_length_list
// CHECK-NEXT: %[[N:.*]] = arith.constant dense<3> : tensor<i64>
// CHECK-NEXT: return %[[N]] : tensor<i64>
func.func @sequence_length_list(%x: tensor<6xf32>) -> tensor<i64> {
  %s = arith.constant dense<[0, 6, 0]> : tensor<3xi64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6xf32>, tensor<3xi64> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %n : tensor<i64>
}

// -----

// An empty constant list counts as absent (chunks of 1), and so keepdims = 0
// drops the axis, as without a split operand.
// CHECK-LABEL: func.func @sequence_length_empty_list
// CHECK-NEXT: %[[N:.*]] = arith.constant dense<6> : tensor<i64>
// CHECK-NEXT: return %[[N]] : tensor<i64>
func.func @sequence_length_empty_list(%x: tensor<6x4xf32>) -> tensor<i64> {
  %s = arith.constant dense<> : tensor<0xi64>
  %q = split.split_to_sequence_v11 %x, %s keepdims = 0 : tensor<6x4xf32>, tensor<0xi64> -> !split.seq<tensor<4xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<4xf32>>
  return %n : tensor<i64>
}

// -----

// Positions 0, 1 (i32) and -1 of the chunks [4, 2].
// CHECK-LABEL: func.func @sequence_at_constant_positions
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NEXT: %[[E0:.*]] = tensor.extract_slice %[[X]][0, 0] [4, 4] [1, 1] : tensor<6x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: %[[C0:.*]] = tensor.cast %[[E0]] : tensor<4x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %[[E1:.*]] = tensor.extract_slice %[[X]][4, 0] [2, 4] [1, 1] : tensor<6x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: %[[C1:.*]] = tensor.cast %[[E1]] : tensor<2x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %[[E2:.*]] = tensor.extract_slice %[[X]][4, 0] [2, 4] [1, 1] : tensor<6x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: %[[C2:.*]] = tensor.cast %[[E2]] : tensor<2x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %[[C0]], %[[C1]], %[[C2]] : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
func.func @sequence_at_constant_positions(%x: tensor<6x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) {
  %s = arith.constant dense<4> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
  %p0 = arith.constant dense<0> : tensor<i64>
  %p1 = arith.constant dense<1> : tensor<i32>
  %pm1 = arith.constant dense<-1> : tensor<i64>
  %a = split.sequence_at %q[%p0] : !split.seq<tensor<?x4xf32>>, tensor<i64> -> tensor<?x4xf32>
  %b = split.sequence_at %q[%p1] : !split.seq<tensor<?x4xf32>>, tensor<i32> -> tensor<?x4xf32>
  %c = split.sequence_at %q[%pm1] : !split.seq<tensor<?x4xf32>>, tensor<i64> -> tensor<?x4xf32>
  return %a, %b, %c : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// keepdims = 0: position -2 of 5 elements is element 3, a rank-reducing slice.
// CHECK-LABEL: func.func @sequence_at_drop_axis
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.extract_slice %[[X]][0, 3] [3, 1] [1, 1] : tensor<3x5xf32> to tensor<3xf32>
// CHECK-NEXT: return %[[E]] : tensor<3xf32>
func.func @sequence_at_drop_axis(%x: tensor<3x5xf32>) -> tensor<3xf32> {
  %q = split.split_to_sequence_v11 %x axis = 1 keepdims = 0 : tensor<3x5xf32> -> !split.seq<tensor<3xf32>>
  %p = arith.constant dense<-2> : tensor<i64>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<3xf32>>, tensor<i64> -> tensor<3xf32>
  return %a : tensor<3xf32>
}

// -----

// keepdims = 0 with a scalar split of 1 drops the axis (docs/Semantics.md
// §3; TorchScript's unbind): the element is a rank-reducing slice.
// CHECK-LABEL: func.func @sequence_at_scalar_one_keepdims_0
// CHECK-SAME: (%[[X:.*]]: tensor<2x6xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.extract_slice %[[X]][0, 1] [2, 1] [1, 1] : tensor<2x6xf32> to tensor<2xf32>
// CHECK-NEXT: return %[[E]] : tensor<2xf32>
func.func @sequence_at_scalar_one_keepdims_0(%x: tensor<2x6xf32>) -> tensor<2xf32> {
  %s = arith.constant dense<1> : tensor<i32>
  %q = split.split_to_sequence_v11 %x, %s axis = 1 keepdims = 0 : tensor<2x6xf32>, tensor<i32> -> !split.seq<tensor<2xf32>>
  %p = arith.constant dense<1> : tensor<i64>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<2xf32>>, tensor<i64> -> tensor<2xf32>
  return %a : tensor<2xf32>
}

// -----

// keepdims = 0 with a scalar split of 2 on a dimension of 6 fails when the
// op executes (chunks of 2 cannot lose the axis): the element is not folded.
// CHECK-LABEL: func.func @sequence_at_scalar_two_keepdims_0(
// CHECK: %[[Q:.*]] = split.split_to_sequence_v11 %{{.*}}, %{{.*}} axis = 1 keepdims = 0
// CHECK-NEXT: split.sequence_at %[[Q]]
func.func @sequence_at_scalar_two_keepdims_0(%x: tensor<2x6xf32>) -> tensor<2xf32> {
  %s = arith.constant dense<2> : tensor<i32>
  %q = split.split_to_sequence_v11 %x, %s axis = 1 keepdims = 0 : tensor<2x6xf32>, tensor<i32> -> !split.seq<tensor<2xf32>>
  %p = arith.constant dense<1> : tensor<i64>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<2xf32>>, tensor<i64> -> tensor<2xf32>
  return %a : tensor<2xf32>
}

// -----

// ... unless the input has no elements: chunks of 2 along dimension 1 of a
// 0x6 input lose the axis, and each element is empty.
// CHECK-LABEL: func.func @sequence_at_scalar_two_keepdims_0_empty
// CHECK-DAG: %[[N:.*]] = arith.constant dense<3> : tensor<i64>
// CHECK-DAG: %[[E:.*]] = tensor.empty() : tensor<0xf32>
// CHECK-NEXT: return %[[E]], %[[N]] : tensor<0xf32>, tensor<i64>
func.func @sequence_at_scalar_two_keepdims_0_empty(%x: tensor<0x6xf32>) -> (tensor<0xf32>, tensor<i64>) {
  %s = arith.constant dense<2> : tensor<i32>
  %q = split.split_to_sequence_v11 %x, %s axis = 1 keepdims = 0 : tensor<0x6xf32>, tensor<i32> -> !split.seq<tensor<0xf32>>
  %p = arith.constant dense<2> : tensor<i64>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<0xf32>>, tensor<i64> -> tensor<0xf32>
  %n = split.sequence_length %q : !split.seq<tensor<0xf32>>
  return %a, %n : tensor<0xf32>, tensor<i64>
}

// -----

// The element of a sequence of a splat constant is that splat, built as a
// constant: an extract_slice of a splat string constant would crash MLIR 22's
// tensor.extract_slice folder (it resizes the splat as a number).
// CHECK-LABEL: func.func @sequence_at_splat_string
// CHECK-DAG: %[[A:.*]] = arith.constant #split.strings<"ab"> : tensor<1x3x!split.string>
// CHECK-DAG: %[[B:.*]] = arith.constant #split.strings<"ab"> : tensor<2x!split.string>
// CHECK-NOT: tensor.extract_slice
// CHECK: return %[[A]], %[[B]] : tensor<1x3x!split.string>, tensor<2x!split.string>
func.func @sequence_at_splat_string() -> (tensor<1x3x!split.string>, tensor<2x!split.string>) {
  %c = arith.constant dense<"ab"> : tensor<2x3x!split.string>
  %q = split.split_to_sequence_v11 %c : tensor<2x3x!split.string> -> !split.seq<tensor<1x3x!split.string>>
  %p = arith.constant dense<-1> : tensor<i64>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<1x3x!split.string>>, tensor<i64> -> tensor<1x3x!split.string>
  %r = split.split_to_sequence_v11 %c axis = 1 keepdims = 0 : tensor<2x3x!split.string> -> !split.seq<tensor<2x!split.string>>
  %b = split.sequence_at %r[%p] : !split.seq<tensor<2x!split.string>>, tensor<i64> -> tensor<2x!split.string>
  return %a, %b : tensor<1x3x!split.string>, tensor<2x!split.string>
}

// -----

// A list with a dynamic other dimension: the slice takes its size from
// tensor.dim; an empty element becomes tensor.empty.
// CHECK-LABEL: func.func @sequence_at_list
// CHECK-SAME: (%[[X:.*]]: tensor<6x?xf32>)
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<6x?xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.extract_slice %[[X]][1, 0] [5, %[[D]]] [1, 1] : tensor<6x?xf32> to tensor<5x?xf32>
// CHECK-NEXT: %[[CE:.*]] = tensor.cast %[[E]] : tensor<5x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[D2:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<6x?xf32>
// CHECK-NEXT: %[[Z:.*]] = tensor.empty(%[[D2]]) : tensor<0x?xf32>
// CHECK-NEXT: %[[CZ:.*]] = tensor.cast %[[Z]] : tensor<0x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[CE]], %[[CZ]] : tensor<?x?xf32>, tensor<?x?xf32>
func.func @sequence_at_list(%x: tensor<6x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %s = arith.constant dense<[1, 5, 0]> : tensor<3xi64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6x?xf32>, tensor<3xi64> -> !split.seq<tensor<?x?xf32>>
  %p1 = arith.constant dense<1> : tensor<i64>
  %a = split.sequence_at %q[%p1] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  %p2 = arith.constant dense<2> : tensor<i64>
  %b = split.sequence_at %q[%p2] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// Unused splits disappear (no memory effects)
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @unused
// CHECK-NEXT: return
func.func @unused(%x: tensor<6xf32>, %y: tensor<?xf32>, %s: tensor<2xi64>) {
  %a, %b = split.split_v11 %x : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
  %c, %d = split.split_v13 %y, %s : tensor<?xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  %q = split.split_to_sequence_v11 %x : tensor<6xf32> -> !split.seq<tensor<1xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<1xf32>>
  return
}

//===----------------------------------------------------------------------===//
// Negative cases: sizes only known at run time
//===----------------------------------------------------------------------===//

// -----

// Equal parts over a dynamic dimension need a divisibility check.
// CHECK-LABEL: func.func @no_fold_equal_parts_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x6xf32>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]] : tensor<?x6xf32> -> tensor<?x6xf32>, tensor<?x6xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?x6xf32>, tensor<?x6xf32>
func.func @no_fold_equal_parts_dynamic(%x: tensor<?x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %a, %b = split.split_v13 %x : tensor<?x6xf32> -> tensor<?x6xf32>, tensor<?x6xf32>
  return %a, %b : tensor<?x6xf32>, tensor<?x6xf32>
}

// -----

// CHECK-LABEL: func.func @no_fold_split_argument
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>, %[[L:.*]]: tensor<2xi64>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]], %[[L]] : tensor<6x4xf32>, tensor<2xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?x4xf32>, tensor<?x4xf32>
func.func @no_fold_split_argument(%x: tensor<6x4xf32>, %s: tensor<2xi64>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b = split.split_v13 %x, %s : tensor<6x4xf32>, tensor<2xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @no_fold_float_split_argument
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>, %[[L:.*]]: tensor<2xf32>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v1 %[[X]], %[[L]] : tensor<6xf32>, tensor<2xf32> -> tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?xf32>, tensor<?xf32>
func.func @no_fold_float_split_argument(%x: tensor<6xf32>, %s: tensor<2xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a, %b = split.split_v1 %x, %s : tensor<6xf32>, tensor<2xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @no_fold_num_outputs_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v18 %[[X]] num_outputs = 2 : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?x4xf32>, tensor<?x4xf32>
func.func @no_fold_num_outputs_dynamic(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b = split.split_v18 %x num_outputs = 2 : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// Static sizes on a dynamic dimension still need the sum check: the op
// stays, with its types.
// CHECK-LABEL: func.func @no_fold_static_sizes_dynamic_dim
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v11 %[[X]] split = [2, 3] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?x4xf32>, tensor<?x4xf32>
func.func @no_fold_static_sizes_dynamic_dim(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b = split.split_v11 %x split = [2, 3] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// A constant input with sizes from a function argument is not folded.
// CHECK-LABEL: func.func @no_fold_constant_input_runtime_sizes
// CHECK-SAME: (%[[L:.*]]: tensor<2xi64>)
// CHECK-NEXT: %[[X:.*]] = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]], %[[L]] : tensor<3xi32>, tensor<2xi64> -> tensor<?xi32>, tensor<?xi32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?xi32>, tensor<?xi32>
func.func @no_fold_constant_input_runtime_sizes(%s: tensor<2xi64>) -> (tensor<?xi32>, tensor<?xi32>) {
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %a, %b = split.split_v13 %x, %s : tensor<3xi32>, tensor<2xi64> -> tensor<?xi32>, tensor<?xi32>
  return %a, %b : tensor<?xi32>, tensor<?xi32>
}

// -----

// One equal part of a dynamic dimension is valid but has no static size: the
// op stays (the result type is checked at run time).
// CHECK-LABEL: func.func @no_fold_one_part_dynamic_static_result
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[R:.*]] = split.split_v13 %[[X]] : tensor<?xf32> -> tensor<3xf32>
// CHECK-NEXT: return %[[R]] : tensor<3xf32>
func.func @no_fold_one_part_dynamic_static_result(%x: tensor<?xf32>) -> tensor<3xf32> {
  %a = split.split_v13 %x : tensor<?xf32> -> tensor<3xf32>
  return %a : tensor<3xf32>
}

// -----

// A scalar split from an argument needs the >= 1 check.
// CHECK-LABEL: func.func @no_fold_sequence_scalar_argument
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>, %[[P:.*]]: tensor<i64>)
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[P]] : tensor<6xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<?xf32>>
func.func @no_fold_sequence_scalar_argument(%x: tensor<6xf32>, %s: tensor<i64>) -> !split.seq<tensor<?xf32>> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<6xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
  return %q : !split.seq<tensor<?xf32>>
}

// -----

// A run-time position: sequence_at stays (its view of the input is built by
// --split-normalize, see normalize.mlir).
// CHECK-LABEL: func.func @no_fold_sequence_at_dynamic_position
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>, %[[P:.*]]: tensor<i64>)
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<4> : tensor<i64>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[C]] : tensor<6x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
// CHECK-NEXT: %[[E:.*]] = split.sequence_at %[[Q]][%[[P]]] : !split.seq<tensor<?x4xf32>>, tensor<i64> -> tensor<?x4xf32>
// CHECK-NEXT: return %[[E]] : tensor<?x4xf32>
func.func @no_fold_sequence_at_dynamic_position(%x: tensor<6x4xf32>, %p: tensor<i64>) -> tensor<?x4xf32> {
  %s = arith.constant dense<4> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<?x4xf32>>, tensor<i64> -> tensor<?x4xf32>
  return %a : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @no_fold_sequence_length_dynamic_dim
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<2> : tensor<i64>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[C]] : tensor<?x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
// CHECK-NEXT: %[[N:.*]] = split.sequence_length %[[Q]] : !split.seq<tensor<?x4xf32>>
// CHECK-NEXT: return %[[N]] : tensor<i64>
func.func @no_fold_sequence_length_dynamic_dim(%x: tensor<?x4xf32>) -> tensor<i64> {
  %s = arith.constant dense<2> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<?x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x4xf32>>
  return %n : tensor<i64>
}

// -----

// The list length is known but its entries are not: the sum check must stay.
// CHECK-LABEL: func.func @no_fold_sequence_length_list_argument
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>, %[[L:.*]]: tensor<3xi64>)
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[L]] : tensor<6xf32>, tensor<3xi64> -> !split.seq<tensor<?xf32>>
// CHECK-NEXT: %[[N:.*]] = split.sequence_length %[[Q]] : !split.seq<tensor<?xf32>>
// CHECK-NEXT: return %[[N]] : tensor<i64>
func.func @no_fold_sequence_length_list_argument(%x: tensor<6xf32>, %s: tensor<3xi64>) -> tensor<i64> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<6xf32>, tensor<3xi64> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %n : tensor<i64>
}

// -----

// A constant list on a dynamic dimension: the sum check must stay, so
// sequence_at is not rewritten.
// CHECK-LABEL: func.func @no_fold_sequence_at_list_dynamic_dim
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[P:.*]] = arith.constant dense<0> : tensor<i64>
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[L]] : tensor<?xf32>, tensor<2xi64> -> !split.seq<tensor<?xf32>>
// CHECK-NEXT: %[[E:.*]] = split.sequence_at %[[Q]][%[[P]]] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
// CHECK-NEXT: return %[[E]] : tensor<?xf32>
func.func @no_fold_sequence_at_list_dynamic_dim(%x: tensor<?xf32>) -> tensor<?xf32> {
  %s = arith.constant dense<[2, 3]> : tensor<2xi64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<?xf32>, tensor<2xi64> -> !split.seq<tensor<?xf32>>
  %p = arith.constant dense<0> : tensor<i64>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %a : tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// Negative cases: constant operands that break a rule. The op fails if it
// executes (runtime-rules.mlir), so it is left exactly as it is: no fold and
// no result size computed from the invalid constants.
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @kept_sum_mismatch
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[4, 3]> : tensor<2xi64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]], %[[L]] : tensor<6x4xf32>, tensor<2xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?x4xf32>, tensor<?x4xf32>
func.func @kept_sum_mismatch(%x: tensor<6x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %s = arith.constant dense<[4, 3]> : tensor<2xi64>
  %a, %b = split.split_v13 %x, %s : tensor<6x4xf32>, tensor<2xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// An op that fails keeps its types, also the dimension that does not
// depend on the sizes.
// CHECK-LABEL: func.func @kept_negative_size
// CHECK-SAME: (%[[X:.*]]: tensor<6x5xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[7, -1]> : tensor<2xi64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]], %[[L]] : tensor<6x5xf32>, tensor<2xi64> -> tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?x?xf32>, tensor<?x?xf32>
func.func @kept_negative_size(%x: tensor<6x5xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %s = arith.constant dense<[7, -1]> : tensor<2xi64>
  %a, %b = split.split_v13 %x, %s : tensor<6x5xf32>, tensor<2xi64> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @kept_v1_fractional_sizes
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[2.500000e+00, 3.500000e+00]> : tensor<2xf32>
// CHECK-NEXT: %[[S:.*]]:2 = split.split_v1 %[[X]], %[[L]] : tensor<6xf32>, tensor<2xf32> -> tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?xf32>, tensor<?xf32>
func.func @kept_v1_fractional_sizes(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %s = arith.constant dense<[2.5, 3.5]> : tensor<2xf32>
  %a, %b = split.split_v1 %x, %s : tensor<6xf32>, tensor<2xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// -----

// A scalar split of 0: sequence_length does not fold.
// CHECK-LABEL: func.func @kept_sequence_zero_chunk
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<0> : tensor<i64>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[C]] : tensor<6xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
// CHECK-NEXT: %[[N:.*]] = split.sequence_length %[[Q]] : !split.seq<tensor<?xf32>>
// CHECK-NEXT: return %[[N]] : tensor<i64>
func.func @kept_sequence_zero_chunk(%x: tensor<6xf32>) -> tensor<i64> {
  %s = arith.constant dense<0> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %n : tensor<i64>
}

// -----

// A list with a negative entry has three entries, but sequence_length does
// not fold: the op fails.
// CHECK-LABEL: func.func @kept_sequence_negative_entry
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[2, -1, 5]> : tensor<3xi64>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[L]] : tensor<6xf32>, tensor<3xi64> -> !split.seq<tensor<?xf32>>
// CHECK-NEXT: %[[N:.*]] = split.sequence_length %[[Q]] : !split.seq<tensor<?xf32>>
// CHECK-NEXT: return %[[N]] : tensor<i64>
func.func @kept_sequence_negative_entry(%x: tensor<6xf32>) -> tensor<i64> {
  %s = arith.constant dense<[2, -1, 5]> : tensor<3xi64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6xf32>, tensor<3xi64> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %n : tensor<i64>
}

// -----

// A constant list whose sum is not the dimension: element 0 would be
// [0, 2), but sequence_at is not rewritten.
// CHECK-LABEL: func.func @kept_sequence_at_wrong_sum
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: %[[P:.*]] = arith.constant dense<0> : tensor<i64>
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[L]] : tensor<6xf32>, tensor<2xi64> -> !split.seq<tensor<?xf32>>
// CHECK-NEXT: %[[E:.*]] = split.sequence_at %[[Q]][%[[P]]] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
// CHECK-NEXT: return %[[E]] : tensor<?xf32>
func.func @kept_sequence_at_wrong_sum(%x: tensor<6xf32>) -> tensor<?xf32> {
  %s = arith.constant dense<[2, 3]> : tensor<2xi64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6xf32>, tensor<2xi64> -> !split.seq<tensor<?xf32>>
  %p = arith.constant dense<0> : tensor<i64>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %a : tensor<?xf32>
}

// -----

// Position 2 of the two chunks [4, 2] is out of range: not rewritten.
// CHECK-LABEL: func.func @kept_sequence_at_out_of_range
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: %[[P:.*]] = arith.constant dense<2> : tensor<i64>
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<4> : tensor<i64>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[C]] : tensor<6xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
// CHECK-NEXT: %[[E:.*]] = split.sequence_at %[[Q]][%[[P]]] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
// CHECK-NEXT: return %[[E]] : tensor<?xf32>
func.func @kept_sequence_at_out_of_range(%x: tensor<6xf32>) -> tensor<?xf32> {
  %s = arith.constant dense<4> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
  %p = arith.constant dense<2> : tensor<i64>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %a : tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// Part 2: normalised ops (as --split-normalize makes them) and split.check.
// The ONNX guard above ends here.
//===----------------------------------------------------------------------===//

// -----

// The normalised op checks a size operand against the dimension when it
// executes (the lowering): one result is not folded to the input unless its
// size is known to be the dimension.
// CHECK-LABEL: func.func @single_result_normalised
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[N:.*]]: index)
// CHECK-NEXT: %[[S:.*]] = split.split %[[X]] axis = 0 sizes = [%[[N]]] : tensor<?x4xf32> -> tensor<?x4xf32>
// CHECK-NEXT: return %[[S]] : tensor<?x4xf32>
func.func @single_result_normalised(%x: tensor<?x4xf32>, %n: index) -> tensor<?x4xf32> {
  %a = split.split %x axis = 0 sizes = [%n] : tensor<?x4xf32> -> tensor<?x4xf32>
  return %a : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @single_result_normalised_static
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf32>)
// CHECK-NEXT: return %[[X]] : tensor<4x6xf32>
func.func @single_result_normalised_static(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %c4 = arith.constant 4 : index
  %a = split.split %x axis = 0 sizes = [%c4] : tensor<4x6xf32> -> tensor<4x6xf32>
  return %a : tensor<4x6xf32>
}

// -----

// The normalised op folds constants too, once its sizes are static.
// CHECK-LABEL: func.func @constant_normalised
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<1.000000e+00> : tensor<1xf32>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<[2.000000e+00, 3.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<1xf32>, tensor<2xf32>
func.func @constant_normalised() -> (tensor<1xf32>, tensor<2xf32>) {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %c1 = arith.constant 1 : index
  %a, %b = split.split %x axis = 0 sizes = [%c1, 2] : tensor<3xf32> -> tensor<?xf32>, tensor<2xf32>
  %ca = tensor.cast %a : tensor<?xf32> to tensor<1xf32>
  return %ca, %b : tensor<1xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @normalised_constant_sizes
// CHECK-SAME: (%[[X:.*]]: tensor<6x?xf32>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split %[[X]] axis = 0 sizes = [2, 1, 3] : tensor<6x?xf32> -> tensor<2x?xf32>, tensor<1x?xf32>, tensor<3x?xf32>
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[S]]#0 : tensor<2x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[S]]#1 : tensor<1x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]]#2 : tensor<3x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
func.func @normalised_constant_sizes(%x: tensor<6x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %a, %b, %c = split.split %x axis = 0 sizes = [%c2, %c1, 3] : tensor<6x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %a, %b, %c : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// Only the constant operand becomes static; the op, which may fail, keeps
// its types.
// CHECK-LABEL: func.func @normalised_partly_constant
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[N:.*]]: index)
// CHECK-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [2, %[[N]]] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?x4xf32>, tensor<?x4xf32>
func.func @normalised_partly_constant(%x: tensor<?x4xf32>, %n: index) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %c2 = arith.constant 2 : index
  %a, %b = split.split %x axis = 0 sizes = [%c2, %n] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// Constant sizes that do not add up to the dimension stay operands (as
// static sizes the op would be invalid IR): it fails when it executes.
// CHECK-LABEL: func.func @normalised_wrong_constant_sizes
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [%[[C5]], 2] : tensor<6xf32> -> tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?xf32>, tensor<?xf32>
func.func @normalised_wrong_constant_sizes(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %c5 = arith.constant 5 : index
  %a, %b = split.split %x axis = 0 sizes = [%c5, 2] : tensor<6xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// -----

// Constant sizes that contradict a static result type stay operands too (as
// static sizes the op would be invalid IR; --split-normalize --inline
// --canonicalize made them so): the result type is checked when it executes.
// CHECK-LABEL: func.func @normalised_constant_sizes_contradict_result
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>, %[[N:.*]]: index)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [%[[C1]], %[[C5]]] : tensor<6xf32> -> tensor<?xf32>, tensor<4xf32>
// CHECK: %[[T:.*]]:2 = split.split %[[X]] axis = 0 sizes = [%[[C5]], %[[N]]] : tensor<6xf32> -> tensor<4xf32>, tensor<?xf32>
// CHECK: return %[[S]]#1, %[[T]]#0 : tensor<4xf32>, tensor<4xf32>
func.func @normalised_constant_sizes_contradict_result(%x: tensor<6xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a:2 = split.split %x axis = 0 sizes = [%c1, %c5] : tensor<6xf32> -> tensor<?xf32>, tensor<4xf32>
  %b:2 = split.split %x axis = 0 sizes = [%c5, %n] : tensor<6xf32> -> tensor<4xf32>, tensor<?xf32>
  return %a#1, %b#0 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Likewise a constant chunk that contradicts a static element type.
// CHECK-LABEL: func.func @sequence_constant_chunk_contradicts_element
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 chunk = %[[C2]] : tensor<6xf32> -> !split.seq<tensor<4xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<4xf32>>
func.func @sequence_constant_chunk_contradicts_element(%x: tensor<6xf32>) -> !split.seq<tensor<4xf32>> {
  %c2 = arith.constant 2 : index
  %q = split.split_to_sequence %x axis = 0 chunk = %c2 : tensor<6xf32> -> !split.seq<tensor<4xf32>>
  return %q : !split.seq<tensor<4xf32>>
}

// -----

// The normalised op's constant chunk operand becomes static.
// CHECK-LABEL: func.func @sequence_constant_chunk_operand
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 chunk = 4 : tensor<6xf32> -> !split.seq<tensor<?xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<?xf32>>
func.func @sequence_constant_chunk_operand(%x: tensor<6xf32>) -> !split.seq<tensor<?xf32>> {
  %c = arith.constant 4 : index
  %q = split.split_to_sequence %x axis = 0 chunk = %c : tensor<6xf32> -> !split.seq<tensor<?xf32>>
  return %q : !split.seq<tensor<?xf32>>
}

// -----

// Without the axis (drop_axis) the element type has no dimension for the
// chunk to contradict: chunk 1 along axis 0 of 2x3 folds (dimension 0 of
// the element type is the input's dimension 1, 3, not the chunk's).
// CHECK-LABEL: func.func @sequence_constant_chunk_drop_axis
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 chunk = 1 drop_axis : tensor<2x3xf32> -> !split.seq<tensor<3xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<3xf32>>
func.func @sequence_constant_chunk_drop_axis(%x: tensor<2x3xf32>) -> !split.seq<tensor<3xf32>> {
  %c1 = arith.constant 1 : index
  %q = split.split_to_sequence %x axis = 0 chunk = %c1 drop_axis : tensor<2x3xf32> -> !split.seq<tensor<3xf32>>
  return %q : !split.seq<tensor<3xf32>>
}

// -----

// The normalised op with a run-time list of static length: the lowering
// checks the entries when it executes, so sequence_length does not fold.
// CHECK-LABEL: func.func @sequence_length_normalised_list
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>, %[[L:.*]]: tensor<3xi64>)
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 sizes = %[[L]] : tensor<3xi64> : tensor<6xf32> -> !split.seq<tensor<?xf32>>
// CHECK-NEXT: %[[N:.*]] = split.sequence_length %[[Q]] : !split.seq<tensor<?xf32>>
// CHECK-NEXT: return %[[N]] : tensor<i64>
func.func @sequence_length_normalised_list(%x: tensor<6xf32>, %s: tensor<3xi64>) -> tensor<i64> {
  %q = split.split_to_sequence %x axis = 0 sizes = %s : tensor<3xi64> : tensor<6xf32> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %n : tensor<i64>
}

// -----

// A constant position on the normalised op as well.
// CHECK-LABEL: func.func @sequence_at_normalised
// CHECK-SAME: (%[[X:.*]]: tensor<7x2xi32>)
// CHECK-NEXT: %[[E:.*]] = tensor.extract_slice %[[X]][6, 0] [1, 2] [1, 1] : tensor<7x2xi32> to tensor<1x2xi32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[E]] : tensor<1x2xi32> to tensor<?x2xi32>
// CHECK-NEXT: return %[[C]] : tensor<?x2xi32>
func.func @sequence_at_normalised(%x: tensor<7x2xi32>) -> tensor<?x2xi32> {
  %q = split.split_to_sequence %x axis = 0 chunk = 3 : tensor<7x2xi32> -> !split.seq<tensor<?x2xi32>>
  %p = arith.constant dense<2> : tensor<i32>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<?x2xi32>>, tensor<i32> -> tensor<?x2xi32>
  return %a : tensor<?x2xi32>
}

// -----

// A run-time position on the normalised op: canonicalisation emits no check,
// so sequence_at stays (--split-normalize builds the checked view, see
// normalize.mlir).
// CHECK-LABEL: func.func @sequence_at_normalised_dynamic_position
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>, %[[P:.*]]: tensor<i64>)
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 chunk = 2 : tensor<?xf32> -> !split.seq<tensor<2xf32>>
// CHECK-NEXT: %[[E:.*]] = split.sequence_at %[[Q]][%[[P]]] : !split.seq<tensor<2xf32>>, tensor<i64> -> tensor<?xf32>
// CHECK-NEXT: return %[[E]] : tensor<?xf32>
func.func @sequence_at_normalised_dynamic_position(%x: tensor<?xf32>, %p: tensor<i64>) -> tensor<?xf32> {
  %q = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<?xf32> -> !split.seq<tensor<2xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<2xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----

// A result type that contradicts the chunk is not folded away: the lowering
// checks it at run time.
// CHECK-LABEL: func.func @sequence_at_contradicting_result
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>, %[[P:.*]]: tensor<i64>)
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 chunk = 2 : tensor<6xf32> -> !split.seq<tensor<?xf32>>
// CHECK-NEXT: %[[E:.*]] = split.sequence_at %[[Q]][%[[P]]] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<3xf32>
// CHECK-NEXT: return %[[E]] : tensor<3xf32>
func.func @sequence_at_contradicting_result(%x: tensor<6xf32>, %p: tensor<i64>) -> tensor<3xf32> {
  %q = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<6xf32> -> !split.seq<tensor<?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<3xf32>
  return %e : tensor<3xf32>
}

//===----------------------------------------------------------------------===//
// split.check
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @check_true
// CHECK-NEXT: return
func.func @check_true(%x: index) {
  %t = arith.constant true
  split.check %t, "never {0}"(%x : index)
  return
}

// -----

// A condition that folds to true.
// CHECK-LABEL: func.func @check_folds_to_true
// CHECK-NEXT: return
func.func @check_folds_to_true() {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %ok = arith.cmpi sge, %c3, %c1 : index
  split.check %ok, "{0} must be >= 1"(%c3 : index)
  return
}

// -----

// CHECK-LABEL: func.func @check_unknown
// CHECK-SAME: (%[[C:.*]]: i1, %[[X:.*]]: index)
// CHECK-NEXT: split.check %[[C]], "maybe {0}"(%[[X]] : index)
// CHECK-NEXT: return
func.func @check_unknown(%c: i1, %x: index) {
  split.check %c, "maybe {0}"(%x : index)
  return
}

// -----

// A false check is not erased either.
// CHECK-LABEL: func.func @check_false
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: split.check %[[F]], "always"
// CHECK-NEXT: return
func.func @check_false() {
  %f = arith.constant false
  split.check %f, "always"
  return
}
