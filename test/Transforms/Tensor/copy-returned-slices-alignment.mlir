// The alignment of the copies' allocations is the pass option
// buffer-alignment, one-shot-bufferize's default unless given (the
// split-to-llvm pipeline gives it one-shot-bufferize's value); 0 leaves the
// allocation without an alignment.
// RUN: split-opt %s --split-copy-returned-slices | FileCheck %s --check-prefix=DEFAULT
// RUN: split-opt %s --split-copy-returned-slices=buffer-alignment=16 | FileCheck %s --check-prefix=A16
// RUN: split-opt %s --split-copy-returned-slices=buffer-alignment=4096 | FileCheck %s --check-prefix=A4096
// RUN: split-opt %s --split-copy-returned-slices=buffer-alignment=0 | FileCheck %s --check-prefix=NONE
// An alignment memref.alloc cannot take is refused before the pass runs.
// RUN: not split-opt %s --split-copy-returned-slices=buffer-alignment=24 2>&1 | FileCheck %s --check-prefix=BAD24
// RUN: not split-opt %s --split-copy-returned-slices=buffer-alignment=4294967296 2>&1 | FileCheck %s --check-prefix=BAD32

// DEFAULT-LABEL: func.func @two_results
// DEFAULT: memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// DEFAULT: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x4xf32>

// A16-LABEL: func.func @two_results
// A16: memref.alloc() {alignment = 16 : i64} : memref<2x4xf32>
// A16: memref.alloc(%{{.*}}) {alignment = 16 : i64} : memref<?x4xf32>

// A4096-LABEL: func.func @two_results
// A4096: memref.alloc() {alignment = 4096 : i64} : memref<2x4xf32>
// A4096: memref.alloc(%{{.*}}) {alignment = 4096 : i64} : memref<?x4xf32>

// NONE-LABEL: func.func @two_results
// NONE: memref.alloc() : memref<2x4xf32>
// NONE: memref.alloc(%{{.*}}) : memref<?x4xf32>

// BAD24: error: split-copy-returned-slices: buffer-alignment 24 is neither 0 nor a power of 2 below 2^32
// BAD32: error: split-copy-returned-slices: buffer-alignment 4294967296 is neither 0 nor a power of 2 below 2^32
func.func @two_results(%x: tensor<?x4xf32>, %n: index) -> (tensor<2x4xf32>, tensor<?x4xf32>) {
  %a = tensor.extract_slice %x[0, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
  %b = tensor.extract_slice %x[2, 0] [%n, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
  return %a, %b : tensor<2x4xf32>, tensor<?x4xf32>
}
