// RUN: split-opt %s --loop-invariant-code-motion --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: split-opt %s --control-flow-sink --split-input-file --allow-unregistered-dialect | FileCheck %s --check-prefix=SINK

// Split ops have no memory effects, but they can fail at run time: they are
// speculatable (hoisted out of a loop that may run zero times) only when
// their attributes and types prove them valid.

// Sizes from an operand: not provably valid, so the op stays in the loop.
// CHECK-LABEL: func.func @operand_sizes_stay
// CHECK: scf.for
// CHECK-NEXT: split.split_v13
func.func @operand_sizes_stay(%x: tensor<6xf32>, %s: tensor<2xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a:2 = split.split_v13 %x, %s : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
    "test.use"(%a#0) : (tensor<?xf32>) -> ()
  }
  return
}

// -----

// Equal parts of a static dimension: valid by its types, hoisted.
// CHECK-LABEL: func.func @static_equal_parts_hoisted
// CHECK-NEXT: %{{.*}} = arith.constant
// CHECK-NEXT: %{{.*}} = arith.constant
// CHECK-NEXT: %[[A:.*]]:2 = split.split_v13 %{{.*}} : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
// CHECK-NEXT: scf.for
func.func @static_equal_parts_hoisted(%x: tensor<6xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a:2 = split.split_v13 %x : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
    "test.use"(%a#0) : (tensor<3xf32>) -> ()
  }
  return
}

// -----

// Equal parts of a dynamic dimension may not divide: stays.
// CHECK-LABEL: func.func @dynamic_equal_parts_stay
// CHECK: scf.for
// CHECK-NEXT: split.split_v11
func.func @dynamic_equal_parts_stay(%x: tensor<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a:2 = split.split_v11 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
    "test.use"(%a#0) : (tensor<?xf32>) -> ()
  }
  return
}

// -----

// Attribute sizes on a static dimension, and SplitToSequence without a split
// (chunks of 1, always valid): hoisted. sequence_at (the position may be out
// of range) stays; sequence_length never fails and is hoisted.
// CHECK-LABEL: func.func @attribute_and_sequence
// CHECK: split.split_v11 %{{.*}} split = [2, 4]
// CHECK-NEXT: split.split_to_sequence_v11
// CHECK-NEXT: split.sequence_length
// CHECK-NEXT: scf.for
// CHECK-NEXT: split.sequence_at
func.func @attribute_and_sequence(%x: tensor<6xf32>, %p: tensor<i64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a:2 = split.split_v11 %x split = [2, 4] : tensor<6xf32> -> tensor<2xf32>, tensor<4xf32>
    %q = split.split_to_sequence_v11 %x : tensor<6xf32> -> !split.seq<tensor<1xf32>>
    %l = split.sequence_length %q : !split.seq<tensor<1xf32>>
    %e = split.sequence_at %q[%p] : !split.seq<tensor<1xf32>>, tensor<i64> -> tensor<1xf32>
    "test.use"(%a#0, %l, %e) : (tensor<2xf32>, tensor<i64>, tensor<1xf32>) -> ()
  }
  return
}

// -----

// A result type more static than the sizes prove needs a run-time check:
// stays. So does a normalised split with a dynamic size.
// CHECK-LABEL: func.func @static_result_of_dynamic_input_stays
// CHECK: scf.for
// CHECK-NEXT: split.split_v11
// CHECK-NEXT: split.split %
func.func @static_result_of_dynamic_input_stays(%x: tensor<?xf32>, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a:2 = split.split_v11 %x : tensor<?xf32> -> tensor<3xf32>, tensor<3xf32>
    %b:2 = split.split %x axis = 0 sizes = [1, %m] : tensor<?xf32> -> tensor<1xf32>, tensor<?xf32>
    "test.use"(%a#0, %b#0) : (tensor<3xf32>, tensor<1xf32>) -> ()
  }
  return
}

// -----

// control-flow-sink moves a split into the only branch that uses it: it has
// no memory effects, and a branch is where an ONNX engine would run it.
// SINK-LABEL: func.func @sink_into_branch
// SINK-NEXT: scf.if
// SINK-NEXT: split.split_v13
func.func @sink_into_branch(%c: i1, %x: tensor<6xf32>, %s: tensor<2xi64>) -> tensor<?xf32> {
  %a:2 = split.split_v13 %x, %s : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  %r = scf.if %c -> tensor<?xf32> {
    scf.yield %a#0 : tensor<?xf32>
  } else {
    %e = tensor.cast %x : tensor<6xf32> to tensor<?xf32>
    scf.yield %e : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
