// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s

// A memref.realloc in a function that also splits: split-to-llvm expands it
// (expand-realloc, only in the functions that hold one) before the buffer
// deallocation, which frees what it returns. The grown buffer keeps the
// first part's elements and gets the rest from the loop.

func.func private @printMemrefF32(memref<*xf32>)

func.func @grow(%x: tensor<6xf32>, %n: index) -> memref<?xf32> {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
  %first = bufferization.to_buffer %a#0 read_only : tensor<3xf32> to memref<3xf32>
  %m = memref.alloc() : memref<3xf32>
  memref.copy %first, %m : memref<3xf32> to memref<3xf32>
  %r = memref.realloc %m(%n) : memref<3xf32> to memref<?xf32>
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7.0 : f32
  scf.for %i = %c3 to %n step %c1 {
    memref.store %seven, %r[%i] : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// CHECK: rank = 1 offset = 0 sizes = [5] strides = [1]
// CHECK-NEXT: [1,  2,  3,  7,  7]
func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %c5 = arith.constant 5 : index
  %r = call @grow(%x, %c5) : (tensor<6xf32>, index) -> memref<?xf32>
  %u = memref.cast %r : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
