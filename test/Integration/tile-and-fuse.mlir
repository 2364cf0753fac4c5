// RUN: split-opt %s --transform-preload-library="transform-library-paths=%p/Inputs/fuse-into-split-consumer.mlir" --transform-interpreter --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --transform-preload-library="transform-library-paths=%p/Inputs/fuse-into-split-consumer.mlir" --transform-interpreter --canonicalize | FileCheck %s --check-prefix=IR
// RUN: sed 's/\[2, 4\]/[2, 5]/' %s | split-opt --transform-preload-library="transform-library-paths=%p/Inputs/fuse-into-split-consumer.mlir" --transform-interpreter --canonicalize | sh -c 'split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ERR

// A producer (x * x), a Split-13 of its result along axis 1 with sizes read
// at run time, and a consumer (+ 1) of the second result, tiled and fused
// by upstream's transform.structured.fuse. The result types are static, so
// nothing uses the split after fusion and canonicalisation erases it: the
// loop's own checks are all that guard the tiles.

// IR-LABEL: func.func @f(
// IR-NOT: split.split_v13
// IR: scf.for
// IR: split.check
// IR: linalg.generic
// IR: linalg.generic
// IR-NOT: split.split_v13

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func private @printMemrefF32(tensor<*xf32>)

func.func @f(%x: tensor<4x6xf32>, %s: tensor<2xi64>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %p = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<4x6xf32>
  %a, %b = split.split_v13 %p, %s axis = 1 : tensor<4x6xf32>, tensor<2xi64> -> tensor<4x2xf32>, tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %m = arith.addf %v, %one : f32
    linalg.yield %m : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

func.func @main() {
  %x = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0],
                             [6.0, 7.0, 8.0, 9.0, 10.0, 11.0],
                             [1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                             [7.0, 8.0, 9.0, 10.0, 11.0, 12.0]]> : tensor<4x6xf32>
  %s = arith.constant dense<[2, 4]> : tensor<2xi64>
  %r = func.call @f(%x, %s) : (tensor<4x6xf32>, tensor<2xi64>) -> tensor<4x4xf32>
  %u = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  // CHECK: sizes = [4, 4]
  // CHECK-NEXT: [5, 10, 17, 26]
  // CHECK-NEXT: [65, 82, 101, 122]
  // CHECK-NEXT: [10, 17, 26, 37]
  // CHECK-NEXT: [82, 101, 122, 145]
  func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// Sizes [2, 5] sum to 7, not 6: the tile's check fails before it reads.
// ERR: split.split_v13: split sizes sum to 7 but dimension 1 of the input has size 6
// ERR-NOT: sizes = [4, 4]
// ERR: exit=1
