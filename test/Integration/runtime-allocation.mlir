// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: env SPLIT_RUNTIME_CACHE_MB=0 split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: env SPLIT_RUNTIME_ALLOCATOR=libc split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-runner %s -e main --entry-point-result=void --copy-threads=2 | FileCheck %s

// Fresh results through the split runtime's allocator (its cache of freed
// mappings; with the cache off, every large buffer unmapped on free; the C
// library's allocator):
// a function returns the three results of a split of a 512x1024 f32 tensor
// (2 MiB, so the copies take the fused path), is called three times with a
// different input each time, and every call's results are right although
// the buffers of the call before were freed and are reused. Each call prints
// the first and last element of every result, then the sum of all elements
// (512 * sum of j + k for j < 1024).
// CHECK: [0, 255, 256, 511, 512, 1023]
// CHECK-NEXT: 268173312
// CHECK: [1, 256, 257, 512, 513, 1024]
// CHECK-NEXT: 268697600
// CHECK: [2, 257, 258, 513, 514, 1025]
// CHECK-NEXT: 269221888

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @split(%x: tensor<512x1024xf32>) -> (tensor<512x256xf32>, tensor<512x256xf32>, tensor<512x512xf32>) {
  %s = arith.constant dense<[256, 256, 512]> : tensor<3xi64>
  %a:3 = split.split_v13 %x, %s axis = 1 : tensor<512x1024xf32>, tensor<3xi64> -> tensor<512x256xf32>, tensor<512x256xf32>, tensor<512x512xf32>
  return %a#0, %a#1, %a#2 : tensor<512x256xf32>, tensor<512x256xf32>, tensor<512x512xf32>
}

// In f64, exact for these integers.
func.func @sum(%t: tensor<512x?xf32>) -> f64 {
  %zero = arith.constant 0.0 : f64
  %init = tensor.from_elements %zero : tensor<f64>
  %r = linalg.reduce ins(%t : tensor<512x?xf32>) outs(%init : tensor<f64>) dimensions = [0, 1]
    (%in: f32, %acc: f64) {
      %e = arith.extf %in : f32 to f64
      %s = arith.addf %e, %acc : f64
      linalg.yield %s : f64
    }
  %v = tensor.extract %r[] : tensor<f64>
  return %v : f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c255 = arith.constant 255 : index
  %c511 = arith.constant 511 : index
  scf.for %k = %c0 to %c3 step %c1 {
    // x[i, j] = j + k (row i does not matter: the sums stay exact in f32
    // at 2^24 > 1024 + 2).
    %x = tensor.generate {
    ^bb0(%i: index, %j: index):
      %jk = arith.addi %j, %k : index
      %ji = arith.index_cast %jk : index to i64
      %f = arith.sitofp %ji : i64 to f32
      tensor.yield %f : f32
    } : tensor<512x1024xf32>
    %r:3 = func.call @split(%x) : (tensor<512x1024xf32>) -> (tensor<512x256xf32>, tensor<512x256xf32>, tensor<512x512xf32>)
    %a0 = tensor.extract %r#0[%c0, %c0] : tensor<512x256xf32>
    %a1 = tensor.extract %r#0[%c511, %c255] : tensor<512x256xf32>
    %b0 = tensor.extract %r#1[%c0, %c0] : tensor<512x256xf32>
    %b1 = tensor.extract %r#1[%c511, %c255] : tensor<512x256xf32>
    %d0 = tensor.extract %r#2[%c0, %c0] : tensor<512x512xf32>
    %d1 = tensor.extract %r#2[%c511, %c511] : tensor<512x512xf32>
    %u0 = tensor.cast %r#0 : tensor<512x256xf32> to tensor<512x?xf32>
    %u1 = tensor.cast %r#1 : tensor<512x256xf32> to tensor<512x?xf32>
    %u2 = tensor.cast %r#2 : tensor<512x512xf32> to tensor<512x?xf32>
    %s0 = func.call @sum(%u0) : (tensor<512x?xf32>) -> f64
    %s1 = func.call @sum(%u1) : (tensor<512x?xf32>) -> f64
    %s2 = func.call @sum(%u2) : (tensor<512x?xf32>) -> f64
    %t01 = arith.addf %s0, %s1 : f64
    %t = arith.addf %t01, %s2 : f64
    %p = tensor.from_elements %a0, %a1, %b0, %b1, %d0, %d1 : tensor<6xf32>
    %pu = tensor.cast %p : tensor<6xf32> to tensor<*xf32>
    func.call @printMemrefF32(%pu) : (tensor<*xf32>) -> ()
    %ti = arith.fptosi %t : f64 to i64
    func.call @printI64(%ti) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
