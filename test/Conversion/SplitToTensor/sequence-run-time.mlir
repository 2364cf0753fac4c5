// RUN: split-opt %s --convert-split-to-tensor --canonicalize | FileCheck %s

// Sequences built at run time (docs/Sequences.md): construct, empty, insert
// at a run-time position, erase, and a stacking concatenation, in their
// run-time form (storage, end, table of rows [offset, sizes, strides],
// length).

// An insert appends the tensor's data at `end`, after growing the storage
// (split.reserve, doubling), and writes its row at the checked position,
// after moving the rows from there on one row down (backwards: the moves
// overlap).
// CHECK-LABEL: func.func @insert_at
// CHECK-SAME: (%[[ST:.*]]: tensor<?xf32>, %[[END:.*]]: index, %[[TAB:.*]]: tensor<?xindex>, %[[LEN:.*]]: index, %[[X:.*]]: tensor<?xf32>, %[[P:.*]]: tensor<i64>) -> (tensor<?xf32>, index, tensor<?xindex>, index)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: split.check %{{.*}}, "split.sequence_insert: insert position {0} is out of range for a sequence of length {1}"(%[[POS:.*]], %[[LEN]] : index, index)
// CHECK: %[[IDX:.*]] = arith.select %{{.*}}, %{{.*}}, %[[POS]] : index
// CHECK-NEXT: %[[N:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?xf32>
// CHECK-NEXT: %[[NEWEND:.*]] = arith.addi %[[END]], %[[N]] : index
// CHECK-NEXT: %[[CAP:.*]] = tensor.dim %[[ST]], %{{.*}} : tensor<?xf32>
// CHECK-NEXT: %[[TWICE:.*]] = arith.muli %[[CAP]], %[[C2]] : index
// CHECK-NEXT: %[[GROWN:.*]] = arith.maxui %[[TWICE]], %[[NEWEND]] : index
// CHECK-NEXT: %[[FULL:.*]] = arith.cmpi ugt, %[[NEWEND]], %[[CAP]] : index
// CHECK-NEXT: %[[NEWCAP:.*]] = arith.select %[[FULL]], %[[GROWN]], %[[CAP]] : index
// CHECK-NEXT: %[[R:.*]] = split.reserve %[[ST]] to %[[NEWCAP]] : tensor<?xf32>
// CHECK-NEXT: %[[DEST:.*]] = tensor.extract_slice %[[R]][%[[END]]] [%[[N]]] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: %[[W:.*]] = bufferization.materialize_in_destination %[[X]] in %[[DEST]] : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %[[STORAGE:.*]] = tensor.insert_slice %[[W]] into %[[R]][%[[END]]] [%[[N]]] [1] : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT: %[[NEWLEN:.*]] = arith.addi %[[LEN]], %[[C1]] : index
// CHECK-NEXT: %[[ENTRIES:.*]] = arith.muli %[[NEWLEN]], %[[C3]] : index
// CHECK: %[[TR:.*]] = split.reserve %[[TAB]] to %{{.*}} : tensor<?xindex>
// CHECK: %[[MOVED:.*]] = scf.for %{{.*}} iter_args(%[[T:.*]] = %[[TR]]) -> (tensor<?xindex>) {
// CHECK: %[[V:.*]] = tensor.extract %[[T]][%{{.*}}] : tensor<?xindex>
// CHECK: tensor.insert %[[V]] into %[[T]][%{{.*}}] : tensor<?xindex>
// CHECK: %[[T0:.*]] = tensor.insert %[[END]] into %[[MOVED]][%{{.*}}] : tensor<?xindex>
// CHECK: %[[T1:.*]] = tensor.insert %[[N]] into %[[T0]][%{{.*}}] : tensor<?xindex>
// CHECK: %[[T2:.*]] = tensor.insert %[[C1]] into %[[T1]][%{{.*}}] : tensor<?xindex>
// CHECK-NEXT: return %[[STORAGE]], %[[NEWEND]], %[[T2]], %[[NEWLEN]] : tensor<?xf32>, index, tensor<?xindex>, index
func.func @insert_at(%s: !split.seq<tensor<?xf32>>, %x: tensor<?xf32>, %p: tensor<i64>) -> !split.seq<tensor<?xf32>> {
  %t = split.sequence_insert %s, %x[%p] : !split.seq<tensor<?xf32>>, tensor<?xf32>, tensor<i64>
  return %t : !split.seq<tensor<?xf32>>
}

// An erase without a position erases the last element: position -1, which
// fails on an empty sequence; no row moves and no data.
// CHECK-LABEL: func.func @erase_last
// CHECK-SAME: (%[[ST:.*]]: tensor<?xf32>, %[[END:.*]]: index, %[[TAB:.*]]: tensor<?xindex>, %[[LEN:.*]]: index)
// CHECK: split.check %{{.*}}, "split.sequence_erase: position {0} is out of range for a sequence of length {1}"(%{{.*}}, %[[LEN]] : index, index)
// CHECK-NEXT: %[[NEWLEN:.*]] = arith.subi %[[LEN]], %{{.*}} : index
// CHECK-NEXT: return %[[ST]], %[[END]], %[[TAB]], %[[NEWLEN]]
func.func @erase_last(%s: !split.seq<tensor<?xf32>>) -> !split.seq<tensor<?xf32>> {
  %t = split.sequence_erase %s : !split.seq<tensor<?xf32>>
  return %t : !split.seq<tensor<?xf32>>
}

// A construct copies each tensor once into a new storage, in row-major
// order, and its rows are constants where the shapes are.
// CHECK-LABEL: func.func @construct
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<?x3xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK: %[[D:.*]] = tensor.dim %[[B]], %[[C0]] : tensor<?x3xf32>
// CHECK-NEXT: %[[NB:.*]] = arith.muli %[[D]], %[[C3]] : index
// CHECK-NEXT: %[[END:.*]] = arith.addi %[[NB]], %[[C6]] : index
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[END]]) : tensor<?xf32>
// CHECK-NEXT: %[[SA:.*]] = tensor.extract_slice %[[E]][0] [6] [1] : tensor<?xf32> to tensor<6xf32>
// CHECK-NEXT: %[[XA:.*]] = tensor.expand_shape %[[SA]] {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
// CHECK-NEXT: %[[WA:.*]] = bufferization.materialize_in_destination %[[A]] in %[[XA]]
// CHECK-NEXT: %[[FA:.*]] = tensor.collapse_shape %[[WA]] {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT: %[[S1:.*]] = tensor.insert_slice %[[FA]] into %[[E]][0] [6] [1] : tensor<6xf32> into tensor<?xf32>
// CHECK-NEXT: %[[SB:.*]] = tensor.extract_slice %[[S1]][6] [%[[NB]]] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: %[[XB:.*]] = tensor.expand_shape %[[SB]] {{\[\[}}0, 1]] output_shape [%[[D]], 3] : tensor<?xf32> into tensor<?x3xf32>
// CHECK-NEXT: %[[WB:.*]] = bufferization.materialize_in_destination %[[B]] in %[[XB]]
// CHECK-NEXT: %[[FB:.*]] = tensor.collapse_shape %[[WB]] {{\[\[}}0, 1]] : tensor<?x3xf32> into tensor<?xf32>
// CHECK-NEXT: %[[S2:.*]] = tensor.insert_slice %[[FB]] into %[[S1]][6] [%[[NB]]] [1] : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT: %[[ROWS:.*]] = tensor.from_elements %[[C0]], %[[C2]], %[[C3]], %[[C3]], %[[C1]], %[[C6]], %[[D]], %[[C3]], %[[C3]], %[[C1]] : tensor<10xindex>
// CHECK-NEXT: %[[TAB:.*]] = tensor.cast %[[ROWS]] : tensor<10xindex> to tensor<?xindex>
// CHECK-NEXT: return %[[S2]], %[[END]], %[[TAB]], %[[C2]]
func.func @construct(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> !split.seq<tensor<?x3xf32>> {
  %s = split.sequence_construct %a, %b : tensor<2x3xf32>, tensor<?x3xf32> -> !split.seq<tensor<?x3xf32>>
  return %s : !split.seq<tensor<?x3xf32>>
}

// The empty sequence: no storage, no rows.
// CHECK-LABEL: func.func @empty
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[E:.*]] = tensor.empty() : tensor<0xi8>
// CHECK-DAG: %[[ST:.*]] = tensor.cast %[[E]] : tensor<0xi8> to tensor<?xi8>
// CHECK-DAG: %[[T:.*]] = tensor.empty() : tensor<0xindex>
// CHECK-DAG: %[[TAB:.*]] = tensor.cast %[[T]] : tensor<0xindex> to tensor<?xindex>
// CHECK: return %[[ST]], %[[C0]], %[[TAB]], %[[C0]] : tensor<?xi8>, index, tensor<?xindex>, index
func.func @empty() -> !split.seq<tensor<?x3xi8>> {
  %s = split.sequence_empty : !split.seq<tensor<?x3xi8>>
  return %s : !split.seq<tensor<?x3xi8>>
}

// Stacking along a new axis 1: an empty sequence fails; every element must
// have element 0's shape (read only when there is one); the result type's
// static 4 is checked against the length; then one copy per element into
// column i.
// CHECK-LABEL: func.func @stack
// CHECK-SAME: (%[[ST:.*]]: tensor<?xf32>, %[[END:.*]]: index, %[[TAB:.*]]: tensor<?xindex>, %[[LEN:.*]]: index) -> tensor<?x4xf32>
// CHECK: split.check %{{.*}}, "split.concat_from_sequence: cannot concatenate an empty sequence"
// CHECK: %[[FIRST:.*]] = scf.if %{{.*}} -> (index) {
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[LEN]]
// CHECK: %[[SIZE:.*]] = tensor.extract %[[TAB]][%{{.*}}] : tensor<?xindex>
// CHECK: split.check %{{.*}}, "split.concat_from_sequence: element {0} has size {1} in dimension 0 but element 0 has size {2} (stacked elements must have the same shape)"(%[[I]], %[[SIZE]], %[[FIRST]] : index, index, index)
// CHECK: split.check %{{.*}}, "split.concat_from_sequence: the concatenation has size {0} in dimension 1, but the result type 'tensor<?x4xf32>' has 4"(%[[LEN]] : index)
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[FIRST]]) : tensor<?x4xf32>
// CHECK-NEXT: %[[R:.*]]:2 = scf.for %[[J:.*]] = %{{.*}} to %[[LEN]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[E]], %[[COL:.*]] = %{{.*}}) -> (tensor<?x4xf32>, index) {
// CHECK: %[[OFF:.*]] = tensor.extract %[[TAB]]
// CHECK: %[[N:.*]] = tensor.extract %[[TAB]]
// CHECK: %[[STRIDE:.*]] = tensor.extract %[[TAB]]
// CHECK-NEXT: %[[V:.*]] = split.view %[[ST]][%[[OFF]]] sizes_and_strides(%[[N]], %[[STRIDE]]) : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: %[[W:.*]] = tensor.insert_slice %[[V]] into %[[ACC]][0, %[[COL]]] [%[[N]], 1] [1, 1] : tensor<?xf32> into tensor<?x4xf32>
// CHECK: return %[[R]]#0 : tensor<?x4xf32>
func.func @stack(%s: !split.seq<tensor<?xf32>>) -> tensor<?x4xf32> {
  %c = split.concat_from_sequence %s axis = 1 new_axis = 1 : !split.seq<tensor<?xf32>> -> tensor<?x4xf32>
  return %c : tensor<?x4xf32>
}
