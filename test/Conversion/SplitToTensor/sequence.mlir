// RUN: split-opt %s --convert-split-to-tensor | FileCheck %s
// RUN: split-opt %s --convert-split-to-tensor | FileCheck %s --check-prefix=NOSEQ
// RUN: split-opt %s --convert-split-to-tensor --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: split-opt %s --convert-split-to-tensor --cse --canonicalize | FileCheck %s --check-prefix=CSE

// --convert-split-to-tensor turns a !split.seq<T> into three values (see the
// pass description in Passes.td):
//   data    tensor<?x?x?xE>  the input reshaped to [outer, axis, inner],
//   offsets tensor<?xindex>  the k + 1 chunk boundaries along the axis,
//   shape   tensor<Rxindex>  the element shape with -1 at the axis,
// across function signatures, calls, returns and scf regions. Nothing is
// copied and nothing is unrolled: the offsets come from one tensor.generate
// (chunk form) or one scf.for (size-list form).
//
// CHECK follows the pass output itself; CANON checks the static values after
// --canonicalize has folded the constant shapes into dense constants.

// No sequence type and no split op other than split.check survives anywhere
// (split.check has no results and its messages start with a quote).
// NOSEQ-NOT: !split.seq
// NOSEQ-NOT: = split.
// NOSEQ-NOT: {{^ *}}split.{{(split|sequence)}}
// NOSEQ-NOT: unrealized_conversion_cast

//===----------------------------------------------------------------------===//
// split_to_sequence
//===----------------------------------------------------------------------===//

// chunk = 2 on 7 rows: data is [1, 7, 4]; the offsets are min(i * 2, 7) for
// i in [0, ceil(7 / 2)], i.e. 4 chunks and 5 boundaries; shape is [-1, 4].
// CHECK-LABEL: func.func @chunk_static
// CHECK-SAME: (%[[X:.*]]: tensor<7x4xf32>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK: %[[C7:.*]] = arith.constant 7 : index
// CHECK: %[[S3:.*]] = tensor.from_elements %{{[a-z0-9_]+}}, %[[C7]], %{{[a-z0-9_]+}} : tensor<3xindex>
// CHECK-NEXT: %[[DATA:.*]] = tensor.reshape %[[X]](%[[S3]]) : (tensor<7x4xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK: %[[CHUNK:.*]] = arith.constant 2 : index
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[OFFS:.*]] = tensor.generate %[[C5]] {
// CHECK-NEXT: ^bb0(%[[I:.*]]: index):
// CHECK-NEXT: %[[START:.*]] = arith.muli %[[I]], %[[CHUNK]] : index
// CHECK-NEXT: %[[BOUND:.*]] = arith.minui %[[START]], %[[C7]] : index
// CHECK-NEXT: tensor.yield %[[BOUND]] : index
// CHECK-NEXT: } : tensor<?xindex>
// CHECK-NEXT: %[[MARK:.*]] = arith.constant -1 : index
// CHECK-NEXT: %[[D1:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[SHAPE:.*]] = tensor.from_elements %[[MARK]], %[[D1]] : tensor<2xindex>
// CHECK-NEXT: return %[[DATA]], %[[OFFS]], %[[SHAPE]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>
// CANON-LABEL: func.func @chunk_static
// CANON-SAME: (%[[X:.*]]: tensor<7x4xf32>)
// CANON-DAG: %[[SHAPE:.*]] = arith.constant dense<[-1, 4]> : tensor<2xindex>
// CANON-DAG: %[[C2:.*]] = arith.constant 2 : index
// CANON-DAG: %[[C7:.*]] = arith.constant 7 : index
// CANON-DAG: %[[S3:.*]] = arith.constant dense<[1, 7, 4]> : tensor<3xindex>
// CANON: %[[DATA:.*]] = tensor.reshape %[[X]](%[[S3]]) : (tensor<7x4xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CANON-NEXT: %[[GEN:.*]] = tensor.generate {
// CANON-NEXT: ^bb0(%[[I:.*]]: index):
// CANON-NEXT: %[[START:.*]] = arith.muli %[[I]], %[[C2]] : index
// CANON-NEXT: %[[BOUND:.*]] = arith.minui %[[START]], %[[C7]] : index
// CANON-NEXT: tensor.yield %[[BOUND]] : index
// CANON-NEXT: } : tensor<5xindex>
// CANON-NEXT: %[[OFFS:.*]] = tensor.cast %[[GEN]] : tensor<5xindex> to tensor<?xindex>
// CANON-NEXT: return %[[DATA]], %[[OFFS]], %[[SHAPE]]
func.func @chunk_static(%x: tensor<7x4xf32>) -> !split.seq<tensor<?x4xf32>> {
  %s = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<7x4xf32> -> !split.seq<tensor<?x4xf32>>
  return %s : !split.seq<tensor<?x4xf32>>
}

// A dynamic chunk on a dynamic middle axis: data is [2, d, 3], the number of
// boundaries is ceil(d / n) + 1, shape is [2, -1, 3]. The chunk is checked
// (>= 1) here, so that no hand-written op divides by 0.
// CHECK-LABEL: func.func @chunk_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<2x?x3xf32>, %[[N:.*]]: index) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<3xindex>)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<2x?x3xf32>
// CHECK: %[[S3:.*]] = tensor.from_elements %{{[a-z0-9_]+}}, %[[D]], %{{[a-z0-9_]+}} : tensor<3xindex>
// CHECK-NEXT: %[[DATA:.*]] = tensor.reshape %[[X]](%[[S3]]) : (tensor<2x?x3xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[POS:.*]] = arith.cmpi sge, %[[N]], %[[C1]] : index
// CHECK-NEXT: split.check %[[POS]], "split.split_to_sequence: scalar split {0} must be >= 1"(%[[N]] : index)
// CHECK-NEXT: %[[COUNT:.*]] = arith.ceildivui %[[D]], %[[N]] : index
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[LEN:.*]] = arith.addi %[[COUNT]], %[[ONE]] : index
// CHECK-NEXT: %[[OFFS:.*]] = tensor.generate %[[LEN]] {
// CHECK-NEXT: ^bb0(%[[I:.*]]: index):
// CHECK-NEXT: %[[START:.*]] = arith.muli %[[I]], %[[N]] : index
// CHECK-NEXT: %[[BOUND:.*]] = arith.minui %[[START]], %[[D]] : index
// CHECK-NEXT: tensor.yield %[[BOUND]] : index
// CHECK-NEXT: } : tensor<?xindex>
// CHECK-NEXT: %[[E0:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[MARK:.*]] = arith.constant -1 : index
// CHECK-NEXT: %[[E2:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[SHAPE:.*]] = tensor.from_elements %[[E0]], %[[MARK]], %[[E2]] : tensor<3xindex>
// CHECK-NEXT: return %[[DATA]], %[[OFFS]], %[[SHAPE]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<3xindex>
// CANON-LABEL: func.func @chunk_dynamic
// CANON-SAME: (%[[X:.*]]: tensor<2x?x3xf32>, %[[N:.*]]: index)
// CANON-DAG: %[[SHAPE:.*]] = arith.constant dense<[2, -1, 3]> : tensor<3xindex>
// CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
// CANON-DAG: %[[C2:.*]] = arith.constant 2 : index
// CANON-DAG: %[[C1:.*]] = arith.constant 1 : index
// CANON: %[[D:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<2x?x3xf32>
// CANON-NEXT: %[[S3:.*]] = tensor.from_elements %[[C2]], %[[D]], %[[C3]] : tensor<3xindex>
// CANON-NEXT: %[[DATA:.*]] = tensor.reshape %[[X]](%[[S3]])
// CANON: return %[[DATA]], %{{.*}}, %[[SHAPE]]
func.func @chunk_dynamic(%x: tensor<2x?x3xf32>, %n: index) -> !split.seq<tensor<2x?x3xf32>> {
  %s = split.split_to_sequence %x axis = 1 chunk = %n : tensor<2x?x3xf32> -> !split.seq<tensor<2x?x3xf32>>
  return %s : !split.seq<tensor<2x?x3xf32>>
}

// A size list on axis 1 of 7x4: data is [7, 4, 1]; one scf.for reads the
// entries, checks each (>= 0, no overflow, as SizeBuilder::checkSequenceList
// does for the versioned ops, so that no hand-written op reads out of bounds)
// and writes the boundaries, the prefix sums of the list; then the sum is
// checked (4), and an empty list means chunks of 1 (a tensor.generate of
// 4 + 1 boundaries).
// CHECK-LABEL: func.func @sizes_list
// CHECK-SAME: (%[[X:.*]]: tensor<7x4xf32>, %[[L:.*]]: tensor<?xi64>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK: %[[AXIS:.*]] = arith.constant 4 : index
// CHECK: %[[S3:.*]] = tensor.from_elements %{{[a-z0-9_]+}}, %[[AXIS]], %{{[a-z0-9_]+}} : tensor<3xindex>
// CHECK-NEXT: %[[DATA:.*]] = tensor.reshape %[[X]](%[[S3]]) : (tensor<7x4xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK: %[[N:.*]] = tensor.dim %[[L]], %{{.*}} : tensor<?xi64>
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[BOUNDS:.*]] = arith.addi %[[N]], %[[ONE]] : index
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty(%[[BOUNDS]]) : tensor<?xindex>
// CHECK-NEXT: %[[FIRST:.*]] = tensor.insert %[[ZERO]] into %[[INIT]][%[[ZERO]]] : tensor<?xindex>
// CHECK-NEXT: %[[STEP:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[LOOP:.*]]:2 = scf.for %[[J:.*]] = %[[ZERO]] to %[[N]] step %[[STEP]] iter_args(%[[END:.*]] = %[[ZERO]], %[[ACC:.*]] = %[[FIRST]]) -> (index, tensor<?xindex>) {
// CHECK-NEXT: %[[ENTRY:.*]] = tensor.extract %[[L]][%[[J]]] : tensor<?xi64>
// CHECK-NEXT: %[[SIZE:.*]] = arith.index_cast %[[ENTRY]] : i64 to index
// CHECK-NEXT: %[[Z0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[NONNEG:.*]] = arith.cmpi sge, %[[SIZE]], %[[Z0]] : index
// CHECK-NEXT: split.check %[[NONNEG]], "split.split_to_sequence: split sizes contain the negative size {0} at index {1}"(%[[SIZE]], %[[J]] : index, index)
// CHECK-NEXT: %[[NEWEND:.*]] = arith.addi %[[END]], %[[SIZE]] : index
// CHECK-NEXT: %[[Z1:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[NOOV:.*]] = arith.cmpi sge, %[[NEWEND]], %[[Z1]] : index
// CHECK-NEXT: split.check %[[NOOV]], "split.split_to_sequence: split sizes overflow a 64-bit sum"
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[J]], %[[C1]] : index
// CHECK-NEXT: %[[UPD:.*]] = tensor.insert %[[NEWEND]] into %[[ACC]][%[[NEXT]]] : tensor<?xindex>
// CHECK-NEXT: scf.yield %[[NEWEND]], %[[UPD]] : index, tensor<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[ISEMPTY:.*]] = arith.cmpi eq, %[[N]], %[[Z]] : index
// CHECK-NEXT: %[[SUM:.*]] = arith.select %[[ISEMPTY]], %[[AXIS]], %[[LOOP]]#0 : index
// CHECK: split.check %{{.*}}, "split.split_to_sequence: split sizes sum to {0} but dimension 1 of the input has size {1}"(%[[SUM]], %{{.*}} : index, index)
// CHECK-NEXT: %[[OFFS:.*]] = scf.if %[[ISEMPTY]] -> (tensor<?xindex>) {
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[GEN:.*]] = tensor.generate %[[C5]] {
// CHECK-NEXT: ^bb0(%[[I:.*]]: index):
// CHECK-NEXT: %[[BOUND:.*]] = arith.minui %[[I]], %[[AXIS]] : index
// CHECK-NEXT: tensor.yield %[[BOUND]] : index
// CHECK-NEXT: } : tensor<?xindex>
// CHECK-NEXT: scf.yield %[[GEN]] : tensor<?xindex>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[LOOP]]#1 : tensor<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: %[[E0:.*]] = arith.constant 7 : index
// CHECK-NEXT: %[[MARK:.*]] = arith.constant -1 : index
// CHECK-NEXT: %[[SHAPE:.*]] = tensor.from_elements %[[E0]], %[[MARK]] : tensor<2xindex>
// CHECK-NEXT: return %[[DATA]], %[[OFFS]], %[[SHAPE]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>
// CANON-LABEL: func.func @sizes_list
// CANON-SAME: (%[[X:.*]]: tensor<7x4xf32>, %[[L:.*]]: tensor<?xi64>)
// CANON-DAG: %[[SHAPE:.*]] = arith.constant dense<[7, -1]> : tensor<2xindex>
// CANON-DAG: %[[S3:.*]] = arith.constant dense<[7, 4, 1]> : tensor<3xindex>
// CANON: %[[DATA:.*]] = tensor.reshape %[[X]](%[[S3]]) : (tensor<7x4xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CANON: %[[LOOP:.*]]:2 = scf.for
// CANON: %[[OFFS:.*]] = scf.if
// CANON: } : tensor<5xindex>
// CANON: } else {
// CANON-NEXT: scf.yield %[[LOOP]]#1 : tensor<?xindex>
// CANON: return %[[DATA]], %[[OFFS]], %[[SHAPE]]
func.func @sizes_list(%x: tensor<7x4xf32>, %l: tensor<?xi64>) -> !split.seq<tensor<7x?xf32>> {
  %s = split.split_to_sequence %x axis = 1 sizes = %l : tensor<?xi64> : tensor<7x4xf32> -> !split.seq<tensor<7x?xf32>>
  return %s : !split.seq<tensor<7x?xf32>>
}

// drop_axis: chunks of 1 along axis 1 of 3x5 (6 boundaries); the element
// shape has no axis entry: the shape returned is the one remaining size,
// with no -1 mark (the CHECK-NEXT lines below pin it).
// CHECK-LABEL: func.func @drop_axis
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xf32>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<1xindex>)
// CHECK: %[[AXIS:.*]] = arith.constant 5 : index
// CHECK: %[[S3:.*]] = tensor.from_elements %{{[a-z0-9_]+}}, %[[AXIS]], %{{[a-z0-9_]+}} : tensor<3xindex>
// CHECK-NEXT: %[[DATA:.*]] = tensor.reshape %[[X]](%[[S3]]) : (tensor<3x5xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK: %[[C6:.*]] = arith.constant 6 : index
// CHECK-NEXT: %[[OFFS:.*]] = tensor.generate %[[C6]] {
// CHECK: arith.minui %{{.*}}, %[[AXIS]] : index
// CHECK: } : tensor<?xindex>
// CHECK-NEXT: %[[E0:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[SHAPE:.*]] = tensor.from_elements %[[E0]] : tensor<1xindex>
// CHECK-NEXT: return %[[DATA]], %[[OFFS]], %[[SHAPE]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<1xindex>
// CANON-LABEL: func.func @drop_axis
// CANON-SAME: (%[[X:.*]]: tensor<3x5xf32>)
// CANON-DAG: %[[SHAPE:.*]] = arith.constant dense<3> : tensor<1xindex>
// CANON-DAG: %[[S3:.*]] = arith.constant dense<[3, 5, 1]> : tensor<3xindex>
// CANON: %[[DATA:.*]] = tensor.reshape %[[X]](%[[S3]]) : (tensor<3x5xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CANON: } : tensor<6xindex>
// CANON: return %[[DATA]], %{{.*}}, %[[SHAPE]]
func.func @drop_axis(%x: tensor<3x5xf32>) -> !split.seq<tensor<3xf32>> {
  %s = split.split_to_sequence %x axis = 1 chunk = 1 drop_axis : tensor<3x5xf32> -> !split.seq<tensor<3xf32>>
  return %s : !split.seq<tensor<3xf32>>
}

// A versioned op with a run-time scalar split is normalised first: its check
// comes before the sequence values, and the chunk is the index_cast scalar.
// CHECK-LABEL: func.func @v11_scalar_split
// CHECK-SAME: (%[[X:.*]]: tensor<6x4xf32>, %[[C:.*]]: tensor<i32>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[C]][] : tensor<i32>
// CHECK-NEXT: %[[CHUNK:.*]] = arith.index_cast %[[E]] : i32 to index
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi sge, %[[CHUNK]], %[[ONE]] : index
// CHECK-NEXT: split.check %[[OK]], "split.split_to_sequence_v11: scalar split {0} must be >= 1"(%[[CHUNK]] : index)
// CHECK: %[[DATA:.*]] = tensor.reshape %[[X]](%{{.*}}) : (tensor<6x4xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK-NEXT: %[[ONE2:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[OK2:.*]] = arith.cmpi sge, %[[CHUNK]], %[[ONE2]] : index
// CHECK-NEXT: split.check %[[OK2]], "split.split_to_sequence: scalar split {0} must be >= 1"(%[[CHUNK]] : index)
// CHECK-NEXT: %[[COUNT:.*]] = arith.ceildivui %{{.*}}, %[[CHUNK]] : index
// CHECK: %[[OFFS:.*]] = tensor.generate
// CHECK: arith.muli %{{.*}}, %[[CHUNK]] : index
// CHECK: return %[[DATA]], %[[OFFS]], %{{.*}} : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>
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

// The position (an i32 here) is checked against [-k, k-1] with k = number of
// offsets - 1, wrapped when negative, and chunk [offsets[i], offsets[i+1]) of
// data is sliced; the element shape replaces -1 by the chunk size, every
// static dimension of the result type (0 and 2, not 1) is checked against it,
// and the slice is reshaped to the result type.
// CHECK-LABEL: func.func @sequence_at
// CHECK-SAME: (%[[DATA:.*]]: tensor<?x?x?xi8>, %[[OFFS:.*]]: tensor<?xindex>, %[[SHAPE:.*]]: tensor<3xindex>, %[[P:.*]]: tensor<i32>) -> tensor<2x?x3xi8>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[BOUNDS:.*]] = tensor.dim %[[OFFS]], %{{.*}} : tensor<?xindex>
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[LEN:.*]] = arith.subi %[[BOUNDS]], %[[ONE]] : index
// CHECK-NEXT: %[[PE:.*]] = tensor.extract %[[P]][] : tensor<i32>
// CHECK-NEXT: %[[POS:.*]] = arith.index_cast %[[PE]] : i32 to index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[LEN]], %[[Z]] : index
// CHECK-NEXT: %[[Z1:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[NEGLEN:.*]] = arith.subi %[[Z1]], %[[LEN]] : index
// CHECK-NEXT: %[[GE:.*]] = arith.cmpi sge, %[[POS]], %[[NEGLEN]] : index
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[POS]], %[[LEN]] : index
// CHECK-NEXT: %[[BOTH:.*]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK-NEXT: %[[INRANGE:.*]] = arith.andi %[[NONEMPTY]], %[[BOTH]] : i1
// CHECK-NEXT: split.check %[[INRANGE]], "split.sequence_at: position {0} is out of range for a sequence of length {1}"(%[[POS]], %[[LEN]] : index, index)
// CHECK-NEXT: %[[Z2:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[ISNEG:.*]] = arith.cmpi slt, %[[POS]], %[[Z2]] : index
// CHECK-NEXT: %[[WRAPPED:.*]] = arith.addi %[[POS]], %[[LEN]] : index
// CHECK-NEXT: %[[IDX:.*]] = arith.select %[[ISNEG]], %[[WRAPPED]], %[[POS]] : index
// CHECK-NEXT: %[[START:.*]] = tensor.extract %[[OFFS]][%[[IDX]]] : tensor<?xindex>
// CHECK-NEXT: %[[IDX1:.*]] = arith.addi %[[IDX]], %[[C1]] : index
// CHECK-NEXT: %[[END:.*]] = tensor.extract %[[OFFS]][%[[IDX1]]] : tensor<?xindex>
// CHECK-NEXT: %[[SIZE:.*]] = arith.subi %[[END]], %[[START]] : index
// CHECK-NEXT: %[[OUTER:.*]] = tensor.dim %[[DATA]], %[[C0]] : tensor<?x?x?xi8>
// CHECK-NEXT: %[[INNER:.*]] = tensor.dim %[[DATA]], %[[C2]] : tensor<?x?x?xi8>
// CHECK-NEXT: %[[SLICE:.*]] = tensor.extract_slice %[[DATA]][0, %[[START]], 0] [%[[OUTER]], %[[SIZE]], %[[INNER]]] [1, 1, 1] : tensor<?x?x?xi8> to tensor<?x?x?xi8>
// CHECK-NEXT: %[[MARK:.*]] = arith.constant -1 : index
// CHECK: %[[X0:.*]] = tensor.extract %[[SHAPE]][%{{.*}}] : tensor<3xindex>
// CHECK-NEXT: %[[ISAX0:.*]] = arith.cmpi eq, %[[X0]], %[[MARK]] : index
// CHECK-NEXT: %[[EXT0:.*]] = arith.select %[[ISAX0]], %[[SIZE]], %[[X0]] : index
// CHECK: %[[X1:.*]] = tensor.extract %[[SHAPE]][%{{.*}}] : tensor<3xindex>
// CHECK-NEXT: %[[ISAX1:.*]] = arith.cmpi eq, %[[X1]], %[[MARK]] : index
// CHECK-NEXT: %[[EXT1:.*]] = arith.select %[[ISAX1]], %[[SIZE]], %[[X1]] : index
// CHECK-NOT: split.check {{.*}} dimension 1
// CHECK: %[[X2:.*]] = tensor.extract %[[SHAPE]][%{{.*}}] : tensor<3xindex>
// CHECK-NEXT: %[[ISAX2:.*]] = arith.cmpi eq, %[[X2]], %[[MARK]] : index
// CHECK-NEXT: %[[EXT2:.*]] = arith.select %[[ISAX2]], %[[SIZE]], %[[X2]] : index
// CHECK-NEXT: %[[REQ0:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[OK0:.*]] = arith.cmpi eq, %[[EXT0]], %[[REQ0]] : index
// CHECK-NEXT: split.check %[[OK0]], "split.sequence_at: element {0} has size {1} in dimension 0 but the result type tensor<2x?x3xi8> requires 2"(%[[IDX]], %[[EXT0]] : index, index)
// CHECK-NEXT: %[[REQ2:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[OK2:.*]] = arith.cmpi eq, %[[EXT2]], %[[REQ2]] : index
// CHECK-NEXT: split.check %[[OK2]], "split.sequence_at: element {0} has size {1} in dimension 2 but the result type tensor<2x?x3xi8> requires 3"(%[[IDX]], %[[EXT2]] : index, index)
// CHECK-NEXT: %[[RSHAPE:.*]] = tensor.from_elements %[[EXT0]], %[[EXT1]], %[[EXT2]] : tensor<3xindex>
// CHECK-NEXT: %[[R:.*]] = tensor.reshape %[[SLICE]](%[[RSHAPE]]) : (tensor<?x?x?xi8>, tensor<3xindex>) -> tensor<2x?x3xi8>
// CHECK-NEXT: return %[[R]] : tensor<2x?x3xi8>
func.func @sequence_at(%s: !split.seq<tensor<2x?x3xi8>>, %p: tensor<i32>) -> tensor<2x?x3xi8> {
  %e = split.sequence_at %s[%p] : !split.seq<tensor<2x?x3xi8>>, tensor<i32> -> tensor<2x?x3xi8>
  return %e : tensor<2x?x3xi8>
}

// A fully dynamic result type: only the range check.
// CHECK-LABEL: func.func @sequence_at_dynamic
// CHECK-SAME: (%[[DATA:.*]]: tensor<?x?x?xf32>, %[[OFFS:.*]]: tensor<?xindex>, %[[SHAPE:.*]]: tensor<2xindex>, %[[P:.*]]: tensor<i64>) -> tensor<?x?xf32>
// CHECK: %[[PE:.*]] = tensor.extract %[[P]][] : tensor<i64>
// CHECK-NEXT: %[[POS:.*]] = arith.index_cast %[[PE]] : i64 to index
// CHECK: split.check %{{.*}}, "split.sequence_at: position {0} is out of range for a sequence of length {1}"(%[[POS]], %{{.*}} : index, index)
// CHECK-NOT: split.check
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %[[DATA]][0, %{{.*}}, 0] [%{{.*}}, %{{.*}}, %{{.*}}] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
// CHECK-NOT: split.check
// CHECK: %[[RSHAPE:.*]] = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xindex>
// CHECK-NEXT: %[[R:.*]] = tensor.reshape %[[SLICE]](%[[RSHAPE]]) : (tensor<?x?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[R]] : tensor<?x?xf32>
func.func @sequence_at_dynamic(%s: !split.seq<tensor<?x?xf32>>, %p: tensor<i64>) -> tensor<?x?xf32> {
  %e = split.sequence_at %s[%p] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// An element without its axis (drop_axis): a one-entry shape and a rank-1
// reshape of the [outer, 1, inner] slice.
// CHECK-LABEL: func.func @sequence_at_dropped_axis
// CHECK-SAME: (%[[DATA:.*]]: tensor<?x?x?xf32>, %[[OFFS:.*]]: tensor<?xindex>, %[[SHAPE:.*]]: tensor<1xindex>, %[[P:.*]]: tensor<i64>) -> tensor<?xf32>
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %[[DATA]][0, %{{.*}}, 0]
// CHECK: %[[X0:.*]] = tensor.extract %[[SHAPE]][%{{.*}}] : tensor<1xindex>
// CHECK: %[[EXT0:.*]] = arith.select %{{.*}}, %{{.*}}, %[[X0]] : index
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[EXT0]], %[[C3]] : index
// CHECK-NEXT: split.check %[[OK]], "split.sequence_at: element {0} has size {1} in dimension 0 but the sequence element type tensor<3xf32> requires 3"(%{{.*}}, %[[EXT0]] : index, index)
// CHECK-NEXT: %[[RSHAPE:.*]] = tensor.from_elements %[[EXT0]] : tensor<1xindex>
// CHECK-NEXT: %[[R:.*]] = tensor.reshape %[[SLICE]](%[[RSHAPE]]) : (tensor<?x?x?xf32>, tensor<1xindex>) -> tensor<?xf32>
// CHECK-NEXT: return %[[R]] : tensor<?xf32>
func.func @sequence_at_dropped_axis(%s: !split.seq<tensor<3xf32>>, %p: tensor<i64>) -> tensor<?xf32> {
  %e = split.sequence_at %s[%p] : !split.seq<tensor<3xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// sequence_length
//===----------------------------------------------------------------------===//

// The number of offsets minus one, as tensor<i64>.
// CHECK-LABEL: func.func @sequence_length
// CHECK-SAME: (%[[DATA:.*]]: tensor<?x?x?xf32>, %[[OFFS:.*]]: tensor<?xindex>, %[[SHAPE:.*]]: tensor<2xindex>) -> tensor<i64>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[BOUNDS:.*]] = tensor.dim %[[OFFS]], %[[C0]] : tensor<?xindex>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[LEN:.*]] = arith.subi %[[BOUNDS]], %[[C1]] : index
// CHECK-NEXT: %[[LEN64:.*]] = arith.index_cast %[[LEN]] : index to i64
// CHECK-NEXT: %[[R:.*]] = tensor.from_elements %[[LEN64]] : tensor<i64>
// CHECK-NEXT: return %[[R]] : tensor<i64>
func.func @sequence_length(%s: !split.seq<tensor<?x4xf32>>) -> tensor<i64> {
  %n = split.sequence_length %s : !split.seq<tensor<?x4xf32>>
  return %n : tensor<i64>
}

// The length of a statically known sequence (ceil(7 / 2) = 4) folds to a
// constant.
// CHECK-LABEL: func.func @sequence_length_static
// CHECK-NOT: tensor.dim
// CHECK: %[[CST:.*]] = arith.constant dense<4> : tensor<i64>
// CHECK-NEXT: return %[[CST]] : tensor<i64>
func.func @sequence_length_static(%x: tensor<7x4xf32>) -> tensor<i64> {
  %s = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<7x4xf32> -> !split.seq<tensor<?x4xf32>>
  %n = split.sequence_length %s : !split.seq<tensor<?x4xf32>>
  return %n : tensor<i64>
}

//===----------------------------------------------------------------------===//
// Function boundaries
//===----------------------------------------------------------------------===//

// Declarations, calls and returns carry the three values.
// CHECK-LABEL: func.func private @external
// CHECK-SAME: (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
func.func private @external(!split.seq<tensor<?x4xf32>>) -> !split.seq<tensor<?x4xf32>>

// CHECK-LABEL: func.func @make
// CHECK-SAME: (%{{.*}}: tensor<?x4xf32>, %{{.*}}: index) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK: %[[DATA:.*]] = tensor.reshape
// CHECK: %[[OFFS:.*]] = tensor.generate
// CHECK: %[[SHAPE:.*]] = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xindex>
// CHECK-NEXT: return %[[DATA]], %[[OFFS]], %[[SHAPE]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>
func.func @make(%x: tensor<?x4xf32>, %n: index) -> !split.seq<tensor<?x4xf32>> {
  %s = split.split_to_sequence %x axis = 0 chunk = %n : tensor<?x4xf32> -> !split.seq<tensor<?x4xf32>>
  return %s : !split.seq<tensor<?x4xf32>>
}

// CHECK-LABEL: func.func @calls
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[N:.*]]: index) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>, tensor<i64>)
// CHECK-NEXT: %[[S:.*]]:3 = call @make(%[[X]], %[[N]]) : (tensor<?x4xf32>, index) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK-NEXT: %[[T:.*]]:3 = call @external(%[[S]]#0, %[[S]]#1, %[[S]]#2) : (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK-NEXT: %[[L:.*]] = call @sequence_length(%[[T]]#0, %[[T]]#1, %[[T]]#2) : (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>) -> tensor<i64>
// CHECK-NEXT: return %[[T]]#0, %[[T]]#1, %[[T]]#2, %[[L]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>, tensor<i64>
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
// CHECK: %[[S:.*]]:3 = scf.if %[[C]] -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>) {
// CHECK: %[[D1:.*]] = tensor.reshape %[[X]]
// CHECK: %[[O1:.*]] = tensor.generate
// CHECK: %[[SH1:.*]] = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xindex>
// CHECK-NEXT: scf.yield %[[D1]], %[[O1]], %[[SH1]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>
// CHECK-NEXT: } else {
// CHECK: %[[D2:.*]] = tensor.reshape %[[X]]
// CHECK: %[[O2:.*]] = tensor.generate
// CHECK: %[[SH2:.*]] = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xindex>
// CHECK-NEXT: scf.yield %[[D2]], %[[O2]], %[[SH2]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>
// CHECK-NEXT: }
// CHECK: tensor.dim %[[S]]#1, %{{.*}} : tensor<?xindex>
// CHECK: split.check %{{.*}}, "split.sequence_at: position {0} is out of range for a sequence of length {1}"
// CHECK: tensor.extract %[[S]]#1[%{{.*}}] : tensor<?xindex>
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %[[S]]#0[0, %{{.*}}, 0]
// CHECK: tensor.extract %[[S]]#2[%{{.*}}] : tensor<2xindex>
// CHECK: %[[R:.*]] = tensor.reshape %[[SLICE]](%{{.*}}) : (tensor<?x?x?xf32>, tensor<2xindex>) -> tensor<?x4xf32>
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
// CHECK: %[[D0:.*]] = tensor.reshape %[[X]]
// CHECK: %[[O0:.*]] = tensor.generate
// CHECK: %[[SH0:.*]] = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xindex>
// CHECK-NEXT: %[[R:.*]]:3 = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%{{[a-z0-9_]+}} = %[[D0]], %{{[a-z0-9_]+}} = %[[O0]], %{{[a-z0-9_]+}} = %[[SH0]]) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>) {
// CHECK: %[[D1:.*]] = tensor.reshape %[[X]]
// CHECK: arith.ceildivui %{{.*}}, %[[K]] : index
// CHECK: %[[O1:.*]] = tensor.generate
// CHECK: %[[SH1:.*]] = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xindex>
// CHECK-NEXT: scf.yield %[[D1]], %[[O1]], %[[SH1]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>
// CHECK-NEXT: }
// CHECK: %[[BOUNDS:.*]] = tensor.dim %[[R]]#1, %{{.*}} : tensor<?xindex>
// CHECK-NEXT: %{{.*}} = arith.constant 1 : index
// CHECK-NEXT: %[[LEN:.*]] = arith.subi %[[BOUNDS]], %{{.*}} : index
// CHECK-NEXT: %[[LEN64:.*]] = arith.index_cast %[[LEN]] : index to i64
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
// CHECK: %[[W:.*]]:4 = scf.while (%[[B0:[a-z0-9_]+]] = %{{[a-z0-9_]+}}, %[[B1:[a-z0-9_]+]] = %{{[a-z0-9_]+}}, %[[B2:[a-z0-9_]+]] = %{{[a-z0-9_]+}}, %[[B3:[a-z0-9_]+]] = %{{[a-z0-9_]+}}) : (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>, index) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>, index) {
// CHECK: scf.condition(%{{.*}}) %[[B0]], %[[B1]], %[[B2]], %[[B3]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>, index
// CHECK: } do {
// CHECK: scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>, index
// CHECK: tensor.dim %[[W]]#1, %{{.*}} : tensor<?xindex>
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

// 1024 chunks of one row: one tensor.generate of 1025 boundaries, no slice.
// CHECK-LABEL: func.func @no_unrolling(
// CHECK-SAME: %[[X:.*]]: tensor<1024x4xf32>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK-NOT: tensor.extract_slice
// CHECK-NOT: tensor.insert
// CHECK: %[[C1024:.*]] = arith.constant 1024 : index
// CHECK: %[[DATA:.*]] = tensor.reshape %[[X]](%{{.*}}) : (tensor<1024x4xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK: %[[C1025:.*]] = arith.constant 1025 : index
// CHECK-NEXT: %[[OFFS:.*]] = tensor.generate %[[C1025]] {
// CHECK: arith.minui %{{.*}}, %[[C1024]] : index
// CHECK-NOT: tensor.generate
// CHECK-NOT: tensor.extract_slice
// CHECK-NOT: tensor.insert
// CHECK: return %[[DATA]], %[[OFFS]], %{{.*}} : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>
// CANON-LABEL: func.func @no_unrolling(
// CANON-NOT: tensor.extract_slice
// CANON: %[[GEN:.*]] = tensor.generate {
// CANON: } : tensor<1025xindex>
// CANON-NOT: tensor.generate
// CANON-NOT: tensor.extract_slice
// CANON: return
func.func @no_unrolling(%x: tensor<1024x4xf32>) -> !split.seq<tensor<1x4xf32>> {
  %s = split.split_to_sequence_v11 %x : tensor<1024x4xf32> -> !split.seq<tensor<1x4xf32>>
  return %s : !split.seq<tensor<1x4xf32>>
}

// Reading one element of it is one slice, not 1024, and with the producer in
// view a slice of the input itself (split-normalize's view pattern, applied
// before the conversion): no copy into the sequence's reshaped data.
// CHECK-LABEL: func.func @no_unrolling_at
// CHECK: split.check %{{.*}}, "split.sequence_at: position {0} is out of range for a sequence of length {1}"
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[R:.*]] = tensor.extract_slice %arg0[%{{.*}}, 0] [1, 4] [1, 1] : tensor<1024x4xf32> to tensor<1x4xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK-NOT: tensor.reshape
// CHECK: return %[[R]] : tensor<1x4xf32>
// CANON-LABEL: func.func @no_unrolling_at
// CANON-NOT: tensor.generate
// CANON-NOT: tensor.reshape
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


// A sequence passed through cf block arguments becomes its three values.
// CHECK-LABEL: func.func @through_branch
// CHECK: cf.cond_br %{{.*}}, ^[[BB:.*]](%{{.*}}, %{{.*}}, %{{.*}} : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>), ^[[BB]](%{{.*}}, %{{.*}}, %{{.*}} : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK: ^[[BB]](%{{.*}}: tensor<?x?x?xf32>, %[[OFF:.*]]: tensor<?xindex>, %{{.*}}: tensor<2xindex>):
// CHECK: tensor.dim %[[OFF]]
func.func @through_branch(%c: i1, %x: tensor<6x4xf32>) -> tensor<i64> {
  %a = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
  %b = split.split_to_sequence %x axis = 0 chunk = 3 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
  cf.cond_br %c, ^bb1(%a : !split.seq<tensor<?x4xf32>>), ^bb1(%b : !split.seq<tensor<?x4xf32>>)
^bb1(%s: !split.seq<tensor<?x4xf32>>):
  %n = split.sequence_length %s : !split.seq<tensor<?x4xf32>>
  return %n : tensor<i64>
}

// A select between two sequences selects each of their three values.
// CHECK-LABEL: func.func @select_sequences
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<?x?x?xf32>
// CHECK-NEXT: %[[OFF:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xindex>
// CHECK-NEXT: arith.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<2xindex>
// CHECK: tensor.dim %[[OFF]]
func.func @select_sequences(%c: i1, %x: tensor<6x4xf32>) -> tensor<i64> {
  %a = split.split_to_sequence %x axis = 0 chunk = 2 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
  %b = split.split_to_sequence %x axis = 0 chunk = 3 : tensor<6x4xf32> -> !split.seq<tensor<?x4xf32>>
  %s = arith.select %c, %a, %b : !split.seq<tensor<?x4xf32>>
  %n = split.sequence_length %s : !split.seq<tensor<?x4xf32>>
  return %n : tensor<i64>
}
