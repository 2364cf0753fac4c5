// RUN: split-opt %s --split-normalize | FileCheck %s
// RUN: split-opt %s --split-normalize --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: split-opt %s --split-normalize | FileCheck %s --check-prefix=NOVERSIONED

// --split-normalize rewrites every versioned op into split.split /
// split.split_to_sequence. Static sizes become static operands without any
// split.check; every rule that depends on run-time values becomes a
// split.check whose message names the original op (SEMANTICS.md §2, §3).

// No versioned op survives anywhere in the module (every versioned op has
// results; the check messages, which start with "split.split_v13:" and the
// like, are not ops).
// NOVERSIONED-NOT: = split.split_v
// NOVERSIONED-NOT: = split.split_to_sequence_v

//===----------------------------------------------------------------------===//
// Static sizes: no checks
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @v1_attr_negative_axis
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 0 sizes = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
// CANON-LABEL: func.func @v1_attr_negative_axis
// CANON-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CANON-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
// CANON-NEXT: return %[[S]]#0, %[[S]]#1
func.func @v1_attr_negative_axis(%x: tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<4x4xf32>) {
  %a, %b = split.split_v1 %x axis = -2 split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
  return %a, %b : tensor<2x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @v1_constant_float_operand
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf64>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 1 sizes = [1, 3] : tensor<6x4xf64> -> tensor<6x1xf64>, tensor<6x3xf64>
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
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 0 sizes = [3, 3] : tensor<6xf16> -> tensor<3xf16>, tensor<3xf16>
// CANON-LABEL: func.func @v1_equal_parts
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [3, 3] : tensor<6xf16> -> tensor<3xf16>, tensor<3xf16>
func.func @v1_equal_parts(%x: tensor<6xf16>) -> (tensor<3xf16>, tensor<3xf16>) {
  %a, %b = split.split_v1 %x : tensor<6xf16> -> tensor<3xf16>, tensor<3xf16>
  return %a, %b : tensor<3xf16>, tensor<3xf16>
}

// CHECK-LABEL: func.func @v2_negative_axis
// CHECK-SAME: (%[[X:.*]]: tensor<2x6xi8>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 1 sizes = [1, 5] : tensor<2x6xi8> -> tensor<2x1xi8>, tensor<2x5xi8>
// CANON-LABEL: func.func @v2_negative_axis
// CANON-NEXT: split.split %{{.*}} axis = 1 sizes = [1, 5] : tensor<2x6xi8> -> tensor<2x1xi8>, tensor<2x5xi8>
func.func @v2_negative_axis(%x: tensor<2x6xi8>) -> (tensor<2x1xi8>, tensor<2x5xi8>) {
  %a, %b = split.split_v2 %x axis = -1 split = [1, 5] : tensor<2x6xi8> -> tensor<2x1xi8>, tensor<2x5xi8>
  return %a, %b : tensor<2x1xi8>, tensor<2x5xi8>
}

// CHECK-LABEL: func.func @v11_attr
// CHECK-SAME: (%[[X:.*]]: tensor<7x3x!split.string>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 0 sizes = [3, 1, 3] : tensor<7x3x!split.string> -> tensor<3x3x!split.string>, tensor<1x3x!split.string>, tensor<3x3x!split.string>
// CANON-LABEL: func.func @v11_attr
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [3, 1, 3]
func.func @v11_attr(%x: tensor<7x3x!split.string>) -> (tensor<3x3x!split.string>, tensor<1x3x!split.string>, tensor<3x3x!split.string>) {
  %a, %b, %c = split.split_v11 %x split = [3, 1, 3] : tensor<7x3x!split.string> -> tensor<3x3x!split.string>, tensor<1x3x!split.string>, tensor<3x3x!split.string>
  return %a, %b, %c : tensor<3x3x!split.string>, tensor<1x3x!split.string>, tensor<3x3x!split.string>
}

// CHECK-LABEL: func.func @v11_equal_parts
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xi32>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 0 sizes = [2, 2, 2] : tensor<6x4xi32> -> tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>
// CANON-LABEL: func.func @v11_equal_parts
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [2, 2, 2]
func.func @v11_equal_parts(%x: tensor<6x4xi32>) -> (tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>) {
  %a, %b, %c = split.split_v11 %x : tensor<6x4xi32> -> tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>
  return %a, %b, %c : tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>
}

// CHECK-LABEL: func.func @v13_constant_list
// CHECK-SAME: (%[[X:.*]]: tensor<5xbf16>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 0 sizes = [2, 3] : tensor<5xbf16> -> tensor<2xbf16>, tensor<3xbf16>
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
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 1 sizes = [3, 3] : tensor<4x6xui8> -> tensor<4x3xui8>, tensor<4x3xui8>
// CANON-LABEL: func.func @v13_equal_parts
// CANON-NEXT: split.split %{{.*}} axis = 1 sizes = [3, 3]
func.func @v13_equal_parts(%x: tensor<4x6xui8>) -> (tensor<4x3xui8>, tensor<4x3xui8>) {
  %a, %b = split.split_v13 %x axis = 1 : tensor<4x6xui8> -> tensor<4x3xui8>, tensor<4x3xui8>
  return %a, %b : tensor<4x3xui8>, tensor<4x3xui8>
}

// An empty constant list is treated as absent: equal parts.
// CHECK-LABEL: func.func @v13_empty_constant_list
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 0 sizes = [3, 3] : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
// CANON-LABEL: func.func @v13_empty_constant_list
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [3, 3] : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
func.func @v13_empty_constant_list(%x: tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %s = arith.constant dense<> : tensor<0xi64>
  %a, %b = split.split_v13 %x, %s : tensor<6xf32>, tensor<0xi64> -> tensor<3xf32>, tensor<3xf32>
  return %a, %b : tensor<3xf32>, tensor<3xf32>
}

// CHECK-LABEL: func.func @v18_num_outputs_7_3
// CHECK-SAME: (%[[X:.*]]: tensor<7x2xf32>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 0 sizes = [3, 3, 1] : tensor<7x2xf32> -> tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>
// CANON-LABEL: func.func @v18_num_outputs_7_3
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [3, 3, 1]
func.func @v18_num_outputs_7_3(%x: tensor<7x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>) {
  %a, %b, %c = split.split_v18 %x num_outputs = 3 : tensor<7x2xf32> -> tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>
  return %a, %b, %c : tensor<3x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>
}

// CHECK-LABEL: func.func @v18_num_outputs_8_3
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 0 sizes = [3, 3, 2] : tensor<8xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
// CANON-LABEL: func.func @v18_num_outputs_8_3
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [3, 3, 2] : tensor<8xf32> -> tensor<3xf32>, tensor<3xf32>, tensor<2xf32>
func.func @v18_num_outputs_8_3(%x: tensor<8xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %a, %b, %c = split.split_v18 %x num_outputs = 3 : tensor<8xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %a, %b, %c : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @v18_num_outputs_10_4
// CHECK-SAME: (%[[X:.*]]: tensor<2x10xf32>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 1 sizes = [3, 3, 3, 1]
// CANON-LABEL: func.func @v18_num_outputs_10_4
// CANON-NEXT: split.split %{{.*}} axis = 1 sizes = [3, 3, 3, 1] : tensor<2x10xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
func.func @v18_num_outputs_10_4(%x: tensor<2x10xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>) {
  %a, %b, %c, %d = split.split_v18 %x axis = -1 num_outputs = 4 : tensor<2x10xf32> -> tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
  return %a, %b, %c, %d : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
}

// CHECK-LABEL: func.func @v18_constant_list
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi64>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 1 sizes = [4, 1] : tensor<3x5xi64> -> tensor<3x4xi64>, tensor<3x1xi64>
// CANON-LABEL: func.func @v18_constant_list
// CANON-NEXT: split.split %{{.*}} axis = 1 sizes = [4, 1]
func.func @v18_constant_list(%x: tensor<3x5xi64>) -> (tensor<3x4xi64>, tensor<3x1xi64>) {
  %s = arith.constant dense<[4, 1]> : tensor<2xi64>
  %a, %b = split.split_v18 %x, %s axis = 1 : tensor<3x5xi64>, tensor<2xi64> -> tensor<3x4xi64>, tensor<3x1xi64>
  return %a, %b : tensor<3x4xi64>, tensor<3x1xi64>
}

// CHECK-LABEL: func.func @v18_neither
// CHECK-SAME: (%[[X:.*]]: tensor<6xcomplex<f32>>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 0 sizes = [2, 2, 2]
// CANON-LABEL: func.func @v18_neither
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [2, 2, 2]
func.func @v18_neither(%x: tensor<6xcomplex<f32>>) -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) {
  %a, %b, %c = split.split_v18 %x : tensor<6xcomplex<f32>> -> tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
  return %a, %b, %c : tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @zero_size_chunks
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 0 sizes = [0, 4, 0] : tensor<4x3xf32> -> tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
// CANON-LABEL: func.func @zero_size_chunks
// CANON-NEXT: split.split %{{.*}} axis = 0 sizes = [0, 4, 0]
func.func @zero_size_chunks(%x: tensor<4x3xf32>) -> (tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>) {
  %s = arith.constant dense<[0, 4, 0]> : tensor<3xi64>
  %a, %b, %c = split.split_v13 %x, %s : tensor<4x3xf32>, tensor<3xi64> -> tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
  return %a, %b, %c : tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
}

// CHECK-LABEL: func.func @empty_dimension
// CHECK-SAME: (%[[X:.*]]: tensor<0x3xf32>)
// CHECK-NOT: split.check
// CHECK: split.split %[[X]] axis = 0 sizes = [0, 0, 0] : tensor<0x3xf32> -> tensor<0x3xf32>, tensor<0x3xf32>, tensor<0x3xf32>
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
// CANON-NEXT: split.split %[[X]] axis = 0 sizes = [%[[P]], %[[P]], %[[P]]]
// CANON-NOT: arith.ceildivui
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
// CHECK: split.check %[[OK]], "split.split_v18: num_outputs 3 cannot split dimension 0 of size {0}: the last part would have size {1}, which must be >= 1"(%[[D]], %[[LAST]] : index, index)
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
// CANON-NEXT: split.check %[[OK]], "split.split_v18: num_outputs 3 cannot split dimension 0 of size {0}: the last part would have size {1}, which must be >= 1"(%[[D]], %[[LAST]] : index, index)
// CANON-NEXT: %[[S:.*]]:3 = split.split %[[X]] axis = 0 sizes = [%[[P]], %[[P]], %[[LAST]]] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
// CANON-NEXT: return %[[S]]#0, %[[S]]#1, %[[S]]#2
func.func @v18_num_outputs_dynamic(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b, %c = split.split_v18 %x num_outputs = 3 : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b, %c : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
}

// num_outputs = 1: d must be >= 1; the split itself then folds away.
// CANON-LABEL: func.func @v18_num_outputs_1_dynamic
// CANON-SAME: (%[[X:.*]]: tensor<?xf32>)
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?xf32>
// CANON-NEXT: %[[OK:.*]] = arith.cmpi sge, %[[D]], %[[C1]] : index
// CANON-NEXT: split.check %[[OK]], "split.split_v18: num_outputs 1 cannot split dimension 0 of size {0}: the last part would have size {1}, which must be >= 1"(%[[D]], %[[D]] : index, index)
// CANON-NEXT: return %[[X]] : tensor<?xf32>
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
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x4xf32>
// CHECK-NOT: split.check
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[D]], %{{.*}} : index
// CHECK-NEXT: split.check %[[OK]], "split.split_v11: split sizes sum to {0} but dimension 0 of the input has size {1}"(%{{.*}}, %[[D]] : index, index)
// CHECK-NEXT: split.split %[[X]] axis = 0 sizes = [0, 3] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
// CANON-LABEL: func.func @v11_attr_dynamic_dim
// CANON-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4xf32>
// CANON-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[D]], %[[C3]] : index
// CANON-NEXT: split.check %[[OK]], "split.split_v11: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[C3]], %[[D]] : index, index)
// CANON-NEXT: %[[S:.*]]:2 = split.split %[[X]] axis = 0 sizes = [0, 3] : tensor<?x4xf32> -> tensor<0x4xf32>, tensor<3x4xf32>
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
// CANON-NEXT: split.check %[[N0]], "split.split_v18: split sizes contain the negative size {0} at index 0"(%[[S0]] : index)
// CANON-NEXT: %[[N1:.*]] = arith.cmpi sge, %[[S1]], %[[C0]] : index
// CANON-NEXT: split.check %[[N1]], "split.split_v18: split sizes contain the negative size {0} at index 1"(%[[S1]] : index)
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
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index 0"(%[[IF]]#0 : index)
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index 1"(%[[IF]]#1 : index)
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
// CANON-NEXT: %[[LOK:.*]] = arith.cmpi eq, %[[LEN]], %[[C2]] : index
// CANON-NEXT: split.check %[[LOK]], "split.split_v13: split list has length {0} but the op has 2 results"(%[[LEN]] : index)
// CANON-NEXT: %[[E0:.*]] = tensor.extract %[[L]][%[[C0]]] : tensor<?xi64>
// CANON-NEXT: %[[S0:.*]] = arith.index_cast %[[E0]] : i64 to index
// CANON-NEXT: %[[E1:.*]] = tensor.extract %[[L]][%[[C1]]] : tensor<?xi64>
// CANON-NEXT: %[[S1:.*]] = arith.index_cast %[[E1]] : i64 to index
// CANON-NEXT: scf.yield %[[S0]], %[[S1]] : index, index
// CANON-NEXT: }
// CANON-NEXT: %[[N0:.*]] = arith.cmpi sge, %[[IF]]#0, %[[C0]] : index
// CANON-NEXT: split.check %[[N0]], "split.split_v13: split sizes contain the negative size {0} at index 0"(%[[IF]]#0 : index)
// CANON-NEXT: %[[N1:.*]] = arith.cmpi sge, %[[IF]]#1, %[[C0]] : index
// CANON-NEXT: split.check %[[N1]], "split.split_v13: split sizes contain the negative size {0} at index 1"(%[[IF]]#1 : index)
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
// CHECK: split.check %{{.*}}, "split.split_v1: split value at index {0} is not a size (an integer in [0, 2^63))"(%{{.*}} : i64)
// CHECK: %[[S0:.*]] = arith.index_cast %[[I0]] : i64 to index
// CHECK: %[[E1:.*]] = tensor.extract %[[L]][%{{.*}}] : tensor<2xf32>
// CHECK: split.check %{{.*}}, "split.split_v1: split value at index {0} is not a size (an integer in [0, 2^63))"(%{{.*}} : i64)
// CHECK: %[[S1:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: split.check %{{.*}}, "split.split_v1: split sizes contain the negative size {0} at index 0"(%[[S0]] : index)
// CHECK: split.check %{{.*}}, "split.split_v1: split sizes contain the negative size {0} at index 1"(%[[S1]] : index)
// CHECK: split.check %{{.*}}, "split.split_v1: split sizes sum to {0} but dimension 0 of the input has size {1}"
// CHECK: split.split %[[X]] axis = 0 sizes = [%[[S0]], %[[S1]]] : tensor<6xf32> -> tensor<?xf32>, tensor<?xf32>
// CANON-LABEL: func.func @v1_float_argument
// CANON-SAME: (%[[X:.*]]: tensor<6xf32>, %[[L:.*]]: tensor<2xf32>)
// CANON-DAG: %[[I64_1:.*]] = arith.constant 1 : i64
// CANON-DAG: %[[I64_0:.*]] = arith.constant 0 : i64
// CANON-DAG: %[[C6:.*]] = arith.constant 6 : index
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CANON-DAG: %[[C0:.*]] = arith.constant 0 : index
// CANON: %[[E0:.*]] = tensor.extract %[[L]][%[[C0]]] : tensor<2xf32>
// CANON-NEXT: %[[GE0:.*]] = arith.cmpf oge, %[[E0]], %[[ZERO]] : f32
// CANON-NEXT: %[[LE0:.*]] = arith.cmpf olt, %[[E0]], %{{.*}} : f32
// CANON-NEXT: %[[IN0:.*]] = arith.andi %[[GE0]], %[[LE0]] : i1
// CANON-NEXT: %[[SAFE0:.*]] = arith.select %[[IN0]], %[[E0]], %[[ZERO]] : f32
// CANON-NEXT: %[[I0:.*]] = arith.fptosi %[[SAFE0]] : f32 to i64
// CANON-NEXT: %[[B0:.*]] = arith.sitofp %[[I0]] : i64 to f32
// CANON-NEXT: %[[INT0:.*]] = arith.cmpf oeq, %[[B0]], %[[E0]] : f32
// CANON-NEXT: %[[OK0:.*]] = arith.andi %[[IN0]], %[[INT0]] : i1
// CANON-NEXT: split.check %[[OK0]], "split.split_v1: split value at index {0} is not a size (an integer in [0, 2^63))"(%[[I64_0]] : i64)
// CANON-NEXT: %[[S0:.*]] = arith.index_cast %[[I0]] : i64 to index
// CANON-NEXT: %[[E1:.*]] = tensor.extract %[[L]][%[[C1]]] : tensor<2xf32>
// CANON: split.check %{{.*}}, "split.split_v1: split value at index {0} is not a size (an integer in [0, 2^63))"(%[[I64_1]] : i64)
// CANON-NEXT: %[[S1:.*]] = arith.index_cast %{{.*}} : i64 to index
// CANON-NEXT: %[[N0:.*]] = arith.cmpi sge, %[[S0]], %[[C0]] : index
// CANON-NEXT: split.check %[[N0]], "split.split_v1: split sizes contain the negative size {0} at index 0"(%[[S0]] : index)
// CANON-NEXT: %[[N1:.*]] = arith.cmpi sge, %[[S1]], %[[C0]] : index
// CANON-NEXT: split.check %[[N1]], "split.split_v1: split sizes contain the negative size {0} at index 1"(%[[S1]] : index)
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
// CHECK-NOT: split.check
// CHECK: split.split_to_sequence %[[X]] axis = 0 chunk = 4 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
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
  %q = split.split_to_sequence_v24 %x, %s axis = -2 keepdims = 0 : tensor<?x2xbf16>, tensor<i64> -> !split.seq<tensor<?x2xbf16>>
  return %q : !split.seq<tensor<?x2xbf16>>
}

// A 1-D i32 list of run-time length from an argument: sign-extended to i64,
// every entry checked in an scf.for, then the sum (or an empty list).
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
// CANON: %[[L64:.*]] = arith.extsi %[[L]] : tensor<?xi32> to tensor<?xi64>
// CANON-NEXT: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x3xf32>
// CANON-NEXT: %[[LEN:.*]] = tensor.dim %[[L64]], %[[C0]] : tensor<?xi64>
// CANON-NEXT: %[[SUM:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[LEN]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[C0]]) -> (index) {
// CANON-NEXT: %[[E:.*]] = tensor.extract %[[L64]][%[[I]]] : tensor<?xi64>
// CANON-NEXT: %[[S:.*]] = arith.index_cast %[[E]] : i64 to index
// CANON-NEXT: %[[NN:.*]] = arith.cmpi sge, %[[S]], %[[C0]] : index
// CANON-NEXT: split.check %[[NN]], "split.split_to_sequence_v24: split sizes contain the negative size {0} at index {1}"(%[[S]], %[[I]] : index, index)
// CANON-NEXT: %[[NEXT:.*]] = arith.addi %[[ACC]], %[[S]] : index
// CANON-NEXT: %[[NOOV:.*]] = arith.cmpi sge, %[[NEXT]], %[[C0]] : index
// CANON-NEXT: split.check %[[NOOV]], "split.split_to_sequence_v24: split sizes overflow a 64-bit sum"(%[[I]] : index)
// CANON-NEXT: scf.yield %[[NEXT]] : index
// CANON-NEXT: }
// CANON-NEXT: %[[EMPTY:.*]] = arith.cmpi eq, %[[LEN]], %[[C0]] : index
// CANON-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[SUM]], %[[D]] : index
// CANON-NEXT: %[[OK:.*]] = arith.ori %[[EMPTY]], %[[EQ]] : i1
// CANON-NEXT: split.check %[[OK]], "split.split_to_sequence_v24: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[SUM]], %[[D]] : index, index)
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 0 sizes = %[[L64]] : tensor<?xi64> : tensor<?x3xf32> -> !split.seq<tensor<?x3xf32>>
// CANON-NEXT: return %[[Q]]
func.func @sequence_list_argument_i32(%x: tensor<?x3xf32>, %s: tensor<?xi32>) -> !split.seq<tensor<?x3xf32>> {
  %q = split.split_to_sequence_v24 %x, %s : tensor<?x3xf32>, tensor<?xi32> -> !split.seq<tensor<?x3xf32>>
  return %q : !split.seq<tensor<?x3xf32>>
}

// A 1-D i64 list of static length from an argument, on a static dimension.
// CANON-LABEL: func.func @sequence_list_argument_static_length
// CANON-SAME: (%[[X:.*]]: tensor<2x6xf32>, %[[L:.*]]: tensor<3xi64>)
// CANON-DAG: %[[C6:.*]] = arith.constant 6 : index
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON-NOT: arith.extsi
// CANON: %[[SUM:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[C3]] step %{{.*}} iter_args
// CANON-NEXT: tensor.extract %[[L]][%[[I]]] : tensor<3xi64>
// CANON: split.check %{{.*}}, "split.split_to_sequence_v11: split sizes contain the negative size {0} at index {1}"
// CANON: scf.yield
// CANON-NEXT: }
// CANON-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[SUM]], %[[C6]] : index
// CANON-NEXT: split.check %[[EQ]], "split.split_to_sequence_v11: split sizes sum to {0} but dimension 1 of the input has size {1}"(%[[SUM]], %[[C6]] : index, index)
// CANON-NEXT: split.split_to_sequence %[[X]] axis = 1 sizes = %[[L]] : tensor<3xi64> : tensor<2x6xf32> -> !split.seq<tensor<2x?xf32>>
func.func @sequence_list_argument_static_length(%x: tensor<2x6xf32>, %s: tensor<3xi64>) -> !split.seq<tensor<2x?xf32>> {
  %q = split.split_to_sequence_v11 %x, %s axis = -1 : tensor<2x6xf32>, tensor<3xi64> -> !split.seq<tensor<2x?xf32>>
  return %q : !split.seq<tensor<2x?xf32>>
}

// A constant i32 list on a static dimension: no checks, an i64 list.
// CHECK-LABEL: func.func @sequence_constant_list_i32
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK: %[[L:.*]] = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK: %[[L64:.*]] = arith.extsi %[[L]] : tensor<3xi32> to tensor<3xi64>
// CHECK-NOT: split.check
// CHECK: split.split_to_sequence %[[X]] axis = 0 sizes = %[[L64]] : tensor<3xi64> : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
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
// dimension too, and without any check.
// CHECK-LABEL: func.func @sequence_keepdims_0
// CHECK-SAME: (%[[X:.*]]: tensor<2x?xf32>)
// CHECK-NOT: split.check
// CHECK: split.split_to_sequence %[[X]] axis = 1 chunk = 1 drop_axis : tensor<2x?xf32> -> !split.seq<tensor<2xf32>>
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
// CHECK-NOT: split.check
// CHECK: split.split_to_sequence %[[X]] axis = 1 chunk = 1 drop_axis : tensor<3x5xbf16> -> !split.seq<tensor<3xbf16>>
// CANON-LABEL: func.func @sequence_keepdims_0_bf16
// CANON-NEXT: split.split_to_sequence %{{.*}} axis = 1 chunk = 1 drop_axis : tensor<3x5xbf16> -> !split.seq<tensor<3xbf16>>
func.func @sequence_keepdims_0_bf16(%x: tensor<3x5xbf16>) -> !split.seq<tensor<3xbf16>> {
  %q = split.split_to_sequence_v24 %x axis = 1 keepdims = 0 : tensor<3x5xbf16> -> !split.seq<tensor<3xbf16>>
  return %q : !split.seq<tensor<3xbf16>>
}

// No split, keepdims = 1: chunks of 1 keeping the axis.
// CHECK-LABEL: func.func @sequence_no_split
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xi1>)
// CHECK-NOT: split.check
// CHECK: split.split_to_sequence %[[X]] axis = 0 chunk = 1 : tensor<?x4xi1> -> !split.seq<tensor<1x4xi1>>
// CANON-LABEL: func.func @sequence_no_split
// CANON-NEXT: split.split_to_sequence %{{.*}} axis = 0 chunk = 1 : tensor<?x4xi1> -> !split.seq<tensor<1x4xi1>>
func.func @sequence_no_split(%x: tensor<?x4xi1>) -> !split.seq<tensor<1x4xi1>> {
  %q = split.split_to_sequence_v11 %x : tensor<?x4xi1> -> !split.seq<tensor<1x4xi1>>
  return %q : !split.seq<tensor<1x4xi1>>
}

// An empty constant list is treated as absent (chunks of 1); keepdims = 0 is
// ignored because a split operand is present, so no drop_axis.
// CHECK-LABEL: func.func @sequence_empty_constant_list
// CHECK-SAME: (%[[X:.*]]: tensor<2x?xf32>)
// CHECK-NOT: split.check
// CHECK: split.split_to_sequence %[[X]] axis = 1 chunk = 1 : tensor<2x?xf32> -> !split.seq<tensor<2x1xf32>>
// CANON-LABEL: func.func @sequence_empty_constant_list
// CANON-SAME: (%[[X:.*]]: tensor<2x?xf32>)
// CANON-NEXT: %[[Q:.*]] = split.split_to_sequence %[[X]] axis = 1 chunk = 1 : tensor<2x?xf32> -> !split.seq<tensor<2x1xf32>>
// CANON-NEXT: return %[[Q]]
func.func @sequence_empty_constant_list(%x: tensor<2x?xf32>) -> !split.seq<tensor<2x1xf32>> {
  %s = arith.constant dense<> : tensor<0xi64>
  %q = split.split_to_sequence_v11 %x, %s axis = -1 keepdims = 0 : tensor<2x?xf32>, tensor<0xi64> -> !split.seq<tensor<2x1xf32>>
  return %q : !split.seq<tensor<2x1xf32>>
}

// A scalar 1 with keepdims = 0: the axis is kept (SEMANTICS.md §3, Deviation).
// CHECK-LABEL: func.func @sequence_scalar_one_keepdims_0
// CHECK-NOT: drop_axis
// CHECK: split.split_to_sequence %{{.*}} axis = 1 chunk = 1 : tensor<2x6xf32> -> !split.seq<tensor<2x1xf32>>
// CANON-LABEL: func.func @sequence_scalar_one_keepdims_0
// CANON-NEXT: split.split_to_sequence %{{.*}} axis = 1 chunk = 1 : tensor<2x6xf32> -> !split.seq<tensor<2x1xf32>>
func.func @sequence_scalar_one_keepdims_0(%x: tensor<2x6xf32>) -> !split.seq<tensor<2x1xf32>> {
  %s = arith.constant dense<1> : tensor<i32>
  %q = split.split_to_sequence_v11 %x, %s axis = 1 keepdims = 0 : tensor<2x6xf32>, tensor<i32> -> !split.seq<tensor<2x1xf32>>
  return %q : !split.seq<tensor<2x1xf32>>
}
