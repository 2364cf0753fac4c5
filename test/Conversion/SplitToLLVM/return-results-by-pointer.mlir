// RUN: split-opt --split-return-results-by-pointer=min-scalars=4 %s | FileCheck %s
// RUN: split-opt --split-return-results-by-pointer %s | FileCheck %s --check-prefix=DEFAULT

!s = !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>

// A private function of a struct of 5 scalars: its result goes through the
// pointer its callers pass; each insertion is a store, in the chain's order.
// CHECK-LABEL: llvm.func internal @many(
// CHECK-SAME: %[[R:.*]]: !llvm.ptr {llvm.sret = !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>}, %[[X:.*]]: i64, %[[P:.*]]: !llvm.ptr {llvm.noalias})
// CHECK-SAME: attributes {sym_visibility = "private"}
// CHECK-NOT: llvm.insertvalue
// CHECK: %[[A0:.*]] = llvm.getelementptr %[[R]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
// CHECK-NEXT: llvm.store %[[X]], %[[A0]] : i64, !llvm.ptr
// CHECK-NEXT: %[[A1:.*]] = llvm.getelementptr %[[R]][0, 1, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
// CHECK-NEXT: llvm.store %[[X]], %[[A1]] : i64, !llvm.ptr
// CHECK-NEXT: %[[A2:.*]] = llvm.getelementptr %[[R]][0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
// CHECK-NEXT: llvm.store %[[P]], %[[A2]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[A3:.*]] = llvm.getelementptr %[[R]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
// CHECK-NEXT: llvm.store %[[C:.*]], %[[A3]] : i64, !llvm.ptr
// CHECK-NEXT: llvm.return{{$}}
// DEFAULT-LABEL: llvm.func @many(
// DEFAULT-SAME: -> !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
llvm.func @many(%x: i64, %p: !llvm.ptr {llvm.noalias}) -> !s attributes {sym_visibility = "private"} {
  %c = llvm.mlir.constant(7 : i64) : i64
  %0 = llvm.mlir.poison : !s
  %1 = llvm.insertvalue %x, %0[0] : !s
  %2 = llvm.insertvalue %x, %1[1, 1, 1] : !s
  %3 = llvm.insertvalue %p, %2[1, 0] : !s
  // Overwrites member 0: the store comes after the first one.
  %4 = llvm.insertvalue %c, %3[0] : !s
  llvm.return %4 : !s
}

// Two returns, one of a struct that is not built from poison: stored
// whole, then the insertion on top of it.
// CHECK-LABEL: llvm.func internal @branches(
// CHECK-SAME: %[[R:.*]]: !llvm.ptr {llvm.sret = {{.*}}}, %[[B:.*]]: i1, %[[S:.*]]: !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>, %[[X:.*]]: i64)
// CHECK: ^bb1:
// CHECK-NEXT: llvm.store %[[S]], %[[R]] : !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>, !llvm.ptr
// CHECK-NEXT: %[[A:.*]] = llvm.getelementptr %[[R]][0, 2]
// CHECK-NEXT: llvm.store %[[X]], %[[A]] : i64, !llvm.ptr
// CHECK-NEXT: llvm.return{{$}}
// CHECK: ^bb2:
// CHECK-NEXT: llvm.store %[[S]], %[[R]] : !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>, !llvm.ptr
// CHECK-NEXT: llvm.return{{$}}
llvm.func internal @branches(%b: i1, %s: !s, %x: i64) -> !s {
  llvm.cond_br %b, ^bb1, ^bb2
^bb1:
  %0 = llvm.insertvalue %x, %s[2] : !s
  llvm.return %0 : !s
^bb2:
  llvm.return %s : !s
}

// The callers: one slot per call in the entry block, the call, and a load
// right after it for each member extracted; a use of the whole struct
// loads it whole.
// CHECK-LABEL: llvm.func @caller(
// CHECK-SAME: %[[X:.*]]: i64, %[[P:.*]]: !llvm.ptr, %[[S:.*]]: !llvm.struct
// CHECK-DAG: %[[SLOT1:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)> : (i64) -> !llvm.ptr
// CHECK-DAG: %[[SLOT2:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)> : (i64) -> !llvm.ptr
// CHECK: llvm.br ^bb1
// CHECK: ^bb1:
// CHECK: llvm.call @many(%[[SLOT2]], %[[X]], %[[P]]) {no_inline} : (!llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-DAG: %[[G0:.*]] = llvm.getelementptr %[[SLOT2]][0, 0]
// CHECK-DAG: %[[M0:.*]] = llvm.load %[[G0]] : !llvm.ptr -> i64
// CHECK-DAG: %[[G1:.*]] = llvm.getelementptr %[[SLOT2]][0, 1]
// CHECK-DAG: %[[M1:.*]] = llvm.load %[[G1]] : !llvm.ptr -> !llvm.struct<(ptr, array<2 x i64>)>
// CHECK: llvm.call @branches(%[[SLOT1]], %{{.*}}, %[[S]], %[[M0]]) : (!llvm.ptr, i1, !llvm.struct<{{.*}}>, i64) -> ()
// CHECK-NEXT: %[[W:.*]] = llvm.load %[[SLOT1]] : !llvm.ptr -> !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
// CHECK-NEXT: llvm.call @use(%[[W]], %[[M1]])
llvm.func @caller(%x: i64, %p: !llvm.ptr, %s: !s) {
  llvm.br ^bb1
^bb1:
  %t = llvm.mlir.constant(true) : i1
  %r = llvm.call @many(%x, %p) {no_inline} : (i64, !llvm.ptr) -> !s
  %m0 = llvm.extractvalue %r[0] : !s
  %q = llvm.call @branches(%t, %s, %m0) : (i1, !s, i64) -> !s
  %m1 = llvm.extractvalue %r[1] : !s
  llvm.call @use(%q, %m1) : (!s, !llvm.struct<(ptr, array<2 x i64>)>) -> ()
  llvm.return
}
llvm.func @use(!s, !llvm.struct<(ptr, array<2 x i64>)>)

// Not rewritten: a public function (a host may call it by the lowering's
// convention), a function whose address is taken, a struct of fewer
// scalars than min-scalars, a declaration.
// CHECK-LABEL: llvm.func @public(%{{.*}}: !llvm.struct<{{.*}}>) -> !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
llvm.func @public(%s: !s) -> !s {
  llvm.return %s : !s
}
// CHECK-LABEL: llvm.func internal @address_taken(%{{.*}}: !llvm.struct<{{.*}}>) -> !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
llvm.func internal @address_taken(%s: !s) -> !s {
  llvm.return %s : !s
}
llvm.func @take_address() -> !llvm.ptr {
  %f = llvm.mlir.addressof @address_taken : !llvm.ptr
  llvm.return %f : !llvm.ptr
}
// Nor one that an attribute names (a discardable attribute of a caller
// here): the pass cannot tell what the name stands for.
// CHECK-LABEL: llvm.func internal @named(%{{.*}}: !llvm.struct<{{.*}}>) -> !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
llvm.func internal @named(%s: !s) -> !s {
  llvm.return %s : !s
}
// CHECK-LABEL: llvm.func @names(
// CHECK-NEXT: llvm.call @named(%{{.*}}) : (!llvm.struct<{{.*}}>) -> !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
llvm.func @names(%s: !s) attributes {test.callees = [@named]} {
  %r = llvm.call @named(%s) : (!s) -> !s
  llvm.return
}
// CHECK-LABEL: llvm.func internal @small(%{{.*}}: i64) -> !llvm.struct<(i64, i64, i64)>
llvm.func internal @small(%x: i64) -> !llvm.struct<(i64, i64, i64)> {
  %0 = llvm.mlir.poison : !llvm.struct<(i64, i64, i64)>
  %1 = llvm.insertvalue %x, %0[0] : !llvm.struct<(i64, i64, i64)>
  llvm.return %1 : !llvm.struct<(i64, i64, i64)>
}
// CHECK-LABEL: llvm.func @declared(i64) -> !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
llvm.func @declared(i64) -> !s attributes {sym_visibility = "private"}

// Nor a function called in a region of another op: the threads of an
// omp.parallel would share the caller's one result slot.
// CHECK-LABEL: llvm.func internal @in_parallel(%{{.*}}: !llvm.struct<{{.*}}>) -> !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
llvm.func internal @in_parallel(%s: !s) -> !s {
  llvm.return %s : !s
}
// CHECK-LABEL: llvm.func @parallel_caller(
// CHECK: omp.parallel
// CHECK-NEXT: llvm.call @in_parallel(%{{.*}}) : (!llvm.struct<{{.*}}>) -> !llvm.struct<(i64, struct<(ptr, array<2 x i64>)>, i64)>
llvm.func @parallel_caller(%s: !s) {
  omp.parallel {
    %r = llvm.call @in_parallel(%s) : (!s) -> !s
    omp.terminator
  }
  llvm.return
}

// A member that is a load in the return's block is copied from the load's
// address to the result with one memcpy at the load (the size of the
// member's type), and the load goes; loads that another insertion
// overlaps, that are volatile, or that sit in another block are stored at
// the return as before, after the memcpys.
!d = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
!r = !llvm.struct<(!d, !d, !d, !d, !d)>
// CHECK-LABEL: llvm.func internal @loaded(
// CHECK-SAME: %[[R:.*]]: !llvm.ptr {llvm.sret = {{.*}}}, %[[T:.*]]: !llvm.ptr, %[[B:.*]]: i1)
// CHECK-NEXT: %[[SIZE:.*]] = llvm.mlir.constant(56 : i64) : i64
// CHECK: %[[OTHER:.*]] = llvm.load %[[T]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.cond_br %[[B]], ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[T]][1]
// CHECK-NEXT: %[[A0:.*]] = llvm.getelementptr %[[R]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>,
// CHECK-NEXT: "llvm.intr.memcpy"(%[[A0]], %[[P0]], %[[SIZE]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %[[T]][2]
// CHECK-NEXT: %[[V:.*]] = llvm.load volatile %[[P1]]
// CHECK-NEXT: %[[P2:.*]] = llvm.getelementptr %[[T]][3]
// CHECK-NEXT: %[[W:.*]] = llvm.load %[[P2]]
// CHECK-NEXT: %[[A3:.*]] = llvm.getelementptr %[[R]][0, 3]
// CHECK-NEXT: "llvm.intr.memcpy"(%[[A3]], %[[T]], %[[SIZE]])
// CHECK-NEXT: llvm.call @clobber(%[[T]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: %[[A1:.*]] = llvm.getelementptr %[[R]][0, 1]
// CHECK-NEXT: llvm.store %[[V]], %[[A1]]
// CHECK-NEXT: %[[A2:.*]] = llvm.getelementptr %[[R]][0, 2]
// CHECK-NEXT: llvm.store %[[W]], %[[A2]]
// CHECK-NEXT: %[[A4:.*]] = llvm.getelementptr %[[R]][0, 4]
// CHECK-NEXT: llvm.store %[[OTHER]], %[[A4]]
// CHECK-NEXT: %[[A2B:.*]] = llvm.getelementptr %[[R]][0, 2, 2]
// CHECK-NEXT: llvm.store %{{.*}}, %[[A2B]]
// CHECK-NEXT: llvm.return{{$}}
// CHECK: ^bb2:
// CHECK-NEXT: llvm.return{{$}}
llvm.func internal @loaded(%t: !llvm.ptr, %b: i1) -> !r {
  %c = llvm.mlir.constant(7 : i64) : i64
  // In another block than the return: stored at the return.
  %other = llvm.load %t : !llvm.ptr -> !d
  %u = llvm.mlir.poison : !r
  llvm.cond_br %b, ^bb1, ^bb2
^bb1:
  %p0 = llvm.getelementptr %t[1] : (!llvm.ptr) -> !llvm.ptr, !d
  %d0 = llvm.load %p0 : !llvm.ptr -> !d
  %p1 = llvm.getelementptr %t[2] : (!llvm.ptr) -> !llvm.ptr, !d
  %d1 = llvm.load volatile %p1 : !llvm.ptr -> !d
  // Member 2 is also written below it (at [2, 2]): stored in order.
  %p2 = llvm.getelementptr %t[3] : (!llvm.ptr) -> !llvm.ptr, !d
  %d2 = llvm.load %p2 : !llvm.ptr -> !d
  %d3 = llvm.load %t : !llvm.ptr -> !d
  // Writes what %d3 read: the copy happened before it.
  llvm.call @clobber(%t) : (!llvm.ptr) -> ()
  %0 = llvm.insertvalue %d0, %u[0] : !r
  %1 = llvm.insertvalue %d1, %0[1] : !r
  %2 = llvm.insertvalue %d2, %1[2] : !r
  %3 = llvm.insertvalue %d3, %2[3] : !r
  %4 = llvm.insertvalue %other, %3[4] : !r
  %5 = llvm.insertvalue %c, %4[2, 2] : !r
  llvm.return %5 : !r
^bb2:
  llvm.return %u : !r
}
llvm.func @clobber(!llvm.ptr)

// Members loaded from consecutive slots of one table into consecutive
// members are one memcpy of all of them, at the last of their loads (the
// first slot's address is the table itself). A run ends at a member loaded
// from another table, and at a write between two loads.
!r6 = !llvm.struct<(!d, !d, !d, !d, !d, !d)>
// CHECK-LABEL: llvm.func internal @loaded_runs(
// CHECK-SAME: %[[R:.*]]: !llvm.ptr {llvm.sret = {{.*}}}, %[[T:.*]]: !llvm.ptr, %[[S:.*]]: !llvm.ptr)
// CHECK-DAG: %[[ONE:.*]] = llvm.mlir.constant(56 : i64) : i64
// CHECK-DAG: %[[TWO:.*]] = llvm.mlir.constant(112 : i64) : i64
// CHECK-DAG: %[[THREE:.*]] = llvm.mlir.constant(168 : i64) : i64
// CHECK: %[[A0:.*]] = llvm.getelementptr %[[R]][0, 0]
// CHECK-NEXT: "llvm.intr.memcpy"(%[[A0]], %[[T]], %[[THREE]])
// CHECK-NEXT: %[[Q:.*]] = llvm.getelementptr %[[S]][3]
// CHECK-NEXT: %[[A3:.*]] = llvm.getelementptr %[[R]][0, 3]
// CHECK-NEXT: "llvm.intr.memcpy"(%[[A3]], %[[Q]], %[[TWO]])
// CHECK-NEXT: llvm.call @clobber(%[[S]])
// CHECK-NEXT: %[[P5:.*]] = llvm.getelementptr %[[S]][5]
// CHECK-NEXT: %[[A5:.*]] = llvm.getelementptr %[[R]][0, 5]
// CHECK-NEXT: "llvm.intr.memcpy"(%[[A5]], %[[P5]], %[[ONE]])
// CHECK-NEXT: llvm.return
llvm.func internal @loaded_runs(%t: !llvm.ptr, %s: !llvm.ptr) -> !r6 {
  %u = llvm.mlir.poison : !r6
  %d0 = llvm.load %t : !llvm.ptr -> !d
  %p1 = llvm.getelementptr %t[1] : (!llvm.ptr) -> !llvm.ptr, !d
  %d1 = llvm.load %p1 : !llvm.ptr -> !d
  %p2 = llvm.getelementptr %t[2] : (!llvm.ptr) -> !llvm.ptr, !d
  %d2 = llvm.load %p2 : !llvm.ptr -> !d
  %p3 = llvm.getelementptr %s[3] : (!llvm.ptr) -> !llvm.ptr, !d
  %d3 = llvm.load %p3 : !llvm.ptr -> !d
  %p4 = llvm.getelementptr %s[4] : (!llvm.ptr) -> !llvm.ptr, !d
  %d4 = llvm.load %p4 : !llvm.ptr -> !d
  llvm.call @clobber(%s) : (!llvm.ptr) -> ()
  %p5 = llvm.getelementptr %s[5] : (!llvm.ptr) -> !llvm.ptr, !d
  %d5 = llvm.load %p5 : !llvm.ptr -> !d
  %0 = llvm.insertvalue %d0, %u[0] : !r6
  %1 = llvm.insertvalue %d1, %0[1] : !r6
  %2 = llvm.insertvalue %d2, %1[2] : !r6
  %3 = llvm.insertvalue %d3, %2[3] : !r6
  %4 = llvm.insertvalue %d4, %3[4] : !r6
  %5 = llvm.insertvalue %d5, %4[5] : !r6
  llvm.return %5 : !r6
}
