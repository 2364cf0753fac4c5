// RUN: split-opt %s --split-expand-strided-copies --canonicalize --split-input-file | FileCheck %s

// Two large copies out of one source (a split along the last axis): one pass
// over the rows, each row of each result written with non-temporal vector
// stores, guarded by a run-time check that no target overlaps another target
// or the source; the original copies (as row memcpys) otherwise.
// The vector loops must not be unrolled by LLVM (one basic block of hundreds
// of loads and stores per row costs seconds in LLVM's schedulers); the loop
// over the rows is LLVM's to unroll (not unrolled, W2's fresh results ran at
// 0.55x of memcpy instead of 0.75x-1.0x).
// CHECK: #[[UNROLL:.*]] = #llvm.loop_unroll<disable = true>
// CHECK: #[[NOUNROLL:.*]] = #llvm.loop_annotation<unroll = #[[UNROLL]]>
// CHECK-LABEL: func.func @fused
// CHECK-SAME: (%[[SRC:.*]]: memref<512x1024xf32>, %[[A:.*]]: memref<512x256xf32>, %[[B:.*]]: memref<512x768xf32>)
// CHECK-DAG: %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK-DAG: %[[PB:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
// CHECK-DAG: %[[PS:.*]] = memref.extract_aligned_pointer_as_index %[[SRC]]
// CHECK-DAG: arith.cmpi ule, %{{.*}}, %[[PS]] : index
// CHECK-DAG: arith.cmpi ule, %{{.*}}, %[[PB]] : index
// CHECK: scf.if %[[OK:.*]] {
// CHECK-NEXT: scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: scf.for
// CHECK-NEXT: %[[V:.*]] = vector.load %{{.*}}[%{{.*}}] : memref<256xf32, strided<[1], offset: ?>>, vector<16xf32>
// CHECK-NEXT: vector.store %[[V]], %{{.*}}[%{{.*}}] {nontemporal = true} : memref<256xf32, strided<[1], offset: ?>>, vector<16xf32>
// CHECK-NEXT: } {loop_annotation = #[[NOUNROLL]]}
// CHECK: scf.for
// CHECK-NEXT: %[[W:.*]] = vector.load %{{.*}}[%{{.*}}] : memref<768xf32, strided<[1], offset: ?>>, vector<16xf32>
// CHECK-NEXT: vector.store %[[W]], %{{.*}}[%{{.*}}] {nontemporal = true} : memref<768xf32, strided<[1], offset: ?>>, vector<16xf32>
// CHECK-NEXT: } {loop_annotation = #[[NOUNROLL]]}
// CHECK-NEXT: {{^ *[}]$}}
// CHECK-NEXT: } else {
// CHECK-COUNT-2: memref.copy %{{.*}}, %{{.*}} : memref<{{256|768}}xf32, strided<[1], offset: ?>> to memref<{{256|768}}xf32, strided<[1], offset: ?>>
// CHECK-NOT: memref.copy
func.func @fused(%src: memref<512x1024xf32>, %a: memref<512x256xf32>, %b: memref<512x768xf32>) {
  %s0 = memref.subview %src[0, 0] [512, 256] [1, 1] : memref<512x1024xf32> to memref<512x256xf32, strided<[1024, 1]>>
  memref.copy %s0, %a : memref<512x256xf32, strided<[1024, 1]>> to memref<512x256xf32>
  %s1 = memref.subview %src[0, 256] [512, 768] [1, 1] : memref<512x1024xf32> to memref<512x768xf32, strided<[1024, 1], offset: 256>>
  memref.copy %s1, %b : memref<512x768xf32, strided<[1024, 1], offset: 256>> to memref<512x768xf32>
  return
}

// -----

// Fresh targets (a function that returns its split results) are allocated
// between the copies; an allocation touches no memory a copy uses, so the
// copies still fuse, after the last allocation.
// CHECK-LABEL: func.func @fused_fresh_targets
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512x256xf32>
// CHECK: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512x768xf32>
// CHECK-NOT: memref.copy
// CHECK: scf.if
// CHECK: vector.store %{{.*}} {nontemporal = true} : memref<256xf32
// CHECK: vector.store %{{.*}} {nontemporal = true} : memref<768xf32
// CHECK: } else {
// CHECK: return %[[A]], %[[B]]
func.func @fused_fresh_targets(%src: memref<512x1024xf32>) -> (memref<512x256xf32>, memref<512x768xf32>) {
  %s0 = memref.subview %src[0, 0] [512, 256] [1, 1] : memref<512x1024xf32> to memref<512x256xf32, strided<[1024, 1]>>
  %a = memref.alloc() {alignment = 64 : i64} : memref<512x256xf32>
  memref.copy %s0, %a : memref<512x256xf32, strided<[1024, 1]>> to memref<512x256xf32>
  %s1 = memref.subview %src[0, 256] [512, 768] [1, 1] : memref<512x1024xf32> to memref<512x768xf32, strided<[1024, 1], offset: 256>>
  %b = memref.alloc() {alignment = 64 : i64} : memref<512x768xf32>
  memref.copy %s1, %b : memref<512x768xf32, strided<[1024, 1], offset: 256>> to memref<512x768xf32>
  return %a, %b : memref<512x256xf32>, memref<512x768xf32>
}

// -----

// A deallocation between two copies ends the group: the copies are not
// moved across it (each becomes row memcpys).
// CHECK-LABEL: func.func @not_fused_across_dealloc
// CHECK-NOT: vector.store
// CHECK: memref.copy %{{.*}} : memref<256xf32
// CHECK: memref.dealloc
// CHECK: memref.copy %{{.*}} : memref<768xf32
func.func @not_fused_across_dealloc(%src: memref<512x1024xf32>, %a: memref<512x256xf32>, %b: memref<512x768xf32>, %c: memref<16xf32>) {
  %s0 = memref.subview %src[0, 0] [512, 256] [1, 1] : memref<512x1024xf32> to memref<512x256xf32, strided<[1024, 1]>>
  memref.copy %s0, %a : memref<512x256xf32, strided<[1024, 1]>> to memref<512x256xf32>
  memref.dealloc %c : memref<16xf32>
  %s1 = memref.subview %src[0, 256] [512, 768] [1, 1] : memref<512x1024xf32> to memref<512x768xf32, strided<[1024, 1], offset: 256>>
  memref.copy %s1, %b : memref<512x768xf32, strided<[1024, 1], offset: 256>> to memref<512x768xf32>
  return
}

// -----

// Rows whose length the vector width does not divide get a scalar tail loop
// with non-temporal stores too.
// CHECK-LABEL: func.func @fused_with_tail
// CHECK: vector.store %{{.*}} {nontemporal = true} : memref<1000xf32
// CHECK: memref.store %{{.*}} {nontemporal = true} : memref<1000xf32
// CHECK: vector.store %{{.*}} {nontemporal = true} : memref<1048xf32
// CHECK: memref.store %{{.*}} {nontemporal = true} : memref<1048xf32
func.func @fused_with_tail(%src: memref<256x2048xf32>, %a: memref<256x1000xf32>, %b: memref<256x1048xf32>) {
  %s0 = memref.subview %src[0, 0] [256, 1000] [1, 1] : memref<256x2048xf32> to memref<256x1000xf32, strided<[2048, 1]>>
  memref.copy %s0, %a : memref<256x1000xf32, strided<[2048, 1]>> to memref<256x1000xf32>
  %s1 = memref.subview %src[0, 1000] [256, 1048] [1, 1] : memref<256x2048xf32> to memref<256x1048xf32, strided<[2048, 1], offset: 1000>>
  memref.copy %s1, %b : memref<256x1048xf32, strided<[2048, 1], offset: 1000>> to memref<256x1048xf32>
  return
}

// -----

// Blocks of width 1, 2, odd and a multiple of the vector width (16 f32):
// each block's copy is a vector loop over whole vectors, then a scalar loop
// over the rest, each only if it runs. Every block is a slice of the row
// (stride 1): a block of width 1 must not keep the row's stride.
// CHECK-LABEL: func.func @widths
// CHECK: scf.if
// CHECK-NEXT: scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: %[[S1:.*]] = memref.subview %{{.*}}[%[[R]], 0] [1, 1] [1, 1] : memref<4096x1xf32, strided<[104, 1]>> to memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %[[T1:.*]] = memref.subview %{{.*}}[%[[R]], 0] [1, 1] [1, 1] : memref<4096x1xf32> to memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %[[V1:.*]] = memref.load %[[S1]][%c0] : memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %[[V1]], %[[T1]][%c0] {nontemporal = true} : memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %[[S2:.*]] = memref.subview {{.*}} to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %[[T2:.*]] = memref.subview {{.*}} to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: scf.for %[[I2:.*]] = %c0 to %c2 step %c1 {
// CHECK-NEXT: %[[V2:.*]] = memref.load %[[S2]][%[[I2]]] : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %[[V2]], %[[T2]][%[[I2]]] {nontemporal = true}
// CHECK-NEXT: }
// CHECK-NEXT: %[[S3:.*]] = memref.subview {{.*}} to memref<37xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %[[T3:.*]] = memref.subview {{.*}} to memref<37xf32, strided<[1], offset: ?>>
// CHECK-NEXT: scf.for %[[I3:.*]] = %c0 to %c32 step %c16 {
// CHECK-NEXT: %[[V3:.*]] = vector.load %[[S3]][%[[I3]]] : memref<37xf32, strided<[1], offset: ?>>, vector<16xf32>
// CHECK-NEXT: vector.store %[[V3]], %[[T3]][%[[I3]]] {nontemporal = true} : memref<37xf32, strided<[1], offset: ?>>, vector<16xf32>
// CHECK-NEXT: } {loop_annotation = #{{.*}}}
// CHECK-NEXT: scf.for %[[J3:.*]] = %c32 to %c37 step %c1 {
// CHECK-NEXT: %[[W3:.*]] = memref.load %[[S3]][%[[J3]]] : memref<37xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %[[W3]], %[[T3]][%[[J3]]] {nontemporal = true}
// CHECK-NEXT: }
// CHECK-NEXT: %[[S4:.*]] = memref.subview {{.*}} to memref<64xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %[[T4:.*]] = memref.subview {{.*}} to memref<64xf32, strided<[1], offset: ?>>
// CHECK-NEXT: scf.for %[[I4:.*]] = %c0 to %c64 step %c16 {
// CHECK-NEXT: %[[V4:.*]] = vector.load %[[S4]][%[[I4]]] : memref<64xf32, strided<[1], offset: ?>>, vector<16xf32>
// CHECK-NEXT: vector.store %[[V4]], %[[T4]][%[[I4]]] {nontemporal = true} : memref<64xf32, strided<[1], offset: ?>>, vector<16xf32>
// CHECK-NEXT: } {loop_annotation = #{{.*}}}
// CHECK-NEXT: }
// CHECK-NEXT: } else {
func.func @widths(%src: memref<4096x104xf32>, %a: memref<4096x1xf32>, %b: memref<4096x2xf32>, %c: memref<4096x37xf32>, %d: memref<4096x64xf32>) {
  %s0 = memref.subview %src[0, 0] [4096, 1] [1, 1] : memref<4096x104xf32> to memref<4096x1xf32, strided<[104, 1]>>
  memref.copy %s0, %a : memref<4096x1xf32, strided<[104, 1]>> to memref<4096x1xf32>
  %s1 = memref.subview %src[0, 1] [4096, 2] [1, 1] : memref<4096x104xf32> to memref<4096x2xf32, strided<[104, 1], offset: 1>>
  memref.copy %s1, %b : memref<4096x2xf32, strided<[104, 1], offset: 1>> to memref<4096x2xf32>
  %s2 = memref.subview %src[0, 3] [4096, 37] [1, 1] : memref<4096x104xf32> to memref<4096x37xf32, strided<[104, 1], offset: 3>>
  memref.copy %s2, %c : memref<4096x37xf32, strided<[104, 1], offset: 3>> to memref<4096x37xf32>
  %s3 = memref.subview %src[0, 40] [4096, 64] [1, 1] : memref<4096x104xf32> to memref<4096x64xf32, strided<[104, 1], offset: 40>>
  memref.copy %s3, %d : memref<4096x64xf32, strided<[104, 1], offset: 40>> to memref<4096x64xf32>
  return
}

// -----

// The vector width is 64 bytes whatever the element type: 8 f64, 64 i8. A
// block of one element more than a vector gets one vector and one element.
// CHECK-LABEL: func.func @widths_f64
// CHECK: scf.if
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.subview {{.*}} to memref<1xf64, strided<[1], offset: ?>>
// CHECK-NEXT: memref.subview {{.*}} to memref<1xf64, strided<[1], offset: ?>>
// CHECK-NEXT: memref.load %{{.*}}[%c0] : memref<1xf64, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%c0] {nontemporal = true} : memref<1xf64, strided<[1], offset: ?>>
// CHECK-NEXT: memref.subview {{.*}} to memref<9xf64, strided<[1], offset: ?>>
// CHECK-NEXT: memref.subview {{.*}} to memref<9xf64, strided<[1], offset: ?>>
// CHECK-NEXT: vector.load %{{.*}}[%c0] : memref<9xf64, strided<[1], offset: ?>>, vector<8xf64>
// CHECK-NEXT: vector.store %{{.*}}, %{{.*}}[%c0] {nontemporal = true} : memref<9xf64, strided<[1], offset: ?>>, vector<8xf64>
// CHECK-NEXT: memref.load %{{.*}}[%c8] : memref<9xf64, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%c8] {nontemporal = true} : memref<9xf64, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
func.func @widths_f64(%src: memref<16384x10xf64>, %a: memref<16384x1xf64>, %b: memref<16384x9xf64>) {
  %s0 = memref.subview %src[0, 0] [16384, 1] [1, 1] : memref<16384x10xf64> to memref<16384x1xf64, strided<[10, 1]>>
  memref.copy %s0, %a : memref<16384x1xf64, strided<[10, 1]>> to memref<16384x1xf64>
  %s1 = memref.subview %src[0, 1] [16384, 9] [1, 1] : memref<16384x10xf64> to memref<16384x9xf64, strided<[10, 1], offset: 1>>
  memref.copy %s1, %b : memref<16384x9xf64, strided<[10, 1], offset: 1>> to memref<16384x9xf64>
  return
}

// -----

// CHECK-LABEL: func.func @widths_i8
// CHECK: scf.if
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.subview {{.*}} to memref<1xi8, strided<[1], offset: ?>>
// CHECK-NEXT: memref.subview {{.*}} to memref<1xi8, strided<[1], offset: ?>>
// CHECK-NEXT: memref.load %{{.*}}[%c0] : memref<1xi8, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%c0] {nontemporal = true} : memref<1xi8, strided<[1], offset: ?>>
// CHECK-NEXT: memref.subview {{.*}} to memref<65xi8, strided<[1], offset: ?>>
// CHECK-NEXT: memref.subview {{.*}} to memref<65xi8, strided<[1], offset: ?>>
// CHECK-NEXT: vector.load %{{.*}}[%c0] : memref<65xi8, strided<[1], offset: ?>>, vector<64xi8>
// CHECK-NEXT: vector.store %{{.*}}, %{{.*}}[%c0] {nontemporal = true} : memref<65xi8, strided<[1], offset: ?>>, vector<64xi8>
// CHECK-NEXT: memref.load %{{.*}}[%c64] : memref<65xi8, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%c64] {nontemporal = true} : memref<65xi8, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
func.func @widths_i8(%src: memref<16384x66xi8>, %a: memref<16384x1xi8>, %b: memref<16384x65xi8>) {
  %s0 = memref.subview %src[0, 0] [16384, 1] [1, 1] : memref<16384x66xi8> to memref<16384x1xi8, strided<[66, 1]>>
  memref.copy %s0, %a : memref<16384x1xi8, strided<[66, 1]>> to memref<16384x1xi8>
  %s1 = memref.subview %src[0, 1] [16384, 65] [1, 1] : memref<16384x66xi8> to memref<16384x65xi8, strided<[66, 1], offset: 1>>
  memref.copy %s1, %b : memref<16384x65xi8, strided<[66, 1], offset: 1>> to memref<16384x65xi8>
  return
}

// -----

// A copy of a block of width 1 that is not fused is one contiguous element
// per row (a memcpy), not a strided one.
// CHECK-LABEL: func.func @width_one_alone
// CHECK: scf.for
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<1xf32, strided<[1], offset: ?>> to memref<1xf32, strided<[1], offset: ?>>
func.func @width_one_alone(%src: memref<8x8xf32>, %a: memref<8x1xf32>) {
  %s0 = memref.subview %src[0, 7] [8, 1] [1, 1] : memref<8x8xf32> to memref<8x1xf32, strided<[8, 1], offset: 7>>
  memref.copy %s0, %a : memref<8x1xf32, strided<[8, 1], offset: 7>> to memref<8x1xf32>
  return
}

// -----

// Small copies are not fused (non-temporal stores would evict data that is
// about to be read): each becomes a loop of row memcpys.
// CHECK-LABEL: func.func @small
// CHECK-NOT: scf.if
// CHECK: scf.for
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
func.func @small(%src: memref<8x8xf32>, %a: memref<8x4xf32>, %b: memref<8x4xf32>) {
  %s0 = memref.subview %src[0, 0] [8, 4] [1, 1] : memref<8x8xf32> to memref<8x4xf32, strided<[8, 1]>>
  memref.copy %s0, %a : memref<8x4xf32, strided<[8, 1]>> to memref<8x4xf32>
  %s1 = memref.subview %src[0, 4] [8, 4] [1, 1] : memref<8x8xf32> to memref<8x4xf32, strided<[8, 1], offset: 4>>
  memref.copy %s1, %b : memref<8x4xf32, strided<[8, 1], offset: 4>> to memref<8x4xf32>
  return
}

// -----

// A copy between contiguous memrefs is already one memcpy: untouched.
// CHECK-LABEL: func.func @contiguous
// CHECK-NEXT: memref.copy %{{.*}}, %{{.*}} : memref<64x64xf32> to memref<64x64xf32>
// CHECK-NEXT: return
func.func @contiguous(%a: memref<64x64xf32>, %b: memref<64x64xf32>) {
  memref.copy %a, %b : memref<64x64xf32> to memref<64x64xf32>
  return
}

// -----

// Rows of run-time length: linalg.copy, whose loops LLVM vectorises.
// CHECK-LABEL: func.func @dynamic_rows
// CHECK-NEXT: linalg.copy ins(%{{.*}} : memref<?x?xf32, strided<[?, 1], offset: ?>>) outs(%{{.*}} : memref<?x?xf32>)
func.func @dynamic_rows(%a: memref<?x?xf32, strided<[?, 1], offset: ?>>, %b: memref<?x?xf32>) {
  memref.copy %a, %b : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32>
  return
}
