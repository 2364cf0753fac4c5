// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// SplitToSequence-11 and -24 on tensors of !split.string at run time (inputs
// and split operands reach the functions as arguments, so nothing folds):
// no split (chunks of 1) with keepdims = 1 and keepdims = 0, a scalar split
// (last chunk smaller), a 1-D split list, along axis 1 of a 2-D input;
// sequence_at with positive and negative positions; sequence_length. The
// sequence holds the input's element handles: no string bytes are copied.

func.func private @printMemrefString(tensor<*x!split.string>)
func.func private @printMemrefI64(tensor<*xi64>)

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

func.func @shown(%t: tensor<i64>) {
  %u = tensor.cast %t : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

// No split, keepdims = 1: element i is x[i:i+1]; also the length.
func.func @ones(%x: tensor<?x!split.string>, %p: tensor<i64>) -> (tensor<?x!split.string>, tensor<i64>) {
  %q = split.split_to_sequence_v11 %x : tensor<?x!split.string> -> !split.seq<tensor<?x!split.string>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x!split.string>>, tensor<i64> -> tensor<?x!split.string>
  %n = split.sequence_length %q : !split.seq<tensor<?x!split.string>>
  return %e, %n : tensor<?x!split.string>, tensor<i64>
}

// No split, keepdims = 0 on a 1-D input: 0-D elements.
func.func @scalars(%x: tensor<?x!split.string>, %p: tensor<i32>) -> tensor<!split.string> {
  %q = split.split_to_sequence_v24 %x keepdims = 0 : tensor<?x!split.string> -> !split.seq<tensor<!split.string>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<!split.string>>, tensor<i32> -> tensor<!split.string>
  return %e : tensor<!split.string>
}

// keepdims = 0 along axis 1 of a 2-D input: columns.
func.func @columns(%x: tensor<?x?x!split.string>, %p: tensor<i64>) -> tensor<?x!split.string> {
  %q = split.split_to_sequence_v11 %x axis = 1 keepdims = 0 : tensor<?x?x!split.string> -> !split.seq<tensor<?x!split.string>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x!split.string>>, tensor<i64> -> tensor<?x!split.string>
  return %e : tensor<?x!split.string>
}

// Scalar split: chunks of s, the last one smaller.
func.func @chunks(%x: tensor<?x!split.string>, %s: tensor<i64>, %p: tensor<i64>) -> (tensor<?x!split.string>, tensor<i64>) {
  %q = split.split_to_sequence_v24 %x, %s : tensor<?x!split.string>, tensor<i64> -> !split.seq<tensor<?x!split.string>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x!split.string>>, tensor<i64> -> tensor<?x!split.string>
  %n = split.sequence_length %q : !split.seq<tensor<?x!split.string>>
  return %e, %n : tensor<?x!split.string>, tensor<i64>
}

// 1-D split list along axis -1 of a 2-D input (keepdims is ignored).
func.func @list(%x: tensor<?x?x!split.string>, %s: tensor<?xi32>, %p: tensor<i64>) -> tensor<?x?x!split.string> {
  %q = split.split_to_sequence_v11 %x, %s axis = -1 keepdims = 0 : tensor<?x?x!split.string>, tensor<?xi32> -> !split.seq<tensor<?x?x!split.string>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?x!split.string>>, tensor<i64> -> tensor<?x?x!split.string>
  return %e : tensor<?x?x!split.string>
}

func.func @main() {
  %c = arith.constant dense<["", "a\"b", "back\\slash", "t\tab", "new\nline", "nul\00in", "h\C3\A9llo \E2\82\AC", "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789"]> : tensor<8x!split.string>
  %x = tensor.cast %c : tensor<8x!split.string> to tensor<?x!split.string>
  %m = arith.constant dense<[["", "a\"b", "back\\slash", "t\tab"], ["new\nline", "nul\00in", "héllo €", "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789"]]> : tensor<2x4x!split.string>
  %md = tensor.cast %m : tensor<2x4x!split.string> to tensor<?x?x!split.string>
  %p1 = arith.constant dense<1> : tensor<i64>
  %pm1 = arith.constant dense<-1> : tensor<i64>
  %pm3 = arith.constant dense<-3> : tensor<i64>

  %a, %an = call @ones(%x, %pm1) : (tensor<?x!split.string>, tensor<i64>) -> (tensor<?x!split.string>, tensor<i64>)
  call @show(%a) : (tensor<?x!split.string>) -> ()
  call @shown(%an) : (tensor<i64>) -> ()
  // CHECK: rank = 1 offset = {{[0-9]+}} sizes = [1] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}[{{"(0123456789){100}"}}]{{$}}
  // CHECK: rank = 0 offset = {{[0-9]+}} sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}[8]{{$}}

  %a2, %an2 = call @ones(%x, %p1) : (tensor<?x!split.string>, tensor<i64>) -> (tensor<?x!split.string>, tensor<i64>)
  call @show(%a2) : (tensor<?x!split.string>) -> ()
  // CHECK: sizes = [1] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["a\"b"]{{$}}

  %i5 = arith.constant dense<5> : tensor<i32>
  %b = call @scalars(%x, %i5) : (tensor<?x!split.string>, tensor<i32>) -> tensor<!split.string>
  %bu = tensor.cast %b : tensor<!split.string> to tensor<*x!split.string>
  call @printMemrefString(%bu) : (tensor<*x!split.string>) -> ()
  // CHECK: rank = 0 offset = {{[0-9]+}} sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["nul\u0000in"]{{$}}
  %i0 = arith.constant dense<0> : tensor<i32>
  %b0 = call @scalars(%x, %i0) : (tensor<?x!split.string>, tensor<i32>) -> tensor<!split.string>
  %b0u = tensor.cast %b0 : tensor<!split.string> to tensor<*x!split.string>
  call @printMemrefString(%b0u) : (tensor<*x!split.string>) -> ()
  // CHECK: rank = 0 offset = {{[0-9]+}} sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}[""]{{$}}

  %col = call @columns(%md, %pm1) : (tensor<?x?x!split.string>, tensor<i64>) -> tensor<?x!split.string>
  call @show(%col) : (tensor<?x!split.string>) -> ()
  // CHECK: rank = 1 offset = {{[0-9]+}} sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["t\tab", {{"(0123456789){100}"}}]{{$}}

  %s3 = arith.constant dense<3> : tensor<i64>
  %ch, %chn = call @chunks(%x, %s3, %pm1) : (tensor<?x!split.string>, tensor<i64>, tensor<i64>) -> (tensor<?x!split.string>, tensor<i64>)
  call @show(%ch) : (tensor<?x!split.string>) -> ()
  call @shown(%chn) : (tensor<i64>) -> ()
  // CHECK: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["héllo €", {{"(0123456789){100}"}}]{{$}}
  // CHECK: rank = 0 offset = {{[0-9]+}} sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}[3]{{$}}
  %ch2, %chn2 = call @chunks(%x, %s3, %pm3) : (tensor<?x!split.string>, tensor<i64>, tensor<i64>) -> (tensor<?x!split.string>, tensor<i64>)
  call @show(%ch2) : (tensor<?x!split.string>) -> ()
  // CHECK: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["", "a\"b", "back\\slash"]{{$}}

  %l = arith.constant dense<[1, 0, 3]> : tensor<3xi32>
  %ld = tensor.cast %l : tensor<3xi32> to tensor<?xi32>
  %e0 = call @list(%md, %ld, %pm1) : (tensor<?x?x!split.string>, tensor<?xi32>, tensor<i64>) -> tensor<?x?x!split.string>
  call @show2(%e0) : (tensor<?x?x!split.string>) -> ()
  // CHECK: rank = 2 offset = {{[0-9]+}} sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{^\[\[}}"a\"b", "back\\slash", "t\tab"],
  // CHECK-NEXT: {{^}} ["nul\u0000in", "héllo €", {{"(0123456789){100}"}}]]{{$}}
  %e1 = call @list(%md, %ld, %p1) : (tensor<?x?x!split.string>, tensor<?xi32>, tensor<i64>) -> tensor<?x?x!split.string>
  call @show2(%e1) : (tensor<?x?x!split.string>) -> ()
  // CHECK: rank = 2 offset = {{[0-9]+}} sizes = [2, 0] strides = {{.*}} data =
  // CHECK-NEXT: {{^\[\[}}],
  // CHECK-NEXT: {{^}} []]{{$}}
  return
}
