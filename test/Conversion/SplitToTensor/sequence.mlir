// RUN: split-opt %s --convert-split-to-tensor | FileCheck %s
// RUN: split-opt %s --convert-split-to-tensor | FileCheck %s --check-prefix=NOSEQ
// RUN: split-opt %s --convert-split-to-tensor --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: split-opt %s --convert-split-to-tensor --cse --canonicalize | FileCheck %s --check-prefix=CSE

// --convert-split-to-tensor turns a !split.seq<T> of element rank R into four
// values (docs/Sequences.md):
//   storage tensor<?xE>      the element data, flat: a split's input,
//   end     index            where an inserted element's data would go,
//   table   tensor<?xindex>  one row per element: its offset in storage, its
//                            R sizes and its R strides,
//   length  index            the number of elements,
// across function signatures, calls, returns and scf regions. A
// split_to_sequence copies nothing and unrolls nothing: its storage is its
// input collapsed to 1-D and its rows come from one scf.for over the chunk
// boundaries. An element is a split.view of the storage.
//
// CHECK follows the pass output itself; CANON the values after
// --canonicalize has folded the constants.

// No sequence type and no split op other than split.check and split.view
// survives anywhere (split.check has no results and its messages start with
// a quote).
// NOSEQ-NOT: !split.seq
// NOSEQ-NOT: = split.{{[^v]}}
// NOSEQ-NOT: {{^ *}}split.{{(split|sequence)}}
// NOSEQ-NOT: unrealized_conversion_cast

//===----------------------------------------------------------------------===//
// split_to_sequence
//===----------------------------------------------------------------------===//

// chunk = 2 on 7 rows: 4 chunks; the storage is the 28 elements of the input;
// row i is [min(2i, 7) * 4, min(2i + 2, 7) - min(2i, 7), 4, 4, 1]: the
// offset, the sizes [rows, 4] and the strides [4, 1].
// CHECK-LABEL: func.func @chunk_static
// CHECK-SAME: (%[[X:.*]]: tensor<7x4xf32>) -> (tensor<?xf32>, index, tensor<?xindex>, index)
// CHECK: %[[B:.*]] = tensor.generate
// CHECK: scf.for
// CHECK: tensor.extract %[[B]]
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1]] : tensor<7x4xf32> into tensor<28xf32>
// CHECK-NEXT: %[[STORAGE:.*]] = tensor.cast %[[FLAT]] : tensor<28xf32> to tensor<?xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: return %[[STORAGE]], %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xf32>, index, tensor<?xindex>, index
// CANON-LABEL: func.func @chunk_static
// CANON-SAME: (%[[X:.*]]: tensor<7x4xf32>)
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON-DAG: %[[C2:.*]] = arith.constant 2 : index
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON-DAG: %[[C4:.*]] = arith.constant 4 : index
// CANON-DAG: %[[C5:.*]] = arith.constant 5 : index
// CANON-DAG: %[[C7:.*]] = arith.constant 7 : index
// CANON-DAG: %[[C28:.*]] = arith.constant 28 : index
// CANON: %[[EMPTY:.*]] = tensor.empty() : tensor<20xindex>
// CANON-NEXT: %[[ROWS:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[C4]] step %[[C1]] iter_args(%[[T:.*]] = %[[EMPTY]]) -> (tensor<20xindex>) {
// CANON-NEXT: %[[S0:.*]] = arith.muli %[[I]], %[[C2]] : index
// CANON-NEXT: %[[START:.*]] = arith.minui %[[S0]], %[[C7]] : index
// CANON-NEXT: %[[I1:.*]] = arith.addi %[[I]], %[[C1]] : index
// CANON-NEXT: %[[S1:.*]] = arith.muli %[[I1]], %[[C2]] : index
// CANON-NEXT: %[[STOP:.*]] = arith.minui %[[S1]], %[[C7]] : index
// CANON-NEXT: %[[OFF:.*]] = arith.muli %[[START]], %[[C4]] : index
// CANON-NEXT: %[[ROWS_I:.*]] = arith.subi %[[STOP]], %[[START]] : index
// CANON-NEXT: %[[E0:.*]] = arith.muli %[[I]], %[[C5]] : index
// CANON-NEXT: %[[T0:.*]] = tensor.insert %[[OFF]] into %[[T]][%[[E0]]] : tensor<20xindex>
// CANON: %[[E1:.*]] = arith.addi %{{.*}}, %[[C1]] : index
// CANON-NEXT: %[[T1:.*]] = tensor.insert %[[ROWS_I]] into %[[T0]][%[[E1]]] : tensor<20xindex>
// CANON: %[[E2:.*]] = arith.addi %{{.*}}, %[[C2]] : index
// CANON-NEXT: %[[T2:.*]] = tensor.insert %[[C4]] into %[[T1]][%[[E2]]] : tensor<20xindex>
// CANON: %[[E3:.*]] = arith.addi %{{.*}}, %[[C3]] : index
// CANON-NEXT: %[[T3:.*]] = tensor.insert %[[C4]] into %[[T2]][%[[E3]]] : tensor<20xindex>
// CANON: %[[E4:.*]] = arith.addi %{{.*}}, %[[C4]] : index
// CANON-NEXT: %[[T4:.*]] = tensor.insert %[[C1]] into %[[T3]][%[[E4]]] : tensor<20xindex>
// CANON-NEXT: scf.yield %[[T4]] : tensor<20xindex>
// CANON: %[[TABLE:.*]] = tensor.cast %[[ROWS]] : tensor<20xindex> to tensor<?xindex>
// CANON-NEXT: %[[FLAT:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1]] : tensor<7x4xf32> into tensor<28xf32>
// CANON-NEXT: %[[STORAGE:.*]] = tensor.cast %[[FLAT]] : tensor<28xf32> to tensor<?xf32>
// CANON-NEXT: return %[[STORAGE]], %[[C28]], %[[TABLE]], %[[C4]] : tensor<?xf32>, index, tensor<?xindex>, index
func.func @chunk_static(%x: tensor<7x4xf32>) -> !split.seq<tensor<?x4xf32>> {
  %s = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<7x4xf32> -> !split.seq<tensor<?x4xf32>>
  return %s : !split.seq<tensor<?x4xf32>>
}

// A dynamic chunk along the middle axis of 2x?x3: the chunk is checked
// (>= 1) here, so that no hand-written op divides by 0; row i is
// [start * 3, 2, size, 3, d * 3, 3, 1]: chunks along an inner axis are
// strided views of the input.
// CANON-LABEL: func.func @chunk_dynamic
// CANON-SAME: (%[[X:.*]]: tensor<2x?x3xf32>, %[[N:.*]]: index)
// CANON: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<2x?x3xf32>
// CANON-NEXT: %[[POS:.*]] = arith.cmpi sge, %[[N]], %{{.*}} : index
// CANON-NEXT: split.check %[[POS]], "split.split_to_sequence: scalar split {0} must be >= 1"(%[[N]] : index)
// CANON-NEXT: %[[COUNT:.*]] = arith.ceildivui %[[D]], %[[N]] : index
// CANON-NEXT: %[[STRIDE0:.*]] = arith.muli %[[D]], %{{.*}} : index
// CANON: scf.for %{{.*}} = %{{.*}} to %[[COUNT]]
// CANON: %[[START:.*]] = arith.minui %{{.*}}, %[[D]] : index
// CANON: %[[STOP:.*]] = arith.minui %{{.*}}, %[[D]] : index
// CANON-NEXT: %[[OFF:.*]] = arith.muli %[[START]], %[[C3:.*]] : index
// CANON-NEXT: %[[SIZE:.*]] = arith.subi %[[STOP]], %[[START]] : index
// CANON: tensor.insert %[[OFF]] into
// CANON: tensor.insert %[[C2:.*]] into
// CANON: tensor.insert %[[SIZE]] into
// CANON: tensor.insert %[[C3]] into
// CANON: tensor.insert %[[STRIDE0]] into
// CANON: tensor.insert %[[C3]] into
// CANON: tensor.insert %[[C1:.*]] into
// CANON: %[[FLAT:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1, 2]] : tensor<2x?x3xf32> into tensor<?xf32>
// CANON-NEXT: %[[END:.*]] = arith.muli %[[D]], %{{.*}} : index
// CANON-NEXT: return %[[FLAT]], %[[END]], %{{.*}}, %[[COUNT]] : tensor<?xf32>, index, tensor<?xindex>, index
func.func @chunk_dynamic(%x: tensor<2x?x3xf32>, %n: index) -> !split.seq<tensor<2x?x3xf32>> {
  %s = split.split_to_sequence %x axis = 1 chunk = %n : tensor<2x?x3xf32> -> !split.seq<tensor<2x?x3xf32>>
  return %s : !split.seq<tensor<2x?x3xf32>>
}

// A size list on axis 1 of 7x4: one scf.for reads the entries, checks each
// (>= 0, no overflow, as SizeBuilder::checkSequenceList does for the
// versioned ops, so that no hand-written op reads out of bounds) and writes
// the boundaries; then the sum is checked (4), and an empty list means
// chunks of 1. Row i is [b_i, 7, b_i+1 - b_i, 4, 1].
// CANON-LABEL: func.func @sizes_list
// CANON: split.check %{{.*}}, "split.split_to_sequence: split sizes contain the negative size {0} at index {1}"
// CANON: split.check %{{.*}}, "split.split_to_sequence: split sizes overflow a 64-bit sum"
// CANON: split.check %{{.*}}, "split.split_to_sequence: split sizes sum to {0} but dimension 1 of the input has size {1}"
// CANON: %[[B:.*]] = scf.if
// CANON: scf.for
// CANON-NEXT: %[[START:.*]] = tensor.extract %[[B]][%{{.*}}] : tensor<?xindex>
// CANON: %[[STOP:.*]] = tensor.extract %[[B]][%{{.*}}] : tensor<?xindex>
// CANON-NEXT: %[[SIZE:.*]] = arith.subi %[[STOP]], %[[START]] : index
// CANON: tensor.insert %[[START]] into
// CANON: tensor.insert %[[C7:.*]] into
// CANON: tensor.insert %[[SIZE]] into
// CANON: tensor.insert %[[C4:.*]] into
// CANON: tensor.insert %[[C1:.*]] into
func.func @sizes_list(%x: tensor<7x4xf32>, %l: tensor<?xi64>) -> !split.seq<tensor<7x?xf32>> {
  %s = split.split_to_sequence %x axis = 1 sizes = %l : tensor<?xi64> : tensor<7x4xf32> -> !split.seq<tensor<7x?xf32>>
  return %s : !split.seq<tensor<7x?xf32>>
}

// drop_axis: rank-1 elements, one size (3) and one stride (5); element i
// starts at i.
// CANON-LABEL: func.func @drop_axis
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON-DAG: %[[C5:.*]] = arith.constant 5 : index
// CANON: tensor.empty() : tensor<15xindex>
// CANON: %[[START:.*]] = arith.minui %{{.*}}, %[[C5]] : index
// CANON-NEXT: %[[E0:.*]] = arith.muli %{{.*}}, %[[C3]] : index
// CANON-NEXT: %[[T0:.*]] = tensor.insert %[[START]] into %{{.*}}[%[[E0]]] : tensor<15xindex>
// CANON: %[[T1:.*]] = tensor.insert %[[C3]] into %[[T0]]
// CANON: %[[T2:.*]] = tensor.insert %[[C5]] into %[[T1]]
// CANON-NEXT: scf.yield %[[T2]] : tensor<15xindex>
func.func @drop_axis(%x: tensor<3x5xf32>) -> !split.seq<tensor<3xf32>> {
  %s = split.split_to_sequence %x axis = 1 chunk = 1 drop_axis : tensor<3x5xf32> -> !split.seq<tensor<3xf32>>
  return %s : !split.seq<tensor<3xf32>>
}

// A versioned op with a run-time scalar split is normalised first: its check
// comes before the sequence values, and the chunk is the index_cast scalar.
// The lowering checks the chunk again (for hand-written normalised ops); CSE
// makes the two conditions one value, and canonicalisation keeps the first
// check, under the versioned op's name.
// CSE-LABEL: func.func @v11_scalar_split
// CSE: split.check %{{.*}}, "split.split_to_sequence_v11: scalar split {0} must be >= 1"
// CSE-NOT: split.check
// CSE: return
func.func @v11_scalar_split(%x: tensor<6x4xf32>, %c: tensor<i32>) -> !split.seq<tensor<?x4xf32>> {
  %s = split.split_to_sequence_v11 %x, %c : tensor<6x4xf32>, tensor<i32> -> !split.seq<tensor<?x4xf32>>
  return %s : !split.seq<tensor<?x4xf32>>
}

//===----------------------------------------------------------------------===//
// sequence_at
//===----------------------------------------------------------------------===//

// The position (an i32 here) is checked against [-k, k-1], wrapped when
// negative, and row i (7 entries: rank 3) is read: every static dimension of
// the result type (0 and 2, not 1) is checked against its sizes, and the
// element is the view of the storage at its offset with its sizes and
// strides.
// CHECK-LABEL: func.func @sequence_at
// CHECK-SAME: (%[[ST:.*]]: tensor<?xi8>, %[[END:.*]]: index, %[[TAB:.*]]: tensor<?xindex>, %[[LEN:.*]]: index, %[[P:.*]]: tensor<i32>) -> tensor<2x?x3xi8>
// CANON-LABEL: func.func @sequence_at
// CANON-SAME: (%[[ST:.*]]: tensor<?xi8>, %[[END:.*]]: index, %[[TAB:.*]]: tensor<?xindex>, %[[LEN:.*]]: index, %[[P:.*]]: tensor<i32>) -> tensor<2x?x3xi8>
// CANON: %[[PE:.*]] = tensor.extract %[[P]][] : tensor<i32>
// CANON-NEXT: %[[POS:.*]] = arith.index_cast %[[PE]] : i32 to index
// CANON: split.check %{{.*}}, "split.sequence_at: position {0} is out of range for a sequence of length {1}"(%[[POS]], %[[LEN]] : index, index)
// CANON: %[[IDX:.*]] = arith.select %{{.*}}, %{{.*}}, %[[POS]] : index
// CANON-NEXT: %[[R0:.*]] = arith.muli %[[IDX]], %[[C7:.*]] : index
// CANON-NEXT: %[[OFF:.*]] = tensor.extract %[[TAB]][%[[R0]]] : tensor<?xindex>
// CANON: %[[S0:.*]] = tensor.extract %[[TAB]][%{{.*}}] : tensor<?xindex>
// CANON: %[[T0:.*]] = tensor.extract %[[TAB]][%{{.*}}] : tensor<?xindex>
// CANON: %[[S1:.*]] = tensor.extract %[[TAB]][%{{.*}}] : tensor<?xindex>
// CANON: %[[T1:.*]] = tensor.extract %[[TAB]][%{{.*}}] : tensor<?xindex>
// CANON: %[[S2:.*]] = tensor.extract %[[TAB]][%{{.*}}] : tensor<?xindex>
// CANON: %[[T2:.*]] = tensor.extract %[[TAB]][%{{.*}}] : tensor<?xindex>
// CANON-NEXT: %[[OK0:.*]] = arith.cmpi eq, %[[S0]], %{{.*}} : index
// CANON-NEXT: split.check %[[OK0]], "split.sequence_at: element {0} has size {1} in dimension 0 but the result type tensor<2x?x3xi8> requires 2"(%[[IDX]], %[[S0]] : index, index)
// CANON-NEXT: %[[OK2:.*]] = arith.cmpi eq, %[[S2]], %{{.*}} : index
// CANON-NEXT: split.check %[[OK2]], "split.sequence_at: element {0} has size {1} in dimension 2 but the result type tensor<2x?x3xi8> requires 3"(%[[IDX]], %[[S2]] : index, index)
// CANON-NEXT: %[[R:.*]] = split.view %[[ST]][%[[OFF]]] sizes_and_strides(%[[S0]], %[[S1]], %[[S2]], %[[T0]], %[[T1]], %[[T2]]) : tensor<?xi8> to tensor<2x?x3xi8>
// CANON-NEXT: return %[[R]] : tensor<2x?x3xi8>
func.func @sequence_at(%s: !split.seq<tensor<2x?x3xi8>>, %p: tensor<i32>) -> tensor<2x?x3xi8> {
  %e = split.sequence_at %s[%p] : !split.seq<tensor<2x?x3xi8>>, tensor<i32> -> tensor<2x?x3xi8>
  return %e : tensor<2x?x3xi8>
}

// A fully dynamic result type: only the range check.
// CANON-LABEL: func.func @sequence_at_dynamic
// CANON: split.check %{{.*}}, "split.sequence_at: position {0} is out of range for a sequence of length {1}"
// CANON-NOT: split.check
// CANON: %[[R:.*]] = split.view %{{.*}}[%{{.*}}] sizes_and_strides(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : tensor<?xf32> to tensor<?x?xf32>
// CANON-NEXT: return %[[R]] : tensor<?x?xf32>
func.func @sequence_at_dynamic(%s: !split.seq<tensor<?x?xf32>>, %p: tensor<i64>) -> tensor<?x?xf32> {
  %e = split.sequence_at %s[%p] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// An element without its axis (drop_axis): rows of three entries, the size
// checked against the sequence element type.
// CANON-LABEL: func.func @sequence_at_dropped_axis
// CANON: %[[OFF:.*]] = tensor.extract %{{.*}}[%{{.*}}] : tensor<?xindex>
// CANON: %[[S0:.*]] = tensor.extract %{{.*}}[%{{.*}}] : tensor<?xindex>
// CANON: split.check %{{.*}}, "split.sequence_at: element {0} has size {1} in dimension 0 but the sequence element type tensor<3xf32> requires 3"(%{{.*}}, %[[S0]] : index, index)
// CANON-NEXT: %[[R:.*]] = split.view %{{.*}}[%[[OFF]]] sizes_and_strides(%[[S0]], %{{.*}}) : tensor<?xf32> to tensor<?xf32>
// CANON-NEXT: return %[[R]] : tensor<?xf32>
func.func @sequence_at_dropped_axis(%s: !split.seq<tensor<3xf32>>, %p: tensor<i64>) -> tensor<?xf32> {
  %e = split.sequence_at %s[%p] : !split.seq<tensor<3xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// sequence_length
//===----------------------------------------------------------------------===//

// The length, as tensor<i64>.
// CHECK-LABEL: func.func @sequence_length
// CHECK-SAME: (%{{.*}}: tensor<?xf32>, %{{.*}}: index, %{{.*}}: tensor<?xindex>, %[[LEN:.*]]: index) -> tensor<i64>
// CHECK-NEXT: %[[LEN64:.*]] = arith.index_cast %[[LEN]] : index to i64
// CHECK-NEXT: %[[R:.*]] = tensor.from_elements %[[LEN64]] : tensor<i64>
// CHECK-NEXT: return %[[R]] : tensor<i64>
func.func @sequence_length(%s: !split.seq<tensor<?x4xf32>>) -> tensor<i64> {
  %n = split.sequence_length %s : !split.seq<tensor<?x4xf32>>
  return %n : tensor<i64>
}

// The length of a statically known sequence (ceil(7 / 2) = 4) folds to a
// constant (the rows of the sequence, left unused, go with canonicalisation).
// CHECK-LABEL: func.func @sequence_length_static
// CHECK: %[[CST:.*]] = arith.constant dense<4> : tensor<i64>
// CHECK-NEXT: return %[[CST]] : tensor<i64>
// CANON-LABEL: func.func @sequence_length_static
// CANON-NEXT: %[[CST:.*]] = arith.constant dense<4> : tensor<i64>
// CANON-NEXT: return %[[CST]] : tensor<i64>
func.func @sequence_length_static(%x: tensor<7x4xf32>) -> tensor<i64> {
  %s = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<7x4xf32> -> !split.seq<tensor<?x4xf32>>
  %n = split.sequence_length %s : !split.seq<tensor<?x4xf32>>
  return %n : tensor<i64>
}

//===----------------------------------------------------------------------===//
// Function boundaries
//===----------------------------------------------------------------------===//

// Declarations, calls and returns carry the four values.
// CHECK-LABEL: func.func private @external
// CHECK-SAME: (tensor<?xf32>, index, tensor<?xindex>, index) -> (tensor<?xf32>, index, tensor<?xindex>, index)
func.func private @external(!split.seq<tensor<?x4xf32>>) -> !split.seq<tensor<?x4xf32>>

// CHECK-LABEL: func.func @make
// CHECK-SAME: (%{{.*}}: tensor<?x4xf32>, %{{.*}}: index) -> (tensor<?xf32>, index, tensor<?xindex>, index)
// CHECK: %[[TABLE:.*]] = scf.for
// CHECK: %[[STORAGE:.*]] = tensor.collapse_shape
// CHECK: return %[[STORAGE]], %{{.*}}, %[[TABLE]], %{{.*}} : tensor<?xf32>, index, tensor<?xindex>, index
func.func @make(%x: tensor<?x4xf32>, %n: index) -> !split.seq<tensor<?x4xf32>> {
  %s = split.split_to_sequence %x axis = 0 chunk = %n : tensor<?x4xf32> -> !split.seq<tensor<?x4xf32>>
  return %s : !split.seq<tensor<?x4xf32>>
}

// CHECK-LABEL: func.func @calls
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[N:.*]]: index) -> (tensor<?xf32>, index, tensor<?xindex>, index, tensor<i64>)
// CHECK-NEXT: %[[S:.*]]:4 = call @make(%[[X]], %[[N]]) : (tensor<?x4xf32>, index) -> (tensor<?xf32>, index, tensor<?xindex>, index)
// CHECK-NEXT: %[[T:.*]]:4 = call @external(%[[S]]#0, %[[S]]#1, %[[S]]#2, %[[S]]#3) : (tensor<?xf32>, index, tensor<?xindex>, index) -> (tensor<?xf32>, index, tensor<?xindex>, index)
// CHECK-NEXT: %[[L:.*]] = call @sequence_length(%[[T]]#0, %[[T]]#1, %[[T]]#2, %[[T]]#3) : (tensor<?xf32>, index, tensor<?xindex>, index) -> tensor<i64>
// CHECK-NEXT: return %[[T]]#0, %[[T]]#1, %[[T]]#2, %[[T]]#3, %[[L]] : tensor<?xf32>, index, tensor<?xindex>, index, tensor<i64>
func.func @calls(%x: tensor<?x4xf32>, %n: index) -> (!split.seq<tensor<?x4xf32>>, tensor<i64>) {
  %s = call @make(%x, %n) : (tensor<?x4xf32>, index) -> !split.seq<tensor<?x4xf32>>
  %t = call @external(%s) : (!split.seq<tensor<?x4xf32>>) -> !split.seq<tensor<?x4xf32>>
  %l = call @sequence_length(%t) : (!split.seq<tensor<?x4xf32>>) -> tensor<i64>
  return %t, %l : !split.seq<tensor<?x4xf32>>, tensor<i64>
}

//===----------------------------------------------------------------------===//
// scf regions
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @scf_if
// CHECK-SAME: (%[[C:.*]]: i1, %[[X:.*]]: tensor<6x4xf32>, %[[P:.*]]: tensor<i32>) -> tensor<?x4xf32>
// CHECK: %[[S:.*]]:4 = scf.if %[[C]] -> (tensor<?xf32>, index, tensor<?xindex>, index) {
// CHECK: %[[F1:.*]] = tensor.collapse_shape %[[X]]
// CHECK: scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xf32>, index, tensor<?xindex>, index
// CHECK-NEXT: } else {
// CHECK: %[[F2:.*]] = tensor.collapse_shape %[[X]]
// CHECK: scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xf32>, index, tensor<?xindex>, index
// CHECK-NEXT: }
// CHECK: split.check %{{.*}}, "split.sequence_at: position {0} is out of range for a sequence of length {1}"(%{{.*}}, %[[S]]#3 : index, index)
// CHECK: tensor.extract %[[S]]#2[%{{.*}}] : tensor<?xindex>
// CHECK: %[[R:.*]] = split.view %[[S]]#0[%{{.*}}] sizes_and_strides(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : tensor<?xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %[[R]] : tensor<?x4xf32>
func.func @scf_if(%c: i1, %x: tensor<6x4xf32>, %p: tensor<i32>) -> tensor<?x4xf32> {
  %s = scf.if %c -> !split.seq<tensor<?x4xf32>> {
    %a = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
    scf.yield %a : !split.seq<tensor<?x4xf32>>
  } else {
    %b = split.split_to_sequence %x axis = 0 chunk = 3 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
    scf.yield %b : !split.seq<tensor<?x4xf32>>
  }
  %e = split.sequence_at %s[%p] : !split.seq<tensor<?x4xf32>>, tensor<i32> -> tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// CHECK-LABEL: func.func @scf_for
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>, %[[N:.*]]: index, %[[K:.*]]: index) -> tensor<i64>
// CHECK: %[[R:.*]]:4 = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%{{[a-z0-9_]+}} = %{{.*}}, %{{[a-z0-9_]+}} = %{{.*}}, %{{[a-z0-9_]+}} = %{{.*}}, %{{[a-z0-9_]+}} = %{{.*}}) -> (tensor<?xf32>, index, tensor<?xindex>, index) {
// CHECK: arith.ceildivui %{{.*}}, %[[K]] : index
// CHECK: scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xf32>, index, tensor<?xindex>, index
// CHECK-NEXT: }
// CHECK-NEXT: %[[LEN64:.*]] = arith.index_cast %[[R]]#3 : index to i64
// CHECK-NEXT: %[[L:.*]] = tensor.from_elements %[[LEN64]] : tensor<i64>
// CHECK-NEXT: return %[[L]] : tensor<i64>
func.func @scf_for(%x: tensor<6x4xf32>, %n: index, %k: index) -> tensor<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s0 = split.split_to_sequence %x axis = 0 chunk = 1 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> !split.seq<tensor<?x4xf32>> {
    %t = split.split_to_sequence %x axis = 0 chunk = %k : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
    scf.yield %t : !split.seq<tensor<?x4xf32>>
  }
  %l = split.sequence_length %r : !split.seq<tensor<?x4xf32>>
  return %l : tensor<i64>
}

// CHECK-LABEL: func.func @scf_while
// CHECK: %[[W:.*]]:5 = scf.while (%[[B0:[a-z0-9_]+]] = %{{[a-z0-9_]+}}, %[[B1:[a-z0-9_]+]] = %{{[a-z0-9_]+}}, %[[B2:[a-z0-9_]+]] = %{{[a-z0-9_]+}}, %[[B3:[a-z0-9_]+]] = %{{[a-z0-9_]+}}, %[[B4:[a-z0-9_]+]] = %{{[a-z0-9_]+}}) : (tensor<?xf32>, index, tensor<?xindex>, index, index) -> (tensor<?xf32>, index, tensor<?xindex>, index, index) {
// CHECK: scf.condition(%{{.*}}) %[[B0]], %[[B1]], %[[B2]], %[[B3]], %[[B4]] : tensor<?xf32>, index, tensor<?xindex>, index, index
// CHECK: } do {
// CHECK: scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xf32>, index, tensor<?xindex>, index, index
// CHECK: arith.index_cast %[[W]]#3 : index to i64
func.func @scf_while(%x: tensor<6x4xf32>, %n: index, %k: index) -> tensor<i64> {
  %c1 = arith.constant 1 : index
  %a = split.split_to_sequence %x axis = 0 chunk = 1 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
  %r:2 = scf.while (%s = %a, %i = %c1) : (!split.seq<tensor<?x4xf32>>, index) -> (!split.seq<tensor<?x4xf32>>, index) {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %s, %i : !split.seq<tensor<?x4xf32>>, index
  } do {
  ^bb0(%s: !split.seq<tensor<?x4xf32>>, %i: index):
    %t = split.split_to_sequence %x axis = 0 chunk = %k : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
    %j = arith.addi %i, %c1 : index
    scf.yield %t, %j : !split.seq<tensor<?x4xf32>>, index
  }
  %l = split.sequence_length %r#0 : !split.seq<tensor<?x4xf32>>
  return %l : tensor<i64>
}

//===----------------------------------------------------------------------===//
// No unrolling
//===----------------------------------------------------------------------===//

// 1024 chunks of one row: one loop of 1024 rows, no slice, no copy.
// CANON-LABEL: func.func @no_unrolling(
// CANON-SAME: %[[X:.*]]: tensor<1024x4xf32>) -> (tensor<?xf32>, index, tensor<?xindex>, index)
// CANON-NOT: tensor.extract_slice
// CANON: tensor.empty() : tensor<5120xindex>
// CANON-NEXT: scf.for %{{.*}} = %{{.*}} to %{{.*}} step
// CANON-NOT: scf.for
// CANON-NOT: tensor.extract_slice
// CANON-NOT: tensor.insert_slice
// CANON: tensor.collapse_shape %[[X]] {{\[\[}}0, 1]] : tensor<1024x4xf32> into tensor<4096xf32>
// CANON-NOT: scf.for
// CANON: return
func.func @no_unrolling(%x: tensor<1024x4xf32>) -> !split.seq<tensor<1x4xf32>> {
  %s = split.split_to_sequence_v11 %x : tensor<1024x4xf32> -> !split.seq<tensor<1x4xf32>>
  return %s : !split.seq<tensor<1x4xf32>>
}

// Reading one element of it is one slice, not 1024, and with the producer in
// view a slice of the input itself (split-normalize's view pattern, applied
// before the conversion): no view of the sequence's storage.
// CHECK-LABEL: func.func @no_unrolling_at
// CHECK: split.check %{{.*}}, "split.sequence_at: position {0} is out of range for a sequence of length {1}"
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[R:.*]] = tensor.extract_slice %arg0[%{{.*}}, 0] [1, 4] [1, 1] : tensor<1024x4xf32> to tensor<1x4xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK-NOT: split.view
// CHECK: return %[[R]] : tensor<1x4xf32>
// CANON-LABEL: func.func @no_unrolling_at
// CANON-NOT: scf.for
// CANON-NOT: split.view
// CANON: %[[R:.*]] = tensor.extract_slice %arg0[%{{.*}}, 0] [1, 4] [1, 1] : tensor<1024x4xf32> to tensor<1x4xf32>
// CANON-NEXT: return %[[R]] : tensor<1x4xf32>
func.func @no_unrolling_at(%x: tensor<1024x4xf32>, %p: tensor<i64>) -> tensor<1x4xf32> {
  %s = split.split_to_sequence_v11 %x : tensor<1024x4xf32> -> !split.seq<tensor<1x4xf32>>
  %e = split.sequence_at %s[%p] : !split.seq<tensor<1x4xf32>>, tensor<i64> -> tensor<1x4xf32>
  return %e : tensor<1x4xf32>
}

// The last function: nothing after it may contain a slice either.
// CHECK-LABEL: func.func @last
// CHECK-NOT: tensor.extract_slice
func.func @last() {
  return
}

// A sequence passed through cf block arguments becomes its four values.
// CHECK-LABEL: func.func @through_branch
// CHECK: cf.cond_br %{{.*}}, ^[[BB:.*]](%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xf32>, index, tensor<?xindex>, index), ^[[BB]](%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xf32>, index, tensor<?xindex>, index)
// CHECK: ^[[BB]](%{{.*}}: tensor<?xf32>, %{{.*}}: index, %{{.*}}: tensor<?xindex>, %[[LEN:.*]]: index):
// CHECK: arith.index_cast %[[LEN]]
func.func @through_branch(%c: i1, %x: tensor<6x4xf32>) -> tensor<i64> {
  %a = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
  %b = split.split_to_sequence %x axis = 0 chunk = 3 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
  cf.cond_br %c, ^bb1(%a : !split.seq<tensor<?x4xf32>>), ^bb1(%b : !split.seq<tensor<?x4xf32>>)
^bb1(%s: !split.seq<tensor<?x4xf32>>):
  %n = split.sequence_length %s : !split.seq<tensor<?x4xf32>>
  return %n : tensor<i64>
}

// A select between two sequences selects each of their four values.
// CHECK-LABEL: func.func @select_sequences
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xf32>
// CHECK-NEXT: arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// CHECK-NEXT: arith.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xindex>
// CHECK-NEXT: %[[LEN:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// CHECK: arith.index_cast %[[LEN]]
func.func @select_sequences(%c: i1, %x: tensor<6x4xf32>) -> tensor<i64> {
  %a = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
  %b = split.split_to_sequence %x axis = 0 chunk = 3 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
  %s = arith.select %c, %a, %b : !split.seq<tensor<?x4xf32>>
  %n = split.sequence_length %s : !split.seq<tensor<?x4xf32>>
  return %n : tensor<i64>
}

// A size list of static length 0 is absent: chunks of 1, as many as the
// dimension's size (not a division by the chunk of the spec the list would
// have had).
// CANON-LABEL: func.func @static_empty_list
// CANON-SAME: (%[[X:.*]]: tensor<?x4xf32>, %{{.*}}: tensor<0xi64>)
// CANON-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CANON-NEXT: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4xf32>
// CANON-NEXT: return %[[D]] : index
func.func @static_empty_list(%x: tensor<?x4xf32>, %l: tensor<0xi64>) -> index {
  %s = split.split_to_sequence %x axis = 0 sizes = %l : tensor<0xi64> : tensor<?x4xf32> -> !split.seq<tensor<?x4xf32>>
  %n = split.sequence_length %s : !split.seq<tensor<?x4xf32>>
  %e = tensor.extract %n[] : tensor<i64>
  %i = arith.index_cast %e : i64 to index
  return %i : index
}

// A chunk of 0 (invalid: the op fails if it executes) with an element type of
// size 0 along the axis: the chunk's check, and each element's, built without
// dividing by the chunk to decide whether the element type is proven (that
// crashed the conversion with SIGFPE).
// CHECK-LABEL: func.func @zero_chunk_zero_size_elements
// CHECK: split.check %false, "split.split_to_sequence: scalar split {0} must be >= 1"
// CHECK: scf.for
// CHECK: split.check %{{.*}}, "split.split_to_sequence: element {0} has size {1} in dimension 0 but the sequence element type tensor<0xf32> requires 0"
func.func @zero_chunk_zero_size_elements(%x: tensor<4xf32>) -> !split.seq<tensor<0xf32>> {
  %c0 = arith.constant 0 : index
  %s = split.split_to_sequence %x axis = 0 chunk = %c0 : tensor<4xf32> -> !split.seq<tensor<0xf32>>
  return %s : !split.seq<tensor<0xf32>>
}
