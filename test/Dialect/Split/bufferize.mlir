// RUN: split-opt %s --one-shot-bufferize="bufferize-function-boundaries" --cse --split-input-file -verify-diagnostics | FileCheck %s

// One-shot bufferization of split ops (BufferizableOpInterface external
// models): every result is a memref.subview of the input's buffer, after the
// run-time checks of the op's rules that --split-normalize would build.

// Static sizes: views at static offsets, no checks.
// CHECK-LABEL: func.func @static_attribute
// CHECK-SAME: (%[[X:.*]]: memref<4x6xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: %[[A:.*]] = memref.subview %[[X]][0, 0] [4, 2] [1, 1] : memref<4x6xf32, strided<[?, ?], offset: ?>> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %[[B:.*]] = memref.subview %[[X]][0, 2] [4, 4] [1, 1] : memref<4x6xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @static_attribute(%x: tensor<4x6xf32>) -> (tensor<4x2xf32>, tensor<4x4xf32>) {
  %a:2 = split.split_v11 %x axis = 1 split = [2, 4] : tensor<4x6xf32> -> tensor<4x2xf32>, tensor<4x4xf32>
  return %a#0, %a#1 : tensor<4x2xf32>, tensor<4x4xf32>
}

// -----

// Split-18 num_outputs over a dynamic dimension: the ceil rule's sizes and
// its check on the last part, then the views.
// CHECK-LABEL: func.func @num_outputs
// CHECK-SAME: (%[[X:.*]]: memref<?x3xf32, strided<[?, ?], offset: ?>>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[D:.*]] = memref.dim %[[X]], %[[C0]]
// CHECK: %[[P:.*]] = arith.ceildivui %[[D]], %[[C2]] : index
// CHECK-NEXT: %[[L:.*]] = arith.subi %[[D]], %[[P]] : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi sge, %[[L]], %[[C1]] : index
// CHECK-NEXT: split.check %[[OK]], "split.split_v18: num_outputs 2 cannot split dimension 0 of size {0}: 1 part of size {1} leaves {2} for the last part, which must be >= 1"(%[[D]], %[[P]], %[[L]] : index, index, index)
// CHECK-NEXT: %[[A:.*]] = memref.subview %[[X]][0, 0] [%[[P]], 3] [1, 1] : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %[[B:.*]] = memref.subview %[[X]][%[[P]], 0] [%[[L]], 3] [1, 1] : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @num_outputs(%x: tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x3xf32> -> tensor<?x3xf32>, tensor<?x3xf32>
  return %a#0, %a#1 : tensor<?x3xf32>, tensor<?x3xf32>
}

// -----

// Split-13 sizes from the operand: read from its buffer, checked (>= 0, no
// overflow, sum), views at run-time offsets.
// CHECK-LABEL: func.func @list_operand
// CHECK-SAME: (%[[X:.*]]: memref<5xi32, strided<[?], offset: ?>>, %[[S:.*]]: memref<2xi64, strided<[?], offset: ?>>)
// CHECK: %[[E0:.*]] = memref.load %[[S]][%[[C0:.*]]] : memref<2xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %[[N0:.*]] = arith.index_cast %[[E0]] : i64 to index
// CHECK: %[[E1:.*]] = memref.load %[[S]][%[[C1:.*]]] : memref<2xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %[[N1:.*]] = arith.index_cast %[[E1]] : i64 to index
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index {1}"(%[[N0]], %[[C0]] : index, index)
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes contain the negative size {0} at index {1}"(%[[N1]], %[[C1]] : index, index)
// CHECK: %[[SUM:.*]] = arith.addi %[[N0]], %[[N1]] : index
// CHECK: split.check %{{.*}}, "split.split_v13: split sizes overflow a 64-bit sum"
// CHECK: %[[EQ:.*]] = arith.cmpi eq, %[[SUM]], %[[C5:.*]] : index
// CHECK-NEXT: split.check %[[EQ]], "split.split_v13: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[SUM]], %[[C5]] : index, index)
// CHECK-NEXT: %[[A:.*]] = memref.subview %[[X]][0] [%[[N0]]] [1] : memref<5xi32, strided<[?], offset: ?>> to memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %[[B:.*]] = memref.subview %[[X]][%[[N0]]] [%[[N1]]] [1] : memref<5xi32, strided<[?], offset: ?>> to memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @list_operand(%x: tensor<5xi32>, %s: tensor<2xi64>) -> (tensor<?xi32>, tensor<?xi32>) {
  %a:2 = split.split_v13 %x, %s : tensor<5xi32>, tensor<2xi64> -> tensor<?xi32>, tensor<?xi32>
  return %a#0, %a#1 : tensor<?xi32>, tensor<?xi32>
}

// -----

// A result type more static than its size: checked, and the view cast to it
// (the cast before the return is folded into the function's type by
// upstream's function-boundary bufferization).
// CHECK-LABEL: func.func @static_result_type
// CHECK-SAME: (%[[X:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[N:.*]]: index)
// CHECK: split.check %{{.*}}, "split.split: split sizes sum to {0} but dimension 0 of the input has size {1}"
// CHECK: %[[EQ:.*]] = arith.cmpi eq, %[[N]], %[[C2:.*]] : index
// CHECK-NEXT: split.check %[[EQ]], "split.split: result #0 type tensor<2xf32> has size 2 in dimension 0 but its split size is {0}"(%[[N]] : index)
// CHECK-NEXT: %[[A:.*]] = memref.subview %[[X]][0] [%[[N]]] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %[[B:.*]] = memref.subview %[[X]][%[[N]]] [3] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @static_result_type(%x: tensor<?xf32>, %n: index) -> (tensor<2xf32>, tensor<?xf32>) {
  %a:2 = split.split %x axis = 0 sizes = [%n, 3] : tensor<?xf32> -> tensor<2xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<2xf32>, tensor<?xf32>
}

// -----

// An empty input: memref.subview rejects static offsets into an empty
// dimension, so the empty views take theirs as values.
// CHECK-LABEL: func.func @empty_input
// CHECK-SAME: (%[[X:.*]]: memref<0x4xf32, strided<[?, ?], offset: ?>>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[A:.*]] = memref.subview %[[X]][%[[C0]], %[[C0]]] [%[[C0]], %[[C1]]] [1, 1]
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[B:.*]] = memref.subview %[[X]][%[[C0]], %[[C1]]] [%[[C0]], %[[C3]]] [1, 1]
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @empty_input(%x: tensor<0x4xf32>) -> (tensor<0x1xf32>, tensor<0x3xf32>) {
  %a:2 = split.split_v11 %x axis = 1 split = [1, 3] : tensor<0x4xf32> -> tensor<0x1xf32>, tensor<0x3xf32>
  return %a#0, %a#1 : tensor<0x1xf32>, tensor<0x3xf32>
}

// -----

// The input is written after the split while a view is still used: the
// analysis sees the views alias the input and splits a copy.
// CHECK-LABEL: func.func @write_after_split
// CHECK-SAME: (%[[X:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[F:.*]]: f32)
// CHECK-NEXT: %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %[[X]], %[[COPY]]
// CHECK-NEXT: %[[B:.*]] = memref.subview %[[COPY]][2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %[[CAST:.*]] = memref.cast %[[B]]
// CHECK-NEXT: linalg.fill ins(%[[F]] : f32) outs(%[[X]] : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: return %[[CAST]], %[[X]]
func.func @write_after_split(%x: tensor<4xf32>, %f: f32) -> (tensor<2xf32>, tensor<4xf32>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<4xf32> -> tensor<2xf32>, tensor<2xf32>
  %w = linalg.fill ins(%f : f32) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  return %a#1, %w : tensor<2xf32>, tensor<4xf32>
}

// -----

// A view is written while the input is still used: the split takes a new
// buffer (not copied: nothing reads what the fill overwrites, and the other
// part is unused).
// CHECK-LABEL: func.func @write_into_view
// CHECK-SAME: (%[[X:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[F:.*]]: f32)
// CHECK-NEXT: %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %[[A:.*]] = memref.subview %[[NEW]][0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.subview %[[NEW]][2] [2] [1]
// CHECK-NEXT: linalg.fill ins(%[[F]] : f32) outs(%[[A]] : memref<2xf32, strided<[1]>>)
// CHECK-NEXT: return %[[A]], %[[X]]
func.func @write_into_view(%x: tensor<4xf32>, %f: f32) -> (tensor<2xf32>, tensor<4xf32>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<4xf32> -> tensor<2xf32>, tensor<2xf32>
  %w = linalg.fill ins(%f : f32) outs(%a#0 : tensor<2xf32>) -> tensor<2xf32>
  return %w, %x : tensor<2xf32>, tensor<4xf32>
}

// -----

// Sequences are not bufferized: the error names the passes to run first.
func.func @sequence(%x: tensor<4xf32>) -> tensor<i64> {
  // expected-error @below {{failed to bufferize op}}
  // expected-error @below {{'split.split_to_sequence_v11' op makes or reads a !split.seq, which one-shot-bufferize does not bufferize: run --convert-split-to-tensor --convert-elementwise-to-linalg before --one-shot-bufferize}}
  %q = split.split_to_sequence_v11 %x : tensor<4xf32> -> !split.seq<tensor<1xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<1xf32>>
  return %n : tensor<i64>
}
