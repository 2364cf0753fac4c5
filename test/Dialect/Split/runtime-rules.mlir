// RUN: split-opt %s -split-input-file | FileCheck %s --check-prefix=VERIFIES
// RUN: split-opt %s -split-input-file --canonicalize | FileCheck %s --check-prefix=KEPT
// RUN: split-opt %s -split-input-file --split-normalize -verify-diagnostics

// Rules decided by operand values (docs/Semantics.md §5, right column): constant
// operands that break them make valid IR (the op might never execute), which
// canonicalisation leaves as it is, and which the lowering announces with a
// warning in the words of the run-time error.

// Every op verifies (split-opt fails otherwise) and canonicalisation neither
// normalises nor checks them:
// VERIFIES: func.func @const_negative_v13
// VERIFIES: func.func @v1_float_too_large
// KEPT-NOT: split.check
// KEPT-NOT: split.split {{%}}
// KEPT-NOT: split.split_to_sequence {{%}}
// KEPT: func.func @v1_float_too_large
// KEPT-NEXT: arith.constant dense<[1.000000e+30, 0.000000e+00]>
// KEPT-NEXT: split.split_v1
// KEPT-NOT: split.check
// KEPT-NOT: split.split {{%}}
// KEPT-NOT: split.split_to_sequence {{%}}

func.func @const_negative_v13(%x: tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %s = arith.constant dense<[4, -1]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_v13: split sizes contain the negative size -1 at index 1; the op fails if it executes}}
  %r:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return %r#0, %r#1 : tensor<?x6xf32>, tensor<?x6xf32>
}

// -----

func.func @const_negative_dyn_v13(%x: tensor<?x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %s = arith.constant dense<[-1, 2]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_v13: split sizes contain the negative size -1 at index 0; the op fails if it executes}}
  %r:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<?x6xf32>, tensor<2xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return %r#0, %r#1 : tensor<?x6xf32>, tensor<?x6xf32>
}

// -----

func.func @const_sum_v13(%x: tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>) {
  %s = arith.constant dense<[1, 1]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_v13: split sizes sum to 2 but dimension 0 of the input has size 3; the op fails if it executes}}
  %r:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<1x6xf32>, tensor<1x6xf32>)
  return %r#0, %r#1 : tensor<1x6xf32>, tensor<1x6xf32>
}

// -----

func.func @cast_sum_v13(%x: tensor<3x6xf32>) -> (tensor<3x?xf32>, tensor<3x?xf32>) {
  %s = arith.constant dense<[2, 2]> : tensor<2xi64>
  %c = tensor.cast %s : tensor<2xi64> to tensor<?xi64>
  // expected-warning @+1 {{split.split_v13: split sizes sum to 4 but dimension 1 of the input has size 6; the op fails if it executes}}
  %r:2 = "split.split_v13"(%x, %c) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<?xi64>) -> (tensor<3x?xf32>, tensor<3x?xf32>)
  return %r#0, %r#1 : tensor<3x?xf32>, tensor<3x?xf32>
}

// -----

func.func @const_negative_v18(%x: tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %s = arith.constant dense<[4, -1]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_v18: split sizes contain the negative size -1 at index 1; the op fails if it executes}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return %r#0, %r#1 : tensor<?x6xf32>, tensor<?x6xf32>
}

// -----

func.func @const_negative_dyn_v18(%x: tensor<?x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %s = arith.constant dense<[-1, 2]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_v18: split sizes contain the negative size -1 at index 0; the op fails if it executes}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64} : (tensor<?x6xf32>, tensor<2xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return %r#0, %r#1 : tensor<?x6xf32>, tensor<?x6xf32>
}

// -----

func.func @const_sum_v18(%x: tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>) {
  %s = arith.constant dense<[1, 1]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_v18: split sizes sum to 2 but dimension 0 of the input has size 3; the op fails if it executes}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<1x6xf32>, tensor<1x6xf32>)
  return %r#0, %r#1 : tensor<1x6xf32>, tensor<1x6xf32>
}

// -----

func.func @cast_sum_v18(%x: tensor<3x6xf32>) -> (tensor<3x?xf32>, tensor<3x?xf32>) {
  %s = arith.constant dense<[2, 2]> : tensor<2xi64>
  %c = tensor.cast %s : tensor<2xi64> to tensor<?xi64>
  // expected-warning @+1 {{split.split_v18: split sizes sum to 4 but dimension 1 of the input has size 6; the op fails if it executes}}
  %r:2 = "split.split_v18"(%x, %c) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<?xi64>) -> (tensor<3x?xf32>, tensor<3x?xf32>)
  return %r#0, %r#1 : tensor<3x?xf32>, tensor<3x?xf32>
}

// -----

func.func @const_sum_v1(%x: tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>) {
  %s = arith.constant dense<[1.0, 1.0]> : tensor<2xf32>
  // expected-warning @+1 {{split.split_v1: split sizes sum to 2 but dimension 0 of the input has size 3; the op fails if it executes}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>)
  return %r#0, %r#1 : tensor<1x6xf32>, tensor<1x6xf32>
}

// -----

func.func @const_sum_f16_v1(%x: tensor<3x6xf16>) -> (tensor<3x?xf16>, tensor<3x?xf16>, tensor<3x?xf16>) {
  %s = arith.constant dense<[2.0, 2.0, 3.0]> : tensor<3xf16>
  // expected-warning @+1 {{split.split_v1: split sizes sum to 7 but dimension 1 of the input has size 6; the op fails if it executes}}
  %r:3 = "split.split_v1"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf16>, tensor<3xf16>) -> (tensor<3x?xf16>, tensor<3x?xf16>, tensor<3x?xf16>)
  return %r#0, %r#1, %r#2 : tensor<3x?xf16>, tensor<3x?xf16>, tensor<3x?xf16>
}

// -----

func.func @float_frac_v1(%x: tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %s = arith.constant dense<[1.0, 2.5]> : tensor<2xf32>
  // expected-warning @+1 {{split.split_v1: split value at index 1 is not a size (an integer in [0, 2^63)); the op fails if it executes}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return %r#0, %r#1 : tensor<?x6xf32>, tensor<?x6xf32>
}

// -----

func.func @float_neg_v1(%x: tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %s = arith.constant dense<[1.0, -1.0]> : tensor<2xf32>
  // expected-warning @+1 {{split.split_v1: split value at index 1 is not a size (an integer in [0, 2^63)); the op fails if it executes}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return %r#0, %r#1 : tensor<?x6xf32>, tensor<?x6xf32>
}

// -----

func.func @float_nan_v1(%x: tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %s = arith.constant dense<[1.0, 0x7FC00000]> : tensor<2xf32>
  // expected-warning @+1 {{split.split_v1: split value at index 1 is not a size (an integer in [0, 2^63)); the op fails if it executes}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return %r#0, %r#1 : tensor<?x6xf32>, tensor<?x6xf32>
}

// -----

func.func @float_inf_v1(%x: tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %s = arith.constant dense<[1.0, 0x7F800000]> : tensor<2xf32>
  // expected-warning @+1 {{split.split_v1: split value at index 1 is not a size (an integer in [0, 2^63)); the op fails if it executes}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return %r#0, %r#1 : tensor<?x6xf32>, tensor<?x6xf32>
}

// -----

func.func @float_ninf_v1(%x: tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>) {
  %s = arith.constant dense<[1.0, 0xFF800000]> : tensor<2xf32>
  // expected-warning @+1 {{split.split_v1: split value at index 1 is not a size (an integer in [0, 2^63)); the op fails if it executes}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return %r#0, %r#1 : tensor<?x6xf32>, tensor<?x6xf32>
}

// -----

func.func @float_frac_f16_v1(%x: tensor<3xf16>) -> (tensor<?xf16>, tensor<?xf16>) {
  %s = arith.constant dense<[1.5, 1.5]> : tensor<2xf16>
  // expected-warning @+1 {{split.split_v1: split value at index 0 is not a size (an integer in [0, 2^63)); the op fails if it executes}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3xf16>, tensor<2xf16>) -> (tensor<?xf16>, tensor<?xf16>)
  return %r#0, %r#1 : tensor<?xf16>, tensor<?xf16>
}

// -----

func.func @result_const_size_v13(%x: tensor<3x6xf32>) -> (tensor<3x4xf32>, tensor<3x2xf32>) {
  %s = arith.constant dense<[2, 4]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_v13: result #0 type tensor<3x4xf32> has size 4 in dimension 1 but its split size is 2; the op fails if it executes}}
  %r:2 = "split.split_v13"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<3x4xf32>, tensor<3x2xf32>)
  return %r#0, %r#1 : tensor<3x4xf32>, tensor<3x2xf32>
}

// -----

func.func @result_const_size_v18(%x: tensor<3x6xf32>) -> (tensor<3x4xf32>, tensor<3x2xf32>) {
  %s = arith.constant dense<[2, 4]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_v18: result #0 type tensor<3x4xf32> has size 4 in dimension 1 but its split size is 2; the op fails if it executes}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<3x4xf32>, tensor<3x2xf32>)
  return %r#0, %r#1 : tensor<3x4xf32>, tensor<3x2xf32>
}

// -----

func.func @scalar_0_i32_seq_v11(%x: tensor<3x6xf32>) -> (!split.seq<tensor<?x6xf32>>) {
  %s = arith.constant dense<0> : tensor<i32>
  // expected-warning @+1 {{split.split_to_sequence_v11: scalar split 0 must be >= 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<i32>) -> !split.seq<tensor<?x6xf32>>
  return %r : !split.seq<tensor<?x6xf32>>
}

// -----

func.func @scalar_0_i64_seq_v11(%x: tensor<3x6xf32>) -> (!split.seq<tensor<?x6xf32>>) {
  %s = arith.constant dense<0> : tensor<i64>
  // expected-warning @+1 {{split.split_to_sequence_v11: scalar split 0 must be >= 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<i64>) -> !split.seq<tensor<?x6xf32>>
  return %r : !split.seq<tensor<?x6xf32>>
}

// -----

func.func @scalar_m1_i32_seq_v11(%x: tensor<3x6xf32>) -> (!split.seq<tensor<?x6xf32>>) {
  %s = arith.constant dense<-1> : tensor<i32>
  // expected-warning @+1 {{split.split_to_sequence_v11: scalar split -1 must be >= 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<i32>) -> !split.seq<tensor<?x6xf32>>
  return %r : !split.seq<tensor<?x6xf32>>
}

// -----

func.func @scalar_m1_i64_seq_v11(%x: tensor<3x6xf32>) -> (!split.seq<tensor<?x6xf32>>) {
  %s = arith.constant dense<-1> : tensor<i64>
  // expected-warning @+1 {{split.split_to_sequence_v11: scalar split -1 must be >= 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<i64>) -> !split.seq<tensor<?x6xf32>>
  return %r : !split.seq<tensor<?x6xf32>>
}

// -----

func.func @scalar_0_dyn_seq_v11(%x: tensor<?x6xf32>) -> (!split.seq<tensor<?x6xf32>>) {
  %s = arith.constant dense<0> : tensor<i64>
  // expected-warning @+1 {{split.split_to_sequence_v11: scalar split 0 must be >= 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<?x6xf32>, tensor<i64>) -> !split.seq<tensor<?x6xf32>>
  return %r : !split.seq<tensor<?x6xf32>>
}

// -----

func.func @seq_negative_i32_seq_v11(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x?xf32>>) {
  %s = arith.constant dense<[4, -1, 3]> : tensor<3xi32>
  // expected-warning @+1 {{split.split_to_sequence_v11: split sizes contain the negative size -1 at index 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<3xi32>) -> !split.seq<tensor<3x?xf32>>
  return %r : !split.seq<tensor<3x?xf32>>
}

// -----

func.func @seq_sum_i32_seq_v11(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x2xf32>>) {
  %s = arith.constant dense<[2, 2]> : tensor<2xi32>
  // expected-warning @+1 {{split.split_to_sequence_v11: split sizes sum to 4 but dimension 1 of the input has size 6; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<2xi32>) -> !split.seq<tensor<3x2xf32>>
  return %r : !split.seq<tensor<3x2xf32>>
}

// -----

func.func @seq_one_entry_i32_seq_v11(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x2xf32>>) {
  %s = arith.constant dense<[2]> : tensor<1xi32>
  // expected-warning @+1 {{split.split_to_sequence_v11: split sizes sum to 2 but dimension 1 of the input has size 6; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<1xi32>) -> !split.seq<tensor<3x2xf32>>
  return %r : !split.seq<tensor<3x2xf32>>
}

// -----

func.func @seq_negative_i64_seq_v11(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x?xf32>>) {
  %s = arith.constant dense<[4, -1, 3]> : tensor<3xi64>
  // expected-warning @+1 {{split.split_to_sequence_v11: split sizes contain the negative size -1 at index 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<3xi64>) -> !split.seq<tensor<3x?xf32>>
  return %r : !split.seq<tensor<3x?xf32>>
}

// -----

func.func @seq_sum_i64_seq_v11(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x2xf32>>) {
  %s = arith.constant dense<[2, 2]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_to_sequence_v11: split sizes sum to 4 but dimension 1 of the input has size 6; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> !split.seq<tensor<3x2xf32>>
  return %r : !split.seq<tensor<3x2xf32>>
}

// -----

func.func @seq_one_entry_i64_seq_v11(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x2xf32>>) {
  %s = arith.constant dense<[2]> : tensor<1xi64>
  // expected-warning @+1 {{split.split_to_sequence_v11: split sizes sum to 2 but dimension 1 of the input has size 6; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<1xi64>) -> !split.seq<tensor<3x2xf32>>
  return %r : !split.seq<tensor<3x2xf32>>
}

// -----

func.func @seq_negative_dyn_seq_v11(%x: tensor<3x?xf32>) -> (!split.seq<tensor<3x?xf32>>) {
  %s = arith.constant dense<[-3, 9]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_to_sequence_v11: split sizes contain the negative size -3 at index 0; the op fails if it executes}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 1 : i64} : (tensor<3x?xf32>, tensor<2xi64>) -> !split.seq<tensor<3x?xf32>>
  return %r : !split.seq<tensor<3x?xf32>>
}

// -----

func.func @elem_chunks_scalar_seq_v11(%x: tensor<6x3xf32>) -> (!split.seq<tensor<4x3xf32>>) {
  %s = arith.constant dense<4> : tensor<i64>
  // No warning: valid on its own; sequence_at checks the element shape at run time.
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<6x3xf32>, tensor<i64>) -> !split.seq<tensor<4x3xf32>>
  return %r : !split.seq<tensor<4x3xf32>>
}

// -----

func.func @elem_chunks_scalar_big_seq_v11(%x: tensor<6x3xf32>) -> (!split.seq<tensor<8x3xf32>>) {
  %s = arith.constant dense<8> : tensor<i32>
  // No warning: valid on its own; sequence_at checks the element shape at run time.
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<6x3xf32>, tensor<i32>) -> !split.seq<tensor<8x3xf32>>
  return %r : !split.seq<tensor<8x3xf32>>
}

// -----

func.func @elem_chunks_list_seq_v11(%x: tensor<6x3xf32>) -> (!split.seq<tensor<2x3xf32>>) {
  %s = arith.constant dense<[2, 4]> : tensor<2xi64>
  // No warning: valid on its own; sequence_at checks the element shape at run time.
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<6x3xf32>, tensor<2xi64>) -> !split.seq<tensor<2x3xf32>>
  return %r : !split.seq<tensor<2x3xf32>>
}

// -----

func.func @elem_chunks_scalar_even_seq_v11(%x: tensor<6x3xf32>) -> (!split.seq<tensor<3x3xf32>>) {
  %s = arith.constant dense<2> : tensor<i64>
  // No warning: valid on its own; sequence_at checks the element shape at run time.
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<6x3xf32>, tensor<i64>) -> !split.seq<tensor<3x3xf32>>
  return %r : !split.seq<tensor<3x3xf32>>
}

// -----

func.func @scalar_0_i32_seq_v24(%x: tensor<3x6xf32>) -> (!split.seq<tensor<?x6xf32>>) {
  %s = arith.constant dense<0> : tensor<i32>
  // expected-warning @+1 {{split.split_to_sequence_v24: scalar split 0 must be >= 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<i32>) -> !split.seq<tensor<?x6xf32>>
  return %r : !split.seq<tensor<?x6xf32>>
}

// -----

func.func @scalar_0_i64_seq_v24(%x: tensor<3x6xf32>) -> (!split.seq<tensor<?x6xf32>>) {
  %s = arith.constant dense<0> : tensor<i64>
  // expected-warning @+1 {{split.split_to_sequence_v24: scalar split 0 must be >= 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<i64>) -> !split.seq<tensor<?x6xf32>>
  return %r : !split.seq<tensor<?x6xf32>>
}

// -----

func.func @scalar_m1_i32_seq_v24(%x: tensor<3x6xf32>) -> (!split.seq<tensor<?x6xf32>>) {
  %s = arith.constant dense<-1> : tensor<i32>
  // expected-warning @+1 {{split.split_to_sequence_v24: scalar split -1 must be >= 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<i32>) -> !split.seq<tensor<?x6xf32>>
  return %r : !split.seq<tensor<?x6xf32>>
}

// -----

func.func @scalar_m1_i64_seq_v24(%x: tensor<3x6xf32>) -> (!split.seq<tensor<?x6xf32>>) {
  %s = arith.constant dense<-1> : tensor<i64>
  // expected-warning @+1 {{split.split_to_sequence_v24: scalar split -1 must be >= 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<i64>) -> !split.seq<tensor<?x6xf32>>
  return %r : !split.seq<tensor<?x6xf32>>
}

// -----

func.func @scalar_0_dyn_seq_v24(%x: tensor<?x6xf32>) -> (!split.seq<tensor<?x6xf32>>) {
  %s = arith.constant dense<0> : tensor<i64>
  // expected-warning @+1 {{split.split_to_sequence_v24: scalar split 0 must be >= 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<?x6xf32>, tensor<i64>) -> !split.seq<tensor<?x6xf32>>
  return %r : !split.seq<tensor<?x6xf32>>
}

// -----

func.func @seq_negative_i32_seq_v24(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x?xf32>>) {
  %s = arith.constant dense<[4, -1, 3]> : tensor<3xi32>
  // expected-warning @+1 {{split.split_to_sequence_v24: split sizes contain the negative size -1 at index 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<3xi32>) -> !split.seq<tensor<3x?xf32>>
  return %r : !split.seq<tensor<3x?xf32>>
}

// -----

func.func @seq_sum_i32_seq_v24(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x2xf32>>) {
  %s = arith.constant dense<[2, 2]> : tensor<2xi32>
  // expected-warning @+1 {{split.split_to_sequence_v24: split sizes sum to 4 but dimension 1 of the input has size 6; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<2xi32>) -> !split.seq<tensor<3x2xf32>>
  return %r : !split.seq<tensor<3x2xf32>>
}

// -----

func.func @seq_one_entry_i32_seq_v24(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x2xf32>>) {
  %s = arith.constant dense<[2]> : tensor<1xi32>
  // expected-warning @+1 {{split.split_to_sequence_v24: split sizes sum to 2 but dimension 1 of the input has size 6; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<1xi32>) -> !split.seq<tensor<3x2xf32>>
  return %r : !split.seq<tensor<3x2xf32>>
}

// -----

func.func @seq_negative_i64_seq_v24(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x?xf32>>) {
  %s = arith.constant dense<[4, -1, 3]> : tensor<3xi64>
  // expected-warning @+1 {{split.split_to_sequence_v24: split sizes contain the negative size -1 at index 1; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<3xi64>) -> !split.seq<tensor<3x?xf32>>
  return %r : !split.seq<tensor<3x?xf32>>
}

// -----

func.func @seq_sum_i64_seq_v24(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x2xf32>>) {
  %s = arith.constant dense<[2, 2]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_to_sequence_v24: split sizes sum to 4 but dimension 1 of the input has size 6; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> !split.seq<tensor<3x2xf32>>
  return %r : !split.seq<tensor<3x2xf32>>
}

// -----

func.func @seq_one_entry_i64_seq_v24(%x: tensor<3x6xf32>) -> (!split.seq<tensor<3x2xf32>>) {
  %s = arith.constant dense<[2]> : tensor<1xi64>
  // expected-warning @+1 {{split.split_to_sequence_v24: split sizes sum to 2 but dimension 1 of the input has size 6; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 1 : i64} : (tensor<3x6xf32>, tensor<1xi64>) -> !split.seq<tensor<3x2xf32>>
  return %r : !split.seq<tensor<3x2xf32>>
}

// -----

func.func @seq_negative_dyn_seq_v24(%x: tensor<3x?xf32>) -> (!split.seq<tensor<3x?xf32>>) {
  %s = arith.constant dense<[-3, 9]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_to_sequence_v24: split sizes contain the negative size -3 at index 0; the op fails if it executes}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 1 : i64} : (tensor<3x?xf32>, tensor<2xi64>) -> !split.seq<tensor<3x?xf32>>
  return %r : !split.seq<tensor<3x?xf32>>
}

// -----

func.func @elem_chunks_scalar_seq_v24(%x: tensor<6x3xf32>) -> (!split.seq<tensor<4x3xf32>>) {
  %s = arith.constant dense<4> : tensor<i64>
  // No warning: valid on its own; sequence_at checks the element shape at run time.
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<6x3xf32>, tensor<i64>) -> !split.seq<tensor<4x3xf32>>
  return %r : !split.seq<tensor<4x3xf32>>
}

// -----

func.func @elem_chunks_scalar_big_seq_v24(%x: tensor<6x3xf32>) -> (!split.seq<tensor<8x3xf32>>) {
  %s = arith.constant dense<8> : tensor<i32>
  // No warning: valid on its own; sequence_at checks the element shape at run time.
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<6x3xf32>, tensor<i32>) -> !split.seq<tensor<8x3xf32>>
  return %r : !split.seq<tensor<8x3xf32>>
}

// -----

func.func @elem_chunks_list_seq_v24(%x: tensor<6x3xf32>) -> (!split.seq<tensor<2x3xf32>>) {
  %s = arith.constant dense<[2, 4]> : tensor<2xi64>
  // No warning: valid on its own; sequence_at checks the element shape at run time.
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<6x3xf32>, tensor<2xi64>) -> !split.seq<tensor<2x3xf32>>
  return %r : !split.seq<tensor<2x3xf32>>
}

// -----

func.func @elem_chunks_scalar_even_seq_v24(%x: tensor<6x3xf32>) -> (!split.seq<tensor<3x3xf32>>) {
  %s = arith.constant dense<2> : tensor<i64>
  // No warning: valid on its own; sequence_at checks the element shape at run time.
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<6x3xf32>, tensor<i64>) -> !split.seq<tensor<3x3xf32>>
  return %r : !split.seq<tensor<3x3xf32>>
}

// -----

func.func @sequence_at_6_i64(%x: tensor<6x3xf32>) -> (!split.seq<tensor<1x3xf32>>, tensor<1x3xf32>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  %p = arith.constant dense<6> : tensor<i64>
  // expected-warning @+1 {{split.sequence_at: position 6 is out of range for a sequence of length 6; the op fails if it executes}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i64>) -> tensor<1x3xf32>
  return %q, %e : !split.seq<tensor<1x3xf32>>, tensor<1x3xf32>
}

// -----

func.func @sequence_at_m7_i64(%x: tensor<6x3xf32>) -> (!split.seq<tensor<1x3xf32>>, tensor<1x3xf32>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  %p = arith.constant dense<-7> : tensor<i64>
  // expected-warning @+1 {{split.sequence_at: position -7 is out of range for a sequence of length 6; the op fails if it executes}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i64>) -> tensor<1x3xf32>
  return %q, %e : !split.seq<tensor<1x3xf32>>, tensor<1x3xf32>
}

// -----

func.func @sequence_at_6_i32(%x: tensor<6x3xf32>) -> (!split.seq<tensor<1x3xf32>>, tensor<1x3xf32>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  %p = arith.constant dense<6> : tensor<i32>
  // expected-warning @+1 {{split.sequence_at: position 6 is out of range for a sequence of length 6; the op fails if it executes}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i32>) -> tensor<1x3xf32>
  return %q, %e : !split.seq<tensor<1x3xf32>>, tensor<1x3xf32>
}

// -----

func.func @sequence_at_m7_i32(%x: tensor<6x3xf32>) -> (!split.seq<tensor<1x3xf32>>, tensor<1x3xf32>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  %p = arith.constant dense<-7> : tensor<i32>
  // expected-warning @+1 {{split.sequence_at: position -7 is out of range for a sequence of length 6; the op fails if it executes}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i32>) -> tensor<1x3xf32>
  return %q, %e : !split.seq<tensor<1x3xf32>>, tensor<1x3xf32>
}

// -----

func.func @sequence_at_100_i64(%x: tensor<6x3xf32>) -> (!split.seq<tensor<1x3xf32>>, tensor<1x3xf32>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  %p = arith.constant dense<100> : tensor<i64>
  // expected-warning @+1 {{split.sequence_at: position 100 is out of range for a sequence of length 6; the op fails if it executes}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i64>) -> tensor<1x3xf32>
  return %q, %e : !split.seq<tensor<1x3xf32>>, tensor<1x3xf32>
}

// -----

func.func @sequence_at_6_keepdims0_v24(%x: tensor<3x6xbf16>) -> (!split.seq<tensor<3xbf16>>, tensor<3xbf16>) {
  %q = "split.split_to_sequence_v24"(%x) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xbf16>) -> !split.seq<tensor<3xbf16>>
  %p = arith.constant dense<6> : tensor<i64>
  // expected-warning @+1 {{split.sequence_at: position 6 is out of range for a sequence of length 6; the op fails if it executes}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<3xbf16>>, tensor<i64>) -> tensor<3xbf16>
  return %q, %e : !split.seq<tensor<3xbf16>>, tensor<3xbf16>
}

// -----

func.func @sequence_at_scalar_split(%x: tensor<6x3xf32>) -> (!split.seq<tensor<?x3xf32>>, tensor<?x3xf32>) {
  %s = arith.constant dense<4> : tensor<i64>
  %q = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<6x3xf32>, tensor<i64>) -> !split.seq<tensor<?x3xf32>>
  %p = arith.constant dense<-3> : tensor<i32>
  // expected-warning @+1 {{split.sequence_at: position -3 is out of range for a sequence of length 2; the op fails if it executes}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<?x3xf32>>, tensor<i32>) -> tensor<?x3xf32>
  return %q, %e : !split.seq<tensor<?x3xf32>>, tensor<?x3xf32>
}

// -----

func.func @sequence_at_list_split(%x: tensor<6x3xf32>) -> (!split.seq<tensor<?x3xf32>>, tensor<?x3xf32>) {
  %s = arith.constant dense<[0, 6, 0]> : tensor<3xi64>
  %q = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<6x3xf32>, tensor<3xi64>) -> !split.seq<tensor<?x3xf32>>
  %p = arith.constant dense<3> : tensor<i64>
  // expected-warning @+1 {{split.sequence_at: position 3 is out of range for a sequence of length 3; the op fails if it executes}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<?x3xf32>>, tensor<i64>) -> tensor<?x3xf32>
  return %q, %e : !split.seq<tensor<?x3xf32>>, tensor<?x3xf32>
}

// -----

func.func @sequence_at_empty(%x: tensor<0x3xf32>) -> (!split.seq<tensor<1x3xf32>>, tensor<1x3xf32>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<0x3xf32>) -> !split.seq<tensor<1x3xf32>>
  %p = arith.constant dense<0> : tensor<i64>
  // expected-warning @+1 {{split.sequence_at: position 0 is out of range for a sequence of length 0; the op fails if it executes}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i64>) -> tensor<1x3xf32>
  return %q, %e : !split.seq<tensor<1x3xf32>>, tensor<1x3xf32>
}

// -----

func.func @v13_int64_min_size(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %s = arith.constant dense<[3, -9223372036854775808]> : tensor<2xi64>
  // expected-warning @+1 {{split.split_v13: split sizes contain the negative size -9223372036854775808 at index 1; the op fails if it executes}}
  %0:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<6xf32>, tensor<2xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @seq_int64_min_scalar(%x: tensor<6xf32>) -> !split.seq<tensor<?xf32>> {
  %s = arith.constant dense<-9223372036854775808> : tensor<i64>
  // expected-warning @+1 {{split.split_to_sequence_v11: scalar split -9223372036854775808 must be >= 1; the op fails if it executes}}
  %0 = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<6xf32>, tensor<i64>) -> !split.seq<tensor<?xf32>>
  return %0 : !split.seq<tensor<?xf32>>
}

// -----

func.func @v1_float_too_large(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %s = arith.constant dense<[1.0e30, 0.0]> : tensor<2xf32>
  // expected-warning @+1 {{split.split_v1: split value at index 0 is not a size (an integer in [0, 2^63)); the op fails if it executes}}
  %0:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<6xf32>, tensor<2xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}


// -----

// Sizes that become constants only during canonicalisation: the op stays
// valid and unchanged (it used to be reported as invalid IR after folding).
func.func @sizes_fold_late(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %c1 = arith.constant 1 : i64
  %s = tensor.from_elements %c1, %c1 : tensor<2xi64>
  // expected-warning @+1 {{split.split_v13: split sizes sum to 2 but dimension 0 of the input has size 6; the op fails if it executes}}
  %a, %b = split.split_v13 %x, %s : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}
// KEPT-LABEL: func.func @sizes_fold_late
// KEPT: %[[S:.*]] = arith.constant dense<1> : tensor<2xi64>
// KEPT-NEXT: split.split_v13 %{{.*}}, %[[S]] : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
// KEPT-NOT: split.check
// KEPT-NOT: split.split {{%}}
// KEPT-NOT: split.split_to_sequence {{%}}
