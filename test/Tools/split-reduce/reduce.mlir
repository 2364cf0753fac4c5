// RUN: split-reduce %s -opt-reduction-pass='opt-pass=canonicalize test=%S/Inputs/uses-split-v18.sh' | FileCheck %s --check-prefix=CANON
// RUN: split-reduce %s -opt-reduction-pass='opt-pass=symbol-dce test=%S/Inputs/uses-split-v18.sh' | FileCheck %s --check-prefix=DCE
// RUN: split-reduce %s -opt-reduction-pass='opt-pass=split-normalize test=%S/Inputs/uses-split-v18.sh' | FileCheck %s --check-prefix=NORMALIZE

// split-reduce shrinks a test case while the interestingness script still
// finds a split.split_v18 in it. Each RUN line tries one pass as reduction;
// a candidate that loses the split_v18 is rejected.

// Canonicalization drops the unused split_v13 and its constant; the
// versioned ops stay versioned (only --split-normalize normalises).
// CANON-LABEL: func.func @repro(
// CANON-SAME: %[[X:.*]]: tensor<?x4xf32>, %{{.*}}: tensor<6xf32>)
// CANON-NEXT: %[[A:.*]]:2 = split.split_v18 %[[X]] num_outputs = 2 : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
// CANON-NEXT: return %[[A]]#0, %[[A]]#1
// CANON-LABEL: func.func private @helper(
// CANON-NEXT: split.split_v11 %{{.*}} : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>

// symbol-dce removes the unused private helper and nothing else.
// DCE-LABEL: func.func @repro(
// DCE: split.split_v13
// DCE: split.split_v18
// DCE-NOT: @helper

// Normalization would remove the split_v18 itself: the reducer keeps the
// original.
// NORMALIZE-LABEL: func.func @repro(
// NORMALIZE: split.split_v13
// NORMALIZE: split.split_v18
// NORMALIZE: func.func private @helper(
// NORMALIZE-NEXT: split.split_v11

func.func @repro(%x: tensor<?x4xf32>, %y: tensor<6xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %c = arith.constant dense<[3, 3]> : tensor<2xi64>
  %u:2 = split.split_v13 %y, %c : tensor<6xf32>, tensor<2xi64> -> tensor<3xf32>, tensor<3xf32>
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x4xf32> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a#0, %a#1 : tensor<?x4xf32>, tensor<?x4xf32>
}

func.func private @helper(%y: tensor<6xf32>) -> tensor<3xf32> {
  %a, %b = split.split_v11 %y : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
  return %a : tensor<3xf32>
}
