// RUN: split-opt %s --split-expand-strided-copies=parallel=1 --canonicalize --split-input-file | FileCheck %s
// RUN: split-opt %s --split-expand-strided-copies --canonicalize --split-input-file | FileCheck %s --check-prefix=SEQ

// With `parallel`, the outer loop of every large copy (>= 1 MiB) is an
// scf.parallel (for convert-scf-to-openmp); without it, there is none.
// SEQ-NOT: scf.parallel

// Fused copies: the pass over the rows is parallel, the vector loops inside
// it are not. The fallback copies (the 256-column one is 512 KiB) stay
// sequential unless large.
// CHECK-LABEL: func.func @fused
// CHECK: scf.if
// CHECK-NEXT: scf.parallel (%[[R:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK: scf.for
// CHECK: vector.store %{{.*}} {nontemporal = true} : memref<256xf32
// CHECK: scf.for
// CHECK: vector.store %{{.*}} {nontemporal = true} : memref<768xf32
// CHECK: scf.reduce
// CHECK: } else {
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.subview
// CHECK-NEXT: memref.subview
// CHECK-NEXT: memref.copy %{{.*}} : memref<256xf32, strided<[1], offset: ?>> to memref<256xf32, strided<[1], offset: ?>>
// CHECK: scf.parallel
// CHECK: memref.copy %{{.*}} : memref<768xf32, strided<[1], offset: ?>> to memref<768xf32, strided<[1], offset: ?>>
func.func @fused(%src: memref<512x1024xf32>, %a: memref<512x256xf32>, %b: memref<512x768xf32>) {
  %s0 = memref.subview %src[0, 0] [512, 256] [1, 1] : memref<512x1024xf32> to memref<512x256xf32, strided<[1024, 1]>>
  memref.copy %s0, %a : memref<512x256xf32, strided<[1024, 1]>> to memref<512x256xf32>
  %s1 = memref.subview %src[0, 256] [512, 768] [1, 1] : memref<512x1024xf32> to memref<512x768xf32, strided<[1024, 1], offset: 256>>
  memref.copy %s1, %b : memref<512x768xf32, strided<[1024, 1], offset: 256>> to memref<512x768xf32>
  return
}

// -----

// A large contiguous copy (one memcpy otherwise) becomes one memcpy per row,
// in parallel.
// CHECK-LABEL: func.func @contiguous
// CHECK: scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK-NEXT: %[[S:.*]] = memref.subview %{{.*}}[%[[I]], 0] [1, 1024] [1, 1]
// CHECK-NEXT: %[[T:.*]] = memref.subview %{{.*}}[%[[I]], 0] [1, 1024] [1, 1]
// CHECK-NEXT: memref.copy %[[S]], %[[T]] : memref<1024xf32, strided<[1], offset: ?>> to memref<1024xf32, strided<[1], offset: ?>>
func.func @contiguous(%a: memref<512x1024xf32>, %b: memref<512x1024xf32>) {
  memref.copy %a, %b : memref<512x1024xf32> to memref<512x1024xf32>
  return
}

// -----

// Small copies stay as they were: one memcpy, or sequential row copies.
// CHECK-LABEL: func.func @small
// CHECK-NOT: scf.parallel
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<64x64xf32> to memref<64x64xf32>
// CHECK: scf.for
// CHECK: memref.copy %{{.*}} : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
func.func @small(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %src: memref<8x8xf32>, %c: memref<8x4xf32>) {
  memref.copy %a, %b : memref<64x64xf32> to memref<64x64xf32>
  %s = memref.subview %src[0, 0] [8, 4] [1, 1] : memref<8x8xf32> to memref<8x4xf32, strided<[8, 1]>>
  memref.copy %s, %c : memref<8x4xf32, strided<[8, 1]>> to memref<8x4xf32>
  return
}
