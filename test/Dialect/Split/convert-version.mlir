// The parts below are checked with different targets: split-file separates
// them (the RUN lines are not part of any of them).
// RUN: rm -rf %t && split-file %s %t

// Split ops that every opset can express (f16/f32/f64, static sizes).
// RUN: split-opt %t/split.mlir --split-convert-version="target=18" | FileCheck %s --check-prefix=V18
// RUN: split-opt %t/split.mlir --split-convert-version="target=24" | FileCheck %s --check-prefix=V18
// RUN: split-opt %t/split.mlir --split-convert-version="target=13" | FileCheck %s --check-prefix=V13
// RUN: split-opt %t/split.mlir --split-convert-version="target=17" | FileCheck %s --check-prefix=V13
// RUN: split-opt %t/split.mlir --split-convert-version="target=11" | FileCheck %s --check-prefix=V11
// RUN: split-opt %t/split.mlir --split-convert-version="target=12" | FileCheck %s --check-prefix=V11
// RUN: split-opt %t/split.mlir --split-convert-version="target=2" | FileCheck %s --check-prefix=V2
// RUN: split-opt %t/split.mlir --split-convert-version="target=10" | FileCheck %s --check-prefix=V2
// RUN: split-opt %t/split.mlir --split-convert-version="target=1" | FileCheck %s --check-prefix=V1
// The default target is 18.
// RUN: split-opt %t/split.mlir --split-convert-version | FileCheck %s --check-prefix=V18

// Round trips back to the original version.
// RUN: split-opt %t/split.mlir --split-convert-version="target=18" | split-opt --split-convert-version="target=11" | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: split-opt %t/split.mlir --split-convert-version="target=11" | split-opt --split-convert-version="target=13" | FileCheck %s --check-prefix=ROUNDTRIP13
// RUN: split-opt %t/split.mlir --split-convert-version="target=1" | split-opt --split-convert-version="target=11" | FileCheck %s --check-prefix=ROUNDTRIP1

// Up and back down gives the op it started from, in its original encoding
// (equal parts stay without a list, num_outputs stays num_outputs).
// RUN: split-opt %t/roundtrip-11.mlir --split-convert-version="target=18" | split-opt --split-convert-version="target=11" | FileCheck %t/roundtrip-11.mlir
// RUN: split-opt %t/roundtrip-13.mlir --split-convert-version="target=18" | split-opt --split-convert-version="target=13" | FileCheck %t/roundtrip-13.mlir
// RUN: split-opt %t/roundtrip-18.mlir --split-convert-version="target=11" | split-opt --split-convert-version="target=18" | FileCheck %t/roundtrip-18.mlir
// RUN: split-opt %t/roundtrip-18.mlir --split-convert-version="target=13" | split-opt --split-convert-version="target=18" | FileCheck %t/roundtrip-18.mlir

// Split ops with run-time sizes, bf16 or integer element types.
// RUN: split-opt %t/runtime.mlir --split-convert-version="target=18" | FileCheck %s --check-prefix=RT18
// RUN: split-opt %t/runtime.mlir --split-convert-version="target=24" | FileCheck %s --check-prefix=RT18
// RUN: split-opt %t/runtime.mlir --split-convert-version="target=13" | FileCheck %s --check-prefix=RT13

// SplitToSequence.
// RUN: split-opt %t/sequence.mlir --split-convert-version="target=24" | FileCheck %s --check-prefix=SEQ24
// RUN: split-opt %t/sequence.mlir --split-convert-version="target=11" | FileCheck %s --check-prefix=SEQ11
// RUN: split-opt %t/sequence.mlir --split-convert-version="target=23" | FileCheck %s --check-prefix=SEQ11
// RUN: split-opt %t/sequence.mlir --split-convert-version="target=24" | split-opt --split-convert-version="target=11" | FileCheck %s --check-prefix=SEQROUNDTRIP

// What a target version cannot express is an error on the op.
// Constant sizes that contradict a static result type fail at run time;
// the size list stays an operand where the target takes one, and the
// conversion is an error where the target would need an attribute or
// num_outputs (which would turn the run-time error into invalid IR).
// RUN: split-opt %t/contradict.mlir --split-convert-version="target=18" | FileCheck %t/contradict.mlir --check-prefix=CONTRA18
// RUN: split-opt %t/contradict.mlir --split-convert-version="target=13" | FileCheck %t/contradict.mlir --check-prefix=CONTRA13
// RUN: split-opt %t/contradict.mlir -verify-diagnostics -split-input-file --split-convert-version="target=11"
// RUN: split-opt %t/errors-opset11.mlir -verify-diagnostics -split-input-file --split-convert-version="target=11"
// RUN: split-opt %t/errors-opset13.mlir -verify-diagnostics -split-input-file --split-convert-version="target=13"
// RUN: split-opt %t/errors-opset10.mlir -verify-diagnostics -split-input-file --split-convert-version="target=10"
// RUN: split-opt %t/errors-opset1.mlir -verify-diagnostics -split-input-file --split-convert-version="target=1"

//--- split.mlir

// V18-LABEL: func.func @v1_attr
// V18-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// V18-NEXT: %[[L:.*]] = arith.constant dense<[2, 4]> : tensor<2xi64>
// V18-NEXT: %{{.*}}:2 = split.split_v18 %[[X]], %[[L]] axis = -2 : tensor<6x4xf32>, tensor<2xi64> -> tensor<2x4xf32>, tensor<4x4xf32>
// V13-LABEL: func.func @v1_attr
// V13-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// V13-NEXT: %[[L:.*]] = arith.constant dense<[2, 4]> : tensor<2xi64>
// V13-NEXT: %{{.*}}:2 = split.split_v13 %[[X]], %[[L]] axis = -2 : tensor<6x4xf32>, tensor<2xi64> -> tensor<2x4xf32>, tensor<4x4xf32>
// V11-LABEL: func.func @v1_attr
// V11-NEXT: split.split_v11 %{{.*}} axis = -2 split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
// V2-LABEL: func.func @v1_attr
// V2-NEXT: split.split_v2 %{{.*}} axis = -2 split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
// V1-LABEL: func.func @v1_attr
// V1-NEXT: split.split_v1 %{{.*}} axis = -2 split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
func.func @v1_attr(%x: tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<4x4xf32>) {
  %a, %b = split.split_v1 %x axis = -2 split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
  return %a, %b : tensor<2x4xf32>, tensor<4x4xf32>
}

// Split-1 float sizes known statically become i64 sizes.
// V18-LABEL: func.func @v1_float_constant
// V18-SAME: (%[[X:.*]]: tensor<6x4xf64>)
// V18: %[[L:.*]] = arith.constant dense<[1, 3]> : tensor<2xi64>
// V18-NEXT: split.split_v18 %[[X]], %[[L]] axis = 1 : tensor<6x4xf64>, tensor<2xi64> -> tensor<6x1xf64>, tensor<6x3xf64>
// V13-LABEL: func.func @v1_float_constant
// V13-SAME: (%[[X:.*]]: tensor<6x4xf64>)
// V13: %[[L:.*]] = arith.constant dense<[1, 3]> : tensor<2xi64>
// V13-NEXT: split.split_v13 %[[X]], %[[L]] axis = 1 : tensor<6x4xf64>, tensor<2xi64> -> tensor<6x1xf64>, tensor<6x3xf64>
// V11-LABEL: func.func @v1_float_constant
// V11: split.split_v11 %{{.*}} axis = 1 split = [1, 3] : tensor<6x4xf64> -> tensor<6x1xf64>, tensor<6x3xf64>
// V2-LABEL: func.func @v1_float_constant
// V2: split.split_v2 %{{.*}} axis = 1 split = [1, 3] : tensor<6x4xf64> -> tensor<6x1xf64>, tensor<6x3xf64>
// V1-LABEL: func.func @v1_float_constant
// V1-SAME: (%[[X:.*]]: tensor<6x4xf64>)
// V1-NEXT: %[[L:.*]] = arith.constant dense<[1.000000e+00, 3.000000e+00]> : tensor<2xf64>
// V1-NEXT: split.split_v1 %[[X]], %[[L]] axis = 1 : tensor<6x4xf64>, tensor<2xf64> -> tensor<6x1xf64>, tensor<6x3xf64>
func.func @v1_float_constant(%x: tensor<6x4xf64>) -> (tensor<6x1xf64>, tensor<6x3xf64>) {
  %s = arith.constant dense<[1.0, 3.0]> : tensor<2xf64>
  %a, %b = split.split_v1 %x, %s axis = 1 : tensor<6x4xf64>, tensor<2xf64> -> tensor<6x1xf64>, tensor<6x3xf64>
  return %a, %b : tensor<6x1xf64>, tensor<6x3xf64>
}

// V18-LABEL: func.func @v2_attr
// V18-NEXT: %[[L:.*]] = arith.constant dense<[1, 5]> : tensor<2xi64>
// V18-NEXT: split.split_v18 %{{.*}}, %[[L]] axis = -1 : tensor<2x6xf16>, tensor<2xi64> -> tensor<2x1xf16>, tensor<2x5xf16>
// V13-LABEL: func.func @v2_attr
// V13-NEXT: %[[L:.*]] = arith.constant dense<[1, 5]> : tensor<2xi64>
// V13-NEXT: split.split_v13 %{{.*}}, %[[L]] axis = -1 : tensor<2x6xf16>, tensor<2xi64> -> tensor<2x1xf16>, tensor<2x5xf16>
// V11-LABEL: func.func @v2_attr
// V11-NEXT: split.split_v11 %{{.*}} axis = -1 split = [1, 5] : tensor<2x6xf16>
// V2-LABEL: func.func @v2_attr
// V2-NEXT: split.split_v2 %{{.*}} axis = -1 split = [1, 5] : tensor<2x6xf16>
// V1-LABEL: func.func @v2_attr
// V1-NEXT: split.split_v1 %{{.*}} axis = -1 split = [1, 5] : tensor<2x6xf16>
func.func @v2_attr(%x: tensor<2x6xf16>) -> (tensor<2x1xf16>, tensor<2x5xf16>) {
  %a, %b = split.split_v2 %x axis = -1 split = [1, 5] : tensor<2x6xf16> -> tensor<2x1xf16>, tensor<2x5xf16>
  return %a, %b : tensor<2x1xf16>, tensor<2x5xf16>
}

// V18-LABEL: func.func @v11_attr
// V18-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// V18-NEXT: %[[L:.*]] = arith.constant dense<[2, 4]> : tensor<2xi64>
// V18-NEXT: split.split_v18 %[[X]], %[[L]] axis = -2 : tensor<6x4xf32>, tensor<2xi64> -> tensor<2x4xf32>, tensor<4x4xf32>
// V13-LABEL: func.func @v11_attr
// V13-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// V13-NEXT: %[[L:.*]] = arith.constant dense<[2, 4]> : tensor<2xi64>
// V13-NEXT: split.split_v13 %[[X]], %[[L]] axis = -2 : tensor<6x4xf32>, tensor<2xi64> -> tensor<2x4xf32>, tensor<4x4xf32>
// V11-LABEL: func.func @v11_attr
// V11-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// V11-NEXT: split.split_v11 %[[X]] axis = -2 split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
// V2-LABEL: func.func @v11_attr
// V2-NEXT: split.split_v2 %{{.*}} axis = -2 split = [2, 4] : tensor<6x4xf32>
// V1-LABEL: func.func @v11_attr
// V1-NEXT: split.split_v1 %{{.*}} axis = -2 split = [2, 4] : tensor<6x4xf32>
// ROUNDTRIP-LABEL: func.func @v11_attr
// ROUNDTRIP-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// ROUNDTRIP: %[[S:.*]]:2 = split.split_v11 %[[X]] axis = -2 split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
// ROUNDTRIP-NEXT: return %[[S]]#0, %[[S]]#1
// ROUNDTRIP1-LABEL: func.func @v11_attr
// ROUNDTRIP1-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// ROUNDTRIP1-NEXT: %[[S:.*]]:2 = split.split_v11 %[[X]] axis = -2 split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
// ROUNDTRIP1-NEXT: return %[[S]]#0, %[[S]]#1
func.func @v11_attr(%x: tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<4x4xf32>) {
  %a, %b = split.split_v11 %x axis = -2 split = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
  return %a, %b : tensor<2x4xf32>, tensor<4x4xf32>
}

// V18-LABEL: func.func @v11_zero_sizes
// V18-NEXT: %[[L:.*]] = arith.constant dense<[0, 4, 0]> : tensor<3xi64>
// V18-NEXT: split.split_v18 %{{.*}}, %[[L]] : tensor<4x3xf32>, tensor<3xi64> -> tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
// V13-LABEL: func.func @v11_zero_sizes
// V13-NEXT: %[[L:.*]] = arith.constant dense<[0, 4, 0]> : tensor<3xi64>
// V13-NEXT: split.split_v13 %{{.*}}, %[[L]] : tensor<4x3xf32>, tensor<3xi64> -> tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
// V11-LABEL: func.func @v11_zero_sizes
// V11-NEXT: split.split_v11 %{{.*}} split = [0, 4, 0] : tensor<4x3xf32>
// V2-LABEL: func.func @v11_zero_sizes
// V2-NEXT: split.split_v2 %{{.*}} split = [0, 4, 0] : tensor<4x3xf32>
// V1-LABEL: func.func @v11_zero_sizes
// V1-NEXT: split.split_v1 %{{.*}} split = [0, 4, 0] : tensor<4x3xf32>
// ROUNDTRIP-LABEL: func.func @v11_zero_sizes
// ROUNDTRIP: split.split_v11 %{{.*}} split = [0, 4, 0] : tensor<4x3xf32> -> tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
// ROUNDTRIP1-LABEL: func.func @v11_zero_sizes
// ROUNDTRIP1-NEXT: split.split_v11 %{{.*}} split = [0, 4, 0] : tensor<4x3xf32> -> tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
func.func @v11_zero_sizes(%x: tensor<4x3xf32>) -> (tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>) {
  %a, %b, %c = split.split_v11 %x split = [0, 4, 0] : tensor<4x3xf32> -> tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
  return %a, %b, %c : tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
}

// onnx/onnx#5222: Split-18 needs either a split operand or num_outputs; equal
// non-empty parts are what the ceil rule gives, so num_outputs.
// V18-LABEL: func.func @v11_equal_parts
// V18-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// V18-NEXT: %[[S:.*]]:2 = split.split_v18 %[[X]] num_outputs = 2 : tensor<6x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>
// V18-NEXT: return %[[S]]#0, %[[S]]#1
// V13-LABEL: func.func @v11_equal_parts
// V13-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// V13-NEXT: split.split_v13 %[[X]] : tensor<6x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>
// V11-LABEL: func.func @v11_equal_parts
// V11-NEXT: split.split_v11 %{{.*}} : tensor<6x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>
// V2-LABEL: func.func @v11_equal_parts
// V2-NEXT: split.split_v2 %{{.*}} : tensor<6x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>
// V1-LABEL: func.func @v11_equal_parts
// V1-NEXT: split.split_v1 %{{.*}} : tensor<6x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>
// ROUNDTRIP13-LABEL: func.func @v11_equal_parts
// ROUNDTRIP13-NEXT: split.split_v13 %{{.*}} : tensor<6x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>
// ROUNDTRIP1-LABEL: func.func @v11_equal_parts
// ROUNDTRIP1-NEXT: split.split_v11 %{{.*}} : tensor<6x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>
func.func @v11_equal_parts(%x: tensor<6x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %a, %b = split.split_v11 %x : tensor<6x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>
  return %a, %b : tensor<3x4xf32>, tensor<3x4xf32>
}

// d = 0: the ceil rule rejects num_outputs (last part 0), so Split-18 gets
// the explicit sizes [0, 0].
// V18-LABEL: func.func @v11_equal_parts_empty_dim
// V18-SAME: (%[[X:.*]]: tensor<0x4xf32>)
// V18-NEXT: %[[L:.*]] = arith.constant dense<0> : tensor<2xi64>
// V18-NEXT: split.split_v18 %[[X]], %[[L]] : tensor<0x4xf32>, tensor<2xi64> -> tensor<0x4xf32>, tensor<0x4xf32>
// V18-NOT: num_outputs
// V13-LABEL: func.func @v11_equal_parts_empty_dim
// V13-NEXT: split.split_v13 %{{.*}} : tensor<0x4xf32> -> tensor<0x4xf32>, tensor<0x4xf32>
// V11-LABEL: func.func @v11_equal_parts_empty_dim
// V11-NEXT: split.split_v11 %{{.*}} : tensor<0x4xf32> -> tensor<0x4xf32>, tensor<0x4xf32>
// V1-LABEL: func.func @v11_equal_parts_empty_dim
// V1-NEXT: split.split_v1 %{{.*}} : tensor<0x4xf32> -> tensor<0x4xf32>, tensor<0x4xf32>
func.func @v11_equal_parts_empty_dim(%x: tensor<0x4xf32>) -> (tensor<0x4xf32>, tensor<0x4xf32>) {
  %a, %b = split.split_v11 %x : tensor<0x4xf32> -> tensor<0x4xf32>, tensor<0x4xf32>
  return %a, %b : tensor<0x4xf32>, tensor<0x4xf32>
}

// The original list constant stays (unused); the new op uses a new one.
// V18-LABEL: func.func @v13_list
// V18-SAME: (%[[X:.*]]: tensor<6xf32>)
// V18-NEXT: arith.constant dense<[1, 5]> : tensor<2xi64>
// V18-NEXT: %[[L:.*]] = arith.constant dense<[1, 5]> : tensor<2xi64>
// V18-NEXT: split.split_v18 %[[X]], %[[L]] : tensor<6xf32>, tensor<2xi64> -> tensor<1xf32>, tensor<5xf32>
// V13-LABEL: func.func @v13_list
// V13-SAME: (%[[X:.*]]: tensor<6xf32>)
// V13-NEXT: %[[L:.*]] = arith.constant dense<[1, 5]> : tensor<2xi64>
// V13-NEXT: split.split_v13 %[[X]], %[[L]] : tensor<6xf32>, tensor<2xi64> -> tensor<1xf32>, tensor<5xf32>
// V11-LABEL: func.func @v13_list
// V11: split.split_v11 %{{.*}} split = [1, 5] : tensor<6xf32> -> tensor<1xf32>, tensor<5xf32>
// V2-LABEL: func.func @v13_list
// V2: split.split_v2 %{{.*}} split = [1, 5] : tensor<6xf32> -> tensor<1xf32>, tensor<5xf32>
// V1-LABEL: func.func @v13_list
// V1: split.split_v1 %{{.*}} split = [1, 5] : tensor<6xf32> -> tensor<1xf32>, tensor<5xf32>
// ROUNDTRIP13-LABEL: func.func @v13_list
// ROUNDTRIP13-SAME: (%[[X:.*]]: tensor<6xf32>)
// ROUNDTRIP13-NEXT: arith.constant dense<[1, 5]> : tensor<2xi64>
// ROUNDTRIP13-NEXT: %[[L:.*]] = arith.constant dense<[1, 5]> : tensor<2xi64>
// ROUNDTRIP13-NEXT: %[[S:.*]]:2 = split.split_v13 %[[X]], %[[L]] : tensor<6xf32>, tensor<2xi64> -> tensor<1xf32>, tensor<5xf32>
// ROUNDTRIP13-NEXT: return %[[S]]#0, %[[S]]#1
func.func @v13_list(%x: tensor<6xf32>) -> (tensor<1xf32>, tensor<5xf32>) {
  %s = arith.constant dense<[1, 5]> : tensor<2xi64>
  %a, %b = split.split_v13 %x, %s : tensor<6xf32>, tensor<2xi64> -> tensor<1xf32>, tensor<5xf32>
  return %a, %b : tensor<1xf32>, tensor<5xf32>
}

// V18-LABEL: func.func @v13_equal_parts
// V18-NEXT: split.split_v18 %{{.*}} axis = 1 num_outputs = 3 : tensor<2x6xf64> -> tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>
// V13-LABEL: func.func @v13_equal_parts
// V13-NEXT: split.split_v13 %{{.*}} axis = 1 : tensor<2x6xf64> -> tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>
// V11-LABEL: func.func @v13_equal_parts
// V11-NEXT: split.split_v11 %{{.*}} axis = 1 : tensor<2x6xf64> -> tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>
// V2-LABEL: func.func @v13_equal_parts
// V2-NEXT: split.split_v2 %{{.*}} axis = 1 : tensor<2x6xf64>
// V1-LABEL: func.func @v13_equal_parts
// V1-NEXT: split.split_v1 %{{.*}} axis = 1 : tensor<2x6xf64>
// ROUNDTRIP13-LABEL: func.func @v13_equal_parts
// ROUNDTRIP13-SAME: (%[[X:.*]]: tensor<2x6xf64>)
// ROUNDTRIP13-NEXT: split.split_v13 %[[X]] axis = 1 : tensor<2x6xf64> -> tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>
func.func @v13_equal_parts(%x: tensor<2x6xf64>) -> (tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>) {
  %a, %b, %c = split.split_v13 %x axis = 1 : tensor<2x6xf64> -> tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>
  return %a, %b, %c : tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>
}

// num_outputs 3 on d = 7 is [3, 3, 1] in every older version.
// V18-LABEL: func.func @v18_num_outputs
// V18-NEXT: split.split_v18 %{{.*}} num_outputs = 3 : tensor<7xf32> -> tensor<3xf32>, tensor<3xf32>, tensor<1xf32>
// V13-LABEL: func.func @v18_num_outputs
// V13-SAME: (%[[X:.*]]: tensor<7xf32>)
// V13-NEXT: %[[L:.*]] = arith.constant dense<[3, 3, 1]> : tensor<3xi64>
// V13-NEXT: split.split_v13 %[[X]], %[[L]] : tensor<7xf32>, tensor<3xi64> -> tensor<3xf32>, tensor<3xf32>, tensor<1xf32>
// V11-LABEL: func.func @v18_num_outputs
// V11-NEXT: split.split_v11 %{{.*}} split = [3, 3, 1] : tensor<7xf32> -> tensor<3xf32>, tensor<3xf32>, tensor<1xf32>
// V2-LABEL: func.func @v18_num_outputs
// V2-NEXT: split.split_v2 %{{.*}} split = [3, 3, 1] : tensor<7xf32>
// V1-LABEL: func.func @v18_num_outputs
// V1-NEXT: split.split_v1 %{{.*}} split = [3, 3, 1] : tensor<7xf32>
// ROUNDTRIP-LABEL: func.func @v18_num_outputs
// ROUNDTRIP-NEXT: split.split_v11 %{{.*}} split = [3, 3, 1] : tensor<7xf32>
func.func @v18_num_outputs(%x: tensor<7xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<1xf32>) {
  %a, %b, %c = split.split_v18 %x num_outputs = 3 : tensor<7xf32> -> tensor<3xf32>, tensor<3xf32>, tensor<1xf32>
  return %a, %b, %c : tensor<3xf32>, tensor<3xf32>, tensor<1xf32>
}

// V18-LABEL: func.func @v18_list
// V18-SAME: (%[[X:.*]]: tensor<3x5xf16>)
// V18-NEXT: %[[L:.*]] = arith.constant dense<[4, 1]> : tensor<2xi64>
// V18-NEXT: split.split_v18 %[[X]], %[[L]] axis = 1 : tensor<3x5xf16>, tensor<2xi64> -> tensor<3x4xf16>, tensor<3x1xf16>
// V13-LABEL: func.func @v18_list
// V13-NEXT: arith.constant dense<[4, 1]> : tensor<2xi64>
// V13-NEXT: %[[L:.*]] = arith.constant dense<[4, 1]> : tensor<2xi64>
// V13-NEXT: split.split_v13 %{{.*}}, %[[L]] axis = 1 : tensor<3x5xf16>, tensor<2xi64> -> tensor<3x4xf16>, tensor<3x1xf16>
// V11-LABEL: func.func @v18_list
// V11: split.split_v11 %{{.*}} axis = 1 split = [4, 1] : tensor<3x5xf16>
// V2-LABEL: func.func @v18_list
// V2: split.split_v2 %{{.*}} axis = 1 split = [4, 1] : tensor<3x5xf16>
// V1-LABEL: func.func @v18_list
// V1: split.split_v1 %{{.*}} axis = 1 split = [4, 1] : tensor<3x5xf16>
// ROUNDTRIP-LABEL: func.func @v18_list
// ROUNDTRIP: split.split_v11 %{{.*}} axis = 1 split = [4, 1] : tensor<3x5xf16>
func.func @v18_list(%x: tensor<3x5xf16>) -> (tensor<3x4xf16>, tensor<3x1xf16>) {
  %s = arith.constant dense<[4, 1]> : tensor<2xi64>
  %a, %b = split.split_v18 %x, %s axis = 1 : tensor<3x5xf16>, tensor<2xi64> -> tensor<3x4xf16>, tensor<3x1xf16>
  return %a, %b : tensor<3x4xf16>, tensor<3x1xf16>
}

// Split-18 with neither split nor num_outputs: equal parts.
// V13-LABEL: func.func @v18_neither
// V13-NEXT: split.split_v13 %{{.*}} : tensor<6xf32> -> tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
// V11-LABEL: func.func @v18_neither
// V11-NEXT: split.split_v11 %{{.*}} : tensor<6xf32> -> tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
// V1-LABEL: func.func @v18_neither
// V1-NEXT: split.split_v1 %{{.*}} : tensor<6xf32> -> tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
func.func @v18_neither(%x: tensor<6xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %a, %b, %c = split.split_v18 %x : tensor<6xf32> -> tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return %a, %b, %c : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// An empty list is absent: equal parts, no split attribute.
// V13-LABEL: func.func @v18_empty_list
// V13: split.split_v13 %{{.*}} : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
// V11-LABEL: func.func @v18_empty_list
// V11: split.split_v11 %{{.*}} : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
// V2-LABEL: func.func @v18_empty_list
// V2: split.split_v2 %{{.*}} : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
// V1-LABEL: func.func @v18_empty_list
// V1: split.split_v1 %{{.*}} : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
func.func @v18_empty_list(%x: tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %s = arith.constant dense<> : tensor<0xi64>
  %a, %b = split.split_v18 %x, %s : tensor<6xf32>, tensor<0xi64> -> tensor<3xf32>, tensor<3xf32>
  return %a, %b : tensor<3xf32>, tensor<3xf32>
}

//--- roundtrip-11.mlir
// CHECK-LABEL: func.func @equal_static
// CHECK: split.split_v11 %{{.*}} : tensor<6x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>
func.func @equal_static(%x: tensor<6x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %a, %b = split.split_v11 %x : tensor<6x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>
  return %a, %b : tensor<3x4xf32>, tensor<3x4xf32>
}
// CHECK-LABEL: func.func @equal_dynamic
// CHECK: split.split_v11 %{{.*}} : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
func.func @equal_dynamic(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b = split.split_v11 %x : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}
// CHECK-LABEL: func.func @listed
// CHECK: split.split_v11 %{{.*}} axis = 1 split = [1, 3] : tensor<6x4xf32> -> tensor<6x1xf32>, tensor<6x3xf32>
func.func @listed(%x: tensor<6x4xf32>) -> (tensor<6x1xf32>, tensor<6x3xf32>) {
  %a, %b = split.split_v11 %x axis = 1 split = [1, 3] : tensor<6x4xf32> -> tensor<6x1xf32>, tensor<6x3xf32>
  return %a, %b : tensor<6x1xf32>, tensor<6x3xf32>
}

//--- roundtrip-13.mlir
// CHECK-LABEL: func.func @equal_static
// CHECK: split.split_v13 %{{.*}} : tensor<6x4xbf16> -> tensor<3x4xbf16>, tensor<3x4xbf16>
func.func @equal_static(%x: tensor<6x4xbf16>) -> (tensor<3x4xbf16>, tensor<3x4xbf16>) {
  %a, %b = split.split_v13 %x : tensor<6x4xbf16> -> tensor<3x4xbf16>, tensor<3x4xbf16>
  return %a, %b : tensor<3x4xbf16>, tensor<3x4xbf16>
}
// CHECK-LABEL: func.func @equal_dynamic
// CHECK: split.split_v13 %{{.*}} : tensor<?x4xbf16> -> tensor<?x4xbf16>, tensor<?x4xbf16>
func.func @equal_dynamic(%x: tensor<?x4xbf16>) -> (tensor<?x4xbf16>, tensor<?x4xbf16>) {
  %a, %b = split.split_v13 %x : tensor<?x4xbf16> -> tensor<?x4xbf16>, tensor<?x4xbf16>
  return %a, %b : tensor<?x4xbf16>, tensor<?x4xbf16>
}

//--- roundtrip-18.mlir
// CHECK-LABEL: func.func @uneven
// CHECK: split.split_v18 %{{.*}} num_outputs = 3 : tensor<7x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
func.func @uneven(%x: tensor<7x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) {
  %a, %b, %c = split.split_v18 %x num_outputs = 3 : tensor<7x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
  return %a, %b, %c : tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
}
// CHECK-LABEL: func.func @even
// CHECK: split.split_v18 %{{.*}} axis = 1 num_outputs = 2 : tensor<7x4xf32> -> tensor<7x2xf32>, tensor<7x2xf32>
func.func @even(%x: tensor<7x4xf32>) -> (tensor<7x2xf32>, tensor<7x2xf32>) {
  %a, %b = split.split_v18 %x axis = 1 num_outputs = 2 : tensor<7x4xf32> -> tensor<7x2xf32>, tensor<7x2xf32>
  return %a, %b : tensor<7x2xf32>, tensor<7x2xf32>
}

//--- runtime.mlir

// A run-time i64 list is passed on as it is.
// RT18-LABEL: func.func @v13_list_argument
// RT18-SAME: (%[[X:.*]]: tensor<6xf32>, %[[L:.*]]: tensor<2xi64>)
// RT18-NEXT: %[[S:.*]]:2 = split.split_v18 %[[X]], %[[L]] : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
// RT18-NEXT: return %[[S]]#0, %[[S]]#1
// RT13-LABEL: func.func @v13_list_argument
// RT13-SAME: (%[[X:.*]]: tensor<6xf32>, %[[L:.*]]: tensor<2xi64>)
// RT13-NEXT: split.split_v13 %[[X]], %[[L]] : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
func.func @v13_list_argument(%x: tensor<6xf32>, %s: tensor<2xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a, %b = split.split_v13 %x, %s : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// RT18-LABEL: func.func @v13_dynamic_length_list
// RT18-SAME: (%[[X:.*]]: tensor<?x3xi64>, %[[L:.*]]: tensor<?xi64>)
// RT18-NEXT: split.split_v18 %[[X]], %[[L]] : tensor<?x3xi64>, tensor<?xi64> -> tensor<?x3xi64>, tensor<?x3xi64>
func.func @v13_dynamic_length_list(%x: tensor<?x3xi64>, %s: tensor<?xi64>) -> (tensor<?x3xi64>, tensor<?x3xi64>) {
  %a, %b = split.split_v13 %x, %s : tensor<?x3xi64>, tensor<?xi64> -> tensor<?x3xi64>, tensor<?x3xi64>
  return %a, %b : tensor<?x3xi64>, tensor<?x3xi64>
}

// RT13-LABEL: func.func @v18_list_argument
// RT13-SAME: (%[[X:.*]]: tensor<4x?xbf16>, %[[L:.*]]: tensor<2xi64>)
// RT13-NEXT: split.split_v13 %[[X]], %[[L]] axis = -1 : tensor<4x?xbf16>, tensor<2xi64> -> tensor<4x?xbf16>, tensor<4x?xbf16>
func.func @v18_list_argument(%x: tensor<4x?xbf16>, %s: tensor<2xi64>) -> (tensor<4x?xbf16>, tensor<4x?xbf16>) {
  %a, %b = split.split_v18 %x, %s axis = -1 : tensor<4x?xbf16>, tensor<2xi64> -> tensor<4x?xbf16>, tensor<4x?xbf16>
  return %a, %b : tensor<4x?xbf16>, tensor<4x?xbf16>
}

// onnx/onnx#5222 with a dynamic dimension: Split-18 gets neither a list nor
// num_outputs, which means equal parts as in every other version (and in
// ONNX Runtime). num_outputs would accept a d that n does not divide, and a
// computed list would report sizes the user never wrote.
// RT18-LABEL: func.func @v11_equal_parts_dynamic
// RT18-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// RT18-NEXT: split.split_v18 %[[X]] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
// RT18-NEXT: return
// RT13-LABEL: func.func @v11_equal_parts_dynamic
// RT13-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// RT13-NEXT: split.split_v13 %[[X]] : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
func.func @v11_equal_parts_dynamic(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b = split.split_v11 %x : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// RT18-LABEL: func.func @v13_equal_parts_dynamic_bf16
// RT18-SAME: (%[[X:.*]]: tensor<2x?xbf16>)
// RT18-NEXT: split.split_v18 %[[X]] axis = -1 : tensor<2x?xbf16> -> tensor<2x?xbf16>, tensor<2x?xbf16>, tensor<2x?xbf16>
// RT18-NEXT: return
// RT13-LABEL: func.func @v13_equal_parts_dynamic_bf16
// RT13-NEXT: split.split_v13 %{{.*}} axis = -1 : tensor<2x?xbf16> -> tensor<2x?xbf16>, tensor<2x?xbf16>, tensor<2x?xbf16>
func.func @v13_equal_parts_dynamic_bf16(%x: tensor<2x?xbf16>) -> (tensor<2x?xbf16>, tensor<2x?xbf16>, tensor<2x?xbf16>) {
  %a, %b, %c = split.split_v13 %x axis = -1 : tensor<2x?xbf16> -> tensor<2x?xbf16>, tensor<2x?xbf16>, tensor<2x?xbf16>
  return %a, %b, %c : tensor<2x?xbf16>, tensor<2x?xbf16>, tensor<2x?xbf16>
}

// Static sizes on a dynamic dimension are still static sizes.
// RT18-LABEL: func.func @v11_attr_dynamic_dim
// RT18-SAME: (%[[X:.*]]: tensor<?x4xi32>)
// RT18-NEXT: %[[L:.*]] = arith.constant dense<[2, 3]> : tensor<2xi64>
// RT18-NEXT: split.split_v18 %[[X]], %[[L]] : tensor<?x4xi32>, tensor<2xi64> -> tensor<2x4xi32>, tensor<3x4xi32>
// RT13-LABEL: func.func @v11_attr_dynamic_dim
// RT13-SAME: (%[[X:.*]]: tensor<?x4xi32>)
// RT13-NEXT: %[[L:.*]] = arith.constant dense<[2, 3]> : tensor<2xi64>
// RT13-NEXT: split.split_v13 %[[X]], %[[L]] : tensor<?x4xi32>, tensor<2xi64> -> tensor<2x4xi32>, tensor<3x4xi32>
func.func @v11_attr_dynamic_dim(%x: tensor<?x4xi32>) -> (tensor<2x4xi32>, tensor<3x4xi32>) {
  %a, %b = split.split_v11 %x split = [2, 3] : tensor<?x4xi32> -> tensor<2x4xi32>, tensor<3x4xi32>
  return %a, %b : tensor<2x4xi32>, tensor<3x4xi32>
}

// RT13-LABEL: func.func @v18_neither_dynamic
// RT13-NEXT: split.split_v13 %{{.*}} : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
func.func @v18_neither_dynamic(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a, %b = split.split_v18 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

//--- sequence.mlir

// SplitToSequence-11 and -24 differ only in element types: operands and
// attributes are kept as they are (the opsets between use SplitToSequence-11).
// SEQ24-LABEL: func.func @seq_v11_scalar
// SEQ24-SAME: (%[[X:.*]]: tensor<2x6xf32>, %[[P:.*]]: tensor<i32>)
// SEQ24-NEXT: %[[Q:.*]] = split.split_to_sequence_v24 %[[X]], %[[P]] axis = -1 keepdims = 0 : tensor<2x6xf32>, tensor<i32> -> !split.seq<tensor<2xf32>>
// SEQ24-NEXT: return %[[Q]]
// SEQ11-LABEL: func.func @seq_v11_scalar
// SEQ11-SAME: (%[[X:.*]]: tensor<2x6xf32>, %[[P:.*]]: tensor<i32>)
// SEQ11-NEXT: split.split_to_sequence_v11 %[[X]], %[[P]] axis = -1 keepdims = 0 : tensor<2x6xf32>, tensor<i32> -> !split.seq<tensor<2xf32>>
// SEQROUNDTRIP-LABEL: func.func @seq_v11_scalar
// SEQROUNDTRIP-SAME: (%[[X:.*]]: tensor<2x6xf32>, %[[P:.*]]: tensor<i32>)
// SEQROUNDTRIP-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[P]] axis = -1 keepdims = 0 : tensor<2x6xf32>, tensor<i32> -> !split.seq<tensor<2xf32>>
// SEQROUNDTRIP-NEXT: return %[[Q]]
func.func @seq_v11_scalar(%x: tensor<2x6xf32>, %s: tensor<i32>) -> !split.seq<tensor<2xf32>> {
  %q = split.split_to_sequence_v11 %x, %s axis = -1 keepdims = 0 : tensor<2x6xf32>, tensor<i32> -> !split.seq<tensor<2xf32>>
  return %q : !split.seq<tensor<2xf32>>
}

// SEQ24-LABEL: func.func @seq_v11_no_split
// SEQ24-NEXT: split.split_to_sequence_v24 %{{.*}} axis = 1 keepdims = 0 : tensor<3x5x!split.string> -> !split.seq<tensor<3x!split.string>>
// SEQ11-LABEL: func.func @seq_v11_no_split
// SEQ11-NEXT: split.split_to_sequence_v11 %{{.*}} axis = 1 keepdims = 0 : tensor<3x5x!split.string> -> !split.seq<tensor<3x!split.string>>
// SEQROUNDTRIP-LABEL: func.func @seq_v11_no_split
// SEQROUNDTRIP-NEXT: split.split_to_sequence_v11 %{{.*}} axis = 1 keepdims = 0 : tensor<3x5x!split.string> -> !split.seq<tensor<3x!split.string>>
func.func @seq_v11_no_split(%x: tensor<3x5x!split.string>) -> !split.seq<tensor<3x!split.string>> {
  %q = split.split_to_sequence_v11 %x axis = 1 keepdims = 0 : tensor<3x5x!split.string> -> !split.seq<tensor<3x!split.string>>
  return %q : !split.seq<tensor<3x!split.string>>
}

// SEQ24-LABEL: func.func @seq_v24_list
// SEQ24-SAME: (%[[X:.*]]: tensor<?x4xi1>, %[[L:.*]]: tensor<?xi64>)
// SEQ24-NEXT: split.split_to_sequence_v24 %[[X]], %[[L]] : tensor<?x4xi1>, tensor<?xi64> -> !split.seq<tensor<?x4xi1>>
// SEQ11-LABEL: func.func @seq_v24_list
// SEQ11-SAME: (%[[X:.*]]: tensor<?x4xi1>, %[[L:.*]]: tensor<?xi64>)
// SEQ11-NEXT: split.split_to_sequence_v11 %[[X]], %[[L]] : tensor<?x4xi1>, tensor<?xi64> -> !split.seq<tensor<?x4xi1>>
func.func @seq_v24_list(%x: tensor<?x4xi1>, %s: tensor<?xi64>) -> !split.seq<tensor<?x4xi1>> {
  %q = split.split_to_sequence_v24 %x, %s : tensor<?x4xi1>, tensor<?xi64> -> !split.seq<tensor<?x4xi1>>
  return %q : !split.seq<tensor<?x4xi1>>
}

//--- errors-opset11.mlir

// Constant sizes that break a rule: the error says which, in the words of
// the run-time error (the semantics module's message).
func.func @const_sum_to_split11(%x: tensor<3xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %s = arith.constant dense<[1, 1]> : tensor<2xi64>
  // expected-error @+1 {{'split.split_v13' op cannot be converted to ONNX Split-11: its constant split sizes break a rule (a run-time error), and Split-11 would take them as an attribute: split sizes [1, 1] sum to 2 but dimension 0 of the input has size 3}}
  %a, %b = split.split_v13 %x, %s : tensor<3xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @const_negative_to_split11(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %s = arith.constant dense<[-2, 8]> : tensor<2xi64>
  // expected-error @+1 {{'split.split_v13' op cannot be converted to ONNX Split-11: its constant split sizes break a rule (a run-time error), and Split-11 would take them as an attribute: split sizes [-2, 8] contain the negative size -2 at index 0}}
  %a, %b = split.split_v13 %x, %s : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @runtime_list_to_split11(%x: tensor<6xf32>, %s: tensor<2xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
  // expected-error @+1 {{'split.split_v13' op cannot be converted to ONNX Split-11: its split sizes are only known at run time, and Split-11 takes them as an attribute}}
  %a, %b = split.split_v13 %x, %s : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @runtime_length_list_to_split11(%x: tensor<?xi32>, %s: tensor<?xi64>) -> (tensor<?xi32>, tensor<?xi32>) {
  // expected-error @+1 {{'split.split_v18' op cannot be converted to ONNX Split-11: its split sizes are only known at run time, and Split-11 takes them as an attribute}}
  %a, %b = split.split_v18 %x, %s : tensor<?xi32>, tensor<?xi64> -> tensor<?xi32>, tensor<?xi32>
  return %a, %b : tensor<?xi32>, tensor<?xi32>
}

// -----

func.func @num_outputs_dynamic_to_split11(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  // expected-error @+1 {{'split.split_v18' op cannot be converted to ONNX Split-11: its split sizes are only known at run time, and Split-11 takes them as an attribute}}
  %a, %b = split.split_v18 %x num_outputs = 2 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @float_runtime_list_to_split11(%x: tensor<6xf32>, %s: tensor<2xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  // expected-error @+1 {{'split.split_v1' op cannot be converted to ONNX Split-11: its split sizes are only known at run time, and Split-11 takes them as an attribute}}
  %a, %b = split.split_v1 %x, %s : tensor<6xf32>, tensor<2xf32> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @bf16_to_split11(%x: tensor<6xbf16>) -> (tensor<1xbf16>, tensor<5xbf16>) {
  %s = arith.constant dense<[1, 5]> : tensor<2xi64>
  // expected-error @+1 {{'split.split_v13' op cannot be converted to ONNX Split-11: element type 'bf16' is not supported there}}
  %a, %b = split.split_v13 %x, %s : tensor<6xbf16>, tensor<2xi64> -> tensor<1xbf16>, tensor<5xbf16>
  return %a, %b : tensor<1xbf16>, tensor<5xbf16>
}

// -----

func.func @bf16_sequence_to_split_to_sequence11(%x: tensor<6xbf16>) -> !split.seq<tensor<1xbf16>> {
  // expected-error @+1 {{'split.split_to_sequence_v24' op cannot be converted to ONNX SplitToSequence-11: element type 'bf16' is not supported there}}
  %q = split.split_to_sequence_v24 %x : tensor<6xbf16> -> !split.seq<tensor<1xbf16>>
  return %q : !split.seq<tensor<1xbf16>>
}

//--- errors-opset13.mlir

// The ceil rule over a run-time dimension has no list form in Split-13.
func.func @num_outputs_dynamic_to_split13(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) {
  // expected-error @+1 {{'split.split_v18' op cannot be converted to ONNX Split-13: num_outputs over a dimension of run-time size has no Split-13 equivalent}}
  %a, %b, %c = split.split_v18 %x num_outputs = 3 : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b, %c : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

func.func @float_runtime_list_to_split13(%x: tensor<6xf64>, %s: tensor<2xf64>) -> (tensor<?xf64>, tensor<?xf64>) {
  // expected-error @+1 {{'split.split_v1' op cannot be converted to ONNX Split-13: its run-time float split sizes (Split-1) have no Split-13 equivalent}}
  %a, %b = split.split_v1 %x, %s : tensor<6xf64>, tensor<2xf64> -> tensor<?xf64>, tensor<?xf64>
  return %a, %b : tensor<?xf64>, tensor<?xf64>
}

//--- errors-opset10.mlir

func.func @sequence11_to_opset10(%x: tensor<6xf32>) -> !split.seq<tensor<1xf32>> {
  // expected-error @+1 {{'split.split_to_sequence_v11' op cannot be converted to opset 10: SplitToSequence does not exist before opset 11}}
  %q = split.split_to_sequence_v11 %x : tensor<6xf32> -> !split.seq<tensor<1xf32>>
  return %q : !split.seq<tensor<1xf32>>
}

// -----

func.func @sequence24_to_opset10(%x: tensor<6xf32>, %s: tensor<i64>) -> !split.seq<tensor<?xf32>> {
  // expected-error @+1 {{'split.split_to_sequence_v24' op cannot be converted to opset 10: SplitToSequence does not exist before opset 11}}
  %q = split.split_to_sequence_v24 %x, %s : tensor<6xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
  return %q : !split.seq<tensor<?xf32>>
}

// -----

func.func @runtime_list_to_split2(%x: tensor<6xi8>, %s: tensor<2xi64>) -> (tensor<?xi8>, tensor<?xi8>) {
  // expected-error @+1 {{'split.split_v13' op cannot be converted to ONNX Split-2: its split sizes are only known at run time, and Split-2 takes them as an attribute}}
  %a, %b = split.split_v13 %x, %s : tensor<6xi8>, tensor<2xi64> -> tensor<?xi8>, tensor<?xi8>
  return %a, %b : tensor<?xi8>, tensor<?xi8>
}

//--- errors-opset1.mlir

func.func @i64_to_split1(%x: tensor<6xi64>) -> (tensor<3xi64>, tensor<3xi64>) {
  // expected-error @+1 {{'split.split_v11' op cannot be converted to ONNX Split-1: element type 'i64' is not supported there}}
  %a, %b = split.split_v11 %x : tensor<6xi64> -> tensor<3xi64>, tensor<3xi64>
  return %a, %b : tensor<3xi64>, tensor<3xi64>
}

// -----

func.func @bf16_to_split1(%x: tensor<6xbf16>) -> (tensor<3xbf16>, tensor<3xbf16>) {
  // expected-error @+1 {{'split.split_v18' op cannot be converted to ONNX Split-1: element type 'bf16' is not supported there}}
  %a, %b = split.split_v18 %x num_outputs = 2 : tensor<6xbf16> -> tensor<3xbf16>, tensor<3xbf16>
  return %a, %b : tensor<3xbf16>, tensor<3xbf16>
}

// -----

func.func @sequence_to_opset1(%x: tensor<6xf32>) -> !split.seq<tensor<1xf32>> {
  // expected-error @+1 {{'split.split_to_sequence_v11' op cannot be converted to opset 1: SplitToSequence does not exist before opset 11}}
  %q = split.split_to_sequence_v11 %x : tensor<6xf32> -> !split.seq<tensor<1xf32>>
  return %q : !split.seq<tensor<1xf32>>
}

//--- contradict.mlir
// CONTRA18-LABEL: func.func @v13_contradict
// CONTRA18: %[[S:.*]] = arith.constant dense<7> : tensor<1xi64>
// CONTRA18-NEXT: split.split_v18 %{{.*}}, %[[S]] : tensor<7xf32>, tensor<1xi64> -> tensor<1xf32>
// CONTRA13-LABEL: func.func @v13_contradict
// CONTRA13: split.split_v13 %{{.*}}, %{{.*}} : tensor<7xf32>, tensor<1xi64> -> tensor<1xf32>
func.func @v13_contradict(%x: tensor<7xf32>) -> tensor<1xf32> {
  %s = arith.constant dense<[7]> : tensor<1xi64>
  // expected-error @+1 {{'split.split_v13' op cannot be converted to ONNX Split-11: its result types contradict its constant split sizes [7] (a run-time error), which Split-11 would take as an attribute}}
  %a = split.split_v13 %x, %s axis = 0 : tensor<7xf32>, tensor<1xi64> -> tensor<1xf32>
  return %a : tensor<1xf32>
}

// -----

// CONTRA18-LABEL: func.func @v18_contradict
// CONTRA18: split.split_v18 %{{.*}}, %{{.*}} axis = 1 : tensor<6x0x?xf32>, tensor<2xi64> -> tensor<6x0x?xf32>, tensor<6x4x?xf32>
// CONTRA13-LABEL: func.func @v18_contradict
// CONTRA13: %[[S:.*]] = arith.constant dense<0> : tensor<2xi64>
// CONTRA13-NEXT: split.split_v13 %{{.*}}, %[[S]] axis = 1 : tensor<6x0x?xf32>, tensor<2xi64> -> tensor<6x0x?xf32>, tensor<6x4x?xf32>
func.func @v18_contradict(%x: tensor<6x0x?xf32>) -> (tensor<6x0x?xf32>, tensor<6x4x?xf32>) {
  %s = arith.constant dense<[0, 0]> : tensor<2xi64>
  // expected-error @+1 {{'split.split_v18' op cannot be converted to ONNX Split-11: its result types contradict its constant split sizes [0, 0] (a run-time error), which Split-11 would take as an attribute}}
  %a:2 = split.split_v18 %x, %s axis = 1 : tensor<6x0x?xf32>, tensor<2xi64> -> tensor<6x0x?xf32>, tensor<6x4x?xf32>
  return %a#0, %a#1 : tensor<6x0x?xf32>, tensor<6x4x?xf32>
}
