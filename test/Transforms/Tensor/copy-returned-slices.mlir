// RUN: split-opt %s --split-copy-returned-slices --split-input-file | FileCheck %s
// RUN: split-opt %s --split-copy-returned-slices --split-input-file \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   | FileCheck %s --check-prefix=BUF

// Every slice that the function only returns is copied into a fresh buffer
// at the return: one read-only to_buffer per source, then a subview, an
// aligned alloc and a copy per slice, returned through a restrict to_tensor.
// CHECK-LABEL: func.func @three_results
// CHECK-SAME: (%[[X:.*]]: tensor<6x64xf32>)
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[M:.*]] = bufferization.to_buffer %[[X]] read_only : tensor<6x64xf32> to memref<6x64xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %[[V0:.*]] = memref.subview %[[M]][0, 0] [1, 64] [1, 1] : memref<6x64xf32, strided<[?, ?], offset: ?>> to memref<1x64xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %[[A0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x64xf32>
// CHECK-NEXT: memref.copy %[[V0]], %[[A0]] : memref<1x64xf32, strided<[?, ?], offset: ?>> to memref<1x64xf32>
// CHECK-NEXT: %[[T0:.*]] = bufferization.to_tensor %[[A0]] restrict writable : memref<1x64xf32> to tensor<1x64xf32>
// CHECK-NEXT: %[[V1:.*]] = memref.subview %[[M]][1, 0] [2, 64] [1, 1] : memref<6x64xf32, strided<[?, ?], offset: ?>> to memref<2x64xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %[[A1:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x64xf32>
// CHECK-NEXT: memref.copy %[[V1]], %[[A1]]
// CHECK-NEXT: %[[T1:.*]] = bufferization.to_tensor %[[A1]] restrict writable : memref<2x64xf32> to tensor<2x64xf32>
// CHECK-NEXT: %[[V2:.*]] = memref.subview %[[M]][3, 0] [3, 64] [1, 1]
// CHECK-NEXT: %[[A2:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3x64xf32>
// CHECK-NEXT: memref.copy %[[V2]], %[[A2]]
// CHECK-NEXT: %[[T2:.*]] = bufferization.to_tensor %[[A2]] restrict writable : memref<3x64xf32> to tensor<3x64xf32>
// CHECK-NEXT: return %[[T0]], %[[T1]], %[[T2]] : tensor<1x64xf32>, tensor<2x64xf32>, tensor<3x64xf32>
func.func @three_results(%x: tensor<6x64xf32>) -> (tensor<1x64xf32>, tensor<2x64xf32>, tensor<3x64xf32>) {
  %a = tensor.extract_slice %x[0, 0] [1, 64] [1, 1] : tensor<6x64xf32> to tensor<1x64xf32>
  %b = tensor.extract_slice %x[1, 0] [2, 64] [1, 1] : tensor<6x64xf32> to tensor<2x64xf32>
  %c = tensor.extract_slice %x[3, 0] [3, 64] [1, 1] : tensor<6x64xf32> to tensor<3x64xf32>
  return %a, %b, %c : tensor<1x64xf32>, tensor<2x64xf32>, tensor<3x64xf32>
}

// -----

// Dynamic sizes become the alloc's operands; a rank-reducing slice keeps the
// sizes of the dimensions it keeps; non-unit strides stay on the subview.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x8xf32>, %[[O:.*]]: index, %[[N:.*]]: index)
// CHECK: %[[M:.*]] = bufferization.to_buffer %[[X]] read_only : tensor<?x8xf32> to memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %[[V0:.*]] = memref.subview %[[M]][%[[O]], 0] [%[[N]], 4] [1, 2] : memref<?x8xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %[[A0:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT: memref.copy %[[V0]], %[[A0]]
// CHECK-NEXT: %[[T0:.*]] = bufferization.to_tensor %[[A0]] restrict writable : memref<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %[[V1:.*]] = memref.subview %[[M]][%[[O]], 0] [1, 8] [1, 1] : memref<?x8xf32, strided<[?, ?], offset: ?>> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %[[A1:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %[[V1]], %[[A1]]
// CHECK-NEXT: %[[T1:.*]] = bufferization.to_tensor %[[A1]] restrict writable : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: return %[[T0]], %[[T1]]
func.func @dynamic(%x: tensor<?x8xf32>, %o: index, %n: index) -> (tensor<?x4xf32>, tensor<8xf32>) {
  %a = tensor.extract_slice %x[%o, 0] [%n, 4] [1, 2] : tensor<?x8xf32> to tensor<?x4xf32>
  %r = tensor.extract_slice %x[%o, 0] [1, 8] [1, 1] : tensor<?x8xf32> to tensor<8xf32>
  return %a, %r : tensor<?x4xf32>, tensor<8xf32>
}

// -----

// Left alone: a slice that is also read elsewhere, a slice returned twice,
// and a returned value that is no slice. The one-use slice of another
// source gets a to_buffer of that source.
// CHECK-LABEL: func.func @left_alone
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK: %[[A:.*]] = tensor.extract_slice %[[X]][0] [2] [1]
// CHECK: %[[B:.*]] = tensor.extract_slice %[[X]][2] [2] [1]
// CHECK: tensor.extract %[[A]]
// CHECK-NOT: bufferization.to_buffer %[[X]]
// CHECK: %[[M:.*]] = bufferization.to_buffer %[[Y]] read_only
// CHECK-NEXT: %[[V:.*]] = memref.subview %[[M]][1] [3] [1]
// CHECK-NEXT: %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: memref.copy %[[V]], %[[C]]
// CHECK-NEXT: %[[T:.*]] = bufferization.to_tensor %[[C]] restrict writable
// CHECK-NEXT: return %[[A]], %[[B]], %[[B]], %[[X]], %[[T]], %{{.*}} :
func.func @left_alone(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4xf32>, tensor<3xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = tensor.extract_slice %x[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %b = tensor.extract_slice %x[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %c = tensor.extract_slice %y[1] [3] [1] : tensor<4xf32> to tensor<3xf32>
  %e = tensor.extract %a[%c0] : tensor<2xf32>
  return %a, %b, %b, %x, %c, %e : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4xf32>, tensor<3xf32>, f32
}

// -----

// The copies read the source at the return, where one-shot bufferization's
// analysis sees the to_buffer read: the fill before it, which the return
// also sees, goes out of place, and the copy reads the input as it was.
// CHECK-LABEL: func.func @write_before_return
// CHECK: linalg.fill
// CHECK: bufferization.to_buffer %{{.*}} read_only
// BUF-LABEL: func.func @write_before_return
// BUF-SAME: (%[[X:.*]]: memref<4xf32>, %[[F:.*]]: f32)
// BUF: %[[W:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF: linalg.fill ins(%[[F]] : f32) outs(%[[W]] : memref<4xf32>)
// BUF: %[[C:.*]] = memref.cast %[[X]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF: %[[V:.*]] = memref.subview %[[C]][0] [2] [1]
// BUF: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// BUF: memref.copy %[[V]], %[[A]]
// BUF: return %[[A]], %[[W]]
func.func @write_before_return(%x: tensor<4xf32>, %f: f32) -> (tensor<2xf32>, tensor<4xf32>) {
  %a = tensor.extract_slice %x[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %w = linalg.fill ins(%f : f32) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  return %a, %w : tensor<2xf32>, tensor<4xf32>
}

// -----

// A slice returned through casts (the importer casts each ONNX output to
// the type the model declares) is copied too, and the copy cast once to
// the returned type. A cast used elsewhere, or casts that end in a type the
// slice's is not compatible with, leave the slice alone.
// CHECK-LABEL: func.func @through_casts
// CHECK-SAME: (%[[X:.*]]: tensor<3x2xf32>)
// CHECK: %[[S:.*]] = tensor.extract_slice %[[X]][2, 0] [1, 2] [1, 1]
// CHECK: %[[K:.*]] = tensor.cast %[[S]] : tensor<1x2xf32> to tensor<?x2xf32>
// CHECK: %[[M:.*]] = bufferization.to_buffer %[[X]] read_only
// CHECK-NEXT: %[[V:.*]] = memref.subview %[[M]][0, 0] [1, 2] [1, 1]
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x2xf32>
// CHECK-NEXT: memref.copy %[[V]], %[[A]]
// CHECK-NEXT: %[[T:.*]] = bufferization.to_tensor %[[A]] restrict writable : memref<1x2xf32> to tensor<1x2xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[T]] : tensor<1x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]], %[[K]], %[[K]] : tensor<?x?xf32>, tensor<?x2xf32>, tensor<?x2xf32>
func.func @through_casts(%x: tensor<3x2xf32>) -> (tensor<?x?xf32>, tensor<?x2xf32>, tensor<?x2xf32>) {
  %a = tensor.extract_slice %x[0, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<1x2xf32>
  %a1 = tensor.cast %a : tensor<1x2xf32> to tensor<?x2xf32>
  %a2 = tensor.cast %a1 : tensor<?x2xf32> to tensor<?x?xf32>
  %b = tensor.extract_slice %x[2, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<1x2xf32>
  %k = tensor.cast %b : tensor<1x2xf32> to tensor<?x2xf32>
  return %a2, %k, %k : tensor<?x?xf32>, tensor<?x2xf32>, tensor<?x2xf32>
}

// CHECK-LABEL: func.func @incompatible_casts
// CHECK-NOT: bufferization.to_buffer
// CHECK: return
func.func @incompatible_casts(%x: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %a = tensor.extract_slice %x[0, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<1x2xf32>
  %a1 = tensor.cast %a : tensor<1x2xf32> to tensor<?x2xf32>
  %a2 = tensor.cast %a1 : tensor<?x2xf32> to tensor<3x2xf32>
  return %a2 : tensor<3x2xf32>
}
