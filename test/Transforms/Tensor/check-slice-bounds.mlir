// RUN: split-opt %s --split-check-slice-bounds --split-input-file | FileCheck %s --check-prefix=RAW
// RUN: split-opt %s --split-check-slice-bounds --canonicalize --split-input-file | FileCheck %s

// A check of each slice dimension that the op's verifier cannot check (a
// dynamic dimension, offset, size or stride): size 0, or a non-empty slice
// whose first and last index lie in the dimension. None where the static
// parts (or value bounds of the dimension) prove the bounds, or the slice is
// empty. A view (extract_slice, subview) is checked before its first user
// in each block, an insert_slice where it writes.

// The raw check: the last index is offset + (size - 1) * stride.
// RAW-LABEL: func.func @extract
// RAW-SAME: (%[[T:.*]]: tensor<?x4xf32>)
// RAW-NEXT: %[[SLICE:.*]] = tensor.extract_slice %[[T]][1, 0] [5, 4] [1, 1]
// RAW: %[[D:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<?x4xf32>
// RAW-NEXT: %[[O:.*]] = arith.constant 1 : index
// RAW-NEXT: %[[S:.*]] = arith.constant 5 : index
// RAW-NEXT: %[[ST:.*]] = arith.constant 1 : index
// RAW-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// RAW-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// RAW-NEXT: %[[SM1:.*]] = arith.subi %[[S]], %[[ONE]] : index
// RAW-NEXT: %[[SPAN:.*]] = arith.muli %[[SM1]], %[[ST]] : index
// RAW-NEXT: %[[LAST:.*]] = arith.addi %[[O]], %[[SPAN]] : index
// RAW-NEXT: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[S]], %[[ZERO]] : index
// RAW-NEXT: %[[OLOW:.*]] = arith.cmpi sge, %[[O]], %[[ZERO]] : index
// RAW-NEXT: %[[OHIGH:.*]] = arith.cmpi slt, %[[O]], %[[D]] : index
// RAW-NEXT: %[[OIN:.*]] = arith.andi %[[OLOW]], %[[OHIGH]] : i1
// RAW-NEXT: %[[LLOW:.*]] = arith.cmpi sge, %[[LAST]], %[[ZERO]] : index
// RAW-NEXT: %[[LHIGH:.*]] = arith.cmpi slt, %[[LAST]], %[[D]] : index
// RAW-NEXT: %[[LIN:.*]] = arith.andi %[[LLOW]], %[[LHIGH]] : i1
// RAW-NEXT: %[[BOTH:.*]] = arith.andi %[[OIN]], %[[LIN]] : i1
// RAW-NEXT: %[[INB:.*]] = arith.andi %[[NONEMPTY]], %[[BOTH]] : i1
// RAW-NEXT: %[[EMPTY:.*]] = arith.cmpi eq, %[[S]], %[[ZERO]] : index
// RAW-NEXT: %[[OK:.*]] = arith.ori %[[EMPTY]], %[[INB]] : i1
// RAW-NEXT: split.check %[[OK]], "tensor.extract_slice: the slice of dimension 0 (offset {1}, size {2}, stride {3}) is out of bounds of 'tensor<?x4xf32>', whose dimension 0 has size {0}"(%[[D]], %[[O]], %[[S]], %[[ST]] : index, index, index, index)
// RAW-NEXT: return %[[SLICE]]

// Canonicalised: 1 < d and 5 < d (dimension 1 is static and in bounds).
// CHECK-LABEL: func.func @extract
// CHECK-SAME: (%[[T:.*]]: tensor<?x4xf32>)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %[[T]][1, 0] [5, 4] [1, 1] : tensor<?x4xf32> to tensor<5x4xf32>
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<?x4xf32>
// CHECK-NEXT: %[[A:.*]] = arith.cmpi sgt, %[[D]], %[[C1]] : index
// CHECK-NEXT: %[[B:.*]] = arith.cmpi sgt, %[[D]], %[[C5]] : index
// CHECK-NEXT: %[[OK:.*]] = arith.andi %[[A]], %[[B]] : i1
// CHECK-NEXT: split.check %[[OK]], "tensor.extract_slice: the slice of dimension 0 (offset {1}, size {2}, stride {3}) is out of bounds of 'tensor<?x4xf32>', whose dimension 0 has size {0}"(%[[D]], %[[C1]], %[[C5]], %[[C1]] : index, index, index, index)
// CHECK-NEXT: return %[[SLICE]]
func.func @extract(%t: tensor<?x4xf32>) -> tensor<5x4xf32> {
  %s = tensor.extract_slice %t[1, 0] [5, 4] [1, 1] : tensor<?x4xf32> to tensor<5x4xf32>
  return %s : tensor<5x4xf32>
}

// -----

// A run-time offset into a static tensor, stride 2: 0 <= o < 8 and
// 0 <= o + 6 < 8.
// CHECK-LABEL: func.func @dynamic_offset
// CHECK-SAME: (%{{.*}}: tensor<8xf32>, %[[O:.*]]: index)
// CHECK: tensor.extract_slice
// CHECK: %[[LAST:.*]] = arith.addi %[[O]], %{{.*}} : index
// CHECK: split.check %{{.*}}, "tensor.extract_slice: the slice of dimension 0 (offset {1}, size {2}, stride {3}) is out of bounds of 'tensor<8xf32>', whose dimension 0 has size {0}"(%{{.*}}, %[[O]], %{{.*}}, %{{.*}} : index, index, index, index)
// CHECK-NEXT: return
func.func @dynamic_offset(%t: tensor<8xf32>, %o: index) -> tensor<4xf32> {
  %s = tensor.extract_slice %t[%o] [4] [2] : tensor<8xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// The destination of an insert_slice is what it must fit in.
// CHECK-LABEL: func.func @insert
// CHECK-SAME: (%{{.*}}: tensor<2xi8>, %[[DEST:.*]]: tensor<?xi8>)
// CHECK: %[[D:.*]] = tensor.dim %[[DEST]], %{{.*}} : tensor<?xi8>
// CHECK: split.check %{{.*}}, "tensor.insert_slice: the slice of dimension 0 (offset {1}, size {2}, stride {3}) is out of bounds of 'tensor<?xi8>', whose dimension 0 has size {0}"(%[[D]], %{{.*}}, %{{.*}}, %{{.*}} : index, index, index, index)
// CHECK-NEXT: tensor.insert_slice
func.func @insert(%v: tensor<2xi8>, %d: tensor<?xi8>) -> tensor<?xi8> {
  %w = tensor.insert_slice %v into %d[3] [2] [1] : tensor<2xi8> into tensor<?xi8>
  return %w : tensor<?xi8>
}

// -----

// A memref.subview of a run-time size: empty, or 2 < d and 0 <= n + 1 < d.
// CHECK-LABEL: func.func @subview
// CHECK-SAME: (%[[M:.*]]: memref<?xf64>, %[[N:.*]]: index)
// CHECK: %[[V:.*]] = memref.subview %[[M]][2] [%[[N]]] [1]
// CHECK: %[[D:.*]] = memref.dim %[[M]], %{{.*}} : memref<?xf64>
// CHECK: %[[EMPTY:.*]] = arith.cmpi eq, %[[N]], %{{.*}} : index
// CHECK-NEXT: %[[OK:.*]] = arith.ori %[[EMPTY]], %{{.*}} : i1
// CHECK-NEXT: split.check %[[OK]], "memref.subview: the slice of dimension 0 (offset {1}, size {2}, stride {3}) is out of bounds of 'memref<?xf64>', whose dimension 0 has size {0}"(%[[D]], %{{.*}}, %[[N]], %{{.*}} : index, index, index, index)
// CHECK-NEXT: return %[[V]]
func.func @subview(%m: memref<?xf64>, %n: index) -> memref<?xf64, strided<[1], offset: 2>> {
  %s = memref.subview %m[2] [%n] [1] : memref<?xf64> to memref<?xf64, strided<[1], offset: 2>>
  return %s : memref<?xf64, strided<[1], offset: 2>>
}

// -----

// No check: static and in bounds (the verifier's own check), empty, and a
// dimension that value bounds prove (an empty tensor of size 6).
// CHECK-LABEL: func.func @unchecked
// CHECK-NOT: split.check
// CHECK: return
func.func @unchecked(%t: tensor<8xf32>, %u: tensor<?xf32>) -> (tensor<4xf32>, tensor<0xf32>, tensor<3xf32>) {
  %a = tensor.extract_slice %t[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %b = tensor.extract_slice %u[7] [0] [1] : tensor<?xf32> to tensor<0xf32>
  %c6 = arith.constant 6 : index
  %e = tensor.empty(%c6) : tensor<?xf32>
  %c = tensor.extract_slice %e[3] [3] [1] : tensor<?xf32> to tensor<3xf32>
  return %a, %b, %c : tensor<4xf32>, tensor<0xf32>, tensor<3xf32>
}

// -----

// A view is checked where it is used: inside the loop that reads it (a
// user's LICM hoists the slice out of a loop that may run zero times), and
// before an arith.select that picks it only when it picks it. None for a
// view nothing uses.
// CHECK-LABEL: func.func @where_used
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>, %[[N:.*]]: index, %[[C:.*]]: i1, %[[E:.*]]: tensor<1xf32>)
// CHECK: %[[S:.*]] = tensor.extract_slice %[[T]][%{{.*}}] [1] [1]
// CHECK-NOT: split.check
// CHECK: scf.for
// CHECK: split.check %{{.*}}, "tensor.extract_slice: the slice
// CHECK-NEXT: arith.addf
// CHECK: scf.yield
// CHECK: %[[SKIP:.*]] = arith.xori %[[C]], %{{.*}} : i1
// CHECK: %[[OK:.*]] = arith.ori %[[SKIP]], %{{.*}} : i1
// CHECK-NEXT: split.check %[[OK]], "tensor.extract_slice: the slice
// CHECK-NEXT: arith.select %[[C]], %[[S]], %[[E]]
// CHECK-NOT: split.check
// CHECK: return
func.func @where_used(%t: tensor<?xf32>, %n: index, %c: i1, %e: tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %last = arith.subi %n, %c1 : index
  %s = tensor.extract_slice %t[%last] [1] [1] : tensor<?xf32> to tensor<1xf32>
  %unused = tensor.extract_slice %t[%n] [1] [1] : tensor<?xf32> to tensor<1xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> (tensor<1xf32>) {
    %sum = arith.addf %acc, %s : tensor<1xf32>
    scf.yield %sum : tensor<1xf32>
  }
  %p = arith.select %c, %s, %e : tensor<1xf32>
  return %r, %p : tensor<1xf32>, tensor<1xf32>
}
