// Limits: sizes near INT64_MAX. Static dimensions and constant split sizes
// near 2^63 are derived exactly (no wrap-around) by verification,
// canonicalisation and normalisation; sums that overflow are reported as
// overflows. At run time a tensor<?x0xf32> takes no memory whatever its
// first dimension, so the lowered code runs on a dimension of 2^63 - 1.
//
// RUN: rm -rf %t && split-file %s %t
// RUN: split-opt %t/invalid.mlir -split-input-file -verify-diagnostics
// RUN: split-opt %t/static.mlir --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: split-opt %t/static.mlir --split-normalize | FileCheck %s --check-prefix=NORM
// RUN: split-opt %t/constant-sizes.mlir --convert-split-to-tensor 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not split-opt %t/unaddressable.mlir --split-to-llvm 2>&1 | FileCheck %s --check-prefix=ADDR
// RUN: sh -c 'split-runner %t/unaddressable.mlir -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ADDR-JIT
// RUN: not split-opt %t/unaddressable.mlir --one-shot-bufferize=bufferize-function-boundaries 2>&1 | FileCheck %s --check-prefix=ADDR-BUF
// RUN: sh -c 'split-runner %t/run.mlir -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EXEC
// RUN: sh -c 'split-runner %t/run.mlir -e dynamic_overflow --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=DYN

//--- invalid.mlir

func.func @equal_parts_of_odd_int64_max(%x: tensor<9223372036854775807x0xf32>) {
  // expected-error @+1 {{'split.split_v13' op dimension 0 of the input has size 9223372036854775807, which cannot be split into 2 equal parts}}
  %a:2 = split.split_v13 %x axis = 0 : tensor<9223372036854775807x0xf32> -> tensor<?x0xf32>, tensor<?x0xf32>
  return
}

// -----

func.func @attribute_sum_overflow(%x: tensor<?xf32>) {
  // expected-error @+1 {{'split.split_v11' op split sizes [9223372036854775807, 9223372036854775807, 2] overflow a 64-bit sum}}
  %a:3 = split.split_v11 %x split = [9223372036854775807, 9223372036854775807, 2] : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return
}

// -----

func.func @attribute_sum_exceeds_dim(%x: tensor<9223372036854775806xf32>) {
  // expected-error @+1 {{'split.split_v11' op split sizes [9223372036854775806, 1] sum to 9223372036854775807 but dimension 0 of the input has size 9223372036854775806}}
  %a:2 = split.split_v11 %x split = [9223372036854775806, 1] : tensor<9223372036854775806xf32> -> tensor<?xf32>, tensor<?xf32>
  return
}

//--- static.mlir

// num_outputs = 3 on 2^63 - 1: ceil((2^63 - 1) / 3) twice and the rest.
// CANON-LABEL: func.func @num_outputs
// CANON: split.split_v18 %{{.*}} num_outputs = 3 : tensor<9223372036854775807x0xf32> -> tensor<3074457345618258603x0xf32>, tensor<3074457345618258603x0xf32>, tensor<3074457345618258601x0xf32>
// NORM-LABEL: func.func @num_outputs
// NORM: split.split %{{.*}} axis = 0 sizes = [3074457345618258603, 3074457345618258603, 3074457345618258601] : tensor<9223372036854775807x0xf32> -> tensor<?x0xf32>, tensor<?x0xf32>, tensor<?x0xf32>
func.func @num_outputs(%x: tensor<9223372036854775807x0xf32>) -> (tensor<?x0xf32>, tensor<?x0xf32>, tensor<?x0xf32>) {
  %a:3 = split.split_v18 %x axis = 0 num_outputs = 3 : tensor<9223372036854775807x0xf32> -> tensor<?x0xf32>, tensor<?x0xf32>, tensor<?x0xf32>
  return %a#0, %a#1, %a#2 : tensor<?x0xf32>, tensor<?x0xf32>, tensor<?x0xf32>
}

// Chunks of 2^62 on 2^63 - 1: two chunks, the last one 2^62 - 1.
// CANON-LABEL: func.func @chunks
// CANON-DAG: %[[N:.*]] = arith.constant dense<2> : tensor<i64>
// CANON-DAG: %[[E:.*]] = tensor.empty() : tensor<4611686018427387903x0xf32>
// CANON: %[[C:.*]] = tensor.cast %[[E]] : tensor<4611686018427387903x0xf32> to tensor<?x0xf32>
// CANON: return %[[N]], %[[C]]
// NORM-LABEL: func.func @chunks
// NORM: split.split_to_sequence %{{.*}} axis = 0 chunk = 4611686018427387904 : tensor<9223372036854775807x0xf32> -> !split.seq<tensor<?x0xf32>>
func.func @chunks(%x: tensor<9223372036854775807x0xf32>) -> (tensor<i64>, tensor<?x0xf32>) {
  %c = arith.constant dense<4611686018427387904> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %c : tensor<9223372036854775807x0xf32>, tensor<i64> -> !split.seq<tensor<?x0xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x0xf32>>
  %m1 = arith.constant dense<-1> : tensor<i64>
  %e = split.sequence_at %q[%m1] : !split.seq<tensor<?x0xf32>>, tensor<i64> -> tensor<?x0xf32>
  return %n, %e : tensor<i64>, tensor<?x0xf32>
}

// Sizes that add up to exactly 2^63 - 1 refine the result types.
// CANON-LABEL: func.func @exact_sum
// CANON: split.split_v13 %{{.*}}, %{{.*}} : tensor<9223372036854775807x0xf32>, tensor<2xi64> -> tensor<9223372036854775806x0xf32>, tensor<1x0xf32>
func.func @exact_sum(%x: tensor<9223372036854775807x0xf32>) -> (tensor<?x0xf32>, tensor<?x0xf32>) {
  %s = arith.constant dense<[9223372036854775806, 1]> : tensor<2xi64>
  %a:2 = split.split_v13 %x, %s axis = 0 : tensor<9223372036854775807x0xf32>, tensor<2xi64> -> tensor<?x0xf32>, tensor<?x0xf32>
  return %a#0, %a#1 : tensor<?x0xf32>, tensor<?x0xf32>
}

//--- constant-sizes.mlir

// Constant sizes whose sum overflows: a warning at compile time (the op may
// never run) and a check that fails if it does.
// WARN: warning: split.split_v13: split sizes overflow a 64-bit sum; the op fails if it executes
// WARN: split.check %false, "split.split_v13: split sizes overflow a 64-bit sum"
func.func @overflow(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %s = arith.constant dense<[9223372036854775807, 1]> : tensor<2xi64>
  %a:2 = split.split_v13 %x, %s axis = 0 : tensor<?xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}

//--- unaddressable.mlir

// 2 x (2^63 - 1) elements: the offset of the second result's slice,
// (2^63 - 2) * 2, does not fit in 64 bits. (Upstream's memref lowering used
// to report "expected offsets to be non-negative, but got -4".) A static 0
// anywhere makes such a shape empty, and fine (@empty is not reported).
// ADDR: error: 'split.split_v11' op input type 'tensor<9223372036854775807x2xf32>' has more than 2^63 - 1 elements, which no lowering can address
// ADDR-NOT: error
// ADDR-JIT: error: 'split.split_v11' op input type 'tensor<9223372036854775807x2xf32>' has more than 2^63 - 1 elements, which no lowering can address
// ADDR-JIT: exit=1
// A user's one-shot-bufferize, which bufferizes the split ops as views,
// refuses the same input with the same message.
// ADDR-BUF: error: 'split.split_v11' op input type 'tensor<9223372036854775807x2xf32>' has more than 2^63 - 1 elements, which no lowering can address
// ADDR-BUF: error: failed to bufferize op
// ADDR-BUF-NOT: error
func.func @empty(%x: tensor<9223372036854775807x2x0xf32>) -> (tensor<9223372036854775806x2x0xf32>, tensor<1x2x0xf32>) {
  %a:2 = split.split_v11 %x split = [9223372036854775806, 1] : tensor<9223372036854775807x2x0xf32> -> tensor<9223372036854775806x2x0xf32>, tensor<1x2x0xf32>
  return %a#0, %a#1 : tensor<9223372036854775806x2x0xf32>, tensor<1x2x0xf32>
}

func.func @main(%x: tensor<9223372036854775807x2xf32>) -> (tensor<9223372036854775806x2xf32>, tensor<1x2xf32>) {
  %a:2 = split.split_v11 %x split = [9223372036854775806, 1] : tensor<9223372036854775807x2xf32> -> tensor<9223372036854775806x2xf32>, tensor<1x2xf32>
  return %a#0, %a#1 : tensor<9223372036854775806x2xf32>, tensor<1x2xf32>
}

//--- run.mlir

// EXEC: 3074457345618258603
// EXEC-NEXT: 3074457345618258603
// EXEC-NEXT: 3074457345618258601
// EXEC-NEXT: 2
// EXEC-NEXT: 4611686018427387903
// EXEC-NEXT: 9223372036854775806
// EXEC-NEXT: 1
// EXEC-NEXT: error: split.split_v13: split sizes overflow a 64-bit sum
// EXEC-NEXT: exit=1

// Sizes from a function argument, not constants: checked at run time.
// DYN: 9223372036854775807
// DYN-NEXT: error: split.split_v13: split sizes overflow a 64-bit sum
// DYN-NEXT: exit=1

func.func @make(%n: index) -> tensor<?x0xf32> {
  %e = tensor.empty(%n) : tensor<?x0xf32>
  return %e : tensor<?x0xf32>
}

func.func @dim(%t: tensor<?x0xf32>) {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?x0xf32>
  vector.print %d : index
  return
}

func.func @main() {
  %max = arith.constant 9223372036854775807 : index
  %x = call @make(%max) {no_inline} : (index) -> tensor<?x0xf32>
  %a:3 = split.split_v18 %x axis = 0 num_outputs = 3 : tensor<?x0xf32> -> tensor<?x0xf32>, tensor<?x0xf32>, tensor<?x0xf32>
  call @dim(%a#0) : (tensor<?x0xf32>) -> ()
  call @dim(%a#1) : (tensor<?x0xf32>) -> ()
  call @dim(%a#2) : (tensor<?x0xf32>) -> ()
  %c = arith.constant dense<4611686018427387904> : tensor<i64>
  %q = split.split_to_sequence_v11 %x, %c : tensor<?x0xf32>, tensor<i64> -> !split.seq<tensor<?x0xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x0xf32>>
  %nv = tensor.extract %n[] : tensor<i64>
  vector.print %nv : i64
  %m1 = arith.constant dense<-1> : tensor<i64>
  %e = split.sequence_at %q[%m1] : !split.seq<tensor<?x0xf32>>, tensor<i64> -> tensor<?x0xf32>
  call @dim(%e) : (tensor<?x0xf32>) -> ()
  %s = arith.constant dense<[9223372036854775806, 1]> : tensor<2xi64>
  %b:2 = split.split_v13 %x, %s axis = 0 : tensor<?x0xf32>, tensor<2xi64> -> tensor<?x0xf32>, tensor<?x0xf32>
  call @dim(%b#0) : (tensor<?x0xf32>) -> ()
  call @dim(%b#1) : (tensor<?x0xf32>) -> ()
  %o = arith.constant dense<[9223372036854775807, 1]> : tensor<2xi64>
  %d:2 = split.split_v13 %x, %o axis = 0 : tensor<?x0xf32>, tensor<2xi64> -> tensor<?x0xf32>, tensor<?x0xf32>
  call @dim(%d#0) : (tensor<?x0xf32>) -> ()
  return
}

func.func @split_by(%x: tensor<?x0xf32>, %s: tensor<2xi64>) -> tensor<?x0xf32> {
  %a:2 = split.split_v13 %x, %s axis = 0 : tensor<?x0xf32>, tensor<2xi64> -> tensor<?x0xf32>, tensor<?x0xf32>
  return %a#0 : tensor<?x0xf32>
}

func.func @dynamic_overflow() {
  %max = arith.constant 9223372036854775807 : index
  %x = call @make(%max) {no_inline} : (index) -> tensor<?x0xf32>
  call @dim(%x) : (tensor<?x0xf32>) -> ()
  %o = arith.constant dense<[4611686018427387904, 4611686018427387904]> : tensor<2xi64>
  %r = call @split_by(%x, %o) {no_inline} : (tensor<?x0xf32>, tensor<2xi64>) -> tensor<?x0xf32>
  call @dim(%r) : (tensor<?x0xf32>) -> ()
  return
}
