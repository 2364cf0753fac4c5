// RUN: sh -c 'split-runner %s -e main_sum --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SUM
// RUN: sh -c 'split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main_sum --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SUM
// RUN: sh -c 'split-runner %s -e main_equal --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EQUAL
// RUN: sh -c 'split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main_equal --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EQUAL
// RUN: sh -c 'split-runner %s -e main_operand --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OPERAND

// Splits that fail at run time, whose results the program reads only
// through their sizes (tensor.dim). Canonicalisation refines the result
// types of a split only when its types and constant operands prove that it
// cannot fail: a refined size would fold the tensor.dim into a constant,
// leave the split unused and erase it with its run-time check, and the
// program would print a size instead of failing.

// Split-11 sizes [1, 2] of a run-time dimension of 4.
func.func private @sum(%x: tensor<?xf32>) -> index {
  %a:2 = split.split_v11 %x split = [1, 2] : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a#1, %c0 : tensor<?xf32>
  return %n : index
}
func.func @main_sum() {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %d = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  %n = call @sum(%d) : (tensor<?xf32>) -> index
  vector.print %n : index
  return
}
// SUM: {{^}}error: split.split_v11: split sizes sum to 3 but dimension 0 of the input has size 4{{$}}
// SUM-NEXT: {{^}}exit=1{{$}}

// Equal parts of a run-time 3 into 2; the program reads dimension 1, which
// the input's type fixes to 5.
func.func private @equal(%x: tensor<?x5xf32>) -> index {
  %a:2 = split.split_v11 %x : tensor<?x5xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a#0, %c1 : tensor<?x?xf32>
  return %n : index
}
func.func @main_equal() {
  %c = arith.constant dense<1.0> : tensor<3x5xf32>
  %d = tensor.cast %c : tensor<3x5xf32> to tensor<?x5xf32>
  %n = call @equal(%d) : (tensor<?x5xf32>) -> index
  vector.print %n : index
  return
}
// EQUAL: {{^}}error: split.split_v11: dimension 0 of the input has size 3, which cannot be split into 2 equal parts{{$}}
// EQUAL-NEXT: {{^}}exit=1{{$}}

// Split-13 sizes from a constant operand [1, 2], of a run-time 4.
func.func private @operand(%x: tensor<?xf32>) -> index {
  %s = arith.constant dense<[1, 2]> : tensor<2xi64>
  %a:2 = split.split_v13 %x, %s : tensor<?xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a#0, %c0 : tensor<?xf32>
  return %n : index
}
func.func @main_operand() {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %d = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  %n = call @operand(%d) : (tensor<?xf32>) -> index
  vector.print %n : index
  return
}
// OPERAND: {{^}}error: split.split_v13: split sizes sum to 3 but dimension 0 of the input has size 4{{$}}
// OPERAND-NEXT: {{^}}exit=1{{$}}
