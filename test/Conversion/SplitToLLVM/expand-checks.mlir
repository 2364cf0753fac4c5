// RUN: split-opt %s --split-expand-checks | FileCheck %s
// RUN: split-opt %s --split-expand-checks --convert-scf-to-cf --convert-to-llvm | FileCheck %s --check-prefix=LLVM

// --split-expand-checks: every split.check in a function body becomes a
// cf.cond_br to the rest of the block or to a block that calls
// splitCheckFailed (the same code as split.check's LLVM lowering), before the
// conversion to LLVM; the checks of a block keep their order. Index values
// are cast to i64 first. Checks in other regions are left to the LLVM
// lowering.
// CHECK-DAG: llvm.mlir.global internal constant @[[FIRST:__split_check_message_[0-9]+]]("first {0}\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[SECOND:__split_check_message_[0-9]+]]("second {0} {1}\00")
// CHECK-DAG: llvm.func @splitCheckFailed(!llvm.ptr, i64, !llvm.ptr)
// CHECK-LABEL: func.func @two
// CHECK-SAME: (%[[A:.*]]: i1, %[[B:.*]]: i1, %[[N:.*]]: index, %[[M:.*]]: i32)
// CHECK: cf.cond_br %[[A]], ^[[OK1:bb[0-9]+]], ^[[FAIL1:bb[0-9]+]]
// CHECK-NEXT: ^[[OK1]]:
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[N]]
// CHECK-NEXT: cf.cond_br %[[B]], ^[[OK2:bb[0-9]+]], ^[[FAIL2:bb[0-9]+]]
// CHECK-NEXT: ^[[OK2]]:
// CHECK-NEXT: %[[Y:.*]] = arith.addi %[[X]]
// CHECK-NEXT: return %[[Y]]
// CHECK-NEXT: ^[[FAIL2]]:
// CHECK-NEXT: llvm.mlir.addressof @[[SECOND]]
// CHECK: llvm.sext %[[M]] : i32 to i64
// CHECK: llvm.zext %[[A]] : i1 to i64
// CHECK: llvm.call @splitCheckFailed(
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^[[FAIL1]]:
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK-NEXT: llvm.mlir.addressof @[[FIRST]]
// CHECK: llvm.store %[[I]], %{{.*}} : i64, !llvm.ptr
// CHECK-NEXT: llvm.call @splitCheckFailed(
// CHECK-NEXT: llvm.unreachable
func.func @two(%a: i1, %b: i1, %n: index, %m: i32) -> index {
  %c1 = arith.constant 1 : index
  split.check %a, "first {0}"(%n : index)
  %x = arith.addi %n, %c1 : index
  split.check %b, "second {0} {1}"(%m, %a : i32, i1)
  %y = arith.addi %x, %c1 : index
  return %y : index
}

// CHECK-LABEL: func.func @nested
// CHECK: scf.if
// CHECK-NEXT: split.check %{{.*}}, "nested"
// LLVM-LABEL: llvm.func @nested
// LLVM-NOT: split.check
// LLVM: llvm.call @splitCheckFailed(
func.func @nested(%a: i1, %c: i1) {
  scf.if %c {
    split.check %a, "nested"
  }
  return
}
