// RUN: sh -c 'split-runner %s -e main_insert --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INSERT
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_insert --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INSERT
// RUN: sh -c 'split-runner %s -e main_erase --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ERASE
// RUN: sh -c 'split-runner %s -e main_concat --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CONCAT
// RUN: sh -c 'split-runner %s -e main_empty --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EMPTY
// RUN: sh -c 'split-runner %s -e main_result --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RESULT

// Run-time errors of sequences built at run time (docs/Semantics.md §4), in
// the middle of a loop that builds one: an insert position out of range, an
// erase from a sequence emptied in a loop, elements whose other dimensions
// differ, an empty concatenation, and a result type the elements
// contradict. Each entry point first prints a good result, then stops with
// exactly the error line and exit status 1 (nothing printed after it, no
// crash, nothing leaked: scripts/memcheck.sh runs this file).

func.func private @printMemrefI64(tensor<*xi64>)

func.func @printn(%t: tensor<i64>) {
  %u = tensor.cast %t : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

// for i in range(n): list.insert(2 * i, [i]): the position is valid for
// i = 0 (length 0) and fails for i = 1 (position 2, length 1).
func.func @insert_loop(%n: index) -> !split.seq<tensor<?xi64>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = split.sequence_empty : !split.seq<tensor<?xi64>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %e) -> (!split.seq<tensor<?xi64>>) {
    %ii = arith.index_cast %i : index to i64
    %t = tensor.from_elements %ii : tensor<1xi64>
    %td = tensor.cast %t : tensor<1xi64> to tensor<?xi64>
    %two = arith.constant 2 : i64
    %p = arith.muli %ii, %two : i64
    %pt = tensor.from_elements %p : tensor<i64>
    %s2 = split.sequence_insert %s, %td[%pt] : !split.seq<tensor<?xi64>>, tensor<?xi64>, tensor<i64>
    %len = split.sequence_length %s2 : !split.seq<tensor<?xi64>>
    func.call @printn(%len) : (tensor<i64>) -> ()
    scf.yield %s2 : !split.seq<tensor<?xi64>>
  }
  return %r : !split.seq<tensor<?xi64>>
}

func.func @main_insert() {
  %c3 = arith.constant 3 : index
  %s = call @insert_loop(%c3) : (index) -> !split.seq<tensor<?xi64>>
  return
}
// INSERT: data =
// INSERT-NEXT: [1]
// INSERT-NEXT: error: split.sequence_insert: insert position 2 is out of range for a sequence of length 1
// INSERT-NEXT: exit=1

// Two appends, then three pops in a loop: the third pops from an empty
// sequence.
func.func @main_erase() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant dense<[1, 2]> : tensor<2xi64>
  %xd = tensor.cast %x : tensor<2xi64> to tensor<?xi64>
  %e = split.sequence_empty : !split.seq<tensor<?xi64>>
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%q = %e) -> (!split.seq<tensor<?xi64>>) {
    %q2 = split.sequence_insert %q, %xd : !split.seq<tensor<?xi64>>, tensor<?xi64>
    scf.yield %q2 : !split.seq<tensor<?xi64>>
  }
  %t = split.sequence_erase %s : !split.seq<tensor<?xi64>>
  %u = scf.for %i = %c0 to %c3 step %c1 iter_args(%q = %t) -> (!split.seq<tensor<?xi64>>) {
    %q2 = split.sequence_erase %q : !split.seq<tensor<?xi64>>
    %len = split.sequence_length %q2 : !split.seq<tensor<?xi64>>
    func.call @printn(%len) : (tensor<i64>) -> ()
    scf.yield %q2 : !split.seq<tensor<?xi64>>
  }
  return
}
// ERASE: data =
// ERASE-NEXT: [1]
// ERASE: data =
// ERASE-NEXT: [0]
// ERASE-NEXT: error: split.sequence_erase: position -1 is out of range for a sequence of length 0
// ERASE-NEXT: exit=1

// Elements of 2 and 3 columns concatenated along axis 0.
func.func @main_concat() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = split.sequence_empty : !split.seq<tensor<1x?xi64>>
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%q = %e) -> (!split.seq<tensor<1x?xi64>>) {
    %cols = arith.addi %i, %c1 : index
    %ii = arith.index_cast %i : index to i64
    %t = tensor.generate %cols {
    ^bb0(%a: index, %b: index):
      tensor.yield %ii : i64
    } : tensor<1x?xi64>
    %q2 = split.sequence_insert %q, %t : !split.seq<tensor<1x?xi64>>, tensor<1x?xi64>
    scf.yield %q2 : !split.seq<tensor<1x?xi64>>
  }
  %n = split.sequence_length %s : !split.seq<tensor<1x?xi64>>
  call @printn(%n) : (tensor<i64>) -> ()
  %c = split.concat_from_sequence %s axis = 0 : !split.seq<tensor<1x?xi64>> -> tensor<?x?xi64>
  %cu = tensor.cast %c : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%cu) : (tensor<*xi64>) -> ()
  return
}
// CONCAT: data =
// CONCAT-NEXT: [3]
// CONCAT-NEXT: error: split.concat_from_sequence: element 1 has size 2 in dimension 1 but element 0 has size 1 (only the concatenation axis may differ)
// CONCAT-NEXT: exit=1

// A sequence emptied at run time, then concatenated.
func.func @main_empty() {
  %x = arith.constant dense<[1, 2]> : tensor<2xi64>
  %xd = tensor.cast %x : tensor<2xi64> to tensor<?xi64>
  %e = split.sequence_empty : !split.seq<tensor<?xi64>>
  %zero = arith.constant dense<0> : tensor<i64>
  %s = split.sequence_insert %e, %xd[%zero] : !split.seq<tensor<?xi64>>, tensor<?xi64>, tensor<i64>
  %n = split.sequence_length %s : !split.seq<tensor<?xi64>>
  call @printn(%n) : (tensor<i64>) -> ()
  %t = split.sequence_erase %s[%zero] : !split.seq<tensor<?xi64>>, tensor<i64>
  %c = split.concat_from_sequence %t axis = 0 : !split.seq<tensor<?xi64>> -> tensor<?xi64>
  %cu = tensor.cast %c : tensor<?xi64> to tensor<*xi64>
  call @printMemrefI64(%cu) : (tensor<*xi64>) -> ()
  return
}
// EMPTY: data =
// EMPTY-NEXT: [1]
// EMPTY-NEXT: error: split.concat_from_sequence: cannot concatenate an empty sequence
// EMPTY-NEXT: exit=1

// A result type of 4 elements where the elements add up to 3.
func.func @main_result() {
  %a = arith.constant dense<[1, 2]> : tensor<2xi64>
  %b = arith.constant dense<[3]> : tensor<1xi64>
  %ad = tensor.cast %a : tensor<2xi64> to tensor<?xi64>
  %bd = tensor.cast %b : tensor<1xi64> to tensor<?xi64>
  %e = split.sequence_empty : !split.seq<tensor<?xi64>>
  %zero = arith.constant dense<0> : tensor<i64>
  %s1 = split.sequence_insert %e, %ad[%zero] : !split.seq<tensor<?xi64>>, tensor<?xi64>, tensor<i64>
  %s2 = split.sequence_insert %s1, %bd[%zero] : !split.seq<tensor<?xi64>>, tensor<?xi64>, tensor<i64>
  %n = split.sequence_length %s2 : !split.seq<tensor<?xi64>>
  call @printn(%n) : (tensor<i64>) -> ()
  %c = split.concat_from_sequence %s2 axis = 0 : !split.seq<tensor<?xi64>> -> tensor<4xi64>
  %cu = tensor.cast %c : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%cu) : (tensor<*xi64>) -> ()
  return
}
// RESULT: data =
// RESULT-NEXT: [2]
// RESULT-NEXT: error: split.concat_from_sequence: the concatenation has size 3 in dimension 0, but the result type 'tensor<4xi64>' has 4
// RESULT-NEXT: exit=1
