// RUN: split-opt %s --split-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-runner %s -e main_concat --entry-point-result=void | FileCheck %s --check-prefix=CONCAT
// RUN: split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// The fused copy path of split-expand-strided-copies as the pipeline
// reaches it: a split along the last axis whose results are written into
// the caller's buffers (destination-passing style, as in bench/), 1.7 MB in
// all, with blocks of width 1, 2, 37 (odd: two vectors of 16 f32 and a
// tail) and 64 (four vectors, no tail).

func.func private @printMemrefF32(memref<*xf32>)

// The fused loop (run when no target overlaps another or the source) writes
// every block with non-temporal stores: scalar ones for widths 1 and 2,
// vectors and a scalar tail for 37, vectors only for 64. The plain copies
// (otherwise) are one memcpy per row.
// LLVM-LABEL: llvm.func @kernel
// LLVM-NOT: vector<16xf32>
// LLVM: llvm.store %{{.*}}, %{{.*}} {nontemporal} : f32, !llvm.ptr
// LLVM-NOT: vector<16xf32>
// LLVM: llvm.store %{{.*}}, %{{.*}} {nontemporal} : f32, !llvm.ptr
// LLVM-NOT: llvm.store
// LLVM: %[[V3:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<16xf32>
// LLVM: llvm.store %[[V3]], %{{.*}} {alignment = 4 : i64, nontemporal} : vector<16xf32>, !llvm.ptr
// LLVM-NOT: llvm.store
// LLVM: llvm.store %{{.*}}, %{{.*}} {nontemporal} : f32, !llvm.ptr
// LLVM-NOT: llvm.store
// LLVM: %[[V4:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<16xf32>
// LLVM: llvm.store %[[V4]], %{{.*}} {alignment = 4 : i64, nontemporal} : vector<16xf32>, !llvm.ptr
// LLVM-NOT: llvm.store
// LLVM-COUNT-4: "llvm.intr.memcpy"
// LLVM-NOT: llvm.store
// LLVM: llvm.return
func.func @kernel(%x: memref<4096x104xf32>, %o1: memref<4096x1xf32>, %o2: memref<4096x2xf32>, %o3: memref<4096x37xf32>, %o4: memref<4096x64xf32>) {
  %t = bufferization.to_tensor %x restrict : memref<4096x104xf32> to tensor<4096x104xf32>
  %a, %b, %c, %d = split.split_v11 %t axis = 1 split = [1, 2, 37, 64] : tensor<4096x104xf32> -> tensor<4096x1xf32>, tensor<4096x2xf32>, tensor<4096x37xf32>, tensor<4096x64xf32>
  bufferization.materialize_in_destination %a in restrict writable %o1 : (tensor<4096x1xf32>, memref<4096x1xf32>) -> ()
  bufferization.materialize_in_destination %b in restrict writable %o2 : (tensor<4096x2xf32>, memref<4096x2xf32>) -> ()
  bufferization.materialize_in_destination %c in restrict writable %o3 : (tensor<4096x37xf32>, memref<4096x37xf32>) -> ()
  bufferization.materialize_in_destination %d in restrict writable %o4 : (tensor<4096x64xf32>, memref<4096x64xf32>) -> ()
  return
}

func.func @print(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  %u = memref.cast %m : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c104 = arith.constant 104 : index
  %c4096 = arith.constant 4096 : index
  // x[i, j] = i * 104 + j, exact in f32 (< 2^24).
  %x = memref.alloc() : memref<4096x104xf32>
  scf.for %i = %c0 to %c4096 step %c1 {
    scf.for %j = %c0 to %c104 step %c1 {
      %r = arith.muli %i, %c104 : index
      %v = arith.addi %r, %j : index
      %vi = arith.index_cast %v : index to i32
      %f = arith.sitofp %vi : i32 to f32
      memref.store %f, %x[%i, %j] : memref<4096x104xf32>
    }
  }
  %o1 = memref.alloc() : memref<4096x1xf32>
  %o2 = memref.alloc() : memref<4096x2xf32>
  %o3 = memref.alloc() : memref<4096x37xf32>
  %o4 = memref.alloc() : memref<4096x64xf32>
  call @kernel(%x, %o1, %o2, %o3, %o4) : (memref<4096x104xf32>, memref<4096x1xf32>, memref<4096x2xf32>, memref<4096x37xf32>, memref<4096x64xf32>) -> ()
  // Rows 0, 1 and 4095 of each result; columns 29-36 of the 37-wide one
  // (the end of the vectors and the tail), 60-63 of the 64-wide one.
  %p1 = memref.subview %o1[4094, 0] [2, 1] [1, 1] : memref<4096x1xf32> to memref<2x1xf32, strided<[1, 1], offset: 4094>>
  %q1 = memref.cast %p1 : memref<2x1xf32, strided<[1, 1], offset: 4094>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  call @print(%q1) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  %p2 = memref.subview %o2[0, 0] [2, 2] [1, 1] : memref<4096x2xf32> to memref<2x2xf32, strided<[2, 1]>>
  %q2 = memref.cast %p2 : memref<2x2xf32, strided<[2, 1]>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  call @print(%q2) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  %p3 = memref.subview %o3[4095, 29] [1, 8] [1, 1] : memref<4096x37xf32> to memref<1x8xf32, strided<[37, 1], offset: 151544>>
  %q3 = memref.cast %p3 : memref<1x8xf32, strided<[37, 1], offset: 151544>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  call @print(%q3) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  %p4 = memref.subview %o4[4095, 60] [1, 4] [1, 1] : memref<4096x64xf32> to memref<1x4xf32, strided<[64, 1], offset: 262140>>
  %q4 = memref.cast %p4 : memref<1x4xf32, strided<[64, 1], offset: 262140>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  call @print(%q4) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  return
}
// Column 0 of rows 4094 and 4095: 4094 * 104, 4095 * 104.
// CHECK: {{\[}}[425776],
// CHECK-NEXT: [425880]]
// Columns 1-2 of rows 0 and 1.
// CHECK: {{\[}}[1,   2],
// CHECK-NEXT: [105,   106]]
// Row 4095 (425880), columns 3 + 29 .. 3 + 36.
// CHECK: {{\[}}[425912,   425913,   425914,   425915,   425916,   425917,   425918,   425919]]
// Row 4095, columns 40 + 60 .. 40 + 63.
// CHECK: {{\[}}[425980,   425981,   425982,   425983]]

// Issue 9's case: split [599, 1] of a 512x600 tensor, then a concatenation
// that swaps the parts. The copies go into one buffer, so the fused loop
// (which this used to make invalid: a vector load of the width-1 block
// with the row's stride) is compiled but the plain copies run.
func.func @swap(%x: tensor<512x600xf32>) -> tensor<512x600xf32> {
  %a, %b = split.split_v11 %x axis = 1 split = [599, 1] : tensor<512x600xf32> -> tensor<512x599xf32>, tensor<512x1xf32>
  %c = tensor.concat dim(1) %b, %a : (tensor<512x1xf32>, tensor<512x599xf32>) -> tensor<512x600xf32>
  return %c : tensor<512x600xf32>
}

func.func @main_concat() {
  %x = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c600 = arith.constant 600 : index
    %r = arith.muli %i, %c600 : index
    %v = arith.addi %r, %j : index
    %vi = arith.index_cast %v : index to i32
    %f = arith.sitofp %vi : i32 to f32
    tensor.yield %f : f32
  } : tensor<512x600xf32>
  %y = call @swap(%x) : (tensor<512x600xf32>) -> tensor<512x600xf32>
  %m = bufferization.to_buffer %y read_only : tensor<512x600xf32> to memref<512x600xf32>
  %s = memref.subview %m[510, 0] [2, 3] [1, 1] : memref<512x600xf32> to memref<2x3xf32, strided<[600, 1], offset: 306000>>
  %u = memref.cast %s : memref<2x3xf32, strided<[600, 1], offset: 306000>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
// Row 510: x[510, 599], then x[510, 0], x[510, 1]; row 511 likewise.
// CONCAT: {{\[}}[306599,   306000,   306001],
// CONCAT-NEXT: [307199,   306600,   306601]]
