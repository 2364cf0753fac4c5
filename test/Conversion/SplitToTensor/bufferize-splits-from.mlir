// RUN: split-opt %s -split-input-file --convert-split-to-tensor="bufferize-splits-from=4" | FileCheck %s
// RUN: split-opt %s -split-input-file --convert-split-to-tensor | FileCheck %s --check-prefix=ALL

// bufferize-splits-from=4: a split of 4 or more results whose results stay
// views is left to one-shot-bufferize (one use of the input instead of N
// slices of it); every other split is lowered. Without the option, every
// split is lowered (ALL).

// ALL-NOT: split.split %

// A wide split read element by element: left, as it is.
// CHECK-LABEL: func.func @wide_read
// CHECK-SAME: (%[[X:.*]]: tensor<?x2xf32>, %[[N:.*]]: index)
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[P:.*]]:4 = split.split %[[X]] axis = 0 sizes = [1, 1, %[[N]], 1] : tensor<?x2xf32> -> tensor<1x2xf32>, tensor<1x2xf32>, tensor<?x2xf32>, tensor<1x2xf32>
// CHECK-NEXT: tensor.extract %[[P]]#0
// CHECK-NEXT: tensor.extract %[[P]]#3
func.func @wide_read(%x: tensor<?x2xf32>, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %a:4 = split.split %x axis = 0 sizes = [1, 1, %n, 1] : tensor<?x2xf32> -> tensor<1x2xf32>, tensor<1x2xf32>, tensor<?x2xf32>, tensor<1x2xf32>
  %u = tensor.extract %a#0[%c0, %c0] : tensor<1x2xf32>
  %v = tensor.extract %a#3[%c0, %c0] : tensor<1x2xf32>
  return %u, %v : f32, f32
}

// -----

// Below the threshold: lowered.
// CHECK-LABEL: func.func @narrow
// CHECK-NOT: split.split %
// CHECK-COUNT-3: tensor.extract_slice
func.func @narrow(%x: tensor<?x2xf32>, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %a:3 = split.split %x axis = 0 sizes = [1, %n, 1] : tensor<?x2xf32> -> tensor<1x2xf32>, tensor<?x2xf32>, tensor<1x2xf32>
  %u = tensor.extract %a#0[%c0, %c0] : tensor<1x2xf32>
  %v = tensor.extract %a#2[%c0, %c0] : tensor<1x2xf32>
  return %u, %v : f32, f32
}

// -----

// A returned result is copied before bufferization
// (split-copy-returned-slices), which takes slices: lowered.
// CHECK-LABEL: func.func @returned
// CHECK-NOT: split.split %
// CHECK-COUNT-4: tensor.extract_slice
func.func @returned(%x: tensor<4x2xf32>) -> tensor<1x2xf32> {
  %a:4 = split.split %x axis = 0 sizes = [1, 1, 1, 1] : tensor<4x2xf32> -> tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>
  return %a#2 : tensor<1x2xf32>
}

// -----

// A result that a loop yields: lowered.
// CHECK-LABEL: func.func @yielded
// CHECK-NOT: split.split %
// CHECK: scf.if
func.func @yielded(%x: tensor<4x2xf32>, %c: i1) -> tensor<1x2xf32> {
  %r = scf.if %c -> tensor<1x2xf32> {
    %a:4 = split.split %x axis = 0 sizes = [1, 1, 1, 1] : tensor<4x2xf32> -> tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>
    scf.yield %a#1 : tensor<1x2xf32>
  } else {
    %e = tensor.empty() : tensor<1x2xf32>
    scf.yield %e : tensor<1x2xf32>
  }
  return %r : tensor<1x2xf32>
}

// -----

// Chains of splits are merged into slices of the first input
// (split-merge-slices): both lowered.
// CHECK-LABEL: func.func @chain
// CHECK-NOT: split.split %
func.func @chain(%x: tensor<16x2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a:4 = split.split %x axis = 0 sizes = [4, 4, 4, 4] : tensor<16x2xf32> -> tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
  %b:4 = split.split %a#1 axis = 0 sizes = [1, 1, 1, 1] : tensor<4x2xf32> -> tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>
  %u = tensor.extract %b#3[%c0, %c0] : tensor<1x2xf32>
  return %u : f32
}

// -----

// A constant size operand that canonicalisation has not made static: it may
// be known to fail, which the lowering handles (here -1: the op cannot
// execute, its results are never read). Lowered.
// CHECK-LABEL: func.func @constant_size
// CHECK-NOT: split.split %
func.func @constant_size(%x: tensor<?x2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %m = arith.constant -1 : index
  %a:4 = split.split %x axis = 0 sizes = [1, 1, %m, 1] : tensor<?x2xf32> -> tensor<1x2xf32>, tensor<1x2xf32>, tensor<?x2xf32>, tensor<1x2xf32>
  %u = tensor.extract %a#0[%c0, %c0] : tensor<1x2xf32>
  return %u : f32
}

// -----

// A versioned split is normalised, with its checks under its own name,
// then left as split.split.
// CHECK-LABEL: func.func @versioned
// CHECK: split.check %{{.*}}, "split.split_v18: num_outputs 4 cannot split dimension 0
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[P:.*]]:4 = split.split %{{.*}} axis = 0 sizes = [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : tensor<?x2xf32> -> tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>
// CHECK-NEXT: tensor.extract %[[P]]#3
func.func @versioned(%x: tensor<?x2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a:4 = split.split_v18 %x num_outputs = 4 : tensor<?x2xf32> -> tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>
  %u = tensor.extract %a#3[%c0, %c0] : tensor<?x2xf32>
  return %u : f32
}
