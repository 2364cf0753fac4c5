// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize=top-down=false | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --sccp | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --remove-dead-values | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --scf-for-loop-canonicalization | split-runner -e main --entry-point-result=void | FileCheck %s
// The split ops as slices first (a static slice of a splat constant).
// RUN: split-opt %s --convert-split-to-tensor --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --convert-split-to-tensor --sccp | split-runner -e main --entry-point-result=void | FileCheck %s
// The same program with the constants written as dense<...>, which upstream
// parses and --canonicalize's split pattern turns into #split.strings before
// upstream's folders see them (top-down, its default order).
// RUN: sed -e 's/#split.strings</dense</' %s > %t.dense.mlir
// RUN: split-runner %t.dense.mlir -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %t.dense.mlir --canonicalize | FileCheck %s --check-prefix=DENSE
// RUN: split-opt %t.dense.mlir --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// String constants that upstream MLIR 22 folders rebuild through a numeric
// buffer when they are DenseElementsAttrs, and crash on
// (docs/upstream/dense-string-reshape.md): a slice of a splat constant,
// expand_shape and collapse_shape of a constant, a split with run-time
// sizes of a constant and a static split of a splat constant. As
// #split.strings they are left alone by every folding pass, and run.

// DENSE-LABEL: func.func @main
// DENSE-DAG: arith.constant #split.strings<"zz"> : tensor<6x!split.string>
// DENSE-DAG: arith.constant #split.strings<["a", "", "nul\00in", "d"]> : tensor<4x!split.string>
// DENSE-DAG: arith.constant #split.strings<{{\[\[}}"x", "y"], ["z", "w"]]> : tensor<2x2x!split.string>
// DENSE-NOT: dense<{{.*}}split.string

func.func private @printMemrefString(tensor<*x!split.string>)

func.func @v13(%s: tensor<2xi64>) -> (tensor<?x!split.string>, tensor<?x!split.string>) {
  %c = arith.constant #split.strings<"splat"> : tensor<5x!split.string>
  %a:2 = split.split_v13 %c, %s : tensor<5x!split.string>, tensor<2xi64> -> tensor<?x!split.string>, tensor<?x!split.string>
  return %a#0, %a#1 : tensor<?x!split.string>, tensor<?x!split.string>
}

func.func @main() {
  %splat = arith.constant #split.strings<"zz"> : tensor<6x!split.string>
  %slice = tensor.extract_slice %splat[1] [3] [1] : tensor<6x!split.string> to tensor<3x!split.string>
  %su = tensor.cast %slice : tensor<3x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%su) : (tensor<*x!split.string>) -> ()
  // CHECK: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["zz", "zz", "zz"]{{$}}

  %c = arith.constant #split.strings<["a", "", "nul\00in", "d"]> : tensor<4x!split.string>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4x!split.string> into tensor<2x2x!split.string>
  %eu = tensor.cast %e : tensor<2x2x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%eu) : (tensor<*x!split.string>) -> ()
  // CHECK: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{^\[\[}}"a", ""],
  // CHECK-NEXT: {{^}} ["nul\u0000in", "d"]]{{$}}

  %m = arith.constant #split.strings<[["x", "y"], ["z", "w"]]> : tensor<2x2x!split.string>
  %f = tensor.collapse_shape %m [[0, 1]] : tensor<2x2x!split.string> into tensor<4x!split.string>
  %fu = tensor.cast %f : tensor<4x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%fu) : (tensor<*x!split.string>) -> ()
  // CHECK: sizes = [4] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["x", "y", "z", "w"]{{$}}

  %s = arith.constant dense<[2, 3]> : tensor<2xi64>
  %a:2 = call @v13(%s) : (tensor<2xi64>) -> (tensor<?x!split.string>, tensor<?x!split.string>)
  %au = tensor.cast %a#1 : tensor<?x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%au) : (tensor<*x!split.string>) -> ()
  // CHECK: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["splat", "splat", "splat"]{{$}}

  %h = arith.constant #split.strings<"ab"> : tensor<4x!split.string>
  %h0, %h1 = split.split_v18 %h num_outputs = 2 : tensor<4x!split.string> -> tensor<2x!split.string>, tensor<2x!split.string>
  %hu = tensor.cast %h1 : tensor<2x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%hu) : (tensor<*x!split.string>) -> ()
  // CHECK: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["ab", "ab"]{{$}}
  return
}
