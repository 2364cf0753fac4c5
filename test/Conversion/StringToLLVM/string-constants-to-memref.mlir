// RUN: split-opt %s --split-string-constants-to-memref | FileCheck %s

// String tensor constants move behind a read-only memref.global, where
// upstream folders cannot rebuild them as numeric attributes; other
// constants stay.

// CHECK-DAG: memref.global "private" constant @[[G0:__split_string_constant[_0-9]*]] : memref<6x!split.string> = dense<"zz">
// CHECK-DAG: memref.global "private" constant @[[G1:__split_string_constant[_0-9]*]] : memref<2x2x!split.string> = dense<{{\[\["a", ""\], \["nul\\00in", "\\C3\\A9"\]\]}}>

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[M0:.*]] = memref.get_global @[[G0]] : memref<6x!split.string>
// CHECK-NEXT: %[[T0:.*]] = bufferization.to_tensor %[[M0]] restrict : memref<6x!split.string> to tensor<6x!split.string>
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[T0]][1] [3] [1]
// CHECK-NEXT: %[[M1:.*]] = memref.get_global @[[G1]] : memref<2x2x!split.string>
// CHECK-NEXT: %[[T1:.*]] = bufferization.to_tensor %[[M1]] restrict : memref<2x2x!split.string> to tensor<2x2x!split.string>
// CHECK-NEXT: %[[N:.*]] = arith.constant dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT: return %[[S]], %[[T1]], %[[N]]
func.func @f() -> (tensor<3x!split.string>, tensor<2x2x!split.string>, tensor<2xi64>) {
  %c = arith.constant dense<"zz"> : tensor<6x!split.string>
  %s = tensor.extract_slice %c[1] [3] [1] : tensor<6x!split.string> to tensor<3x!split.string>
  %m = arith.constant dense<[["a", ""], ["nul\00in", "é"]]> : tensor<2x2x!split.string>
  %n = arith.constant dense<[1, 2]> : tensor<2xi64>
  return %s, %m, %n : tensor<3x!split.string>, tensor<2x2x!split.string>, tensor<2xi64>
}
