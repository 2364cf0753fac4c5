// RUN: sh -c 'split-runner %s -e main_one --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ONE
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_one --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ONE
// RUN: sh -c 'split-runner %s -e main_seq --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SEQ
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_seq --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SEQ

// Run-time errors that canonicalisation must keep: static types over a
// dynamic input that turn out wrong at run time.

func.func private @printMemrefF32(tensor<*xf32>)

// One equal part of a dynamic dimension, typed as 3 elements, given 6.
func.func @one_part(%x: tensor<?xf32>) -> tensor<3xf32> {
  %a = split.split_v13 %x : tensor<?xf32> -> tensor<3xf32>
  return %a : tensor<3xf32>
}

func.func @main_one() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x = tensor.cast %v : tensor<6xf32> to tensor<?xf32>
  %a = call @one_part(%x) : (tensor<?xf32>) -> tensor<3xf32>
  %u = tensor.cast %a : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// ONE: {{^}}error: split.split_v13: result #0 type tensor<3xf32> has size 3 in dimension 0 but its split size is 6{{$}}
// ONE-NEXT: {{^}}exit=1{{$}}

// A sequence whose element type claims 4 rows; the input has 3.
func.func @element(%x: tensor<?x6xf32>) -> tensor<?x1xf32> {
  %q = split.split_to_sequence_v11 %x axis = 1 : tensor<?x6xf32> -> !split.seq<tensor<4x1xf32>>
  %p = arith.constant dense<0> : tensor<i64>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<4x1xf32>>, tensor<i64> -> tensor<?x1xf32>
  return %e : tensor<?x1xf32>
}

func.func @main_seq() {
  %v = arith.constant dense<1.0> : tensor<3x6xf32>
  %x = tensor.cast %v : tensor<3x6xf32> to tensor<?x6xf32>
  %e = call @element(%x) : (tensor<?x6xf32>) -> tensor<?x1xf32>
  %u = tensor.cast %e : tensor<?x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// SEQ: {{^}}error: split.split_to_sequence: element 0 has size 3 in dimension 0 but the sequence element type tensor<4x1xf32> requires 4{{$}}
// SEQ-NEXT: {{^}}exit=1{{$}}
