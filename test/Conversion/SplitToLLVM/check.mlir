// RUN: split-opt %s --split-input-file --convert-to-llvm | FileCheck %s
// RUN: split-opt %s --split-input-file --split-assert-to-check | FileCheck %s --check-prefix=ASSERT
// RUN: split-opt %s --split-input-file --split-assert-to-check --convert-to-llvm | FileCheck %s --check-prefix=ASSERT-LLVM

// split.check %c, "msg"(%v...) lowers (through the convert-to-llvm interface
// of the split dialect) to
//   llvm.cond_br %c, ^continue, ^fail
//   ^fail: splitCheckFailed(@message, count, [v... as i64]); unreachable
// with the message in an internal, NUL-terminated global that checks with the
// same message share. --split-assert-to-check turns cf.assert into a
// split.check without values, doubling every `{` so that the run-time
// formatter prints the message unchanged.

// Every value is stored as i64: index (i64 after conversion) and i64 as they
// are, narrower integers sign-extended, i1 zero-extended (prints 0 or 1).
// CHECK: llvm.mlir.global internal constant @[[MSG:__split_check_message_[0-9]+]]("bad {0} {1} {2} {3} {4}\00") {addr_space = 0 : i32}
// CHECK: llvm.func @splitCheckFailed(!llvm.ptr, i64, !llvm.ptr)
// CHECK-LABEL: llvm.func @values
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: i64, %[[B:.*]]: i32, %[[D:.*]]: i8, %[[E:.*]]: i1, %[[F:.*]]: i64)
// CHECK-NEXT: llvm.cond_br %[[C]], ^[[OK:bb[0-9]+]], ^[[FAIL:bb[0-9]+]]
// CHECK-NEXT: ^[[OK]]:
// CHECK-NEXT: llvm.return
// CHECK-NEXT: ^[[FAIL]]:
// CHECK-NEXT: %[[ADDR:.*]] = llvm.mlir.addressof @[[MSG]] : !llvm.ptr
// CHECK-NEXT: %[[TEXT:.*]] = llvm.getelementptr %[[ADDR]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<24 x i8>
// CHECK-NEXT: %[[COUNT:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT: %[[SLOTS:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT: %[[ARRAY:.*]] = llvm.alloca %[[SLOTS]] x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[ARRAY]][0] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[A]], %[[P0]] : i64, !llvm.ptr
// CHECK-NEXT: %[[B64:.*]] = llvm.sext %[[B]] : i32 to i64
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %[[ARRAY]][1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[B64]], %[[P1]] : i64, !llvm.ptr
// CHECK-NEXT: %[[D64:.*]] = llvm.sext %[[D]] : i8 to i64
// CHECK-NEXT: %[[P2:.*]] = llvm.getelementptr %[[ARRAY]][2] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[D64]], %[[P2]] : i64, !llvm.ptr
// CHECK-NEXT: %[[E64:.*]] = llvm.zext %[[E]] : i1 to i64
// CHECK-NEXT: %[[P3:.*]] = llvm.getelementptr %[[ARRAY]][3] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[E64]], %[[P3]] : i64, !llvm.ptr
// CHECK-NEXT: %[[P4:.*]] = llvm.getelementptr %[[ARRAY]][4] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[F]], %[[P4]] : i64, !llvm.ptr
// CHECK-NEXT: llvm.call @splitCheckFailed(%[[TEXT]], %[[COUNT]], %[[ARRAY]]) : (!llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NOT: split.check
func.func @values(%c: i1, %a: index, %b: i32, %d: i8, %e: i1, %f: i64) {
  split.check %c, "bad {0} {1} {2} {3} {4}"(%a, %b, %d, %e, %f : index, i32, i8, i1, i64)
  return
}

// -----

// The ops after the check move to the continuation block.
// CHECK: llvm.mlir.global internal constant @[[MSG:__split_check_message_[0-9]+]]("index {0} is not below {1}\00")
// CHECK: llvm.func @splitCheckFailed(!llvm.ptr, i64, !llvm.ptr)
// CHECK-LABEL: llvm.func @continuation
// CHECK-SAME: (%[[X:.*]]: i64, %[[Y:.*]]: i64) -> i64
// CHECK-NEXT: %[[OK:.*]] = llvm.icmp "ult" %[[X]], %[[Y]] : i64
// CHECK-NEXT: llvm.cond_br %[[OK]], ^[[CONT:bb[0-9]+]], ^[[FAIL:bb[0-9]+]]
// CHECK-NEXT: ^[[CONT]]:
// CHECK-NEXT: %[[SUM:.*]] = llvm.add %[[X]], %[[Y]] : i64
// CHECK-NEXT: llvm.return %[[SUM]] : i64
// CHECK-NEXT: ^[[FAIL]]:
// CHECK-NEXT: %[[ADDR:.*]] = llvm.mlir.addressof @[[MSG]] : !llvm.ptr
// CHECK-NEXT: %[[TEXT:.*]] = llvm.getelementptr %[[ADDR]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<27 x i8>
// CHECK-NEXT: %[[COUNT:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[SLOTS:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[ARRAY:.*]] = llvm.alloca %[[SLOTS]] x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[ARRAY]][0] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[X]], %[[P0]] : i64, !llvm.ptr
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %[[ARRAY]][1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[Y]], %[[P1]] : i64, !llvm.ptr
// CHECK-NEXT: llvm.call @splitCheckFailed(%[[TEXT]], %[[COUNT]], %[[ARRAY]]) : (!llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.unreachable
func.func @continuation(%x: index, %y: index) -> index {
  %ok = arith.cmpi ult, %x, %y : index
  split.check %ok, "index {0} is not below {1}"(%x, %y : index, index)
  %s = arith.addi %x, %y : index
  return %s : index
}

// -----

// Two checks with the same message share one global (and one declaration of
// splitCheckFailed); without values the count is 0 and the array has one
// slot.
// CHECK: llvm.mlir.global internal constant @[[MSG:__split_check_message_[0-9]+]]("no values\00")
// CHECK-NOT: llvm.mlir.global
// CHECK: llvm.func @splitCheckFailed(!llvm.ptr, i64, !llvm.ptr)
// CHECK-NOT: llvm.func @splitCheckFailed
// CHECK-LABEL: llvm.func @shared
// CHECK-SAME: (%[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK-NEXT: llvm.cond_br %[[C]], ^[[NEXT:bb[0-9]+]], ^[[FAIL1:bb[0-9]+]]
// CHECK-NEXT: ^[[NEXT]]:
// CHECK-NEXT: llvm.cond_br %[[D]], ^[[END:bb[0-9]+]], ^[[FAIL2:bb[0-9]+]]
// CHECK-NEXT: ^[[END]]:
// CHECK-NEXT: llvm.return
// CHECK-NEXT: ^[[FAIL1]]:
// CHECK-NEXT: %[[ADDR1:.*]] = llvm.mlir.addressof @[[MSG]] : !llvm.ptr
// CHECK-NEXT: %[[TEXT1:.*]] = llvm.getelementptr %[[ADDR1]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
// CHECK-NEXT: %[[COUNT1:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[SLOTS1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[ARRAY1:.*]] = llvm.alloca %[[SLOTS1]] x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.call @splitCheckFailed(%[[TEXT1]], %[[COUNT1]], %[[ARRAY1]]) : (!llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^[[FAIL2]]:
// CHECK-NEXT: %[[ADDR2:.*]] = llvm.mlir.addressof @[[MSG]] : !llvm.ptr
// CHECK-NEXT: %[[COUNT2:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[SLOTS2:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[ARRAY2:.*]] = llvm.alloca %[[SLOTS2]] x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.call @splitCheckFailed(%[[ADDR2]], %[[COUNT2]], %[[ARRAY2]]) : (!llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.unreachable
func.func @shared(%c: i1, %d: i1) {
  split.check %c, "no values"
  split.check %d, "no values"
  return
}

// -----

// cf.assert: without --split-assert-to-check it takes the upstream
// puts + abort path; with it, it becomes a split.check whose message has every
// `{` doubled (`}` is left alone), and then lowers to splitCheckFailed, with
// no abort.
// CHECK: llvm.func @abort()
// CHECK-LABEL: llvm.func @assert
// CHECK: llvm.call @abort()
// CHECK-NOT: splitCheckFailed

// ASSERT-LABEL: func.func @assert
// ASSERT-SAME: (%[[C:.*]]: i1)
// ASSERT-NEXT: split.check %[[C]], "expected {{\{\{}}a} or {{\{\{\{\{}}b}} or {{\{\{}}0}, got }"{{$}}
// ASSERT-NEXT: return

// ASSERT-LLVM: llvm.mlir.global internal constant @[[MSG:__split_check_message_[0-9]+]]("expected {{\{\{}}a} or {{\{\{\{\{}}b}} or {{\{\{}}0}, got }\00")
// ASSERT-LLVM-NOT: @abort
// ASSERT-LLVM-NOT: @puts
// ASSERT-LLVM: llvm.func @splitCheckFailed(!llvm.ptr, i64, !llvm.ptr)
// ASSERT-LLVM-LABEL: llvm.func @assert
// ASSERT-LLVM-SAME: (%[[C:.*]]: i1)
// ASSERT-LLVM-NEXT: llvm.cond_br %[[C]], ^[[OK:bb[0-9]+]], ^[[FAIL:bb[0-9]+]]
// ASSERT-LLVM-NEXT: ^[[OK]]:
// ASSERT-LLVM-NEXT: llvm.return
// ASSERT-LLVM-NEXT: ^[[FAIL]]:
// ASSERT-LLVM-NEXT: %[[ADDR:.*]] = llvm.mlir.addressof @[[MSG]] : !llvm.ptr
// ASSERT-LLVM-NEXT: %[[TEXT:.*]] = llvm.getelementptr %[[ADDR]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<40 x i8>
// ASSERT-LLVM-NEXT: %[[COUNT:.*]] = llvm.mlir.constant(0 : i64) : i64
// ASSERT-LLVM-NEXT: %[[SLOTS:.*]] = llvm.mlir.constant(1 : i64) : i64
// ASSERT-LLVM-NEXT: %[[ARRAY:.*]] = llvm.alloca %[[SLOTS]] x i64 : (i64) -> !llvm.ptr
// ASSERT-LLVM-NEXT: llvm.call @splitCheckFailed(%[[TEXT]], %[[COUNT]], %[[ARRAY]]) : (!llvm.ptr, i64, !llvm.ptr) -> ()
// ASSERT-LLVM-NEXT: llvm.unreachable
// ASSERT-LLVM-NOT: @abort
func.func @assert(%c: i1) {
  cf.assert %c, "expected {a} or {{b}} or {0}, got }"
  return
}
