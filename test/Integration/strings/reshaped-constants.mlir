// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// Upstream MLIR 22's --canonicalize crashes on reshaped string constants
// (docs/Strings.md); split-runner's pipeline moves them out of its reach
// first, a user's pipeline cannot.
// UNSUPPORTED: upstream-passes

// String constants that upstream MLIR 22 folders would rebuild as numeric
// attributes (and crash on): a slice of a splat constant, expand_shape and
// collapse_shape of a constant, and a split with run-time sizes of a
// constant. The pipeline keeps string constants behind memref.global
// (split-string-constants-to-memref), so these run. (Not run through
// `split-opt --canonicalize` first: upstream's canonicalizer itself crashes
// on them, see docs/Strings.md.)

func.func private @printMemrefString(tensor<*x!split.string>)

func.func @v13(%s: tensor<2xi64>) -> (tensor<?x!split.string>, tensor<?x!split.string>) {
  %c = arith.constant dense<"splat"> : tensor<5x!split.string>
  %a:2 = split.split_v13 %c, %s : tensor<5x!split.string>, tensor<2xi64> -> tensor<?x!split.string>, tensor<?x!split.string>
  return %a#0, %a#1 : tensor<?x!split.string>, tensor<?x!split.string>
}

func.func @main() {
  %splat = arith.constant dense<"zz"> : tensor<6x!split.string>
  %slice = tensor.extract_slice %splat[1] [3] [1] : tensor<6x!split.string> to tensor<3x!split.string>
  %su = tensor.cast %slice : tensor<3x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%su) : (tensor<*x!split.string>) -> ()
  // CHECK: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["zz", "zz", "zz"]{{$}}

  %c = arith.constant dense<["a", "", "nul\00in", "d"]> : tensor<4x!split.string>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4x!split.string> into tensor<2x2x!split.string>
  %eu = tensor.cast %e : tensor<2x2x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%eu) : (tensor<*x!split.string>) -> ()
  // CHECK: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{^\[\[}}"a", ""],
  // CHECK-NEXT: {{^}} ["nul\u0000in", "d"]]{{$}}

  %m = arith.constant dense<[["x", "y"], ["z", "w"]]> : tensor<2x2x!split.string>
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
  return
}
