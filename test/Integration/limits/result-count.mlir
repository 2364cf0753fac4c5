// Limits: splits with more results than can be represented. The number of
// results of an op is fixed by its type signature, so a result count from an
// attribute or an operand's static length that is out of reach (2^32 + 2,
// 2^63 - 1) is a verifier error naming both counts, and a sequence, whose
// length is only a run-time value, holds 2^62 chunks of a zero-byte tensor
// without allocating per chunk.
//
// RUN: rm -rf %t && split-file %s %t
// RUN: split-opt %t/invalid.mlir -split-input-file -verify-diagnostics
// RUN: split-opt %t/sequence.mlir --split-normalize | FileCheck %s --check-prefix=NORM
// RUN: split-runner %t/sequence.mlir -e main --entry-point-result=void | FileCheck %s --check-prefix=EXEC

//--- invalid.mlir

func.func @num_outputs_beyond_uint32(%x: tensor<6xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs 4294967298 does not match the number of results 2}}
  %a:2 = "split.split_v18"(%x) {axis = 0 : i64, num_outputs = 4294967298 : i64} : (tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @num_outputs_int64_max(%x: tensor<?xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs 9223372036854775807 does not match the number of results 2}}
  %a:2 = "split.split_v18"(%x) {axis = 0 : i64, num_outputs = 9223372036854775807 : i64} : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return
}

// -----

func.func @split_operand_beyond_uint32(%x: tensor<6xf32>, %s: tensor<4294967298xi64>) {
  // expected-error @+1 {{'split.split_v13' op split list has length 4294967298 but the op has 2 results}}
  %a:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<6xf32>, tensor<4294967298xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  return
}

// -----

func.func @split_operand_int64_max_v18(%x: tensor<?xf32>, %s: tensor<9223372036854775807xi64>) {
  // expected-error @+1 {{'split.split_v18' op split list has length 9223372036854775807 but the op has 2 results}}
  %a:2 = "split.split_v18"(%x, %s) {axis = 0 : i64} : (tensor<?xf32>, tensor<9223372036854775807xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  return
}

// -----

// The parser itself refuses to bind more names than the op has results.
func.func @bind_more_than_results(%x: tensor<6xf32>) {
  // expected-error @+1 {{operation defines 2 results but was provided 4294967298 to bind}}
  %a:4294967298 = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

//--- sequence.mlir

// 2^62 chunks of one row of a tensor<?x0xf32> (zero bytes whatever its
// first dimension): the length and the last chunk, computed at run time.
// NORM-LABEL: func.func @main
// NORM: split.split_to_sequence %{{.*}} axis = 0 chunk = 1 : tensor<?x0xf32> -> !split.seq<tensor<1x0xf32>>
// EXEC: [4611686018427387904]
// EXEC-NEXT: 1
// EXEC-NEXT: 0
func.func private @printMemrefI64(tensor<*xi64>)

func.func @make(%n: index) -> tensor<?x0xf32> {
  %e = tensor.empty(%n) : tensor<?x0xf32>
  return %e : tensor<?x0xf32>
}

func.func @main() {
  %n = arith.constant 4611686018427387904 : index
  %x = call @make(%n) {no_inline} : (index) -> tensor<?x0xf32>
  %q = split.split_to_sequence_v11 %x : tensor<?x0xf32> -> !split.seq<tensor<1x0xf32>>
  %l = split.sequence_length %q : !split.seq<tensor<1x0xf32>>
  %lu = tensor.cast %l : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%lu) : (tensor<*xi64>) -> ()
  %m1 = arith.constant dense<-1> : tensor<i64>
  %e = split.sequence_at %q[%m1] : !split.seq<tensor<1x0xf32>>, tensor<i64> -> tensor<1x0xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %e, %c0 : tensor<1x0xf32>
  %d1 = tensor.dim %e, %c1 : tensor<1x0xf32>
  vector.print %d0 : index
  vector.print %d1 : index
  return
}
