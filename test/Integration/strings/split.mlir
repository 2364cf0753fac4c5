// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// Every Split version that takes strings (Split-1 is float-only) on tensors
// of !split.string, at run time: the inputs reach the splitting functions as
// arguments with dynamic shapes, so nothing folds at compile time. The eight
// strings are "", a quote, a backslash, a tab, a newline, an embedded NUL,
// multi-byte UTF-8 and a 1000-byte string; each prints back byte for byte.
// 2-D inputs split along the inner axis copy strided element handles.

func.func private @printMemrefString(tensor<*x!split.string>)

func.func @show(%t: tensor<?x!split.string>) {
  %u = tensor.cast %t : tensor<?x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%u) : (tensor<*x!split.string>) -> ()
  return
}

func.func @show2(%t: tensor<?x?x!split.string>) {
  %u = tensor.cast %t : tensor<?x?x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%u) : (tensor<*x!split.string>) -> ()
  return
}

func.func @v2(%x: tensor<?x!split.string>) -> (tensor<?x!split.string>, tensor<?x!split.string>, tensor<?x!split.string>) {
  %a:3 = split.split_v2 %x split = [1, 4, 3] : tensor<?x!split.string> -> tensor<?x!split.string>, tensor<?x!split.string>, tensor<?x!split.string>
  return %a#0, %a#1, %a#2 : tensor<?x!split.string>, tensor<?x!split.string>, tensor<?x!split.string>
}

func.func @v11_equal(%x: tensor<?x?x!split.string>) -> (tensor<?x?x!split.string>, tensor<?x?x!split.string>) {
  %a:2 = split.split_v11 %x axis = 1 : tensor<?x?x!split.string> -> tensor<?x?x!split.string>, tensor<?x?x!split.string>
  return %a#0, %a#1 : tensor<?x?x!split.string>, tensor<?x?x!split.string>
}

func.func @v13(%x: tensor<?x?x!split.string>, %s: tensor<?xi64>) -> (tensor<?x?x!split.string>, tensor<?x?x!split.string>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?x!split.string>, tensor<?xi64> -> tensor<?x?x!split.string>, tensor<?x?x!split.string>
  return %a#0, %a#1 : tensor<?x?x!split.string>, tensor<?x?x!split.string>
}

func.func @v18(%x: tensor<?x!split.string>) -> (tensor<?x!split.string>, tensor<?x!split.string>, tensor<?x!split.string>) {
  %a:3 = split.split_v18 %x num_outputs = 3 : tensor<?x!split.string> -> tensor<?x!split.string>, tensor<?x!split.string>, tensor<?x!split.string>
  return %a#0, %a#1, %a#2 : tensor<?x!split.string>, tensor<?x!split.string>, tensor<?x!split.string>
}

// Static shapes: Split-13 with a constant split operand on a static input
// (canonicalisation may fold it; without it, it runs).
func.func @v13_static(%x: tensor<8x!split.string>) -> (tensor<5x!split.string>, tensor<3x!split.string>) {
  %s = arith.constant dense<[5, 3]> : tensor<2xi64>
  %a:2 = split.split_v13 %x, %s : tensor<8x!split.string>, tensor<2xi64> -> tensor<5x!split.string>, tensor<3x!split.string>
  return %a#0, %a#1 : tensor<5x!split.string>, tensor<3x!split.string>
}

func.func @main() {
  %c = arith.constant dense<["", "a\"b", "back\\slash", "t\tab", "new\nline", "nul\00in", "h\C3\A9llo \E2\82\AC", "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789"]> : tensor<8x!split.string>
  %x = tensor.cast %c : tensor<8x!split.string> to tensor<?x!split.string>

  %a:3 = call @v2(%x) : (tensor<?x!split.string>) -> (tensor<?x!split.string>, tensor<?x!split.string>, tensor<?x!split.string>)
  call @show(%a#0) : (tensor<?x!split.string>) -> ()
  call @show(%a#1) : (tensor<?x!split.string>) -> ()
  call @show(%a#2) : (tensor<?x!split.string>) -> ()
  // CHECK: rank = 1 offset = {{[0-9]+}} sizes = [1] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}[""]{{$}}
  // CHECK: sizes = [4] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["a\"b", "back\\slash", "t\tab", "new\nline"]{{$}}
  // CHECK: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["nul\u0000in", "héllo €", {{"(0123456789){100}"}}]{{$}}

  %b:3 = call @v18(%x) : (tensor<?x!split.string>) -> (tensor<?x!split.string>, tensor<?x!split.string>, tensor<?x!split.string>)
  call @show(%b#0) : (tensor<?x!split.string>) -> ()
  call @show(%b#1) : (tensor<?x!split.string>) -> ()
  call @show(%b#2) : (tensor<?x!split.string>) -> ()
  // CHECK: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["", "a\"b", "back\\slash"]{{$}}
  // CHECK: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["t\tab", "new\nline", "nul\u0000in"]{{$}}
  // CHECK: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["héllo €", {{"(0123456789){100}"}}]{{$}}

  // The same strings as a 2x4 tensor, split along axis 1.
  %m = arith.constant dense<[["", "a\"b", "back\\slash", "t\tab"], ["new\nline", "nul\00in", "h\C3\A9llo \E2\82\AC", "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789"]]> : tensor<2x4x!split.string>
  %md = tensor.cast %m : tensor<2x4x!split.string> to tensor<?x?x!split.string>
  %e:2 = call @v11_equal(%md) : (tensor<?x?x!split.string>) -> (tensor<?x?x!split.string>, tensor<?x?x!split.string>)
  call @show2(%e#0) : (tensor<?x?x!split.string>) -> ()
  call @show2(%e#1) : (tensor<?x?x!split.string>) -> ()
  // CHECK: rank = 2 offset = {{[0-9]+}} sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{^\[\[}}"", "a\"b"],
  // CHECK-NEXT: {{^}} ["new\nline", "nul\u0000in"]]{{$}}
  // CHECK: rank = 2 offset = {{[0-9]+}} sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{^\[\[}}"back\\slash", "t\tab"],
  // CHECK-NEXT: {{^}} ["héllo €", {{"(0123456789){100}"}}]]{{$}}

  %s = arith.constant dense<[3, 1]> : tensor<2xi64>
  %sd = tensor.cast %s : tensor<2xi64> to tensor<?xi64>
  %f:2 = call @v13(%md, %sd) : (tensor<?x?x!split.string>, tensor<?xi64>) -> (tensor<?x?x!split.string>, tensor<?x?x!split.string>)
  call @show2(%f#0) : (tensor<?x?x!split.string>) -> ()
  call @show2(%f#1) : (tensor<?x?x!split.string>) -> ()
  // CHECK: sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{^\[\[}}"", "a\"b", "back\\slash"],
  // CHECK-NEXT: {{^}} ["new\nline", "nul\u0000in", "héllo €"]]{{$}}
  // CHECK: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{^\[\[}}"t\tab"],
  // CHECK-NEXT: {{^}} [{{"(0123456789){100}"}}]]{{$}}

  %g:2 = call @v13_static(%c) : (tensor<8x!split.string>) -> (tensor<5x!split.string>, tensor<3x!split.string>)
  %g0 = tensor.cast %g#0 : tensor<5x!split.string> to tensor<?x!split.string>
  %g1 = tensor.cast %g#1 : tensor<3x!split.string> to tensor<?x!split.string>
  call @show(%g0) : (tensor<?x!split.string>) -> ()
  call @show(%g1) : (tensor<?x!split.string>) -> ()
  // CHECK: sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["", "a\"b", "back\\slash", "t\tab", "new\nline"]{{$}}
  // CHECK: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["nul\u0000in", "héllo €", {{"(0123456789){100}"}}]{{$}}
  return
}
