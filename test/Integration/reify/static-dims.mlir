// RUN: sh -c 'split-runner %s -e v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | split-runner -e v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-opt %s --resolve-shaped-type-result-dims --canonicalize | split-runner -e v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-opt %s --linalg-fold-unit-extent-dims --canonicalize | split-runner -e v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-runner %s -e v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | split-runner -e v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --resolve-shaped-type-result-dims --canonicalize | split-runner -e v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --linalg-fold-unit-extent-dims --canonicalize | split-runner -e v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-runner %s -e v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | split-runner -e v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --resolve-shaped-type-result-dims --canonicalize | split-runner -e v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --linalg-fold-unit-extent-dims --canonicalize | split-runner -e v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-runner %s -e result_type --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RESULT_TYPE
// RUN: sh -c 'split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | split-runner -e result_type --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RESULT_TYPE
// RUN: sh -c 'split-opt %s --resolve-shaped-type-result-dims --canonicalize | split-runner -e result_type --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RESULT_TYPE
// RUN: sh -c 'split-opt %s --linalg-fold-unit-extent-dims --canonicalize | split-runner -e result_type --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RESULT_TYPE

// Reified shapes keep the rules, static input dimensions: sizes read from a
// `split` operand at run time (Split-1's floats, Split-13, Split-18) and a
// result type more static than the sizes. After the upstream passes that
// replace tensor.dim of a result by the reified sizes, the rule still fails
// with its message and exit status 1, as in the plain run. The calls are
// `no_inline`, so that `lit --param upstream=1` (--inline --sccp
// --canonicalize first) does not make the sizes constants, which
// canonicalisation rather than reification would decide.

func.func private @printMemrefI64(tensor<*xi64>)

func.func @print(%t: tensor<2xi64>) {
  %u = tensor.cast %t : tensor<2xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

func.func @sizes_v1(%x: tensor<5xf32>, %s: tensor<2xf32>) {
  %a:2 = split.split_v1 %x, %s : tensor<5xf32>, tensor<2xf32> -> tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a#0, %c0 : tensor<?xf32>
  %d1 = tensor.dim %a#1, %c0 : tensor<?xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  %t = tensor.from_elements %i0, %i1 : tensor<2xi64>
  call @print(%t) : (tensor<2xi64>) -> ()
  return
}

// V1: data =
// V1-NEXT: [2,  3]
// V1-NEXT: error: split.split_v1: split sizes sum to 4 but dimension 0 of the input has size 5
// V1-NEXT: exit=1
func.func @v1() {
  %x = arith.constant dense<1.0> : tensor<5xf32>
  %good = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %bad = arith.constant dense<[2.0, 2.0]> : tensor<2xf32>
  call @sizes_v1(%x, %good) {no_inline} : (tensor<5xf32>, tensor<2xf32>) -> ()
  call @sizes_v1(%x, %bad) {no_inline} : (tensor<5xf32>, tensor<2xf32>) -> ()
  return
}

func.func @sizes_v13(%x: tensor<5xf32>, %s: tensor<2xi64>) {
  %a:2 = split.split_v13 %x, %s : tensor<5xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a#0, %c0 : tensor<?xf32>
  %d1 = tensor.dim %a#1, %c0 : tensor<?xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  %t = tensor.from_elements %i0, %i1 : tensor<2xi64>
  call @print(%t) : (tensor<2xi64>) -> ()
  return
}

// V13: data =
// V13-NEXT: [2,  3]
// V13-NEXT: error: split.split_v13: split sizes sum to 4 but dimension 0 of the input has size 5
// V13-NEXT: exit=1
func.func @v13() {
  %x = arith.constant dense<1.0> : tensor<5xf32>
  %good = arith.constant dense<[2, 3]> : tensor<2xi64>
  %bad = arith.constant dense<[2, 2]> : tensor<2xi64>
  call @sizes_v13(%x, %good) {no_inline} : (tensor<5xf32>, tensor<2xi64>) -> ()
  call @sizes_v13(%x, %bad) {no_inline} : (tensor<5xf32>, tensor<2xi64>) -> ()
  return
}

func.func @sizes_v18(%x: tensor<5xf32>, %s: tensor<2xi64>) {
  %a:2 = split.split_v18 %x, %s : tensor<5xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a#0, %c0 : tensor<?xf32>
  %d1 = tensor.dim %a#1, %c0 : tensor<?xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  %t = tensor.from_elements %i0, %i1 : tensor<2xi64>
  call @print(%t) : (tensor<2xi64>) -> ()
  return
}

// V18: data =
// V18-NEXT: [2,  3]
// V18-NEXT: error: split.split_v18: split sizes sum to 4 but dimension 0 of the input has size 5
// V18-NEXT: exit=1
func.func @v18() {
  %x = arith.constant dense<1.0> : tensor<5xf32>
  %good = arith.constant dense<[2, 3]> : tensor<2xi64>
  %bad = arith.constant dense<[2, 2]> : tensor<2xi64>
  call @sizes_v18(%x, %good) {no_inline} : (tensor<5xf32>, tensor<2xi64>) -> ()
  call @sizes_v18(%x, %bad) {no_inline} : (tensor<5xf32>, tensor<2xi64>) -> ()
  return
}

func.func @sizes_result_type(%x: tensor<5xf32>, %s: tensor<2xi64>) {
  %a:2 = split.split_v13 %x, %s : tensor<5xf32>, tensor<2xi64> -> tensor<2xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a#0, %c0 : tensor<2xf32>
  %d1 = tensor.dim %a#1, %c0 : tensor<?xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  %t = tensor.from_elements %i0, %i1 : tensor<2xi64>
  call @print(%t) : (tensor<2xi64>) -> ()
  return
}

// RESULT_TYPE: data =
// RESULT_TYPE-NEXT: [2,  3]
// RESULT_TYPE-NEXT: error: split.split_v13: result #0 type tensor<2xf32> has size 2 in dimension 0 but its split size is 3
// RESULT_TYPE-NEXT: exit=1
func.func @result_type() {
  %x = arith.constant dense<1.0> : tensor<5xf32>
  %good = arith.constant dense<[2, 3]> : tensor<2xi64>
  %bad = arith.constant dense<[3, 2]> : tensor<2xi64>
  call @sizes_result_type(%x, %good) {no_inline} : (tensor<5xf32>, tensor<2xi64>) -> ()
  call @sizes_result_type(%x, %bad) {no_inline} : (tensor<5xf32>, tensor<2xi64>) -> ()
  return
}
