// RUN: split-opt %s --split-input-file | FileCheck %s --check-prefix=VERIFY
// RUN: split-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: split-opt %s --split-input-file --split-normalize | FileCheck %s --check-prefix=NORM

// Verification, folding and normalisation take time and memory in the
// number of results, never in the number of chunks: a sequence of 2^63 - 1
// chunks of 1 (or 10^9 chunks of 3) is as cheap as one of two. (Each of
// these used to build a list of every chunk: abort, out of memory, seconds.)

// VERIFY-LABEL: func.func @int64_max_chunks
// CANON-LABEL: func.func @int64_max_chunks
// CANON: %[[N:.*]] = arith.constant dense<9223372036854775807> : tensor<i64>
// CANON-NEXT: return %[[N]]
// NORM-LABEL: func.func @int64_max_chunks
// NORM: split.split_to_sequence %{{.*}} axis = 0 chunk = 1 : tensor<9223372036854775807xf32> -> !split.seq<tensor<1xf32>>
func.func @int64_max_chunks(%x: tensor<9223372036854775807xf32>) -> tensor<i64> {
  %q = split.split_to_sequence_v11 %x : tensor<9223372036854775807xf32> -> !split.seq<tensor<1xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<1xf32>>
  return %n : tensor<i64>
}

// -----

// The last of 333333334 chunks of 3 has size 1.
// CANON-LABEL: func.func @last_of_many_chunks
// CANON-DAG: %[[N:.*]] = arith.constant dense<333333334> : tensor<i64>
// CANON-DAG: %[[E:.*]] = tensor.extract_slice %{{.*}}[999999999] [1] [1] : tensor<1000000000xf32> to tensor<1xf32>
// CANON-NEXT: %[[C:.*]] = tensor.cast %[[E]] : tensor<1xf32> to tensor<?xf32>
// CANON-NEXT: return %[[N]], %[[C]]
func.func @last_of_many_chunks(%x: tensor<1000000000xf32>) -> (tensor<i64>, tensor<?xf32>) {
  %c3 = arith.constant dense<3> : tensor<i64>
  %last = arith.constant dense<-1> : tensor<i64>
  %q = split.split_to_sequence_v24 %x, %c3 : tensor<1000000000xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  %e = split.sequence_at %q[%last] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %n, %e : tensor<i64>, tensor<?xf32>
}

// -----

// Sizes near 2^63 neither overflow nor wrap in the static rules: the sum of
// [2^63 - 1, 1] is reported as an overflow, not as a small number.
// VERIFY-LABEL: func.func @int64_max_dim
// VERIFY: split.split_v11 %{{.*}} split = [9223372036854775806, 1]
func.func @int64_max_dim(%x: tensor<9223372036854775807xf32>) -> (tensor<9223372036854775806xf32>, tensor<1xf32>) {
  %a:2 = split.split_v11 %x split = [9223372036854775806, 1] : tensor<9223372036854775807xf32> -> tensor<9223372036854775806xf32>, tensor<1xf32>
  return %a#0, %a#1 : tensor<9223372036854775806xf32>, tensor<1xf32>
}
