// RUN: split-opt %s --convert-split-to-tensor | FileCheck %s
// RUN: split-opt %s --convert-split-to-tensor --canonicalize --cse --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: split-opt %s --convert-split-to-tensor | FileCheck %s --check-prefix=NOSPLIT

// --convert-split-to-tensor turns split.split into one tensor.extract_slice
// per result, at the running sum of the sizes along the axis (docs/Semantics.md
// §1.3); a chunk that is statically empty becomes a tensor.empty; a result
// type that differs from the slice's gets a tensor.cast. Versioned ops are
// normalised on the way, so their run-time rules arrive as split.check ops
// (which the pass leaves for the LLVM lowering).
//
// The pass itself folds the running sum where it is static: static sizes
// give static slice offsets, dynamic ones an arith.addi chain (CHECK), with
// no add of 0 and none after the last result; --canonicalize then folds
// what the run-time checks prove (CANON).

// No split op other than split.check survives anywhere (split.check has no
// results, and its messages start with a quote, so these only match ops).
// NOSPLIT-NOT: = split.
// NOSPLIT-NOT: {{^ *}}split.{{(split|sequence)}}
// NOSPLIT-NOT: unrealized_conversion_cast

//===----------------------------------------------------------------------===//
// Static sizes
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @static_two
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<4x4xf32>)
// CHECK-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 4] [1, 1] : tensor<6x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][2, 0] [4, 4] [1, 1] : tensor<6x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<2x4xf32>, tensor<4x4xf32>
// CANON-LABEL: func.func @static_two
// CANON-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CANON-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 4] [1, 1] : tensor<6x4xf32> to tensor<2x4xf32>
// CANON-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][2, 0] [4, 4] [1, 1] : tensor<6x4xf32> to tensor<4x4xf32>
// CANON-NEXT: return %[[A]], %[[B]] : tensor<2x4xf32>, tensor<4x4xf32>
func.func @static_two(%x: tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<4x4xf32>) {
  %a, %b = split.split %x axis = 0 sizes = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
  return %a, %b : tensor<2x4xf32>, tensor<4x4xf32>
}

// The offset of each chunk is the sum of the sizes before it: 0, 1, 1 + 2.
// CHECK-LABEL: func.func @static_three
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [1, 4] [1, 1] : tensor<6x4xf32> to tensor<1x4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][1, 0] [2, 4] [1, 1] : tensor<6x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.extract_slice %[[X]][3, 0] [3, 4] [1, 1] : tensor<6x4xf32> to tensor<3x4xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : tensor<1x4xf32>, tensor<2x4xf32>, tensor<3x4xf32>
// CANON-LABEL: func.func @static_three
// CANON-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CANON-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [1, 4] [1, 1] : tensor<6x4xf32> to tensor<1x4xf32>
// CANON-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][1, 0] [2, 4] [1, 1] : tensor<6x4xf32> to tensor<2x4xf32>
// CANON-NEXT: %[[C:.*]] = tensor.extract_slice %[[X]][3, 0] [3, 4] [1, 1] : tensor<6x4xf32> to tensor<3x4xf32>
// CANON-NEXT: return %[[A]], %[[B]], %[[C]]
func.func @static_three(%x: tensor<6x4xf32>) -> (tensor<1x4xf32>, tensor<2x4xf32>, tensor<3x4xf32>) {
  %a, %b, %c = split.split %x axis = 0 sizes = [1, 2, 3] : tensor<6x4xf32> -> tensor<1x4xf32>, tensor<2x4xf32>, tensor<3x4xf32>
  return %a, %b, %c : tensor<1x4xf32>, tensor<2x4xf32>, tensor<3x4xf32>
}

// A single chunk covering the whole axis folds away before lowering.
// CHECK-LABEL: func.func @single_chunk
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK-NEXT: return %[[X]] : tensor<6x4xf32>
func.func @single_chunk(%x: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %a = split.split %x axis = 0 sizes = [6] : tensor<6x4xf32> -> tensor<6x4xf32>
  return %a : tensor<6x4xf32>
}

//===----------------------------------------------------------------------===//
// Non-zero axis
//===----------------------------------------------------------------------===//

// Only the axis (dimension 1) gets the offset and the chunk size; the other
// dimensions are taken whole.
// CHECK-LABEL: func.func @axis_one
// CHECK-SAME: (%[[X:.*]]: tensor<2x6x3xi64>)
// CHECK-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0, 0] [2, 2, 3] [1, 1, 1] : tensor<2x6x3xi64> to tensor<2x2x3xi64>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][0, 2, 0] [2, 4, 3] [1, 1, 1] : tensor<2x6x3xi64> to tensor<2x4x3xi64>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<2x2x3xi64>, tensor<2x4x3xi64>
// CANON-LABEL: func.func @axis_one
// CANON-SAME: (%[[X:.*]]: tensor<2x6x3xi64>)
// CANON-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0, 0] [2, 2, 3] [1, 1, 1] : tensor<2x6x3xi64> to tensor<2x2x3xi64>
// CANON-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][0, 2, 0] [2, 4, 3] [1, 1, 1] : tensor<2x6x3xi64> to tensor<2x4x3xi64>
// CANON-NEXT: return %[[A]], %[[B]]
func.func @axis_one(%x: tensor<2x6x3xi64>) -> (tensor<2x2x3xi64>, tensor<2x4x3xi64>) {
  %a, %b = split.split %x axis = 1 sizes = [2, 4] : tensor<2x6x3xi64> -> tensor<2x2x3xi64>, tensor<2x4x3xi64>
  return %a, %b : tensor<2x2x3xi64>, tensor<2x4x3xi64>
}

//===----------------------------------------------------------------------===//
// Dynamic sizes
//===----------------------------------------------------------------------===//

// Dynamic sizes become dynamic slice sizes, and the offsets are their running
// sum, computed (before the slices) with arith.addi from the first dynamic
// size on.
// CHECK-LABEL: func.func @dynamic_sizes
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[N:.*]]: index, %[[M:.*]]: index)
// CHECK: split.check %{{.*}}, "split.split: split sizes sum to
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[O2:.*]] = arith.addi %[[N]], %[[ONE]] : index
// CHECK-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [1, 4] [1, 1] : tensor<?x4xf32> to tensor<1x4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][1, 0] [%[[N]], 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.extract_slice %[[X]][%[[O2]], 0] [%[[M]], 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : tensor<1x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
// Hand-written dynamic sizes are checked at run time (>= 0, no overflow,
// sum = the dimension), so that no split.split reads out of bounds.
// CANON-LABEL: func.func @dynamic_sizes
// CANON-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[N:.*]]: index, %[[M:.*]]: index)
// CANON-DAG: %[[TWO:.*]] = arith.constant 2 : index
// CANON-DAG: %[[ONE:.*]] = arith.constant 1 : index
// CANON-DAG: %[[ZERO:.*]] = arith.constant 0 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[ZERO]] : tensor<?x4xf32>
// CANON-NEXT: %[[NN:.*]] = arith.cmpi sge, %[[N]], %[[ZERO]] : index
// CANON-NEXT: split.check %[[NN]], "split.split: split sizes contain the negative size {0} at index {1}"(%[[N]], %[[ONE]] : index, index)
// CANON-NEXT: %[[O2:.*]] = arith.addi %[[N]], %[[ONE]] : index
// CANON-NEXT: %[[W1:.*]] = arith.cmpi sge, %[[O2]], %[[ZERO]] : index
// CANON-NEXT: split.check %[[W1]], "split.split: split sizes overflow a 64-bit sum"
// CANON-NEXT: %[[MN:.*]] = arith.cmpi sge, %[[M]], %[[ZERO]] : index
// CANON-NEXT: split.check %[[MN]], "split.split: split sizes contain the negative size {0} at index {1}"(%[[M]], %[[TWO]] : index, index)
// CANON-NEXT: %[[SUM:.*]] = arith.addi %[[O2]], %[[M]] : index
// CANON-NEXT: %[[W2:.*]] = arith.cmpi sge, %[[SUM]], %[[ZERO]] : index
// CANON-NEXT: split.check %[[W2]], "split.split: split sizes overflow a 64-bit sum"
// CANON-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[SUM]], %[[D]] : index
// CANON-NEXT: split.check %[[EQ]], "split.split: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[SUM]], %[[D]] : index, index)
// CANON-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [1, 4] [1, 1] : tensor<?x4xf32> to tensor<1x4xf32>
// CANON-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][1, 0] [%[[N]], 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
// CANON-NEXT: %[[C:.*]] = tensor.extract_slice %[[X]][%[[O2]], 0] [%[[M]], 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
// CANON-NEXT: return %[[A]], %[[B]], %[[C]]
func.func @dynamic_sizes(%x: tensor<?x4xf32>, %n: index, %m: index) -> (tensor<1x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b, %c = split.split %x axis = 0 sizes = [1, %n, %m] : tensor<?x4xf32> -> tensor<1x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b, %c : tensor<1x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
}

// Dynamic dimensions other than the axis are read with tensor.dim and taken
// whole.
// CHECK-LABEL: func.func @dynamic_other_dims
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x2xf32>, %[[N:.*]]: index)
// CHECK: %[[I0:.*]] = arith.constant 0 : index
// CHECK: %[[D0:.*]] = tensor.dim %[[X]], %[[I0]] : tensor<?x?x2xf32>
// CHECK: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0, 0] [%[[D0]], %[[N]], 2] [1, 1, 1] : tensor<?x?x2xf32> to tensor<?x?x2xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][0, %[[N]], 0] [%[[D0]], 3, 2] [1, 1, 1] : tensor<?x?x2xf32> to tensor<?x3x2xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<?x?x2xf32>, tensor<?x3x2xf32>
// CANON-LABEL: func.func @dynamic_other_dims
// CANON-SAME: (%[[X:.*]]: tensor<?x?x2xf32>, %[[N:.*]]: index)
// CANON: %[[D0:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x?x2xf32>
// CANON-NEXT: %[[D1:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x?x2xf32>
// CANON: %[[SUM:.*]] = arith.addi %[[N]], %{{.*}} : index
// CANON: %[[EQ:.*]] = arith.cmpi eq, %[[SUM]], %[[D1]] : index
// CANON-NEXT: split.check %[[EQ]], "split.split: split sizes sum to {0} but dimension 1 of the input has size {1}"(%[[SUM]], %[[D1]] : index, index)
// CANON-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0, 0] [%[[D0]], %[[N]], 2] [1, 1, 1] : tensor<?x?x2xf32> to tensor<?x?x2xf32>
// CANON-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][0, %[[N]], 0] [%[[D0]], 3, 2] [1, 1, 1] : tensor<?x?x2xf32> to tensor<?x3x2xf32>
// CANON-NEXT: return %[[A]], %[[B]]
func.func @dynamic_other_dims(%x: tensor<?x?x2xf32>, %n: index) -> (tensor<?x?x2xf32>, tensor<?x3x2xf32>) {
  %a, %b = split.split %x axis = 1 sizes = [%n, 3] : tensor<?x?x2xf32> -> tensor<?x?x2xf32>, tensor<?x3x2xf32>
  return %a, %b : tensor<?x?x2xf32>, tensor<?x3x2xf32>
}

//===----------------------------------------------------------------------===//
// Empty chunks
//===----------------------------------------------------------------------===//

// Statically empty chunks ([0, 4, 0] on d = 4) are tensor.empty, never an
// extract_slice (which rejects static offsets into empty dimensions); the
// non-empty chunk starts at 0 + 0.
// CHECK-LABEL: func.func @empty_chunks
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>)
// CHECK-NEXT: %[[A:.*]] = tensor.empty() : tensor<0x3xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][0, 0] [4, 3] [1, 1] : tensor<4x3xf32> to tensor<4x3xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.empty() : tensor<0x3xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
// CANON-LABEL: func.func @empty_chunks
// CANON-SAME: (%[[X:.*]]: tensor<4x3xf32>)
// CANON-NEXT: %[[A:.*]] = tensor.empty() : tensor<0x3xf32>
// CANON-NEXT: return %[[A]], %[[X]], %[[A]] : tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
func.func @empty_chunks(%x: tensor<4x3xf32>) -> (tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>) {
  %a, %b, %c = split.split %x axis = 0 sizes = [0, 4, 0] : tensor<4x3xf32> -> tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
  return %a, %b, %c : tensor<0x3xf32>, tensor<4x3xf32>, tensor<0x3xf32>
}

// An empty chunk with a dynamic dimension elsewhere: tensor.empty takes that
// dimension's run-time size.
// CHECK-LABEL: func.func @empty_chunk_dynamic_other
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[N:.*]]: index)
// CHECK: %[[I1:.*]] = arith.constant 1 : index
// CHECK: %[[D1:.*]] = tensor.dim %[[X]], %[[I1]] : tensor<?x?xf32>
// CHECK: %[[A:.*]] = tensor.empty(%[[D1]]) : tensor<0x?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][0, 0] [%[[N]], %[[D1]]] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<0x?xf32>, tensor<?x?xf32>
// CANON-LABEL: func.func @empty_chunk_dynamic_other
// CANON-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[N:.*]]: index)
// CANON: %[[D0:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x?xf32>
// CANON-NEXT: %[[D1:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x?xf32>
// CANON: split.check %{{.*}}, "split.split: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[N]], %[[D0]] : index, index)
// CANON-NEXT: %[[A:.*]] = tensor.empty(%[[D1]]) : tensor<0x?xf32>
// CANON-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][0, 0] [%[[N]], %[[D1]]] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CANON-NEXT: return %[[A]], %[[B]]
func.func @empty_chunk_dynamic_other(%x: tensor<?x?xf32>, %n: index) -> (tensor<0x?xf32>, tensor<?x?xf32>) {
  %a, %b = split.split %x axis = 0 sizes = [0, %n] : tensor<?x?xf32> -> tensor<0x?xf32>, tensor<?x?xf32>
  return %a, %b : tensor<0x?xf32>, tensor<?x?xf32>
}

// A zero-size dimension other than the axis makes every chunk empty: no
// extract_slice at all, even for the non-zero chunk sizes.
// CHECK-LABEL: func.func @zero_other_dim
// CHECK-SAME: (%[[X:.*]]: tensor<0x6xf32>)
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[A:.*]] = tensor.empty() : tensor<0x2xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[B:.*]] = tensor.empty() : tensor<0x4xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: return %[[A]], %[[B]] : tensor<0x2xf32>, tensor<0x4xf32>
// CANON-LABEL: func.func @zero_other_dim
// CANON-NEXT: %[[A:.*]] = tensor.empty() : tensor<0x2xf32>
// CANON-NEXT: %[[B:.*]] = tensor.empty() : tensor<0x4xf32>
// CANON-NEXT: return %[[A]], %[[B]] : tensor<0x2xf32>, tensor<0x4xf32>
func.func @zero_other_dim(%x: tensor<0x6xf32>) -> (tensor<0x2xf32>, tensor<0x4xf32>) {
  %a, %b = split.split %x axis = 1 sizes = [2, 4] : tensor<0x6xf32> -> tensor<0x2xf32>, tensor<0x4xf32>
  return %a, %b : tensor<0x2xf32>, tensor<0x4xf32>
}

// Same with a dynamic chunk size: the empty tensor takes the run-time size.
// CHECK-LABEL: func.func @zero_other_dim_dynamic_size
// CHECK-SAME: (%[[X:.*]]: tensor<0x?xf32>, %[[N:.*]]: index)
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[A:.*]] = tensor.empty(%[[N]]) : tensor<0x?xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[B:.*]] = tensor.empty() : tensor<0x2xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: return %[[A]], %[[B]] : tensor<0x?xf32>, tensor<0x2xf32>
func.func @zero_other_dim_dynamic_size(%x: tensor<0x?xf32>, %n: index) -> (tensor<0x?xf32>, tensor<0x2xf32>) {
  %a, %b = split.split %x axis = 1 sizes = [%n, 2] : tensor<0x?xf32> -> tensor<0x?xf32>, tensor<0x2xf32>
  return %a, %b : tensor<0x?xf32>, tensor<0x2xf32>
}

//===----------------------------------------------------------------------===//
// Result type casts
//===----------------------------------------------------------------------===//

// Results more dynamic than the slices get a tensor.cast from the slice type.
// CHECK-LABEL: func.func @result_casts
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CHECK: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 4] [1, 1] : tensor<6x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: %[[AC:.*]] = tensor.cast %[[A]] : tensor<2x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][2, 0] [4, 4] [1, 1] : tensor<6x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: %[[BC:.*]] = tensor.cast %[[B]] : tensor<4x4xf32> to tensor<4x?xf32>
// CHECK: return %[[AC]], %[[BC]] : tensor<?x4xf32>, tensor<4x?xf32>
// CANON-LABEL: func.func @result_casts
// CANON-SAME: (%[[X:.*]]: tensor<6x4xf32>)
// CANON-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 4] [1, 1] : tensor<6x4xf32> to tensor<2x4xf32>
// CANON-NEXT: %[[AC:.*]] = tensor.cast %[[A]] : tensor<2x4xf32> to tensor<?x4xf32>
// CANON-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][2, 0] [4, 4] [1, 1] : tensor<6x4xf32> to tensor<4x4xf32>
// CANON-NEXT: %[[BC:.*]] = tensor.cast %[[B]] : tensor<4x4xf32> to tensor<4x?xf32>
// CANON-NEXT: return %[[AC]], %[[BC]]
func.func @result_casts(%x: tensor<6x4xf32>) -> (tensor<?x4xf32>, tensor<4x?xf32>) {
  %a, %b = split.split %x axis = 0 sizes = [2, 4] : tensor<6x4xf32> -> tensor<?x4xf32>, tensor<4x?xf32>
  return %a, %b : tensor<?x4xf32>, tensor<4x?xf32>
}

// A dynamic empty result of a static empty slice.
// CHECK-LABEL: func.func @empty_chunk_cast
// CHECK: %[[A:.*]] = tensor.empty() : tensor<0x3xf32>
// CHECK-NEXT: %[[AC:.*]] = tensor.cast %[[A]] : tensor<0x3xf32> to tensor<?x3xf32>
// CHECK: return %[[AC]], %{{.*}} : tensor<?x3xf32>, tensor<4x3xf32>
func.func @empty_chunk_cast(%x: tensor<4x3xf32>) -> (tensor<?x3xf32>, tensor<4x3xf32>) {
  %a, %b = split.split %x axis = 0 sizes = [0, 4] : tensor<4x3xf32> -> tensor<?x3xf32>, tensor<4x3xf32>
  return %a, %b : tensor<?x3xf32>, tensor<4x3xf32>
}

//===----------------------------------------------------------------------===//
// Versioned ops are normalised on the way
//===----------------------------------------------------------------------===//

// Static versioned op: no check, static slices.
// CHECK-LABEL: func.func @v11_static
// CHECK-SAME: (%[[X:.*]]: tensor<2x5xi32>)
// CHECK-NOT: split.check
// CHECK: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 1] [1, 1] : tensor<2x5xi32> to tensor<2x1xi32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][0, 1] [2, 4] [1, 1] : tensor<2x5xi32> to tensor<2x4xi32>
// CHECK: return %[[A]], %[[B]]
// CANON-LABEL: func.func @v11_static
// CANON-SAME: (%[[X:.*]]: tensor<2x5xi32>)
// CANON-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 1] [1, 1] : tensor<2x5xi32> to tensor<2x1xi32>
// CANON-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][0, 1] [2, 4] [1, 1] : tensor<2x5xi32> to tensor<2x4xi32>
// CANON-NEXT: return %[[A]], %[[B]]
func.func @v11_static(%x: tensor<2x5xi32>) -> (tensor<2x1xi32>, tensor<2x4xi32>) {
  %a, %b = split.split_v11 %x axis = -1 split = [1, 4] : tensor<2x5xi32> -> tensor<2x1xi32>, tensor<2x4xi32>
  return %a, %b : tensor<2x1xi32>, tensor<2x4xi32>
}

// Split-13 with a run-time split list: the entry count (only when the list is
// not empty; empty = equal parts, 6 / 2 = 3), the signs and the sum are
// checked, then the run-time sizes slice the input.
// CHECK-LABEL: func.func @v13_dynamic_list
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>, %[[L:.*]]: tensor<?xi64>)
// CHECK: %[[LEN:.*]] = tensor.dim %[[L]], %{{.*}} : tensor<?xi64>
// CHECK: %[[EMPTY:.*]] = arith.cmpi eq, %[[LEN]], %{{.*}} : index
// CHECK: %[[SIZES:.*]]:2 = scf.if %[[EMPTY]] -> (index, index) {
// CHECK-NOT: split.check
// CHECK: scf.yield %{{.*}}, %{{.*}} : index, index
// CHECK-NEXT: } else {
// CHECK: %[[ISZERO:.*]] = arith.cmpi eq, %[[LEN]], %{{.*}} : index
// CHECK: %[[ISTWO:.*]] = arith.cmpi eq, %[[LEN]], %{{.*}} : index
// CHECK-NEXT: %[[COUNT:.*]] = arith.ori %[[ISZERO]], %[[ISTWO]] : i1
// CHECK-NEXT: split.check %[[COUNT]], "split.split_v13: split list has length {0} but the op has 2 results"(%[[LEN]] : index)
// CHECK: %[[E0:.*]] = tensor.extract %[[L]][%{{.*}}] : tensor<?xi64>
// CHECK-NEXT: %[[S0:.*]] = arith.index_cast %[[E0]] : i64 to index
// CHECK: %[[E1:.*]] = tensor.extract %[[L]][%{{.*}}] : tensor<?xi64>
// CHECK-NEXT: %[[S1:.*]] = arith.index_cast %[[E1]] : i64 to index
// CHECK-NEXT: scf.yield %[[S0]], %[[S1]] : index, index
// CHECK-NEXT: }
// CHECK: %[[NN0:.*]] = arith.cmpi sge, %[[SIZES]]#0, %{{.*}} : index
// CHECK: split.check %[[NN0]], "split.split_v13: split sizes contain the negative size {0} at index {1}"(%[[SIZES]]#0, %{{.*}} : index, index)
// CHECK: %[[NN1:.*]] = arith.cmpi sge, %[[SIZES]]#1, %{{.*}} : index
// CHECK: split.check %[[NN1]], "split.split_v13: split sizes contain the negative size {0} at index {1}"(%[[SIZES]]#1, %{{.*}} : index, index)
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[SIZES]]#0, %[[SIZES]]#1 : index
// CHECK: %[[NOWRAP:.*]] = arith.cmpi sge, %[[SUM]], %{{.*}} : index
// CHECK-NEXT: split.check %[[NOWRAP]], "split.split_v13: split sizes overflow a 64-bit sum"
// CHECK: %[[SUMOK:.*]] = arith.cmpi eq, %[[SUM]], %{{.*}} : index
// CHECK-NEXT: %[[SIX:.*]] = arith.constant 6 : index
// CHECK-NEXT: split.check %[[SUMOK]], "split.split_v13: split sizes sum to {0} but dimension 0 of the input has size {1}"(%[[SUM]], %[[SIX]] : index, index)
// The split.split the pass makes of it is not checked again (a
// hand-written one is, see @dynamic_sizes).
// CHECK-NOT: split.check
// CHECK: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [%[[SIZES]]#0, 4] [1, 1] : tensor<6x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][%[[SIZES]]#0, 0] [%[[SIZES]]#1, 4] [1, 1] : tensor<6x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<?x4xf32>, tensor<?x4xf32>
// CANON-LABEL: func.func @v13_dynamic_list
// CANON-SAME: (%[[X:.*]]: tensor<6x4xf32>, %[[L:.*]]: tensor<?xi64>)
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON-DAG: %[[C2:.*]] = arith.constant 2 : index
// CANON: %[[LEN:.*]] = tensor.dim %[[L]], %{{.*}} : tensor<?xi64>
// CANON: %[[SIZES:.*]]:2 = scf.if %{{.*}} -> (index, index) {
// CANON-NEXT: scf.yield %[[C3]], %[[C3]] : index, index
// CANON-NEXT: } else {
// CANON-NEXT: %[[COUNT:.*]] = arith.cmpi eq, %[[LEN]], %[[C2]] : index
// CANON-NEXT: split.check %[[COUNT]], "split.split_v13: split list has length {0} but the op has 2 results"(%[[LEN]] : index)
// CANON: split.check {{.*}}"split.split_v13: split sizes sum to {0} but dimension 0 of the input has size {1}"
// CANON-NOT: split.check
// CANON: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [%[[SIZES]]#0, 4] [1, 1] : tensor<6x4xf32> to tensor<?x4xf32>
// CANON-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][%[[SIZES]]#0, 0] [%[[SIZES]]#1, 4] [1, 1] : tensor<6x4xf32> to tensor<?x4xf32>
// CANON-NEXT: return %[[A]], %[[B]]
func.func @v13_dynamic_list(%x: tensor<6x4xf32>, %l: tensor<?xi64>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b = split.split_v13 %x, %l : tensor<6x4xf32>, tensor<?xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// Split-18 num_outputs = 3 on a dynamic dimension: chunks of ceil(d / 3), the
// last one d - 2 * ceil(d / 3), which is checked to be >= 1.
// CHECK-LABEL: func.func @v18_num_outputs_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x4xf32>
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[PART:.*]] = arith.ceildivui %[[D]], %[[C3]] : index
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[REST:.*]] = arith.muli %[[PART]], %[[C2]] : index
// CHECK-NEXT: %[[LAST:.*]] = arith.subi %[[D]], %[[REST]] : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi sge, %[[LAST]], %[[C1]] : index
// CHECK-NEXT: split.check %[[OK]], "split.split_v18: num_outputs 3 cannot split dimension 0 of size {0}: 2 parts of size {1} leave {2} for the last part, which must be >= 1"(%[[D]], %[[PART]], %[[LAST]] : index, index, index)
// CHECK: %[[O2:.*]] = arith.addi %[[PART]], %[[PART]] : index
// CHECK-NEXT: %[[A:.*]] = tensor.extract_slice %[[X]][0, 0] [%[[PART]], 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract_slice %[[X]][%[[PART]], 0] [%[[PART]], 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.extract_slice %[[X]][%[[O2]], 0] [%[[LAST]], 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
func.func @v18_num_outputs_dynamic(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) {
  %a:3 = split.split_v18 %x num_outputs = 3 : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
  return %a#0, %a#1, %a#2 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
}
