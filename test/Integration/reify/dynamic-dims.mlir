// RUN: sh -c 'split-runner %s -e v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | split-runner -e v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-opt %s --resolve-shaped-type-result-dims --canonicalize | split-runner -e v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-opt %s --linalg-fold-unit-extent-dims --canonicalize | split-runner -e v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V1
// RUN: sh -c 'split-runner %s -e v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V2
// RUN: sh -c 'split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | split-runner -e v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V2
// RUN: sh -c 'split-opt %s --resolve-shaped-type-result-dims --canonicalize | split-runner -e v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V2
// RUN: sh -c 'split-opt %s --linalg-fold-unit-extent-dims --canonicalize | split-runner -e v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V2
// RUN: sh -c 'split-runner %s -e v11 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | split-runner -e v11 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-opt %s --resolve-shaped-type-result-dims --canonicalize | split-runner -e v11 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-opt %s --linalg-fold-unit-extent-dims --canonicalize | split-runner -e v11 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-runner %s -e v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | split-runner -e v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --resolve-shaped-type-result-dims --canonicalize | split-runner -e v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --linalg-fold-unit-extent-dims --canonicalize | split-runner -e v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-runner %s -e v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | split-runner -e v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --resolve-shaped-type-result-dims --canonicalize | split-runner -e v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --linalg-fold-unit-extent-dims --canonicalize | split-runner -e v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-runner %s -e normalised --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NORMALISED
// RUN: sh -c 'split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | split-runner -e normalised --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NORMALISED
// RUN: sh -c 'split-opt %s --resolve-shaped-type-result-dims --canonicalize | split-runner -e normalised --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NORMALISED
// RUN: sh -c 'split-opt %s --linalg-fold-unit-extent-dims --canonicalize | split-runner -e normalised --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NORMALISED
// RUN: sh -c 'split-runner %s -e allocation --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ALLOCATION
// RUN: sh -c 'split-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | split-runner -e allocation --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ALLOCATION
// RUN: sh -c 'split-opt %s --resolve-shaped-type-result-dims --canonicalize | split-runner -e allocation --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ALLOCATION
// RUN: sh -c 'split-opt %s --linalg-fold-unit-extent-dims --canonicalize | split-runner -e allocation --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ALLOCATION

// Reified shapes keep the rules: after the upstream passes that replace
// tensor.dim of an op's result by the sizes the op reifies (and drop the op
// when nothing else uses it), a split whose rule fails at run time must still
// fail with its message and exit status 1, as in the plain run. Dynamic
// input dimensions, one entry point per version (and split.split, and a size
// that feeds an allocation); each prints the sizes of a valid split first.
// The calls are `no_inline`: inlined (`lit --param upstream=1` runs --inline
// --sccp --canonicalize first), the sizes become constants, which
// canonicalisation rather than reification decides.

func.func private @printMemrefI64(tensor<*xi64>)

func.func @print(%t: tensor<?xi64>) {
  %u = tensor.cast %t : tensor<?xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

func.func @vector(%n: index) -> tensor<?xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %t : tensor<?xf32>
}

func.func @sizes_v1(%x: tensor<?xf32>) {
  %a:2 = split.split_v1 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a#0, %c0 : tensor<?xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %d1 = tensor.dim %a#1, %c0 : tensor<?xf32>
  %i1 = arith.index_cast %d1 : index to i64
  %s = tensor.from_elements %i0, %i1 : tensor<2xi64>
  %u = tensor.cast %s : tensor<2xi64> to tensor<?xi64>
  call @print(%u) : (tensor<?xi64>) -> ()
  return
}

// V1: data =
// V1-NEXT: [2,  2]
// V1-NEXT: error: split.split_v1: dimension 0 of the input has size 5, which cannot be split into 2 equal parts
// V1-NEXT: exit=1
func.func @v1() {
  %good = arith.constant 4 : index
  %bad = arith.constant 5 : index
  %x = call @vector(%good) : (index) -> tensor<?xf32>
  call @sizes_v1(%x) {no_inline} : (tensor<?xf32>) -> ()
  %y = call @vector(%bad) : (index) -> tensor<?xf32>
  call @sizes_v1(%y) {no_inline} : (tensor<?xf32>) -> ()
  return
}

func.func @sizes_v2(%x: tensor<?xf32>) {
  %a:2 = split.split_v2 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a#0, %c0 : tensor<?xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %d1 = tensor.dim %a#1, %c0 : tensor<?xf32>
  %i1 = arith.index_cast %d1 : index to i64
  %s = tensor.from_elements %i0, %i1 : tensor<2xi64>
  %u = tensor.cast %s : tensor<2xi64> to tensor<?xi64>
  call @print(%u) : (tensor<?xi64>) -> ()
  return
}

// V2: data =
// V2-NEXT: [2,  2]
// V2-NEXT: error: split.split_v2: dimension 0 of the input has size 5, which cannot be split into 2 equal parts
// V2-NEXT: exit=1
func.func @v2() {
  %good = arith.constant 4 : index
  %bad = arith.constant 5 : index
  %x = call @vector(%good) : (index) -> tensor<?xf32>
  call @sizes_v2(%x) {no_inline} : (tensor<?xf32>) -> ()
  %y = call @vector(%bad) : (index) -> tensor<?xf32>
  call @sizes_v2(%y) {no_inline} : (tensor<?xf32>) -> ()
  return
}

func.func @sizes_v11(%x: tensor<?xf32>) {
  %a:2 = split.split_v11 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a#0, %c0 : tensor<?xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %d1 = tensor.dim %a#1, %c0 : tensor<?xf32>
  %i1 = arith.index_cast %d1 : index to i64
  %s = tensor.from_elements %i0, %i1 : tensor<2xi64>
  %u = tensor.cast %s : tensor<2xi64> to tensor<?xi64>
  call @print(%u) : (tensor<?xi64>) -> ()
  return
}

// V11: data =
// V11-NEXT: [2,  2]
// V11-NEXT: error: split.split_v11: dimension 0 of the input has size 5, which cannot be split into 2 equal parts
// V11-NEXT: exit=1
func.func @v11() {
  %good = arith.constant 4 : index
  %bad = arith.constant 5 : index
  %x = call @vector(%good) : (index) -> tensor<?xf32>
  call @sizes_v11(%x) {no_inline} : (tensor<?xf32>) -> ()
  %y = call @vector(%bad) : (index) -> tensor<?xf32>
  call @sizes_v11(%y) {no_inline} : (tensor<?xf32>) -> ()
  return
}

func.func @sizes_v13(%x: tensor<?xf32>) {
  %a:3 = split.split_v13 %x : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a#0, %c0 : tensor<?xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %d1 = tensor.dim %a#1, %c0 : tensor<?xf32>
  %i1 = arith.index_cast %d1 : index to i64
  %d2 = tensor.dim %a#2, %c0 : tensor<?xf32>
  %i2 = arith.index_cast %d2 : index to i64
  %s = tensor.from_elements %i0, %i1, %i2 : tensor<3xi64>
  %u = tensor.cast %s : tensor<3xi64> to tensor<?xi64>
  call @print(%u) : (tensor<?xi64>) -> ()
  return
}

// V13: data =
// V13-NEXT: [2,  2,  2]
// V13-NEXT: error: split.split_v13: dimension 0 of the input has size 5, which cannot be split into 3 equal parts
// V13-NEXT: exit=1
func.func @v13() {
  %good = arith.constant 6 : index
  %bad = arith.constant 5 : index
  %x = call @vector(%good) : (index) -> tensor<?xf32>
  call @sizes_v13(%x) {no_inline} : (tensor<?xf32>) -> ()
  %y = call @vector(%bad) : (index) -> tensor<?xf32>
  call @sizes_v13(%y) {no_inline} : (tensor<?xf32>) -> ()
  return
}

func.func @sizes_v18(%x: tensor<?xf32>) {
  %a:4 = split.split_v18 %x num_outputs = 4 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a#0, %c0 : tensor<?xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %d1 = tensor.dim %a#1, %c0 : tensor<?xf32>
  %i1 = arith.index_cast %d1 : index to i64
  %d2 = tensor.dim %a#2, %c0 : tensor<?xf32>
  %i2 = arith.index_cast %d2 : index to i64
  %d3 = tensor.dim %a#3, %c0 : tensor<?xf32>
  %i3 = arith.index_cast %d3 : index to i64
  %s = tensor.from_elements %i0, %i1, %i2, %i3 : tensor<4xi64>
  %u = tensor.cast %s : tensor<4xi64> to tensor<?xi64>
  call @print(%u) : (tensor<?xi64>) -> ()
  return
}

// V18: data =
// V18-NEXT: [2,  2,  2,  2]
// V18-NEXT: error: split.split_v18: num_outputs 4 cannot split dimension 0 of size 5: 3 parts of size 2 leave -1 for the last part, which must be >= 1
// V18-NEXT: exit=1
func.func @v18() {
  %good = arith.constant 8 : index
  %bad = arith.constant 5 : index
  %x = call @vector(%good) : (index) -> tensor<?xf32>
  call @sizes_v18(%x) {no_inline} : (tensor<?xf32>) -> ()
  %y = call @vector(%bad) : (index) -> tensor<?xf32>
  call @sizes_v18(%y) {no_inline} : (tensor<?xf32>) -> ()
  return
}

func.func @sizes_normalised(%x: tensor<?xf32>, %n: index) {
  %a:2 = split.split %x axis = 0 sizes = [2, %n] : tensor<?xf32> -> tensor<2xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a#1, %c0 : tensor<?xf32>
  %i = arith.index_cast %d : index to i64
  %s = tensor.from_elements %i : tensor<1xi64>
  %u = tensor.cast %s : tensor<1xi64> to tensor<?xi64>
  call @print(%u) : (tensor<?xi64>) -> ()
  return
}

// NORMALISED: data =
// NORMALISED-NEXT: [2]
// NORMALISED-NEXT: error: split.split: split sizes sum to 4 but dimension 0 of the input has size 5
// NORMALISED-NEXT: exit=1
func.func @normalised() {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %x = call @vector(%c4) : (index) -> tensor<?xf32>
  call @sizes_normalised(%x, %c2) {no_inline} : (tensor<?xf32>, index) -> ()
  %y = call @vector(%c5) : (index) -> tensor<?xf32>
  call @sizes_normalised(%y, %c2) {no_inline} : (tensor<?xf32>, index) -> ()
  return
}

func.func @allocate_last(%x: tensor<?xf32>) {
  %a:4 = split.split_v18 %x num_outputs = 4 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a#3, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %f = tensor.dim %e, %c0 : tensor<?xf32>
  %i = arith.index_cast %f : index to i64
  %s = tensor.from_elements %i : tensor<1xi64>
  %u = tensor.cast %s : tensor<1xi64> to tensor<?xi64>
  call @print(%u) : (tensor<?xi64>) -> ()
  return
}

// ALLOCATION: data =
// ALLOCATION-NEXT: [1]
// ALLOCATION-NEXT: error: split.split_v18: num_outputs 4 cannot split dimension 0 of size 5: 3 parts of size 2 leave -1 for the last part, which must be >= 1
// ALLOCATION-NEXT: exit=1
func.func @allocation() {
  %c7 = arith.constant 7 : index
  %c5 = arith.constant 5 : index
  %x = call @vector(%c7) : (index) -> tensor<?xf32>
  call @allocate_last(%x) {no_inline} : (tensor<?xf32>) -> ()
  %y = call @vector(%c5) : (index) -> tensor<?xf32>
  call @allocate_last(%y) {no_inline} : (tensor<?xf32>) -> ()
  return
}
