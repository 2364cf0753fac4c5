// RUN: split-opt %s --split-copy-returned-slices=identity-layout-arguments | FileCheck %s
// RUN: split-opt %s --split-copy-returned-slices=identity-layout-arguments \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   | FileCheck %s --check-prefix=BUF

// With identity-layout-arguments, a function argument is read as the
// identity-layout buffer that bufferization with identity-layout-map
// boundaries gives it: its slices have static layouts, and no memref.cast
// of the argument is left after bufferization. A source that is not an
// argument keeps the fully dynamic layout.
// CHECK-LABEL: func.func @argument_and_other
// CHECK-SAME: (%[[X:.*]]: tensor<6x64xf32>, %[[Y:.*]]: tensor<4x8xi32>)
// CHECK: %[[M:.*]] = bufferization.to_buffer %[[X]] read_only : tensor<6x64xf32> to memref<6x64xf32>
// CHECK-NEXT: %[[V0:.*]] = memref.subview %[[M]][2, 0] [1, 64] [1, 1] : memref<6x64xf32> to memref<1x64xf32, strided<[64, 1], offset: 128>>
// CHECK-NEXT: %[[A0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x64xf32>
// CHECK-NEXT: memref.copy %[[V0]], %[[A0]] : memref<1x64xf32, strided<[64, 1], offset: 128>> to memref<1x64xf32>
// CHECK: %[[N:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<4x8xi32> to memref<4x8xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.subview %[[N]][1, 0] [2, 8] [1, 1] : memref<4x8xi32, strided<[?, ?], offset: ?>> to memref<2x8xi32, strided<[?, ?], offset: ?>>
// BUF-LABEL: func.func @argument_and_other
// BUF-SAME: (%[[X:.*]]: memref<6x64xf32>, %[[Y:.*]]: memref<4x8xi32>)
// BUF-NOT: memref.cast %[[X]]
// BUF: memref.subview %[[X]][2, 0] [1, 64] [1, 1] : memref<6x64xf32> to memref<1x64xf32, strided<[64, 1], offset: 128>>
func.func @argument_and_other(%x: tensor<6x64xf32>, %y: tensor<4x8xi32>) -> (tensor<1x64xf32>, tensor<2x8xi32>) {
  %a = tensor.extract_slice %x[2, 0] [1, 64] [1, 1] : tensor<6x64xf32> to tensor<1x64xf32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i32
  %z = tensor.insert %v into %y[%c0, %c0] : tensor<4x8xi32>
  %b = tensor.extract_slice %z[1, 0] [2, 8] [1, 1] : tensor<4x8xi32> to tensor<2x8xi32>
  return %a, %b : tensor<1x64xf32>, tensor<2x8xi32>
}
