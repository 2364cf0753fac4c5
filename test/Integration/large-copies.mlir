// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-runner %s -e main_overlap --entry-point-result=void | FileCheck %s --check-prefix=OVERLAP
// RUN: split-runner %s -e main --entry-point-result=void --copy-threads=2 | FileCheck %s
// RUN: split-runner %s -e main_overlap --entry-point-result=void --copy-threads=2 | FileCheck %s --check-prefix=OVERLAP

// Large splits along the last axis take the fused copy path (one pass over
// the input rows, non-temporal stores) when the targets do not overlap, and
// the plain copies when they do; both must give the values a sequential copy
// gives.

func.func private @printMemrefF32(tensor<*xf32>)

// Results returned from a function are copied into fresh buffers. Each
// buffer is allocated just before its copy, and the copies are not fused
// across an allocation: each runs as its own loop of row copies
// (fused-copy-widths.mlir has the fused path with values, reached through
// destination-passing style).
func.func @split(%x: tensor<512x1000xf32>)
    -> (tensor<512x600xf32>, tensor<512x400xf32>) {
  %a, %b = split.split_v11 %x axis = 1 split = [600, 400]
      : tensor<512x1000xf32> -> tensor<512x600xf32>, tensor<512x400xf32>
  return %a, %b : tensor<512x600xf32>, tensor<512x400xf32>
}

func.func @main() {
  // x[i, j] = i * 1000 + j
  %x = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c1000 = arith.constant 1000 : index
    %r = arith.muli %i, %c1000 : index
    %v = arith.addi %r, %j : index
    %vi = arith.index_cast %v : index to i32
    %f = arith.sitofp %vi : i32 to f32
    tensor.yield %f : f32
  } : tensor<512x1000xf32>
  %a, %b = call @split(%x) : (tensor<512x1000xf32>) -> (tensor<512x600xf32>, tensor<512x400xf32>)
  %pa = tensor.extract_slice %a[511, 597] [1, 3] [1, 1] : tensor<512x600xf32> to tensor<1x3xf32>
  %pb = tensor.extract_slice %b[510, 0] [2, 2] [1, 1] : tensor<512x400xf32> to tensor<2x2xf32>
  %ua = tensor.cast %pa : tensor<1x3xf32> to tensor<*xf32>
  %ub = tensor.cast %pb : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  return
}
// CHECK: [511597,   511598,   511599]
// CHECK: [510600,   510601]
// CHECK-NEXT: [511600,   511601]

// Two copies whose targets overlap across rows (the second target starts one
// row further down in the same buffer): a row-by-row interleaving would let
// the first copy overwrite the second; the run-time check keeps the
// sequential order, so the second copy's values win where they overlap.
func.func @main_overlap() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %src = memref.alloc() : memref<512x1024xf32>
  scf.for %i = %c0 to %c512 step %c1 {
    scf.for %j = %c0 to %c1024 step %c1 {
      %r = arith.muli %i, %c1024 : index
      %v = arith.addi %r, %j : index
      %vi = arith.index_cast %v : index to i32
      %f = arith.sitofp %vi : i32 to f32
      memref.store %f, %src[%i, %j] : memref<512x1024xf32>
    }
  }
  %dst = memref.alloc() : memref<513x512xf32>
  %s0 = memref.subview %src[0, 0] [512, 512] [1, 1] : memref<512x1024xf32> to memref<512x512xf32, strided<[1024, 1]>>
  %d0 = memref.subview %dst[0, 0] [512, 512] [1, 1] : memref<513x512xf32> to memref<512x512xf32, strided<[512, 1]>>
  memref.copy %s0, %d0 : memref<512x512xf32, strided<[1024, 1]>> to memref<512x512xf32, strided<[512, 1]>>
  %s1 = memref.subview %src[0, 512] [512, 512] [1, 1] : memref<512x1024xf32> to memref<512x512xf32, strided<[1024, 1], offset: 512>>
  %d1 = memref.subview %dst[1, 0] [512, 512] [1, 1] : memref<513x512xf32> to memref<512x512xf32, strided<[512, 1], offset: 512>>
  memref.copy %s1, %d1 : memref<512x512xf32, strided<[1024, 1], offset: 512>> to memref<512x512xf32, strided<[512, 1], offset: 512>>
  %view = memref.subview %dst[0, 0] [3, 2] [1, 1] : memref<513x512xf32> to memref<3x2xf32, strided<[512, 1]>>
  %t = bufferization.to_tensor %view restrict : memref<3x2xf32, strided<[512, 1]>> to tensor<3x2xf32>
  %u = tensor.cast %t : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// Row 0 comes from the first copy, rows 1 and 2 from the second.
// OVERLAP: [0,   1]
// OVERLAP-NEXT: [512,   513]
// OVERLAP-NEXT: [1536,   1537]
