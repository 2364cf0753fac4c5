// RUN: split-opt %s --split-input-file --transform-interpreter --canonicalize --cse | FileCheck %s

// Upstream's tile-and-fuse through a Split (TilingInterface models of the
// split ops): a tile of a split result is a tile of the split's input,
// shifted along the axis by where the result starts, so the producer of the
// input fuses into the consumer's loop too. Each tile checks the split's
// size rules under the op's name before it reads; static sizes fold them
// away, and an op whose constants break a rule is not fused.

// Split-13, run-time sizes, the second result along axis 1: the tile reads
// the input at the first size; the rules are checked in the loop.
// CHECK-LABEL: func.func @v13_second(
// CHECK-SAME: %[[X:.*]]: tensor<64x64xf32>, %[[S:.*]]: tensor<2xi64>)
// CHECK: %[[P:.*]] = linalg.generic
// CHECK: split.split_v13 %[[P]], %[[S]] axis = 1
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK: %[[E0:.*]] = tensor.extract %[[S]][%{{.*}}] : tensor<2xi64>
// CHECK: %[[S0:.*]] = arith.index_cast %[[E0]] : i64 to index
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index {1}"
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index {1}"
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes overflow a 64-bit sum"
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes sum to {0} but dimension 1 of the input has size {1}"
// CHECK: %[[T:.*]] = tensor.extract_slice %[[X]][%[[I]], %[[S0]]] [8, %{{.*}}] [1, 1] : tensor<64x64xf32> to tensor<8x?xf32>
// CHECK: %[[PT:.*]] = linalg.generic {{.*}} ins(%[[T]] : tensor<8x?xf32>)
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}} ins(%[[PT]] : tensor<8x?xf32>)
// CHECK: arith.addf
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @v13_second(%x: tensor<64x64xf32>, %s: tensor<2xi64>) -> tensor<64x?xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %p = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  %a, %b = split.split_v13 %p, %s axis = 1 : tensor<64x64xf32>, tensor<2xi64> -> tensor<64x?xf32>, tensor<64x?xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %b, %c1 : tensor<64x?xf32>
  %e2 = tensor.empty(%d) : tensor<64x?xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<64x?xf32>) outs(%e2 : tensor<64x?xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.addf %v, %v : f32
    linalg.yield %m : f32
  } -> tensor<64x?xf32>
  return %r : tensor<64x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %p, %c = transform.split_handle %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t, %l = transform.structured.fuse %c tile_sizes [8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Split-18 into equal static parts: the second starts at the constant 32,
// nothing is checked, and the split and the untiled producer are dead.
// CHECK-LABEL: func.func @v18_static(
// CHECK-SAME: %[[X:.*]]: tensor<64x64xf32>)
// CHECK-NOT: split.
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK-NEXT: %[[T:.*]] = tensor.extract_slice %[[X]][%[[I]], 32] [8, 32] [1, 1] : tensor<64x64xf32> to tensor<8x32xf32>
// CHECK: %[[PT:.*]] = linalg.generic {{.*}} ins(%[[T]] : tensor<8x32xf32>)
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}} ins(%[[PT]] : tensor<8x32xf32>)
// CHECK-NOT: split.
// CHECK: return
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @v18_static(%x: tensor<64x64xf32>) -> tensor<64x32xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %p = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  %a, %b = split.split_v18 %p axis = 1 num_outputs = 2 : tensor<64x64xf32> -> tensor<64x32xf32>, tensor<64x32xf32>
  %e2 = tensor.empty() : tensor<64x32xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<64x32xf32>) outs(%e2 : tensor<64x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.addf %v, %v : f32
    linalg.yield %m : f32
  } -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %p, %c = transform.split_handle %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t, %l = transform.structured.fuse %c tile_sizes [8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Constant sizes that break the sum rule: the op is known to fail, and its
// tiles would be out of bounds; the consumer is tiled, nothing is fused.
// CHECK-LABEL: func.func @known_to_fail(
// CHECK: %[[P:.*]] = linalg.generic
// CHECK: %[[R:.*]]:2 = split.split_v13 %[[P]]
// CHECK: scf.for
// CHECK-NEXT: tensor.extract_slice %[[R]]#1[
// CHECK-NOT: arith.mulf
// CHECK: return
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @known_to_fail(%x: tensor<64x64xf32>) -> tensor<64x?xf32> {
  %s = arith.constant dense<[10, 10]> : tensor<2xi64>
  %e = tensor.empty() : tensor<64x64xf32>
  %p = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  %a, %b = split.split_v13 %p, %s axis = 1 : tensor<64x64xf32>, tensor<2xi64> -> tensor<64x?xf32>, tensor<64x?xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %b, %c1 : tensor<64x?xf32>
  %e2 = tensor.empty(%d) : tensor<64x?xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<64x?xf32>) outs(%e2 : tensor<64x?xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.addf %v, %v : f32
    linalg.yield %m : f32
  } -> tensor<64x?xf32>
  return %r : tensor<64x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %p, %c = transform.split_handle %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t, %l = transform.structured.fuse %c tile_sizes [8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The normalised split.split: the tile of its second result starts at the
// loop's offset plus the first size.
// CHECK-LABEL: func.func @normalised(
// CHECK-SAME: %[[X:.*]]: tensor<?x64xf32>, %[[N:.*]]: index, %[[M:.*]]: index)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK: split.check %{{.*}}, "split.split: split sizes sum to {0} but dimension 0 of the input has size {1}"
// CHECK: %[[O:.*]] = arith.addi %[[I]], %[[N]] : index
// CHECK: %[[T:.*]] = tensor.extract_slice %[[X]][%[[O]], 0] [%{{.*}}, 64] [1, 1] : tensor<?x64xf32> to tensor<?x64xf32>
// CHECK: linalg.generic {{.*}} ins(%[[T]] : tensor<?x64xf32>)
// CHECK: arith.mulf
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @normalised(%x: tensor<?x64xf32>, %n: index, %m: index) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x64xf32>
  %e = tensor.empty(%d0) : tensor<?x64xf32>
  %p = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x64xf32>) outs(%e : tensor<?x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %mm = arith.mulf %a, %a : f32
    linalg.yield %mm : f32
  } -> tensor<?x64xf32>
  %a, %b = split.split %p axis = 0 sizes = [%n, %m] : tensor<?x64xf32> -> tensor<?x64xf32>, tensor<?x64xf32>
  %d = tensor.dim %b, %c0 : tensor<?x64xf32>
  %e2 = tensor.empty(%d) : tensor<?x64xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<?x64xf32>) outs(%e2 : tensor<?x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %mm = arith.addf %v, %v : f32
    linalg.yield %mm : f32
  } -> tensor<?x64xf32>
  return %r : tensor<?x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %p, %c = transform.split_handle %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t, %l = transform.structured.fuse %c tile_sizes [8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// transform.structured.fuse_into_containing_op: the split, then its
// producer, into an scf.forall that tiles the consumer; no copy of the split
// is left in the loop.
// CHECK-LABEL: func.func @fuse_into_containing_op(
// CHECK-SAME: %[[X:.*]]: tensor<64x64xf32>)
// CHECK-NOT: split.
// CHECK: scf.forall
// CHECK: %[[T:.*]] = tensor.extract_slice %[[X]][%{{.*}}, 32] [8, 32] [1, 1] : tensor<64x64xf32> to tensor<8x32xf32>
// CHECK: %[[PT:.*]] = linalg.generic {{.*}} ins(%[[T]] : tensor<8x32xf32>)
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}} ins(%[[PT]] : tensor<8x32xf32>)
// CHECK-NOT: split.
// CHECK: return
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @fuse_into_containing_op(%x: tensor<64x64xf32>) -> tensor<64x32xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %p = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  %a, %b = split.split_v18 %p axis = 1 num_outputs = 2 : tensor<64x64xf32> -> tensor<64x32xf32>, tensor<64x32xf32>
  %e2 = tensor.empty() : tensor<64x32xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<64x32xf32>) outs(%e2 : tensor<64x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.addf %v, %v : f32
    linalg.yield %m : f32
  } -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %p, %c = transform.split_handle %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %s = transform.structured.match ops{["split.split_v18"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %c tile_sizes [8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f1, %l1 = transform.structured.fuse_into_containing_op %s into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f2, %l2 = transform.structured.fuse_into_containing_op %p into %l1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
