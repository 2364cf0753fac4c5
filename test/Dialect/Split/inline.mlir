// RUN: split-opt %s --inline | FileCheck %s

// Every split op may be inlined (DialectInlinerInterface).

func.func private @halves(%x: tensor<6xf32>, %s: tensor<2xi64>) -> (tensor<?xf32>, !split.seq<tensor<?xf32>>) {
  %a:2 = split.split_v13 %x, %s : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6xf32>, tensor<2xi64> -> !split.seq<tensor<?xf32>>
  return %a#1, %q : tensor<?xf32>, !split.seq<tensor<?xf32>>
}

func.func private @last(%q: !split.seq<tensor<?xf32>>) -> (tensor<?xf32>, tensor<i64>) {
  %i = arith.constant dense<-1> : tensor<i64>
  %e = split.sequence_at %q[%i] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %e, %n : tensor<?xf32>, tensor<i64>
}

// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>, %[[S:.*]]: tensor<2xi64>)
// CHECK-NOT: call
// CHECK: %[[A:.*]]:2 = split.split_v13 %[[X]], %[[S]]
// CHECK-NEXT: %[[Q:.*]] = split.split_to_sequence_v11 %[[X]], %[[S]]
// CHECK-NEXT: %[[E:.*]] = split.sequence_at %[[Q]][%{{.*}}]
// CHECK-NEXT: %[[N:.*]] = split.sequence_length %[[Q]]
// CHECK-NEXT: return %[[A]]#1, %[[E]], %[[N]]
func.func @caller(%x: tensor<6xf32>, %s: tensor<2xi64>) -> (tensor<?xf32>, tensor<?xf32>, tensor<i64>) {
  %b, %q = call @halves(%x, %s) : (tensor<6xf32>, tensor<2xi64>) -> (tensor<?xf32>, !split.seq<tensor<?xf32>>)
  %e, %n = call @last(%q) : (!split.seq<tensor<?xf32>>) -> (tensor<?xf32>, tensor<i64>)
  return %b, %e, %n : tensor<?xf32>, tensor<?xf32>, tensor<i64>
}
