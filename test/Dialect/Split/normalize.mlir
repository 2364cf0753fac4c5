// RUN: split-opt %s --split-normalize | FileCheck %s
// RUN: split-opt %s --split-normalize --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: split-opt %s --split-normalize | FileCheck %s --check-prefix=NOVERSIONED
// The num_outputs message agrees in number ("1 part ... leaves").
// RUN: split-opt %s --split-normalize | FileCheck %s --check-prefix=GRAMMAR

// --split-normalize rewrites every versioned op into split.split /
// split.split_to_sequence. Static sizes become static operands without any
// split.check; every rule that depends on run-time values becomes a
// split.check whose message names the original op (docs/Semantics.md §2, §3).

// No versioned op survives anywhere in the module (every versioned op has
// results; the check messages, which start with "split.split_v13:" and the
// like, are not ops).
// NOVERSIONED-NOT: = split.split_v
// NOVERSIONED-NOT: = split.split_to_sequence_v

//===----------------------------------------------------------------------===//
// Static sizes: the rules fold in C++, so no IR is built besides the op (each
// CHECK-NEXT chain runs from the signature to the return)
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @v1_attr_negative_axis
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<2x4xf32>, tensor<4x4xf32>
// CANON-LABEL: func.func @v1_attr_negative_axis
// CANON-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CANON-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
// CANON-NEXT: return %[[S]]#0, %[[S]]#1
func.func @v1_attr_negative_axis(%x: tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<4x4xf32>) {
  %a, %b = split.split_v1 %x axis = -2 split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
  return %a, %b : tensor<2x4xf32>, tensor<4x4xf32>
}

// The list constant stays (unused, for DCE); the sizes are static.
// CHECK-LABEL: func.func @v1_constant_float_operand
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf64>)
// CHECK-NEXT: arith.constant dense<[1.000000e+00, 3.000000e+00]> : tensor<2xf64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 1 sizes = [1, 3] : tensor<6x4xf64> -> tensor<6x1xf64>, tensor<6x3xf64>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<6x1xf64>, tensor<6x3xf64>
// CANON-LABEL: func.func @v1_constant_float_operand
// CANON-SAME: (%[[X:.*]]: tensor<6x4xf64>)
// CANON-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 1 sizes = [1, 3] : tensor<6x4xf64> -> tensor<6x1xf64>, tensor<6x3xf64>
// CANON-NEXT: return %[[S]]#0, %[[S]]#1
func.func @v1_constant_float_operand(%x: tensor<6x4xf64>) -> (tensor<6x1xf64>, tensor<6x3xf64>) {
  %s = arith.constant dense<[1.0, 3.0]> : tensor<2xf64>
  %a, %b = split.split_v1 %x, %s axis = 1 : tensor<6x4xf64>, tensor<2xf64> -> tensor<6x1xf64>, tensor<6x3xf64>
  return %a, %b : tensor<6x1xf64>, tensor<6x3xf64>
}

// CHECK-LABEL: func.func @v1_equal_parts
// CHECK-SAME: (%[[X:.*]]: tensor<6xf16>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [3, 3] : tensor<6xf16> -> tensor<3xf16>, tensor<3xf16>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<3xf16>, tensor<3xf16>
// CANON-LABEL: func.func @v1_equal_parts
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [3, 3] : tensor<6xf16> -> tensor<3xf16>, tensor<3xf16>
func.func @v1_equal_parts(%x: tensor<6xf16>) -> (tensor<3xf16>, tensor<3xf16>) {
  %a, %b = split.split_v1 %x : tensor<6xf16> -> tensor<3xf16>, tensor<3xf16>
  return %a, %b : tensor<3xf16>, tensor<3xf16>
}

// CHECK-LABEL: func.func @v2_negative_axis
// CHECK-SAME: (%[[X:.*]]: tensor<2x6xi8>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 1 sizes = [1, 5] : tensor<2x6xi8> -> tensor<2x1xi8>, tensor<2x5xi8>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<2x1xi8>, tensor<2x5xi8>
// CANON-LABEL: func.func @v2_negative_axis
// CANON-NEXT: split.split %{{.*}} axis = 1 sizes = [1, 5] : tensor<2x6xi8> -> tensor<2x1xi8>, tensor<2x5xi8>
func.func @v2_negative_axis(%x: tensor<2x6xi8>) -> (tensor<2x1xi8>, tensor<2x5xi8>) {
  %a, %b = split.split_v2 %x axis = -1 split = [1, 5] : tensor<2x6xi8> -> tensor<2x1xi8>, tensor<2x5xi8>
  return %a, %b : tensor<2x1xi8>, tensor<2x5xi8>
}

// CHECK-LABEL: func.func @v11_attr
// CHECK-SAME: (%[[X:.*]]: tensor<7x3x!split.string>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split %[[X]] axis = 0 sizes = [3, 1, 3] : tensor<7x3x!split.string> -> tensor<3x3x!split.string>, tensor<1x3x!split.string>, tensor<3x3x!split.string>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2 : tensor<3x3x!split.string>, tensor<1x3x!split.string>, tensor<3x3x!split.string>
// CANON-LABEL: func.func @v11_attr
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [3, 1, 3]
func.func @v11_attr(%x: tensor<7x3x!split.string>) -> (tensor<3x3x!split.string>, tensor<1x3x!split.string>, tensor<3x3x!split.string>) {
  %a, %b, %c = split.split_v11 %x split = [3, 1, 3] : tensor<7x3x!split.string> -> tensor<3x3x!split.string>, tensor<1x3x!split.string>, tensor<3x3x!split.string>
  return %a, %b, %c : tensor<3x3x!split.string>, tensor<1x3x!split.string>, tensor<3x3x!split.string>
}

// CHECK-LABEL: func.func @v11_equal_parts
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xi32>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split %[[X]] axis = 0 sizes = [2, 2, 2] : tensor<6x4xi32> -> tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2 : tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>
// CANON-LABEL: func.func @v11_equal_parts
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [2, 2, 2]
func.func @v11_equal_parts(%x: tensor<6x4xi32>) -> (tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>) {
  %a, %b, %c = split.split_v11 %x : tensor<6x4xi32> -> tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>
  return %a, %b, %c : tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>
}

// CHECK-LABEL: func.func @v13_constant_list
// CHECK-SAME: (%[[X:.*]]: tensor<5xbf16>)
// CHECK-NEXT: arith.constant dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [2, 3] : tensor<5xbf16> -> tensor<2xbf16>, tensor<3xbf16>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<2xbf16>, tensor<3xbf16>
// CANON-LABEL: func.func @v13_constant_list
// CANON-SAME: (%[[X:.*]]: tensor<5xbf16>)
// CANON-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [2, 3] : tensor<5xbf16> -> tensor<2xbf16>, tensor<3xbf16>
// CANON-NEXT: return %[[S]]#0, %[[S]]#1
func.func @v13_constant_list(%x: tensor<5xbf16>) -> (tensor<2xbf16>, tensor<3xbf16>) {
  %s = arith.constant dense<[2, 3]> : tensor<2xi64>
  %a, %b = split.split_v13 %x, %s : tensor<5xbf16>, tensor<2xi64> -> tensor<2xbf16>, tensor<3xbf16>
  return %a, %b : tensor<2xbf16>, tensor<3xbf16>
}

// CHECK-LABEL: func.func @v13_equal_parts
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xui8>)
// CHECK-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 1 sizes = [3, 3] : tensor<4x6xui8> -> tensor<4x3xui8>, tensor<4x3xui8>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<4x3xui8>, tensor<4x3xui8>
// CANON-LABEL: func.func @v13_equal_parts
// CANON-NEXT: split.split %{{.*}} axis = 1 sizes = [3, 3]
func.func @v13_equal_parts(%x: tensor<4x6xui8>) -> (tensor<4x3xui8>, tensor<4x3xui8>) {
  %a, %b = split.split_v13 %x axis = 1 : tensor<4x6xui8> -> tensor<4x3xui8>, tensor<4x3xui8>
  return %a, %b : tensor<4x3xui8>, tensor<4x3xui8>
}

// An empty constant list is treated as absent: equal parts.
// CHECK-LABEL: func.func @v13_empty_constant_list
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: arith.constant dense<> : tensor<0xi64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [3, 3] : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<3xf32>, tensor<3xf32>
// CANON-LABEL: func.func @v13_empty_constant_list
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [3, 3] : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
func.func @v13_empty_constant_list(%x: tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %s = arith.constant dense<> : tensor<0xi64>
  %a, %b = split.split_v13 %x, %s : tensor<6xf32>, tensor<0xi64> -> tensor<3xf32>, tensor<3xf32>
  return %a, %b : tensor<3xf32>, tensor<3xf32>
}

// CHECK-LABEL: func.func @v18_num_outputs_7_3
// CHECK-SAME: (%[[X:.*]]: tensor<7x2xf32>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split %[[X]] axis = 0 sizes = [3, 3, 1] : tensor<7x2xf32> -> tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2 : tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>
// CANON-LABEL: func.func @v18_num_outputs_7_3
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [3, 3, 1]
func.func @v18_num_outputs_7_3(%x: tensor<7x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>) {
  %a, %b, %c = split.split_v18 %x num_outputs = 3 : tensor<7x2xf32> -> tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>
  return %a, %b, %c : tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>
}

// The pass keeps the result types; canonicalisation refines them.
// CHECK-LABEL: func.func @v18_num_outputs_8_3
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split %[[X]] axis = 0 sizes = [3, 3, 2] : tensor<8xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
// CANON-LABEL: func.func @v18_num_outputs_8_3
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [3, 3, 2] : tensor<8xf32> -> tensor<3xf32>, tensor<3xf32>, tensor<2xf32>
func.func @v18_num_outputs_8_3(%x: tensor<8xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %a, %b, %c = split.split_v18 %x num_outputs = 3 : tensor<8xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %a, %b, %c : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @v18_num_outputs_10_4
// CHECK-SAME: (%[[X:.*]]: tensor<2x10xf32>)
// CHECK-NEXT: %[[S:.*]]:4 = split.split %[[X]] axis = 1 sizes = [3, 3, 3, 1] : tensor<2x10xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2, %[[S]]#3
// CANON-LABEL: func.func @v18_num_outputs_10_4
// CANON-NEXT: split.split %{{.*}} axis = 1 sizes = [3, 3, 3, 1] : tensor<2x10xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
func.func @v18_num_outputs_10_4(%x: tensor<2x10xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>) {
  %a, %b, %c, %d = split.split_v18 %x axis = -1 num_outputs = 4 : tensor<2x10xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
  return %a, %b, %c, %d : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
}

// CHECK-LABEL: func.func @v18_constant_list
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi64>)
// CHECK-NEXT: arith.constant dense<[4, 1]> : tensor<2xi64>
// CHECK-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 1 sizes = [4, 1] : tensor<3x5xi64> -> tensor<3x4xi64>, tensor<3x1xi64>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<3x4xi64>, tensor<3x1xi64>
// CANON-LABEL: func.func @v18_constant_list
// CANON-NEXT: split.split %{{.*}} axis = 1 sizes = [4, 1]
func.func @v18_constant_list(%x: tensor<3x5xi64>) -> (tensor<3x4xi64>, tensor<3x1xi64>) {
  %s = arith.constant dense<[4, 1]> : tensor<2xi64>
  %a, %b = split.split_v18 %x, %s axis = 1 : tensor<3x5xi64>, tensor<2xi64> -> tensor<3x4xi64>, tensor<3x1xi64>
  return %a, %b : tensor<3x4xi64>, tensor<3x1xi64>
}

// CHECK-LABEL: func.func @v18_neither
// CHECK-SAME: (%[[X:.*]]: tensor<6xcomplex<f32>>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split %[[X]] axis = 0 sizes = [2, 2, 2] : tensor<6xcomplex<f32>> -> tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2
// CANON-LABEL: func.func @v18_neither
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [2, 2, 2]
func.func @v18_neither(%x: tensor<6xcomplex<f32>>) -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) {
  %a, %b, %c = split.split_v18 %x : tensor<6xcomplex<f32>> -> tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
  return %a, %b, %c : tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @zero_size_chunks
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>)
// CHECK-NEXT: arith.constant dense<[0, 4, 0]> : tensor<3xi64>
// CHECK-NEXT: %[[S:.*]]:3 = split.split %[[X]] axis = 0 sizes = [0, 4, 0] : tensor<4x3xf32> -> tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2
// CANON-LABEL: func.func @zero_size_chunks
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [0, 4, 0]
func.func @zero_size_chunks(%x: tensor<4x3xf32>) -> (tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>) {
  %s = arith.constant dense<[0, 4, 0]> : tensor<3xi64>
  %a, %b, %c = split.split_v13 %x, %s : tensor<4x3xf32>, tensor<3xi64> -> tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
  return %a, %b, %c : tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
}

// CHECK-LABEL: func.func @empty_dimension
// CHECK-SAME: (%[[X:.*]]: tensor<0x3xf32>)
// CHECK-NEXT: %[[S:.*]]:3 = split.split %[[X]] axis = 0 sizes = [0, 0, 0] : tensor<0x3xf32> -> tensor<0x3xf32>, tensor<0x3xf32>, tensor<0x3xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2
// CANON-LABEL: func.func @empty_dimension
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [0, 0, 0]
func.func @empty_dimension(%x: tensor<0x3xf32>) -> (tensor<0x3xf32>, tensor<0x3xf32>, tensor<0x3xf32>) {
  %a, %b, %c = split.split_v11 %x : tensor<0x3xf32> -> tensor<0x3xf32>, tensor<0x3xf32>, tensor<0x3xf32>
  return %a, %b, %c : tensor<0x3xf32>, tensor<0x3xf32>, tensor<0x3xf32>
}

//===----------------------------------------------------------------------===//
// Equal parts over a dynamic dimension: divisibility check
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @v13_equal_parts_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x6xf32>)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x6xf32>
// CHECK: %[[R:.*]] = arith.remui %[[D]], %{{.*}} : index
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[R]], %{{.*}} : index
// CHECK: split.check %[[OK]], "split.split_v13: dimension 0 of the input has size {0}, which cannot be split into 2 equal parts"(%[[D]] : index)
// CHECK: %[[P:.*]] = arith.divui %[[D]], %{{.*}} : index
// CHECK: split.split %[[X]] axis = 0 sizes = [%[[P]], %[[P]]] : tensor<?x6xf32> -> tensor<?x6xf32>, tensor<?x6xf32>
// CANON-LABEL: func.func @v13_equal_parts_dynamic
// CANON-SAME: (%[[X:.*]]: tensor<?x6xf32>)
// CANON-DAG: %[[C2:.*]] = arith.constant 2 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x6xf32>
// CANON-NEXT: %[[R:.*]] = arith.remui %[[D]], %[[C2]] : index
// CANON-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[R]], %[[C0]] : index
// CANON-NEXT: split.check %[[OK]], "split.split_v13: dimension 0 of the input has size {0}, which cannot be split into 2 equal parts"(%[[D]] : index)
// CANON-NEXT: %[[P:.*]] = arith.divui %[[D]], %[[C2]] : index
// CANON-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [%[[P]], %[[P]]] : tensor<?x6xf32> -> tensor<?x6xf32>, tensor<?x6xf32>
// CANON-NEXT: return %[[S]]#0, %[[S]]#1
func.func @v13_equal_parts_dynamic(%x: tensor<?x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %a, %b = split.split_v13 %x : tensor<?x6xf32> -> tensor<?x6xf32>, tensor<?x6xf32>
  return %a, %b : tensor<?x6xf32>, tensor<?x6xf32>
}

// The message names the op and the normalised axis.
// CANON-LABEL: func.func @v11_equal_parts_dynamic_negative_axis
// CANON-SAME: (%[[X:.*]]: tensor<4x?xi64>)
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<4x?xi64>
// CANON-NEXT: %[[R:.*]] = arith.remui %[[D]], %[[C3]] : index
// CANON-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[R]], %{{.*}} : index
// CANON-NEXT: split.check %[[OK]], "split.split_v11: dimension 1 of the input has size {0}, which cannot be split into 3 equal parts"(%[[D]] : index)
// CANON-NEXT: %[[P:.*]] = arith.divui %[[D]], %[[C3]] : index
// CANON-NEXT: split.split %[[X]] axis = 1 sizes = [%[[P]], %[[P]], %[[P]]] : tensor<4x?xi64> -> tensor<4x?xi64>, tensor<4x?xi64>, tensor<4x?xi64>
func.func @v11_equal_parts_dynamic_negative_axis(%x: tensor<4x?xi64>) -> (tensor<4x?xi64>, tensor<4x?xi64>, tensor<4x?xi64>) {
  %a, %b, %c = split.split_v11 %x axis = -1 : tensor<4x?xi64> -> tensor<4x?xi64>, tensor<4x?xi64>, tensor<4x?xi64>
  return %a, %b, %c : tensor<4x?xi64>, tensor<4x?xi64>, tensor<4x?xi64>
}

// CANON-LABEL: func.func @v1_equal_parts_dynamic
// CANON: split.check %{{.*}}, "split.split_v1: dimension 0 of the input has size {0}, which cannot be split into 2 equal parts"(%{{.*}} : index)
// CANON: split.split %{{.*}} axis = 0 sizes = [%[[P:.*]], %[[P]]] : tensor<?xf32>
func.func @v1_equal_parts_dynamic(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a, %b = split.split_v1 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// CANON-LABEL: func.func @v2_equal_parts_dynamic
// CANON: split.check %{{.*}}, "split.split_v2: dimension 0 of the input has size {0}, which cannot be split into 2 equal parts"(%{{.*}} : index)
// CANON: split.split %{{.*}} axis = 0 sizes = [%[[P:.*]], %[[P]]] : tensor<?xi16>
func.func @v2_equal_parts_dynamic(%x: tensor<?xi16>) -> (tensor<?xi16>, tensor<?xi16>) {
  %a, %b = split.split_v2 %x : tensor<?xi16> -> tensor<?xi16>, tensor<?xi16>
  return %a, %b : tensor<?xi16>, tensor<?xi16>
}

// Split-18 with neither split nor num_outputs: the Split-13 rule.
// CANON-LABEL: func.func @v18_neither_dynamic
// CANON-SAME: (%[[X:.*]]: tensor<?xf32>)
// CANON: %[[D:.*]] = tensor.dim %[[X]]
// CANON-NEXT: %[[R:.*]] = arith.remui %[[D]], %{{.*}} : index
// CANON-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[R]], %{{.*}} : index
// CANON-NEXT: split.check %[[OK]], "split.split_v18: dimension 0 of the input has size {0}, which cannot be split into 3 equal parts"(%[[D]] : index)
// CANON-NEXT: %[[P:.*]] = arith.divui %[[D]], %{{.*}} : index
// CANON-NEXT: %[[S:.*]]:3 = split.split %[[X]] axis = 0 sizes = [%[[P]], %[[P]], %[[P]]] : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
// CANON-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2
func.func @v18_neither_dynamic(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %a, %b, %c = split.split_v18 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %a, %b, %c : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// An empty constant list on a dynamic dimension: equal parts.
// CANON-LABEL: func.func @v13_empty_constant_list_dynamic
// CANON-NOT: scf.if
// CANON: split.check %{{.*}}, "split.split_v13: dimension 0 of the input has size {0}, which cannot be split into 2 equal parts"
// CANON: split.split %{{.*}} axis = 0 sizes = [%[[P:.*]], %[[P]]]
func.func @v13_empty_constant_list_dynamic(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %s = arith.constant dense<> : tensor<0xi64>
  %a, %b = split.split_v13 %x, %s : tensor<?x4xf32>, tensor<0xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

//===----------------------------------------------------------------------===//
// num_outputs over a dynamic dimension: ceil rule, last part >= 1
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @v18_num_outputs_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x4xf32>
// CHECK: %[[P:.*]] = arith.ceildivui %[[D]], %{{.*}} : index
// CHECK: %[[REST:.*]] = arith.muli %[[P]], %{{.*}} : index
// CHECK: %[[LAST:.*]] = arith.subi %[[D]], %[[REST]] : index
// CHECK: %[[OK:.*]] = arith.cmpi sge, %[[LAST]], %{{.*}} : index
// CHECK: split.check %[[OK]], "split.split_v18: num_outputs 3 cannot split dimension 0 of size {0}: 2 parts of size {1} leave {2} for the last part, which must be >= 1"(%[[D]], %[[P]], %[[LAST]] : index, index, index)
// CHECK: split.split %[[X]] axis = 0 sizes = [%[[P]], %[[P]], %[[LAST]]]
// CANON-LABEL: func.func @v18_num_outputs_dynamic
// CANON-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON-DAG: %[[C2:.*]] = arith.constant 2 : index
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4xf32>
// CANON-NEXT: %[[P:.*]] = arith.ceildivui %[[D]], %[[C3]] : index
// CANON-NEXT: %[[REST:.*]] = arith.muli %[[P]], %[[C2]] : index
// CANON-NEXT: %[[LAST:.*]] = arith.subi %[[D]], %[[REST]] : index
// CANON-NEXT: %[[OK:.*]] = arith.cmpi sge, %[[LAST]], %[[C1]] : index
// CANON-NEXT: split.check %[[OK]], "split.split_v18: num_outputs 3 cannot split dimension 0 of size {0}: 2 parts of size {1} leave {2} for the last part, which must be >= 1"(%[[D]], %[[P]], %[[LAST]] : index, index, index)
// CANON-NEXT: %[[S:.*]]:3 = split.split %[[X]] axis = 0 sizes = [%[[P]], %[[P]], %[[LAST]]] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
// CANON-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2
func.func @v18_num_outputs_dynamic(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b, %c = split.split_v18 %x num_outputs = 3 : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b, %c : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
}

// Known bug (fails on purpose): with 2 outputs the message reads "1 part of size {1} leave {2}";
// it must say "leaves" (issue #9, item 8: messages agree in number).
// GRAMMAR-LABEL: func.func @v18_num_outputs_2_dynamic
// GRAMMAR: split.check %{{.*}}, "split.split_v18: num_outputs 2 cannot split dimension 0 of size {0}: 1 part of size {1} leaves {2} for the last part, which must be >= 1"(%{{.*}}, %{{.*}}, %{{.*}} : index, index, index)
func.func @v18_num_outputs_2_dynamic(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a, %b = split.split_v18 %x num_outputs = 2 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// num_outputs = 1: d must be >= 1. The one-part split.split stays:
// canonicalisation does not see that its size %dim is the dimension (it
// folds only sizes known to be valid; see canonicalize.mlir).
// CANON-LABEL: func.func @v18_num_outputs_1_dynamic
// CANON-SAME: (%[[X:.*]]: tensor<?xf32>)
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?xf32>
// CANON-NEXT: %[[OK:.*]] = arith.cmpi sge, %[[D]], %[[C1]] : index
// CANON-NEXT: split.check %[[OK]], "split.split_v18: num_outputs 1 cannot split dimension 0 of size {0}: its one part must have size >= 1"(%[[D]], %[[D]], %[[D]] : index, index, index)
// CANON-NEXT: %[[S:.*]] = split.split %[[X]] axis = 0 sizes = [%[[D]]] : tensor<?xf32> -> tensor<?xf32>
// CANON-NEXT: return %[[S]] : tensor<?xf32>
func.func @v18_num_outputs_1_dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  %a = split.split_v18 %x num_outputs = 1 : tensor<?xf32> -> tensor<?xf32>
  return %a : tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// Explicit sizes only known at run time
//===----------------------------------------------------------------------===//

// A static list on a dynamic dimension: only the sum is checked.
// CHECK-LABEL: func.func @v11_attr_dynamic_dim
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4xf32>
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[D]], %[[C3]] : index
// CHECK-NEXT: %[[SUM:.*]] = arith.constant 3 : index
// CHECK-NEXT: split.check %[[OK]], "split.split_v11: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[SUM]], %[[D]] : index, index)
// CHECK-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [0, 3] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1 : tensor<?x4xf32>, tensor<?x4xf32>
// CANON-LABEL: func.func @v11_attr_dynamic_dim
// CANON-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4xf32>
// CANON-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[D]], %[[C3]] : index
// CANON-NEXT: split.check %[[OK]], "split.split_v11: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[C3]], %[[D]] : index, index)
// The split of a dynamic dimension keeps its types (canonicalisation refines
// only splits that cannot fail).
// CANON-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [0, 3] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
func.func @v11_attr_dynamic_dim(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b = split.split_v11 %x split = [0, 3] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// A list of static length from an argument: every entry is read and checked,
// then the sum (against the normalised axis 1).
// CHECK-LABEL: func.func @v18_list_argument
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xf32>, %[[L:.*]]: tensor<2xi64>)
// CHECK-NOT: scf.if
// CHECK: split.split %[[X]] axis = 1 sizes = [%{{.*}}, %{{.*}}]
// CANON-LABEL: func.func @v18_list_argument
// CANON-SAME: (%[[X:.*]]: tensor<4x?xf32>, %[[L:.*]]: tensor<2xi64>)
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<4x?xf32>
// CANON-NEXT: %[[E0:.*]] = tensor.extract %[[L]][%[[C0]]] : tensor<2xi64>
// CANON-NEXT: %[[S0:.*]] = arith.index_cast %[[E0]] : i64 to index
// CANON-NEXT: %[[E1:.*]] = tensor.extract %[[L]][%[[C1]]] : tensor<2xi64>
// CANON-NEXT: %[[S1:.*]] = arith.index_cast %[[E1]] : i64 to index
// CANON-NEXT: %[[N0:.*]] = arith.cmpi sge, %[[S0]], %[[C0]] : index
// CANON-NEXT: split.check %[[N0]], "split.split_v18: split sizes contain the negative size {0} at index {1}"(%[[S0]], %[[C0]] : index, index)
// CANON-NEXT: %[[N1:.*]] = arith.cmpi sge, %[[S1]], %[[C0]] : index
// CANON-NEXT: split.check %[[N1]], "split.split_v18: split sizes contain the negative size {0} at index {1}"(%[[S1]], %[[C1]] : index, index)
// CANON-NEXT: %[[SUM:.*]] = arith.addi %[[S0]], %[[S1]] : index
// CANON-NEXT: %[[NOOV:.*]] = arith.cmpi sge, %[[SUM]], %[[C0]] : index
// CANON-NEXT: split.check %[[NOOV]], "split.split_v18: split sizes overflow a 64-bit sum"
// CANON-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[SUM]], %[[D]] : index
// CANON-NEXT: split.check %[[EQ]], "split.split_v18: split sizes sum to {0} but dimension 1 of the input has size {1}"(%[[SUM]], %[[D]] : index, index)
// CANON-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 1 sizes = [%[[S0]], %[[S1]]] : tensor<4x?xf32> -> tensor<4x?xf32>, tensor<4x?xf32>
// CANON-NEXT: return %[[S]]#0, %[[S]]#1
func.func @v18_list_argument(%x: tensor<4x?xf32>, %s: tensor<2xi64>) -> (tensor<4x?xf32>, tensor<4x?xf32>) {
  %a, %b = split.split_v18 %x, %s axis = -1 : tensor<4x?xf32>, tensor<2xi64> -> tensor<4x?xf32>, tensor<4x?xf32>
  return %a, %b : tensor<4x?xf32>, tensor<4x?xf32>
}

// A list of run-time length: an empty list means equal parts (scf.if), any
// other length must be the number of results; the entries are checked after
// the branch.
// CHECK-LABEL: func.func @v13_dynamic_length_list
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>, %[[L:.*]]: tensor<?xi64>)
// CHECK: %[[LEN:.*]] = tensor.dim %[[L]], %{{.*}} : tensor<?xi64>
// CHECK: %[[EMPTY:.*]] = arith.cmpi eq, %[[LEN]], %{{.*}} : index
// CHECK: %[[IF:.*]]:2 = scf.if %[[EMPTY]] -> (index, index) {
// CHECK-NOT: split.check
// CHECK: } else {
// CHECK: split.check %{{.*}}, "split.split_v13: split list has length {0} but the op has 2 results"(%[[LEN]] : index)
// CHECK: }
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index {1}"(%[[IF]]#0, %{{.*}} : index, index)
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index {1}"(%[[IF]]#1, %{{.*}} : index, index)
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes sum to {0} but dimension 0 of the input has size {1}"
// CHECK: split.split %[[X]] axis = 0 sizes = [%[[IF]]#0, %[[IF]]#1] : tensor<6x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
// CANON-LABEL: func.func @v13_dynamic_length_list
// CANON-SAME: (%[[X:.*]]: tensor<6x4xf32>, %[[L:.*]]: tensor<?xi64>)
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON-DAG: %[[C2:.*]] = arith.constant 2 : index
// CANON-DAG: %[[C6:.*]] = arith.constant 6 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[LEN:.*]] = tensor.dim %[[L]], %[[C0]] : tensor<?xi64>
// CANON-NEXT: %[[EMPTY:.*]] = arith.cmpi eq, %[[LEN]], %[[C0]] : index
// CANON-NEXT: %[[IF:.*]]:2 = scf.if %[[EMPTY]] -> (index, index) {
// CANON-NEXT: scf.yield %[[C3]], %[[C3]] : index, index
// CANON-NEXT: } else {
// CANON-NEXT: %[[L0:.*]] = arith.cmpi eq, %[[LEN]], %[[C0]] : index
// CANON-NEXT: %[[L2:.*]] = arith.cmpi eq, %[[LEN]], %[[C2]] : index
// CANON-NEXT: %[[LOK:.*]] = arith.ori %[[L0]], %[[L2]] : i1
// CANON-NEXT: split.check %[[LOK]], "split.split_v13: split list has length {0} but the op has 2 results"(%[[LEN]] : index)
// CANON-NEXT: %[[E0:.*]] = tensor.extract %[[L]][%[[C0]]] : tensor<?xi64>
// CANON-NEXT: %[[S0:.*]] = arith.index_cast %[[E0]] : i64 to index
// CANON-NEXT: %[[E1:.*]] = tensor.extract %[[L]][%[[C1]]] : tensor<?xi64>
// CANON-NEXT: %[[S1:.*]] = arith.index_cast %[[E1]] : i64 to index
// CANON-NEXT: scf.yield %[[S0]], %[[S1]] : index, index
// CANON-NEXT: }
// CANON-NEXT: %[[N0:.*]] = arith.cmpi sge, %[[IF]]#0, %[[C0]] : index
// CANON-NEXT: split.check %[[N0]], "split.split_v13: split sizes contain the negative size {0} at index {1}"(%[[IF]]#0, %[[C0]] : index, index)
// CANON-NEXT: %[[N1:.*]] = arith.cmpi sge, %[[IF]]#1, %[[C0]] : index
// CANON-NEXT: split.check %[[N1]], "split.split_v13: split sizes contain the negative size {0} at index {1}"(%[[IF]]#1, %[[C1]] : index, index)
// CANON-NEXT: %[[SUM:.*]] = arith.addi %[[IF]]#0, %[[IF]]#1 : index
// CANON-NEXT: %[[NOOV:.*]] = arith.cmpi sge, %[[SUM]], %[[C0]] : index
// CANON-NEXT: split.check %[[NOOV]], "split.split_v13: split sizes overflow a 64-bit sum"
// CANON-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[SUM]], %[[C6]] : index
// CANON-NEXT: split.check %[[EQ]], "split.split_v13: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[SUM]], %[[C6]] : index, index)
// CANON-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [%[[IF]]#0, %[[IF]]#1] : tensor<6x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
// CANON-NEXT: return %[[S]]#0, %[[S]]#1
func.func @v13_dynamic_length_list(%x: tensor<6x4xf32>, %s: tensor<?xi64>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b = split.split_v13 %x, %s : tensor<6x4xf32>, tensor<?xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// The same on a dynamic dimension: the equal-parts branch carries the
// divisibility check.
// CANON-LABEL: func.func @v18_dynamic_length_list_dynamic_dim
// CANON-SAME: (%[[X:.*]]: tensor<?xf32>, %[[L:.*]]: tensor<?xi64>)
// CANON: %[[IF:.*]]:2 = scf.if %{{.*}} -> (index, index) {
// CANON-NEXT: %[[R:.*]] = arith.remui %[[D:.*]], %{{.*}} : index
// CANON-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[R]], %{{.*}} : index
// CANON-NEXT: split.check %[[OK]], "split.split_v18: dimension 0 of the input has size {0}, which cannot be split into 2 equal parts"(%[[D]] : index)
// CANON-NEXT: %[[P:.*]] = arith.divui %[[D]], %{{.*}} : index
// CANON-NEXT: scf.yield %[[P]], %[[P]] : index, index
// CANON-NEXT: } else {
// CANON: split.check %{{.*}}, "split.split_v18: split list has length {0} but the op has 2 results"
// CANON: }
// CANON: split.check %{{.*}}, "split.split_v18: split sizes sum to {0} but dimension 0 of the input has size {1}"(%{{.*}}, %[[D]] : index, index)
// CANON-NEXT: split.split %[[X]] axis = 0 sizes = [%[[IF]]#0, %[[IF]]#1]
func.func @v18_dynamic_length_list_dynamic_dim(%x: tensor<?xf32>, %s: tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a, %b = split.split_v18 %x, %s : tensor<?xf32>, tensor<?xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// Split-1 float sizes from an argument: each entry must be a non-negative
// integer (range check, fptosi / sitofp round trip), then the usual checks.
// CHECK-LABEL: func.func @v1_float_argument
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>, %[[L:.*]]: tensor<2xf32>)
// CHECK: %[[E0:.*]] = tensor.extract %[[L]][%{{.*}}] : tensor<2xf32>
// CHECK: arith.cmpf oge, %[[E0]], %{{.*}} : f32
// CHECK: arith.cmpf olt, %[[E0]], %{{.*}} : f32
// CHECK: %[[I0:.*]] = arith.fptosi %{{.*}} : f32 to i64
// CHECK: %[[B0:.*]] = arith.sitofp %[[I0]] : i64 to f32
// CHECK: arith.cmpf oeq, %[[B0]], %[[E0]] : f32
// CHECK: split.check %{{.*}}, "split.split_v1: split value at index {0} is not a size (an integer in [0, 2^63))"(%{{.*}} : index)
// CHECK: %[[S0:.*]] = arith.index_cast %[[I0]] : i64 to index
// CHECK: %[[E1:.*]] = tensor.extract %[[L]][%{{.*}}] : tensor<2xf32>
// CHECK: split.check %{{.*}}, "split.split_v1: split value at index {0} is not a size (an integer in [0, 2^63))"(%{{.*}} : index)
// CHECK: %[[S1:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: split.check %{{.*}}, "split.split_v1: split sizes contain the negative size {0} at index {1}"(%[[S0]], %{{.*}} : index, index)
// CHECK: split.check %{{.*}}, "split.split_v1: split sizes contain the negative size {0} at index {1}"(%[[S1]], %{{.*}} : index, index)
// CHECK: split.check %{{.*}}, "split.split_v1: split sizes sum to {0} but dimension 0 of the input has size {1}"
// CHECK: split.split %[[X]] axis = 0 sizes = [%[[S0]], %[[S1]]] : tensor<6xf32> -> tensor<?xf32>, tensor<?xf32>
// CANON-LABEL: func.func @v1_float_argument
// CANON-SAME: (%[[X:.*]]: tensor<6xf32>, %[[L:.*]]: tensor<2xf32>)
// CANON-DAG: %[[C6:.*]] = arith.constant 6 : index
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON-DAG: %[[LIMIT:.*]] = arith.constant 9.22337203E+18 : f32
// CANON-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[E0:.*]] = tensor.extract %[[L]][%[[C0]]] : tensor<2xf32>
// CANON-NEXT: %[[GE0:.*]] = arith.cmpf oge, %[[E0]], %[[ZERO]] : f32
// CANON-NEXT: %[[LE0:.*]] = arith.cmpf olt, %[[E0]], %[[LIMIT]] : f32
// CANON-NEXT: %[[IN0:.*]] = arith.andi %[[GE0]], %[[LE0]] : i1
// CANON-NEXT: %[[SAFE0:.*]] = arith.select %[[IN0]], %[[E0]], %[[ZERO]] : f32
// CANON-NEXT: %[[I0:.*]] = arith.fptosi %[[SAFE0]] : f32 to i64
// CANON-NEXT: %[[B0:.*]] = arith.sitofp %[[I0]] : i64 to f32
// CANON-NEXT: %[[INT0:.*]] = arith.cmpf oeq, %[[B0]], %[[E0]] : f32
// CANON-NEXT: %[[OK0:.*]] = arith.andi %[[IN0]], %[[INT0]] : i1
// CANON-NEXT: split.check %[[OK0]], "split.split_v1: split value at index {0} is not a size (an integer in [0, 2^63))"(%[[C0]] : index)
// CANON-NEXT: %[[S0:.*]] = arith.index_cast %[[I0]] : i64 to index
// CANON-NEXT: %[[E1:.*]] = tensor.extract %[[L]][%[[C1]]] : tensor<2xf32>
// CANON: split.check %{{.*}}, "split.split_v1: split value at index {0} is not a size (an integer in [0, 2^63))"(%[[C1]] : index)
// CANON-NEXT: %[[S1:.*]] = arith.index_cast %{{.*}} : i64 to index
// CANON-NEXT: %[[N0:.*]] = arith.cmpi sge, %[[S0]], %[[C0]] : index
// CANON-NEXT: split.check %[[N0]], "split.split_v1: split sizes contain the negative size {0} at index {1}"(%[[S0]], %[[C0]] : index, index)
// CANON-NEXT: %[[N1:.*]] = arith.cmpi sge, %[[S1]], %[[C0]] : index
// CANON-NEXT: split.check %[[N1]], "split.split_v1: split sizes contain the negative size {0} at index {1}"(%[[S1]], %[[C1]] : index, index)
// CANON-NEXT: %[[SUM:.*]] = arith.addi %[[S0]], %[[S1]] : index
// CANON-NEXT: %[[NOOV:.*]] = arith.cmpi sge, %[[SUM]], %[[C0]] : index
// CANON-NEXT: split.check %[[NOOV]], "split.split_v1: split sizes overflow a 64-bit sum"
// CANON-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[SUM]], %[[C6]] : index
// CANON-NEXT: split.check %[[EQ]], "split.split_v1: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[SUM]], %[[C6]] : index, index)
// CANON-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [%[[S0]], %[[S1]]] : tensor<6xf32> -> tensor<?xf32>, tensor<?xf32>
func.func @v1_float_argument(%x: tensor<6xf32>, %s: tensor<2xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a, %b = split.split_v1 %x, %s : tensor<6xf32>, tensor<2xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// A Split-1 float list of run-time length: the integrality checks are in the
// non-empty branch.
// CANON-LABEL: func.func @v1_float_dynamic_length
// CANON-SAME: (%[[X:.*]]: tensor<6xf64>, %[[L:.*]]: tensor<?xf64>)
// CANON: %[[IF:.*]]:2 = scf.if %{{.*}} -> (index, index) {
// CANON-NEXT: scf.yield %[[C3:.*]], %[[C3]] : index, index
// CANON-NEXT: } else {
// CANON: split.check %{{.*}}, "split.split_v1: split list has length {0} but the op has 2 results"
// CANON: arith.fptosi %{{.*}} : f64 to i64
// CANON: split.check %{{.*}}, "split.split_v1: split value at index {0} is not a size (an integer in [0, 2^63))"
// CANON: split.check %{{.*}}, "split.split_v1: split value at index {0} is not a size (an integer in [0, 2^63))"
// CANON: scf.yield
// CANON-NEXT: }
// CANON: split.check %{{.*}}, "split.split_v1: split sizes sum to {0} but dimension 0 of the input has size {1}"
// CANON-NEXT: split.split %[[X]] axis = 0 sizes = [%[[IF]]#0, %[[IF]]#1] : tensor<6xf64>
func.func @v1_float_dynamic_length(%x: tensor<6xf64>, %s: tensor<?xf64>) -> (tensor<?xf64>, tensor<?xf64>) {
  %a, %b = split.split_v1 %x, %s : tensor<6xf64>, tensor<?xf64> -> tensor<?xf64>, tensor<?xf64>
  return %a, %b : tensor<?xf64>, tensor<?xf64>
}

//===----------------------------------------------------------------------===//
// SplitToSequence
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @sequence_constant_scalar
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NEXT: arith.constant dense<4> : tensor<i64>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 chunk = 4 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<?x4xf32>>
// CANON-LABEL: func.func @sequence_constant_scalar
// CANON-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 chunk = 4 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
// CANON-NEXT: return %[[Q]]
func.func @sequence_constant_scalar(%x: tensor<6x4xf32>) -> !split.seq<tensor<?x4xf32>> {
  %s = arith.constant dense<4> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
  return %q : !split.seq<tensor<?x4xf32>>
}

// A scalar from an argument must be >= 1.
// CHECK-LABEL: func.func @sequence_scalar_argument_i32
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>, %[[P:.*]]: tensor<i32>)
// CHECK: %[[E:.*]] = tensor.extract %[[P]][] : tensor<i32>
// CHECK-NEXT: %[[C:.*]] = arith.index_cast %[[E]] : i32 to index
// CHECK: %[[OK:.*]] = arith.cmpi sge, %[[C]], %{{.*}} : index
// CHECK-NEXT: split.check %[[OK]], "split.split_to_sequence_v11: scalar split {0} must be >= 1"(%[[C]] : index)
// CHECK-NEXT: split.split_to_sequence %[[X]] axis = 0 chunk = %[[C]] : tensor<6xf32> -> !split.seq<tensor<?xf32>>
// CANON-LABEL: func.func @sequence_scalar_argument_i32
// CANON-SAME: (%[[X:.*]]: tensor<6xf32>, %[[P:.*]]: tensor<i32>)
// CANON-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CANON-NEXT: %[[E:.*]] = tensor.extract %[[P]][] : tensor<i32>
// CANON-NEXT: %[[C:.*]] = arith.index_cast %[[E]] : i32 to index
// CANON-NEXT: %[[OK:.*]] = arith.cmpi sge, %[[C]], %[[C1]] : index
// CANON-NEXT: split.check %[[OK]], "split.split_to_sequence_v11: scalar split {0} must be >= 1"(%[[C]] : index)
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 chunk = %[[C]] : tensor<6xf32> -> !split.seq<tensor<?xf32>>
// CANON-NEXT: return %[[Q]]
func.func @sequence_scalar_argument_i32(%x: tensor<6xf32>, %s: tensor<i32>) -> !split.seq<tensor<?xf32>> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<6xf32>, tensor<i32> -> !split.seq<tensor<?xf32>>
  return %q : !split.seq<tensor<?xf32>>
}

// CANON-LABEL: func.func @sequence_scalar_argument_i64
// CANON-SAME: (%[[X:.*]]: tensor<?x2xbf16>, %[[P:.*]]: tensor<i64>)
// CANON: %[[E:.*]] = tensor.extract %[[P]][] : tensor<i64>
// CANON-NEXT: %[[C:.*]] = arith.index_cast %[[E]] : i64 to index
// CANON-NEXT: %[[OK:.*]] = arith.cmpi sge, %[[C]], %{{.*}} : index
// CANON-NEXT: split.check %[[OK]], "split.split_to_sequence_v24: scalar split {0} must be >= 1"(%[[C]] : index)
// CANON-NEXT: split.split_to_sequence %[[X]] axis = 0 chunk = %[[C]] : tensor<?x2xbf16> -> !split.seq<tensor<?x2xbf16>>
func.func @sequence_scalar_argument_i64(%x: tensor<?x2xbf16>, %s: tensor<i64>) -> !split.seq<tensor<?x2xbf16>> {
  %q = split.split_to_sequence_v24 %x, %s axis = -2 : tensor<?x2xbf16>, tensor<i64> -> !split.seq<tensor<?x2xbf16>>
  return %q : !split.seq<tensor<?x2xbf16>>
}

// A run-time scalar with keepdims = 0 drops the axis, which needs chunks of
// size 1: checked at run time, the elements are views without the axis.
// CHECK-LABEL: func.func @sequence_scalar_argument_keepdims_0
// CHECK-SAME: (%[[X:.*]]: tensor<?x2xf32>, %[[P:.*]]: tensor<i64>)
// CHECK: %[[C:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: split.check %{{.*}}, "split.split_to_sequence_v11: scalar split {0} must be >= 1"(%[[C]] : index)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x2xf32>
// CHECK: %[[EMPTY:.*]] = arith.cmpi eq, %[[D]], %{{.*}} : index
// CHECK-NEXT: %[[M:.*]] = arith.minui %[[C]], %[[D]] : index
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[UNIT:.*]] = arith.cmpi slt, %[[M]], %[[TWO]] : index
// CHECK-NEXT: %[[OK:.*]] = arith.ori %[[UNIT]], %[[EMPTY]] : i1
// CHECK-NEXT: split.check %[[OK]], "split.split_to_sequence_v11: keepdims = 0 drops dimension 0, which needs chunks of size 1, but the scalar split is {0} and dimension 0 of the input has size {1}"(%[[C]], %[[D]] : index, index)
// CHECK-NEXT: split.split_to_sequence %[[X]] axis = 0 chunk = %[[C]] drop_axis : tensor<?x2xf32> -> !split.seq<tensor<2xf32>>
func.func @sequence_scalar_argument_keepdims_0(%x: tensor<?x2xf32>, %s: tensor<i64>) -> !split.seq<tensor<2xf32>> {
  %q = split.split_to_sequence_v11 %x, %s keepdims = 0 : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<2xf32>>
  return %q : !split.seq<tensor<2xf32>>
}

// A 1-D i32 list of run-time length from an argument: sign-extended to i64,
// every entry checked in an scf.for, then the sum (an empty list is absent:
// its sum is taken to be the dimension).
// CHECK-LABEL: func.func @sequence_list_argument_i32
// CHECK-SAME: (%[[X:.*]]: tensor<?x3xf32>, %[[L:.*]]: tensor<?xi32>)
// CHECK: %[[L64:.*]] = arith.extsi %[[L]] : tensor<?xi32> to tensor<?xi64>
// CHECK: scf.for
// CHECK: split.check %{{.*}}, "split.split_to_sequence_v24: split sizes contain the negative size {0} at index {1}"
// CHECK: split.check %{{.*}}, "split.split_to_sequence_v24: split sizes sum to {0} but dimension 0 of the input has size {1}"
// CHECK: split.split_to_sequence %[[X]] axis = 0 sizes = %[[L64]] : tensor<?xi64> : tensor<?x3xf32> -> !split.seq<tensor<?x3xf32>>
// CANON-LABEL: func.func @sequence_list_argument_i32
// CANON-SAME: (%[[X:.*]]: tensor<?x3xf32>, %[[L:.*]]: tensor<?xi32>)
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x3xf32>
// CANON-NEXT: %[[L64:.*]] = arith.extsi %[[L]] : tensor<?xi32> to tensor<?xi64>
// CANON-NEXT: %[[LEN:.*]] = tensor.dim %[[L64]], %[[C0]] : tensor<?xi64>
// CANON-NEXT: %[[SUM:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[LEN]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[C0]]) -> (index) {
// CANON-NEXT: %[[E:.*]] = tensor.extract %[[L64]][%[[I]]] : tensor<?xi64>
// CANON-NEXT: %[[S:.*]] = arith.index_cast %[[E]] : i64 to index
// CANON-NEXT: %[[NN:.*]] = arith.cmpi sge, %[[S]], %[[C0]] : index
// CANON-NEXT: split.check %[[NN]], "split.split_to_sequence_v24: split sizes contain the negative size {0} at index {1}"(%[[S]], %[[I]] : index, index)
// CANON-NEXT: %[[NEXT:.*]] = arith.addi %[[ACC]], %[[S]] : index
// CANON-NEXT: %[[NOOV:.*]] = arith.cmpi sge, %[[NEXT]], %[[C0]] : index
// CANON-NEXT: split.check %[[NOOV]], "split.split_to_sequence_v24: split sizes overflow a 64-bit sum"
// CANON-NEXT: scf.yield %[[NEXT]] : index
// CANON-NEXT: }
// CANON-NEXT: %[[EMPTY:.*]] = arith.cmpi eq, %[[LEN]], %[[C0]] : index
// CANON-NEXT: %[[TOTAL:.*]] = arith.select %[[EMPTY]], %[[D]], %[[SUM]] : index
// CANON-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[TOTAL]], %[[D]] : index
// CANON-NEXT: split.check %[[EQ]], "split.split_to_sequence_v24: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[TOTAL]], %[[D]] : index, index)
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 sizes = %[[L64]] : tensor<?xi64> : tensor<?x3xf32> -> !split.seq<tensor<?x3xf32>>
// CANON-NEXT: return %[[Q]]
func.func @sequence_list_argument_i32(%x: tensor<?x3xf32>, %s: tensor<?xi32>) -> !split.seq<tensor<?x3xf32>> {
  %q = split.split_to_sequence_v24 %x, %s : tensor<?x3xf32>, tensor<?xi32> -> !split.seq<tensor<?x3xf32>>
  return %q : !split.seq<tensor<?x3xf32>>
}

// A 1-D i64 list of static length from an argument, on a static dimension:
// one loop over the run-time entries (no extsi), as for a list of dynamic
// length, so that the IR does not grow with the length of the list; the
// empty-list select folds away (the length is 3).
// CANON-LABEL: func.func @sequence_list_argument_static_length
// CANON-SAME: (%[[X:.*]]: tensor<2x6xf32>, %[[L:.*]]: tensor<3xi64>)
// CANON-DAG: %[[C6:.*]] = arith.constant 6 : index
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON: %[[SUM:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[C3]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[C0]]) -> (index) {
// CANON-NEXT: %[[E:.*]] = tensor.extract %[[L]][%[[I]]] : tensor<3xi64>
// CANON-NEXT: %[[S:.*]] = arith.index_cast %[[E]] : i64 to index
// CANON-NEXT: %[[N:.*]] = arith.cmpi sge, %[[S]], %[[C0]] : index
// CANON-NEXT: split.check %[[N]], "split.split_to_sequence_v11: split sizes contain the negative size {0} at index {1}"(%[[S]], %[[I]] : index, index)
// CANON-NEXT: %[[NEXT:.*]] = arith.addi %[[ACC]], %[[S]] : index
// CANON-NEXT: %[[OV:.*]] = arith.cmpi sge, %[[NEXT]], %[[C0]] : index
// CANON-NEXT: split.check %[[OV]], "split.split_to_sequence_v11: split sizes overflow a 64-bit sum"
// CANON-NEXT: scf.yield %[[NEXT]] : index
// CANON-NEXT: }
// CANON-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[SUM]], %[[C6]] : index
// CANON-NEXT: split.check %[[EQ]], "split.split_to_sequence_v11: split sizes sum to {0} but dimension 1 of the input has size {1}"(%[[SUM]], %[[C6]] : index, index)
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 1 sizes = %[[L]] : tensor<3xi64> : tensor<2x6xf32> -> !split.seq<tensor<2x?xf32>>
// CANON-NEXT: return %[[Q]] : !split.seq<tensor<2x?xf32>>
func.func @sequence_list_argument_static_length(%x: tensor<2x6xf32>, %s: tensor<3xi64>) -> !split.seq<tensor<2x?xf32>> {
  %q = split.split_to_sequence_v11 %x, %s axis = -1 : tensor<2x6xf32>, tensor<3xi64> -> !split.seq<tensor<2x?xf32>>
  return %q : !split.seq<tensor<2x?xf32>>
}

// A constant i32 list on a static dimension: no checks, an i64 list.
// CHECK-LABEL: func.func @sequence_constant_list_i32
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-NEXT: %[[L64:.*]] = arith.extsi %[[L]] : tensor<3xi32> to tensor<3xi64>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 sizes = %[[L64]] : tensor<3xi64> : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<?x4xf32>>
// CANON-LABEL: func.func @sequence_constant_list_i32
// CANON-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CANON-NEXT: %[[L:.*]] = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 sizes = %[[L]] : tensor<3xi64> : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
// CANON-NEXT: return %[[Q]]
func.func @sequence_constant_list_i32(%x: tensor<6x4xf32>) -> !split.seq<tensor<?x4xf32>> {
  %s = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6x4xf32>, tensor<3xi32> -> !split.seq<tensor<?x4xf32>>
  return %q : !split.seq<tensor<?x4xf32>>
}

// A constant list on a dynamic dimension: only the sum check; keepdims = 0 is
// ignored with a split operand.
// CANON-LABEL: func.func @sequence_constant_list_dynamic_dim
// CANON-SAME: (%[[X:.*]]: tensor<?x2xf32>)
// CANON-DAG: %[[C6:.*]] = arith.constant 6 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON-DAG: %[[L:.*]] = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x2xf32>
// CANON-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[D]], %[[C6]] : index
// CANON-NEXT: split.check %[[EQ]], "split.split_to_sequence_v11: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[C6]], %[[D]] : index, index)
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 sizes = %[[L]] : tensor<3xi64> : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
// CANON-NEXT: return %[[Q]]
func.func @sequence_constant_list_dynamic_dim(%x: tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>> {
  %s = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %q = split.split_to_sequence_v11 %x, %s keepdims = 0 : tensor<?x2xf32>, tensor<3xi32> -> !split.seq<tensor<?x2xf32>>
  return %q : !split.seq<tensor<?x2xf32>>
}

// No split, keepdims = 0: chunks of 1 without the axis; on a dynamic
// dimension too, and without any check (the pass reads the dimension, which
// nothing uses).
// CHECK-LABEL: func.func @sequence_keepdims_0
// CHECK-SAME: (%[[X:.*]]: tensor<2x?xf32>)
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: tensor.dim %[[X]], %[[C1]] : tensor<2x?xf32>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 1 chunk = 1 drop_axis : tensor<2x?xf32> -> !split.seq<tensor<2xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<2xf32>>
// CANON-LABEL: func.func @sequence_keepdims_0
// CANON-SAME: (%[[X:.*]]: tensor<2x?xf32>)
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 1 chunk = 1 drop_axis : tensor<2x?xf32> -> !split.seq<tensor<2xf32>>
// CANON-NEXT: return %[[Q]]
func.func @sequence_keepdims_0(%x: tensor<2x?xf32>) -> !split.seq<tensor<2xf32>> {
  %q = split.split_to_sequence_v11 %x axis = -1 keepdims = 0 : tensor<2x?xf32> -> !split.seq<tensor<2xf32>>
  return %q : !split.seq<tensor<2xf32>>
}

// CHECK-LABEL: func.func @sequence_keepdims_0_bf16
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xbf16>)
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 1 chunk = 1 drop_axis : tensor<3x5xbf16> -> !split.seq<tensor<3xbf16>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<3xbf16>>
// CANON-LABEL: func.func @sequence_keepdims_0_bf16
// CANON-NEXT: split.split_to_sequence %{{.*}} axis = 1 chunk = 1 drop_axis : tensor<3x5xbf16> -> !split.seq<tensor<3xbf16>>
func.func @sequence_keepdims_0_bf16(%x: tensor<3x5xbf16>) -> !split.seq<tensor<3xbf16>> {
  %q = split.split_to_sequence_v24 %x axis = 1 keepdims = 0 : tensor<3x5xbf16> -> !split.seq<tensor<3xbf16>>
  return %q : !split.seq<tensor<3xbf16>>
}

// No split, keepdims = 1: chunks of 1 keeping the axis.
// CHECK-LABEL: func.func @sequence_no_split
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xi1>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: tensor.dim %[[X]], %[[C0]] : tensor<?x4xi1>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 chunk = 1 : tensor<?x4xi1> -> !split.seq<tensor<1x4xi1>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<1x4xi1>>
// CANON-LABEL: func.func @sequence_no_split
// CANON-NEXT: split.split_to_sequence %{{.*}} axis = 0 chunk = 1 : tensor<?x4xi1> -> !split.seq<tensor<1x4xi1>>
func.func @sequence_no_split(%x: tensor<?x4xi1>) -> !split.seq<tensor<1x4xi1>> {
  %q = split.split_to_sequence_v11 %x : tensor<?x4xi1> -> !split.seq<tensor<1x4xi1>>
  return %q : !split.seq<tensor<1x4xi1>>
}

// An empty constant list counts as absent (chunks of 1), and so keepdims = 0
// drops the axis.
// CHECK-LABEL: func.func @sequence_empty_constant_list
// CHECK-SAME: (%[[X:.*]]: tensor<2x?xf32>)
// CHECK-NEXT: arith.constant dense<> : tensor<0xi64>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: tensor.dim %[[X]], %[[C1]] : tensor<2x?xf32>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 1 chunk = 1 drop_axis : tensor<2x?xf32> -> !split.seq<tensor<2xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<2xf32>>
// CANON-LABEL: func.func @sequence_empty_constant_list
// CANON-SAME: (%[[X:.*]]: tensor<2x?xf32>)
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 1 chunk = 1 drop_axis : tensor<2x?xf32> -> !split.seq<tensor<2xf32>>
// CANON-NEXT: return %[[Q]]
func.func @sequence_empty_constant_list(%x: tensor<2x?xf32>) -> !split.seq<tensor<2xf32>> {
  %s = arith.constant dense<> : tensor<0xi64>
  %q = split.split_to_sequence_v11 %x, %s axis = -1 keepdims = 0 : tensor<2x?xf32>, tensor<0xi64> -> !split.seq<tensor<2xf32>>
  return %q : !split.seq<tensor<2xf32>>
}

// A scalar 1 with keepdims = 0 drops the axis (docs/Semantics.md §3: as ONNX
// Runtime and TorchScript's unbind have it); the rule holds statically.
// CHECK-LABEL: func.func @sequence_scalar_one_keepdims_0
// CHECK-SAME: (%[[X:.*]]: tensor<2x6xf32>)
// CHECK-NEXT: arith.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 1 chunk = 1 drop_axis : tensor<2x6xf32> -> !split.seq<tensor<2xf32>>
// CHECK-NEXT: return %[[Q]] : !split.seq<tensor<2xf32>>
// CANON-LABEL: func.func @sequence_scalar_one_keepdims_0
// CANON-NEXT: split.split_to_sequence %{{.*}} axis = 1 chunk = 1 drop_axis : tensor<2x6xf32> -> !split.seq<tensor<2xf32>>
func.func @sequence_scalar_one_keepdims_0(%x: tensor<2x6xf32>) -> !split.seq<tensor<2xf32>> {
  %s = arith.constant dense<1> : tensor<i32>
  %q = split.split_to_sequence_v11 %x, %s axis = 1 keepdims = 0 : tensor<2x6xf32>, tensor<i32> -> !split.seq<tensor<2xf32>>
  return %q : !split.seq<tensor<2xf32>>
}

// A constant scalar 2 with keepdims = 0 on a dimension of 6 fails if the op
// executes: a warning, and the chunk stays an operand (as a static chunk the
// op would not verify).
// CHECK-LABEL: func.func @sequence_scalar_two_keepdims_0
// CHECK: split.check %false{{.*}}, "split.split_to_sequence_v11: keepdims = 0 drops dimension 1, which needs chunks of size 1, but the scalar split is {0} and dimension 1 of the input has size {1}"
// CHECK: split.split_to_sequence %{{.*}} axis = 1 chunk = %{{.*}} drop_axis : tensor<2x6xf32> -> !split.seq<tensor<2xf32>>
func.func @sequence_scalar_two_keepdims_0(%x: tensor<2x6xf32>) -> !split.seq<tensor<2xf32>> {
  %s = arith.constant dense<2> : tensor<i32>
  %q = split.split_to_sequence_v11 %x, %s axis = 1 keepdims = 0 : tensor<2x6xf32>, tensor<i32> -> !split.seq<tensor<2xf32>>
  return %q : !split.seq<tensor<2xf32>>
}

//===----------------------------------------------------------------------===//
// sequence_at of a chunked sequence at a run-time position: a view of the
// input (extract_slice) after the range check, without building a sequence
//===----------------------------------------------------------------------===//

// Chunks of 4 on d = 6: two elements, so the range [-2, 2) is static; the
// element at index i is [min(4i, 6), min(4i + 4, 6)).
// CHECK-LABEL: func.func @sequence_at_dynamic_position
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>, %[[P:.*]]: tensor<i64>)
// CHECK: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 chunk = 4 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[P]][] : tensor<i64>
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[E]] : i64 to index
// CHECK-NEXT: %[[CM2:.*]] = arith.constant -2 : index
// CHECK-NEXT: %[[LO:.*]] = arith.cmpi sge, %[[I]], %[[CM2]] : index
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[HI:.*]] = arith.cmpi slt, %[[I]], %[[C2]] : index
// CHECK-NEXT: %[[OK:.*]] = arith.andi %[[LO]], %[[HI]] : i1
// CHECK-NEXT: %[[LEN:.*]] = arith.constant 2 : index
// CHECK-NEXT: split.check %[[OK]], "split.sequence_at: position {0} is out of range for a sequence of length {1}"(%[[I]], %[[LEN]] : index, index)
// CHECK-NOT: split.sequence_at
// CHECK: tensor.extract_slice %[[X]][%{{.*}}, 0] [%{{.*}}, 4] [1, 1] : tensor<6x4xf32> to tensor<?x4xf32>
// CANON-LABEL: func.func @sequence_at_dynamic_position
// CANON-SAME: (%[[X:.*]]: tensor<6x4xf32>, %[[P:.*]]: tensor<i64>)
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON-DAG: %[[C6:.*]] = arith.constant 6 : index
// CANON-DAG: %[[C4:.*]] = arith.constant 4 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON-DAG: %[[C2:.*]] = arith.constant 2 : index
// CANON-DAG: %[[CM2:.*]] = arith.constant -2 : index
// CANON: %[[E:.*]] = tensor.extract %[[P]][] : tensor<i64>
// CANON-NEXT: %[[I:.*]] = arith.index_cast %[[E]] : i64 to index
// CANON-NEXT: %[[LO:.*]] = arith.cmpi sge, %[[I]], %[[CM2]] : index
// CANON-NEXT: %[[HI:.*]] = arith.cmpi slt, %[[I]], %[[C2]] : index
// CANON-NEXT: %[[OK:.*]] = arith.andi %[[LO]], %[[HI]] : i1
// CANON-NEXT: split.check %[[OK]], "split.sequence_at: position {0} is out of range for a sequence of length {1}"(%[[I]], %[[C2]] : index, index)
// CANON-NEXT: %[[NEG:.*]] = arith.cmpi slt, %[[I]], %[[C0]] : index
// CANON-NEXT: %[[WRAP:.*]] = arith.addi %[[I]], %[[C2]] : index
// CANON-NEXT: %[[IDX:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[I]] : index
// CANON-NEXT: %[[B0:.*]] = arith.muli %[[IDX]], %[[C4]] : index
// CANON-NEXT: %[[START:.*]] = arith.minui %[[B0]], %[[C6]] : index
// CANON-NEXT: %[[NEXT:.*]] = arith.addi %[[IDX]], %[[C1]] : index
// CANON-NEXT: %[[B1:.*]] = arith.muli %[[NEXT]], %[[C4]] : index
// CANON-NEXT: %[[END:.*]] = arith.minui %[[B1]], %[[C6]] : index
// CANON-NEXT: %[[SIZE:.*]] = arith.subi %[[END]], %[[START]] : index
// CANON-NEXT: %[[S:.*]] = tensor.extract_slice %[[X]][%[[START]], 0] [%[[SIZE]], 4] [1, 1] : tensor<6x4xf32> to tensor<?x4xf32>
// CANON-NEXT: return %[[S]] : tensor<?x4xf32>
func.func @sequence_at_dynamic_position(%x: tensor<6x4xf32>, %p: tensor<i64>) -> tensor<?x4xf32> {
  %s = arith.constant dense<4> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<?x4xf32>>, tensor<i64> -> tensor<?x4xf32>
  return %a : tensor<?x4xf32>
}

// The input's size is known through the tensor.cast, not through the types:
// a constant position out of range, or an element that contradicts the
// static element type, is a check that fails and a placeholder value, never
// a slice past the end (invalid IR) or a slice of the wrong size.
// CANON-LABEL: func.func @sequence_at_out_of_range_behind_cast
// CANON-DAG: %[[FALSE:.*]] = arith.constant false
// CANON-DAG: %[[C6:.*]] = arith.constant 6 : index
// CANON: split.check %[[FALSE]], "split.sequence_at: position {0} is out of range for a sequence of length {1}"(%[[C6]], %[[C6]] : index, index)
// CANON-NOT: tensor.extract_slice
// CANON: %[[E:.*]] = tensor.empty() : tensor<0xf32>
// CANON-NEXT: %[[R:.*]] = tensor.cast %[[E]] : tensor<0xf32> to tensor<?xf32>
// CANON-NEXT: return %[[R]] : tensor<?xf32>
func.func @sequence_at_out_of_range_behind_cast(%v: tensor<6xf32>) -> tensor<?xf32> {
  %x = tensor.cast %v : tensor<6xf32> to tensor<?xf32>
  %q = split.split_to_sequence_v11 %x : tensor<?xf32> -> !split.seq<tensor<?xf32>>
  %p = arith.constant dense<6> : tensor<i64>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

// CANON-LABEL: func.func @sequence_at_element_size_behind_cast
// CANON-DAG: %[[FALSE:.*]] = arith.constant false
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: split.check %[[FALSE]], "split.sequence_at: element {0} has size {1} in dimension 0 but the sequence element type tensor<4x1xf32> requires 4"(%[[C0]], %[[C3]] : index, index)
// CANON-NOT: tensor.extract_slice
// CANON: %[[E:.*]] = tensor.empty() : tensor<0x1xf32>
// CANON-NEXT: %[[R:.*]] = tensor.cast %[[E]] : tensor<0x1xf32> to tensor<?x1xf32>
// CANON-NEXT: return %[[R]] : tensor<?x1xf32>
func.func @sequence_at_element_size_behind_cast(%v: tensor<3x6xf32>) -> tensor<?x1xf32> {
  %x = tensor.cast %v : tensor<3x6xf32> to tensor<?x6xf32>
  %q = split.split_to_sequence_v11 %x axis = 1 : tensor<?x6xf32> -> !split.seq<tensor<4x1xf32>>
  %p = arith.constant dense<0> : tensor<i64>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<4x1xf32>>, tensor<i64> -> tensor<?x1xf32>
  return %e : tensor<?x1xf32>
}

// The sequence of an empty input is empty: sequence_at fails at any
// position, also a run-time one, and no slice of the empty dimension is
// built (offset 0 into a dimension of size 0 is invalid IR).
// CANON-LABEL: func.func @sequence_at_of_empty_input
// CANON-DAG: %[[FALSE:.*]] = arith.constant false
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[P:.*]] = arith.index_cast
// CANON-NEXT: split.check %[[FALSE]], "split.sequence_at: position {0} is out of range for a sequence of length {1}"(%[[P]], %[[C0]] : index, index)
// CANON-NOT: tensor.extract_slice
// CANON: %[[E:.*]] = tensor.empty() : tensor<1x2xf32>
// CANON-NEXT: return %[[E]] : tensor<1x2xf32>
func.func @sequence_at_of_empty_input(%x: tensor<0x2xf32>, %p: tensor<i64>) -> tensor<1x2xf32> {
  %q = split.split_to_sequence_v11 %x : tensor<0x2xf32> -> !split.seq<tensor<1x2xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<1x2xf32>>, tensor<i64> -> tensor<1x2xf32>
  return %e : tensor<1x2xf32>
}

// A chunk from an argument: it is checked (>= 1) where the sequence is made,
// and again by the view under the normalised producer's name (so that the
// view never divides by 0, also if the unused producer is erased before it
// is lowered; CSE and canonicalisation drop the repeated check, see
// test/Conversion/SplitToTensor/sequence.mlir); the element count is
// ceil(7 / chunk).
// CANON-LABEL: func.func @sequence_at_scalar_argument
// CANON-SAME: (%[[X:.*]]: tensor<7x2xf32>, %[[C:.*]]: tensor<i32>, %[[P:.*]]: tensor<i32>)
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON-DAG: %[[C7:.*]] = arith.constant 7 : index
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON: %[[CE:.*]] = tensor.extract %[[C]][] : tensor<i32>
// CANON-NEXT: %[[CHUNK:.*]] = arith.index_cast %[[CE]] : i32 to index
// CANON-NEXT: %[[POS:.*]] = arith.cmpi sge, %[[CHUNK]], %[[C1]] : index
// CANON-NEXT: split.check %[[POS]], "split.split_to_sequence_v11: scalar split {0} must be >= 1"(%[[CHUNK]] : index)
// CANON-NEXT: %[[POS2:.*]] = arith.cmpi sge, %[[CHUNK]], %[[C1]] : index
// CANON-NEXT: split.check %[[POS2]], "split.split_to_sequence: scalar split {0} must be >= 1"(%[[CHUNK]] : index)
// CANON-NEXT: %[[N:.*]] = arith.ceildivui %[[C7]], %[[CHUNK]] : index
// CANON-NEXT: %[[PE:.*]] = tensor.extract %[[P]][] : tensor<i32>
// CANON-NEXT: %[[I:.*]] = arith.index_cast %[[PE]] : i32 to index
// CANON-NEXT: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[N]], %[[C0]] : index
// CANON-NEXT: %[[MINUS_N:.*]] = arith.subi %[[C0]], %[[N]] : index
// CANON-NEXT: %[[LO:.*]] = arith.cmpi sge, %[[I]], %[[MINUS_N]] : index
// CANON-NEXT: %[[HI:.*]] = arith.cmpi slt, %[[I]], %[[N]] : index
// CANON-NEXT: %[[INRANGE:.*]] = arith.andi %[[LO]], %[[HI]] : i1
// CANON-NEXT: %[[OK:.*]] = arith.andi %[[NONEMPTY]], %[[INRANGE]] : i1
// CANON-NEXT: split.check %[[OK]], "split.sequence_at: position {0} is out of range for a sequence of length {1}"(%[[I]], %[[N]] : index, index)
// CANON-NEXT: %[[NEG:.*]] = arith.cmpi slt, %[[I]], %[[C0]] : index
// CANON-NEXT: %[[WRAP:.*]] = arith.addi %[[I]], %[[N]] : index
// CANON-NEXT: %[[IDX:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[I]] : index
// CANON-NEXT: %[[B0:.*]] = arith.muli %[[IDX]], %[[CHUNK]] : index
// CANON-NEXT: %[[START:.*]] = arith.minui %[[B0]], %[[C7]] : index
// CANON-NEXT: %[[NEXT:.*]] = arith.addi %[[IDX]], %[[C1]] : index
// CANON-NEXT: %[[B1:.*]] = arith.muli %[[NEXT]], %[[CHUNK]] : index
// CANON-NEXT: %[[END:.*]] = arith.minui %[[B1]], %[[C7]] : index
// CANON-NEXT: %[[SIZE:.*]] = arith.subi %[[END]], %[[START]] : index
// CANON-NEXT: %[[S:.*]] = tensor.extract_slice %[[X]][%[[START]], 0] [%[[SIZE]], 2] [1, 1] : tensor<7x2xf32> to tensor<?x2xf32>
// CANON-NEXT: return %[[S]] : tensor<?x2xf32>
func.func @sequence_at_scalar_argument(%x: tensor<7x2xf32>, %s: tensor<i32>, %p: tensor<i32>) -> tensor<?x2xf32> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<7x2xf32>, tensor<i32> -> !split.seq<tensor<?x2xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x2xf32>>, tensor<i32> -> tensor<?x2xf32>
  return %e : tensor<?x2xf32>
}

// keepdims = 0 on a dynamic dimension: chunks of 1, a rank-reducing slice of
// static size.
// CANON-LABEL: func.func @sequence_at_drop_axis_dynamic
// CANON-SAME: (%[[X:.*]]: tensor<3x?xf32>, %[[P:.*]]: tensor<i64>)
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<3x?xf32>
// CANON-NEXT: %[[E:.*]] = tensor.extract %[[P]][] : tensor<i64>
// CANON-NEXT: %[[I:.*]] = arith.index_cast %[[E]] : i64 to index
// CANON-NEXT: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[D]], %[[C0]] : index
// CANON-NEXT: %[[MINUS_D:.*]] = arith.subi %[[C0]], %[[D]] : index
// CANON-NEXT: %[[LO:.*]] = arith.cmpi sge, %[[I]], %[[MINUS_D]] : index
// CANON-NEXT: %[[HI:.*]] = arith.cmpi slt, %[[I]], %[[D]] : index
// CANON-NEXT: %[[INRANGE:.*]] = arith.andi %[[LO]], %[[HI]] : i1
// CANON-NEXT: %[[OK:.*]] = arith.andi %[[NONEMPTY]], %[[INRANGE]] : i1
// CANON-NEXT: split.check %[[OK]], "split.sequence_at: position {0} is out of range for a sequence of length {1}"(%[[I]], %[[D]] : index, index)
// CANON-NEXT: %[[NEG:.*]] = arith.cmpi slt, %[[I]], %[[C0]] : index
// CANON-NEXT: %[[WRAP:.*]] = arith.addi %[[I]], %[[D]] : index
// CANON-NEXT: %[[IDX:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[I]] : index
// CANON-NEXT: %[[START:.*]] = arith.minui %[[IDX]], %[[D]] : index
// CANON-NEXT: %[[S:.*]] = tensor.extract_slice %[[X]][0, %[[START]]] [3, 1] [1, 1] : tensor<3x?xf32> to tensor<3xf32>
// CANON-NEXT: return %[[S]] : tensor<3xf32>
func.func @sequence_at_drop_axis_dynamic(%x: tensor<3x?xf32>, %p: tensor<i64>) -> tensor<3xf32> {
  %q = split.split_to_sequence_v11 %x axis = 1 keepdims = 0 : tensor<3x?xf32> -> !split.seq<tensor<3xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<3xf32>>, tensor<i64> -> tensor<3xf32>
  return %e : tensor<3xf32>
}

// A dynamic dimension and a static sequence element type: the view checks
// the element's size at run time.
// CANON-LABEL: func.func @sequence_at_checks_element_type
// CANON-SAME: (%[[X:.*]]: tensor<?xf32>, %[[P:.*]]: tensor<i64>)
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON-DAG: %[[C2:.*]] = arith.constant 2 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?xf32>
// CANON-NEXT: %[[N:.*]] = arith.ceildivui %[[D]], %[[C2]] : index
// CANON-NEXT: %[[E:.*]] = tensor.extract %[[P]][] : tensor<i64>
// CANON-NEXT: %[[I:.*]] = arith.index_cast %[[E]] : i64 to index
// CANON-NEXT: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[N]], %[[C0]] : index
// CANON-NEXT: %[[MINUS_N:.*]] = arith.subi %[[C0]], %[[N]] : index
// CANON-NEXT: %[[LO:.*]] = arith.cmpi sge, %[[I]], %[[MINUS_N]] : index
// CANON-NEXT: %[[HI:.*]] = arith.cmpi slt, %[[I]], %[[N]] : index
// CANON-NEXT: %[[INRANGE:.*]] = arith.andi %[[LO]], %[[HI]] : i1
// CANON-NEXT: %[[OK:.*]] = arith.andi %[[NONEMPTY]], %[[INRANGE]] : i1
// CANON-NEXT: split.check %[[OK]], "split.sequence_at: position {0} is out of range for a sequence of length {1}"(%[[I]], %[[N]] : index, index)
// CANON-NEXT: %[[NEG:.*]] = arith.cmpi slt, %[[I]], %[[C0]] : index
// CANON-NEXT: %[[WRAP:.*]] = arith.addi %[[I]], %[[N]] : index
// CANON-NEXT: %[[IDX:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[I]] : index
// CANON-NEXT: %[[B0:.*]] = arith.muli %[[IDX]], %[[C2]] : index
// CANON-NEXT: %[[START:.*]] = arith.minui %[[B0]], %[[D]] : index
// CANON-NEXT: %[[NEXT:.*]] = arith.addi %[[IDX]], %[[C1]] : index
// CANON-NEXT: %[[B1:.*]] = arith.muli %[[NEXT]], %[[C2]] : index
// CANON-NEXT: %[[END:.*]] = arith.minui %[[B1]], %[[D]] : index
// CANON-NEXT: %[[SIZE:.*]] = arith.subi %[[END]], %[[START]] : index
// CANON-NEXT: %[[FITS:.*]] = arith.cmpi eq, %[[SIZE]], %[[C2]] : index
// CANON-NEXT: split.check %[[FITS]], "split.sequence_at: element {0} has size {1} in dimension 0 but the sequence element type tensor<2xf32> requires 2"(%[[IDX]], %[[SIZE]] : index, index)
// CANON-NEXT: %[[S:.*]] = tensor.extract_slice %[[X]][%[[START]]] [%[[SIZE]]] [1] : tensor<?xf32> to tensor<?xf32>
// CANON-NEXT: return %[[S]] : tensor<?xf32>
func.func @sequence_at_checks_element_type(%x: tensor<?xf32>, %p: tensor<i64>) -> tensor<?xf32> {
  %q = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<?xf32> -> !split.seq<tensor<2xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<2xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

// Sequences of listed sizes have no view: sequence_at stays for the lowering.
// CANON-LABEL: func.func @sequence_at_list_not_viewed
// CANON-SAME: (%[[X:.*]]: tensor<6xf32>, %[[P:.*]]: tensor<i64>)
// CANON-NEXT: %[[L:.*]] = arith.constant dense<[2, 4]> : tensor<2xi64>
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 sizes = %[[L]] : tensor<2xi64> : tensor<6xf32> -> !split.seq<tensor<?xf32>>
// CANON-NEXT: %[[E:.*]] = split.sequence_at %[[Q]][%[[P]]] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
// CANON-NEXT: return %[[E]] : tensor<?xf32>
func.func @sequence_at_list_not_viewed(%x: tensor<6xf32>, %p: tensor<i64>) -> tensor<?xf32> {
  %s = arith.constant dense<[2, 4]> : tensor<2xi64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6xf32>, tensor<2xi64> -> !split.seq<tensor<?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

// A result type that contradicts the chunk: no view; the lowering checks it
// at run time.
// CANON-LABEL: func.func @sequence_at_contradicting_result
// CANON-SAME: (%[[X:.*]]: tensor<6xf32>, %[[P:.*]]: tensor<i64>)
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 chunk = 2 : tensor<6xf32> -> !split.seq<tensor<?xf32>>
// CANON-NEXT: %[[E:.*]] = split.sequence_at %[[Q]][%[[P]]] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<3xf32>
// CANON-NEXT: return %[[E]] : tensor<3xf32>
func.func @sequence_at_contradicting_result(%x: tensor<6xf32>, %p: tensor<i64>) -> tensor<3xf32> {
  %q = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<6xf32> -> !split.seq<tensor<?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<3xf32>
  return %e : tensor<3xf32>
}

// keepdims = 0 on a rank-1 input: the elements are 0-D (no axis to compare
// with the chunks).
// CHECK-LABEL: func.func @keepdims_0_rank_1
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence %{{.*}} axis = 0 chunk = 1 drop_axis : tensor<6xf32> -> !split.seq<tensor<f32>>
// CHECK-NEXT: return %[[Q]]
func.func @keepdims_0_rank_1(%x: tensor<6xf32>) -> !split.seq<tensor<f32>> {
  %q = split.split_to_sequence_v11 %x keepdims = 0 : tensor<6xf32> -> !split.seq<tensor<f32>>
  return %q : !split.seq<tensor<f32>>
}

// sequence_at of a sequence of a splat constant: the element is the splat
// whatever the position (after the range check), built as a constant. A
// tensor.extract_slice of a splat string constant would crash MLIR 22's
// extract_slice folder (it resizes the splat as a number) under --canonicalize.
// CHECK-LABEL: func.func @sequence_at_splat_string
// CHECK: split.check %{{.*}}, "split.sequence_at: position {0} is out of range for a sequence of length {1}"
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[E:.*]] = arith.constant #split.strings<"ab"> : tensor<1x3x!split.string>
// CHECK-NEXT: return %[[E]] : tensor<1x3x!split.string>
// CANON-LABEL: func.func @sequence_at_splat_string
// CANON-DAG: %[[E:.*]] = arith.constant #split.strings<"ab"> : tensor<1x3x!split.string>
// CANON: split.check %{{.*}}, "split.sequence_at: position {0} is out of range for a sequence of length {1}"
// CANON-NEXT: return %[[E]] : tensor<1x3x!split.string>
func.func @sequence_at_splat_string(%p: tensor<i64>) -> tensor<1x3x!split.string> {
  %c = arith.constant dense<"ab"> : tensor<2x3x!split.string>
  %q = split.split_to_sequence_v11 %c : tensor<2x3x!split.string> -> !split.seq<tensor<1x3x!split.string>>
  %a = split.sequence_at %q[%p] : !split.seq<tensor<1x3x!split.string>>, tensor<i64> -> tensor<1x3x!split.string>
  return %a : tensor<1x3x!split.string>
}

// A constant scalar split below 1 fails when SplitToSequence executes; a
// sequence_at of it is not turned into a slice (the chunk boundaries would
// fold to an offset past the end, which extract_slice's verifier rejects)
// but left to the general lowering, after the failing check.
// CHECK-LABEL: func.func @sequence_at_negative_chunk
// CHECK: split.check %{{.*}}, "split.split_to_sequence_v11: scalar split {0} must be >= 1"
// CHECK: %[[Q:.*]] = split.split_to_sequence %{{.*}} axis = 0 chunk = %{{.*}} : tensor<4xf32> -> !split.seq<tensor<?xf32>>
// CHECK-NOT: tensor.extract_slice
// CHECK: split.sequence_at %[[Q]]
// CANON-LABEL: func.func @sequence_at_negative_chunk
// CANON-NOT: tensor.extract_slice
// CANON: split.sequence_at
func.func @sequence_at_negative_chunk(%x: tensor<4xf32>) -> tensor<?xf32> {
  %c = arith.constant dense<-1> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %c : tensor<4xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
  %p = arith.constant dense<2> : tensor<i64>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

// An empty element (the input has a dimension of 0) at a run-time position:
// the range check, then tensor.empty (extract_slice would reject the static
// offset 0 into the empty dimension).
// CHECK-LABEL: func.func @sequence_at_empty_element
// CHECK-NOT: split.sequence_at
// CHECK: split.check %{{.*}}, "split.sequence_at: position {0} is out of range for a sequence of length {1}"
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3x0xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[E]] : tensor<3x0xf32> to tensor<?x0xf32>
// CHECK-NEXT: return %[[C]]
func.func @sequence_at_empty_element(%x: tensor<6x0xf32>, %p: tensor<i64>) -> tensor<?x0xf32> {
  %c = arith.constant dense<3> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %c : tensor<6x0xf32>, tensor<i64> -> !split.seq<tensor<?x0xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x0xf32>>, tensor<i64> -> tensor<?x0xf32>
  return %e : tensor<?x0xf32>
}
