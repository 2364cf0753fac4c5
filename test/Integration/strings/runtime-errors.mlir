// RUN: sh -c 'split-runner %s -e sum --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SUM
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e sum --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SUM
// RUN: sh -c 'split-runner %s -e negsize --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEGSIZE
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e negsize --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEGSIZE
// RUN: sh -c 'split-runner %s -e equal --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EQUAL
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e equal --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EQUAL
// RUN: sh -c 'split-runner %s -e num --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NUM
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e num --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NUM
// RUN: sh -c 'split-runner %s -e scalar --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SCALAR
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e scalar --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SCALAR
// RUN: sh -c 'split-runner %s -e list --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=LIST
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e list --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=LIST
// RUN: sh -c 'split-runner %s -e pos --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=POS
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e pos --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=POS
// RUN: sh -c 'split-runner %s -e negpos --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEGPOS
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e negpos --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEGPOS

// Run-time errors on string inputs: the same checks and messages as for any
// other element type, exit status 1, nothing printed after the error. Each
// entry point first prints a good result, then hits the error.

func.func private @printMemrefString(tensor<*x!split.string>)

func.func @show(%t: tensor<?x!split.string>) {
  %u = tensor.cast %t : tensor<?x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%u) : (tensor<*x!split.string>) -> ()
  return
}

func.func @input() -> tensor<?x!split.string> {
  %c = arith.constant dense<["", "a\"b", "nul\00in", "t\tab", "é", "z"]> : tensor<6x!split.string>
  %x = tensor.cast %c : tensor<6x!split.string> to tensor<?x!split.string>
  return %x : tensor<?x!split.string>
}

func.func @v13(%x: tensor<?x!split.string>, %s: tensor<?xi64>) -> tensor<?x!split.string> {
  %a:2 = split.split_v13 %x, %s : tensor<?x!split.string>, tensor<?xi64> -> tensor<?x!split.string>, tensor<?x!split.string>
  return %a#1 : tensor<?x!split.string>
}

func.func @sum() {
  %x = call @input() : () -> tensor<?x!split.string>
  %good = arith.constant dense<[2, 4]> : tensor<2xi64>
  %gd = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a = call @v13(%x, %gd) : (tensor<?x!split.string>, tensor<?xi64>) -> tensor<?x!split.string>
  call @show(%a) : (tensor<?x!split.string>) -> ()
  %bad = arith.constant dense<[2, 3]> : tensor<2xi64>
  %bd = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %b = call @v13(%x, %bd) : (tensor<?x!split.string>, tensor<?xi64>) -> tensor<?x!split.string>
  call @show(%b) : (tensor<?x!split.string>) -> ()
  return
}
// SUM: sizes = [4] strides = {{.*}} data =
// SUM-NEXT: {{^}}["nul\u0000in", "t\tab", "é", "z"]{{$}}
// SUM-NEXT: {{^}}error: split.split_v13: split sizes sum to 5 but dimension 0 of the input has size 6{{$}}
// SUM-NEXT: {{^}}exit=1{{$}}

func.func @negsize() {
  %x = call @input() : () -> tensor<?x!split.string>
  %good = arith.constant dense<[6, 0]> : tensor<2xi64>
  %gd = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a = call @v13(%x, %gd) : (tensor<?x!split.string>, tensor<?xi64>) -> tensor<?x!split.string>
  call @show(%a) : (tensor<?x!split.string>) -> ()
  %bad = arith.constant dense<[7, -1]> : tensor<2xi64>
  %bd = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %b = call @v13(%x, %bd) : (tensor<?x!split.string>, tensor<?xi64>) -> tensor<?x!split.string>
  call @show(%b) : (tensor<?x!split.string>) -> ()
  return
}
// NEGSIZE: sizes = [0] strides = {{.*}} data =
// NEGSIZE-NEXT: {{^}}[]{{$}}
// NEGSIZE-NEXT: {{^}}error: split.split_v13: split sizes contain the negative size -1 at index 1{{$}}
// NEGSIZE-NEXT: {{^}}exit=1{{$}}

func.func @v11(%x: tensor<?x?x!split.string>) -> tensor<?x?x!split.string> {
  %a:2 = split.split_v11 %x axis = 1 : tensor<?x?x!split.string> -> tensor<?x?x!split.string>, tensor<?x?x!split.string>
  return %a#0 : tensor<?x?x!split.string>
}

func.func @equal() {
  %c = arith.constant dense<[["a", "b", "c", "d"], ["e", "f", "g", "h"]]> : tensor<2x4x!split.string>
  %x = tensor.cast %c : tensor<2x4x!split.string> to tensor<?x?x!split.string>
  %a = call @v11(%x) : (tensor<?x?x!split.string>) -> tensor<?x?x!split.string>
  %au = tensor.cast %a : tensor<?x?x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%au) : (tensor<*x!split.string>) -> ()
  %c3 = arith.constant dense<[["a", "b", "c"], ["e", "f", "g"]]> : tensor<2x3x!split.string>
  %x3 = tensor.cast %c3 : tensor<2x3x!split.string> to tensor<?x?x!split.string>
  %b = call @v11(%x3) : (tensor<?x?x!split.string>) -> tensor<?x?x!split.string>
  %bu = tensor.cast %b : tensor<?x?x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%bu) : (tensor<*x!split.string>) -> ()
  return
}
// EQUAL: sizes = [2, 2] strides = {{.*}} data =
// EQUAL-NEXT: {{^\[\[}}"a", "b"],
// EQUAL-NEXT: {{^}} ["e", "f"]]{{$}}
// EQUAL-NEXT: {{^}}error: split.split_v11: dimension 1 of the input has size 3, which cannot be split into 2 equal parts{{$}}
// EQUAL-NEXT: {{^}}exit=1{{$}}

func.func @v18(%x: tensor<?x!split.string>) -> tensor<?x!split.string> {
  %a:4 = split.split_v18 %x num_outputs = 4 : tensor<?x!split.string> -> tensor<?x!split.string>, tensor<?x!split.string>, tensor<?x!split.string>, tensor<?x!split.string>
  return %a#3 : tensor<?x!split.string>
}

func.func @num() {
  %x = call @input() : () -> tensor<?x!split.string>
  %four = tensor.extract_slice %x[0] [4] [1] : tensor<?x!split.string> to tensor<4x!split.string>
  %x5 = tensor.cast %four : tensor<4x!split.string> to tensor<?x!split.string>
  %a = call @v18(%x5) : (tensor<?x!split.string>) -> tensor<?x!split.string>
  call @show(%a) : (tensor<?x!split.string>) -> ()
  %b = call @v18(%x) : (tensor<?x!split.string>) -> tensor<?x!split.string>
  call @show(%b) : (tensor<?x!split.string>) -> ()
  return
}
// NUM: sizes = [1] strides = {{.*}} data =
// NUM-NEXT: {{^}}["t\tab"]{{$}}
// NUM-NEXT: {{^}}error: split.split_v18: num_outputs 4 cannot split dimension 0 of size 6: 3 parts of size 2 leave 0 for the last part, which must be >= 1{{$}}
// NUM-NEXT: {{^}}exit=1{{$}}

func.func @chunks(%x: tensor<?x!split.string>, %s: tensor<i64>) -> tensor<?x!split.string> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<?x!split.string>, tensor<i64> -> !split.seq<tensor<?x!split.string>>
  %p = arith.constant dense<-1> : tensor<i64>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x!split.string>>, tensor<i64> -> tensor<?x!split.string>
  return %e : tensor<?x!split.string>
}

func.func @scalar() {
  %x = call @input() : () -> tensor<?x!split.string>
  %four = arith.constant dense<4> : tensor<i64>
  %a = call @chunks(%x, %four) : (tensor<?x!split.string>, tensor<i64>) -> tensor<?x!split.string>
  call @show(%a) : (tensor<?x!split.string>) -> ()
  %zero = arith.constant dense<0> : tensor<i64>
  %b = call @chunks(%x, %zero) : (tensor<?x!split.string>, tensor<i64>) -> tensor<?x!split.string>
  call @show(%b) : (tensor<?x!split.string>) -> ()
  return
}
// SCALAR: sizes = [2] strides = {{.*}} data =
// SCALAR-NEXT: {{^}}["é", "z"]{{$}}
// SCALAR-NEXT: {{^}}error: split.split_to_sequence_v11: scalar split 0 must be >= 1{{$}}
// SCALAR-NEXT: {{^}}exit=1{{$}}

func.func @listed(%x: tensor<?x!split.string>, %s: tensor<?xi64>) -> tensor<?x!split.string> {
  %q = split.split_to_sequence_v24 %x, %s : tensor<?x!split.string>, tensor<?xi64> -> !split.seq<tensor<?x!split.string>>
  %p = arith.constant dense<0> : tensor<i64>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x!split.string>>, tensor<i64> -> tensor<?x!split.string>
  return %e : tensor<?x!split.string>
}

func.func @list() {
  %x = call @input() : () -> tensor<?x!split.string>
  %good = arith.constant dense<[3, 3]> : tensor<2xi64>
  %gd = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a = call @listed(%x, %gd) : (tensor<?x!split.string>, tensor<?xi64>) -> tensor<?x!split.string>
  call @show(%a) : (tensor<?x!split.string>) -> ()
  %bad = arith.constant dense<[1, 1]> : tensor<2xi64>
  %bd = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %b = call @listed(%x, %bd) : (tensor<?x!split.string>, tensor<?xi64>) -> tensor<?x!split.string>
  call @show(%b) : (tensor<?x!split.string>) -> ()
  return
}
// LIST: sizes = [3] strides = {{.*}} data =
// LIST-NEXT: {{^}}["", "a\"b", "nul\u0000in"]{{$}}
// LIST-NEXT: {{^}}error: split.split_to_sequence_v24: split sizes sum to 2 but dimension 0 of the input has size 6{{$}}
// LIST-NEXT: {{^}}exit=1{{$}}

func.func @at(%x: tensor<?x!split.string>, %p: tensor<i64>) -> tensor<?x!split.string> {
  %q = split.split_to_sequence_v11 %x : tensor<?x!split.string> -> !split.seq<tensor<?x!split.string>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x!split.string>>, tensor<i64> -> tensor<?x!split.string>
  return %e : tensor<?x!split.string>
}

func.func @pos() {
  %x = call @input() : () -> tensor<?x!split.string>
  %good = arith.constant dense<5> : tensor<i64>
  %a = call @at(%x, %good) : (tensor<?x!split.string>, tensor<i64>) -> tensor<?x!split.string>
  call @show(%a) : (tensor<?x!split.string>) -> ()
  %bad = arith.constant dense<6> : tensor<i64>
  %b = call @at(%x, %bad) : (tensor<?x!split.string>, tensor<i64>) -> tensor<?x!split.string>
  call @show(%b) : (tensor<?x!split.string>) -> ()
  return
}
// POS: sizes = [1] strides = {{.*}} data =
// POS-NEXT: {{^}}["z"]{{$}}
// POS-NEXT: {{^}}error: split.sequence_at: position 6 is out of range for a sequence of length 6{{$}}
// POS-NEXT: {{^}}exit=1{{$}}

func.func @negpos() {
  %x = call @input() : () -> tensor<?x!split.string>
  %good = arith.constant dense<-6> : tensor<i64>
  %a = call @at(%x, %good) : (tensor<?x!split.string>, tensor<i64>) -> tensor<?x!split.string>
  call @show(%a) : (tensor<?x!split.string>) -> ()
  %bad = arith.constant dense<-7> : tensor<i64>
  %b = call @at(%x, %bad) : (tensor<?x!split.string>, tensor<i64>) -> tensor<?x!split.string>
  call @show(%b) : (tensor<?x!split.string>) -> ()
  return
}
// NEGPOS: sizes = [1] strides = {{.*}} data =
// NEGPOS-NEXT: {{^}}[""]{{$}}
// NEGPOS-NEXT: {{^}}error: split.sequence_at: position -7 is out of range for a sequence of length 6{{$}}
// NEGPOS-NEXT: {{^}}exit=1{{$}}
